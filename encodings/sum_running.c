/* sum_running.c: a cage's total as order-encoded running sums (the
   order encoding of a linear constraint, Tamura et al., Constraints
   2009, unrolled along the cage as a sequential counter).  With P(i) the
   sum of the first i cells' values and T the total, g(i,s) says P(i) >=
   s for s up to T + 1, where "at least T + 1" stands for every sum past
   T; g(i,s) is true for s <= i (values are at least 1) and false for s >
   i*n, else an auxiliary.  For each cell i, value a and bound s:
   g(i-1,s) & x(c_i,a) -> g(i,min(s+a,T+1)), and -g(i-1,s+1) & x(c_i,a)
   -> -g(i,s+a+1); g(i,s+1) -> g(i,s); finally g(m,T) and -g(m,T+1).
   At most m(T+1) auxiliaries and m(n(2T+3) + T) + 2 clauses before
   constants are folded; on 9x9 a cage of 2 cells totalling 10 has 17
   auxiliaries and 193 clauses, 3 cells totalling 15 has 35 and 483
   (see encodings/README for more). */
#include "encoding.h"

#include <stdlib.h>

typedef struct running {
  int n, cap;          /* cap = T + 1 */
  int *var;            /* var[i*(cap+1) + s]: g(i,s)'s auxiliary, or 0 */
} running;

static int
g (const running *r, int i, int s)
{
  if (s <= i)
    return SS_LIT_TRUE;
  if (s > (long) i * r->n)
    return SS_LIT_FALSE;
  return r->var[(long) i * (r->cap + 1) + s];
}

static void
running_encode (ss_enc *e, const int *cells, int m, int total)
{
  int n = e->pz->n;
  running r = { n, total + 1, NULL };
  r.var = ss_calloc ((size_t) (m + 1) * (r.cap + 1), sizeof *r.var);
  if (!r.var)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 1; i <= m; i++)
    for (int s = i + 1; s <= r.cap && s <= (long) i * n; s++)
      r.var[(long) i * (r.cap + 1) + s] = ss_enc_aux (e, 1);
  for (int i = 1; i <= m && !e->sink->over; i++)
    {
      int cell = cells[i - 1];
      for (int s = 0; s <= r.cap && !e->sink->over; s++)
        {
          int up = g (&r, i - 1, s);        /* P(i-1) >= s */
          int down = s < r.cap ? g (&r, i - 1, s + 1) : SS_LIT_TRUE;
          if (up == SS_LIT_FALSE && down == SS_LIT_TRUE)
            continue;
          for (int a = 1; a <= n; a++)
            {
              int x = ss_enc_cell (e, cell, a);
              if (up != SS_LIT_FALSE)
                {
                  int to = s + a < r.cap ? s + a : r.cap;
                  int c[3] = { -up, -x, g (&r, i, to) };
                  ss_enc_clause (e, c, 3);
                }
              if (down != SS_LIT_TRUE && s + a + 1 <= r.cap)
                {
                  int c[3] = { down, -x, -g (&r, i, s + a + 1) };
                  ss_enc_clause (e, c, 3);
                }
            }
        }
      for (int s = 1; s < r.cap; s++)
        {
          int c[2] = { -g (&r, i, s + 1), g (&r, i, s) };
          ss_enc_clause (e, c, 2);
        }
    }
  int reach = g (&r, m, total), past = -g (&r, m, r.cap);
  ss_enc_clause (e, &reach, 1);
  ss_enc_clause (e, &past, 1);
  free (r.var);
}

const ss_sum_encoding ss_sum_running = {
  "running",
  "order-encoded running sums 'the first i cells sum to at least s', "
  "bounded by the total",
  running_encode
};
