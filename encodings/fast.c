/* fast.c: the fast preset.  Before any clause is written, the candidate
   sets are narrowed by cheap propagation: naked and hidden singles run to
   a fixpoint (exactly what unit propagation derives from the extended
   encoding), locked candidates (a value confined to one line of a box, or
   to one box of a line, leaves the rest of that box or line), Hall sets
   (m cells of a unit that share m values keep them from the unit's other
   cells, and m values that only m cells may take leave those cells'
   other candidates: naked and hidden subsets of every size, found by
   Régin's matching filter), and failed-literal probing of cells with few
   candidates (a candidate whose placement makes singles contradict
   itself goes; PicoSAT's default mode probes the same way, only slower).
   Every step removes only candidates that no solution uses, so the
   puzzle keeps exactly its solutions.  What is decided is folded into a
   compact variable map; on what is left the CNF is the extended
   encoding: each open cell takes exactly one of its candidates, and each
   row, column and box takes each value it still lacks exactly once.
   Boxes may be of any R x C shape.  Extra regions are left out of the
   propagation (which stays sound without them) and written as extended
   writes them. */
#include "encoding.h"

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

/* Candidate v leaves a cell: count it out of the cell's units, queueing
   the hidden singles this makes. */
static inline void
uncount (state *s, int cell, int v)
{
  int n = s->n;
  const int *u = s->units + 3L * cell;
  for (int i = 0; i < 3; i++)
    {
      long uv = (long) u[i] * n + v - 1;
      if (--s->count[uv] == 1)
        s->queue[s->tail++] = n * n + (int) uv;
      else if (!s->count[uv] && !has (s->placed + (long) u[i] * s->w, v))
        s->bad = 1;
    }
}

/* Remove candidate v from an open cell; queue the singles this makes. */
static void
eliminate (state *s, int cell, int v)
{
  s->cand[(long) cell * s->w + ((v - 1) >> 6)]
    &= ~((word) 1 << ((v - 1) & 63));
  if (--s->ncand[cell] == 1)
    s->queue[s->tail++] = cell;
  else if (!s->ncand[cell])
    s->bad = 1;
  uncount (s, cell, v);
}

/* Place candidate v in an open cell: its other candidates go, and v
   leaves the cell's peers. */
static void
assign (state *s, int cell, int v)
{
  int n = s->n, w = s->w;
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
      uncount (s, cell, j * 64 + __builtin_ctzll (bits) + 1);
  memset (c, 0, (size_t) w * sizeof *c);
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
            eliminate (s, p, v);
        }
    }
}

/* Drain the queue: a naked single places a cell's last candidate, a
   hidden single places a value in the last cell of a unit that may take
   it. */
static void
propagate (state *s)
{
  int n = s->n, w = s->w;
  while (s->head < s->tail && !s->bad)
    {
      int item = s->queue[s->head++];
      if (item < n * n)
        {
          if (s->ncand[item] == 1)
            assign (s, item, first (s->cand + (long) item * w));
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
            assign (s, cells[i], v);
            break;
          }
    }
  s->head = s->tail = 0;
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

/* Locked candidates.  Pointing: a value whose cells in a box lie in one
   row (column) leaves the rest of that row (column).  Claiming: a value
   whose cells in a row (column) lie in one box leaves the rest of the
   box.  Returns whether a candidate went. */
static int
locked (state *s, hall_work *h)
{
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

/* Singles and locked candidates to a fixpoint. */
static void
narrow (state *s, hall_work *h)
{
  do
    propagate (s);
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
          propagate (t);
          if (!t->bad)
            continue;
          eliminate (s, cell, v);
          changed = 1;
          propagate (s);
        }
    }
  return changed;
}

/* Lay out a state's block; the caller fills it. */
static void
state_init (state *s, const ss_puzzle *pz, const int *unit,
            const int *units)
{
  int n = pz->n;
  long cells = (long) n * n;
  int w = (n + 63) / 64;
  s->n = n;
  s->br = pz->br;
  s->bc = pz->bc;
  s->w = w;
  s->bytes = (size_t) (cells + 3L * n) * w * sizeof (word)
             + (size_t) (3 * cells + 2 * cells) * sizeof (int);
  s->mem = ss_malloc (s->bytes);
  s->cand = s->mem;
  s->placed = s->cand + cells * w;
  s->count = (int *) (s->placed + 3L * n * w);
  s->ncand = s->count + 3 * cells;
  s->val = s->ncand + cells;
  s->queue = ss_malloc ((size_t) (4 * cells) * sizeof *s->queue);
  s->head = s->tail = 0;
  s->unit = unit;
  s->units = units;
  s->bad = 0;
}

static void
state_free (state *s)
{
  free (s->mem);
  free (s->queue);
}

static void
work_init (hall_work *h, int n)
{
  long cells = (long) n * n;
  h->cell = ss_malloc ((size_t) (9 * n + 2 * cells) * sizeof *h->cell);
  h->value = h->cell + n;
  h->index = h->value + n;
  h->mate_c = h->index + n;
  h->mate_v = h->mate_c + n;
  h->stack = h->mate_v + n;
  h->low = h->stack + n;
  h->order = h->low + n;
  h->comp = h->order + n;
  h->drop = h->comp + n;
  h->seen = ss_calloc ((size_t) n, sizeof *h->seen);
  h->stamp = 0;
  h->size = ss_calloc ((size_t) 3 * n, sizeof *h->size);
  h->lsize = ss_calloc ((size_t) 3 * n, sizeof *h->lsize);
  h->kept = ss_malloc ((size_t) (3 * cells) * sizeof *h->kept);
  memset (h->kept, -1, (size_t) (3 * cells) * sizeof *h->kept);
  h->slot = ss_calloc ((size_t) cells, sizeof *h->slot);
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

static ss_varmap *
fast_varmap (const ss_puzzle *pz, ss_error *err)
{
  int n = pz->n, w = (n + 63) / 64;
  long cells = (long) n * n;
  int *unit = ss_malloc ((size_t) (3 * cells) * sizeof *unit);
  int *units = ss_malloc ((size_t) (3 * cells) * sizeof *units);
  /* the model's rows, columns and boxes, numbered by kind (extra
     regions are left to the clauses) */
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
  state s;
  state_init (&s, pz, unit, units);
  state_start (&s, pz);
  hall_work h;
  work_init (&h, n);
  narrow (&s, &h);
  while (!s.bad && hall (&s, &h))
    narrow (&s, &h);
  if (!s.bad && n <= PROBE_MAX_N)
    {
      state t;
      state_init (&t, pz, unit, units);
      while (!s.bad && probe (&s, &t))
        do
          narrow (&s, &h);
        while (!s.bad && hall (&s, &h));
      state_free (&t);
    }
  work_free (&h);
  /* The compact map: decided values true, the rest of a decided cell and
     every eliminated candidate false.  A contradiction leaves no value
     anywhere, which the encoder turns into the empty clause.  The state
     is not needed after this, so its sets become the map's input. */
  for (long i = 0; i < cells; i++)
    if (s.bad || s.val[i])
      {
        memset (s.cand + i * w, 0, (size_t) w * sizeof *s.cand);
        if (s.bad)
          s.val[i] = 0;
      }
  ss_varmap *vm = ss_varmap_new_sets (n, s.cand, s.val);
  state_free (&s);
  free (unit);
  free (units);
  (void) err;
  return vm;
}

/* Exactly one over each open cell's candidates, and over the open cells
   of each row, column and box that may take a value not yet placed:
   clause for clause what extended's rules give over this map (as for
   optimized), but visiting only the open variables instead of n^3
   lookups, which halves the time of a 400x400 puzzle
   (tests/check_fast.c compares the two).  The open variables are
   numbered in (row, column, value) order, so the cells come in runs;
   units are gathered by a counting sort. */
static void
fast_encode (ss_enc *e)
{
  int n = e->pz->n;
  int nv = ss_varmap_cellvars (e->vm);
  if (!nv)
    {
      /* nothing open: solved by propagation, or contradictory (then cell
         (0,0) has no value and this is the empty clause) */
      int *lits = ss_malloc ((size_t) n * sizeof *lits);
      for (int v = 1; v <= n; v++)
        lits[v - 1] = ss_var (e->vm, 0, 0, v);
      ss_enc_clause (e, lits, n);
      free (lits);
      ss_enc_extra_regions (e, SS_UNIT_ALO | SS_UNIT_AMO);
      return;
    }
  long groups = 3L * n * n;
  int *start = ss_calloc ((size_t) groups + 1, sizeof *start);
  int *unit = ss_malloc ((size_t) nv * 3 * sizeof *unit);
  int *member = ss_malloc ((size_t) nv * 3 * sizeof *member);
  for (int var = 1, first_var = 1; var <= nv; var++)
    {
      int r, c, v, r2, c2, v2;
      ss_var_cell (e->vm, var, &r, &c, &v);
      int *u = unit + (long) (var - 1) * 3;
      u[0] = r * n + v - 1;
      u[1] = (n + c) * n + v - 1;
      u[2] = (2 * n + ss_box_of (e->pz, r, c)) * n + v - 1;
      for (int i = 0; i < 3; i++)
        start[u[i] + 1]++;
      if (var == nv || !ss_var_cell (e->vm, var + 1, &r2, &c2, &v2)
          || r2 != r || c2 != c)
        {
          int *lits = member;       /* scratch until the sort below */
          for (int i = first_var; i <= var; i++)
            lits[i - first_var] = i;
          ss_enc_exactly_one (e, lits, var - first_var + 1);
          first_var = var + 1;
        }
    }
  for (long g = 0; g < groups; g++)
    start[g + 1] += start[g];
  int *fill = ss_malloc ((size_t) groups * sizeof *fill);
  memcpy (fill, start, (size_t) groups * sizeof *fill);
  for (int var = 1; var <= nv; var++)
    for (int i = 0; i < 3; i++)
      member[fill[unit[(long) (var - 1) * 3 + i]]++] = var;
  for (long g = 0; g < groups; g++)
    if (start[g + 1] > start[g])
      ss_enc_exactly_one (e, member + start[g], start[g + 1] - start[g]);
  free (start);
  free (unit);
  free (member);
  free (fill);
  ss_enc_extra_regions (e, SS_UNIT_ALO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_fast = {
  "fast",
  "extended on what singles, locked candidates, Hall sets and probing "
  "leave open",
  fast_varmap, fast_encode
};
