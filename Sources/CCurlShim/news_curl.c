// A request over libcurl's easy interface, with libcurl loaded by dlopen on first use: what
// news sends through a proxy, and any address its own client leaves alone (news_http.c).
//
// Linking libcurl (directly or through FoundationNetworking) made every start of news load it
// and some thirty libraries it depends on, about 8 ms before main even for `news --version`.

#include "news_http_internal.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef CURLcode (*global_init_fn)(long);
typedef CURL *(*easy_init_fn)(void);
typedef CURLcode (*easy_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_perform_fn)(CURL *);
typedef CURLcode (*easy_getinfo_fn)(CURL *, CURLINFO, ...);
typedef void (*easy_cleanup_fn)(CURL *);
typedef struct curl_slist *(*slist_append_fn)(struct curl_slist *, const char *);
typedef void (*slist_free_fn)(struct curl_slist *);

static struct {
  int loaded;
  easy_init_fn easy_init;
  easy_setopt_fn easy_setopt;
  easy_perform_fn easy_perform;
  easy_getinfo_fn easy_getinfo;
  easy_cleanup_fn easy_cleanup;
  slist_append_fn slist_append;
  slist_free_fn slist_free;
  const char *(*version)(void);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
  // Lazy binding: of libcurl's functions, and those of the thirty libraries it brings, only
  // the few used are ever resolved.
  void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
  if (library == NULL) library = dlopen("libcurl.so", RTLD_LAZY | RTLD_LOCAL);
  if (library == NULL) return;
  global_init_fn global_init = (global_init_fn)dlsym(library, "curl_global_init");
  curl.easy_init = (easy_init_fn)dlsym(library, "curl_easy_init");
  curl.easy_setopt = (easy_setopt_fn)dlsym(library, "curl_easy_setopt");
  curl.easy_perform = (easy_perform_fn)dlsym(library, "curl_easy_perform");
  curl.easy_getinfo = (easy_getinfo_fn)dlsym(library, "curl_easy_getinfo");
  curl.easy_cleanup = (easy_cleanup_fn)dlsym(library, "curl_easy_cleanup");
  curl.slist_append = (slist_append_fn)dlsym(library, "curl_slist_append");
  curl.slist_free = (slist_free_fn)dlsym(library, "curl_slist_free_all");
  if (global_init == NULL || curl.easy_init == NULL || curl.easy_setopt == NULL ||
      curl.easy_perform == NULL || curl.easy_getinfo == NULL || curl.easy_cleanup == NULL ||
      curl.slist_append == NULL || curl.slist_free == NULL) {
    return;
  }
  if (global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
  // Not called here: curl_version() asks libldap for its version, which initialises libldap
  // (ldap.conf, a host lookup, every SASL plug-in): 1.5 ms that only `news doctor` wants.
  curl.version = (const char *(*)(void))dlsym(library, "curl_version");
  curl.loaded = 1;
}

void news_curl_preload(void) { pthread_once(&load_once, load_curl); }

const char *news_http_library(void) {
  pthread_once(&load_once, load_curl);
  if (!curl.loaded) return NULL;
  return curl.version == NULL ? "libcurl" : curl.version();
}

typedef struct {
  news_buffer body;
  news_buffer headers;
  size_t max_body;
  int too_large;
  int header_too_large;
  int got_status;
} transfer;

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
  transfer *state = context;
  size_t total = size * count;
  if (state->body.length + total > state->max_body) {
    state->too_large = 1;
    return 0;
  }
  return news_buffer_append(&state->body, bytes, total) ? total : 0;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
  transfer *state = context;
  size_t total = size * count;
  // A new status line (after a 100 Continue) starts a new header block.
  if (total >= 5 && strncmp(bytes, "HTTP/", 5) == 0) {
    state->headers.length = 0;
    state->got_status = 1;
  }
  if (state->headers.length + total > NEWS_MAX_HEADER_BYTES) {
    state->header_too_large = 1;
    return 0;
  }
  if (total > 15 && strncasecmp(bytes, "content-length:", 15) == 0) {
    char number[32] = {0};
    size_t digits = total - 15 < sizeof(number) - 1 ? total - 15 : sizeof(number) - 1;
    memcpy(number, bytes + 15, digits);
    unsigned long long announced = strtoull(number, NULL, 10);
    if (announced > state->max_body) {
      state->too_large = 1;
      return 0;
    }
    state->body.announced = (size_t)announced;
  }
  return news_buffer_append(&state->headers, bytes, total) ? total : 0;
}

/// What a failed transfer means to the reader: the answer was too large, never came, stopped
/// short, or was not HTTP at all.
static int classify(CURLcode code, const transfer *state) {
  if (state->too_large) return NEWS_HTTP_TOO_LARGE;
  if (state->header_too_large || (int)code == 100) return NEWS_HTTP_HEADER_TOO_LARGE;
  switch (code) {
    case CURLE_OPERATION_TIMEDOUT:
      return NEWS_HTTP_TIMED_OUT;
    case CURLE_PARTIAL_FILE:
      return NEWS_HTTP_CUT_OFF;
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_WEIRD_SERVER_REPLY:
      return NEWS_HTTP_NOT_HTTP;
    case CURLE_OUT_OF_MEMORY:
      // curl refuses a header line over its own limit this way (7.x; CURLE_TOO_LARGE, 100,
      // from 8.6); after a status line that is what it means.
      return state->got_status ? NEWS_HTTP_HEADER_TOO_LARGE : NEWS_HTTP_CONNECTION_FAILED;
    case CURLE_RECV_ERROR:
    case CURLE_GOT_NOTHING:
      // A reset after the status line cuts an answer short; before it, no answer came (the
      // connection was made: not a failure to connect).
      return state->got_status ? NEWS_HTTP_CUT_OFF : NEWS_HTTP_NO_ANSWER;
    default:
      return NEWS_HTTP_CONNECTION_FAILED;
  }
}

void news_curl_request(const char *url, const char *const *headers, int header_count,
                       const char *body, long body_length, long timeout_ms, size_t max_body,
                       news_http_result *result) {
  memset(result, 0, sizeof(*result));
  pthread_once(&load_once, load_curl);
  if (!curl.loaded) {
    result->error = NEWS_HTTP_NO_LIBCURL;
    return;
  }
  CURL *handle = curl.easy_init();
  if (handle == NULL) {
    result->error = NEWS_HTTP_CONNECTION_FAILED;
    return;
  }
  transfer state = {.max_body = max_body};
  struct curl_slist *list = NULL;
  for (int index = 0; index < header_count; index++) {
    list = curl.slist_append(list, headers[index]);
  }
  curl.easy_setopt(handle, CURLOPT_URL, url);
  if (body != NULL && body_length >= 0) {
    curl.easy_setopt(handle, CURLOPT_POSTFIELDSIZE, body_length);
    curl.easy_setopt(handle, CURLOPT_COPYPOSTFIELDS, body);
  } else {
    curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
  }
  curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
  curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
  curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
#if LIBCURL_VERSION_NUM >= 0x075500
  curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
#endif
  curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
  curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
  curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
  curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
  curl.easy_setopt(handle, CURLOPT_HEADERDATA, &state);
  CURLcode code = curl.easy_perform(handle);
  if (code == CURLE_OK) {
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &result->status);
    result->body = state.body.data;
    result->body_length = state.body.length;
    result->headers = state.headers.data;
    result->headers_length = state.headers.length;
  } else {
    free(state.body.data);
    free(state.headers.data);
    result->error = classify(code, &state);
  }
  curl.slist_free(list);
  curl.easy_cleanup(handle);
}
