/* singles.c: the presolver's first level and what every level builds
   on: a candidate removed or placed, and the queue of naked and hidden
   singles drained to a fixpoint (exactly what unit propagation derives
   from the extended encoding), with every other constraint's propagator
   (kinds.c) run over the state between rounds. */
#include "presolve/state.h"


/* The hot steps below take the words of a set as a constant when they
   can: each is written once for any w (the _w functions, always
   inlined) and made twice by its caller, for w = 1 (sides up to 64, the
   9x9 grids that most puzzles are) and for s->w, so that a 9x9 puzzle's
   sets are single words the compiler sees as such. */
#define HOT static inline __attribute__ ((always_inline))

/* Candidate v leaves a cell: count it out of the cell's units, queueing
   the hidden singles this makes. */
HOT void
uncount_w (ps_state *s, int cell, int v, const int w)
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
eliminate_w (ps_state *s, int cell, int v, const int w)
{
  s->cand[(long) cell * w + ((v - 1) >> 6)]
    &= ~((word) 1 << ((v - 1) & 63));
  if (--s->ncand[cell] == 1)
    s->queue[s->tail++] = cell;
  else if (!s->ncand[cell])
    s->bad = 1;
  uncount_w (s, cell, v, w);
}

void
ss_ps_eliminate (ps_state *s, int cell, int v)
{
  if (s->w == 1)
    eliminate_w (s, cell, v, 1);
  else
    eliminate_w (s, cell, v, s->w);
}

/* Place candidate v in an open cell: its other candidates go, and v
   leaves the cell's peers. */
HOT void
assign_w (ps_state *s, int cell, int v, const int w)
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
  /* the differ partners (anti-knight, anti-king), as peers are: at
     once rather than by a rules round over every pair */
  for (int j = s->mate_at ? s->mate_at[cell] : 0;
       s->mate_at && j < s->mate_at[cell + 1]; j++)
    {
      int p = s->mates[j];
      if (s->val[p])
        s->bad |= s->val[p] == v;
      else if (has (s->cand + (long) p * w, v))
        eliminate_w (s, p, v, w);
    }
}

void
ss_ps_assign (ps_state *s, int cell, int v)
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
propagate_w (ps_state *s, const int w)
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

void
ss_ps_propagate (ps_state *s)
{
  if (s->w == 1)
    propagate_w (s, 1);
  else
    propagate_w (s, s->w);
}

/* The state as the rules' propagators see it (ss_cands). */
static int
view_has (void *ctx, int cell, int v)
{
  const ps_state *s = ctx;
  if (s->val[cell])
    return s->val[cell] == v;
  return has (s->cand + (long) cell * s->w, v);
}

static int
view_count (void *ctx, int cell)
{
  const ps_state *s = ctx;
  return s->val[cell] ? 1 : s->ncand[cell];
}

static void
view_drop (void *ctx, int cell, int v)
{
  ps_state *s = ctx;
  if (s->bad)
    return;
  if (s->val[cell])
    s->bad |= s->val[cell] == v;
  else if (has (s->cand + (long) cell * s->w, v))
    {
      ss_ps_eliminate (s, cell, v);
      s->dropped = 1;
    }
}

/* Every rule's propagator once, then singles; returns whether a
   candidate went. */
static int
rules_round (ps_state *s)
{
  ss_cands v = { s->n, s, view_has, view_count, view_drop, 0,
                 s->mate_at != NULL };
  s->dropped = 0;
  ss_propagate_rules (&v, s->pz);
  if (v.oom)
    s->oom = s->bad = 1;
  ss_ps_propagate (s);
  return s->dropped;
}

/* Singles and the rules' propagators to a fixpoint. */
void
ss_ps_singles (ps_state *s)
{
  do
    ss_ps_propagate (s);
  while (!s->bad && rules_round (s));
}
