/* solve.c: fuzz target for the whole solve path on small grids: read
   (auto format), encode with an encoding and scheme picked from the
   input's hash, solve with PicoSAT, and judge the result by the oracle:
   every grid valid, and for a classic puzzle as many grids as the
   oracle counts (all of them on 4x4, up to 2 on 9x9); unit propagation
   alone must agree.

   One puzzle an input, inputs up to 1 KiB (scripts/fuzz; a 9x9 grid
   with its decoration takes a few hundred bytes): the first puzzle the
   reader accepts is solved when it is a Sudoku up to 9x9, and the rest
   of the input is left unread.  Each execution is then at most one
   solve, checked; many puzzles from one input are the reader targets'
   work. */
#include "fuzz.h"

static void
solve_one (const ss_puzzle *pz, void *ctx)
{
  if (pz->family != SS_SUDOKU || pz->n > 9)
    return;
  ss_options opt;
  fuzz_pick_options (*(const uint32_t *) ctx + (uint32_t) pz->index, &opt);
  fuzz_solve_check (pz, &opt, pz->n == 4 ? 300 : 2);
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  uint32_t h = fuzz_hash (data, size);
  fuzz_read (data, size, SS_FMT_AUTO, 0, solve_one, &h, 1);
  return 0;
}
