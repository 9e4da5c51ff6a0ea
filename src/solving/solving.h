/* solving.h: the solving layer's insides: PicoSAT's memory, the SAT
   back ends behind one interface, the sink that feeds them, the CNF of
   a puzzle loaded into one, and the decoder that reads a grid out of a
   model (not installed).  ss_solve and ss_propagate, the calls most
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

/* ------------------------------------------------------------------ */
/* SAT back ends: one IPASIR-shaped interface (sat.c) over PicoSAT      */
/* (sat_picosat.c, always built) and CaDiCaL (sat_cadical.c, when       */
/* configure found it).                                                 */

/* Answers of ss_sat_solve, as IPASIR numbers them. */
enum { SS_SAT_UNKNOWN = 0, SS_SAT_SAT = 10, SS_SAT_UNSAT = 20 };

typedef struct ss_sat ss_sat;

/* What a back end does; the members marked optional may be NULL. */
typedef struct ss_sat_class {
  ss_sat *(*open) (ss_error *);
  /* count literals, clauses ended by 0: 0, or -1 out of memory */
  int (*add) (ss_sat *, const int *lits, int count);
  /* a literal assumed for the next solve only: 0 or -1 */
  int (*assume) (ss_sat *, int lit);
  /* SS_SAT_*, SS_SAT_UNKNOWN when the deadline (ss_now seconds; 0 for
     none) passed; -1 out of memory */
  int (*solve) (ss_sat *, double deadline);
  /* > 0 when lit is true in the last model */
  int (*value) (ss_sat *, int lit);
  /* each literal's variable decided with the literal's value first
     (every search after, until set again): 0 or -1 */
  int (*phase) (ss_sat *, const int *lits, int count);
  /* optional: whether unit propagation alone, from lit and what holds
     at the top level, reaches a conflict: 1 (lit refuted), 0, -1 out
     of memory.  A refutation may leave clauses learned from it. */
  int (*probe) (ss_sat *, int lit);
  /* optional: decide these variables early, true first when phase is
     set */
  int (*prefer) (ss_sat *, const int *vars, int count, int phase);
  /* optional: forget phases and scores (learned clauses stay) */
  int (*fresh) (ss_sat *);
  /* optional: the decisions each later search may take, the
     assumptions' included; past them solve answers SS_SAT_UNKNOWN.
     -1: no bound */
  int (*limit) (ss_sat *, long long decisions);
  /* optional: the decisions a search of a portfolio's first solver
     may take before the second takes over; 0: the default */
  int (*budget) (ss_sat *, long long decisions);
  /* optional */
  void (*effort) (ss_sat *, long long *decisions, long long *propagations);
  void (*close) (ss_sat *);
  /* the solver's version ("965") */
  const char *(*version) (void);
} ss_sat_class;

/* A back end as ss_options names it (the public ss_solver). */
struct ss_solver {
  const char *name;
  const char *summary;
  const ss_sat_class *cls;   /* NULL: not in this build */
};

extern const ss_solver *const ss_solvers[];    /* NULL-terminated */
extern const ss_solver ss_solver_picosat, ss_solver_cadical,
  ss_solver_portfolio;
extern const ss_sat_class ss_sat_picosat_class;
extern const ss_sat_class ss_sat_cadical_class;   /* with HAVE_CADICAL */
extern const ss_sat_class ss_sat_portfolio_class; /* with HAVE_CADICAL */

/* The portfolio's decisions of PicoSAT before CaDiCaL takes over, when
   ss_options.portfolio_decisions is 0 (sat_portfolio.c). */
#define SS_PORTFOLIO_DECISIONS 2000

/* Every instance starts with this. */
struct ss_sat {
  const ss_sat_class *cls;
  int dead;                  /* out of memory: every call fails */
};

/* A fresh instance of the back end (NULL: the default), or NULL with
   err set: SS_ERR_USAGE when this build lacks it, SS_ERR_MEMORY.
   Every call below but ss_sat_free fails (-1, value 0) once the
   instance has run out of memory. */
ss_sat *ss_sat_new (const ss_solver *, ss_error *);
/* 0 when this build has the back end (NULL: the default, always);
   else -1 with err set (SS_ERR_USAGE, naming it). */
int ss_sat_usable (const ss_solver *, ss_error *);
int ss_sat_add (ss_sat *, const int *lits, int count);
int ss_sat_assume (ss_sat *, int lit);
int ss_sat_solve (ss_sat *, double deadline);
int ss_sat_value (ss_sat *, int lit);
int ss_sat_phase (ss_sat *, const int *lits, int count);
/* As the class's probe; -1 also when the back end has none (probing
   is PicoSAT's: CaDiCaL has no call that stops after propagation). */
int ss_sat_probe (ss_sat *, int lit);
int ss_sat_prefer (ss_sat *, const int *vars, int count, int phase);
int ss_sat_fresh (ss_sat *);
/* As the class's limit and budget: 0, -1 when it has none (or out of
   memory). */
int ss_sat_limit (ss_sat *, long long decisions);
int ss_sat_budget (ss_sat *, long long decisions);
/* 1 when s is a portfolio whose second solver has taken over, else 0
   (sat_portfolio.c). */
int ss_sat_handed_over (const ss_sat *s);
void ss_sat_effort (ss_sat *, long long *decisions, long long *propagations);
void ss_sat_free (ss_sat *);
/* The version of a back end's solver; NULL when this build lacks it. */
const char *ss_sat_version (const ss_solver *);
/* The PicoSAT underneath a PicoSAT instance, for the propagate driver
   (propagate.c) and the tests; NULL for another back end. */
ss_pico *ss_sat_pico (ss_sat *);

/* A sink that hands every literal to a solver, a few thousand at a
   time, and is over with SS_OVER_MEMORY when the solver runs out of
   memory; starts with max_literals = SS_MAX_LITERALS.  NULL when
   memory runs out.  The literals it still holds go to the solver with
   ss_sink_sat_flush: 0, or -1 when memory ran out. */
ss_sink *ss_sink_sat (ss_sat *);
int ss_sink_sat_flush (ss_sink *);

/* Encode a puzzle into a solver (rules and givens as unit clauses).
   When st is not NULL its size fields are filled and the rest zeroed.
   Returns the variable map (the caller frees it), or NULL on error
   (SS_ERR_LIMIT past opt->max_literals: grids over 25x25 are sized
   with a counter first; SS_ERR_TIMEOUT when opt->time_limit seconds
   pass before the CNF is built; SS_ERR_MEMORY). */
ss_varmap *ss_encode_sat (ss_sat *, const ss_puzzle *, const ss_options *,
                          ss_stats *, ss_error *);

/* value(ctx, var) > 0 when var is true in the model. */
typedef int (*ss_model_fn) (void *ctx, int var);

/* Read the grid out of a model (cell variables only) and check it with
   ss_check_solution.  0 when fine. */
int ss_decode (const ss_puzzle *, const ss_varmap *, ss_model_fn, void *ctx,
               int *grid, ss_error *);

#endif /* SUDOSAT_SOLVING_H */
