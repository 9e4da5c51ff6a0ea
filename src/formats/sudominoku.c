/* sudominoku.c: the Sudominoku reader (BOJ 4574, ICPC Mid-Central USA
   2011 "Su-domino-ku").  A puzzle is a line with N, N lines "U LU V LV"
   (a domino given in place: digit U at location LU, digit V at the
   adjacent location LV), then one line with the locations of the
   digits 1 to 9; a line "0" ends the input.  Blank lines, surrounding
   white space and CRLF are tolerated.  Every error names the field at
   fault; the first one ends the input. */
#include "reader.h"
#include "formats/lines.h"

#include <stdio.h>
#include <stdlib.h>

enum { SIDE = 9, DOMINOES = 36, DOMINO_FIELDS = 4 };

/* A field of the current line: bytes [start, start + len). */
typedef struct field {
  size_t start, len;
} field;

/* What the puzzle being read has placed so far, for the checks. */
typedef struct state {
  ss_reader *r;
  ss_puzzle *p;
  ss_error *err;
  long taken[SIDE * SIDE];                /* line that placed each cell */
  long given[SIDE + 1][SIDE + 1];         /* line of domino {a<b} */
} state;

/* Split the current line into fields separated by blanks; stores at
   most max of them and returns how many there are. */
static int
split (const ss_reader *r, field *f, int max)
{
  int count = 0;
  size_t i = 0;
  while (i < r->len)
    {
      if (r->buf[i] == ' ' || r->buf[i] == '\t')
        {
          i++;
          continue;
        }
      size_t start = i;
      while (i < r->len && r->buf[i] != ' ' && r->buf[i] != '\t')
        i++;
      if (count < max)
        f[count] = (field) { start, i - start };
      count++;
    }
  return count;
}

/* Column just after the last field, for what is missing there. */
static long
end_col (const ss_reader *r)
{
  size_t len = r->len;
  while (len && (r->buf[len - 1] == ' ' || r->buf[len - 1] == '\t'))
    len--;
  return (long) len + 1;
}

static int
fail_at (state *s, long col, const char *what, const field *f)
{
  ss_reader *r = s->r;
  return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno, col, "%s '%.*s'",
                  what, (int) (f->len > 20 ? 20 : f->len), r->buf + f->start);
}

/* An unsigned decimal number (any above 99999 as 100000, out of every
   range here), or -1 when the field holds anything else. */
static long
number (const ss_reader *r, const field *f)
{
  long long v;
  int rc = ss_decimal (r->buf + f->start, f->len, 99999, &v);
  return rc < 0 ? -1 : rc ? 100000 : (long) v;
}

static int
digit (state *s, const field *f, int *out)
{
  long v = number (s->r, f);
  if (v < 1 || v > SIDE)
    return fail_at (s, (long) f->start + 1, "digit outside 1-9:", f);
  *out = (int) v;
  return 0;
}

/* A location: a row letter A-I and a column digit 1-9. */
static int
location (state *s, const field *f, int *row, int *col)
{
  const char *t = s->r->buf + f->start;
  if (f->len != 2 || t[0] < 'A' || t[0] > 'I' || t[1] < '1' || t[1] > '9')
    return fail_at (s, (long) f->start + 1, "location outside A1-I9:", f);
  *row = t[0] - 'A';
  *col = t[1] - '1';
  return 0;
}

/* Put digit v at (row, col), written in field f, unless the cell is
   already taken. */
static int
place (state *s, const field *f, int row, int col, int v)
{
  ss_reader *r = s->r;
  int cell = row * SIDE + col;
  if (s->taken[cell])
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    (long) f->start + 1,
                    "cell %c%d is already covered by line %ld",
                    'A' + row, col + 1, s->taken[cell]);
  s->taken[cell] = r->lineno;
  s->p->cells[cell] = v;
  r->cl[cell] = r->lineno;
  r->cc[cell] = (long) f->start + 1;
  return 0;
}

/* The current line as domino number i of the puzzle. */
static int
domino (state *s, int i, int total)
{
  ss_reader *r = s->r;
  field f[DOMINO_FIELDS + 1];
  int nf = split (r, f, DOMINO_FIELDS + 1);
  if (nf != DOMINO_FIELDS)
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    nf > DOMINO_FIELDS ? (long) f[DOMINO_FIELDS].start + 1
                                       : end_col (r),
                    "domino %d of %d: expected 4 fields 'U LU V LV', "
                    "found %d", i + 1, total, nf);
  ss_domino d;
  if (digit (s, &f[0], &d.a) || location (s, &f[1], &d.r1, &d.c1)
      || digit (s, &f[2], &d.b) || location (s, &f[3], &d.r2, &d.c2))
    return -1;
  if (d.a == d.b)
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    (long) f[2].start + 1,
                    "domino %d-%d has two equal digits", d.a, d.b);
  if (abs (d.r1 - d.r2) + abs (d.c1 - d.c2) != 1)
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    (long) f[3].start + 1,
                    "domino cells %c%d and %c%d are not adjacent",
                    'A' + d.r1, d.c1 + 1, 'A' + d.r2, d.c2 + 1);
  int lo = d.a < d.b ? d.a : d.b, hi = d.a ^ d.b ^ lo;
  if (s->given[lo][hi])
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    (long) f[0].start + 1,
                    "domino %d-%d is given twice (also on line %ld)", lo, hi,
                    s->given[lo][hi]);
  if (place (s, &f[1], d.r1, d.c1, d.a) || place (s, &f[3], d.r2, d.c2, d.b))
    return -1;
  s->given[lo][hi] = r->lineno;
  s->p->dominoes[i] = d;
  return 0;
}

/* The current line as the locations of the digits 1 to 9. */
static int
singles (state *s)
{
  ss_reader *r = s->r;
  field f[SIDE + 1];
  int nf = split (r, f, SIDE + 1);
  if (nf != SIDE)
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    nf > SIDE ? (long) f[SIDE].start + 1 : end_col (r),
                    "expected the 9 locations of the digits 1-9, found %d "
                    "field%s", nf, nf == 1 ? "" : "s");
  for (int v = 1; v <= SIDE; v++)
    {
      int row, col;
      if (location (s, &f[v - 1], &row, &col)
          || place (s, &f[v - 1], row, col, v))
        return -1;
    }
  return 0;
}

/* The next non-blank line, refused when it holds a byte that is not
   printable ASCII (so that messages quote only plain text).  1, 0 at
   the end of the input, or -1. */
static int
next_line (state *s)
{
  ss_reader *r = s->r;
  int rc = ss_reader_content (r, s->err);
  for (size_t i = 0; rc == 1 && i < r->len; i++)
    {
      unsigned char ch = (unsigned char) r->buf[i];
      if ((ch < 0x20 && ch != '\t') || ch >= 0x7f)
        return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                        (long) i + 1, "unexpected byte 0x%02x", ch);
    }
  return rc;
}

/* The input ended inside a puzzle, or where one (or the 0) belongs. */
static int
truncated (state *s, const char *what)
{
  return ss_fail (s->err, SS_ERR_INPUT, s->r->name, s->r->lineno + 1, 1,
                  "input ends %s", what);
}

/* The puzzle's first line: N, or 0 for the end.  Returns N, 0, or -1. */
static int
count_line (state *s)
{
  ss_reader *r = s->r;
  field f[2];
  int rc = next_line (s);
  if (rc < 0)
    return -1;
  if (rc == 0)
    return truncated (s, "without the terminating line '0'");
  int nf = split (r, f, 2);
  if (nf > 1)
    return ss_fail (s->err, SS_ERR_INPUT, r->name, r->lineno,
                    (long) f[1].start + 1,
                    "expected the number of dominoes alone on its line");
  long n = number (r, &f[0]);
  if (n < 0)
    return fail_at (s, (long) f[0].start + 1,
                    "expected the number of dominoes, found", &f[0]);
  if (n > DOMINOES)
    return fail_at (s, (long) f[0].start + 1,
                    "number of dominoes outside 1-36:", &f[0]);
  return (int) n;
}

static int
read_puzzle (state *s, ss_puzzle **out)
{
  ss_reader *r = s->r;
  int n = count_line (s);
  if (n <= 0)
    return n;
  long first = r->lineno;
  char what[128];
  if (ss_reader_positions (r, SIDE * SIDE, s->err)
      || !(s->p = ss_puzzle_new (3))
      || ss_puzzle_set_family (s->p, SS_SUDOMINOKU))
    return ss_oom (s->err);
  s->p->style.format = SS_FMT_SUDOMINOKU;
  s->p->dominoes = ss_calloc ((size_t) n, sizeof *s->p->dominoes);
  if (!s->p->dominoes)
    return ss_oom (s->err);
  s->p->ndominoes = n;
  for (int i = 0; i < n; i++)
    {
      int rc = next_line (s);
      if (rc < 0)
        return -1;
      if (rc == 0)
        {
          snprintf (what, sizeof what, "after %d of the %d dominoes of "
                    "puzzle %d", i, n, r->count + 1);
          return truncated (s, what);
        }
      if (domino (s, i, n))
        return -1;
    }
  int rc = next_line (s);
  if (rc < 0)
    return -1;
  if (rc == 0)
    {
      snprintf (what, sizeof what, "before the locations of the digits 1-9 "
                "of puzzle %d", r->count + 1);
      return truncated (s, what);
    }
  if (singles (s))
    return -1;
  ss_puzzle *p = s->p;
  s->p = NULL;
  return ss_reader_finish (r, p, first, out, s->err);
}

int
ss_parse_sudominoku (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  state *s = ss_calloc (1, sizeof *s);
  if (!s)
    {
      r->dead = 1;
      return ss_oom (err);
    }
  s->r = r;
  s->err = err;
  int rc = read_puzzle (s, out);
  if (rc <= 0)
    {
      /* the terminating 0, or an error: either way the input is over */
      r->dead = 1;
      if (rc < 0 && s->p)
        r->count++;
      ss_puzzle_free (s->p);
    }
  free (s);
  return rc;
}
