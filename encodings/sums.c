/* sums.c: the sum clues (src/model/sums.c) as running sums in the
   direct encoding: along a list of cells with weights, S(i,t) says the
   first i cells' weighted values sum to t (t up to a cap).  S(0,0) is
   true; S(i-1,t) & x(c_i,a) -> S(i,t+w*a), or when t+w*a passes the
   cap, -S(i-1,t) | -x(c_i,a); back, S(i,u) & x(c_i,a) -> S(i-1,u-w*a);
   exactly one S(i,t) a layer (the at-most-one through the chosen
   scheme).  Every cell holding one value, each layer has exactly one
   true S, the sum so far.  A layer with one reachable sum is the
   constant true, and sums no candidates reach get no variable.  Values
   may repeat: nothing here assumes them distinct.
     arrow         the line's sums (weights 1, capped by the circle's
                   greatest number) and the circle's number (its cells'
                   weights 10^(k-1), ..., 10, 1; a one-cell circle is its
                   own value) are equal: S_line(m,t) <-> S_circle(k,t)
     little killer the diagonal's sums capped by the total, and S(m,T)
   A line of m cells with cap T has at most m(T+1) auxiliaries and
   2m(T+1)n transition clauses. */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

/* The last layer of the running sums of cells (weights weight[i]),
   capped at cap: out[t] the literal of "the sum is t" for t in 0..cap,
   SS_LIT_FALSE for a sum not reached.  Returns 0, or -1 when memory
   runs out (sink marked). */
static int
running (ss_enc *e, const int *cells, const int *weight, int m, int cap,
         int *out)
{
  int n = e->pz->n;
  int *cur = ss_malloc ((size_t) 2 * (cap + 1) * sizeof *cur);
  if (!cur)
    {
      e->sink->over = SS_OVER_MEMORY;
      return -1;
    }
  int *next = cur + cap + 1;
  for (int t = 0; t <= cap; t++)
    cur[t] = SS_LIT_FALSE;
  cur[0] = SS_LIT_TRUE;
  for (int i = 0; i < m && !e->sink->over; i++)
    {
      long w = weight ? weight[i] : 1;
      int reached = 0;
      for (int t = 0; t <= cap; t++)
        next[t] = SS_LIT_FALSE;
      /* which sums this layer reaches: 0 marks them, then variables */
      for (int t = 0; t <= cap; t++)
        if (cur[t] != SS_LIT_FALSE)
          for (int a = 1; a <= n; a++)
            {
              long u = t + w * a;
              if (u <= cap && ss_enc_cell (e, cells[i], a) != SS_LIT_FALSE
                  && next[u] == SS_LIT_FALSE)
                next[u] = 0, reached++;
            }
      for (int t = 0; t <= cap; t++)
        if (next[t] == 0)
          next[t] = reached == 1 ? SS_LIT_TRUE : ss_enc_aux (e, 1);
      for (int t = 0; t <= cap && !e->sink->over; t++)
        if (cur[t] != SS_LIT_FALSE)
          for (int a = 1; a <= n; a++)
            {
              long u = t + w * a;
              int c[3] = { -cur[t], -ss_enc_cell (e, cells[i], a),
                           u <= cap ? next[u] : SS_LIT_FALSE };
              ss_enc_clause (e, c, 3);
            }
      /* and back: S(i,u) & x(c_i,a) -> S(i-1,u-w*a), one sum a layer
         at least; these carry what the sum needs back to the cells */
      for (int u = 0; u <= cap && !e->sink->over; u++)
        if (next[u] != SS_LIT_FALSE)
          for (int a = 1; a <= n; a++)
            {
              long t = u - w * a;
              int c[3] = { -next[u], -ss_enc_cell (e, cells[i], a),
                           t >= 0 ? cur[t] : SS_LIT_FALSE };
              ss_enc_clause (e, c, 3);
            }
      ss_enc_clause (e, next, cap + 1);
      ss_enc_amo (e, next, cap + 1);
      memcpy (cur, next, (size_t) (cap + 1) * sizeof *cur);
    }
  memcpy (out, cur, (size_t) (cap + 1) * sizeof *out);
  free (cur);
  return 0;
}

void
ss_enc_arrow (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, k = con->param, m = con->ncells - k;
  /* the common range: no line sum past m*n, no circle past k digits n */
  long circle = 0;
  for (int j = 0; j < k; j++)
    circle = circle * 10 + n;
  int cap = (int) (circle < (long) m * n ? circle : (long) m * n);
  int *line = ss_malloc ((size_t) 2 * (cap + 1) * sizeof *line);
  int *weight = ss_malloc ((size_t) k * sizeof *weight);
  if (!line || !weight)
    {
      free (line);
      free (weight);
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  int *number = line + cap + 1;
  if (!running (e, con->cells + k, NULL, m, cap, line))
    {
      if (k == 1)
        for (int t = 0; t <= cap; t++)
          number[t] = t >= 1 && t <= n ? ss_enc_cell (e, con->cells[0], t)
                                       : SS_LIT_FALSE;
      else
        {
          for (int j = k - 1, w = 1; j >= 0; j--, w *= 10)
            weight[j] = w;
          running (e, con->cells, weight, k, cap, number);
        }
      for (int t = 0; t <= cap && !e->sink->over; t++)
        {
          int a[2] = { -line[t], number[t] }, b[2] = { -number[t], line[t] };
          ss_enc_clause (e, a, 2);
          ss_enc_clause (e, b, 2);
        }
    }
  free (line);
  free (weight);
}

void
ss_enc_little_killer (ss_enc *e, const ss_constraint *con)
{
  int cap = con->param;
  int *last = ss_malloc ((size_t) (cap + 1) * sizeof *last);
  if (!last)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  if (!running (e, con->cells, NULL, con->ncells, cap, last))
    ss_enc_clause (e, &last[cap], 1);
  free (last);
}
