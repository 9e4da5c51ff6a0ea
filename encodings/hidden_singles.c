/* hidden_singles.c: the hidden-singles clause set.  Every row, column
   and box holds every value exactly once; every cell holds at most one
   value; no cell at-least-one.  Unit propagation on it places a value
   in the only cell of a row, column or box that can still take it
   (cross-hatching extended to rows and columns); a unit left without a
   place for a value is a conflict.  With pairwise AMO: n^3 variables,
   3n^2 + 2n^3(n-1) clauses; empty 9x9: 729 variables, 11,907 clauses
   (243 of length 9, 11,664 binary). */
#include "encoding.h"

static void
hidden_singles_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_AMO | SS_UNIT_AMO | SS_UNIT_ALO);
}

const ss_encoding ss_encoding_hidden_singles = {
  "hidden-singles",
  "hidden singles: all at-most-ones, row, column, box at-least-one",
  NULL, hidden_singles_encode, NULL
};
