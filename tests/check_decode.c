/* check_decode.c: the decoder accepts a solver's model and refuses
   wrong ones: a cell's value changed, a cell with two values or none,
   and a valid grid that does not keep the puzzle's givens.  Run for
   every encoding and scheme, so compact maps are covered as they come. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

/* A model held in an array: value[var] is 1 (true) or -1 (false). */
typedef struct model {
  signed char *value;
  int maxvar;
  ss_varmap *vm;
  ss_puzzle *pz;
} model;

static int
model_value (void *ctx, int var)
{
  model *m = ctx;
  ck_assert_int_ge (var, 1);
  ck_assert_int_le (var, m->maxvar);
  return m->value[var];
}

/* 83 solutions (tdoku's multi-solution set, line 2): propagation can
   settle no cell that differs between them, so even the presets that
   fold what propagation decides (fast) leave cell variables to damage. */
static const char puzzle[] =
  "8.........95.......76.........428967...573412...691583.....4196...."
  "3.748...8..235\n";

/* Solve the puzzle with PicoSAT and keep its model. */
static model
solved (const ss_encoding *enc, const ss_amo *amo)
{
  model m = { 0 };
  m.pz = parse_string (puzzle, SS_FMT_AUTO);
  ss_sat *sat = ss_sat_new (NULL, NULL);
  ck_assert_ptr_nonnull (sat);
  ss_sink *sink = ss_sink_sat (sat);
  ss_error err = { 0 };
  m.vm = ss_encode (m.pz, enc, amo, sink, &err);
  ck_assert_msg (m.vm != NULL, "encode failed: %s", err.msg);
  ck_assert_int_eq (ss_sink_sat_flush (sink), 0);
  ss_sink_free (sink);
  ck_assert_int_eq (ss_sat_solve (sat, 0), SS_SAT_SAT);
  m.maxvar = ss_varmap_maxvar (m.vm);
  m.value = malloc ((size_t) m.maxvar + 1);
  for (int v = 1; v <= m.maxvar; v++)
    m.value[v] = ss_sat_value (sat, v) > 0 ? 1 : -1;
  ss_sat_free (sat);
  return m;
}

static void
release (model *m)
{
  free (m->value);
  ss_varmap_free (m->vm);
  ss_puzzle_free (m->pz);
}

/* Set the cell variable x(r,c,v) in the model (it must be a variable:
   the cell is blank, so no map folds it into a constant). */
static void
set (model *m, int r, int c, int v, int value)
{
  int lit = ss_var (m->vm, r, c, v);
  ck_assert_int_ne (lit, SS_LIT_TRUE);
  ck_assert_int_ne (lit, SS_LIT_FALSE);
  m->value[abs (lit)] = (signed char) (lit > 0 ? value : -value);
}

/* Decode, expecting a refusal whose message contains want. */
static void
refused (model *m, const char *want, const char *what)
{
  int grid[81];
  ss_error err = { 0 };
  ck_assert_msg (ss_decode (m->pz, m->vm, model_value, m, grid, &err) != 0,
                 "%s was accepted", what);
  ck_assert_int_eq (err.status, SS_ERR_INTERNAL);
  ck_assert_msg (strstr (err.msg, want) != NULL, "%s: '%s' lacks '%s'",
                 what, err.msg, want);
}

static void
each_encoding (void (*fn) (const ss_encoding *, const ss_amo *))
{
  for (int i = 0; ss_encodings[i]; i++)
    for (int j = 0; ss_amo_schemes[j]; j++)
      fn (ss_encodings[i], ss_amo_schemes[j]);
}

static void
accepts (const ss_encoding *enc, const ss_amo *amo)
{
  model m = solved (enc, amo);
  int grid[81];
  ss_error err = { 0 };
  ck_assert_msg (ss_decode (m.pz, m.vm, model_value, &m, grid, &err) == 0,
                 "%s/%s: the solver's model refused: %s", enc->name,
                 amo->name, err.msg);
  ck_assert_int_eq (ss_check_solution (m.pz, grid, NULL), 0);
  release (&m);
}

START_TEST (solver_model_accepted)
{
  each_encoding (accepts);
}
END_TEST

/* Whether the cell literal lit is true in the model. */
static int
holds (const model *m, int lit)
{
  if (lit == SS_LIT_TRUE || lit == SS_LIT_FALSE)
    return lit == SS_LIT_TRUE;
  return lit > 0 ? m->value[lit] > 0 : m->value[-lit] < 0;
}

static int
value_at (const model *m, int r, int c)
{
  for (int v = 1; v <= 9; v++)
    if (holds (m, ss_var (m->vm, r, c, v)))
      return v;
  return 0;
}

static int
is_variable (const model *m, int r, int c, int v)
{
  int lit = ss_var (m->vm, r, c, v);
  return lit != SS_LIT_TRUE && lit != SS_LIT_FALSE;
}

/* A blank cell whose value v in the model and some other value w are
   both variables (a compact map folds what the givens decide into
   constants), so the model can be damaged there. */
static void
damageable (const model *m, int *r, int *c, int *v, int *w)
{
  for (int i = 0; i < 81; i++)
    {
      *r = i / 9, *c = i % 9, *v = value_at (m, *r, *c);
      if (m->pz->cells[i] || !is_variable (m, *r, *c, *v))
        continue;
      for (*w = 1; *w <= 9; ++*w)
        if (*w != *v && is_variable (m, *r, *c, *w))
          return;
    }
  ck_abort_msg ("no cell to damage");
}

static void
flipped (const ss_encoding *enc, const ss_amo *amo)
{
  model m = solved (enc, amo);
  int r, c, v, w;
  damageable (&m, &r, &c, &v, &w);
  set (&m, r, c, v, -1);
  set (&m, r, c, w, 1);
  refused (&m, "appears twice", "a cell's value changed");
  release (&m);
}

START_TEST (flipped_value_refused)
{
  each_encoding (flipped);
}
END_TEST

static void
two_values (const ss_encoding *enc, const ss_amo *amo)
{
  model m = solved (enc, amo);
  int r, c, v, w;
  damageable (&m, &r, &c, &v, &w);
  set (&m, r, c, w, 1);
  refused (&m, "both", "a cell with two values");
  release (&m);
}

START_TEST (two_values_refused)
{
  each_encoding (two_values);
}
END_TEST

static void
no_value (const ss_encoding *enc, const ss_amo *amo)
{
  model m = solved (enc, amo);
  int r, c, v, w;
  damageable (&m, &r, &c, &v, &w);
  set (&m, r, c, v, -1);
  refused (&m, "no value", "a cell without a value");
  release (&m);
}

START_TEST (no_value_refused)
{
  each_encoding (no_value);
}
END_TEST

/* Swap two values all over the grid: still a valid Sudoku grid, but
   the given 4 in the top left corner becomes a 5. */
static void
relabelled (const ss_encoding *enc, const ss_amo *amo)
{
  model m = solved (enc, amo);
  ss_puzzle *blank = ss_puzzle_new (3);   /* decode against no givens */
  int grid[81];
  ss_error err = { 0 };
  ck_assert_int_eq (ss_decode (m.pz, m.vm, model_value, &m, grid, &err), 0);
  for (int i = 0; i < 81; i++)
    grid[i] = grid[i] == 4 ? 5 : grid[i] == 5 ? 4 : grid[i];
  ck_assert_int_eq (ss_check_solution (blank, grid, NULL), 0);
  ck_assert_int_ne (ss_check_solution (m.pz, grid, &err), 0);
  ck_assert_int_eq (err.status, SS_ERR_INTERNAL);
  ck_assert_ptr_nonnull (strstr (err.msg, "changes the given"));
  /* and through a model: the swapped grid written into the plain map */
  ss_varmap *plain = ss_varmap_new (9);
  model w = { calloc (730, 1), 729, plain, m.pz };
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      for (int v = 1; v <= 9; v++)
        w.value[ss_var (plain, r, c, v)] = grid[r * 9 + c] == v ? 1 : -1;
  refused (&w, "changes the given", "a grid that drops a given");
  free (w.value);
  ss_varmap_free (plain);
  ss_puzzle_free (blank);
  release (&m);
}

START_TEST (grid_changing_givens_refused)
{
  each_encoding (relabelled);
}
END_TEST

Suite *
decode_suite (void)
{
  Suite *s = suite_create ("decode");
  TCase *tc = tcase_create ("wrong models");
  tcase_add_test (tc, solver_model_accepted);
  tcase_add_test (tc, flipped_value_refused);
  tcase_add_test (tc, two_values_refused);
  tcase_add_test (tc, no_value_refused);
  tcase_add_test (tc, grid_changing_givens_refused);
  suite_add_tcase (s, tc);
  return s;
}
