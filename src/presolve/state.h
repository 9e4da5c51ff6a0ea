/* state.h: the general presolver's candidate state and what its
   levels share: singles (singles.c), locked candidates (locked.c), Hall
   sets (hall.c) and failed-literal probing (probe.c), run by the driver
   (presolve.c) up to the level asked for (not installed). */
#ifndef SUDOSAT_PRESOLVE_STATE_H
#define SUDOSAT_PRESOLVE_STATE_H

#include "presolve/presolve.h"

#include <stdint.h>

typedef uint64_t word;

/* Candidate state.  Sets of values are bit sets of w words, value v at
   bit v - 1.  Units are numbered rows 0..n-1, columns n..2n-1, boxes
   2n..3n-1.  Everything a probe changes lies in one block (mem, bytes
   long) so that a probe copies the state at once; the queue holds cells
   that may be naked singles and n*n + unit*n + v-1 for values that may be
   hidden singles. */
typedef struct ps_state {
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
  const int *mate_at, *mates;  /* each cell's differ partners
                           (ss_differ_mates; shared, NULL for none): a
                           value placed leaves them as it leaves the
                           cell's units */
  int bad;              /* a contradiction was found */
  const ss_puzzle *pz;  /* its constraints, for the rules' propagators */
  int dropped;          /* a rule's propagator removed a candidate */
  int oom;              /* a rule's propagator ran out of memory (bad is
                           set too, to stop at once) */
} ps_state;

/* What locked and hall keep between rounds, and hall's scratch for one
   unit of n cells (a probe's copy of the state needs none of it). */
typedef struct ps_work {
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
} ps_work;

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

/* The open candidates of unit u. */
static inline long
unit_size (const ps_state *s, int u)
{
  long size = 0;
  for (int v = 0; v < s->n; v++)
    size += s->count[(long) u * s->n + v];
  return size;
}

/* singles.c.  Remove candidate v from an open cell, or place it in one
   (its other candidates go, and v leaves the cell's peers), queueing
   the singles this makes; drain the queue (naked and hidden singles);
   singles and the rules' propagators to a fixpoint. */
void ss_ps_eliminate (ps_state *, int cell, int v);
void ss_ps_assign (ps_state *, int cell, int v);
void ss_ps_propagate (ps_state *);
void ss_ps_singles (ps_state *);

/* locked.c: singles, the rules and locked candidates to a fixpoint. */
void ss_ps_narrow (ps_state *, ps_work *);

/* hall.c: Hall sets in every unit changed since the last look; returns
   whether a candidate went (it stops at h->deadline, setting
   h->late). */
int ss_ps_hall (ps_state *, ps_work *);

/* probe.c: failed-literal probing of the cells with few candidates, t
   the scratch copy (laid out as s); returns whether a candidate went. */
int ss_ps_probe (ps_state *s, ps_state *t);

#endif /* SUDOSAT_PRESOLVE_STATE_H */
