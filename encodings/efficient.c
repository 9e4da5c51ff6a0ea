/* efficient.c: the efficient encoding (Weber, LPAR 2005; pycosat's
   Sudoku example): minimal plus at most one value per cell.  With
   pairwise AMO on an empty 9x9 grid: 729 variables, 11,745 clauses. */
#include "encoding.h"

static void
efficient_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_efficient = {
  "efficient",
  "cells exactly one value; rows, columns, boxes each value at most once",
  NULL, efficient_encode, NULL
};
