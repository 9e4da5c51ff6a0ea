/* check_generate.c: the generator (src/generate): its pseudo-random
   numbers, the symmetries' orbits, and puzzles made by ss_generate,
   each checked here by other means: a count by ss_solve, every given
   taken away in turn for --minimal, the symmetry, the global rules and
   the constraints laid out for each kind by formulas of this file;
   and the explainer's paths through them, held to the solution each
   was made from. */
#include "suites.h"

#include "explain/explain.h"
#include "formats/dimacs.h"
#include "formats/formats.h"
#include "formats/fpuzzles.h"
#include "generate/generate.h"

#include <stdlib.h>
#include <string.h>

START_TEST (rng_repeats)
{
  ss_rng a, b, c;
  ss_rng_seed (&a, 42);
  ss_rng_seed (&b, 42);
  ss_rng_seed (&c, 43);
  int same = 1;
  for (int i = 0; i < 1000; i++)
    {
      uint64_t x = ss_rng_next (&a);
      ck_assert (x == ss_rng_next (&b));
      same &= x == ss_rng_next (&c);
    }
  ck_assert (!same);
}
END_TEST

/* Every value below the bound comes up, about equally often. */
START_TEST (rng_below)
{
  ss_rng g;
  ss_rng_seed (&g, 7);
  int hits[25] = { 0 };
  for (int i = 0; i < 25000; i++)
    {
      uint32_t v = ss_rng_below (&g, 25);
      ck_assert_uint_lt (v, 25);
      hits[v]++;
    }
  for (int v = 0; v < 25; v++)
    ck_assert_msg (hits[v] > 800 && hits[v] < 1200, "value %d came %d times "
                   "in 25000 draws below 25", v, hits[v]);
  ck_assert_uint_eq (ss_rng_below (&g, 1), 0);
}
END_TEST

START_TEST (rng_shuffle)
{
  ss_rng g;
  ss_rng_seed (&g, 1);
  int a[50], seen[50] = { 0 }, moved = 0;
  for (int i = 0; i < 50; i++)
    a[i] = i;
  ss_rng_shuffle (&g, a, 50);
  for (int i = 0; i < 50; i++)
    {
      seen[a[i]]++;
      moved += a[i] != i;
    }
  for (int i = 0; i < 50; i++)
    ck_assert_int_eq (seen[i], 1);
  ck_assert_int_gt (moved, 25);
}
END_TEST

/* The image of (r, c) under each symmetry, written out afresh. */
static int
image (int sym, int n, int cell)
{
  int r = cell / n, c = cell % n;
  switch (sym)
    {
    case SS_SYM_ROTATE180: return (n - 1 - r) * n + (n - 1 - c);
    case SS_SYM_ROTATE90: return c * n + (n - 1 - r);
    case SS_SYM_MIRROR: return r * n + (n - 1 - c);
    case SS_SYM_DIAGONAL: return c * n + r;
    default: return cell;
    }
}

static int
symmetric (int sym, int n, const int *grid)
{
  for (int cell = 0; cell < n * n; cell++)
    if ((grid[cell] != 0) != (grid[image (sym, n, cell)] != 0))
      return 0;
  return 1;
}

START_TEST (symmetry_names)
{
  int count = 0;
  for (int i = 0; ss_symmetry_name (i); i++, count++)
    ck_assert_int_eq (ss_symmetry_find (ss_symmetry_name (i)), i);
  ck_assert_int_eq (count, 5);
  ck_assert_int_eq (ss_symmetry_find ("rotate45"), -1);
  ck_assert_int_eq (ss_symmetry_find (""), -1);
}
END_TEST

/* Orbits: the cell first, each member once, closed under the image,
   and every member's orbit the same set. */
START_TEST (symmetry_orbits)
{
  static const int sides[] = { 4, 6, 9, 16 };
  for (int sym = 0; ss_symmetry_name (sym); sym++)
    for (int s = 0; s < 4; s++)
      {
        int n = sides[s];
        for (int cell = 0; cell < n * n; cell++)
          {
            int orbit[4], m = ss_symmetry_orbit (sym, n, cell, orbit);
            ck_assert_int_ge (m, 1);
            ck_assert_int_eq (orbit[0], cell);
            for (int i = 0; i < m; i++)
              {
                int in = 0, other[4];
                for (int j = 0; j < m; j++)
                  {
                    ck_assert (i == j || orbit[i] != orbit[j]);
                    in |= orbit[j] == image (sym, n, orbit[i]);
                  }
                ck_assert_msg (in, "%s: image of %d outside its orbit",
                               ss_symmetry_name (sym), orbit[i]);
                ck_assert_int_eq (ss_symmetry_orbit (sym, n, orbit[i],
                                                     other), m);
              }
          }
      }
}
END_TEST

START_TEST (symmetry_holds)
{
  int n = 9, grid[81] = { 0 };
  grid[0] = 1;
  for (int sym = 0; ss_symmetry_name (sym); sym++)
    {
      ck_assert_int_eq (ss_symmetry_holds (sym, n, grid),
                        symmetric (sym, n, grid));
      int orbit[4], m = ss_symmetry_orbit (sym, n, 10, orbit);
      int full[81] = { 0 };
      for (int i = 0; i < m; i++)
        full[orbit[i]] = 5;
      ck_assert (ss_symmetry_holds (sym, n, full));
    }
  ck_assert (ss_symmetry_holds (SS_SYM_NONE, n, grid));
  ck_assert (!ss_symmetry_holds (SS_SYM_ROTATE180, n, grid));
  grid[80] = 2;
  ck_assert (ss_symmetry_holds (SS_SYM_ROTATE180, n, grid));
  ck_assert (!ss_symmetry_holds (SS_SYM_ROTATE90, n, grid));
  ck_assert (!ss_symmetry_holds (SS_SYM_MIRROR, n, grid));
  ck_assert (ss_symmetry_holds (SS_SYM_DIAGONAL, n, grid));
}
END_TEST

/* A puzzle made: givens, solution, and how it was asked for. */
typedef struct made {
  int n;
  int givens[400];      /* up to 20x20 */
  int solution[400];
  ss_gen_stats st;
} made;

static ss_puzzle *
shape (int br, int bc, const char *rules)
{
  ss_puzzle *pz = ss_puzzle_new_box (br, bc);
  ck_assert_ptr_nonnull (pz);
  ss_error err = { 0 };
  if (rules)
    ck_assert_int_eq (ss_puzzle_add_rules (pz, rules, &err), 0);
  return pz;
}

static void
make (const ss_puzzle *pz, const ss_gen_request *req, uint64_t seed,
      made *out)
{
  ss_error err = { 0 };
  out->n = pz->n;
  int rc = ss_generate (pz, req, seed, out->givens, out->solution, NULL, &out->st,
                        &err);
  ck_assert_msg (rc == 1, "seed %llu: %d: %s", (unsigned long long) seed, rc,
                 err.msg);
}

static int
clues (const made *m)
{
  int count = 0;
  for (int i = 0; i < m->n * m->n; i++)
    count += m->givens[i] != 0;
  return count;
}

/* The puzzle's solutions, counted by ss_solve up to 2, with givens g
   in place of pz's; the first one into sol when not NULL. */
static long
count (const ss_puzzle *pz, const int *g, int *sol)
{
  ss_puzzle *p = ss_puzzle_copy (pz);
  memcpy (p->cells, g, (size_t) pz->n * pz->n * sizeof *g);
  ss_error err = { 0 };
  long found = ss_solve (p, NULL, 2, sol, NULL, &err);
  ck_assert_msg (found >= 0, "%s", err.msg);
  ss_puzzle_free (p);
  return found;
}

/* One solution, the one given back; every given agrees with it. */
static void
check_unique (const ss_puzzle *pz, const made *m)
{
  int sol[400];
  ck_assert_int_eq (count (pz, m->givens, sol), 1);
  ck_assert (!memcmp (sol, m->solution, (size_t) m->n * m->n * sizeof *sol));
  for (int i = 0; i < m->n * m->n; i++)
    ck_assert (!m->givens[i] || m->givens[i] == m->solution[i]);
}

START_TEST (same_seed_same_puzzle)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  ss_gen_request req = { .clues = -1, .level = -1 };
  static made a, b;
  make (pz, &req, 12345, &a);
  make (pz, &req, 12345, &b);
  ck_assert (!memcmp (a.givens, b.givens, sizeof a.givens));
  ck_assert (!memcmp (a.solution, b.solution, sizeof a.solution));
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (seeds_differ)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  ss_gen_request req = { .clues = -1, .level = -1 };
  static made m[6];
  for (int i = 0; i < 6; i++)
    {
      make (pz, &req, (uint64_t) i * 1000003u, &m[i]);
      check_unique (pz, &m[i]);
      for (int j = 0; j < i; j++)
        {
          ck_assert (memcmp (m[i].givens, m[j].givens, sizeof m[i].givens));
          ck_assert (memcmp (m[i].solution, m[j].solution,
                             sizeof m[i].solution));
        }
    }
  ss_puzzle_free (pz);
}
END_TEST

/* Unique, minimal (each given taken away in turn lets in a second
   solution) and symmetric, for every symmetry, on 9x9 and on 6x6 of
   2x3 boxes. */
START_TEST (minimal_symmetric)
{
  int sym = _i % 5, small = _i / 5;
  ss_puzzle *pz = small ? shape (2, 3, NULL) : shape (3, 3, NULL);
  ss_gen_request req = { .symmetry = sym, .clues = -1, .level = -1, .minimal = 1,
                         .attempts = 1000 };
  static made m;
  make (pz, &req, 99 + (uint64_t) _i, &m);
  check_unique (pz, &m);
  ck_assert_msg (symmetric (sym, m.n, m.givens), "not %s-symmetric",
                 ss_symmetry_name (sym));
  int g[81];
  for (int i = 0; i < m.n * m.n; i++)
    if (m.givens[i])
      {
        memcpy (g, m.givens, sizeof g);
        g[i] = 0;
        ck_assert_msg (count (pz, g, NULL) == 2, "%s: given %d can go",
                       ss_symmetry_name (sym), i);
      }
  ss_puzzle_free (pz);
}
END_TEST

/* Without --minimal the pattern is still symmetric and the puzzle
   unique. */
START_TEST (symmetric_16x16)
{
  ss_puzzle *pz = shape (4, 4, NULL);
  ss_gen_request req = { .symmetry = SS_SYM_ROTATE180, .clues = 140,
                         .level = -1 };
  static made m;
  make (pz, &req, 5, &m);
  check_unique (pz, &m);
  ck_assert (symmetric (SS_SYM_ROTATE180, 16, m.givens));
  ck_assert_int_eq (clues (&m), 140);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (clue_target)
{
  static const struct {
    int sym, clues;
  } cases[] = {
    { SS_SYM_NONE, 30 }, { SS_SYM_NONE, 81 }, { SS_SYM_ROTATE180, 31 },
    { SS_SYM_ROTATE180, 28 }, { SS_SYM_ROTATE90, 29 },
    { SS_SYM_ROTATE90, 32 }, { SS_SYM_MIRROR, 33 }, { SS_SYM_DIAGONAL, 27 },
  };
  ss_puzzle *pz = shape (3, 3, NULL);
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_gen_request req = { .symmetry = cases[i].sym,
                             .clues = cases[i].clues, .level = -1 };
      static made m;
      make (pz, &req, 1 + i, &m);
      ck_assert_int_eq (clues (&m), cases[i].clues);
      check_unique (pz, &m);
      ck_assert (symmetric (cases[i].sym, 9, m.givens));
    }
  ss_puzzle_free (pz);
}
END_TEST

/* Counts no pattern of the symmetry has, or past the grid, are refused
   before any search, naming the counts nearby. */
START_TEST (clue_target_refused)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  ss_error err = { 0 };
  ss_gen_request req = { .symmetry = SS_SYM_ROTATE90, .clues = 30,
                         .level = -1 };
  int g[81], s[81];
  ck_assert_int_eq (ss_gen_check (pz, &req, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_ptr_nonnull (strstr (err.msg, "29 or 32"));
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, NULL, &err), -1);
  req = (ss_gen_request) { .symmetry = SS_SYM_ROTATE180, .clues = 30,
                           .level = -1 };
  ck_assert_int_eq (ss_gen_check (pz, &req, &err), 0);
  req.clues = 82;
  ck_assert_int_eq (ss_gen_check (pz, &req, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "81 cells"));
  ss_puzzle_free (pz);
}
END_TEST

/* A target no grid of the attempts reaches is said so, with the fewest
   reached. */
START_TEST (clue_target_missed)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  ss_gen_request req = { .clues = 16, .level = -1, .attempts = 3 };
  ss_gen_stats st;
  ss_error err = { 0 };
  int g[81], s[81];
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, &st, &err), 0);
  ck_assert_int_eq (st.attempts, 3);
  ck_assert_ptr_nonnull (strstr (err.msg, "16 givens"));
  ck_assert_ptr_nonnull (strstr (err.msg, "fewest"));
  ss_puzzle_free (pz);
}
END_TEST

/* The rules, checked on the solution by formulas of this file. */
static void
check_rules (const char *rules, const made *m)
{
  int n = m->n;
  const int *s = m->solution;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int r2 = 0; r2 < n; r2++)
        for (int c2 = 0; c2 < n; c2++)
          {
            int v = s[r * n + c], w = s[r2 * n + c2];
            int dr = abs (r - r2), dc = abs (c - c2);
            if (r == r2 && c == c2)
              continue;
            if (strstr (rules, "x") && v == w)
              ck_assert (!((r == c && r2 == c2)
                           || (r + c == n - 1 && r2 + c2 == n - 1)));
            if (strstr (rules, "anti-knight"))
              ck_assert (!(dr * dc == 2 && v == w));
            if (strstr (rules, "anti-king"))
              ck_assert (!(dr == 1 && dc == 1 && v == w));
            if (strstr (rules, "non-consecutive"))
              ck_assert (!(dr + dc == 1 && abs (v - w) == 1));
          }
}

START_TEST (rules_kept)
{
  static const struct {
    const char *rules;
    int br, bc;
  } cases[] = {
    { "x", 3, 3 }, { "anti-knight", 3, 3 }, { "anti-king", 3, 3 },
    { "windoku", 3, 3 }, { "non-consecutive", 2, 3 },
    { "x", 2, 2 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_puzzle *pz = shape (cases[i].br, cases[i].bc, cases[i].rules);
      ss_gen_request req = { .clues = -1, .level = -1 };
      static made m;
      make (pz, &req, 3 + i, &m);
      check_unique (pz, &m);
      check_rules (cases[i].rules, &m);
      /* without the rules the givens leave more than one solution
         open (these puzzles lean on them) or still one: either way
         the solution keeps the plain Sudoku rules */
      ss_puzzle *plain = shape (cases[i].br, cases[i].bc, NULL);
      ss_error err = { 0 };
      ck_assert_int_eq (ss_check_solution (plain, m.solution, &err), 0);
      ss_puzzle_free (plain);
      ss_puzzle_free (pz);
    }
}
END_TEST

/* Rules that no grid of the size keeps: said so. */
START_TEST (rules_impossible)
{
  ss_puzzle *pz = shape (2, 2, "anti-king,anti-knight");
  ss_gen_request req = { .clues = -1, .level = -1 };
  ss_error err = { 0 };
  int g[16], s[16];
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, NULL, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "no 4x4 grid"));
  ss_puzzle_free (pz);
}
END_TEST

/* The acceptance hook: rejected puzzles make the generator try another
   grid; an error in it ends the call. */
static int
reject_first (const ss_puzzle *pz, void *ctx, ss_error *err)
{
  int *calls = ctx;
  (void) pz;
  if (++*calls == 4)
    return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "hook failed");
  return *calls >= 3;
}

START_TEST (accept_hook)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  int calls = 0;
  ss_gen_request req = { .clues = -1, .level = -1, .accept = reject_first, .ctx = &calls };
  static made m;
  make (pz, &req, 8, &m);
  ck_assert_int_eq (calls, 3);
  ck_assert_int_eq (m.st.attempts, 3);
  check_unique (pz, &m);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_generate (pz, &req, 8, m.givens, m.solution, NULL, NULL,
                                 &err), -1);
  ck_assert_str_eq (err.msg, "hook failed");
  calls = -100;
  req.attempts = 2;
  ck_assert_int_eq (ss_generate (pz, &req, 8, m.givens, m.solution, NULL, NULL,
                                 &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "difficulty"));
  ss_puzzle_free (pz);
}
END_TEST

/* A difficulty asked for (each level) is the one ss_rate_puzzle gives
   the puzzle; one no grid reaches is said so, with the levels
   reached. */
START_TEST (difficulty)
{
  static const char *const levels[] = {
    "simple", "easy", "intermediate", "hard", "expert"
  };
  ss_puzzle *pz = shape (3, 3, NULL);
  for (int i = 0; i < 5; i++)
    {
      int level = -1;
      for (int l = 0; ss_rating_level_name (l); l++)
        if (!strcmp (ss_rating_level_name (l), levels[i]))
          level = l;
      ck_assert_int_ge (level, 0);
      ss_gen_request req = { .clues = -1, .level = level };
      static made m;
      make (pz, &req, 20 + i, &m);
      check_unique (pz, &m);
      ss_puzzle *p = ss_puzzle_copy (pz);
      memcpy (p->cells, m.givens, sizeof m.givens[0] * 81);
      ss_rating rating;
      ss_error err = { 0 };
      ck_assert_int_eq (ss_rate_puzzle (p, &rating, 0, NULL, &err), 0);
      ck_assert_str_eq (rating.name, levels[i]);
      ss_puzzle_free (p);
    }
  /* simple is rare: three grids from seed 1 give none */
  ss_gen_request req = { .clues = -1, .level = 0, .attempts = 3 };
  ss_error err = { 0 };
  int g[81], s[81];
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, NULL, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "no simple puzzle in 3 full "
                                 "grids (rated: "));
  /* the last level (beyond, a path that needs search steps): none in a few
     plain 9x9 grids, said with where such puzzles come from; one on
     9x9 with anti-knight, rated so */
  int beyond = 0;
  while (ss_rating_level_name (beyond + 1))
    beyond++;
  ss_gen_request past = { .clues = -1, .level = beyond, .attempts = 3 };
  ck_assert_int_eq (ss_generate (pz, &past, 1, g, s, NULL, NULL, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "no beyond puzzle in 3 full "
                                 "grids (rated: "));
  ck_assert_ptr_nonnull (strstr (err.msg, "come from rules the units do "
                                 "not hold"));
  ss_puzzle_free (pz);
  pz = shape (3, 3, "anti-knight");
  past.attempts = 0;
  static made m;
  make (pz, &past, 1, &m);
  check_unique (pz, &m);
  ss_puzzle *p = ss_puzzle_copy (pz);
  memcpy (p->cells, m.givens, sizeof m.givens[0] * 81);
  ss_rating rating;
  ck_assert_int_eq (ss_rate_puzzle (p, &rating, 0, NULL, &err), 0);
  ck_assert_int_eq (rating.level, beyond);
  /* search steps finish the path */
  ck_assert_int_eq (rating.solved, 1);
  ck_assert_str_eq (ss_technique_name (rating.hardest), "search");
  ss_puzzle_free (p);
  ss_puzzle_free (pz);
}
END_TEST

/* The explainer on the generator's own puzzles: every placement is the
   solution the generator made the puzzle from, no elimination takes
   that solution's value out, and a path that ends solved ends on it.
   Plain 9x9 and 6x6, 16x16, and 9x9 under each global rule (whose
   forcing steps see the rule); sweep_count puzzles of each. */
static const struct {
  int br, bc;
  const char *rules;
  int full, reduced;
} walks[] = {
  { 3, 3, NULL, 300, 30 }, { 2, 3, NULL, 200, 20 }, { 4, 4, NULL, 10, 2 },
  { 3, 3, "x", 40, 4 }, { 3, 3, "windoku", 40, 4 },
  { 3, 3, "anti-knight", 40, 4 }, { 3, 3, "anti-king", 40, 4 },
  { 2, 3, "non-consecutive", 40, 4 },
};

START_TEST (paths_sound)
{
  ss_puzzle *pz = shape (walks[_i].br, walks[_i].bc, walks[_i].rules);
  ss_gen_request req = { .clues = -1, .level = -1 };
  int count = sweep_count (walks[_i].full, walks[_i].reduced), cells
    = pz->n * pz->n;
  long steps = 0, solved = 0;
  static made m;
  for (int i = 0; i < count; i++)
    {
      uint64_t seed = 7000 + sweep_seed () % 100000 + (uint64_t) i;
      make (pz, &req, seed, &m);
      ss_puzzle *p = ss_puzzle_copy (pz);
      memcpy (p->cells, m.givens, (size_t) cells * sizeof *m.givens);
      char where[64];
      snprintf (where, sizeof where, "seed %llu", (unsigned long long) seed);
      int done;
      steps += walk_sound (p, m.solution, where, NULL, &done);
      solved += done;
      ss_puzzle_free (p);
    }
  fprintf (stderr, "# %dx%d%s%s: %d generated puzzles, %ld solved, %ld "
           "steps\n", pz->n, pz->n, walks[_i].rules ? " " : "",
           walks[_i].rules ? walks[_i].rules : "", count, solved, steps);
  ck_assert_int_gt (steps, 0);
  ss_puzzle_free (pz);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Constraints laid out by kind (ss_gen_kinds). */

/* Whether cells a and b are neighbours: orthogonal, or with king
   set, diagonal too. */
static int
adjacent (int n, int a, int b, int king)
{
  int dr = abs (a / n - b / n), dc = abs (a % n - b % n);
  return dr + dc == 1 || (king && dr == 1 && dc == 1);
}

/* Whether the m cells are orthogonally connected (flood from the
   first). */
static int
connected (int n, const int *cells, int m)
{
  int in[64] = { 0 }, reached = 1, grew = 1;
  in[0] = 1;
  while (grew)
    {
      grew = 0;
      for (int i = 0; i < m; i++)
        for (int j = 0; !in[i] && j < m; j++)
          if (in[j] && adjacent (n, cells[i], cells[j], 0))
            in[i] = 1, reached++, grew = 1;
    }
  return reached == m;
}

/* The kinds checked by the model's own checkers: a line rule or a cell
   clue (con, the number-th of its kind) kept by sol; a negative
   constraint over every pair its family leaves unmarked, each pair
   keeping it. */
static void
kept_by_model (const ss_puzzle *p, const ss_constraint *con, int number,
               const int *sol)
{
  ss_error err = { 0 };
  long bad = -1;
  if (ss_line_kind (con->kind))
    {
      ck_assert_int_ge (con->ncells, 2);
      for (int i = 1; i < con->ncells; i++)
        ck_assert (adjacent (p->n, con->cells[i - 1], con->cells[i], 1));
      ck_assert_msg (!ss_check_line (p, con, number, sol, "solution", &bad,
                                     &err), "%s", err.msg);
    }
  else if (ss_clue_kind (con->kind))
    ck_assert_msg (!ss_check_clue (p, con, number, sol, "solution", &bad,
                                   &err), "%s", err.msg);
  else if (con->kind == SS_CON_NOWHITE || con->kind == SS_CON_NOBLACK
           || con->kind == SS_CON_NOXV)
    {
      ck_assert (ss_negative_whole (p, con));
      for (int i = 0; i + 1 < con->ncells; i += 2)
        ck_assert (ss_pair_allows (con, sol[con->cells[i]],
                                   sol[con->cells[i + 1]]));
    }
}

/* Each constraint of kind k in p agrees with sol, checked by the
   kind's own formula; returns how many there are. */
static int
kind_kept (const ss_puzzle *p, const int *sol, int k)
{
  int n = p->n, count = 0;
  for (int u = 0; u < p->ncons; u++)
    {
      const ss_constraint *con = &p->cons[u];
      if ((int) con->kind != k)
        continue;
      const int *c = con->cells;
      int m = con->ncells, sum = 0;
      count++;
      switch (con->kind)
        {
        case SS_CON_CAGE:
          ck_assert_int_ge (m, 1);
          ck_assert_int_le (m, 5);
          ck_assert (connected (n, c, m));
          for (int i = 0; i < m; i++)
            {
              sum += sol[c[i]];
              for (int j = 0; j < i; j++)
                ck_assert_int_ne (sol[c[i]], sol[c[j]]);
            }
          ck_assert_int_eq (sum, con->param);
          break;
        case SS_CON_THERMO:
          ck_assert_int_ge (m, 2);
          for (int i = 1; i < m; i++)
            {
              ck_assert (adjacent (n, c[i - 1], c[i], 1));
              ck_assert_int_lt (sol[c[i - 1]], sol[c[i]]);
            }
          break;
        case SS_CON_ODD:
        case SS_CON_EVEN:
          ck_assert_int_eq (m, 1);
          ck_assert_int_eq (sol[c[0]] % 2, con->kind == SS_CON_ODD);
          break;
        case SS_CON_WHITE:
        case SS_CON_BLACK:
        case SS_CON_SUM:
          {
            ck_assert_int_eq (m, 2);
            ck_assert (adjacent (n, c[0], c[1], 0));
            int u0 = sol[c[0]], w = sol[c[1]];
            if (con->kind == SS_CON_WHITE)
              ck_assert_int_eq (abs (u0 - w), 1);
            else if (con->kind == SS_CON_BLACK)
              ck_assert (u0 == 2 * w || w == 2 * u0);
            else
              {
                ck_assert (con->param == 10 || con->param == 5);
                ck_assert_int_eq (u0 + w, con->param);
              }
            /* one mark a pair */
            for (int v = 0; v < u; v++)
              {
                const ss_constraint *o = &p->cons[v];
                if (o->ncells == 2 && (o->kind == SS_CON_WHITE
                                       || o->kind == SS_CON_BLACK
                                       || o->kind == SS_CON_SUM))
                  ck_assert (!((o->cells[0] == c[0] && o->cells[1] == c[1])
                               || (o->cells[0] == c[1]
                                   && o->cells[1] == c[0])));
              }
            break;
          }
        case SS_CON_ARROW:
          /* a one-cell circle, a king's-move path from beside it */
          ck_assert_int_eq (con->param, 1);
          ck_assert_int_ge (m, 2);
          for (int i = 1; i < m; i++)
            {
              ck_assert (adjacent (n, c[i - 1], c[i], 1));
              sum += sol[c[i]];
            }
          ck_assert_int_eq (sum, sol[c[0]]);
          break;
        case SS_CON_LITTLE_KILLER:
          {
            /* a whole diagonal, border to border, totalled */
            ck_assert_int_ge (m, 2);
            int dr = c[1] / n - c[0] / n, dc = c[1] % n - c[0] % n;
            ck_assert (abs (dr) == 1 && abs (dc) == 1);
            for (int i = 0; i < m; i++)
              {
                if (i)
                  ck_assert (c[i] / n - c[i - 1] / n == dr
                             && c[i] % n - c[i - 1] % n == dc);
                sum += sol[c[i]];
              }
            int r0 = c[0] / n - dr, c0 = c[0] % n - dc;
            int r1 = c[m - 1] / n + dr, c1 = c[m - 1] % n + dc;
            ck_assert (r0 < 0 || r0 >= n || c0 < 0 || c0 >= n);
            ck_assert (r1 < 0 || r1 >= n || c1 < 0 || c1 >= n);
            ck_assert_int_eq (sum, con->param);
            break;
          }
        case SS_CON_CLONE:
          /* two areas of one shape, moved apart, filled alike */
          ck_assert_int_eq (m % 2, 0);
          for (int i = 0; i < m / 2; i++)
            {
              int a = c[i], b = c[m / 2 + i];
              ck_assert_int_ne (a, b);
              ck_assert_int_eq (sol[a], sol[b]);
              ck_assert_int_eq (a / n - c[0] / n, b / n - c[m / 2] / n);
              ck_assert_int_eq (a % n - c[0] % n, b % n - c[m / 2] % n);
            }
          break;
        default:
          kept_by_model (p, con, count, sol);
          break;
        }
    }
  return count;
}

/* Jigsaw regions: n of n connected cells each, not the boxes, every
   value once in each under sol. */
static void
regions_kept (const ss_puzzle *p, const int *sol)
{
  int n = p->n, boxes = 1;
  ck_assert_ptr_nonnull (p->region);
  for (int g = 0; g < n; g++)
    {
      int cells[64], m = 0, seen[65] = { 0 };
      for (int cell = 0; cell < n * n; cell++)
        if (p->region[cell] == g)
          {
            ck_assert_int_lt (m, n);
            cells[m++] = cell;
            ck_assert (!seen[sol[cell]]);
            seen[sol[cell]] = 1;
          }
      ck_assert_int_eq (m, n);
      ck_assert (connected (n, cells, m));
    }
  for (int cell = 0; cell < n * n; cell++)
    boxes &= p->region[cell] == cell / n / p->br * p->br + cell % n / p->bc;
  ck_assert (!boxes);
}

/* Two puzzles with the same givens, regions and constraints. */
static int
same_puzzle (const ss_puzzle *a, const ss_puzzle *b)
{
  int cells = a->n * a->n;
  if (a->n != b->n || a->ncons != b->ncons
      || memcmp (a->cells, b->cells, (size_t) cells * sizeof *a->cells)
      || !a->region != !b->region
      || (a->region && memcmp (a->region, b->region,
                               (size_t) cells * sizeof *a->region)))
    return 0;
  for (int u = 0; u < a->ncons; u++)
    if (a->cons[u].kind != b->cons[u].kind
        || a->cons[u].ncells != b->cons[u].ncells
        || a->cons[u].param != b->cons[u].param
        || memcmp (a->cons[u].cells, b->cons[u].cells,
                   (size_t) a->cons[u].ncells * sizeof *a->cons[u].cells))
      return 0;
  return 1;
}

/* For each kind generate lays out, on 4x4 and 6x6 (and 9x9 for the
   killer): the puzzle made has one solution by ss_solve, the one given
   back; it holds constraints of the kind, each kept by the solution
   (by the kind's formula here); the same seed makes it again, and
   another seed another one. */
START_TEST (kinds_laid_out)
{
  static const int shapes[][2] = { { 2, 2 }, { 2, 3 }, { 3, 3 } };
  for (int k = 0; k < SS_CON_NKINDS; k++)
    for (int s = 0; s < 3; s++)
      {
        if (!ss_gen_kind_placed (k)
            || (s == 2 && k != SS_CON_CAGE && k != SS_CON_BOX))
          continue;
        ss_puzzle *pz = shape (shapes[s][0], shapes[s][1], NULL);
        ss_gen_request req = { .clues = -1, .level = -1,
                               .kinds = SS_KIND_BIT (k) };
        int g[81], sol[81], again[81], g2[81], s2[81];
        ss_puzzle *got = NULL, *twice = NULL, *other = NULL;
        ss_error err = { 0 };
        ck_assert_msg (ss_generate (pz, &req, 40 + k, g, sol, &got, NULL,
                                    &err) == 1, "%s: %s",
                       ss_gen_kinds[k].word, err.msg);
        ck_assert (!memcmp (got->cells, g, (size_t) pz->n * pz->n
                                              * sizeof *g));
        long found = ss_solve (got, NULL, 2, again, NULL, &err);
        ck_assert_msg (found == 1, "%s %dx%d: %ld solutions",
                       ss_gen_kinds[k].word, pz->n, pz->n, found);
        ck_assert (!memcmp (again, sol, (size_t) pz->n * pz->n
                                          * sizeof *sol));
        for (int i = 0; i < pz->n * pz->n; i++)
          ck_assert (!g[i] || g[i] == sol[i]);
        if (k == SS_CON_BOX)
          regions_kept (got, sol);
        else
          ck_assert_msg (kind_kept (got, sol, k) > 0, "%s %dx%d: none laid "
                         "out", ss_gen_kinds[k].word, pz->n, pz->n);
        ck_assert_int_eq (ss_generate (pz, &req, 40 + k, g2, s2, &twice,
                                       NULL, &err), 1);
        ck_assert (same_puzzle (got, twice));
        ck_assert_int_eq (ss_generate (pz, &req, 41 + k, g2, s2, &other,
                                       NULL, &err), 1);
        ck_assert (!same_puzzle (got, other));
        ss_puzzle_free (got);
        ss_puzzle_free (twice);
        ss_puzzle_free (other);
        ss_puzzle_free (pz);
      }
}
END_TEST

/* Several kinds at once with a global rule and a symmetry: each kind's
   constraints kept, one solution. */
START_TEST (kinds_together)
{
  ss_puzzle *pz = shape (2, 3, "x");
  ss_gen_request req = { .symmetry = SS_SYM_ROTATE180, .clues = -1,
                         .level = -1,
                         .kinds = SS_KIND_BIT (SS_CON_BOX)
                                  | SS_KIND_BIT (SS_CON_CAGE)
                                  | SS_KIND_BIT (SS_CON_THERMO)
                                  | SS_KIND_BIT (SS_CON_WHITE) | SS_KIND_BIT (SS_CON_SUM) };
  int g[36], sol[36], again[36];
  ss_puzzle *got = NULL;
  ss_error err = { 0 };
  ck_assert_msg (ss_generate (pz, &req, 5, g, sol, &got, NULL, &err) == 1,
                 "%s", err.msg);
  ck_assert_int_eq (ss_solve (got, NULL, 2, again, NULL, &err), 1);
  ck_assert (!memcmp (again, sol, sizeof sol));
  ck_assert (symmetric (SS_SYM_ROTATE180, 6, g));
  ck_assert (ss_puzzle_has_rule (got, "x"));
  regions_kept (got, sol);
  ck_assert_int_gt (kind_kept (got, sol, SS_CON_CAGE), 0);
  kind_kept (got, sol, SS_CON_THERMO);
  kind_kept (got, sol, SS_CON_WHITE);
  kind_kept (got, sol, SS_CON_SUM);
  ss_puzzle_free (got);
  ss_puzzle_free (pz);
}
END_TEST

/* A negative constraint laid out with the marks of its family: the
   white dots drawn first stay, those the negative needs are added, the
   constraint holds every other pair; lines and cell clues beside them. */
START_TEST (negative_with_marks)
{
  ss_puzzle *pz = shape (2, 3, NULL);
  ss_gen_request req = { .clues = -1, .level = -1,
                         .kinds = SS_KIND_BIT (SS_CON_WHITE)
                                  | SS_KIND_BIT (SS_CON_NOWHITE)
                                  | SS_KIND_BIT (SS_CON_RENBAN)
                                  | SS_KIND_BIT (SS_CON_QUADRUPLE) };
  int g[36], sol[36], again[36];
  ss_puzzle *got = NULL;
  ss_error err = { 0 };
  ck_assert_msg (ss_generate (pz, &req, 8, g, sol, &got, NULL, &err) == 1,
                 "%s", err.msg);
  ck_assert_int_eq (ss_solve (got, NULL, 2, again, NULL, &err), 1);
  ck_assert (!memcmp (again, sol, sizeof sol));
  /* every pair of neighbours 1 apart carries its white dot */
  int dots = kind_kept (got, sol, SS_CON_WHITE), apart = 0;
  for (int a = 0; a < 36; a++)
    apart += (a % 6 < 5 && abs (sol[a] - sol[a + 1]) == 1)
             + (a < 30 && abs (sol[a] - sol[a + 6]) == 1);
  ck_assert_int_eq (dots, apart);
  ck_assert_int_eq (kind_kept (got, sol, SS_CON_NOWHITE), 1);
  ck_assert_int_gt (kind_kept (got, sol, SS_CON_RENBAN), 0);
  ck_assert_int_gt (kind_kept (got, sol, SS_CON_QUADRUPLE), 0);
  ss_puzzle_free (got);
  ss_puzzle_free (pz);
}
END_TEST

/* The table: every line at its kind (the f-puzzles writer's and
   reader's, the pretty legend's and the DIMACS comments' too, whose
   keys name one kind each), the variant kinds' words those of the model (list rules
   shows them), the setters' names; a kind with no placer asked for
   (the line rules) is refused by name; rules that no grid keeps under
   any jigsaw layout are said so. */
START_TEST (kind_table)
{
  ck_assert (ss_gen_kind_order ());
  ck_assert (ss_fpuzzles_kind_order ());
  ck_assert (ss_legend_kind_order ());
  ck_assert (ss_dimacs_kind_order ());
  ck_assert (ss_fpuzzles_key_order ());
  for (int k = SS_CON_CAGE; k < SS_CON_NKINDS; k++)
    if (ss_gen_kinds[k].word)
      ck_assert_str_eq (ss_gen_kinds[k].word, ss_kind (k)->word);
  ck_assert_uint_eq (ss_gen_kinds_named ("killer", 6), SS_KIND_BIT (SS_CON_CAGE));
  ck_assert_uint_eq (ss_gen_kinds_named ("cage", 4), SS_KIND_BIT (SS_CON_CAGE));
  ck_assert_uint_eq (ss_gen_kinds_named ("kropki", 6),
                     SS_KIND_BIT (SS_CON_WHITE) | SS_KIND_BIT (SS_CON_BLACK));
  ck_assert_uint_eq (ss_gen_kinds_named ("odd-even", 8),
                     SS_KIND_BIT (SS_CON_ODD) | SS_KIND_BIT (SS_CON_EVEN));
  ck_assert_uint_eq (ss_gen_kinds_named ("xv", 2), SS_KIND_BIT (SS_CON_SUM));
  ck_assert_uint_eq (ss_gen_kinds_named ("jigsaw", 6), SS_KIND_BIT (SS_CON_BOX));
  ck_assert_uint_eq (ss_gen_kinds_named ("row", 3), 0);
  ck_assert_uint_eq (ss_gen_kinds_named ("x", 1), 0);
  ss_puzzle *pz = shape (2, 2, NULL);
  ss_gen_request req = { .clues = -1, .level = -1,
                         .kinds = SS_KIND_BIT (SS_CON_ROW) };
  int g[16], s[16];
  ss_error err = { 0 };
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  /* every constraint kind has its placer, each asked for by its word */
  for (int k = SS_CON_CAGE; k < SS_CON_NKINDS; k++)
    {
      const char *word = ss_kind (k)->word;
      ck_assert_msg (ss_gen_kind_placed (k), "%s", word);
      ck_assert (ss_gen_kinds_named (word, strlen (word)) >> k & 1);
    }
  ck_assert (ss_gen_kind_placed (SS_CON_BOX));
  ss_puzzle_free (pz);
  pz = shape (2, 2, "anti-king,anti-knight");
  ss_gen_request jig = { .clues = -1, .level = -1, .attempts = 3,
                         .kinds = SS_KIND_BIT (SS_CON_BOX) };
  ck_assert_int_eq (ss_generate (pz, &jig, 1, g, s, NULL, NULL, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "no 4x4 grid keeps these rules "
                                 "in 3 jigsaw layouts"));
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (deadline_passed)
{
  ss_puzzle *pz = shape (3, 3, NULL);
  ss_gen_request req = { .clues = -1, .level = -1, .deadline = ss_now () - 1 };
  ss_error err = { 0 };
  int g[81], s[81];
  ck_assert_int_eq (ss_generate (pz, &req, 1, g, s, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_TIMEOUT);
  ss_puzzle_free (pz);
}
END_TEST

/* Bigger than EXACT_MAX_N: propagation alone takes givens away, and
   the result is still unique (checked by ss_solve). */
START_TEST (large_grid)
{
  ss_puzzle *pz = shape (4, 5, NULL);
  ss_gen_request req = { .clues = -1, .level = -1 };
  static made m;
  make (pz, &req, 2, &m);
  check_unique (pz, &m);
  ck_assert_int_lt (clues (&m), 400);
  ss_puzzle_free (pz);
}
END_TEST

/* Running out of memory at any allocation is an error, never a crash
   or a leak. */
START_TEST (out_of_memory)
{
  ss_puzzle *pz = shape (2, 2, "x");
  ss_gen_request req = { .symmetry = SS_SYM_ROTATE180, .clues = -1, .level = -1 };
  int g[16], s[16];
  for (long n = 0;; n++)
    {
      ss_error err = { 0 };
      ss_alloc_fail_after (n);
      int rc = ss_generate (pz, &req, 1, g, s, NULL, NULL, &err);
      int reached = ss_alloc_fail_after (-1) < 0;
      if (!reached)
        {
          ck_assert_int_eq (rc, 1);
          break;
        }
      ck_assert_int_eq (rc, -1);
      ck_assert_int_eq (err.status, SS_ERR_MEMORY);
    }
  ss_puzzle_free (pz);
}
END_TEST

Suite *
generate_suite (void)
{
  Suite *s = suite_create ("generate");
  TCase *tc = tcase_create ("generate");
  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, rng_repeats);
  tcase_add_test (tc, rng_below);
  tcase_add_test (tc, rng_shuffle);
  tcase_add_test (tc, symmetry_names);
  tcase_add_test (tc, symmetry_orbits);
  tcase_add_test (tc, symmetry_holds);
  tcase_add_test (tc, same_seed_same_puzzle);
  tcase_add_test (tc, seeds_differ);
  tcase_add_loop_test (tc, minimal_symmetric, 0, 10);
  tcase_add_test (tc, symmetric_16x16);
  tcase_add_test (tc, clue_target);
  tcase_add_test (tc, clue_target_refused);
  tcase_add_test (tc, clue_target_missed);
  tcase_add_test (tc, rules_kept);
  tcase_add_test (tc, rules_impossible);
  tcase_add_test (tc, accept_hook);
  tcase_add_test (tc, difficulty);
  tcase_add_test (tc, kinds_laid_out);
  tcase_add_test (tc, kinds_together);
  tcase_add_test (tc, negative_with_marks);
  tcase_add_test (tc, kind_table);
  tcase_add_test (tc, deadline_passed);
  tcase_add_test (tc, large_grid);
  tcase_add_test (tc, out_of_memory);
  suite_add_tcase (s, tc);
  TCase *sound = tcase_create ("explained");
  tcase_set_timeout (sound, 300);
  tcase_add_loop_test (sound, paths_sound, 0,
                       (int) (sizeof walks / sizeof *walks));
  suite_add_tcase (s, sound);
  return s;
}
