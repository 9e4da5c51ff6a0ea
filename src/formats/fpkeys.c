/* fpkeys.c: the f-puzzles reader's table of constraint kinds, indexed
   by kind: each kind's key in an f-puzzles object (f-puzzles' own, and
   for the line rules it lacks those of its SudokuSolver extension)
   and the reader of that key's list.  The document reader
   (fpuzzles.c) reads the kinds in the table's order after the grid and
   the global rules, and refuses every key that is neither a kind's
   nor one it knows; the writer (fpwrite.c) writes under the same
   keys. */
#include "formats/fpuzzles.h"
#include "formats/lines.h"

#include <stdlib.h>
#include <string.h>

/* Read the list at key (the kind's): 0, or -1 with the error set. */
typedef int fp_read (ss_fp_ctx *x, json_t *root, const char *key,
                     ss_con_kind kind);

static const char *const with_cells[] = { "cells", NULL };
static const char *const with_value[] = { "cells", "value", NULL };
static const char *const with_lines[] = { "lines", NULL };
static const char *const with_cell[] = { "cell", NULL };

/* Extra regions: {"cells": [...]}. */
static int
read_regions (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  int bad, m, cells[SS_MAX_SIDE];
  char at[64];
  json_t *list = ss_fp_items (x, root, key, &bad);
  (void) kind;
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      if (ss_fp_only_keys (x, it, at, with_cells)
          || ss_fp_cells_of (x, it, "cells", at, cells, x->n, &m))
        return -1;
      if (ss_puzzle_add_region (x->p, cells, m, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* Killer cages: {"cells": [...], "value": its total, or none}. */
static int
read_cages (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  int bad, m, n = x->n, cells[SS_MAX_SIDE];
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  (void) kind;
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      long long total = 0;
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.value", at);
      int has = 0;
      /* no cage of an n x n grid sums to more than 1 + ... + n; the
         model narrows that to what the cage's cells reach */
      if (ss_fp_only_keys (x, it, at, with_value)
          || ss_fp_cells_of (x, it, "cells", at, cells, n, &m)
          || (has = ss_fp_number_of (x, json_object_get (it, "value"), sub,
                                     "a cage's total", 1, 1,
                                     (long long) n * (n + 1) / 2,
                                     &total)) < 0)
        return -1;
      if (ss_puzzle_add_cage (x->p, cells, m, has ? (int) total : 0,
                              x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* The thermometers of one {"lines": [...]} item at path at. */
static int
thermo_lines (ss_fp_ctx *x, json_t *it, const char *at)
{
  int m, cells[SS_MAX_SIDE];
  char sub[96], path[128];
  if (ss_fp_only_keys (x, it, at, with_lines))
    return -1;
  json_t *lines = json_object_get (it, "lines");
  if (!json_is_array (lines))
    return ss_fp_fail (x, at, "'lines', a list of lines of cells, is "
                       "expected");
  for (size_t j = 0; j < json_array_size (lines); j++)
    {
      json_t *line = json_array_get (lines, j);
      snprintf (sub, sizeof sub, "%s.lines[%zu]", at, j);
      if (!json_is_array (line))
        return ss_fp_fail (x, sub, "a list of cells is expected");
      /* cells_of wants the list under a key */
      json_t *wrap = json_object ();
      if (!wrap || json_object_set (wrap, "cells", line))
        {
          json_decref (wrap);
          return ss_oom (x->err);
        }
      snprintf (sub, sizeof sub, "%s.lines", at);
      snprintf (path, sizeof path, "%s[%zu]", sub, j);
      int rc = ss_fp_cells_of (x, wrap, "cells", path, cells, x->n, &m);
      json_decref (wrap);
      if (rc)
        return -1;
      if (ss_puzzle_add_thermo (x->p, cells, m, x->err))
        return ss_fp_model_fail (x, path);
    }
  return 0;
}

/* Thermometers: items of "lines", each line one from its bulb. */
static int
read_thermos (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  int bad;
  char at[64];
  json_t *list = ss_fp_items (x, root, key, &bad);
  (void) kind;
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      if (thermo_lines (x, json_array_get (list, i), at))
        return -1;
    }
  return bad ? -1 : 0;
}

/* Odd (odd = 1) or even cells: {"cell": ...}. */
static int
parity_cells (ss_fp_ctx *x, json_t *root, const char *key, int odd)
{
  int bad;
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      int cell;
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.cell", at);
      if (ss_fp_only_keys (x, it, at, with_cell))
        return -1;
      if (!json_object_get (it, "cell"))
        return ss_fp_fail (x, at, "no 'cell'");
      if (ss_fp_cell_of (x, json_object_get (it, "cell"), sub, &cell))
        return -1;
      if (ss_puzzle_add_parity (x->p, cell, odd, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

static int
read_odd (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  return parity_cells (x, root, key, 1);
}

static int
read_even (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  return parity_cells (x, root, key, 0);
}

/* An XV pair's sign, "X" (10) or "V" (5), added. */
static int
add_xv (ss_fp_ctx *x, json_t *value, const char *sub, const int *cells)
{
  const char *s = json_string_value (value);
  if (!s || (strcmp (s, "X") && strcmp (s, "V")))
    return ss_fp_fail (x, sub, "\"X\" or \"V\" is expected");
  return ss_puzzle_add_xv (x->p, cells[0], cells[1], *s == 'X' ? 10 : 5,
                           x->err) ? 1 : 0;
}

/* A dot's value, a difference of 1 (white, black = 0) or a ratio of 2
   (black), added. */
static int
add_dot (ss_fp_ctx *x, json_t *value, const char *sub, const int *cells,
         int black)
{
  int k = black, n = x->n;
  /* a white dot is a difference of 1, a black one a ratio of 2, the
     values f-puzzles takes when none is given */
  long long v = k ? 2 : 1;
  /* the values a pair of cells can have: a difference of 1 to n-1, a
     ratio of 2 to n */
  int has = ss_fp_number_of (x, value, sub, k ? "a ratio" : "a difference",
                             1, k ? 2 : 1, k ? n : n - 1, &v);
  if (has < 0)
    return -1;
  if (v != (k ? 2 : 1))
    return ss_fp_fail (x, sub, "a %s of %lld is not supported (only %s)",
                       k ? "ratio" : "difference", v,
                       k ? "2, the black dot" : "1, the white dot");
  return ss_puzzle_add_kropki (x->p, cells[0], cells[1], k, x->err) ? 1 : 0;
}

/* Dots and XV: pairs of cells with a value; sign 0 a white dot, 1 a
   black one, 2 an XV sign. */
static int
pairs (ss_fp_ctx *x, json_t *root, const char *key, int sign)
{
  int bad, m, cells[2];
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      json_t *value = json_object_get (it, "value");
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.value", at);
      if (ss_fp_only_keys (x, it, at, with_value)
          || ss_fp_cells_of (x, it, "cells", at, cells, 2, &m))
        return -1;
      if (m != 2)
        return ss_fp_fail (x, at, "two cells are expected, not %d", m);
      int rc = sign == 2 ? add_xv (x, value, sub, cells)
               : add_dot (x, value, sub, cells, sign);
      if (rc < 0)
        return -1;
      if (rc)
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

static int
read_white (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  return pairs (x, root, key, 0);
}

static int
read_black (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  return pairs (x, root, key, 1);
}

static int
read_xv (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  return pairs (x, root, key, 2);
}

/* The negative constraints, once the marks are in place: 'negative'
   lists the families ("ratio": kropki's black dot, "xv", and
   "difference", the white dot, which f-puzzles writes as
   'nonconsecutive' beside dots) whose rule every pair of neighbours
   without a mark breaks. */
static int
read_negative (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  (void) kind;
  static const struct { const char *name; ss_con_kind kind; } fams[] = {
    { "difference", SS_CON_NOWHITE }, { "ratio", SS_CON_NOBLACK },
    { "xv", SS_CON_NOXV }
  };
  int want[3] = { x->nowhite, 0, 0 };
  json_t *list = json_object_get (root, key);
  if (list && !json_is_null (list))
    {
      if (!json_is_array (list))
        return ss_fp_fail (x, "negative", "a list of \"ratio\" and \"xv\" is "
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
            return ss_fp_fail (x, at, "a string (\"ratio\" or \"xv\") is "
                               "expected");
          if (k == 3)
            return ss_fp_fail (x, at, "%s is no negative constraint sudosat "
                               "reads (\"ratio\", \"xv\", \"difference\")",
                               ss_quote (shown, s, strlen (s), '"'));
          want[k] = 1;
        }
    }
  for (int k = 0; k < 3; k++)
    if (want[k] && ss_puzzle_add_negative (x->p, fams[k].kind, x->err))
      return ss_fp_model_fail (x, k || !x->nowhite ? "negative"
                                  : "nonconsecutive");
  return 0;
}


/* The line rules: key is a list of objects each holding 'lines', a
   list of lines of cells, each line a rule of its own
   (ss_puzzle_add_line names the rules by these keys). */
static int
read_line_rule (ss_fp_ctx *x, json_t *root, const char *key,
                ss_con_kind kind)
{
  (void) kind;
  int bad, m, n = x->n;
  char at[64], path[128];
  json_t *list = ss_fp_items (x, root, key, &bad);
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
      if ((rc = ss_fp_only_keys (x, it, at, with_lines)))
        break;
      json_t *lines = json_object_get (it, "lines");
      if (!json_is_array (lines))
        {
          rc = ss_fp_fail (x, at, "'lines', a list of lines of cells, is "
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
            rc = ss_fp_fail (x, path, "a list of cells is expected");
          else if (!(rc = ss_fp_cells_of (x, wrap, "cells", path, cells, n * n,
                                          &m))
                   && ss_puzzle_add_line (x->p, key, cells, m, x->err))
            rc = ss_fp_model_fail (x, path);
          json_decref (wrap);
        }
    }
  free (cells);
  return rc;
}


/* A list at key of obj (a line of "lines", wrapped for cells_of) into
   cells (room for max). */
static int
line_of (ss_fp_ctx *x, json_t *line, const char *path, int *cells, int max,
         int *m)
{
  if (!json_is_array (line))
    return ss_fp_fail (x, path, "a list of cells is expected");
  json_t *wrap = json_object ();
  if (!wrap || json_object_set (wrap, "cells", line))
    {
      json_decref (wrap);
      return ss_oom (x->err);
    }
  /* cells_of names the list path.cells: give it the line's own path */
  char parent[160];
  snprintf (parent, sizeof parent, "%s", path);
  int rc = ss_fp_cells_of (x, wrap, "cells", parent, cells, max, m);
  json_decref (wrap);
  return rc;
}

/* Arrows: "cells" the circle (one cell or more), "lines" each a line
   drawn from a cell of the circle; each line sums to the circle on its
   own.  An arrow without lines is a circle alone, with no rule. */
static int
arrows_in (ss_fp_ctx *x, json_t *root, const char *key, int *circle,
           int *line)
{
  static const char *const with_circle[] = { "cells", "lines", NULL };
  int bad, nn = x->n * x->n, k, m;
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      if (ss_fp_only_keys (x, it, at, with_circle)
          || ss_fp_cells_of (x, it, "cells", at, circle, nn, &k))
        return -1;
      json_t *lines = json_object_get (it, "lines");
      if (!json_is_array (lines))
        return ss_fp_fail (x, at, "'lines', a list of lines of cells, is "
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
            return m ? ss_fp_fail (x, sub, "an arrow's line starts in its "
                                   "circle, and R%dC%d is not in it",
                                   line[0] / x->n + 1, line[0] % x->n + 1)
                     : ss_fp_fail (x, sub, "an arrow's line has no cells");
          if (ss_puzzle_add_arrow (x->p, circle, k, line + 1, m - 1,
                                   x->err))
            return ss_fp_model_fail (x, sub);
        }
    }
  return bad ? -1 : 0;
}

/* A clue's place "R0C3": row and column 0..n+1, the grid's border
   included. */
static int
outside_cell_of (ss_fp_ctx *x, json_t *j, const char *path, int *r, int *c)
{
  const char *s = json_string_value (j);
  char shown[SS_QUOTE_BYTES];
  if (!s)
    return ss_fp_fail (x, path, "a cell is a string such as \"R0C1\"");
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
    return ss_fp_fail (x, path, "%s is not a cell (such as \"R0C1\")",
                       ss_quote (shown, s, strlen (s), '"'));
  if (ss_decimal (rows, rlen, x->n + 1, &rr)
      || ss_decimal (cols, clen, x->n + 1, &cc))
    return ss_fp_fail (x, path, "%s is outside the %dx%d grid and its border",
                       ss_quote (shown, s, strlen (s), 0), x->n, x->n);
  *r = (int) rr;
  *c = (int) cc;
  return 0;
}

/* The clues outside the grid, each {"cell": its place beside a row or
   column ("R0C3" above column 3, "R4C10" right of row 4 on 9x9),
   "value": its number}: skyscrapers ("skyscraper", as f-puzzles'
   SudokuSolver extension reads them: how many digits are seen from the
   clue), sandwiches ("sandwichsum") and x-sums ("xsum"), their totals.
   A clue without a value has no rule. */
static int
read_outside (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  static const char *const keys[] = { "cell", "value", NULL };
  int sky = kind == SS_CON_SKYSCRAPER, xsum = kind == SS_CON_XSUM;
  const char *what = sky ? "a skyscraper clue" : xsum ? "an x-sum's total"
                     : "a sandwich's total";
  long long lo = sky || xsum, hi = sky ? x->n
                                  : (long long) x->n * (x->n + 1) / 2;
  int (*add) (ss_puzzle *, int, int, int, ss_error *)
    = sky ? ss_puzzle_add_skyscraper : xsum ? ss_puzzle_add_xsum
    : ss_puzzle_add_sandwich;
  int bad, r, c, has;
  long long value;
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.value", at);
      if (ss_fp_only_keys (x, it, at, keys)
          || (has = ss_fp_number_of (x, json_object_get (it, "value"), sub,
                                     what, 1, lo, hi, &value)) < 0)
        return -1;
      if (!has)
        continue;
      snprintf (sub, sizeof sub, "%s.cell", at);
      if (!json_object_get (it, "cell"))
        return ss_fp_fail (x, at, "no 'cell'");
      if (outside_cell_of (x, json_object_get (it, "cell"), sub, &r, &c))
        return -1;
      if (add (x->p, r, c, (int) value, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* Little killers: "value" the clue, "cells" the diagonal; without
   "cells", the diagonal from "cell" (the clue, on the border) in
   "direction" (UL, UR, DL, DR).  A clue without a value has no rule. */
static int
little_killers_in (ss_fp_ctx *x, json_t *root, const char *key,
                   int *cells)
{
  static const char *const keys[] = { "cell", "cells", "direction", "value",
                                      NULL };
  int bad, n = x->n, m;
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      long long total;
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.value", at);
      int has;
      if (ss_fp_only_keys (x, it, at, keys)
          || (has = ss_fp_number_of (x, json_object_get (it, "value"), sub,
                                     "a little killer's total", 1, 1,
                                     (long long) n * n, &total)) < 0)
        return -1;
      if (!has)
        continue;
      if (json_object_get (it, "cells"))
        {
          if (ss_fp_cells_of (x, it, "cells", at, cells, n, &m))
            return -1;
        }
      else
        {
          int r = 0, c = 0, dr, dc;
          const char *d = json_string_value (json_object_get (it,
                                                              "direction"));
          snprintf (sub, sizeof sub, "%s.cell", at);
          if (!json_object_get (it, "cell"))
            return ss_fp_fail (x, at, "no 'cells', nor 'cell' and "
                               "'direction'");
          if (outside_cell_of (x, json_object_get (it, "cell"), sub, &r, &c))
            return -1;
          snprintf (sub, sizeof sub, "%s.direction", at);
          if (!d || strlen (d) != 2 || (d[0] != 'U' && d[0] != 'D')
              || (d[1] != 'L' && d[1] != 'R'))
            return ss_fp_fail (x, sub, "\"UL\", \"UR\", \"DL\" or \"DR\" is "
                               "expected");
          dr = d[0] == 'D' ? 1 : -1;
          dc = d[1] == 'R' ? 1 : -1;
          m = 0;
          for (r += dr, c += dc; r >= 1 && r <= n && c >= 1 && c <= n;
               r += dr, c += dc)
            cells[m++] = (r - 1) * n + c - 1;
          if (!m)
            return ss_fp_fail (x, at, "the clue points %s from %s, off the "
                               "grid", d,
                               json_string_value (json_object_get (it,
                                                                   "cell")));
        }
      if (ss_puzzle_add_little_killer (x->p, cells, m, (int) total, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}


/* Arrows, read with room for a circle and a line as large as the
   grid. */
static int
read_arrows (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  size_t nn = (size_t) x->n * x->n;
  int *circle = ss_malloc (2 * nn * sizeof *circle);
  (void) kind;
  if (!circle)
    return ss_oom (x->err);
  int rc = arrows_in (x, root, key, circle, circle + nn);
  free (circle);
  return rc;
}

/* Little killers, read with room for a diagonal. */
static int
read_little_killers (ss_fp_ctx *x, json_t *root, const char *key,
                     ss_con_kind kind)
{
  int *cells = ss_malloc ((size_t) x->n * x->n * sizeof *cells);
  (void) kind;
  if (!cells)
    return ss_oom (x->err);
  int rc = little_killers_in (x, root, key, cells);
  free (cells);
  return rc;
}

/* The digits of a quadruple, vals at path sub, into values; *k their
   count. */
static int
quad_digits (ss_fp_ctx *x, json_t *vals, const char *sub, const char *at,
             int *values, int *k)
{
  if (!json_is_array (vals) || !json_array_size (vals)
      || json_array_size (vals) > 4)
    return ss_fp_fail (x, vals ? sub : at, "'values', a list of 1 to 4 "
                       "digits, is expected");
  *k = (int) json_array_size (vals);
  for (int j = 0; j < *k; j++)
    {
      char path[128];
      long long v = 0;
      snprintf (path, sizeof path, "%s[%d]", sub, j);
      int has = ss_fp_number_of (x, json_array_get (vals, (size_t) j),
                                 path, "a digit", 1, 1, x->n, &v);
      if (has < 0)
        return -1;
      if (!has)
        return ss_fp_fail (x, path, "a digit 1 to %d is expected", x->n);
      values[j] = (int) v;
    }
  return 0;
}

/* Quadruples: {"cells": four cells around a corner, "values": the
   digits that appear among them}. */
static int
read_quadruples (ss_fp_ctx *x, json_t *root, const char *key,
                 ss_con_kind kind)
{
  static const char *const with_values[] = { "cells", "values", NULL };
  int bad, m, k = 0, cells[4], values[4];
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  (void) kind;
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.values", at);
      if (ss_fp_only_keys (x, it, at, with_values)
          || ss_fp_cells_of (x, it, "cells", at, cells, 4, &m))
        return -1;
      if (m != 4)
        return ss_fp_fail (x, at, "four cells are expected, not %d", m);
      if (quad_digits (x, json_object_get (it, "values"), sub, at, values,
                       &k))
        return -1;
      if (ss_puzzle_add_quadruple (x->p, cells, values, k, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* Minimum and maximum cells: {"cell": ...}, of the row's kind. */
static int
read_extrema (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  int bad;
  char at[64], sub[96];
  json_t *list = ss_fp_items (x, root, key, &bad);
  for (size_t i = 0; list && i < json_array_size (list); i++)
    {
      json_t *it = json_array_get (list, i);
      int cell;
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      snprintf (sub, sizeof sub, "%s.cell", at);
      if (ss_fp_only_keys (x, it, at, with_cell))
        return -1;
      if (!json_object_get (it, "cell"))
        return ss_fp_fail (x, at, "no 'cell'");
      if (ss_fp_cell_of (x, json_object_get (it, "cell"), sub, &cell))
        return -1;
      if (ss_puzzle_add_extremum (x->p, kind, cell, x->err))
        return ss_fp_model_fail (x, at);
    }
  return bad ? -1 : 0;
}

/* Clones: {"cells": an area, "cloneCells": its clone, cell i of the
   one holding the value of cell i of the other}, as f-puzzles writes
   them (and the SudokuSolver extension reads them). */
static int
read_clones (ss_fp_ctx *x, json_t *root, const char *key, ss_con_kind kind)
{
  static const char *const with_clones[] = { "cells", "cloneCells", NULL };
  int bad, m, k, n = x->n, rc = 0;
  char at[64];
  json_t *list = ss_fp_items (x, root, key, &bad);
  (void) kind;
  if (!list)
    return bad ? -1 : 0;
  int *cells = ss_malloc ((size_t) 2 * n * n * sizeof *cells);
  if (!cells)
    return ss_oom (x->err);
  for (size_t i = 0; i < json_array_size (list) && !rc; i++)
    {
      json_t *it = json_array_get (list, i);
      snprintf (at, sizeof at, "%s[%zu]", key, i);
      if (ss_fp_only_keys (x, it, at, with_clones)
          || ss_fp_cells_of (x, it, "cells", at, cells, n * n, &m)
          || ss_fp_cells_of (x, it, "cloneCells", at, cells + n * n, n * n,
                             &k))
        rc = -1;
      else if (m != k)
        rc = ss_fp_fail (x, at, "'cells' names %d cell%s and 'cloneCells' "
                         "%d: a clone's two areas have as many cells", m,
                         m == 1 ? "" : "s", k);
      else if (ss_puzzle_add_clone (x->p, cells, cells + n * n, m, x->err))
        rc = ss_fp_model_fail (x, at);
    }
  free (cells);
  return rc;
}

/* One line a kind, in the order of ss_con_kind: its key (NULL: none;
   the global rules' pairs and regions are flags the document reader
   reads) and the reader of the key's list (NULL: none, or a list read
   with an earlier kind's, as the negative constraints share
   'negative'). */
static const struct {
  ss_con_kind kind;
  const char *key;
  fp_read *read;
} fp_kinds[] = {
  { SS_CON_ROW, NULL, NULL },
  { SS_CON_COL, NULL, NULL },
  { SS_CON_BOX, NULL, NULL },
  { SS_CON_EXTRA, "extraregion", read_regions },
  { SS_CON_TILING, NULL, NULL },
  { SS_CON_DIFFER, NULL, NULL },
  { SS_CON_NONCONSEC, NULL, NULL },
  { SS_CON_CAGE, "killercage", read_cages },
  { SS_CON_THERMO, "thermometer", read_thermos },
  { SS_CON_ODD, "odd", read_odd },
  { SS_CON_EVEN, "even", read_even },
  { SS_CON_WHITE, "difference", read_white },
  { SS_CON_BLACK, "ratio", read_black },
  { SS_CON_SUM, "xv", read_xv },
  { SS_CON_PALINDROME, "palindrome", read_line_rule },
  { SS_CON_RENBAN, "renban", read_line_rule },
  { SS_CON_WHISPERS, "whispers", read_line_rule },
  { SS_CON_BETWEEN, "betweenline", read_line_rule },
  { SS_CON_SLOWTHERMO, "slowthermometer", read_line_rule },
  { SS_CON_REGIONSUM, "regionsumline", read_line_rule },
  { SS_CON_ARROW, "arrow", read_arrows },
  { SS_CON_LITTLE_KILLER, "littlekillersum", read_little_killers },
  { SS_CON_NOWHITE, "negative", read_negative },
  { SS_CON_NOBLACK, "negative", NULL },
  { SS_CON_NOXV, "negative", NULL },
  { SS_CON_QUADRUPLE, "quadruple", read_quadruples },
  { SS_CON_MINIMUM, "minimum", read_extrema },
  { SS_CON_MAXIMUM, "maximum", read_extrema },
  { SS_CON_SKYSCRAPER, "skyscraper", read_outside },
  { SS_CON_SANDWICH, "sandwichsum", read_outside },
  { SS_CON_XSUM, "xsum", read_outside },
  { SS_CON_CLONE, "clone", read_clones },
};
_Static_assert (sizeof fp_kinds / sizeof *fp_kinds == SS_CON_NKINDS,
                "an f-puzzles key for every kind");

int
ss_fp_read_kinds (ss_fp_ctx *x, json_t *root)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if (fp_kinds[k].read && fp_kinds[k].read (x, root, fp_kinds[k].key,
                                              (ss_con_kind) k))
      return -1;
  return 0;
}

int
ss_fp_kind_key (const char *key)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if (fp_kinds[k].key && !strcmp (key, fp_kinds[k].key))
      return 1;
  return 0;
}

const char *
ss_fpuzzles_key (ss_con_kind kind)
{
  return kind >= 0 && kind < SS_CON_NKINDS ? fp_kinds[kind].key : NULL;
}

int
ss_fpuzzles_key_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) fp_kinds[k].kind != k
        || (fp_kinds[k].read && !fp_kinds[k].key))
      return 0;
  return 1;
}
