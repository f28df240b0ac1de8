// An answer read from bytes, as if a server had sent them and closed the connection: the same
// reader news_http_request uses, for the fuzzers and the tests.

#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "news_http_internal.h"

typedef struct {
  int fd;
  const char *bytes;
  size_t length;
} replay;

/// Writes the bytes into the socket and closes it (the server's side).
static void *serve(void *context) {
  replay *job = context;
  size_t sent = 0;
  while (sent < job->length) {
    ssize_t count = send(job->fd, job->bytes + sent, job->length - sent, MSG_NOSIGNAL);
    if (count <= 0) break;
    sent += (size_t)count;
  }
  close(job->fd);
  return NULL;
}

void news_http_read_answer(const char *bytes, size_t length, size_t max_body,
                           news_http_result *result) {
  memset(result, 0, sizeof(*result));
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) {
    result->error = NEWS_HTTP_CONNECTION_FAILED;
    return;
  }
  replay job = {.fd = ends[1], .bytes = bytes, .length = length};
  pthread_t writer;
  if (pthread_create(&writer, NULL, serve, &job) != 0) {
    close(ends[0]);
    close(ends[1]);
    result->error = NEWS_HTTP_CONNECTION_FAILED;
    return;
  }
  news_connection connection = {.fd = ends[0], .tls = NULL, .deadline_ms = news_now_ms() + 10000};
  result->error = news_answer_read(&connection, max_body, result);
  // The reader may stop early (a size refused): the writer then meets a closed socket.
  close(ends[0]);
  pthread_join(writer, NULL);
}
