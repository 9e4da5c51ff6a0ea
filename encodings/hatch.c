/* hatch.c: the cross-hatching clause set (COCI 2008/09 CROSS).  Every
   cell, row, column and box holds each value at most once, and every
   box holds every value at least once; no cell, row or column
   at-least-one.  Unit propagation on it is exactly cross-hatching: a
   value goes to the only cell of a box that lacks it whose row, column
   and cell leave it possible; a box left without a place for a value
   is a conflict.  With pairwise AMO: n^3 variables, n^2 + 2n^3(n-1)
   clauses; empty 9x9: 729 variables, 11,745 clauses (81 of length 9,
   11,664 binary). */
#include "encoding.h"

static void
hatch_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_AMO | SS_UNIT_AMO | SS_BOX_ALO);
}

const ss_encoding ss_encoding_hatch = {
  "hatch",
  "cross-hatching: all at-most-ones, box at-least-one only",
  NULL, hatch_encode, NULL
};
