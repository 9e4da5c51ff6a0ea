/* nets.c: the forcing nets, the last resort of a path.  From an
   assumption, singles (naked and hidden, over the board's units) place
   values one after another; every placement and elimination is an
   event that remembers the events it follows from, so that a
   contradiction or a common consequence can be traced back to the
   links a person checks.  Three steps are built on it:
   - cell forcing: every candidate of a cell leads to the same move;
   - region forcing: every place of a value in a unit does;
   - nested forcing of depth d: assuming a candidate, and inside that
     taking out each candidate whose own assumption fails at depth
     d - 1 (repeated until nothing changes), reaches a contradiction.
   Depth 1 is the plain forcing step, which forcing.c takes over every
   rule; depth 2 settles every known 9x9 puzzle (Berthier's T&E(2)),
   and the depth grows, bounded by the open cells, until a candidate
   fails: a puzzle with one solution under its units always gets a
   step.  Rules that are not units (cages' sums, thermometers, ...) the
   nets do not see: there the depth stops at 2. */
#include "explain/board.h"

#include <stdlib.h>
#include <string.h>

/* An event: value into cell (on) or out of it, why, and its premises
   par[p0 .. p0 + np - 1] (event indexes; earlier events). */
typedef struct event {
  int cell, value, on, why, unit, p0, np;
} event;

/* The candidates of one level of assumptions. */
typedef struct state {
  unsigned char *cand;   /* ncells * n */
  int *count;            /* candidates of each open cell */
  int *grid;
  int *ucount;           /* nunits * n: open cells of unit with value */
  unsigned char *uplaced;/* nunits * n: the unit holds the value */
  int *src;              /* ncells * n: event that took the candidate
                            out, -1 for the board's */
  int *psrc;             /* ncells: event that placed the cell, -1 */
} state;

struct ss_nets {
  const ss_board *b;
  int n, nunits, maxdepth;
  long ncells;
  state *st;             /* levels 0 .. maxdepth */
  event *ev;
  int nev, capev;
  int *par;
  int npar, cappar;
  int *queue;
  int capqueue;
  int conflict;          /* the contradiction's event, -1 for none */
  unsigned char *mark;   /* capmark: events a trace reached */
  int capmark;
  int *tmp;              /* premises gathered for a nested event */
  int captmp;
  ss_link *links;
  int nlinks, caplinks;
  int late, oom;
};

typedef struct ss_nets ss_nets;

/* ---- memory ---------------------------------------------------------- */

static int
grow (void **p, int *cap, int need, size_t size)
{
  if (need <= *cap)
    return 0;
  int cap2 = *cap ? *cap : 256;
  while (cap2 < need)
    cap2 *= 2;
  void *q = ss_realloc (*p, (size_t) cap2 * size);
  if (!q)
    return -1;
  *p = q;
  *cap = cap2;
  return 0;
}

static void
state_free (state *s)
{
  free (s->cand);
  free (s->count);
  free (s->grid);
  free (s->ucount);
  free (s->uplaced);
  free (s->src);
  free (s->psrc);
}

static int
state_alloc (ss_nets *t, state *s)
{
  size_t cells = (size_t) t->ncells, n = (size_t) t->n;
  s->cand = ss_malloc (cells * n);
  s->count = ss_malloc (cells * sizeof (int));
  s->grid = ss_malloc (cells * sizeof (int));
  s->ucount = ss_malloc ((size_t) t->nunits * n * sizeof (int) + 1);
  s->uplaced = ss_malloc ((size_t) t->nunits * n + 1);
  s->src = ss_malloc (cells * n * sizeof (int));
  s->psrc = ss_malloc (cells * sizeof (int));
  return s->cand && s->count && s->grid && s->ucount && s->uplaced
         && s->src && s->psrc ? 0 : -1;
}

static void
state_copy (ss_nets *t, state *to, const state *from)
{
  size_t cells = (size_t) t->ncells, n = (size_t) t->n;
  memcpy (to->cand, from->cand, cells * n);
  memcpy (to->count, from->count, cells * sizeof (int));
  memcpy (to->grid, from->grid, cells * sizeof (int));
  memcpy (to->ucount, from->ucount, (size_t) t->nunits * n * sizeof (int));
  memcpy (to->uplaced, from->uplaced, (size_t) t->nunits * n);
  memcpy (to->src, from->src, cells * n * sizeof (int));
  memcpy (to->psrc, from->psrc, cells * sizeof (int));
}

static void
nets_free (ss_nets *t)
{
  if (!t)
    return;
  if (t->st)
    for (int i = 0; i <= t->maxdepth; i++)
      state_free (&t->st[i]);
  free (t->st);
  free (t->ev);
  free (t->par);
  free (t->queue);
  free (t->mark);
  free (t->tmp);
  free (t->links);
  free (t);
}

/* Nets for board b, levels for assumptions nested maxdepth deep. */
static ss_nets *
nets_new (const ss_board *b, int maxdepth)
{
  ss_nets *t = ss_calloc (1, sizeof *t);
  if (!t)
    return NULL;
  t->b = b;
  t->n = b->n;
  t->ncells = b->ncells;
  t->nunits = b->nunits;
  t->maxdepth = maxdepth;
  t->conflict = -1;
  t->st = ss_calloc ((size_t) maxdepth + 1, sizeof *t->st);
  if (!t->st)
    {
      free (t);
      return NULL;
    }
  for (int i = 0; i <= maxdepth; i++)
    if (state_alloc (t, &t->st[i]))
      {
        nets_free (t);
        return NULL;
      }
  return t;
}

/* Level 0 from the board. */
static void
load (ss_nets *t)
{
  const ss_board *b = t->b;
  state *s = &t->st[0];
  int n = t->n;
  memcpy (s->cand, b->cand, (size_t) t->ncells * n);
  memcpy (s->grid, b->grid, (size_t) t->ncells * sizeof (int));
  for (long i = 0; i < t->ncells; i++)
    {
      s->count[i] = b->grid[i] ? 0 : b->count[i];
      s->psrc[i] = -1;
    }
  for (long i = 0; i < t->ncells * n; i++)
    s->src[i] = -1;
  memset (s->ucount, 0, (size_t) t->nunits * n * sizeof (int));
  memset (s->uplaced, 0, (size_t) t->nunits * n);
  for (int u = 0; u < t->nunits; u++)
    {
      const ss_constraint *con = ss_board_unit (b, u);
      for (int i = 0; i < con->ncells; i++)
        {
          int c = con->cells[i];
          if (b->grid[c] >= 1 && b->grid[c] <= n)
            s->uplaced[u * n + b->grid[c] - 1] = 1;
          else
            for (int v = 1; v <= n; v++)
              s->ucount[u * n + v - 1] += s->cand[(long) c * n + v - 1];
        }
    }
  t->nev = t->npar = 0;
}

/* A new event; its premises follow with premise (). -1 when memory
   runs out. */
static int
event_new (ss_nets *t, int cell, int v, int on, int why, int unit)
{
  if (grow ((void **) &t->ev, &t->capev, t->nev + 1, sizeof *t->ev))
    {
      t->oom = 1;
      return -1;
    }
  t->ev[t->nev] = (event) { cell, v, on, why, unit, t->npar, 0 };
  return t->nev++;
}

static void
premise (ss_nets *t, int e, int p)
{
  if (p < 0 || e < 0)
    return;
  if (grow ((void **) &t->par, &t->cappar, t->npar + 1, sizeof *t->par))
    {
      t->oom = 1;
      return;
    }
  t->par[t->npar++] = p;
  t->ev[e].np++;
}

static void
enqueue (ss_nets *t, int *nq, int e)
{
  if (e < 0)
    return;
  if (grow ((void **) &t->queue, &t->capqueue, *nq + 1, sizeof *t->queue))
    {
      t->oom = 1;
      return;
    }
  t->queue[(*nq)++] = e;
}

static int
complete (const ss_nets *t, int u)
{
  return ss_board_unit (t->b, u)->ncells == t->n;
}

/* Unit u of state s has lost a place for v: a contradiction when none
   is left, a hidden single when one is. */
static void
unit_lost (ss_nets *t, state *s, int u, int v, int *nq)
{
  int n = t->n, k = u * n + v - 1;
  if (s->uplaced[k] || !complete (t, u) || s->ucount[k] > 1)
    return;
  const ss_constraint *con = ss_board_unit (t->b, u);
  int only = -1;
  for (int i = 0; i < con->ncells; i++)
    if (s->cand[(long) con->cells[i] * n + v - 1])
      only = con->cells[i];
  int e = s->ucount[k] == 0
          ? event_new (t, -1, v, 0, SS_LINK_NO_PLACE, t->b->units[u])
          : event_new (t, only, v, 1, SS_LINK_HIDDEN, t->b->units[u]);
  for (int i = 0; i < con->ncells; i++)
    {
      int c = con->cells[i];
      if (c == only)
        continue;
      premise (t, e, s->grid[c] ? s->psrc[c] : s->src[(long) c * n + v - 1]);
    }
  if (s->ucount[k] == 0)
    {
      if (t->conflict < 0)
        t->conflict = e;
    }
  else
    enqueue (t, nq, e);
}

/* Take v out of open cell c, because of event e (already made). */
static void
take_out (ss_nets *t, state *s, int c, int v, int e, int *nq)
{
  int n = t->n;
  long k = (long) c * n + v - 1;
  if (!s->cand[k])
    return;
  s->cand[k] = 0;
  s->src[k] = e;
  s->count[c]--;
  if (!s->grid[c])
    {
      if (s->count[c] <= 1)
        {
          int left = 0;
          for (int w = 1; w <= n && !left; w++)
            if (s->cand[(long) c * n + w - 1])
              left = w;
          int f = left ? event_new (t, c, left, 1, SS_LINK_NAKED, -1)
                  : event_new (t, c, 0, 0, SS_LINK_NO_CANDIDATE, -1);
          for (int w = 1; w <= n; w++)
            if (w != left)
              premise (t, f, s->src[(long) c * n + w - 1]);
          if (left)
            enqueue (t, nq, f);
          else if (t->conflict < 0)
            t->conflict = f;
        }
    }
  const ss_board *b = t->b;
  for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
    {
      int u = b->cell_units[m];
      s->ucount[u * n + v - 1]--;
      unit_lost (t, s, u, v, nq);
    }
}

/* Put the placement of event e into s, then every single it leads to,
   until none is left or a contradiction (t->conflict) shows. */
static void
propagate (ss_nets *t, state *s, int *nq)
{
  int n = t->n;
  const ss_board *b = t->b;
  for (int q = 0; q < *nq && t->conflict < 0 && !t->oom; q++)
    {
      int e = t->queue[q];
      int c = t->ev[e].cell, v = t->ev[e].value;
      if (s->grid[c] == v)
        continue;
      if (s->grid[c] || !s->cand[(long) c * n + v - 1])
        {
          int f = event_new (t, c, v, 0, SS_LINK_CLASH, -1);
          premise (t, f, e);
          premise (t, f, s->grid[c] ? s->psrc[c]
                   : s->src[(long) c * n + v - 1]);
          t->conflict = f;
          break;
        }
      s->grid[c] = v;
      s->psrc[c] = e;
      for (int w = 1; w <= n; w++)
        if (w != v)
          take_out (t, s, c, w, e, nq);
      s->cand[(long) c * n + v - 1] = 0;
      s->src[(long) c * n + v - 1] = e;
      s->count[c] = 0;
      for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
        {
          int u = b->cell_units[m];
          s->ucount[u * n + v - 1]--;
          s->uplaced[u * n + v - 1] = 1;
        }
      for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
        {
          const ss_constraint *con = ss_board_unit (b, b->cell_units[m]);
          for (int i = 0; i < con->ncells && t->conflict < 0; i++)
            {
              int p = con->cells[i];
              if (p == c || s->grid[p] || !s->cand[(long) p * n + v - 1])
                continue;
              int f = event_new (t, p, v, 0, SS_LINK_PEER, -1);
              premise (t, f, e);
              take_out (t, s, p, v, f, nq);
            }
        }
    }
  *nq = 0;
}

/* Level depth + 1 := level depth with v in cell assumed, propagated:
   1 when it breaks (t->conflict set), 0 when not. */
static int
assume (ss_nets *t, int depth, int cell, int v)
{
  state *s = &t->st[depth + 1];
  state_copy (t, s, &t->st[depth]);
  t->conflict = -1;
  int nq = 0;
  int e = event_new (t, cell, v, 1, SS_LINK_ASSUMED, -1);
  enqueue (t, &nq, e);
  propagate (t, s, &nq);
  return t->conflict >= 0;
}

/* Mark the events the contradiction or event e follows from. */
static void
trace (ss_nets *t, int e)
{
  if (t->capmark < t->nev)
    {
      free (t->mark);
      t->capmark = t->capev;
      if (!(t->mark = ss_malloc ((size_t) t->capmark)))
        {
          t->capmark = 0;
          t->oom = 1;
          return;
        }
    }
  memset (t->mark, 0, (size_t) t->nev);
  t->mark[e] = 1;
  for (int i = e; i >= 0; i--)
    if (t->mark[i])
      for (int j = 0; j < t->ev[i].np; j++)
        t->mark[t->par[t->ev[i].p0 + j]] = 1;
}

/* Whether the assumption of v in cell fails at depth d (1: singles
   alone) from level `level`. */
static int
fails (ss_nets *t, int level, int cell, int v, int d)
{
  if (assume (t, level, cell, v))
    return 1;
  if (d < 2 || t->oom)
    return 0;
  if (ss_board_late (t->b))
    {
      t->late = 1;
      return 0;
    }
  int n = t->n, inner = level + 1;
  state *s = &t->st[inner];
  /* take out every candidate whose assumption fails one level down,
     round after round, until a round takes none out */
  for (int changed = 1; changed;)
    {
      changed = 0;
      for (long c = 0; c < t->ncells; c++)
        for (int w = 1; w <= n; w++)
          {
            if (s->grid[c] || !s->cand[c * n + w - 1])
              continue;
            int mark = t->nev, markpar = t->npar;
            if (!fails (t, inner, (int) c, w, d - 1))
              {
                t->nev = mark;
                t->npar = markpar;
                if (t->late || t->oom)
                  return 0;
                continue;
              }
            /* its premises: the events of this level and above it
               that the failure follows from */
            trace (t, t->conflict);
            int np = 0;
            for (int i = 0; i < mark && !t->oom; i++)
              if (t->mark[i])
                {
                  if (grow ((void **) &t->tmp, &t->captmp, np + 1,
                            sizeof *t->tmp))
                    t->oom = 1;
                  else
                    t->tmp[np++] = i;
                }
            t->nev = mark;
            t->npar = markpar;
            int e = event_new (t, (int) c, w, 0, SS_LINK_NESTED, d - 1);
            for (int i = 0; i < np; i++)
              premise (t, e, t->tmp[i]);
            if (t->oom)
              return 0;
            t->conflict = -1;
            int nq = 0;
            take_out (t, s, (int) c, w, e, &nq);
            propagate (t, s, &nq);
            if (t->conflict >= 0)
              return 1;
            changed = 1;
          }
    }
  return 0;
}

/* ---- links ------------------------------------------------------------ */

static void
add_link (ss_nets *t, const event *e, int branch)
{
  if (grow ((void **) &t->links, &t->caplinks, t->nlinks + 1,
            sizeof *t->links))
    {
      t->oom = 1;
      return;
    }
  int unit = e->why == SS_LINK_HIDDEN || e->why == SS_LINK_NO_PLACE
             ? e->unit : -1;
  t->links[t->nlinks++] = (ss_link) { e->cell, e->value, e->on,
                                      (ss_link_why) e->why, unit, branch };
}

/* The marked events as links of a branch: placements, nested
   eliminations and the contradiction (an elimination by a peer is
   read off the placement before it). */
static void
marked_links (ss_nets *t, int last, int branch)
{
  for (int i = 0; i <= last; i++)
    if (t->mark[i] && t->ev[i].why != SS_LINK_PEER)
      add_link (t, &t->ev[i], branch);
}

/* ---- the steps ------------------------------------------------------- */

static void
begin (ss_board *b, ss_step *s, ss_technique tech)
{
  memset (s, 0, sizeof *s);
  s->technique = tech;
  s->broken_cell = s->broken_unit = -1;
  ss_board_clear_moves (b);
}

/* The step that takes v out of cell because its assumption fails at
   depth d, whose net the events hold. */
static int
nested_step (ss_nets *t, ss_board *b, ss_step *s, int cell, int v, int d)
{
  trace (t, t->conflict);
  t->nlinks = 0;
  marked_links (t, t->conflict, 0);
  if (t->oom)
    return -2;
  begin (b, s, d == 1 ? SS_TECH_FORCING : SS_TECH_NESTED_FORCING);
  ss_board_add_elim (b, cell, v);
  s->eliminate = b->elim;
  s->neliminate = b->nelim;
  s->place = b->place;
  s->ncells = 1;
  s->cells[0] = cell;
  s->nvalues = 1;
  s->values[0] = v;
  s->depth = d;
  s->chain = t->nlinks;
  const event *c = &t->ev[t->conflict];
  if (c->why == SS_LINK_NO_PLACE)
    {
      s->broken_unit = c->unit;
      s->broken_value = c->value;
    }
  else
    s->broken_cell = c->cell;
  s->links = t->links;
  s->nlinks = t->nlinks;
  return 1;
}

/* The branches of a cell (unit < 0: its candidates) or of value v's
   places in unit u.  Returns how many, filling cells and values. */
static int
branches (const ss_board *b, int cell, int u, int v, int *cells,
          int *values)
{
  int n = b->n, m = 0;
  if (u < 0)
    {
      for (int w = 1; w <= n; w++)
        if (ss_board_has (b, cell, w))
          cells[m] = cell, values[m++] = w;
      return m;
    }
  const ss_constraint *con = ss_board_unit (b, u);
  for (int i = 0; i < con->ncells; i++)
    if (ss_board_has (b, con->cells[i], v))
      cells[m] = con->cells[i], values[m++] = v;
  return m;
}

/* What every branch that does not fail leads to, the moves in b: 1
   when there is one, 0 when not; the links traced to the first move.
   Kept long: the branches' agreement and the links traced back to it
   fill one step, over the branches' shared arrays. */
static int
common (ss_nets *t, ss_board *b, ss_step *s, ss_technique tech,
        const int *cells, const int *values, int m, unsigned char *both)
{
  int n = t->n;
  long size = t->ncells * n;
  /* both[k]: 1 placed in every branch so far, 2 out in every one */
  int alive = 0;
  load (t);
  for (int i = 0; i < m; i++)
    {
      t->nev = t->npar = 0;
      if (assume (t, 0, cells[i], values[i]))
        continue;
      if (t->oom)
        return -2;
      const state *x = &t->st[1];
      for (long k = 0; k < size; k++)
        {
          long c = k / n;
          int v = (int) (k % n) + 1;
          int here = x->grid[c] == v ? 1
                     : !x->cand[k] && ss_board_has (b, c, v) ? 2 : 0;
          both[k] = alive ? (both[k] == here ? here : 0) : here;
        }
      alive++;
    }
  if (alive < 1)
    return 0;
  begin (b, s, tech);
  int target = -1;
  for (long k = 0; k < size; k++)
    if (both[k] == 1 && !b->grid[k / n])
      {
        if (target < 0)
          target = (int) k;
        ss_board_add_place (b, k / n, (int) (k % n) + 1);
      }
  for (long k = 0; k < size; k++)
    if (both[k] == 2 && !b->grid[k / n])
      {
        int placed = 0;
        for (int w = 0; w < n && !placed; w++)
          placed = both[k / n * n + w] == 1;
        if (placed)
          continue;
        if (target < 0)
          target = (int) k;
        ss_board_add_elim (b, k / n, (int) (k % n) + 1);
      }
  if (target < 0)
    return 0;
  /* the links: each branch again, traced to the target */
  t->nlinks = 0;
  int tc = target / n, tv = target % n + 1;
  for (int i = 0; i < m; i++)
    {
      t->nev = t->npar = 0;
      if (assume (t, 0, cells[i], values[i]))
        {
          trace (t, t->conflict);
          marked_links (t, t->conflict, i);
          continue;
        }
      const state *x = &t->st[1];
      int e = x->grid[tc] == tv ? x->psrc[tc] : x->src[target];
      if (e < 0)
        continue;
      trace (t, e);
      marked_links (t, e, i);
      if (x->grid[tc] != tv)
        {
          /* the elimination itself closes the branch */
          event last = t->ev[e];
          last.cell = tc;
          last.value = tv;
          last.on = 0;
          last.why = SS_LINK_PEER;
          add_link (t, &last, i);
        }
    }
  if (t->oom)
    return -2;
  s->place = b->place;
  s->nplace = b->nplace;
  s->eliminate = b->elim;
  s->neliminate = b->nelim;
  s->links = t->links;
  s->nlinks = t->nlinks;
  s->chain = m;
  for (int i = 0; i < m && i < SS_STEP_MAX * SS_STEP_MAX; i++)
    s->cells[s->ncells++] = cells[i];
  for (int i = 0; i < m && s->nvalues < SS_STEP_MAX; i++)
    {
      int seen = 0;
      for (int j = 0; j < s->nvalues; j++)
        seen |= s->values[j] == values[i];
      if (!seen)
        s->values[s->nvalues++] = values[i];
    }
  return 1;
}

/* Cell forcing, then region forcing, over the whole board. */
static int
forcing_chains (ss_nets *t, ss_board *b, ss_step *s, ss_technique tech)
{
  int n = b->n;
  int *cells = ss_malloc ((size_t) (n + 1) * sizeof *cells);
  int *values = ss_malloc ((size_t) (n + 1) * sizeof *values);
  unsigned char *both = ss_malloc ((size_t) b->ncells * n);
  int rc = 0;
  if (!cells || !values || !both)
    rc = -2;
  if (tech == SS_TECH_CELL_FORCING)
    for (int want = 2; want <= n && !rc; want++)
      for (long i = 0; i < b->ncells && !rc; i++)
        {
          if (b->grid[i] || b->count[i] != want)
            continue;
          int m = branches (b, (int) i, -1, 0, cells, values);
          rc = common (t, b, s, tech, cells, values, m, both);
          if (!rc && ss_board_late (b))
            rc = -1;
        }
  else
    for (int want = 2; want <= n && !rc; want++)
      for (int u = 0; u < b->nunits && !rc; u++)
        {
          if (!ss_board_complete (b, u))
            continue;
          for (int v = 1; v <= n && !rc; v++)
            {
              int m = branches (b, -1, u, v, cells, values);
              if (m != want)
                continue;
              rc = common (t, b, s, tech, cells, values, m, both);
            }
          if (!rc && ss_board_late (b))
            rc = -1;
        }
  free (cells);
  free (values);
  free (both);
  return rc;
}

/* Whether every rule of the puzzle is a unit the nets see. */
static int
units_only (const ss_puzzle *pz)
{
  if (pz->ndominoes)
    return 0;
  for (int u = 0; u < pz->ncons; u++)
    if (!ss_kind (pz->cons[u].kind)->unit)
      return 0;
  return 1;
}

/* Whether the board's puzzle has one solution (by the board's back
   end): 1, 0, or -2 when memory runs out (a timeout counts as not
   known: 0). */
static int
one_solution (const ss_board *b)
{
  ss_error err = { 0 };
  ss_options opt = { .solver = b->solver };
  long found = ss_solve (b->pz, &opt, 2, NULL, NULL, &err);
  if (found < 0)
    return err.status == SS_ERR_MEMORY ? -2 : 0;
  return found == 1;
}

/* A nested forcing step of the least depth from 2 that gives one.
   Beyond depth 2 the search grows by a power of the candidates a
   level: it goes on only for a puzzle whose units are all its rules
   and which has one solution, where some depth up to the open cells
   is sure to refute a wrong candidate. */
static int
nested (ss_nets **tp, int *unique, ss_board *b, ss_step *s)
{
  long open = 0;
  for (long i = 0; i < b->ncells; i++)
    open += !b->grid[i];
  int top = units_only (b->pz) ? (int) (open < 2 ? 2 : open) : 2;
  for (int d = 2; d <= top; d++)
    {
      if (d == 3 && *unique < 0 && (*unique = one_solution (b)) == -2)
        {
          *unique = -1;
          return -2;
        }
      if (d >= 3 && *unique != 1)
        break;
      if ((*tp)->maxdepth < d)
        {
          ss_nets *deeper = nets_new (b, d);
          if (!deeper)
            return -2;
          nets_free (*tp);
          *tp = deeper;
        }
      ss_nets *t = *tp;
      for (int want = 2; want <= b->n; want++)
        for (long i = 0; i < b->ncells; i++)
          {
            if (b->grid[i] || b->count[i] != want)
              continue;
            for (int v = 1; v <= b->n; v++)
              {
                if (!ss_board_has (b, i, v))
                  continue;
                load (t);
                if (fails (t, 0, (int) i, v, d))
                  return nested_step (t, b, s, (int) i, v, d);
                if (t->oom)
                  return -2;
                if (t->late || ss_board_late (b))
                  return -1;
              }
          }
    }
  return 0;
}

/* ---- the interface ---------------------------------------------------- */

struct ss_net {
  ss_nets *t;
  int unique;            /* the puzzle has one solution: 1, 0; -1 not
                            yet known */
};

ss_net *
ss_net_new (void)
{
  ss_net *net = ss_calloc (1, sizeof (ss_net));
  if (net)
    net->unique = -1;
  return net;
}

void
ss_net_free (ss_net *net)
{
  if (!net)
    return;
  nets_free (net->t);
  free (net);
}

int
ss_net_find (ss_net *net, ss_board *b, ss_technique tech, ss_step *s)
{
  if (!net->t || net->t->b != b)
    {
      nets_free (net->t);
      if (!(net->t = nets_new (b, 2)))
        return -2;
    }
  ss_nets *t = net->t;
  t->oom = t->late = 0;
  if (tech == SS_TECH_NESTED_FORCING)
    return nested (&net->t, &net->unique, b, s);
  return forcing_chains (t, b, s, tech);
}

int
ss_net_links (ss_net *net, ss_board *b, ss_step *s)
{
  if (!net->t || net->t->b != b)
    {
      nets_free (net->t);
      if (!(net->t = nets_new (b, 2)))
        return -2;
    }
  ss_nets *t = net->t;
  t->oom = t->late = 0;
  int cell = s->cells[0], v = s->values[0];
  load (t);
  if (!assume (t, 0, cell, v))
    return t->oom ? -2 : 0;
  trace (t, t->conflict);
  t->nlinks = 0;
  marked_links (t, t->conflict, 0);
  if (t->oom)
    return -2;
  s->links = t->links;
  s->nlinks = t->nlinks;
  /* the step says what the links show: the singles they take and the
     contradiction they end in */
  s->chain = 0;
  for (int i = 0; i < t->nlinks; i++)
    s->chain += t->links[i].on && t->links[i].why != SS_LINK_ASSUMED;
  const event *c = &t->ev[t->conflict];
  s->broken_cell = s->broken_unit = -1;
  s->broken_value = 0;
  if (c->why == SS_LINK_NO_PLACE)
    {
      s->broken_unit = c->unit;
      s->broken_value = c->value;
    }
  else
    s->broken_cell = c->cell;
  return 0;
}
