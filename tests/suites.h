/* suites.h: the Check suites the runner (unit.c) adds, one per module,
   and small helpers they share. */
#ifndef SUDOSAT_SUITES_H
#define SUDOSAT_SUITES_H

#include <check.h>

#include "formats/formats.h"
#include "solving/solving.h"

Suite *varmap_suite (void);
Suite *sink_suite (void);
Suite *encode_suite (void);
Suite *reader_suite (void);
Suite *puzzle_suite (void);
Suite *solve_suite (void);
Suite *propagate_suite (void);
Suite *cnf_suite (void);
Suite *model_suite (void);
Suite *dominoes_suite (void);
Suite *amo_suite (void);
Suite *presets_suite (void);
Suite *catalogue_suite (void);
Suite *decode_suite (void);
Suite *limits_suite (void);
Suite *fast_suite (void);
Suite *presolve_suite (void);
Suite *error_suite (void);
Suite *memory_suite (void);
Suite *box_suite (void);
Suite *rules_suite (void);
Suite *jigsaw_suite (void);
Suite *negative_suite (void);
Suite *clues_suite (void);
Suite *skyscraper_suite (void);
Suite *lzstring_suite (void);
Suite *fpuzzles_suite (void);
Suite *variants_suite (void);
Suite *explain_suite (void);
Suite *generate_suite (void);
Suite *lines_suite (void);
Suite *bits_suite (void);
Suite *api_suite (void);
Suite *sums_suite (void);
Suite *sandwich_suite (void);
Suite *clone_suite (void);
Suite *portfolio_suite (void);

/* Whether two CNFs (0-terminated literal arrays, as a DIMACS sink holds
   them) hold the same clauses, whatever their order and the order of
   their literals, a clause written twice counting once; *a_repeats:
   how many of a's clauses repeat an earlier one (tests/clauseset.c). */
int clause_sets_equal (const int *a, size_t na, const int *b, size_t nb,
                       size_t *a_repeats);

/* Every 4x4 Sudoku (tests/sudoku4.c): the SUDOKU4_GRIDS grids of 16
   values in row-major order, enumerated on the first call; *count
   their number (the test fails if it is not SUDOKU4_GRIDS). */
#define SUDOKU4_GRIDS 288
const int (*sudoku4_all (int *count))[16];
/* ss_solve on pz at every presolve level, counting up to limit, finds
   want grids (the enumeration's count; round names the case). */
void sudoku4_levels_count (const ss_puzzle *pz, long limit, int want,
                           int round);

/* Parse a puzzle from a string in the given format (fails the test on
   a parse error). */
ss_puzzle *parse_string (const char *text, ss_format);
/* Count the models of the CNF of pz, projected on cell variables, by
   enumerating with PicoSAT; every model's grid is checked valid. */
long count_projected (const ss_puzzle *, const ss_encoding *, const ss_amo *);
/* A compact variable map with the givens folded in (each fixes its cell
   and removes its value from its row, column and box), for test
   encodings' make_varmap. */
ss_varmap *folded_map (const ss_puzzle *, ss_error *);
/* The same, stopping after max grids when max > 0, and then storing
   them (n*n values each) in grids when it is not NULL. */
long grids_projected (const ss_puzzle *, const ss_encoding *, const ss_amo *,
                      int *grids, long max);
/* Count models over all variables (auxiliaries included), up to max
   when max > 0. */
long count_models (const ss_puzzle *, const ss_encoding *, const ss_amo *,
                   long max);
/* Clauses and auxiliary variables of a scheme's at-most-one (or, with
   exactly, exactly-one) over m fresh literals (check_amo.c). */
void scheme_size (const ss_amo *, int m, int exactly, long *clauses,
                  long *aux);
/* SUDOSAT_SWEEP (tests/tap.sh): full (make check-full) covers every
   case of the sweeping tests; sample (plain make check) and short (the
   memcheck and sanitizer phases) fewer, and sample draws them by
   SUDOSAT_SEED, which changes with the commit, so that successive
   commits cover different cases.  sweep_count (FULL, REDUCED) picks a
   count or a stride; sweep_offset (EVERY) where a stride of EVERY
   starts; sweep_seed the number to mix into a test's own seeds (0 in
   full); swept whether a preset x scheme pair is covered: every pair in
   full, each preset with pairwise and extended with each scheme in
   short, and about a third of the others on top in sample. */
int sweep_count (int full, int reduced);
int sweep_offset (int every);
unsigned long sweep_seed (void);
int swept (const ss_encoding *, const ss_amo *);
/* Walk the explainer's path through pz, holding every step to solution
   (n*n values): each placement is the solution's value, no elimination
   takes a solution's value out, no step is empty, and a path that ends
   solved ends on the solution.  where names the puzzle in a failure;
   by, when not NULL, counts the steps of each technique.  Returns the
   steps taken; *solved says whether the path reached the solution
   (check_explain.c). */
long walk_sound (const ss_puzzle *, const int *solution, const char *where,
                 long *by, int *solved);

#endif
