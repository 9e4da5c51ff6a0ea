/* solve.c: the PicoSAT driver: encode into a fresh solver, solve, and
   count distinct grids with blocking clauses over cell variables.
   PicoSAT is called through ss_pico_run (pico.c), so that running out
   of memory is an error. */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

#define SMALL_CELL 3
/* From this side up, the search for another grid starts from fresh
   scores and phases (learned clauses stay): those that found the first
   grid keep the search near it, where the blocking clause has just
   ruled it out.  Of the Gecode 25x25 puzzles that finish in 20 s, 6 of
   9 were faster (15.4 s -> 10.8 s on one), 2 as fast (0.06 s) and one
   slower (3.4 s -> 3.7 s); on 9x9 it costs about 18% more
   propagations, so small grids keep their state.  From this side up
   the first search marks no small cells either (see block). */
#define FRESH_SEARCH_N 16

static int
model_value (void *ctx, int var)
{
  return picosat_deref ((PicoSAT *) ctx, var);
}

/* Exclude the grid just found: some cell must take another value.  The
   clause names the true cell variables only, never auxiliaries.

   With steer (sides from FRESH_SEARCH_N up, after the fresh start), the
   search for another grid decides those variables first, true first.
   Another grid moves few cells (an unavoidable set), so the search keeps
   most of the old one, and the conflicts it meets teach which cells
   must keep their values.  On the Gecode 25x25 puzzles that halved the
   proofs that took longest (puzzle 12: 8.3 s -> 4.0 s with --unique),
   and with it the first search does better without small cells marked
   (puzzle 13: 9.1 s -> 4.2 s; 12 of 18 within 30 s).  Run by
   ss_pico_run, as are the other calls that may make PicoSAT allocate. */
typedef struct blocking {
  const ss_puzzle *pz;
  const ss_varmap *vm;
  const int *grid;
  int steer;
} blocking;

static void
block (PicoSAT *ps, void *ctx)
{
  const blocking *b = ctx;
  const ss_puzzle *pz = b->pz;
  const ss_varmap *vm = b->vm;
  const int *grid = b->grid;
  int n = pz->n, steer = b->steer;
  if (steer)
    {
      picosat_reset_phases (ps);
      picosat_reset_scores (ps);
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int lit = ss_var (vm, r, c, grid[(long) r * n + c]);
        if (lit == SS_LIT_TRUE || lit == SS_LIT_FALSE)
          continue;
        picosat_add (ps, -lit);
        if (steer)
          {
            picosat_set_default_phase_lit (ps, lit, 1);
            picosat_set_more_important_lit (ps, lit);
          }
      }
  picosat_add (ps, 0);
}

ss_varmap *
ss_encode_picosat (ss_pico *g, const ss_puzzle *pz, const ss_options *opt,
                   ss_stats *st, ss_error *err)
{
  /* A grid too big to encode within the time limit is given up while
     its CNF is built (81x81 empty: 23 s to build). */
  double limit = opt ? opt->time_limit : 0;
  double deadline = limit > 0 ? ss_now () + limit : 0;
  if (st)
    memset (st, 0, sizeof *st);
  ss_sink *sink = ss_sink_picosat (g);
  if (!sink)
    {
      ss_oom (err);
      return NULL;
    }
  if (opt && opt->max_literals)
    sink->max_literals = opt->max_literals;
  sink->deadline = deadline;
  ss_varmap *vm = ss_encode_options (pz, opt, sink, err);
  if (vm && ss_sink_picosat_flush (sink))
    {
      ss_varmap_free (vm);
      vm = NULL;
      ss_oom (err);
    }
  if (st)
    {
      st->variables = vm ? ss_varmap_maxvar (vm) : 0;
      st->clauses = sink->clauses;
      st->literals = sink->literals;
    }
  ss_sink_free (sink);
  if (!vm && err && err->status == SS_ERR_TIMEOUT)
    ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "no solution found within "
             "the time limit of %g s, which ran out while the CNF was being "
             "built (--time-limit)", limit);
  return vm;
}

/* Cells with few open candidates are decided first (a static
   most-constrained-first order): their variables are marked more
   important.  Only below FRESH_SEARCH_N: PicoSAT cannot take marks
   back, and on bigger grids block steers the later searches.  Cells
   come as runs of variables in the compact maps; plain maps give every
   cell n candidates and nothing is marked. */
static void
prefer_small_cells (PicoSAT *ps, void *ctx)
{
  const ss_varmap *vm = ctx;
  int nv = ss_varmap_cellvars (vm), first = 1, r0 = -1, c0 = -1;
  for (int var = 1; var <= nv + 1; var++)
    {
      int r = -2, c = -2, v;
      if (var <= nv)
        ss_var_cell (vm, var, &r, &c, &v);
      if (r == r0 && c == c0)
        continue;
      if (var > first && var - first <= SMALL_CELL)
        for (int x = first; x < var; x++)
          picosat_set_more_important_lit (ps, x);
      first = var, r0 = r, c0 = c;
    }
}

/* PicoSAT's interrupt callback: whether the deadline has passed. */
static int
past (void *deadline)
{
  return ss_now () > *(double *) deadline;
}

typedef struct search {
  int res;
} search;

static void
sat (PicoSAT *ps, void *ctx)
{
  ((search *) ctx)->res = picosat_sat (ps, -1);
}

long
ss_solve (const ss_puzzle *pz, const ss_options *opt, long limit,
          int *solution, ss_stats *st, ss_error *err)
{
  double t0 = ss_now ();
  double budget = opt ? opt->time_limit : 0, deadline = t0 + budget;
  ss_pico g;
  if (ss_pico_open (&g, err))
    {
      ss_pico_close (&g);
      return -1;
    }
  PicoSAT *ps = g.ps;
  /* No failed-literal probing or lifting before each search: on these
     small CNFs it costs more than it saves. */
  picosat_set_plain (ps, 1);
  ss_varmap *vm = ss_encode_picosat (&g, pz, opt, st, err);
  long found = 0;
  if (!vm)
    {
      ss_pico_close (&g);
      return -1;
    }
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  if (!grid
      || (pz->n < FRESH_SEARCH_N
          && ss_pico_run (&g, prefer_small_cells, vm)))
    found = ss_oom (err);
  if (budget > 0 && !g.dead)
    picosat_set_interrupt (ps, &deadline, past);
  while (found >= 0 && found < limit)
    {
      /* counting many grids makes many short searches: look between
         them too.  A CNF without variables (propagation settled the
         puzzle) is answered at once, however long it took to build. */
      search s = { PICOSAT_UNKNOWN };
      if (!(budget > 0 && picosat_variables (ps) > 0 && past (&deadline))
          && ss_pico_run (&g, sat, &s))
        {
          found = ss_oom (err);
          break;
        }
      int res = s.res;
      if (res == PICOSAT_UNKNOWN)
        {
          if (found)
            ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit of %g "
                     "s ran out after %ld solution%s, before the search was "
                     "complete (--time-limit)", budget, found,
                     found == 1 ? "" : "s");
          else
            ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "no solution found "
                     "within the time limit of %g s (--time-limit)", budget);
          found = -1;
          break;
        }
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
        {
          blocking b = { pz, vm, grid, pz->n >= FRESH_SEARCH_N };
          if (ss_pico_run (&g, block, &b))
            found = ss_oom (err);
        }
    }
  if (st)
    {
      st->decisions = g.dead ? 0 : picosat_decisions (ps);
      st->propagations = g.dead ? 0 : picosat_propagations (ps);
      st->seconds = ss_now () - t0;
    }
  free (grid);
  ss_varmap_free (vm);
  ss_pico_close (&g);
  return found;
}
