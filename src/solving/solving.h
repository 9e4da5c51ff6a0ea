/* solving.h: the solving layer's insides: the PicoSAT sink, the CNF of
   a puzzle loaded into PicoSAT, and the decoder that reads a grid out of
   a model (not installed).  ss_solve and ss_propagate, the calls most
   programs need, are public (sudosat.h). */
#ifndef SUDOSAT_SOLVING_H
#define SUDOSAT_SOLVING_H

#include "encodings/encoding.h"

#include <setjmp.h>

struct PicoSAT;

/* A PicoSAT instance whose allocation failure is an error, not an
   abort (pico.c): every PicoSAT call that may allocate (picosat_add,
   picosat_sat, picosat_adjust, the marks on variables) is made inside
   a function run by ss_pico_run.  When memory runs out there, the
   solver is gone: its memory is freed, ps is NULL and every later
   ss_pico_run returns -1 at once. */
typedef struct ss_pico {
  struct PicoSAT *ps;
  int dead;                   /* ran out of memory */
  int armed;                  /* within ss_pico_run */
  jmp_buf jump;
  struct arena *arena;        /* this thread's, reused by the next one;
                                 NULL while another solver of the
                                 thread holds it */
  union heap_block *blocks;   /* PicoSAT's blocks outside the arena */
} ss_pico;

typedef void (*ss_pico_fn) (struct PicoSAT *, void *ctx);

/* Start a PicoSAT in g: 0, or -1 with SS_ERR_MEMORY.  ss_pico_close
   is due either way. */
int ss_pico_open (ss_pico *g, ss_error *);
/* fn (g->ps, ctx), where fn may call PicoSAT but allocates nothing of
   its own (what it holds would not be freed when memory runs out):
   0, or -1 when memory ran out. */
int ss_pico_run (ss_pico *g, ss_pico_fn fn, void *ctx);
/* Release the solver and all its memory (the arena stays the
   thread's). */
void ss_pico_close (ss_pico *g);

/* A sink that hands every literal to g's PicoSAT, a few thousand at a
   time through ss_pico_run, and is over with SS_OVER_MEMORY when
   PicoSAT runs out of memory; starts with max_literals =
   SS_MAX_LITERALS.  NULL when memory runs out.  The literals it still
   holds go to PicoSAT with ss_sink_picosat_flush: 0, or -1 when memory
   ran out. */
ss_sink *ss_sink_picosat (ss_pico *g);
int ss_sink_picosat_flush (ss_sink *);

/* Encode a puzzle into a PicoSAT instance (rules and givens as unit
   clauses).  When st is not NULL its size fields are filled and the
   rest zeroed.  Returns the variable map (the caller frees it), or NULL
   on error (SS_ERR_LIMIT past opt->max_literals: grids over 25x25 are
   sized with a counter first; SS_ERR_TIMEOUT when opt->time_limit
   seconds pass before the CNF is built; SS_ERR_MEMORY). */
ss_varmap *ss_encode_picosat (ss_pico *, const ss_puzzle *,
                              const ss_options *, ss_stats *, ss_error *);

/* value(ctx, var) > 0 when var is true in the model. */
typedef int (*ss_model_fn) (void *ctx, int var);

/* Read the grid out of a model (cell variables only) and check it with
   ss_check_solution.  0 when fine. */
int ss_decode (const ss_puzzle *, const ss_varmap *, ss_model_fn, void *ctx,
               int *grid, ss_error *);

#endif /* SUDOSAT_SOLVING_H */
