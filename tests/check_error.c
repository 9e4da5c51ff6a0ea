/* check_error.c: error records (ss_fail), their messages with as much
   of the location as is known, and the exit code each status means. */
#include "suites.h"
#include "cli/cli.h"

#include <stdlib.h>
#include <string.h>

/* ss_error_print's output for err, in a buffer the caller frees. */
static char *
printed (const ss_error *err)
{
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  ck_assert_ptr_nonnull (f);
  ss_error_print (f, err);
  ck_assert_int_eq (fclose (f), 0);
  return text;
}

START_TEST (fail_fills_the_record)
{
  ss_error err = { 0 };
  ck_assert_int_eq (ss_fail (&err, SS_ERR_INPUT, "in.txt", 3, 7,
                             "value %d out of range", 12), -1);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_str_eq (err.file, "in.txt");
  ck_assert_int_eq (err.line, 3);
  ck_assert_int_eq (err.col, 7);
  ck_assert_str_eq (err.msg, "value 12 out of range");
  /* no record to fill is still a failure */
  ck_assert_int_eq (ss_fail (NULL, SS_ERR_INPUT, NULL, 0, 0, "x"), -1);
}
END_TEST

START_TEST (message_names_what_is_known)
{
  static const struct {
    const char *file;
    long line, col;
    const char *want;
  } cases[] = {
    { "in.txt", 3, 7, "in.txt:3:7: bad\n" },
    { "in.txt", 3, 0, "in.txt:3: bad\n" },
    { "in.txt", 0, 0, "in.txt: bad\n" },
    { NULL, 0, 0, "sudosat: bad\n" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      ss_error err = { 0 };
      ss_fail (&err, SS_ERR_INPUT, cases[i].file, cases[i].line,
               cases[i].col, "bad");
      char *text = printed (&err);
      ck_assert_str_eq (text, cases[i].want);
      free (text);
    }
}
END_TEST

/* Input, usage and limit errors are the user's to fix (2); a failed
   self-check or allocation is ours (4); a time limit has its own (5). */
START_TEST (status_gives_the_exit_code)
{
  static const struct { ss_status status; int code; } cases[] = {
    { SS_ERR_INPUT, SS_EXIT_INPUT },
    { SS_ERR_USAGE, SS_EXIT_INPUT },
    { SS_ERR_LIMIT, SS_EXIT_INPUT },
    { SS_ERR_MEMORY, SS_EXIT_INTERNAL },
    { SS_ERR_INTERNAL, SS_EXIT_INTERNAL },
    { SS_ERR_TIMEOUT, SS_EXIT_TIMEOUT },
  };
  ck_assert_int_eq (SS_EXIT_INPUT, 2);
  ck_assert_int_eq (SS_EXIT_INTERNAL, 4);
  ck_assert_int_eq (SS_EXIT_TIMEOUT, 5);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      ss_error err = { 0 };
      ss_fail (&err, cases[i].status, NULL, 0, 0, "x");
      ck_assert_int_eq (ss_exit_code (&err), cases[i].code);
    }
}
END_TEST

Suite *
error_suite (void)
{
  Suite *s = suite_create ("error");
  TCase *tc = tcase_create ("error");
  tcase_add_test (tc, fail_fills_the_record);
  tcase_add_test (tc, message_names_what_is_known);
  tcase_add_test (tc, status_gives_the_exit_code);
  suite_add_tcase (s, tc);
  return s;
}
