// Stored text packed with zlib's raw deflate, for the store's longer texts (an article's
// summary): `news_pack(text)` and `news_text(value)` in SQL, so that every reader, trigger and
// query sees text and only the store's bytes are smaller.
//
// A packed text is a BLOB: the byte 1, then the text's UTF-8 as raw deflate (RFC 1951). Texts
// shorter than `shortest` bytes, or that deflate would not make smaller, stay TEXT as they
// are: a store written before packing, or by another tool, reads the same.

#include "news_sqlite.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>

enum {
  packed_marker = 1,
  shortest = 96,
  longest_packed = 4 << 20,   // what news_pack packs at most (longer texts stay TEXT)
  longest_unpacked = 8 << 20  // what news_text writes at most (a damaged or hostile value)
};

// One deflate stream a thread, made once and reset between texts: making one allocates
// about 270 KB, which cost more than packing a summary.
static _Thread_local z_stream packer;
static _Thread_local int packer_ready;

// The last text this thread packed, with what it packed to: the full-text trigger reads the
// summary an INSERT has just packed (`news_text(NEW.summary)`), and is given the text back
// without inflating it. Equal bytes unpack to equal text, whichever row they come from. Only
// texts up to `remembered` bytes are kept.
enum { remembered = 64 << 10 };
static _Thread_local unsigned char *last_packed;  // `remembered` bytes each, made at first use
static _Thread_local unsigned char *last_text;
static _Thread_local int last_packed_length;
static _Thread_local int last_text_length = -1;

static void remember(const unsigned char *packed, int packed_length, const unsigned char *text,
                     int text_length) {
  last_text_length = -1;
  if (packed_length > remembered || text_length > remembered) return;
  if (last_packed == 0) last_packed = malloc(remembered);
  if (last_text == 0) last_text = malloc(remembered);
  if (last_packed == 0 || last_text == 0) return;
  memcpy(last_packed, packed, (size_t)packed_length);
  last_packed_length = packed_length;
  memcpy(last_text, text, (size_t)text_length);
  last_text_length = text_length;
}

static void news_pack_sql(sqlite3_context *context, int count, sqlite3_value **values) {
  (void)count;
  if (sqlite3_value_type(values[0]) != SQLITE_TEXT) {
    sqlite3_result_value(context, values[0]);
    return;
  }
  const unsigned char *text = sqlite3_value_text(values[0]);
  int length = sqlite3_value_bytes(values[0]);
  if (text == 0 || length < shortest || length > longest_packed) {
    sqlite3_result_value(context, values[0]);
    return;
  }
  if (!packer_ready) {
    memset(&packer, 0, sizeof packer);
    if (deflateInit2(&packer, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
      sqlite3_result_value(context, values[0]);
      return;
    }
    packer_ready = 1;
  } else {
    deflateReset(&packer);
  }
  // Worth keeping only when smaller than the text: the output is given `length` bytes.
  unsigned char *out = sqlite3_malloc(length);
  if (out == 0) {
    sqlite3_result_error_nomem(context);
    return;
  }
  out[0] = packed_marker;
  packer.next_in = (Bytef *)text;
  packer.avail_in = (uInt)length;
  packer.next_out = out + 1;
  packer.avail_out = (uInt)(length - 1);
  int status = deflate(&packer, Z_FINISH);
  if (status != Z_STREAM_END) {
    sqlite3_free(out);
    sqlite3_result_value(context, values[0]);
    return;
  }
  int packed_length = (int)(length - 1 - packer.avail_out) + 1;
  remember(out, packed_length, text, length);
  sqlite3_result_blob(context, out, packed_length, sqlite3_free);
}

int news_text_unpack(const unsigned char *bytes, int length, unsigned char **text) {
  *text = 0;
  if (bytes == 0 || length < 2 || bytes[0] != packed_marker) return -1;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit2(&stream, -15) != Z_OK) return -1;
  size_t capacity = (size_t)length * 4 + 64;
  unsigned char *out = malloc(capacity);
  size_t used = 0;
  int status = Z_OK;
  stream.next_in = (Bytef *)(bytes + 1);
  stream.avail_in = (uInt)(length - 1);
  while (out != 0) {
    stream.next_out = out + used;
    stream.avail_out = (uInt)(capacity - used);
    status = inflate(&stream, Z_NO_FLUSH);
    used = capacity - stream.avail_out;
    if (status != Z_OK) break;
    if (stream.avail_out == 0) {
      if (capacity >= longest_unpacked) break;
      capacity = capacity * 2 > longest_unpacked ? longest_unpacked : capacity * 2;
      unsigned char *grown = realloc(out, capacity);
      if (grown == 0) {
        free(out);
        out = 0;
      } else {
        out = grown;
      }
    } else if (stream.avail_in == 0) {
      break;  // the input ended before the stream did: damaged
    }
  }
  inflateEnd(&stream);
  if (out == 0) return -1;
  if (status != Z_STREAM_END || used > INT32_MAX) {
    free(out);
    return -1;
  }
  *text = out;
  return (int)used;
}

static void news_text_sql(sqlite3_context *context, int count, sqlite3_value **values) {
  (void)count;
  if (sqlite3_value_type(values[0]) != SQLITE_BLOB) {
    sqlite3_result_value(context, values[0]);
    return;
  }
  const unsigned char *bytes = sqlite3_value_blob(values[0]);
  int length = sqlite3_value_bytes(values[0]);
  if (length < 2 || bytes[0] != packed_marker) {  // not packed: read as any other BLOB is
    sqlite3_result_value(context, values[0]);
    return;
  }
  if (last_text_length >= 0 && length == last_packed_length &&
      memcmp(bytes, last_packed, (size_t)length) == 0) {
    sqlite3_result_text(context, (const char *)last_text, last_text_length, SQLITE_TRANSIENT);
    return;
  }
  unsigned char *text = 0;
  int used = news_text_unpack(bytes, length, &text);
  if (used < 0) {
    sqlite3_result_null(context);  // damaged: no summary rather than a wrong one
    return;
  }
  sqlite3_result_text(context, (const char *)text, used, free);
}

int news_sqlite_create_packing(void *db) {
  int code = sqlite3_create_function_v2(
    (sqlite3 *)db, "news_pack", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, news_pack_sql, 0, 0, 0);
  if (code != SQLITE_OK) return code;
  return sqlite3_create_function_v2(
    (sqlite3 *)db, "news_text", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, news_text_sql, 0, 0, 0);
}
