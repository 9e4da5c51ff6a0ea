/* check_sink.c: every sink counts alike; the DIMACS sink writes a header
   that matches what follows it. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

static void
feed (ss_sink *s)
{
  static const int lits[] = { 1, -2, 0, 3, 0, -7, 2, 5, 0 };
  for (size_t i = 0; i < sizeof lits / sizeof *lits; i++)
    ss_sink_add (s, lits[i]);
}

START_TEST (counter_counts)
{
  ss_sink *s = ss_sink_counter ();
  feed (s);
  ck_assert_int_eq (s->clauses, 3);
  ck_assert_int_eq (s->literals, 6);
  ck_assert_int_eq (s->maxvar, 7);
  ss_sink_free (s);
}
END_TEST

/* A deadline is read every SS_SINK_CLOCK_EVERY clauses: one that has
   passed stops the sink at the next such clause, one still ahead never
   does, and none is ever read without a deadline. */
static int
clauses_until_over (double deadline)
{
  ss_sink *s = ss_sink_counter ();
  s->deadline = deadline;
  int n = 0;
  while (!s->over && n < 3 * SS_SINK_CLOCK_EVERY)
    ss_sink_add (s, 1), ss_sink_add (s, 0), n++;
  ck_assert_int_eq (s->over, n < 3 * SS_SINK_CLOCK_EVERY ? SS_OVER_TIME : 0);
  ss_sink_free (s);
  return n;
}

START_TEST (deadline_stops_a_sink)
{
  ck_assert_int_eq (clauses_until_over (ss_now () - 1), SS_SINK_CLOCK_EVERY);
  ck_assert_int_eq (clauses_until_over (ss_now () + 3600),
                    3 * SS_SINK_CLOCK_EVERY);
  ck_assert_int_eq (clauses_until_over (0), 3 * SS_SINK_CLOCK_EVERY);
}
END_TEST

START_TEST (dimacs_writes_header_and_clauses)
{
  ss_sink *s = ss_sink_dimacs ();
  feed (s);
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  ck_assert_int_eq (ss_sink_dimacs_write (s, f, "first\nsecond"), 0);
  fclose (f);
  ck_assert_str_eq (text, "c first\nc second\np cnf 7 3\n1 -2 0\n3 0\n"
                    "-7 2 5 0\n");
  free (text);
  ss_sink_free (s);
}
END_TEST

START_TEST (dimacs_lists_its_clauses)
{
  static const int want[] = { 1, -2, 0, 3, 0, -7, 2, 5, 0 };
  ss_sink *s = ss_sink_dimacs ();
  feed (s);
  size_t count;
  const int *lits = ss_sink_dimacs_lits (s, &count);
  ck_assert_uint_eq (count, sizeof want / sizeof *want);
  ck_assert_mem_eq (lits, want, sizeof want);
  ss_sink_free (s);
}
END_TEST

Suite *
sink_suite (void)
{
  Suite *s = suite_create ("sink");
  TCase *tc = tcase_create ("sink");
  tcase_add_test (tc, counter_counts);
  tcase_add_test (tc, deadline_stops_a_sink);
  tcase_add_test (tc, dimacs_writes_header_and_clauses);
  tcase_add_test (tc, dimacs_lists_its_clauses);
  suite_add_tcase (s, tc);
  return s;
}
