/* lzstring.c: lz-string's decompressFromBase64, the form in which
   f-puzzles puts a puzzle's JSON into its links ("?load=N4Ig...").  No
   Debian package offers lz-string to C programs, so the decoder is
   written here, after the format of the lz-string JavaScript library:
   an LZW variant over UTF-16 code units, read 6 bits a base64
   character, least significant bit of each code first, with codes that
   widen as the dictionary grows.  The text is then turned from UTF-16
   into UTF-8. */
#include "formats/lzstring.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The base64 alphabet of lz-string: '=' is a digit (64) like any other,
   which only pads the last bits. */
static int
digit (int ch)
{
  if (ch >= 'A' && ch <= 'Z')
    return ch - 'A';
  if (ch >= 'a' && ch <= 'z')
    return ch - 'a' + 26;
  if (ch >= '0' && ch <= '9')
    return ch - '0' + 52;
  return ch == '+' ? 62 : ch == '/' ? 63 : ch == '=' ? 64 : -1;
}

typedef struct bits {
  const char *in;
  size_t len, index;      /* the next character to load */
  int val, position;      /* the loaded one's value and next bit mask */
} bits;

/* The next n bits, least significant first; characters past the end
   read as 0, as lz-string's own reader has them. */
static unsigned
take (bits *b, int n)
{
  unsigned out = 0;
  for (int i = 0; i < n; i++)
    {
      if (b->val & b->position)
        out |= 1u << i;
      b->position >>= 1;
      if (!b->position)
        {
          b->position = 32;
          b->val = b->index < b->len
                   ? digit ((unsigned char) b->in[b->index]) : 0;
          b->index++;
        }
    }
  return out;
}

/* A dictionary entry is a stretch of the output: each is a piece
   written, or a piece plus the first unit of the next one, which
   follows it in the output.  So the dictionary costs two words an
   entry whatever the entries' lengths. */
typedef struct entry {
  size_t start, len;
} entry;

typedef struct text16 {
  uint16_t *u;
  size_t len, cap, max;
} text16;

static int
room (text16 *t, size_t more)
{
  if (more > t->max - t->len)
    return SS_LZ_TOO_LONG;
  if (t->len + more > t->cap)
    {
      size_t cap = t->cap ? t->cap : 256;
      while (cap < t->len + more)
        cap *= 2;
      uint16_t *u = ss_realloc (t->u, cap * sizeof *u);
      if (!u)
        return SS_LZ_MEMORY;
      t->u = u;
      t->cap = cap;
    }
  return 0;
}

/* Append entry e of the output to the output; the new piece's place
   goes to *at. */
static int
repeat (text16 *t, entry e, entry *at)
{
  int rc = room (t, e.len);
  if (rc)
    return rc;
  at->start = t->len;
  at->len = e.len;
  memmove (t->u + t->len, t->u + e.start, e.len * sizeof *t->u);
  t->len += e.len;
  return 0;
}

static int
add_entry (entry **dict, size_t *n, size_t *cap, entry e)
{
  if (*n == *cap)
    {
      size_t c = *cap ? 2 * *cap : 1024;
      entry *d = ss_realloc (*dict, c * sizeof *d);
      if (!d)
        return SS_LZ_MEMORY;
      *dict = d;
      *cap = c;
    }
  (*dict)[(*n)++] = e;
  return 0;
}

static int
decompress (const char *in, size_t len, text16 *t)
{
  bits b = { in, len, 1, 0, 32 };
  b.val = len ? digit ((unsigned char) in[0]) : 0;
  entry *dict = NULL, w, cur;
  size_t ndict = 0, capdict = 0;
  unsigned enlarge = 4, width = 3;
  int rc = 0;
  /* codes 0, 1 and 2 are commands: an 8-bit or a 16-bit unit follows,
     or the end */
  for (int i = 0; i < 3 && !rc; i++)
    rc = add_entry (&dict, &ndict, &capdict, (entry) { 0, 0 });
  unsigned kind = take (&b, 2);
  if (rc || kind == 2)
    goto done;
  if ((rc = room (t, 1)))
    goto done;
  t->u[t->len++] = (uint16_t) take (&b, kind ? 16 : 8);
  w = (entry) { 0, 1 };
  if ((rc = add_entry (&dict, &ndict, &capdict, w)))
    goto done;
  for (;;)
    {
      if (b.index > len)
        {
          rc = SS_LZ_TRUNCATED;
          break;
        }
      unsigned c = take (&b, (int) width);
      if (c == 2)
        break;
      if (c < 2)
        {
          /* a unit written as it is: an entry of its own */
          uint16_t ch = (uint16_t) take (&b, c ? 16 : 8);
          if ((rc = room (t, 1)))
            break;
          cur = (entry) { t->len, 1 };
          t->u[t->len++] = ch;
          if ((rc = add_entry (&dict, &ndict, &capdict, cur)))
            break;
          if (!--enlarge)
            enlarge = 1u << width++;
        }
      else if (c < ndict)
        rc = repeat (t, dict[c], &cur);
      else if (c == ndict)
        {
          /* the entry being defined: w and its own first unit */
          if (!(rc = repeat (t, w, &cur)) && !(rc = room (t, 1)))
            {
              t->u[t->len++] = t->u[w.start];
              cur.len++;
            }
        }
      else
        rc = SS_LZ_CORRUPT;
      if (rc)
        break;
      /* w plus the first unit of cur, which follows w in the output */
      if ((rc = add_entry (&dict, &ndict, &capdict,
                           (entry) { w.start, w.len + 1 })))
        break;
      w = cur;
      if (!--enlarge)
        enlarge = 1u << width++;
      /* no code wider than an index can be */
      if (width > 30)
        {
          rc = SS_LZ_TOO_LONG;
          break;
        }
    }
done:
  free (dict);
  return rc;
}

/* UTF-16 units to UTF-8 bytes. */
static int
to_utf8 (const text16 *t, char **out, size_t *outlen)
{
  char *s = ss_malloc (3 * t->len + 1);
  size_t n = 0;
  if (!s)
    return SS_LZ_MEMORY;
  for (size_t i = 0; i < t->len; i++)
    {
      uint32_t cp = t->u[i];
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < t->len
          && t->u[i + 1] >= 0xdc00 && t->u[i + 1] <= 0xdfff)
        cp = 0x10000 + ((cp - 0xd800) << 10) + (t->u[++i] - 0xdc00);
      else if (cp >= 0xd800 && cp <= 0xdfff)
        {
          free (s);
          return SS_LZ_UTF16;
        }
      if (cp < 0x80)
        s[n++] = (char) cp;
      else if (cp < 0x800)
        {
          s[n++] = (char) (0xc0 | cp >> 6);
          s[n++] = (char) (0x80 | (cp & 0x3f));
        }
      else if (cp < 0x10000)
        {
          s[n++] = (char) (0xe0 | cp >> 12);
          s[n++] = (char) (0x80 | (cp >> 6 & 0x3f));
          s[n++] = (char) (0x80 | (cp & 0x3f));
        }
      else
        {
          /* a pair of units makes these four bytes */
          s[n++] = (char) (0xf0 | cp >> 18);
          s[n++] = (char) (0x80 | (cp >> 12 & 0x3f));
          s[n++] = (char) (0x80 | (cp >> 6 & 0x3f));
          s[n++] = (char) (0x80 | (cp & 0x3f));
        }
    }
  s[n] = 0;
  *out = s;
  *outlen = n;
  return 0;
}

int
ss_lz_decompress_base64 (const char *in, size_t len, size_t max,
                         char **out, size_t *outlen, size_t *where)
{
  for (size_t i = 0; i < len; i++)
    if (digit ((unsigned char) in[i]) < 0)
      {
        *where = i;
        return SS_LZ_CHAR;
      }
  text16 t = { NULL, 0, 0, max };
  int rc = decompress (in, len, &t);
  if (!rc)
    rc = to_utf8 (&t, out, outlen);
  free (t.u);
  return rc;
}

const char *
ss_lz_strerror (int status)
{
  switch (status)
    {
    case SS_LZ_CHAR:
      return "a character outside lz-string's base64 (A-Z a-z 0-9 + / =)";
    case SS_LZ_TRUNCATED:
      return "the compressed text ends before its end mark (cut short?)";
    case SS_LZ_CORRUPT:
      return "the compressed text is corrupt (a code not yet defined)";
    case SS_LZ_UTF16:
      return "the decompressed text is not valid UTF-16 (a lone "
             "surrogate)";
    case SS_LZ_TOO_LONG:
      return "the decompressed text is too long";
    case SS_LZ_MEMORY:
      return "out of memory";
    default:
      return "no error";
    }
}
