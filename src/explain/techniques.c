/* techniques.c: the step finders, one function a technique, each
   looking for the first place on the board where its pattern gives a
   placement or an elimination, and the technique table (names and
   rating weights).  The units are the board's all-different
   constraints; techniques that need every value to appear in a unit
   (hidden singles and subsets, locked candidates, fish) use only its
   complete units, those with n cells. */
#include "explain/board.h"

#include <stdlib.h>
#include <string.h>

/* name, weight on the rating's scale, base difficulty on Sudoku
   Explainer's (doc/rating.md gives the source) */
static const struct {
  const char *name;
  double weight, se;
} table[SS_TECH_COUNT] = {
  [SS_TECH_FULL_HOUSE] = { "full house", 1.0, 1.0 },
  [SS_TECH_NAKED_SINGLE] = { "naked single", 1.2, 2.3 },
  [SS_TECH_HIDDEN_SINGLE] = { "hidden single", 2.0, 1.5 },
  [SS_TECH_PARITY] = { "odd/even", 1.1, 1.0 },
  [SS_TECH_NEIGHBOURS] = { "neighbours", 2.1, 1.5 },
  [SS_TECH_THERMO] = { "thermometer bounds", 2.3, 1.5 },
  [SS_TECH_DOT_PAIR] = { "kropki/XV pair", 2.5, 2.0 },
  [SS_TECH_CAGE] = { "cage combinations", 2.7, 2.3 },
  [SS_TECH_LINE] = { "line rule", 2.8, 2.3 },
  [SS_TECH_INNIES] = { "innies", 3.3, 2.6 },
  [SS_TECH_OUTIES] = { "outies", 3.3, 2.6 },
  [SS_TECH_NEIGHBOUR_POINTING] = { "neighbour pointing", 3.2, 2.6 },
  [SS_TECH_POINTING] = { "pointing", 3.0, 2.6 },
  [SS_TECH_CLAIMING] = { "claiming", 3.1, 2.8 },
  [SS_TECH_LOCKED] = { "locked candidates", 3.1, 2.8 },
  [SS_TECH_NAKED_PAIR] = { "naked pair", 3.2, 3.0 },
  [SS_TECH_HIDDEN_PAIR] = { "hidden pair", 3.4, 3.4 },
  [SS_TECH_NAKED_TRIPLE] = { "naked triple", 4.0, 3.6 },
  [SS_TECH_HIDDEN_TRIPLE] = { "hidden triple", 4.2, 4.0 },
  [SS_TECH_NAKED_QUAD] = { "naked quad", 4.5, 5.0 },
  [SS_TECH_HIDDEN_QUAD] = { "hidden quad", 4.6, 5.4 },
  [SS_TECH_XY_WING] = { "xy-wing", 4.3, 4.2 },
  [SS_TECH_XYZ_WING] = { "xyz-wing", 4.4, 4.4 },
  [SS_TECH_UNIQUE_RECTANGLE] = { "unique rectangle", 4.5, 4.5 },
  [SS_TECH_BUG] = { "bug+1", 4.7, 5.6 },
  [SS_TECH_X_WING] = { "x-wing", 4.1, 3.2 },
  [SS_TECH_SWORDFISH] = { "swordfish", 4.4, 3.8 },
  [SS_TECH_JELLYFISH] = { "jellyfish", 4.7, 5.2 },
  [SS_TECH_FINNED_X_WING] = { "finned x-wing", 4.7, 6.5 },
  [SS_TECH_FINNED_SWORDFISH] = { "finned swordfish", 4.7, 6.6 },
  [SS_TECH_FINNED_JELLYFISH] = { "finned jellyfish", 4.8, 6.7 },
  [SS_TECH_SKYSCRAPER] = { "skyscraper", 4.8, 6.5 },
  [SS_TECH_TWO_STRING_KITE] = { "two-string kite", 4.8, 6.5 },
  [SS_TECH_TURBOT_FISH] = { "turbot fish", 4.8, 6.5 },
  [SS_TECH_COLOURING] = { "simple colouring", 4.8, 6.5 },
  [SS_TECH_MULTI_COLOURING] = { "multi-colouring", 4.8, 6.6 },
  [SS_TECH_W_WING] = { "w-wing", 4.8, 6.6 },
  [SS_TECH_X_CHAIN] = { "x-chain", 4.9, 6.5 },
  [SS_TECH_XY_CHAIN] = { "xy-chain", 4.9, 6.6 },
  [SS_TECH_AIC] = { "aic", 4.9, 7.0 },
  [SS_TECH_GROUPED_AIC] = { "grouped aic", 4.9, 7.0 },
  [SS_TECH_ALS_XZ] = { "als-xz", 4.9, 7.0 },
  [SS_TECH_ALS_XY_WING] = { "als-xy-wing", 4.9, 7.2 },
  [SS_TECH_FORCING] = { "forcing", 5.0, 8.8 },
  [SS_TECH_CELL_FORCING] = { "cell forcing chain", 5.2, 8.3 },
  [SS_TECH_REGION_FORCING] = { "region forcing chain", 5.2, 8.2 },
  [SS_TECH_NESTED_FORCING] = { "nested forcing", 5.5, 9.9 },
  [SS_TECH_SEARCH] = { "search", 6.0, 11.0 },
  [SS_TECH_ARROW] = { "arrow sums", 2.7, 2.3 },
  [SS_TECH_LITTLE_KILLER] = { "little killer sums", 2.7, 2.3 },
  [SS_TECH_CELL_CLUE] = { "cell clue", 2.6, 2.0 },
  [SS_TECH_SKYSCRAPER_CLUE] = { "skyscraper clue", 2.8, 2.3 },
  [SS_TECH_SANDWICH] = { "sandwich sums", 2.9, 2.5 },
  [SS_TECH_XSUM] = { "x-sums", 2.9, 2.5 },
  [SS_TECH_CLONE] = { "clone", 2.5, 2.0 },
  [SS_TECH_DOT_CLUSTER] = { "dot cluster", 3.3, 2.6 },
  [SS_TECH_CAGE_LOCKED] = { "cage locked digit", 3.1, 2.8 },
};

ss_technique
ss_technique_tried (int i)
{
  /* the rule steps past the nets taken in after cage combinations, but
     cage locked digits, which the rule of 45's innies and outies
     come before */
  int late = SS_TECH_COUNT - SS_TECH_SEARCH - 2;
  if (i <= SS_TECH_CAGE)
    return (ss_technique) i;
  if (i <= SS_TECH_CAGE + late)
    return (ss_technique) (SS_TECH_SEARCH + i - SS_TECH_CAGE);
  if (i <= SS_TECH_OUTIES + late)
    return (ss_technique) (i - late);
  if (i == SS_TECH_OUTIES + late + 1)
    return SS_TECH_CAGE_LOCKED;
  return (ss_technique) (i - late - 1);
}

const char *
ss_technique_name (ss_technique t)
{
  return t >= 0 && t < SS_TECH_COUNT ? table[t].name : "?";
}

double
ss_technique_weight (ss_technique t)
{
  return t >= 0 && t < SS_TECH_COUNT ? table[t].weight : 0;
}

double
ss_technique_se (ss_technique t)
{
  return t >= 0 && t < SS_TECH_COUNT ? table[t].se : 0;
}

/* Start a step of technique t. */
static void
begin (ss_board *b, ss_step *s, ss_technique t)
{
  memset (s, 0, sizeof *s);
  s->technique = t;
  s->broken_cell = s->broken_unit = -1;
  ss_board_clear_moves (b);
}

/* Hand the board's moves to the step; 1 when it makes any. */
static int
finish (ss_board *b, ss_step *s)
{
  s->place = b->place;
  s->nplace = b->nplace;
  s->eliminate = b->elim;
  s->neliminate = b->nelim;
  return b->nplace + b->nelim > 0;
}

static void
add_unit (ss_step *s, int unit)
{
  if (s->nunits < (int) (sizeof s->units / sizeof *s->units))
    s->units[s->nunits++] = unit;
}

static void
add_cell (ss_step *s, int cell)
{
  if (s->ncells < (int) (sizeof s->cells / sizeof *s->cells))
    s->cells[s->ncells++] = cell;
}

static void
add_value (ss_step *s, int v)
{
  if (s->nvalues < SS_STEP_MAX)
    s->values[s->nvalues++] = v;
}

/* Whether cell lies in unit u. */
static int
in_unit (const ss_board *b, int cell, int u)
{
  for (int k = b->cell_first[cell]; k < b->cell_first[cell + 1]; k++)
    if (b->cell_units[k] == u)
      return 1;
  return 0;
}

/* Whether value v is placed in unit u. */
static int
placed_in (const ss_board *b, int u, int v)
{
  const ss_constraint *con = ss_board_unit (b, u);
  for (int i = 0; i < con->ncells; i++)
    if (b->grid[con->cells[i]] == v)
      return 1;
  return 0;
}

/* The units in the order people scan them: boxes first, then rows,
   columns and the rest, as the puzzle lists them.  order needs room
   for b->nunits. */
static void
scan_order (const ss_board *b, int *order)
{
  int k = 0;
  for (int u = 0; u < b->nunits; u++)
    if (ss_board_unit (b, u)->kind == SS_CON_BOX)
      order[k++] = u;
  for (int u = 0; u < b->nunits; u++)
    if (ss_board_unit (b, u)->kind != SS_CON_BOX)
      order[k++] = u;
}

/* The next k-combination of 0..m-1 in idx (lexicographic); 0 after the
   last. */
static int
next_combination (int *idx, int k, int m)
{
  int i = k - 1;
  while (i >= 0 && idx[i] == m - k + i)
    i--;
  if (i < 0)
    return 0;
  idx[i]++;
  for (int j = i + 1; j < k; j++)
    idx[j] = idx[j - 1] + 1;
  return 1;
}

/* ---- singles ------------------------------------------------------ */

/* A complete unit with one open cell: it takes the value the unit
   lacks. */
static int
full_house (ss_board *b, ss_step *s, int *order)
{
  scan_order (b, order);
  for (int k = 0; k < b->nunits; k++)
    {
      int u = order[k];
      if (!ss_board_complete (b, u))
        continue;
      const ss_constraint *con = ss_board_unit (b, u);
      int open = -1, nopen = 0;
      for (int i = 0; i < con->ncells && nopen < 2; i++)
        if (!b->grid[con->cells[i]])
          open = con->cells[i], nopen++;
      if (nopen != 1)
        continue;
      for (int v = 1; v <= b->n; v++)
        if (ss_board_has (b, open, v) && !placed_in (b, u, v))
          {
            begin (b, s, SS_TECH_FULL_HOUSE);
            add_unit (s, b->units[u]);
            add_cell (s, open);
            add_value (s, v);
            ss_board_add_place (b, open, v);
            return finish (b, s);
          }
    }
  return 0;
}

/* A cell with one candidate left. */
static int
naked_single (ss_board *b, ss_step *s)
{
  for (long i = 0; i < b->ncells; i++)
    if (!b->grid[i] && b->count[i] == 1)
      for (int v = 1; v <= b->n; v++)
        if (ss_board_has (b, i, v))
          {
            begin (b, s, SS_TECH_NAKED_SINGLE);
            add_cell (s, (int) i);
            add_value (s, v);
            ss_board_add_place (b, i, v);
            return finish (b, s);
          }
  return 0;
}

/* The only cell of a complete unit that can take a value. */
static int
hidden_single (ss_board *b, ss_step *s, int *order)
{
  scan_order (b, order);
  for (int k = 0; k < b->nunits; k++)
    {
      int u = order[k];
      if (!ss_board_complete (b, u))
        continue;
      const ss_constraint *con = ss_board_unit (b, u);
      for (int v = 1; v <= b->n; v++)
        {
          int where = -1, places = 0;
          for (int i = 0; i < con->ncells && places < 2; i++)
            if (ss_board_has (b, con->cells[i], v))
              where = con->cells[i], places++;
          if (places == 1)
            {
              begin (b, s, SS_TECH_HIDDEN_SINGLE);
              add_unit (s, b->units[u]);
              add_cell (s, where);
              add_value (s, v);
              ss_board_add_place (b, where, v);
              return finish (b, s);
            }
        }
    }
  return 0;
}

/* ---- locked candidates -------------------------------------------- */

static int
is_line (const ss_constraint *con)
{
  return con->kind == SS_CON_ROW || con->kind == SS_CON_COL;
}

/* Which flavour a confinement of unit a's value to unit c is. */
static ss_technique
locked_kind (const ss_constraint *a, const ss_constraint *c)
{
  if (a->kind == SS_CON_BOX && is_line (c))
    return SS_TECH_POINTING;
  if (is_line (a) && c->kind == SS_CON_BOX)
    return SS_TECH_CLAIMING;
  return SS_TECH_LOCKED;
}

/* In a complete unit a, every cell that can take v lies in another unit
   c too: v goes into c within a, so c's other cells lose it. */
static int
locked (ss_board *b, ss_step *s, ss_technique t, int *order, int *where)
{
  scan_order (b, order);
  for (int k = 0; k < b->nunits; k++)
    {
      int a = order[k];
      if (!ss_board_complete (b, a))
        continue;
      const ss_constraint *ca = ss_board_unit (b, a);
      for (int v = 1; v <= b->n; v++)
        {
          int places = 0;
          for (int i = 0; i < ca->ncells; i++)
            if (ss_board_has (b, ca->cells[i], v))
              where[places++] = ca->cells[i];
          if (places < 2)
            continue;
          int first = where[0];
          for (int m = b->cell_first[first]; m < b->cell_first[first + 1];
               m++)
            {
              int c = b->cell_units[m];
              const ss_constraint *cc = ss_board_unit (b, c);
              if (c == a || locked_kind (ca, cc) != t)
                continue;
              int all = 1;
              for (int i = 1; i < places && all; i++)
                all = in_unit (b, where[i], c);
              if (!all)
                continue;
              begin (b, s, t);
              for (int i = 0; i < cc->ncells; i++)
                if (ss_board_has (b, cc->cells[i], v)
                    && !in_unit (b, cc->cells[i], a))
                  ss_board_add_elim (b, cc->cells[i], v);
              if (b->nelim == 0)
                continue;
              add_unit (s, b->units[a]);
              add_unit (s, b->units[c]);
              add_value (s, v);
              for (int i = 0; i < places; i++)
                add_cell (s, where[i]);
              return finish (b, s);
            }
        }
      if (ss_board_late (b))
        return -1;
    }
  return 0;
}

/* ---- naked and hidden subsets ------------------------------------- */

/* k open cells of a unit whose candidates together are k values: those
   values go into them, so the unit's other cells lose them. */
static int
naked_subset (ss_board *b, ss_step *s, int k, int *order, int *list,
              int *seen)
{
  static const ss_technique techs[] = { SS_TECH_NAKED_PAIR,
    SS_TECH_NAKED_TRIPLE, SS_TECH_NAKED_QUAD };
  int n = b->n;
  scan_order (b, order);
  for (int q = 0; q < b->nunits; q++)
    {
      int u = order[q];
      const ss_constraint *con = ss_board_unit (b, u);
      int m = 0;
      for (int i = 0; i < con->ncells; i++)
        {
          int c = con->cells[i];
          if (!b->grid[c] && b->count[c] >= 2 && b->count[c] <= k)
            list[m++] = c;
        }
      if (m < k)
        continue;
      int idx[SS_STEP_MAX];
      for (int i = 0; i < k; i++)
        idx[i] = i;
      do
        {
          memset (seen, 0, (size_t) (n + 1) * sizeof *seen);
          int values = 0;
          for (int i = 0; i < k && values <= k; i++)
            for (int v = 1; v <= n; v++)
              if (ss_board_has (b, list[idx[i]], v) && !seen[v]++)
                values++;
          if (values != k)
            continue;
          begin (b, s, techs[k - 2]);
          for (int i = 0; i < con->ncells; i++)
            {
              int c = con->cells[i], member = 0;
              for (int j = 0; j < k; j++)
                member |= list[idx[j]] == c;
              if (!member && !b->grid[c])
                for (int v = 1; v <= n; v++)
                  if (seen[v] && ss_board_has (b, c, v))
                    ss_board_add_elim (b, c, v);
            }
          if (b->nelim == 0)
            continue;
          add_unit (s, b->units[u]);
          for (int j = 0; j < k; j++)
            add_cell (s, list[idx[j]]);
          for (int v = 1; v <= n; v++)
            if (seen[v])
              add_value (s, v);
          return finish (b, s);
        }
      while (next_combination (idx, k, m));
      if (ss_board_late (b))
        return -1;
    }
  return 0;
}

/* k values of a complete unit that only k of its cells can take:
   those cells hold them, so they lose every other candidate. */
static int
hidden_subset (ss_board *b, ss_step *s, int k, int *order, int *list,
               int *seen)
{
  static const ss_technique techs[] = { SS_TECH_HIDDEN_PAIR,
    SS_TECH_HIDDEN_TRIPLE, SS_TECH_HIDDEN_QUAD };
  int n = b->n;
  scan_order (b, order);
  for (int q = 0; q < b->nunits; q++)
    {
      int u = order[q];
      if (!ss_board_complete (b, u))
        continue;
      const ss_constraint *con = ss_board_unit (b, u);
      /* the values with 2..k places in the unit */
      int m = 0;
      for (int v = 1; v <= n; v++)
        {
          int places = 0;
          for (int i = 0; i < n && places <= k; i++)
            places += ss_board_has (b, con->cells[i], v);
          if (places >= 2 && places <= k)
            list[m++] = v;
        }
      if (m < k)
        continue;
      int idx[SS_STEP_MAX];
      for (int i = 0; i < k; i++)
        idx[i] = i;
      do
        {
          /* seen[i]: the unit's i-th cell can take one of the values */
          int cells = 0;
          for (int i = 0; i < n; i++)
            {
              seen[i] = 0;
              for (int j = 0; j < k && !seen[i]; j++)
                seen[i] = ss_board_has (b, con->cells[i], list[idx[j]]);
              cells += seen[i];
            }
          if (cells != k)
            continue;
          begin (b, s, techs[k - 2]);
          for (int i = 0; i < n; i++)
            if (seen[i])
              for (int v = 1; v <= n; v++)
                {
                  int member = 0;
                  for (int j = 0; j < k; j++)
                    member |= list[idx[j]] == v;
                  if (!member && ss_board_has (b, con->cells[i], v))
                    ss_board_add_elim (b, con->cells[i], v);
                }
          if (b->nelim == 0)
            continue;
          add_unit (s, b->units[u]);
          for (int i = 0; i < n; i++)
            if (seen[i])
              add_cell (s, con->cells[i]);
          for (int j = 0; j < k; j++)
            add_value (s, list[idx[j]]);
          return finish (b, s);
        }
      while (next_combination (idx, k, m));
      if (ss_board_late (b))
        return -1;
    }
  return 0;
}

/* ---- fish ---------------------------------------------------------- */

/* The cell at position i of line l: rows (cols 0) or columns. */
static int
line_cell (int n, int cols, int l, int i)
{
  return cols ? i * n + l : l * n + i;
}

/* k rows (or columns) in which value v can go only into k columns (or
   rows) together: those k cover lines get v in the k base lines, so
   they lose it everywhere else. */
static int
fish (ss_board *b, ss_step *s, int k, int *list, int *seen)
{
  static const ss_technique techs[] = { SS_TECH_X_WING,
    SS_TECH_SWORDFISH, SS_TECH_JELLYFISH };
  int n = b->n;
  for (int v = 1; v <= n; v++)
    for (int cols = 0; cols < 2; cols++)
      {
        int m = 0;
        for (int l = 0; l < n; l++)
          {
            int places = 0;
            for (int i = 0; i < n && places <= k; i++)
              places += ss_board_has (b, line_cell (n, cols, l, i), v);
            if (places >= 2 && places <= k)
              list[m++] = l;
          }
        if (m < k)
          continue;
        int idx[SS_STEP_MAX];
        for (int i = 0; i < k; i++)
          idx[i] = i;
        do
          {
            int cover = 0;
            for (int i = 0; i < n; i++)
              {
                seen[i] = 0;
                for (int j = 0; j < k && !seen[i]; j++)
                  seen[i] = ss_board_has (b, line_cell (n, cols, list[idx[j]],
                                                        i), v);
                cover += seen[i];
              }
            if (cover != k)
              continue;
            begin (b, s, techs[k - 2]);
            for (int i = 0; i < n; i++)
              if (seen[i])
                for (int l = 0; l < n; l++)
                  {
                    int base = 0;
                    for (int j = 0; j < k; j++)
                      base |= list[idx[j]] == l;
                    int c = line_cell (n, cols, l, i);
                    if (!base && ss_board_has (b, c, v))
                      ss_board_add_elim (b, c, v);
                  }
            if (b->nelim == 0)
              continue;
            /* rows are constraints 0..n-1, columns n..2n-1 */
            for (int j = 0; j < k; j++)
              add_unit (s, list[idx[j]] + (cols ? n : 0));
            for (int i = 0; i < n; i++)
              if (seen[i])
                add_unit (s, i + (cols ? 0 : n));
            for (int j = 0; j < k; j++)
              for (int i = 0; i < n; i++)
                if (ss_board_has (b, line_cell (n, cols, list[idx[j]], i), v))
                  add_cell (s, line_cell (n, cols, list[idx[j]], i));
            add_value (s, v);
            return finish (b, s);
          }
        while (next_combination (idx, k, m));
        if (ss_board_late (b))
          return -1;
      }
  return 0;
}

/* ---- the uniqueness steps ---------------------------------------------- */

/* Whether every unit of the four cells r[0..3] (r[0], r[3] one diagonal
   of the rectangle, r[1], r[2] the other) holds as many cells of one
   diagonal as of the other, so that swapping the two values over the
   four keeps each unit's values. */
static int
rectangle_swaps (const ss_board *b, const int *r)
{
  for (int i = 0; i < 4; i++)
    for (int k = b->cell_first[r[i]]; k < b->cell_first[r[i] + 1]; k++)
      {
        int u = b->cell_units[k], d = 0;
        for (int j = 0; j < 4; j++)
          if (in_unit (b, r[j], u))
            d += j == 0 || j == 3 ? 1 : -1;
        if (d)
          return 0;
      }
  return 1;
}

/* Unique rectangle type 1: three corners of a rectangle over two rows
   and two columns hold only a and b, the fourth a, b and more.  Were
   the fourth a or b, the four could swap them and the puzzle would have
   two solutions: the fourth loses a and b. */
static int
unique_rectangle (ss_board *b, ss_step *s)
{
  int n = b->n;
  if (!ss_board_swappable (b, 0))
    return 0;
  for (long i = 0; i < b->ncells; i++)
    {
      if (b->grid[i] || b->count[i] != 2)
        continue;
      int pair[2], k = 0;
      for (int v = 1; v <= n && k < 2; v++)
        if (ss_board_has (b, i, v))
          pair[k++] = v;
      int r = (int) i / n, c1 = (int) i % n;
      for (int c2 = c1 + 1; c2 < n; c2++)
        {
          long j = (long) r * n + c2;
          if (b->grid[j] || b->count[j] != 2 || !ss_board_has (b, j, pair[0])
              || !ss_board_has (b, j, pair[1]))
            continue;
          for (int r2 = 0; r2 < n; r2++)
            {
              long x = (long) r2 * n + c1, y = (long) r2 * n + c2;
              if (r2 == r || b->grid[x] || b->grid[y]
                  || !ss_board_has (b, x, pair[0])
                  || !ss_board_has (b, x, pair[1])
                  || !ss_board_has (b, y, pair[0])
                  || !ss_board_has (b, y, pair[1])
                  || (b->count[x] == 2) == (b->count[y] == 2))
                continue;
              /* corners in order: i, j, x, y; i and y one diagonal */
              int corner[4] = { (int) i, (int) j, (int) x, (int) y };
              if (!rectangle_swaps (b, corner))
                continue;
              long more = b->count[x] > 2 ? x : y;
              begin (b, s, SS_TECH_UNIQUE_RECTANGLE);
              for (int q = 0; q < 4; q++)
                if (corner[q] != more)
                  add_cell (s, corner[q]);
              add_cell (s, (int) more);
              add_value (s, pair[0]);
              add_value (s, pair[1]);
              ss_board_add_elim (b, more, pair[0]);
              ss_board_add_elim (b, more, pair[1]);
              return finish (b, s);
            }
        }
    }
  return 0;
}

/* Bug+1: every open cell holds two candidates but one, which holds
   three, and with value v out of that cell every candidate would lie
   in two cells of each unit it is in (a bivalue universal grave).  A
   grave has no solution or two (each cell taking its other candidate
   gives another), so the cell holds v.  seen: n + 1 ints. */
static int
bug (ss_board *b, ss_step *s, int *seen)
{
  int n = b->n;
  long tri = -1;
  if (!ss_board_swappable (b, 1))
    return 0;
  for (long i = 0; i < b->ncells; i++)
    if (!b->grid[i] && b->count[i] != 2)
      {
        if (b->count[i] != 3 || tri >= 0)
          return 0;
        tri = i;
      }
  if (tri < 0)
    return 0;
  for (int v = 1; v <= n; v++)
    {
      if (!ss_board_has (b, tri, v))
        continue;
      int grave = 1;
      for (int u = 0; u < b->nunits && grave; u++)
        {
          const ss_constraint *c = &b->pz->cons[b->units[u]];
          memset (seen, 0, (size_t) (n + 1) * sizeof *seen);
          for (int k = 0; k < c->ncells; k++)
            {
              long cell = c->cells[k];
              if (b->grid[cell])
                continue;
              for (int w = 1; w <= n; w++)
                if (ss_board_has (b, cell, w) && (cell != tri || w != v))
                  seen[w]++;
            }
          for (int w = 1; w <= n && grave; w++)
            grave = seen[w] == 0 || seen[w] == 2;
        }
      if (grave)
        {
          begin (b, s, SS_TECH_BUG);
          add_cell (s, (int) tri);
          add_value (s, v);
          ss_board_add_place (b, tri, v);
          return finish (b, s);
        }
      if (ss_board_late (b))
        return -1;
    }
  return 0;
}

int
ss_technique_find (ss_board *b, ss_technique t, ss_step *s)
{
  int n = b->n, rc = 0;
  /* scratch: unit order, a list of cells or values, marks */
  int *order = ss_malloc ((size_t) (b->nunits + 1) * sizeof *order);
  int *list = ss_malloc ((size_t) (n + 1) * sizeof *list);
  int *seen = ss_malloc ((size_t) (n + 1) * sizeof *seen);
  if (!order || !list || !seen)
    rc = -2;
  else
    switch (t)
      {
      case SS_TECH_FULL_HOUSE: rc = full_house (b, s, order); break;
      case SS_TECH_NAKED_SINGLE: rc = naked_single (b, s); break;
      case SS_TECH_HIDDEN_SINGLE: rc = hidden_single (b, s, order); break;
      case SS_TECH_POINTING: case SS_TECH_CLAIMING: case SS_TECH_LOCKED:
        rc = locked (b, s, t, order, list);
        break;
      case SS_TECH_NAKED_PAIR: rc = naked_subset (b, s, 2, order, list, seen);
        break;
      case SS_TECH_NAKED_TRIPLE:
        rc = naked_subset (b, s, 3, order, list, seen);
        break;
      case SS_TECH_NAKED_QUAD: rc = naked_subset (b, s, 4, order, list, seen);
        break;
      case SS_TECH_HIDDEN_PAIR:
        rc = hidden_subset (b, s, 2, order, list, seen);
        break;
      case SS_TECH_HIDDEN_TRIPLE:
        rc = hidden_subset (b, s, 3, order, list, seen);
        break;
      case SS_TECH_HIDDEN_QUAD:
        rc = hidden_subset (b, s, 4, order, list, seen);
        break;
      case SS_TECH_X_WING: rc = fish (b, s, 2, list, seen); break;
      case SS_TECH_SWORDFISH: rc = fish (b, s, 3, list, seen); break;
      case SS_TECH_JELLYFISH: rc = fish (b, s, 4, list, seen); break;
      case SS_TECH_UNIQUE_RECTANGLE: rc = unique_rectangle (b, s); break;
      case SS_TECH_BUG: rc = bug (b, s, seen); break;
      default: rc = 0;
      }
  free (order);
  free (list);
  free (seen);
  return rc;
}
