/* solving.h: the solving layer's insides: the PicoSAT sink, the CNF of
   a puzzle loaded into PicoSAT, and the decoder that reads a grid out of
   a model (not installed).  ss_solve and ss_propagate, the calls most
   programs need, are public (sudosat.h). */
#ifndef SUDOSAT_SOLVING_H
#define SUDOSAT_SOLVING_H

#include "encodings/encoding.h"

struct PicoSAT;

/* A sink that adds every literal to ps; starts with max_literals =
   SS_MAX_LITERALS. */
ss_sink *ss_sink_picosat (struct PicoSAT *);

/* Encode a puzzle into a PicoSAT instance (rules and givens as unit
   clauses).  When st is not NULL its size fields are filled and the
   rest zeroed.  Returns the variable map (the caller frees it), or NULL
   on error (SS_ERR_LIMIT past opt->max_literals: grids over 25x25 are
   sized with a counter first; SS_ERR_TIMEOUT when opt->time_limit
   seconds pass before the CNF is built). */
ss_varmap *ss_encode_picosat (struct PicoSAT *, const ss_puzzle *,
                              const ss_options *, ss_stats *, ss_error *);

/* value(ctx, var) > 0 when var is true in the model. */
typedef int (*ss_model_fn) (void *ctx, int var);

/* Read the grid out of a model (cell variables only) and check it with
   ss_check_solution.  0 when fine. */
int ss_decode (const ss_puzzle *, const ss_varmap *, ss_model_fn, void *ctx,
               int *grid, ss_error *);

#endif /* SUDOSAT_SOLVING_H */
