/* check_limits.c: limits stop absurd inputs with an error instead of
   exhausting memory: the reader's line limit (default and --max-line)
   and the literal budget of sinks, encoder and driver; past them, the
   out-of-memory exit. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

/* Read the first puzzle of text (len bytes) with the given line limit
   (0: default); returns ss_reader_next's result, err filled. */
static int
read_first (const char *text, size_t len, long max_line, ss_error *err)
{
  FILE *f = fmemopen ((void *) text, len, "r");
  ck_assert_ptr_nonnull (f);
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  if (max_line)
    ss_reader_set_max_line (r, max_line);
  ss_puzzle *pz = NULL;
  memset (err, 0, sizeof *err);
  int rc = ss_reader_next (r, &pz, err);
  ss_puzzle_free (pz);
  if (rc < 0)
    {
      /* an over-long line ends the input */
      ss_error again = { 0 };
      ck_assert_int_eq (ss_reader_next (r, &pz, &again), 0);
    }
  ss_reader_free (r);
  fclose (f);
  return rc;
}

START_TEST (line_limit_is_an_option)
{
  static const char text[] = "1..4\r\n....\n....\n....\n";
  ss_error err;
  ck_assert_int_eq (read_first (text, strlen (text), 4, &err), 1);
  ck_assert_int_eq (read_first (text, strlen (text), 3, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_int_eq (err.line, 1);
  ck_assert_int_eq (err.col, 4);
  ck_assert_str_eq (err.msg, "line longer than 3 bytes (--max-line raises "
                    "the limit)");
}
END_TEST

START_TEST (default_line_limit_is_16_mib)
{
  size_t len = (16 << 20) + 2;
  char *text = malloc (len);
  memset (text, '.', len);
  text[len - 1] = '\n';          /* a line of 16 MiB + 1 bytes */
  ss_error err;
  ck_assert_int_eq (read_first (text, len, 0, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_int_eq (err.col, (16 << 20) + 1);
  /* 16 MiB exactly is read, and refused by the parser as no puzzle */
  text[len - 2] = '\n';
  ck_assert_int_eq (read_first (text, len - 1, 0, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_ptr_nonnull (strstr (err.msg, "cannot tell the format"));
  free (text);
}
END_TEST

START_TEST (sinks_start_with_the_budget)
{
  ss_sink *s[] = { ss_sink_counter (), ss_sink_dimacs (), NULL };
  for (int i = 0; s[i]; i++)
    {
      ck_assert (s[i]->max_literals == SS_MAX_LITERALS);
      ck_assert_int_eq (s[i]->over, 0);
      s[i]->max_literals = 2;
      ss_sink_add (s[i], 1), ss_sink_add (s[i], 2), ss_sink_add (s[i], 0);
      ck_assert_int_eq (s[i]->over, 0);
      ss_sink_add (s[i], 3), ss_sink_add (s[i], 0);
      ck_assert_int_eq (s[i]->over, 1);
      ss_sink_free (s[i]);
    }
}
END_TEST

START_TEST (encoder_stops_at_the_budget)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_sink *s = ss_sink_counter ();
  s->max_literals = 1000;
  ss_error err = { 0 };
  ck_assert_ptr_null (ss_encode (pz, NULL, NULL, s, &err));
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_ptr_nonnull (strstr (err.msg, "exceeds 1000 literals"));
  /* it stopped soon after the budget, not at the full 25,000 literals */
  ck_assert_int_lt (s->literals, 1100);
  ss_sink_free (s);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (solver_refuses_over_budget)
{
  ss_options opt = { 0 };
  ss_error err = { 0 };
  ss_puzzle *pz = ss_puzzle_new (3);
  opt.max_literals = 1000;
  ck_assert_int_eq (ss_solve (pz, &opt, 1, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  opt.max_literals = 0;           /* the default budget */
  ck_assert_int_eq (ss_solve (pz, &opt, 1, NULL, NULL, &err), 1);
  ss_puzzle_free (pz);
  /* a 36x36 grid is sized by a counter before PicoSAT sees it */
  pz = ss_puzzle_new (6);
  opt.max_literals = 100000;
  ck_assert_int_eq (ss_solve (pz, &opt, 1, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_ptr_nonnull (strstr (err.msg, "36x36"));
  ss_puzzle_free (pz);
}
END_TEST

/* A size that overflows size_t is out of memory, not a small block. */
START_TEST (overflowing_calloc_fails)
{
  ck_assert_ptr_null (ss_calloc ((size_t) -1 / 2 + 1, 2));
}
END_TEST

Suite *
limits_suite (void)
{
  Suite *s = suite_create ("limits");
  TCase *tc = tcase_create ("limits");
  tcase_add_test (tc, line_limit_is_an_option);
  tcase_add_test (tc, default_line_limit_is_16_mib);
  tcase_add_test (tc, sinks_start_with_the_budget);
  tcase_add_test (tc, encoder_stops_at_the_budget);
  tcase_add_test (tc, solver_refuses_over_budget);
  tcase_add_test (tc, overflowing_calloc_fails);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
