/* generate.h: the puzzle generator: a random full grid found by the
   solver, variant constraints laid out on it, givens taken away (by
   orbits of a symmetry) while the solver proves the solution unique;
   its pseudo-random numbers, symmetries and each constraint kind's
   placer (not installed). */
#ifndef SUDOSAT_GENERATE_H
#define SUDOSAT_GENERATE_H

#include "model/model.h"

#include <stdint.h>

/* ------------------------------------------------------------------ */
/* Pseudo-random numbers (rng.c): xoshiro256** seeded by splitmix64, so
   that a seed gives the same numbers on every machine. */

typedef struct ss_rng {
  uint64_t s[4];
} ss_rng;

/* Start the generator from a seed. */
void ss_rng_seed (ss_rng *, uint64_t seed);
/* The next 64 bits. */
uint64_t ss_rng_next (ss_rng *);
/* A number in 0..bound-1 (bound >= 1), every one equally likely. */
uint32_t ss_rng_below (ss_rng *, uint32_t bound);
/* Put a[0..m-1] in a random order (Fisher-Yates). */
void ss_rng_shuffle (ss_rng *, int *a, int m);

/* ------------------------------------------------------------------ */
/* Symmetries of the givens' pattern (symmetry.c).  A symmetry maps
   cells to cells; the givens keep it when a cell and its images are
   all given or all blank.  Any grid has all of them: they concern the
   cells' places, not the rules. */

typedef enum ss_symmetry {
  SS_SYM_NONE,          /* no constraint */
  SS_SYM_ROTATE180,     /* a half turn about the centre */
  SS_SYM_ROTATE90,      /* a quarter turn */
  SS_SYM_MIRROR,        /* reflection left to right */
  SS_SYM_DIAGONAL       /* reflection in the main diagonal */
} ss_symmetry;

/* The i-th symmetry's name ("none", "rotate180", ...), NULL past the
   last; the symmetry of a name, -1 for none. */
const char *ss_symmetry_name (int i);
int ss_symmetry_find (const char *name);
/* The orbit of cell (index r*n + c) on a grid of side n: the cell and
   its images, each once, the cell first.  Returns their count (1, 2 or
   4). */
int ss_symmetry_orbit (ss_symmetry, int n, int cell, int orbit[4]);
/* Whether the pattern of non-zero cells of grid keeps the symmetry. */
int ss_symmetry_holds (ss_symmetry, int n, const int *grid);

/* ------------------------------------------------------------------ */
/* Constraints laid out by the generator: one line a kind (kinds.c, in
   the order of ss_con_kind, checked when compiled), its code in
   place.c and sums.c (on a full grid) and jigsaw.c (regions before the
   grid). */

typedef struct ss_gen_kind {
  ss_con_kind kind;      /* its index in ss_gen_kinds */
  const char *word;      /* the word generate --rules takes for it (the
                            kind's word in `sudosat list rules`); NULL
                            for the units and the global rules' kinds */
  const char *alias;     /* a setters' name asking for it too, shared
                            by the kinds it covers ("kropki": white and
                            black dots); NULL for none */
  /* Before the full grid is drawn: lay out pz's cells (jigsaw regions
     in place of the boxes).  0, or -1 with err set. */
  int (*before) (ss_puzzle *pz, ss_rng *, ss_error *);
  /* On the full grid sol: add constraints of the kind to pz, each one
     that sol keeps.  0, or -1 with err set. */
  int (*place) (ss_puzzle *pz, const int *sol, ss_rng *, ss_error *);
} ss_gen_kind;

extern const ss_gen_kind ss_gen_kinds[];
/* Whether every line of ss_gen_kinds stands at its kind's index. */
int ss_gen_kind_order (void);
/* Whether generate lays out kind k (it has a placer, before or on the
   full grid); generate refuses the others. */
int ss_gen_kind_placed (int k);
/* "; and for generate killer, ..." into buf (size bytes, cut to fit):
   the words and aliases of the kinds generate lays out.  Returns the
   length snprintf would give, which may pass size. */
size_t ss_gen_kind_words (char *buf, size_t size);
/* The kinds a word of generate --rules asks for (its word or alias,
   the len bytes at word), as bits 1 << kind; 0 when it names none. */
ss_kind_set ss_gen_kinds_named (const char *word, size_t len);

/* place.c: the placers of the variant kinds, each an ss_gen_kind's
   place: killer cages covering the grid (2 to 4 orthogonally
   connected cells of distinct values, their totals from sol);
   thermometers along paths of king's-move neighbours whose values
   rise; odd and even cells, about a third of those of the parity;
   white and black dots and X and V signs on about half the
   orthogonal neighbours whose values are 1 apart, one twice the
   other, or sum to 10 or 5, never two marks on one pair. */
int ss_gen_cages (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_thermos (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_odd (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_even (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_white (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_black (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_xv (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
/* Whether cells a and b carry a mark (a constraint of their two cells)
   of one of kinds. */
int ss_gen_pair_marked (const ss_puzzle *, int a, int b, ss_kind_set kinds);

/* sums.c: the sum clues' placers: arrows (a one-cell circle, a path
   of king's-move neighbours summing to it) and little killers (whole
   diagonals of 2 cells or more, totalled from sol). */
int ss_gen_arrows (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_little_killers (ss_puzzle *, const int *sol, ss_rng *,
                           ss_error *);

/* skyscraper.c: skyscraper clues at n of the places beside the grid,
   each counting what its line of sol shows. */
int ss_gen_skyscrapers (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
/* sandwich.c: the placers of the clues outside the grid: sandwiches
   beside n of the rows and columns, x-sums on n of the places around
   the grid, totalled from sol. */
int ss_gen_sandwiches (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_xsums (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
/* clone.c: up to n / 3 + 1 clones of small areas (2x2 down to 1x2)
   that sol fills alike, each cell in one clone at most. */
int ss_gen_clones (ss_puzzle *, const int *sol, ss_rng *, ss_error *);

/* lines.c: the line rules' placers: about n/2 lines of the rule on
   paths of king's-move neighbours the full grid keeps, no cell in two
   lines of one rule. */
int ss_gen_palindromes (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_renbans (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_whispers (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_betweens (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_slowthermos (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_regionsums (ss_puzzle *, const int *sol, ss_rng *, ss_error *);

/* clues.c: the negative constraints (every pair the full grid would
   break one on gets its mark first, the constraint covers the rest)
   and the cell clues (quadruples on about n/2 corners; half the
   minimum and maximum cells). */
int ss_gen_nowhite (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_noblack (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_noxv (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_quadruples (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_minimums (ss_puzzle *, const int *sol, ss_rng *, ss_error *);
int ss_gen_maximums (ss_puzzle *, const int *sol, ss_rng *, ss_error *);

/* jigsaw.c: n regions of n orthogonally connected cells each, drawn at
   random (boxes reshaped by swaps of cells between neighbouring
   regions), set on pz in place of its boxes; never the boxes
   themselves.  0, or -1 with err set. */
int ss_gen_jigsaw (ss_puzzle *pz, ss_rng *, ss_error *err);

/* ------------------------------------------------------------------ */
/* The generator (generate.c). */

/* Full grids tried for one puzzle before the generator gives up on a
   target (--clues, a difficulty); ten times as many for a minimal
   puzzle with a symmetry, which few grids give (9x9 of quarter-turn
   symmetry: one grid in about 1500). */
#define SS_GEN_ATTEMPTS 1000

/* What a puzzle must be; a zeroed request (clues and level -1) takes
   the givens away as far as the symmetry allows. */
typedef struct ss_gen_request {
  ss_symmetry symmetry;
  int clues;            /* givens to leave; -1: as few as can be */
  int minimal;          /* no single given can go without losing
                           uniqueness */
  int level;            /* the rating's level (ss_rate_puzzle,
                           src/explain) the puzzle must have; -1: any */
  /* Optional: whether a puzzle (its givens) is fit; 1 yes, 0 no (the
     next grid is tried), -1 error with err set. */
  int (*accept) (const ss_puzzle *, void *ctx, ss_error *);
  void *ctx;
  ss_kind_set kinds;    /* constraint kinds laid out afresh on each
                           full grid (bits 1 << kind, each with a
                           placer in ss_gen_kinds); 0: none */
  int attempts;         /* full grids to try; 0: the default above */
  long long max_literals;  /* the CNF's budget; 0: SS_MAX_LITERALS */
  const ss_solver *solver; /* the SAT back end; NULL: the default */
  double deadline;      /* ss_now () seconds; 0: none */
} ss_gen_request;

/* What making one puzzle took. */
typedef struct ss_gen_stats {
  int attempts;         /* full grids made */
  long checks;          /* SAT calls that proved or refuted uniqueness */
  int fewest;           /* fewest givens an attempt reached */
  int levels[8];        /* puzzles rated at each level (with a level
                           asked for) */
  double seconds;
} ss_gen_stats;

/* Whether the request can be met on shape's grid: 0, or -1 with err set
   (SS_ERR_USAGE) for a constraint kind generate does not lay out (the
   message names it), a clue count past the cells, or one that the
   symmetry's orbits cannot make (the message names the nearest counts
   that can be).  ss_generate checks it too. */
int ss_gen_check (const ss_puzzle *shape, const ss_gen_request *,
                  ss_error *err);

/* Make a puzzle of shape's side, box shape, rules and constraints (its
   givens are ignored), with the constraints of req->kinds laid out on
   each full grid (jigsaw regions before it), its pseudo-random choices
   drawn from seed alone.  On success the givens (n*n values, 0 blank)
   go to givens, the solution to solution and, when made is not NULL,
   the whole puzzle (shape, regions, constraints and givens; the caller
   frees it) to *made; the puzzle has been checked afresh: its givens
   break no rule, ss_solve finds that one solution and no other, and
   the pattern keeps the symmetry.  Returns 1 when made; 0 when no grid
   meets the rules, or when none of the attempts met the request (err
   says which and how near they came); -1 on error (SS_ERR_USAGE for a
   clue count off the grid, SS_ERR_TIMEOUT past the deadline,
   SS_ERR_MEMORY, SS_ERR_INTERNAL when the final check fails). */
int ss_generate (const ss_puzzle *shape, const ss_gen_request *,
                 uint64_t seed, int *givens, int *solution,
                 ss_puzzle **made, ss_gen_stats *st, ss_error *err);

#endif /* SUDOSAT_GENERATE_H */
