/* check_amo.c: every at-most-one scheme, by brute force.  For m = 1..10
   and all 2^m assignments of the inputs, the CNF with its auxiliaries
   existentially quantified is satisfiable exactly when at most one input
   is true (exactly one for the exactly-one form); unit propagation alone
   turns the other inputs false once one is true; and the clause and
   auxiliary counts follow the formulas in encodings/README.  A scheme
   with its own exactly-one gets that called instead. */
#include "suites.h"

#include <picosat/picosat.h>
#include <stdlib.h>

enum { MAX_M = 10 };

/* Inputs are variables 1..m; auxiliaries start above the n^3 cell
   variables of the map, so take the smallest n with n^3 >= m. */
static ss_varmap *
inputs_map (int m)
{
  int n = 1;
  while (n * n * n < m)
    n++;
  return ss_varmap_new (n);
}

/* Emit at most one (or exactly one) over inputs 1..m into sink; m = 1
   goes through the folding entry points like every caller's. */
static ss_varmap *
encode_group (const ss_amo *amo, int m, int exactly, ss_sink *sink)
{
  ss_enc e = { NULL, inputs_map (m), sink, amo, NULL, 0, 0, NULL, NULL };
  int *lits = malloc ((size_t) m * sizeof *lits);
  for (int i = 0; i < m; i++)
    lits[i] = i + 1;
  if (exactly)
    ss_enc_exactly_one (&e, lits, m);
  else
    ss_enc_amo (&e, lits, m);
  free (lits);
  free (e.buf);
  return e.vm;
}

void
scheme_size (const ss_amo *amo, int m, int exactly, long *clauses,
             long *aux)
{
  ss_sink *s = ss_sink_counter ();
  ss_varmap *vm = encode_group (amo, m, exactly, s);
  *clauses = (long) s->clauses;
  *aux = ss_varmap_maxvar (vm) - ss_varmap_cellvars (vm);
  ss_varmap_free (vm);
  ss_sink_free (s);
}

static PicoSAT *
solver_for (const ss_amo *amo, int m, int exactly, int *maxvar)
{
  PicoSAT *ps = picosat_init ();
  ss_sink *s = ss_sink_dimacs ();
  ss_varmap *vm = encode_group (amo, m, exactly, s);
  size_t count;
  const int *lits = ss_sink_dimacs_lits (s, &count);
  for (size_t i = 0; i < count; i++)
    picosat_add (ps, lits[i]);
  if (maxvar)
    *maxvar = ss_varmap_maxvar (vm);
  ss_varmap_free (vm);
  ss_sink_free (s);
  return ps;
}

static int
popcount (unsigned x)
{
  int c = 0;
  for (; x; x &= x - 1)
    c++;
  return c;
}

/* The loop tests run once per scheme; _i is its index in the catalogue. */
static void
brute_force (int exactly, const ss_amo *amo)
{
  for (int m = 1; m <= MAX_M; m++)
    {
      int maxvar;
      PicoSAT *ps = solver_for (amo, m, exactly, &maxvar);
      ck_assert_msg (m > 1 || maxvar == 1, "%s: aux for one literal",
                     amo->name);
      for (unsigned a = 0; a < 1u << m; a++)
        {
          for (int i = 0; i < m; i++)
            picosat_assume (ps, a >> i & 1 ? i + 1 : -(i + 1));
          int want = exactly ? popcount (a) == 1 : popcount (a) <= 1;
          int got = picosat_sat (ps, -1) == PICOSAT_SATISFIABLE;
          ck_assert_msg (got == want, "%s %s, m = %d, inputs %#x: %s",
                         amo->name, exactly ? "exactly one" : "at most one",
                         m, a, got ? "satisfiable" : "unsatisfiable");
        }
      picosat_reset (ps);
    }
}

START_TEST (at_most_one_brute_force)
{
  brute_force (0, ss_amo_schemes[_i]);
}
END_TEST

START_TEST (exactly_one_brute_force)
{
  brute_force (1, ss_amo_schemes[_i]);
}
END_TEST

/* A scheme may bring its own exactly-one; ss_enc_exactly_one must then
   call it instead of the ALO clause plus at_most_one. */
static int own_amo_calls, own_exactly_calls;

static void
own_at_most_one (ss_enc *e, const int *lits, int m)
{
  own_amo_calls++;
  ss_enc_pairwise (e, lits, m);
}

static void
own_exactly_one (ss_enc *e, const int *lits, int m)
{
  own_exactly_calls++;
  ss_enc_emit (e, lits, m);
  ss_enc_pairwise (e, lits, m);
}

static const ss_amo own = {
  "own", "pairwise with its own exactly-one (test only)", own_at_most_one,
  own_exactly_one
};

START_TEST (own_exactly_one_is_used)
{
  own_amo_calls = own_exactly_calls = 0;
  brute_force (1, &own);
  /* one group for each m; m = 1 is a unit clause, no scheme involved */
  ck_assert_int_eq (own_exactly_calls, MAX_M - 1);
  ck_assert_int_eq (own_amo_calls, 0);
  brute_force (0, &own);
  ck_assert_int_eq (own_amo_calls, MAX_M - 1);
}
END_TEST

/* Plain unit propagation (no probing) over the group plus the units. */
static PicoSAT *
propagate (const ss_amo *amo, int m, int exactly, const int *units,
           int nunits)
{
  PicoSAT *ps = solver_for (amo, m, exactly, NULL);
  for (int i = 0; i < nunits; i++)
    {
      picosat_add (ps, units[i]);
      picosat_add (ps, 0);
    }
  picosat_set_plain (ps, 1);
  ck_assert_int_ne (picosat_sat (ps, 0), PICOSAT_UNSATISFIABLE);
  return ps;
}

/* One true input makes every other false; with exactly one, all inputs
   but one false makes it true; with nothing given nothing is fixed. */
START_TEST (propagation_on_inputs)
{
  const ss_amo *amo = ss_amo_schemes[_i];
  int units[MAX_M];
  for (int m = 2; m <= MAX_M; m++)
    {
      for (int exactly = 0; exactly <= 1; exactly++)
        {
          PicoSAT *ps = propagate (amo, m, exactly, NULL, 0);
          for (int j = 1; j <= m; j++)
            ck_assert_msg (picosat_deref_toplevel (ps, j) == 0,
                           "%s m = %d: input %d fixed from nothing",
                           amo->name, m, j);
          picosat_reset (ps);
        }
      for (int i = 1; i <= m; i++)
        {
          units[0] = i;
          PicoSAT *ps = propagate (amo, m, 0, units, 1);
          for (int j = 1; j <= m; j++)
            ck_assert_msg (picosat_deref_toplevel (ps, j) == (j == i ? 1
                                                                   : -1),
                           "%s m = %d: input %d true, input %d not false",
                           amo->name, m, i, j);
          picosat_reset (ps);
          int nunits = 0;
          for (int j = 1; j <= m; j++)
            if (j != i)
              units[nunits++] = -j;
          ps = propagate (amo, m, 1, units, nunits);
          ck_assert_msg (picosat_deref_toplevel (ps, i) == 1,
                         "%s m = %d: all but input %d false, it is not true",
                         amo->name, m, i);
          picosat_reset (ps);
        }
    }
}
END_TEST

/* The formulas of encodings/README, written out independently of the
   schemes' code, against the counts for m = 2..60. */
static int
ceil_log2 (int m)
{
  int b = 0;
  while ((1 << b) < m)
    b++;
  return b;
}

static int
ceil_sqrt (int m)
{
  int r = 0;
  while (r * r < m)
    r++;
  return r;
}

static void
commander_formula (int m, long *clauses, long *aux)
{
  if (m <= 3)
    {
      *clauses = m * (m - 1) / 2;
      *aux = 0;
      return;
    }
  int full = m / 3, rest = m % 3;
  commander_formula ((m + 2) / 3, clauses, aux);
  *clauses += full * 6 + (rest == 2 ? 3 : 0);
  *aux += full + (rest == 2);
}

static void
product_formula (int m, long *clauses, long *aux)
{
  if (m < 7)
    {
      *clauses = m * (m - 1) / 2;
      *aux = 0;
      return;
    }
  int q = (m + ceil_sqrt (m) - 1) / ceil_sqrt (m), p = (m + q - 1) / q;
  long cp, ap, cq, aq;
  product_formula (p, &cp, &ap);
  product_formula (q, &cq, &aq);
  *clauses = 2L * m + cp + cq;
  *aux = p + q + ap + aq;
}

START_TEST (sizes_follow_the_formulas)
{
  for (int m = 2; m <= 60; m++)
    {
      long want_c[6], want_a[6];
      want_c[0] = m * (m - 1) / 2, want_a[0] = 0;
      want_c[1] = 3 * m - 4, want_a[1] = m - 1;
      commander_formula (m, &want_c[2], &want_a[2]);
      product_formula (m, &want_c[3], &want_a[3]);
      want_c[4] = (long) m * ceil_log2 (m), want_a[4] = ceil_log2 (m);
      int g = ceil_sqrt (m);
      want_c[5] = (long) m * ceil_log2 (g), want_a[5] = ceil_log2 (g);
      for (int i = 0; i < g; i++)
        {
          int s = (i + 1) * m / g - i * m / g;
          want_c[5] += s * (s - 1) / 2;
        }
      const char *names[] = { "pairwise", "sequential", "commander",
                              "product", "binary", "bimander" };
      for (int s = 0; s < 6; s++)
        {
          const ss_amo *amo = ss_amo_find (names[s]);
          ck_assert_ptr_nonnull (amo);
          long c, a, ce, ae;
          scheme_size (amo, m, 0, &c, &a);
          scheme_size (amo, m, 1, &ce, &ae);
          ck_assert_msg (c == want_c[s] && a == want_a[s],
                         "%s, m = %d: %ld clauses, %ld aux; formula %ld, %ld",
                         names[s], m, c, a, want_c[s], want_a[s]);
          /* exactly one: the at-least-one clause more */
          ck_assert_msg (ce == c + 1 && ae == a, "%s, m = %d: exactly one "
                         "has %ld clauses, %ld aux", names[s], m, ce, ae);
        }
    }
}
END_TEST

Suite *
amo_suite (void)
{
  Suite *s = suite_create ("amo");
  TCase *tc = tcase_create ("amo");
  int nschemes = 0;
  while (ss_amo_schemes[nschemes])
    nschemes++;
  tcase_add_loop_test (tc, at_most_one_brute_force, 0, nschemes);
  tcase_add_loop_test (tc, exactly_one_brute_force, 0, nschemes);
  tcase_add_loop_test (tc, propagation_on_inputs, 0, nschemes);
  tcase_add_test (tc, sizes_follow_the_formulas);
  tcase_add_test (tc, own_exactly_one_is_used);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
