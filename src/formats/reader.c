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

/* Whether a first line of numbers that is neither a grid row nor a
   whole puzzle is one for the free-form reader: its first field makes
   a whole puzzle (a rating or a name follows), or its columns do,
   spaces standing for blanks ("16   5"). */
static int
free_form_line (const ss_reader *r)
{
  size_t end = 0;
  while (end < r->len && r->buf[end] != ' ' && r->buf[end] != '\t')
    end++;
  for (int n = SS_MIN_SIDE; n <= SS_MAX_CHARS_N; n++)
    if ((size_t) n * n == end && ss_reader_sized (n))
      return 1;
  return (r->buf[0] == ' ' || strstr (r->buf, "  "))
         && r->len <= SS_MAX_CHARS_N && ss_reader_sized ((long) r->len);
}

/* Decide the format from the first non-blank line (which stays unread).
   A JSON object ('{'), a link or lz-string text (N4Ig...) is f-puzzles.
   The square of a grid side (16, 36, 64, 81, ...) of entries is a
   whole puzzle on one line, unless a value on it is too big for that
   puzzle or, for integers, the side's boxes are not square (see below),
   in which case it is the first row of a grid of that side.
   Kept long: the format's tests in their order of precedence, one after
   another over the same first line. */
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
  int loose = 0; /* a line of cells for the free-form reader */
  for (int n = SS_MIN_SIDE; n <= SS_MAX_SIDE && !k2; n++)
    if ((long) n * n == (tokens > 1 ? tokens : chars) && ss_reader_sized (n))
      k2 = n;
  if (tokens == 1 && digits_only && chars <= 2)
    r->format = SS_FMT_SUDOMINOKU;
  else if (tokens > 1 && !digits_only)
    ;   /* cells that are not numbers: free-form, below */
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
  else if (k2 && charmax > k2 && chars > SS_MAX_CHARS_N)
    loose = 1;   /* a value too big for the puzzle ('X' blanks) */
  else if (k2 && !(charmax > k2 && chars <= SS_MAX_CHARS_N))
    r->format = SS_FMT_LINE;
  else if (ss_reader_sized (chars) && chars <= SS_MAX_CHARS_N)
    {
      if (charmax <= chars)
        r->format = SS_FMT_CHARS;
      else
        loose = 1;   /* a title ("HARD"), 'X' blanks */
    }
  r->detected = r->format != SS_FMT_AUTO;
  if (r->format == SS_FMT_AUTO && (loose || (tokens > 1 && !digits_only)
                                   || free_form_line (r)))
    {
      r->freeform = r->detected = 1;
      return 1;
    }
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

/* Whether a line of a puzzle detected as grid, chars or line is one
   the strict readers take for no cells, but the free-form reader does:
   a separator line, a frame ('|', box drawing), a comment, a header
   ('[', a word in lower case). */
static int
decoration (const char *s, size_t len)
{
  int rule = 1, lower = 0;
  for (size_t i = 0; i < len; i++)
    {
      int ch = (unsigned char) s[i];
      if (strchr ("|#[:+=", ch) || (ch == '/' && i + 1 < len
                                     && s[i + 1] == '/')
          || (ch == 0xe2 && i + 1 < len
              && ((unsigned char) s[i + 1] == 0x94
                  || (unsigned char) s[i + 1] == 0x95)))
        return 1;
      rule &= ch == '-' || ch == ' ' || ch == '\t';
      lower = ch >= 'a' && ch <= 'z' ? lower + 1 : 0;
      if (lower >= 2)
        return 1;
    }
  return rule && memchr (s, '-', len);
}

/* Under auto detection, whether the next puzzle's block (its first
   line, and for a grid its rows up to the side the first one gives)
   holds decoration: then the free-form reader reads the rest. */
static int
block_decorated (ss_reader *r, ss_error *err)
{
  const char *s;
  size_t len, k = 0;
  long no, n = 0, rows = 0;
  int rc;
  while ((rc = ss_reader_peek (r, k, &s, &len, &no, err)) == 1)
    {
      k++;
      int blank = 1;
      for (size_t i = 0; i < len; i++)
        blank &= s[i] == ' ' || s[i] == '\t';
      if (blank)
        continue;   /* blank lines before it, or between bands */
      if (decoration (s, len))
        return 1;
      if (r->format == SS_FMT_LINE)
        return 0;
      if (!rows++)
        {
          /* the side: characters, or numbers */
          for (size_t i = 0; i < len; i++)
            if (r->format == SS_FMT_CHARS)
              n += s[i] != ' ' && s[i] != '\t';
            else
              n += s[i] != ' ' && s[i] != '\t'
                   && (!i || s[i - 1] == ' ' || s[i - 1] == '\t');
        }
      if (rows >= n || k > (size_t) (2 * n + 2))
        return 0;
    }
  return rc < 0 ? -1 : 0;
}

int
ss_reader_next (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  *out = NULL;
  ss_reader_keep_begin (r);
  if (r->deferred)
    {
      r->deferred = 0;
      r->dead = 1;
      r->count++;
      if (err)
        *err = r->later;
      return -1;
    }
  if (r->dead)
    return 0;
  if (r->format == SS_FMT_AUTO && !r->freeform)
    {
      int rc = detect (r, err);
      if (rc <= 0)
        return rc;
    }
  if (r->detected && !r->freeform && (r->format == SS_FMT_GRID
                                      || r->format == SS_FMT_CHARS
                                      || r->format == SS_FMT_LINE))
    {
      int rc = block_decorated (r, err);
      if (rc < 0)
        {
          r->dead = 1;
          return -1;
        }
      r->freeform = rc;
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
