/* check_variants.c: the variant constraints (killer cages, thermometers,
   odd and even cells, kropki dots, XV pairs).  Random constraint sets on
   4x4 and 6x6 (2x3 boxes) grids, some with global rules, are counted by
   ss_solve with every sum encoding, every order encoding and every
   presolve level (presets and schemes taken in turn), and compared with
   a backtracker of this file that checks each rule on its own (it
   shares no code with the library); every grid PicoSAT enumerates is
   checked by the same code.  The checks (ss_check_solution,
   ss_puzzle_check_givens) are compared with it too, and the adders are
   given bad input. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

#define MAXN 6
#define MAXCONS 24

enum { V_CAGE, V_THERMO, V_ODD, V_EVEN, V_WHITE, V_BLACK, V_SUM, V_KINDS };
enum { R_X = 1, R_KNIGHT = 2, R_KING = 4, R_NONCONSEC = 8 };

static const char *const rule_names[] = {
  "x", "anti-knight", "anti-king", "non-consecutive"
};

typedef struct vcon {
  int kind, m, param;
  int cells[MAXN];
} vcon;

/* The independent model: grid side, boxes, rules, givens, constraints. */
typedef struct brute {
  int n, br, bc, rules;
  int grid[MAXN * MAXN];
  int ncons;
  vcon cons[MAXCONS];
} brute;

static unsigned rng;

static int
rnd (int k)
{
  rng = rng * 1103515245u + 12345u;
  return (int) ((rng >> 16) % (unsigned) k);
}

/* Whether cells a and b, holding v and w, break a classic rule or a
   global rule of b. */
static int
clash (const brute *b, int a, int v, int c2, int w)
{
  int n = b->n, r = a / n, c = a % n, r2 = c2 / n, cc = c2 % n;
  int dr = abs (r - r2), dc = abs (c - cc);
  if (v == w)
    {
      if (r == r2 || c == cc
          || (r / b->br == r2 / b->br && c / b->bc == cc / b->bc))
        return 1;
      if ((b->rules & R_X) && ((r == c && r2 == cc)
                               || (r + c == n - 1 && r2 + cc == n - 1)))
        return 1;
      if ((b->rules & R_KNIGHT) && dr * dc == 2)
        return 1;
      if ((b->rules & R_KING) && dr == 1 && dc == 1)
        return 1;
    }
  return (b->rules & R_NONCONSEC) && dr + dc == 1 && abs (v - w) == 1;
}

/* Whether constraint k holds on grid so far (0 blank): only what the
   filled cells already decide. */
static int
con_ok (const vcon *k, const int *g)
{
  int filled = 0, sum = 0;
  for (int i = 0; i < k->m; i++)
    filled += g[k->cells[i]] != 0, sum += g[k->cells[i]];
  switch (k->kind)
    {
    case V_CAGE:
      for (int i = 0; i < k->m; i++)
        for (int j = 0; j < i; j++)
          if (g[k->cells[i]] && g[k->cells[i]] == g[k->cells[j]])
            return 0;
      if (k->param && (sum > k->param
                       || (filled == k->m && sum != k->param)))
        return 0;
      return 1;
    case V_THERMO:
      for (int i = 0; i + 1 < k->m; i++)
        if (g[k->cells[i]] && g[k->cells[i + 1]]
            && g[k->cells[i]] >= g[k->cells[i + 1]])
          return 0;
      return 1;
    case V_ODD:
    case V_EVEN:
      return !g[k->cells[0]]
             || (g[k->cells[0]] % 2 == 1) == (k->kind == V_ODD);
    default:
      {
        int u = g[k->cells[0]], w = g[k->cells[1]];
        if (!u || !w)
          return 1;
        if (k->kind == V_WHITE)
          return abs (u - w) == 1;
        if (k->kind == V_BLACK)
          return u == 2 * w || w == 2 * u;
        return u + w == k->param;
      }
    }
}

/* Whether value v fits cell on grid (classic and global rules against
   every filled cell, the constraints holding the cell). */
static int
fits (const brute *b, int *g, int cell, int v)
{
  int n = b->n;
  for (int i = 0; i < n * n; i++)
    if (i != cell && g[i] && clash (b, cell, v, i, g[i]))
      return 0;
  int old = g[cell], ok = 1;
  g[cell] = v;
  for (int k = 0; k < b->ncons && ok; k++)
    for (int i = 0; i < b->cons[k].m; i++)
      if (b->cons[k].cells[i] == cell)
        {
          ok = con_ok (&b->cons[k], g);
          break;
        }
  g[cell] = old;
  return ok;
}

/* Whether a complete grid keeps b's givens and every rule. */
static int
valid (const brute *b, const int *grid)
{
  int g[MAXN * MAXN] = { 0 }, n = b->n;
  memcpy (g, grid, (size_t) n * n * sizeof *g);
  for (int i = 0; i < n * n; i++)
    if (grid[i] < 1 || grid[i] > n || (b->grid[i] && b->grid[i] != grid[i])
        || !fits (b, g, i, grid[i]))
      return 0;
  return 1;
}

/* Completions of g from cell on, up to max. */
static long
count_from (const brute *b, int *g, int cell, long max)
{
  int nn = b->n * b->n;
  while (cell < nn && g[cell])
    cell++;
  if (cell == nn)
    return 1;
  long total = 0;
  for (int v = 1; v <= b->n && total < max; v++)
    if (fits (b, g, cell, v))
      {
        g[cell] = v;
        total += count_from (b, g, cell + 1, max - total);
        g[cell] = 0;
      }
  return total;
}

static long
brute_count (const brute *b, long max)
{
  int g[MAXN * MAXN];
  memcpy (g, b->grid, sizeof g);
  for (int i = 0; i < b->n * b->n; i++)
    if (g[i] && !fits (b, g, i, g[i]))
      return 0;
  return count_from (b, g, 0, max);
}

/* A random complete grid under b's classic and global rules (the
   constraints set aside): 0 when there is none. */
static int
random_fill (const brute *b, int *g, int cell)
{
  int nn = b->n * b->n;
  if (cell == nn)
    return 1;
  int order[MAXN];
  for (int i = 0; i < b->n; i++)
    order[i] = i + 1;
  for (int i = b->n - 1; i > 0; i--)
    {
      int j = rnd (i + 1), t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
  brute plain = *b;
  plain.ncons = 0;
  for (int i = 0; i < b->n; i++)
    if (fits (&plain, g, cell, order[i]))
      {
        g[cell] = order[i];
        if (random_fill (b, g, cell + 1))
          return 1;
        g[cell] = 0;
      }
  return 0;
}

/* m distinct random cells. */
static void
random_cells (int n, int *cells, int m)
{
  for (int i = 0; i < m; i++)
    {
      int again;
      do
        {
          cells[i] = rnd (n * n);
          again = 0;
          for (int j = 0; j < i; j++)
            again |= cells[j] == cells[i];
        }
      while (again);
    }
}

/* A cell and one of its orthogonal neighbours. */
static void
random_pair (int n, int *cells)
{
  int r = rnd (n), c = rnd (n - 1);
  if (rnd (2))
    cells[0] = r * n + c, cells[1] = r * n + c + 1;
  else
    cells[0] = c * n + r, cells[1] = (c + 1) * n + r;
}

/* Random constraints kept by the grid sol, but for about one in
   loose of them (none when loose is 0). */
static void
random_constraints (brute *b, const int *sol, int count, int loose)
{
  int n = b->n;
  b->ncons = 0;
  for (int k = 0; k < count && b->ncons < MAXCONS; k++)
    {
      vcon *c = &b->cons[b->ncons];
      memset (c, 0, sizeof *c);
      c->kind = rnd (V_KINDS);
      int keep = !loose || rnd (loose) != 0;
      switch (c->kind)
        {
        case V_CAGE:
          {
            c->m = 1 + rnd (n < 4 ? n : 4);
            random_cells (n, c->cells, c->m);
            int sum = 0, distinct = 1;
            for (int i = 0; i < c->m; i++)
              {
                sum += sol[c->cells[i]];
                for (int j = 0; j < i; j++)
                  distinct &= sol[c->cells[i]] != sol[c->cells[j]];
              }
            int lo = c->m * (c->m + 1) / 2, hi = c->m * (2 * n - c->m + 1) / 2;
            if (keep && !distinct)
              continue;
            c->param = rnd (4) == 0 ? 0 : keep ? sum : lo + rnd (hi - lo + 1);
            break;
          }
        case V_THERMO:
          c->m = 2 + rnd ((n < 4 ? n : 4) - 1);
          random_cells (n, c->cells, c->m);
          for (int i = 0; i < c->m && keep; i++)
            for (int j = 0; j < i; j++)
              keep &= sol[c->cells[i]] != sol[c->cells[j]];
          if (!keep && !loose)
            continue;
          if (keep)     /* sort by the grid's values */
            for (int i = 1; i < c->m; i++)
              for (int j = i; j > 0 && sol[c->cells[j]] < sol[c->cells[j - 1]];
                   j--)
                {
                  int t = c->cells[j];
                  c->cells[j] = c->cells[j - 1];
                  c->cells[j - 1] = t;
                }
          break;
        case V_ODD:
        case V_EVEN:
          c->m = 1;
          c->cells[0] = rnd (n * n);
          if (keep)
            c->kind = sol[c->cells[0]] % 2 ? V_ODD : V_EVEN;
          break;
        case V_WHITE:
        case V_BLACK:
          {
            c->m = 2;
            random_pair (n, c->cells);
            int u = sol[c->cells[0]], w = sol[c->cells[1]];
            if (keep && abs (u - w) == 1)
              c->kind = V_WHITE;
            else if (keep && (u == 2 * w || w == 2 * u))
              c->kind = V_BLACK;
            else if (keep)
              continue;
            break;
          }
        default:
          {
            c->m = 2;
            random_pair (n, c->cells);
            int s = sol[c->cells[0]] + sol[c->cells[1]];
            if (keep && (s < 3 || s > 2 * n - 1))
              continue;
            c->param = keep ? s : 3 + rnd (2 * n - 3);
          }
        }
      b->ncons++;
    }
}

/* The puzzle of b through the library's adders. */
static ss_puzzle *
puzzle_of (const brute *b)
{
  ss_puzzle *pz = ss_puzzle_new_box (b->br, b->bc);
  ck_assert_ptr_nonnull (pz);
  int n = b->n;
  for (int i = 0; i < n * n; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / n, i % n, b->grid[i]), 0);
  ss_error err = { 0 };
  for (int i = 0; i < 4; i++)
    if (b->rules >> i & 1)
      ck_assert_msg (!ss_puzzle_add_rule (pz, rule_names[i], &err), "%s",
                     err.msg);
  for (int k = 0; k < b->ncons; k++)
    {
      const vcon *c = &b->cons[k];
      int rc;
      switch (c->kind)
        {
        case V_CAGE:
          rc = ss_puzzle_add_cage (pz, c->cells, c->m, c->param, &err);
          break;
        case V_THERMO:
          rc = ss_puzzle_add_thermo (pz, c->cells, c->m, &err);
          break;
        case V_ODD:
        case V_EVEN:
          rc = ss_puzzle_add_parity (pz, c->cells[0], c->kind == V_ODD, &err);
          break;
        case V_WHITE:
        case V_BLACK:
          rc = ss_puzzle_add_kropki (pz, c->cells[0], c->cells[1],
                                     c->kind == V_BLACK, &err);
          break;
        default:
          rc = ss_puzzle_add_xv (pz, c->cells[0], c->cells[1], c->param,
                                 &err);
        }
      ck_assert_msg (rc == 0, "constraint %d refused: %s", k, err.msg);
    }
  return pz;
}

static int
deref (void *ctx, int var)
{
  return ss_sat_value ((ss_sat *) ctx, var);
}

/* Every grid of the CNF that opt writes, up to max, each checked by
   the backtracker's rules; returns how many. */
static long
enumerate (const brute *b, const ss_puzzle *pz, const ss_options *opt,
           long max, int *grids)
{
  ss_sat *sat = ss_sat_new (NULL, NULL);
  ck_assert_ptr_nonnull (sat);
  ss_sink *sink = ss_sink_sat (sat);
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode_options (pz, opt, sink, &err);
  ck_assert_msg (vm != NULL, "encode failed: %s", err.msg);
  ck_assert_int_eq (ss_sink_sat_flush (sink), 0);
  int n = b->n, grid[MAXN * MAXN];
  long count = 0;
  while (count < max && ss_sat_solve (sat, 0) == SS_SAT_SAT)
    {
      ck_assert_msg (ss_decode (pz, vm, deref, sat, grid, &err) == 0,
                     "model %ld: %s", count + 1, err.msg);
      ck_assert_msg (valid (b, grid), "grid %ld breaks a rule", count + 1);
      if (grids)
        memcpy (grids + count * n * n, grid, (size_t) n * n * sizeof *grid);
      count++;
      int block[MAXN * MAXN + 1], m = 0;
      for (int i = 0; i < n * n; i++)
        {
          int lit = ss_var (vm, i / n, i % n, grid[i]);
          if (lit != SS_LIT_TRUE)
            block[m++] = -lit;
        }
      block[m++] = 0;
      ck_assert_int_eq (ss_sat_add (sat, block, m), 0);
    }
  ss_varmap_free (vm);
  ss_sink_free (sink);
  ss_sat_free (sat);
  return count;
}

/* ss_solve's count with every sum and order encoding at every presolve
   level, the preset and scheme chosen by turn, against the
   backtracker; and at level none every grid enumerated. */
static void
counts_agree (const brute *b, int turn, long max)
{
  long want = brute_count (b, max);
  ss_puzzle *pz = puzzle_of (b);
  int npresets = 0, nschemes = 0;
  while (ss_encoding_nth (npresets))
    npresets++;
  while (ss_amo_nth (nschemes))
    nschemes++;
  for (int s = 0; ss_sum_encoding_nth (s); s++)
    for (int o = 0; ss_order_encoding_nth (o); o++)
      for (int l = 0; ss_presolve_nth (l); l++)
        {
          ss_options opt = {
            .encoding = ss_encoding_nth ((turn + l) % npresets),
            .amo = ss_amo_nth ((turn + s + 2 * o) % nschemes),
            .presolve = ss_presolve_nth (l),
            .sum = ss_sum_encoding_nth (s),
            .order = ss_order_encoding_nth (o)
          };
          ss_error err = { 0 };
          int first[MAXN * MAXN];
          long got = ss_solve (pz, &opt, max, first, NULL, &err);
          ck_assert_msg (got == want, "turn %d, %s/%s/%s, sum %s, order %s: "
                         "%ld grids, expected %ld (%s)", turn,
                         ss_encoding_name (opt.encoding),
                         ss_amo_name (opt.amo), ss_presolve_name (opt.presolve),
                         ss_sum_encoding_name (opt.sum),
                         ss_order_encoding_name (opt.order), got, want,
                         err.msg);
          if (got > 0)
            ck_assert_msg (valid (b, first), "turn %d: the first grid breaks "
                           "a rule", turn);
          if (l == 0)
            {
              /* every grid, then propagation: sound against them all */
              int nn = b->n * b->n, part[MAXN * MAXN];
              int *grids = malloc ((size_t) max * nn * sizeof *grids);
              ck_assert_ptr_nonnull (grids);
              long found = enumerate (b, pz, &opt, max, grids);
              ck_assert_int_eq (found, want);
              int rc = ss_propagate (pz, &opt, part, NULL, &err);
              ck_assert_int_ge (rc, 0);
              ck_assert_msg (rc == 1 || want == 0, "turn %d: propagation "
                             "found a conflict in a puzzle with %ld grids",
                             turn, want);
              for (long g = 0; rc == 1 && want < max && g < found; g++)
                for (int i = 0; i < nn; i++)
                  ck_assert_msg (!part[i] || part[i] == grids[g * nn + i],
                                 "turn %d: propagation fixed a cell no "
                                 "grid %ld has", turn, g);
              free (grids);
            }
        }
  ss_puzzle_free (pz);
}

/* A random puzzle: a grid under random global rules, random constraints
   from it, givens kept with probability keep in 1000. */
static int
random_puzzle (brute *b, int n, unsigned seed, int keep)
{
  memset (b, 0, sizeof *b);
  rng = seed * 2654435761u + 1;
  b->n = n;
  b->br = 2;
  b->bc = n / 2;
  b->rules = rnd (3) ? 0 : 1 << rnd (4);
  int sol[MAXN * MAXN] = { 0 };
  if (!random_fill (b, sol, 0))
    return 0;
  random_constraints (b, sol, 2 + rnd (n == 4 ? 6 : 10),
                      seed % 3 ? 0 : 4);
  for (int i = 0; i < n * n; i++)
    b->grid[i] = rnd (1000) < keep ? sol[i] : 0;
  return 1;
}

START_TEST (counts_4x4)
{
  brute b;
  if (random_puzzle (&b, 4, 100 + sweep_seed () % 100000 + _i, _i % 3 ? 200 : 0))
    counts_agree (&b, _i, 400);
}
END_TEST

START_TEST (counts_6x6)
{
  brute b;
  if (random_puzzle (&b, 6, 500 + sweep_seed () % 100000 + _i, 250 + 20 * (_i % 10)))
    counts_agree (&b, _i, 200);
}
END_TEST

/* Every complete grid of b's classic rules from cell on (up to 288). */
static void
every_grid (const brute *b, int *g, int cell, int (*grids)[16], int *count)
{
  if (cell == b->n * b->n)
    {
      if (*count < 288)
        memcpy (grids[*count], g, sizeof grids[0]);
      ++*count;
      return;
    }
  for (int v = 1; v <= b->n; v++)
    if (fits (b, g, cell, v))
      {
        g[cell] = v;
        every_grid (b, g, cell + 1, grids, count);
        g[cell] = 0;
      }
}

/* Every 4x4 grid (of the classic rules) against random constraints:
   ss_check_solution takes exactly those the backtracker takes; with
   cells blanked, ss_puzzle_check_givens refuses none that has a
   completion. */
START_TEST (checks_4x4)
{
  brute b = { .n = 4, .br = 2, .bc = 2 };
  static int grids[288][16];
  int count = 0, g[16] = { 0 };
  every_grid (&b, g, 0, grids, &count);
  ck_assert_int_eq (count, 288);
  rng = 7 + _i;
  random_constraints (&b, grids[rnd (288)], 3 + rnd (5), 4);
  ss_puzzle *pz = puzzle_of (&b);
  for (int i = 0; i < 288; i++)
    {
      ss_error err = { 0 };
      int lib = ss_check_solution (pz, grids[i], &err) == 0;
      ck_assert_msg (lib == valid (&b, grids[i]), "grid %d: library says "
                     "%d (%s)", i, lib, err.msg);
      /* a partial grid: refused only when it has no completion */
      brute part = b;
      for (int c = 0; c < 16; c++)
        part.grid[c] = rnd (3) ? 0 : grids[i][c];
      ss_puzzle *pp = puzzle_of (&part);
      if (ss_puzzle_check_givens (pp, NULL, &err))
        ck_assert_msg (brute_count (&part, 1) == 0, "grid %d: givens "
                       "refused but completable: %s", i, err.msg);
      ss_puzzle_free (pp);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* One constraint on a valid 9x9 grid; check_solution must refuse it
   (and check_givens too, on the full grid), with the expected words. */
static const int solved9[81] = {
  5, 3, 4, 6, 7, 8, 9, 1, 2,  6, 7, 2, 1, 9, 5, 3, 4, 8,
  1, 9, 8, 3, 4, 2, 5, 6, 7,  8, 5, 9, 7, 6, 1, 4, 2, 3,
  4, 2, 6, 8, 5, 3, 7, 9, 1,  7, 1, 3, 9, 2, 4, 8, 5, 6,
  9, 6, 1, 5, 3, 7, 2, 8, 4,  2, 8, 7, 4, 1, 9, 6, 3, 5,
  3, 4, 5, 2, 8, 6, 1, 7, 9
};

static void
refused (ss_puzzle *pz, const char *words)
{
  ss_error err = { 0 };
  ck_assert_int_eq (ss_check_solution (pz, solved9, &err), -1);
  ck_assert_msg (strstr (err.msg, words) != NULL, "'%s' lacks '%s'", err.msg,
                 words);
  for (int i = 0; i < 81; i++)
    ss_puzzle_set (pz, i / 9, i % 9, solved9[i]);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), -1);
  ck_assert_msg (strstr (err.msg, words) != NULL, "'%s' lacks '%s'", err.msg,
                 words);
  ss_puzzle_free (pz);
}

START_TEST (check_refuses)
{
  ss_error err = { 0 };
  ss_puzzle *pz = ss_puzzle_new (3);
  /* kept: cage 5+3 = 8, thermo 1 < 9 (r3c1, r3c2), odd 5, even 6,
     white 3-4 (r1c2 r1c3), black 4-8 (r2c8 r2c9), X 9+1 (r1c7 r1c8),
     X 2+8 (r1c9 r2c9) */
  int cage[2] = { 0, 1 }, thermo[2] = { 18, 19 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 2, 8, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, thermo, 2, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 0, 1, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 3, 0, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 1, 2, 0, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 16, 17, 1, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 6, 7, 10, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 8, 17, 10, &err), 0);
  ck_assert_int_eq (ss_check_solution (pz, solved9, &err), 0);
  ss_puzzle_free (pz);

  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 2, 9, &err), 0);
  refused (pz, "sum to 8, not its total 9");
  pz = ss_puzzle_new (3);
  int dup[2] = { 0, 9 * 8 + 2 };      /* 5 and 5 */
  ck_assert_int_eq (ss_puzzle_add_cage (pz, dup, 2, 0, &err), 0);
  refused (pz, "twice in cage 1");
  pz = ss_puzzle_new (3);
  int down[2] = { 19, 18 };
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, down, 2, &err), 0);
  refused (pz, "thermometer 1");
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 0, 0, &err), 0);
  refused (pz, "even cell 1");
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 3, 1, &err), 0);
  refused (pz, "odd cell 1");
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 0, 1, 0, &err), 0);
  refused (pz, "white dot 1");
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 1, 2, 1, &err), 0);
  refused (pz, "black dot 1");
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 0, 1, 5, &err), 0);
  refused (pz, "do not sum to 5");
}
END_TEST

/* Givens alone: a cage whose givens pass its total, or leave blanks
   that cannot make it up; a thermometer without room. */
START_TEST (givens_refused)
{
  ss_error err = { 0 };
  ss_puzzle *pz = ss_puzzle_new (3);
  int cage[3] = { 0, 1, 2 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 3, 10, &err), 0);
  ss_puzzle_set (pz, 0, 0, 9);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "cannot make up its total 10"));
  ss_puzzle_set (pz, 0, 0, 7);        /* 7 + 1 + 2 */
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), 0);
  ss_puzzle_set (pz, 0, 1, 2);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), 0);
  ss_puzzle_set (pz, 0, 2, 3);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), -1);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (3);
  int thermo[4] = { 0, 1, 2, 3 };
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, thermo, 4, &err), 0);
  ss_puzzle_set (pz, 0, 1, 1);        /* the second cell holds 2 to 7 */
  long cell = -1;
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), -1);
  ck_assert_int_eq (cell, 1);
  ss_puzzle_set (pz, 0, 1, 3);
  ss_puzzle_set (pz, 0, 3, 4);        /* 3 _ 4: no room between */
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), -1);
  ck_assert_int_eq (cell, 3);
  ss_puzzle_set (pz, 0, 3, 5);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), 0);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (adders_refuse)
{
  ss_error err = { 0 };
  ss_puzzle *pz = ss_puzzle_new (3);
  int off[2] = { 0, 81 }, twice[2] = { 5, 5 }, two[2] = { 0, 1 };
  int ten[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, off, 2, 0, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "off the 9x9 grid"));
  ck_assert_int_eq (ss_puzzle_add_cage (pz, twice, 2, 0, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "twice"));
  ck_assert_int_eq (ss_puzzle_add_cage (pz, two, 2, 30, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "cannot sum to 30"));
  ck_assert_int_eq (ss_puzzle_add_cage (pz, two, 2, 2, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_cage (pz, two, 2, -1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_cage (pz, ten, 10, 0, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_cage (pz, two, 0, 0, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, ten, 10, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, two, 1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, off, 2, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, twice, 2, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, -1, 1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 81, 0, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 3, 3, 0, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 3, 90, 1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 0, 1, 2, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 0, 1, 18, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 0, 0, 10, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  /* nothing was added: the empty grid's check passes any full grid */
  ck_assert_int_eq (ss_check_solution (pz, solved9, &err), 0);
  ss_puzzle_free (pz);
}
END_TEST

/* A cage total the givens settle, propagated: a cage of the puzzle's
   last blank cell makes propagation fix it, and a cage sum the
   propagated cells break is a conflict, not an internal error. */
START_TEST (propagate_cages)
{
  ss_error err = { 0 };
  ss_puzzle *pz = ss_puzzle_new (2);
  int cage[2] = { 0, 1 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 2, 3, &err), 0);
  int grid[16];
  for (int s = 0; ss_sum_encoding_nth (s); s++)
    {
      ss_options opt = { .sum = ss_sum_encoding_nth (s) };
      ck_assert_int_eq (ss_propagate (pz, &opt, grid, NULL, &err), 1);
      ck_assert_int_eq (ss_solve (pz, &opt, 1000, NULL, NULL, &err), 2 * 24);
    }
  ss_puzzle_free (pz);
  /* 4x4 row 1 = 1 2 _ _, cage r1c3 r1c4 totalling 4 (needs 3 + 4 = 7) */
  pz = ss_puzzle_new (2);
  ss_puzzle_set (pz, 0, 0, 1);
  ss_puzzle_set (pz, 0, 1, 2);
  int late[2] = { 2, 3 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, late, 2, 4, &err), 0);
  for (int s = 0; ss_sum_encoding_nth (s); s++)
    {
      ss_options opt = { .sum = ss_sum_encoding_nth (s),
                         .encoding = ss_encoding_find ("extended") };
      ck_assert_int_ge (ss_propagate (pz, &opt, grid, NULL, &err), 0);
      ck_assert_int_eq (ss_solve (pz, &opt, 2, NULL, NULL, &err), 0);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* The catalogue: names found back, defaults listed, summaries set. */
START_TEST (catalogue)
{
  for (int i = 0; ss_sum_encoding_nth (i); i++)
    {
      const ss_sum_encoding *s = ss_sum_encoding_nth (i);
      ck_assert_ptr_eq (ss_sum_encoding_find (ss_sum_encoding_name (s)), s);
      ck_assert_int_gt (strlen (ss_sum_encoding_summary (s)), 10);
    }
  for (int i = 0; ss_order_encoding_nth (i); i++)
    {
      const ss_order_encoding *o = ss_order_encoding_nth (i);
      ck_assert_ptr_eq (ss_order_encoding_find (ss_order_encoding_name (o)),
                        o);
      ck_assert_int_gt (strlen (ss_order_encoding_summary (o)), 10);
    }
  ck_assert_ptr_nonnull (ss_sum_encoding_nth (1));
  ck_assert_ptr_nonnull (ss_order_encoding_nth (1));
  ck_assert_ptr_null (ss_sum_encoding_nth (-1));
  ck_assert_ptr_null (ss_sum_encoding_find ("nonesuch"));
  ck_assert_ptr_null (ss_order_encoding_find (""));
  ck_assert_ptr_nonnull (ss_sum_encoding_default ());
  ck_assert_ptr_nonnull (ss_order_encoding_default ());
}
END_TEST

/* Clauses and auxiliaries a constraint adds to an empty 9x9 grid with
   extended, pairwise and no presolve. */
static void
added (void (*add) (ss_puzzle *), const ss_options *kind, long *clauses,
       long *aux)
{
  long base[2] = { 0, 0 };
  for (int with = 0; with < 2; with++)
    {
      ss_puzzle *pz = ss_puzzle_new (3);
      if (with)
        add (pz);
      ss_options opt = *kind;
      opt.encoding = ss_encoding_find ("extended");
      opt.amo = ss_amo_find ("pairwise");
      opt.presolve = ss_presolve_find ("none");
      ss_sink *s = ss_sink_counter ();
      ss_error err = { 0 };
      ss_varmap *vm = ss_encode_options (pz, &opt, s, &err);
      ck_assert_ptr_nonnull (vm);
      *clauses = (long) s->clauses - base[0];
      *aux = ss_varmap_maxvar (vm) - base[1];
      base[0] = (long) s->clauses;
      base[1] = ss_varmap_maxvar (vm);
      ss_varmap_free (vm);
      ss_sink_free (s);
      ss_puzzle_free (pz);
    }
}

static int size_m, size_total;

static void
add_cage (ss_puzzle *pz)
{
  int cells[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
  ss_puzzle_add_cage (pz, cells, size_m, size_total, NULL);
}

static void
add_thermo (ss_puzzle *pz)
{
  int cells[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
  ss_puzzle_add_thermo (pz, cells, size_m, NULL);
}

/* The sets of m distinct values of 1..9 summing to t, counted here. */
static int
sets_of (int m, int t)
{
  int k = 0;
  for (int mask = 0; mask < 512; mask++)
    {
      int bits = 0, sum = 0;
      for (int v = 1; v <= 9; v++)
        if (mask >> (v - 1) & 1)
          bits++, sum += v;
      k += bits == m && sum == t;
    }
  return k;
}

/* The size formulas of encodings/README: combos 1 + K*m + m*n clauses
   and K auxiliaries; direct m(m-1) + (m-1)n(n+1)/2; order's auxiliaries
   m(n - m); running's within its bounds; the all-different's pairwise
   n*m(m-1)/2 comes first. */
START_TEST (sizes)
{
  long clauses, aux;
  ss_options combos = { .sum = ss_sum_encoding_find ("combos") };
  ss_options running = { .sum = ss_sum_encoding_find ("running") };
  ss_options direct = { .order = ss_order_encoding_find ("direct") };
  ss_options order = { .order = ss_order_encoding_find ("order") };
  for (size_m = 1; size_m <= 9; size_m++)
    for (size_total = size_m * (size_m + 1) / 2;
         size_total <= size_m * (19 - size_m) / 2; size_total++)
      {
        long amo = 9L * size_m * (size_m - 1) / 2, k = sets_of (size_m,
                                                              size_total);
        added (add_cage, &combos, &clauses, &aux);
        ck_assert_int_eq (clauses, amo + 1 + k * size_m + size_m * 9);
        ck_assert_int_eq (aux, k);
        added (add_cage, &running, &clauses, &aux);
        ck_assert_int_le (clauses, amo + size_m * 9L * (2 * size_total + 3)
                                   + size_m * size_total + 2);
        ck_assert_int_le (aux, (long) size_m * size_total);
      }
  for (size_m = 2; size_m <= 9; size_m++)
    {
      added (add_thermo, &direct, &clauses, &aux);
      ck_assert_int_eq (clauses, size_m * (size_m - 1) + (size_m - 1) * 45);
      ck_assert_int_eq (aux, 0);
      added (add_thermo, &order, &clauses, &aux);
      ck_assert_int_le (clauses, size_m * (size_m - 1) + 4 * size_m * 9
                                 + (size_m - 1) * 9);
      ck_assert_int_eq (aux, size_m * (9 - size_m));
    }
}
END_TEST

/* A 9x9 puzzle with every kind of variant constraint. */
static ss_puzzle *
every_kind (void)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  int cage[3] = { 0, 1, 9 }, thermo[3] = { 18, 23, 21 }, region[3] = {
    8, 16, 24 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 3, 14, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_thermo (pz, thermo, 3, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_parity (pz, 0, 1, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 1, 2, 0, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 16, 17, 1, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_xv (pz, 6, 7, 10, NULL), 0);
  ck_assert_int_eq (ss_puzzle_add_region (pz, region, 3, NULL), 0);
  ss_error err;
  ck_assert_int_eq (ss_check_solution (pz, solved9, &err), 0);
  return pz;
}

/* Write the CNF with opt, read it back and check the puzzle read keeps
   the constraints (it refuses what the original refuses).  0, or -1
   with err set. */
static int
cnf_round (const ss_puzzle *pz, const ss_options *opt, ss_error *err)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  ck_assert_ptr_nonnull (out);
  int rc = ss_cnf_write (out, pz, opt, NULL, err);
  fclose (out);
  if (!rc)
    {
      FILE *in = fmemopen (text, size, "r");
      ss_cnf cnf;
      rc = ss_cnf_read (&cnf, in, "mem", err);
      fclose (in);
      if (!rc)
        {
          int broken[81];
          ss_error why;
          memcpy (broken, solved9, sizeof broken);
          broken[1] = solved9[2], broken[2] = solved9[1];  /* 3 4 -> 4 3 */
          ck_assert_int_eq (ss_check_solution (cnf.pz, solved9, &why), 0);
          ck_assert_int_eq (ss_check_solution (cnf.pz, broken, &why), -1);
          ss_cnf_clear (&cnf);
        }
    }
  free (text);
  return rc;
}

/* Running out of memory anywhere in the variant encodings, in DIMACS
   writing and reading: an error, the next call as good as new. */
START_TEST (out_of_memory)
{
  ss_puzzle *pz = every_kind ();
  for (int s = 0; ss_sum_encoding_nth (s); s++)
    for (int o = 0; ss_order_encoding_nth (o); o++)
      {
        ss_options opt = { .encoding = ss_encoding_find ("extended"),
                           .sum = ss_sum_encoding_nth (s),
                           .order = ss_order_encoding_nth (o) };
        for (long n = 0;; n += n < 300 ? 1 : n / 16)
          {
            ss_error err = { 0 };
            ss_alloc_fail_after (n);
            int rc = cnf_round (pz, &opt, &err);
            if (ss_alloc_fail_after (-1) >= 0)
              {
                ck_assert_msg (rc == 0, "failed with all its memory: %s",
                               err.msg);
                break;
              }
            ck_assert_int_eq (rc, -1);
            ck_assert_msg (err.status == SS_ERR_MEMORY, "allocation %ld: %s",
                           n, err.msg);
          }
        ss_error err = { 0 };
        ck_assert_int_eq (ss_solve (pz, &opt, 2, NULL, NULL, &err), 2);
      }
  ss_puzzle_free (pz);
}
END_TEST

/* A comment line decode refuses, with its line. */
START_TEST (cnf_comments_refused)
{
  static const struct {
    const char *line, *words;
  } bad[] = {
    { "c cage 10 1 1 1 10", "column 10 out of range" },
    { "c cage 30 1 1 1 2", "cannot sum to 30" },
    { "c cage 0 1 1 1 1", "twice" },
    { "c thermo 1 1", "thermometer of 1 cell:" },
    { "c odd 1 1 1 2", "not 1" },
    { "c white 1 1", "not 2" },
    { "c sum 2 1 1 1 2", "cannot sum to 2" },
    { "c black 1 1 1", "missing column" },
    { "c region 1 1 0 1", "row 0 out of range" },
    { "c cage", "missing total" },
  };
  ss_puzzle *pz = ss_puzzle_new (3);
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  ck_assert_int_eq (ss_cnf_write (out, pz, NULL, NULL, NULL), 0);
  fclose (out);
  ss_puzzle_free (pz);
  char *p = strstr (text, "c style");
  ck_assert_ptr_nonnull (p);
  long line = 1;
  for (char *q = text; q < p; q++)
    line += *q == '\n';
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      char *edited = NULL;
      size_t esize = 0;
      FILE *e = open_memstream (&edited, &esize);
      fprintf (e, "%.*s%s\n%s", (int) (p - text), text, bad[i].line, p);
      fclose (e);
      FILE *in = fmemopen (edited, esize, "r");
      ss_cnf cnf;
      ss_error err = { 0 };
      ck_assert_int_eq (ss_cnf_read (&cnf, in, "mem", &err), -1);
      fclose (in);
      ck_assert_int_eq (err.status, SS_ERR_INPUT);
      ck_assert_msg (strstr (err.msg, bad[i].words) != NULL, "%s: '%s'",
                     bad[i].line, err.msg);
      ck_assert_int_eq (err.line, line);
      free (edited);
    }
  free (text);
}
END_TEST

Suite *
variants_suite (void)
{
  Suite *s = suite_create ("variants");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, catalogue);
  tcase_add_test (tc, sizes);
  tcase_add_test (tc, out_of_memory);
  tcase_add_test (tc, cnf_comments_refused);
  tcase_add_test (tc, check_refuses);
  tcase_add_test (tc, givens_refused);
  tcase_add_test (tc, adders_refuse);
  tcase_add_test (tc, propagate_cages);
  tcase_add_loop_test (tc, checks_4x4, 0, sweep_count (40, 8));
  tcase_add_loop_test (tc, counts_4x4, 0, sweep_count (200, 20));
  tcase_add_loop_test (tc, counts_6x6, 0, sweep_count (150, 15));
  suite_add_tcase (s, tc);
  return s;
}
