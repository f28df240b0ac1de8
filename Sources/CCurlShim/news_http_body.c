// An answer's body: framed by its length, by chunks or by the close, decoded from gzip or
// deflate, every size bounded (the connection's deadline bounds the time).

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>

#include "news_http_internal.h"

int news_stream_more(news_stream *input) {
  input->start = input->end = 0;
  ssize_t count = news_connection_read(input->connection, input->bytes, sizeof(input->bytes),
                                       &input->error);
  if (count <= 0) return count == 0 ? 0 : -1;
  input->end = (size_t)count;
  return 1;
}

/// Where a body's bytes go: kept as they are, or inflated; `limit` bounds both sizes.
typedef struct {
  news_buffer *body;
  size_t limit;
  size_t raw;
  int decoding;
  int started;
  int finished;
  z_stream zip;
} sink;

static int put_plain(sink *target, const char *bytes, size_t count) {
  if (target->body->length + count > target->limit) return NEWS_HTTP_TOO_LARGE;
  return news_buffer_append(target->body, bytes, count) ? NEWS_HTTP_OK
                                                        : NEWS_HTTP_CONNECTION_FAILED;
}

/// Inflates `count` bytes; a "deflate" body without zlib's header (as some servers send it)
/// is read again as raw deflate.
static int put_zipped(sink *target, const char *bytes, size_t count) {
  if (target->finished) return NEWS_HTTP_OK;
  int first = !target->started;
  if (first) {
    if (inflateInit2(&target->zip, 15 + 32) != Z_OK) return NEWS_HTTP_CONNECTION_FAILED;
    target->started = 1;
  }
  target->zip.next_in = (Bytef *)bytes;
  target->zip.avail_in = (uInt)count;
  char out[32768];
  // Until the input is used and the output did not fill (inflate may hold more to give).
  do {
    target->zip.next_out = (Bytef *)out;
    target->zip.avail_out = sizeof(out);
    int status = inflate(&target->zip, Z_NO_FLUSH);
    if (status == Z_DATA_ERROR && first && target->zip.total_out == 0) {
      inflateEnd(&target->zip);
      if (inflateInit2(&target->zip, -15) != Z_OK) return NEWS_HTTP_CONNECTION_FAILED;
      target->zip.next_in = (Bytef *)bytes;
      target->zip.avail_in = (uInt)count;
      first = 0;
      continue;
    }
    if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
      return NEWS_HTTP_NOT_HTTP;
    }
    int result = put_plain(target, out, sizeof(out) - target->zip.avail_out);
    if (result != NEWS_HTTP_OK) return result;
    if (status == Z_STREAM_END) {
      target->finished = 1;
      break;
    }
    if (status == Z_BUF_ERROR) break;
  } while (target->zip.avail_in > 0 || target->zip.avail_out == 0);
  return NEWS_HTTP_OK;
}

static int put(sink *target, const char *bytes, size_t count) {
  target->raw += count;
  if (target->raw > target->limit) return NEWS_HTTP_TOO_LARGE;
  return target->decoding ? put_zipped(target, bytes, count) : put_plain(target, bytes, count);
}

/// The error a failed read means once the answer has begun.
static int broken(const news_stream *input) {
  return input->error == NEWS_HTTP_TIMED_OUT ? NEWS_HTTP_TIMED_OUT : NEWS_HTTP_CUT_OFF;
}

/// One line (of a chunk's size or trailer) into `line`, without its end; an error or OK.
static int read_line(news_stream *input, char *line, size_t capacity) {
  size_t length = 0;
  for (;;) {
    if (input->start == input->end) {
      int got = news_stream_more(input);
      if (got <= 0) return got == 0 ? NEWS_HTTP_CUT_OFF : broken(input);
    }
    char byte = input->bytes[input->start++];
    if (byte == '\n') {
      if (length > 0 && line[length - 1] == '\r') length--;
      line[length] = 0;
      return NEWS_HTTP_OK;
    }
    if (length + 1 >= capacity) return NEWS_HTTP_NOT_HTTP;
    line[length++] = byte;
  }
}

/// Passes `count` bytes on (all of them, when `to_close`, up to the end of the stream).
static int pass(news_stream *input, sink *target, unsigned long long count, int to_close) {
  while (to_close || count > 0) {
    if (input->start == input->end) {
      int got = news_stream_more(input);
      if (got == 0 && to_close) return NEWS_HTTP_OK;
      if (got <= 0) return got == 0 ? NEWS_HTTP_CUT_OFF : broken(input);
    }
    size_t available = input->end - input->start;
    size_t taken = !to_close && count < available ? (size_t)count : available;
    int status = put(target, input->bytes + input->start, taken);
    if (status != NEWS_HTTP_OK) return status;
    input->start += taken;
    count -= to_close ? 0 : taken;
  }
  return NEWS_HTTP_OK;
}

/// A chunked body: sizes in hexadecimal, each chunk followed by a line end; trailers after the
/// last, bounded as headers are.
static int pass_chunks(news_stream *input, sink *target) {
  char line[1024];
  for (;;) {
    int status = read_line(input, line, sizeof(line));
    if (status != NEWS_HTTP_OK) return status;
    char *end = NULL;
    unsigned long long size = strtoull(line, &end, 16);
    if (end == line || (*end != 0 && *end != ';' && *end != ' ' && *end != '\t')) {
      return NEWS_HTTP_NOT_HTTP;
    }
    if (size > target->limit) return NEWS_HTTP_TOO_LARGE;
    if (size == 0) break;
    status = pass(input, target, size, 0);
    if (status == NEWS_HTTP_OK) status = read_line(input, line, sizeof(line));
    if (status != NEWS_HTTP_OK) return status;
    if (line[0] != 0) return NEWS_HTTP_NOT_HTTP;
  }
  size_t trailers = 0;
  for (;;) {
    int status = read_line(input, line, sizeof(line));
    if (status != NEWS_HTTP_OK) return status;
    if (line[0] == 0) return NEWS_HTTP_OK;
    trailers += strlen(line);
    if (trailers > NEWS_MAX_HEADER_BYTES) return NEWS_HTTP_HEADER_TOO_LARGE;
  }
}

int news_body_read(news_stream *input, const news_framing *framing, size_t max_body,
                   news_buffer *body) {
  sink target = {.body = body, .limit = max_body, .decoding = framing->zipped};
  int status = framing->chunked ? pass_chunks(input, &target)
               : framing->length >= 0
                   ? pass(input, &target, (unsigned long long)framing->length, 0)
                   : pass(input, &target, 0, 1);
  // A compressed body that stopped before its end is a body cut short.
  if (status == NEWS_HTTP_OK && target.decoding && target.raw > 0 && !target.finished) {
    status = NEWS_HTTP_CUT_OFF;
  }
  if (target.started) inflateEnd(&target.zip);
  return status;
}
