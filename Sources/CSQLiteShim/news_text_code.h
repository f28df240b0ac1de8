// The canned Huffman code of packed summaries (news_text.c's marker 2): internal to the shim.

#ifndef NEWS_TEXT_CODE_H
#define NEWS_TEXT_CODE_H

// The marker byte of a text packed with the canned code.
enum { text_code_marker = 2 };

// The size `news_text_code_pack` would pack `length` bytes of text to (the marker, the length,
// the codes), stopping early with any size above `limit`.
long news_text_code_size(const unsigned char *text, int length, long limit);

// Packs `length` bytes of text into `out`, which holds `news_text_code_size` bytes.
void news_text_code_pack(const unsigned char *text, int length, unsigned char *out);

// The text of bytes `news_text_code_pack` made: its length, with `*text` set to memory the
// caller frees; -1 (and NULL) for bytes that are not such a text, are damaged, or would unpack
// to more than `longest` bytes.
int news_text_code_unpack(const unsigned char *bytes, int length, int longest,
                          unsigned char **text);

#endif
