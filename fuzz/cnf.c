/* cnf.c: fuzz target for decode --cnf: a DIMACS file as sudosat writes
   it (comments describing puzzle and variable map, then the clauses),
   damaged by the fuzzer.  When it reads back, PicoSAT solves its
   clauses (small grids only) and the model goes the way of decode:
   ss_model_check against every clause, then ss_decode; a grid accepted
   must be valid by the oracle, whatever clauses the file lost.  The
   comments of a file read must agree with each other and with the
   clauses (a sudominoku is 9x9, a one-character style stops at side 35,
   the p line announces no more variables than are used). */
#include "fuzz.h"

#include <picosat/picosat.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Solve the file's own clauses and decode PicoSAT's model. */
static void
solve_clauses (const ss_cnf *cnf)
{
  const ss_puzzle *pz = cnf->pz;
  size_t count = 0;
  const int *lits = ss_sink_dimacs_lits (cnf->clauses, &count);
  PicoSAT *ps = picosat_init ();
  picosat_adjust (ps, cnf->vars);
  for (size_t i = 0; i < count; i++)
    picosat_add (ps, lits[i]);
  if (picosat_sat (ps, 10000) == PICOSAT_SATISFIABLE)
    {
      ss_model m = { 10, cnf->vars, calloc ((size_t) cnf->vars + 1, 1) };
      for (int v = 1; v <= cnf->vars; v++)
        m.value[v] = picosat_deref (ps, v) > 0 ? 1 : -1;
      ss_error err = { 0 };
      FUZZ_ASSERT (ss_model_check (&m, cnf->clauses, cnf->vm, NULL, &err)
                   == 0, "PicoSAT's model fails a clause: %s", err.msg);
      int *grid = calloc ((size_t) pz->n * pz->n, sizeof *grid);
      if (ss_decode (pz, cnf->vm, ss_model_value, &m, grid, &err) == 0
          && pz->family == SS_SUDOKU && oracle_judges (pz))
        FUZZ_ASSERT (oracle_valid (pz, grid),
                     "decode accepted an invalid grid");
      free (grid);
      ss_model_clear (&m);
    }
  picosat_reset (ps);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  FILE *f = fuzz_open (data, size);
  ss_cnf cnf;
  memset (&cnf, 0, sizeof cnf);
  ss_error err = { 0 };
  if (ss_cnf_read (&cnf, f, "fuzz", &err) == 0)
    {
      const ss_puzzle *pz = cnf.pz;
      FUZZ_ASSERT (pz && cnf.vm && cnf.clauses, "incomplete CNF");
      FUZZ_ASSERT (pz->br >= 2 && pz->bc >= 2 && pz->n == pz->br * pz->bc
                   && pz->n >= SS_MIN_SIDE && pz->n <= SS_MAX_SIDE,
                   "side %d", pz->n);
      FUZZ_ASSERT (ss_varmap_n (cnf.vm) == pz->n, "map of side %d",
                   ss_varmap_n (cnf.vm));
      for (long i = 0; i < (long) pz->n * pz->n; i++)
        FUZZ_ASSERT (pz->cells[i] >= 0 && pz->cells[i] <= pz->n,
                     "cell %ld holds %d", i, pz->cells[i]);
      /* the comments agree with each other and with the clauses */
      FUZZ_ASSERT (pz->family != SS_SUDOMINOKU || pz->n == 9,
                   "sudominoku of side %d", pz->n);
      FUZZ_ASSERT (pz->n <= SS_MAX_CHARS_N
                   || (pz->style.format != SS_FMT_CHARS
                       && (pz->style.format != SS_FMT_LINE
                           || pz->style.ints)),
                   "one-character style for side %d", pz->n);
      FUZZ_ASSERT (pz->ndominoes <= pz->n * pz->n / 2, "%d dominoes",
                   pz->ndominoes);
      FUZZ_ASSERT (cnf.vars <= ss_varmap_cellvars (cnf.vm)
                   || cnf.vars <= cnf.clauses->maxvar,
                   "p line of %d variables", cnf.vars);
      if (pz->n <= 9 && cnf.vars <= 100000)
        solve_clauses (&cnf);
      ss_cnf_clear (&cnf);
    }
  else
    fuzz_check_error (&err, "fuzz", 0);
  fclose (f);
  return 0;
}
