/* check_reader.c: format detection, each format's parser, and error
   locations. */
#include "suites.h"

#include <string.h>

/* Parse text expecting failure; returns the error. */
static ss_error
parse_error (const char *text, ss_format format)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", format);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  int rc;
  while ((rc = ss_reader_next (r, &pz, &err)) == 1)
    ss_puzzle_free (pz);
  ck_assert_int_eq (rc, -1);
  ss_reader_free (r);
  fclose (f);
  return err;
}

static const char grid9[] =
  "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n"
  "3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
  "9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

START_TEST (detects_grid)
{
  ss_puzzle *pz = parse_string (grid9, SS_FMT_AUTO);
  ck_assert_int_eq (pz->n, 9);
  ck_assert_int_eq (pz->style.format, SS_FMT_GRID);
  ck_assert_int_eq (pz->cells[1], 3);
  ck_assert_int_eq (pz->cells[80], 0);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (detects_chars_and_crlf)
{
  ss_puzzle *pz = parse_string ("1..4\r\n....\r\n....\r\n3..2 \r\n",
                                SS_FMT_AUTO);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->style.format, SS_FMT_CHARS);
  ck_assert_int_eq (pz->cells[3], 4);
  ck_assert_int_eq (pz->cells[15], 2);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (detects_line_chars_and_ints)
{
  ss_puzzle *pz = parse_string ("4.....8.5.3..........7......2.....6.....8.4"
                                "......1.......6.3.7.5..2.....1.4......\n",
                                SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (pz->style.ints, 0);
  ck_assert_int_eq (pz->n, 9);
  ss_puzzle_free (pz);
  pz = parse_string ("0 2 0 1 0 0 0 0 0 0 0 0 4 0 2 0\n", SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (pz->style.ints, 1);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->cells[12], 4);
  ss_puzzle_free (pz);
}
END_TEST

/* A byte-order mark opens the input only: elsewhere it is a bad byte,
   and columns after it count as the editor shows them. */
START_TEST (skips_a_leading_bom)
{
  ss_puzzle *pz = parse_string ("\xef\xbb\xbf" "1..4\n....\n....\n3..2\n",
                                SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_CHARS);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->cells[0], 1);
  ck_assert_int_eq (pz->cells[3], 4);
  ss_puzzle_free (pz);
  ss_error e = parse_error ("\xef\xbb\xbf" "1 2 ; 4\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 1);
  ck_assert_int_eq (e.col, 5);
  e = parse_error ("1 2 3 4\n\xef\xbb\xbf" "0 0 0 0\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 2);
  ck_assert_int_eq (e.col, 1);
  ck_assert_ptr_nonnull (strstr (e.msg, "0xef"));
}
END_TEST

/* In a line of characters each one is a cell: "1234" holds values up to
   4, so 16 of them are a 4x4 puzzle, not the first row of a 16x16 grid
   (which a value over 4 would make it). */
START_TEST (adjacent_digits_are_cells)
{
  ss_puzzle *pz = parse_string ("1234............\n", SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->cells[3], 4);
  ss_puzzle_free (pz);
  char text[16 * 17 + 1] = "123G............\n";
  for (int r = 1; r < 16; r++)
    strcat (text, "................\n");
  pz = parse_string (text, SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_CHARS);
  ck_assert_int_eq (pz->n, 16);
  ck_assert_int_eq (pz->cells[3], 16);
  ss_puzzle_free (pz);
}
END_TEST

/* A 16x16 grid whose first row holds values up to 4 only is taken for
   4x4 puzzle lines (the documented rule); the error then says how to
   read it as a grid, unless the format was given. */
START_TEST (small_first_row_gets_a_hint)
{
  const char *text = "................\n..4............9\n";
  ss_error e = parse_error (text, SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 2);
  ck_assert_int_eq (e.col, 16);
  ck_assert_ptr_nonnull (strstr (e.msg, "--format=chars reads a 16x16 grid"));
  e = parse_error ("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"
                   "0 13 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n", SS_FMT_AUTO);
  ck_assert_ptr_nonnull (strstr (e.msg, "--format=grid reads a 16x16 grid"));
  e = parse_error (text, SS_FMT_LINE);
  ck_assert_ptr_null (strstr (e.msg, "--format"));
}
END_TEST

START_TEST (big_value_makes_16_a_grid_row)
{
  char text[16 * 40 + 1] = "";
  for (int r = 0; r < 16; r++)
    strcat (text, r ? "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"
                    : "16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n");
  ss_puzzle *pz = parse_string (text, SS_FMT_AUTO);
  ck_assert_int_eq (pz->style.format, SS_FMT_GRID);
  ck_assert_int_eq (pz->n, 16);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (errors_have_locations)
{
  ss_error e = parse_error ("1 2 ; 4\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 1);
  ck_assert_int_eq (e.col, 5);
  ck_assert_str_eq (e.file, "in");
  e = parse_error ("1 2 3 4\n0 0 0 0\n0 0 0\n0 0 0 0\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 3);
  ck_assert_ptr_nonnull (strstr (e.msg, "3 values, expected 4"));
  e = parse_error ("1 2 3 4\n0 0 0 0\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 3);
  ck_assert_ptr_nonnull (strstr (e.msg, "ends after 2 rows"));
  e = parse_error ("1 2 3 5\n0 0 0 0\n0 0 0 0\n0 0 0 0\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.col, 7);
  ck_assert_ptr_nonnull (strstr (e.msg, "out of range"));
  e = parse_error ("1 2 3\n", SS_FMT_AUTO);
  ck_assert_ptr_nonnull (strstr (e.msg, "cannot tell the format"));
  e = parse_error ("..3.\n....\n..3.\n....\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 3);
  ck_assert_int_eq (e.col, 3);
  ck_assert_ptr_nonnull (strstr (e.msg, "twice in column 3"));
}
END_TEST

/* Decoration on the first line makes the input free-form: separators,
   headers and comments are left out, puzzles come one after another
   and keep their lines for messages. */
START_TEST (reads_free_form)
{
  const char *text = "Grid 01\n12|..  # a comment\n..|..\n--+--\n"
                     "..|..\n..|.4\n\n[Puzzle]\n_2__ ___\n"
                     "quizzes,solutions\n1...............,x\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->line, 2);
  ck_assert_int_eq (pz->style.format, SS_FMT_CHARS);
  ck_assert_int_eq (pz->cells[1], 2);
  ck_assert_int_eq (pz->cells[15], 4);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), -1);
  ck_assert_int_eq (err.line, 9);   /* 7 cells: neither row nor puzzle */
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->line, 11);
  ck_assert_int_eq (pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (pz->cells[0], 1);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 0);
  ss_reader_free (r);
  fclose (f);
  /* a rule among cells is no rule: "-1" is not a value */
  err = parse_error ("1 | -1 . .\n", SS_FMT_AUTO);
  ck_assert_int_eq (err.col, 5);
}
END_TEST

/* Sides of 10 or more: 1-9 then letters, or 0-9 then letters when '0'
   stands beside another blank; neither '0' nor the character for n is
   ambiguous; --symbols decides. */
START_TEST (alphabets)
{
  char text[17 * 16 + 1] = "";
  for (int r = 0; r < 16; r++)
    strcat (text, r ? "................\n" : "0F..............\n");
  ss_puzzle *pz = parse_string (text, SS_FMT_AUTO);
  ck_assert_int_eq (pz->cells[0], 1);
  ck_assert_int_eq (pz->cells[1], 16);
  ck_assert_str_eq (pz->style.symbols, "0123456789ABCDEF");
  ss_puzzle_free (pz);
  text[0] = 'G';   /* G: 1-G, F is 15 */
  pz = parse_string (text, SS_FMT_AUTO);
  ck_assert_int_eq (pz->cells[0], 16);
  ck_assert_int_eq (pz->cells[1], 15);
  ck_assert_str_eq (pz->style.symbols, "");
  ss_puzzle_free (pz);
  text[0] = '1';
  ss_error e = parse_error (text, SS_FMT_AUTO);
  ck_assert_ptr_nonnull (strstr (e.msg, "--symbols"));
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  ck_assert_int_eq (ss_reader_set_symbols (r, "1123"), -1);
  ck_assert_int_eq (ss_reader_set_symbols (r, "12.4"), -1);
  ck_assert_int_eq (ss_reader_set_symbols (r, "0123456789ABCDEF"), 0);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->cells[0], 2);
  ck_assert_int_eq (pz->cells[1], 16);
  ss_puzzle_free (pz);
  ss_reader_free (r);
  fclose (f);
}
END_TEST

START_TEST (line_errors_spoil_one_line)
{
  const char *text = "1234123412341234\n12x4\n"
                     "1...............\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_LINE);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), -1);   /* duplicates */
  ck_assert_int_eq (err.line, 1);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), -1);   /* stray x */
  ck_assert_int_eq (err.line, 2);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->index, 3);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 0);
  ss_reader_free (r);
  fclose (f);
}
END_TEST

/* Free-form blocks: each puzzle is read on its whole block.  Spaces
   for blanks in rows of equal width, a title before a grid, a
   solution after it passed over, a puzzle line followed by a word,
   letters both alphabets read refused. */
START_TEST (reads_blocks)
{
  ss_puzzle *pz = parse_string ("1  4\n 4  \n  4 \n4  1\n", SS_FMT_AUTO);
  ck_assert_int_eq (pz->n, 4);
  ck_assert_int_eq (pz->cells[0], 1);
  ck_assert_int_eq (pz->cells[1], 0);
  ck_assert_int_eq (pz->cells[5], 4);
  ck_assert_int_eq (pz->cells[15], 1);
  ss_puzzle_free (pz);
  const char *text = "HARD\n1..4\n.4..\n-- --\n..4.\n4..1\n[Solution]\n"
                     "1234\n3412\n2143\n4321\n\n"
                     "1..4.4....4.4..1 hard\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->line, 2);
  ck_assert_int_eq (pz->style.format, SS_FMT_CHARS);
  ck_assert_int_eq (pz->cells[5], 4);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);   /* not 1234 */
  ck_assert_int_eq (pz->line, 13);
  ck_assert_int_eq (pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (pz->cells[15], 1);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 0);
  ss_reader_free (r);
  fclose (f);
  char grid[17 * 16 + 1] = "ab..............\n";
  for (int i = 1; i < 16; i++)
    strcat (grid, "................\n");
  ss_error e = parse_error (grid, SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 1);
  ck_assert_ptr_nonnull (strstr (e.msg, "--symbols=abcdefghijklmnop"));
  /* a line no reading takes: an error there, the next puzzle read */
  e = parse_error ("1..4\n.4..\n..4.\n4..1\n\n~~\n", SS_FMT_AUTO);
  ck_assert_int_eq (e.line, 6);
}
END_TEST

Suite *
reader_suite (void)
{
  Suite *s = suite_create ("reader");
  TCase *tc = tcase_create ("reader");
  tcase_add_test (tc, detects_grid);
  tcase_add_test (tc, detects_chars_and_crlf);
  tcase_add_test (tc, detects_line_chars_and_ints);
  tcase_add_test (tc, skips_a_leading_bom);
  tcase_add_test (tc, adjacent_digits_are_cells);
  tcase_add_test (tc, small_first_row_gets_a_hint);
  tcase_add_test (tc, big_value_makes_16_a_grid_row);
  tcase_add_test (tc, errors_have_locations);
  tcase_add_test (tc, line_errors_spoil_one_line);
  tcase_add_test (tc, reads_free_form);
  tcase_add_test (tc, alphabets);
  tcase_add_test (tc, reads_blocks);
  suite_add_tcase (s, tc);
  return s;
}
