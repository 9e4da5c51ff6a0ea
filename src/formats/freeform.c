/* freeform.c: the free-form reader behind auto detection, for puzzles
   as people write them: separator lines and box-drawing frames, digits
   grouped by box, headers ("[Puzzle]", "Grid 01", a CSV header),
   comments, CSV lines holding a puzzle, and '_', '*', 'x' or '?' for
   blanks.  Each puzzle is read a character a cell, as n rows of n
   cells or as n*n cells on one line; decoration is left out, and the
   alphabet is settled as for the chars and line formats. */
#include "reader.h"

#include <string.h>

/* What a line holds once comments and decoration are left out. */
enum
{
  FREE_SKIP,     /* a comment or a separator line: ignored */
  FREE_BLANK,    /* nothing: between puzzles, or between bands */
  FREE_HEADER,   /* a title line: between puzzles only */
  FREE_CELLS
};

/* Characters people use for a blank besides '.' (and '0'), unless
   --symbols makes them values. */
static int
blank_alias (const ss_reader *r, int ch)
{
  return ch && strchr ("_*x?", ch) && !(r->symbols[0]
                                         && strchr (r->symbols, ch));
}

/* A header names a puzzle: "[Puzzle]", "Grid 01", "quizzes" (CSV),
   "Puzzle 3"; any word of two or more letters with a lower-case one
   among them (values are upper case; 'x' may be a run of blanks). */
static int
is_header (const ss_reader *r, size_t len)
{
  size_t i = 0, run = 0;
  int lower = 0;
  while (i < len && (r->buf[i] == ' ' || r->buf[i] == '\t'))
    i++;
  if (i < len && r->buf[i] == '[')
    return 1;
  for (; i < len; i++)
    {
      int ch = (unsigned char) r->buf[i];
      int letter = ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))
                   && !(r->symbols[0] && strchr (r->symbols, ch));
      if (!letter)
        {
          run = 0, lower = 0;
          continue;
        }
      run++;
      lower |= ch >= 'a' && ch <= 'z' && ch != 'x';
      if (run >= 2 && lower)
        return 1;
    }
  return 0;
}

/* A line holding a puzzle is never a header: a line whose cells before
   its first word could make a whole puzzle, or a CSV line one of whose
   fields holds 16 cells or more. */
static int
holds_cells (const ss_reader *r, size_t len)
{
  long cells = 0;
  for (size_t i = 0; i < len; i++)
    {
      int ch = (unsigned char) r->buf[i];
      if (ch == ',')
        cells = 0;
      else if (blank_alias (r, ch) || ss_reader_char_value (r, 0, ch) != -2)
        {
          if (++cells >= SS_MIN_SIDE * SS_MIN_SIDE)
            return 1;
        }
      else if (ch != ' ' && ch != '\t' && ch != '|')
        cells = 0;
    }
  return 0;
}

/* The side of a puzzle of m cells on one line, else 0. */
static int
root_of (long m)
{
  for (int n = SS_MIN_SIDE; n <= SS_MAX_CHARS_N; n++)
    if ((long) n * n == m && ss_reader_sized (n))
      return n;
  return 0;
}

/* The cells of bytes [from, to) of the current line when they hold
   nothing but cells and spaces, else 0. */
static long
plain_cells (const ss_reader *r, size_t from, size_t to)
{
  long cells = 0;
  for (size_t i = from; i < to; i++)
    {
      int ch = (unsigned char) r->buf[i];
      if (blank_alias (r, ch) || ss_reader_char_value (r, 0, ch) != -2)
        cells++;
      else if (ch != ' ' && ch != '\t')
        return 0;
    }
  return cells;
}

/* Classify the current line; count its cells into *count and their
   largest value into *maxv.  With p not NULL, also store the cells
   from index base on, with their positions.  FREE_*, or -1 on error. */
static int
scan_line (ss_reader *r, ss_puzzle *p, long base, long *count, int *maxv,
           ss_error *err)
{
  const char *b = r->buf;
  size_t len = r->len;
  int comment = 0;
  /* a comment runs from '#' or "//" to the end of the line */
  for (size_t i = 0; i < len; i++)
    if (b[i] == '#' || (b[i] == '/' && i + 1 < len && b[i + 1] == '/'))
      {
        len = i;
        comment = 1;
        break;
      }
  *count = 0;
  *maxv = 0;
  size_t from = 0;
  const char *comma = memchr (b, ',', len);
  if (comma)
    {
      /* a CSV line: a header names its first column ("quizzes",
         "id"); the puzzle is the first field of 16 cells or more and
         nothing else (an id may come before it, the solution after),
         or for the message the first field */
      if (is_header (r, (size_t) (comma - b)) && !holds_cells (r, len))
        return FREE_HEADER;
      size_t start = 0, end = (size_t) (comma - b), to = end;
      for (;;)
        {
          if (plain_cells (r, start, end) >= SS_MIN_SIDE * SS_MIN_SIDE)
            {
              from = start;
              to = end;
              break;
            }
          if (end == len)
            break;
          start = end + 1;
          const char *next = memchr (b + start, ',', len - start);
          end = next ? (size_t) (next - b) : len;
        }
      len = to;
    }
  if (is_header (r, len) && !holds_cells (r, len))
    return FREE_HEADER;
  long cells = 0;
  int rule = 0;
  size_t rule_at = 0;
  for (size_t i = from; i < len; i++)
    {
      int ch = (unsigned char) b[i];
      if (ch == ' ' || ch == '\t' || ch == '|')
        continue;
      /* box drawing, U+2500 to U+257F: E2 94 80 to E2 95 BF */
      if (ch == 0xe2 && i + 2 < len
          && ((unsigned char) b[i + 1] == 0x94
              || (unsigned char) b[i + 1] == 0x95)
          && ((unsigned char) b[i + 2] & 0xc0) == 0x80)
        {
          i += 2;
          continue;
        }
      /* rules between bands; never among cells ("-1" is no value) */
      if (ch == '-' || ch == '=' || ch == '+')
        {
          if (!rule++)
            rule_at = i;
          continue;
        }
      int c = blank_alias (r, ch) ? '.' : ch;
      int v = ss_reader_char_value (r, p ? p->n : 0, c);
      if (v == -2)
        return ss_reader_bad_char (r, i, err);
      if (v > *maxv)
        *maxv = v;
      if (p)
        {
          if (v > p->n)
            return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno,
                            (long) i + 1, "value '%c' (%d) out of range "
                            "for a %dx%d grid", ch, v, p->n, p->n);
          if (v <= 0)
            p->style.blank = c == '0' ? '0' : '.';
          p->cells[base + cells] = v;
          r->cl[base + cells] = r->lineno;
          r->cc[base + cells] = (long) i + 1;
        }
      cells++;
    }
  if (cells && rule)
    return ss_reader_bad_char (r, rule_at, err);
  *count = cells;
  if (cells)
    return FREE_CELLS;
  if (rule || comment || comma)
    return FREE_SKIP;
  for (size_t i = 0; i < len; i++)
    if (b[i] != ' ' && b[i] != '\t' && b[i] != '|')
      return FREE_SKIP;   /* box drawing alone */
  return FREE_BLANK;
}

/* An error: a puzzle begun in rows spoils the rest of the input (where
   the next one starts is unknown); a puzzle on one line, that line
   only. */
static int
free_fail (ss_reader *r, ss_puzzle *p, int dead)
{
  r->count++;
  r->dead |= dead;
  ss_puzzle_free (p);
  return -1;
}

int
ss_parse_free (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  ss_puzzle *p = NULL;
  long n = 0, rows = 0, first = 0, count;
  int maxv, kind;
  for (;;)
    {
      int rc = ss_reader_line (r, err);
      if (rc < 0)
        return free_fail (r, p, 1);
      if (rc == 0 && !p)
        return 0;
      if (rc == 0)
        kind = FREE_HEADER;
      else if ((kind = scan_line (r, NULL, 0, &count, &maxv, err)) < 0)
        return free_fail (r, p, p != NULL);
      if (kind == FREE_SKIP
          || (kind == FREE_BLANK && (!p || rows % p->br == 0))
          || (kind == FREE_HEADER && !p))
        continue;
      if (kind != FREE_CELLS)
        {
          ss_fail (err, SS_ERR_INPUT, r->name, rc ? r->lineno
                   : r->lineno + 1, 1, "grid ends after %ld rows, "
                   "expected %ld", rows, n);
          return free_fail (r, p, 1);
        }
      if (!p)
        {
          /* n cells: a row, unless n = k*k and no value exceeds k
             (then a whole puzzle of side k, as auto detection reads a
             first line) */
          int k = root_of (count);
          int row = count <= SS_MAX_CHARS_N && ss_reader_sized (count)
                    && (!k || maxv > k);
          char what[64];
          snprintf (what, sizeof what, "a %s of %ld cells",
                    row ? "grid row" : "puzzle line", count);
          if (!row && !k)
            {
              ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
                       "a line of %ld cells: expected a grid row (4, 6, 8, "
                       "9, ... cells) or a whole puzzle (16, 36, 64, 81, "
                       "... cells)", count);
              return free_fail (r, NULL, 0);
            }
          n = row ? count : k;
          first = r->lineno;
          p = ss_reader_puzzle (r, n, what, err);
          if (!p || ss_reader_positions (r, n * n, err))
            return free_fail (r, p, 0);
          p->style.format = row ? SS_FMT_CHARS : SS_FMT_LINE;
          if (!row)
            {
              if (scan_line (r, p, 0, &count, &maxv, err) < 0
                  || ss_reader_alphabet (r, p, first, err))
                return free_fail (r, p, 0);
              return ss_reader_finish (r, p, first, out, err);
            }
        }
      if (count != n)
        {
          size_t end = r->len;
          while (end && (r->buf[end - 1] == ' ' || r->buf[end - 1] == '\t'))
            end--;
          ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) end + 1,
                   "row has %ld cells, expected %ld", count, n);
          return free_fail (r, p, 1);
        }
      if (scan_line (r, p, rows * n, &count, &maxv, err) < 0)
        return free_fail (r, p, 1);
      if (++rows == n)
        {
          if (ss_reader_alphabet (r, p, first, err))
            return free_fail (r, p, 1);
          if (ss_reader_finish (r, p, first, out, err) < 0)
            {
              r->dead = 1;
              return -1;
            }
          return 1;
        }
    }
}
