#ifndef NEWS_CURL_H
#define NEWS_CURL_H

#include <stddef.h>

/// How a request ended when there was no HTTP response to return.
enum news_http_error {
  NEWS_HTTP_OK = 0,
  NEWS_HTTP_TIMED_OUT = 1,
  NEWS_HTTP_CONNECTION_FAILED = 2,
  NEWS_HTTP_TOO_LARGE = 3,
  NEWS_HTTP_NO_LIBCURL = 4,
};

/// The answer to one GET: status, the header block of the final response, and the body.
typedef struct {
  long status;
  char *headers;
  size_t headers_length;
  char *body;
  size_t body_length;
  int error;
} news_http_result;

/// Performs a GET with libcurl, loaded with dlopen on first use so that programs that never
/// touch the network never load it. `headers` are "Name: value" lines. The whole transfer,
/// connection included, is bounded by `timeout_ms`; a body over `max_body` bytes stops the
/// transfer with NEWS_HTTP_TOO_LARGE. Thread-safe. Free the result with news_http_free.
void news_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                   size_t max_body, news_http_result *result);

/// Releases what news_http_get allocated.
void news_http_free(news_http_result *result);

#endif
