// What the files of the shim share, and Swift does not see.
#ifndef NEWS_HTTP_INTERNAL_H
#define NEWS_HTTP_INTERNAL_H

#include <stddef.h>
#include <sys/types.h>

#include "news_curl.h"

/// The most header bytes read for one answer (and for a chunked body's trailers).
#define NEWS_MAX_HEADER_BYTES (64 * 1024)

/// An address news can reach by itself: http or https, a host, a port, the request target.
typedef struct {
  int tls;
  /// The host as written, brackets of an IPv6 literal included (for the Host field).
  char authority_host[256];
  /// The host to resolve and to check a certificate against: no brackets.
  char host[256];
  char port[8];
  /// Whether the port was written and is not the scheme's own (the Host field then names it).
  int port_written;
  /// The path and query, never empty, without a fragment.
  char target[8192];
} news_url;

/// Reads `url` into `parsed`; 0 when news leaves it to libcurl (another scheme, credentials in
/// the address, bytes a request line cannot carry, anything too long).
int news_url_parse(const char *url, news_url *parsed);

/// A growing byte buffer, always NUL-terminated.
typedef struct {
  char *data;
  size_t length;
  size_t capacity;
  /// The first allocation's size when known (a body's Content-Length), so a long body is not
  /// copied at every doubling.
  size_t announced;
} news_buffer;

/// Appends bytes; 0 when memory ran out.
int news_buffer_append(news_buffer *target, const char *bytes, size_t count);

/// An open connection, plain or over TLS, and the time by which the whole exchange must end.
typedef struct {
  int fd;
  void *tls;
  long long deadline_ms;
} news_connection;

/// Milliseconds of the monotonic clock.
long long news_now_ms(void);

/// Resolves and connects (and for https, shakes hands and checks the certificate) before the
/// deadline; NEWS_HTTP_OK or the error that stopped it.
int news_connection_open(news_connection *connection, const news_url *url);

/// Reads what has arrived: bytes read, 0 at the end of the stream, -1 with `*error` set.
ssize_t news_connection_read(news_connection *connection, char *bytes, size_t size, int *error);

/// Writes all the bytes; NEWS_HTTP_OK or the error.
int news_connection_write(news_connection *connection, const char *bytes, size_t size);

/// Closes the connection (and frees its TLS state).
void news_connection_close(news_connection *connection);

/// Waits for the socket to be readable (`writing` 0) or writable before the deadline: 1 ready,
/// 0 timed out, -1 failed.
int news_wait(int fd, int writing, long long deadline_ms);

/// Loads libssl (once) and makes the client context with the trusted certificates; 1 when TLS
/// can be used.
int news_tls_load(void);

/// Shakes hands over `connection->fd` for `host`, checking its certificate; NEWS_HTTP_OK or the
/// error. `connection->tls` is set on success.
int news_tls_start(news_connection *connection, const char *host);

/// TLS's read and write, with news_connection_read's and write's results.
ssize_t news_tls_read(news_connection *connection, char *bytes, size_t size, int *error);
int news_tls_write(news_connection *connection, const char *bytes, size_t size);
void news_tls_close(news_connection *connection);

/// Bytes read off a connection and not yet used.
typedef struct {
  news_connection *connection;
  size_t start;
  size_t end;
  /// Why the last read failed.
  int error;
  char bytes[32768];
} news_stream;

/// Reads more into an emptied buffer: 1 when bytes came, 0 at the end of the stream, -1 with
/// `error` set.
int news_stream_more(news_stream *input);

/// How an answer's body is framed and coded, from its header block.
typedef struct {
  int chunked;
  /// Content-Length, or -1 when the body runs to the close.
  long long length;
  /// Whether the body is gzip or deflate (decoded as it is read).
  int zipped;
} news_framing;

/// Reads a body framed as `framing` says into `body`, decoded: NEWS_HTTP_OK or the error.
int news_body_read(news_stream *input, const news_framing *framing, size_t max_body,
                   news_buffer *body);

/// Reads one answer from an open connection into `result` (status, the final header block,
/// the body decoded): NEWS_HTTP_OK or the error.
int news_answer_read(news_connection *connection, size_t max_body, news_http_result *result);

/// The same exchange over libcurl: for proxies, and whatever news_url_parse leaves to it.
void news_curl_request(const char *url, const char *const *headers, int header_count,
                       const char *body, long body_length, long timeout_ms, size_t max_body,
                       news_http_result *result);

/// Whether the environment names a proxy, which libcurl honours (and news then uses it).
int news_proxy_configured(void);

/// Loads libcurl now, if not yet loaded.
void news_curl_preload(void);

#endif
