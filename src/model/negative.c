/* negative.c: the negative constraints of kropki and XV: every pair of
   orthogonal neighbours that carries no mark of its family breaks that
   family's rule.  No white dot: the values are not 1 apart (f-puzzles
   writes this as non-consecutive beside the dots); no black dot:
   neither value is twice the other; no XV sign: the values sum neither
   to 10 nor to 5.  A pair with a kropki dot of either colour is exempt
   from both kropki negatives, as f-puzzles has it (a dot between 1 and
   2 may be either colour, so its pair must be free of both). */
#include "model/model.h"

#include <stdlib.h>

/* The marks that exempt a pair from kind. */
static int
exempts (ss_con_kind kind, ss_con_kind mark)
{
  if (kind == SS_CON_NOXV)
    return mark == SS_CON_SUM;
  return mark == SS_CON_WHITE || mark == SS_CON_BLACK;
}

static int
negative_kind (ss_con_kind kind)
{
  return kind == SS_CON_NOWHITE || kind == SS_CON_NOBLACK
         || kind == SS_CON_NOXV;
}

/* Whether a and b (a < b) carry a mark that exempts them from kind. */
static int
marked (const ss_puzzle *p, ss_con_kind kind, int a, int b)
{
  for (int u = 0; u < p->ncons; u++)
    {
      const ss_constraint *con = &p->cons[u];
      if (!exempts (kind, con->kind))
        continue;
      for (int i = 0; i + 1 < con->ncells; i += 2)
        if ((con->cells[i] == a && con->cells[i + 1] == b)
            || (con->cells[i] == b && con->cells[i + 1] == a))
          return 1;
    }
  return 0;
}

static int
has_kind (const ss_puzzle *p, ss_con_kind kind, ss_error *err)
{
  for (int u = 0; u < p->ncons; u++)
    if (p->cons[u].kind == kind)
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a second %s "
                      "constraint (one covers every pair of neighbours)",
                      ss_kind (kind)->name);
  return 0;
}

int
ss_puzzle_add_negative (ss_puzzle *p, ss_con_kind kind, ss_error *err)
{
  int n = p->n;
  if (!negative_kind (kind))
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "not a negative "
                    "constraint");
  if (has_kind (p, kind, err))
    return -1;
  /* 2n(n-1) pairs of neighbours, two cells each */
  int *cells = ss_malloc ((size_t) 4 * n * (n - 1) * sizeof *cells);
  if (!cells)
    return ss_oom (err);
  int m = 0;
  for (int a = 0; a < n * n; a++)
    for (int dir = 0; dir < 2; dir++)
      {
        int b = dir ? a + n : a + 1;
        if ((dir && b >= n * n) || (!dir && a % n == n - 1)
            || marked (p, kind, a, b))
          continue;
        cells[m++] = a;
        cells[m++] = b;
      }
  int rc = 0;
  if (m && ss_puzzle_add_param_con (p, kind, cells, m, 0))
    rc = ss_oom (err);
  free (cells);
  return rc;
}

int
ss_puzzle_add_negative_pairs (ss_puzzle *p, ss_con_kind kind,
                              const int *cells, int m, ss_error *err)
{
  int n = p->n;
  long nn = (long) n * n;
  const char *name = negative_kind (kind) ? ss_kind (kind)->name : NULL;
  if (!name)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "not a negative "
                    "constraint");
  if (has_kind (p, kind, err))
    return -1;
  if (m < 2 || m % 2)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a %s constraint lists "
                    "pairs of cells, not %d cell%s", name, m,
                    m == 1 ? "" : "s");
  for (int i = 0; i < m; i++)
    if (cells[i] < 0 || cells[i] >= nn)
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s cell %d is off "
                      "the %dx%d grid", name, cells[i], n, n);
  for (int i = 0; i < m; i += 2)
    {
      int a = cells[i], b = cells[i + 1];
      int dr = a / n - b / n, dc = a % n - b % n;
      if (dr * dr + dc * dc != 1)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s pair %d: row "
                        "%d, column %d and row %d, column %d are not "
                        "neighbours", name, i / 2 + 1, a / n + 1,
                        a % n + 1, b / n + 1, b % n + 1);
      if (marked (p, kind, a, b))
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s pair %d: row "
                        "%d, column %d and row %d, column %d carry a %s",
                        name, i / 2 + 1, a / n + 1, a % n + 1, b / n + 1,
                        b % n + 1, kind == SS_CON_NOXV ? "sign" : "dot");
      for (int j = 0; j < i; j += 2)
        if ((cells[j] == a && cells[j + 1] == b)
            || (cells[j] == b && cells[j + 1] == a))
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s names the "
                          "pair row %d, column %d and row %d, column %d "
                          "twice", name, a / n + 1, a % n + 1, b / n + 1,
                          b % n + 1);
    }
  if (ss_puzzle_add_param_con (p, kind, cells, m, 0))
    return ss_oom (err);
  return 0;
}

int
ss_negative_whole (const ss_puzzle *p, const ss_constraint *con)
{
  int n = p->n, unmarked = 0;
  for (int a = 0; a < n * n; a++)
    {
      if (a % n < n - 1 && !marked (p, con->kind, a, a + 1))
        unmarked++;
      if (a + n < n * n && !marked (p, con->kind, a, a + n))
        unmarked++;
    }
  /* the pairs are distinct unmarked neighbours (checked when added) */
  return con->ncells == 2 * unmarked;
}
