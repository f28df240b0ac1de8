#ifndef NEWS_IMAGE_H
#define NEWS_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// What a picture's bytes are, read from the bytes themselves (never from a header).
enum news_image_kind {
  NEWS_IMAGE_UNKNOWN = 0,
  NEWS_IMAGE_JPEG = 1,
  NEWS_IMAGE_PNG = 2,
  NEWS_IMAGE_GIF = 3,
  NEWS_IMAGE_WEBP = 4,
};

/// How a decoding ended.
enum news_image_status {
  NEWS_IMAGE_OK = 0,
  /// Not a picture of a kind news reads, or damaged.
  NEWS_IMAGE_UNREADABLE = 1,
  /// Larger than allowed: refused before anything was allocated for its pixels.
  NEWS_IMAGE_TOO_LARGE = 2,
  /// The library that reads this kind (libstb, libwebp) is not installed.
  NEWS_IMAGE_NO_LIBRARY = 3,
};

/// The kind of the bytes, from their first bytes.
int news_image_kind(const uint8_t *bytes, size_t length);

/// Width and height the bytes announce, read without decoding; the kind as news_image_kind.
/// Returns a news_image_status.
int news_image_probe(const uint8_t *bytes, size_t length, int *width, int *height);

/// Decodes the bytes (a GIF's first frame) to 8-bit RGBA, refusing a picture wider or taller
/// than `max_side` or of more than `max_pixels` before decoding. Free `*pixels` with
/// news_image_free. Returns a news_image_status.
int news_image_decode(const uint8_t *bytes, size_t length, int max_side, long max_pixels,
                      uint8_t **pixels, int *width, int *height);

/// Releases decoded pixels.
void news_image_free(uint8_t *pixels);

/// Scales RGBA pixels to `to_width` × `to_height` by averaging the source pixels each target
/// pixel covers (transparency over `background`, 0xRRGGBB); writes RGB into `out`
/// (to_width × to_height × 3 bytes).
void news_image_scale(const uint8_t *rgba, int width, int height, int to_width, int to_height,
                      uint32_t background, uint8_t *out);

/// Draws RGB pixels (an even height) as rows of `▀` with true-colour foreground (upper pixel)
/// and background (lower pixel), each row ending with a reset and a newline. Writes at most
/// `capacity` bytes into `out`; returns the bytes needed (call again when it is more).
size_t news_image_half_blocks(const uint8_t *rgb, int width, int height, char *out,
                              size_t capacity);

/// Encodes RGB pixels as a sixel image (DCS … ST) with a palette of 216 colours and 24 greys.
/// Same contract as news_image_half_blocks.
size_t news_image_sixel(const uint8_t *rgb, int width, int height, char *out, size_t capacity);

#endif
