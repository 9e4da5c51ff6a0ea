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
/* ss_presolve_map by one path: with fast 0 always the general code;
   with fast 1 the bit-parallel one (bits.c) where it fits, as
   ss_presolve_map does.  The two give the same map (tests compare
   them). */
ss_varmap *ss_presolve_map_path (const ss_puzzle *, const ss_presolve *,
                                 double deadline, int fast, ss_error *);

/* ------------------------------------------------------------------ */
/* Rule propagators                                                     */

/* A rule's view of a candidate grid, for its propagator: the
   presolver's state offers one, and so does the explainer's board.
   has says whether cell (r * n + c) may hold v (a decided cell holds
   its value alone), count how many values it may hold, and drop takes
   v from cell (nothing when v is not a candidate).  A view may defer
   the drops (the explainer gathers them into a step), so a propagator
   reads every candidate it needs before it drops any. */
typedef struct ss_cands {
  int n;
  void *ctx;
  int (*has) (void *ctx, int cell, int v);
  int (*count) (void *ctx, int cell);
  void (*drop) (void *ctx, int cell, int v);
  int oom;              /* set by a propagator that ran out of memory
                           (it then removed nothing more) */
  int differ_done;      /* the caller takes a placed value out of the
                           cell's differ partners itself, so the differ
                           pairs' propagator is passed over */
} ss_cands;

/* The differ pairs of pz as lists of partners: cell c's are
   (*mates)[(*at)[c] .. (*at)[c + 1] - 1], *at of n*n + 1 entries (the
   caller frees both).  0 with both NULL when pz has no differ pair;
   -1 when memory runs out. */
int ss_differ_mates (const ss_puzzle *pz, int **at, int **mates);

/* One constraint kind's propagation: remove from the candidates of
   con's cells every value that no assignment of them meeting con, each
   cell taking one of its candidates, uses (a rule's propagator may
   remove less, never more: what it removes no solution holds).  It
   never branches.  NULL for the units the presolver itself propagates
   (rows, columns, boxes) and for Sudominoku's tiling. */
typedef struct ss_kind_prop {
  ss_con_kind kind;     /* its index in ss_kind_props */
  void (*propagate) (ss_cands *, const ss_puzzle *, const ss_constraint *);
} ss_kind_prop;

/* Indexed by kind, an entry for each (the count is checked when
   compiled, the order by tests/check_presolve.c). */
extern const ss_kind_prop ss_kind_props[];

/* The line rules' propagators (src/presolve/lines.c): palindromes,
   renban, whispers and slow thermometers (neighbours on the line),
   between lines, region-sum lines. */
void ss_prop_palindrome (ss_cands *, const ss_puzzle *,
                         const ss_constraint *);
void ss_prop_renban (ss_cands *, const ss_puzzle *, const ss_constraint *);
void ss_prop_neighbours (ss_cands *, const ss_puzzle *,
                         const ss_constraint *);
void ss_prop_between (ss_cands *, const ss_puzzle *, const ss_constraint *);
void ss_prop_regionsum (ss_cands *, const ss_puzzle *,
                        const ss_constraint *);
/* The sum clues' propagators (src/presolve/sums.c): arrows and little
   killers, exact for the clue alone. */
void ss_prop_arrow (ss_cands *, const ss_puzzle *, const ss_constraint *);
void ss_prop_little_killer (ss_cands *, const ss_puzzle *,
                            const ss_constraint *);

/* The cell clues' propagators (src/presolve/clues.c): quadruples, and
   minimum and maximum cells. */
void ss_prop_quadruple (ss_cands *, const ss_puzzle *,
                        const ss_constraint *);
void ss_prop_extremum (ss_cands *, const ss_puzzle *,
                       const ss_constraint *);

/* The skyscraper clues' propagator (src/presolve/skyscraper.c), exact
   for the clue alone with n on its line. */
void ss_prop_skyscraper (ss_cands *, const ss_puzzle *,
                         const ss_constraint *);
/* The propagators of the clues outside the grid
   (src/presolve/sandwich.c): sandwiches by the places of their crusts,
   x-sums by their first digit. */
void ss_prop_sandwich (ss_cands *, const ss_puzzle *, const ss_constraint *);
void ss_prop_xsum (ss_cands *, const ss_puzzle *, const ss_constraint *);
/* The clones' propagator (src/presolve/clone.c): each cell and its
   clone keep the candidates they share. */
void ss_prop_clone (ss_cands *, const ss_puzzle *, const ss_constraint *);

/* Run the propagator of each constraint of pz once, in order; returns
   whether any has one. */
int ss_propagate_rules (ss_cands *, const ss_puzzle *);

#endif /* SUDOSAT_PRESOLVE_H */
