/* check_memory.c: running out of memory is an error, never an exit or
   an abort.  ss_alloc_fail_after (a testing hook of the library) makes
   one allocation fail; each test makes the first, the second, ...
   allocation of a call fail in turn, PicoSAT's own included, until the
   call needs no more than it was given and succeeds, and checks that
   every call that met the failure returned -1 with SS_ERR_MEMORY and
   "out of memory".  The sanitizer build (scripts/setup) checks that
   none of them leaked. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

/* One call under test: 0 on success, else -1 with err set; it frees
   whatever it made either way. */
typedef int (*attempt_fn) (const void *ctx, ss_error *err);

/* Fail allocation 0, 1, 2, ... of fn until it succeeds; returns how
   many allocations it made then.  Past the first 256 (the library's own
   and PicoSAT's start) every 32nd or so: PicoSAT's growth, once per
   clause it stores, is alike throughout (a 9x9 CNF with extended takes
   about 10,000). */
static long
fail_each (const char *what, attempt_fn fn, const void *ctx)
{
  for (long n = 0;; n += n < 256 ? 1 : n / 32)
    {
      ss_error err = { 0 };
      ss_alloc_fail_after (n);
      int rc = fn (ctx, &err);
      if (ss_alloc_fail_after (-1) >= 0)
        {
          /* allocation n was never reached: nothing failed */
          ck_assert_msg (rc == 0, "%s failed with all its memory: %s", what,
                         err.msg);
          ck_assert_msg (n > 0, "%s allocated nothing", what);
          return n;
        }
      ck_assert_msg (rc < 0, "%s succeeded though allocation %ld failed",
                     what, n);
      ck_assert_msg (err.status == SS_ERR_MEMORY, "%s, allocation %ld "
                     "failed: status %d (%s)", what, n, (int) err.status,
                     err.msg);
      ck_assert_str_eq (err.msg, "out of memory");
    }
}

static const char classic[] =
  "4.....8.5.3..........7......2.....6.....8.4"
  "......1.......6.3.7.5..2.....1.4......\n";

static const char domino[] =
  "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"
  "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"
  "C5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";

/* A puzzle (read before any allocation is made to fail) and how to
   encode it. */
typedef struct job {
  ss_puzzle *pz;
  ss_options opt;
  const char *text;
} job;

static job
job_of (const char *text, const char *encoding, const char *amo)
{
  job j = { parse_string (text, SS_FMT_AUTO), { 0 }, text };
  j.opt.encoding = encoding ? ss_encoding_find (encoding) : NULL;
  j.opt.amo = amo ? ss_amo_find (amo) : NULL;
  return j;
}

/* Prove the solution unique: two searches and a blocking clause. */
static int
solve (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  int grid[81];
  ss_stats st;
  return ss_solve (j->pz, &j->opt, 2, grid, &st, err) == 1 ? 0 : -1;
}

static int
propagate (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  int grid[81];
  return ss_propagate (j->pz, &j->opt, grid, NULL, err) == 1 ? 0 : -1;
}

static int
write_cnf (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  FILE *out = fopen ("/dev/null", "w");
  ck_assert_ptr_nonnull (out);
  int rc = ss_cnf_write (out, j->pz, &j->opt, NULL, err);
  fclose (out);
  return rc;
}

/* Read every puzzle of the text. */
static int
read_all (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  FILE *f = fmemopen ((void *) j->text, strlen (j->text), "r");
  ck_assert_ptr_nonnull (f);
  ss_reader *rd = ss_reader_new (f, "text", SS_FMT_AUTO);
  int rc = rd ? 1 : ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0,
                             "out of memory");
  while (rc > 0)
    {
      ss_puzzle *pz = NULL;
      rc = ss_reader_next (rd, &pz, err);
      ss_puzzle_free (pz);
    }
  ss_reader_free (rd);
  fclose (f);
  return rc;
}

/* Read every puzzle of the text keeping each grid's layout (-O same),
   copy each and print it in its layout. */
static int
read_kept (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  FILE *f = fmemopen ((void *) j->text, strlen (j->text), "r");
  FILE *out = fopen ("/dev/null", "w");
  ck_assert_ptr_nonnull (f);
  ck_assert_ptr_nonnull (out);
  ss_reader *rd = ss_reader_new (f, "text", SS_FMT_AUTO);
  int rc = rd ? 1 : ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0,
                             "out of memory");
  if (rd)
    ss_reader_keep_written (rd, 1);
  while (rc > 0)
    {
      ss_puzzle *pz = NULL;
      rc = ss_reader_next (rd, &pz, err);
      ss_puzzle *c = rc > 0 ? ss_puzzle_copy (pz) : NULL;
      if (rc > 0 && !c)
        rc = ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0, "out of memory");
      if (c)
        {
          int grid[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
          ss_print_written (out, c, grid, "\n");
        }
      ss_puzzle_free (c);
      ss_puzzle_free (pz);
    }
  ss_reader_free (rd);
  fclose (out);
  fclose (f);
  return rc;
}

static int
copy (const void *ctx, ss_error *err)
{
  const job *j = ctx;
  ss_puzzle *p = ss_puzzle_copy (j->pz);
  ss_puzzle_free (p);
  return p ? 0 : ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0, "out of memory");
}

/* A CNF written by ss_cnf_write, and a model of it, read back. */
typedef struct written {
  char *cnf;
  char *model;
  int vars;
} written;

static int
read_back (const void *ctx, ss_error *err)
{
  const written *w = ctx;
  ss_cnf cnf;
  FILE *f = fmemopen (w->cnf, strlen (w->cnf), "r");
  int rc = ss_cnf_read (&cnf, f, "cnf", err);
  fclose (f);
  if (rc)
    return rc;
  ss_cnf_clear (&cnf);
  ss_model m;
  f = fmemopen (w->model, strlen (w->model), "r");
  rc = ss_model_read (&m, f, "model", w->vars, err);
  fclose (f);
  if (!rc)
    ss_model_clear (&m);
  return rc;
}

static void
run_all (job *j, int with_propagate)
{
  fail_each ("ss_solve", solve, j);
  if (with_propagate)
    fail_each ("ss_propagate", propagate, j);
  fail_each ("ss_cnf_write", write_cnf, j);
  fail_each ("reading", read_all, j);
  fail_each ("ss_puzzle_copy", copy, j);
  ss_puzzle_free (j->pz);
}

START_TEST (sudoku_out_of_memory)
{
  job j = job_of (classic, NULL, NULL);
  run_all (&j, 1);
}
END_TEST

/* The allocating schemes and presets, propagation with hatch. */
START_TEST (sudoku_schemes_out_of_memory)
{
  static const char *const pairs[][2] = {
    { "extended", "commander" }, { "optimized", "product" },
    { "hatch", "pairwise" }, { "minimal", "sequential" }
  };
  for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
    {
      job j = job_of (classic, pairs[i][0], pairs[i][1]);
      if (!strcmp (pairs[i][0], "hatch"))
        fail_each ("ss_propagate", propagate, &j);
      else
        fail_each ("ss_solve", solve, &j);
      ss_puzzle_free (j.pz);
    }
}
END_TEST

/* Free-form input: headers, frames, titles, a solution passed over,
   lines read ahead, readings tried and refused: every allocation of
   the reading may fail. */
START_TEST (free_form_out_of_memory)
{
  static const char text[] =
    "+--+--+\n|1.|.4|\n|.4|..|\n+--+--+\n|..|4.|\n|4.|.1|\n+--+--+\n\n"
    "Grid 01\nHARD\n1..4\n.4..\n--+--\n..4.\n4..1\n[Solution]\n"
    "1234\n3412\n2143\n4321\n\n# lines\n1..4.4....4.4..1 10.0\n"
    "id,1..4.4....4.4..1\n1  4\n 4  \n  4 \n4  1\n"
    "1 0 0 4 0 4 0 0 0 0 4 0 4 0 0 1\n";
  job j = { NULL, { 0 }, text };
  fail_each ("reading", read_all, &j);
  fail_each ("reading, layouts kept", read_kept, &j);
}
END_TEST

START_TEST (sudominoku_out_of_memory)
{
  job j = job_of (domino, NULL, NULL);
  run_all (&j, 0);
}
END_TEST

/* A 6x6 killer (six solutions) whose cages leave innies and outies:
   every allocation of --innies' derivation may fail too. */
static const char killer6[] =
  "{\"size\":6,\"grid\":[[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},"
  "{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},"
  "{},{},{}]],\"killercage\":[{\"cells\":[\"R5C1\",\"R5C2\",\"R5C3\"]"
  ",\"value\":\"12\"},{\"cells\":[\"R6C6\",\"R5C6\",\"R5C5\"],\"value"
  "\":\"8\"},{\"cells\":[\"R3C4\",\"R4C4\",\"R5C4\"],\"value\":\"13\""
  "},{\"cells\":[\"R1C5\",\"R1C6\",\"R2C5\"],\"value\":\"13\"},{\"cel"
  "ls\":[\"R6C1\",\"R6C2\",\"R6C3\"],\"value\":\"9\"},{\"cells\":[\"R"
  "1C4\",\"R2C4\",\"R2C3\",\"R2C2\"],\"value\":\"16\"},{\"cells\":[\""
  "R2C1\",\"R1C1\",\"R1C2\"],\"value\":\"7\"},{\"cells\":[\"R4C3\",\""
  "R4C2\",\"R3C2\",\"R3C1\"],\"value\":\"12\"},{\"cells\":[\"R4C6\","
  "\"R3C6\",\"R4C5\",\"R3C5\"],\"value\":\"14\"},{\"cells\":[\"R1C3\""
  "],\"value\":\"3\"},{\"cells\":[\"R6C4\",\"R6C5\"],\"value\":\"7\"}"
  ",{\"cells\":[\"R4C1\"],\"value\":\"5\"},{\"cells\":[\"R3C3\"],\"va"
  "lue\":\"4\"},{\"cells\":[\"R2C6\"],\"value\":\"3\"}]}";

START_TEST (killer_innies_out_of_memory)
{
  job j = job_of (killer6, NULL, NULL);
  j.opt.innies = 1;
  j.opt.presolve = ss_presolve_find ("none");
  fail_each ("ss_cnf_write", write_cnf, &j);
  ss_puzzle_free (j.pz);
}
END_TEST

START_TEST (cnf_and_model_read_out_of_memory)
{
  job j = job_of (classic, NULL, NULL);
  written w = { 0 };
  size_t size;
  FILE *f = open_memstream (&w.cnf, &size);
  ss_stats st;
  ck_assert_int_eq (ss_cnf_write (f, j.pz, NULL, &st, NULL), 0);
  fclose (f);
  w.vars = (int) st.variables;
  f = open_memstream (&w.model, &size);
  fputs ("SAT\n", f);
  for (int v = 1; v <= w.vars; v++)
    fprintf (f, "%d ", -v);
  fputs ("0\n", f);
  fclose (f);
  fail_each ("reading a CNF and a model", read_back, &w);
  free (w.cnf);
  free (w.model);
  ss_puzzle_free (j.pz);
}
END_TEST

/* The portfolio, handing over at its first decision: memory running
   out in PicoSAT, in the clauses it keeps for CaDiCaL or as CaDiCaL
   starts is an error like any other (CaDiCaL's own allocations, C++
   new, are not counted down). */
START_TEST (portfolio_out_of_memory)
{
  if (!ss_solver_built (&ss_solver_portfolio))
    return;
  /* left open by the presolve; PicoSAT alone takes some 250 decisions */
  job j = job_of ("........1.....2..3.34.1..5......5.6....7..5...65.3...4.1"
                  "...8.4..46.5.1..9........\n", NULL, NULL);
  j.opt.solver = &ss_solver_portfolio;
  j.opt.portfolio_decisions = 1;
  fail_each ("portfolio solve", solve, &j);
  ss_puzzle_free (j.pz);
}
END_TEST

/* Not a single block is left behind by a failed call: the next call
   with all its memory gives the same answer as ever. */
START_TEST (solver_works_after_running_out)
{
  job j = job_of (classic, NULL, NULL);
  int want[81], got[81];
  ck_assert_int_eq (ss_solve (j.pz, NULL, 1, want, NULL, NULL), 1);
  for (long n = 0; n < 200; n += 7)
    {
      ss_alloc_fail_after (n);
      ss_solve (j.pz, NULL, 1, got, NULL, NULL);
      ss_alloc_fail_after (-1);
      ck_assert_int_eq (ss_solve (j.pz, NULL, 1, got, NULL, NULL), 1);
      ck_assert_mem_eq (got, want, sizeof got);
    }
  ss_puzzle_free (j.pz);
}
END_TEST

Suite *
memory_suite (void)
{
  Suite *s = suite_create ("memory");
  TCase *tc = tcase_create ("memory");
  tcase_add_test (tc, sudoku_out_of_memory);
  tcase_add_test (tc, sudoku_schemes_out_of_memory);
  tcase_add_test (tc, sudominoku_out_of_memory);
  tcase_add_test (tc, killer_innies_out_of_memory);
  tcase_add_test (tc, free_form_out_of_memory);
  tcase_add_test (tc, cnf_and_model_read_out_of_memory);
  tcase_add_test (tc, solver_works_after_running_out);
  tcase_add_test (tc, portfolio_out_of_memory);
  tcase_set_timeout (tc, 300);
  suite_add_tcase (s, tc);
  return s;
}
