/* solve.c: the PicoSAT driver: encode into a fresh solver, solve, and
   count distinct grids with blocking clauses over cell variables. */
#include "sudosat.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
model_value (void *ctx, int var)
{
  return picosat_deref ((PicoSAT *) ctx, var);
}

/* Exclude the grid just found: some cell must take another value.  The
   clause names the true cell variables only, never auxiliaries. */
static void
block (PicoSAT *ps, const ss_puzzle *pz, const ss_varmap *vm,
       const int *grid)
{
  int n = pz->n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int lit = ss_var (vm, r, c, grid[(long) r * n + c]);
        if (lit != SS_LIT_TRUE && lit != SS_LIT_FALSE)
          picosat_add (ps, -lit);
      }
  picosat_add (ps, 0);
}

/* Whether the CNF of pz stays within budget literals, found by encoding
   it into a counter: done for big grids only, so that a CNF over the
   budget is refused in a second instead of after PicoSAT has taken
   gigabytes of it. */
static int
within_budget (const ss_puzzle *pz, const ss_options *opt,
               long long budget, ss_error *err)
{
  if (pz->n <= 25)
    return 1;
  ss_sink *count = ss_sink_counter ();
  count->max_literals = budget;
  ss_varmap *vm = ss_encode (pz, opt ? opt->encoding : NULL,
                             opt ? opt->amo : NULL, count, err);
  ss_sink_free (count);
  int ok = vm != NULL;
  ss_varmap_free (vm);
  return ok;
}

ss_varmap *
ss_encode_picosat (PicoSAT *ps, const ss_puzzle *pz, const ss_options *opt,
                   ss_stats *st, ss_error *err)
{
  long long budget = opt && opt->max_literals ? opt->max_literals
                                              : SS_MAX_LITERALS;
  if (st)
    memset (st, 0, sizeof *st);
  if (!within_budget (pz, opt, budget, err))
    return NULL;
  ss_sink *sink = ss_sink_picosat (ps);
  sink->max_literals = budget;
  ss_varmap *vm = ss_encode (pz, opt ? opt->encoding : NULL,
                             opt ? opt->amo : NULL, sink, err);
  if (st)
    {
      st->variables = vm ? ss_varmap_maxvar (vm) : 0;
      st->clauses = sink->clauses;
      st->literals = sink->literals;
    }
  ss_sink_free (sink);
  return vm;
}

long
ss_solve (const ss_puzzle *pz, const ss_options *opt, long limit,
          int *solution, ss_stats *st, ss_error *err)
{
  double t0 = now ();
  PicoSAT *ps = picosat_init ();
  ss_varmap *vm = ss_encode_picosat (ps, pz, opt, st, err);
  long found = 0;
  if (!vm)
    {
      picosat_reset (ps);
      return -1;
    }
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  while (found < limit)
    {
      int res = picosat_sat (ps, -1);
      if (res != PICOSAT_SATISFIABLE)
        break;
      if (ss_decode (pz, vm, model_value, ps, grid, err))
        {
          found = -1;
          break;
        }
      if (!found && solution)
        memcpy (solution, grid, (size_t) pz->n * pz->n * sizeof *grid);
      found++;
      if (found < limit)
        block (ps, pz, vm, grid);
    }
  if (st)
    {
      st->decisions = picosat_decisions (ps);
      st->propagations = picosat_propagations (ps);
      st->seconds = now () - t0;
    }
  free (grid);
  ss_varmap_free (vm);
  picosat_reset (ps);
  return found;
}
