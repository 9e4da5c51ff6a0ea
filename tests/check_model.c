/* check_model.c: models in the three forms solvers write, their errors
   at FILE:LINE:COLUMN, and the check that names the clause a model does
   not satisfy. */
#include "suites.h"

#include <string.h>

static int
read_model (const char *text, int vars, ss_model *m, ss_error *err)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  int rc = ss_model_read (m, f, "model", vars, err);
  fclose (f);
  return rc;
}

/* The same assignment, x1 true, x2 false, x3 true, in every form. */
static const char *const forms[] = {
  "c cadical\ns SATISFIABLE\nv 1 -2\nv 3 0\n",
  "SAT\n1 -2 3 0\n",
  "SAT\r\n1 -2 3 0\r\n",
  "1 -2 3 0\n",
  "  1\t-2 3\n",
};

START_TEST (reads_every_form)
{
  ss_model m;
  ss_error err = { 0 };
  ck_assert_msg (read_model (forms[_i], 3, &m, &err) == 0, "%ld:%ld: %s",
                 err.line, err.col, err.msg);
  ck_assert_int_eq (m.status, 10);
  ck_assert_int_gt (ss_model_value (&m, 1), 0);
  ck_assert_int_lt (ss_model_value (&m, 2), 0);
  ck_assert_int_gt (ss_model_value (&m, 3), 0);
  ck_assert_int_eq (ss_model_value (&m, 4), 0);
  ss_model_clear (&m);
}
END_TEST

START_TEST (reads_answers_without_models)
{
  static const struct { const char *text; int status; } cases[] = {
    { "s UNSATISFIABLE\n", 20 }, { "UNSAT\n", 20 },
    { "c x\ns UNKNOWN\n", 0 }, { "INDET\n", 0 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_model m;
      ck_assert_int_eq (read_model (cases[i].text, 3, &m, NULL), 0);
      ck_assert_int_eq (m.status, cases[i].status);
      ss_model_clear (&m);
    }
}
END_TEST

static const struct {
  const char *text;
  long line, col;
  const char *msg;
} bad[] = {
  { "s SATISFIABLE\nv 1 4 0\n", 2, 5, "literal 4 out of range -3..3" },
  { "SAT\n1 -2 x3 0\n", 2, 6, "expected literal, not 'x3'" },
  { "1 2\n-1 0\n", 2, 1, "literal -1 contradicts 1 on line 1" },
  { "SAT\n1 0 2\n", 2, 5, "literal after the terminating 0" },
  { "v 1 2 0\ns SATISFIABLE\n", 1, 1, "'v' line before the 's' line" },
  { "s SATISFIABLE\nv 1 2\n", 2, 0, "not ended by 0" },
  { "SAT\n", 1, 0, "not ended by 0" },
  { "s SATISFIED\n", 1, 3, "expected SATISFIABLE" },
  { "s SATISFIABLE\ns SATISFIABLE\n", 2, 1, "a second 's' line" },
  { "s UNSATISFIABLE\nv 1 0\n", 2, 1, "other than SATISFIABLE" },
  { "UNSAT\n1 0\n", 2, 1, "literals after UNSAT" },
  { "s SATISFIABLE\nx 1 0\n", 2, 1, "expected a 'v' or 'c' line" },
  { "SAT extra\n", 1, 5, "unexpected 'extra'" },
  { "\nc nothing\n", 0, 0, "no model" },
};

START_TEST (reports_bad_models)
{
  ss_model m;
  ss_error err = { 0 };
  ck_assert_int_eq (read_model (bad[_i].text, 3, &m, &err), -1);
  ck_assert_msg (strstr (err.msg, bad[_i].msg) != NULL, "message '%s'",
                 err.msg);
  ck_assert_str_eq (err.file, "model");
  ck_assert_int_eq (err.line, bad[_i].line);
  ck_assert_int_eq (err.col, bad[_i].col);
}
END_TEST

/* Clauses over a 4x4 plain map: x(1,1,1) = 1, x(1,1,2) = 2; 65 is an
   auxiliary variable. */
START_TEST (check_names_the_clause)
{
  static const int lits[] = { 1, 2, 0, -1, -2, 0, 65, -2, 0 };
  ss_sink *s = ss_sink_dimacs ();
  for (size_t i = 0; i < sizeof lits / sizeof *lits; i++)
    ss_sink_add (s, lits[i]);
  ss_varmap *vm = ss_varmap_new (4);
  ss_model m;
  long long idx = 0;
  ss_error err = { 0 };
  ck_assert_int_eq (read_model ("1 -2 -65 0", 65, &m, NULL), 0);
  ck_assert_int_eq (ss_model_check (&m, s, vm, &idx, &err), 0);
  ss_model_clear (&m);
  ck_assert_int_eq (read_model ("1 2 -65 0", 65, &m, NULL), 0);
  ck_assert_int_eq (ss_model_check (&m, s, vm, &idx, &err), -1);
  ck_assert_int_eq (idx, 2);
  ck_assert_str_eq (err.msg, "the model falsifies clause 2: -1 -2 0, that "
                    "is -x(1,1,1) -x(1,1,2)");
  ss_model_clear (&m);
  ck_assert_int_eq (read_model ("1 2 0", 65, &m, NULL), 0);
  ck_assert_int_eq (ss_model_check (&m, s, vm, &idx, &err), -1);
  ck_assert_int_eq (idx, 2);
  ss_model_clear (&m);
  ck_assert_int_eq (read_model ("-1 2 0", 65, &m, NULL), 0);
  ck_assert_int_eq (ss_model_check (&m, s, vm, &idx, &err), -1);
  ck_assert_int_eq (idx, 3);
  ck_assert_str_eq (err.msg, "the model leaves clause 3 unsatisfied "
                    "(variable 65 unassigned): 65 -2 0, that is aux65 "
                    "-x(1,1,2)");
  ss_model_clear (&m);
  ss_varmap_free (vm);
  ss_sink_free (s);
}
END_TEST

/* A long clause is cut short rather than overflowing the message. */
START_TEST (long_clause_is_cut)
{
  ss_sink *s = ss_sink_dimacs ();
  for (int v = 1; v <= 400; v++)
    ss_sink_add (s, v);
  ss_sink_add (s, 0);
  ss_varmap *vm = ss_varmap_new (20);
  ss_model m;
  ss_error err = { 0 };
  ck_assert_int_eq (read_model ("-1 0", 400, &m, NULL), 0);
  ck_assert_int_eq (ss_model_check (&m, s, vm, NULL, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, " ..."));
  ck_assert_ptr_nonnull (strstr (err.msg, "clause 1 unsatisfied (variable 400 "
                                 "unassigned): 1 2 3 "));
  ck_assert_uint_lt (strlen (err.msg), sizeof err.msg - 1);
  ss_model_clear (&m);
  ss_varmap_free (vm);
  ss_sink_free (s);
}
END_TEST

Suite *
model_suite (void)
{
  Suite *s = suite_create ("model");
  TCase *tc = tcase_create ("model");
  tcase_add_loop_test (tc, reads_every_form, 0,
                       sizeof forms / sizeof *forms);
  tcase_add_test (tc, reads_answers_without_models);
  tcase_add_loop_test (tc, reports_bad_models, 0, sizeof bad / sizeof *bad);
  tcase_add_test (tc, check_names_the_clause);
  tcase_add_test (tc, long_clause_is_cut);
  suite_add_tcase (s, tc);
  return s;
}
