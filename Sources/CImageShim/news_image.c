// Pictures: their kind read from their bytes, decoded by Debian's libraries (libstb's
// stb_image for JPEG, PNG and GIF, libwebp for WebP) loaded with dlopen on first use, so that a
// run that shows no picture never loads them and the binary carries none of their code; then
// scaled, and drawn as half blocks or sixels. The loops over pixels are here, in C: fast (a
// 1,200 x 800 JPEG decodes, scales and encodes in milliseconds) and small.

#include "news_image.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*stbi_info_fn)(const uint8_t *, int, int *, int *, int *);
typedef uint8_t *(*stbi_load_fn)(const uint8_t *, int, int *, int *, int *, int);
typedef void (*stbi_free_fn)(void *);
typedef int (*webp_info_fn)(const uint8_t *, size_t, int *, int *);
typedef uint8_t *(*webp_decode_fn)(const uint8_t *, size_t, int *, int *);
typedef void (*webp_free_fn)(void *);

static struct {
  stbi_info_fn stbi_info;
  stbi_load_fn stbi_load;
  stbi_free_fn stbi_free;
  webp_info_fn webp_info;
  webp_decode_fn webp_decode;
  webp_free_fn webp_free;
} lib;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_libraries(void) {
  void *stb = dlopen("libstb.so.0", RTLD_LAZY | RTLD_LOCAL);
  if (stb != NULL) {
    lib.stbi_info = (stbi_info_fn)dlsym(stb, "stbi_info_from_memory");
    lib.stbi_load = (stbi_load_fn)dlsym(stb, "stbi_load_from_memory");
    lib.stbi_free = (stbi_free_fn)dlsym(stb, "stbi_image_free");
    if (lib.stbi_info == NULL || lib.stbi_load == NULL || lib.stbi_free == NULL) {
      lib.stbi_info = NULL;
    }
  }
  void *webp = dlopen("libwebp.so.7", RTLD_LAZY | RTLD_LOCAL);
  if (webp != NULL) {
    lib.webp_info = (webp_info_fn)dlsym(webp, "WebPGetInfo");
    lib.webp_decode = (webp_decode_fn)dlsym(webp, "WebPDecodeRGBA");
    lib.webp_free = (webp_free_fn)dlsym(webp, "WebPFree");
    if (lib.webp_info == NULL || lib.webp_decode == NULL) lib.webp_info = NULL;
  }
}

int news_image_kind(const uint8_t *b, size_t n) {
  if (n >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return NEWS_IMAGE_JPEG;
  if (n >= 8 && memcmp(b, "\x89PNG\r\n\x1a\n", 8) == 0) return NEWS_IMAGE_PNG;
  if (n >= 6 && (memcmp(b, "GIF87a", 6) == 0 || memcmp(b, "GIF89a", 6) == 0)) {
    return NEWS_IMAGE_GIF;
  }
  if (n >= 12 && memcmp(b, "RIFF", 4) == 0 && memcmp(b + 8, "WEBP", 4) == 0) {
    return NEWS_IMAGE_WEBP;
  }
  return NEWS_IMAGE_UNKNOWN;
}

static unsigned be16(const uint8_t *p) { return (unsigned)p[0] << 8 | p[1]; }
static unsigned le16(const uint8_t *p) { return (unsigned)p[1] << 8 | p[0]; }
static unsigned long be32(const uint8_t *p) {
  return (unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 | p[3];
}

/// The size a picture's header announces, read here rather than by the libraries (which refuse
/// a huge one as unreadable): 1 when found.
static int header_size(const uint8_t *b, size_t n, int kind, long *width, long *height) {
  switch (kind) {
    case NEWS_IMAGE_PNG:
      if (n < 24 || memcmp(b + 12, "IHDR", 4) != 0) return 0;
      *width = (long)be32(b + 16), *height = (long)be32(b + 20);
      return 1;
    case NEWS_IMAGE_GIF:
      if (n < 10) return 0;
      *width = le16(b + 6), *height = le16(b + 8);
      return 1;
    case NEWS_IMAGE_WEBP:
      if (n >= 30 && memcmp(b + 12, "VP8X", 4) == 0) {
        *width = 1 + (b[24] | b[25] << 8 | (long)b[26] << 16);
        *height = 1 + (b[27] | b[28] << 8 | (long)b[29] << 16);
        return 1;
      }
      if (n >= 25 && memcmp(b + 12, "VP8L", 4) == 0) {
        unsigned long bits = b[21] | b[22] << 8 | (unsigned long)b[23] << 16 |
                             (unsigned long)b[24] << 24;
        *width = 1 + (long)(bits & 0x3FFF), *height = 1 + (long)((bits >> 14) & 0x3FFF);
        return 1;
      }
      if (n >= 30 && memcmp(b + 12, "VP8 ", 4) == 0) {
        *width = le16(b + 26) & 0x3FFF, *height = le16(b + 28) & 0x3FFF;
        return 1;
      }
      return 0;
    case NEWS_IMAGE_JPEG: {
      // The segments up to the first start of frame (SOF0-15 but DHT, JPG and DAC).
      size_t at = 2;
      while (at + 9 < n) {
        if (b[at] != 0xFF) return 0;
        unsigned marker = b[at + 1];
        if (marker == 0xFF) {
          at++;
          continue;
        }
        if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 &&
            marker != 0xCC) {
          *height = be16(b + at + 5), *width = be16(b + at + 7);
          return 1;
        }
        if (marker == 0xD9 || marker == 0xDA) return 0;
        at += 2 + be16(b + at + 2);
      }
      return 0;
    }
    default:
      return 0;
  }
}

int news_image_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
  *width = 0;
  *height = 0;
  int kind = news_image_kind(bytes, length);
  if (kind == NEWS_IMAGE_UNKNOWN || length > 0x7FFFFFFF) return NEWS_IMAGE_UNREADABLE;
  pthread_once(&load_once, load_libraries);
  int ok;
  if (kind == NEWS_IMAGE_WEBP) {
    if (lib.webp_info == NULL) return NEWS_IMAGE_NO_LIBRARY;
    ok = lib.webp_info(bytes, length, width, height);
  } else {
    if (lib.stbi_info == NULL) return NEWS_IMAGE_NO_LIBRARY;
    int components = 0;
    ok = lib.stbi_info(bytes, (int)length, width, height, &components);
  }
  return ok && *width > 0 && *height > 0 ? NEWS_IMAGE_OK : NEWS_IMAGE_UNREADABLE;
}

int news_image_decode(const uint8_t *bytes, size_t length, int max_side, long max_pixels,
                      uint8_t **pixels, int *width, int *height) {
  *pixels = NULL;
  // A decompression bomb announces its size: refused before any library reads it.
  long announced_width = 0, announced_height = 0;
  if (header_size(bytes, length, news_image_kind(bytes, length), &announced_width,
                  &announced_height) &&
      (announced_width > max_side || announced_height > max_side ||
       announced_width * announced_height > max_pixels)) {
    return NEWS_IMAGE_TOO_LARGE;
  }
  int status = news_image_probe(bytes, length, width, height);
  if (status != NEWS_IMAGE_OK) return status;
  // As the library read the size: refused before a byte is allocated for the pixels.
  if (*width > max_side || *height > max_side || (long)*width * (long)*height > max_pixels) {
    return NEWS_IMAGE_TOO_LARGE;
  }
  int w = 0, h = 0;
  uint8_t *decoded;
  if (news_image_kind(bytes, length) == NEWS_IMAGE_WEBP) {
    decoded = lib.webp_decode(bytes, length, &w, &h);
    if (decoded == NULL) return NEWS_IMAGE_UNREADABLE;
    // Copied into memory of our own, so that one free() fits every kind.
    uint8_t *copy = malloc((size_t)w * (size_t)h * 4);
    if (copy != NULL) memcpy(copy, decoded, (size_t)w * (size_t)h * 4);
    if (lib.webp_free != NULL) {
      lib.webp_free(decoded);
    } else {
      free(decoded);
    }
    decoded = copy;
  } else {
    int components = 0;
    uint8_t *loaded = lib.stbi_load(bytes, (int)length, &w, &h, &components, 4);
    if (loaded == NULL) return NEWS_IMAGE_UNREADABLE;
    decoded = malloc((size_t)w * (size_t)h * 4);
    if (decoded != NULL) memcpy(decoded, loaded, (size_t)w * (size_t)h * 4);
    lib.stbi_free(loaded);
  }
  if (decoded == NULL) return NEWS_IMAGE_UNREADABLE;
  if (w != *width || h != *height) {
    free(decoded);
    return NEWS_IMAGE_UNREADABLE;
  }
  *pixels = decoded;
  return NEWS_IMAGE_OK;
}

void news_image_free(uint8_t *pixels) { free(pixels); }

void news_image_scale(const uint8_t *rgba, int width, int height, int to_width, int to_height,
                      uint32_t background, uint8_t *out) {
  const unsigned back[3] = {(background >> 16) & 0xFF, (background >> 8) & 0xFF,
                            background & 0xFF};
  for (int ty = 0; ty < to_height; ty++) {
    int y0 = (int)((long)ty * height / to_height);
    int y1 = (int)((long)(ty + 1) * height / to_height);
    if (y1 <= y0) y1 = y0 + 1;
    for (int tx = 0; tx < to_width; tx++) {
      int x0 = (int)((long)tx * width / to_width);
      int x1 = (int)((long)(tx + 1) * width / to_width);
      if (x1 <= x0) x1 = x0 + 1;
      unsigned long sum[3] = {0, 0, 0};
      unsigned long count = 0;
      for (int y = y0; y < y1; y++) {
        const uint8_t *row = rgba + ((size_t)y * width + x0) * 4;
        for (int x = x0; x < x1; x++, row += 4) {
          unsigned alpha = row[3];
          for (int c = 0; c < 3; c++) {
            sum[c] += (row[c] * alpha + back[c] * (255 - alpha)) / 255;
          }
          count++;
        }
      }
      uint8_t *pixel = out + ((size_t)ty * to_width + tx) * 3;
      for (int c = 0; c < 3; c++) pixel[c] = (uint8_t)((sum[c] + count / 2) / count);
    }
  }
}

/// Appends to a buffer that may be too small: counts every byte, writes those that fit.
typedef struct {
  char *out;
  size_t capacity;
  size_t length;
} writer;

static void put(writer *w, const char *text, size_t count) {
  if (w->length + count <= w->capacity) memcpy(w->out + w->length, text, count);
  w->length += count;
}

static void put_text(writer *w, const char *text) { put(w, text, strlen(text)); }

size_t news_image_half_blocks(const uint8_t *rgb, int width, int height, char *out,
                              size_t capacity) {
  writer w = {out, capacity, 0};
  char cell[64];
  for (int y = 0; y + 1 < height; y += 2) {
    for (int x = 0; x < width; x++) {
      const uint8_t *top = rgb + ((size_t)y * width + x) * 3;
      const uint8_t *bottom = top + (size_t)width * 3;
      int count = snprintf(cell, sizeof cell, "\x1b[38;2;%d;%d;%d;48;2;%d;%d;%dm\xe2\x96\x80",
                           top[0], top[1], top[2], bottom[0], bottom[1], bottom[2]);
      put(&w, cell, (size_t)count);
    }
    put_text(&w, "\x1b[0m\n");
  }
  return w.length;
}

/// The palette's index of a colour: the nearest of the 6 x 6 x 6 cube or of the 24 greys.
static int palette_index(const uint8_t *p) {
  int level[3];
  int cube_error = 0;
  for (int c = 0; c < 3; c++) {
    level[c] = (p[c] + 25) / 51;
    int d = p[c] - level[c] * 51;
    cube_error += d * d;
  }
  int mean = (p[0] + p[1] + p[2]) / 3;
  int grey = mean < 8 ? 0 : mean > 238 ? 23 : (mean - 8 + 5) / 10;
  int value = 8 + grey * 10;
  int grey_error = 0;
  for (int c = 0; c < 3; c++) grey_error += (p[c] - value) * (p[c] - value);
  return grey_error < cube_error ? 216 + grey : level[0] * 36 + level[1] * 6 + level[2];
}

static void put_run(writer *w, char sixel, int run) {
  char text[16];
  if (run > 3) {
    int count = snprintf(text, sizeof text, "!%d%c", run, sixel);
    put(w, text, (size_t)count);
  } else {
    for (int i = 0; i < run; i++) put(w, &sixel, 1);
  }
}

size_t news_image_sixel(const uint8_t *rgb, int width, int height, char *out, size_t capacity) {
  writer w = {out, capacity, 0};
  char text[64];
  int count = snprintf(text, sizeof text, "\x1bP0;1;0q\"1;1;%d;%d", width, height);
  put(&w, text, (size_t)count);
  int *index = malloc((size_t)width * (size_t)height * sizeof(int));
  if (index == NULL) return 0;
  char used[240] = {0};
  for (size_t i = 0; i < (size_t)width * (size_t)height; i++) {
    index[i] = palette_index(rgb + i * 3);
    used[index[i]] = 1;
  }
  // Only the colours the picture uses are defined (percentages, as sixel wants them).
  for (int colour = 0; colour < 240; colour++) {
    if (!used[colour]) continue;
    int r, g, b;
    if (colour < 216) {
      r = colour / 36 * 51, g = colour / 6 % 6 * 51, b = colour % 6 * 51;
    } else {
      r = g = b = 8 + (colour - 216) * 10;
    }
    count = snprintf(text, sizeof text, "#%d;2;%d;%d;%d", colour, (r * 100 + 127) / 255,
                     (g * 100 + 127) / 255, (b * 100 + 127) / 255);
    put(&w, text, (size_t)count);
  }
  for (int band = 0; band < height; band += 6) {
    // Where each colour is in the band, first and last column: a colour's line starts with a
    // run of empty sixels up to its first column and stops at its last (the rest of a line
    // may be left out), and only its own columns are looked at.
    int first_x[240], last_x[240];
    for (int colour = 0; colour < 240; colour++) first_x[colour] = last_x[colour] = -1;
    for (int y = band; y < band + 6 && y < height; y++) {
      for (int x = 0; x < width; x++) {
        int colour = index[(size_t)y * width + x];
        if (first_x[colour] < 0 || x < first_x[colour]) first_x[colour] = x;
        if (x > last_x[colour]) last_x[colour] = x;
      }
    }
    int first = 1;
    for (int colour = 0; colour < 240; colour++) {
      if (first_x[colour] < 0) continue;
      if (!first) put_text(&w, "$");
      first = 0;
      count = snprintf(text, sizeof text, "#%d", colour);
      put(&w, text, (size_t)count);
      char previous = '?';
      int run = first_x[colour];
      for (int x = first_x[colour]; x <= last_x[colour]; x++) {
        int bits = 0;
        for (int row = 0; row < 6 && band + row < height; row++) {
          if (index[(size_t)(band + row) * width + x] == colour) bits |= 1 << row;
        }
        char sixel = (char)(63 + bits);
        if (run > 0 && sixel == previous) {
          run++;
        } else {
          if (run > 0) put_run(&w, previous, run);
          previous = sixel;
          run = 1;
        }
      }
      put_run(&w, previous, run);
    }
    put_text(&w, "-");
  }
  put_text(&w, "\x1b\\");
  free(index);
  return w.length;
}
