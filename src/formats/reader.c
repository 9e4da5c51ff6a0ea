/* reader.c: format detection, and dispatch to the parser of each
   format. */
#include "reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The value of ch on a first line (under --symbols when given), -1
   when it is none. */
static int
char_value (const ss_reader *r, int ch)
{
  int v = ss_reader_char_value (r, 0, ch);
  return v == -2 ? -1 : v;
}

/* Whether the first line calls for the free-form reader: a printable
   character no format takes (decoration, a header, a comment, another
   blank) or a box-drawing character; bytes that are nothing of the
   kind (NUL, broken UTF-8) are left to the usual message. */
static int
decorated (const ss_reader *r)
{
  for (size_t i = 0; i < r->len; i++)
    {
      int ch = (unsigned char) r->buf[i];
      if ((ch > ' ' && ch < 0x7f && char_value (r, ch) < 0)
          || (ch == 0xe2 && i + 1 < r->len
              && ((unsigned char) r->buf[i + 1] == 0x94
                  || (unsigned char) r->buf[i + 1] == 0x95)))
        return 1;
    }
  return 0;
}

/* Decide the format from the first non-blank line (which stays unread).
   A JSON object ('{'), a link or lz-string text (N4Ig...) is f-puzzles.
   The square of a grid side (16, 36, 64, 81, ...) of entries is a
   whole puzzle on one line, unless a value on it is too big for that
   puzzle or, for integers, the side's boxes are not square (see below),
   in which case it is the first row of a grid of that side. */
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
  if (ss_fpuzzles_line_kind (r->buf, r->len))
    {
      r->format = SS_FMT_FPUZZLES;
      r->detected = 1;
      return 1;
    }
  if (decorated (r))
    {
      r->freeform = r->detected = 1;
      return 1;
    }
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
      int v = char_value (r, ch);
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
  int k2 = 0;    /* the side of a whole puzzle on this line */
  for (int n = SS_MIN_SIDE; n <= SS_MAX_SIDE && !k2; n++)
    if ((long) n * n == (tokens > 1 ? tokens : chars) && ss_reader_sized (n))
      k2 = n;
  if (tokens == 1 && digits_only && chars <= 2)
    r->format = SS_FMT_SUDOMINOKU;
  else if (tokens > 1)
    {
      /* A row of integers that could also be a grid row is a whole
         puzzle only for a side with square boxes (16, 81, 256, ...
         entries) and values that fit it: 36, 100 or 400 zeros are the
         first row of a 36x36, 100x100 or 400x400 grid (--format=line
         reads them as one puzzle of side 6, 10 or 20). */
      int square = 0;
      for (int k = 2; k * k <= k2; k++)
        square |= k * k == k2;
      if (k2 && !(maxval > k2 && ss_reader_sized (tokens))
          && (square || !ss_reader_sized (tokens)))
        r->format = SS_FMT_LINE;
      else if (ss_reader_sized (tokens))
        r->format = SS_FMT_GRID;
    }
  else if (k2 && !(charmax > k2 && chars <= SS_MAX_CHARS_N))
    r->format = SS_FMT_LINE;
  else if (ss_reader_sized (chars) && chars <= SS_MAX_CHARS_N)
    r->format = SS_FMT_CHARS;
  r->detected = r->format != SS_FMT_AUTO;
  /* cells grouped by box ("530 070 000"): groups of one length, which
     the free-form reader then counts */
  if (r->format == SS_FMT_AUTO && tokens > 1 && chars > tokens
      && chars % tokens == 0)
    {
      size_t i = 0, run = 0, group = (size_t) (chars / tokens);
      for (; i <= r->len; i++)
        if (i == r->len || r->buf[i] == ' ' || r->buf[i] == '\t')
          {
            if (run && run != group)
              break;
            run = 0;
          }
        else if (char_value (r, (unsigned char) r->buf[i]) >= 0)
          run++;
        else
          break;
      if (i > r->len)
        {
          r->freeform = r->detected = 1;
          return 1;
        }
    }
  if (r->format == SS_FMT_AUTO)
    {
      r->dead = 1;
      /* a byte no format takes says more than the count (a byte order
         mark, a NUL, a letter) */
      for (size_t i = 0; i < r->len; i++)
        if (r->buf[i] != ' ' && r->buf[i] != '\t'
            && char_value (r, (unsigned char) r->buf[i]) < 0)
          return ss_reader_bad_char (r, i, err);
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
                      "cannot tell the format: a first line of %ld %s is "
                      "neither a grid row (4, 6, 8, 9, ... entries) nor a "
                      "whole puzzle (16, 36, 64, 81, ... entries); use "
                      "--format",
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
  if (r->format == SS_FMT_AUTO && !r->freeform)
    {
      int rc = detect (r, err);
      if (rc <= 0)
        return rc;
    }
  int rc;
  switch (r->freeform ? SS_FMT_AUTO : r->format)
    {
    case SS_FMT_AUTO:
      rc = ss_parse_free (r, out, err);
      break;
    case SS_FMT_GRID:
      rc = ss_parse_grid (r, out, err);
      break;
    case SS_FMT_CHARS:
      rc = ss_parse_chars (r, out, err);
      break;
    case SS_FMT_LINE:
      rc = ss_parse_line (r, out, err);
      break;
    case SS_FMT_SUDOMINOKU:
      rc = ss_parse_sudominoku (r, out, err);
      break;
    case SS_FMT_FPUZZLES:
      rc = ss_parse_fpuzzles (r, out, err);
      break;
    default:
      r->dead = 1;
      return ss_fail (err, SS_ERR_USAGE, r->name, 0, 0, "unknown format");
    }
  /* out of memory ends the input in every format: the rest would fail
     alike */
  if (rc < 0 && err && err->status == SS_ERR_MEMORY)
    r->dead = 1;
  return rc;
}

static const char *const format_names[] = {
  "auto", "grid", "chars", "line", "sudominoku", "fpuzzles"
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
