/* reader.c: fuzz target for the reader in one format (FUZZ_FORMAT, by
   default auto detection): every input is read to its end under the
   reader's contract (fuzz.c).  Sudominoku puzzles, which the solve
   target does not see, are also solved and their grids checked: the
   first of an input whose givens break no rule and that has at least
   10 dominoes in place, so that an execution is one quick solve at
   most.  With fewer the tiling is open enough that PicoSAT may search
   for seconds (the shared data's sample cut to 3 dominoes; 60 ms with
   its 10 under ASan; that data has 10 to 33), and the fuzzer, which
   favours inputs that reach rare code such as the time limit's, would
   spend its time on them.  A 2 s wall-clock limit backs the bound. */
#include "fuzz.h"

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT SS_FMT_AUTO
#endif

static void
solve_sudominoku (const ss_puzzle *pz, void *ctx)
{
  int *solved = ctx;
  if (!*solved && pz->family == SS_SUDOMINOKU && pz->ndominoes >= 10
      && !ss_puzzle_check_givens (pz, NULL, NULL))
    {
      ss_options opt;
      fuzz_pick_options (0, &opt);
      opt.time_limit = 2;
      fuzz_solve_check (pz, &opt, 1);
      *solved = 1;
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* one input in four is read leniently (as propagate and hatch do) */
  int lenient = (fuzz_hash (data, size) & 3) == 0;
  int solved = 0;
  fuzz_read (data, size, FUZZ_FORMAT, lenient, solve_sudominoku, &solved,
             1000);
  return 0;
}
