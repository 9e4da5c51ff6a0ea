/* check_varmap.c: the variable map is a bijection, the compact maps
   made from bit sets and from an n^3 array agree, a cell's values come
   out of ss_var_values as ss_var gives them, and the allocator never
   hands out a cell variable. */
#include "suites.h"

#include <stdlib.h>

/* Cells where ss_var_values differs from ss_var over v = 1..n: every
   value not fixed false, in order, with its literal. */
static long
values_differ (const ss_varmap *vm, int n)
{
  int *vals = malloc ((size_t) n * sizeof *vals);
  int *lits = malloc ((size_t) n * sizeof *lits);
  long differ = 0;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int count = ss_var_values (vm, r, c, vals, lits), i = 0, bad = 0;
        for (int v = 1; v <= n; v++)
          {
            int lit = ss_var (vm, r, c, v);
            if (lit == SS_LIT_FALSE)
              continue;
            bad |= i >= count || vals[i] != v || lits[i] != lit;
            i++;
          }
        differ += bad || i != count;
      }
  free (vals);
  free (lits);
  return differ;
}

START_TEST (plain_map_is_bijection)
{
  int k = _i, n = k * k;
  ss_varmap *vm = ss_varmap_new (n);
  ck_assert_int_eq (ss_varmap_cellvars (vm), n * n * n);
  char *seen = calloc ((size_t) n * n * n + 1, 1);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int v = 1; v <= n; v++)
        {
          int var = ss_var (vm, r, c, v), r2, c2, v2;
          ck_assert_int_ge (var, 1);
          ck_assert_int_le (var, n * n * n);
          ck_assert_int_eq (seen[var], 0);
          seen[var] = 1;
          ck_assert (ss_var_cell (vm, var, &r2, &c2, &v2));
          ck_assert_int_eq (r2, r);
          ck_assert_int_eq (c2, c);
          ck_assert_int_eq (v2, v);
        }
  ck_assert_int_eq (values_differ (vm, n), 0);
  free (seen);
  ss_varmap_free (vm);
}
END_TEST

/* A scrambled but repeatable number for index i. */
static unsigned
mix (long i)
{
  return (unsigned) (((unsigned long) i * 2654435761u) >> 13);
}

START_TEST (compact_map_is_bijection)
{
  int k = _i, n = k * k;
  long total = (long) n * n * n;
  signed char *fixed = malloc ((size_t) total);
  for (long i = 0; i < total; i++)
    fixed[i] = (signed char) (mix (i) % 3 - 1);   /* -1, 0 and 1 */
  ss_varmap *vm = ss_varmap_new_fixed (n, fixed);
  ck_assert (ss_varmap_compact (vm));
  int open = 0;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int v = 1; v <= n; v++)
        {
          long i = ((long) r * n + c) * n + v - 1;
          int var = ss_var (vm, r, c, v), r2, c2, v2;
          if (fixed[i] > 0)
            ck_assert_int_eq (var, SS_LIT_TRUE);
          else if (fixed[i] < 0)
            ck_assert_int_eq (var, SS_LIT_FALSE);
          else
            {
              ck_assert_int_eq (var, ++open);   /* numbered in order */
              ck_assert (ss_var_cell (vm, var, &r2, &c2, &v2));
              ck_assert_int_eq (r2 * n * n + c2 * n + v2 - 1, i);
            }
        }
  ck_assert_int_eq (ss_varmap_cellvars (vm), open);
  ck_assert_int_eq (values_differ (vm, n), 0);
  free (fixed);
  ss_varmap_free (vm);
}
END_TEST

/* The maps made from bit sets and from the n^3 array both number the
   open values in order, on sides of one to three words per cell. */
START_TEST (sets_map_matches_fixed)
{
  static const int sides[] = { 4, 9, 16, 64, 81, 144 };
  int n = sides[_i], w = (n + 63) / 64;
  long cells = (long) n * n;
  signed char *fixed = calloc ((size_t) (cells * n), 1);
  uint64_t *open = calloc ((size_t) (cells * w), sizeof *open);
  int *value = calloc ((size_t) cells, sizeof *value);
  for (long i = 0; i < cells; i++)
    {
      if (mix (i) % 4 == 0)
        value[i] = (int) (mix (i + cells) % (unsigned) n) + 1;
      for (int v = 1; v <= n; v++)
        {
          long at = i * n + v - 1;
          if (v == value[i])
            fixed[at] = 1;
          else if (!value[i] && mix (at) % 3)
            open[i * w + (v - 1) / 64] |= (uint64_t) 1 << ((v - 1) % 64);
          else
            fixed[at] = -1;
        }
    }
  ss_varmap *a = ss_varmap_new_fixed (n, fixed);
  ss_varmap *b = ss_varmap_new_sets (n, open, value);
  ck_assert (ss_varmap_compact (b));
  /* counted, not asserted, since n^3 is 3 M at 144 */
  long differ = 0, i = 0;
  int expect = 0;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int v = 1; v <= n; v++, i++)
        {
          int lit = fixed[i] > 0 ? SS_LIT_TRUE : fixed[i] < 0 ? SS_LIT_FALSE
                                                              : ++expect;
          int r2, c2, v2;
          differ += ss_var (a, r, c, v) != lit || ss_var (b, r, c, v) != lit;
          if (!fixed[i])
            differ += !ss_var_cell (b, lit, &r2, &c2, &v2) || r2 != r
                      || c2 != c || v2 != v;
        }
  ck_assert_int_eq (differ, 0);
  ck_assert_int_gt (expect, 0);
  ck_assert_int_eq (ss_varmap_cellvars (a), expect);
  ck_assert_int_eq (ss_varmap_cellvars (b), expect);
  ck_assert_int_eq (values_differ (a, n), 0);
  ck_assert_int_eq (values_differ (b, n), 0);
  ss_varmap_free (a);
  ss_varmap_free (b);
  free (fixed);
  free (open);
  free (value);
}
END_TEST

/* ss_varmap_grid reads a grid only out of a compact map that decides
   every cell, on sides of one and two words per cell. */
START_TEST (grid_only_when_decided)
{
  static const int sides[] = { 4, 9, 64, 81 };
  int n = sides[_i], w = (n + 63) / 64;
  long cells = (long) n * n;
  uint64_t *open = calloc ((size_t) (cells * w), sizeof *open);
  int *value = calloc ((size_t) cells, sizeof *value);
  int *grid = calloc ((size_t) cells, sizeof *grid);
  for (long i = 0; i < cells; i++)
    value[i] = (int) ((i / n + i % n) % n) + 1;
  ss_varmap *vm = ss_varmap_new_sets (n, open, value);
  ck_assert_int_eq (ss_varmap_grid (vm, grid), 1);
  ck_assert_mem_eq (grid, value, (size_t) cells * sizeof *grid);
  ss_varmap_free (vm);
  /* the last cell left with two open values */
  value[cells - 1] = 0;
  open[(cells - 1) * w + (n - 1) / 64] |= (uint64_t) 3 << ((n - 2) % 64);
  vm = ss_varmap_new_sets (n, open, value);
  ck_assert_int_eq (ss_varmap_grid (vm, grid), 0);
  ss_varmap_free (vm);
  /* ... or with no value at all (a contradiction) */
  memset (open, 0, (size_t) (cells * w) * sizeof *open);
  vm = ss_varmap_new_sets (n, open, value);
  ck_assert_int_eq (ss_varmap_grid (vm, grid), 0);
  ss_varmap_free (vm);
  /* a plain map decides nothing */
  vm = ss_varmap_new (n);
  ck_assert_int_eq (ss_varmap_grid (vm, grid), 0);
  ss_varmap_free (vm);
  free (open);
  free (value);
  free (grid);
}
END_TEST

START_TEST (aux_follow_cell_vars)
{
  ss_varmap *vm = ss_varmap_new (9);
  int a = ss_varmap_aux (vm, 5), b = ss_varmap_aux (vm, 1), r, c, v;
  ck_assert_int_eq (a, 730);
  ck_assert_int_eq (b, 735);
  ck_assert_int_eq (ss_varmap_maxvar (vm), 735);
  ck_assert (!ss_var_cell (vm, a, &r, &c, &v));
  ck_assert (!ss_var_cell (vm, 0, &r, &c, &v));
  ss_varmap_free (vm);
}
END_TEST

Suite *
varmap_suite (void)
{
  Suite *s = suite_create ("varmap");
  TCase *tc = tcase_create ("varmap");
  tcase_add_loop_test (tc, plain_map_is_bijection, 2, 7);
  tcase_add_loop_test (tc, compact_map_is_bijection, 2, 7);
  /* 81: values past the first word of a cell's sets */
  tcase_add_loop_test (tc, compact_map_is_bijection, 9, 10);
  tcase_add_loop_test (tc, sets_map_matches_fixed, 0, 6);
  tcase_add_loop_test (tc, grid_only_when_decided, 0, 4);
  tcase_add_test (tc, aux_follow_cell_vars);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
