/* bits.c: the presolver's bit-parallel path, for grids up to 64x64
   whose only constraints are the units (rows, columns, boxes or jigsaw
   regions).  A cell's candidates are one 64-bit word.  A unit whose
   cells lost candidates is looked at whole: the values its cells hold
   once (the OR of the words) and twice show a hidden single, a value
   none holds a contradiction.  Locked candidates OR the words of a
   line's cells within each box.  The levels are the
   general presolver's (presolve.c): singles, locked candidates, Hall
   sets (Régin's matching filter, here with a bit-set transitive
   closure in place of Tarjan's components) and failed-literal probing
   of cells with at most three candidates.  Every deduction is monotone (a
   candidate it removes from a set it also removes from any smaller
   one), so each level's fixpoint is the same whatever the order the
   steps run in, and a contradiction is found by both paths alike. */
#include "presolve/bits.h"
#include "presolve/presolve.h"

#include <stdlib.h>
#include <string.h>

typedef uint64_t word;

#define MAXN SS_BITS_MAX_N
/* Probing is kept to grids up to this side, as in presolve.c. */
#define PROBE_MAX_N 25
/* Cells with at most this many candidates are probed. */
#define PROBE_CANDIDATES 3

/* The words of a set of units (3n of them, up to 192). */
#define UNIT_WORDS 3

/* The grid's shape.  Units are numbered rows 0..n-1, columns n..2n-1,
   boxes 2n..3n-1.  A segment is a line's cells within one box; the
   segments are listed line by line (line_seg[L] .. line_seg[L + 1] - 1),
   and box_seg[d] lists a box's segments along rows (d 0) or columns
   (d 1): box b's from box_first[d][b] to box_first[d][b + 1] - 1. */
typedef struct shape {
  int n;
  word full;                    /* the values 1..n */
  short *unit;                  /* unit u's cells: unit[u * n + i] */
  unsigned char *units;         /* cell's row, column, box: units[3 * cell] */
  word *marks;                  /* its units as a set: marks[cell *
                                   UNIT_WORDS ..] */
  int nseg;
  short *seg_line, *seg_box;    /* a segment's line and box (units) */
  int *seg_first;               /* its cells: seg_cell[seg_first[k] ..
                                   seg_first[k + 1] - 1] */
  short *seg_cell;
  int *line_seg;
  int *box_first[2], *box_seg[2];
  short *peer;                  /* a cell's peers (the other cells of its
                                   units, once each): peer[peer_first[
                                   cell] .. peer_first[cell + 1] - 1];
                                   NULL: not kept (sides over CACHED_N) */
  int *peer_first;
} shape;

/* Candidate state: what a probe copies.  What singles have still to
   look at: the open cells left with one candidate (stack) and the
   units where a cell lost a candidate since singles last looked at
   them (dirty, bit u of word u / 64).  A unit is looked at whole: a
   value no cell of it holds is a contradiction, a value one open cell
   alone holds a hidden single.  Keeping no per-value places, a
   candidate's removal costs a few operations, not one update in each
   of its three units. */
typedef struct state {
  word *cand;                   /* a cell's candidates; a decided cell's
                                   value alone */
  word *placed;                 /* per unit: the values decided in it */
  unsigned char *val;           /* per cell: its value, 0 open */
  int bad;                      /* a contradiction was found */
  int open;                     /* cells without a value */
  int *stack, top;              /* a cell enters once, when one candidate
                                   is left: n * n */
  word dirty[UNIT_WORDS];       /* units to look at */
} state;

/* Everything of one call; the arrays lie in one block sized for n. */
typedef struct work {
  shape g;
  state s, t;                   /* the state, a probe's copy */
  word *segm;                   /* locked: a segment's candidates */
  word *lonce, *ltwice;         /* locked: the values met in a line's
                                   segments once or more, twice or more */
  word *bonce, *btwice;         /* the same of a box's segments along
                                   rows (d 0) or columns: [d * n + b] */
  word *hsize;                  /* hall: a unit's unit_size when last
                                   filtered (candidates only go) */
  double deadline;
  int late;
  void *block;
} work;

/* Grids up to this side keep their shape from call to call, one per
   thread: a run of 9x9 puzzles builds it once (building it took a
   tenth of a 17-clue puzzle's presolve). */
#define CACHED_N 16
#define CNN (CACHED_N * CACHED_N)

typedef struct cached_shape {
  int n;                        /* 0: nothing cached yet */
  short unit[3 * CNN], seg_line[2 * CNN], seg_box[2 * CNN],
        seg_cell[2 * CNN];
  unsigned char units[3 * CNN];
  word marks[UNIT_WORDS * CNN];
  int seg_first[2 * CNN + 1], line_seg[2 * CACHED_N + 1],
      box_first[2][CACHED_N + 1], box_seg[2][CNN];
  short peer[CNN * 3 * (CACHED_N - 1)];
  int peer_first[CNN + 1];
  int nseg;
} cached_shape;

static _Thread_local cached_shape cache;

/* Unit u's cells, and a cell's row, column and box. */
static inline const short *
cells_of (const shape *g, int u)
{
  return g->unit + u * g->n;
}

static inline const unsigned char *
units_of (const shape *g, int cell)
{
  return g->units + 3 * cell;
}

static inline int
ctz (word w)
{
  return __builtin_ctzll (w);
}

int
ss_bits_fit (const ss_puzzle *pz)
{
  if (pz->n > MAXN)
    return 0;
  for (int j = 0; j < pz->ncons; j++)
    if (ss_kind_props[pz->cons[j].kind].propagate)
      return 0;
  return 1;
}

/* Copy the part of s that holds an n x n grid. */
static void
state_copy (state *to, const state *from, int n)
{
  memcpy (to->cand, from->cand, (size_t) n * n * sizeof *to->cand);
  memcpy (to->placed, from->placed, (size_t) 3 * n * sizeof *to->placed);
  memcpy (to->val, from->val, (size_t) n * n);
  memcpy (to->stack, from->stack, (size_t) from->top * sizeof *to->stack);
  memcpy (to->dirty, from->dirty, sizeof to->dirty);
  to->top = from->top;
  to->bad = from->bad;
  to->open = from->open;
}

/* A cell lost candidates: its units are to be looked at again. */
static inline void
mark (const shape *g, state *s, int cell)
{
  const word *m = g->marks + cell * UNIT_WORDS;
#pragma GCC unroll 3
  for (int j = 0; j < UNIT_WORDS; j++)
    s->dirty[j] |= m[j];
}

/* Take the values in m (candidates or not) from an open cell. */
static inline void
drop (const shape *g, state *s, int cell, word m)
{
  m &= s->cand[cell];
  if (!m)
    return;
  word c = s->cand[cell] &= ~m;
  if (!c)
    s->bad = 1;
  else if (!(c & (c - 1)))
    s->stack[s->top++] = cell;
  mark (g, s, cell);
}

/* Place value bit v in an open cell: its other candidates go, and v
   leaves the open cells of its units (an open cell never holds a value
   decided in its units, so those are the cells that hold v). */
static void
assign (const shape *g, state *s, int cell, int v)
{
  int n = g->n;
  word b = (word) 1 << v;
  if (!(s->cand[cell] & b))
    {
      s->bad = 1;
      return;
    }
  const unsigned char *u = units_of (g, cell);
  s->val[cell] = (unsigned char) (v + 1);
  s->open--;
  if (s->cand[cell] != b)
    mark (g, s, cell);
  s->cand[cell] = b;
  for (int k = 0; k < 3; k++)
    s->placed[u[k]] |= b;
  if (g->peer)
    {
      const short *p = g->peer + g->peer_first[cell],
                  *end = g->peer + g->peer_first[cell + 1];
      const word *cand = s->cand;
#pragma GCC unroll 4
      for (; p < end; p++)
        if (cand[*p] & b)
          drop (g, s, *p, b);
      return;
    }
  for (int k = 0; k < 3; k++)
    {
      const short *uc = cells_of (g, u[k]);
      for (int i = 0; i < n; i++)
        if (uc[i] != cell)
          drop (g, s, uc[i], b);
    }
}

/* Look at unit u of side n: a value none of its cells holds is a
   contradiction, and a value not yet decided there that one cell alone
   holds is placed in that cell. */
static inline void
look_side (const shape *g, state *s, int u, int n)
{
  const short *uc = cells_of (g, u);
  const word *cand = s->cand;
  word once = 0, twice = 0;
#pragma GCC unroll 9
  for (int i = 0; i < n; i++)
    {
      word c = cand[uc[i]];
      twice |= once & c;
      once |= c;
    }
  if (once != g->full)
    {
      s->bad = 1;
      return;
    }
  for (word hid = once & ~twice & ~s->placed[u]; hid && !s->bad;
       hid &= hid - 1)
    {
      word b = hid & -hid;
      if (s->placed[u] & b)
        continue;
      int i = 0;
      while (i < n && !(s->cand[uc[i]] & b))
        i++;
      if (i == n)
        s->bad = 1;
      else
        assign (g, s, uc[i], ctz (b));
    }
}

/* Look at unit u; the classic side's loops are unrolled. */
static void
look (const shape *g, state *s, int u)
{
  if (s->placed[u] == g->full)
    return;                     /* every cell decided */
  if (g->n == 9)
    look_side (g, s, u, 9);
  else
    look_side (g, s, u, g->n);
}

/* Naked and hidden singles to a fixpoint: the cells on the stack, then
   the units marked, until neither holds anything. */
static void
singles (const shape *g, state *s)
{
  while (!s->bad)
    {
      if (s->top)
        {
          int cell = s->stack[--s->top];
          if (!s->val[cell])
            assign (g, s, cell, ctz (s->cand[cell]));
          continue;
        }
      int j = 0;
      while (j < UNIT_WORDS && !s->dirty[j])
        j++;
      if (j == UNIT_WORDS)
        return;
      int u = ctz (s->dirty[j]);
      s->dirty[j] &= s->dirty[j] - 1;
      look (g, s, j << 6 | u);
    }
}

/* Take the values in m from the open cells of unit u that lie outside
   unit other (a box when u is a line, a line when u is a box), which
   is the cell's k-th unit.  Returns whether a candidate went. */
static int
drop_outside (const shape *g, state *s, int u, word m, int k, int other)
{
  int changed = 0;
  for (int i = 0; i < g->n && !s->bad; i++)
    {
      int p = cells_of (g, u)[i];
      if (!s->val[p] && (s->cand[p] & m) && units_of (g, p)[k] != other)
        {
          drop (g, s, p, m);
          changed = 1;
        }
    }
  return changed;
}

/* The values met in the segments sg[from .. to - 1] (segments k
   themselves when sg is NULL): in one of them or more (once), in two or
   more (twice). */
static inline void
segs_count (const word *segm, const int *sg, int from, int to, word *once,
            word *twice)
{
  word o = 0, t = 0;
  for (int j = from; j < to; j++)
    {
      word m = segm[sg ? sg[j] : j];
      t |= o & m;
      o |= m;
    }
  *once = o;
  *twice = t;
}

/* Locked candidates.  Claiming: a value whose cells in a line lie in
   one box leaves the rest of the box.  Pointing: a value whose cells in
   a box lie in one row (column) leaves the rest of that row (column).
   The segments' candidates are read once a round: a removal they
   justify stays justified as candidates go.  A segment's word ORs its
   decided cells too, whose values are decided in its line and box and
   so drop out with the unit's decided values.  The rest of a box
   (line) is scanned only when the value is met in another of its
   segments, twice or more in the unit.  Returns whether a candidate
   went. */
static int
locked (work *wk)
{
  const shape *g = &wk->g;
  state *s = &wk->s;
  int n = g->n, changed = 0;
  word *segm = wk->segm, *lonce = wk->lonce, *ltwice = wk->ltwice;
  for (int k = 0; k < g->nseg; k++)
    {
      word m = 0;
      for (int i = g->seg_first[k]; i < g->seg_first[k + 1]; i++)
        m |= s->cand[g->seg_cell[i]];
      segm[k] = m;
    }
  for (int line = 0; line < 2 * n; line++)
    segs_count (segm, NULL, g->line_seg[line], g->line_seg[line + 1],
                &lonce[line], &ltwice[line]);
  for (int d = 0; d < 2; d++)
    for (int b = 0; b < n; b++)
      segs_count (segm, g->box_seg[d], g->box_first[d][b],
                  g->box_first[d][b + 1], &wk->bonce[d * n + b],
                  &wk->btwice[d * n + b]);
  for (int line = 0; line < 2 * n && !s->bad; line++)
    {
      word only = lonce[line] & ~ltwice[line] & ~s->placed[line];
      int d = line < n ? 0 : 1;
      for (int k = g->line_seg[line]; only && k < g->line_seg[line + 1]
           && !s->bad; k++)
        {
          word m = segm[k] & only
                   & wk->btwice[d * n + g->seg_box[k] - 2 * n];
          if (m)
            changed |= drop_outside (g, s, g->seg_box[k], m, d, line);
        }
    }
  for (int d = 0; d < 2; d++)
    for (int b = 0; b < n && !s->bad; b++)
      {
        word only = wk->bonce[d * n + b] & ~wk->btwice[d * n + b]
                    & ~s->placed[2 * n + b];
        const int *sg = g->box_seg[d];
        for (int j = g->box_first[d][b]; only && j < g->box_first[d][b + 1]
             && !s->bad; j++)
          {
            int k = sg[j];
            word m = segm[k] & only & ltwice[g->seg_line[k]];
            if (m)
              changed |= drop_outside (g, s, g->seg_line[k], m, 2,
                                       2 * n + b);
          }
      }
  return changed;
}

/* Kuhn's augmenting path from cell index i of a unit (cand[i] its
   candidates); mate[v] is the index matched with value bit v. */
static int
augment (const word *cand, int *mate, word *seen, int *mate_c, int i)
{
  for (word bits = cand[i] & ~*seen; bits; bits &= bits - 1)
    {
      int v = ctz (bits);
      if (*seen >> v & 1)
        continue;
      *seen |= (word) 1 << v;
      if (mate[v] < 0 || augment (cand, mate, seen, mate_c, mate[v]))
        {
          mate[v] = i;
          mate_c[i] = v;
          return 1;
        }
    }
  return 0;
}

/* A sum over unit u's cells that changes whenever one of them loses a
   candidate: the words themselves, each removal a drop that cannot wrap
   round below side 58; the open candidates counted on larger sides. */
static word
unit_size (const shape *g, const state *s, int u)
{
  const short *uc = cells_of (g, u);
  word size = 0;
  if (g->n < 58)
    for (int i = 0; i < g->n; i++)
      size += s->cand[uc[i]];
  else
    for (int i = 0; i < g->n; i++)
      if (!s->val[uc[i]])
        size += (word) ss_bit_count (s->cand[uc[i]]);
  return size;
}

/* Hall sets (Régin's filter for all-different): in each unit every
   solution matches the open cells one to one with the values the unit
   lacks, and a candidate in no perfect matching goes.  With one
   perfect matching at hand, those are the candidates x of a cell i off
   the matching from whose mate cell (x's cell in the matching) no path
   leads back to i, where cell i leads to the mate cell of each of its
   candidates.  Returns whether a candidate went.  Kept long: the
   matching and the bit-set closure work over one unit's words, kept
   in registers in one loop. */
static int
hall (work *wk)
{
  const shape *g = &wk->g;
  state *s = &wk->s;
  int n = g->n, changed = 0;
  for (int u = 0; u < 3 * n && !s->bad; u++)
    {
      if (wk->deadline > 0 && ss_now () > wk->deadline)
        {
          wk->late = 1;
          break;
        }
      word size = unit_size (g, s, u);
      if (size == wk->hsize[u])
        continue;
      wk->hsize[u] = size;
      word cand[MAXN], reach[MAXN];
      int cell[MAXN], mate[MAXN], mate_c[MAXN], m = 0;
      for (int i = 0; i < n; i++)
        if (!s->val[cells_of (g, u)[i]])
          {
            cell[m] = cells_of (g, u)[i];
            cand[m++] = s->cand[cells_of (g, u)[i]];
          }
      if (m < 2)
        continue;
      if (ss_bit_count (g->full & ~s->placed[u]) != m)
        {
          s->bad = 1;
          break;
        }
      for (int v = 0; v < n; v++)
        mate[v] = -1;
      /* a first matching by hand, then augmenting paths for the rest */
      for (int i = 0; i < m; i++)
        {
          mate_c[i] = -1;
          for (word bits = cand[i]; bits; bits &= bits - 1)
            if (mate[ctz (bits)] < 0)
              {
                mate[ctz (bits)] = i;
                mate_c[i] = ctz (bits);
                break;
              }
        }
      for (int i = 0; i < m; i++)
        if (mate_c[i] < 0)
          {
            word seen = 0;
            if (!augment (cand, mate, &seen, mate_c, i))
              {
                s->bad = 1;
                break;
              }
          }
      if (s->bad)
        break;
      /* the cells each cell leads to, closed by Warshall's algorithm */
      for (int i = 0; i < m; i++)
        {
          reach[i] = (word) 1 << i;
          for (word bits = cand[i]; bits; bits &= bits - 1)
            reach[i] |= (word) 1 << mate[ctz (bits)];
        }
      for (int k = 0; k < m; k++)
        for (int i = 0; i < m; i++)
          if (reach[i] >> k & 1)
            reach[i] |= reach[k];
      int drops = 0;
      word gone[MAXN];
      for (int i = 0; i < m; i++)
        {
          gone[i] = 0;
          for (word bits = cand[i]; bits; bits &= bits - 1)
            if (!(reach[mate[ctz (bits)]] >> i & 1))
              gone[i] |= bits & -bits;
          drops |= gone[i] != 0;
        }
      if (!drops)
        continue;
      for (int i = 0; i < m && !s->bad; i++)
        if (gone[i])
          drop (g, s, cell[i], gone[i]);
      wk->hsize[u] = unit_size (g, s, u);
      changed = 1;
      singles (g, s);
    }
  return changed;
}

/* Singles and locked candidates to a fixpoint (a grid singles fill
   has none to find). */
static void
narrow (work *wk)
{
  do
    singles (&wk->g, &wk->s);
  while (!wk->s.bad && wk->s.open && locked (wk));
}

/* Failed-literal probing: place each candidate of the cells with few
   candidates on a copy and run singles; a candidate that leads to a
   contradiction goes.  Returns whether one went. */
static int
probe (work *wk)
{
  const shape *g = &wk->g;
  state *s = &wk->s, *t = &wk->t;
  int n = g->n, changed = 0;
  for (int cell = 0; cell < n * n && !s->bad; cell++)
    {
      word c = s->cand[cell];
      for (int k = 0; k < PROBE_CANDIDATES; k++)
        c &= c - 1;
      if (s->val[cell] || c)
        continue;
      for (word bits = s->cand[cell]; bits && !s->bad && !s->val[cell];
           bits &= bits - 1)
        {
          word b = bits & -bits;
          if (!(s->cand[cell] & b))
            continue;
          state_copy (t, s, n);
          assign (g, t, cell, ctz (b));
          singles (g, t);
          if (!t->bad)
            continue;
          drop (g, s, cell, b);
          changed = 1;
          singles (g, s);
        }
    }
  return changed;
}

/* The units from pz's rows, columns and boxes (constraints of kinds 0,
   1 and 2, n of each, in order), and the segments they make. */
static void
shape_init (shape *g, const ss_puzzle *pz)
{
  int n = pz->n, next[3] = { 0, 0, 0 };
  g->n = n;
  g->full = n == 64 ? ~(word) 0 : ((word) 1 << n) - 1;
  for (int j = 0; j < pz->ncons; j++)
    {
      const ss_constraint *con = &pz->cons[j];
      int kind = (int) con->kind;
      if (kind > 2)
        continue;
      int u = kind * n + next[kind]++;
      for (int i = 0; i < n; i++)
        {
          g->units[3 * con->cells[i] + kind] = (unsigned char) u;
          g->unit[u * n + i] = (short) con->cells[i];
        }
    }
  memset (g->marks, 0, (size_t) UNIT_WORDS * n * n * sizeof *g->marks);
  for (int cell = 0; cell < n * n; cell++)
    for (int k = 0; k < 3; k++)
      {
        int u = units_of (g, cell)[k];
        g->marks[cell * UNIT_WORDS + (u >> 6)] |= (word) 1 << (u & 63);
      }
  /* each line's cells grouped by box, the boxes in the order met */
  int nseg = 0, at = 0;
  int seg_of[MAXN], size[MAXN];
  for (int line = 0; line < 2 * n; line++)
    {
      const short *lc = cells_of (g, line);
      g->line_seg[line] = nseg;
      int first = nseg;
      for (int b = 0; b < n; b++)
        seg_of[b] = -1;
      for (int i = 0; i < n; i++)
        {
          int b = units_of (g, lc[i])[2] - 2 * n;
          if (seg_of[b] < 0)
            {
              seg_of[b] = nseg;
              g->seg_line[nseg] = (short) line;
              g->seg_box[nseg] = (short) (2 * n + b);
              size[nseg - first] = 0;
              nseg++;
            }
          size[seg_of[b] - first]++;
        }
      for (int k = first; k < nseg; k++)
        {
          g->seg_first[k] = at;
          at += size[k - first];
          size[k - first] = 0;
        }
      for (int i = 0; i < n; i++)
        {
          int k = seg_of[units_of (g, lc[i])[2] - 2 * n];
          g->seg_cell[g->seg_first[k] + size[k - first]++] = lc[i];
        }
    }
  g->line_seg[2 * n] = nseg;
  g->seg_first[nseg] = at;
  g->nseg = nseg;
  /* each box's segments along rows and along columns */
  for (int d = 0; d < 2; d++)
    {
      int count[MAXN] = { 0 };
      for (int k = g->line_seg[d * n]; k < g->line_seg[d * n + n]; k++)
        count[g->seg_box[k] - 2 * n]++;
      g->box_first[d][0] = 0;
      for (int b = 0; b < n; b++)
        g->box_first[d][b + 1] = g->box_first[d][b] + count[b];
      for (int b = 0; b < n; b++)
        count[b] = g->box_first[d][b];
      for (int k = g->line_seg[d * n]; k < g->line_seg[d * n + n]; k++)
        g->box_seg[d][count[g->seg_box[k] - 2 * n]++] = k;
    }
}

/* Point g's arrays at the thread's cached shape. */
static void
shape_cached (shape *g, int n)
{
  g->n = n;
  g->full = ((word) 1 << n) - 1;
  g->unit = cache.unit;
  g->units = cache.units;
  g->marks = cache.marks;
  g->seg_line = cache.seg_line;
  g->seg_box = cache.seg_box;
  g->seg_cell = cache.seg_cell;
  g->seg_first = cache.seg_first;
  g->line_seg = cache.line_seg;
  for (int d = 0; d < 2; d++)
    {
      g->box_first[d] = cache.box_first[d];
      g->box_seg[d] = cache.box_seg[d];
    }
  g->nseg = cache.nseg;
  g->peer = cache.peer;
  g->peer_first = cache.peer_first;
}

/* Each cell's peers, in the cache's arrays. */
static void
peers_init (const shape *g)
{
  int n = g->n, count = 0;
  int seen[CNN];
  memset (seen, 0, (size_t) n * n * sizeof *seen);
  for (int cell = 0; cell < n * n; cell++)
    {
      cache.peer_first[cell] = count;
      seen[cell] = cell + 1;
      for (int k = 0; k < 3; k++)
        for (int i = 0; i < n; i++)
          {
            int p = cells_of (g, units_of (g, cell)[k])[i];
            if (seen[p] != cell + 1)
              {
                seen[p] = cell + 1;
                cache.peer[count++] = (short) p;
              }
          }
    }
  cache.peer_first[n * n] = count;
}

/* Whether the cached shape has pz's units, cell for cell: shape_init
   reads nothing else of pz. */
static int
cache_fits (const ss_puzzle *pz)
{
  int n = pz->n, next[3] = { 0, 0, 0 };
  if (cache.n != n)
    return 0;
  for (int j = 0; j < pz->ncons; j++)
    {
      const ss_constraint *con = &pz->cons[j];
      int kind = (int) con->kind;
      if (kind > 2)
        continue;
      const short *uc = cache.unit + (kind * n + next[kind]++) * n;
      for (int i = 0; i < n; i++)
        if (uc[i] != con->cells[i])
          return 0;
    }
  return 1;
}

/* g for pz: the cached shape when pz's side is small enough, built
   into the cache when it does not fit; otherwise built in g's own
   arrays (work_init). */
static void
shape_get (shape *g, const ss_puzzle *pz)
{
  if (pz->n > CACHED_N)
    {
      shape_init (g, pz);
      g->peer = NULL;
      return;
    }
  if (!cache_fits (pz))
    {
      cache.n = 0;
      shape_cached (g, pz->n);
      shape_init (g, pz);
      peers_init (g);
      cache.nseg = g->nseg;
      cache.n = pz->n;
    }
  shape_cached (g, pz->n);
}

/* The candidates the givens leave, the naked singles they make queued
   and every unit marked. */
static void
state_start (const shape *g, state *s, const ss_puzzle *pz)
{
  int n = g->n, cells = n * n;
  memset (s->placed, 0, (size_t) 3 * n * sizeof *s->placed);
  memset (s->dirty, 0, sizeof s->dirty);
  for (int u = 0; u < 3 * n; u++)
    s->dirty[u >> 6] |= (word) 1 << (u & 63);
  s->bad = 0;
  s->open = 0;
  s->top = 0;
  for (int i = 0; i < cells; i++)
    {
      int v = pz->cells[i];
      s->val[i] = (unsigned char) v;
      if (!v)
        continue;
      word b = (word) 1 << (v - 1);
      s->cand[i] = b;
      for (int k = 0; k < 3; k++)
        {
          int u = units_of (g, i)[k];
          if (s->placed[u] & b)
            s->bad = 1;
          s->placed[u] |= b;
        }
    }
  for (int i = 0; i < cells; i++)
    if (!s->val[i])
      {
        const unsigned char *u = units_of (g, i);
        word c = g->full & ~(s->placed[u[0]] | s->placed[u[1]]
                             | s->placed[u[2]]);
        s->cand[i] = c;
        s->open++;
        if (!c)
          s->bad = 1;
        else if (!(c & (c - 1)))
          s->stack[s->top++] = i;
      }
}

/* Lay out wk's arrays for side n in one block: 0, or -1 when memory
   runs out. */
static int
work_init (work *wk, int n)
{
  size_t nn = (size_t) n * n;
  size_t words = 2 * (nn + 3 * n) + 2 * nn + 3 * n + UNIT_WORDS * nn
                 + 8 * n;
  size_t ints = (2 * nn + 1) + (2 * n + 1) + 2 * (n + 1) + 2 * nn
                + 2 * nn;
  size_t shorts = 3 * nn + 3 * 2 * nn;
  size_t chars = 3 * nn + 2 * nn;
  char *p = ss_malloc (words * sizeof (word) + ints * sizeof (int)
                       + shorts * sizeof (short) + chars);
  if (!p)
    return -1;
  wk->block = p;
  word *wp = (word *) p;
  wk->s.cand = wp, wp += nn;
  wk->s.placed = wp, wp += 3 * n;
  wk->t.cand = wp, wp += nn;
  wk->t.placed = wp, wp += 3 * n;
  wk->segm = wp, wp += 2 * nn;
  wk->hsize = wp, wp += 3 * n;
  wk->lonce = wp, wp += 2 * n;
  wk->ltwice = wp, wp += 2 * n;
  wk->bonce = wp, wp += 2 * n;
  wk->btwice = wp, wp += 2 * n;
  wk->g.marks = wp, wp += UNIT_WORDS * nn;
  int *ip = (int *) wp;
  wk->g.seg_first = ip, ip += 2 * nn + 1;
  wk->g.line_seg = ip, ip += 2 * n + 1;
  for (int d = 0; d < 2; d++)
    {
      wk->g.box_first[d] = ip, ip += n + 1;
      wk->g.box_seg[d] = ip, ip += nn;
    }
  wk->s.stack = ip, ip += nn;
  wk->t.stack = ip, ip += nn;
  short *sp = (short *) ip;
  wk->g.unit = sp, sp += 3 * nn;
  wk->g.seg_line = sp, sp += 2 * nn;
  wk->g.seg_box = sp, sp += 2 * nn;
  wk->g.seg_cell = sp, sp += 2 * nn;
  unsigned char *cp = (unsigned char *) sp;
  wk->g.units = cp, cp += 3 * nn;
  wk->s.val = cp, cp += nn;
  wk->t.val = cp;
  return 0;
}

/* Whether the deadline has passed. */
static int
late (double deadline)
{
  return deadline > 0 && ss_now () > deadline;
}

int
ss_bits_presolve (const ss_puzzle *pz, int level, double deadline,
                  uint64_t *open, int *value)
{
  int n = pz->n, cells = n * n, timeout = 0;
  work w, *wk = &w;
  if (work_init (wk, n))
    return -1;
  shape_get (&wk->g, pz);
  state_start (&wk->g, &wk->s, pz);
  wk->deadline = deadline;
  wk->late = 0;
  for (int u = 0; u < 3 * n; u++)
    wk->hsize[u] = ~(word) 0;
  state *s = &wk->s;
  if (level >= SS_PRESOLVE_LOCKED)
    narrow (wk);
  else
    singles (&wk->g, s);
  while (level >= SS_PRESOLVE_HALL && !s->bad && s->open
         && !(timeout = late (deadline)) && hall (wk))
    narrow (wk);
  if (level >= SS_PRESOLVE_PROBE && !s->bad && !timeout && n <= PROBE_MAX_N)
    while (!s->bad && s->open && !(timeout = late (deadline)) && probe (wk))
      do
        narrow (wk);
      while (!s->bad && s->open && hall (wk));
  timeout |= wk->late;
  for (int i = 0; i < cells; i++)
    {
      value[i] = s->bad ? 0 : s->val[i];
      open[i] = s->bad || s->val[i] ? 0 : s->cand[i];
    }
  free (wk->block);
  return timeout;
}
