/* check_fpuzzles.c: the f-puzzles reader (src/formats/fpuzzles.c):
   what each key becomes in the model, the same puzzle from JSON, a
   link and a bare compressed text, detection, the messages of refused
   input (JSON path, or line and column of a syntax error), and every
   number read whole or refused. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

#define EMPTY4 "\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]," \
               "[{},{},{},{}]]"
#define ROW5 "[{},{},{},{},{}]"

/* Read one puzzle from text (lenient: the variant kinds are taken as
   read); NULL with err set on an error. */
static ss_puzzle *
read_text (const char *text, ss_format fmt, ss_error *err)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ck_assert_ptr_nonnull (f);
  ss_reader *rd = ss_reader_new (f, "t.json", fmt);
  ss_reader_set_lenient (rd, 1);
  ss_puzzle *pz = NULL;
  int rc = ss_reader_next (rd, &pz, err);
  if (rc == 1)
    ck_assert_int_eq (ss_reader_format (rd), SS_FMT_FPUZZLES);
  ss_reader_free (rd);
  fclose (f);
  return rc == 1 ? pz : NULL;
}

static int
count_kind (const ss_puzzle *pz, ss_con_kind kind)
{
  int k = 0;
  for (int i = 0; i < pz->ncons; i++)
    k += pz->cons[i].kind == kind;
  return k;
}

/* The error message for text, which must be refused. */
static void
refused (const char *text, long line, long col, const char *msg)
{
  ss_error err = { 0 };
  ss_puzzle *pz = read_text (text, SS_FMT_AUTO, &err);
  ck_assert_msg (pz == NULL, "accepted: %s", text);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_str_eq (err.file, "t.json");
  ck_assert_int_eq (err.line, line);
  ck_assert_int_eq (err.col, col);
  ck_assert_str_eq (err.msg, msg);
}

START_TEST (fp_givens_and_regions)
{
  ss_error err = { 0 };
  /* a given, a solver's entry (no "given": not part of the puzzle),
     colours, pencil marks, the solver's candidates, a solver plugin's
     settings and empty given pencil marks passed over */
  ss_puzzle *pz = read_text (
    "{\"size\":4,\"title\":\"t\",\"author\":\"a\",\"ruleset\":\"r\","
    "\"disabledlogic\":[\"tuples\"],\"truecandidatesoptions\":[],"
    "\"grid\":[[{\"value\":1,\"given\":true},{\"value\":2},"
    "{\"c\":\"#FFF\"},{\"centerPencilMarks\":[1,2]}],"
    "[{\"candidates\":[3]},{},{},{}],"
    "[{\"givenPencilMarks\":null},{\"givenPencilMarks\":[]},{},{}],"
    "[{},{},{},{}]]}",
    SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert_int_eq (ss_puzzle_side (pz), 4);
  ck_assert_int_eq (ss_puzzle_get (pz, 0, 0), 1);
  ck_assert_int_eq (ss_puzzle_get (pz, 0, 1), 0);
  ck_assert_int_eq (ss_puzzle_get (pz, 1, 0), 0);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (pz), 0);
  ss_puzzle_free (pz);
  /* regions as the boxes are: no jigsaw; others: a jigsaw */
  pz = read_text ("{\"size\":4,\"grid\":[[{\"region\":0},{\"region\":0},"
                  "{\"region\":1},{}],[{},{},{},{}],[{},{},{},{}],"
                  "[{},{},{},{}]]}", SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (pz), 0);
  ss_puzzle_free (pz);
  pz = read_text ("{\"size\":4,\"grid\":[[{},{},{\"region\":0},{}],"
                  "[{\"region\":1},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}",
                  SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (pz), 1);
  ck_assert_int_eq (ss_puzzle_region (pz, 0, 2), 0);
  ck_assert_int_eq (ss_puzzle_region (pz, 1, 0), 1);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (fp_rules_and_constraints)
{
  ss_error err = { 0 };
  ss_puzzle *pz = read_text (
    "{\"size\":4," EMPTY4 ",\"diagonal+\":true,\"antiknight\":true,"
    "\"antiking\":false,\"nonconsecutive\":true}", SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert (ss_puzzle_has_rule (pz, "anti-knight"));
  ck_assert (!ss_puzzle_has_rule (pz, "anti-king"));
  ck_assert (ss_puzzle_has_rule (pz, "non-consecutive"));
  ck_assert (!ss_puzzle_has_rule (pz, "x"));
  /* diagonal+ alone: the rising diagonal as an extra region */
  ck_assert_int_eq (count_kind (pz, SS_CON_EXTRA), 1);
  const ss_constraint *d = &pz->cons[pz->ncons - 1];
  for (int i = 0; i < pz->ncons; i++)
    if (pz->cons[i].kind == SS_CON_EXTRA)
      d = &pz->cons[i];
  ck_assert_int_eq (d->ncells, 4);
  ck_assert_int_eq (d->cells[0], 12);
  ck_assert_int_eq (d->cells[3], 3);
  ss_puzzle_free (pz);

  pz = read_text ("{\"size\":4," EMPTY4 ",\"diagonal+\":true,"
                  "\"diagonal-\":true,\"disjointgroups\":true}",
                  SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert (ss_puzzle_has_rule (pz, "x"));
  ck_assert_int_eq (count_kind (pz, SS_CON_EXTRA), 2 + 4);
  ss_puzzle_free (pz);

  pz = read_text (
    "{\"size\":4," EMPTY4 ","
    "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\","
    "\"outlineC\":\"#000\"},{\"cells\":[\"R4C4\"]}],"
    "\"extraregion\":[{\"cells\":[\"R2C2\",\"R3C3\"]}],"
    "\"thermometer\":[{\"lines\":[[\"R2C1\",\"R3C1\",\"R4C1\"],"
    "[\"R2C4\",\"R3C4\"]]}],"
    "\"odd\":[{\"cell\":\"R1C3\"}],\"even\":[{\"cell\":\"R1C4\"}],"
    "\"difference\":[{\"cells\":[\"R2C2\",\"R2C3\"]}],"
    "\"ratio\":[{\"cells\":[\"R3C2\",\"R3C3\"],\"value\":\"2\"}],"
    "\"xv\":[{\"cells\":[\"R4C2\",\"R4C3\"],\"value\":\"V\"}]}",
    SS_FMT_AUTO, &err);
  ck_assert_msg (pz != NULL, "%s", err.msg);
  ck_assert_int_eq (count_kind (pz, SS_CON_CAGE), 2);
  ck_assert_int_eq (count_kind (pz, SS_CON_THERMO), 2);
  ck_assert_int_eq (count_kind (pz, SS_CON_ODD), 1);
  ck_assert_int_eq (count_kind (pz, SS_CON_EVEN), 1);
  ck_assert_int_eq (count_kind (pz, SS_CON_WHITE), 1);
  ck_assert_int_eq (count_kind (pz, SS_CON_BLACK), 1);
  ck_assert_int_eq (count_kind (pz, SS_CON_SUM), 1);
  ck_assert_int_eq (count_kind (pz, SS_CON_EXTRA), 1);
  for (int i = 0; i < pz->ncons; i++)
    {
      const ss_constraint *c = &pz->cons[i];
      if (c->kind == SS_CON_CAGE && c->ncells == 2)
        ck_assert_int_eq (c->param, 3);
      if (c->kind == SS_CON_CAGE && c->ncells == 1)
        ck_assert_int_eq (c->param, 0);
      if (c->kind == SS_CON_SUM)
        ck_assert_int_eq (c->param, 5);
      if (c->kind == SS_CON_THERMO && c->ncells == 3)
        {
          ck_assert_int_eq (c->cells[0], 4);
          ck_assert_int_eq (c->cells[2], 12);
        }
    }
  ss_puzzle_free (pz);
}
END_TEST

/* One puzzle as JSON, as an f-puzzles link and as its bare text (from
   lz-string's compressToBase64): the same givens and regions. */
START_TEST (fp_link_forms)
{
  static const char json[] =
    "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],"
    "[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"antiking\":true}";
  static const char blob[] =
    "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC"
    "6yQv3GCRYwTL5SBC8UJEgSzNhADWEZmnacYXIA==";
  char link[512];
  ss_error err = { 0 };
  ss_puzzle *a = read_text (json, SS_FMT_AUTO, &err);
  ck_assert_msg (a != NULL, "%s", err.msg);
  ss_puzzle *b = read_text (blob, SS_FMT_AUTO, &err);
  ck_assert_msg (b != NULL, "%s", err.msg);
  snprintf (link, sizeof link, "  https://www.f-puzzles.com/?load=%s&x=1\n",
            blob);
  ss_puzzle *c = read_text (link, SS_FMT_FPUZZLES, &err);
  ck_assert_msg (c != NULL, "%s", err.msg);
  for (int r = 0; r < 4; r++)
    for (int col = 0; col < 4; col++)
      {
        ck_assert_int_eq (ss_puzzle_get (a, r, col), ss_puzzle_get (b, r,
                                                                    col));
        ck_assert_int_eq (ss_puzzle_get (a, r, col), ss_puzzle_get (c, r,
                                                                    col));
      }
  ck_assert (ss_puzzle_has_rule (b, "anti-king"));
  ck_assert (ss_puzzle_has_rule (c, "anti-king"));
  ck_assert_int_eq (ss_puzzle_get (c, 0, 0), 1);
  ss_puzzle_free (a);
  ss_puzzle_free (b);
  ss_puzzle_free (c);
}
END_TEST

START_TEST (fp_refusals)
{
  refused ("{\"size\":4," EMPTY4 ",\"lockout\":[]}", 1, 76,
           "unsupported key 'lockout' (a rule or marking sudosat does not "
           "read)");
  refused ("{\"size\":4," EMPTY4 ",\"killercage\":[{\"cells\":[\"R1C1\","
           "\"R5C1\"],\"value\":\"3\"}]}", 1, 76,
           "killercage[0].cells[1]: R5C1 is outside the 4x4 grid");
  refused ("{\"size\":4," EMPTY4 ",\"killercage\":[{\"cells\":[\"R1C1\","
           "\"R2C1\"],\"value\":\"8\"}]}", 1, 76,
           "killercage[0]: a cage of 2 cells cannot sum to 8: 2 distinct "
           "values of 1-4 sum to 3 to 7");
  refused ("{\"size\":4," EMPTY4 ",\"thermometer\":[{\"lines\":[[\"R1C1\","
           "\"R1C2\",\"R1C1\"]]}]}", 1, 76,
           "thermometer[0].lines[0]: thermometer names row 1, column 1 "
           "twice");
  refused ("{\"size\":4," EMPTY4 ",\"ratio\":[{\"cells\":[\"R1C1\","
           "\"R1C2\"],\"value\":\"3\"}]}", 1, 76,
           "ratio[0].value: a ratio of 3 is not supported (only 2, the "
           "black dot)");
  refused ("{\"size\":4," EMPTY4 ",\"xv\":[{\"cells\":[\"R1C1\","
           "\"R1C2\"],\"value\":\"Y\"}]}", 1, 76,
           "xv[0].value: \"X\" or \"V\" is expected");
  refused ("{\"size\":4,\"grid\":[[{},{},{},{\"foo\":1}],[{},{},{},{}],"
           "[{},{},{},{}],[{},{},{},{}]]}", 1, 11,
           "grid[0][3]: unsupported key 'foo'");
  refused ("{\"size\":4,\"grid\":[[{\"region\":0},{\"region\":0},"
           "{\"region\":0},{\"region\":0}],[{},{},{},{}],[{},{},{},{}],"
           "[{},{},{},{}]]}", 1, 11,
           "grid: region number 0 (first cell row 1, column 1) has 6 "
           "cells: the regions of a 4x4 grid must have 4 each");
  /* a prime side needs a region on every cell */
  refused ("{\"size\":5,\"grid\":[" ROW5 "," ROW5 "," ROW5 "," ROW5 ","
           ROW5 "]}", 1, 2, "size: a 5x5 grid has no boxes (its side is "
           "prime), and grid[0][0] names no region");
  refused ("{\"size\":4}", 1, 1, "no 'grid'");
  /* an error is placed where its top key is written (jansson keeps no
     positions of values) */
  refused ("{\n  \"size\": 4,\n  " EMPTY4 ",\n  \"odd\": [{\"cell\": \"R0C1\"}]\n}",
           4, 3, "odd[0].cell: R0C1 is outside the 4x4 grid");
  /* syntax: line and column from jansson, counted from the file's
     first line */
  refused ("\n{\"size\":4,\n \"grid\":[],,}", 3, 12,
           "string or '}' expected near ','");
  refused ("{\"size\":4,\"size\":4}", 1, 16,
           "duplicate object key near '\"size\"'");
  /* links: the bad character's column; a link without load= */
  refused ("N4IgzglgXgpiBcBOAv!A\n", 1, 19, "not an f-puzzles link: a "
           "character outside lz-string's base64 (A-Z a-z 0-9 + / =)");
  refused ("https://www.f-puzzles.com/?id=abc\n", 1, 1, "an f-puzzles link "
           "holds its puzzle after 'load=' (f-puzzles.com/?load=N4Ig...); "
           "this link has none");
  refused ("N4IgzglgXgpiBcBOAvkA\n", 1, 1, "no 'grid'");
}
END_TEST

/* A cage of R1C1 and R1C2 in an empty 4x4 grid, its value as given. */
#define CAGE4(v) "{\"size\":4," EMPTY4 ",\"killercage\":[{\"cells\":" \
                 "[\"R1C1\",\"R1C2\"],\"value\":" v "}]}"

/* Every number is taken whole or refused: none is cut to fit an int
   (4294967301 as 5, 4294967296 as none, 2^31 as negative), none is a
   real rounded, and the message quotes the value as written. */
START_TEST (fp_numbers)
{
  static const char *const bad[][2] = {
    { "4294967301", "4294967301" }, { "4294967296", "4294967296" },
    { "2147483648", "2147483648" }, { "11", "11" }, { "0", "0" },
    { "-3", "-3" }, { "\"4294967301\"", "\"4294967301\"" },
    { "4.5", "4.5, a real number" }, { "4.0", "4, a real number" },
    { "3e0", "3, a real number" }, { "true", "a boolean" },
    { "[3]", "a list" },
  };
  char text[512], msg[256];
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      snprintf (text, sizeof text, CAGE4 ("%s"), bad[i][0]);
      snprintf (msg, sizeof msg, "killercage[0].value: a cage's total 1 "
                "to 10 is expected, not %s", bad[i][1]);
      refused (text, 1, 76, msg);
    }
  /* a string holds digits alone */
  refused (CAGE4 ("\" 5\""), 1, 76, "killercage[0].value: a cage's total "
           "1 to 10 is expected, not \" 5\" (digits only)");
  refused (CAGE4 ("\"+5\""), 1, 76, "killercage[0].value: a cage's total "
           "1 to 10 is expected, not \"+5\" (digits only)");
  /* the same in a link: the cage of 4294967301 */
  refused ("N4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF9ljSTiBdZQiu86285qms9uy6kAawgBt"
           "+MDAGMAhmjjxCIETEFh8IAEoBGAMKqQqNeoBMIbgDcx/AK5TEegJyJrANgDsAZgA"
           "MqopSJA=\n", 1, 1, "killercage[0].value: a cage's total 1 to 10 "
           "is expected, not 4294967301");
  /* the other numbers: givens, regions, the side, cells, dots */
  refused ("{\"size\":4,\"grid\":[[{\"value\":4294967297,\"given\":true},"
           "{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}", 1, 11,
           "grid[0][0].value: a value 1 to 4 is expected, not 4294967297");
  refused ("{\"size\":4,\"grid\":[[{\"value\":2.0,\"given\":true},"
           "{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}", 1, 11,
           "grid[0][0].value: a value 1 to 4 is expected, not 2, a real "
           "number");
  refused ("{\"size\":4,\"grid\":[[{\"region\":4294967296},{},{},{}],"
           "[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}", 1, 11,
           "grid[0][0].region: a region number 0 to 3 is expected, not "
           "4294967296");
  refused ("{\"size\":4294967300," EMPTY4 "}", 1, 2, "size: a grid side 4 "
           "to 400 is expected, not 4294967300");
  refused ("{\"size\":9.0," EMPTY4 "}", 1, 2, "size: a grid side 4 to 400 "
           "is expected, not 9, a real number");
  refused ("{\"size\":4," EMPTY4 ",\"odd\":[{\"cell\":\"R4294967297C1\"}]}",
           1, 76, "odd[0].cell: R4294967297C1 is outside the 4x4 grid");
  refused ("{\"size\":4," EMPTY4 ",\"odd\":[{\"cell\":\"R1C+1\"}]}",
           1, 76, "odd[0].cell: \"R1C+1\" is not a cell (such as \"R1C1\")");
  refused ("{\"size\":4," EMPTY4 ",\"ratio\":[{\"cells\":[\"R1C1\","
           "\"R1C2\"],\"value\":4294967298}]}", 1, 76, "ratio[0].value: a "
           "ratio 2 to 4 is expected, not 4294967298");
  refused ("{\"size\":4," EMPTY4 ",\"difference\":[{\"cells\":[\"R1C1\","
           "\"R1C2\"],\"value\":1.5}]}", 1, 76, "difference[0].value: a "
           "difference 1 to 3 is expected, not 1.5, a real number");
  /* in range, as an integer or digits (leading zeros and all) */
  static const char *const good[] = { "10", "\"10\"", "\"0010\"" };
  for (size_t i = 0; i < sizeof good / sizeof *good; i++)
    {
      ss_error err = { 0 };
      snprintf (text, sizeof text, "{\"size\":4," EMPTY4 ",\"killercage\":"
                "[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R02C02\"],"
                "\"value\":%s}]}", good[i]);
      ss_puzzle *pz = read_text (text, SS_FMT_AUTO, &err);
      ck_assert_msg (pz != NULL, "%s: %s", text, err.msg);
      ck_assert_int_eq (count_kind (pz, SS_CON_CAGE), 1);
      for (int c = 0; c < pz->ncons; c++)
        if (pz->cons[c].kind == SS_CON_CAGE)
          {
            ck_assert_int_eq (pz->cons[c].param, 10);
            ck_assert_int_eq (pz->cons[c].cells[3], 5);
          }
      ss_puzzle_free (pz);
    }
}
END_TEST

Suite *
fpuzzles_suite (void)
{
  Suite *s = suite_create ("fpuzzles");
  TCase *tc = tcase_create ("core");
  tcase_add_test (tc, fp_givens_and_regions);
  tcase_add_test (tc, fp_rules_and_constraints);
  tcase_add_test (tc, fp_link_forms);
  tcase_add_test (tc, fp_refusals);
  tcase_add_test (tc, fp_numbers);
  suite_add_tcase (s, tc);
  return s;
}
