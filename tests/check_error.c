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

/* Whether s is valid UTF-8 with no control character (tab included). */
static int
valid_line (const char *s)
{
  const unsigned char *u = (const unsigned char *) s;
  while (*u)
    {
      int n = *u < 0x80 ? 1 : *u >= 0xc2 && *u <= 0xdf ? 2
              : *u >= 0xe0 && *u <= 0xef ? 3 : *u >= 0xf0 && *u <= 0xf4 ? 4
              : 0;
      if (!n || (n == 1 && (*u < 0x20 || *u == 0x7f)))
        return 0;
      for (int i = 1; i < n; i++)
        if ((u[i] & 0xc0) != 0x80)
          return 0;
      u += n;
    }
  return 1;
}

/* Quoted input and file names are shown escaped: invalid bytes, control
   characters and line separators as escapes, other text as it is. */
START_TEST (messages_escape_what_they_quote)
{
  static const struct { const char *in, *want; } cases[] = {
    { "plain 'x'", "plain 'x'" },
    { "caf\xc3\xa9 \xe2\x9c\x93", "caf\xc3\xa9 \xe2\x9c\x93" },
    { "a\nb\tc\rd", "a\\nb\\tc\\rd" },
    { "\x01\x1f\x7f", "\\x01\\x1f\\x7f" },
    { "\x80 \xff \xc3", "\\x80 \\xff \\xc3" },
    { "\xc0\xaf", "\\xc0\\xaf" },                 /* overlong '/' */
    { "\xed\xa0\x80", "\\xed\\xa0\\x80" },        /* a surrogate */
    { "\xc2\x85|\xe2\x80\xa8|\xe2\x80\xae|\xef\xbb\xbf",
      "\\u0085|\\u2028|\\u202e|\\ufeff" },
    { "back\\slash \\x80", "back\\slash \\x80" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      ss_error err = { 0 };
      ss_fail (&err, SS_ERR_INPUT, cases[i].in, 0, 0, "'%s'", cases[i].in);
      ck_assert_str_eq (err.file, cases[i].want);
      ck_assert_msg (!strncmp (err.msg + 1, cases[i].want,
                               strlen (cases[i].want)), "%s", err.msg);
      /* escaping the escaped text changes nothing */
      ss_error again = { 0 };
      ss_fail (&again, SS_ERR_INPUT, err.file, 0, 0, "%s", err.msg);
      ck_assert_str_eq (again.file, err.file);
      ck_assert_str_eq (again.msg, err.msg);
    }
}
END_TEST

/* A message longer than its record is cut between characters, never in
   one, and ends with "..."; so is a file name. */
START_TEST (long_messages_are_cut_between_characters)
{
  char text[2000], name[600];
  for (int skew = 0; skew < 4; skew++)
    {
      /* "é" (2 bytes), "✓" (3), "𝄞" (4), 0x80 (4 when shown) at every
         offset against the record's end */
      static const char *const pieces[] = {
        "\xc3\xa9", "\xe2\x9c\x93", "\xf0\x9d\x84\x9e", "\x80"
      };
      for (int p = 0; p < 4; p++)
        {
          size_t len = 0;
          for (int i = 0; i < skew; i++)
            text[len++] = 'a';
          while (len + 4 < sizeof text)
            len += (size_t) sprintf (text + len, "%s", pieces[p]);
          text[len] = 0;
          memcpy (name, text, sizeof name - 1);
          name[sizeof name - 1] = 0;
          ss_error err = { 0 };
          ss_fail (&err, SS_ERR_INPUT, name, 1, 1, "%s", text);
          size_t m = strlen (err.msg), f = strlen (err.file);
          ck_assert (m < sizeof err.msg && m + 8 >= sizeof err.msg);
          ck_assert (f < sizeof err.file && f + 8 >= sizeof err.file);
          ck_assert_str_eq (err.msg + m - 3, "...");
          ck_assert_str_eq (err.file + f - 3, "...");
          ck_assert (valid_line (err.msg) && valid_line (err.file));
          ck_assert (m < 4 || err.msg[m - 4] != '\\');
        }
    }
}
END_TEST

/* A long token is shown by its start and its length. */
START_TEST (long_tokens_are_shortened)
{
  char buf[SS_QUOTE_BYTES], token[5000];
  memset (token, 'x', sizeof token);
  ck_assert_str_eq (ss_quote (buf, "abc", 3, '\''), "'abc'");
  ck_assert_str_eq (ss_quote (buf, "a\0b", 3, '"'), "\"a\\x00b\"");
  ck_assert_str_eq (ss_quote (buf, "abc", 3, 0), "abc");
  ss_quote (buf, token, sizeof token, '\'');
  ck_assert_str_eq (buf, "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' "
                    "(5000 bytes)");
  /* a 3-byte character across the limit is left out whole */
  memcpy (token + SS_QUOTE_SHOWN - 1, "\xe2\x9c\x93", 3);
  ss_quote (buf, token, sizeof token, 0);
  ck_assert_str_eq (buf, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... "
                    "(5000 bytes)");
  /* the worst case, every byte shown as \xNN, fits */
  memset (token, 0x80, sizeof token);
  ss_quote (buf, token, sizeof token, '\'');
  ck_assert_uint_eq (strlen (buf), 2 + 4 * SS_QUOTE_SHOWN + 3 + 13);
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
  tcase_add_test (tc, messages_escape_what_they_quote);
  tcase_add_test (tc, long_messages_are_cut_between_characters);
  tcase_add_test (tc, long_tokens_are_shortened);
  tcase_add_test (tc, status_gives_the_exit_code);
  suite_add_tcase (s, tc);
  return s;
}
