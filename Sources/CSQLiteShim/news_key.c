// Article keys as 8 bytes: `news_key(text)` in SQL is SipHash-2-4 of the text's UTF-8 under
// the store's own 16-byte salt, as a BLOB of 8 bytes (most significant first), in place of a
// key as long as a feed's guid or an article's address, in the row and in its unique index.
//
// The salt is random and the store's own, so a feed cannot choose items whose keys meet
// another article's: with 64 bits, two of a million articles meet by chance once in some
// 36 million stores.

#include "news_sqlite.h"

#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint64_t read_little_endian(const uint8_t *bytes, size_t count) {
  uint64_t value = 0;
  for (size_t index = 0; index < count; index++) value |= (uint64_t)bytes[index] << (8 * index);
  return value;
}

#define ROTATE(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
#define SIPROUND                                                             \
  do {                                                                       \
    v0 += v1; v1 = ROTATE(v1, 13); v1 ^= v0; v0 = ROTATE(v0, 32);            \
    v2 += v3; v3 = ROTATE(v3, 16); v3 ^= v2;                                 \
    v0 += v3; v3 = ROTATE(v3, 21); v3 ^= v0;                                 \
    v2 += v1; v1 = ROTATE(v1, 17); v1 ^= v2; v2 = ROTATE(v2, 32);            \
  } while (0)

uint64_t news_key_hash(const unsigned char *salt, const unsigned char *bytes, int length) {
  uint64_t k0 = read_little_endian(salt, 8), k1 = read_little_endian(salt + 8, 8);
  uint64_t v0 = 0x736f6d6570736575ULL ^ k0, v1 = 0x646f72616e646f6dULL ^ k1;
  uint64_t v2 = 0x6c7967656e657261ULL ^ k0, v3 = 0x7465646279746573ULL ^ k1;
  size_t count = length > 0 && bytes != 0 ? (size_t)length : 0;
  size_t whole = count - count % 8;
  for (size_t offset = 0; offset < whole; offset += 8) {
    uint64_t word = read_little_endian(bytes + offset, 8);
    v3 ^= word;
    SIPROUND;
    SIPROUND;
    v0 ^= word;
  }
  uint64_t last = (uint64_t)count << 56;
  if (count % 8 != 0) last |= read_little_endian(bytes + whole, count % 8);
  v3 ^= last;
  SIPROUND;
  SIPROUND;
  v0 ^= last;
  v2 ^= 0xff;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  return v0 ^ v1 ^ v2 ^ v3;
}

static void news_key_sql(sqlite3_context *context, int count, sqlite3_value **values) {
  (void)count;
  // A key already hashed (a BLOB), or none, stays as it is: hashing is done once.
  if (sqlite3_value_type(values[0]) != SQLITE_TEXT) {
    sqlite3_result_value(context, values[0]);
    return;
  }
  const unsigned char *text = sqlite3_value_text(values[0]);
  int length = sqlite3_value_bytes(values[0]);
  uint64_t hash = news_key_hash(sqlite3_user_data(context), text, text ? length : 0);
  unsigned char bytes[8];
  for (int index = 0; index < 8; index++) bytes[index] = (unsigned char)(hash >> (56 - 8 * index));
  sqlite3_result_blob(context, bytes, 8, SQLITE_TRANSIENT);
}

int news_sqlite_create_keys(void *db, const unsigned char *salt) {
  unsigned char *copy = malloc(16);
  if (copy == 0) return SQLITE_NOMEM;
  memcpy(copy, salt, 16);
  return sqlite3_create_function_v2(
    (sqlite3 *)db, "news_key", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, copy, news_key_sql, 0, 0,
    free);
}
