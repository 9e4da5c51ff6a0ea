/* propagate.c: the propagate-only driver: encode into a fresh PicoSAT
   in plain mode, run unit propagation alone (decision limit 0), and read
   the cells it fixed at the top level into a partial grid.  With the
   hatch preset this is cross-hatching (COCI 2008/09 CROSS). */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <stdlib.h>

/* Read the fixed cells into grid; 0 when some cell is forced two
   values (possible only in a clause set without cell at-most-one). */
static int
read_fixed (PicoSAT *ps, const ss_puzzle *pz, const ss_varmap *vm,
            int *grid)
{
  int n = pz->n, ok = 1;
  int *vals = ss_malloc ((size_t) n * sizeof *vals);
  int *lits = ss_malloc ((size_t) n * sizeof *lits);
  for (int r = 0; r < n && ok; r++)
    for (int c = 0; c < n && ok; c++)
      {
        int found = 0, count = ss_var_values (vm, r, c, vals, lits);
        for (int i = 0; i < count && ok; i++)
          if (lits[i] == SS_LIT_TRUE        /* folded in by the map */
              || picosat_deref_toplevel (ps, lits[i]) > 0)
            {
              ok = !found;
              found = vals[i];
            }
        grid[(long) r * n + c] = found;
      }
  free (vals);
  free (lits);
  return ok;
}

/* The self-check every printed partial grid passes: givens kept, no
   value twice in a unit.  A broken rule is a conflict when the givens
   themselves break it (an AMO scheme whose propagation missed it),
   otherwise a bug.  Returns 1, 0 (conflict) or -1. */
static int
check_partial (const ss_puzzle *pz, const int *grid, ss_error *err)
{
  long cells = (long) pz->n * pz->n;
  ss_puzzle view = *pz;
  view.cells = (int *) grid;
  for (long i = 0; i < cells; i++)
    if (pz->cells[i] && pz->cells[i] != grid[i])
      return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                      "propagation lost the given at row %ld, column %ld",
                      i / pz->n + 1, i % pz->n + 1);
  ss_error why = { 0 };
  if (!ss_puzzle_check_givens (&view, NULL, &why))
    return 1;
  if (ss_puzzle_check_givens (pz, NULL, NULL))
    return 0;
  return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                  "propagation broke a rule: %s", why.msg);
}

int
ss_propagate (const ss_puzzle *pz, const ss_options *opt, int *grid,
              ss_stats *st, ss_error *err)
{
  double t0 = ss_now ();
  PicoSAT *ps = picosat_init ();
  /* Without plain mode PicoSAT probes failed literals before its first
     decision and deduces more than the clause set's unit propagation. */
  picosat_set_plain (ps, 1);
  ss_varmap *vm = ss_encode_picosat (ps, pz, opt, st, err);
  int rc = -1;
  if (vm)
    {
      /* Every cell variable must be known to PicoSAT for deref, even
         one no clause mentions. */
      picosat_adjust (ps, ss_varmap_maxvar (vm));
      int res = picosat_sat (ps, 0);
      if (picosat_decisions (ps) != 0)
        ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                 "PicoSAT made a decision at decision limit 0");
      else if (res == PICOSAT_UNSATISFIABLE || !read_fixed (ps, pz, vm, grid))
        rc = 0;
      else
        rc = check_partial (pz, grid, err);
    }
  if (st)
    {
      st->decisions = picosat_decisions (ps);
      st->propagations = picosat_propagations (ps);
      st->seconds = ss_now () - t0;
    }
  ss_varmap_free (vm);
  picosat_reset (ps);
  return rc;
}
