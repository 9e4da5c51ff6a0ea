/* check_api.c: explain, rate and generate as the public interface has
   them (ss_explanation_new, ss_rate, ss_puzzle_generate), held to what
   the program prints for the same puzzle or seed: sudosat explain -O
   json's steps (technique, placements, eliminations, why) and its text
   lines, sudosat rate -O json's fields, sudosat generate --seed's
   givens, which ss_solve then finds one solution for; and the calls'
   refusals, of a size of ss_options they cannot read too. */
#include "suites.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The program and the source tree, from the test environment (or the
   build tree's own when run by hand from its top). */
static const char *
program (void)
{
  const char *s = getenv ("SUDOSAT");
  return s && *s ? s : "src/sudosat";
}

static const char *
srcdir (void)
{
  const char *s = getenv ("TOP_SRCDIR");
  return s && *s ? s : ".";
}

/* What the program prints for "ARGS", all of it (the caller frees). */
static char *
run (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static char *
run (const char *fmt, ...)
{
  char args[1024], cmd[2048];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (args, sizeof args, fmt, ap);
  va_end (ap);
  snprintf (cmd, sizeof cmd, "'%s' %s 2>/dev/null", program (), args);
  FILE *f = popen (cmd, "r");
  ck_assert_ptr_nonnull (f);
  char *out = NULL;
  size_t size = 0;
  FILE *mem = open_memstream (&out, &size);
  ck_assert_ptr_nonnull (mem);
  int c;
  while ((c = getc (f)) != EOF)
    putc (c, mem);
  pclose (f);
  fclose (mem);
  return out;
}

/* The puzzles of a file of the source tree; *count gets how many. */
static ss_puzzle **
puzzles (const char *name, int *count)
{
  char path[1024];
  snprintf (path, sizeof path, "%s/%s", srcdir (), name);
  FILE *f = fopen (path, "r");
  ck_assert_msg (f != NULL, "cannot open %s", path);
  ss_reader *r = ss_reader_new (f, path, SS_FMT_AUTO);
  ss_puzzle **all = NULL, *p;
  ss_error err = { 0 };
  int n = 0;
  while (ss_reader_next (r, &p, &err) == 1)
    {
      all = realloc (all, (size_t) (n + 1) * sizeof *all);
      all[n++] = p;
    }
  ss_reader_free (r);
  fclose (f);
  *count = n;
  return all;
}

static void
drop (ss_puzzle **all, int count)
{
  for (int i = 0; i < count; i++)
    ss_puzzle_free (all[i]);
  free (all);
}

/* Whether the JSON moves ([{"cell":"rXcY","value":v}, ...]) are the
   m moves of mv. */
static void
same_moves (json_t *moves, const ss_cell_value *mv, int m, int step)
{
  ck_assert_msg ((int) json_array_size (moves) == m, "step %d: %d moves, "
                 "the program %d", step, m, (int) json_array_size (moves));
  for (int i = 0; i < m; i++)
    {
      json_t *o = json_array_get (moves, (size_t) i);
      char cell[32];
      snprintf (cell, sizeof cell, "r%dc%d", mv[i].row + 1, mv[i].col + 1);
      ck_assert_str_eq (json_string_value (json_object_get (o, "cell")),
                        cell);
      ck_assert_int_eq (json_integer_value (json_object_get (o, "value")),
                        mv[i].value);
    }
}

static const struct {
  const char *file;
  unsigned flags;
} explained[] = {
  { "examples/classic.txt", 0 },
  { "tests/explain-6x6.txt", 0 },
  { "tests/explain-unique.txt", SS_EXPLAIN_UNIQUENESS },
  { "tests/explain-unique.txt", 0 },
};

/* Every puzzle's steps equal explain -O json's and explain's lines. */
START_TEST (explain_as_program)
{
  const char *file = explained[_i].file;
  unsigned flags = explained[_i].flags;
  const char *opt = flags ? "--uniqueness " : "";
  char *json = run ("explain -O json %s'%s/%s'", opt, srcdir (), file);
  char *lines = run ("explain %s'%s/%s'", opt, srcdir (), file);
  int count;
  ss_puzzle **all = puzzles (file, &count);
  ck_assert_int_gt (count, 0);
  char *at = json, *line = lines;
  for (int k = 0; k < count; k++)
    {
      json_error_t jerr;
      json_t *doc = json_loadb (at, strcspn (at, "\n"), 0, &jerr);
      ck_assert_msg (doc != NULL, "%s: %s", file, jerr.text);
      at += strcspn (at, "\n") + 1;
      json_t *steps = json_object_get (doc, "steps");
      ss_error err = { 0 };
      ss_explanation *e = ss_explanation_new (all[k], NULL, flags, &err);
      ck_assert_msg (e != NULL, "%s", err.msg);
      const ss_explanation_step *s;
      int rc, i = 0;
      while ((rc = ss_explanation_next (e, &s, &err)) == 1)
        {
          json_t *js = json_array_get (steps, (size_t) i++);
          ck_assert_msg (js != NULL, "%s: step %d past the program's", file,
                         i);
          ck_assert_int_eq (s->number, i);
          ck_assert_str_eq (s->technique, json_string_value
                            (json_object_get (js, "technique")));
          same_moves (json_object_get (js, "placements"), s->place,
                      s->nplace, i);
          same_moves (json_object_get (js, "eliminations"), s->eliminate,
                      s->neliminate, i);
          ck_assert_str_eq (s->why, json_string_value
                            (json_object_get (js, "why")));
          /* "N. text" as explain prints it */
          int len = (int) strcspn (line, "\n");
          char want[65600];
          snprintf (want, sizeof want, "%d. %s", i, s->text);
          ck_assert_msg ((int) strlen (want) == len
                         && !strncmp (line, want, (size_t) len),
                         "%s step %d: '%s' against '%.*s'", file, i, want,
                         len, line);
          line += len + 1;
        }
      ck_assert_int_eq (rc, 0);
      ck_assert_int_eq (i, (int) json_array_size (steps));
      ck_assert_int_eq (ss_explanation_solved (e),
                        !strcmp (json_string_value
                                 (json_object_get (doc, "status")),
                                 "solved"));
      /* after the end, the end again */
      ck_assert_int_eq (ss_explanation_next (e, &s, &err), 0);
      ss_explanation_free (e);
      json_decref (doc);
      /* the summary line, then an empty line between puzzles */
      line += strcspn (line, "\n") + 1;
      if (*line == '\n')
        line++;
    }
  drop (all, count);
  free (json);
  free (lines);
}
END_TEST

/* ss_rate gives rate -O json's fields. */
START_TEST (rate_as_program)
{
  const char *file = explained[_i].file;
  unsigned flags = explained[_i].flags;
  char *json = run ("rate -O json %s'%s/%s'", flags ? "--uniqueness " : "",
                    srcdir (), file);
  int count;
  ss_puzzle **all = puzzles (file, &count);
  char *at = json;
  for (int k = 0; k < count; k++)
    {
      json_error_t jerr;
      json_t *doc = json_loadb (at, strcspn (at, "\n"), 0, &jerr);
      ck_assert_ptr_nonnull (doc);
      at += strcspn (at, "\n") + 1;
      ss_difficulty d = { .size = sizeof d };
      ss_error err = { 0 };
      ck_assert_int_eq (ss_rate (all[k], NULL, flags, &d, &err), 0);
      ck_assert_str_eq (d.name, json_string_value
                        (json_object_get (doc, "level")));
      ck_assert_str_eq (d.name, ss_difficulty_name (d.level));
      ck_assert_double_eq_tol (d.score, json_real_value
                               (json_object_get (doc, "score")), 1e-9);
      ck_assert_str_eq (d.hardest, json_string_value
                        (json_object_get (doc, "hardest")));
      ck_assert_int_eq (d.uses, json_integer_value
                        (json_object_get (doc, "uses")));
      ck_assert_int_eq (d.steps, json_integer_value
                        (json_object_get (doc, "steps")));
      ck_assert_int_eq (d.solved, json_is_true
                        (json_object_get (doc, "solved")));
      if (d.solved)
        ck_assert_double_eq_tol (d.se, json_number_value
                                 (json_object_get (doc, "se")), 1e-9);
      json_decref (doc);
    }
  drop (all, count);
  free (json);
}
END_TEST

static const struct {
  int rows, cols;
  const char *rules, *symmetry, *difficulty;
  int clues;
  unsigned long long seed;
  const char *args;      /* the same request to sudosat generate */
} requests[] = {
  { 3, 3, NULL, NULL, NULL, 0, 1, "--seed=1" },
  { 3, 3, NULL, "rotate90", NULL, 0, 7, "--seed=7 --symmetry=rotate90" },
  { 2, 3, NULL, "mirror", NULL, 0, 42, "--seed=42 --box=2x3 --symmetry=mirror" },
  { 3, 3, NULL, NULL, NULL, 30, 5, "--seed=5 --clues=30" },
  { 3, 3, "killer,x", NULL, NULL, 0, 3, "--seed=3 --rules=killer,x -O line" },
  { 3, 3, NULL, NULL, "intermediate", 0, 2,
    "--seed=2 --difficulty=intermediate" },
  { 3, 3, "jigsaw", NULL, NULL, 0, 11, "--seed=11 --rules=jigsaw -O line" },
};

/* ss_puzzle_generate makes what generate --seed prints, with one
   solution, the one it gives. */
START_TEST (generate_as_program)
{
  ss_puzzle *shape = ss_puzzle_new_box (requests[_i].rows, requests[_i].cols);
  ss_generate_request rq = {
    .size = sizeof rq, .rules = requests[_i].rules,
    .symmetry = requests[_i].symmetry, .clues = requests[_i].clues,
    .difficulty = requests[_i].difficulty, .seed = requests[_i].seed
  };
  int n = ss_puzzle_side (shape), cells = n * n;
  int *sol = malloc ((size_t) cells * sizeof *sol);
  int *again = malloc ((size_t) cells * sizeof *again);
  ss_error err = { 0 };
  ss_puzzle *p = ss_puzzle_generate (shape, &rq, NULL, sol, &err);
  ck_assert_msg (p != NULL, "%s", err.msg);
  ss_puzzle_free (shape);
  /* the program's line of givens, '.' for a blank */
  char *out = run ("generate %s", requests[_i].args);
  ck_assert_int_eq ((int) strcspn (out, "\n"), cells);
  for (int c = 0; c < cells; c++)
    {
      int v = ss_puzzle_get (p, c / n, c % n);
      ck_assert_int_eq (out[c] == '.' ? 0 : out[c] - '0', v);
    }
  ck_assert_int_eq (ss_solve (p, NULL, 2, again, NULL, &err), 1);
  ck_assert_mem_eq (again, sol, (size_t) cells * sizeof *sol);
  ck_assert_int_eq (ss_check_solution (p, sol, &err), 0);
  if (requests[_i].rules && strstr (requests[_i].rules, "x"))
    ck_assert (ss_puzzle_has_rule (p, "x"));
  if (requests[_i].rules && strstr (requests[_i].rules, "jigsaw"))
    ck_assert (ss_puzzle_is_jigsaw (p));
  if (requests[_i].difficulty)
    {
      ss_difficulty d = { .size = sizeof d };
      ck_assert_int_eq (ss_rate (p, NULL, 0, &d, &err), 0);
      ck_assert_str_eq (d.name, requests[_i].difficulty);
    }
  free (out);
  free (sol);
  free (again);
  ss_puzzle_free (p);
}
END_TEST

/* A zeroed request (but its size) and no shape: a 9x9 from seed 0, the
   same again; NULL solution is allowed. */
START_TEST (generate_defaults)
{
  ss_generate_request rq = { .size = sizeof rq };
  ss_error err = { 0 };
  ss_puzzle *a = ss_puzzle_generate (NULL, &rq, NULL, NULL, &err);
  ss_puzzle *b = ss_puzzle_generate (NULL, &rq, NULL, NULL, &err);
  ck_assert_ptr_nonnull (a);
  ck_assert_ptr_nonnull (b);
  ck_assert_int_eq (ss_puzzle_side (a), 9);
  char *out = run ("generate --seed=0");
  for (int c = 0; c < 81; c++)
    {
      ck_assert_int_eq (ss_puzzle_get (a, c / 9, c % 9),
                        ss_puzzle_get (b, c / 9, c % 9));
      ck_assert_int_eq (out[c] == '.' ? 0 : out[c] - '0',
                        ss_puzzle_get (a, c / 9, c % 9));
    }
  free (out);
  ss_puzzle_free (a);
  ss_puzzle_free (b);
}
END_TEST

/* Requests no puzzle can meet, each SS_ERR_USAGE naming what. */
START_TEST (generate_refusals)
{
  static const struct {
    const char *rules, *symmetry, *difficulty;
    int clues;
    const char *says;
  } bad[] = {
    { "no-such-rule", NULL, NULL, 0, "unknown rule 'no-such-rule'" },
    { NULL, "spiral", NULL, 0, "unknown symmetry 'spiral'" },
    { NULL, NULL, "impossible", 0, "unknown difficulty 'impossible'" },
    { NULL, NULL, NULL, -1, "givens from 0" },
    { NULL, NULL, NULL, 82, "81 cells" },
    { NULL, "rotate90", NULL, 30, "never 30" },
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      ss_generate_request rq = {
        .size = sizeof rq, .rules = bad[i].rules,
        .symmetry = bad[i].symmetry, .difficulty = bad[i].difficulty,
        .clues = bad[i].clues
      };
      ss_error err = { 0 };
      ck_assert_ptr_null (ss_puzzle_generate (NULL, &rq, NULL, NULL, &err));
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, bad[i].says) != NULL, "'%s' lacks "
                     "'%s'", err.msg, bad[i].says);
    }
  ss_generate_request old = { .size = 4 };
  ss_error err = { 0 };
  ck_assert_ptr_null (ss_puzzle_generate (NULL, &old, NULL, NULL, &err));
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
}
END_TEST

/* Puzzles with no solution or several, unknown flags, a short
   difficulty: each refused with SS_ERR_USAGE. */
START_TEST (explain_refusals)
{
  ss_puzzle *blank = ss_puzzle_new (3), *clash = ss_puzzle_new (2);
  ss_puzzle_set (clash, 0, 0, 1);
  ss_puzzle_set (clash, 0, 1, 2);
  ss_puzzle_set (clash, 1, 2, 3);
  ss_puzzle_set (clash, 2, 1, 3);
  ss_error err = { 0 };
  ck_assert_ptr_null (ss_explanation_new (blank, NULL, 0, &err));
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_ptr_nonnull (strstr (err.msg, "more than one solution"));
  ss_difficulty d = { .size = sizeof d };
  ck_assert_int_eq (ss_rate (clash, NULL, 0, &d, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_ptr_nonnull (strstr (err.msg, "no solution"));
  ck_assert_ptr_null (ss_explanation_new (blank, NULL, 2, &err));
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ss_difficulty small = { .size = 8 };
  ck_assert_int_eq (ss_rate (blank, NULL, 0, &small, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ss_puzzle_free (blank);
  ss_puzzle_free (clash);
}
END_TEST

/* ss_options' size: 0 and sizeof both read the struct, and so does a
   bigger one (a later header's) whose members past it are zero; a size
   below the struct, or a later member set, is refused by every call
   that takes options. */
START_TEST (options_sizes)
{
  /* one cell short of a full grid: one solution, which every call
     finds */
  static const int full4[16] = { 1, 2, 3, 4, 3, 4, 1, 2,
                                 2, 1, 4, 3, 4, 3, 2, 1 };
  ss_puzzle *pz = ss_puzzle_new (2);
  for (int i = 1; i < 16; i++)
    ss_puzzle_set (pz, i / 4, i % 4, full4[i]);
  struct { ss_options o; long long later; } big = { { .size = sizeof big },
                                                    0 };
  ss_options zero = { 0 }, full = { .size = sizeof full };
  ss_options small = { .size = 4 };
  ss_error err = { 0 };
  ck_assert_int_eq (ss_solve (pz, &zero, 1, NULL, NULL, &err), 1);
  ck_assert_int_eq (ss_solve (pz, &full, 1, NULL, NULL, &err), 1);
  ck_assert_int_eq (ss_solve (pz, &big.o, 1, NULL, NULL, &err), 1);
  big.later = 1;
  ss_options *bad[] = { &small, &big.o };
  for (int i = 0; i < 2; i++)
    {
      int grid[16];
      ss_stats st;
      ss_difficulty d = { .size = sizeof d };
      ss_generate_request rq = { .size = sizeof rq };
      FILE *null = fopen ("/dev/null", "w");
      ck_assert_ptr_nonnull (null);
      err.status = SS_OK;
      ck_assert_int_eq (ss_solve (pz, bad[i], 1, NULL, &st, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      ck_assert_int_eq ((int) st.variables, 0);
      err.status = SS_OK;
      ck_assert_int_eq (ss_propagate (pz, bad[i], grid, NULL, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      err.status = SS_OK;
      ck_assert_int_eq (ss_cnf_write (null, pz, bad[i], NULL, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      err.status = SS_OK;
      ck_assert_ptr_null (ss_explanation_new (pz, bad[i], 0, &err));
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      err.status = SS_OK;
      ck_assert_int_eq (ss_rate (pz, bad[i], 0, &d, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      err.status = SS_OK;
      ck_assert_ptr_null (ss_puzzle_generate (NULL, &rq, bad[i], NULL, &err));
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_msg (strstr (err.msg, "options") != NULL, "%s", err.msg);
      fclose (null);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* The explanation keeps its own copy: the puzzle may go at once; and a
   full grid explains in no step, solved. */
START_TEST (explanation_outlives_puzzle)
{
  int count;
  ss_puzzle **all = puzzles ("examples/classic.txt", &count);
  ss_error err = { 0 };
  ss_explanation *e = ss_explanation_new (all[0], NULL, 0, &err);
  ck_assert_ptr_nonnull (e);
  drop (all, count);
  const ss_explanation_step *s;
  int steps = 0, rc;
  while ((rc = ss_explanation_next (e, &s, &err)) == 1)
    steps++;
  ck_assert_int_eq (rc, 0);
  ck_assert_int_gt (steps, 0);
  ck_assert (ss_explanation_solved (e));
  ss_explanation_free (e);
  ss_explanation_free (NULL);
}
END_TEST

/* Allocation 0, 1, 2, ... made to fail in turn until the call needs no
   more: each failed call returns failure with SS_ERR_MEMORY. */
static void
fail_each (const char *what, int (*fn) (const ss_puzzle *, ss_error *),
           const ss_puzzle *p)
{
  for (long n = 0;; n += n < 256 ? 1 : n / 32)
    {
      ss_error err = { 0 };
      ss_alloc_fail_after (n);
      int rc = fn (p, &err);
      if (ss_alloc_fail_after (-1) >= 0)
        {
          ck_assert_msg (rc == 0, "%s failed with all its memory: %s", what,
                         err.msg);
          return;
        }
      ck_assert_msg (rc < 0 && err.status == SS_ERR_MEMORY, "%s, allocation "
                     "%ld failed: rc %d, status %d (%s)", what, n, rc,
                     (int) err.status, err.msg);
    }
}

static int
rate_one (const ss_puzzle *p, ss_error *err)
{
  ss_difficulty d = { .size = sizeof d };
  return ss_rate (p, NULL, SS_EXPLAIN_UNIQUENESS, &d, err);
}

static int
generate_one (const ss_puzzle *p, ss_error *err)
{
  ss_generate_request rq = { .size = sizeof rq, .rules = "x",
                             .symmetry = "rotate180", .seed = 6 };
  ss_puzzle *made = ss_puzzle_generate (p, &rq, NULL, NULL, err);
  ss_puzzle_free (made);
  return made ? 0 : -1;
}

/* Running out of memory anywhere in rate (its explanation) or
   generate is SS_ERR_MEMORY, never a crash or a half-made answer. */
START_TEST (out_of_memory)
{
  int count;
  ss_puzzle **all = puzzles ("tests/explain-6x6.txt", &count);
  fail_each ("ss_rate", rate_one, all[0]);
  drop (all, count);
  ss_puzzle *shape = ss_puzzle_new (2);
  fail_each ("ss_puzzle_generate", generate_one, shape);
  ss_puzzle_free (shape);
}
END_TEST

Suite *
api_suite (void)
{
  Suite *s = suite_create ("api");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 120);
  int nex = (int) (sizeof explained / sizeof *explained);
  tcase_add_loop_test (tc, explain_as_program, 0, nex);
  tcase_add_loop_test (tc, rate_as_program, 0, nex);
  tcase_add_loop_test (tc, generate_as_program, 0,
                       (int) (sizeof requests / sizeof *requests));
  tcase_add_test (tc, generate_defaults);
  tcase_add_test (tc, generate_refusals);
  tcase_add_test (tc, explain_refusals);
  tcase_add_test (tc, options_sizes);
  tcase_add_test (tc, explanation_outlives_puzzle);
  tcase_add_test (tc, out_of_memory);
  suite_add_tcase (s, tc);
  return s;
}
