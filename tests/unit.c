/* unit.c: the one Check runner; it adds every suite and reports TAP for
   Automake's tap-driver.sh, so each test is listed by name. */
#include "suites.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

ss_puzzle *
parse_string (const char *text, ss_format format)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ck_assert_ptr_nonnull (f);
  ss_reader *r = ss_reader_new (f, "test", format);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  int rc = ss_reader_next (r, &pz, &err);
  ck_assert_msg (rc == 1, "parse failed: %s", err.msg);
  ss_reader_free (r);
  fclose (f);
  return pz;
}

static int
deref (void *ctx, int var)
{
  return ss_sat_value (ctx, var);
}

/* Enumerate models with one back end, blocking each on the cell
   variables, or on every variable when all is set (then models
   differing only in auxiliaries count apart). */
static long
enumerate_with (const ss_solver *solver, const ss_puzzle *pz,
                const ss_encoding *enc, const ss_amo *amo, int all,
                int *grids, long max)
{
  ss_sat *sat = ss_sat_new (solver, NULL);
  ck_assert_ptr_nonnull (sat);
  ss_sink *sink = ss_sink_sat (sat);
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode (pz, enc, amo, sink, &err);
  ck_assert_msg (vm != NULL, "encode failed: %s", err.msg);
  ck_assert_int_eq (ss_sink_sat_flush (sink), 0);
  int n = pz->n;
  int *grid = malloc ((size_t) n * n * sizeof *grid);
  long count = 0;
  while ((!max || count < max) && ss_sat_solve (sat, 0) == SS_SAT_SAT)
    {
      ck_assert_msg (ss_decode (pz, vm, deref, sat, grid, &err) == 0,
                     "%s: model %ld is no valid grid: %s",
                     ss_solver_name (solver), count + 1, err.msg);
      if (grids)
        memcpy (grids + count * n * n, grid, (size_t) n * n * sizeof *grid);
      count++;
      /* block on every cell variable's value, auxiliaries only when
         asked (read them all first: PicoSAT forbids deref while adding
         a clause) */
      int nv = all ? ss_varmap_maxvar (vm) : ss_varmap_cellvars (vm);
      int *block = malloc ((size_t) (nv + 1) * sizeof *block);
      for (int v = 1; v <= nv; v++)
        block[v - 1] = ss_sat_value (sat, v) > 0 ? -v : v;
      block[nv] = 0;
      ck_assert_int_eq (ss_sat_add (sat, block, nv + 1), 0);
      free (block);
    }
  free (grid);
  ss_varmap_free (vm);
  ss_sink_free (sink);
  ss_sat_free (sat);
  return count;
}

/* PicoSAT's count, and for the projected counts (those the brute-force
   tests compare with) every other back end's too: they must agree. */
static long
enumerate (const ss_puzzle *pz, const ss_encoding *enc, const ss_amo *amo,
           int all, int *grids, long max)
{
  long count = enumerate_with (ss_solver_default (), pz, enc, amo, all,
                               grids, max);
  for (int i = 0; !all && !grids && ss_solver_nth (i); i++)
    {
      const ss_solver *s = ss_solver_nth (i);
      if (s == ss_solver_default () || !ss_solver_built (s))
        continue;
      long other = enumerate_with (s, pz, enc, amo, all, NULL, max);
      ck_assert_msg (other == count, "%s counts %ld, %s %ld",
                     ss_solver_name (s), other,
                     ss_solver_name (ss_solver_default ()), count);
    }
  return count;
}

long
count_projected (const ss_puzzle *pz, const ss_encoding *enc,
                 const ss_amo *amo)
{
  return enumerate (pz, enc, amo, 0, NULL, 0);
}

long
grids_projected (const ss_puzzle *pz, const ss_encoding *enc,
                 const ss_amo *amo, int *grids, long max)
{
  return enumerate (pz, enc, amo, 0, grids, max);
}

long
count_models (const ss_puzzle *pz, const ss_encoding *enc,
              const ss_amo *amo, long max)
{
  return enumerate (pz, enc, amo, 1, NULL, max);
}

/* A compact map that folds the givens in, as a make_varmap for test
   encodings (shared by the propagate and cnf suites). */
ss_varmap *
folded_map (const ss_puzzle *pz, ss_error *err)
{
  int n = pz->n, h = pz->br, w = pz->bc;
  signed char *fixed = calloc ((size_t) n * n * n, 1);
  (void) err;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int v = ss_cell (pz, r, c);
        if (!v)
          continue;
        for (int i = 0; i < n; i++)
          {
            int br = (r / h) * h + i / w, bc = (c / w) * w + i % w;
            fixed[(r * n + i) * n + v - 1] = -1;
            fixed[(i * n + c) * n + v - 1] = -1;
            fixed[(br * n + bc) * n + v - 1] = -1;
            fixed[(r * n + c) * n + i] = -1;
          }
        fixed[(r * n + c) * n + v - 1] = 1;
      }
  ss_varmap *vm = ss_varmap_new_fixed (n, fixed);
  free (fixed);
  return vm;
}

/* SUDOSAT_SWEEP: 0 full, 1 sample (the default), 2 short. */
static int
sweep_mode (void)
{
  const char *s = getenv ("SUDOSAT_SWEEP");
  return s && !strcmp (s, "full") ? 0 : s && !strcmp (s, "short") ? 2 : 1;
}

unsigned long
sweep_seed (void)
{
  const char *s = getenv ("SUDOSAT_SEED");
  return sweep_mode () && s ? strtoul (s, NULL, 10) : 0;
}

int
sweep_count (int full, int reduced)
{
  return sweep_mode () ? reduced : full;
}

int
sweep_offset (int every)
{
  return every > 1 ? (int) (sweep_seed () % (unsigned long) every) : 0;
}

/* A pair is in the short sweep when its preset is extended or its
   scheme pairwise; the sample adds about a third of the others, drawn
   by the seed from the two names. */
int
swept (const ss_encoding *enc, const ss_amo *amo)
{
  if (!sweep_mode () || !strcmp (enc->name, "extended")
      || !strcmp (amo->name, "pairwise"))
    return 1;
  if (sweep_mode () == 2)
    return 0;
  unsigned long h = sweep_seed () * 2654435761UL;
  for (const char *p = enc->name; *p; p++)
    h = h * 31 + (unsigned char) *p;
  for (const char *p = amo->name; *p; p++)
    h = h * 37 + (unsigned char) *p;
  return (h >> 7) % 3 == 0;
}

/* Every suite, by the name SUDOSAT_SUITES and --list use.  scripts/setup
   deals them in thirds, every third suite of this order: the costly ones
   (their CPU seconds alone, CK_RUN_SUITE=NAME tests/unit) are spread so
   that the thirds cost about alike, in a plain build and in a sanitizer
   one (where bits costs ten times more). */
static const struct
{
  const char *name;
  Suite *(*make) (void);
} suites[] = {
  { "jigsaw", jigsaw_suite },
  { "generate", generate_suite },
  { "explain", explain_suite },
  { "presets", presets_suite },
  { "bits", bits_suite },
  { "dominoes", dominoes_suite },
  { "propagate", propagate_suite },
  { "presolve", presolve_suite },
  { "rules", rules_suite },
  { "varmap", varmap_suite },
  { "sink", sink_suite },
  { "variants", variants_suite },
  { "encode", encode_suite },
  { "reader", reader_suite },
  { "limits", limits_suite },
  { "puzzle", puzzle_suite },
  { "solve", solve_suite },
  { "api", api_suite },
  { "cnf", cnf_suite },
  { "model", model_suite },
  { "decode", decode_suite },
  { "amo", amo_suite },
  { "catalogue", catalogue_suite },
  { "fast", fast_suite },
  { "error", error_suite },
  { "memory", memory_suite },
  { "box", box_suite },
  { "lzstring", lzstring_suite },
  { "fpuzzles", fpuzzles_suite },
  { "lines", lines_suite },
  { "sums", sums_suite },
  { "sandwich", sandwich_suite },
  { "negative", negative_suite },
  { "clues", clues_suite },
  { "skyscraper", skyscraper_suite },
  { "clone", clone_suite },
  { "portfolio", portfolio_suite },
};
#define NSUITES (sizeof suites / sizeof *suites)

/* Whether NAME is a word of the space-separated LIST. */
static int
listed (const char *list, const char *name)
{
  size_t len = strlen (name);
  for (const char *p = list; (p = strstr (p, name)) != NULL; p += len)
    if ((p == list || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0'))
      return 1;
  return 0;
}

/* tests/unit runs every suite; with SUDOSAT_SUITES (names, separated by
   spaces) only those; tests/unit --list prints the names, one a line
   (scripts/setup deals them between its phases). */
int
main (int argc, char **argv)
{
  if (argc > 1 && !strcmp (argv[1], "--list"))
    {
      for (size_t i = 0; i < NSUITES; i++)
        puts (suites[i].name);
      return EXIT_SUCCESS;
    }
  const char *sw = getenv ("SUDOSAT_SWEEP");
  if (sw && *sw && strcmp (sw, "full") && strcmp (sw, "sample")
      && strcmp (sw, "short"))
    {
      printf ("Bail out! SUDOSAT_SWEEP must be full, sample or short, "
              "not '%s'\n", sw);
      return EXIT_FAILURE;
    }
  const char *only = getenv ("SUDOSAT_SUITES");
  if (only && *only)
    {
      /* every name given must be a suite's */
      char *copy = strdup (only);
      for (char *w = strtok (copy, " "); w; w = strtok (NULL, " "))
        {
          size_t i = 0;
          while (i < NSUITES && strcmp (suites[i].name, w))
            i++;
          if (i == NSUITES)
            {
              printf ("Bail out! SUDOSAT_SUITES names no suite '%s'\n", w);
              free (copy);
              return EXIT_FAILURE;
            }
        }
      free (copy);
      printf ("# SUDOSAT_SUITES=%s\n", only);
    }
  printf ("# SUDOSAT_SWEEP=%s SUDOSAT_SEED=%lu\n", sw && *sw ? sw : "sample",
          sweep_seed ());
  fflush (stdout);   /* before Check forks a child per test */
  SRunner *sr = srunner_create (NULL);
  for (size_t i = 0; i < NSUITES; i++)
    if (!only || !*only || listed (only, suites[i].name))
      srunner_add_suite (sr, suites[i].make ());
  srunner_set_tap (sr, "-");
  srunner_run_all (sr, CK_SILENT);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
