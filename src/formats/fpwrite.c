/* fpwrite.c: the f-puzzles writer: a puzzle as f-puzzles JSON (one
   line, ASCII, built and printed by jansson) or as an f-puzzles link
   (that JSON compressed by lz-string into "?load="), under the keys
   the reader's table of kinds (fpkeys.c) gives, so that sudosat reads
   back the same puzzle.  Each constraint kind has a line in one table, indexed by
   kind; a kind f-puzzles cannot hold is an error naming it. */
#include "formats/fpuzzles.h"
#include "formats/lzstring.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

typedef struct out {
  json_t *root;
  const ss_puzzle *pz;
  ss_error *err;
} out;

/* "R1C1" of a cell index. */
static json_t *
cell_name (int n, int cell)
{
  char buf[32];
  snprintf (buf, sizeof buf, "R%dC%d", cell / n + 1, cell % n + 1);
  return json_string (buf);
}

/* A list of the cells of con[from..to). */
static json_t *
cell_list (int n, const ss_constraint *con, int from, int to)
{
  json_t *list = json_array ();
  for (int i = from; list && i < to; i++)
    if (json_array_append_new (list, cell_name (n, con->cells[i])))
      {
        json_decref (list);
        return NULL;
      }
  return list;
}

/* Append item to root[key], a list made when missing; takes item. */
static int
append (out *o, const char *key, json_t *item)
{
  json_t *list = json_object_get (o->root, key);
  if (!item)
    return ss_oom (o->err);
  if (!list)
    {
      list = json_array ();
      if (!list || json_object_set_new (o->root, key, list))
        {
          json_decref (item);
          return ss_oom (o->err);
        }
    }
  return json_array_append_new (list, item) ? ss_oom (o->err) : 0;
}

/* {"cells": [...]} of con, with "value" when value is not NULL. */
static int
with_cells (out *o, const char *key, const ss_constraint *con,
            const char *value)
{
  json_t *it = json_object ();
  json_t *cells = cell_list (o->pz->n, con, 0, con->ncells);
  if (!it || !cells || json_object_set_new (it, "cells", cells)
      || (value && json_object_set_new (it, "value", json_string (value))))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, key, it);
}

static int
none (out *o, const ss_constraint *con)
{
  (void) o;
  (void) con;
  return 0;
}

/* A kind f-puzzles has no key for. */
static int
refuse (out *o, const ss_constraint *con)
{
  return ss_fail (o->err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles has no %s "
                  "constraint", ss_kind (con->kind)->name);
}

/* Extra regions: the x rule's diagonals are its flags; windoku's
   windows and the other regions are extra regions. */
static int
region (out *o, const ss_constraint *con)
{
  if (con->rule && !strcmp (ss_rule_name (con->rule - 1), "x"))
    return 0;
  return with_cells (o, ss_fpuzzles_key (con->kind), con, NULL);
}

/* The pairs of a global rule are its flag; pairs of no rule have no
   key. */
static int
rule_pairs (out *o, const ss_constraint *con)
{
  return con->rule ? 0 : refuse (o, con);
}

static int
cage (out *o, const ss_constraint *con)
{
  char total[32];
  snprintf (total, sizeof total, "%d", con->param);
  return with_cells (o, ss_fpuzzles_key (con->kind), con,
                     con->param > 0 ? total : NULL);
}

/* {"lines": [con's cells]} under its kind's key: a thermometer, a line
   rule (f-puzzles' palindrome and between lines, SudokuSolver's keys
   for the others). */
static int
line_of (out *o, const ss_constraint *con)
{
  const char *key = ss_fpuzzles_key (con->kind);
  json_t *it = json_object (), *lines = json_array ();
  json_t *line = cell_list (o->pz->n, con, 0, con->ncells);
  if (!it || !lines || !line || json_array_append (lines, line)
      || json_object_set (it, "lines", lines))
    {
      json_decref (it);
      json_decref (lines);
      json_decref (line);
      return ss_oom (o->err);
    }
  json_decref (lines);
  json_decref (line);
  return append (o, key, it);
}


static int
parity (out *o, const ss_constraint *con)
{
  json_t *it = json_object ();
  if (!it || json_object_set_new (it, "cell",
                                  cell_name (o->pz->n, con->cells[0])))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

static int
dot (out *o, const ss_constraint *con)
{
  return with_cells (o, ss_fpuzzles_key (con->kind), con, NULL);
}

static int
xv (out *o, const ss_constraint *con)
{
  if (con->param != 10 && con->param != 5)
    return ss_fail (o->err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles has no "
                    "sum pair of total %d (only X, 10, and V, 5)",
                    con->param);
  return with_cells (o, ss_fpuzzles_key (con->kind), con,
                     con->param == 10 ? "X" : "V");
}

/* An arrow: its circle, and one line drawn from the circle cell
   nearest the line's first cell (the reader skips that cell). */
static int
arrow (out *o, const ss_constraint *con)
{
  int n = o->pz->n, k = con->param, first = con->cells[k], from = 0;
  for (int j = 1, best = 2 * n; j <= k; j++)
    {
      int c = con->cells[j - 1];
      int dr = abs (c / n - first / n), dc = abs (c % n - first % n);
      int d = dr > dc ? dr : dc;
      if (d < best)
        best = d, from = j - 1;
    }
  json_t *it = json_object (), *lines = json_array ();
  json_t *circle = cell_list (n, con, 0, k);
  json_t *line = cell_list (n, con, k, con->ncells);
  int bad = !it || !lines || !circle || !line
            || json_array_insert_new (line, 0,
                                      cell_name (n, con->cells[from]))
            || json_array_append (lines, line)
            || json_object_set (it, "cells", circle)
            || json_object_set (it, "lines", lines);
  json_decref (lines);
  json_decref (circle);
  json_decref (line);
  if (bad)
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

/* Whether row r, column c (from 0) lies off the n x n grid. */
static int
off (int n, int r, int c)
{
  return r < 0 || c < 0 || r >= n || c >= n;
}

/* A little killer as f-puzzles draws it: the clue on the border before
   the first cell, its direction, the diagonal to the far border, the
   total as a string.  A run that starts or stops inside the grid has
   no such clue. */
static int
little_killer (out *o, const ss_constraint *con)
{
  int n = o->pz->n, m = con->ncells, a = con->cells[0];
  int z = con->cells[m - 1], dr = 0, dc = 0;
  if (m > 1)
    dr = con->cells[1] / n - a / n, dc = con->cells[1] % n - a % n;
  else
    /* one cell, a corner: the direction that leaves the grid both ways */
    for (int d = 0; d < 4 && !dr; d++)
      {
        int tr = d & 1 ? 1 : -1, tc = d & 2 ? 1 : -1;
        if (off (n, a / n - tr, a % n - tc) && off (n, a / n + tr,
                                                    a % n + tc))
          dr = tr, dc = tc;
      }
  int br = a / n - dr, bc = a % n - dc;
  if (!dr || !off (n, br, bc) || !off (n, z / n + dr, z % n + dc))
    return ss_fail (o->err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles has no "
                    "little killer over part of a diagonal (from row %d, "
                    "column %d to row %d, column %d)", a / n + 1, a % n + 1,
                    z / n + 1, z % n + 1);
  char clue[32], dir[3] = { dr > 0 ? 'D' : 'U', dc > 0 ? 'R' : 'L', 0 };
  char total[32];
  snprintf (clue, sizeof clue, "R%dC%d", br + 1, bc + 1);
  snprintf (total, sizeof total, "%d", con->param);
  json_t *it = json_object ();
  if (!it || json_object_set_new (it, "cell", json_string (clue))
      || json_object_set_new (it, "direction", json_string (dir))
      || json_object_set_new (it, "cells", cell_list (n, con, 0, m))
      || json_object_set_new (it, "value", json_string (total)))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

/* The negative constraints: f-puzzles writes the one of white dots as
   non-consecutive beside the dots, the others in its 'negative' list;
   either covers every unmarked pair, so a part of them (from DIMACS
   comments) has no key. */
static int
negative (out *o, const ss_constraint *con)
{
  if (!ss_negative_whole (o->pz, con))
    return ss_fail (o->err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles has no "
                    "%s constraint on only some of the unmarked pairs",
                    ss_kind (con->kind)->name);
  if (con->kind == SS_CON_NOWHITE)
    return json_object_set_new (o->root, "nonconsecutive", json_true ())
           ? ss_oom (o->err) : 0;
  return append (o, ss_fpuzzles_key (con->kind), json_string (con->kind == SS_CON_NOXV
                                             ? "xv" : "ratio"));
}

/* A quadruple: its cells and digits. */
static int
quadruple (out *o, const ss_constraint *con)
{
  json_t *it = json_object (), *values = json_array ();
  json_t *cells = cell_list (o->pz->n, con, 0, con->ncells);
  int rc = !it || !values || !cells
           || json_object_set (it, "cells", cells)
           || json_object_set (it, "values", values);
  for (int j = 0; !rc && j < ss_quad_count (con); j++)
    rc = json_array_append_new (values, json_integer (con->values[j]));
  json_decref (cells);
  json_decref (values);
  if (rc)
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

/* A minimum or maximum: its cell (the neighbours follow from it). */
static int
extremum (out *o, const ss_constraint *con)
{
  json_t *it = json_object ();
  if (!it || json_object_set_new (it, "cell",
                                  cell_name (o->pz->n, con->cells[0])))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

/* A skyscraper clue: its place on the border and the count, as f-puzzles
   (and its SudokuSolver extension) writes it. */
static int
skyscraper (out *o, const ss_constraint *con)
{
  char place[32], clue[32];
  int row, col;
  ss_skyscraper_place (o->pz->n, con, &row, &col);
  snprintf (place, sizeof place, "R%dC%d", row, col);
  snprintf (clue, sizeof clue, "%d", con->param);
  json_t *it = json_object ();
  if (!it || json_object_set_new (it, "cell", json_string (place))
      || json_object_set_new (it, "value", json_string (clue)))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, "skyscraper", it);
}

/* A sandwich or an x-sum: the clue's place beside the grid ("R0C3"),
   its total as a string. */
static int
outside (out *o, const ss_constraint *con)
{
  int r, c;
  char clue[32], total[32];
  ss_sandwich_place (o->pz, con, &r, &c);
  snprintf (clue, sizeof clue, "R%dC%d", r, c);
  snprintf (total, sizeof total, "%d", con->param);
  json_t *it = json_object ();
  if (!it || json_object_set_new (it, "cell", json_string (clue))
      || json_object_set_new (it, "value", json_string (total)))
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, con->kind == SS_CON_SANDWICH ? "sandwichsum" : "xsum",
                 it);
}

/* A clone: {"cells": its area, "cloneCells": its clone, in the same
   order}. */
static int
clone (out *o, const ss_constraint *con)
{
  int m = con->ncells / 2;
  json_t *it = json_object ();
  json_t *cells = cell_list (o->pz->n, con, 0, m);
  json_t *clones = cell_list (o->pz->n, con, m, 2 * m);
  int rc = !it || !cells || !clones || json_object_set (it, "cells", cells)
           || json_object_set (it, "cloneCells", clones);
  json_decref (cells);
  json_decref (clones);
  if (rc)
    {
      json_decref (it);
      return ss_oom (o->err);
    }
  return append (o, ss_fpuzzles_key (con->kind), it);
}

/* One line a kind, in the order of ss_con_kind. */
static const struct {
  ss_con_kind kind;
  int (*write) (out *, const ss_constraint *);
} writers[] = {
  { SS_CON_ROW, none },
  { SS_CON_COL, none },
  { SS_CON_BOX, none },          /* the grid's "region" of each cell */
  { SS_CON_EXTRA, region },
  { SS_CON_TILING, refuse },
  { SS_CON_DIFFER, rule_pairs },
  { SS_CON_NONCONSEC, rule_pairs },
  { SS_CON_CAGE, cage },
  { SS_CON_THERMO, line_of },
  { SS_CON_ODD, parity },
  { SS_CON_EVEN, parity },
  { SS_CON_WHITE, dot },
  { SS_CON_BLACK, dot },
  { SS_CON_SUM, xv },
  { SS_CON_PALINDROME, line_of },
  { SS_CON_RENBAN, line_of },
  { SS_CON_WHISPERS, line_of },
  { SS_CON_BETWEEN, line_of },
  { SS_CON_SLOWTHERMO, line_of },
  { SS_CON_REGIONSUM, line_of },
  { SS_CON_ARROW, arrow },
  { SS_CON_LITTLE_KILLER, little_killer },
  { SS_CON_NOWHITE, negative },
  { SS_CON_NOBLACK, negative },
  { SS_CON_NOXV, negative },
  { SS_CON_QUADRUPLE, quadruple },
  { SS_CON_MINIMUM, extremum },
  { SS_CON_MAXIMUM, extremum },
  { SS_CON_SKYSCRAPER, skyscraper },
  { SS_CON_SANDWICH, outside },
  { SS_CON_XSUM, outside },
  { SS_CON_CLONE, clone },
};
_Static_assert (sizeof writers / sizeof *writers == SS_CON_NKINDS,
                "an f-puzzles writer for every kind");

int
ss_fpuzzles_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) writers[k].kind != k)
      return 0;
  return 1;
}

/* The global rules' flags. */
static const struct {
  const char *rule, *key, *key2;
} flags[] = {
  { "x", "diagonal+", "diagonal-" }, { "anti-knight", "antiknight", NULL },
  { "anti-king", "antiking", NULL },
  { "non-consecutive", "nonconsecutive", NULL },
};

/* The grid: each cell's given, or grid's value as the solver's entry
   (no part of the puzzle), and with jigsaw regions its region. */
static int
put_grid (out *o, const int *grid)
{
  const ss_puzzle *pz = o->pz;
  int n = pz->n;
  json_t *rows = json_array ();
  if (!rows || json_object_set_new (o->root, "grid", rows))
    return ss_oom (o->err);
  for (int r = 0; r < n; r++)
    {
      json_t *row = json_array ();
      if (!row || json_array_append_new (rows, row))
        return ss_oom (o->err);
      for (int c = 0; c < n; c++)
        {
          json_t *cell = json_object ();
          int given = ss_cell (pz, r, c), v = given ? given
                                                    : grid[r * n + c];
          if (!cell || json_array_append_new (row, cell)
              || (v && json_object_set_new (cell, "value",
                                            json_integer (v)))
              || (given && json_object_set_new (cell, "given",
                                                json_true ()))
              || (pz->region
                  && json_object_set_new (cell, "region",
                                          json_integer (pz->region[r * n
                                                                   + c]))))
            return ss_oom (o->err);
        }
    }
  return 0;
}

/* Whether pz has a kropki dot. */
static int
dotted (const ss_puzzle *pz)
{
  for (int u = 0; u < pz->ncons; u++)
    if (pz->cons[u].kind == SS_CON_WHITE || pz->cons[u].kind == SS_CON_BLACK)
      return 1;
  return 0;
}

/* The compact JSON text of pz: malloc'd, NULL with err set. */
static char *
json_text (const ss_puzzle *pz, const int *grid, ss_error *err)
{
  if (pz->family == SS_SUDOMINOKU)
    {
      ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles has no "
               "Sudominoku dominoes");
      return NULL;
    }
  out o = { json_object (), pz, err };
  int rc = !o.root || json_object_set_new (o.root, "size",
                                           json_integer (pz->n))
           ? ss_oom (err) : put_grid (&o, grid);
  for (size_t i = 0; !rc && i < sizeof flags / sizeof *flags; i++)
    if (ss_puzzle_has_rule (pz, flags[i].rule)
        && (json_object_set_new (o.root, flags[i].key, json_true ())
            || (flags[i].key2 && json_object_set_new (o.root, flags[i].key2,
                                                      json_true ()))))
      rc = ss_oom (err);
  if (!rc && ss_puzzle_has_rule (pz, "non-consecutive") && dotted (pz))
    rc = ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "f-puzzles reads "
                  "non-consecutive beside kropki dots as their negative "
                  "constraint, which spares the dotted pairs");
  for (int u = 0; !rc && u < pz->ncons; u++)
    rc = writers[pz->cons[u].kind].write (&o, &pz->cons[u]);
  char *text = rc ? NULL : json_dumps (o.root, JSON_COMPACT
                                       | JSON_ENSURE_ASCII
                                       | JSON_PRESERVE_ORDER);
  if (!rc && !text)
    ss_oom (err);
  json_decref (o.root);
  return text;
}

char *
ss_fpuzzles_text (const ss_puzzle *pz, const int *grid, int link,
                  ss_error *err)
{
  char *text = json_text (pz, grid, err);
  if (!text || !link)
    return text;
  static const char prefix[] = "https://www.f-puzzles.com/?load=";
  char *packed = NULL;
  size_t len = 0;
  int rc = ss_lz_compress_base64 (text, strlen (text), &packed, &len);
  free (text);
  char *url = rc ? NULL : ss_malloc (sizeof prefix + len);
  if (url)
    {
      memcpy (url, prefix, sizeof prefix - 1);
      memcpy (url + sizeof prefix - 1, packed, len + 1);
    }
  else
    ss_oom (err);
  free (packed);
  return url;
}
