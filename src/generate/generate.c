/* generate.c: ss_generate.  A SAT instance (the request's back end)
   holds the rules of the empty grid (the extended preset over the
   plain map, no presolve, so that every candidate has its variable);
   givens are assumptions.  A random full grid S comes from a search
   whose every cell prefers a value drawn at random.  The constraints asked for are then laid out
   on S (ss_gen_kinds; jigsaw regions come before S, whose search then
   holds them), and a second instance holds the puzzle with them; with
   none, the first instance serves.  The clause "some cell differs
   from S", switched on by a selector variable, is added, and a set of
   givens taken from S has S as its only solution exactly when the
   givens and the selector, assumed, are unsatisfiable.  Givens go by
   orbits of the symmetry, in random order, each orbit kept unless its
   removal is proven to keep the solution unique: first by propagation
   (the presolver solving the puzzle outright, which implies
   uniqueness), then, up to EXACT_MAX_N or for a minimal puzzle, by
   that search.  Removing givens never makes a puzzle unique again, so
   an orbit the search refused stays for good: one exact pass leaves no
   orbit that could go.  Each search learns clauses that the next ones
   keep (all follow from the rules and the blocking clauses). */
#include "generate/generate.h"

#include "explain/explain.h"
#include "presolve/presolve.h"
#include "solving/solving.h"

#include <stdlib.h>
#include <string.h>

/* Sides up to this have every removal that propagation does not prove
   decided by the search; beyond, such proofs take seconds each (25x25)
   and win few givens. */
#define EXACT_MAX_N 16

typedef struct gen {
  const ss_puzzle *pz;  /* the puzzle whose givens are taken away */
  int n;
  int cells;
  ss_sat *sat;          /* the instance holding pz */
  ss_varmap *vm;
  const ss_puzzle *fpz; /* the puzzle full grids are drawn from: pz, or
                           without the constraints laid out on them */
  ss_sat *fsat;         /* the instance holding fpz: sat when fpz is pz */
  ss_varmap *fvm;
  const ss_solver *solver;  /* the back end of both */
  ss_rng rng;
  int sel;              /* the selector of this grid's blocking clause */
  int *sol;             /* this attempt's full grid */
  int *given;           /* 1 where a given stays */
  int *need;            /* 1 where a given was proven necessary */
  int *pref;            /* the full grid search: each cell's value first
                           tried */
  int *lits;            /* assumptions for the next search; a clause
                           or a cell's phases */
  int nlits;
  int disable;          /* an old selector to switch off for good */
  double deadline;
  long checks;
  const ss_presolve *logic;  /* the propagation tried first */
} gen;

/* Whether the deadline (ss_now seconds, > 0) has passed. */
static int
past (double deadline)
{
  return ss_now () > deadline;
}

/* Each cell's variables in sat (mapped by vm) prefer value[cell]
   (true) over the others (false): 0, or -1 when memory ran out. */
static int
phases (gen *G, ss_sat *sat, const ss_varmap *vm, const int *value)
{
  int n = G->n;
  for (int cell = 0; cell < G->cells; cell++)
    {
      for (int v = 1; v <= n; v++)
        {
          int lit = ss_var (vm, cell / n, cell % n, v);
          G->lits[v - 1] = v == value[cell] ? lit : -lit;
        }
      if (ss_sat_phase (sat, G->lits, n))
        return -1;
    }
  return 0;
}

/* The full grids' instance: the old selector switched off for good,
   and phases drawn at random, so that the first solution is a random
   grid: 0, or -1 when memory ran out. */
static int
random_phases (gen *G)
{
  if (G->disable)
    {
      int clause[2] = { -G->disable, 0 };
      if (ss_sat_add (G->fsat, clause, 2))
        return -1;
      G->disable = 0;
    }
  return phases (G, G->fsat, G->fvm, G->pref);
}

/* The blocking clause of G->sol under selector G->sel in G->sat, and
   phases that steer each search towards G->sol (another solution of a
   puzzle near uniqueness differs in few cells): 0, or -1 when memory
   ran out. */
static int
block (gen *G)
{
  int n = G->n, k = 0;
  G->lits[k++] = -G->sel;
  for (int cell = 0; cell < G->cells; cell++)
    G->lits[k++] = -ss_var (G->vm, cell / n, cell % n, G->sol[cell]);
  G->lits[k++] = 0;
  if (ss_sat_add (G->sat, G->lits, k))
    return -1;
  return phases (G, G->sat, G->vm, G->sol);
}

static int
model_value (void *ctx, int var)
{
  return ss_sat_value (ctx, var);
}

/* One search of sat under the assumptions G->lits[0..G->nlits-1]:
   SS_SAT_SAT or SS_SAT_UNSAT, or -1 with err set (memory, deadline). */
static int
run (gen *G, ss_sat *sat, ss_error *err)
{
  if (G->deadline > 0 && past (G->deadline))
    return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran "
                    "out before the puzzle was made (--time-limit)");
  for (int i = 0; i < G->nlits; i++)
    if (ss_sat_assume (sat, G->lits[i]))
      return ss_oom (err);
  int res = ss_sat_solve (sat, G->deadline);
  if (res < 0)
    return ss_oom (err);
  if (res == SS_SAT_UNKNOWN)
    return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran "
                    "out before the puzzle was made (--time-limit)");
  return res;
}

/* Whether propagation alone (G->logic) solves the givens that stay:
   then they have one solution.  1 yes, 0 no, -1 on error. */
static int
solved_by_logic (gen *G, ss_error *err)
{
  for (int cell = 0; cell < G->cells; cell++)
    G->pz->cells[cell] = G->given[cell] ? G->sol[cell] : 0;
  ss_varmap *vm = ss_presolve_map (G->pz, G->logic, G->deadline, err);
  memset (G->pz->cells, 0, (size_t) G->cells * sizeof *G->pz->cells);
  if (!vm)
    return -1;
  /* every cell decided (a contradiction would decide none true) */
  int solved = ss_varmap_cellvars (vm) == 0
               && ss_var (vm, 0, 0, G->sol[0]) == SS_LIT_TRUE;
  ss_varmap_free (vm);
  return solved;
}

/* Whether the givens that stay have one solution: propagation first,
   then (exact) the solver.  1 yes, 0 no (or, not exact, unproven), -1
   on error. */
static int
unique_now (gen *G, int exact, ss_error *err)
{
  int n = G->n;
  int logic = solved_by_logic (G, err);
  if (logic || !exact)
    return logic;
  G->nlits = 0;
  G->lits[G->nlits++] = G->sel;
  for (int cell = 0; cell < G->cells; cell++)
    if (G->given[cell])
      G->lits[G->nlits++] = ss_var (G->vm, cell / n, cell % n,
                                    G->sol[cell]);
  G->checks++;
  int res = run (G, G->sat, err);
  return res < 0 ? -1 : res == SS_SAT_UNSAT;
}

/* unique_now without the m cells of drop, which stay given. */
static int
unique_without (gen *G, const int *drop, int m, int exact, ss_error *err)
{
  for (int i = 0; i < m; i++)
    G->given[drop[i]] = 0;
  int u = unique_now (G, exact, err);
  for (int i = 0; i < m; i++)
    G->given[drop[i]] = 1;
  return u;
}

/* Orbits of each size among those left to try, and whether d more
   givens can go as some of them. */
static int
reachable (long d, const long size[5])
{
  for (long x4 = 0; x4 <= size[4] && 4 * x4 <= d; x4++)
    {
      long rest = d - 4 * x4, x2 = rest / 2 < size[2] ? rest / 2 : size[2];
      if (rest - 2 * x2 <= size[1])
        return 1;
    }
  return 0;
}

/* The orbits of the symmetry, each by its first cell (the smallest),
   in order[0..] (when not NULL); their sizes counted in size[]. */
static int
orbits (ss_symmetry sym, int n, int *order, long size[5])
{
  int count = 0, orbit[4];
  memset (size, 0, 5 * sizeof *size);
  for (int cell = 0; cell < n * n; cell++)
    {
      int m = ss_symmetry_orbit (sym, n, cell, orbit), least = 1;
      for (int i = 1; i < m; i++)
        least &= orbit[i] > cell;
      if (least)
        {
          if (order)
            order[count] = cell;
          count++;
          size[m]++;
        }
    }
  return count;
}

/* A new random full grid of G->fpz into G->sol: 1, 0 when the rules
   admit no grid, -1 on error. */
static int
full_grid (gen *G, ss_error *err)
{
  int n = G->n;
  for (int cell = 0; cell < G->cells; cell++)
    G->pref[cell] = 1 + (int) ss_rng_below (&G->rng, (uint32_t) n);
  if (random_phases (G))
    return ss_oom (err);
  G->nlits = 0;
  int res = run (G, G->fsat, err);
  if (res != SS_SAT_SAT)
    return res < 0 ? -1 : 0;
  if (ss_decode (G->fpz, G->fvm, model_value, G->fsat, G->sol, err))
    return -1;
  return 1;
}

/* G->sol's blocking clause in G->sat, under a new selector. */
static int
block_grid (gen *G, ss_error *err)
{
  G->sel = ss_varmap_aux (G->vm, 1);
  if (block (G))
    return ss_oom (err);
  return 0;
}

/* An instance of the request's back end holding pz's rules, every
   candidate with its variable, into *sat and *vm: 0, or -1 with err
   set (the caller frees what is there). */
static int
encode (gen *G, const ss_puzzle *pz, long long max_literals, ss_sat **sat,
        ss_varmap **vm, ss_error *err)
{
  *sat = ss_sat_new (G->solver, err);
  if (!*sat)
    return -1;
  ss_options opt = { .encoding = ss_encoding_find ("extended"),
                     .presolve = ss_presolve_find ("none"),
                     .max_literals = max_literals };
  if (G->deadline > 0)
    {
      opt.time_limit = G->deadline - ss_now ();
      if (opt.time_limit <= 0)
        opt.time_limit = 1e-9;
    }
  *vm = ss_encode_sat (*sat, pz, &opt, NULL, err);
  if (!*vm)
    return -1;
  return 0;
}

/* Free the instance holding G->pz when it is not the full grids'. */
static void
drop_check (gen *G)
{
  if (G->sat != G->fsat)
    {
      ss_varmap_free (G->vm);
      ss_sat_free (G->sat);
    }
  G->sat = NULL;
  G->vm = NULL;
}

/* Free the full grids' instance (and the other with it when shared). */
static void
drop_fill (gen *G)
{
  drop_check (G);
  ss_varmap_free (G->fvm);
  ss_sat_free (G->fsat);
  G->fsat = NULL;
  G->fvm = NULL;
}

/* One pass over the orbits in order[0..norbits-1] that are still
   given: each goes when the givens left without it are proven unique
   (exact: by the solver where propagation falls short), until *left
   givens are target (-1: none).  A single cell that the solver proves
   necessary is marked so.  0, or -1 on error. */
static int
pass (gen *G, ss_symmetry sym, int target, const int *order, int norbits,
      int exact, long *left, ss_error *err)
{
  long size[5] = { 0 };
  int orbit[4];
  for (int i = 0; i < norbits; i++)
    if (G->given[order[i]])
      size[ss_symmetry_orbit (sym, G->n, order[i], orbit)]++;
  for (int i = 0; i < norbits && *left != target; i++)
    {
      if (!G->given[order[i]])
        continue;
      int m = ss_symmetry_orbit (sym, G->n, order[i], orbit);
      size[m]--;
      /* with a target, an orbit goes only when the rest can still
         make it exact */
      if (target >= 0
          && (*left - m < target || !reachable (*left - m - target, size)))
        continue;
      int u = unique_without (G, orbit, m, exact, err);
      if (u < 0)
        return -1;
      if (u)
        {
          for (int j = 0; j < m; j++)
            G->given[orbit[j]] = 0;
          *left -= m;
        }
      else if (m == 1 && exact)
        G->need[orbit[0]] = 1;
    }
  return 0;
}

/* Take givens away from G->sol by orbits in random order, down to
   target (-1: as far as they go).  Up to EXACT_MAX_N every orbit is
   tried with the solver; beyond, propagation alone decides (the
   solver's proofs there take seconds each and win few givens), and a
   second pass with the solver follows for a minimal puzzle.  Returns
   the givens left, -1 on error. */
static long
remove_givens (gen *G, ss_symmetry sym, int target, int minimal,
               int *order, ss_error *err)
{
  long size[5], left = G->cells;
  int norbits = orbits (sym, G->n, order, size);
  int exact = G->n <= EXACT_MAX_N;
  ss_rng_shuffle (&G->rng, order, norbits);
  for (int cell = 0; cell < G->cells; cell++)
    G->given[cell] = 1, G->need[cell] = 0;
  if (pass (G, sym, target, order, norbits, exact, &left, err)
      || (!exact && minimal && left != target
          && pass (G, sym, target, order, norbits, 1, &left, err)))
    return -1;
  return left;
}

/* Whether no single given can go: 1, 0, -1 on error. */
static int
minimal (gen *G, ss_error *err)
{
  for (int cell = 0; cell < G->cells; cell++)
    if (G->given[cell] && !G->need[cell])
      {
        int u = unique_without (G, &cell, 1, 1, err);
        if (u)
          return u < 0 ? -1 : 0;
        G->need[cell] = 1;
      }
  return 1;
}

/* The final check, apart from the search that made the puzzle: a fresh
   instance of the back end (the default preset and presolve) finds the
   solution and no other; the givens break no rule; the pattern keeps
   the symmetry. */
static int
verify (const ss_puzzle *pz, const int *solution, ss_symmetry sym,
        const ss_solver *solver, double deadline, ss_error *err)
{
  int n = pz->n;
  long cells = (long) n * n;
  int *again = ss_malloc ((size_t) cells * sizeof *again);
  if (!again)
    return ss_oom (err);
  ss_options opt = { .solver = solver };
  if (deadline > 0)
    {
      opt.time_limit = deadline - ss_now ();
      if (opt.time_limit <= 0)
        opt.time_limit = 1e-9;
    }
  ss_error why = { 0 };
  long found = ss_solve (pz, &opt, 2, again, NULL, &why);
  int rc = 0;
  if (found < 0)
    {
      *err = why;
      rc = -1;
    }
  else if (found != 1 || memcmp (again, solution, cells * sizeof *again))
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "self-check: the "
                  "generated puzzle has %ld solution%s%s", found,
                  found == 1 ? "" : "s", found == 1 ? ", not the one it "
                  "was made from" : "");
  else if (ss_puzzle_check_givens (pz, NULL, &why))
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "self-check: the "
                  "generated puzzle's givens break a rule: %s", why.msg);
  else if (!ss_symmetry_holds (sym, n, pz->cells))
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "self-check: the "
                  "generated puzzle's givens are not %s-symmetric",
                  ss_symmetry_name (sym));
  free (again);
  return rc;
}

/* A kind generate does not lay out, --clues out of range, or a count
   the symmetry's orbits cannot make: 0, or -1 with err set naming the
   kind or the nearest counts that work. */
int
ss_gen_check (const ss_puzzle *shape, const ss_gen_request *req,
              ss_error *err)
{
  ss_symmetry sym = req->symmetry;
  int n = shape->n, target = req->clues;
  long size[5], cells = (long) n * n;
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((req->kinds >> k & 1) && !ss_gen_kind_placed (k))
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s constraints are "
                      "not among those generate lays out",
                      ss_kind (k)->name);
  /* in two shifts: with 32 kinds one shift would be the whole width */
  if (req->kinds >> (SS_CON_NKINDS - 1) >> 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "generate: no "
                    "constraint kind %u", req->kinds);
  if (target < 0)
    return 0;
  if (target > cells)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "--clues=%d: a %dx%d "
                    "grid has %ld cells", target, n, n, cells);
  orbits (sym, n, NULL, size);
  if (reachable (cells - target, size))
    return 0;
  long below = target, above = target;
  while (below > 0 && !reachable (cells - below, size))
    below--;
  while (above < cells && !reachable (cells - above, size))
    above++;
  return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "--clues=%d: a %dx%d "
                  "grid with symmetry %s has %ld or %ld givens, never %d",
                  target, n, n, ss_symmetry_name (sym), below, above,
                  target);
}

/* This attempt's puzzle: base with the constraints of kinds laid out
   on G->sol, into *out (the caller frees it, even on error), held by a
   new G->sat with the grid's blocking clause.  0, or -1 with err. */
static int
lay_out (gen *G, const ss_puzzle *base, unsigned kinds,
         long long max_literals, ss_puzzle **out, ss_error *err)
{
  ss_puzzle *p = *out = ss_puzzle_copy (base);
  if (!p)
    return ss_oom (err);
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((kinds >> k & 1)
        && ss_gen_kinds[k].place (p, G->sol, &G->rng, err))
      return -1;
  G->pz = p;
  if (encode (G, p, max_literals, &G->sat, &G->vm, err))
    return -1;
  return block_grid (G, err);
}

/* Kept long: the generator's set-up, its attempts and the final proof
   share one state, set up and freed in one place. */
int
ss_generate (const ss_puzzle *shape, const ss_gen_request *req,
             uint64_t seed, int *givens, int *solution, ss_puzzle **made,
             ss_gen_stats *st, ss_error *err)
{
  double t0 = ss_now ();
  gen G = { .n = shape->n, .deadline = req->deadline,
            .solver = req->solver };
  G.cells = G.n * G.n;
  int attempts = req->attempts > 0 ? req->attempts
                 : req->minimal && req->symmetry != SS_SYM_NONE
                 ? 10 * SS_GEN_ATTEMPTS : SS_GEN_ATTEMPTS;
  int rc = -1, done_one = 0, fewest = G.cells + 1, short_of[4] = { 0 };
  int levels[8] = { 0 }, nogrid = 0;
  ss_puzzle *base = NULL, *laid = NULL;
  int *order = ss_malloc ((size_t) G.cells * sizeof *order);
  if (st)
    memset (st, 0, sizeof *st);
  if (!order)
    return ss_oom (err);
  if (ss_gen_check (shape, req, err))
    {
      free (order);
      return -1;
    }
  /* the kinds laid out before the full grid and on it (ss_gen_check
     refused the others) */
  unsigned before = 0, place = 0;
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if (req->kinds >> k & 1)
      {
        if (ss_gen_kinds[k].before)
          before |= 1u << k;
        else
          place |= 1u << k;
      }
  ss_rng_seed (&G.rng, seed);
  /* the empty grid: every candidate has its variable */
  base = ss_puzzle_copy (shape);
  G.sol = ss_malloc ((size_t) G.cells * sizeof *G.sol);
  G.given = ss_malloc ((size_t) G.cells * sizeof *G.given);
  G.need = ss_malloc ((size_t) G.cells * sizeof *G.need);
  G.pref = ss_malloc ((size_t) G.cells * sizeof *G.pref);
  /* the assumptions, or the blocking clause: the selector, a literal
     a cell, the 0 */
  G.lits = ss_malloc (((size_t) G.cells + 2) * sizeof *G.lits);
  if (!base || !G.sol || !G.given || !G.need || !G.pref || !G.lits)
    {
      ss_oom (err);
      goto done;
    }
  memset (base->cells, 0, (size_t) G.cells * sizeof *base->cells);
  G.fpz = G.pz = base;
  G.logic = G.n <= EXACT_MAX_N ? &ss_presolve_locked : &ss_presolve_hall;
  for (int attempt = 0; attempt < attempts && !done_one; attempt++)
    {
      if (st)
        st->attempts++;
      if (before || !G.fsat)
        {
          /* a new layout of regions: a new instance to draw grids */
          drop_fill (&G);
          for (int k = 0; k < SS_CON_NKINDS; k++)
            if ((before >> k & 1)
                && ss_gen_kinds[k].before (base, &G.rng, err))
              goto done;
          if (encode (&G, base, req->max_literals, &G.fsat, &G.fvm, err))
            goto done;
          if (!place)
            G.sat = G.fsat, G.vm = G.fvm;
        }
      int full = full_grid (&G, err);
      if (full < 0)
        goto done;
      if (full == 0)
        {
          /* another layout of regions may have a grid */
          if (before)
            {
              nogrid++;
              continue;
            }
          ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no %dx%d grid keeps "
                   "these rules", G.n, G.n);
          rc = 0;
          goto done;
        }
      if (place)
        {
          drop_check (&G);
          ss_puzzle_free (laid);
          laid = NULL;
          if (lay_out (&G, base, place, req->max_literals, &laid, err))
            goto done;
        }
      else if (block_grid (&G, err))
        goto done;
      ss_puzzle *pz = laid ? laid : base;
      long left = remove_givens (&G, req->symmetry, req->clues, req->minimal,
                                 order, err);
      if (left < 0)
        goto done;
      if (left < fewest)
        fewest = (int) left;
      /* the next grid's search leaves this blocking clause off (when
         it is this instance's) */
      if (!place && !before)
        G.disable = G.sel;
      if (req->clues >= 0 && left != req->clues)
        {
          short_of[0]++;
          continue;
        }
      if (req->minimal)
        {
          int m = minimal (&G, err);
          if (m < 0)
            goto done;
          if (!m)
            {
              short_of[1]++;
              continue;
            }
        }
      for (int cell = 0; cell < G.cells; cell++)
        pz->cells[cell] = G.given[cell] ? G.sol[cell] : 0;
      if (req->level >= 0)
        {
          ss_rating rating;
          if (ss_rate_puzzle (pz, &rating, G.deadline, req->solver,
                              err))
            goto done;
          if (rating.level >= 0 && rating.level < 8)
            levels[rating.level]++;
          if (rating.level != req->level)
            {
              memset (pz->cells, 0, (size_t) G.cells * sizeof *pz->cells);
              short_of[3]++;
              continue;
            }
        }
      if (req->accept)
        {
          int a = req->accept (pz, req->ctx, err);
          if (a < 0)
            goto done;
          if (!a)
            {
              /* the next grid's search must not see these givens */
              memset (pz->cells, 0, (size_t) G.cells * sizeof *pz->cells);
              short_of[2]++;
              continue;
            }
        }
      done_one = 1;
    }
  if (!done_one)
    {
      if (nogrid == attempts)
        ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no %dx%d grid keeps these "
                 "rules in %d jigsaw layouts", G.n, G.n, attempts);
      else if (short_of[0] == attempts - nogrid)
        ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no puzzle with %d givens "
                 "in %d full grids (the fewest reached: %d); try more "
                 "givens", req->clues, attempts - nogrid, fewest);
      else if (short_of[3])
        {
          char seen[256] = "";
          size_t len = 0;
          for (int l = 0; l < 8; l++)
            if (levels[l] && len < sizeof seen)
              len += (size_t) snprintf (seen + len, sizeof seen - len,
                                        "%s%s %d", len ? ", " : "",
                                        ss_rating_level_name (l), levels[l]);
          /* the last level, a path that stops short, comes only from
             rules that the units do not see */
          int last = !ss_rating_level_name (req->level + 1);
          ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no %s puzzle in %d full "
                   "grids%s%s%s%s", ss_rating_level_name (req->level),
                   attempts - nogrid, len ? " (rated: " : "", seen,
                   len ? ")" : "", last ? "; such puzzles come from rules "
                   "the units do not hold, such as anti-knight" : "");
        }
      else if (short_of[2] == 0)
        ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no minimal %s%spuzzle%s "
                 "in %d full grid%s", req->symmetry != SS_SYM_NONE
                 ? ss_symmetry_name (req->symmetry) : "",
                 req->symmetry != SS_SYM_NONE ? "-symmetric " : "",
                 req->clues >= 0 ? " of that many givens" : "",
                 attempts - nogrid, attempts - nogrid == 1 ? "" : "s");
      else
        ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "no puzzle of the "
                 "difficulty asked for in %d full grids", attempts - nogrid);
      rc = 0;
      goto done;
    }
  ss_puzzle *pz = laid ? laid : base;
  if (verify (pz, G.sol, req->symmetry, req->solver, G.deadline, err))
    goto done;
  if (made)
    {
      if (pz == laid)
        laid = NULL;
      else if (!(pz = ss_puzzle_copy (base)))
        {
          ss_oom (err);
          goto done;
        }
      *made = pz;
    }
  memcpy (givens, pz->cells, (size_t) G.cells * sizeof *givens);
  memcpy (solution, G.sol, (size_t) G.cells * sizeof *solution);
  rc = 1;
done:
  if (st)
    {
      st->checks = G.checks;
      st->fewest = fewest <= G.cells ? fewest : 0;
      st->seconds = ss_now () - t0;
      memcpy (st->levels, levels, sizeof levels);
    }
  drop_fill (&G);
  ss_puzzle_free (laid);
  ss_puzzle_free (base);
  free (G.sol);
  free (G.given);
  free (G.need);
  free (G.pref);
  free (G.lits);
  free (order);
  return rc;
}
