/* parse.c: parsers for the grid, chars and line formats.  Each cell's
   line and column are kept so a rule broken by the givens is reported
   where the offending value was written. */
#include "reader.h"

#include <stdlib.h>
#include <string.h>

/* The grid side n of a line of n*n entries, else 0. */
static int
root_of (long m)
{
  for (int n = SS_MIN_SIDE; n <= SS_MAX_SIDE; n++)
    if ((long) n * n == m)
      return n;
  return 0;
}

/* Scan the integers on the current line; calls back for each with its
   column.  Returns the number of integers, or -1 on a stray character.
   Values above 99999 are clamped (they are out of range anyway). */
typedef int (*int_fn) (void *ctx, long idx, long val, long col);

static long
scan_ints (ss_reader *r, int_fn fn, void *ctx, ss_error *err)
{
  long count = 0;
  size_t i = 0;
  while (i < r->len)
    {
      char ch = r->buf[i];
      if (ch == ' ' || ch == '\t')
        {
          i++;
          continue;
        }
      if (ch < '0' || ch > '9')
        return ss_reader_bad_char (r, i, err);
      size_t start = i;
      long val = 0;
      while (i < r->len && r->buf[i] >= '0' && r->buf[i] <= '9')
        {
          val = val * 10 + (r->buf[i] - '0');
          if (val > 99999)
            val = 99999;
          i++;
        }
      if (i < r->len && r->buf[i] != ' ' && r->buf[i] != '\t')
        return ss_reader_bad_char (r, i, err);
      if (fn && fn (ctx, count, val, (long) start + 1))
        return -1;
      count++;
    }
  return count;
}

/* Length of the current line without trailing white space. */
static size_t
trimmed_len (const ss_reader *r)
{
  size_t len = r->len;
  while (len && (r->buf[len - 1] == ' ' || r->buf[len - 1] == '\t'))
    len--;
  return len;
}

/* Auto-detection takes a first line of m = n*n entries (16, 81, 256)
   for a whole puzzle; when a value over n turns up on such a line, the
   input may rather be a grid of side m whose first row held small
   values only.  Returns a hint saying how to read it so, or "". */
static const char *
grid_hint (const ss_reader *r, const ss_puzzle *p, long val, int ints,
           char *buf, size_t size)
{
  int m = p->n * p->n;    /* n <= 400 */
  if (!r->detected || p->style.format != SS_FMT_LINE || val > m
      || m > SS_MAX_SIDE || (!ints && m > SS_MAX_CHARS_N))
    return "";
  snprintf (buf, size, " (the first line made this input %dx%d puzzles, "
            "one per line; --format=%s reads a %dx%d grid)", p->n, p->n,
            ints ? "grid" : "chars", m, m);
  return buf;
}

typedef struct row_ctx {
  ss_reader *r;
  ss_puzzle *p;
  long base;            /* index of the first cell this line fills */
  long limit;           /* cells this line may fill */
  ss_error *err;
} row_ctx;

static int
store_int (void *vctx, long idx, long val, long col)
{
  row_ctx *x = vctx;
  if (idx >= x->limit)
    return ss_fail (x->err, SS_ERR_INPUT, x->r->name, x->r->lineno, col,
                    "too many values: expected %ld", x->limit);
  if (val > x->p->n)
    {
      /* quote the number as written (val is clamped), cut when huge */
      const char *tok = x->r->buf + col - 1;
      int len = (int) strspn (tok, "0123456789");
      char hint[160];
      return ss_fail (x->err, SS_ERR_INPUT, x->r->name, x->r->lineno, col,
                      "value %.*s%s out of range 0-%d%s", len > 20 ? 20 : len,
                      tok, len > 20 ? "..." : "", x->p->n,
                      grid_hint (x->r, x->p, val, 1, hint, sizeof hint));
    }
  x->p->cells[x->base + idx] = (int) val;
  x->r->cl[x->base + idx] = x->r->lineno;
  x->r->cc[x->base + idx] = col;
  return 0;
}

/* Store the characters [0, len) of the current line as cells. */
static int
store_chars (ss_reader *r, ss_puzzle *p, long base, size_t len,
             ss_error *err)
{
  for (size_t i = 0; i < len; i++)
    {
      int ch = (unsigned char) r->buf[i];
      int v = ss_reader_char_value (r, p->n, ch);
      if (v == -2)
        return ss_reader_bad_char (r, i, err);
      if (v > p->n)
        {
          char hint[160];
          return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno,
                          (long) i + 1, "value '%c' (%d) out of range for "
                          "a %dx%d grid%s", ch, v, p->n, p->n,
                          grid_hint (r, p, v, 0, hint, sizeof hint));
        }
      if (v <= 0)
        p->style.blank = (char) ch;
      p->cells[base + (long) i] = v;
      r->cl[base + (long) i] = r->lineno;
      r->cc[base + (long) i] = (long) i + 1;
    }
  return 0;
}

static int
grid_fail (ss_reader *r, ss_puzzle *p)
{
  r->dead = 1;
  r->count++;
  ss_puzzle_free (p);
  return -1;
}

/* Grid formats: n lines of n entries, one grid after another.
   Kept long: one loop over a grid's lines, a case each for a blank line, a
   comment, a separator and a row. */
static int
parse_rows (ss_reader *r, ss_puzzle **out, ss_error *err, int chars)
{
  int rc = ss_reader_content (r, err);
  if (rc <= 0)
    return rc < 0 ? grid_fail (r, NULL) : 0;
  long first = r->lineno;
  long n = chars ? (long) trimmed_len (r) : scan_ints (r, NULL, NULL, err);
  if (n < 0)
    return grid_fail (r, NULL);
  char what[64];
  snprintf (what, sizeof what, "a grid row of %ld %s", n,
            chars ? "characters" : "values");
  if (n < SS_MIN_SIDE || n > (chars ? SS_MAX_CHARS_N : SS_MAX_SIDE))
    {
      ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
               "%s: the side must be from %d to %d", what, SS_MIN_SIDE,
               chars ? SS_MAX_CHARS_N : SS_MAX_SIDE);
      return grid_fail (r, NULL);
    }
  ss_puzzle *p = ss_reader_puzzle (r, n, what, err);
  if (!p)
    return grid_fail (r, NULL);
  p->style.format = chars ? SS_FMT_CHARS : SS_FMT_GRID;
  if (ss_reader_positions (r, n * n, err))
    return grid_fail (r, p);
  for (long row = 0; row < n; row++)
    {
      if (row > 0)
        {
          rc = ss_reader_line (r, err);
          /* detected grids may leave blank lines between bands */
          while (rc == 1 && r->detected && row % p->br == 0
                 && ss_reader_blank (r))
            rc = ss_reader_line (r, err);
          if (rc < 0)
            return grid_fail (r, p);
          if (rc == 0 || ss_reader_blank (r))
            {
              ss_fail (err, SS_ERR_INPUT, r->name,
                       rc ? r->lineno : r->lineno + 1, 1,
                       "grid ends after %ld row%s, expected %ld", row,
                       row == 1 ? "" : "s", n);
              return grid_fail (r, p);
            }
        }
      long got;
      if (chars)
        {
          got = (long) trimmed_len (r);
          if (got == n && store_chars (r, p, row * n, (size_t) n, err))
            return grid_fail (r, p);
        }
      else
        {
          row_ctx x = { r, p, row * n, n, err };
          got = scan_ints (r, store_int, &x, err);
          if (got < 0)
            return grid_fail (r, p);
        }
      if (got != n)
        {
          ss_fail (err, SS_ERR_INPUT, r->name, r->lineno,
                   (long) trimmed_len (r) + 1,
                   "row has %ld %s, expected %ld", got,
                   chars ? "cells" : "values", n);
          return grid_fail (r, p);
        }
    }
  if ((chars && ss_reader_alphabet (r, p, first, err))
      || ss_written_attach (r, p, first, r->lineno, err))
    return grid_fail (r, p);
  if (ss_reader_finish (r, p, first, out, err) < 0)
    {
      r->dead = 1;
      return -1;
    }
  return 1;
}

int
ss_parse_grid (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  return parse_rows (r, out, err, 0);
}

int
ss_parse_chars (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  return parse_rows (r, out, err, 1);
}

/* Line format: each non-blank line is a whole puzzle, n*n characters
   or n*n integers.  An error spoils that line only. */
int
ss_parse_line (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  int rc = ss_reader_content (r, err);
  if (rc <= 0)
    return rc;
  long line = r->lineno;
  int ints = 0;
  for (size_t i = 0, seen = 0; i < trimmed_len (r); i++)
    if (r->buf[i] == ' ' || r->buf[i] == '\t')
      ints = seen > 0;
    else
      seen++;
  long count = ints ? scan_ints (r, NULL, NULL, err) : (long) trimmed_len (r);
  if (count < 0)
    {
      r->count++;
      return -1;
    }
  int n = root_of (count);
  char what[64];
  snprintf (what, sizeof what, "a puzzle line of %ld %s", count,
            ints ? "values" : "characters");
  if (n && !ints && n > SS_MAX_CHARS_N)
    {
      /* a square, but of a side whose values one character cannot
         hold (1-9, then A-Z) */
      r->count++;
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
                      "%s: a %dx%d grid's values run to %d, past the %d "
                      "one character can write (1-9, A-Z): write them as "
                      "numbers separated by spaces", what, n, n, n,
                      SS_MAX_CHARS_N);
    }
  if (!n)
    {
      int top = ints ? SS_MAX_SIDE : SS_MAX_CHARS_N;
      r->count++;
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
                      "%s: expected 16, 36, 64, 81, ..., %d (the square "
                      "of a grid side from %d to %d)", what, top * top,
                      SS_MIN_SIDE, top);
    }
  ss_puzzle *p = ss_reader_puzzle (r, n, what, err);
  if (!p)
    {
      r->count++;
      return -1;
    }
  if (ss_reader_positions (r, count, err))
    {
      r->count++;
      ss_puzzle_free (p);
      return -1;
    }
  p->style.format = SS_FMT_LINE;
  p->style.ints = ints;
  if (ints)
    {
      row_ctx x = { r, p, 0, count, err };
      rc = scan_ints (r, store_int, &x, err) < 0 ? -1 : 0;
    }
  else
    rc = store_chars (r, p, 0, (size_t) count, err)
         || ss_reader_alphabet (r, p, line, err) ? -1 : 0;
  if (rc)
    {
      r->count++;
      ss_puzzle_free (p);
      return -1;
    }
  return ss_reader_finish (r, p, line, out, err);
}
