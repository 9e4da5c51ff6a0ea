/* dimread.c: the DIMACS reader: ss_cnf_read reads back a file
   ss_cnf_write (dimwrite.c) wrote, the puzzle from its comments (each
   constraint line's key looked up in the table of kinds, dimkeys.c),
   the variable map and the clauses, so that a model can be decoded
   with nothing but the CNF it answers.  Unknown comment keys are left
   alone. */
#include "formats/dimacs.h"
#include "formats/lines.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* A constraint line read, added to the puzzle once it is built. */
struct pending {
  ss_con_kind kind;
  int param;
  int *cells;             /* indexes r*n + c */
  int m;
  long line, col;         /* of its key, for messages */
  int values[4];          /* a line's digits (SS_DIMACS_DIGITS), param of
                             them */
};

typedef struct cnf_reader {
  ss_lines l;
  ss_cnf *cnf;
  ss_error *err;
  int seen_sudosat, family, n, compact, have_map, have_style;
  int br, bc;             /* from a 'box' comment; 0 for the default */
  int have_family;
  char rules[256];        /* from a 'rules' comment; "" for none */
  long rules_line, rules_col;
  ss_style style;
  int index, have_puzzle;
  int rows;               /* row lines read */
  int *cells;
  int *region;            /* from 'jigsaw' lines; NULL: none */
  int jigsaw_rows;        /* jigsaw lines read */
  long jigsaw_line;       /* the first one's line */
  ss_domino *dominoes;
  int ndominoes;
  struct pending *cons;   /* constraint lines, added when built */
  int ncons;
  signed char *fixed;     /* compact map under construction */
  long next_cell;         /* compact: the cell the next x line gives */
  int next_var;           /* compact: the variable the next open value gets */
} cnf_reader;

static int
need_size (cnf_reader *x, const ss_token *key)
{
  char q[SS_QUOTE_BYTES];
  if (x->n)
    return 0;
  if (ss_token_shown (x->err, &x->l, key, q, '\''))
    return -1;
  return ss_lines_fail (x->err, &x->l, key->col,
                        "%s before the 'size' comment", q);
}

/* Whether the line has no more tokens; an error when it has. */
static int
line_end (cnf_reader *x)
{
  ss_token t;
  char q[SS_QUOTE_BYTES];
  if (!ss_lines_token (&x->l, &t))
    return 0;
  if (ss_token_shown (x->err, &x->l, &t, q, '\''))
    return -1;
  return ss_lines_fail (x->err, &x->l, t.col, "unexpected %s", q);
}

/* Read the next token as an integer in [lo, hi]; *col (may be NULL)
   gets its column. */
static int
next_int (cnf_reader *x, long lo, long hi, const char *what, long *out,
          long *col)
{
  ss_token t;
  if (!ss_lines_token (&x->l, &t))
    return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                          "missing %s", what);
  if (col)
    *col = t.col;
  return ss_token_int (&x->l, &t, lo, hi, what, out, x->err);
}

/* The rest of the current line after the token, without leading blanks. */
static const char *
rest (cnf_reader *x)
{
  const char *p = x->l.buf + x->l.pos;
  while (*p == ' ' || *p == '\t')
    p++;
  return p;
}

static void
copy_name (char *dst, size_t size, const char *src)
{
  size_t len = strcspn (src, " \t");
  snprintf (dst, size, "%.*s", (int) len, src);
}

static int
read_size (cnf_reader *x, const ss_token *key)
{
  long n;
  if (x->n)
    return ss_lines_fail (x->err, &x->l, key->col, "a second 'size'");
  long col;
  if (next_int (x, SS_MIN_SIDE, SS_MAX_SIDE, "grid side", &n, &col))
    return -1;
  /* the domino tiling of any other side would be searched for
     exponentially long */
  if (x->have_family && x->family == SS_SUDOMINOKU && n != 9)
    return ss_lines_fail (x->err, &x->l, col, "a sudominoku grid is 9x9, "
                          "not %ldx%ld", n, n);
  x->n = (int) n;
  x->cells = ss_calloc ((size_t) n * n, sizeof *x->cells);
  if (!x->cells)
    return ss_oom (x->err);
  return line_end (x);
}

/* "box RxC": the boxes' rows and columns, R * C being the side. */
static int
read_box (cnf_reader *x, const ss_token *key)
{
  ss_token t;
  if (need_size (x, key))
    return -1;
  if (x->br)
    return ss_lines_fail (x->err, &x->l, key->col, "a second 'box'");
  if (!ss_lines_token (&x->l, &t))
    return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                          "missing the box shape (RxC)");
  const char *cross = memchr (t.text, 'x', t.len);
  size_t i = cross ? (size_t) (cross - t.text) : t.len;
  long long f[2] = { 0, 0 };
  char q[SS_QUOTE_BYTES];
  if (!cross || ss_decimal (t.text, i, x->n, &f[0])
      || ss_decimal (cross + 1, t.len - i - 1, x->n, &f[1])
      || f[0] < 2 || f[1] < 2 || f[0] * f[1] != x->n)
    return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
           : ss_lines_fail (x->err, &x->l, t.col, "box %s does not fit the "
                            "%dx%d grid: expected RxC with R, C >= 2 and "
                            "R*C = %d", q, x->n, x->n, x->n);
  x->br = (int) f[0];
  x->bc = (int) f[1];
  return line_end (x);
}

static int
read_map (cnf_reader *x, const ss_token *key)
{
  ss_token t;
  if (need_size (x, key))
    return -1;
  if (x->have_map)
    return ss_lines_fail (x->err, &x->l, key->col, "a second 'map'");
  x->have_map = 1;
  if (!ss_lines_token (&x->l, &t))
    return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                          "missing the kind of map (plain or compact)");
  if (ss_token_is (&t, "compact:"))
    {
      long total = (long) x->n * x->n * x->n;
      x->compact = 1;
      x->fixed = ss_malloc ((size_t) total);
      if (!x->fixed)
        return ss_oom (x->err);
      memset (x->fixed, -1, (size_t) total);
      x->next_var = 1;
      return 0;
    }
  char q[SS_QUOTE_BYTES];
  if (!ss_token_is (&t, "plain:"))
    return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
           : ss_lines_fail (x->err, &x->l, t.col, "unknown map %s (plain "
                            "or compact)", q);
  char formula[128];
  ss_dimacs_plain_formula (formula, sizeof formula, x->n);
  const char *p = rest (x);
  if (strcmp (p, formula))
    return ss_lines_fail (x->err, &x->l, (long) (p - x->l.buf) + 1,
                          "plain map formula differs from '%s' for a %dx%d "
                          "grid", formula, x->n, x->n);
  return 0;
}

static int
read_style (cnf_reader *x, const ss_token *key)
{
  ss_token t;
  char name[32];
  x->style.blank = '.';
  x->style.ints = 0;
  x->style.symbols[0] = 0;
  if (!ss_lines_token (&x->l, &t))
    return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                          "missing the format");
  snprintf (name, sizeof name, "%.*s", (int) (t.len < 31 ? t.len : 31),
            t.text);
  char q[SS_QUOTE_BYTES];
  if (t.len > 31 || ss_format_parse (name, &x->style.format)
      || x->style.format == SS_FMT_AUTO)
    return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
           : ss_lines_fail (x->err, &x->l, t.col, "unknown format %s", q);
  while (ss_lines_token (&x->l, &t))
    if (ss_token_is (&t, "ints") && x->style.format == SS_FMT_LINE)
      x->style.ints = 1;
    else if (t.len == 7 && !memcmp (t.text, "blank=", 6)
             && (t.text[6] == '.' || t.text[6] == '0')
             && x->style.format != SS_FMT_GRID)
      x->style.blank = t.text[6];
    else if (t.len > 8 && t.len <= 8 + SS_MAX_CHARS_N
             && !memcmp (t.text, "symbols=", 8)
             && x->style.format != SS_FMT_GRID && !x->style.ints)
      {
        memcpy (x->style.symbols, t.text + 8, t.len - 8);
        x->style.symbols[t.len - 8] = 0;
      }
    else
      return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
             : ss_lines_fail (x->err, &x->l, t.col, "unexpected %s", q);
  x->have_style = 1;
  return 0;
}

static int
read_row (cnf_reader *x, const ss_token *key)
{
  if (need_size (x, key))
    return -1;
  if (x->rows == x->n)
    return ss_lines_fail (x->err, &x->l, key->col, "more than %d rows",
                          x->n);
  for (int c = 0; c < x->n; c++)
    {
      long v;
      if (next_int (x, 0, x->n, "value", &v, NULL))
        return -1;
      x->cells[(long) x->rows * x->n + c] = (int) v;
    }
  x->rows++;
  return line_end (x);
}

static int
read_domino (cnf_reader *x, const ss_token *key)
{
  long f[6];
  static const char *const what[6] = {
    "value", "row", "column", "value", "row", "column"
  };
  if (need_size (x, key))
    return -1;
  for (int i = 0; i < 6; i++)
    if (next_int (x, 1, x->n, what[i], &f[i], NULL))
      return -1;
  long dr = f[4] - f[1], dc = f[5] - f[2];
  if (dr * dr + dc * dc != 1)
    return ss_lines_fail (x->err, &x->l, key->col,
                          "domino cells are not adjacent");
  if (x->ndominoes == x->n * x->n / 2)
    return ss_lines_fail (x->err, &x->l, key->col, "more than %d dominoes "
                          "on a %dx%d grid", x->n * x->n / 2, x->n, x->n);
  ss_domino *d = ss_realloc (x->dominoes, (size_t) (x->ndominoes + 1)
                                           * sizeof *x->dominoes);
  if (!d)
    return ss_oom (x->err);
  x->dominoes = d;
  x->dominoes[x->ndominoes++] = (ss_domino) {
    (int) f[0], (int) f[3], (int) f[1] - 1, (int) f[2] - 1, (int) f[4] - 1,
    (int) f[5] - 1
  };
  return line_end (x);
}

/* "jigsaw" lines, one a row: each cell's region number, 0..n-1. */
static int
read_jigsaw (cnf_reader *x, const ss_token *key)
{
  if (need_size (x, key))
    return -1;
  if (x->jigsaw_rows == x->n)
    return ss_lines_fail (x->err, &x->l, key->col, "more than %d jigsaw "
                          "lines", x->n);
  if (!x->region)
    {
      x->region = ss_malloc ((size_t) x->n * x->n * sizeof *x->region);
      if (!x->region)
        return ss_oom (x->err);
      x->jigsaw_line = x->l.lineno;
    }
  for (int c = 0; c < x->n; c++)
    {
      long v;
      if (next_int (x, 0, x->n - 1, "region number", &v, NULL))
        return -1;
      x->region[(long) x->jigsaw_rows * x->n + c] = (int) v;
    }
  x->jigsaw_rows++;
  return line_end (x);
}

/* An x line of a compact map: cells in order, values in order, open
   values numbered consecutively, exactly as ss_varmap_new_fixed does. */
static int
read_x (cnf_reader *x, const ss_token *key)
{
  long r, c;
  ss_token t;
  int n = x->n;
  if (!x->compact)
    return ss_lines_fail (x->err, &x->l, key->col,
                          "'x' line without 'map compact'");
  if (x->next_cell == (long) n * n)
    return ss_lines_fail (x->err, &x->l, key->col, "more than %d x lines",
                          n * n);
  if (next_int (x, 1, n, "row", &r, NULL)
      || next_int (x, 1, n, "column", &c, NULL))
    return -1;
  if ((r - 1) * n + c - 1 != x->next_cell)
    return ss_lines_fail (x->err, &x->l, key->col, "x line for row %ld, "
                          "column %ld out of order (expected row %ld, "
                          "column %ld)", r, c, x->next_cell / n + 1,
                          x->next_cell % n + 1);
  signed char *cell = x->fixed + x->next_cell * n;
  int last = 0;
  while (ss_lines_token (&x->l, &t))
    {
      const char *eq = memchr (t.text, '=', t.len);
      long v, var;
      char q[SS_QUOTE_BYTES];
      if (!eq)
        return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
               : ss_lines_fail (x->err, &x->l, t.col,
                                "expected value=variable, not %s", q);
      ss_token vt = { t.text, (size_t) (eq - t.text), t.col };
      ss_token lt = { eq + 1, t.len - vt.len - 1, t.col + (long) vt.len + 1 };
      if (ss_token_int (&x->l, &vt, 1, n, "value", &v, x->err))
        return -1;
      if (v <= last)
        return ss_lines_fail (x->err, &x->l, t.col,
                              "value %ld out of order", v);
      last = (int) v;
      if (ss_token_is (&lt, "T"))
        {
          cell[v - 1] = 1;
          continue;
        }
      if (ss_token_int (&x->l, &lt, 1, INT_MAX - 1, "variable", &var,
                        x->err))
        return -1;
      if (var != x->next_var)
        return ss_lines_fail (x->err, &x->l, lt.col, "variable %ld where "
                              "%d was expected: open values are numbered "
                              "in order", var, x->next_var);
      cell[v - 1] = 0;
      x->next_var++;
    }
  x->next_cell++;
  return 0;
}

/* The global rules, a comma-separated list added to the puzzle when it
   is built. */
static int
read_rules (cnf_reader *x, const ss_token *key)
{
  ss_token t;
  if (x->rules[0])
    return ss_lines_fail (x->err, &x->l, key->col, "a second 'rules'");
  if (!ss_lines_token (&x->l, &t))
    return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                          "missing the rules");
  if (t.len >= sizeof x->rules)
    return ss_lines_fail (x->err, &x->l, t.col, "a list of rules too long");
  memcpy (x->rules, t.text, t.len);
  x->rules[t.len] = 0;
  x->rules_line = x->l.lineno;
  x->rules_col = t.col;
  return line_end (x);
}

/* A constraint line (the key names it): an optional total, then row and
   column pairs, each in 1..n. */
static int
read_constraint (cnf_reader *x, const ss_token *key, ss_con_kind kind)
{
  int n;
  long v;
  ss_token t;
  if (need_size (x, key))
    return -1;
  n = x->n;
  struct pending *grown = ss_realloc (x->cons, (size_t) (x->ncons + 1)
                                               * sizeof *grown);
  if (!grown)
    return ss_oom (x->err);
  x->cons = grown;
  struct pending *c = &x->cons[x->ncons];
  *c = (struct pending) { kind, 0, NULL, 0, x->l.lineno, key->col, { 0 } };
  if (ss_dimacs_kinds[kind].number == SS_DIMACS_DIGITS)
    {
      /* how many digits, then the digits */
      if (next_int (x, 1, 4, "count of digits", &v, NULL))
        return -1;
      c->param = (int) v;
      for (int j = 0; j < c->param; j++)
        {
          if (next_int (x, 1, n, "digit", &v, NULL))
            return -1;
          c->values[j] = (int) v;
        }
    }
  else if (ss_dimacs_kinds[kind].number)
    {
      if (next_int (x, 0, INT_MAX / 2, "total", &v, NULL))
        return -1;
      c->param = (int) v;
    }
  x->ncons++;
  int room = 0;
  while (ss_lines_token (&x->l, &t))
    {
      long r, col;
      if (ss_token_int (&x->l, &t, 1, n, "row", &r, x->err)
          || next_int (x, 1, n, "column", &col, NULL))
        return -1;
      /* a longer list names a cell twice (a negative constraint's
         pairs name each cell up to four times) */
      if (c->m == ss_dimacs_kinds[kind].repeats * n * n)
        return ss_lines_fail (x->err, &x->l, t.col, "more cells than the "
                              "%dx%d grid has", n, n);
      /* room as the line needs it: memory follows the file's size */
      if (c->m == room)
        {
          room = room ? 2 * room : 8;
          int *grown_cells = ss_realloc (c->cells, (size_t) room
                                                   * sizeof *c->cells);
          if (!grown_cells)
            return ss_oom (x->err);
          c->cells = grown_cells;
        }
      c->cells[c->m++] = (int) ((r - 1) * n + col - 1);
    }
  return 0;
}

/* One constraint line's constraint, by its kind's add (a line's digits
   come to it ahead of the cells). */
static int
add_pending (ss_puzzle *pz, const struct pending *c, ss_error *err)
{
  const ss_dimacs_kind *k = &ss_dimacs_kinds[c->kind];
  if (k->number != SS_DIMACS_DIGITS)
    return k->add (pz, c->kind, c->param, c->cells, c->m, err);
  int *all = ss_malloc ((size_t) (c->param + c->m) * sizeof *all);
  if (!all)
    return ss_oom (err);
  for (int j = 0; j < c->param; j++)
    all[j] = c->values[j];
  for (int i = 0; i < c->m; i++)
    all[c->param + i] = c->cells[i];
  int rc = k->add (pz, c->kind, c->param, all, c->param + c->m, err);
  free (all);
  return rc;
}

/* Add the constraint lines to the puzzle just built; an error names the
   line. */
static int
add_constraints (cnf_reader *x, ss_puzzle *pz)
{
  for (int i = 0; i < x->ncons; i++)
    {
      const struct pending *c = &x->cons[i];
      int rc = add_pending (pz, c, x->err);
      if (rc)
        {
          if (x->err->status != SS_ERR_MEMORY)
            {
              char msg[sizeof x->err->msg];
              snprintf (msg, sizeof msg, "%s", x->err->msg);
              ss_fail (x->err, SS_ERR_INPUT, x->l.name, c->line, c->col,
                       "%s", msg);
            }
          return -1;
        }
    }
  return 0;
}

/* The kind whose constraint lines key names (dimkeys.c), -1 for
   none. */
static int
kind_key (const ss_token *key)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if (ss_dimacs_key ((ss_con_kind) k)
        && ss_token_is (key, ss_dimacs_key ((ss_con_kind) k)))
      return k;
  return -1;
}

/* One comment line before the p line; unknown keys are left alone.
   Kept long: one branch a key of the comments, in the order written. */
static int
read_comment (cnf_reader *x)
{
  ss_token key;
  if (!ss_lines_token (&x->l, &key))
    return 0;
  if (ss_token_is (&key, "sudosat"))
    x->seen_sudosat = 1;
  else if (ss_token_is (&key, "family"))
    {
      ss_token t;
      if (!ss_lines_token (&x->l, &t))
        return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                              "missing the family");
      x->family = -1;
      x->have_family = 1;
      for (int i = 0; i < 2; i++)
        if (ss_token_is (&t, ss_dimacs_families[i]))
          x->family = i;
      char q[SS_QUOTE_BYTES];
      if (x->family < 0)
        return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
               : ss_lines_fail (x->err, &x->l, t.col, "unknown family %s",
                                q);
      if (x->family == SS_SUDOMINOKU && x->n && x->n != 9)
        return ss_lines_fail (x->err, &x->l, t.col, "a sudominoku grid is "
                              "9x9, not %dx%d as 'size' says", x->n, x->n);
      return line_end (x);
    }
  else if (ss_token_is (&key, "size"))
    return read_size (x, &key);
  else if (ss_token_is (&key, "box"))
    return read_box (x, &key);
  else if (ss_token_is (&key, "rules"))
    return read_rules (x, &key);
  else if (ss_token_is (&key, "encoding"))
    copy_name (x->cnf->encoding, sizeof x->cnf->encoding, rest (x));
  else if (ss_token_is (&key, "amo"))
    copy_name (x->cnf->amo, sizeof x->cnf->amo, rest (x));
  else if (ss_token_is (&key, "presolve"))
    copy_name (x->cnf->presolve, sizeof x->cnf->presolve, rest (x));
  else if (ss_token_is (&key, "sum-encoding"))
    copy_name (x->cnf->sum, sizeof x->cnf->sum, rest (x));
  else if (ss_token_is (&key, "order-encoding"))
    copy_name (x->cnf->order, sizeof x->cnf->order, rest (x));
  else if (kind_key (&key) >= 0)
    return read_constraint (x, &key, (ss_con_kind) kind_key (&key));
  else if (ss_token_is (&key, "map"))
    return read_map (x, &key);
  else if (ss_token_is (&key, "style"))
    return read_style (x, &key);
  else if (ss_token_is (&key, "puzzle"))
    {
      long index;
      ss_token t;
      if (!ss_lines_token (&x->l, &t))
        return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                              "missing the puzzle's number");
      if (t.len && t.text[t.len - 1] == ':')
        t.len--;
      /* 0 for a puzzle a program made rather than read */
      if (ss_token_int (&x->l, &t, 0, INT_MAX, "puzzle number", &index,
                        x->err))
        return -1;
      x->index = (int) index;
      x->have_puzzle = 1;
    }
  else if (ss_token_is (&key, "row"))
    return read_row (x, &key);
  else if (ss_token_is (&key, "domino"))
    return read_domino (x, &key);
  else if (ss_token_is (&key, "jigsaw"))
    return read_jigsaw (x, &key);

  else if (ss_token_is (&key, "x"))
    return read_x (x, &key);
  return 0;
}

/* At the p line: the comments must have described a whole puzzle.
   Kept long: each comment's agreement with the others, checked in
   turn, one message each. */
static int
build (cnf_reader *x)
{
  const char *missing = !x->seen_sudosat ? "a 'sudosat' line (was the file "
                        "written by sudosat dimacs?)"
                        : !x->have_family ? "'family'"
                        : !x->n ? "'size'" : !x->have_map ? "'map'"
                        : !x->have_style ? "'style'"
                        : !x->have_puzzle ? "'puzzle'" : NULL;
  if (missing)
    return ss_lines_fail (x->err, &x->l, 1, "the comments before the p line "
                          "lack %s", missing);
  if (x->rows < x->n)
    return ss_lines_fail (x->err, &x->l, 1, "the comments hold %d row "
                          "line%s, expected %d", x->rows,
                          x->rows == 1 ? "" : "s", x->n);
  if (x->compact && x->next_cell < (long) x->n * x->n)
    return ss_lines_fail (x->err, &x->l, 1, "the compact map lists %ld "
                          "cell%s, expected %d", x->next_cell,
                          x->next_cell == 1 ? "" : "s", x->n * x->n);
  if (x->style.symbols[0] && (int) strlen (x->style.symbols) < x->n)
    return ss_lines_fail (x->err, &x->l, 1, "the style names %d symbol%s, "
                          "a %dx%d grid needs %d", (int) strlen
                          (x->style.symbols), strlen (x->style.symbols) == 1
                          ? "" : "s", x->n, x->n, x->n);
  /* a value per character: 1-9 then A-Z */
  if ((x->style.format == SS_FMT_CHARS
       || (x->style.format == SS_FMT_LINE && !x->style.ints))
      && x->n > SS_MAX_CHARS_N)
    return ss_lines_fail (x->err, &x->l, 1, "style %s writes a value as "
                          "one character, up to %d: a %dx%d grid cannot be "
                          "shown so", ss_format_name (x->style.format),
                          SS_MAX_CHARS_N, x->n, x->n);
  if (x->style.format == SS_FMT_SUDOMINOKU && x->n != 9)
    return ss_lines_fail (x->err, &x->l, 1, "style sudominoku is for 9x9 "
                          "grids, not %dx%d", x->n, x->n);
  /* a side without boxes (a prime) takes the jigsaw's regions */
  int boxless = !x->br && ss_box_default (x->n, &x->br, &x->bc);
  if (boxless && !x->region)
    return ss_lines_fail (x->err, &x->l, 1, "the comments lack 'box': a "
                          "%dx%d grid has no boxes of its own", x->n, x->n);
  ss_puzzle *pz = boxless ? ss_puzzle_new_irregular (x->n)
                          : ss_puzzle_new_box (x->br, x->bc);
  if (!pz)
    return ss_oom (x->err);
  memcpy (pz->cells, x->cells, (size_t) x->n * x->n * sizeof *pz->cells);
  if (ss_puzzle_set_family (pz, (ss_family) x->family))
    {
      ss_puzzle_free (pz);
      return ss_oom (x->err);
    }
  pz->style = x->style;
  pz->index = x->index;
  pz->ndominoes = x->ndominoes;
  pz->dominoes = x->dominoes;
  x->dominoes = NULL;
  x->cnf->pz = pz;
  if (x->region && x->jigsaw_rows < x->n)
    return ss_fail (x->err, SS_ERR_INPUT, x->l.name, x->jigsaw_line, 1,
                    "the comments hold %d jigsaw lines, expected %d",
                    x->jigsaw_rows, x->n);
  if (x->region && ss_puzzle_set_regions (pz, x->region, x->err))
    {
      if (x->err->status != SS_ERR_MEMORY)
        {
          char msg[sizeof x->err->msg];
          snprintf (msg, sizeof msg, "%s", x->err->msg);
          ss_fail (x->err, SS_ERR_INPUT, x->l.name, x->jigsaw_line, 1,
                   "jigsaw: %s", msg);
        }
      return -1;
    }
  if (x->rules[0] && ss_puzzle_add_rules (pz, x->rules, x->err))
    {
      char msg[sizeof x->err->msg];
      snprintf (msg, sizeof msg, "%s", x->err->msg);
      if (x->err->status != SS_ERR_MEMORY)
        ss_fail (x->err, SS_ERR_INPUT, x->l.name, x->rules_line,
                 x->rules_col, "%s", msg);
      return -1;
    }
  if (add_constraints (x, pz))
    return -1;
  if (ss_puzzle_check_givens (pz, NULL, x->err))
    {
      x->err->status = SS_ERR_INPUT;
      ss_error_set_file (x->err, x->l.name);
      return -1;
    }
  x->cnf->vm = x->compact ? ss_varmap_new_fixed (x->n, x->fixed)
                          : ss_varmap_new (x->n);
  return x->cnf->vm ? 0 : ss_oom (x->err);
}

static int
read_header (cnf_reader *x, ss_token *p, long long *clauses)
{
  ss_token t;
  long vars, count;
  if (!ss_lines_token (&x->l, &t) || !ss_token_is (&t, "cnf"))
    return ss_lines_fail (x->err, &x->l, p->col + 2, "expected 'p cnf'");
  if (next_int (x, 0, INT_MAX - 1, "number of variables", &vars, NULL)
      || next_int (x, 0, LONG_MAX, "number of clauses", &count, NULL)
      || line_end (x))
    return -1;
  x->cnf->vars = (int) vars;
  *clauses = count;
  return build (x);
}

static int
read_clauses (cnf_reader *x, long long declared, long pline)
{
  ss_sink *s = x->cnf->clauses;
  size_t cap = 0;
  long start = 0;           /* line where the open clause began, 0: none */
  int rc;
  while ((rc = ss_lines_next (&x->l, x->err)) == 1)
    {
      ss_token t;
      if (x->l.buf[0] == 'c')
        continue;
      while (ss_lines_token (&x->l, &t))
        {
          long lit;
          if (ss_token_int (&x->l, &t, -x->cnf->vars, x->cnf->vars,
                            "literal", &lit, x->err))
            return -1;
          if (!start)
            start = x->l.lineno;
          ss_sink_add (s, (int) lit);
          if (s->over == SS_OVER_MEMORY)
            return ss_oom (x->err);
          if (lit)
            continue;
          if (s->clauses > declared)
            return ss_lines_fail (x->err, &x->l, t.col, "more clauses than "
                                  "the %lld of the p line", declared);
          if ((size_t) s->clauses > cap)
            {
              long *lines = ss_realloc (x->cnf->lines, (cap ? 2 * cap : 1024)
                                                       * sizeof *lines);
              if (!lines)
                return ss_oom (x->err);
              x->cnf->lines = lines;
              cap = cap ? 2 * cap : 1024;
            }
          x->cnf->lines[s->clauses - 1] = start;
          start = 0;
        }
    }
  if (rc < 0)
    return -1;
  if (start)
    return ss_fail (x->err, SS_ERR_INPUT, x->l.name, start, 0,
                    "the last clause is not ended by 0");
  if (s->clauses != declared)
    return ss_fail (x->err, SS_ERR_INPUT, x->l.name, pline, 0,
                    "the p line announces %lld clauses, the file holds %lld",
                    declared, s->clauses);
  /* a model is read for that many variables: no more than the file
     uses, so that memory follows the file's size */
  int used = ss_varmap_cellvars (x->cnf->vm);
  if (s->maxvar > used)
    used = s->maxvar;
  if (x->cnf->vars > used)
    return ss_fail (x->err, SS_ERR_INPUT, x->l.name, pline, 0,
                    "the p line announces %d variables, the clauses and "
                    "the map use %d", x->cnf->vars, used);
  return 0;
}

int
ss_cnf_read (ss_cnf *cnf, FILE *f, const char *name, ss_error *err)
{
  cnf_reader x = { .cnf = cnf, .err = err };
  int rc;
  long long declared = 0;
  memset (cnf, 0, sizeof *cnf);
  cnf->clauses = ss_sink_dimacs ();
  if (!cnf->clauses)
    return ss_oom (err);
  ss_lines_init (&x.l, f, name);
  while ((rc = ss_lines_next (&x.l, err)) == 1)
    {
      ss_token t;
      if (!ss_lines_token (&x.l, &t))
        continue;
      if (t.text[0] == 'c')
        rc = ss_token_is (&t, "c") ? read_comment (&x) : 0;
      else if (ss_token_is (&t, "p"))
        {
          long pline = x.l.lineno;
          rc = read_header (&x, &t, &declared);
          if (!rc)
            rc = read_clauses (&x, declared, pline);
          break;
        }
      else
        {
          char q[SS_QUOTE_BYTES];
          rc = ss_token_shown (err, &x.l, &t, q, '\'') ? -1
               : ss_lines_fail (err, &x.l, t.col, "expected a comment or "
                                "the p line, not %s", q);
        }
      if (rc)
        break;
    }
  if (rc == 0 && !cnf->vm)
    rc = ss_fail (err, SS_ERR_INPUT, name, 0, 0, "no 'p cnf' line");
  ss_lines_free (&x.l);
  free (x.cells);
  free (x.fixed);
  free (x.dominoes);
  free (x.region);
  for (int i = 0; i < x.ncons; i++)
    free (x.cons[i].cells);
  free (x.cons);
  if (rc)
    {
      ss_cnf_clear (cnf);
      return -1;
    }
  return 0;
}

void
ss_cnf_clear (ss_cnf *cnf)
{
  ss_puzzle_free (cnf->pz);
  ss_varmap_free (cnf->vm);
  ss_sink_free (cnf->clauses);
  free (cnf->lines);
  memset (cnf, 0, sizeof *cnf);
}
