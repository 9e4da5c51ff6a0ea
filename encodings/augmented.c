/* augmented.c: extended plus triads, as in tdoku's augmented MiniSat
   baseline.  A triad t(line, s, v) says value v lies in the cells where
   a row (or a column) crosses box s of its band: k cells for k x k
   boxes; for R x C boxes a row crosses R boxes in C cells each, a
   column C boxes in R cells each.  Each triad is defined by t -> (one
   of its cells) and (each cell) -> t; every line holds v in exactly one
   of its triads and every box holds v in exactly one of its row triads
   and one of its column triads.  Unit propagation then also performs
   locked candidates (pointing and claiming).
   tdoku writes each definition as exactly one of {cells, -t}; the
   pairwise part it adds repeats the row and column at-most-one already
   in extended, so only t <-> (disjunction of cells) is emitted here.
   For k x k boxes this adds 2kn^2 variables, 2kn^2(k+1) definition
   clauses and 4n^2 exactly-one constraints over k literals (by the
   chosen scheme).  A jigsaw has a triad wherever a line meets a
   region. */
#include "encoding.h"

#include <stdlib.h>

/* t <-> (lits[0] | ... | lits[len-1]): t -> (one of the cells) and
   (each cell) -> t.  lits has room for len + 1. */
static void
define_triad (ss_enc *e, int t, int *lits, int len)
{
  lits[len] = -t;
  ss_enc_clause (e, lits, len + 1);
  for (int i = 0; i < len; i++)
    {
      int imp[2] = { -lits[i], t };
      ss_enc_clause (e, imp, 2);
    }
}

/* Triads of rows (columns when cols).  A row crosses br boxes in
   segments of bc cells, a column bc boxes in segments of br cells:
   t(a, s, v) is t0 + (a*nseg + s)*n + v - 1 for line a, segment s along
   it, value v. */
static void
triads (ss_enc *e, int t0, int cols)
{
  int n = e->pz->n;
  int nseg = cols ? e->pz->bc : e->pz->br, len = n / nseg;
  int lits[SS_MAX_SIDE / 2 + 1];
#define TRIAD(a, s, v) (t0 + ((a) * nseg + (s)) * n + (v) - 1)
  /* a sink over its budget or deadline takes nothing more */
  for (int a = 0; a < n && !e->sink->over; a++)
    for (int s = 0; s < nseg; s++)
      for (int v = 1; v <= n; v++)
        {
          int t = TRIAD (a, s, v);
          for (int i = 0; i < len; i++)
            lits[i] = cols ? ss_var (e->vm, s * len + i, a, v)
                           : ss_var (e->vm, a, s * len + i, v);
          define_triad (e, t, lits, len);
        }
  /* a line holds v in exactly one of its triads */
  for (int a = 0; a < n && !e->sink->over; a++)
    for (int v = 1; v <= n; v++)
      {
        for (int s = 0; s < nseg; s++)
          lits[s] = TRIAD (a, s, v);
        ss_enc_exactly_one (e, lits, nseg);
      }
  /* the box at segment s of band b (nseg lines) holds v on exactly one
     of its lines */
  for (int b = 0; b < len && !e->sink->over; b++)
    for (int s = 0; s < nseg; s++)
      for (int v = 1; v <= n; v++)
        {
          for (int i = 0; i < nseg; i++)
            lits[i] = TRIAD (b * nseg + i, s, v);
          ss_enc_exactly_one (e, lits, nseg);
        }
#undef TRIAD
}

/* A jigsaw's triads: where a row (a column when cols) meets a region,
   in one cell or several; every line holds v in exactly one of its
   triads and every region in exactly one of its row (column) triads. */
static void
jigsaw_triads (ss_enc *e, int cols)
{
  const ss_puzzle *pz = e->pz;
  int n = pz->n, count = 0;
  int *tri = ss_malloc ((size_t) n * n * sizeof *tri);
  if (!tri)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i < n * n; i++)
    tri[i] = -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int a = cols ? c : r, g = ss_box_of (pz, r, c);
        if (tri[a * n + g] < 0)
          tri[a * n + g] = count++;
      }
  int t0 = ss_enc_aux (e, count * n);
  int lits[SS_MAX_SIDE + 1];
#define TRIAD(a, g, v) (t0 + tri[(a) * n + (g)] * n + (v) - 1)
  for (int a = 0; a < n && !e->sink->over; a++)
    for (int g = 0; g < n; g++)
      for (int v = 1; v <= n && tri[a * n + g] >= 0; v++)
        {
          int t = TRIAD (a, g, v), len = 0;
          for (int i = 0; i < n; i++)
            {
              int r = cols ? i : a, c = cols ? a : i;
              if (ss_box_of (pz, r, c) == g)
                lits[len++] = ss_var (e->vm, r, c, v);
            }
          define_triad (e, t, lits, len);
        }
  for (int a = 0; a < n && !e->sink->over; a++)
    for (int v = 1; v <= n; v++)
      {
        int m = 0;
        for (int g = 0; g < n; g++)
          if (tri[a * n + g] >= 0)
            lits[m++] = TRIAD (a, g, v);
        ss_enc_exactly_one (e, lits, m);
      }
  for (int g = 0; g < n && !e->sink->over; g++)
    for (int v = 1; v <= n; v++)
      {
        int m = 0;
        for (int a = 0; a < n; a++)
          if (tri[a * n + g] >= 0)
            lits[m++] = TRIAD (a, g, v);
        ss_enc_exactly_one (e, lits, m);
      }
#undef TRIAD
  free (tri);
}

static void
augmented_encode (ss_enc *e)
{
  int n = e->pz->n;
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
  if (e->pz->region)
    {
      jigsaw_triads (e, 0);
      jigsaw_triads (e, 1);
      return;
    }
  int rows = ss_enc_aux (e, e->pz->br * n * n);
  int cols = ss_enc_aux (e, e->pz->bc * n * n);
  triads (e, rows, 0);
  triads (e, cols, 1);
}

const ss_encoding ss_encoding_augmented = {
  "augmented",
  "extended plus row and column triads, so propagation sees locked "
  "candidates",
  NULL, augmented_encode, NULL
};
