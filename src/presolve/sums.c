/* sums.c: the propagators of the sum clues (src/model/sums.c): arrows
   and little killers.  A line's sums are found by reaching them from
   both ends over the cells' candidates (values may repeat, so every
   combination counts), and a value stays while some sum through it
   meets a value the clue allows: the little killer's total, the
   circle cell's candidates, or the numbers a circle of several cells
   can read.  This is exact for the clue alone; the units' all-different
   is left to their own propagation. */
#include "presolve/presolve.h"

#include <stdlib.h>
#include <string.h>

typedef struct line_work {
  int m, n, cap;           /* line cells, side, the greatest sum kept */
  unsigned char *pre;      /* pre[i][s]: cells 0..i-1 can sum to s */
  unsigned char *back;     /* back[i][s]: with s from cells 0..i-1, cells
                              i..m-1 can reach a sum the clue allows */
} line_work;

#define AT(w, a, i, s) (a)[(size_t) (i) * ((w)->cap + 1) + (s)]

/* Fill pre and back for line (m cells) and the sums target allows
   (target[0..cap]). */
static void
line_reach (ss_cands *v, line_work *w, const int *line,
            const unsigned char *target)
{
  int m = w->m, n = w->n, cap = w->cap;
  memset (w->pre, 0, (size_t) (m + 1) * (cap + 1));
  memset (w->back, 0, (size_t) (m + 1) * (cap + 1));
  AT (w, w->pre, 0, 0) = 1;
  for (int i = 0; i < m; i++)
    for (int s = 0; s <= cap; s++)
      if (AT (w, w->pre, i, s))
        for (int a = 1; a <= n && s + a <= cap; a++)
          if (v->has (v->ctx, line[i], a))
            AT (w, w->pre, i + 1, s + a) = 1;
  memcpy (&AT (w, w->back, m, 0), target, (size_t) cap + 1);
  for (int i = m - 1; i >= 0; i--)
    for (int s = 0; s <= cap; s++)
      for (int a = 1; a <= n && s + a <= cap; a++)
        if (AT (w, w->back, i + 1, s + a) && v->has (v->ctx, line[i], a))
          {
            AT (w, w->back, i, s) = 1;
            break;
          }
}

/* Whether value a of line cell i lies on a sum the clue allows. */
static int
line_keeps (const line_work *w, int i, int a)
{
  for (int s = 0; s + a <= w->cap; s++)
    if (AT (w, w->pre, i, s) && AT (w, w->back, i + 1, s + a))
      return 1;
  return 0;
}

/* The circle's numbers: each choice of a candidate a cell of the
   circle (k cells, k >= 2 only up to 9x9, so that a value is a digit),
   read in order, up to cap; visit gets each number with its digits
   (digit[0..k)). */
typedef void visit_fn (void *, long, const int *);

static void
circle_numbers (ss_cands *v, const int *circle, int k, int j, long number,
                int *digit, int cap, visit_fn *visit, void *arg)
{
  if (number > cap)
    return;
  if (j == k)
    {
      visit (arg, number, digit);
      return;
    }
  for (int a = 1; a <= v->n; a++)
    if (v->has (v->ctx, circle[j], a))
      {
        digit[j] = a;
        circle_numbers (v, circle, k, j + 1, number * 10 + a, digit, cap,
                        visit, arg);
      }
}

typedef struct circle_work {
  const line_work *w;
  unsigned char *target;     /* numbers some choice reads */
  unsigned char *keep;       /* keep[j * (n + 1) + a]: digit a of cell j
                                stays */
  int k, n;
} circle_work;

static void
mark_target (void *arg, long number, const int *digit)
{
  circle_work *c = arg;
  (void) digit;
  c->target[number] = 1;
}

static void
mark_keep (void *arg, long number, const int *digit)
{
  circle_work *c = arg;
  if (AT (c->w, c->w->pre, c->w->m, number))
    for (int j = 0; j < c->k; j++)
      c->keep[j * (c->n + 1) + digit[j]] = 1;
}

/* The drops gathered before any is made (a view may defer them). */
typedef struct drops {
  int *cell, *value, count;
} drops;

static void
drop_later (drops *d, int cell, int a)
{
  d->cell[d->count] = cell;
  d->value[d->count++] = a;
}

/* A line of m cells whose sum meets target[0..cap] (the circle's
   numbers for an arrow of k circle cells, else the clue's total). */
static void
sum_line (ss_cands *v, const ss_constraint *con, int k, int cap,
          int total)
{
  int n = v->n, m = con->ncells - k;
  const int *line = con->cells + k;
  line_work w = { m, n, cap, NULL, NULL };
  size_t layer = (size_t) cap + 1;
  unsigned char *mem = ss_calloc ((size_t) (2 * (m + 1) + 1) * layer
                                  + (size_t) k * (n + 1), 1);
  drops d = { ss_malloc ((size_t) (m + k) * n * sizeof (int)),
              ss_malloc ((size_t) (m + k) * n * sizeof (int)), 0 };
  if (!mem || !d.cell || !d.value)
    {
      free (mem);
      free (d.cell);
      free (d.value);
      v->oom = 1;
      return;
    }
  w.pre = mem;
  w.back = mem + (size_t) (m + 1) * layer;
  unsigned char *target = w.back + (size_t) (m + 1) * layer;
  circle_work c = { &w, target, target + layer, k, n };
  int digit[32];
  if (!k)
    target[total] = 1;
  else if (k == 1)
    for (int a = 1; a <= n && a <= cap; a++)
      target[a] = (unsigned char) v->has (v->ctx, con->cells[0], a);
  else
    circle_numbers (v, con->cells, k, 0, 0, digit, cap, mark_target, &c);
  line_reach (v, &w, line, target);
  for (int i = 0; i < m; i++)
    for (int a = 1; a <= n; a++)
      if (v->has (v->ctx, line[i], a) && !line_keeps (&w, i, a))
        drop_later (&d, line[i], a);
  if (k == 1)
    {
      for (int a = 1; a <= n; a++)
        if (v->has (v->ctx, con->cells[0], a)
            && (a > cap || !AT (&w, w.pre, m, a)))
          drop_later (&d, con->cells[0], a);
    }
  else if (k > 1)
    {
      circle_numbers (v, con->cells, k, 0, 0, digit, cap, mark_keep, &c);
      for (int j = 0; j < k; j++)
        for (int a = 1; a <= n; a++)
          if (v->has (v->ctx, con->cells[j], a) && !c.keep[j * (n + 1) + a])
            drop_later (&d, con->cells[j], a);
    }
  for (int i = 0; i < d.count; i++)
    v->drop (v->ctx, d.cell[i], d.value[i]);
  free (mem);
  free (d.cell);
  free (d.value);
}

void
ss_prop_arrow (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int k = con->param, m = con->ncells - k, n = v->n;
  /* no sum past the line's greatest, nor past the circle's */
  long cap = (long) m * n, circle = 0;
  for (int j = 0; j < k; j++)
    circle = circle * 10 + n;
  if (circle < cap)
    cap = circle;
  sum_line (v, con, k, (int) cap, 0);
}

void
ss_prop_little_killer (ss_cands *v, const ss_puzzle *pz,
                       const ss_constraint *con)
{
  (void) pz;
  sum_line (v, con, 0, con->param, con->param);
}
