/* error.c: error records, the escaping that keeps every message valid
   UTF-8 on one line whatever it quotes, and allocation that returns
   NULL on failure (with a hook that makes a chosen allocation fail, for
   tests). */
#include "model/model.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t
ss_utf8_char (const char *s, size_t len, long *cp)
{
  const unsigned char *u = (const unsigned char *) s;
  unsigned c = u[0];
  /* the sequence's length from its lead byte; the shortest form of a
     code point up to U+10FFFF that is no surrogate */
  size_t n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2
             : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  long v = (long) (c & (n == 1 ? 0x7f : n == 2 ? 0x1f : n == 3 ? 0x0f
                        : 0x07));
  int valid = n && n <= len;
  for (size_t i = 1; valid && i < n; i++)
    {
      valid = (u[i] & 0xc0) == 0x80;
      v = v << 6 | (u[i] & 0x3f);
    }
  if (valid && ((n == 3 && v < 0x800) || (n == 4 && v < 0x10000)
                || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)))
    valid = 0;
  *cp = valid ? v : -1;
  return valid ? n : 1;
}

/* The character at s[0..len) as a message shows it: its form in out
   (at most 7 bytes) and *outlen; returns the input bytes it takes. */
static size_t
shown_char (const char *s, size_t len, char out[8], size_t *outlen)
{
  long cp;
  size_t n = ss_utf8_char (s, len, &cp);
  if (cp == '\n' || cp == '\r' || cp == '\t')
    {
      out[0] = '\\';
      out[1] = cp == '\n' ? 'n' : cp == '\r' ? 'r' : 't';
      *outlen = 2;
    }
  else if (cp < 0x20 || cp == 0x7f)   /* an invalid byte (-1) too */
    *outlen = (size_t) snprintf (out, 8, "\\x%02x", (unsigned char) s[0]);
  else if ((cp >= 0x80 && cp <= 0x9f) || cp == 0x200e || cp == 0x200f
           || (cp >= 0x2028 && cp <= 0x202e)
           || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xfeff)
    *outlen = (size_t) snprintf (out, 8, "\\u%04lx", cp);
  else
    {
      memcpy (out, s, n);
      *outlen = n;
    }
  return n;
}

size_t
ss_text_escape (char *dst, size_t size, const char *s, size_t len)
{
  char one[8];
  size_t olen, total = 0, out = 0;
  if (!size)
    return 0;
  for (size_t i = 0; i < len; total += olen)
    i += shown_char (s + i, len - i, one, &olen);
  /* what is cut leaves room for "..." */
  size_t room = total < size ? total : size > 4 ? size - 4 : 0;
  for (size_t i = 0; i < len;)
    {
      size_t step = shown_char (s + i, len - i, one, &olen);
      if (out + olen > room)
        break;
      memcpy (dst + out, one, olen);
      out += olen;
      i += step;
    }
  if (total >= size)
    while (out < size - 1 && out < room + 3)
      dst[out++] = '.';
  dst[out] = 0;
  return out;
}

void
ss_text_print (FILE *out, const char *s)
{
  size_t len = strlen (s), olen;
  char one[8];
  for (size_t i = 0; i < len;)
    {
      i += shown_char (s + i, len - i, one, &olen);
      fwrite (one, 1, olen, out);
    }
}

void
ss_error_set_file (ss_error *err, const char *file)
{
  ss_text_escape (err->file, sizeof err->file, file, strlen (file));
}

const char *
ss_quote (char dst[SS_QUOTE_BYTES], const char *s, size_t len, char quote)
{
  char text[4 * SS_QUOTE_SHOWN + 1];
  size_t shown = len;
  if (len > SS_QUOTE_SHOWN)
    {
      /* cut before a character the limit falls in: a lead byte in
         the last three whose sequence reaches past them */
      shown = SS_QUOTE_SHOWN;
      for (size_t k = 1; k <= 3; k++)
        {
          unsigned char b = (unsigned char) s[shown - k];
          if (b >= 0x80 && b < 0xc0)
            continue;
          if (b < 0x80)
            break;
          if ((b >= 0xf0 ? 4u : b >= 0xe0 ? 3u : 2u) > k)
            shown -= k;
          break;
        }
    }
  ss_text_escape (text, sizeof text, s, shown);
  char q[2] = { quote, 0 };
  if (shown == len)
    snprintf (dst, SS_QUOTE_BYTES, "%s%s%s", q, text, q);
  else
    snprintf (dst, SS_QUOTE_BYTES, "%s%s...%s (%zu bytes)", q, text, q,
              len);
  return dst;
}

int
ss_vfail (ss_error *err, ss_status status, const char *file, long line,
          long col, const char *fmt, va_list ap)
{
  /* Formatted whole before anything of err changes (an argument may be
     its own message); past the buffer the text is cut anyway, as
     escaping never shortens it. */
  char raw[4 * sizeof err->msg];
  if (!err)
    return -1;
  int n = vsnprintf (raw, sizeof raw, fmt, ap);
  size_t len = n < 0 ? 0 : (size_t) n < sizeof raw ? (size_t) n
               : sizeof raw - 1;
  char name[sizeof err->file];
  ss_text_escape (name, sizeof name, file ? file : "", file ? strlen (file)
                  : 0);
  err->status = status;
  memcpy (err->file, name, sizeof name);
  err->line = line;
  err->col = col;
  ss_text_escape (err->msg, sizeof err->msg, raw, len);
  return -1;
}

int
ss_fail (ss_error *err, ss_status status, const char *file, long line,
         long col, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = ss_vfail (err, status, file, line, col, fmt, ap);
  va_end (ap);
  return rc;
}

void
ss_error_print (FILE *out, const ss_error *err)
{
  if (err->file[0] && err->line > 0 && err->col > 0)
    fprintf (out, "%s:%ld:%ld: %s\n", err->file, err->line, err->col,
             err->msg);
  else if (err->file[0] && err->line > 0)
    fprintf (out, "%s:%ld: %s\n", err->file, err->line, err->msg);
  else if (err->file[0])
    fprintf (out, "%s: %s\n", err->file, err->msg);
  else
    fprintf (out, "sudosat: %s\n", err->msg);
}

int
ss_oom (ss_error *err)
{
  return ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0, "out of memory");
}

/* The testing hook's countdown: allocations left before one fails; -1
   while no failure is planned.  Only tests set it (single-threaded);
   threads of a solving program only read the -1. */
static long fail_after = -1;

long
ss_alloc_fail_after (long n)
{
  long left = fail_after;
  fail_after = n < 0 ? -1 : n;
  return left;
}

int
ss_alloc_fault (void)
{
  if (fail_after < 0)
    return 0;
  if (fail_after == 0)
    {
      fail_after = -1;
      return 1;
    }
  fail_after--;
  return 0;
}

void *
ss_malloc (size_t size)
{
  return ss_alloc_fault () ? NULL : malloc (size ? size : 1);
}

void *
ss_calloc (size_t n, size_t size)
{
  if (size && n > (size_t) -1 / size)
    return NULL;   /* n * size does not fit in size_t */
  return ss_alloc_fault () ? NULL : calloc (n ? n : 1, size ? size : 1);
}

void *
ss_realloc (void *p, size_t size)
{
  return ss_alloc_fault () ? NULL : realloc (p, size ? size : 1);
}
