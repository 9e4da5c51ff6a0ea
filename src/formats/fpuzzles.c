/* fpuzzles.c: the f-puzzles reader.  f-puzzles (www.f-puzzles.com), the
   editor setters of variant Sudoku share their puzzles from, saves a
   puzzle as one JSON object, and puts it in its links compressed by
   lz-string as base64 ("?load=N4Ig...").  The input is either one JSON
   document (the whole file), or lines each holding a link, a bare
   compressed text or a whole JSON object, one puzzle a line (as -O
   fpuzzles and fpuzzles-link write them).  JSON is read with jansson.
   Every key that could carry a rule sudosat does not know is refused
   by name; only keys that cannot change the rules (title, author, the
   ruleset's prose, colours, the solver's own pencil marks) are passed
   over.  Messages name the JSON path of what is wrong. */
#include "reader.h"
#include "formats/lines.h"
#include "formats/lzstring.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* What a puzzle is being read from, for messages. */
typedef struct ctx {
  ss_reader *r;
  ss_error *err;
  long line;             /* the puzzle's line (a link's), 0 for JSON */
  long base;             /* the line a JSON document starts on */
  const char *text;      /* a document's text, to place errors in it */
  size_t len;
  ss_puzzle *p;
  int n;
  int boxless;           /* the side has no boxes: regions must come */
  int nowhite;           /* non-consecutive beside dots: no white dot */
} ctx;

/* Where in a document the top-level key that path starts with is
   written ("killercage" for "killercage[2].cells[1]"): its line and
   column, or the document's first line for an empty path or a key not
   found.  jansson keeps no positions of values, so the key stands for
   its whole value. */
static void
locate (const ctx *x, const char *path, long *line, long *col)
{
  size_t klen = strcspn (path, "[.");
  *line = x->base;
  *col = 1;
  if (!klen)
    return;
  for (size_t i = 0; i + klen + 2 <= x->len; i++)
    {
      if (x->text[i] != '"' || memcmp (x->text + i + 1, path, klen)
          || x->text[i + 1 + klen] != '"')
        continue;
      size_t j = i + klen + 2;
      while (j < x->len && (x->text[j] == ' ' || x->text[j] == '\t'
                            || x->text[j] == '\n' || x->text[j] == '\r'))
        j++;
      if (j == x->len || x->text[j] != ':')
        continue;
      long l = x->base, c = 1;
      for (size_t k = 0; k < i; k++)
        if (x->text[k] == '\n')
          l++, c = 1;
        else
          c++;
      *line = l;
      *col = c;
      return;
    }
}

/* An error at a JSON path: "FILE:LINE[:COLUMN]: PATH: message", at the
   link's line, or where a document writes the path's top key. */
static int
fail (ctx *x, const char *path, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

/* A message is one line: a control character the input put in a key
   or a value it quotes shows as '?'. */
static void
one_line (char *s)
{
  for (; *s; s++)
    if ((unsigned char) *s < ' ' || *s == 127)
      *s = '?';
}

/* at: the path that places the error, path: the one printed */
static int
fail_at (ctx *x, const char *at, const char *path, const char *fmt,
         va_list ap)
{
  char msg[400], where[200];
  vsnprintf (msg, sizeof msg, fmt, ap);
  snprintf (where, sizeof where, "%s", path);
  one_line (msg);
  one_line (where);
  path = where;
  /* a link's errors are at its line's first column */
  long line = x->line, col = 1;
  if (x->text)
    locate (x, at, &line, &col);
  return ss_fail (x->err, SS_ERR_INPUT, x->r->name, line, col, "%s%s%s",
                  path, *path ? ": " : "", msg);
}

static int
fail (ctx *x, const char *path, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = fail_at (x, path, path, fmt, ap);
  va_end (ap);
  return rc;
}

/* An error about a top-level key, placed where it is written. */
static int
fail_key (ctx *x, const char *key, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

static int
fail_key (ctx *x, const char *key, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = fail_at (x, key, "", fmt, ap);
  va_end (ap);
  return rc;
}

/* A model call failed: its message (or out of memory) under path. */
static int
model_fail (ctx *x, const char *path)
{
  if (x->err->status == SS_ERR_MEMORY)
    return -1;
  char msg[sizeof x->err->msg];
  snprintf (msg, sizeof msg, "%s", x->err->msg);
  return fail (x, path, "%s", msg);
}

/* Keys that carry no rule: metadata and looks. */
static int
cosmetic (const char *key, const char *const *list)
{
  for (; *list; list++)
    if (!strcmp (key, *list))
      return 1;
  return 0;
}

static const char *const color_keys[] = {
  "baseC", "outlineC", "fontC", "c", "width", "height", "angle", NULL
};

/* Every key of obj is among known (handled) or color_keys; else the
   first other one is refused by name. */
static int
only_keys (ctx *x, json_t *obj, const char *path, const char *const *known)
{
  const char *key;
  json_t *v;
  json_object_foreach (obj, key, v)
    if (!cosmetic (key, known) && !cosmetic (key, color_keys))
      return fail (x, path, "unsupported key '%s'", key);
  return 0;
}

/* A cell "R1C1" (rows and columns from 1) to its index. */
static int
cell_of (ctx *x, json_t *j, const char *path, int *cell)
{
  const char *s = json_string_value (j);
  if (!s)
    return fail (x, path, "a cell is a string such as \"R1C1\"");
  /* R, digits, C, digits: each number read whole, however long */
  const char *p = s, *rows = NULL, *cols = NULL;
  size_t rlen = 0, clen = 0;
  if (*p == 'R' || *p == 'r')
    {
      rows = ++p;
      p += rlen = strspn (p, "0123456789");
      if (rlen && (*p == 'C' || *p == 'c'))
        {
          cols = ++p;
          p += clen = strspn (p, "0123456789");
        }
    }
  long long r = 0, col = 0;
  char shown[SS_QUOTE_BYTES];
  if (!clen || *p)
    return fail (x, path, "%s is not a cell (such as \"R1C1\")",
                 ss_quote (shown, s, strlen (s), '"'));
  if (ss_decimal (rows, rlen, x->n, &r) || ss_decimal (cols, clen, x->n,
                                                       &col)
      || r < 1 || col < 1)
    return fail (x, path, "%s is outside the %dx%d grid",
                 ss_quote (shown, s, strlen (s), 0), x->n, x->n);
  *cell = (int) ((r - 1) * x->n + col - 1);
  return 0;
}

/* A list of cells (key of obj at path), into cells (room for max);
   *m gets the count. */
static int
cells_of (ctx *x, json_t *obj, const char *key, const char *path,
          int *cells, int max, int *m)
{
  char sub[256];
  json_t *list = json_object_get (obj, key);
  snprintf (sub, sizeof sub, "%s.%s", path, key);
  if (!list)
    return fail (x, path, "no '%s'", key);
  if (!json_is_array (list))
    return fail (x, sub, "a list of cells is expected");
  if ((int) json_array_size (list) > max)
    return fail (x, sub, "%d cells: at most %d %s taken here",
                 (int) json_array_size (list), max, max == 1 ? "is" : "are");
  *m = (int) json_array_size (list);
  for (int i = 0; i < *m; i++)
    {
      char at[300];
      snprintf (at, sizeof at, "%s[%d]", sub, i);
      if (cell_of (x, json_array_get (list, (size_t) i), at, &cells[i]))
        return -1;
    }
  return 0;
}

/* A JSON value as a message quotes it: an integer, a real (said to
   be one: 4.0 prints as 4), a string in quotes (cut at 40 bytes), else
   its type. */
static void
describe (json_t *j, char *buf, size_t size)
{
  if (json_is_integer (j))
    snprintf (buf, size, "%" JSON_INTEGER_FORMAT, json_integer_value (j));
  else if (json_is_real (j))
    snprintf (buf, size, "%.17g, a real number", json_real_value (j));
  else if (json_is_string (j))
    {
      char shown[SS_QUOTE_BYTES];
      snprintf (buf, size, "%s", ss_quote (shown, json_string_value (j),
                                           json_string_length (j), '"'));
    }
  else
    snprintf (buf, size, "%s", json_is_object (j) ? "an object"
              : json_is_array (j) ? "a list" : json_is_boolean (j)
              ? "a boolean" : "null");
}

/* Every number of the puzzle is read here: an integer lo..hi (what
   names it in a message), a JSON integer or, when strings is set, a
   string of digits ("15").  Absent, null (and a string "") is none.
   A real (4.5, 4.0, 1e3), a sign in a string, or a value out of range
   (however large: jansson keeps 64 bits and refuses more) is an error,
   never cut to fit.  1 with *v set, 0 when there is none, -1 on
   error. */
static int
number_of (ctx *x, json_t *j, const char *path, const char *what,
           int strings, long long lo, long long hi, long long *v)
{
  char text[SS_QUOTE_BYTES];
  if (!j || json_is_null (j))
    return 0;
  const char *s = strings ? json_string_value (j) : NULL;
  if (s && !*s)
    return 0;
  if (json_is_integer (j))
    {
      json_int_t n = json_integer_value (j);
      if (n >= lo && n <= hi)
        {
          *v = (long long) n;
          return 1;
        }
    }
  else if (s)
    {
      long long n = 0;
      int rc = ss_decimal (s, strlen (s), hi, &n);
      char shown[SS_QUOTE_BYTES];
      if (rc < 0)
        return fail (x, path, "%s %lld to %lld is expected, not %s "
                     "(digits only)", what, lo, hi,
                     ss_quote (shown, s, strlen (s), '"'));
      if (!rc && n >= lo)
        {
          *v = n;
          return 1;
        }
    }
  describe (j, text, sizeof text);
  return fail (x, path, "%s %lld to %lld is expected, not %s", what, lo, hi,
               text);
}

/* A key that must be a boolean: 1 true, 0 false or absent, -1 error. */
static int
flag (ctx *x, json_t *root, const char *key)
{
  json_t *j = json_object_get (root, key);
  if (!j || json_is_false (j) || json_is_null (j))
    return 0;
  if (json_is_true (j))
    return 1;
  return fail (x, key, "true or false is expected");
}

/* A key holding a list of objects: NULL when absent; error when it is
   not a list of objects. */
static json_t *
items (ctx *x, json_t *root, const char *key, int *bad)
{
  json_t *list = json_object_get (root, key);
  *bad = 0;
  if (!list || json_is_null (list))
    return NULL;
  if (!json_is_array (list))
    {
      *bad = 1;
      fail (x, key, "a list is expected");
      return NULL;
    }
  for (size_t i = 0; i < json_array_size (list); i++)
    if (!json_is_object (json_array_get (list, i)))
      {
        char at[64];
        snprintf (at, sizeof at, "%s[%zu]", key, i);
        *bad = 1;
        fail (x, at, "an object is expected");
        return NULL;
      }
  return list;
}

/* grid: n rows of n cells, each with its given (value with given true;
   a value without is the solver's entry and no part of the puzzle) and
   its region (0..n-1; missing: its box's).  Regions other than the
   boxes make a jigsaw; a side without boxes needs every cell's.  Pencil marks and "candidates" (the solver's
   candidate marks, written by f-puzzles' export for solving tools) are
   the solver's state, not the puzzle's. */
static int
read_grid (ctx *x, json_t *grid)
{
  static const char *const cell_keys[] = {
    "value", "given", "region", "cArray", "highlight", "highlightArray",
    "centerPencilMarks", "cornerPencilMarks", "candidates",
    "givenPencilMarks", NULL
  };
  int n = x->n, jigsaw = 0;
  if (!grid)
    return fail (x, "", "no 'grid'");
  if (!json_is_array (grid) || (int) json_array_size (grid) != n)
    return fail (x, "grid", "a list of %d rows is expected", n);
  int *region = ss_malloc ((size_t) n * n * sizeof *region);
  if (!region)
    return ss_oom (x->err);
  int rc = 0, unplaced = -1;   /* the first cell without a region */
  for (int r = 0; r < n && !rc; r++)
    {
      json_t *row = json_array_get (grid, (size_t) r);
      char at[64];
      snprintf (at, sizeof at, "grid[%d]", r);
      if (!json_is_array (row) || (int) json_array_size (row) != n)
        {
          rc = fail (x, at, "a row of %d cells is expected", n);
          break;
        }
      for (int c = 0; c < n && !rc; c++)
        {
          json_t *cell = json_array_get (row, (size_t) c);
          snprintf (at, sizeof at, "grid[%d][%d]", r, c);
          region[r * n + c] = ss_box_of (x->p, r, c);
          if (!json_is_object (cell))
            {
              rc = fail (x, at, "an object is expected");
              break;
            }
          /* null or [] (what exports write for a cell without them)
             restricts nothing */
          json_t *marks = json_object_get (cell, "givenPencilMarks");
          if (marks && !json_is_null (marks)
              && !(json_is_array (marks) && !json_array_size (marks)))
            {
              rc = fail (x, at, "unsupported key 'givenPencilMarks' "
                         "(candidates given by the setter)");
              break;
            }
          if ((rc = only_keys (x, cell, at, cell_keys)))
            break;
          json_t *given = json_object_get (cell, "given");
          json_t *value = json_object_get (cell, "value");
          json_t *reg = json_object_get (cell, "region");
          char sub[80];
          if (given && !json_is_boolean (given))
            {
              snprintf (sub, sizeof sub, "%s.given", at);
              rc = fail (x, sub, "true or false is expected");
              break;
            }
          long long v, g;
          int has;
          snprintf (sub, sizeof sub, "%s.value", at);
          if ((has = number_of (x, value, sub, "a value", 0, 1, n, &v)) < 0)
            {
              rc = -1;
              break;
            }
          if (has && json_is_true (given))
            ss_puzzle_set (x->p, r, c, (int) v);
          if (!reg && unplaced < 0)
            unplaced = r * n + c;
          if (reg)
            {
              snprintf (sub, sizeof sub, "%s.region", at);
              if (json_is_null (reg))
                rc = fail (x, sub, "a cell in no region is not supported");
              else if (number_of (x, reg, sub, "a region number", 0, 0,
                                  n - 1, &g) < 0)
                rc = -1;
              else
                {
                  jigsaw |= g != region[r * n + c];
                  region[r * n + c] = (int) g;
                }
            }
        }
    }
  if (!rc && x->boxless && unplaced >= 0)
    rc = fail (x, "size", "a %dx%d grid has no boxes (its side is prime), "
               "and grid[%d][%d] names no region", n, n, unplaced / n,
               unplaced % n);
  if (!rc && (jigsaw || x->boxless) && ss_puzzle_set_regions (x->p, region, x->err))
    rc = model_fail (x, "grid");
  free (region);
  return rc;
}

/* Whether key holds a non-empty list. */
static int
listed (json_t *root, const char *key)
{
  json_t *list = json_object_get (root, key);
  return json_is_array (list) && json_array_size (list) > 0;
}

/* The negative constraints, once the marks are in place: 'negative'
   lists the families ("ratio": kropki's black dot, "xv", and
   "difference", the white dot, which f-puzzles writes as
   'nonconsecutive' beside dots) whose rule every pair of neighbours
   without a mark breaks. */
static int
read_negative (ctx *x, json_t *root)
{
  static const struct { const char *name; ss_con_kind kind; } fams[] = {
    { "difference", SS_CON_NOWHITE }, { "ratio", SS_CON_NOBLACK },
    { "xv", SS_CON_NOXV }
  };
  int want[3] = { x->nowhite, 0, 0 };
  json_t *list = json_object_get (root, "negative");
  if (list && !json_is_null (list))
    {
      if (!json_is_array (list))
        return fail (x, "negative", "a list of \"ratio\" and \"xv\" is "
                     "expected");
      for (size_t i = 0; i < json_array_size (list); i++)
        {
          json_t *it = json_array_get (list, i);
          const char *s = json_string_value (it);
          char at[64], shown[SS_QUOTE_BYTES];
          int k = 0;
          snprintf (at, sizeof at, "negative[%zu]", i);
          while (s && k < 3 && strcmp (s, fams[k].name))
            k++;
          if (!s)
            return fail (x, at, "a string (\"ratio\" or \"xv\") is "
                         "expected");
          if (k == 3)
            return fail (x, at, "%s is no negative constraint sudosat "
                         "reads (\"ratio\", \"xv\", \"difference\")",
                         ss_quote (shown, s, strlen (s), '"'));
          want[k] = 1;
        }
    }
  for (int k = 0; k < 3; k++)
    if (want[k] && ss_puzzle_add_negative (x->p, fams[k].kind, x->err))
      return model_fail (x, k || !x->nowhite ? "negative"
                            : "nonconsecutive");
  return 0;
}

/* The global rules: both diagonals are the x rule, one alone an extra
   region; disjoint groups are the n sets of cells at one place of
   their box. */
static int
read_rules (ctx *x, json_t *root)
{
  static const struct { const char *key, *rule; } globals[] = {
    { "antiknight", "anti-knight" }, { "antiking", "anti-king" },
    { "nonconsecutive", "non-consecutive" }
  };
  int n = x->n, cells[SS_MAX_SIDE];
  int plus = flag (x, root, "diagonal+"), minus = flag (x, root,
                                                        "diagonal-");
  int disjoint = flag (x, root, "disjointgroups");
  if (plus < 0 || minus < 0 || disjoint < 0)
    return -1;
  if (plus && minus)
    {
      if (ss_puzzle_add_rule (x->p, "x", x->err))
        return model_fail (x, "diagonal+");
    }
  else if (plus || minus)
    {
      /* diagonal+ rises from the bottom left, diagonal- falls from the
         top left */
      for (int i = 0; i < n; i++)
        cells[i] = plus ? (n - 1 - i) * n + i : i * n + i;
      if (ss_puzzle_add_region (x->p, cells, n, x->err))
        return model_fail (x, plus ? "diagonal+" : "diagonal-");
    }
  for (int i = 0; i < 3; i++)
    {
      int on = flag (x, root, globals[i].key);
      if (on < 0)
        return -1;
      /* non-consecutive beside kropki dots is their negative
         constraint, which spares the pairs with a dot (read_negative) */
      if (on && i == 2 && (listed (root, "difference")
                           || listed (root, "ratio")))
        {
          x->nowhite = 1;
          continue;
        }
      if (on && ss_puzzle_add_rule (x->p, globals[i].rule, x->err))
        return model_fail (x, globals[i].key);
    }
  if (disjoint)
    {
      if (x->p->region)
        return fail (x, "disjointgroups", "disjoint groups are defined by "
                     "the boxes, and this grid's regions are irregular");
      for (int i = 0; i < n; i++)
        {
          for (int b = 0; b < n; b++)
            cells[b] = (b / x->p->br * x->p->br + i / x->p->bc) * n
                       + b % x->p->br * x->p->bc + i % x->p->bc;
          if (ss_puzzle_add_region (x->p, cells, n, x->err))
            return model_fail (x, "disjointgroups");
        }
    }
  return 0;
}

/* The line rules: key is a list of objects each holding 'lines', a
   list of lines of cells, each line a rule of its own
   (ss_puzzle_add_line names the rules by these keys). */
static int
read_line_rule (ctx *x, json_t *root, const char *key)
{
  static const char *const with_lines[] = { "lines", NULL };
  int bad, m, n = x->n;
  char at[64], path[128];
  json_t *list = items (x, root, key, &bad);
  if (!list)
    return bad ? -1 : 0;
  int *cells = ss_malloc ((size_t) n * n * sizeof *cells);
  if (!cells)
    return ss_oom (x->err);
  int rc = 0;
  for (size_t i = 0; i < json_array_size (list) && !rc; i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      if ((rc = only_keys (x, it, at, with_lines)))
        break;
      json_t *lines = json_object_get (it, "lines");
      if (!json_is_array (lines))
        {
          rc = fail (x, at, "'lines', a list of lines of cells, is "
                     "expected");
          break;
        }
      for (size_t j = 0; j < json_array_size (lines) && !rc; j++)
        {
          snprintf (path, sizeof path, "%s.lines[%zu]", at, j);
          /* cells_of wants the list under a key */
          json_t *wrap = json_object ();
          if (!wrap || json_object_set (wrap, "cells",
                                        json_array_get (lines, j)))
            {
              json_decref (wrap);
              rc = ss_oom (x->err);
              break;
            }
          if (!json_is_array (json_array_get (lines, j)))
            rc = fail (x, path, "a list of cells is expected");
          else if (!(rc = cells_of (x, wrap, "cells", path, cells, n * n,
                                    &m))
                   && ss_puzzle_add_line (x->p, key, cells, m, x->err))
            rc = model_fail (x, path);
          json_decref (wrap);
        }
    }
  free (cells);
  return rc;
}

/* The lists of constraints on cells. */
static int
read_constraints (ctx *x, json_t *root)
{
  int n = x->n, bad, m;
  int cells[SS_MAX_SIDE];
  char at[64], sub[96];
  json_t *list;
  static const char *const with_cells[] = { "cells", NULL };
  static const char *const with_value[] = { "cells", "value", NULL };
  static const char *const with_lines[] = { "lines", NULL };
  static const char *const with_cell[] = { "cell", NULL };

  if ((list = items (x, root, "extraregion", &bad)))
    for (size_t i = 0; i < json_array_size (list); i++)
      {
        json_t *it = json_array_get (list, i);
        snprintf (at, sizeof at, "extraregion[%zu]", i);
        if (only_keys (x, it, at, with_cells)
            || cells_of (x, it, "cells", at, cells, n, &m))
          return -1;
        if (ss_puzzle_add_region (x->p, cells, m, x->err))
          return model_fail (x, at);
      }
  if (bad)
    return -1;

  if ((list = items (x, root, "killercage", &bad)))
    for (size_t i = 0; i < json_array_size (list); i++)
      {
        json_t *it = json_array_get (list, i);
        long long total = 0;
        snprintf (at, sizeof at, "killercage[%zu]", i);
        snprintf (sub, sizeof sub, "%s.value", at);
        int has = 0;
        /* no cage of an n x n grid sums to more than 1 + ... + n; the
           model narrows that to what the cage's cells reach */
        if (only_keys (x, it, at, with_value)
            || cells_of (x, it, "cells", at, cells, n, &m)
            || (has = number_of (x, json_object_get (it, "value"), sub,
                                 "a cage's total", 1, 1,
                                 (long long) n * (n + 1) / 2, &total)) < 0)
          return -1;
        if (ss_puzzle_add_cage (x->p, cells, m, has ? (int) total : 0,
                                x->err))
          return model_fail (x, at);
      }
  if (bad)
    return -1;

  if ((list = items (x, root, "thermometer", &bad)))
    for (size_t i = 0; i < json_array_size (list); i++)
      {
        json_t *it = json_array_get (list, i);
        snprintf (at, sizeof at, "thermometer[%zu]", i);
        if (only_keys (x, it, at, with_lines))
          return -1;
        json_t *lines = json_object_get (it, "lines");
        if (!json_is_array (lines))
          return fail (x, at, "'lines', a list of lines of cells, is "
                       "expected");
        for (size_t j = 0; j < json_array_size (lines); j++)
          {
            json_t *line = json_array_get (lines, j);
            snprintf (sub, sizeof sub, "%s.lines[%zu]", at, j);
            if (!json_is_array (line))
              return fail (x, sub, "a list of cells is expected");
            /* cells_of wants the list under a key */
            json_t *wrap = json_object ();
            if (!wrap || json_object_set (wrap, "cells", line))
              {
                json_decref (wrap);
                return ss_oom (x->err);
              }
            snprintf (sub, sizeof sub, "%s.lines", at);
            char path[128];
            snprintf (path, sizeof path, "%s[%zu]", sub, j);
            int rc = cells_of (x, wrap, "cells", path, cells, n, &m);
            json_decref (wrap);
            if (rc)
              return -1;
            if (ss_puzzle_add_thermo (x->p, cells, m, x->err))
              return model_fail (x, path);
          }
      }
  if (bad)
    return -1;

  for (int odd = 1; odd >= 0; odd--)
    {
      const char *key = odd ? "odd" : "even";
      if ((list = items (x, root, key, &bad)))
        for (size_t i = 0; i < json_array_size (list); i++)
          {
            json_t *it = json_array_get (list, i);
            int cell;
            snprintf (at, sizeof at, "%s[%zu]", key, i);
            snprintf (sub, sizeof sub, "%s.cell", at);
            if (only_keys (x, it, at, with_cell))
              return -1;
            if (!json_object_get (it, "cell"))
              return fail (x, at, "no 'cell'");
            if (cell_of (x, json_object_get (it, "cell"), sub, &cell))
              return -1;
            if (ss_puzzle_add_parity (x->p, cell, odd, x->err))
              return model_fail (x, at);
          }
      if (bad)
        return -1;
    }

  /* dots and XV: pairs of cells with a value */
  static const char *const pair_keys[] = { "difference", "ratio", "xv" };
  for (int k = 0; k < 3; k++)
    {
      const char *key = pair_keys[k];
      if (!(list = items (x, root, key, &bad)))
        {
          if (bad)
            return -1;
          continue;
        }
      for (size_t i = 0; i < json_array_size (list); i++)
        {
          json_t *it = json_array_get (list, i);
          json_t *value = json_object_get (it, "value");
          snprintf (at, sizeof at, "%s[%zu]", key, i);
          snprintf (sub, sizeof sub, "%s.value", at);
          if (only_keys (x, it, at, with_value)
              || cells_of (x, it, "cells", at, cells, 2, &m))
            return -1;
          if (m != 2)
            return fail (x, at, "two cells are expected, not %d", m);
          int rc;
          if (k == 2)
            {
              const char *s = json_string_value (value);
              if (!s || (strcmp (s, "X") && strcmp (s, "V")))
                return fail (x, sub, "\"X\" or \"V\" is expected");
              rc = ss_puzzle_add_xv (x->p, cells[0], cells[1],
                                     *s == 'X' ? 10 : 5, x->err);
            }
          else
            {
              /* a white dot is a difference of 1, a black one a ratio
                 of 2, the values f-puzzles takes when none is given */
              long long v = k ? 2 : 1;
              /* the values a pair of cells can have: a difference of
                 1 to n-1, a ratio of 2 to n */
              int has = number_of (x, value, sub, k ? "a ratio"
                                   : "a difference", 1, k ? 2 : 1,
                                   k ? n : n - 1, &v);
              if (has < 0)
                return -1;
              if (v != (k ? 2 : 1))
                return fail (x, sub, "a %s of %lld is not supported (only "
                             "%s)", k ? "ratio" : "difference", v,
                             k ? "2, the black dot" : "1, the white dot");
              rc = ss_puzzle_add_kropki (x->p, cells[0], cells[1], k,
                                         x->err);
            }
          if (rc)
            return model_fail (x, at);
        }
    }

  static const char *const line_keys[] = {
    "palindrome", "renban", "whispers", "betweenline", "slowthermometer",
    "regionsumline"
  };
  for (int k = 0; k < 6; k++)
    if (read_line_rule (x, root, line_keys[k]))
      return -1;
  return 0;
}

/* A list at key of obj (a line of "lines", wrapped for cells_of) into
   cells (room for max). */
static int
line_of (ctx *x, json_t *line, const char *path, int *cells, int max,
         int *m)
{
  if (!json_is_array (line))
    return fail (x, path, "a list of cells is expected");
  json_t *wrap = json_object ();
  if (!wrap || json_object_set (wrap, "cells", line))
    {
      json_decref (wrap);
      return ss_oom (x->err);
    }
  /* cells_of names the list path.cells: give it the line's own path */
  char parent[160];
  snprintf (parent, sizeof parent, "%s", path);
  int rc = cells_of (x, wrap, "cells", parent, cells, max, m);
  json_decref (wrap);
  return rc;
}

/* Arrows: "cells" the circle (one cell or more), "lines" each a line
   drawn from a cell of the circle; each line sums to the circle on its
   own.  An arrow without lines is a circle alone, with no rule. */
static int
read_arrows (ctx *x, json_t *root, int *circle, int *line)
{
  static const char *const with_lines[] = { "cells", "lines", NULL };
  int bad, nn = x->n * x->n, k, m;
  char at[64], sub[96];
  json_t *list = items (x, root, "arrow", &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "arrow[%zu]", i);
      if (only_keys (x, it, at, with_lines)
          || cells_of (x, it, "cells", at, circle, nn, &k))
        return -1;
      json_t *lines = json_object_get (it, "lines");
      if (!json_is_array (lines))
        return fail (x, at, "'lines', a list of lines of cells, is "
                     "expected");
      for (size_t j = 0; j < json_array_size (lines); j++)
        {
          snprintf (sub, sizeof sub, "%s.lines[%zu]", at, j);
          if (line_of (x, json_array_get (lines, j), sub, line, nn, &m))
            return -1;
          /* the line leaves from a cell of the circle */
          int from = 0;
          for (int c = 0; m && c < k; c++)
            from |= line[0] == circle[c];
          if (!from)
            return m ? fail (x, sub, "an arrow's line starts in its "
                             "circle, and R%dC%d is not in it",
                             line[0] / x->n + 1, line[0] % x->n + 1)
                     : fail (x, sub, "an arrow's line has no cells");
          if (ss_puzzle_add_arrow (x->p, circle, k, line + 1, m - 1,
                                   x->err))
            return model_fail (x, sub);
        }
    }
  return bad ? -1 : 0;
}

/* A clue's place "R0C3": row and column 0..n+1, the grid's border
   included. */
static int
outside_cell_of (ctx *x, json_t *j, const char *path, int *r, int *c)
{
  const char *s = json_string_value (j);
  char shown[SS_QUOTE_BYTES];
  if (!s)
    return fail (x, path, "a cell is a string such as \"R0C1\"");
  size_t rlen = 0, clen = 0;
  const char *p = s, *rows = NULL, *cols = NULL;
  if (*p == 'R' || *p == 'r')
    {
      rows = ++p;
      p += rlen = strspn (p, "0123456789");
      if (rlen && (*p == 'C' || *p == 'c'))
        {
          cols = ++p;
          p += clen = strspn (p, "0123456789");
        }
    }
  long long rr = 0, cc = 0;
  if (!clen || *p)
    return fail (x, path, "%s is not a cell (such as \"R0C1\")",
                 ss_quote (shown, s, strlen (s), '"'));
  if (ss_decimal (rows, rlen, x->n + 1, &rr)
      || ss_decimal (cols, clen, x->n + 1, &cc))
    return fail (x, path, "%s is outside the %dx%d grid and its border",
                 ss_quote (shown, s, strlen (s), 0), x->n, x->n);
  *r = (int) rr;
  *c = (int) cc;
  return 0;
}

/* Little killers: "value" the clue, "cells" the diagonal; without
   "cells", the diagonal from "cell" (the clue, on the border) in
   "direction" (UL, UR, DL, DR).  A clue without a value has no rule. */
static int
read_little_killers (ctx *x, json_t *root, int *cells)
{
  static const char *const keys[] = { "cell", "cells", "direction", "value",
                                      NULL };
  int bad, n = x->n, m;
  char at[64], sub[96];
  json_t *list = items (x, root, "littlekillersum", &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      long long total;
      snprintf (at, sizeof at, "littlekillersum[%zu]", i);
      snprintf (sub, sizeof sub, "%s.value", at);
      int has;
      if (only_keys (x, it, at, keys)
          || (has = number_of (x, json_object_get (it, "value"), sub,
                               "a little killer's total", 1, 1,
                               (long long) n * n, &total)) < 0)
        return -1;
      if (!has)
        continue;
      if (json_object_get (it, "cells"))
        {
          if (cells_of (x, it, "cells", at, cells, n, &m))
            return -1;
        }
      else
        {
          int r = 0, c = 0, dr, dc;
          const char *d = json_string_value (json_object_get (it,
                                                              "direction"));
          snprintf (sub, sizeof sub, "%s.cell", at);
          if (!json_object_get (it, "cell"))
            return fail (x, at, "no 'cells', nor 'cell' and 'direction'");
          if (outside_cell_of (x, json_object_get (it, "cell"), sub, &r, &c))
            return -1;
          snprintf (sub, sizeof sub, "%s.direction", at);
          if (!d || strlen (d) != 2 || (d[0] != 'U' && d[0] != 'D')
              || (d[1] != 'L' && d[1] != 'R'))
            return fail (x, sub, "\"UL\", \"UR\", \"DL\" or \"DR\" is "
                         "expected");
          dr = d[0] == 'D' ? 1 : -1;
          dc = d[1] == 'R' ? 1 : -1;
          m = 0;
          for (r += dr, c += dc; r >= 1 && r <= n && c >= 1 && c <= n;
               r += dr, c += dc)
            cells[m++] = (r - 1) * n + c - 1;
          if (!m)
            return fail (x, at, "the clue points %s from %s, off the grid",
                         d, json_string_value (json_object_get (it,
                                                                "cell")));
        }
      if (ss_puzzle_add_little_killer (x->p, cells, m, (int) total, x->err))
        return model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* The clues outside the grid, sandwiches ("sandwichsum") and x-sums
   ("xsum"): "cell" the clue's place beside a row or column ("R0C3"
   above column 3, "R4C10" right of row 4 on 9x9), "value" its total.
   A clue without a value has no rule. */
static int
read_outside (ctx *x, json_t *root)
{
  static const char *const keys[] = { "cell", "value", NULL };
  for (int k = 0; k < 2; k++)
    {
      const char *key = k ? "xsum" : "sandwichsum";
      int bad, r, c, has;
      long long total;
      char at[64], sub[96];
      json_t *list = items (x, root, key, &bad);
      for (size_t i = 0; list && i < json_array_size (list); i++)
        {
          json_t *it = json_array_get (list, i);
          snprintf (at, sizeof at, "%s[%zu]", key, i);
          snprintf (sub, sizeof sub, "%s.value", at);
          if (only_keys (x, it, at, keys)
              || (has = number_of (x, json_object_get (it, "value"), sub,
                                   k ? "an x-sum's total"
                                   : "a sandwich's total", 1, k ? 1 : 0,
                                   (long long) x->n * (x->n + 1) / 2,
                                   &total)) < 0)
            return -1;
          if (!has)
            continue;
          snprintf (sub, sizeof sub, "%s.cell", at);
          if (!json_object_get (it, "cell"))
            return fail (x, at, "no 'cell'");
          if (outside_cell_of (x, json_object_get (it, "cell"), sub, &r, &c))
            return -1;
          if ((k ? ss_puzzle_add_xsum : ss_puzzle_add_sandwich)
              (x->p, r, c, (int) total, x->err))
            return model_fail (x, at);
        }
      if (bad)
        return -1;
    }
  return 0;
}

/* The sum clues, read with room for a line as long as the grid. */
static int
read_sum_clues (ctx *x, json_t *root)
{
  size_t nn = (size_t) x->n * x->n;
  int *circle = ss_malloc (2 * nn * sizeof *circle);
  if (!circle)
    return ss_oom (x->err);
  int rc = read_arrows (x, root, circle, circle + nn);
  if (!rc)
    rc = read_little_killers (x, root, circle);
  free (circle);
  return rc;
}

/* The cell clues: quadruples ({"cells": four cells around a corner,
   "values": the digits that appear among them}), minimum and maximum
   cells ({"cell": ...}). */
static int
read_clues (ctx *x, json_t *root)
{
  static const char *const with_values[] = { "cells", "values", NULL };
  static const char *const with_cell[] = { "cell", NULL };
  int n = x->n, bad, m, cells[4], values[4];
  char at[64], sub[96];
  json_t *list;
  if ((list = items (x, root, "quadruple", &bad)))
    for (size_t i = 0; i < json_array_size (list); i++)
      {
        json_t *it = json_array_get (list, i);
        json_t *vals = json_object_get (it, "values");
        snprintf (at, sizeof at, "quadruple[%zu]", i);
        snprintf (sub, sizeof sub, "%s.values", at);
        if (only_keys (x, it, at, with_values)
            || cells_of (x, it, "cells", at, cells, 4, &m))
          return -1;
        if (m != 4)
          return fail (x, at, "four cells are expected, not %d", m);
        if (!json_is_array (vals) || !json_array_size (vals)
            || json_array_size (vals) > 4)
          return fail (x, vals ? sub : at, "'values', a list of 1 to 4 "
                       "digits, is expected");
        int k = (int) json_array_size (vals);
        for (int j = 0; j < k; j++)
          {
            char path[128];
            long long v = 0;
            snprintf (path, sizeof path, "%s[%d]", sub, j);
            int has = number_of (x, json_array_get (vals, (size_t) j), path,
                                 "a digit", 1, 1, n, &v);
            if (has < 0)
              return -1;
            if (!has)
              return fail (x, path, "a digit 1 to %d is expected", n);
            values[j] = (int) v;
          }
        if (ss_puzzle_add_quadruple (x->p, cells, values, k, x->err))
          return model_fail (x, at);
      }
  if (bad)
    return -1;
  for (int k = 0; k < 2; k++)
    {
      const char *key = k ? "maximum" : "minimum";
      if ((list = items (x, root, key, &bad)))
        for (size_t i = 0; i < json_array_size (list); i++)
          {
            json_t *it = json_array_get (list, i);
            int cell;
            snprintf (at, sizeof at, "%s[%zu]", key, i);
            snprintf (sub, sizeof sub, "%s.cell", at);
            if (only_keys (x, it, at, with_cell))
              return -1;
            if (!json_object_get (it, "cell"))
              return fail (x, at, "no 'cell'");
            if (cell_of (x, json_object_get (it, "cell"), sub, &cell))
              return -1;
            if (ss_puzzle_add_extremum (x->p, k ? SS_CON_MAXIMUM
                                        : SS_CON_MINIMUM, cell, x->err))
              return model_fail (x, at);
          }
      if (bad)
        return -1;
    }
  return 0;
}

/* The keys an f-puzzles object may hold: those read above, and those
   that carry no rule.  Any other is refused by name. */
static int
check_keys (ctx *x, json_t *root)
{
  static const char *const known[] = {
    "size", "grid", "diagonal+", "diagonal-", "antiknight", "antiking",
    "nonconsecutive", "disjointgroups", "extraregion", "killercage",
    "thermometer", "odd", "even", "difference", "ratio", "xv", "negative",
    /* line rules: f-puzzles' palindrome and between lines, and the keys
       the SudokuSolver extension of f-puzzles reads for the rest */
    "palindrome", "renban", "whispers", "betweenline", "slowthermometer",
    "regionsumline",
    "arrow", "littlekillersum",
    /* clues outside the grid */
    "sandwichsum", "xsum",
    /* cell clues */
    "quadruple", "minimum", "maximum",
    /* metadata: the rules' prose, a solution to check against, the
       editor's settings and those a solver plugin of f-puzzles
       (SudokuSolver) writes into its exports: which of its logical steps
       to skip, how to show its candidates */
    "title", "author", "ruleset", "solution", "highlightConflicts",
    "disabledlogic", "truecandidatesoptions", NULL
  };
  const char *key;
  json_t *v;
  json_object_foreach (root, key, v)
    if (!cosmetic (key, known))
      {
        if (!strcmp (key, "cage"))
          return fail_key (x, key, "unsupported key 'cage' (f-puzzles' "
                           "cosmetic cage, whose rule only the ruleset's "
                           "text states; a killer cage is 'killercage')");
        return fail_key (x, key, "unsupported key '%s' (a rule or marking "
                         "sudosat does not read)", key);
      }
  return 0;
}

/* The puzzle of an f-puzzles object. */
static int
build (ctx *x, json_t *root)
{
  if (!json_is_object (root))
    return fail (x, "", "an f-puzzles puzzle is a JSON object");
  if (check_keys (x, root))
    return -1;
  json_t *size = json_object_get (root, "size");
  if (!size)
    return fail (x, "", "no 'size'");
  long long n;
  int has = number_of (x, size, "size", "a grid side", 0, SS_MIN_SIDE,
                       SS_MAX_SIDE, &n);
  if (has < 0)
    return -1;
  if (!has)
    return fail (x, "size", "a grid side %d to %d is expected, not null",
                 SS_MIN_SIDE, SS_MAX_SIDE);
  ss_error e;
  x->n = (int) n;
  /* a side without boxes (a prime) is a jigsaw's when every cell of
     the grid names its region (read_grid sees to it) */
  x->boxless = !ss_reader_sized ((long) n) && !x->r->box_rows;
  if (x->boxless)
    {
      x->p = ss_puzzle_new_irregular (x->n);
      e.status = SS_ERR_MEMORY;
    }
  else
    x->p = ss_reader_puzzle (x->r, (long) n, NULL, &e);
  if (!x->p)
    {
      if (e.status == SS_ERR_MEMORY)
        return ss_oom (x->err);
      return fail (x, "size", "%s", e.msg);
    }
  x->p->style.format = SS_FMT_FPUZZLES;
  if (read_grid (x, json_object_get (root, "grid"))
      || read_rules (x, root) || read_constraints (x, root)
      || read_sum_clues (x, root) || read_negative (x, root)
      || read_clues (x, root) || read_outside (x, root))
    {
      ss_puzzle_free (x->p);
      x->p = NULL;
      return -1;
    }
  return 0;
}

/* Parse text as JSON and build the puzzle; a syntax error is placed at
   line + its line - 1 (a document) or named inside the text
   decompressed from line (a link). */
static int
parse_text (ctx *x, const char *text, size_t len, int compressed)
{
  json_error_t je;
  json_t *root = json_loadb (text, len, JSON_REJECT_DUPLICATES, &je);
  if (!root)
    {
      one_line (je.text);
      if (compressed)
        return ss_fail (x->err, SS_ERR_INPUT, x->r->name, x->line, 1,
                        "the JSON decompressed from this line, line %d, "
                        "column %d: %s", je.line, je.column, je.text);
      return ss_fail (x->err, SS_ERR_INPUT, x->r->name,
                      x->base + (je.line > 1 ? je.line - 1 : 0),
                      je.column > 0 ? je.column : 1, "%s", je.text);
    }
  int rc = build (x, root);
  json_decref (root);
  return rc;
}

/* Base64 characters of lz-string. */
static int
b64 (int ch)
{
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')
         || (ch >= '0' && ch <= '9') || ch == '+' || ch == '/' || ch == '=';
}

int
ss_fpuzzles_line_kind (const char *s, size_t len)
{
  while (len && (*s == ' ' || *s == '\t'))
    s++, len--;
  if (len && *s == '{')
    return 1;
  if ((len > 7 && !strncmp (s, "http://", 7))
      || (len > 8 && !strncmp (s, "https://", 8)))
    return 2;
  /* lz-string's base64 of a text starting with '{' starts "N4"; a
     character outside base64 is left for the decoder to point at */
  size_t i = 0;
  while (i < len && s[i] != ' ' && s[i] != '\t')
    i++;
  while (i < len && (s[i] == ' ' || s[i] == '\t'))
    i++;
  if (i == len && len >= 16 && s[0] == 'N' && s[1] == '4'
      && b64 ((unsigned char) s[2]))
    return 2;
  return 0;
}

/* The whole input from the current line on, as one JSON document. */
static int
read_document (ss_reader *r, ctx *x, ss_error *err)
{
  size_t len = 0, cap = 0;
  char *text = NULL;
  int rc = 1;
  do
    {
      if (len + r->len + 2 > (size_t) r->max_line)
        {
          free (text);
          r->dead = 1;
          return ss_fail (err, SS_ERR_LIMIT, r->name, r->lineno, 1,
                          "an f-puzzles document longer than %ld bytes "
                          "(--max-line raises the limit)", r->max_line);
        }
      if (len + r->len + 2 > cap)
        {
          size_t c = cap ? cap : 4096;
          while (c < len + r->len + 2)
            c *= 2;
          char *t = ss_realloc (text, c);
          if (!t)
            {
              free (text);
              r->dead = 1;
              return ss_oom (err);
            }
          text = t;
          cap = c;
        }
      memcpy (text + len, r->buf, r->len);
      len += r->len;
      text[len++] = '\n';
    }
  while ((rc = ss_reader_line (r, err)) == 1);
  /* one document is the whole input */
  r->dead = 1;
  if (rc < 0)
    {
      free (text);
      return -1;
    }
  x->text = text;
  x->len = len;
  rc = parse_text (x, text, len, 0);
  x->text = NULL;
  free (text);
  return rc ? -1 : 1;
}

/* Whether the link at s is SudokuPad's. */
static int
sudokupad (const char *s, size_t len)
{
  static const char *const hosts[] = {
    "sudokupad.app", "app.crackingthecryptic.com"
  };
  size_t skip = !strncmp (s, "https://", 8) ? 8
                : !strncmp (s, "http://", 7) ? 7 : 0;
  if (!skip)
    return 0;
  s += skip, len -= skip;
  if (len > 4 && !strncmp (s, "www.", 4))
    s += 4, len -= 4;
  for (size_t i = 0; i < sizeof hosts / sizeof *hosts; i++)
    {
      size_t h = strlen (hosts[i]);
      if (len >= h && !strncmp (s, hosts[i], h)
          && (len == h || s[h] == '/' || s[h] == '?'))
        return 1;
    }
  return 0;
}

/* A line holding a link ("...?load=BLOB&...", SudokuPad's
   ".../fpuzzlesBLOB") or a bare BLOB. */
static int
read_link (ss_reader *r, ctx *x, ss_error *err)
{
  const char *s = r->buf;
  size_t len = r->len;
  while (len && (*s == ' ' || *s == '\t'))
    s++, len--;
  while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
    len--;
  if (sudokupad (s, len))
    {
      /* SudokuPad (sudokupad.app, app.crackingthecryptic.com) opens
         f-puzzles data given after "fpuzzles"; its own format is
         compressed otherwise and not read */
      const char *at = NULL;
      for (size_t i = 0; i + 8 <= len && !at; i++)
        if (!strncmp (s + i, "fpuzzles", 8))
          at = s + i + 8;
      if (!at)
        return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1, "a "
                        "SudokuPad link in SudokuPad's own format: sudosat "
                        "reads SudokuPad links only when they carry "
                        "f-puzzles data (sudokupad.app/fpuzzlesN4Ig...)");
      len -= (size_t) (at - s);
      s = at;
      len = strcspn (s, "&#?") < len ? strcspn (s, "&#?") : len;
    }
  else if (!strncmp (s, "http://", 7) || !strncmp (s, "https://", 8))
    {
      const char *load = NULL;
      for (size_t i = 0; i + 5 <= len && !load; i++)
        if (!strncmp (s + i, "load=", 5) && i && (s[i - 1] == '?'
                                                  || s[i - 1] == '&'))
          load = s + i + 5;
      if (!load)
        return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1, "an "
                        "f-puzzles link holds its puzzle after 'load=' "
                        "(f-puzzles.com/?load=N4Ig...); this link has "
                        "none");
      len -= (size_t) (load - s);
      s = load;
      len = strcspn (s, "&#") < len ? strcspn (s, "&#") : len;
    }
  char *text;
  size_t tlen, where = 0;
  int rc = ss_lz_decompress_base64 (s, len, (size_t) r->max_line, &text,
                                    &tlen, &where);
  if (rc == SS_LZ_MEMORY)
    return ss_oom (err);
  if (rc)
    return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno,
                    rc == SS_LZ_CHAR ? (long) (s - r->buf + where) + 1
                    : (long) (s - r->buf) + 1,
                    "not an f-puzzles link: %s", ss_lz_strerror (rc));
  rc = parse_text (x, text, tlen, 1);
  free (text);
  return rc;
}

/* A line that is a whole JSON object by itself: 1 with the puzzle
   built from it, 0 when the line is no such object (the start of a
   document), -1 on error; with must (a line after other puzzles) a
   line that is no such object is an error. */
static int
read_object_line (ss_reader *r, ctx *x, int must)
{
  json_error_t je;
  json_t *root = json_loadb (r->buf, r->len, JSON_REJECT_DUPLICATES, &je);
  if (!root && must)
    {
      one_line (je.text);
      return ss_fail (x->err, SS_ERR_INPUT, r->name, r->lineno,
                      je.column > 0 ? je.column : 1, "after other puzzles "
                      "a line holds a whole JSON object: %s", je.text);
    }
  if (!root)
    return 0;
  x->text = r->buf;
  x->len = r->len;
  int rc = build (x, root);
  x->text = NULL;
  json_decref (root);
  return rc ? -1 : 1;
}

/* One document, object line or link after ss_reader_content found
   it. */
static int
parse_one (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  /* a document's errors are placed at their top key (fail) */
  int kind = ss_fpuzzles_line_kind (r->buf, r->len), line = 0;
  ctx x = { r, err, kind == 1 ? 0 : r->lineno, r->lineno, NULL, 0, NULL,
            0, 0, 0 };
  if (kind == 1 && (line = read_object_line (r, &x, r->count > 0)) < 0)
    return -1;
  if (line)
    ;
  else if (kind == 1)
    {
      if (read_document (r, &x, err) < 0)
        return -1;
    }
  else if (kind == 2)
    {
      if (read_link (r, &x, err))
        return -1;
    }
  else
    {
      /* neither JSON nor a link */
      size_t i = 0;
      while (i < r->len && (r->buf[i] == ' ' || r->buf[i] == '\t'))
        i++;
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                      "expected f-puzzles JSON, an f-puzzles link or "
                      "its compressed text (N4Ig...)");
    }
  ss_puzzle *p = x.p;
  long cells = (long) p->n * p->n;
  if (ss_reader_positions (r, cells, err))
    {
      ss_puzzle_free (p);
      return -1;
    }
  /* a given that breaks a rule is named by its cell in the message;
     the location is the start of the link's line, or of the document */
  for (long i = 0; i < cells; i++)
    r->cl[i] = x.base, r->cc[i] = 1;
  return ss_reader_finish (r, p, x.base, out, err);
}

int
ss_parse_fpuzzles (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  int rc = ss_reader_content (r, err);
  if (rc <= 0)
    return rc;
  /* a puzzle that fails keeps its place in the input, as in the other
     formats: the next one's index counts it (ss_reader_finish counts
     the ones it sees) */
  int before = r->count;
  rc = parse_one (r, out, err);
  if (rc < 0 && r->count == before)
    r->count++;
  return rc;
}
