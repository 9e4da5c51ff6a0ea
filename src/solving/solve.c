/* solve.c: the PicoSAT driver: encode into a fresh solver, solve, and
   count distinct grids with blocking clauses over cell variables.

   A puzzle's CNF is small and PicoSAT allocates once per clause, so each
   thread keeps an arena that PicoSAT allocates from (picosat_minit): a
   puzzle's solver lives in it and the next puzzle reuses the memory.
   What does not fit goes to malloc as usual. */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <pthread.h>
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
#define ARENA_BYTES ((size_t) 4 << 20)
#define ROUND(b) (((b) + 15) & ~(size_t) 15)

typedef struct arena {
  char *base;
  size_t used;
} arena;

static pthread_key_t arena_key;
static pthread_once_t arena_once = PTHREAD_ONCE_INIT;

static void
arena_destroy (void *p)
{
  arena *a = p;
  free (a->base);
  free (a);
}

/* Threads free their arenas as they end; the thread that calls exit
   (the main thread) does not end that way, so its arena goes at exit. */
static void
arena_release (void)
{
  arena *a = pthread_getspecific (arena_key);
  if (a)
    {
      pthread_setspecific (arena_key, NULL);
      arena_destroy (a);
    }
}

static void
arena_key_make (void)
{
  pthread_key_create (&arena_key, arena_destroy);
  atexit (arena_release);
}

/* This thread's arena, made on first use and freed when the thread
   ends. */
static arena *
arena_get (void)
{
  pthread_once (&arena_once, arena_key_make);
  arena *a = pthread_getspecific (arena_key);
  if (!a)
    {
      a = ss_calloc (1, sizeof *a);
      a->base = ss_malloc (ARENA_BYTES);
      pthread_setspecific (arena_key, a);
    }
  return a;
}

static int
in_arena (const arena *a, const void *p)
{
  const char *c = p;
  return c >= a->base && c < a->base + ARENA_BYTES;
}

static void *
arena_alloc (void *state, size_t bytes)
{
  arena *a = state;
  if (a->used + ROUND (bytes) > ARENA_BYTES)
    return ss_malloc (bytes);
  void *p = a->base + a->used;
  a->used += ROUND (bytes);
  return p;
}

/* Only the block on top gives its room back; the rest waits for the
   solver's reset. */
static void
arena_free (void *state, void *p, size_t bytes)
{
  arena *a = state;
  if (!p)
    return;
  if (!in_arena (a, p))
    free (p);
  else if ((char *) p + ROUND (bytes) == a->base + a->used)
    a->used -= ROUND (bytes);
}

static void *
arena_resize (void *state, void *p, size_t old, size_t bytes)
{
  arena *a = state;
  if (!p)
    return arena_alloc (state, bytes);
  if (!bytes)
    {
      arena_free (state, p, old);
      return NULL;
    }
  if (!in_arena (a, p))
    return ss_realloc (p, bytes);
  if ((char *) p + ROUND (old) == a->base + a->used
      && a->used - ROUND (old) + ROUND (bytes) <= ARENA_BYTES)
    {
      a->used = a->used - ROUND (old) + ROUND (bytes);   /* grow on top */
      return p;
    }
  void *q = arena_alloc (state, bytes);
  memcpy (q, p, old < bytes ? old : bytes);
  arena_free (state, p, old);
  return q;
}

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
   (puzzle 13: 9.1 s -> 4.2 s; 12 of 18 within 30 s). */
static void
block (PicoSAT *ps, const ss_puzzle *pz, const ss_varmap *vm,
       const int *grid, int steer)
{
  int n = pz->n;
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
ss_encode_picosat (PicoSAT *ps, const ss_puzzle *pz, const ss_options *opt,
                   ss_stats *st, ss_error *err)
{
  /* A grid too big to encode within the time limit is given up while
     its CNF is built (81x81 empty: 23 s to build). */
  double limit = opt ? opt->time_limit : 0;
  double deadline = limit > 0 ? ss_now () + limit : 0;
  if (st)
    memset (st, 0, sizeof *st);
  ss_sink *sink = ss_sink_picosat (ps);
  if (opt && opt->max_literals)
    sink->max_literals = opt->max_literals;
  sink->deadline = deadline;
  ss_varmap *vm = ss_encode_presolved (pz, opt ? opt->encoding : NULL,
                                       opt ? opt->amo : NULL,
                                       opt ? opt->presolve : NULL, sink, err);
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
prefer_small_cells (PicoSAT *ps, const ss_varmap *vm)
{
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

long
ss_solve (const ss_puzzle *pz, const ss_options *opt, long limit,
          int *solution, ss_stats *st, ss_error *err)
{
  double t0 = ss_now ();
  double budget = opt ? opt->time_limit : 0, deadline = t0 + budget;
  arena *a = arena_get ();
  PicoSAT *ps = picosat_minit (a, arena_alloc, arena_resize, arena_free);
  /* No failed-literal probing or lifting before each search: on these
     small CNFs it costs more than it saves. */
  picosat_set_plain (ps, 1);
  ss_varmap *vm = ss_encode_picosat (ps, pz, opt, st, err);
  long found = 0;
  if (!vm)
    {
      picosat_reset (ps);
      a->used = 0;
      return -1;
    }
  if (pz->n < FRESH_SEARCH_N)
    prefer_small_cells (ps, vm);
  if (budget > 0)
    picosat_set_interrupt (ps, &deadline, past);
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  while (found < limit)
    {
      /* counting many grids makes many short searches: look between
         them too.  A CNF without variables (propagation settled the
         puzzle) is answered at once, however long it took to build. */
      int res = budget > 0 && picosat_variables (ps) > 0 && past (&deadline)
                ? PICOSAT_UNKNOWN : picosat_sat (ps, -1);
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
          int fresh = pz->n >= FRESH_SEARCH_N;
          if (fresh)
            {
              picosat_reset_phases (ps);
              picosat_reset_scores (ps);
            }
          block (ps, pz, vm, grid, fresh);
        }
    }
  if (st)
    {
      st->decisions = picosat_decisions (ps);
      st->propagations = picosat_propagations (ps);
      st->seconds = ss_now () - t0;
    }
  free (grid);
  ss_varmap_free (vm);
  picosat_reset (ps);
  a->used = 0;          /* every block of that solver is dead now */
  return found;
}
