/* lzstring.c: lz-string's decompressFromBase64 and compressToBase64,
   the form in which f-puzzles puts a puzzle's JSON into its links
   ("?load=N4Ig...").  No Debian package offers lz-string to C
   programs, so both are written here, after the format of the
   lz-string JavaScript library: an LZW variant over UTF-16 code units,
   6 bits a base64 character, least significant bit of each code first,
   with codes that widen as the dictionary grows.  The text is turned
   from UTF-16 into UTF-8 and back. */
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

/* ------------------------------------------------------------------ */
/* Compression, step for step as lz-string's _compress with 6 bits a
   character: the same input gives the same characters. */

/* The dictionary: a string is its prefix's code and its last unit
   (prefix 0 for a single unit; codes start at 3), in a hash table of
   open addressing. */
typedef struct slot {
  uint32_t prefix, code;   /* code 0: an empty slot */
  uint16_t unit;
  uint8_t pending;         /* a single unit not yet written literally */
} slot;

typedef struct packer {
  slot *table;
  size_t cap, used;
  char *out;
  size_t len, room;
  int val, position;
  unsigned bits, enlarge, size;
} packer;

static const char alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

static size_t
hash (uint32_t prefix, uint16_t unit, size_t cap)
{
  uint64_t h = ((uint64_t) prefix << 16 | unit) * 0x9e3779b97f4a7c15ULL;
  return (size_t) (h >> 20) & (cap - 1);
}

/* The slot of (prefix, unit): its entry, or the empty slot where it
   goes. */
static slot *
find (packer *p, uint32_t prefix, uint16_t unit)
{
  size_t i = hash (prefix, unit, p->cap);
  while (p->table[i].code && (p->table[i].prefix != prefix
                              || p->table[i].unit != unit))
    i = (i + 1) & (p->cap - 1);
  return &p->table[i];
}

/* Add (prefix, unit) with the next code; the slot, NULL without
   memory. */
static slot *
insert (packer *p, uint32_t prefix, uint16_t unit)
{
  if (2 * (p->used + 1) > p->cap)
    {
      size_t cap = 2 * p->cap;
      slot *old = p->table, *t = ss_calloc (cap, sizeof *t);
      if (!t)
        return NULL;
      size_t oldcap = p->cap;
      p->table = t;
      p->cap = cap;
      for (size_t i = 0; i < oldcap; i++)
        if (old[i].code)
          *find (p, old[i].prefix, old[i].unit) = old[i];
      free (old);
    }
  slot *s = find (p, prefix, unit);
  s->prefix = prefix;
  s->unit = unit;
  s->code = p->size++;
  s->pending = 0;
  p->used++;
  return s;
}

/* The low n bits of value, least significant first. */
static int
put (packer *p, unsigned value, unsigned n)
{
  for (unsigned i = 0; i < n; i++, value >>= 1)
    {
      p->val = p->val << 1 | (int) (value & 1);
      if (p->position < 5)
        {
          p->position++;
          continue;
        }
      if (p->len + 5 > p->room)
        {
          size_t room = p->room ? 2 * p->room : 256;
          char *o = ss_realloc (p->out, room);
          if (!o)
            return SS_LZ_MEMORY;
          p->out = o;
          p->room = room;
        }
      p->out[p->len++] = alphabet[p->val];
      p->val = 0;
      p->position = 0;
    }
  return 0;
}

/* A code written: the codes widen when the dictionary outgrows them. */
static void
written (packer *p)
{
  if (--p->enlarge == 0)
    {
      p->enlarge = 1u << p->bits;
      p->bits++;
    }
}

/* The string w (its slot) written: a single unit the first time as a
   literal (command 0 and 8 bits, or 1 and 16), else its code. */
static int
emit (packer *p, slot *w)
{
  int rc;
  if (!w->prefix && w->pending)
    {
      int wide = w->unit >= 256;
      if ((rc = put (p, (unsigned) wide, p->bits))
          || (rc = put (p, w->unit, wide ? 16 : 8)))
        return rc;
      written (p);
      w->pending = 0;
    }
  else if ((rc = put (p, w->code, p->bits)))
    return rc;
  written (p);
  return 0;
}

/* UTF-8 to UTF-16 units (an invalid byte as U+FFFD). */
static int
to_utf16 (const char *s, size_t len, text16 *t)
{
  for (size_t i = 0; i < len;)
    {
      long cp;
      i += ss_utf8_char (s + i, len - i, &cp);
      if (cp < 0)
        cp = 0xfffd;
      int rc = room (t, 2);
      if (rc)
        return rc;
      if (cp >= 0x10000)
        {
          t->u[t->len++] = (uint16_t) (0xd800 + ((cp - 0x10000) >> 10));
          t->u[t->len++] = (uint16_t) (0xdc00 + ((cp - 0x10000) & 0x3ff));
        }
      else
        t->u[t->len++] = (uint16_t) cp;
    }
  return 0;
}

static int
compress (const text16 *t, packer *p)
{
  slot *w = NULL;
  int rc;
  /* slots move when the table grows: w is kept by its key */
  uint32_t wprefix = 0;
  uint16_t wunit = 0;
  for (size_t i = 0; i < t->len; i++)
    {
      uint16_t c = t->u[i];
      slot *s = find (p, 0, c);
      if (!s->code)
        {
          if (!(s = insert (p, 0, c)))
            return SS_LZ_MEMORY;
          s->pending = 1;
        }
      if (!w)
        {
          w = s;
          wprefix = 0, wunit = c;
          continue;
        }
      w = find (p, wprefix, wunit);
      slot *wc = find (p, w->code, c);
      if (wc->code)
        {
          wprefix = w->code, wunit = c;
          w = wc;
          continue;
        }
      if ((rc = emit (p, w)))
        return rc;
      if (!insert (p, w->code, c))
        return SS_LZ_MEMORY;
      w = find (p, 0, c);
      wprefix = 0, wunit = c;
    }
  if (w && (rc = emit (p, find (p, wprefix, wunit))))
    return rc;
  if ((rc = put (p, 2, p->bits)))
    return rc;
  /* the last bits, then zero bits up to the end of a character:
     always at least one (lz-string adds a whole character of them when
     the last one is full) */
  do
    rc = put (p, 0, 1);
  while (!rc && p->position);
  return rc;
}

int
ss_lz_compress_base64 (const char *in, size_t len, char **out,
                       size_t *outlen)
{
  text16 t = { NULL, 0, 0, (size_t) -1 };
  packer p = { .bits = 2, .enlarge = 2, .size = 3, .cap = 1024 };
  p.table = ss_calloc (p.cap, sizeof *p.table);
  int rc = p.table ? to_utf16 (in, len, &t) : SS_LZ_MEMORY;
  if (!rc)
    rc = compress (&t, &p);
  free (t.u);
  free (p.table);
  /* padded with '=' to a multiple of 4 */
  char *o = rc ? NULL : ss_realloc (p.out, p.len + 4);
  if (!rc && !o)
    rc = SS_LZ_MEMORY;
  if (!rc)
    {
      p.out = o;
      while (p.len % 4)
        p.out[p.len++] = '=';
      p.out[p.len] = 0;
      *out = p.out;
      *outlen = p.len;
      return 0;
    }
  free (p.out);
  return rc;
}
