/* generate.h: the puzzle generator: a random full grid found by the
   solver, givens taken away (by orbits of a symmetry) while the solver
   proves the solution unique; its pseudo-random numbers and symmetries
   (not installed). */
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
   (SS_ERR_USAGE) for a clue count past the cells, or one that the
   symmetry's orbits cannot make (the message names the nearest counts
   that can be).  ss_generate checks it too. */
int ss_gen_check (const ss_puzzle *shape, const ss_gen_request *,
                  ss_error *err);

/* Make a puzzle of shape's side, box shape and rules (its givens are
   ignored), its pseudo-random choices drawn from seed alone.  On
   success the givens (n*n values, 0 blank) go to givens and the
   solution to solution; the puzzle has been checked afresh: its givens
   break no rule, ss_solve finds that one solution and no other, and
   the pattern keeps the symmetry.  Returns 1 when made; 0 when no grid
   meets the rules, or when none of the attempts met the request (err
   says which and how near they came); -1 on error (SS_ERR_USAGE for a
   clue count off the grid, SS_ERR_TIMEOUT past the deadline,
   SS_ERR_MEMORY, SS_ERR_INTERNAL when the final check fails). */
int ss_generate (const ss_puzzle *shape, const ss_gen_request *,
                 uint64_t seed, int *givens, int *solution,
                 ss_gen_stats *st, ss_error *err);

#endif /* SUDOSAT_GENERATE_H */
