/* solve.c: the solving driver: encode into a fresh solver of the back
   end ss_options names, solve, and count distinct grids with blocking
   clauses over cell variables. */
#include "solving/solving.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define SMALL_CELL 3
/* Grids up to this many cells are settled on the stack. */
#define SMALL_GRID 1024
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
  return ss_sat_value (ctx, var);
}

/* Exclude the grid just found: some cell must take another value.  The
   clause names the true cell variables only, never auxiliaries.

   With steer (sides from FRESH_SEARCH_N up, after the fresh start), the
   search for another grid decides those variables first, true first (a
   hint PicoSAT takes; other back ends search their own way).  Another
   grid moves few cells (an unavoidable set), so the search keeps most
   of the old one, and the conflicts it meets teach which cells must
   keep their values.  On the Gecode 25x25 puzzles that halved the
   proofs that took longest (puzzle 12: 8.3 s -> 4.0 s with --unique),
   and with it the first search does better without small cells marked
   (puzzle 13: 9.1 s -> 4.2 s; 12 of 18 within 30 s).  The clause is
   built in lits (room for n*n + 1): 0, or -1 when memory ran out. */
static int
block (ss_sat *sat, const ss_puzzle *pz, const ss_varmap *vm,
       const int *grid, int steer, int *lits)
{
  int n = pz->n, count = 0;
  if (steer && ss_sat_fresh (sat))
    return -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int lit = ss_var (vm, r, c, grid[(long) r * n + c]);
        if (lit != SS_LIT_TRUE && lit != SS_LIT_FALSE)
          lits[count++] = -lit;
      }
  if (steer)
    {
      for (int i = 0; i < count; i++)
        lits[i] = -lits[i];
      if (ss_sat_prefer (sat, lits, count, 1))
        return -1;
      for (int i = 0; i < count; i++)
        lits[i] = -lits[i];
    }
  lits[count++] = 0;
  return ss_sat_add (sat, lits, count);
}

/* The time limit's error when it ran out before the CNF was built. */
static void
built_late (const ss_options *opt, ss_error *err)
{
  if (err && err->status == SS_ERR_TIMEOUT)
    ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "no solution found within "
             "the time limit of %g s, which ran out while the CNF was being "
             "built (--time-limit)", opt ? opt->time_limit : 0);
}

/* The map of opt's preset and presolve level; NULL on error. */
static ss_varmap *
sat_map (const ss_puzzle *pz, const ss_options *opt, double deadline,
         ss_error *err)
{
  ss_varmap *vm = ss_encode_options_varmap (pz, opt, deadline, err);
  if (!vm)
    built_late (opt, err);
  return vm;
}

/* The clauses over vm into sat; vm is freed on error.  Returns vm, or
   NULL on error. */
static ss_varmap *
sat_clauses (ss_sat *sat, const ss_puzzle *pz, const ss_options *opt,
             double deadline, ss_varmap *vm, ss_stats *st, ss_error *err)
{
  if (st)
    memset (st, 0, sizeof *st);
  ss_sink *sink = ss_sink_sat (sat);
  if (!sink)
    {
      ss_varmap_free (vm);
      ss_oom (err);
      return NULL;
    }
  if (opt && opt->max_literals)
    sink->max_literals = opt->max_literals;
  sink->deadline = deadline;
  int rc = ss_encode_options_with (pz, opt, vm, sink, err);
  if (!rc && ss_sink_sat_flush (sink))
    rc = ss_oom (err);
  if (st)
    {
      st->variables = rc ? 0 : ss_varmap_maxvar (vm);
      st->clauses = sink->clauses;
      st->literals = sink->literals;
    }
  ss_sink_free (sink);
  if (rc)
    {
      ss_varmap_free (vm);
      built_late (opt, err);
      return NULL;
    }
  return vm;
}

ss_varmap *
ss_encode_sat (ss_sat *sat, const ss_puzzle *pz, const ss_options *opt,
                   ss_stats *st, ss_error *err)
{
  /* A grid too big to encode within the time limit is given up while
     its CNF is built (81x81 empty: 23 s to build). */
  double limit = opt ? opt->time_limit : 0;
  double deadline = limit > 0 ? ss_now () + limit : 0;
  ss_varmap *vm = sat_map (pz, opt, deadline, err);
  if (!vm)
    {
      if (st)
        memset (st, 0, sizeof *st);
      return NULL;
    }
  return sat_clauses (sat, pz, opt, deadline, vm, st, err);
}

/* Cells with few open candidates are decided first (a static
   most-constrained-first order): their variables are marked more
   important.  Only below FRESH_SEARCH_N: PicoSAT cannot take marks
   back, and on bigger grids block steers the later searches.  Cells
   come as runs of variables in the compact maps; plain maps give every
   cell n candidates and nothing is marked.  0, or -1 when memory ran
   out. */
static int
prefer_small_cells (ss_sat *sat, const ss_varmap *vm)
{
  int nv = ss_varmap_cellvars (vm), first = 1, r0 = -1, c0 = -1;
  for (int var = 1; var <= nv + 1; var++)
    {
      int r = -2, c = -2, v;
      if (var <= nv)
        ss_var_cell (vm, var, &r, &c, &v);
      if (r == r0 && c == c0)
        continue;
      int run[SMALL_CELL];
      if (var > first && var - first <= SMALL_CELL)
        {
          for (int x = first; x < var; x++)
            run[x - first] = x;
          if (ss_sat_prefer (sat, run, var - first, 0))
            return -1;
        }
      first = var, r0 = r, c0 = c;
    }
  return 0;
}

/* A fresh instance of the back end opt names, with the portfolio's
   budget when opt sets one; NULL with err set. */
static ss_sat *
open_sat (const ss_options *opt, ss_error *err)
{
  ss_sat *sat = ss_sat_new (opt ? opt->solver : NULL, err);
  if (sat && opt
      && ss_options_cover (opt, offsetof (ss_options, portfolio_decisions)
                                + sizeof opt->portfolio_decisions)
      && opt->portfolio_decisions)
    ss_sat_budget (sat, opt->portfolio_decisions);
  return sat;
}

/* A puzzle the presolver settled: every cell decided in vm, and the
   grid they make keeps every rule and given (ss_check_solution).  Its
   steps remove only candidates no solution uses, so that grid is the
   one solution, found without a solver; into solution when not NULL.
   1 then; 0 when a cell is open or the grid breaks a rule (the solver
   decides: no solution), -1 when memory ran out. */
static int
presolved (const ss_puzzle *pz, const ss_varmap *vm, int *solution)
{
  long cells = (long) pz->n * pz->n;
  int small[SMALL_GRID];
  int *grid = cells <= SMALL_GRID ? small
              : ss_malloc ((size_t) cells * sizeof *grid);
  if (!grid)
    return -1;
  ss_error scratch = { 0 };
  int rc = ss_varmap_grid (vm, grid) && !ss_check_solution (pz, grid,
                                                             &scratch);
  if (rc && solution)
    memcpy (solution, grid, (size_t) cells * sizeof *grid);
  if (grid != small)
    free (grid);
  return rc;
}

/* Search sat for grids up to limit, each decoded and checked, the first
   into solution when not NULL; grids beyond the first are excluded by
   blocking clauses.  Returns their count, or -1 on error (a time limit
   of budget seconds, at deadline, included). */
static long
count_grids (ss_sat *sat, const ss_puzzle *pz, const ss_varmap *vm,
             long limit, int *solution, double deadline, double budget,
             ss_error *err)
{
  long cells = (long) pz->n * pz->n, found = 0;
  int *grid = ss_malloc ((size_t) cells * sizeof *grid);
  int *lits = ss_malloc ((size_t) (cells + 1) * sizeof *lits);
  if (!grid || !lits
      || (pz->n < FRESH_SEARCH_N && prefer_small_cells (sat, vm)))
    found = ss_oom (err);
  while (found >= 0 && found < limit)
    {
      /* counting many grids makes many short searches: look between
         them too.  A CNF without variables (propagation settled the
         puzzle) is answered at once, however long it took to build. */
      int res = SS_SAT_UNKNOWN;
      if (!(deadline > 0 && ss_varmap_maxvar (vm) > 0 && ss_now () > deadline)
          && (res = ss_sat_solve (sat, ss_varmap_maxvar (vm) > 0
                                       ? deadline : 0)) < 0)
        {
          found = ss_oom (err);
          break;
        }
      if (res == SS_SAT_UNKNOWN)
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
      if (res != SS_SAT_SAT)
        break;
      if (ss_decode (pz, vm, model_value, sat, grid, err))
        {
          found = -1;
          break;
        }
      if (!found && solution)
        memcpy (solution, grid, (size_t) cells * sizeof *grid);
      found++;
      if (found < limit
          && block (sat, pz, vm, grid, pz->n >= FRESH_SEARCH_N, lits))
        found = ss_oom (err);
    }
  free (grid);
  free (lits);
  return found;
}

long
ss_solve (const ss_puzzle *pz, const ss_options *opt, long limit,
          int *solution, ss_stats *st, ss_error *err)
{
  if (st)
    memset (st, 0, sizeof *st);
  /* a back end this build lacks is refused even for a puzzle the
     presolver settles, which needs none */
  if (ss_options_check (opt, err) || ss_sat_usable (opt ? opt->solver
                                                    : NULL, err))
    return -1;
  double t0 = ss_now ();
  double budget = opt ? opt->time_limit : 0;
  double deadline = budget > 0 ? t0 + budget : 0;
  ss_varmap *vm = sat_map (pz, opt, deadline, err);
  if (!vm)
    return -1;
  int settled = limit > 0 ? presolved (pz, vm, solution) : 0;
  if (settled)
    {
      ss_varmap_free (vm);
      if (st)
        st->seconds = ss_now () - t0;
      return settled < 0 ? ss_oom (err) : 1;
    }
  ss_sat *sat = open_sat (opt, err);
  if (!sat)
    {
      ss_varmap_free (vm);
      return -1;
    }
  vm = sat_clauses (sat, pz, opt, deadline, vm, st, err);
  if (!vm)
    {
      ss_sat_free (sat);
      return -1;
    }
  long found = count_grids (sat, pz, vm, limit, solution, deadline, budget,
                            err);
  if (st)
    {
      ss_sat_effort (sat, &st->decisions, &st->propagations);
      st->seconds = ss_now () - t0;
    }
  ss_varmap_free (vm);
  ss_sat_free (sat);
  return found;
}
