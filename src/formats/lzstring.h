/* lzstring.h: lz-string's decompressFromBase64 and compressToBase64,
   for f-puzzles links (private to the library). */
#ifndef SUDOSAT_LZSTRING_H
#define SUDOSAT_LZSTRING_H

#include "model/model.h"

enum {
  SS_LZ_CHAR = -1,       /* a character outside A-Z a-z 0-9 + / = */
  SS_LZ_TRUNCATED = -2,  /* the data ends before its end code */
  SS_LZ_CORRUPT = -3,    /* a code the dictionary does not hold yet */
  SS_LZ_UTF16 = -4,      /* a lone surrogate in the decompressed text */
  SS_LZ_TOO_LONG = -5,   /* more than max UTF-16 units */
  SS_LZ_MEMORY = -6
};

/* Decompress the len characters at in, as lz-string's
   decompressFromBase64 does, and return the text in UTF-8: 0 with *out
   (NUL-terminated, from ss_malloc; the caller frees it) and *outlen
   its bytes, or an SS_LZ_ status (nothing to free then) with *where the
   index of the offending character for SS_LZ_CHAR.  max bounds the
   decompressed text in UTF-16 units. */
int ss_lz_decompress_base64 (const char *in, size_t len, size_t max,
                             char **out, size_t *outlen, size_t *where);
/* Compress the len bytes of UTF-8 text at in (an invalid byte as
   U+FFFD) as lz-string's compressToBase64 does: 0 with *out
   (NUL-terminated, from ss_malloc; the caller frees it) and *outlen
   its length, or SS_LZ_MEMORY. */
int ss_lz_compress_base64 (const char *in, size_t len, char **out,
                           size_t *outlen);
/* What an SS_LZ_ status means, for messages. */
const char *ss_lz_strerror (int status);

#endif /* SUDOSAT_LZSTRING_H */
