// An answer's status line and header block, interim (1xx) blocks skipped, and what they say
// of the body's framing; then the body (news_http_body.c).

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "news_http_internal.h"

/// The most interim (1xx) blocks read before an answer.
#define NEWS_MAX_INTERIM 16

/// Reads one header block into `head`, through its empty line: OK or the error. `began` is
/// set once the stream gave any byte.
static int read_head(news_stream *input, news_buffer *head, int *began) {
  static const char prefix[] = "HTTP/";
  head->length = 0;
  for (;;) {
    if (input->start == input->end) {
      int got = news_stream_more(input);
      int status_read = head->length >= 5;
      if (got == 0) return !*began ? NEWS_HTTP_NO_ANSWER : status_read ? NEWS_HTTP_CUT_OFF
                                                                     : NEWS_HTTP_NOT_HTTP;
      if (got < 0) {
        if (input->error == NEWS_HTTP_TIMED_OUT) return NEWS_HTTP_TIMED_OUT;
        return status_read ? NEWS_HTTP_CUT_OFF : NEWS_HTTP_NO_ANSWER;
      }
    }
    *began = 1;
    char byte = input->bytes[input->start++];
    if (head->length < 5 && byte != prefix[head->length]) return NEWS_HTTP_NOT_HTTP;
    if (head->length >= NEWS_MAX_HEADER_BYTES) return NEWS_HTTP_HEADER_TOO_LARGE;
    if (!news_buffer_append(head, &byte, 1)) return NEWS_HTTP_CONNECTION_FAILED;
    if (byte != '\n' || head->length < 2) continue;
    const char *end = head->data + head->length;
    if (end[-2] == '\n' || (head->length >= 3 && end[-2] == '\r' && end[-3] == '\n')) {
      return NEWS_HTTP_OK;
    }
  }
}

/// The status code of a block's first line ("HTTP/1.1 200 OK"), or -1.
static long status_code(const char *head) {
  const char *space = head + 5;
  while (*space != ' ' && *space != '\r' && *space != '\n') space++;
  if (*space != ' ') return -1;
  while (*space == ' ') space++;
  long code = 0;
  for (int index = 0; index < 3; index++) {
    if (space[index] < '0' || space[index] > '9') return -1;
    code = code * 10 + (space[index] - '0');
  }
  char after = space[3];
  return after == ' ' || after == '\r' || after == '\n' ? code : -1;
}

/// Whether `value` (up to `end`) names `token` as one of its comma-separated items.
static int lists(const char *value, const char *end, const char *token) {
  size_t length = strlen(token);
  for (const char *at = value; at + length <= end; at++) {
    if (strncasecmp(at, token, length) == 0) return 1;
  }
  return 0;
}

/// Reads the body's framing and coding from a header block. A Content-Length over `max_body`
/// is an error before any of the body is read.
static int framing_of(const char *head, size_t max_body, news_framing *framing) {
  framing->chunked = 0;
  framing->length = -1;
  framing->zipped = 0;
  const char *line = strchr(head, '\n');
  while (line != NULL && line[1] != 0) {
    const char *name = line + 1;
    const char *end = strchr(name, '\n');
    if (end == NULL) break;
    const char *colon = memchr(name, ':', (size_t)(end - name));
    line = end;
    if (colon == NULL) continue;
    const char *value = colon + 1;
    while (value < end && (*value == ' ' || *value == '\t')) value++;
    size_t length = (size_t)(colon - name);
    if (length == 17 && strncasecmp(name, "transfer-encoding", 17) == 0) {
      framing->chunked = lists(value, end, "chunked");
    } else if (length == 14 && strncasecmp(name, "content-length", 14) == 0) {
      char *stop = NULL;
      unsigned long long announced = strtoull(value, &stop, 10);
      if (stop != value && (*stop == '\r' || *stop == '\n' || *stop == ' ')) {
        if (announced > max_body) return NEWS_HTTP_TOO_LARGE;
        framing->length = (long long)announced;
      }
    } else if (length == 16 && strncasecmp(name, "content-encoding", 16) == 0) {
      framing->zipped = lists(value, end, "gzip") || lists(value, end, "deflate");
    }
  }
  // A chunked body's length is its chunks', whatever a Content-Length says.
  if (framing->chunked) framing->length = -1;
  return NEWS_HTTP_OK;
}

int news_answer_read(news_connection *connection, size_t max_body, news_http_result *result) {
  news_stream *input = malloc(sizeof(news_stream));
  if (input == NULL) return NEWS_HTTP_CONNECTION_FAILED;
  input->connection = connection;
  input->start = input->end = 0;
  input->error = NEWS_HTTP_OK;
  news_buffer head = {0};
  news_buffer body = {0};
  int began = 0;
  int status = NEWS_HTTP_NOT_HTTP;
  long code = -1;
  for (int block = 0; block < NEWS_MAX_INTERIM; block++) {
    status = read_head(input, &head, &began);
    if (status != NEWS_HTTP_OK) break;
    code = status_code(head.data);
    if (code < 100) status = NEWS_HTTP_NOT_HTTP;
    // 101 is never asked for: it is an answer, with no body news can read.
    if (status != NEWS_HTTP_OK || code >= 200 || code == 101) break;
    status = NEWS_HTTP_NOT_HTTP;
  }
  news_framing framing;
  if (status == NEWS_HTTP_OK) status = framing_of(head.data, max_body, &framing);
  if (status == NEWS_HTTP_OK && code != 204 && code != 304 && code >= 200) {
    if (framing.length > 0 && !framing.zipped) body.announced = (size_t)framing.length;
    status = news_body_read(input, &framing, max_body, &body);
  }
  free(input);
  if (status != NEWS_HTTP_OK) {
    free(head.data);
    free(body.data);
    return status;
  }
  result->status = code;
  result->headers = head.data;
  result->headers_length = head.length;
  result->body = body.data;
  result->body_length = body.length;
  return NEWS_HTTP_OK;
}
