/* freeform.c: the free-form reader behind auto detection, for puzzles
   as people write and paste them.  Each puzzle is read as a block: a
   line holding a whole puzzle, or the rows of a grid with the
   separator lines, frames and blank lines between its bands.  Its
   cells are found by the characters the block uses (digits, letters
   in either case, blanks) in one of three readings, a character a
   cell, numbers between separators, or every column a cell with
   spaces for blanks; the side comes from the count of cells, the
   alphabet from the symbols of the whole puzzle.  Comments, headers
   and titles between puzzles are passed over, and a grid's solution
   written after it is recognised and passed over too.  A line no
   reading takes is an error, never skipped; two readings of one block
   that give different puzzles are refused, naming the option that
   settles it. */
#include "reader.h"

#include <stdlib.h>
#include <string.h>

/* What a line holds once a comment ('#' or "//" to its end) is cut. */
enum
{
  L_BLANK,       /* nothing, or only '|' */
  L_COMMENT,     /* nothing but a comment */
  L_SEP,         /* a separator line or a frame: no cells */
  L_TEXT
};

/* The readings of a block. */
enum
{
  M_CHAR,        /* a character a cell: "53..7....", "5 3 . | . 7 ." */
  M_TOKEN,       /* numbers between separators: "10 . 3 | 16 ..." */
  M_SPACE        /* every column a cell, a space a blank: "16   5" */
};

#define INT_BASE 1000      /* cells read as numbers: INT_BASE + value */
#define SQUARE_MIN (SS_MIN_SIDE * SS_MIN_SIDE)

typedef struct line {
  const char *s;
  size_t raw;            /* the whole line */
  size_t len;            /* before its comment, trailing space cut */
  long no;
  int kind;
  int comment;           /* the line holds a comment */
} line;

/* Width in bytes of a box-drawing character (U+2500 to U+257F) at
   s[i], else 0. */
static int
box_at (const char *s, size_t len, size_t i)
{
  return (unsigned char) s[i] == 0xe2 && i + 2 < len
         && ((unsigned char) s[i + 1] == 0x94
             || (unsigned char) s[i + 1] == 0x95)
         && ((unsigned char) s[i + 2] & 0xc0) == 0x80 ? 3 : 0;
}

static int
is_letter (int ch)
{
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}

static int
is_digit (int ch)
{
  return ch >= '0' && ch <= '9';
}

/* Characters that always stand for a blank ('0', 'x' and 'X' may be
   blanks or values: see settle). */
static int
is_blank_char (int ch)
{
  return ch == '.' || ch == '-' || ch == '_' || ch == '*' || ch == '?'
         || ch == ' ';
}

/* Whether ch can be a cell. */
static int
is_cell (const ss_reader *r, int ch)
{
  return is_digit (ch) || is_letter (ch) || (ch != ' ' && is_blank_char (ch))
         || (r->symbols[0] && ch > ' ' && ch < 0x7f
             && strchr (r->symbols, ch));
}

/* Separators between the cells of a row. */
static int
is_row_sep (int ch)
{
  return ch == ' ' || ch == '\t' || ch == '|' || ch == ',';
}

/* A separator line or a frame: rules of '-' or '=' (two or more), or
   box drawing, with only '+', '|', ':', '*', '.', '\'' and spaces
   besides ("---+---+---", "*-----------*", ".-------.-------.",
   ":-------+-------:", "├───┼───┤"). */
static int
is_separator (const char *s, size_t len)
{
  int rule = 0, run = 0;
  for (size_t i = 0; i < len; i++)
    {
      int ch = (unsigned char) s[i], w = box_at (s, len, i);
      if (w)
        {
          rule = 1;
          i += (size_t) w - 1;
          continue;
        }
      if (ch == '-' || ch == '=')
        {
          if (++run >= 2)
            rule = 1;
          continue;
        }
      run = 0;
      if (!strchr (" \t+|:*.'", ch))
        return 0;
    }
  return rule;
}

/* The k-th line ahead, analysed: 1, 0 at the end, -1 on error. */
static int
get (ss_reader *r, size_t k, line *l, ss_error *err)
{
  int rc = ss_reader_peek (r, k, &l->s, &l->raw, &l->no, err);
  if (rc <= 0)
    return rc;
  const char *s = l->s;
  size_t cut = l->raw;
  int comment = 0, bar = 1;
  for (size_t i = 0; i < l->raw; i++)
    if (s[i] == '#' || (s[i] == '/' && i + 1 < l->raw && s[i + 1] == '/'))
      {
        cut = i;
        comment = 1;
        break;
      }
  while (cut && (s[cut - 1] == ' ' || s[cut - 1] == '\t'))
    cut--;
  l->len = cut;
  l->comment = comment;
  for (size_t i = 0; i < cut; i++)
    bar &= s[i] == ' ' || s[i] == '\t' || s[i] == '|';
  if (bar)
    l->kind = comment && !cut ? L_COMMENT : L_BLANK;
  else
    l->kind = is_separator (s, cut) ? L_SEP : L_TEXT;
  return 1;
}

/* A header or a title, recognised only on a line that starts no
   puzzle: it opens with '[', ends with ':', or holds a word of two
   letters or more ("[Puzzle]", "Grid 01", "HARD", "SE 9.0",
   "quizzes,solutions", "6x6:"). */
static int
is_header (const line *l)
{
  size_t i = 0, run = 0;
  while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
    i++;
  if (i < l->len && l->s[i] == '[')
    return 1;
  if (l->len && l->s[l->len - 1] == ':')
    return 1;
  for (; i < l->len; i++)
    if (!is_letter ((unsigned char) l->s[i]))
      run = 0;
    else if (++run >= 2)
      return 1;
  return 0;
}

/* The cells of a line read: symbols (a character, or INT_BASE + a
   number) and the columns they were written at. */
typedef struct cells {
  int *sym;
  long *line, *col;
  long count, cap;
} cells;

static int
push (cells *c, int sym, long lineno, long col, ss_error *err)
{
  if (c->count == c->cap)
    {
      long cap = c->cap ? c->cap * 2 : 256;
      int *sym2 = ss_realloc (c->sym, (size_t) cap * sizeof *sym2);
      if (sym2)
        c->sym = sym2;
      long *l2 = sym2 ? ss_realloc (c->line, (size_t) cap * sizeof *l2)
                      : NULL;
      if (l2)
        c->line = l2;
      long *c2 = l2 ? ss_realloc (c->col, (size_t) cap * sizeof *c2) : NULL;
      if (!c2)
        return ss_oom (err);
      c->col = c2;
      c->cap = cap;
    }
  c->sym[c->count] = sym;
  c->line[c->count] = lineno;
  c->col[c->count] = col;
  c->count++;
  return 0;
}

static void
cells_free (cells *c)
{
  free (c->sym);
  free (c->line);
  free (c->col);
  memset (c, 0, sizeof *c);
}

static int
fail_at (ss_reader *r, long lineno, long col, ss_error *err, int ch)
{
  if (ch >= 0x20 && ch < 0x7f)
    return ss_fail (err, SS_ERR_INPUT, r->name, lineno, col,
                    "unexpected character '%c'", ch);
  return ss_fail (err, SS_ERR_INPUT, r->name, lineno, col,
                  "unexpected byte 0x%02x", ch);
}

/* The cells of bytes [from, to) of l in reading mode (a row of width
   w in M_SPACE), appended to c when not NULL.  The count; -1 with err
   on a character no reading takes; -2 when this reading does not
   apply to the line.  Kept long: one scanner over the reading modes,
   a case each for a character class. */
static long
read_cells (ss_reader *r, const line *l, size_t from, size_t to, int mode,
            cells *c, ss_error *err)
{
  const char *s = l->s;
  long count = 0;
  if (mode == M_SPACE)
    {
      /* every column up to the line's end is a cell */
      if (l->comment)
        return -2;
      for (size_t i = 0; i < l->raw; i++)
        {
          int ch = (unsigned char) s[i];
          if (ch != ' ' && !is_cell (r, ch))
            return -2;
          if (c && push (c, ch, l->no, (long) i + 1, err))
            return -1;
          count++;
        }
      return count;
    }
  size_t i = from;
  while (i < to)
    {
      int ch = (unsigned char) s[i], w = box_at (s, to, i);
      if (w)
        {
          i += (size_t) w;
          continue;
        }
      if (is_row_sep (ch))
        {
          i++;
          continue;
        }
      size_t start = i;
      while (i < to && !is_row_sep ((unsigned char) s[i]) && !box_at (s, to, i))
        i++;
      /* a token: "-1" among single cells is a negative number */
      int digits = 1;
      for (size_t j = start; j < i; j++)
        digits &= is_digit ((unsigned char) s[j]);
      if (s[start] == '-' && i - start > 1 && (start == from
          || is_row_sep ((unsigned char) s[start - 1])))
        {
          int number = 1;
          for (size_t j = start + 1; j < i; j++)
            number &= is_digit ((unsigned char) s[j]);
          if (number && mode == M_TOKEN)
            return fail_at (r, l->no, (long) start + 1, err, '-');
          if (number)
            {
              /* single cells around it: spaced cells, no grouping */
              int single = 0;
              for (size_t j = from; j < to; j++)
                single |= !is_row_sep ((unsigned char) s[j])
                          && (j == from || is_row_sep ((unsigned char)
                                                       s[j - 1]))
                          && (j + 1 == to || is_row_sep ((unsigned char)
                                                         s[j + 1]));
              if (single)
                return fail_at (r, l->no, (long) start + 1, err, '-');
            }
        }
      if (mode == M_TOKEN)
        {
          if (digits && i - start > 1)
            {
              long v = 0;
              for (size_t j = start; j < i; j++)
                v = v > 99999 ? v : v * 10 + (s[j] - '0');
              if (c && push (c, INT_BASE + (int) v, l->no, (long) start + 1,
                             err))
                return -1;
              count++;
              continue;
            }
          if (i - start > 1)
            return -2;
        }
      for (size_t j = start; j < i; j++)
        {
          ch = (unsigned char) s[j];
          if (!is_cell (r, ch))
            return fail_at (r, l->no, (long) j + 1, err, ch);
          if (c && push (c, ch, l->no, (long) j + 1, err))
            return -1;
          count++;
        }
    }
  return count;
}

/* Whether the reading has numbers of two digits or more. */
static int
has_numbers (const line *l, size_t from, size_t to)
{
  for (size_t i = from; i + 1 < to; i++)
    if (is_digit ((unsigned char) l->s[i])
        && is_digit ((unsigned char) l->s[i + 1]))
      return 1;
  return 0;
}

/* The side of a puzzle of m cells on one line, else 0. */
static int
root_of (long m, int max)
{
  for (int n = SS_MIN_SIDE; n <= max; n++)
    if ((long) n * n == m && ss_reader_sized (n))
      return n;
  return 0;
}

static int
box_rows (const ss_reader *r, int n)
{
  int rows = r->box_rows, cols;
  if (!rows && ss_box_default (n, &rows, &cols))
    rows = 1;
  return rows ? rows : 1;
}

/* The value of a character under 1-9 then A-Z, case folded. */
static int
plain_value (int ch)
{
  if (ch >= 'a' && ch <= 'z')
    ch -= 'a' - 'A';
  return ss_char_value (ch);
}

/* The puzzle's alphabet: the characters for 1, 2, ... n. */
static const char one_based[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
static const char zero_based[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/* Whether every symbol of the puzzle is a value of alphabet a (its
   first n characters) or a blank ('0' and 'X' are blanks where they
   are no value); else *bad is the first cell that is neither. */
static int
fits (const cells *c, long from, long m, const char *a, int n, int fold,
      long *bad)
{
  for (long i = from; i < from + m; i++)
    {
      int ch = c->sym[i];
      if (ch >= INT_BASE || is_blank_char (ch))
        continue;
      if (fold && ch >= 'a' && ch <= 'z')
        ch -= 'a' - 'A';
      if (ch == 'x')
        ch = 'X';
      const char *at = strchr (a, ch);
      if ((at && at - a < n) || ch == '0' || ch == 'X')
        continue;
      *bad = i;
      return 0;
    }
  return 1;
}

/* Settle the values of the m = n*n cells from index from: numbers as
   they are, characters by --symbols or by the alphabet the puzzle
   uses, into vals; record the alphabet and the blank in st.  0, or -1
   with err.  Kept long: the numbers, --symbols and the alphabet a
   puzzle uses are three ways of one mapping, decided in one pass over
   the cells. */
static int
settle (ss_reader *r, const cells *c, long from, int n, int *vals,
        ss_style *st, long first, ss_error *err)
{
  long m = (long) n * n, bad = -1;
  int ints = 0, zero_blank = 0;
  for (long i = from; i < from + m; i++)
    ints |= c->sym[i] >= INT_BASE;
  st->blank = '.';
  st->symbols[0] = 0;
  if (ints)
    {
      for (long i = from; i < from + m; i++)
        {
          int s = c->sym[i];
          if (s >= INT_BASE && s - INT_BASE > n)
            return ss_fail (err, SS_ERR_INPUT, r->name, c->line[i], c->col[i],
                            "value %d out of range 0-%d", s - INT_BASE, n);
          if (s >= INT_BASE)
            vals[i - from] = s - INT_BASE;
          else if (is_digit (s))
            vals[i - from] = s - '0';
          else if (is_blank_char (s) || s == 'x' || s == 'X')
            vals[i - from] = 0;
          else
            return fail_at (r, c->line[i], c->col[i], err, s);
        }
      return 0;
    }
  if (r->symbols[0])
    {
      if ((int) strlen (r->symbols) < n)
        return ss_fail (err, SS_ERR_INPUT, r->name, first, 1, "--symbols "
                        "names %d values, a %dx%d grid has %d",
                        (int) strlen (r->symbols), n, n, n);
      for (long i = from; i < from + m; i++)
        {
          int s = c->sym[i];
          const char *at = s > ' ' ? strchr (r->symbols, s) : NULL;
          if (at)
            vals[i - from] = (int) (at - r->symbols) + 1;
          else if (is_blank_char (s) || s == '0' || s == 'x' || s == 'X')
            vals[i - from] = 0;
          else
            return fail_at (r, c->line[i], c->col[i], err, s);
          if (vals[i - from] > n)
            return ss_fail (err, SS_ERR_INPUT, r->name, c->line[i],
                            c->col[i], "value '%c' (%d) out of range for a "
                            "%dx%d grid", s, vals[i - from], n, n);
        }
      memcpy (st->symbols, r->symbols, sizeof r->symbols);
      return 0;
    }
  /* lower-case letters (besides 'x') and no upper-case ones: the
     alphabet in lower case */
  int lower = 0, upper = 0, digit = 0, zero = 0, top = 0, other = 0;
  int topch = one_based[n <= SS_MAX_CHARS_N ? n - 1 : 0];
  for (long i = from; i < from + m; i++)
    {
      int s = c->sym[i];
      lower |= s >= 'a' && s <= 'z' && s != 'x';
      upper |= s >= 'A' && s <= 'Z' && s != 'X';
      digit |= s >= '1' && s <= '9';
      zero |= s == '0';
      other |= is_blank_char (s);
      top |= s == topch || (s >= 'a' && s - ('a' - 'A') == topch);
    }
  int fold = lower && !upper;
  const char *a = NULL;
  int one = n <= SS_MAX_CHARS_N && fits (c, from, m, one_based, n, fold,
                                         &bad);
  int zeroed = n >= 10 && n <= SS_MAX_CHARS_N
               && fits (c, from, m, zero_based, n, fold, &bad);
  int lettered = !digit && (lower || upper) && n <= 26
                 && fits (c, from, m, letters, n, fold, &bad);
  if (one && zeroed)
    {
      /* '0' beside another blank, no character for n: a value */
      if (zero && other && !top)
        one = 0;
      else if (zero || top)
        zeroed = 0;
    }
  if (one + zeroed + lettered > 1)
    {
      /* name each reading and its --symbols, in the puzzle's case */
      const char *names[3] = { one_based, zero_based, letters };
      int on[3] = { one, zeroed, lettered };
      char list[256] = "", opts[256] = "";
      for (int i = 0, k = 0; i < 3; i++)
        if (on[i])
          {
            char sym[SS_MAX_CHARS_N + 1];
            for (int j = 0; j < n; j++)
              sym[j] = (char) (fold && names[i][j] >= 'A'
                               ? names[i][j] + ('a' - 'A') : names[i][j]);
            sym[n] = 0;
            size_t at = strlen (list), ot = strlen (opts);
            snprintf (list + at, sizeof list - at, "%s%c-%c", k ? " or " : "",
                      sym[0], sym[n - 1]);
            snprintf (opts + ot, sizeof opts - ot, "%s--symbols=%s",
                      k++ ? " or " : "", sym);
          }
      return ss_fail (err, SS_ERR_INPUT, r->name, first, 1, "a %dx%d "
                      "puzzle may be written %s; name its values with "
                      "--symbols (%s)", n, n, list, opts);
    }
  if (one)
    a = one_based;
  else if (zeroed)
    a = zero_based;
  else if (lettered)
    a = letters;
  else
    {
      int s = c->sym[bad], v = plain_value (s);
      if (v > n)
        return ss_fail (err, SS_ERR_INPUT, r->name, c->line[bad], c->col[bad],
                        "value '%c' (%d) out of range for a %dx%d grid%s", s,
                        v, n, n, digit ? "" : " (--symbols names the "
                        "values of another alphabet)");
      return fail_at (r, c->line[bad], c->col[bad], err, s);
    }
  for (long i = from; i < from + m; i++)
    {
      int s = c->sym[i];
      if (fold && s >= 'a' && s <= 'z')
        s -= 'a' - 'A';
      const char *at = s == 'x' || is_blank_char (s) ? NULL : strchr (a, s);
      vals[i - from] = at && at - a < n ? (int) (at - a) + 1 : 0;
      if (!vals[i - from] && s == '0')
        zero_blank = 1;
    }
  if (zero_blank)
    st->blank = '0';
  if (a != one_based || fold)
    {
      for (int i = 0; i < n; i++)
        st->symbols[i] = (char) (fold && a[i] >= 'A' ? a[i] + ('a' - 'A')
                                 : a[i]);
      st->symbols[n] = 0;
    }
  return 0;
}

/* A reading of a block: its cells and the lines it took. */
typedef struct reading {
  int mode, n, ok;
  int shaped;            /* n rows of n cells, whatever their values */
  cells c;
  size_t lines;          /* lines taken from the block's first */
  int *vals;
  ss_style st;
  ss_error err;
} reading;

static void
reading_free (reading *g)
{
  cells_free (&g->c);
  free (g->vals);
  g->vals = NULL;
}

/* Read a grid of side n in mode from the line k ahead (its first
   row).  1 read, 0 not read (g->err says why), -1 on an error that
   ends the input (memory, reading).  Kept long: the rows of a grid
   read, checked for width and joined in one pass, with the reasons a
   grid is not one. */
static int
read_grid (ss_reader *r, size_t k, int mode, int n, reading *g,
           ss_error *err)
{
  memset (g, 0, sizeof *g);
  g->mode = mode;
  g->n = n;
  int br = box_rows (r, n), dash = 0;
  long rows = 0, last = 0;
  line l;
  for (size_t j = k;; j++)
    {
      int rc = get (r, j, &l, err);
      if (rc < 0)
        return -1;
      if (rc == 0)
        {
          ss_fail (&g->err, SS_ERR_INPUT, r->name, last + 1, 1,
                   "grid ends after %ld row%s, expected %d", rows,
                   rows == 1 ? "" : "s", n);
          return 0;
        }
      last = l.no;
      if (j == k)
        dash = memchr (l.s, '-', l.len) != NULL;
      long got;
      if (mode == M_SPACE && l.len == 0 && l.raw == (size_t) n)
        got = read_cells (r, &l, 0, l.raw, mode, &g->c, &g->err);
      else if (l.kind == L_COMMENT && mode != M_SPACE)
        continue;
      else if (l.kind == L_BLANK)
        {
          /* blank lines between bands */
          if (rows && rows % br == 0 && mode != M_SPACE)
            continue;
          ss_fail (&g->err, SS_ERR_INPUT, r->name, l.no, 1,
                   "grid ends after %ld row%s, expected %d", rows,
                   rows == 1 ? "" : "s", n);
          return 0;
        }
      else if (l.kind == L_SEP && !(dash && mode == M_CHAR
                                    && l.len == (size_t) n
                                    && strspn (l.s, "-") == l.len))
        continue;
      else
        {
          got = read_cells (r, &l, 0, mode == M_SPACE ? l.raw : l.len, mode,
                            NULL, &g->err);
          if (got == -1)
            return 0;
          if (got != n)
            {
              if (got == -2 || (rows && is_header (&l)))
                ss_fail (&g->err, SS_ERR_INPUT, r->name, l.no, 1,
                         "grid ends after %ld row%s, expected %d", rows,
                   rows == 1 ? "" : "s", n);
              else
                ss_fail (&g->err, SS_ERR_INPUT, r->name, l.no,
                         (long) l.len + 1, "row has %ld cell%s, expected %d",
                         got, got == 1 ? "" : "s", n);
              return 0;
            }
          got = read_cells (r, &l, 0, mode == M_SPACE ? l.raw : l.len, mode,
                            &g->c, err);
        }
      if (got < 0)
        return -1;
      if (++rows == n)
        {
          g->lines = j + 1 - k;
          break;
        }
    }
  g->shaped = 1;
  g->vals = ss_malloc ((size_t) n * n * sizeof *g->vals);
  if (!g->vals)
    return ss_oom (err);
  if (settle (r, &g->c, 0, n, g->vals, &g->st, g->c.line[0], &g->err))
    return 0;
  g->ok = 1;
  return 1;
}

/* The puzzle of a reading, checked and handed out; a grid's (rows)
   with its lines from top (its first row, or a frame above it) kept
   as its layout. */
static int
finish (ss_reader *r, reading *g, long from, int rows, long top,
        ss_puzzle **out, ss_error *err)
{
  int n = g->n;
  long m = (long) n * n;
  char what[64];
  r->title = 0;   /* the headers before it were the puzzle's */
  snprintf (what, sizeof what, "a %s of %ld cells", rows ? "grid row"
            : "puzzle line", rows ? (long) n : m);
  ss_puzzle *p = ss_reader_puzzle (r, n, what, err);
  if (!p || ss_reader_positions (r, m, err))
    {
      ss_puzzle_free (p);
      r->count++;
      return -1;
    }
  int ints = 0;
  for (long i = 0; i < m; i++)
    {
      p->cells[i] = g->vals[i];
      r->cl[i] = g->c.line[from + i];
      r->cc[i] = g->c.col[from + i];
      ints |= g->c.sym[from + i] >= INT_BASE;
    }
  p->style = g->st;
  p->style.format = rows ? (ints ? SS_FMT_GRID : SS_FMT_CHARS) : SS_FMT_LINE;
  p->style.ints = !rows && ints;
  if (rows && ss_written_attach (r, p, top, g->c.line[from + m - 1], err))
    {
      ss_puzzle_free (p);
      r->count++;
      return -1;
    }
  return ss_reader_finish (r, p, g->c.line[from], out, err);
}

/* A frame or separator line right under a grid just read goes with
   its layout (one line: a second would rather be the frame over the
   next grid).  0, or -1 with err when reading ahead or memory fails. */
static int
frame_below (ss_reader *r, ss_puzzle *p, ss_error *err)
{
  line l;
  if (!r->keep.on || !p->written)
    return 0;
  int rc = get (r, 0, &l, err);
  if (rc == 1 && l.kind == L_SEP)
    return ss_written_extend (r, p, l.s, l.raw, l.no, err);
  return rc < 0 ? -1 : 0;
}

/* Move past k lines. */
static int
take (ss_reader *r, size_t k, ss_error *err)
{
  for (size_t i = 0; i < k; i++)
    if (ss_reader_line (r, err) < 0)
      return -1;
  return 0;
}

/* After a grid: its solution, written next (past blank and separator
   lines and at most one header), complete and agreeing with every
   given, is taken as such and passed over. */
static int
skip_solution (ss_reader *r, const reading *g, ss_error *err)
{
  long m = (long) g->n * g->n, blanks = 0;
  for (long i = 0; i < m; i++)
    blanks += !g->vals[i];
  if (!blanks || blanks == m)
    return 0;
  size_t k = 0;
  int header = 0;
  line l;
  for (;; k++)
    {
      int rc = get (r, k, &l, err);
      if (rc <= 0)
        return rc;
      if (l.kind == L_TEXT && !header && is_header (&l)
          && read_cells (r, &l, 0, l.len, g->mode, NULL, err) != g->n)
        header = 1;
      else if (l.kind == L_TEXT)
        break;
    }
  reading s;
  ss_error quiet = { 0 };
  int rc = read_grid (r, k, g->mode, g->n, &s, &quiet);
  int same = rc == 1;
  for (long i = 0; same && i < m; i++)
    same = s.vals[i] && (!g->vals[i] || s.vals[i] == g->vals[i]);
  size_t lines = k + s.lines;
  reading_free (&s);
  if (rc < 0)
    {
      *err = quiet;
      return -1;
    }
  return same ? take (r, lines, err) : 0;
}

/* A puzzle on the current line l: a CSV field of 16 cells or more
   (ids before it, solutions after), or the line's cells, or its first
   field's cells when they make a whole puzzle (a rating, a name or
   the solution may follow), or n*n numbers.  1 read into g, 0 not a
   puzzle line, -1 with err.  Kept long: the ways a line may hold a
   puzzle are tried in their order of precedence, each a few lines. */
static int
line_puzzle (ss_reader *r, const line *l, reading *g, ss_error *err)
{
  size_t from = 0, to = l->len;
  int mode = M_CHAR;
  long m = -2;
  memset (g, 0, sizeof *g);
  ss_error quiet = { 0 };
  if (memchr (l->s, ',', l->len))
    {
      for (size_t start = 0; start < l->len;)
        {
          const char *comma = memchr (l->s + start, ',', l->len - start);
          size_t end = comma ? (size_t) (comma - l->s) : l->len;
          long got = read_cells (r, l, start, end, M_CHAR, NULL, &quiet);
          if (got >= SQUARE_MIN)
            {
              from = start, to = end, m = got;
              break;
            }
          start = end + 1;
        }
    }
  if (m < 0)
    {
      m = read_cells (r, l, 0, l->len, M_CHAR, NULL, &quiet);
      int k = m > 0 ? root_of (m, SS_MAX_CHARS_N) : 0;
      if (k && m <= SS_MAX_CHARS_N && ss_reader_sized (m))
        {
          /* a row of a grid of side m when a value exceeds k */
          for (size_t i = 0; i < l->len; i++)
            {
              int ch = (unsigned char) l->s[i];
              if (ch != 'x' && ch != 'X' && plain_value (ch) > k
                  && (!r->symbols[0] || !strchr (r->symbols, ch)))
                k = 0;
            }
        }
      if (!k)
        m = -2;
    }
  if (m < 0)
    {
      /* the first field, something else after it */
      size_t end = 0;
      while (end < l->len && l->s[end] != ' ' && l->s[end] != '\t')
        end++;
      long got = end < l->len ? read_cells (r, l, 0, end, M_CHAR, NULL,
                                            &quiet) : -2;
      if (got > 0 && root_of (got, SS_MAX_CHARS_N))
        to = end, m = got;
    }
  if (m < 0 && has_numbers (l, 0, l->len))
    {
      cells c = { 0 };
      long got = read_cells (r, l, 0, l->len, M_TOKEN, &c, &quiet);
      if (quiet.status == SS_ERR_MEMORY)
        {
          cells_free (&c);
          return ss_oom (err);
        }
      int k = got > 0 ? root_of (got, SS_MAX_SIDE) : 0;
      /* a row of a grid of side got when a number exceeds k */
      for (long i = 0; k && ss_reader_sized (got) && i < c.count; i++)
        if (c.sym[i] >= INT_BASE && c.sym[i] - INT_BASE > k)
          k = 0;
      cells_free (&c);
      if (k)
        mode = M_TOKEN, m = got;
    }
  if (m < 0)
    return 0;
  int n = root_of (m, mode == M_TOKEN ? SS_MAX_SIDE : SS_MAX_CHARS_N);
  if (!n)
    return ss_fail (err, SS_ERR_INPUT, r->name, l->no, 1, "a line of %ld "
                    "cells: expected a grid row (4, 6, 8, 9, ... cells) or a "
                    "whole puzzle (16, 36, 64, 81, ... cells)", m);
  g->mode = mode;
  g->n = n;
  g->lines = 1;
  if (read_cells (r, l, from, to, mode, &g->c, err) < 0)
    return -1;
  g->vals = ss_malloc ((size_t) m * sizeof *g->vals);
  if (!g->vals)
    return ss_oom (err);
  if (settle (r, &g->c, 0, n, g->vals, &g->st, l->no, err))
    return -1;
  g->ok = 1;
  return 1;
}

/* Whether two readings give one puzzle. */
static int
same_puzzle (const reading *a, const reading *b)
{
  return a->n == b->n && !memcmp (a->vals, b->vals, (size_t) a->n * a->n
                                  * sizeof *a->vals);
}

/* Try each reading that applies to a grid whose first row is l, the
   line k ahead: *good is the first that reads it (-1: none), *wc the
   count of cells a character a cell, *tried the readings tried (bits).
   0, or -1 with err on a fatal error or on two readings that give
   different puzzles (g freed then). */
static int
try_grids (ss_reader *r, size_t k, const line *l, reading g[3], long *wc,
           int *tried, int *good, ss_error *err)
{
  ss_error quiet = { 0 };
  *wc = read_cells (r, l, 0, l->len, M_CHAR, NULL, &quiet);
  long wt = has_numbers (l, 0, l->len)
            ? read_cells (r, l, 0, l->len, M_TOKEN, NULL, &quiet) : -2;
  long ws = memchr (l->s, ' ', l->raw) && !l->comment
            ? read_cells (r, l, 0, l->raw, M_SPACE, NULL, &quiet) : -2;
  long widths[3] = { *wc, wt, ws };
  *tried = 0;
  *good = -1;
  for (int mode = M_CHAR; mode <= M_SPACE; mode++)
    memset (&g[mode], 0, sizeof g[mode]);
  for (int mode = M_CHAR; mode <= M_SPACE; mode++)
    {
      long w = widths[mode];
      if (w < SS_MIN_SIDE || !ss_reader_sized (w)
          || w > (mode == M_TOKEN ? SS_MAX_SIDE : SS_MAX_CHARS_N)
          || (mode == M_SPACE && w == *wc))
        continue;
      *tried |= 1 << mode;
      if (read_grid (r, k, mode, (int) w, &g[mode], err) < 0)
        goto fail;
      if (g[mode].ok && *good >= 0 && !same_puzzle (&g[*good], &g[mode]))
        {
          static const char *const how[] = {
            "a character a cell", "in numbers", "with spaces for blanks"
          };
          ss_fail (err, SS_ERR_INPUT, r->name, l->no, 1, "this grid reads "
                   "as %dx%d %s and as %dx%d %s; %s", g[*good].n,
                   g[*good].n, how[*good], g[mode].n, g[mode].n, how[mode],
                   mode == M_TOKEN ? "--format=chars or --format=grid "
                   "settles it" : "write its blanks as '.'");
          goto fail;
        }
      if (g[mode].ok && *good < 0)
        *good = mode;
    }
  return 0;
fail:
  for (int i = M_CHAR; i <= M_SPACE; i++)
    reading_free (&g[i]);
  return -1;
}

/* Whether the lines after the current one are a grid: then a current
   line that reads as the first row of a grid only with them ("HARD"
   over a 4x4) is its title.  1 or 0; -1 with err when memory or
   reading fails. */
static int
next_reads (ss_reader *r, ss_error *err)
{
  ss_error quiet = { 0 };
  line l;
  size_t k = 1;
  int rc;
  while ((rc = get (r, k, &l, err)) == 1 && l.kind != L_TEXT)
    k++;
  if (rc != 1)
    return rc;
  reading g[3];
  long wc;
  int tried, good;
  if (try_grids (r, k, &l, g, &wc, &tried, &good, &quiet) < 0)
    {
      if (quiet.status != SS_ERR_MEMORY)
        return 1;   /* read, if ambiguously */
      *err = quiet;
      return -1;
    }
  for (int i = M_CHAR; i <= M_SPACE; i++)
    reading_free (&g[i]);
  return good >= 0;
}

static int
free_fail (ss_reader *r, int dead)
{
  r->count++;
  r->dead |= dead;
  return -1;
}

/* Kept long: the reader's loop over lines, with what each outcome of
   a line does to the input's state. */
int
ss_parse_free (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  line l;
  long frame = 0;   /* the separator line just passed */
  for (;;)
    {
      int rc = get (r, 0, &l, err);
      if (rc < 0)
        return free_fail (r, 1);
      if (rc == 0 && r->title)
        {
          /* a header stands before a puzzle: with none after it, the
             line was meant as something else */
          ss_fail (err, SS_ERR_INPUT, r->name, r->title, 1, "a header or "
                   "title with no puzzle after it");
          r->title = 0;
          return free_fail (r, 1);
        }
      if (rc == 0)
        return 0;
      if (l.kind != L_TEXT)
        {
          frame = l.kind == L_SEP ? l.no : 0;
          if (take (r, 1, err))
            return free_fail (r, 1);
          continue;
        }
      reading g[3];
      rc = line_puzzle (r, &l, &g[0], err);
      if (rc)
        {
          if (take (r, 1, err))
            rc = -1;
          if (rc > 0)
            rc = finish (r, &g[0], 0, 0, 0, out, err);
          else
            r->count++;
          reading_free (&g[0]);
          return rc;
        }
      /* the first row of a grid: each reading that applies, tried on
         the whole block */
      long wc;
      int tried, good;
      if (try_grids (r, 0, &l, g, &wc, &tried, &good, err) < 0)
        return free_fail (r, 1);
      if (good >= 0)
        {
          reading *w = &g[good];
          rc = take (r, w->lines, err) ? -1 : 0;
          /* a frame line right above the first row is the grid's,
             unless the grid before took it as the frame under it */
          long top = frame > r->keep.last ? frame : l.no;
          if (!rc)
            rc = finish (r, w, 0, 1, top, out, err);
          else
            r->count++;
          if (rc > 0)
            {
              /* an error looking past the puzzle is reported next */
              ss_error later = { 0 };
              if (frame_below (r, *out, &later) < 0
                  || skip_solution (r, w, &later) < 0)
                ss_reader_defer (r, &later);
            }
          for (int i = M_CHAR; i <= M_SPACE; i++)
            reading_free (&g[i]);
          if (rc < 0)
            r->dead = 1;
          return rc;
        }
      int shaped = -1;
      for (int mode = M_SPACE; mode >= M_CHAR; mode--)
        if (g[mode].shaped)
          shaped = mode;
      int title = is_header (&l);
      if (title && shaped >= 0)
        title = next_reads (r, err);
      if (title < 0)
        {
          for (int i = M_CHAR; i <= M_SPACE; i++)
            reading_free (&g[i]);
          return free_fail (r, 1);
        }
      if (title)
        {
          frame = 0;
          if (!r->title)
            r->title = l.no;
          for (int i = M_CHAR; i <= M_SPACE; i++)
            reading_free (&g[i]);
          if (take (r, 1, err))
            return free_fail (r, 1);
          continue;
        }
      /* the error of the reading that applies best */
      int dead = 1;
      if (shaped >= 0)
        *err = g[shaped].err;
      else if (tried & (1 << M_CHAR))
        *err = g[M_CHAR].err;
      else if (tried & (1 << M_TOKEN))
        *err = g[M_TOKEN].err;
      else if (wc == -1)
        {
          read_cells (r, &l, 0, l.len, M_CHAR, NULL, err);
          dead = 0;
        }
      else
        {
          ss_fail (err, SS_ERR_INPUT, r->name, l.no, 1,
                   "a line of %ld cell%s: expected a grid row (4, 6, 8, 9, "
                   "... cells) or a whole puzzle (16, 36, 64, 81, ... cells)",
                   wc, wc == 1 ? "" : "s");
          dead = 0;
        }
      for (int i = M_CHAR; i <= M_SPACE; i++)
        reading_free (&g[i]);
      if (!dead && take (r, 1, err))
        dead = 1;
      return free_fail (r, dead);
    }
}
