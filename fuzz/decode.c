/* decode.c: fuzz target for refusing wrong models.  The input gives a
   4x4 or 9x9 puzzle and a list of variables to flip; PicoSAT's model of
   the puzzle, so damaged, goes to ss_decode, which must refuse it unless
   the grid it reads is valid by the oracle. */
#include "fuzz.h"

#include <picosat/picosat.h>
#include <string.h>

typedef struct model {
  signed char *value;   /* 1 true, -1 false, by variable */
  int maxvar;
} model;

static int
model_value (void *ctx, int var)
{
  model *m = ctx;
  return var >= 1 && var <= m->maxvar ? m->value[var] : -1;
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Input: a byte of options (bit 0: 9x9), n*n bytes of givens (a byte
   below 64 gives its value modulo n+1, others are blanks), then flips
   as 2-byte variable numbers. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  int k = data[0] & 1 ? 3 : 2, n = k * k;
  if (size < 1 + (size_t) n * n)
    return 0;
  ss_puzzle *pz = ss_puzzle_new (k);
  for (int i = 0; i < n * n; i++)
    pz->cells[i] = data[1 + i] < 64 ? data[1 + i] % (n + 1) : 0;
  if (ss_puzzle_check_givens (pz, NULL, NULL))
    {
      ss_puzzle_free (pz);
      return 0;
    }
  ss_options opt;
  fuzz_pick_options (data[0] >> 1, &opt);
  ss_error err = { 0 };
  ss_sat *sat = ss_sat_new (NULL, &err);
  FUZZ_ASSERT (sat != NULL, "no PicoSAT: %s", err.msg);
  PicoSAT *ps = ss_sat_pico (sat)->ps;
  ss_sink *sink = ss_sink_sat (sat);
  ss_varmap *vm = ss_encode (pz, opt.encoding, opt.amo, sink, &err);
  FUZZ_ASSERT (vm != NULL, "encode failed: %s", err.msg);
  FUZZ_ASSERT (ss_sink_sat_flush (sink) == 0, "PicoSAT out of memory");
  ss_sink_free (sink);
  if (picosat_sat (ps, 10000) == PICOSAT_SATISFIABLE)
    {
      model m = { NULL, ss_varmap_maxvar (vm) };
      m.value = calloc ((size_t) m.maxvar + 1, 1);
      for (int v = 1; v <= m.maxvar; v++)
        m.value[v] = picosat_deref (ps, v) > 0 ? 1 : -1;
      const uint8_t *flips = data + 1 + n * n;
      /* A puzzle that propagation settles before encoding leaves the
         CNF no variable, so nothing to flip. */
      size_t nflips = m.maxvar > 0 ? (size - 1 - (size_t) n * n) / 2 : 0;
      for (size_t i = 0; i < nflips; i++)
        {
          int v = 1 + (flips[2 * i] | flips[2 * i + 1] << 8) % m.maxvar;
          m.value[v] = (signed char) -m.value[v];
        }
      int grid[81];
      memset (grid, 0, sizeof grid);
      if (ss_decode (pz, vm, model_value, &m, grid, &err) == 0)
        FUZZ_ASSERT (oracle_valid (pz, grid),
                     "ss_decode accepted an invalid grid (%zu flips)",
                     nflips);
      else
        {
          FUZZ_ASSERT (err.msg[0], "refused without a message");
          FUZZ_ASSERT (nflips > 0, "the solver's own model refused: %s",
                       err.msg);
        }
      free (m.value);
    }
  ss_varmap_free (vm);
  ss_sat_free (sat);
  ss_puzzle_free (pz);
  return 0;
}
