// A connection made before a deadline: the name resolved on a thread of its own (so a slow
// resolver cannot hold a request past its timeout), each address tried in turn, reads and
// writes that wait with poll.

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "news_http_internal.h"

long long news_now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

int news_wait(int fd, int writing, long long deadline_ms) {
  for (;;) {
    long long left = deadline_ms - news_now_ms();
    if (left <= 0) return 0;
    struct pollfd watched = {.fd = fd, .events = writing ? POLLOUT : POLLIN};
    int ready = poll(&watched, 1, left > 60000 ? 60000 : (int)left);
    if (ready > 0) return 1;
    if (ready < 0 && errno != EINTR) return -1;
  }
}

/// A name being resolved: shared by the asking thread and the resolving one, freed by the
/// last to let go (the asker lets go at its deadline, the resolver when getaddrinfo returns).
typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t done_signal;
  int done;
  int holders;
  int status;
  struct addrinfo *addresses;
  char host[256];
  char port[8];
} lookup;

static void release(lookup *job) {
  pthread_mutex_lock(&job->lock);
  int left = --job->holders;
  pthread_mutex_unlock(&job->lock);
  if (left > 0) return;
  if (job->addresses != NULL) freeaddrinfo(job->addresses);
  pthread_mutex_destroy(&job->lock);
  pthread_cond_destroy(&job->done_signal);
  free(job);
}

static void *resolve(void *context) {
  lookup *job = context;
  struct addrinfo hints = {.ai_socktype = SOCK_STREAM};
  struct addrinfo *found = NULL;
  int status = getaddrinfo(job->host, job->port, &hints, &found);
  pthread_mutex_lock(&job->lock);
  job->status = status;
  job->addresses = found;
  job->done = 1;
  pthread_cond_signal(&job->done_signal);
  pthread_mutex_unlock(&job->lock);
  release(job);
  return NULL;
}

/// The host's addresses, or NULL (`*timed_out` set when the deadline came first). A numeric
/// host is read at once; a name is resolved on a detached thread.
static struct addrinfo *addresses(const news_url *url, long long deadline, lookup **owner,
                                  int *timed_out) {
  struct addrinfo hints = {.ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICHOST};
  struct addrinfo *found = NULL;
  if (getaddrinfo(url->host, url->port, &hints, &found) == 0) return found;
  lookup *job = calloc(1, sizeof(lookup));
  if (job == NULL) return NULL;
  pthread_mutex_init(&job->lock, NULL);
  pthread_condattr_t clock;
  pthread_condattr_init(&clock);
  pthread_condattr_setclock(&clock, CLOCK_MONOTONIC);
  pthread_cond_init(&job->done_signal, &clock);
  pthread_condattr_destroy(&clock);
  strcpy(job->host, url->host);
  strcpy(job->port, url->port);
  job->holders = 2;
  pthread_attr_t attributes;
  pthread_t thread;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, 256 * 1024);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  // Without a thread the name is resolved here, as libcurl's own resolver would.
  if (pthread_create(&thread, &attributes, resolve, job) != 0) resolve(job);
  pthread_attr_destroy(&attributes);
  struct timespec until = {.tv_sec = deadline / 1000, .tv_nsec = (deadline % 1000) * 1000000};
  pthread_mutex_lock(&job->lock);
  while (!job->done) {
    if (pthread_cond_timedwait(&job->done_signal, &job->lock, &until) == ETIMEDOUT) break;
  }
  int done = job->done;
  pthread_mutex_unlock(&job->lock);
  if (!done) {
    *timed_out = 1;
    release(job);
    return NULL;
  }
  *owner = job;
  return job->status == 0 ? job->addresses : NULL;
}

/// Connects to one address before the deadline: the socket, or -1 (`*timed_out` set when the
/// deadline came first). `*tls_wanted` set: libssl is loaded while the connection is being made
/// (its 1–3 ms beside the network's round trip), and `*tls_wanted` says whether it could be.
static int attempt(const struct addrinfo *address, long long deadline, int *timed_out,
                   int *tls_wanted) {
  int fd = socket(address->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int on = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
  int status = connect(fd, address->ai_addr, address->ai_addrlen);
  int failure = errno;
  if (*tls_wanted == 1) *tls_wanted = news_tls_load() ? 2 : 0;
  if (status == 0) return fd;
  if (failure == EINPROGRESS) {
    int ready = news_wait(fd, 1, deadline);
    int failure = 0;
    socklen_t length = sizeof(failure);
    if (ready == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 &&
        failure == 0) {
      return fd;
    }
    if (ready == 0) *timed_out = 1;
  }
  close(fd);
  return -1;
}

int news_connection_open(news_connection *connection, const news_url *url) {
  connection->fd = -1;
  connection->tls = NULL;
  // 1: to be loaded at the first connection attempt; 2: loaded; 0: not wanted, or not loadable.
  int tls_wanted = url->tls ? 1 : 0;
  lookup *owner = NULL;
  int timed_out = 0;
  struct addrinfo *found = addresses(url, connection->deadline_ms, &owner, &timed_out);
  int fd = -1;
  for (struct addrinfo *address = found; address != NULL && fd < 0; address = address->ai_next) {
    if (timed_out) break;
    fd = attempt(address, connection->deadline_ms, &timed_out, &tls_wanted);
    if (url->tls && tls_wanted == 0) break;
  }
  if (owner != NULL) {
    release(owner);
  } else if (found != NULL) {
    freeaddrinfo(found);
  }
  if (url->tls && tls_wanted == 0) {
    if (fd >= 0) close(fd);
    return NEWS_HTTP_NO_LIBCURL;
  }
  if (fd < 0) return timed_out ? NEWS_HTTP_TIMED_OUT : NEWS_HTTP_CONNECTION_FAILED;
  connection->fd = fd;
  if (!url->tls) return NEWS_HTTP_OK;
  int status = news_tls_start(connection, url->host);
  if (status != NEWS_HTTP_OK) news_connection_close(connection);
  return status;
}

ssize_t news_connection_read(news_connection *connection, char *bytes, size_t size, int *error) {
  if (connection->tls != NULL) return news_tls_read(connection, bytes, size, error);
  for (;;) {
    ssize_t count = recv(connection->fd, bytes, size, 0);
    if (count >= 0) return count;
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) {
      *error = errno == ECONNRESET ? NEWS_HTTP_CUT_OFF : NEWS_HTTP_CONNECTION_FAILED;
      return -1;
    }
    int ready = news_wait(connection->fd, 0, connection->deadline_ms);
    if (ready <= 0) {
      *error = ready == 0 ? NEWS_HTTP_TIMED_OUT : NEWS_HTTP_CONNECTION_FAILED;
      return -1;
    }
  }
}

int news_connection_write(news_connection *connection, const char *bytes, size_t size) {
  if (connection->tls != NULL) return news_tls_write(connection, bytes, size);
  while (size > 0) {
    ssize_t count = send(connection->fd, bytes, size, MSG_NOSIGNAL);
    if (count > 0) {
      bytes += count;
      size -= (size_t)count;
      continue;
    }
    if (count < 0 && errno == EINTR) continue;
    if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      int ready = news_wait(connection->fd, 1, connection->deadline_ms);
      if (ready == 0) return NEWS_HTTP_TIMED_OUT;
      if (ready > 0) continue;
    }
    // The server closed or reset before it took the request: no answer began.
    return NEWS_HTTP_NO_ANSWER;
  }
  return NEWS_HTTP_OK;
}

void news_connection_close(news_connection *connection) {
  if (connection->tls != NULL) news_tls_close(connection);
  if (connection->fd >= 0) close(connection->fd);
  connection->fd = -1;
}
