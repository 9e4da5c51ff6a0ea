/* presolve.h: the presolve stage: propagation over candidate sets before
   any clause exists, never branching.  Its output is a compact variable
   map (src/cnf) in which what it decided is fixed, for any encoding to
   write its clauses over (not installed). */
#ifndef SUDOSAT_PRESOLVE_H
#define SUDOSAT_PRESOLVE_H

#include "cnf/cnf.h"

/* The levels, cumulative: each adds one deduction to the one before. */
enum {
  SS_PRESOLVE_NONE,     /* nothing: the encoding's own map */
  SS_PRESOLVE_SINGLES,  /* naked and hidden singles to a fixpoint */
  SS_PRESOLVE_LOCKED,   /* + locked candidates (pointing, claiming) */
  SS_PRESOLVE_HALL,     /* + Hall sets (naked and hidden subsets) */
  SS_PRESOLVE_PROBE     /* + failed-literal probing (grids to 25x25) */
};

/* A level of the public interface (sudosat.h). */
struct ss_presolve {
  const char *name;
  const char *summary;
  int level;            /* SS_PRESOLVE_* */
};

extern const ss_presolve *const ss_presolve_levels[];  /* NULL-terminated */
extern const ss_presolve ss_presolve_none, ss_presolve_singles,
  ss_presolve_locked, ss_presolve_hall, ss_presolve_probe;

/* Narrow the puzzle's candidates at level (above SS_PRESOLVE_NONE) and
   return the compact map of what is left: decided values fixed true,
   the rest of a decided cell and every eliminated candidate fixed
   false.  Every step removes only candidates no solution uses, so the
   puzzle keeps exactly its solutions.  A contradiction leaves no value
   in any cell (no variable, nothing true).  NULL with SS_ERR_TIMEOUT
   when deadline (ss_now () seconds; 0: none) passes first; grids up to
   25x25 are always narrowed to the end. */
ss_varmap *ss_presolve_map (const ss_puzzle *, const ss_presolve *,
                            double deadline, ss_error *);

#endif /* SUDOSAT_PRESOLVE_H */
