// news's own HTTP/1.1 client: one request a connection, over a socket or TLS, before a
// deadline, no redirect followed. libcurl (news_curl.c) takes what this does not: a request
// through a proxy, and addresses it does not read (credentials, other schemes).
//
// libcurl, loaded, brought thirty libraries and 17 million of a search's 48 million
// instructions (the loader binding their symbols): 4 ms of a 13 ms search on loopback.

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "news_http_internal.h"

int news_buffer_append(news_buffer *target, const char *bytes, size_t count) {
  if (target->length + count + 1 > target->capacity) {
    size_t capacity = target->capacity ? target->capacity
                      : target->announced > 16384 ? target->announced + 1
                                                  : 16384;
    while (capacity < target->length + count + 1) capacity *= 2;
    char *grown = realloc(target->data, capacity);
    if (grown == NULL) return 0;
    target->data = grown;
    target->capacity = capacity;
  }
  memcpy(target->data + target->length, bytes, count);
  target->length += count;
  target->data[target->length] = 0;
  return 1;
}

int news_proxy_configured(void) {
  // curl's names; it ignores HTTP_PROXY (a CGI program's environment may hold a client's
  // Proxy header under that name), and so does news.
  static const char *const names[] = {"http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy",
                                      "ALL_PROXY"};
  for (size_t index = 0; index < sizeof(names) / sizeof(names[0]); index++) {
    const char *value = getenv(names[index]);
    if (value != NULL && value[0] != 0) return 1;
  }
  return 0;
}

/// Whether one of the caller's lines names the field `name` (followed by a colon).
static int given(const char *const *headers, int count, const char *name) {
  size_t length = strlen(name);
  for (int index = 0; index < count; index++) {
    if (strncasecmp(headers[index], name, length) == 0 && headers[index][length] == ':') return 1;
  }
  return 0;
}

/// The request's head: the request line, Host, the caller's fields (a line that holds a line
/// break is left out, never sent as two), the defaults curl would add, and the body's length.
static int request_head(news_buffer *out, const news_url *url, const char *const *headers,
                        int count, const char *body, long body_length) {
  char line[512];
  int ok = news_buffer_append(out, body ? "POST " : "GET ", body ? 5 : 4) &&
           news_buffer_append(out, url->target, strlen(url->target));
  snprintf(line, sizeof(line), " HTTP/1.1\r\nHost: %s%s%s\r\n", url->authority_host,
           url->port_written ? ":" : "", url->port_written ? url->port : "");
  ok = ok && news_buffer_append(out, line, strlen(line));
  for (int index = 0; index < count && ok; index++) {
    if (strpbrk(headers[index], "\r\n") != NULL) continue;
    ok = news_buffer_append(out, headers[index], strlen(headers[index])) &&
         news_buffer_append(out, "\r\n", 2);
  }
  if (!given(headers, count, "accept")) ok = ok && news_buffer_append(out, "Accept: */*\r\n", 13);
  if (!given(headers, count, "accept-encoding")) {
    static const char zipped[] = "Accept-Encoding: gzip, deflate\r\n";
    ok = ok && news_buffer_append(out, zipped, sizeof(zipped) - 1);
  }
  if (body != NULL) {
    if (!given(headers, count, "content-type")) {
      static const char form[] = "Content-Type: application/x-www-form-urlencoded\r\n";
      ok = ok && news_buffer_append(out, form, sizeof(form) - 1);
    }
    snprintf(line, sizeof(line), "Content-Length: %ld\r\n", body_length);
    ok = ok && news_buffer_append(out, line, strlen(line));
  }
  static const char close_line[] = "Connection: close\r\n\r\n";
  return ok && news_buffer_append(out, close_line, sizeof(close_line) - 1);
}

/// The exchange itself, once the address is read.
static int exchange(const news_url *url, const char *const *headers, int header_count,
                    const char *body, long body_length, long timeout_ms, size_t max_body,
                    news_http_result *result) {
  news_connection connection = {.deadline_ms = news_now_ms() + timeout_ms};
  int status = news_connection_open(&connection, url);
  if (status != NEWS_HTTP_OK) return status;
  news_buffer head = {0};
  if (!request_head(&head, url, headers, header_count, body, body_length)) {
    status = NEWS_HTTP_CONNECTION_FAILED;
  }
  if (status == NEWS_HTTP_OK) status = news_connection_write(&connection, head.data, head.length);
  free(head.data);
  if (status == NEWS_HTTP_OK && body != NULL && body_length > 0) {
    status = news_connection_write(&connection, body, (size_t)body_length);
  }
  if (status == NEWS_HTTP_OK) status = news_answer_read(&connection, max_body, result);
  news_connection_close(&connection);
  return status;
}

void news_http_request(const char *url, const char *const *headers, int header_count,
                       const char *body, long body_length, long timeout_ms, size_t max_body,
                       news_http_result *result) {
  memset(result, 0, sizeof(*result));
  if (body_length < 0) body = NULL;
  news_url parsed;
  if (news_proxy_configured() || !news_url_parse(url, &parsed)) {
    news_curl_request(url, headers, header_count, body, body_length, timeout_ms, max_body,
                      result);
    return;
  }
  // TLS writes with write(2), which raises SIGPIPE when the server has gone: held on this
  // thread for the exchange, and any raised taken back before it is let through again.
  sigset_t pipe_only, before;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_only, &before);
  int status =
      exchange(&parsed, headers, header_count, body, body_length, timeout_ms, max_body, result);
  struct timespec none = {0, 0};
  while (sigtimedwait(&pipe_only, NULL, &none) > 0) {
  }
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  result->error = status;
}

void news_http_free(news_http_result *result) {
  free(result->body);
  free(result->headers);
  result->body = NULL;
  result->headers = NULL;
}

void news_http_preload(void) {
  // libssl is not preloaded: while dlopen maps a library glibc lets no thread start, and the
  // threads that send the request and open the store waited 1.2 ms for it. It loads while the
  // first https connection is being made instead (news_http_wire.c).
  if (news_proxy_configured()) news_curl_preload();
}

static void *preload_thread(void *unused) {
  (void)unused;
  news_http_preload();
  return NULL;
}

void news_http_preload_async(void) {
  if (!news_proxy_configured()) return;
  pthread_attr_t attributes;
  pthread_t thread;
  if (pthread_attr_init(&attributes) != 0) return;
  pthread_attr_setstacksize(&attributes, 512 * 1024);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_create(&thread, &attributes, preload_thread, NULL);
  pthread_attr_destroy(&attributes);
}
