// TLS over libssl, loaded by dlopen on the first https request (1 ms, against libcurl's 4 with
// the thirty libraries it brings). Certificates are checked against the system's store, or
// the one SSL_CERT_FILE or SSL_CERT_DIR names, and against the host asked for; TLS 1.2 at least.

#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>

#include "news_http_internal.h"

/// The functions of libssl (and libcrypto, found through it) that news calls.
static struct {
  SSL_CTX *context;
  __typeof__(&SSL_new) new_ssl;
  __typeof__(&SSL_free) free_ssl;
  __typeof__(&SSL_set_fd) set_fd;
  __typeof__(&SSL_ctrl) ctrl;
  __typeof__(&SSL_set1_host) set1_host;
  __typeof__(&SSL_get0_param) param;
  __typeof__(&X509_VERIFY_PARAM_set1_ip_asc) set1_ip;
  __typeof__(&SSL_connect) connect;
  __typeof__(&SSL_read) read;
  __typeof__(&SSL_write) write;
  __typeof__(&SSL_get_error) error;
  __typeof__(&SSL_get_verify_result) verified;
  __typeof__(&ERR_clear_error) clear;
} tls;

static pthread_once_t library_once = PTHREAD_ONCE_INIT;
static pthread_once_t context_once = PTHREAD_ONCE_INIT;

/// The context's makers, found with the rest.
static struct {
  __typeof__(&TLS_client_method) method;
  __typeof__(&SSL_CTX_new) new_context;
  __typeof__(&SSL_CTX_set_default_verify_paths) verify_paths;
  __typeof__(&SSL_CTX_set_verify) set_verify;
  __typeof__(&SSL_CTX_ctrl) context_ctrl;
  __typeof__(&SSL_CTX_set_options) set_options;
  __typeof__(&SSL_CTX_set_alpn_protos) set_alpn;
  int found;
} maker;

/// Finds `name` in the library into `target`, or gives up loading.
#define FIND(target, name) \
  if ((*(void **)&(target) = dlsym(library, name)) == NULL) return

static void load_library(void) {
  void *library = dlopen("libssl.so.3", RTLD_LAZY | RTLD_LOCAL);
  if (library == NULL) library = dlopen("libssl.so", RTLD_LAZY | RTLD_LOCAL);
  if (library == NULL) return;
  FIND(maker.method, "TLS_client_method");
  FIND(maker.new_context, "SSL_CTX_new");
  FIND(maker.verify_paths, "SSL_CTX_set_default_verify_paths");
  FIND(maker.set_verify, "SSL_CTX_set_verify");
  FIND(maker.context_ctrl, "SSL_CTX_ctrl");
  FIND(maker.set_options, "SSL_CTX_set_options");
  FIND(maker.set_alpn, "SSL_CTX_set_alpn_protos");
  FIND(tls.new_ssl, "SSL_new");
  FIND(tls.free_ssl, "SSL_free");
  FIND(tls.set_fd, "SSL_set_fd");
  FIND(tls.ctrl, "SSL_ctrl");
  FIND(tls.set1_host, "SSL_set1_host");
  FIND(tls.param, "SSL_get0_param");
  FIND(tls.set1_ip, "X509_VERIFY_PARAM_set1_ip_asc");
  FIND(tls.connect, "SSL_connect");
  FIND(tls.read, "SSL_read");
  FIND(tls.write, "SSL_write");
  FIND(tls.error, "SSL_get_error");
  FIND(tls.verified, "SSL_get_verify_result");
  FIND(tls.clear, "ERR_clear_error");
  maker.found = 1;
}

/// The client context, made at the first https request: reading the trusted certificates
/// (the system's bundle holds some 140) takes 2–3 ms of CPU that a plain request never needs.
static void make_context(void) {
  pthread_once(&library_once, load_library);
  if (!maker.found) return;
  SSL_CTX *context = maker.new_context(maker.method());
  if (context == NULL) return;
  // A store that cannot be read leaves nothing to trust: every handshake then fails.
  maker.verify_paths(context);
  maker.set_verify(context, SSL_VERIFY_PEER, NULL);
  maker.context_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, TLS1_2_VERSION, NULL);
  // A stream that ends without TLS's goodbye ends as a closed connection does (as in curl):
  // a body without a length is read to the close, and a short one is caught by its length.
  maker.set_options(context, SSL_OP_IGNORE_UNEXPECTED_EOF | SSL_OP_NO_RENEGOTIATION);
  static const unsigned char http11[] = "\x08http/1.1";
  maker.set_alpn(context, http11, sizeof(http11) - 1);
  tls.context = context;
}

int news_tls_load(void) {
  pthread_once(&context_once, make_context);
  return tls.context != NULL;
}

/// Waits as `failure` (SSL_get_error's) asks: NEWS_HTTP_OK to try again, or the error.
static int wait_for(news_connection *connection, int failure, int otherwise) {
  if (failure != SSL_ERROR_WANT_READ && failure != SSL_ERROR_WANT_WRITE) return otherwise;
  int ready = news_wait(connection->fd, failure == SSL_ERROR_WANT_WRITE, connection->deadline_ms);
  if (ready == 0) return NEWS_HTTP_TIMED_OUT;
  return ready > 0 ? NEWS_HTTP_OK : otherwise;
}

int news_tls_start(news_connection *connection, const char *host) {
  SSL *ssl = tls.new_ssl(tls.context);
  if (ssl == NULL) return NEWS_HTTP_CONNECTION_FAILED;
  unsigned char address[16];
  int literal = inet_pton(AF_INET, host, address) == 1 || inet_pton(AF_INET6, host, address) == 1;
  int named = literal ? tls.set1_ip(tls.param(ssl), host) : tls.set1_host(ssl, host);
  if (!named || !tls.set_fd(ssl, connection->fd)) {
    tls.free_ssl(ssl);
    return NEWS_HTTP_CONNECTION_FAILED;
  }
  // The name the server should present (not sent for an address, as TLS asks).
  if (!literal) tls.ctrl(ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name, (void *)host);
  for (;;) {
    tls.clear();
    int outcome = tls.connect(ssl);
    if (outcome == 1) break;
    int status = wait_for(connection, tls.error(ssl, outcome), NEWS_HTTP_CONNECTION_FAILED);
    // A handshake the certificate's check ended is said as such, not as a failed connection.
    if (status == NEWS_HTTP_CONNECTION_FAILED && tls.verified(ssl) != X509_V_OK) {
      status = NEWS_HTTP_UNTRUSTED;
    }
    if (status != NEWS_HTTP_OK) {
      tls.free_ssl(ssl);
      return status;
    }
  }
  connection->tls = ssl;
  return NEWS_HTTP_OK;
}

ssize_t news_tls_read(news_connection *connection, char *bytes, size_t size, int *error) {
  int wanted = size > INT_MAX ? INT_MAX : (int)size;
  for (;;) {
    tls.clear();
    int count = tls.read(connection->tls, bytes, wanted);
    if (count > 0) return count;
    int failure = tls.error(connection->tls, count);
    if (failure == SSL_ERROR_ZERO_RETURN) return 0;
    int status = wait_for(connection, failure, NEWS_HTTP_CUT_OFF);
    if (status != NEWS_HTTP_OK) {
      *error = status;
      return -1;
    }
  }
}

int news_tls_write(news_connection *connection, const char *bytes, size_t size) {
  while (size > 0) {
    int wanted = size > INT_MAX ? INT_MAX : (int)size;
    tls.clear();
    int count = tls.write(connection->tls, bytes, wanted);
    if (count > 0) {
      bytes += count;
      size -= (size_t)count;
      continue;
    }
    int status = wait_for(connection, tls.error(connection->tls, count), NEWS_HTTP_NO_ANSWER);
    if (status != NEWS_HTTP_OK) return status;
  }
  return NEWS_HTTP_OK;
}

void news_tls_close(news_connection *connection) {
  // No goodbye is sent: the socket closes next, and the answer is already read.
  tls.free_ssl(connection->tls);
  connection->tls = NULL;
}
