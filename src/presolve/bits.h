/* bits.h: the presolver's bit-parallel path for grids up to 64x64 whose
   only constraints are all-different units the presolver propagates
   itself (rows, columns, boxes or jigsaw regions); a cell's candidates
   are one 64-bit word (not installed). */
#ifndef SUDOSAT_PRESOLVE_BITS_H
#define SUDOSAT_PRESOLVE_BITS_H

#include <stdint.h>

#include "model/model.h"

/* The largest side the bit-parallel path takes. */
#define SS_BITS_MAX_N 64

/* Whether the bit-parallel path narrows pz: a side up to
   SS_BITS_MAX_N, and no constraint with a rule propagator
   (ss_kind_props) besides the units. */
int ss_bits_fit (const ss_puzzle *);

/* Narrow pz's candidates at level (SS_PRESOLVE_SINGLES and above),
   with exactly the deductions and the fixpoints of the general
   presolver (presolve.c).  Fills open[cell] with an open cell's
   candidates (value v at bit v - 1; 0 for a decided cell) and
   value[cell] with a decided cell's value (0 while open); after a
   contradiction both are all zero.  Returns 0, 1 when deadline (ss_now
   () seconds; 0: none) passed first, -1 when memory ran out. */
int ss_bits_presolve (const ss_puzzle *, int level, double deadline,
                      uint64_t *open, int *value);

#endif /* SUDOSAT_PRESOLVE_BITS_H */
