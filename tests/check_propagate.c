/* check_propagate.c: the propagate-only driver and the clause sets of
   the singles presets.  A direct implementation of cross-hatching (and
   of naked and hidden singles), written here and nowhere in the
   product, is compared with unit propagation on generated grids; a
   grid where PicoSAT's failed-literal probing deduces more than
   cross-hatching shows that plain mode is on. */
#include "suites.h"

#include <picosat/picosat.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* The direct algorithm                                                */

/* Which single rules the direct algorithm applies. */
enum { BOX_HIDDEN = 1, LINE_HIDDEN = 2, NAKED = 4 };

typedef struct board {
  int k, n;
  int *cell;                       /* n*n values, 0 = empty */
  uint64_t *row, *col, *box;       /* bit v: v is in the unit; n < 64 */
} board;

static int
box_of (const board *b, int r, int c)
{
  return (r / b->k) * b->k + c / b->k;
}

/* Put v at (r,c); 0 when the cell is taken or v is already in one of
   its units. */
static int
place (board *b, int r, int c, int v)
{
  uint64_t bit = (uint64_t) 1 << v;
  int x = box_of (b, r, c);
  if (b->cell[r * b->n + c] || ((b->row[r] | b->col[c] | b->box[x]) & bit))
    return 0;
  b->cell[r * b->n + c] = v;
  b->row[r] |= bit;
  b->col[c] |= bit;
  b->box[x] |= bit;
  return 1;
}

static int
possible (const board *b, int r, int c, int v)
{
  uint64_t bit = (uint64_t) 1 << v;
  return !b->cell[r * b->n + c]
         && !((b->row[r] | b->col[c] | b->box[box_of (b, r, c)]) & bit);
}

/* Cell i of unit u: kind 0 row, 1 column, 2 box. */
static void
unit_cell (const board *b, int kind, int u, int i, int *r, int *c)
{
  if (kind == 0)
    *r = u, *c = i;
  else if (kind == 1)
    *r = i, *c = u;
  else
    *r = (u / b->k) * b->k + i / b->k, *c = (u % b->k) * b->k + i % b->k;
}

/* One sweep of hidden singles over units of one kind: -1 on a unit
   left without a place for a value it lacks, else placements made. */
static int
hidden_sweep (board *b, int kind)
{
  int made = 0;
  uint64_t *have = kind == 0 ? b->row : kind == 1 ? b->col : b->box;
  for (int u = 0; u < b->n; u++)
    for (int v = 1; v <= b->n; v++)
      {
        if (have[u] & ((uint64_t) 1 << v))
          continue;
        int count = 0, pr = 0, pc = 0;
        for (int i = 0; i < b->n; i++)
          {
            int r, c;
            unit_cell (b, kind, u, i, &r, &c);
            if (possible (b, r, c, v))
              count++, pr = r, pc = c;
          }
        if (count == 0)
          return -1;
        if (count == 1)
          made += place (b, pr, pc, v);
      }
  return made;
}

/* One sweep of naked singles: -1 on an empty cell with no value left. */
static int
naked_sweep (board *b)
{
  int made = 0;
  for (int r = 0; r < b->n; r++)
    for (int c = 0; c < b->n; c++)
      {
        if (b->cell[r * b->n + c])
          continue;
        int count = 0, last = 0;
        for (int v = 1; v <= b->n; v++)
          if (possible (b, r, c, v))
            count++, last = v;
        if (count == 0)
          return -1;
        if (count == 1)
          made += place (b, r, c, last);
      }
  return made;
}

/* One sweep of every chosen rule: -1 on a contradiction, else the
   number of placements. */
static int
sweep (board *b, int rules)
{
  int made = 0, got;
  for (int kind = 0; kind < 3; kind++)
    if (rules & (kind == 2 ? BOX_HIDDEN : LINE_HIDDEN))
      {
        if ((got = hidden_sweep (b, kind)) < 0)
          return -1;
        made += got;
      }
  if (rules & NAKED)
    {
      if ((got = naked_sweep (b)) < 0)
        return -1;
      made += got;
    }
  return made;
}

/* Apply the chosen rules until nothing changes.  1 with the result in
   out, 0 for ERROR (the givens break a rule, or a contradiction). */
static int
direct_singles (int k, const int *in, int *out, int rules)
{
  int n = k * k, ok = 1;
  board b = { k, n, out, calloc (n, 8), calloc (n, 8), calloc (n, 8) };
  memset (out, 0, (size_t) n * n * sizeof *out);
  for (int i = 0; i < n * n && ok; i++)
    if (in[i])
      ok = place (&b, i / n, i % n, in[i]);
  if (ok)
    {
      int made;
      do
        made = sweep (&b, rules);
      while (made > 0);
      ok = made == 0;
    }
  free (b.row);
  free (b.col);
  free (b.box);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Generated grids (a fixed seed: every run tests the same grids)      */

static uint64_t rng_state;

static uint64_t
rng (void)
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static int
below (int m)
{
  return (int) (rng () % (uint64_t) m);
}

static void
shuffle (int *a, int m)
{
  for (int i = m - 1; i > 0; i--)
    {
      int j = below (i + 1), t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}

/* A random valid complete grid: the pattern grid with values, rows in
   a band, bands, columns in a stack and stacks shuffled. */
static void
solved_grid (int k, int *g)
{
  int n = k * k, perm[65], rows[64], cols[64], band[8], inner[8];
  for (int v = 1; v <= n; v++)
    perm[v] = v;
  shuffle (perm + 1, n);
  for (int pass = 0; pass < 2; pass++)
    {
      int *order = pass ? cols : rows;
      for (int i = 0; i < k; i++)
        band[i] = i;
      shuffle (band, k);
      for (int i = 0; i < k; i++)
        {
          for (int j = 0; j < k; j++)
            inner[j] = j;
          shuffle (inner, k);
          for (int j = 0; j < k; j++)
            order[i * k + j] = band[i] * k + inner[j];
        }
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int pr = rows[r], pc = cols[c];
        g[r * n + c] = perm[((pr % k) * k + pr / k + pc) % n + 1];
      }
}

/* Random givens that break no rule, up to count of them. */
static void
sparse_grid (int k, int *g, int count)
{
  int n = k * k;
  board b = { k, n, g, calloc (n, 8), calloc (n, 8), calloc (n, 8) };
  memset (g, 0, (size_t) n * n * sizeof *g);
  for (int t = 0; t < count; t++)
    place (&b, below (n), below (n), 1 + below (n));
  free (b.row);
  free (b.col);
  free (b.box);
}

/* Put into an empty cell a value its row, column or box already has. */
static void
inject_duplicate (int k, int *g)
{
  int n = k * k;
  for (int tries = 0; tries < 1000; tries++)
    {
      int i = below (n * n), j = below (n * n);
      int ri = i / n, ci = i % n, rj = j / n, cj = j % n;
      if (i == j || g[i] || !g[j])
        continue;
      if (ri == rj || ci == cj || (ri / k == rj / k && ci / k == cj / k))
        {
          g[i] = g[j];
          return;
        }
    }
}

/* Grid number i of a run: sparse, blanked solution, or either with a
   duplicate injected. */
static void
generate (int k, int i, int *g)
{
  int n = k * k;
  switch (i % 5)
    {
    case 0:
    case 1:
      sparse_grid (k, g, below (n * n / 2 + 1));
      break;
    default:
      {
        solved_grid (k, g);
        int keep = 5 + below (90);        /* percent of cells kept */
        for (int c = 0; c < n * n; c++)
          if (below (100) >= keep)
            g[c] = 0;
      }
    }
  if (i % 5 == 4)
    inject_duplicate (k, g);
}

static ss_puzzle *
puzzle_of (int k, const int *g)
{
  ss_puzzle *pz = ss_puzzle_new (k);
  memcpy (pz->cells, g, (size_t) pz->n * pz->n * sizeof *g);
  return pz;
}

static const char *
show (const ss_puzzle *pz)
{
  static char text[64 * 64 * 3 + 1];
  long len = 0;
  for (long i = 0; i < (long) pz->n * pz->n; i++)
    len += sprintf (text + len, pz->n > 9 ? "%d " : "%d", pz->cells[i]);
  return text;
}

/* ------------------------------------------------------------------ */
/* Differential tests                                                  */

/* What a differential run saw, so a test can insist that every kind
   of answer occurred. */
typedef struct outcomes {
  int grids;
  int broken;          /* ERROR: the givens break a rule */
  int contradicted;    /* ERROR: a contradiction during propagation */
  int deduced;         /* a grid with cells filled in */
  int idle;            /* the givens unchanged */
} outcomes;

/* Run propagate with the named preset and the direct algorithm on
   count generated grids of side k*k; every answer must agree. */
static outcomes
differential (const char *preset, int rules, int k, int count,
              uint64_t seed)
{
  int n = k * k;
  outcomes seen = { count, 0, 0, 0, 0 };
  int *g = malloc ((size_t) n * n * sizeof *g);
  int *want = malloc ((size_t) n * n * sizeof *want);
  int *got = malloc ((size_t) n * n * sizeof *got);
  ss_options opt = { .encoding = ss_encoding_find (preset) };
  ck_assert_ptr_nonnull (opt.encoding);
  rng_state = seed;
  for (int i = 0; i < count; i++)
    {
      generate (k, i, g);
      ss_puzzle *pz = puzzle_of (k, g);
      ss_error err = { 0 };
      int expect = direct_singles (k, g, want, rules);
      int rc = ss_propagate (pz, &opt, got, NULL, &err);
      ck_assert_msg (rc == expect, "%s on %s: propagate %d, direct %d (%s)",
                     preset, show (pz), rc, expect, err.msg);
      if (rc == 1)
        ck_assert_msg (!memcmp (got, want, (size_t) n * n * sizeof *got),
                       "%s on %s: grids differ", preset, show (pz));
      if (!expect && ss_puzzle_check_givens (pz, NULL, NULL))
        seen.broken++;
      else if (!expect)
        seen.contradicted++;
      else if (memcmp (got, g, (size_t) n * n * sizeof *got))
        seen.deduced++;
      else
        seen.idle++;
      ss_puzzle_free (pz);
    }
  free (g);
  free (want);
  free (got);
  return seen;
}

/* Every kind of answer occurs in a run. */
static void
all_outcomes (outcomes o)
{
  ck_assert_int_gt (o.broken, 0);
  ck_assert_int_gt (o.contradicted, 0);
  ck_assert_int_gt (o.deduced, 0);
  ck_assert_int_gt (o.idle, 0);
}

/* A 9x9 grid costs PicoSAT about 2 ms to load, a 4x4 one 0.1 ms: the
   10,020 grids are mostly 4x4 to keep the run to a few seconds.  Under
   SUDOSAT_SWEEP=short (the sanitizer build, 4 times slower) a fifth of
   them, and below a third of the 9x9 grids and a fifth of the 4x4 ones:
   still every kind of outcome for each preset.
   SUDOSAT_HATCH_GRIDS=N checks N more 9x9 grids. */
START_TEST (hatch_equals_direct_cross_hatching)
{
  all_outcomes (differential ("hatch", BOX_HIDDEN, 3, sweep_count (1500, 300),
                              0x9e3779b9));
  all_outcomes (differential ("hatch", BOX_HIDDEN, 2,
                              sweep_count (8500, 1700), 42));
  differential ("hatch", BOX_HIDDEN, 4, sweep_count (20, 4), 7);
  const char *more = getenv ("SUDOSAT_HATCH_GRIDS");
  if (more && atoi (more) > 0)
    all_outcomes (differential ("hatch", BOX_HIDDEN, 3, atoi (more), 1));
}
END_TEST

START_TEST (other_presets_equal_direct_singles)
{
  int n = sweep_count (300, 100);
  all_outcomes (differential ("hidden-singles", BOX_HIDDEN | LINE_HIDDEN, 3,
                             n, 11));
  all_outcomes (differential ("naked-singles", NAKED, 3, n, 12));
  all_outcomes (differential ("extended", BOX_HIDDEN | LINE_HIDDEN | NAKED,
                             3, n, 13));
  all_outcomes (differential ("extended", BOX_HIDDEN | LINE_HIDDEN | NAKED,
                             2, sweep_count (2000, 400), 14));
  all_outcomes (differential ("minimal", NAKED, 3, n, 15));
  all_outcomes (differential ("efficient", NAKED, 3, n, 16));
  all_outcomes (differential ("optimized", BOX_HIDDEN | LINE_HIDDEN | NAKED,
                             3, n, 17));
}
END_TEST

/* The grids of the test above really tell the rules apart: some grid
   is completed further by each wider rule set. */
START_TEST (wider_rules_fix_more)
{
  int g[81], a[81], b[81];
  int more_hidden = 0, more_naked = 0;
  rng_state = 99;
  for (int i = 0; i < 2000; i++)
    {
      generate (3, i, g);
      if (!direct_singles (3, g, a, BOX_HIDDEN)
          || !direct_singles (3, g, b, BOX_HIDDEN | LINE_HIDDEN))
        continue;
      more_hidden += memcmp (a, b, sizeof a) != 0;
      if (direct_singles (3, g, a, NAKED | BOX_HIDDEN | LINE_HIDDEN))
        more_naked += memcmp (a, b, sizeof a) != 0;
    }
  ck_assert_int_gt (more_hidden, 0);
  ck_assert_int_gt (more_naked, 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Plain mode                                                          */

/* A 17-clue puzzle (Royle's list).  PicoSAT's default mode probes
   failed literals before its first decision and completes it on the
   hatch clauses alone; cross-hatching gets nowhere near. */
static const char seventeen[] =
  ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1"
  "........8.6...\n";

START_TEST (probing_is_off)
{
  ss_puzzle *pz = parse_string (seventeen, SS_FMT_AUTO);
  const ss_encoding *hatch = ss_encoding_find ("hatch");
  ss_options opt = { .encoding = hatch };
  int got[81], want[81];
  ck_assert_int_eq (ss_propagate (pz, &opt, got, NULL, NULL), 1);
  ck_assert_int_eq (direct_singles (3, pz->cells, want, BOX_HIDDEN), 1);
  ck_assert (!memcmp (got, want, sizeof got));
  /* the same clauses in a PicoSAT left in its default mode */
  ss_sat *sat = ss_sat_new (NULL, NULL);
  ck_assert_ptr_nonnull (sat);
  PicoSAT *ps = ss_sat_pico (sat)->ps;
  picosat_set_plain (ps, 0);    /* the back end sets plain mode */
  ss_varmap *vm = ss_encode_sat (sat, pz, &opt, NULL, NULL);
  ck_assert_int_ne (picosat_sat (ps, 0), PICOSAT_UNSATISFIABLE);
  ck_assert_int_eq (picosat_decisions (ps), 0);
  int probed = 0;
  for (int i = 0; i < 81; i++)
    for (int v = 1; v <= 9; v++)
      if (!got[i] && picosat_deref_toplevel (ps, ss_var (vm, i / 9, i % 9,
                                                         v)) > 0)
        probed++;
  ck_assert_int_gt (probed, 0);
  ss_varmap_free (vm);
  ss_sat_free (sat);
  ss_puzzle_free (pz);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The driver                                                          */

/* Clause counts with pairwise AMO against the formulas in the presets'
   files and encodings/README: cells and units give 4n^2 AMOs of
   n(n-1)/2 binary clauses, plus n^2 clauses of length n per ALO
   family. */
START_TEST (preset_sizes)
{
  static const struct { const char *name; int alo_families; } sets[] = {
    { "hatch", 1 }, { "naked-singles", 1 }, { "hidden-singles", 3 }
  };
  for (int k = 2; k <= 4; k++)
    for (int i = 0; i < 3; i++)
      {
        long long n = k * k;
        ss_puzzle *pz = ss_puzzle_new (k);
        ss_sink *s = ss_sink_counter ();
        ss_varmap *vm = ss_encode (pz, ss_encoding_find (sets[i].name),
                                   ss_amo_find ("pairwise"), s, NULL);
        ck_assert_ptr_nonnull (vm);
        long long binary = 2 * n * n * n * (n - 1);
        ck_assert_int_eq (s->clauses, sets[i].alo_families * n * n + binary);
        ck_assert_int_eq (s->literals,
                          sets[i].alo_families * n * n * n + 2 * binary);
        ck_assert_int_eq (ss_varmap_maxvar (vm), n * n * n);
        if (k == 3)
          ck_assert_int_eq (s->clauses, i == 2 ? 11907 : 11745);
        ss_varmap_free (vm);
        ss_sink_free (s);
        ss_puzzle_free (pz);
      }
}
END_TEST

/* Duplicate givens: an input error for solve's reader, a conflict for
   a lenient one; the fixed cells are reported once per cell. */
START_TEST (lenient_reader_and_conflicts)
{
  const char *text = "1..1\n....\n....\n....\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "dup", SS_FMT_AUTO);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_int_eq (err.line, 1);
  ck_assert_int_eq (err.col, 4);
  ss_reader_free (r);
  rewind (f);
  r = ss_reader_new (f, "dup", SS_FMT_AUTO);
  ss_reader_set_lenient (r, 1);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ss_reader_free (r);
  fclose (f);
  int grid[16];
  for (int i = 0; ss_encodings[i]; i++)
    {
      ss_options opt = { .encoding = ss_encodings[i] };
      ck_assert_int_eq (ss_propagate (pz, &opt, grid, NULL, NULL), 0);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* Cross-hatching 1 on a 4x4 grid: the 1s in boxes 2 and 3 leave one
   place each in boxes 1 and 4; propagation alone, no decision. */
START_TEST (hatching_without_decisions)
{
  ss_puzzle *pz = parse_string ("..1.\n....\n.1..\n....\n", SS_FMT_AUTO);
  ss_options opt = { .encoding = ss_encoding_find ("hatch") };
  ss_stats st;
  int grid[16];
  ck_assert_int_eq (ss_propagate (pz, &opt, grid, &st, NULL), 1);
  ck_assert_int_eq (st.decisions, 0);
  ck_assert_int_gt (st.propagations, 0);
  ck_assert_int_eq (st.variables, 64);
  for (int i = 0; i < 16; i++)
    ck_assert_int_eq (grid[i], i == 2 || i == 4 || i == 9 || i == 15);
  ss_puzzle_free (pz);
}
END_TEST

/* A broken encoding that puts the value of the first given next to it
   in the same row: the self-check must refuse the partial grid. */
static void
bogus_encode (ss_enc *e)
{
  int lit = ss_var (e->vm, 0, 1, ss_cell (e->pz, 0, 0));
  ss_enc_clause (e, &lit, 1);
}

static const ss_encoding bogus = { "bogus", "breaks a row", NULL,
                                   bogus_encode, NULL };

START_TEST (partial_grids_are_checked)
{
  ss_puzzle *pz = parse_string ("2...\n....\n....\n....\n", SS_FMT_AUTO);
  ss_options opt = { .encoding = &bogus };
  ss_error err = { 0 };
  int grid[16];
  ck_assert_int_eq (ss_propagate (pz, &opt, grid, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_INTERNAL);
  ss_puzzle_free (pz);
}
END_TEST

/* Over folded_map, fixed literals are the constant SS_LIT_TRUE and
   must still show as fixed cells. */
static void
folded_hatch_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_AMO | SS_UNIT_AMO | SS_BOX_ALO);
}

static const ss_encoding folded_hatch = { "folded-hatch", "test",
                                          folded_map, folded_hatch_encode,
                                          NULL };

START_TEST (compact_maps_read_constants)
{
  int g[81], want[81], got[81];
  ss_options opt = { .encoding = &folded_hatch };
  rng_state = 5;
  for (int i = 0; i < 500; i++)
    {
      generate (3, i, g);
      if (i % 5 == 4)
        continue;         /* a duplicate given cannot be folded */
      ss_puzzle *pz = puzzle_of (3, g);
      int expect = direct_singles (3, g, want, BOX_HIDDEN);
      ck_assert_int_eq (ss_propagate (pz, &opt, got, NULL, NULL), expect);
      if (expect)
        ck_assert_msg (!memcmp (got, want, sizeof got), "%s", show (pz));
      ss_puzzle_free (pz);
    }
}
END_TEST

Suite *
propagate_suite (void)
{
  Suite *s = suite_create ("propagate");
  TCase *tc = tcase_create ("propagate");
  tcase_add_test (tc, preset_sizes);
  tcase_add_test (tc, lenient_reader_and_conflicts);
  tcase_add_test (tc, hatching_without_decisions);
  tcase_add_test (tc, partial_grids_are_checked);
  tcase_add_test (tc, compact_maps_read_constants);
  tcase_add_test (tc, probing_is_off);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  TCase *diff = tcase_create ("differential");
  tcase_add_test (diff, hatch_equals_direct_cross_hatching);
  tcase_add_test (diff, other_presets_equal_direct_singles);
  tcase_add_test (diff, wider_rules_fix_more);
  tcase_set_timeout (diff, 300);
  suite_add_tcase (s, diff);
  return s;
}
