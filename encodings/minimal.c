/* minimal.c: the minimal encoding (Lynce & Ouaknine, ISAIM 2006).
   Every cell holds at least one value; every row, column and box holds
   each value at most once.  That suffices: a row of n cells with n
   values, each at most once, leaves every cell exactly one.  With
   pairwise AMO on an empty 9x9 grid: 729 variables, 8,829 clauses (81 of
   length 9, 8,748 binary, row/box and column/box duplicates kept). */
#include "encoding.h"

static void
minimal_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_minimal = {
  "minimal",
  "cells at least one value; rows, columns, boxes each value at most once",
  NULL, minimal_encode, NULL
};
