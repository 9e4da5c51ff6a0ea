/* check_jigsaw.c: jigsaw regions (ss_puzzle_set_regions).  Counts by
   ss_solve, for every preset, every scheme and every presolve level, on
   4x4, 5x5 and 6x6 grids whose regions are shuffled by a fixed
   generator (5x5, a side without boxes, from the rows),
   are compared with a backtracker of this file that knows only rows,
   columns and the region map; every grid the solver finds is checked by
   it.  Then the refusals of bad region maps, copies, and the DIMACS
   comments read back. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

#define MAXN 6

typedef struct brute {
  int n;
  int region[MAXN * MAXN];
  int grid[MAXN * MAXN];
} brute;

static unsigned
next (unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return *seed >> 16;
}

static int
fits (const brute *b, const int *grid, int cell, int v)
{
  int n = b->n, r = cell / n, c = cell % n;
  for (int i = 0; i < n * n; i++)
    if (i != cell && grid[i] == v
        && (i / n == r || i % n == c || b->region[i] == b->region[cell]))
      return 0;
  return 1;
}

static int
valid (const brute *b, const int *grid)
{
  for (int i = 0; i < b->n * b->n; i++)
    if (grid[i] < 1 || grid[i] > b->n
        || (b->grid[i] && b->grid[i] != grid[i]) || !fits (b, grid, i,
                                                           grid[i]))
      return 0;
  return 1;
}

static long
brute_count (brute *b, int cell, long max, int *first)
{
  int nn = b->n * b->n;
  while (cell < nn && b->grid[cell])
    cell++;
  if (cell == nn)
    {
      if (first)
        memcpy (first, b->grid, (size_t) nn * sizeof *first);
      return 1;
    }
  long total = 0;
  for (int v = 1; v <= b->n && total < max; v++)
    if (fits (b, b->grid, cell, v))
      {
        b->grid[cell] = v;
        total += brute_count (b, cell + 1, max - total, total ? NULL : first);
        b->grid[cell] = 0;
      }
  return total;
}

/* Boxes of the side's default shape (the rows for a prime side), then
   count swaps of two random cells' regions (sizes stay n; regions may
   come apart). */
static void
shuffle_regions (brute *b, unsigned *seed, int swaps)
{
  int n = b->n, br = n == 5 ? 1 : 2, bc = n / br;
  for (int i = 0; i < n * n; i++)
    b->region[i] = i / n / br * br + i % n / bc;
  for (int k = 0; k < swaps; k++)
    {
      int a = (int) (next (seed) % (unsigned) (n * n));
      int c = (int) (next (seed) % (unsigned) (n * n));
      int t = b->region[a];
      b->region[a] = b->region[c];
      b->region[c] = t;
    }
}

static ss_puzzle *
puzzle_of (const brute *b)
{
  int n = b->n;
  ss_puzzle *pz = n % 2 ? ss_puzzle_new_irregular (n)
                        : ss_puzzle_new_box (2, n / 2);
  ck_assert_ptr_nonnull (pz);
  ss_error err = { 0 };
  ck_assert_msg (!ss_puzzle_set_regions (pz, b->region, &err), "%s",
                 err.msg);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (pz), 1);
  for (int i = 0; i < n * n; i++)
    {
      ck_assert_int_eq (ss_puzzle_region (pz, i / n, i % n), b->region[i]);
      ck_assert_int_eq (ss_puzzle_set (pz, i / n, i % n, b->grid[i]), 0);
    }
  return pz;
}

static void
agree (brute *b, const ss_puzzle *pz, const ss_options *opt, long want,
       long max, int *grids)
{
  ss_error err = { 0 };
  long got = ss_solve (pz, opt, max, NULL, NULL, &err);
  ck_assert_msg (got == want, "%dx%d jigsaw, %s/%s/%s: %ld grids, expected "
                 "%ld (%s)", b->n, b->n, ss_encoding_name (opt->encoding),
                 opt->amo ? ss_amo_name (opt->amo) : "-",
                 opt->presolve ? ss_presolve_name (opt->presolve) : "-",
                 got, want, err.msg);
  if (opt->presolve)
    return;
  long found = grids_projected (pz, opt->encoding, opt->amo ? opt->amo
                                : ss_amo_default (), grids, max);
  ck_assert_int_eq (found, want);
  for (long g = 0; g < found; g++)
    ck_assert_msg (valid (b, grids + g * b->n * b->n), "%s: grid %ld "
                   "breaks a region", ss_encoding_name (opt->encoding), g);
}

static void
counts_agree (brute *b, long max)
{
  long want = brute_count (b, 0, max, NULL);
  ss_puzzle *pz = puzzle_of (b);
  int *grids = malloc ((size_t) max * b->n * b->n * sizeof *grids);
  ck_assert_ptr_nonnull (grids);
  const ss_encoding *ext = ss_encoding_find ("extended");
  for (int i = 0; ss_encoding_nth (i); i++)
    for (int j = 0; ss_amo_nth (j); j++)
      if (swept (ss_encoding_nth (i), ss_amo_nth (j)))
        {
          ss_options opt = { .encoding = ss_encoding_nth (i),
                             .amo = ss_amo_nth (j) };
          agree (b, pz, &opt, want, max, grids);
        }
  for (int i = 0; ss_presolve_nth (i); i++)
    for (int e = 0; e < 2; e++)
      {
        ss_options opt = { .encoding = e ? ext
                                         : ss_encoding_find ("augmented"),
                           .presolve = ss_presolve_nth (i) };
        agree (b, pz, &opt, want, max, grids);
      }
  free (grids);
  ss_puzzle_free (pz);
}

/* 4x4: empty grids of shuffled regions (many have no solution). */
START_TEST (jigsaw_4x4_counts)
{
  unsigned seed = 4 + (unsigned) sweep_seed ();
  for (int k = 0; k < sweep_count (12, 4); k++)
    {
      brute b = { .n = 4 };
      shuffle_regions (&b, &seed, 1 + (int) (next (&seed) % 12));
      counts_agree (&b, 600);
    }
}
END_TEST

/* 6x6: shuffled regions that admit a grid, with some of its cells
   given. */
START_TEST (jigsaw_6x6_counts)
{
  unsigned seed = 6 + (unsigned) sweep_seed ();
  int done = 0, want = sweep_count (6, 2);
  for (int k = 0; k < 400 && done < want; k++)
    {
      brute b = { .n = 6 };
      int first[MAXN * MAXN];
      shuffle_regions (&b, &seed, 1 + (int) (next (&seed) % 10));
      if (!brute_count (&b, 0, 1, first))
        continue;
      for (int i = 0; i < 36; i++)
        if (next (&seed) % 100 < 30)
          b.grid[i] = first[i];
      counts_agree (&b, 300);
      done++;
    }
  ck_assert_int_eq (done, want);
}
END_TEST

/* 5x5, a side without boxes: shuffled regions that admit a grid, with
   some of its cells given, and the same through DIMACS and back. */
START_TEST (jigsaw_5x5_counts)
{
  unsigned seed = 5;
  int done = 0, want = sweep_count (6, 2);
  for (int k = 0; k < 400 && done < want; k++)
    {
      brute b = { .n = 5 };
      int first[MAXN * MAXN];
      shuffle_regions (&b, &seed, 2 + (int) (next (&seed) % 10));
      if (!brute_count (&b, 0, 1, first))
        continue;
      for (int i = 0; i < 25; i++)
        if (next (&seed) % 100 < 20)
          b.grid[i] = first[i];
      counts_agree (&b, 300);
      ss_puzzle *pz = puzzle_of (&b);
      pz->index = 1;
      char *text = NULL;
      size_t size = 0;
      ss_error err = { 0 };
      FILE *f = open_memstream (&text, &size);
      ck_assert_int_eq (ss_cnf_write (f, pz, NULL, NULL, &err), 0);
      fclose (f);
      ck_assert_ptr_null (strstr (text, "c box"));
      f = fmemopen (text, size, "r");
      ss_cnf cnf;
      ck_assert_msg (!ss_cnf_read (&cnf, f, "mem", &err), "%s", err.msg);
      fclose (f);
      for (int i = 0; i < 25; i++)
        ck_assert_int_eq (ss_puzzle_region (cnf.pz, i / 5, i % 5),
                          b.region[i]);
      ck_assert_int_eq (ss_solve (cnf.pz, NULL, 300, NULL, NULL, &err),
                        brute_count (&b, 0, 300, NULL));
      ss_cnf_clear (&cnf);
      free (text);
      ss_puzzle_free (pz);
      done++;
    }
  ck_assert_int_eq (done, want);
}
END_TEST

START_TEST (jigsaw_refusals)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  int region[16];
  for (int i = 0; i < 16; i++)
    region[i] = i / 4;             /* rows as regions: fine */
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), 0);
  region[5] = 4;
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_str_eq (err.msg, "row 2, column 2 is in region number 4: a "
                    "4x4 grid's regions are numbered 0 to 3");
  region[5] = 0;
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), -1);
  ck_assert_str_eq (err.msg, "region number 0 (first cell row 1, column 1) "
                    "has 5 cells: the regions of a 4x4 grid must have 4 "
                    "each");
  /* the refused map left the rows-as-regions one in place */
  ck_assert_int_eq (ss_puzzle_region (pz, 1, 1), 1);
  for (int i = 0; i < 16; i++)
    region[i] = i < 8 ? i % 2 : 2 + i % 2;
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), 0);
  for (int i = 0; i < 16; i++)
    region[i] = 0;
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), -1);
  ck_assert_str_eq (err.msg, "region number 0 (first cell row 1, column 1) "
                    "has 16 cells: the regions of a 4x4 grid must have 4 "
                    "each");
  /* NULL: the boxes again */
  ck_assert_int_eq (ss_puzzle_set_regions (pz, NULL, &err), 0);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (pz), 0);
  ck_assert_int_eq (ss_puzzle_region (pz, 3, 3), 3);
  ck_assert_int_eq (ss_solve (pz, NULL, 1000, NULL, NULL, &err), 288);
  ss_puzzle_free (pz);
  /* a side without boxes keeps its regions */
  int five[25];
  for (int i = 0; i < 25; i++)
    five[i] = i % 5;
  pz = ss_puzzle_new_irregular (5);
  ck_assert_int_eq (ss_puzzle_set_regions (pz, five, &err), 0);
  ck_assert_int_eq (ss_puzzle_set_regions (pz, NULL, &err), -1);
  ck_assert_str_eq (err.msg, "a 5x5 grid has no boxes (its side is prime): "
                    "its regions stay");
  ck_assert_int_eq (ss_puzzle_region (pz, 0, 3), 3);
  ck_assert_int_eq (ss_puzzle_add_rule (pz, "windoku", &err), -1);
  ck_assert_str_eq (err.msg, "windoku needs square boxes (k x k): a 5x5 "
                    "grid has no boxes");
  ss_puzzle_free (pz);
  ck_assert_ptr_null (ss_puzzle_new_irregular (SS_MAX_SIDE + 1));
}
END_TEST

/* A jigsaw's copy keeps its regions; its givens are checked against
   them (a clash in a region names it); DIMACS comments carry the
   regions, and decode's puzzle has them. */
START_TEST (jigsaw_copy_check_dimacs)
{
  static const int region[16] = {
    0, 0, 1, 1,
    0, 0, 2, 1,
    3, 2, 2, 1,
    3, 3, 3, 2
  };
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_set_regions (pz, region, &err), 0);
  ss_puzzle *copy = ss_puzzle_copy (pz);
  ss_puzzle_free (pz);
  ck_assert_ptr_nonnull (copy);
  for (int i = 0; i < 16; i++)
    ck_assert_int_eq (ss_puzzle_region (copy, i / 4, i % 4), region[i]);
  /* (1,2) and (3,2) are both in region 2, in no common row or column */
  ck_assert_int_eq (ss_puzzle_set (copy, 1, 2, 3), 0);
  ck_assert_int_eq (ss_puzzle_set (copy, 2, 1, 3), 0);
  long cell = -1;
  ck_assert_int_eq (ss_puzzle_check_givens (copy, &cell, &err), -1);
  ck_assert_int_eq (cell, 2 * 4 + 1);
  ck_assert_str_eq (err.msg, "given value 3 appears twice in jigsaw region "
                    "3, at row 2, column 3 and row 3, column 2");
  ck_assert_int_eq (ss_puzzle_set (copy, 2, 1, 0), 0);
  long want = ss_solve (copy, NULL, 1000, NULL, NULL, &err);
  ck_assert_int_ge (want, 1);

  /* as a reader numbers it: DIMACS names the puzzle */
  copy->index = 1;
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  ck_assert_int_eq (ss_cnf_write (f, copy, NULL, NULL, &err), 0);
  fclose (f);
  ck_assert_ptr_nonnull (strstr (text, "c jigsaw 0 0 1 1\nc jigsaw 0 0 2 1"
                                 "\nc jigsaw 3 2 2 1\nc jigsaw 3 3 3 2\n"));
  f = fmemopen (text, size, "r");
  ss_cnf cnf;
  ck_assert_msg (!ss_cnf_read (&cnf, f, "mem", &err), "%s", err.msg);
  fclose (f);
  ck_assert_int_eq (ss_puzzle_is_jigsaw (cnf.pz), 1);
  for (int i = 0; i < 16; i++)
    ck_assert_int_eq (ss_puzzle_region (cnf.pz, i / 4, i % 4), region[i]);
  ck_assert_int_eq (ss_solve (cnf.pz, NULL, 1000, NULL, NULL, &err), want);
  ss_cnf_clear (&cnf);

  /* a region map that does not partition: refused at its first line */
  char *bad = strstr (text, "c jigsaw 3 3 3 2");
  bad[9] = '0';
  f = fmemopen (text, size, "r");
  ck_assert_int_eq (ss_cnf_read (&cnf, f, "mem", &err), -1);
  fclose (f);
  ck_assert_int_eq (err.status, SS_ERR_INPUT);
  ck_assert_msg (strstr (err.msg, "jigsaw: region number 0") != NULL, "%s",
                 err.msg);
  free (text);
  ss_puzzle_free (copy);
}
END_TEST

Suite *
jigsaw_suite (void)
{
  Suite *s = suite_create ("jigsaw");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, jigsaw_4x4_counts);
  tcase_add_test (tc, jigsaw_6x6_counts);
  tcase_add_test (tc, jigsaw_5x5_counts);
  tcase_add_test (tc, jigsaw_refusals);
  tcase_add_test (tc, jigsaw_copy_check_dimacs);
  suite_add_tcase (s, tc);
  return s;
}
