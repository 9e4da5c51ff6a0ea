/* clauseset.c: CNFs compared as sets of clauses, for tests of encodings
   that write the same clauses as another, each once, in another order
   or without the other's repeats. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

typedef struct clause {
  const int *lits;      /* sorted copy */
  size_t n;
} clause;

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

static int
cmp_clause (const void *a, const void *b)
{
  const clause *x = a, *y = b;
  for (size_t i = 0; i < x->n && i < y->n; i++)
    if (x->lits[i] != y->lits[i])
      return (x->lits[i] > y->lits[i]) - (x->lits[i] < y->lits[i]);
  return (x->n > y->n) - (x->n < y->n);
}

/* The clauses of a 0-terminated literal array, each sorted, sorted;
   *count of them.  The literals are copied into *store. */
static clause *
clauses_of (const int *lits, size_t n, size_t *count, int **store)
{
  int *copy = malloc ((n + 1) * sizeof *copy);
  clause *cl = malloc ((n + 1) * sizeof *cl);
  if (!copy || !cl)
    abort ();
  if (n)
    memcpy (copy, lits, n * sizeof *copy);
  size_t m = 0, start = 0;
  for (size_t i = 0; i < n; i++)
    if (!copy[i])
      {
        qsort (copy + start, i - start, sizeof *copy, cmp_int);
        cl[m].lits = copy + start;
        cl[m++].n = i - start;
        start = i + 1;
      }
  qsort (cl, m, sizeof *cl, cmp_clause);
  *count = m;
  *store = copy;
  return cl;
}

int
clause_sets_equal (const int *a, size_t na, const int *b, size_t nb,
                   size_t *a_repeats)
{
  size_t ma, mb;
  int *sa, *sb;
  clause *ca = clauses_of (a, na, &ma, &sa);
  clause *cb = clauses_of (b, nb, &mb, &sb);
  size_t i = 0, j = 0;
  int same = 1;
  *a_repeats = 0;
  while (same && (i < ma || j < mb))
    {
      if (i < ma && i > 0 && !cmp_clause (&ca[i], &ca[i - 1]))
        {
          ++*a_repeats;
          i++;
        }
      else if (j < mb && j > 0 && !cmp_clause (&cb[j], &cb[j - 1]))
        j++;
      else if (i < ma && j < mb && !cmp_clause (&ca[i], &cb[j]))
        i++, j++;
      else
        same = 0;
    }
  free (ca);
  free (cb);
  free (sa);
  free (sb);
  return same;
}
