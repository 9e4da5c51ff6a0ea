/* propagate.c: the propagate-only driver: encode into a fresh PicoSAT
   in plain mode, run unit propagation alone (decision limit 0), and read
   the cells it fixed at the top level into a partial grid.  With the
   hatch preset this is cross-hatching (COCI 2008/09 CROSS). */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

/* Read the fixed cells into grid; 0 when some cell is forced two
   values (possible only in a clause set without cell at-most-one). */
static int
read_fixed (PicoSAT *ps, const ss_puzzle *pz, const ss_varmap *vm,
            int *grid)
{
  int n = pz->n, ok = 1;
  /* on the stack: reading cannot run out of memory */
  int vals[SS_MAX_K * SS_MAX_K], lits[SS_MAX_K * SS_MAX_K];
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
  return ok;
}

/* The self-check every printed partial grid passes: givens kept, no
   value twice in a unit.  A broken rule is a conflict when the givens
   themselves break it (an AMO scheme whose propagation missed it),
   otherwise a bug.  A variant constraint that the cells propagation
   fixed break (a cage past its total) is a conflict: those cells
   follow from the clauses, which then have no model, though unit
   propagation did not reach the empty clause.  Returns 1, 0 (conflict)
   or -1. */
static int
check_partial (const ss_puzzle *pz, const int *grid, ss_error *err)
{
  long cells = (long) pz->n * pz->n;
  for (long i = 0; i < cells; i++)
    if (pz->cells[i] && pz->cells[i] != grid[i])
      return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                      "propagation lost the given at row %ld, column %ld",
                      i / pz->n + 1, i % pz->n + 1);
  ss_error why = { 0 };
  if (ss_check_rules (pz, grid, "propagated", 0, NULL, &why))
    {
      if (ss_puzzle_check_givens (pz, NULL, NULL))
        return 0;
      return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                      "propagation broke a rule: %s", why.msg);
    }
  return ss_check_variants (pz, grid, "propagated", NULL, NULL, NULL) ? 0
         : 1;
}

typedef struct propagation {
  int maxvar;
  int res;
} propagation;

/* Every cell variable must be known to PicoSAT for deref, even one no
   clause mentions; then unit propagation alone. */
static void
propagate (PicoSAT *ps, void *ctx)
{
  propagation *p = ctx;
  picosat_adjust (ps, p->maxvar);
  p->res = picosat_sat (ps, 0);
}

/* PicoSAT's interrupt callback: whether the deadline has passed. */
static int
past (void *deadline)
{
  return ss_now () > *(double *) deadline;
}

int
ss_propagate (const ss_puzzle *pz, const ss_options *opt, int *grid,
              ss_stats *st, ss_error *err)
{
  if (ss_options_check (opt, err))
    {
      if (st)
        memset (st, 0, sizeof *st);
      return -1;
    }
  double t0 = ss_now ();
  double limit = opt ? opt->time_limit : 0, deadline = t0 + limit;
  /* PicoSAT's whatever opt->solver says: its decision limit 0 is what
     stops at unit propagation */
  ss_sat *sat = ss_sat_new (&ss_solver_picosat, err);
  if (!sat)
    {
      if (st)
        memset (st, 0, sizeof *st);
      return -1;
    }
  ss_pico *g = ss_sat_pico (sat);
  PicoSAT *ps = g->ps;
  /* The back end runs PicoSAT in plain mode: without it PicoSAT probes
     failed literals before its first decision and deduces more than the
     clause set's unit propagation. */
  ss_varmap *vm = ss_encode_sat (sat, pz, opt, st, err);
  int rc = -1;
  if (vm)
    {
      propagation p = { ss_varmap_maxvar (vm), 0 };
      /* propagating a big CNF takes seconds too */
      if (limit > 0 && !g->dead)
        picosat_set_interrupt (ps, &deadline, past);
      if (ss_pico_run (g, propagate, &p))
        ss_oom (err);
      /* at decision limit 0 a finished propagation is unknown too */
      else if (p.res == PICOSAT_UNKNOWN && limit > 0 && past (&deadline))
        ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit of %g s "
                 "ran out during unit propagation (--time-limit)", limit);
      else if (picosat_decisions (ps) != 0)
        ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                 "PicoSAT made a decision at decision limit 0");
      else if (p.res == PICOSAT_UNSATISFIABLE
               || !read_fixed (ps, pz, vm, grid))
        rc = 0;
      else
        rc = check_partial (pz, grid, err);
    }
  if (st)
    {
      st->decisions = g->dead ? 0 : picosat_decisions (ps);
      st->propagations = g->dead ? 0 : picosat_propagations (ps);
      st->seconds = ss_now () - t0;
    }
  ss_varmap_free (vm);
  ss_sat_free (sat);
  return rc;
}
