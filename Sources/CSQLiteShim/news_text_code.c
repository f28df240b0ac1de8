// A canned Huffman code for packed summaries: one code for every text, its lengths fixed in
// Generated/text_code_lengths.h (from the bytes of real Polish and English titles and
// summaries), so packing a summary is a lookup a byte, with no code built and no code stored.
//
// zlib's deflate built a Huffman code for each text and stored it in the text (Z_HUFFMAN_ONLY,
// news_text.c): 67,000 instructions for a summary of 430 bytes, most of them building the code,
// and the stored code made a real summary of 257 bytes pack to 0.74 of its size where the
// canned code packs it to 0.65. Text the canned code does not suit (Cyrillic, Greek, CJK: bytes
// Polish and English rarely use get codes of 12 bits) is left to deflate (news_pack decides).
//
// The format: the marker byte 2, the text's length in bytes (LEB128), then each byte's code,
// canonical (shorter codes first, then by byte value), written from the low bit of each byte
// up as deflate writes its codes (RFC 1951, 3.1.1), the last byte padded with zero bits.

#include "news_text_code.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "Generated/text_code_lengths.h"

// Each byte value's code, bit-reversed (the first bit written lowest); and for each of the
// 4,096 values of the next 12 bits read, the byte they start with and its code's length.
static uint16_t codes[256];
static uint16_t decoding[1 << text_code_longest];  // length << 8 | byte
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void make_tables(void) {
  // Canonical codes (RFC 1951, 3.2.2): by length, then by byte value.
  int per_length[text_code_longest + 1] = {0};
  for (int byte = 0; byte < 256; byte++) per_length[text_code_lengths[byte]]++;
  int next[text_code_longest + 1] = {0};
  int code = 0;
  for (int length = 1; length <= text_code_longest; length++) {
    code = (code + per_length[length - 1]) << 1;
    next[length] = code;
  }
  for (int byte = 0; byte < 256; byte++) {
    int length = text_code_lengths[byte];
    int value = next[length]++;
    int reversed = 0;
    for (int bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1) << (length - 1 - bit);
    codes[byte] = (uint16_t)reversed;
    // Every 12-bit value whose low `length` bits are this code starts with this byte.
    for (int high = 0; high < (1 << (text_code_longest - length)); high++) {
      decoding[reversed | (high << length)] = (uint16_t)(length << 8 | byte);
    }
  }
}

// The LEB128 bytes of `value` written at `out` (NULL: only counted); their count.
static int put_length(unsigned char *out, uint32_t value) {
  int count = 0;
  do {
    unsigned char byte = value & 0x7f;
    value >>= 7;
    if (out != 0) out[count] = byte | (value != 0 ? 0x80 : 0);
    count++;
  } while (value != 0);
  return count;
}

long news_text_code_size(const unsigned char *text, int length, long limit) {
  long header = 1 + put_length(0, (uint32_t)length);
  long bits = 0;
  long limit_bits = (limit - header) * 8;
  // In runs of 64 bytes, so that a text the code does not suit stops early.
  for (int start = 0; start < length; start += 64) {
    int end = length - start > 64 ? start + 64 : length;
    for (int index = start; index < end; index++) bits += text_code_lengths[text[index]];
    if (bits > limit_bits) return limit + 1;
  }
  return header + (bits + 7) / 8;
}

void news_text_code_pack(const unsigned char *text, int length, unsigned char *out) {
  pthread_once(&tables_once, make_tables);
  out[0] = text_code_marker;
  size_t position = 1 + (size_t)put_length(out + 1, (uint32_t)length);
  uint64_t buffer = 0;
  int count = 0;
  for (int index = 0; index < length; index++) {
    unsigned char byte = text[index];
    buffer |= (uint64_t)codes[byte] << count;
    count += text_code_lengths[byte];
    if (count >= 32) {
      for (int shift = 0; shift < 32; shift += 8) {
        out[position++] = (unsigned char)(buffer >> shift);
      }
      buffer >>= 32;
      count -= 32;
    }
  }
  for (; count > 0; count -= 8) {
    out[position++] = (unsigned char)buffer;
    buffer >>= 8;
  }
}

int news_text_code_unpack(const unsigned char *bytes, int length, int longest,
                          unsigned char **text) {
  *text = 0;
  if (bytes == 0 || length < 2 || bytes[0] != text_code_marker) return -1;
  // The length: at most five LEB128 bytes, no more than `longest`.
  uint64_t size = 0;
  int position = 1;
  for (int shift = 0;; shift += 7) {
    if (position >= length || shift > 28) return -1;
    unsigned char byte = bytes[position++];
    size |= (uint64_t)(byte & 0x7f) << shift;
    if (byte < 0x80) break;
  }
  // Every byte takes at least the shortest code: a length the bits cannot hold is damage,
  // refused before anything is allocated for it.
  uint64_t bits = (uint64_t)(length - position) * 8;
  if (size > (uint64_t)longest || size * text_code_shortest > bits) return -1;
  pthread_once(&tables_once, make_tables);
  unsigned char *out = malloc(size > 0 ? size : 1);
  if (out == 0) return -1;
  uint64_t buffer = 0;
  int count = 0;
  uint64_t used = 0;  // bits taken by the codes read
  for (uint64_t index = 0; index < size; index++) {
    while (count <= 56 && position < length) {
      buffer |= (uint64_t)bytes[position++] << count;
      count += 8;
    }
    // Past the last byte the bits are zeros; a code read into them is caught below.
    uint16_t entry = decoding[buffer & ((1 << text_code_longest) - 1)];
    int code_length = entry >> 8;
    out[index] = (unsigned char)entry;
    buffer >>= code_length;
    count -= code_length;
    used += (uint64_t)code_length;
  }
  // The codes fill the bytes given but the last one's padding: no code ran past the end, and
  // no byte is left over (or the text is longer than its length says: damage either way).
  if (used > bits || bits - used >= 8) {
    free(out);
    return -1;
  }
  *text = out;
  return (int)size;
}
