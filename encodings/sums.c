/* sums.c: the sum clues (src/model/sums.c) as running sums in the
   direct encoding, reduced both ways: along a list of cells with
   weights, S(i,t) says the first i cells' weighted values sum to t.  A
   sum is kept only when the cells' candidates reach it from 0 and can
   still carry it to one of the end's sums (the clue's total, or what
   the circle can read), so the last layer holds only what the clue
   allows and a cell's value that no kept sums support is ruled out at
   once.  S(0,0) is true; forward, S(i-1,t) & x(c_i,a) -> S(i,t+w*a);
   back, S(i,u) & x(c_i,a) -> S(i-1,u-w*a) (a sum not kept as the false
   literal, so either clause may be binary); exactly one S(i,t) a layer
   (the at-most-one through the chosen scheme); and supports, for the
   propagation the clauses above give only through a conflict: a kept
   sum has a kept successor and a kept predecessor, and a value x(c_i,a)
   a kept S(i,u) with S(i-1,u-w*a) kept and a kept S(i-1,t) with
   S(i,t+w*a) kept.  Every cell holding one value, each layer has
   exactly one true S, the sum so far.  A layer with one kept sum is the
   constant true.  Values may repeat: nothing here assumes them
   distinct.
     arrow         the line's last sums and the circle's numbers (its
                   cells' weights 10^(k-1), ..., 10, 1; a one-cell circle
                   is its own value), each kept where the other can
                   reach, are equal: S_line(m,t) <-> S_circle(k,t)
     little killer the diagonal's sums, the last layer its total alone
     terms         likewise, a term being a cell's value or n+1 less it
                   (the rule of 45's sets, encodings/innies.c)
   A line of m cells with cap T has at most m(T+1) auxiliaries and
   about 2m(T+1)(n+1) + 2mn clauses. */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

/* The literal of "cell code contributes a": x(c,a) for a code c >= 0,
   x(c,n+1-a) for a code ~c (the cell read as n+1 less its value). */
static int
term (ss_enc *e, int code, int a)
{
  return code >= 0 ? ss_enc_cell (e, code, a)
                   : ss_enc_cell (e, ~code, e->pz->n + 1 - a);
}

/* The running sums of m cells (weights weight[i], NULL for 1), capped
   at cap: a table of (m+1)(cap+1) flags, reach[i*(cap+1) + t] set when
   the candidates of the first i cells reach t.  NULL when memory runs
   out (sink marked). */
static unsigned char *
forward (ss_enc *e, const int *cells, const int *weight, int m, int cap)
{
  int n = e->pz->n;
  long w1 = (long) cap + 1;
  unsigned char *reach = ss_calloc ((size_t) (m + 1) * (size_t) w1, 1);
  if (!reach)
    {
      e->sink->over = SS_OVER_MEMORY;
      return NULL;
    }
  reach[0] = 1;
  for (int i = 0; i < m; i++)
    {
      long w = weight ? weight[i] : 1;
      for (int t = 0; t <= cap; t++)
        if (reach[i * w1 + t])
          for (int a = 1; a <= n && t + w * a <= cap; a++)
            if (term (e, cells[i], a) != SS_LIT_FALSE)
              reach[(i + 1) * w1 + t + w * a] = 1;
    }
  return reach;
}

/* The running sums of cells as above, each kept only when it leads to
   a sum goal[t] allows at the end; their clauses; out[t] the literal
   of "the whole sum is t" for t in 0..cap (SS_LIT_FALSE for a sum not
   kept).  Returns 0, or -1 when memory runs out (sink marked).
   Kept long: the running sums' layers and their clauses are built in one
   pass, each layer from the one before. */
static int
running (ss_enc *e, const int *cells, const int *weight, int m, int cap,
         const unsigned char *goal, int *out)
{
  int n = e->pz->n;
  long w1 = (long) cap + 1;
  unsigned char *keep = forward (e, cells, weight, m, cap);
  int *lit = ss_malloc ((size_t) (m + 1) * (size_t) w1 * sizeof *lit);
  int *c = ss_malloc ((size_t) (w1 + n + 1) * sizeof *c);
  if (!keep || !lit || !c)
    {
      free (keep);
      free (lit);
      free (c);
      e->sink->over = SS_OVER_MEMORY;
      return -1;
    }
  /* back from the goal: a sum stays when some candidate carries it to
     a sum kept on the next layer */
  for (int t = 0; t <= cap; t++)
    keep[m * w1 + t] &= goal[t];
  for (int i = m - 1; i >= 0; i--)
    {
      long w = weight ? weight[i] : 1;
      for (int t = 0; t <= cap; t++)
        if (keep[i * w1 + t])
          {
            int on = 0;
            for (int a = 1; a <= n && t + w * a <= cap && !on; a++)
              on = term (e, cells[i], a) != SS_LIT_FALSE
                   && keep[(i + 1) * w1 + t + w * a];
            keep[i * w1 + t] = (unsigned char) on;
          }
    }
  for (int i = 0; i <= m; i++)
    {
      int kept = 0;
      for (int t = 0; t <= cap; t++)
        kept += keep[i * w1 + t];
      for (int t = 0; t <= cap; t++)
        lit[i * w1 + t] = !keep[i * w1 + t] ? SS_LIT_FALSE
                          : kept == 1 ? SS_LIT_TRUE : ss_enc_aux (e, 1);
    }
  /* no sum from 0 to the goal: the empty clause */
  ss_enc_clause (e, &lit[0], 1);
  for (int i = 1; i <= m && !e->sink->over; i++)
    {
      const int *prev = lit + (i - 1) * w1, *cur = lit + i * w1;
      long w = weight ? weight[i - 1] : 1;
      int cell = cells[i - 1];
      for (int t = 0; t <= cap; t++)
        {
          int k = 0;
          /* forward: each value from a kept sum, and its support */
          if (prev[t] != SS_LIT_FALSE)
            {
              for (int a = 1; a <= n; a++)
                {
                  long u = t + w * a;
                  int x = term (e, cell, a);
                  int to = u <= cap ? cur[u] : SS_LIT_FALSE;
                  int f[3] = { -prev[t], -x, to };
                  if (x == SS_LIT_FALSE)
                    continue;
                  ss_enc_clause (e, f, 3);
                  if (to != SS_LIT_FALSE)
                    c[1 + k++] = to;
                }
              c[0] = -prev[t];
              ss_enc_clause (e, c, 1 + k);
            }
          /* back: each value into a kept sum, and its support */
          k = 0;
          if (cur[t] != SS_LIT_FALSE)
            {
              for (int a = 1; a <= n; a++)
                {
                  long u = t - w * a;
                  int x = term (e, cell, a);
                  int from = u >= 0 ? prev[u] : SS_LIT_FALSE;
                  int b[3] = { -cur[t], -x, from };
                  if (x == SS_LIT_FALSE)
                    continue;
                  ss_enc_clause (e, b, 3);
                  if (from != SS_LIT_FALSE)
                    c[1 + k++] = from;
                }
              c[0] = -cur[t];
              ss_enc_clause (e, c, 1 + k);
            }
        }
      /* each value: a kept pair of sums w*a apart, seen from either
         side */
      for (int a = 1; a <= n; a++)
        {
          int x = term (e, cell, a), k = 0, j = 0;
          if (x == SS_LIT_FALSE)
            continue;
          for (long u = w * a; u <= cap; u++)
            if (cur[u] != SS_LIT_FALSE && prev[u - w * a] != SS_LIT_FALSE)
              c[1 + k++] = cur[u];
          c[0] = -x;
          ss_enc_clause (e, c, 1 + k);
          for (long t = 0; t + w * a <= cap; t++)
            if (prev[t] != SS_LIT_FALSE && cur[t + w * a] != SS_LIT_FALSE)
              c[1 + j++] = prev[t];
          c[0] = -x;
          ss_enc_clause (e, c, 1 + j);
        }
      ss_enc_clause (e, cur, cap + 1);
      ss_enc_amo (e, cur, cap + 1);
    }
  memcpy (out, lit + m * w1, (size_t) w1 * sizeof *out);
  free (keep);
  free (lit);
  free (c);
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
  size_t w1 = (size_t) cap + 1;
  int *line = ss_malloc (2 * w1 * sizeof *line);
  int *weight = ss_malloc ((size_t) k * sizeof *weight);
  unsigned char *goal = ss_malloc (w1);
  unsigned char *lr = forward (e, con->cells + k, NULL, m, cap), *cr = NULL;
  for (int j = k - 1, w = 1; weight && j >= 0; j--, w *= 10)
    weight[j] = w;
  if (k > 1 && lr && weight)
    cr = forward (e, con->cells, weight, k, cap);
  if (!line || !weight || !goal || !lr || (k > 1 && !cr))
    {
      e->sink->over = SS_OVER_MEMORY;
      goto done;
    }
  /* the sums both sides can reach */
  int *number = line + w1;
  for (int t = 0; t <= cap; t++)
    goal[t] = lr[(size_t) m * w1 + t]
              && (k > 1 ? cr[(size_t) k * w1 + t]
                  : t >= 1 && t <= n
                    && ss_enc_cell (e, con->cells[0], t) != SS_LIT_FALSE);
  if (running (e, con->cells + k, NULL, m, cap, goal, line))
    goto done;
  if (k == 1)
    {
      for (int t = 0; t <= cap; t++)
        number[t] = goal[t] ? ss_enc_cell (e, con->cells[0], t)
                            : SS_LIT_FALSE;
      /* the circle's values no line sum reaches */
      for (int a = 1; a <= n; a++)
        if (a > cap || !goal[a])
          {
            int x = -ss_enc_cell (e, con->cells[0], a);
            ss_enc_clause (e, &x, 1);
          }
    }
  else if (running (e, con->cells, weight, k, cap, goal, number))
    goto done;
  for (int t = 0; t <= cap && !e->sink->over; t++)
    {
      int a[2] = { -line[t], number[t] }, b[2] = { -number[t], line[t] };
      ss_enc_clause (e, a, 2);
      ss_enc_clause (e, b, 2);
    }
done:
  free (line);
  free (weight);
  free (goal);
  free (lr);
  free (cr);
}

void
ss_enc_little_killer (ss_enc *e, const ss_constraint *con)
{
  ss_enc_sum_terms (e, con->cells, con->ncells, con->param);
}

void
ss_enc_sum_terms (ss_enc *e, const int *cells, int m, int total)
{
  int cap = total;
  int *last = ss_malloc ((size_t) (cap + 1) * sizeof *last);
  unsigned char *goal = ss_calloc ((size_t) cap + 1, 1);
  if (!last || !goal)
    e->sink->over = SS_OVER_MEMORY;
  else
    {
      goal[cap] = 1;
      running (e, cells, NULL, m, cap, goal, last);
    }
  free (last);
  free (goal);
}
