/* optimized.c: the optimized encoding (Kwon & Jain, "Optimized CNF
   encoding for Sudoku puzzles", LPAR 2006).  The extended encoding after
   applying what the givens decide: a given's variable is true, and the
   other values of its cell and the same value in its row, column, box
   and extra regions are false.  Clauses those make true are dropped,
   literals they make false are deleted (ss_enc_* folding the constants
   of the compact map), and the open variables are numbered 1, 2, ...
   Nothing more is propagated: Kwon & Jain's reduction stops at the
   givens' direct consequences.  On an empty grid it equals extended;
   every given removes at least its cell's at-least-one clause and its
   variable. */
#include "encoding.h"

#include <stdlib.h>

static ss_varmap *
optimized_varmap (const ss_puzzle *pz, ss_error *err)
{
  int n = pz->n;
  signed char *fixed = ss_calloc ((size_t) n * n * n, 1);
  if (!fixed)
    {
      ss_oom (err);
      return NULL;
    }
#define FIXED(r, c, v) fixed[((long) (r) * n + (c)) * n + (v) - 1]
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int v = ss_cell (pz, r, c);
        if (!v)
          continue;
        for (int i = 0; i < n; i++)
          {
            FIXED (r, c, i + 1) = -1;
            FIXED (r, i, v) = -1;
            FIXED (i, c, v) = -1;
          }
      }
  /* the same value in a box (or jigsaw region) or an extra region
     holding a given */
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (con->kind != SS_CON_BOX && con->kind != SS_CON_EXTRA)
        continue;
      for (int i = 0; i < con->ncells; i++)
        {
          int v = pz->cells[con->cells[i]];
          if (v)
            for (int j = 0; j < con->ncells; j++)
              fixed[(long) con->cells[j] * n + v - 1] = -1;
        }
    }
  /* Givens last: two clashing givens both stay true, and the at-most-one
     holding them becomes the empty clause, as in extended. */
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      if (ss_cell (pz, r, c))
        FIXED (r, c, ss_cell (pz, r, c)) = 1;
#undef FIXED
  ss_varmap *vm = ss_varmap_new_fixed (n, fixed);
  free (fixed);
  if (!vm)
    ss_oom (err);
  return vm;
}

extern const ss_encoding ss_encoding_extended;

/* Extended's rules, written over the compact map. */
static void
optimized_encode (ss_enc *e)
{
  ss_encoding_extended.encode (e);
}

const ss_encoding ss_encoding_optimized = {
  "optimized",
  "extended with the givens' consequences folded in, variables renumbered",
  optimized_varmap, optimized_encode, NULL
};
