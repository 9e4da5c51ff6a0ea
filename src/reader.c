/* reader.c: line access with limits, format detection, and dispatch to
   the parser of each format. */
#include "reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

ss_reader *
ss_reader_new (FILE *f, const char *name, ss_format format)
{
  ss_reader *r = ss_calloc (1, sizeof *r);
  r->f = f;
  r->name = name;
  r->format = format;
  r->max_line = SS_MAX_LINE;
  r->cap = 256;
  r->buf = ss_malloc (r->cap);
  r->buf[0] = 0;
  return r;
}

void
ss_reader_set_lenient (ss_reader *r, int lenient)
{
  r->lenient = lenient;
}

void
ss_reader_set_max_line (ss_reader *r, long bytes)
{
  r->max_line = bytes > 0 ? bytes : SS_MAX_LINE;
}

void
ss_reader_free (ss_reader *r)
{
  if (!r)
    return;
  free (r->buf);
  free (r->cl);
  free (r->cc);
  free (r);
}

ss_format
ss_reader_format (const ss_reader *r)
{
  return r->format;
}

int
ss_reader_line (ss_reader *r, ss_error *err)
{
  int ch;
  if (r->pushed)
    {
      r->pushed = 0;
      return 1;
    }
  if (r->eof)
    return 0;
  r->len = 0;
  while ((ch = getc (r->f)) != EOF && ch != '\n')
    {
      /* the limit counts the bytes before the line end (CR LF or LF) */
      if ((long) r->len >= r->max_line + (ch == '\r'))
        {
          r->lineno++;
          r->dead = 1;
          return ss_fail (err, SS_ERR_LIMIT, r->name, r->lineno,
                          r->max_line + 1, "line longer than %ld bytes "
                          "(--max-line raises the limit)", r->max_line);
        }
      if (r->len + 2 > r->cap)
        {
          r->cap *= 2;
          r->buf = ss_realloc (r->buf, r->cap);
        }
      r->buf[r->len++] = (char) ch;
    }
  if (ch == EOF)
    {
      r->eof = 1;
      if (ferror (r->f))
        {
          r->dead = 1;   /* errno from read(2), e.g. EISDIR */
          return ss_fail (err, SS_ERR_INPUT, r->name, 0, 0, "read error: %s",
                          strerror (errno));
        }
      if (!r->len)
        return 0;
    }
  if (r->len && r->buf[r->len - 1] == '\r')
    r->len--;
  /* Editors on Windows may start a UTF-8 file with a byte-order mark;
     it is invisible there, so columns are counted after it. */
  if (!r->lineno && r->len >= 3 && !memcmp (r->buf, "\xef\xbb\xbf", 3))
    {
      r->len -= 3;
      memmove (r->buf, r->buf + 3, r->len);
    }
  r->buf[r->len] = 0;
  r->lineno++;
  return 1;
}

void
ss_reader_unread (ss_reader *r)
{
  r->pushed = 1;
}

int
ss_reader_blank (const ss_reader *r)
{
  for (size_t i = 0; i < r->len; i++)
    if (r->buf[i] != ' ' && r->buf[i] != '\t')
      return 0;
  return 1;
}

int
ss_reader_bad_char (ss_reader *r, size_t i, ss_error *err)
{
  unsigned char ch = (unsigned char) r->buf[i];
  if (ch >= 0x20 && ch < 0x7f)
    return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                    "unexpected character '%c'", ch);
  return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                  "unexpected byte 0x%02x", ch);
}

void
ss_reader_positions (ss_reader *r, long cells)
{
  if ((size_t) cells > r->poscap)
    {
      r->poscap = (size_t) cells;
      r->cl = ss_realloc (r->cl, r->poscap * sizeof *r->cl);
      r->cc = ss_realloc (r->cc, r->poscap * sizeof *r->cc);
    }
}

/* Side k when n == k*k for some k in the supported range, else 0. */
static int
box_side (long n)
{
  for (int k = SS_MIN_K; k <= SS_MAX_K; k++)
    if ((long) k * k == n)
      return k;
  return 0;
}

/* Decide the format from the first non-blank line (which stays unread).
   A fourth power of entries (16, 81, 256, ...) is a whole puzzle on one
   line, unless a value on it is too big for that puzzle, in which case
   it is the first row of a grid of that side. */
static int
detect (ss_reader *r, ss_error *err)
{
  int rc;
  do
    rc = ss_reader_line (r, err);
  while (rc == 1 && ss_reader_blank (r));
  if (rc <= 0)
    return rc;
  ss_reader_unread (r);
  /* maxval reads digit runs as numbers (a row of integers); charmax
     reads each character as one value (a line of characters, where
     "12" is two cells) */
  long tokens = 0, maxval = 0, val = 0, chars = 0, charmax = 0;
  int digits_only = 1, in = 0;
  for (size_t i = 0; i <= r->len; i++)
    {
      int ch = (unsigned char) r->buf[i];
      if (i == r->len || ch == ' ' || ch == '\t')
        {
          if (in && val > maxval)
            maxval = val;
          in = 0;
          continue;
        }
      if (!in)
        tokens++, in = 1, val = 0;
      chars++;
      int v = ss_char_value (ch);
      if (v > charmax)
        charmax = v;
      if (isdigit (ch))
        val = val > 100000 ? val : val * 10 + (ch - '0');
      else
        {
          digits_only = 0;
          if (v > maxval)
            maxval = v;
        }
    }
  int k2 = 0;
  for (int k = SS_MIN_K; k <= SS_MAX_K && !k2; k++)
    if ((long) k * k * k * k == (tokens > 1 ? tokens : chars))
      k2 = k * k;
  if (tokens == 1 && digits_only && chars <= 2)
    r->format = SS_FMT_SUDOMINOKU;
  else if (tokens > 1)
    {
      if (k2 && !(maxval > k2 && box_side (tokens)))
        r->format = SS_FMT_LINE;
      else if (box_side (tokens))
        r->format = SS_FMT_GRID;
    }
  else if (k2 && !(charmax > k2 && chars <= SS_MAX_CHARS_N))
    r->format = SS_FMT_LINE;
  else if (box_side (chars) && chars <= SS_MAX_CHARS_N)
    r->format = SS_FMT_CHARS;
  r->detected = r->format != SS_FMT_AUTO;
  if (r->format == SS_FMT_AUTO)
    {
      r->dead = 1;
      /* a byte no format takes says more than the count (a byte order
         mark, a NUL, a letter) */
      for (size_t i = 0; i < r->len; i++)
        if (r->buf[i] != ' ' && r->buf[i] != '\t'
            && ss_char_value ((unsigned char) r->buf[i]) < 0)
          return ss_reader_bad_char (r, i, err);
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
                      "cannot tell the format: a first line of %ld %s is "
                      "neither a grid row (4, 9, 16, 25, ... entries) nor a "
                      "whole puzzle (16, 81, 256, ... entries); use --format",
                      tokens > 1 ? tokens : chars,
                      tokens > 1 ? "numbers" : "characters");
    }
  return 1;
}

int
ss_reader_next (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  *out = NULL;
  if (r->dead)
    return 0;
  if (r->format == SS_FMT_AUTO)
    {
      int rc = detect (r, err);
      if (rc <= 0)
        return rc;
    }
  switch (r->format)
    {
    case SS_FMT_GRID:
      return ss_parse_grid (r, out, err);
    case SS_FMT_CHARS:
      return ss_parse_chars (r, out, err);
    case SS_FMT_LINE:
      return ss_parse_line (r, out, err);
    case SS_FMT_SUDOMINOKU:
      return ss_parse_sudominoku (r, out, err);
    default:
      r->dead = 1;
      return ss_fail (err, SS_ERR_USAGE, r->name, 0, 0, "unknown format");
    }
}

static const char *const format_names[] = {
  "auto", "grid", "chars", "line", "sudominoku"
};

const char *
ss_format_name (ss_format f)
{
  return (unsigned) f < sizeof format_names / sizeof *format_names
         ? format_names[f] : "?";
}

int
ss_format_parse (const char *name, ss_format *out)
{
  for (unsigned i = 0; i < sizeof format_names / sizeof *format_names; i++)
    if (!strcmp (name, format_names[i]))
      {
        *out = (ss_format) i;
        return 0;
      }
  return -1;
}

char
ss_value_char (int v)
{
  if (v <= 0)
    return '.';
  if (v <= 9)
    return (char) ('0' + v);
  if (v <= SS_MAX_CHARS_N)
    return (char) ('A' + v - 10);
  return '?';
}

int
ss_char_value (int ch)
{
  if (ch >= '0' && ch <= '9')
    return ch - '0';
  if (ch >= 'A' && ch <= 'Z')
    return ch - 'A' + 10;
  if (ch == '.')
    return 0;
  return -1;
}
