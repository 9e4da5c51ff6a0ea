/* check_box.c: boxes of R x C cells and extra all-different regions.
   Counts are compared with a brute-force backtracker of this file,
   which builds its own rows, columns, boxes and diagonals. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

#define MAXN 12

/* The independent model: groups of n or fewer cells, no value twice. */
typedef struct brute {
  int n, ngroups;
  int group[4 * MAXN + 2][MAXN];
  int size[4 * MAXN + 2];
  int grid[MAXN * MAXN];
} brute;

static void
brute_init (brute *b, int br, int bc, int diagonals, const int *givens)
{
  int n = br * bc;
  memset (b, 0, sizeof *b);
  b->n = n;
  for (int u = 0; u < n; u++)
    for (int i = 0; i < n; i++)
      {
        b->group[u][i] = u * n + i;
        b->group[n + u][i] = i * n + u;
        /* box u: band u / (n / bc), stack u % (n / bc) */
        int top = u / (n / bc) * br, left = u % (n / bc) * bc;
        b->group[2 * n + u][i] = (top + i / bc) * n + left + i % bc;
      }
  b->ngroups = 3 * n;
  for (int g = 0; g < 3 * n; g++)
    b->size[g] = n;
  if (diagonals)
    {
      for (int i = 0; i < n; i++)
        {
          b->group[3 * n][i] = i * n + i;
          b->group[3 * n + 1][i] = i * n + n - 1 - i;
        }
      b->size[3 * n] = b->size[3 * n + 1] = n;
      b->ngroups += 2;
    }
  memcpy (b->grid, givens, (size_t) n * n * sizeof *givens);
}

static int
brute_fits (const brute *b, int cell, int v)
{
  for (int g = 0; g < b->ngroups; g++)
    {
      int in = 0;
      for (int i = 0; i < b->size[g]; i++)
        in |= b->group[g][i] == cell;
      if (!in)
        continue;
      for (int i = 0; i < b->size[g]; i++)
        if (b->group[g][i] != cell && b->grid[b->group[g][i]] == v)
          return 0;
    }
  return 1;
}

/* Completions of the grid from cell on, up to max. */
static long
brute_count (brute *b, int cell, long max)
{
  int nn = b->n * b->n;
  while (cell < nn && b->grid[cell])
    cell++;
  if (cell == nn)
    return 1;
  long total = 0;
  for (int v = 1; v <= b->n && total < max; v++)
    if (brute_fits (b, cell, v))
      {
        b->grid[cell] = v;
        total += brute_count (b, cell + 1, max - total);
        b->grid[cell] = 0;
      }
  return total;
}

/* A valid grid for br x bc boxes: the pattern (r % br * bc + r / br + c)
   % n + 1, its values, the rows within each band and the columns
   within each stack shuffled by a fixed generator; then about blank in
   1000 cells blanked. */
static void
make_grid (int br, int bc, unsigned seed, int blank, int *grid)
{
  int n = br * bc, perm[MAXN], rows[MAXN], cols[MAXN];
  for (int i = 0; i < n; i++)
    perm[i] = rows[i] = cols[i] = i;
#define NEXT() (seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff)
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) (NEXT () % (unsigned) (i + 1)), t = perm[i];
      perm[i] = perm[j], perm[j] = t;
      /* swaps within a band of br rows, a stack of bc columns */
      j = i / br * br + (int) (NEXT () % (unsigned) (i % br + 1));
      t = rows[i], rows[i] = rows[j], rows[j] = t;
      j = i / bc * bc + (int) (NEXT () % (unsigned) (i % bc + 1));
      t = cols[i], cols[i] = cols[j], cols[j] = t;
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int rr = rows[r], cc = cols[c];
        int v = perm[(rr % br * bc + rr / br + cc) % n] + 1;
        grid[r * n + c] = (int) (NEXT () % 1000) < blank ? 0 : v;
      }
#undef NEXT
}

static ss_puzzle *
puzzle_of (int br, int bc, const int *grid)
{
  ss_puzzle *pz = ss_puzzle_new_box (br, bc);
  ck_assert_ptr_nonnull (pz);
  int n = br * bc;
  for (int i = 0; i < n * n; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / n, i % n, grid[i]), 0);
  return pz;
}

static void
add_diagonals (ss_puzzle *pz)
{
  int n = ss_puzzle_side (pz), d[MAXN], a[MAXN];
  ss_error err = { 0 };
  for (int i = 0; i < n; i++)
    d[i] = i * n + i, a[i] = i * n + n - 1 - i;
  ck_assert_int_eq (ss_puzzle_add_region (pz, d, n, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_region (pz, a, n, &err), 0);
}

/* Every preset (with the default scheme) counts as the backtracker. */
static void
counts_agree (ss_puzzle *pz, brute *b, long max)
{
  long want = brute_count (b, 0, max);
  ck_assert_int_gt (want, 0);
  for (int i = 0; ss_encoding_nth (i); i++)
    {
      ss_options opt = { .encoding = ss_encoding_nth (i) };
      ss_error err = { 0 };
      long got = ss_solve (pz, &opt, max, NULL, NULL, &err);
      ck_assert_msg (got == want, "%s: %ld grids, expected %ld (%s)",
                     ss_encoding_name (opt.encoding), got, want, err.msg);
    }
}

START_TEST (default_shapes)
{
  static const int table[][3] = {
    { 4, 2, 2 }, { 6, 2, 3 }, { 8, 2, 4 }, { 9, 3, 3 }, { 10, 2, 5 },
    { 12, 3, 4 }, { 14, 2, 7 }, { 15, 3, 5 }, { 16, 4, 4 }, { 18, 3, 6 },
    { 20, 4, 5 }, { 24, 4, 6 }, { 35, 5, 7 }, { 400, 20, 20 },
    { 398, 2, 199 }
  };
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    {
      int r = 0, c = 0;
      ck_assert_int_eq (ss_box_default (table[i][0], &r, &c), 0);
      ck_assert_int_eq (r, table[i][1]);
      ck_assert_int_eq (c, table[i][2]);
    }
  static const int none[] = { 0, 1, 2, 3, 5, 7, 11, 13, 397, 401, 404 };
  for (size_t i = 0; i < sizeof none / sizeof *none; i++)
    {
      int r = 0, c = 0;
      ck_assert_int_eq (ss_box_default (none[i], &r, &c), -1);
    }
}
END_TEST

START_TEST (new_box_limits)
{
  ss_puzzle *pz = ss_puzzle_new_box (2, 3);
  ck_assert_int_eq (ss_puzzle_side (pz), 6);
  ck_assert_int_eq (ss_puzzle_box_rows (pz), 2);
  ck_assert_int_eq (ss_puzzle_box_cols (pz), 3);
  ss_puzzle *copy = ss_puzzle_copy (pz);
  ck_assert_int_eq (ss_puzzle_box_rows (copy), 2);
  ck_assert_int_eq (ss_puzzle_box_cols (copy), 3);
  ss_puzzle_free (copy);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_box_rows (pz), 3);
  ck_assert_int_eq (ss_puzzle_box_cols (pz), 3);
  ss_puzzle_free (pz);
  ck_assert_ptr_null (ss_puzzle_new_box (1, 4));
  ck_assert_ptr_null (ss_puzzle_new_box (4, 1));
  ck_assert_ptr_null (ss_puzzle_new_box (20, 21));
  pz = ss_puzzle_new_box (2, 200);
  ck_assert_ptr_nonnull (pz);
  ss_puzzle_free (pz);
}
END_TEST

/* A grid valid for 3x2 boxes breaks 2x3 boxes, and the other way. */
START_TEST (shape_decides_validity)
{
  int g32[36], g23[36];
  make_grid (3, 2, 7, 0, g32);
  make_grid (2, 3, 7, 0, g23);
  ss_puzzle *p32 = ss_puzzle_new_box (3, 2), *p23 = ss_puzzle_new_box (2, 3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_check_solution (p32, g32, &err), 0);
  ck_assert_int_eq (ss_check_solution (p23, g23, &err), 0);
  ck_assert_int_ne (ss_check_solution (p23, g32, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "box"));
  ck_assert_int_ne (ss_check_solution (p32, g23, &err), 0);
  ss_puzzle_free (p32);
  ss_puzzle_free (p23);
}
END_TEST

START_TEST (empty_4x4)
{
  int zero[16] = { 0 };
  brute b;
  brute_init (&b, 2, 2, 0, zero);
  ck_assert_int_eq (brute_count (&b, 0, 1000), 288);
  ss_puzzle *pz = puzzle_of (2, 2, zero);
  counts_agree (pz, &b, 1000);
  ss_puzzle_free (pz);
}
END_TEST

/* Puzzles of each shape: every preset counts as the backtracker. */
START_TEST (shapes_count)
{
  static const int shapes[][3] = {   /* rows, columns, blanks per 1000 */
    { 2, 3, 600 }, { 3, 2, 600 }, { 2, 4, 450 }, { 4, 2, 450 },
    { 2, 5, 330 }, { 3, 4, 250 }, { 4, 3, 250 }
  };
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
    for (unsigned seed = 1; seed <= 2; seed++)
      {
        int br = shapes[i][0], bc = shapes[i][1], grid[MAXN * MAXN];
        make_grid (br, bc, seed, shapes[i][2], grid);
        brute b;
        brute_init (&b, br, bc, 0, grid);
        ss_puzzle *pz = puzzle_of (br, bc, grid);
        counts_agree (pz, &b, 50);
        ss_puzzle_free (pz);
      }
}
END_TEST

/* The two diagonals as extra regions: fewer grids, as many as the
   backtracker finds; a grid breaking a diagonal is refused. */
START_TEST (diagonals_count)
{
  int zero[MAXN * MAXN] = { 0 };
  brute b;
  ss_puzzle *pz = puzzle_of (2, 2, zero);
  add_diagonals (pz);
  brute_init (&b, 2, 2, 1, zero);
  long diag = brute_count (&b, 0, 1000);
  ck_assert_int_lt (diag, 288);
  counts_agree (pz, &b, 1000);
  static const int solved4[16] = { 1, 2, 3, 4, 3, 4, 1, 2,
                                   2, 1, 4, 3, 4, 3, 2, 1 };
  ss_error err = { 0 };
  ck_assert_int_ne (ss_check_solution (pz, solved4, &err), 0);
  ck_assert_ptr_nonnull (strstr (err.msg, "region 1"));
  ss_puzzle *copy = ss_puzzle_copy (pz);
  ck_assert_int_ne (ss_check_solution (copy, solved4, &err), 0);
  ss_puzzle_free (copy);
  ss_puzzle_free (pz);

  /* 6x6 and 9x9: a grid with both diagonals from the library, checked
     by the backtracker's rules, then partly blanked */
  static const int shapes[][3] = { { 2, 3, 600 }, { 3, 3, 450 } };
  for (size_t i = 0; i < 2; i++)
    {
      int br = shapes[i][0], bc = shapes[i][1], n = br * bc;
      int grid[MAXN * MAXN];
      pz = puzzle_of (br, bc, zero);
      add_diagonals (pz);
      ck_assert_int_eq (ss_solve (pz, NULL, 1, grid, NULL, &err), 1);
      for (int cell = 0; cell < n * n; cell++)
        {
          brute_init (&b, br, bc, 1, grid);
          ck_assert (brute_fits (&b, cell, grid[cell]));
        }
      unsigned seed = 99;
      for (int cell = 0; cell < n * n; cell++)
        {
          seed = seed * 1103515245u + 12345u;
          if ((int) ((seed >> 16) % 1000) < shapes[i][2])
            grid[cell] = 0;
        }
      ss_puzzle_free (pz);
      pz = puzzle_of (br, bc, grid);
      add_diagonals (pz);
      brute_init (&b, br, bc, 1, grid);
      counts_agree (pz, &b, 100);
      /* without the diagonals: at least as many */
      ss_puzzle *plain = puzzle_of (br, bc, grid);
      brute_init (&b, br, bc, 0, grid);
      long more = brute_count (&b, 0, 100);
      counts_agree (plain, &b, 100);
      brute_init (&b, br, bc, 1, grid);
      ck_assert_int_ge (more, brute_count (&b, 0, 100));
      ss_puzzle_free (plain);
      ss_puzzle_free (pz);
    }
}
END_TEST

START_TEST (region_errors)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  int cells[5] = { 0, 5, 10, 15, 3 };
  ck_assert_int_eq (ss_puzzle_add_region (pz, cells, 1, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_int_eq (ss_puzzle_add_region (pz, cells, 5, &err), -1);
  int twice[2] = { 3, 3 }, off[2] = { 0, 16 };
  ck_assert_int_eq (ss_puzzle_add_region (pz, twice, 2, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "twice"));
  ck_assert_int_eq (ss_puzzle_add_region (pz, off, 2, &err), -1);
  /* a pair of cells: givens breaking it are found */
  int pair[2] = { 0, 15 };
  ck_assert_int_eq (ss_puzzle_add_region (pz, pair, 2, &err), 0);
  ss_puzzle_set (pz, 0, 0, 1);
  ss_puzzle_set (pz, 3, 3, 1);
  long cell = -1;
  ck_assert_int_ne (ss_puzzle_check_givens (pz, &cell, &err), 0);
  ck_assert_int_eq (cell, 15);
  ck_assert_ptr_nonnull (strstr (err.msg, "region 1"));
  ss_puzzle_set (pz, 3, 3, 0);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), 0);
  /* a region of 2 cells holds 2 of the 4 values: no ALO over it */
  int zero[16] = { 0 };
  ss_puzzle_set (pz, 0, 0, 0);
  brute b;
  brute_init (&b, 2, 2, 0, zero);
  b.size[b.ngroups] = 2;
  memcpy (b.group[b.ngroups++], pair, sizeof pair);
  counts_agree (pz, &b, 1000);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
box_suite (void)
{
  Suite *s = suite_create ("box");
  TCase *tc = tcase_create ("box");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, default_shapes);
  tcase_add_test (tc, new_box_limits);
  tcase_add_test (tc, shape_decides_validity);
  tcase_add_test (tc, empty_4x4);
  tcase_add_test (tc, shapes_count);
  tcase_add_test (tc, diagonals_count);
  tcase_add_test (tc, region_errors);
  suite_add_tcase (s, tc);
  return s;
}
