/* naked_singles.c: the naked-singles clause set.  Every cell holds at
   least one value; every cell, row, column and box holds each value at
   most once; no row, column or box at-least-one.  Unit propagation on
   it fills a cell whose every other value is taken by its row, column
   or box; a cell left with no value is a conflict.  The same clauses
   as Weber's "efficient" encoding, named for what propagation does.
   With pairwise AMO: n^3 variables, n^2 + 2n^3(n-1) clauses; empty 9x9:
   729 variables, 11,745 clauses (81 of length 9, 11,664 binary). */
#include "encoding.h"

static void
naked_singles_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_naked_singles = {
  "naked-singles",
  "naked singles: all at-most-ones, cell at-least-one only",
  NULL, naked_singles_encode, NULL
};
