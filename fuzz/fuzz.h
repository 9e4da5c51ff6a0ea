/* fuzz.h: what the libFuzzer targets share: the reader's contract
   checked on every input, an oracle written from the rules alone (it
   calls nothing of libsudosat's checks), and a solve-and-check step.
   A failed check aborts, which libFuzzer reports as a crash. */
#ifndef SUDOSAT_FUZZ_H
#define SUDOSAT_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "formats/formats.h"
#include "solving/solving.h"

#define FUZZ_ASSERT(cond, ...)                                          \
  do                                                                    \
    if (!(cond))                                                        \
      {                                                                 \
        fprintf (stderr, "fuzz: %s:%d: '%s' failed: ", __FILE__,        \
                 __LINE__, #cond);                                      \
        fprintf (stderr, __VA_ARGS__);                                  \
        fputc ('\n', stderr);                                           \
        abort ();                                                       \
      }                                                                 \
  while (0)

/* Called for each puzzle the reader accepts; the puzzle is freed after. */
typedef void (*fuzz_puzzle_fn) (const ss_puzzle *, void *ctx);

/* Read data as a file in the given format, checking the reader's
   contract on every call (results, error records, termination, and that
   a puzzle printed back reads the same); fn may be NULL.  Stops after
   max_puzzles puzzles.  A lenient reader lets givens break the rules
   (values out of range are still errors). */
void fuzz_read (const uint8_t *data, size_t size, ss_format format,
                int lenient, fuzz_puzzle_fn fn, void *ctx, int max_puzzles);

/* FNV-1a of the input, to pick options without spending input bytes. */
uint32_t fuzz_hash (const uint8_t *data, size_t size);
/* The encoding and scheme numbered h (modulo the catalogue sizes). */
void fuzz_pick_options (uint32_t h, ss_options *);

/* The oracle.  1 when grid (n*n values) fills the puzzle's blanks, keeps
   its givens and repeats no value in a row, column or box. */
int oracle_valid (const ss_puzzle *, const int *grid);
/* 1 when oracle_valid can judge the puzzle's grids: its boxes are its
   regions.  Jigsaw regions replace the boxes; every other rule
   (f-puzzles' constraints, global rules, dominoes) only adds
   constraints, which leaves fewer grids, each still a Sudoku grid. */
int oracle_judges (const ss_puzzle *);
/* Number of completions of the puzzle's givens, stopping at limit;
   -1 when more than budget search nodes would be needed. */
long oracle_count (const ss_puzzle *, long limit, long budget);

/* For a puzzle read from f-puzzles JSON or a link in data: its side,
   givens and cage totals are those the JSON text writes, read again
   here (a JSON integer at its full 64 bits, a string total as its
   digits), so that a number the reader cut or misread is caught. */
void oracle_fpuzzles (const ss_puzzle *, const uint8_t *data, size_t size);

/* Solve pz with opt, at most limit grids, and check what comes back:
   no error, the grid passes ss_check_solution and the oracle (unless
   jigsaw regions replace the boxes), and for a classic Sudoku (no rule
   or constraint beyond rows, columns and boxes) the count agrees with
   the oracle's when it can tell.
   Then unit propagation alone (ss_propagate) must agree: a conflict
   only when there is no solution, fixed cells as in the grid found.
   With opt->time_limit, a solve that runs out of time is let go. */
void fuzz_solve_check (const ss_puzzle *, const ss_options *, long limit);

/* A FILE reading the input (fmemopen refuses a zero size). */
FILE *fuzz_open (const uint8_t *data, size_t size);
/* Abort unless err is a proper input error: status, one-line message,
   the file name, and when located, a line and column (input and limit
   errors). */
void fuzz_check_error (const ss_error *, const char *name, int located);

#endif
