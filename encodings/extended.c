/* extended.c: the extended encoding (Lynce & Ouaknine, ISAIM 2006).
   Every cell holds exactly one value; every row, column and box holds
   every value exactly once.  With pairwise AMO on an empty 9x9 grid:
   729 variables, 11,988 clauses (324 of length 9, 11,664 binary; the
   binary clauses shared by a row or column and a box are kept twice). */
#include "encoding.h"

static void
extended_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_extended = {
  "extended",
  "cells exactly one value; rows, columns, boxes each value exactly once",
  NULL, extended_encode
};
