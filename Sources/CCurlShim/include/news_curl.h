#ifndef NEWS_CURL_H
#define NEWS_CURL_H

#include <stddef.h>

/// How a request ended when there was no HTTP response to return.
enum news_http_error {
  NEWS_HTTP_OK = 0,
  NEWS_HTTP_TIMED_OUT = 1,
  NEWS_HTTP_CONNECTION_FAILED = 2,
  NEWS_HTTP_TOO_LARGE = 3,
  /// Neither libssl (for https) nor libcurl (for a proxy) could be loaded.
  NEWS_HTTP_NO_LIBCURL = 4,
  /// The answer began but stopped before its end (a short body, a reset mid-answer).
  NEWS_HTTP_CUT_OFF = 5,
  /// What came back is not an HTTP answer (HTTP/0.9, a garbled status line).
  NEWS_HTTP_NOT_HTTP = 6,
  /// The answer's header block is larger than news reads.
  NEWS_HTTP_HEADER_TOO_LARGE = 7,
  /// The connection was made, then closed or reset before any answer began.
  NEWS_HTTP_NO_ANSWER = 8,
  /// The server's certificate could not be verified (no trusted CA signed it, it has expired, or
  /// it names another host): nothing was sent.
  NEWS_HTTP_UNTRUSTED = 9,
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

/// Performs a GET (a POST of `body_length` bytes when `body` is not NULL) with news's own
/// HTTP/1.1 client, TLS from libssl loaded with dlopen on the first https request; through
/// libcurl, loaded the same way, when the environment names a proxy. `headers` are
/// "Name: value" lines. Redirects are not followed: a 3xx comes back as it is, so the caller
/// decides what may go to the next host. A gzip or deflate body comes back decoded.
/// The whole transfer, connection included, is bounded by `timeout_ms`; a body over `max_body`
/// bytes stops the transfer with NEWS_HTTP_TOO_LARGE. Thread-safe. Free the result with
/// news_http_free.
void news_http_request(const char *url, const char *const *headers, int header_count,
                       const char *body, long body_length, long timeout_ms, size_t max_body,
                       news_http_result *result);

/// Loads libcurl now when the environment names a proxy (the requests then go through it), so
/// that a command about to make a request spends that time on another thread while it parses
/// its arguments; nothing otherwise (libssl loads while the first https connection is made).
void news_http_preload(void);

/// Starts news_http_preload on a detached thread of its own (when there is a proxy) and returns
/// at once.
void news_http_preload_async(void);

/// libcurl's version text (`libcurl/7.88.1 OpenSSL/3.0.15 …`), loading it if needed; NULL when
/// it cannot be loaded. libcurl is what a proxy is reached through, and its OpenSSL is the
/// libssl news's own client loads (`news doctor`).
const char *news_http_library(void);

/// Reads one answer from `bytes` as if a server had sent them and then closed the connection:
/// what news_http_request returns for it (the fuzzers and the tests drive the reader with it).
void news_http_read_answer(const char *bytes, size_t length, size_t max_body,
                           news_http_result *result);

/// Releases what news_http_request allocated.
void news_http_free(news_http_result *result);

#endif
