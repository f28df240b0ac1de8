// Stored text packed, for the store's longer texts (an article's summary): `news_pack(text)`
// and `news_text(value)` in SQL, so that every reader, trigger and query sees text and only the
// store's bytes are smaller.
//
// A packed text is a BLOB: a marker byte, then the text. The marker 2: a summary under 1 KB in
// the canned Huffman code (news_text_code.c), where that code packs it to 80 % of its size or
// less (Polish and English text: about 65 %). The marker 1: the text's UTF-8 as raw deflate
// (RFC 1951): longer texts, and text the canned code does not suit. Texts shorter than
// `shortest` bytes, or that neither would make smaller, stay TEXT as they are: a store written
// before packing, or by another tool, reads the same.

#include "news_sqlite.h"
#include "news_text_code.h"

#include <pthread.h>
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

// Two deflate streams a thread, made once and reset between texts (making one allocates about
// 270 KB, which cost more than packing a summary), ended when the thread ends. Texts under
// `matched_from` bytes that the canned code does not suit are Huffman-coded alone
// (Z_HUFFMAN_ONLY): a summary of a few hundred bytes repeats little, so looking for repeats
// (LZ77) cost 40 % of its packing for 1.5-4 % of its size (real summaries of 257 bytes on
// average: 10.1 -> 7.2 us, 0.746 -> 0.757 of their size; the typical farm's of 429: 10.3 ->
// 6.7 us, 0.598 -> 0.626). Longer texts get both. The stored format is raw deflate either way
// (marker 1).
enum { matched_from = 1024 };
static _Thread_local z_stream packers[2];
static _Thread_local int packers_ready[2];
static pthread_key_t packers_key;
static pthread_once_t packers_key_once = PTHREAD_ONCE_INIT;

static void end_packers(void *unused) {
  (void)unused;
  for (int kind = 0; kind < 2; kind++) {
    if (packers_ready[kind]) deflateEnd(&packers[kind]);
    packers_ready[kind] = 0;
  }
}

static void make_packers_key(void) { pthread_key_create(&packers_key, end_packers); }

// This thread's stream for a text of `length` bytes, reset; NULL when it cannot be made.
static z_stream *packer_for(int length) {
  int kind = length < matched_from ? 0 : 1;
  z_stream *packer = &packers[kind];
  if (packers_ready[kind]) {
    deflateReset(packer);
    return packer;
  }
  memset(packer, 0, sizeof *packer);
  // Huffman coding alone reads no window and no hash of earlier bytes: the short texts' stream
  // has the smallest of each that holds a text under `matched_from` bytes in one block
  // (memory level 5: 2,048 symbols a block), so that resetting it clears 8 KB, not 64.
  int status = kind == 0 ? deflateInit2(packer, 6, Z_DEFLATED, -10, 5, Z_HUFFMAN_ONLY)
                         : deflateInit2(packer, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
  if (status != Z_OK) return 0;
  packers_ready[kind] = 1;
  pthread_once(&packers_key_once, make_packers_key);
  pthread_setspecific(packers_key, (void *)1);
  return packer;
}

// The texts this thread packed last, with what each packed to: the full-text trigger reads the
// summary an INSERT has just packed (`news_text(NEW.summary)`), and is given the text back
// without inflating it. SQLite evaluates every row of a multi-row INSERT into a table with row
// triggers before it inserts the first (a temporary table), so the trigger reads a statement's
// 500 packs after all of them were made: one remembered text missed every time (10,000
// inflates for 10,000 articles, 2.7 % of a first refresh's instructions). Equal bytes unpack to
// equal text, whichever row they come from. Texts up to `remembered` bytes are kept, in a ring
// of `remembered_slots`, at most `remembered_total` bytes in all (a statement of 500 typical
// summaries takes about 0.5 MB), found by a hash of their packed bytes (a bucket another text
// took since is a miss: the text is inflated as before); freed when the thread ends.
enum {
  remembered = 64 << 10,
  remembered_slots = 1024,
  remembered_buckets = 4096,
  remembered_total = 1 << 20
};
struct remembered_text {
  uint64_t hash;
  int packed_length;
  int text_length;
  unsigned char *bytes;  // the packed bytes, then the text
};
struct remembered_cache {
  struct remembered_text texts[remembered_slots];
  unsigned short bucket[remembered_buckets];  // slot + 1; 0 for none
  int next;                                   // the oldest slot, the next to be taken
  int expected;                               // the slot after the last one recalled
  size_t bytes;
};
static _Thread_local struct remembered_cache *cache;  // made at a thread's first pack
static _Thread_local long long unpacked_count;
static pthread_key_t cache_key;  // frees a thread's cache when it ends
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;

static void free_cache(void *value) {
  struct remembered_cache *ending = value;
  for (int index = 0; index < remembered_slots; index++) free(ending->texts[index].bytes);
  free(ending);
}

static void make_cache_key(void) { pthread_key_create(&cache_key, free_cache); }

long long news_text_unpacked_count(void) { return unpacked_count; }

// A hash of packed bytes: their length and up to 32 bytes from each end (deflate's output is
// dense; a collision only costs the comparison).
static uint64_t packed_hash(const unsigned char *bytes, int length) {
  uint64_t hash = 0x9E3779B97F4A7C15ull ^ (uint64_t)length;
  int head = length < 32 ? length : 32;
  int tail = length - 32 > head ? length - 32 : head;
  for (int index = 0; index < head; index++) hash = (hash ^ bytes[index]) * 0x100000001B3ull;
  for (int index = tail; index < length; index++) hash = (hash ^ bytes[index]) * 0x100000001B3ull;
  return hash ^ (hash >> 29);
}

static void forget(struct remembered_text *slot) {
  if (slot->bytes == 0) return;
  cache->bytes -= (size_t)slot->packed_length + (size_t)slot->text_length;
  free(slot->bytes);
  slot->bytes = 0;
}

static void remember(const unsigned char *packed, int packed_length, const unsigned char *text,
                     int text_length) {
  if (packed_length > remembered || text_length > remembered) return;
  if (cache == 0) {
    cache = calloc(1, sizeof *cache);
    if (cache == 0) return;
    pthread_once(&cache_key_once, make_cache_key);
    pthread_setspecific(cache_key, cache);
  }
  size_t size = (size_t)packed_length + (size_t)text_length;
  // The oldest go first, until this one fits.
  for (int tries = 0; cache->bytes + size > remembered_total && tries < remembered_slots;
       tries++) {
    forget(&cache->texts[(cache->next + tries) % remembered_slots]);
  }
  struct remembered_text *slot = &cache->texts[cache->next];
  forget(slot);
  if (cache->bytes + size > remembered_total) return;
  slot->bytes = malloc(size);
  if (slot->bytes == 0) return;
  memcpy(slot->bytes, packed, (size_t)packed_length);
  memcpy(slot->bytes + packed_length, text, (size_t)text_length);
  slot->packed_length = packed_length;
  slot->text_length = text_length;
  slot->hash = packed_hash(packed, packed_length);
  cache->bytes += size;
  cache->bucket[slot->hash % remembered_buckets] = (unsigned short)(cache->next + 1);
  cache->next = (cache->next + 1) % remembered_slots;
}

// Whether a remembered slot holds these packed bytes.
static int holds(const struct remembered_text *slot, uint64_t hash, const unsigned char *bytes,
                 int length) {
  return slot->bytes != 0 && slot->hash == hash && slot->packed_length == length &&
         memcmp(slot->bytes, bytes, (size_t)length) == 0;
}

// The remembered text of these packed bytes, or NULL: the slot after the last one recalled
// first (the trigger reads a statement's rows in the order they were packed), else the one
// their hash's bucket names.
static const struct remembered_text *recall(const unsigned char *bytes, int length) {
  if (cache == 0) return 0;
  uint64_t hash = packed_hash(bytes, length);
  int slot = cache->expected;
  if (!holds(&cache->texts[slot], hash, bytes, length)) {
    slot = cache->bucket[hash % remembered_buckets] - 1;
    if (slot < 0 || !holds(&cache->texts[slot], hash, bytes, length)) return 0;
  }
  cache->expected = (slot + 1) % remembered_slots;
  return &cache->texts[slot];
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
  // A summary the canned code suits: packed with it, no code built (news_text_code.c).
  if (length < matched_from) {
    long limit = (long)length * 4 / 5;
    long size = news_text_code_size(text, length, limit);
    if (size <= limit) {
      unsigned char *out = sqlite3_malloc((int)size);
      if (out == 0) {
        sqlite3_result_error_nomem(context);
        return;
      }
      news_text_code_pack(text, length, out);
      remember(out, (int)size, text, length);
      sqlite3_result_blob(context, out, (int)size, sqlite3_free);
      return;
    }
  }
  z_stream *packer = packer_for(length);
  if (packer == 0) {
    sqlite3_result_value(context, values[0]);
    return;
  }
  // Worth keeping only when smaller than the text: the output is given `length` bytes.
  unsigned char *out = sqlite3_malloc(length);
  if (out == 0) {
    sqlite3_result_error_nomem(context);
    return;
  }
  out[0] = packed_marker;
  packer->next_in = (Bytef *)text;
  packer->avail_in = (uInt)length;
  packer->next_out = out + 1;
  packer->avail_out = (uInt)(length - 1);
  int status = deflate(packer, Z_FINISH);
  if (status != Z_STREAM_END) {
    sqlite3_free(out);
    sqlite3_result_value(context, values[0]);
    return;
  }
  int packed_length = (int)(length - 1 - packer->avail_out) + 1;
  remember(out, packed_length, text, length);
  sqlite3_result_blob(context, out, packed_length, sqlite3_free);
}

int news_text_unpack(const unsigned char *bytes, int length, unsigned char **text) {
  *text = 0;
  if (bytes != 0 && length >= 2 && bytes[0] == text_code_marker) {
    unpacked_count++;
    return news_text_code_unpack(bytes, length, longest_unpacked, text);
  }
  if (bytes == 0 || length < 2 || bytes[0] != packed_marker) return -1;
  unpacked_count++;
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
  if (length < 2 || (bytes[0] != packed_marker && bytes[0] != text_code_marker)) {
    // not packed: read as any other BLOB is
    sqlite3_result_value(context, values[0]);
    return;
  }
  const struct remembered_text *known = recall(bytes, length);
  if (known != 0) {
    sqlite3_result_text(context, (const char *)known->bytes + known->packed_length,
                        known->text_length, SQLITE_TRANSIENT);
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
