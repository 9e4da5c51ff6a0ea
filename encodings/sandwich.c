/* sandwich.c: the clues outside the grid (src/model/sandwich.c) as
   clauses, by one of two encodings, as the sum encoding
   (e->sum, --sum-encoding) chooses: "combos" picks the combinations,
   any other the running sums.  Both rely on the line being a row or
   column, all different: its 1 and its n each appear once.

   Running sums (auxiliaries, any grid).  Along the line's cells c_0
   .. c_{n-1}, S(k,t) says the counted cells among the first k sum to
   t (t up to the total T); S(0,0) is true, each layer k >= 1 has
   exactly one true S (the at-most-one through the chosen scheme), and
   forward clauses carry it, so the layer holds the true sum.
     sandwich  B(k), a crust (1 or n) among c_0..c_{k-1}, and A(k), one
               among c_{k+1}..c_{n-1}, by their equivalences; in(k) =
               B(k) & A(k), the cell lies between the crusts; S(k,t) &
               -in(k) -> S(k+1,t), S(k,t) & in(k) & x(c_k,a) ->
               S(k+1,t+a) (no such S past T: the clause without it);
               S(n,T) a unit clause.  About n(T+4) auxiliaries and
               n(T+1)(n-1) clauses.
     x-sum     S(k,t) & x(c_k,a) -> S(k+1,t+a), or past T the layer's
               overflow O(k+1), which O(k) implies; for each X,
               x(c_0,X) -> S(X,T).  About n(T+2) auxiliaries and n^2(T+1)
               clauses.

   Combinations (no running sums).  A set of digits D with the part's
   size and the total gets an auxiliary d(D), with (-d(D) | the part
   shows v) for each v of D, which with the part all different fills
   the part with D exactly; the clue's case chooses one of its sets.
     sandwich  for each two places i < j of the crusts, (-x(c_i,1) |
               -x(c_j,n) | d(D) ...) and (-x(c_i,n) | -x(c_j,1) | d(D)
               ...) over the sets D of j-i-1 digits of 2..n-1 summing to
               T; two places with no set are binary clauses.
     x-sum     for each X, (-x(c_0,X) | d(D) ...) over the sets D of X-1
               digits other than X summing to T - X (a unit clause when
               none does).
   On 9x9 a sandwich of 12 has about 90 sets over its 36 places and an
   x-sum of 25 a dozen; a clue of more than COMBO_MAX sets (big grids)
   is written with running sums. */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

#define COMBO_MAX 20000

/* ------------------------------------------------------------------ */
/* Running sums */

/* Layer after layer: S(k+1,*) from S(k,*) over cell c_k, whose value a
   counts when count (a literal; SS_LIT_TRUE always) holds, values lo..hi
   only; over (the overflow, or SS_LIT_FALSE: none) past T.  cur and
   next hold T+1 literals. */
static void
layer (ss_enc *e, int cell, int count, int lo, int hi, const int *cur,
       int ocur, int *next, int *onext, int overflow, int total)
{
  int lits[5];
  for (int t = 0; t <= total; t++)
    next[t] = ss_enc_aux (e, 1);
  *onext = overflow ? ss_enc_aux (e, 1) : SS_LIT_FALSE;
  for (int t = 0; t <= total; t++)
    {
      if (cur[t] == SS_LIT_FALSE)
        continue;
      if (count != SS_LIT_TRUE)
        {
          /* not counted: the sum stays */
          lits[0] = -cur[t], lits[1] = count, lits[2] = next[t];
          ss_enc_clause (e, lits, 3);
        }
      for (int a = lo; a <= hi; a++)
        {
          int m = 0;
          lits[m++] = -cur[t];
          if (count != SS_LIT_TRUE)
            lits[m++] = -count;
          lits[m++] = -ss_enc_cell (e, cell, a);
          lits[m++] = t + a <= total ? next[t + a] : *onext;
          ss_enc_clause (e, lits, m);
        }
    }
  if (overflow)
    {
      lits[0] = -ocur, lits[1] = *onext;
      ss_enc_clause (e, lits, 2);
    }
  /* exactly one sum a layer (the overflow among them) */
  next[total + 1] = *onext;
  ss_enc_clause (e, next, total + 2);
  ss_enc_amo (e, next, total + 2);
}

/* A fresh literal equivalent to prev | x(cell,1) | x(cell,n). */
static int
crust_or (ss_enc *e, int prev, int cell)
{
  int n = e->pz->n, one = ss_enc_cell (e, cell, 1);
  int top = ss_enc_cell (e, cell, n), y = ss_enc_aux (e, 1);
  int all[4] = { -y, prev, one, top };
  int a[2] = { y, -prev }, b[2] = { y, -one }, d[2] = { y, -top };
  ss_enc_clause (e, all, 4);
  ss_enc_clause (e, a, 2);
  ss_enc_clause (e, b, 2);
  ss_enc_clause (e, d, 2);
  return y;
}

static void
sandwich_running (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, total = con->param;
  const int *c = con->cells;
  int *before = ss_malloc ((size_t) 3 * (n + 1) * sizeof *before);
  int *sums = ss_malloc ((size_t) 2 * (total + 2) * sizeof *sums);
  if (!before || !sums)
    {
      free (before);
      free (sums);
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  int *after = before + n + 1, *in = after + n + 1;
  /* before[k]: a crust among c_0..c_{k-1}; after[k]: among
     c_{k+1}..c_{n-1} */
  before[0] = SS_LIT_FALSE;
  for (int k = 0; k + 1 < n; k++)
    before[k + 1] = crust_or (e, before[k], c[k]);
  after[n - 1] = SS_LIT_FALSE;
  for (int k = n - 1; k > 0; k--)
    after[k - 1] = crust_or (e, after[k], c[k]);
  for (int k = 0; k < n; k++)
    {
      if (before[k] == SS_LIT_FALSE || after[k] == SS_LIT_FALSE)
        {
          in[k] = SS_LIT_FALSE;
          continue;
        }
      in[k] = ss_enc_aux (e, 1);
      int a[2] = { -in[k], before[k] }, b[2] = { -in[k], after[k] };
      int d[3] = { in[k], -before[k], -after[k] };
      ss_enc_clause (e, a, 2);
      ss_enc_clause (e, b, 2);
      ss_enc_clause (e, d, 3);
    }
  int *cur = sums, *next = sums + total + 2, oc = SS_LIT_FALSE, on;
  for (int t = 0; t <= total; t++)
    cur[t] = t ? SS_LIT_FALSE : SS_LIT_TRUE;
  for (int k = 0; k < n && !e->sink->over; k++)
    {
      if (in[k] == SS_LIT_FALSE)
        continue;     /* never counted: the sums stay as they are */
      layer (e, c[k], in[k], 2, n - 1, cur, oc, next, &on, 0, total);
      int *t = cur;
      cur = next;
      next = t;
    }
  ss_enc_clause (e, &cur[total], 1);
  free (before);
  free (sums);
}

static void
xsum_running (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, total = con->param;
  const int *c = con->cells;
  int *sums = ss_malloc ((size_t) 2 * (total + 2) * sizeof *sums);
  if (!sums)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  int *cur = sums, *next = sums + total + 2, oc = SS_LIT_FALSE, on;
  int last = 0;       /* the greatest X the first cell may hold */
  for (int x = 1; x <= n; x++)
    if (ss_enc_cell (e, c[0], x) != SS_LIT_FALSE)
      last = x;
  for (int t = 0; t <= total; t++)
    cur[t] = t ? SS_LIT_FALSE : SS_LIT_TRUE;
  for (int k = 0; k < last && !e->sink->over; k++)
    {
      layer (e, c[k], SS_LIT_TRUE, 1, n, cur, oc, next, &on, 1, total);
      oc = on;
      int *t = cur;
      cur = next;
      next = t;
      /* X = k + 1: the first k + 1 cells sum to the total */
      int lits[2] = { -ss_enc_cell (e, c[0], k + 1), cur[total] };
      ss_enc_clause (e, lits, 2);
    }
  free (sums);
}

/* ------------------------------------------------------------------ */
/* Combinations */

typedef struct combo {
  ss_enc *e;
  const int *part;       /* the part's cells */
  int m, lo, hi, skip;   /* m digits lo..hi other than skip */
  int set[SS_MAX_SIDE];
  int *choice;           /* the clause being built: its literals */
  int nchoice, room;
  long count;            /* sets found (counting only: none written) */
  int write;
} combo;

/* The sets of m - i more digits from lo up summing to left. */
static void
sets (combo *x, int i, int from, long left)
{
  if (x->count > COMBO_MAX || x->e->sink->over)
    return;
  if (i == x->m)
    {
      if (left)
        return;
      x->count++;
      if (!x->write)
        return;
      int d = ss_enc_aux (x->e, 1);
      int *lits = ss_malloc ((size_t) (x->m + 1) * sizeof *lits);
      if (!lits)
        {
          x->e->sink->over = SS_OVER_MEMORY;
          return;
        }
      for (int j = 0; j < x->m; j++)
        {
          lits[0] = -d;
          for (int k = 0; k < x->m; k++)
            lits[k + 1] = ss_enc_cell (x->e, x->part[k], x->set[j]);
          ss_enc_clause (x->e, lits, x->m + 1);
        }
      free (lits);
      x->choice[x->nchoice++] = d;
      return;
    }
  /* the rest can reach left: the k smallest digits from here do not
     pass it, the k largest do not fall short (skip left out, the true
     bounds lie inside these) */
  long k = x->m - i, least = k * from + k * (k - 1) / 2;
  long most = k * x->hi - k * (k - 1) / 2;
  if (least > left || most < left)
    return;
  for (int v = from; v <= x->hi && v <= left; v++)
    if (v != x->skip)
      {
        x->set[i] = v;
        sets (x, i + 1, v + 1, left - v);
      }
}

/* The sets of part (m cells, digits lo..hi other than skip) summing
   to total: counted, or written with their auxiliaries appended to
   x->choice. */
static void
part_sets (combo *x, const int *part, int m, int lo, int hi, int skip,
           long total, int write)
{
  x->part = part;
  x->m = m;
  x->lo = lo;
  x->hi = hi;
  x->skip = skip;
  x->write = write;
  sets (x, 0, lo, total);
}

/* Whether the clue's sets number COMBO_MAX or fewer. */
static int
few_sets (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, total = con->param;
  combo x = { .e = e };
  if (con->kind == SS_CON_SANDWICH)
    for (int d = 0; d + 2 <= n && x.count <= COMBO_MAX; d++)
      {
        long before = x.count;
        part_sets (&x, con->cells, d, 2, n - 1, 0, total, 0);
        /* each place of the crusts d apart */
        x.count = before + (x.count - before) * (n - d - 1);
      }
  else
    for (int v = 1; v <= n && x.count <= COMBO_MAX; v++)
      part_sets (&x, con->cells, v - 1, 1, n, v, (long) total - v, 0);
  return x.count <= COMBO_MAX;
}

static void
combos (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, total = con->param;
  const int *c = con->cells;
  combo x = { .e = e };
  x.room = COMBO_MAX + 4;
  x.choice = ss_malloc ((size_t) x.room * sizeof *x.choice);
  if (!x.choice)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  if (con->kind == SS_CON_XSUM)
    for (int v = 1; v <= n && !e->sink->over; v++)
      {
        x.choice[0] = -ss_enc_cell (e, c[0], v);
        x.nchoice = 1;
        x.count = 0;
        if (x.choice[0] == SS_LIT_TRUE)
          continue;
        part_sets (&x, c + 1, v - 1, 1, n, v, (long) total - v, 1);
        ss_enc_clause (e, x.choice, x.nchoice);
      }
  else
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n && !e->sink->over; j++)
        {
          int p[2][2] = { { 1, n }, { n, 1 } };
          x.nchoice = 2;
          x.count = 0;
          part_sets (&x, c + i + 1, j - i - 1, 2, n - 1, 0, total, 1);
          for (int o = 0; o < 2; o++)
            {
              x.choice[0] = -ss_enc_cell (e, c[i], p[o][0]);
              x.choice[1] = -ss_enc_cell (e, c[j], p[o][1]);
              ss_enc_clause (e, x.choice, x.nchoice);
            }
        }
  free (x.choice);
}

/* ------------------------------------------------------------------ */

static int
by_combos (const ss_enc *e)
{
  return e->sum && !strcmp (e->sum->name, "combos");
}

void
ss_enc_sandwich (ss_enc *e, const ss_constraint *con)
{
  if (by_combos (e) && few_sets (e, con))
    combos (e, con);
  else
    sandwich_running (e, con);
}

void
ss_enc_xsum (ss_enc *e, const ss_constraint *con)
{
  if (by_combos (e) && few_sets (e, con))
    combos (e, con);
  else
    xsum_running (e, con);
}
