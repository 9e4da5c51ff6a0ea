/* check_cnf.c: DIMACS files written with sudosat's comments read back
   to the same puzzle, variable map and clauses; the header counts what
   follows it; malformed comments and clauses are reported where they
   are. */
#include "suites.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

static const char top1[] =
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
  "1.4......\n";

static void
extended_rules (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
}

static const ss_encoding folded = {
  "folded", "extended over a compact map (test only)", folded_map,
  extended_rules, NULL
};

/* Write pz's CNF into a string. */
static char *
write_cnf (const ss_puzzle *pz, const ss_encoding *enc)
{
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  ss_error err = { 0 };
  ss_options opt = { .encoding = enc };
  ck_assert_int_eq (ss_cnf_write (f, pz, &opt, NULL, &err), 0);
  fclose (f);
  return text;
}

static int
read_cnf (const char *text, ss_cnf *cnf, ss_error *err)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  int rc = ss_cnf_read (cnf, f, "in.cnf", err);
  fclose (f);
  return rc;
}

static void
round_trip (const ss_encoding *enc)
{
  ss_puzzle *pz = parse_string (top1, SS_FMT_AUTO);
  char *text = write_cnf (pz, enc);
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_msg (read_cnf (text, &cnf, &err) == 0, "%ld:%ld: %s", err.line,
                 err.col, err.msg);
  /* the puzzle */
  ck_assert_int_eq (cnf.pz->n, 9);
  ck_assert_int_eq (cnf.pz->family, SS_SUDOKU);
  ck_assert_int_eq (cnf.pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (cnf.pz->style.blank, '.');
  ck_assert_int_eq (cnf.pz->index, 1);
  ck_assert_mem_eq (cnf.pz->cells, pz->cells, 81 * sizeof *pz->cells);
  ck_assert_str_eq (cnf.encoding, enc->name);
  ck_assert_str_eq (cnf.amo, "pairwise");
  /* the map, literal by literal */
  ss_sink *s = ss_sink_dimacs ();
  ss_varmap *vm = ss_encode (pz, enc, NULL, s, &err);
  ck_assert_int_eq (ss_varmap_compact (cnf.vm), ss_varmap_compact (vm));
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      for (int v = 1; v <= 9; v++)
        ck_assert_int_eq (ss_var (cnf.vm, r, c, v), ss_var (vm, r, c, v));
  /* the clauses */
  size_t n1, n2;
  const int *a = ss_sink_dimacs_lits (s, &n1);
  const int *b = ss_sink_dimacs_lits (cnf.clauses, &n2);
  ck_assert_uint_eq (n1, n2);
  ck_assert_mem_eq (a, b, n1 * sizeof *a);
  ck_assert_int_eq (cnf.vars, s->maxvar);
  ck_assert_int_eq (cnf.clauses->clauses, s->clauses);
  ck_assert_int_ge (cnf.lines[0], 2);
  ss_varmap_free (vm);
  ss_sink_free (s);
  ss_cnf_clear (&cnf);
  ss_puzzle_free (pz);
  free (text);
}

START_TEST (plain_map_round_trip)
{
  round_trip (ss_encoding_find ("extended"));   /* a plain map */
}
END_TEST

START_TEST (compact_map_round_trip)
{
  round_trip (&folded);
}
END_TEST

/* The p line's counts, recomputed from the text that follows it. */
START_TEST (header_counts_what_follows)
{
  ss_puzzle *pz = parse_string (top1, SS_FMT_AUTO);
  for (int i = 0; i < 2; i++)
    {
      char *text = write_cnf (pz, i ? &folded : ss_encoding_find ("extended"));
      char *p = strstr (text, "\np cnf ");
      ck_assert_ptr_nonnull (p);
      ck_assert_ptr_null (strstr (p + 1, "\nc"));  /* comments first */
      long vars, clauses, seen = 0, maxvar = 0;
      int used;
      ck_assert_int_eq (sscanf (p, " p cnf %ld %ld%n", &vars, &clauses,
                                &used), 2);
      p += used;
      long lit;
      while (sscanf (p, "%ld%n", &lit, &used) == 1)
        {
          p += used;
          if (!lit)
            seen++;
          else if (labs (lit) > maxvar)
            maxvar = labs (lit);
        }
      ck_assert_int_eq (seen, clauses);
      ck_assert_int_eq (maxvar, vars);
      free (text);
    }
  ss_puzzle_free (pz);
}
END_TEST

static int
deref (void *ctx, int var)
{
  return picosat_deref ((PicoSAT *) ctx, var);
}

/* A compact CNF read back still solves to the right grid. */
START_TEST (compact_cnf_solves_through_its_map)
{
  ss_puzzle *pz = parse_string (top1, SS_FMT_AUTO);
  char *text = write_cnf (pz, &folded);
  ss_cnf cnf;
  ck_assert_int_eq (read_cnf (text, &cnf, NULL), 0);
  ck_assert_int_lt (cnf.vars, 729);
  PicoSAT *ps = picosat_init ();
  size_t count;
  const int *lits = ss_sink_dimacs_lits (cnf.clauses, &count);
  for (size_t i = 0; i < count; i++)
    picosat_add (ps, lits[i]);
  ck_assert_int_eq (picosat_sat (ps, -1), PICOSAT_SATISFIABLE);
  int grid[81], want[81];
  ss_error err = { 0 };
  ck_assert_msg (ss_decode (cnf.pz, cnf.vm, deref, ps, grid, &err) == 0,
                 "%s", err.msg);
  ck_assert_int_eq (ss_solve (pz, NULL, 1, want, NULL, NULL), 1);
  ck_assert_mem_eq (grid, want, sizeof grid);
  picosat_reset (ps);
  ss_cnf_clear (&cnf);
  ss_puzzle_free (pz);
  free (text);
}
END_TEST

/* Sudominoku's dominoes come back from their comment lines. */
START_TEST (reads_dominoes)
{
  static const char text[] =
    "c sudosat 0\nc family sudominoku\nc size 9\n"
    "c map plain: x(r,c,v) = 81*(r-1) + 9*(c-1) + v for r, c, v in 1..9\n"
    "c style sudominoku\nc puzzle 3: givens\n"
    "c row 1 2 0 0 0 0 0 0 0\nc row 0 0 0 0 0 0 0 0 0\n"
    "c row 0 0 0 0 0 0 0 0 0\nc row 0 0 0 0 0 0 0 0 0\n"
    "c row 0 0 0 0 0 0 0 0 0\nc row 0 0 0 0 0 0 0 0 0\n"
    "c row 0 0 0 0 0 0 0 0 0\nc row 0 0 0 0 0 0 0 0 0\n"
    "c row 0 0 0 0 0 0 0 0 0\n"
    "c domino 1 1 1 2 1 2\np cnf 1 1\n1 0\n";
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_msg (read_cnf (text, &cnf, &err) == 0, "%s", err.msg);
  ck_assert_int_eq (cnf.pz->family, SS_SUDOMINOKU);
  ck_assert_int_eq (cnf.pz->style.format, SS_FMT_SUDOMINOKU);
  ck_assert_int_eq (cnf.pz->index, 3);
  ck_assert_int_eq (cnf.pz->ndominoes, 1);
  ck_assert_int_eq (cnf.pz->dominoes[0].a, 1);
  ck_assert_int_eq (cnf.pz->dominoes[0].b, 2);
  ck_assert_int_eq (cnf.pz->dominoes[0].r2, 0);
  ck_assert_int_eq (cnf.pz->dominoes[0].c2, 1);
  ss_cnf_clear (&cnf);
}
END_TEST

#define MAP4 \
  "c map plain: x(r,c,v) = 16*(r-1) + 4*(c-1) + v for r, c, v in 1..4"

/* Broken files: each message at its line and column (0, 0: none). */
typedef struct {
  const char *edit_from, *edit_to;   /* applied to a good file */
  long line, col;
  const char *msg;
} broken_file;

/* Edits of good4 below, whose lines are: 1 sudosat, 2 family, 3 size,
   4 style, 5 map, 6 puzzle, 7 to 10 rows, 11 the p line, 12 and 13
   clauses. */
static const broken_file broken[] = {
  { "c sudosat", "c sudoku", 11, 1, "lack a 'sudosat' line" },
  { "c family sudoku\n", "", 10, 1, "lack 'family'" },
  { "c style line blank=.\n", "", 10, 1, "lack 'style'" },
  { MAP4 "\n", "", 10, 1, "lack 'map'" },
  { "c puzzle 1: givens\n", "", 10, 1, "lack 'puzzle'" },
  { "c row 0 0 0 0\n", "", 10, 1, "the comments hold 3 row lines, "
    "expected 4" },
  { "c family sudoku", "c family", 2, 9, "missing the family" },
  { "c family sudoku", "c family kakuro", 2, 10,
    "unknown family 'kakuro'" },
  { "c family sudoku", "c family sudoku 9", 2, 17, "unexpected '9'" },
  { "c family sudoku", "c family sudominoku", 3, 8,
    "a sudominoku grid is 9x9, not 4x4" },
  { "c family sudoku\nc size 4\n", "c size 4\nc family sudominoku\n", 3,
    10, "a sudominoku grid is 9x9, not 4x4 as 'size' says" },
  { "c style line blank=.", "c style sudominoku", 11, 1,
    "style sudominoku is for 9x9 grids, not 4x4" },
  { "p cnf 2 2", "p cnf 65 2", 11, 0, "the p line announces 65 variables, "
    "the clauses and the map use 64" },
  { "c size 4\n", "", 4, 3, "'map' before the 'size' comment" },
  { "c size 4", "c size", 3, 7, "missing grid side" },
  { "c size 4", "c size 401", 3, 8, "grid side 401 out of range 4..400" },
  { "c size 4\n", "c size 4\nc box 1x4\n", 4, 7,
    "box '1x4' does not fit the 4x4 grid" },
  { "c size 4\n", "c size 4\nc box 2x3\n", 4, 7, "box '2x3' does not fit" },
  { "c size 4\n", "c size 4\nc box 2*2\n", 4, 7, "box '2*2' does not fit" },
  { "c size 4\n", "c size 4\nc box 2x2 1\n", 4, 11, "unexpected '1'" },
  { "c size 4\n", "c size 4\nc box 2x2\nc box 2x2\n", 5, 3,
    "a second 'box'" },
  { "c size 4\n", "c size 4\nc box\n", 4, 6, "missing the box shape" },
  { "c family sudoku\n", "c family sudoku\nc box 2x2\n", 3, 3,
    "'box' before the 'size' comment" },
  { "c size 4", "c size 4 4", 3, 10, "unexpected '4'" },
  { "c family sudoku\n", "c family sudoku\nc size 4\n", 4, 3,
    "a second 'size'" },
  { "c style line blank=.", "c style", 4, 8, "missing the format" },
  { "c style line", "c style lines", 4, 9, "unknown format 'lines'" },
  { "c style line blank=.", "c style line blank=x", 4, 14,
    "unexpected 'blank=x'" },
  { MAP4, "c map", 5, 6, "missing the kind of map" },
  { "c map plain:", "c map flat:", 5, 7, "unknown map 'flat:'" },
  { "16*(r-1)", "15*(r-1)", 5, 14, "formula differs" },
  { "c puzzle 1:", "c map compact:\nc puzzle 1:", 6, 3, "a second 'map'" },
  { "c puzzle 1: givens", "c puzzle", 6, 9, "missing the puzzle's number" },
  { "c puzzle 1:", "c puzzle x:", 6, 10, "expected puzzle number" },
  { "c row 1 2 0 0", "c row 1 2 0 5", 7, 13, "value 5 out of range" },
  { "c row 1 2 0 0", "c row 1 1 0 0", 0, 0, "twice in row 1" },
  { "c puzzle 1: givens\n", "c puzzle 1: givens\nc row 0 0 0 0\n", 11, 3,
    "more than 4 rows" },
  { "c puzzle 1: givens\n", "c puzzle 1: givens\nc domino 1 1 1 2 2 2\n",
    7, 3, "domino cells are not adjacent" },
  { "c puzzle 1: givens\n", "c puzzle 1: givens\nc domino 1 1 1\n", 7, 15,
    "missing value" },
  { "c puzzle 1: givens\n", "c puzzle 1: givens\nc x 1 1 1=T\n", 7, 3,
    "'x' line without 'map compact'" },
  { "c puzzle 1: givens\n", "c puzzle 1: givens\nq\n", 7, 1,
    "expected a comment or the p line, not 'q'" },
  { "p cnf 2 2\n1 0\n1 -2 0\n", "", 0, 0, "no 'p cnf' line" },
  { "p cnf", "p dnf", 11, 3, "expected 'p cnf'" },
  { "p cnf 2 2", "p cnf 2", 11, 8, "missing number of clauses" },
  { "p cnf 2 2", "p cnf 2 2 2", 11, 11, "unexpected '2'" },
  { "p cnf 2 2", "p cnf 2 3", 11, 0, "announces 3 clauses" },
  { "p cnf 2 2", "p cnf 1 2", 13, 3, "literal -2 out of range -1..1" },
  { "1 -2 0\n", "1 -2\n", 13, 0, "not ended by 0" },
  { "1 -2 0\n", "1 -2 0\n2 0\n", 14, 3,
    "more clauses than the 2 of the p line" },
};

static const char good4[] =
  "c sudosat 0\nc family sudoku\nc size 4\nc style line blank=.\n"
  MAP4 "\nc puzzle 1: givens\n"
  "c row 1 2 0 0\nc row 0 0 0 0\nc row 0 0 0 0\nc row 0 0 0 0\n"
  "p cnf 2 2\n1 0\n1 -2 0\n";

/* Edits of the text compact4 builds: lines 1 to 10 as in good4 but for
   the map, then x lines for the 16 cells (11 to 26: the two givens
   fixed true, every value of the other cells open, numbered 1 to 56),
   the p line at 27. */
static const broken_file broken_compact[] = {
  { "c x 1 3 1=1 2=2 3=3 4=4", "c x 1", 13, 6, "missing column" },
  { "c x 1 3 ", "c x 1 4 ", 13, 3, "x line for row 1, column 4 out of "
    "order (expected row 1, column 3)" },
  { "c x 1 3 1=1", "c x 1 3 1:1", 13, 9,
    "expected value=variable, not '1:1'" },
  { "c x 1 3 1=1", "c x 1 3 5=1", 13, 9, "value 5 out of range 1..4" },
  { "c x 1 3 1=1 2=2", "c x 1 3 2=1 1=2", 13, 13, "value 1 out of order" },
  { "c x 1 3 1=1", "c x 1 3 1=y", 13, 11, "expected variable" },
  { "c x 1 3 1=1", "c x 1 3 1=2", 13, 11,
    "variable 2 where 1 was expected" },
  { "p cnf", "c x 4 4 1=T\np cnf", 27, 3, "more than 16 x lines" },
  { "c x 4 4 1=53 2=54 3=55 4=56\n", "", 26, 1,
    "the compact map lists 15 cells, expected 16" },
};

/* good4's puzzle with a compact map instead of the plain one. */
static void
compact4 (char *text, size_t size)
{
  FILE *f = fmemopen (text, size, "w");
  int var = 1;
  fputs ("c sudosat 0\nc family sudoku\nc size 4\nc style grid\n"
         "c map compact:\nc puzzle 1: givens\nc row 1 2 0 0\n"
         "c row 0 0 0 0\nc row 0 0 0 0\nc row 0 0 0 0\n", f);
  for (int cell = 0; cell < 16; cell++)
    {
      fprintf (f, "c x %d %d", cell / 4 + 1, cell % 4 + 1);
      if (cell < 2)
        fprintf (f, " %d=T", cell + 1);
      else
        for (int v = 1; v <= 4; v++)
          fprintf (f, " %d=%d", v, var++);
      fputc ('\n', f);
    }
  fprintf (f, "p cnf %d 1\n1 0\n", var - 1);
  ck_assert_int_eq (fclose (f), 0);
}

/* Apply b's edit to text and check the reader's error. */
static void
check_broken (const char *good, const broken_file *b)
{
  const char *p = strstr (good, b->edit_from);
  ck_assert_ptr_nonnull (p);
  char text[2048];
  snprintf (text, sizeof text, "%.*s%s%s", (int) (p - good), good,
            b->edit_to, p + strlen (b->edit_from));
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_int_eq (read_cnf (text, &cnf, &err), -1);
  ck_assert_msg (strstr (err.msg, b->msg) != NULL, "message '%s'", err.msg);
  ck_assert_str_eq (err.file, "in.cnf");
  ck_assert_int_eq (err.line, b->line);
  ck_assert_int_eq (err.col, b->col);
}

START_TEST (reports_broken_files)
{
  check_broken (good4, &broken[_i]);
}
END_TEST

START_TEST (reports_broken_compact_maps)
{
  char good[2048];
  compact4 (good, sizeof good);
  check_broken (good, &broken_compact[_i]);
}
END_TEST

START_TEST (good_file_reads)
{
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_msg (read_cnf (good4, &cnf, &err) == 0, "%ld:%ld: %s", err.line,
                 err.col, err.msg);
  ck_assert_int_eq (cnf.clauses->clauses, 2);
  ck_assert_int_eq (cnf.lines[1], 13);
  ck_assert_int_eq (cnf.pz->style.format, SS_FMT_LINE);
  ck_assert_int_eq (cnf.pz->style.ints, 0);
  ss_cnf_clear (&cnf);
}
END_TEST

/* What DIMACS allows and sudosat never writes: blank lines, comments
   between clauses, a clause over two lines; and the ints style. */
START_TEST (good_file_variants_read)
{
  static const char text[] =
    "c sudosat 0\n\nc family sudoku\nc size 4\nc style line ints\n"
    MAP4 "\nc puzzle 1: givens\n"
    "c row 1 2 0 0\nc row 0 0 0 0\nc row 0 0 0 0\nc row 0 0 0 0\n"
    "\np cnf 2 2\n1 0\nc between\n1\n-2 0\n";
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_msg (read_cnf (text, &cnf, &err) == 0, "%ld:%ld: %s", err.line,
                 err.col, err.msg);
  ck_assert_int_eq (cnf.pz->style.ints, 1);
  ck_assert_int_eq (cnf.clauses->clauses, 2);
  ck_assert_int_eq (cnf.clauses->literals, 3);
  ck_assert_int_eq (cnf.lines[0], 14);
  ck_assert_int_eq (cnf.lines[1], 16);   /* where the clause began */
  ss_cnf_clear (&cnf);
}
END_TEST

START_TEST (compact_map_reads)
{
  char text[2048];
  compact4 (text, sizeof text);
  ss_cnf cnf;
  ss_error err = { 0 };
  ck_assert_msg (read_cnf (text, &cnf, &err) == 0, "%ld:%ld: %s", err.line,
                 err.col, err.msg);
  ck_assert_int_eq (cnf.pz->style.format, SS_FMT_GRID);
  ck_assert_int_eq (ss_var (cnf.vm, 0, 0, 1), SS_LIT_TRUE);
  ck_assert_int_eq (ss_var (cnf.vm, 0, 0, 2), SS_LIT_FALSE);
  ck_assert_int_eq (ss_var (cnf.vm, 0, 1, 2), SS_LIT_TRUE);
  ck_assert_int_eq (ss_var (cnf.vm, 0, 2, 1), 1);
  ck_assert_int_eq (ss_var (cnf.vm, 3, 3, 4), 56);
  ss_cnf_clear (&cnf);
}
END_TEST

Suite *
cnf_suite (void)
{
  Suite *s = suite_create ("cnf");
  TCase *tc = tcase_create ("cnf");
  tcase_add_test (tc, plain_map_round_trip);
  tcase_add_test (tc, compact_map_round_trip);
  tcase_add_test (tc, header_counts_what_follows);
  tcase_add_test (tc, compact_cnf_solves_through_its_map);
  tcase_add_test (tc, reads_dominoes);
  tcase_add_test (tc, good_file_reads);
  tcase_add_test (tc, good_file_variants_read);
  tcase_add_test (tc, compact_map_reads);
  tcase_add_loop_test (tc, reports_broken_files, 0,
                       sizeof broken / sizeof *broken);
  tcase_add_loop_test (tc, reports_broken_compact_maps, 0,
                       sizeof broken_compact / sizeof *broken_compact);
  suite_add_tcase (s, tc);
  return s;
}
