/* rulesteps.c: the steps the variant rules give, in setters' words:
   odd and even cells, neighbours under anti-knight, anti-king and
   non-consecutive, thermometer bounds, kropki and XV pairs, cage
   combinations, arrow and little killer sums, and the rule of 45 (innies: the cells a unit's cages
   leave over sum to what the unit's total lacks, a cage of their own;
   outies: the cells by which the cages covering a unit reach out of it
   sum to what the cages' totals exceed it by), and the line rules'
   steps (palindromes, renban, whispers, between lines, slow
   thermometers, region-sum lines).  Each is the propagator of its
   constraint kind
   (src/presolve/kinds.c) run on the board, its eliminations gathered
   into one step about one constraint. */
#include "explain/board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The board as a propagator sees it; drops are gathered into the
   board's step buffers, not applied. */
static int
view_has (void *ctx, int cell, int v)
{
  const ss_board *b = ctx;
  return b->grid[cell] ? b->grid[cell] == v : ss_board_has (b, cell, v);
}

static int
view_count (void *ctx, int cell)
{
  const ss_board *b = ctx;
  return b->grid[cell] ? 1 : b->count[cell];
}

static void
view_drop (void *ctx, int cell, int v)
{
  ss_board *b = ctx;
  if (!b->grid[cell] && ss_board_has (b, cell, v))
    ss_board_add_elim (b, cell, v);
}

/* The technique of each kind's steps, one line a kind in the order of
   ss_con_kind; SS_TECH_COUNT for none: the all-different units (and
   cages without a total) are the classic techniques', the tiling is
   left to the forcing step. */
static const struct {
  ss_con_kind kind;
  ss_technique technique;
} steps[] = {
  { SS_CON_ROW, SS_TECH_COUNT },
  { SS_CON_COL, SS_TECH_COUNT },
  { SS_CON_BOX, SS_TECH_COUNT },
  { SS_CON_EXTRA, SS_TECH_COUNT },
  { SS_CON_TILING, SS_TECH_COUNT },
  { SS_CON_DIFFER, SS_TECH_NEIGHBOURS },
  { SS_CON_NONCONSEC, SS_TECH_NEIGHBOURS },
  { SS_CON_CAGE, SS_TECH_CAGE },
  { SS_CON_THERMO, SS_TECH_THERMO },
  { SS_CON_ODD, SS_TECH_PARITY },
  { SS_CON_EVEN, SS_TECH_PARITY },
  { SS_CON_WHITE, SS_TECH_DOT_PAIR },
  { SS_CON_BLACK, SS_TECH_DOT_PAIR },
  { SS_CON_SUM, SS_TECH_DOT_PAIR },
  { SS_CON_PALINDROME, SS_TECH_LINE },
  { SS_CON_RENBAN, SS_TECH_LINE },
  { SS_CON_WHISPERS, SS_TECH_LINE },
  { SS_CON_BETWEEN, SS_TECH_LINE },
  { SS_CON_SLOWTHERMO, SS_TECH_LINE },
  { SS_CON_REGIONSUM, SS_TECH_LINE },
  { SS_CON_ARROW, SS_TECH_ARROW },
  { SS_CON_LITTLE_KILLER, SS_TECH_LITTLE_KILLER },
  { SS_CON_NOWHITE, SS_TECH_NEIGHBOURS },
  { SS_CON_NOBLACK, SS_TECH_NEIGHBOURS },
  { SS_CON_NOXV, SS_TECH_NEIGHBOURS },
  { SS_CON_QUADRUPLE, SS_TECH_CELL_CLUE },
  { SS_CON_MINIMUM, SS_TECH_CELL_CLUE },
  { SS_CON_MAXIMUM, SS_TECH_CELL_CLUE },
  { SS_CON_SKYSCRAPER, SS_TECH_SKYSCRAPER_CLUE },
  { SS_CON_SANDWICH, SS_TECH_SANDWICH },
  { SS_CON_XSUM, SS_TECH_XSUM },
  { SS_CON_CLONE, SS_TECH_CLONE },
};
_Static_assert (sizeof steps / sizeof *steps == SS_CON_NKINDS,
                "an explanation entry for every kind");

static ss_technique
technique_of (const ss_constraint *con)
{
  if (con->kind == SS_CON_CAGE && con->param <= 0)
    return SS_TECH_COUNT;
  return steps[con->kind].technique;
}

int
ss_rule_step_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) steps[k].kind != k)
      return 0;
  return 1;
}

ss_technique
ss_rule_step_technique (ss_con_kind kind)
{
  return kind >= 0 && kind < SS_CON_NKINDS ? steps[kind].technique
                                           : SS_TECH_COUNT;
}

static void
begin (ss_board *b, ss_step *s, ss_technique t)
{
  memset (s, 0, sizeof *s);
  s->technique = t;
  s->broken_cell = s->broken_unit = -1;
  ss_board_clear_moves (b);
}

static void
add_cell (ss_step *s, int cell)
{
  for (int i = 0; i < s->ncells; i++)
    if (s->cells[i] == cell)
      return;
  if (s->ncells < (int) (sizeof s->cells / sizeof *s->cells))
    s->cells[s->ncells++] = cell;
}

static int
finish (ss_board *b, ss_step *s)
{
  s->place = b->place;
  s->nplace = b->nplace;
  s->eliminate = b->elim;
  s->neliminate = b->nelim;
  return b->nelim > 0;
}

/* Propagate con (or a part of it) alone; the drops go to the board's
   step buffers.  Returns 1 when the propagator ran out of memory (the
   finders then return -2), else 0. */
static int
run (ss_board *b, const ss_constraint *con)
{
  ss_cands v = { b->n, b, view_has, view_count, view_drop, 0, 0 };
  ss_kind_props[con->kind].propagate (&v, b->pz, con);
  return v.oom;
}

/* A pair rule (a whole rule's pairs, or a dot's): the first pair whose
   propagation removes a candidate names a cell, the anchor, whose
   candidates rule out values of its partners; the step takes what the
   anchor rules out in every pair of con that holds it. */
static int
pair_step (ss_board *b, ss_step *s, int u)
{
  const ss_constraint *con = &b->pz->cons[u];
  ss_constraint part = *con;
  part.ncells = 2;
  int anchor = -1;
  for (int i = 0; i + 1 < con->ncells && anchor < 0; i += 2)
    {
      ss_board_clear_moves (b);
      part.cells = con->cells + i;
      if (run (b, &part))
        return -2;
      if (b->nelim)
        anchor = b->elim[0].cell == con->cells[i] ? con->cells[i + 1]
                                                  : con->cells[i];
    }
  if (anchor < 0)
    return 0;
  ss_board_clear_moves (b);
  add_cell (s, anchor);
  for (int i = 0; i + 1 < con->ncells; i += 2)
    {
      int a = con->cells[i], c = con->cells[i + 1];
      if (a != anchor && c != anchor)
        continue;
      int other = a == anchor ? c : a, before = b->nelim;
      part.cells = con->cells + i;
      if (run (b, &part))
        return -2;
      /* only what the anchor rules out of its partner */
      int k = before;
      for (int j = before; j < b->nelim; j++)
        if (b->elim[j].cell == other)
          b->elim[k++] = b->elim[j];
      b->nelim = k;
      if (k > before)
        add_cell (s, other);
    }
  return finish (b, s);
}

/* The rule of 45.  A region made of whole units (one unit, or k rows or
   k columns side by side, which hold each value k times) sums to k times
   1 + 2 + ... + n.  Innies: the cages with totals wholly inside it
   leave a few cells over, which sum to what the region's total exceeds
   the cages' by.  Outies: the cages with totals that cover it reach out
   of it by a few cells, which sum to what the cages' totals exceed the
   region's by.  Either few, less the digits placed among them (at most
   RULE45_MAX left), are a cage of their own when each two of them share
   a unit so that their values differ, else a sum whose values may
   repeat, and are reasoned over as one. */
#define RULE45_MAX 5

typedef struct rule45 {
  int *cage_of;          /* each cell's cage with a total, -1 none, -2 two */
  unsigned char *in;     /* 1 for the region's cells, 2 once covered */
} rule45;

static int
share_unit (const ss_board *b, int a, int c)
{
  for (int i = b->cell_first[a]; i < b->cell_first[a + 1]; i++)
    for (int j = b->cell_first[c]; j < b->cell_first[c + 1]; j++)
      if (b->cell_units[i] == b->cell_units[j])
        return 1;
  return 0;
}

/* The few cells (m of them) as a cage with total, once the placed
   digits' sum is taken off: its eliminations as a step of technique t
   about units u0 (to u1 when not -1).  1 when it eliminates anything. */
static int
rule45_try (ss_board *b, ss_step *s, ss_technique t, int *few, int m,
            long total, long placed, int u0, int u1)
{
  int n = b->n, distinct = 1;
  if (m < 1 || m > RULE45_MAX)
    return 0;
  for (int i = 0; i < m && distinct; i++)
    for (int j = 0; j < i && distinct; j++)
      distinct = share_unit (b, few[i], few[j]);
  /* a total no m values reach is left to the other steps */
  if (distinct ? total < (long) m * (m + 1) / 2
                 || total > (long) m * (2L * n - m + 1) / 2
      : total < m || total > (long) m * n)
    return 0;
  /* cells that all see each other are a cage; others a sum whose
     values may repeat, as a little killer's */
  ss_constraint cage = { .kind = distinct ? SS_CON_CAGE : SS_CON_LITTLE_KILLER,
                         .ncells = m, .cells = few, .param = (int) total };
  ss_board_clear_moves (b);
  if (run (b, &cage))
    return -2;
  if (!b->nelim)
    return 0;
  begin (b, s, t);
  if (run (b, &cage))
    return -2;
  s->units[s->nunits++] = u0;
  if (u1 >= 0)
    s->units[s->nunits++] = u1;
  for (int i = 0; i < m; i++)
    add_cell (s, few[i]);
  s->values[s->nvalues++] = (int) total;
  if (placed)
    s->values[s->nvalues++] = (int) placed;
  return finish (b, s);
}

/* Innies or outies (t) of the region of cells listed in cells (m of
   them, k units' worth), marked in w->in. */
static int
rule45_region (ss_board *b, ss_step *s, ss_technique t, rule45 *w,
               const int *cells, int m, int k, int u0, int u1)
{
  const ss_puzzle *pz = b->pz;
  int n = b->n, few[RULE45_MAX], nfew = 0, found = 0;
  long whole = (long) k * n * (n + 1) / 2, sum = 0, placed = 0;
  for (int i = 0; i < m; i++)
    w->in[cells[i]] = 1;
  if (t == SS_TECH_INNIES)
    {
      int ncages = 0;
      for (int c = 0; c < pz->ncons; c++)
        {
          const ss_constraint *cage = &pz->cons[c];
          int inside = cage->kind == SS_CON_CAGE && cage->param > 0;
          for (int i = 0; inside && i < cage->ncells; i++)
            inside = w->in[cage->cells[i]] == 1;
          if (!inside)
            continue;
          for (int i = 0; i < cage->ncells; i++)
            w->in[cage->cells[i]] = 2;
          sum += cage->param;
          ncages++;
        }
      for (int i = 0; i < m && nfew <= RULE45_MAX; i++)
        if (w->in[cells[i]] == 1 && b->grid[cells[i]])
          placed += b->grid[cells[i]];
        else if (w->in[cells[i]] == 1)
          {
            if (nfew < RULE45_MAX)
              few[nfew] = cells[i];
            nfew++;
          }
      if (ncages)
        found = rule45_try (b, s, t, few, nfew, whole - sum - placed, placed,
                            u0, u1);
    }
  else
    {
      int ok = 1;
      for (int i = 0; i < m && ok; i++)
        ok = w->cage_of[cells[i]] >= 0;
      for (int i = 0; i < m && ok && nfew <= RULE45_MAX; i++)
        {
          /* each cage once: at its first cell in the region */
          int c = w->cage_of[cells[i]];
          if (w->in[cells[i]] == 2)
            continue;
          sum += pz->cons[c].param;
          for (int j = 0; j < pz->cons[c].ncells; j++)
            {
              int cell = pz->cons[c].cells[j];
              if (w->in[cell])
                w->in[cell] = 2;
              else if (w->cage_of[cell] == -2)
                /* a cell two cages share would be counted twice, and
                   as two cells that differ: no such region */
                ok = 0;
              else if (b->grid[cell])
                placed += b->grid[cell];
              else
                {
                  if (nfew < RULE45_MAX)
                    few[nfew] = cell;
                  nfew++;
                }
            }
        }
      if (ok)
        found = rule45_try (b, s, t, few, nfew, sum - whole - placed, placed,
                            u0, u1);
    }
  for (int i = 0; i < m; i++)
    w->in[cells[i]] = 0;
  return found;
}

/* The regions in turn: each complete row, column, box or extra region,
   then k rows or k columns side by side (2 <= k < n). */
static int
rule45_step (ss_board *b, ss_step *s, ss_technique t)
{
  const ss_puzzle *pz = b->pz;
  int n = b->n, found = 0;
  rule45 w;
  w.cage_of = ss_malloc ((size_t) b->ncells * sizeof *w.cage_of);
  w.in = ss_calloc ((size_t) b->ncells, 1);
  int *cells = ss_malloc ((size_t) b->ncells * sizeof *cells);
  if (!w.cage_of || !w.in || !cells)
    {
      free (w.cage_of);
      free (w.in);
      free (cells);
      return -2;
    }
  for (long i = 0; i < b->ncells; i++)
    w.cage_of[i] = -1;
  for (int c = 0; c < pz->ncons; c++)
    if (pz->cons[c].kind == SS_CON_CAGE && pz->cons[c].param > 0)
      for (int i = 0; i < pz->cons[c].ncells; i++)
        {
          int cell = pz->cons[c].cells[i];
          w.cage_of[cell] = w.cage_of[cell] == -1 ? c : -2;
        }
  for (int u = 0; u < pz->ncons && !found; u++)
    if (pz->cons[u].kind <= SS_CON_EXTRA && pz->cons[u].ncells == n)
      found = rule45_region (b, s, t, &w, pz->cons[u].cells, n, 1, u, -1);
  /* rows are the constraints 0..n-1, columns n..2n-1 */
  for (int k = 2; k < n && !found; k++)
    for (int dir = 0; dir < 2 && !found; dir++)
      for (int first = 0; first + k <= n && !found; first++)
        {
          int m = 0;
          for (int line = first; line < first + k; line++)
            for (int i = 0; i < n; i++)
              cells[m++] = dir ? i * n + line : line * n + i;
          found = rule45_region (b, s, t, &w, cells, m, k, dir * n + first,
                                 dir * n + first + k - 1);
        }
  free (w.cage_of);
  free (w.in);
  free (cells);
  return found;
}

/* Neighbour pointing: the cells of a complete unit that may take v all
   see a cell x outside it, at least one of them through a rule rather
   than a unit; x loses v.  A place p sees x through an anti-knight,
   anti-king or non-consecutive pair (none lets two cells hold one
   value), or through a rule holding both whose propagator, with p
   fixed to v, takes v from x: a thermometer's or slow thermometer's
   bounds, a dot's or XV sign's pair, a cage's or renban's distinct
   digits, a whisper's gap, an arrow's or region-sum line's totals.
   Either way p = v rules out x = v, and one of the places holds v.
   Grids up to 25x25, whose cell pairs fit a table. */
typedef struct pointing {
  unsigned char *pair;   /* cells a neighbour pair joins, nn * nn */
  int *first, *rules;    /* each cell's rules: rules[first[c] ..] */
  int *where;            /* a unit's places for the value */
  int *by;               /* the rule by which each place sees x, -1 */
} pointing;

/* The board with p fixed to v; hit once w leaves x; with out, every
   drop of another cell's candidate goes there as a node (cell * n +
   value - 1). */
typedef struct fixed_view {
  ss_board *b;
  int p, v, x, w, hit;
  int *out, nout, capout, oom;
} fixed_view;

static int
fixed_has (void *ctx, int cell, int v)
{
  fixed_view *f = ctx;
  return cell == f->p ? v == f->v : view_has (f->b, cell, v);
}

static int
fixed_count (void *ctx, int cell)
{
  fixed_view *f = ctx;
  return cell == f->p ? 1 : view_count (f->b, cell);
}

static void
fixed_drop (void *ctx, int cell, int v)
{
  fixed_view *f = ctx;
  if (cell == f->x && v == f->w)
    f->hit = 1;
  if (!f->out || cell == f->p || f->b->grid[cell]
      || !ss_board_has (f->b, cell, v))
    return;
  if (f->nout == f->capout)
    {
      int cap = 2 * f->capout + 64;
      int *o = ss_realloc (f->out, (size_t) cap * sizeof *o);
      if (!o)
        {
          f->oom = 1;
          return;
        }
      f->out = o;
      f->capout = cap;
    }
  f->out[f->nout++] = cell * f->b->n + v - 1;
}

/* Whether a rule's step stands behind con's kind, and it is not a
   neighbour rule's pairs (the pair table holds those). */
static int
seeing_rule (const ss_constraint *con)
{
  return technique_of (con) != SS_TECH_COUNT && con->kind != SS_CON_DIFFER
         && ss_kind_props[con->kind].propagate;
}

/* The rule through which p = v takes v from x: its index, -1 none, -2
   out of memory. */
static int
rule_sees (ss_board *b, const pointing *w, int p, int x, int v)
{
  const ss_puzzle *pz = b->pz;
  for (int k = w->first[p]; k < w->first[p + 1]; k++)
    {
      const ss_constraint *con = &pz->cons[w->rules[k]];
      int holds = 0;
      for (int i = 0; i < con->ncells && !holds; i++)
        holds = con->cells[i] == x;
      if (!holds)
        continue;
      fixed_view f = { b, p, v, x, v, 0, NULL, 0, 0, 0 };
      ss_cands cv = { b->n, &f, fixed_has, fixed_count, fixed_drop, 0, 0 };
      ss_kind_props[con->kind].propagate (&cv, pz, con);
      if (cv.oom)
        return -2;
      if (f.hit)
        return w->rules[k];
    }
  return -1;
}

static void
pointing_free (pointing *w)
{
  free (w->pair);
  free (w->first);
  free (w->rules);
  free (w->where);
  free (w->by);
}

/* The pair table and each cell's rules; 0, or -2 out of memory, or 1
   when the puzzle has neither. */
static int
pointing_init (ss_board *b, pointing *w)
{
  const ss_puzzle *pz = b->pz;
  long nn = b->ncells;
  int total = 0, any = 0;
  memset (w, 0, sizeof *w);
  for (int u = 0; u < pz->ncons; u++)
    {
      if (seeing_rule (&pz->cons[u]))
        total += pz->cons[u].ncells;
      any |= pz->cons[u].kind == SS_CON_DIFFER
             || pz->cons[u].kind == SS_CON_NONCONSEC;
    }
  if ((!any && !total) || b->n > 25)
    return 1;
  w->pair = ss_calloc ((size_t) (nn * nn), 1);
  w->first = ss_calloc ((size_t) nn + 1, sizeof *w->first);
  w->rules = ss_malloc ((size_t) (total + 1) * sizeof *w->rules);
  w->where = ss_malloc ((size_t) b->n * sizeof *w->where);
  w->by = ss_malloc ((size_t) b->n * sizeof *w->by);
  if (!w->pair || !w->first || !w->rules || !w->where || !w->by)
    {
      pointing_free (w);
      return -2;
    }
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (seeing_rule (con))
        for (int i = 0; i < con->ncells; i++)
          w->first[con->cells[i] + 1]++;
      if (con->kind == SS_CON_DIFFER || con->kind == SS_CON_NONCONSEC)
        for (int i = 0; i + 1 < con->ncells; i += 2)
          {
            int a = con->cells[i], c = con->cells[i + 1];
            w->pair[a * nn + c] = w->pair[c * nn + a] = 1;
          }
    }
  for (long c = 0; c < nn; c++)
    w->first[c + 1] += w->first[c];
  int *at = ss_malloc ((size_t) nn * sizeof *at);
  if (!at)
    {
      pointing_free (w);
      return -2;
    }
  memcpy (at, w->first, (size_t) nn * sizeof *at);
  for (int u = 0; u < pz->ncons; u++)
    if (seeing_rule (&pz->cons[u]))
      for (int i = 0; i < pz->cons[u].ncells; i++)
        w->rules[at[pz->cons[u].cells[i]]++] = u;
  free (at);
  return 0;
}

/* Whether every one of the m places sees x, one at least through a
   rule (w->by[i] the rule, or the unit kinds' count for a pair, -1
   through a unit); -2 out of memory. */
static int
all_see (ss_board *b, pointing *w, int m, int x, int v)
{
  long nn = b->ncells;
  int by_rule = 0;
  for (int i = 0; i < m; i++)
    {
      int p = w->where[i];
      w->by[i] = -1;
      if (p == x)
        return 0;
      if (share_unit (b, x, p))
        continue;
      if (w->pair[x * nn + p])
        w->by[i] = b->pz->ncons;
      else if ((w->by[i] = rule_sees (b, w, p, x, v)) < 0)
        return w->by[i] == -2 ? -2 : 0;
      by_rule = 1;
    }
  return by_rule;
}

/* The step: x loses v, seen by the m places of unit (a board unit). */
static int
pointing_step (ss_board *b, ss_step *s, const pointing *w,
               const ss_constraint *unit, int m, int x, int v)
{
  const ss_puzzle *pz = b->pz;
  begin (b, s, SS_TECH_NEIGHBOUR_POINTING);
  ss_board_add_elim (b, x, v);
  for (int u = 0; u < pz->ncons; u++)
    if (&pz->cons[u] == unit)
      s->units[s->nunits++] = u;
  add_cell (s, x);
  for (int i = 0; i < m; i++)
    add_cell (s, w->where[i]);
  /* the rules the places see x through, each once */
  for (int i = 0; i < m; i++)
    {
      int known = w->by[i] < 0 || w->by[i] >= pz->ncons;
      for (int j = 1; j < s->nunits && !known; j++)
        known = s->units[j] == w->by[i];
      if (!known && s->nunits < (int) (sizeof s->units / sizeof *s->units))
        s->units[s->nunits++] = w->by[i];
    }
  s->values[s->nvalues++] = v;
  return finish (b, s);
}

/* A complete unit's places for v into w->where: their count (0 when v
   is placed in it). */
static int
places (const ss_board *b, const ss_constraint *unit, int v, int *where)
{
  int m = 0;
  for (int i = 0; i < unit->ncells; i++)
    {
      int cell = unit->cells[i];
      if (b->grid[cell] == v)
        return 0;
      if (!b->grid[cell] && ss_board_has (b, cell, v))
        where[m++] = cell;
    }
  return m;
}

static int
neighbour_pointing (ss_board *b, ss_step *s)
{
  pointing w;
  int rc = pointing_init (b, &w);
  if (rc)
    return rc == -2 ? -2 : 0;
  int found = 0;
  for (int bu = 0; bu < b->nunits && !found; bu++)
    {
      if (!ss_board_complete (b, bu))
        continue;
      const ss_constraint *unit = ss_board_unit (b, bu);
      for (int v = 1; v <= b->n && !found; v++)
        {
          int m = places (b, unit, v, w.where);
          for (long x = 0; m >= 2 && x < b->ncells && !found; x++)
            {
              if (b->grid[x] || !ss_board_has (b, x, v))
                continue;
              int sees = all_see (b, &w, m, (int) x, v);
              if (sees == -2)
                found = -2;
              else if (sees)
                found = pointing_step (b, s, &w, unit, m, (int) x, v);
            }
        }
    }
  pointing_free (&w);
  return found;
}

/* The links a chain may take through a rule: what each candidate, placed,
   takes from other cells through one rule holding its cell (the
   propagator of that rule alone, the rest of the board as it is). */
int
ss_rule_links (ss_board *b, ss_rule_links_t *r)
{
  const ss_puzzle *pz = b->pz;
  pointing w;
  memset (r, 0, sizeof *r);
  int rc = pointing_init (b, &w);
  if (rc)
    return rc == -2 ? -2 : 0;
  long nodes = b->ncells * b->n;
  r->first = ss_calloc ((size_t) nodes + 1, sizeof *r->first);
  fixed_view f = { b, -1, 0, -1, 0, 0, ss_malloc (64 * sizeof (int)), 0,
                   64, 0 };
  f.oom = !f.out;
  int *by = NULL, capby = 0;
  for (long node = 0; node < nodes && r->first && !f.oom; node++)
    {
      int p = (int) (node / b->n), v = (int) (node % b->n) + 1;
      r->first[node + 1] = f.nout;
      if (b->grid[p] || !ss_board_has (b, p, v))
        continue;
      for (int k = w.first[p]; k < w.first[p + 1] && !f.oom; k++)
        {
          const ss_constraint *con = &pz->cons[w.rules[k]];
          int before = f.nout;
          f.p = p;
          f.v = v;
          ss_cands cv = { b->n, &f, fixed_has, fixed_count, fixed_drop,
                          0, 0 };
          ss_kind_props[con->kind].propagate (&cv, pz, con);
          if (cv.oom)
            f.oom = 1;
          if (f.nout > capby)
            {
              capby = f.capout;
              int *o = ss_realloc (by, (size_t) capby * sizeof *o);
              if (!o)
                f.oom = 1;
              else
                by = o;
            }
          for (int i = before; i < f.nout && !f.oom; i++)
            by[i] = w.rules[k];
        }
      r->first[node + 1] = f.nout;
    }
  pointing_free (&w);
  if (!r->first || f.oom)
    {
      free (r->first);
      free (f.out);
      free (by);
      memset (r, 0, sizeof *r);
      return -2;
    }
  r->list = f.out;
  r->by = by;
  return 0;
}

void
ss_rule_links_free (ss_rule_links_t *r)
{
  free (r->first);
  free (r->list);
  free (r->by);
  memset (r, 0, sizeof *r);
}

/* Dot clusters: cells joined by kropki dots or XV signs, two or more
   of which see each other (a unit, or a rule keeping them apart).  A
   cell's value stays while the cluster's cells can all take values
   their dots allow, cells that see each other different ones: a black
   dot from a cell to two cells of its row wants a digit with two halves
   or doubles, a white dot chain along a row a run of distinct digits.
   The cluster grows from a cell along its dots, CLUSTER_MAX cells at
   most (fewer cells, fewer conditions: still sound). */
#define CLUSTER_MAX 8
#define CLUSTER_N 64

typedef struct cluster {
  int m, cell[CLUSTER_MAX];
  int ndots, dot[2 * CLUSTER_MAX], a[2 * CLUSTER_MAX], c[2 * CLUSTER_MAX];
  unsigned char (*ok)[CLUSTER_N + 1][CLUSTER_N + 1]; /* each dot's pairs */
  unsigned char seen[CLUSTER_MAX][CLUSTER_MAX];
  unsigned char kept[CLUSTER_MAX][CLUSTER_N + 1];
  int val[CLUSTER_MAX];
  long budget;           /* assignments left to try */
} cluster;

static int
pair_kind (ss_con_kind k)
{
  return k == SS_CON_WHITE || k == SS_CON_BLACK || k == SS_CON_SUM;
}

static int
cluster_index (const cluster *c, int cell)
{
  for (int i = 0; i < c->m; i++)
    if (c->cell[i] == cell)
      return i;
  return -1;
}

/* Grow the cluster from cell x along dots (breadth first); 1 when two
   of its cells see each other. */
static int
cluster_of (const ss_board *b, int x, cluster *c)
{
  const ss_puzzle *pz = b->pz;
  c->m = 1;
  c->cell[0] = x;
  c->ndots = 0;
  for (int at = 0; at < c->m; at++)
    for (int u = 0; u < pz->ncons; u++)
      {
        const ss_constraint *con = &pz->cons[u];
        if (!pair_kind (con->kind))
          continue;
        for (int i = 0; i + 1 < con->ncells; i += 2)
          {
            int p = con->cells[i], q = con->cells[i + 1];
            if (p != c->cell[at] && q != c->cell[at])
              continue;
            int other = p == c->cell[at] ? q : p;
            int k = cluster_index (c, other);
            if (k < 0 && c->m < CLUSTER_MAX)
              {
                k = c->m;
                c->cell[c->m++] = other;
              }
            if (k > at && c->ndots < 2 * CLUSTER_MAX)
              {
                c->dot[c->ndots] = u;
                c->a[c->ndots] = at;
                c->c[c->ndots++] = k;
              }
          }
      }
  int any = 0;
  for (int i = 0; i < c->m; i++)
    for (int j = 0; j < c->m; j++)
      {
        c->seen[i][j] = i != j && ss_board_sees (b, c->cell[i], c->cell[j]);
        any |= c->seen[i][j];
      }
  return any && c->m > 2;
}

/* Each dot's pairs of values, from its propagator with its first cell
   fixed (what it keeps of the second). */
static void
cluster_pairs (ss_board *b, cluster *c)
{
  const ss_puzzle *pz = b->pz;
  for (int d = 0; d < c->ndots; d++)
    {
      int cells[2] = { c->cell[c->a[d]], c->cell[c->c[d]] };
      ss_constraint part = pz->cons[c->dot[d]];
      part.ncells = 2;
      part.cells = cells;
      for (int v = 1; v <= b->n; v++)
        for (int y = 1; y <= b->n; y++)
          {
            c->ok[d][v][y] = 0;
            if (!view_has (b, cells[0], v) || !view_has (b, cells[1], y))
              continue;
            fixed_view f = { b, cells[0], v, cells[1], y, 0, NULL, 0, 0, 0 };
            ss_cands cv = { b->n, &f, fixed_has, fixed_count, fixed_drop,
                            0, 0 };
            ss_kind_props[part.kind].propagate (&cv, pz, &part);
            c->ok[d][v][y] = !f.hit;
          }
    }
}

/* Assign cells i.. in order; each full assignment marks its values
   kept.  0 once the budget runs out. */
static int
cluster_walk (const ss_board *b, cluster *c, int i)
{
  if (i == c->m)
    {
      for (int j = 0; j < c->m; j++)
        c->kept[j][c->val[j]] = 1;
      return --c->budget > 0;
    }
  for (int y = 1; y <= b->n; y++)
    {
      if (!view_has ((void *) b, c->cell[i], y))
        continue;
      int fits = 1;
      for (int j = 0; j < i && fits; j++)
        fits = !(c->seen[i][j] && c->val[j] == y);
      for (int d = 0; d < c->ndots && fits; d++)
        if (c->c[d] == i)
          fits = c->ok[d][c->val[c->a[d]]][y];
      c->val[i] = y;
      if (fits && !cluster_walk (b, c, i + 1))
        return 0;
    }
  return 1;
}

static int
dot_cluster (ss_board *b, ss_step *s)
{
  cluster c;
  if (b->n > CLUSTER_N)
    return 0;
  c.ok = ss_malloc (2 * CLUSTER_MAX * sizeof *c.ok);
  if (!c.ok)
    return -2;
  int found = 0;
  for (long x = 0; x < b->ncells && !found; x++)
    {
      if (b->grid[x] || !cluster_of (b, (int) x, &c))
        continue;
      cluster_pairs (b, &c);
      memset (c.kept, 0, sizeof c.kept);
      c.budget = 100000;
      if (!cluster_walk (b, &c, 0))
        continue;
      begin (b, s, SS_TECH_DOT_CLUSTER);
      for (int i = 0; i < c.m; i++)
        for (int v = 1; v <= b->n; v++)
          if (!b->grid[c.cell[i]] && ss_board_has (b, c.cell[i], v)
              && !c.kept[i][v])
            ss_board_add_elim (b, c.cell[i], v);
      if (!b->nelim)
        continue;
      for (int i = 0; i < c.m; i++)
        add_cell (s, c.cell[i]);
      for (int d = 0; d < c.ndots; d++)
        {
          int known = 0;
          for (int j = 0; j < s->nunits; j++)
            known |= s->units[j] == c.dot[d];
          if (!known && s->nunits < (int) (sizeof s->units / sizeof *s->units))
            s->units[s->nunits++] = c.dot[d];
        }
      found = finish (b, s);
    }
  free (c.ok);
  return found;
}

/* Cage locked digits: a digit d that every combination of a cage's
   total (over its cells' candidates) uses is in one of the cage's
   cells that can take it; a cell outside the cage that sees all of
   those loses d.  d is used by every combination when the cage's
   propagator, with d hidden from its cells, leaves some cell without a
   candidate. */
typedef struct hidden_view {
  ss_board *b;
  int d, empty;
  const ss_constraint *cage;
  int *left;              /* each cage cell's candidates left */
  unsigned long long *gone;    /* each cage cell's dropped values, bit v */
} hidden_view;

static int
hidden_has (void *ctx, int cell, int v)
{
  hidden_view *h = ctx;
  return v != h->d && view_has (h->b, cell, v);
}

static int
hidden_count (void *ctx, int cell)
{
  hidden_view *h = ctx;
  int k = 0;
  for (int v = 1; v <= h->b->n; v++)
    k += hidden_has (ctx, cell, v);
  return k;
}

static void
hidden_drop (void *ctx, int cell, int v)
{
  hidden_view *h = ctx;
  for (int i = 0; i < h->cage->ncells; i++)
    if (h->cage->cells[i] == cell && !h->b->grid[cell]
        && hidden_has (ctx, cell, v) && !(h->gone[i] >> v & 1))
      {
        h->gone[i] |= 1ull << v;
        h->empty |= --h->left[i] == 0;
      }
}

/* Whether every combination of cage uses d (no cell holding it yet).
   -2 when memory runs out. */
static int
cage_uses (ss_board *b, const ss_constraint *cage, int d, int *left)
{
  unsigned long long gone[64] = { 0 };
  hidden_view h = { b, d, 0, cage, left, gone };
  for (int i = 0; i < cage->ncells; i++)
    {
      int cell = cage->cells[i];
      if (b->grid[cell] == d)
        return 0;
      left[i] = b->grid[cell] ? 1 : hidden_count (&h, cell);
      if (!left[i])
        return 1;
    }
  ss_cands v = { b->n, &h, hidden_has, hidden_count, hidden_drop, 0, 0 };
  ss_kind_props[SS_CON_CAGE].propagate (&v, b->pz, cage);
  return v.oom ? -2 : h.empty;
}

static int
cage_locked (ss_board *b, ss_step *s)
{
  const ss_puzzle *pz = b->pz;
  int left[64];
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *cage = &pz->cons[u];
      if (cage->kind != SS_CON_CAGE || cage->param <= 0 || cage->ncells > 64
          || cage->ncells > SS_STEP_MAX * SS_STEP_MAX)
        continue;
      for (int d = 1; d <= b->n; d++)
        {
          int rc = cage_uses (b, cage, d, left);
          if (rc < 0)
            return -2;
          if (!rc)
            continue;
          begin (b, s, SS_TECH_CAGE_LOCKED);
          for (int i = 0; i < cage->ncells; i++)
            if (!b->grid[cage->cells[i]] && ss_board_has (b, cage->cells[i], d))
              add_cell (s, cage->cells[i]);
          for (long x = 0; x < b->ncells && s->ncells; x++)
            {
              int sees = !b->grid[x] && ss_board_has (b, x, d);
              for (int i = 0; i < s->ncells && sees; i++)
                sees = x != s->cells[i] && ss_board_sees (b, x, s->cells[i]);
              for (int i = 0; i < cage->ncells && sees; i++)
                sees = cage->cells[i] != x;
              if (sees)
                ss_board_add_elim (b, x, d);
            }
          if (b->nelim)
            {
              s->units[s->nunits++] = u;
              s->values[s->nvalues++] = cage->param;
              s->values[s->nvalues++] = d;
              return finish (b, s);
            }
        }
    }
  return 0;
}

int
ss_rule_technique (ss_technique t)
{
  return t == SS_TECH_PARITY || t == SS_TECH_NEIGHBOURS
         || t == SS_TECH_THERMO || t == SS_TECH_DOT_PAIR
         || t == SS_TECH_CAGE || t == SS_TECH_LINE || t == SS_TECH_INNIES
         || t == SS_TECH_OUTIES || t == SS_TECH_ARROW
         || t == SS_TECH_LITTLE_KILLER || t == SS_TECH_CELL_CLUE
         || t == SS_TECH_SKYSCRAPER_CLUE
         || t == SS_TECH_NEIGHBOUR_POINTING || t == SS_TECH_SANDWICH
         || t == SS_TECH_XSUM || t == SS_TECH_CLONE
         || t == SS_TECH_DOT_CLUSTER || t == SS_TECH_CAGE_LOCKED;
}

int
ss_rule_step_find (ss_board *b, ss_technique t, ss_step *s)
{
  const ss_puzzle *pz = b->pz;
  if (t == SS_TECH_NEIGHBOUR_POINTING)
    return neighbour_pointing (b, s);
  if (t == SS_TECH_DOT_CLUSTER)
    return dot_cluster (b, s);
  if (t == SS_TECH_CAGE_LOCKED)
    return cage_locked (b, s);
  if (t == SS_TECH_INNIES || t == SS_TECH_OUTIES)
    return pz->n <= 25 ? rule45_step (b, s, t) : 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (technique_of (con) != t)
        continue;
      if (ss_board_late (b))
        return -1;
      begin (b, s, t);
      s->units[s->nunits++] = u;
      if (t == SS_TECH_NEIGHBOURS || t == SS_TECH_DOT_PAIR)
        {
          int rc = pair_step (b, s, u);
          if (rc < 0)
            return rc;
          if (rc)
            {
              if (con->kind == SS_CON_SUM)
                s->values[s->nvalues++] = con->param;
              return 1;
            }
          continue;
        }
      if (run (b, con))
        return -2;
      if (!b->nelim)
        continue;
      for (int i = 0; i < con->ncells; i++)
        add_cell (s, con->cells[i]);
      /* a cage's or little killer's total; an arrow's circle cells */
      if (t == SS_TECH_CAGE || t == SS_TECH_ARROW
          || t == SS_TECH_LITTLE_KILLER)
        s->values[s->nvalues++] = con->param;
      return finish (b, s);
    }
  return 0;
}

/* A cell clue's step: "quadruple 1: 1, 2, 2 appear among r1c1..r2c2",
   "minimum 2: r3c4 is less than each neighbour". */
static int
clue_words (const ss_puzzle *pz, const ss_step *s, char *buf, size_t size)
{
  const ss_constraint *con = &pz->cons[s->units[0]];
  int n = pz->n, a = con->cells[0];
  char name[64];
  ss_unit_name (pz, s->units[0], name, sizeof name);
  if (con->kind != SS_CON_QUADRUPLE)
    {
      snprintf (buf, size, "%s: r%dc%d is %s than each neighbour", name,
                a / n + 1, a % n + 1, con->kind == SS_CON_MINIMUM ? "less"
                                                                  : "greater");
      return 0;
    }
  char digits[64] = "";
  size_t at = 0;
  for (int j = 0; j < ss_quad_count (con) && at < sizeof digits; j++)
    at += (size_t) snprintf (digits + at, sizeof digits - at, "%s%d",
                             j ? ", " : "", con->values[j]);
  int z = con->cells[3];
  snprintf (buf, size, "%s: %s %s among r%dc%d..r%dc%d", name, digits,
            ss_quad_count (con) == 1 ? "appears" : "appear", a / n + 1,
            a % n + 1, z / n + 1, z % n + 1);
  return 0;
}

int
ss_rule_step_words (const ss_puzzle *pz, const ss_step *s, char *buf,
                    size_t size)
{
  if (size)
    *buf = 0;
  if (s->technique == SS_TECH_CELL_CLUE && s->nunits >= 1)
    return clue_words (pz, s, buf, size);
  if (s->technique == SS_TECH_SKYSCRAPER_CLUE && s->nunits >= 1)
    {
      const ss_constraint *con = &pz->cons[s->units[0]];
      char name[64], where[64];
      ss_unit_name (pz, s->units[0], name, sizeof name);
      ss_skyscraper_where (pz->n, con, where, sizeof where);
      snprintf (buf, size, "%s: %d seen from %s", name, con->param, where);
      return 0;
    }
  if (s->technique != SS_TECH_LINE || s->nunits < 1)
    return -1;
  const ss_constraint *con = &pz->cons[s->units[0]];
  int n = pz->n, m = con->ncells, a = con->cells[0], z = con->cells[m - 1];
  char name[64], line[64], ends[64];
  ss_unit_name (pz, s->units[0], name, sizeof name);
  snprintf (line, sizeof line, "r%dc%d..r%dc%d", a / n + 1, a % n + 1,
            z / n + 1, z % n + 1);
  switch (con->kind)
    {
    case SS_CON_PALINDROME:
      snprintf (buf, size, "%s: %s reads the same from either end", name,
                line);
      break;
    case SS_CON_RENBAN:
      snprintf (buf, size, "%s: %s hold %d consecutive digits", name, line,
                m);
      break;
    case SS_CON_WHISPERS:
      snprintf (buf, size, "%s: neighbours along %s differ by at least %d",
                name, line, ss_whispers_gap (n));
      break;
    case SS_CON_BETWEEN:
      {
        int b = con->cells[1], y = con->cells[m - 2];
        snprintf (ends, sizeof ends, "r%dc%d..r%dc%d", b / n + 1, b % n + 1,
                  y / n + 1, y % n + 1);
        snprintf (buf, size, "%s: %s %s strictly between the digits of "
                  "r%dc%d and r%dc%d", name, m == 3 ? ends + strcspn (ends,
                  ".") + 2 : ends, m == 3 ? "lies" : "lie", a / n + 1,
                  a % n + 1, z / n + 1, z % n + 1);
        break;
      }
    case SS_CON_SLOWTHERMO:
      snprintf (buf, size, "%s: digits along %s never fall from the bulb",
                name, line);
      break;
    default:
      snprintf (buf, size, "%s: each box's part of %s sums to the same "
                "total", name, line);
      break;
    }
  return 0;
}
