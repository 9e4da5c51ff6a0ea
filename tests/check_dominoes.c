/* check_dominoes.c: Sudominoku end to end below the CLI: the reader
   builds the puzzle the statement describes, the domino encoding has
   the documented size, counting is about grids (not tilings), and the
   grids found by every preset and AMO scheme are exactly those a
   brute-force domino search finds, as dominoes are taken away. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

/* The two puzzles of the statement's sample (BOJ 4574). */
static const char sample1[] =
  "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"
  "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"
  "C5 A3 D9 I4 A9 E5 A2 C6 I1\n";
static const char sample2[] =
  "11\n5 I9 2 H9\n6 A5 7 A6\n4 B8 6 C8\n3 B5 8 B4\n3 C3 2 D3\n"
  "9 D2 8 E2\n3 G2 5 H2\n1 A2 8 A1\n1 H8 3 I8\n8 I3 7 I4\n4 I6 9 I7\n"
  "I5 E6 D1 F2 B3 G9 H7 C9 E5\n0\n";

/* ------------------------------------------------------------------ */
/* Brute force: fill the first free cell in row-major order with every */
/* unused domino reaching right or down, in both orientations, under   */
/* the Sudoku rules; collect the distinct complete grids.              */

typedef struct brute {
  int grid[81];
  unsigned row[9], col[9], box[9];    /* values present, bit v */
  unsigned char used[10][10];
  int *found;                         /* distinct grids, 81 values each */
  long nfound, cap;
  long tilings;                       /* complete fillings reached */
} brute;

static int
fits (const brute *b, int cell, int v)
{
  int r = cell / 9, c = cell % 9;
  return !((b->row[r] | b->col[c] | b->box[r / 3 * 3 + c / 3]) >> v & 1);
}

static void
set (brute *b, int cell, int v)
{
  int r = cell / 9, c = cell % 9;
  unsigned bit = 1u << (v ? v : b->grid[cell]);
  b->row[r] ^= bit, b->col[c] ^= bit, b->box[r / 3 * 3 + c / 3] ^= bit;
  b->grid[cell] = v;
}

static void
record (brute *b)
{
  for (long i = 0; i < b->nfound; i++)
    if (!memcmp (b->found + i * 81, b->grid, sizeof b->grid))
      return;
  if (b->nfound == b->cap)
    {
      b->cap = b->cap ? 2 * b->cap : 64;
      b->found = realloc (b->found, (size_t) b->cap * sizeof b->grid);
    }
  memcpy (b->found + b->nfound++ * 81, b->grid, sizeof b->grid);
}

/* Whether some free cell has no value left (the search is exhaustive
   either way; this only cuts dead branches early). */
static int
stuck (const brute *b)
{
  for (int i = 0; i < 81; i++)
    if (!b->grid[i])
      {
        int r = i / 9, c = i % 9;
        if ((b->row[r] | b->col[c] | b->box[r / 3 * 3 + c / 3]) == 0x3fe)
          return 1;
      }
  return 0;
}

static void
search (brute *b, int cell)
{
  if (stuck (b))
    return;
  while (cell < 81 && b->grid[cell])
    cell++;
  if (cell == 81)
    {
      b->tilings++;
      record (b);
      return;
    }
  int next[2] = { cell % 9 < 8 ? cell + 1 : -1, cell < 72 ? cell + 9 : -1 };
  for (int d = 0; d < 2; d++)
    if (next[d] >= 0 && !b->grid[next[d]])
      for (int x = 1; x <= 9; x++)
        for (int y = 1; y <= 9; y++)
          if (x != y && !b->used[x][y] && fits (b, cell, x)
              && fits (b, next[d], y))
            {
              b->used[x][y] = b->used[y][x] = 1;
              set (b, cell, x);
              set (b, next[d], y);
              search (b, cell + 1);
              set (b, next[d], 0);
              set (b, cell, 0);
              b->used[x][y] = b->used[y][x] = 0;
            }
}

static void
brute_force (const ss_puzzle *pz, brute *b)
{
  memset (b, 0, sizeof *b);
  for (int i = 0; i < 81; i++)
    if (pz->cells[i])
      set (b, i, pz->cells[i]);
  for (int i = 0; i < pz->ndominoes; i++)
    {
      const ss_domino *d = &pz->dominoes[i];
      b->used[d->a][d->b] = b->used[d->b][d->a] = 1;
    }
  search (b, 0);
}

static int
cmp_grid (const void *x, const void *y)
{
  return memcmp (x, y, 81 * sizeof (int));
}

static int
has_grid (const int *grids, long count, const int *grid)
{
  for (long i = 0; i < count; i++)
    if (!memcmp (grids + i * 81, grid, 81 * sizeof *grid))
      return 1;
  return 0;
}

/* Take the last given domino away: its cells become free. */
static void
drop_domino (ss_puzzle *pz)
{
  const ss_domino *d = &pz->dominoes[--pz->ndominoes];
  pz->cells[d->r1 * 9 + d->c1] = pz->cells[d->r2 * 9 + d->c2] = 0;
}

/* ------------------------------------------------------------------ */

START_TEST (reads_the_statement_sample)
{
  ss_puzzle *pz = parse_string (sample1, SS_FMT_AUTO);
  ck_assert_int_eq (pz->family, SS_SUDOMINOKU);
  ck_assert_int_eq (pz->style.format, SS_FMT_SUDOMINOKU);
  ck_assert_int_eq (pz->n, 9);
  ck_assert_int_eq (pz->ndominoes, 10);
  ck_assert_int_eq (pz->index, 1);
  ck_assert_int_eq (pz->line, 1);
  /* 6 B2 1 B3; the last domino 7 C9 2 B9 is vertical */
  const ss_domino *d = &pz->dominoes[0];
  ck_assert (d->a == 6 && d->r1 == 1 && d->c1 == 1);
  ck_assert (d->b == 1 && d->r2 == 1 && d->c2 == 2);
  d = &pz->dominoes[9];
  ck_assert (d->r1 == 2 && d->c1 == 8 && d->r2 == 1 && d->c2 == 8);
  /* digit 1 at C5, digit 9 at I1; 20 domino cells and 9 singles */
  ck_assert_int_eq (pz->cells[2 * 9 + 4], 1);
  ck_assert_int_eq (pz->cells[8 * 9 + 0], 9);
  ck_assert_int_eq (pz->cells[1 * 9 + 1], 6);
  int givens = 0;
  for (int i = 0; i < 81; i++)
    givens += pz->cells[i] != 0;
  ck_assert_int_eq (givens, 29);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (two_puzzles_then_the_end)
{
  char text[1024];
  snprintf (text, sizeof text, "\n%s\n  \n%s", sample1, sample2);
  FILE *f = fmemopen (text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->line, 2);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ck_assert_int_eq (pz->index, 2);
  ck_assert_int_eq (pz->line, 16);
  ck_assert_int_eq (pz->ndominoes, 11);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 0);
  ss_reader_free (r);
  fclose (f);
}
END_TEST

/* The first error ends the input: the reader reports it once, with its
   place, and then reports the end. */
START_TEST (error_ends_the_input)
{
  char text[1024];
  snprintf (text, sizeof text, "%s3\n6 B2 1 B3\n2 C4 9 C4\n%s", sample1,
            sample2);
  FILE *f = fmemopen (text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "in", SS_FMT_AUTO);
  ss_puzzle *pz = NULL;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 1);
  ss_puzzle_free (pz);
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), -1);
  ck_assert_ptr_null (pz);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_int_eq (err.line, 15);
  ck_assert_int_eq (err.col, 8);
  ck_assert_ptr_nonnull (strstr (err.msg, "not adjacent"));
  ck_assert_int_eq (ss_reader_next (r, &pz, &err), 0);
  ss_reader_free (r);
  fclose (f);
}
END_TEST

/* The sizes documented in encodings/dominoes.c. */
START_TEST (encoding_size)
{
  ss_puzzle *pz = parse_string (sample1, SS_FMT_AUTO);
  ss_puzzle *plain = ss_puzzle_copy (pz);
  ss_puzzle_set_family (plain, SS_SUDOKU);
  ss_sink *s = ss_sink_counter (), *t = ss_sink_counter ();
  const ss_encoding *enc = ss_encoding_find ("extended");
  const ss_amo *amo = ss_amo_find ("pairwise");
  ss_varmap *vm = ss_encode (pz, enc, amo, s, NULL);
  ss_varmap *vm2 = ss_encode (plain, enc, amo, t, NULL);
  ck_assert_ptr_nonnull (vm);
  ck_assert_int_eq (ss_varmap_cellvars (vm), 729);
  ck_assert_int_eq (ss_varmap_maxvar (vm2), 729);
  /* 66 pairs of adjacent free cells, 477 domino offers */
  ck_assert_int_eq (ss_varmap_maxvar (vm), 729 + 66 + 477);
  ck_assert_int_eq (s->clauses - t->clauses, 6994);
  ck_assert_int_eq (s->literals - t->literals, 17246);
  ss_varmap_free (vm);
  ss_varmap_free (vm2);
  ss_sink_free (s);
  ss_sink_free (t);
  ss_puzzle_free (pz);
  ss_puzzle_free (plain);
}
END_TEST

/* A scheme that counts its calls, to see the domino constraints go
   through the chosen AMO scheme. */
static long amo_calls;

static void
counting_amo (ss_enc *e, const int *lits, int m)
{
  amo_calls++;
  ss_amo_find ("pairwise")->at_most_one (e, lits, m);
}

static const ss_amo counting = { "counting", "test", counting_amo, NULL };

START_TEST (amo_scheme_applies_to_dominoes)
{
  ss_puzzle *pz = parse_string (sample1, SS_FMT_AUTO);
  ss_puzzle *plain = ss_puzzle_copy (pz);
  ss_puzzle_set_family (plain, SS_SUDOKU);
  ss_sink *s = ss_sink_counter (), *t = ss_sink_counter ();
  amo_calls = 0;
  /* extended: a preset that folds propagation would change the count */
  const ss_encoding *ext = ss_encoding_find ("extended");
  ss_varmap_free (ss_encode (plain, ext, &counting, t, NULL));
  long sudoku_calls = amo_calls;
  amo_calls = 0;
  ss_varmap_free (ss_encode (pz, ext, &counting, s, NULL));
  /* 52 free cells and 26 unused dominoes; A1 and A8 have only one free
     neighbour, so their exactly-one is a unit clause, without AMO */
  ck_assert_int_eq (amo_calls - sudoku_calls, 52 - 2 + 26);
  ss_sink *u = ss_sink_counter ();
  ss_varmap_free (ss_encode (pz, ext, ss_amo_find ("pairwise"), u, NULL));
  ck_assert_int_eq (s->clauses, u->clauses);
  ss_sink_free (s);
  ss_sink_free (t);
  ss_sink_free (u);
  ss_puzzle_free (pz);
  ss_puzzle_free (plain);
}
END_TEST

/* The statement's second puzzle: two tilings, one grid.  Counting and
   uniqueness are about the grid, under every preset and scheme. */
START_TEST (two_tilings_one_grid)
{
  ss_puzzle *pz = parse_string (sample2, SS_FMT_AUTO);
  brute b;
  brute_force (pz, &b);
  ck_assert_int_eq (b.tilings, 2);
  ck_assert_int_eq (b.nfound, 1);
  /* pairwise AMO adds no variables: the models are grid and tiling */
  ck_assert_int_eq (count_models (pz, ss_encoding_find ("extended"),
                                  ss_amo_find ("pairwise"), 10), 2);
  for (int i = 0; ss_encodings[i]; i++)
    for (int j = 0; ss_amo_schemes[j]; j++)
      {
        ss_options opt = { .encoding = ss_encodings[i],
                           .amo = ss_amo_schemes[j] };
        int grid[81];
        ss_error err = { 0 };
        ck_assert_msg (ss_solve (pz, &opt, 10, grid, NULL, &err) == 1,
                       "%s/%s: %s", opt.encoding->name, opt.amo->name,
                       err.msg);
        ck_assert_int_eq (memcmp (grid, b.found, sizeof grid), 0);
      }
  free (b.found);
  ss_puzzle_free (pz);
}
END_TEST

/* The first puzzle with its given dominoes taken away one by one, the
   last first, down to 6: every preset and scheme (those swept, under
   SUDOSAT_SWEEP=short) finds exactly the grids the brute force finds;
   their number never falls and the original grid stays among them. */
START_TEST (brute_force_agrees)
{
  ss_puzzle *pz = parse_string (sample1, SS_FMT_AUTO);
  int original[81];
  long last = 0;
  int *grids = NULL;
  ck_assert_int_eq (ss_solve (pz, NULL, 2, original, NULL, NULL), 1);
  for (; pz->ndominoes >= 6; drop_domino (pz))
    {
      brute b;
      brute_force (pz, &b);
      ck_assert_int_ge (b.nfound, last);
      ck_assert (has_grid (b.found, b.nfound, original));
      last = b.nfound;
      qsort (b.found, (size_t) b.nfound, sizeof b.grid, cmp_grid);
      grids = realloc (grids, (size_t) (b.nfound + 1) * sizeof b.grid);
      for (int i = 0; ss_encodings[i]; i++)
        for (int j = 0; ss_amo_schemes[j]; j++)
          {
            if (!swept (ss_encodings[i], ss_amo_schemes[j]))
              continue;
            long got = grids_projected (pz, ss_encodings[i],
                                        ss_amo_schemes[j], grids,
                                        b.nfound + 1);
            ck_assert_msg (got == b.nfound, "%s/%s, %d dominoes: %ld grids, "
                           "brute force %ld", ss_encodings[i]->name,
                           ss_amo_schemes[j]->name, pz->ndominoes, got,
                           b.nfound);
            qsort (grids, (size_t) got, sizeof b.grid, cmp_grid);
            ck_assert (!memcmp (grids, b.found, (size_t) got * sizeof b.grid));
          }
      free (b.found);
    }
  ck_assert_int_gt (last, 1);
  free (grids);
  ss_puzzle_free (pz);
}
END_TEST

/* The validator against the brute force: grids that keep the first
   puzzle's givens and obey the Sudoku rules pass ss_check_solution
   exactly when they are the puzzle's solution. */
START_TEST (validator_agrees)
{
  enum { MAX = 100 };
  ss_puzzle *pz = parse_string (sample1, SS_FMT_AUTO);
  ss_puzzle *plain = ss_puzzle_copy (pz);
  ss_puzzle_set_family (plain, SS_SUDOKU);
  brute b;
  brute_force (pz, &b);
  ck_assert_int_eq (b.nfound, 1);
  int *grids = malloc (MAX * sizeof b.grid);
  long got = grids_projected (plain, NULL, NULL, grids, MAX);
  long passed = 0;
  for (long i = 0; i < got; i++)
    {
      int ok = !ss_check_solution (pz, grids + i * 81, NULL);
      ck_assert_int_eq (ok, has_grid (b.found, 1, grids + i * 81));
      passed += ok;
    }
  ck_assert_int_le (passed, 1);
  ck_assert_int_gt (got - passed, 0);
  free (grids);
  free (b.found);
  ss_puzzle_free (pz);
  ss_puzzle_free (plain);
}
END_TEST

Suite *
dominoes_suite (void)
{
  Suite *s = suite_create ("dominoes");
  TCase *tc = tcase_create ("dominoes");
  tcase_add_test (tc, reads_the_statement_sample);
  tcase_add_test (tc, two_puzzles_then_the_end);
  tcase_add_test (tc, error_ends_the_input);
  tcase_add_test (tc, encoding_size);
  tcase_add_test (tc, amo_scheme_applies_to_dominoes);
  tcase_add_test (tc, two_tilings_one_grid);
  tcase_add_test (tc, brute_force_agrees);
  tcase_add_test (tc, validator_agrees);
  tcase_set_timeout (tc, 120);
  suite_add_tcase (s, tc);
  return s;
}
