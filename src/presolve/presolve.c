/* presolve.c: the presolver.  Before any clause is written, the
   candidate sets are narrowed by cheap propagation, up to the level
   asked for: naked and hidden singles run to a fixpoint (exactly what
   unit propagation derives from the extended encoding), locked
   candidates (a value confined to one line of a box, or to one box of a
   line, leaves the rest of that box or line), Hall sets (m cells of a
   unit that share m values keep them from the unit's other cells, and m
   values that only m cells may take leave those cells' other
   candidates: naked and hidden subsets of every size, found by Régin's
   matching filter), and failed-literal probing of cells with few
   candidates (a candidate whose placement makes singles contradict
   itself goes; PicoSAT's default mode probes the same way, only
   slower).  Every step removes only candidates that no solution uses,
   so the puzzle keeps exactly its solutions.  What is decided is folded
   into a compact variable map, over which an encoding writes what is
   left.  Boxes may be of any R x C shape.  Every other constraint
   (extra regions, the global rules' pairs, the variant constraints)
   takes part through its kind's propagator (kinds.c), run with the
   singles to a fixpoint at every level; the encoding still writes all
   of them.  A grid up to 64x64 with no such constraint goes to the
   bit-parallel path (bits.c), which reaches the same fixpoints. */
#include "presolve/presolve.h"
#include "presolve/bits.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t word;

/* Probing works on copies of the state, so it is kept to grids whose
   state is small; larger grids are left to PicoSAT after singles, locked
   candidates and Hall sets. */
#define PROBE_MAX_N 25
/* Cells with at most this many candidates are probed. */
#define PROBE_CANDIDATES 3

/* Candidate state.  Sets of values are bit sets of w words, value v at
   bit v - 1.  Units are numbered rows 0..n-1, columns n..2n-1, boxes
   2n..3n-1.  Everything a probe changes lies in one block (mem, bytes
   long) so that a probe copies the state at once; the queue holds cells
   that may be naked singles and n*n + unit*n + v-1 for values that may be
   hidden singles. */
typedef struct state {
  int n, br, bc, w;     /* side, a box's rows and columns, words a set */
  int jigsaw;           /* boxes are irregular regions */
  word *cand;           /* per open cell: its candidates (w words) */
  word *placed;         /* per unit: values placed in it (w words) */
  int *count;           /* per unit and value: open cells that may take it */
  int *ncand;           /* per cell: candidates left, 0 once decided */
  int *val;             /* per cell: its value, 0 while open */
  void *mem;
  size_t bytes;
  int *queue;           /* each item enters at most once: 4 n^2 */
  long head, tail;
  const int *unit;      /* unit u's cells: unit[u * n + i] (shared) */
  const int *units;     /* each cell's row, column and box (shared) */
  int bad;              /* a contradiction was found */
  const ss_puzzle *pz;  /* its constraints, for the rules' propagators */
  int dropped;          /* a rule's propagator removed a candidate */
  int oom;              /* a rule's propagator ran out of memory (bad is
                           set too, to stop at once) */
} state;

/* What locked and hall keep between rounds, and hall's scratch for one
   unit of n cells (a probe's copy of the state needs none of it). */
typedef struct hall_work {
  int *cell;            /* the unit's open cells, 0..m-1 */
  int *value;           /* the values they lack, 0..m-1 */
  int *index;           /* value - 1 -> its index in value, or -1 */
  int *mate_c, *mate_v; /* the matching: cell -> value, value -> cell */
  int *seen;            /* per value index: the augment that last saw it */
  int *stack, *low, *order, *comp;  /* Tarjan's, per cell index */
  int *drop;            /* pairs (cell, value) to eliminate: 2 n^2 */
  long *size;           /* per unit: its open candidates when hall last
                           looked (candidates only go, so the same total
                           means the same unit) */
  long *lsize;          /* the same for locked */
  int *kept;            /* per unit and value: its mate cell last time */
  int *slot;            /* per cell of the grid: its index in cell */
  int stamp;
  double deadline;      /* ss_now () seconds; 0: none */
  int late;             /* hall stopped at the deadline */
} hall_work;

static inline int
has (const word *s, int v)
{
  return (int) (s[(v - 1) >> 6] >> ((v - 1) & 63)) & 1;
}

/* The smallest value in a non-empty set. */
static inline int
first (const word *s)
{
  int i = 0;
  while (!s[i])
    i++;
  return i * 64 + __builtin_ctzll (s[i]) + 1;
}

/* The hot steps below take the words of a set as a constant when they
   can: each is written once for any w (the _w functions, always
   inlined) and made twice by its caller, for w = 1 (sides up to 64, the
   9x9 grids that most puzzles are) and for s->w, so that a 9x9 puzzle's
   sets are single words the compiler sees as such. */
#define HOT static inline __attribute__ ((always_inline))

/* Candidate v leaves a cell: count it out of the cell's units, queueing
   the hidden singles this makes. */
HOT void
uncount_w (state *s, int cell, int v, const int w)
{
  int n = s->n;
  const int *u = s->units + 3L * cell;
  for (int i = 0; i < 3; i++)
    {
      long uv = (long) u[i] * n + v - 1;
      if (--s->count[uv] == 1)
        s->queue[s->tail++] = n * n + (int) uv;
      else if (!s->count[uv] && !has (s->placed + (long) u[i] * w, v))
        s->bad = 1;
    }
}

/* Remove candidate v from an open cell; queue the singles this makes. */
HOT void
eliminate_w (state *s, int cell, int v, const int w)
{
  s->cand[(long) cell * w + ((v - 1) >> 6)]
    &= ~((word) 1 << ((v - 1) & 63));
  if (--s->ncand[cell] == 1)
    s->queue[s->tail++] = cell;
  else if (!s->ncand[cell])
    s->bad = 1;
  uncount_w (s, cell, v, w);
}

static void
eliminate (state *s, int cell, int v)
{
  if (s->w == 1)
    eliminate_w (s, cell, v, 1);
  else
    eliminate_w (s, cell, v, s->w);
}

/* Place candidate v in an open cell: its other candidates go, and v
   leaves the cell's peers. */
HOT void
assign_w (state *s, int cell, int v, const int w)
{
  int n = s->n;
  const int *u = s->units + 3L * cell;
  word *c = s->cand + (long) cell * w;
  if (!has (c, v))
    {
      s->bad = 1;
      return;
    }
  s->val[cell] = v;
  s->ncand[cell] = 0;
  for (int i = 0; i < 3; i++)
    s->placed[(long) u[i] * w + ((v - 1) >> 6)] |= (word) 1 << ((v - 1) & 63);
  for (int j = 0; j < w; j++)
    for (word bits = c[j]; bits; bits &= bits - 1)
      uncount_w (s, cell, j * 64 + __builtin_ctzll (bits) + 1, w);
  for (int j = 0; j < w; j++)
    c[j] = 0;
  c[(v - 1) >> 6] = (word) 1 << ((v - 1) & 63);
  for (int i = 0; i < 3; i++)
    {
      /* the unit's open cells that may still take v: the scan stops
         when none is left */
      const int *left = s->count + (long) u[i] * n + v - 1;
      const int *cells = s->unit + (long) u[i] * n;
      for (int j = 0; j < n && *left > 0; j++)
        {
          int p = cells[j];
          if (!s->val[p] && has (s->cand + (long) p * w, v))
            eliminate_w (s, p, v, w);
        }
    }
}

static void
assign (state *s, int cell, int v)
{
  if (s->w == 1)
    assign_w (s, cell, v, 1);
  else
    assign_w (s, cell, v, s->w);
}

/* Drain the queue: a naked single places a cell's last candidate, a
   hidden single places a value in the last cell of a unit that may take
   it. */
HOT void
propagate_w (state *s, const int w)
{
  int n = s->n;
  while (s->head < s->tail && !s->bad)
    {
      int item = s->queue[s->head++];
      if (item < n * n)
        {
          if (s->ncand[item] == 1)
            assign_w (s, item, first (s->cand + (long) item * w), w);
          continue;
        }
      item -= n * n;
      int u = item / n, v = item % n + 1;
      if (has (s->placed + (long) u * w, v))
        continue;
      const int *cells = s->unit + (long) u * n;
      for (int i = 0; i < n; i++)
        if (!s->val[cells[i]] && has (s->cand + (long) cells[i] * w, v))
          {
            assign_w (s, cells[i], v, w);
            break;
          }
    }
  s->head = s->tail = 0;
}

static void
propagate (state *s)
{
  if (s->w == 1)
    propagate_w (s, 1);
  else
    propagate_w (s, s->w);
}

/* Remove every candidate in set from the open cells of unit u outside
   keep: a box (when u is a row or column), or a row 0..n-1 or column
   n..2n-1 (when u is a box).  Returns whether a candidate went. */
static int
drop (state *s, int u, const word *set, int keep)
{
  int n = s->n, w = s->w, changed = 0;
  for (int i = 0; i < n && !s->bad; i++)
    {
      int cell = s->unit[(long) u * n + i];
      const int *cu = s->units + 3L * cell;
      if (s->val[cell]
          || (u < 2 * n ? cu[2] - 2 * n == keep
              : keep < n ? cu[0] == keep : cu[1] == keep))
        continue;
      word *c = s->cand + (long) cell * w;
      for (int j = 0; j < w; j++)
        for (word bits = c[j] & set[j]; bits; bits &= bits - 1)
          {
            eliminate (s, cell, j * 64 + __builtin_ctzll (bits) + 1);
            changed = 1;
          }
    }
  return changed;
}

/* The open candidates of unit u. */
static long
unit_size (const state *s, int u)
{
  long size = 0;
  for (int v = 0; v < s->n; v++)
    size += s->count[(long) u * s->n + v];
  return size;
}

/* Locked candidates over a jigsaw's regions: as locked below, but a
   line meets up to n regions and a region up to n lines, each part
   found through the cell's own units. */
static int
locked_jigsaw (state *s, hall_work *h)
{
  int n = s->n, w = s->w, changed = 0;
  enum { W = (SS_MAX_SIDE + 63) / 64 };
  word seg[SS_MAX_SIDE][W];
  int firstcell[SS_MAX_SIDE];
  word once[W], twice[W];
  for (int u = 0; u < 3 * n && !s->bad; u++)
    for (int dir = 0; dir < (u < 2 * n ? 1 : 2); dir++)
      {
        if (!dir)
          {
            long size = unit_size (s, u);
            if (size == h->lsize[u])
              break;
            h->lsize[u] = size;
          }
        int box = u >= 2 * n;
        memset (seg, 0, (size_t) n * sizeof *seg);
        for (int p = 0; p < n; p++)
          firstcell[p] = -1;
        for (int i = 0; i < n; i++)
          {
            int cell = s->unit[(long) u * n + i];
            if (s->val[cell])
              continue;
            /* a line splits by regions, a region by rows or columns */
            const int *cu = s->units + 3L * cell;
            int part = !box ? cu[2] - 2 * n : dir ? cu[1] - n : cu[0];
            if (firstcell[part] < 0)
              firstcell[part] = cell;
            for (int j = 0; j < w; j++)
              seg[part][j] |= s->cand[(long) cell * w + j];
          }
        memset (once, 0, sizeof once);
        memset (twice, 0, sizeof twice);
        for (int p = 0; p < n; p++)
          for (int j = 0; j < w; j++)
            {
              twice[j] |= once[j] & seg[p][j];
              once[j] |= seg[p][j];
            }
        for (int p = 0; p < n && !s->bad; p++)
          {
            word only[W];
            int any = 0;
            if (firstcell[p] < 0)
              continue;
            for (int j = 0; j < w; j++)
              any |= (only[j] = seg[p][j] & once[j] & ~twice[j]) != 0;
            if (!any)
              continue;
            const int *cu = s->units + 3L * firstcell[p];
            if (!box)
              changed |= drop (s, cu[2], only, u);
            else
              changed |= drop (s, cu[dir], only, cu[2] - 2 * n);
          }
      }
  return changed;
}

/* Locked candidates.  Pointing: a value whose cells in a box lie in one
   row (column) leaves the rest of that row (column).  Claiming: a value
   whose cells in a row (column) lie in one box leaves the rest of the
   box.  Returns whether a candidate went. */
static int
locked (state *s, hall_work *h)
{
  if (s->jigsaw)
    return locked_jigsaw (s, h);
  int n = s->n, br = s->br, bc = s->bc, w = s->w, changed = 0;
  enum { W = (SS_MAX_SIDE + 63) / 64 };
  word seg[SS_MAX_SIDE / 2][W], once[W], twice[W];
  for (int u = 0; u < 3 * n && !s->bad; u++)
    for (int dir = 0; dir < (u < 2 * n ? 1 : 2); dir++)
      {
        /* its drops act outside u, so a u unchanged since has nothing
           new to drop */
        if (!dir)
          {
            long size = unit_size (s, u);
            if (size == h->lsize[u])
              break;
            h->lsize[u] = size;
          }
        /* a row or column splits by boxes, a box by rows (dir 0) or
           columns (dir 1): parts of len cells, the first at index
           p * step */
        int box = u >= 2 * n, parts, len, step;
        if (u < n || (box && !dir))
          parts = br, len = bc, step = bc;
        else if (!box)
          parts = bc, len = br, step = br;
        else
          parts = bc, len = 1, step = 1;
        memset (seg, 0, (size_t) parts * sizeof *seg);
        for (int i = 0; i < n; i++)
          {
            int cell = s->unit[(long) u * n + i];
            if (s->val[cell])
              continue;
            int part = box && dir ? i % bc : i / len;
            for (int j = 0; j < w; j++)
              seg[part][j] |= s->cand[(long) cell * w + j];
          }
        memset (once, 0, sizeof once);
        memset (twice, 0, sizeof twice);
        for (int p = 0; p < parts; p++)
          for (int j = 0; j < w; j++)
            {
              twice[j] |= once[j] & seg[p][j];
              once[j] |= seg[p][j];
            }
        for (int p = 0; p < parts && !s->bad; p++)
          {
            word only[W];
            int any = 0;
            for (int j = 0; j < w; j++)
              any |= (only[j] = seg[p][j] & once[j] & ~twice[j]) != 0;
            if (!any)
              continue;
            /* the segment's first cell names its box and line */
            int cell = s->unit[(long) u * n + p * step];
            const int *cu = s->units + 3L * cell;
            if (u < 2 * n)
              changed |= drop (s, cu[2], only, u);
            else
              changed |= drop (s, cu[dir], only, cu[2] - 2 * n);
          }
      }
  return changed;
}

/* Kuhn's augmenting path from open cell i (indexes within the unit). */
static int
augment (const state *s, hall_work *h, int i)
{
  const word *c = s->cand + (long) h->cell[i] * s->w;
  for (int j = 0; j < s->w; j++)
    for (word bits = c[j]; bits; bits &= bits - 1)
      {
        int x = h->index[j * 64 + __builtin_ctzll (bits)];
        if (h->seen[x] == h->stamp)
          continue;
        h->seen[x] = h->stamp;
        if (h->mate_v[x] < 0 || augment (s, h, h->mate_v[x]))
          {
            h->mate_c[i] = x;
            h->mate_v[x] = i;
            return 1;
          }
      }
  return 0;
}

/* Tarjan's strongly connected components on the unit's open cells, an
   edge i -> mate_v[x] for each candidate x of i other than its mate. */
static void
tarjan (const state *s, hall_work *h, int i, int *time, int *top, int *ncomp)
{
  h->order[i] = h->low[i] = (*time)++;
  h->stack[(*top)++] = i;
  h->comp[i] = -2;              /* on the stack */
  const word *c = s->cand + (long) h->cell[i] * s->w;
  for (int j = 0; j < s->w; j++)
    for (word bits = c[j]; bits; bits &= bits - 1)
      {
        int x = h->index[j * 64 + __builtin_ctzll (bits)];
        int t = h->mate_v[x];
        if (t == i)
          continue;
        if (h->order[t] < 0)
          {
            tarjan (s, h, t, time, top, ncomp);
            if (h->low[t] < h->low[i])
              h->low[i] = h->low[t];
          }
        else if (h->comp[t] == -2 && h->order[t] < h->low[i])
          h->low[i] = h->order[t];
      }
  if (h->low[i] == h->order[i])
    {
      int t;
      do
        {
          t = h->stack[--(*top)];
          h->comp[t] = *ncomp;
        }
      while (t != i);
      (*ncomp)++;
    }
}

/* Hall sets (Régin's filter for all-different): in each unit, every
   solution matches the open cells one to one with the values the unit
   lacks; a candidate in no such perfect matching goes.  With a perfect
   matching at hand, those are the candidates off the matching whose
   cell and mate cell lie in different strongly connected components.
   This finds naked and hidden subsets of every size.  Returns whether a
   candidate went. */
static int
hall (state *s, hall_work *h)
{
  int n = s->n, w = s->w, changed = 0;
  for (int u = 0; u < 3 * n && !s->bad; u++)
    {
      /* one round takes seconds on a big open grid (an empty 400x400:
         about 10 ms a unit), so the clock is read unit by unit */
      if (h->deadline > 0 && ss_now () > h->deadline)
        {
          h->late = 1;
          break;
        }
      const int *cells = s->unit + (long) u * n;
      int m = 0, mv = 0;
      long size = unit_size (s, u);
      if (size == h->size[u])
        continue;
      h->size[u] = size;
      for (int i = 0; i < n; i++)
        if (!s->val[cells[i]])
          h->cell[m++] = cells[i];
      if (m < 2)
        continue;
      for (int v = 1; v <= n; v++)
        if (has (s->placed + (long) u * w, v))
          h->index[v - 1] = -1;
        else
          {
            h->index[v - 1] = mv;
            h->value[mv++] = v;
          }
      if (mv != m)
        {
          s->bad = 1;
          break;
        }
      for (int i = 0; i < m; i++)
        {
          h->mate_c[i] = h->mate_v[i] = -1;
          h->slot[h->cell[i]] = i;
        }
      /* start from last time's matching where it still holds */
      int *kept = h->kept + (long) u * n;
      for (int x = 0; x < m; x++)
        {
          int c = kept[h->value[x] - 1], i = c < 0 ? -1 : h->slot[c];
          if (c >= 0 && !s->val[c] && i < m && h->cell[i] == c
              && h->mate_c[i] < 0 && has (s->cand + (long) c * w, h->value[x]))
            {
              h->mate_c[i] = x;
              h->mate_v[x] = i;
            }
        }
      for (int i = 0; i < m && !s->bad; i++)
        if (h->mate_c[i] < 0)
          {
            h->stamp++;
            if (!augment (s, h, i))
              s->bad = 1;
          }
      if (s->bad)
        break;
      for (int x = 0; x < m; x++)
        kept[h->value[x] - 1] = h->cell[h->mate_v[x]];
      int time = 0, top = 0, ncomp = 0;
      for (int i = 0; i < m; i++)
        h->order[i] = -1;
      for (int i = 0; i < m; i++)
        if (h->order[i] < 0)
          tarjan (s, h, i, &time, &top, &ncomp);
      if (ncomp == 1)
        continue;
      /* gather first: eliminating changes the sets being read */
      int drops = 0;
      for (int i = 0; i < m; i++)
        {
          const word *c = s->cand + (long) h->cell[i] * w;
          for (int j = 0; j < w; j++)
            for (word bits = c[j]; bits; bits &= bits - 1)
              {
                int x = h->index[j * 64 + __builtin_ctzll (bits)];
                if (x != h->mate_c[i] && h->comp[i] != h->comp[h->mate_v[x]])
                  {
                    h->drop[2 * drops] = h->cell[i];
                    h->drop[2 * drops + 1] = h->value[x];
                    drops++;
                  }
              }
        }
      for (int d = 0; d < drops && !s->bad; d++)
        eliminate (s, h->drop[2 * d], h->drop[2 * d + 1]);
      if (drops)
        {
          /* one filtering leaves nothing for another; only later
             changes from outside need a new look */
          h->size[u] = unit_size (s, u);
          changed = 1;
          propagate (s);
        }
    }
  return changed;
}

/* The state as the rules' propagators see it (ss_cands). */
static int
view_has (void *ctx, int cell, int v)
{
  const state *s = ctx;
  if (s->val[cell])
    return s->val[cell] == v;
  return has (s->cand + (long) cell * s->w, v);
}

static int
view_count (void *ctx, int cell)
{
  const state *s = ctx;
  return s->val[cell] ? 1 : s->ncand[cell];
}

static void
view_drop (void *ctx, int cell, int v)
{
  state *s = ctx;
  if (s->bad)
    return;
  if (s->val[cell])
    s->bad |= s->val[cell] == v;
  else if (has (s->cand + (long) cell * s->w, v))
    {
      eliminate (s, cell, v);
      s->dropped = 1;
    }
}

/* Every rule's propagator once, then singles; returns whether a
   candidate went. */
static int
rules_round (state *s)
{
  ss_cands v = { s->n, s, view_has, view_count, view_drop, 0 };
  s->dropped = 0;
  ss_propagate_rules (&v, s->pz);
  if (v.oom)
    s->oom = s->bad = 1;
  propagate (s);
  return s->dropped;
}

/* Singles and the rules' propagators to a fixpoint. */
static void
singles (state *s)
{
  do
    propagate (s);
  while (!s->bad && rules_round (s));
}

/* Singles, the rules and locked candidates to a fixpoint. */
static void
narrow (state *s, hall_work *h)
{
  do
    singles (s);
  while (!s->bad && locked (s, h));
}

/* Failed-literal probing: place each candidate of the cells with few
   candidates on a copy and run singles; a candidate that leads to a
   contradiction is eliminated.  Returns whether one was. */
static int
probe (state *s, state *t)
{
  int n = s->n, w = s->w, changed = 0;
  for (int cell = 0; cell < n * n && !s->bad; cell++)
    {
      if (s->val[cell] || s->ncand[cell] > PROBE_CANDIDATES)
        continue;
      for (int v = 1; v <= n && !s->bad && !s->val[cell]; v++)
        {
          if (!has (s->cand + (long) cell * w, v))
            continue;
          memcpy (t->mem, s->mem, s->bytes);
          t->bad = 0;
          assign (t, cell, v);
          singles (t);
          if (t->oom)
            {
              s->oom = s->bad = 1;
              break;
            }
          if (!t->bad)
            continue;
          eliminate (s, cell, v);
          changed = 1;
          singles (s);
        }
    }
  return changed;
}

/* Lay out a state's block; the caller fills it.  0, or -1 when memory
   runs out (then nothing is held). */
static int
state_init (state *s, const ss_puzzle *pz, const int *unit,
            const int *units)
{
  int n = pz->n;
  long cells = (long) n * n;
  int w = (n + 63) / 64;
  s->n = n;
  s->br = pz->br;
  s->bc = pz->bc;
  s->jigsaw = pz->region != NULL;
  s->w = w;
  s->bytes = (size_t) (cells + 3L * n) * w * sizeof (word)
             + (size_t) (3 * cells + 2 * cells) * sizeof (int);
  s->mem = ss_malloc (s->bytes);
  s->queue = ss_malloc ((size_t) (4 * cells) * sizeof *s->queue);
  if (!s->mem || !s->queue)
    {
      free (s->mem);
      free (s->queue);
      return -1;
    }
  s->cand = s->mem;
  s->placed = s->cand + cells * w;
  s->count = (int *) (s->placed + 3L * n * w);
  s->ncand = s->count + 3 * cells;
  s->val = s->ncand + cells;
  s->head = s->tail = 0;
  s->unit = unit;
  s->units = units;
  s->bad = 0;
  s->pz = pz;
  s->dropped = 0;
  s->oom = 0;
  return 0;
}

static void
state_free (state *s)
{
  free (s->mem);
  free (s->queue);
}

static void work_free (hall_work *);

/* 0, or -1 when memory runs out (then nothing is held). */
static int
work_init (hall_work *h, int n)
{
  long cells = (long) n * n;
  h->cell = ss_malloc ((size_t) (9 * n + 2 * cells) * sizeof *h->cell);
  h->seen = ss_calloc ((size_t) n, sizeof *h->seen);
  h->size = ss_calloc ((size_t) 3 * n, sizeof *h->size);
  h->lsize = ss_calloc ((size_t) 3 * n, sizeof *h->lsize);
  h->kept = ss_malloc ((size_t) (3 * cells) * sizeof *h->kept);
  h->slot = ss_calloc ((size_t) cells, sizeof *h->slot);
  if (!h->cell || !h->seen || !h->size || !h->lsize || !h->kept || !h->slot)
    {
      work_free (h);
      return -1;
    }
  h->value = h->cell + n;
  h->index = h->value + n;
  h->mate_c = h->index + n;
  h->mate_v = h->mate_c + n;
  h->stack = h->mate_v + n;
  h->low = h->stack + n;
  h->order = h->low + n;
  h->comp = h->order + n;
  h->drop = h->comp + n;
  h->stamp = 0;
  h->deadline = 0;
  h->late = 0;
  memset (h->kept, -1, (size_t) (3 * cells) * sizeof *h->kept);
  return 0;
}

static void
work_free (hall_work *h)
{
  free (h->cell);
  free (h->seen);
  free (h->size);
  free (h->lsize);
  free (h->kept);
  free (h->slot);
}

/* The candidates the givens leave, and the singles they make queued. */
static void
state_start (state *s, const ss_puzzle *pz)
{
  int n = s->n, w = s->w;
  long cells = (long) n * n;
  memset (s->mem, 0, s->bytes);
  for (long i = 0; i < cells; i++)
    {
      int v = pz->cells[i];
      const int *u = s->units + 3 * i;
      if (!v)
        continue;
      for (int j = 0; j < 3; j++)
        {
          word *p = s->placed + (long) u[j] * w + ((v - 1) >> 6);
          if (*p >> ((v - 1) & 63) & 1)
            s->bad = 1;
          *p |= (word) 1 << ((v - 1) & 63);
        }
      s->val[i] = v;
      s->cand[i * w + ((v - 1) >> 6)] = (word) 1 << ((v - 1) & 63);
    }
  for (long i = 0; i < cells; i++)
    {
      if (s->val[i])
        continue;
      const int *u = s->units + 3 * i;
      word *c = s->cand + i * w;
      for (int j = 0; j < w; j++)
        {
          int bits = n - 64 * j < 64 ? n - 64 * j : 64;
          word full = bits == 64 ? ~(word) 0 : ((word) 1 << bits) - 1;
          c[j] = full & ~(s->placed[(long) u[0] * w + j]
                          | s->placed[(long) u[1] * w + j]
                          | s->placed[(long) u[2] * w + j]);
          for (word b = c[j]; b; b &= b - 1)
            {
              int v = j * 64 + __builtin_ctzll (b);
              s->ncand[i]++;
              s->count[(long) u[0] * n + v]++;
              s->count[(long) u[1] * n + v]++;
              s->count[(long) u[2] * n + v]++;
            }
        }
      if (s->ncand[i] <= 1)
        {
          s->bad |= !s->ncand[i];
          s->queue[s->tail++] = (int) i;
        }
    }
  for (long uv = 0; uv < 3 * cells; uv++)
    if (s->count[uv] <= 1
        && !has (s->placed + (uv / n) * w, (int) (uv % n) + 1))
      {
        s->bad |= !s->count[uv];
        s->queue[s->tail++] = (int) (cells + uv);
      }
}

/* The model's rows, columns and boxes, numbered by kind (extra regions
   are left to the clauses): unit[u * n + i] is unit u's i-th cell,
   units[3 * cell ..] the cell's row, column and box. */
static void
units_init (const ss_puzzle *pz, int *unit, int *units)
{
  int n = pz->n;
  int next[3] = { 0, 0, 0 };
  for (int j = 0; j < pz->ncons; j++)
    {
      const ss_constraint *con = &pz->cons[j];
      int kind = con->kind;
      if (kind > SS_CON_BOX)
        continue;
      int u = kind * n + next[kind]++;
      for (int i = 0; i < n; i++)
        {
          units[3 * con->cells[i] + kind] = u;
          unit[(long) u * n + i] = con->cells[i];
        }
    }
}

/* Grids up to this side are narrowed in milliseconds and never stopped,
   so that a puzzle the presolver settles is answered however short the
   time limit; bigger ones take up to seconds. */
#define DEADLINE_MIN_N 26

/* Whether the deadline has passed; rounds are short enough that
   looking between them keeps the limit. */
static int
late (double deadline)
{
  return deadline > 0 && ss_now () > deadline;
}

/* The time limit's error. */
static void
timed_out (ss_error *err, int n)
{
  ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran out "
           "while the candidates of this %dx%d puzzle were being narrowed "
           "(--time-limit)", n, n);
}

/* The bit-parallel path's map (bits.c). */
static ss_varmap *
bits_map (const ss_puzzle *pz, int level, double deadline, ss_error *err)
{
  long cells = (long) pz->n * pz->n;
  word *open = ss_malloc ((size_t) cells * sizeof *open);
  int *value = ss_malloc ((size_t) cells * sizeof *value);
  ss_varmap *vm = NULL;
  int rc = open && value ? ss_bits_presolve (pz, level, deadline, open,
                                             value) : -1;
  if (rc > 0)
    timed_out (err, pz->n);
  else if (!rc)
    vm = ss_varmap_new_sets (pz->n, open, value);
  if (rc < 0 || (!rc && !vm))
    ss_oom (err);
  free (open);
  free (value);
  return vm;
}

ss_varmap *
ss_presolve_map (const ss_puzzle *pz, const ss_presolve *lv,
                 double deadline, ss_error *err)
{
  return ss_presolve_map_path (pz, lv, deadline, 1, err);
}

ss_varmap *
ss_presolve_map_path (const ss_puzzle *pz, const ss_presolve *lv,
                      double deadline, int fast, ss_error *err)
{
  int n = pz->n, w = (n + 63) / 64, level = lv->level;
  long cells = (long) n * n;
  if (n < DEADLINE_MIN_N)
    deadline = 0;
  if (fast && ss_bits_fit (pz))
    return bits_map (pz, level, deadline, err);
  int *unit = ss_malloc ((size_t) (3 * cells) * sizeof *unit);
  int *units = ss_malloc ((size_t) (3 * cells) * sizeof *units);
  state s;
  hall_work h;
  ss_varmap *vm = NULL;
  int oom = 1;
  if (!unit || !units)
    goto out;
  units_init (pz, unit, units);
  if (state_init (&s, pz, unit, units))
    goto out;
  if (work_init (&h, n))
    {
      state_free (&s);
      goto out;
    }
  oom = 0;
  h.deadline = deadline;
  state_start (&s, pz);
  int timeout = 0;
  if (level >= SS_PRESOLVE_LOCKED)
    narrow (&s, &h);
  else
    singles (&s);
  while (level >= SS_PRESOLVE_HALL && !s.bad
         && !(timeout = late (deadline)) && hall (&s, &h))
    narrow (&s, &h);
  if (level >= SS_PRESOLVE_PROBE && !s.bad && !timeout && n <= PROBE_MAX_N)
    {
      state t;
      if (state_init (&t, pz, unit, units))
        {
          work_free (&h);
          state_free (&s);
          oom = 1;
          goto out;
        }
      while (!s.bad && !(timeout = late (deadline)) && probe (&s, &t))
        do
          narrow (&s, &h);
        while (!s.bad && hall (&s, &h));
      state_free (&t);
    }
  work_free (&h);
  if (s.oom)
    oom = 1;
  else if (timeout || h.late)
    timed_out (err, n);
  else
    {
      /* The compact map: decided values true, the rest of a decided cell
         and every eliminated candidate false.  A contradiction leaves no
         value anywhere, which an encoding turns into the empty clause.
         The state is not needed after this, so its sets become the
         map's input. */
      for (long i = 0; i < cells; i++)
        if (s.bad || s.val[i])
          {
            memset (s.cand + i * w, 0, (size_t) w * sizeof *s.cand);
            if (s.bad)
              s.val[i] = 0;
          }
      vm = ss_varmap_new_sets (n, s.cand, s.val);
      oom = !vm;
    }
  state_free (&s);
out:
  free (unit);
  free (units);
  if (oom)
    ss_oom (err);
  return vm;
}

/* The levels, cumulative, named after what each adds. */
const ss_presolve ss_presolve_none = {
  "none", "nothing: the encoding works on the givens alone",
  SS_PRESOLVE_NONE
};
const ss_presolve ss_presolve_singles = {
  "singles", "naked and hidden singles to a fixpoint",
  SS_PRESOLVE_SINGLES
};
const ss_presolve ss_presolve_locked = {
  "locked", "singles, then locked candidates (pointing and claiming)",
  SS_PRESOLVE_LOCKED
};
const ss_presolve ss_presolve_hall = {
  "hall", "locked, then Hall sets (naked and hidden subsets of any size)",
  SS_PRESOLVE_HALL
};
const ss_presolve ss_presolve_probe = {
  "probe", "hall, then failed-literal probing of cells with at most 3 "
  "candidates (grids up to 25x25)", SS_PRESOLVE_PROBE
};

const ss_presolve *const ss_presolve_levels[] = {
  &ss_presolve_none, &ss_presolve_singles, &ss_presolve_locked,
  &ss_presolve_hall, &ss_presolve_probe, NULL
};

/* The public view of the levels (sudosat.h). */
const ss_presolve *
ss_presolve_nth (int i)
{
  int n = sizeof ss_presolve_levels / sizeof *ss_presolve_levels - 1;
  return i >= 0 && i < n ? ss_presolve_levels[i] : NULL;
}

const ss_presolve *
ss_presolve_find (const char *name)
{
  for (int i = 0; ss_presolve_levels[i]; i++)
    if (!strcmp (ss_presolve_levels[i]->name, name))
      return ss_presolve_levels[i];
  return NULL;
}

const char *
ss_presolve_name (const ss_presolve *p)
{
  return p->name;
}

const char *
ss_presolve_summary (const ss_presolve *p)
{
  return p->summary;
}
