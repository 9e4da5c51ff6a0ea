/* sat.c: the catalogue of SAT back ends and the calls that dispatch to
   the one an instance was made by. */
#include <config.h>

#include "solving/solving.h"

#include <string.h>

const ss_solver ss_solver_picosat = {
  "picosat", "PicoSAT, linked in: every command, propagation included",
  &ss_sat_picosat_class
};

const ss_solver ss_solver_cadical = {
  "cadical", "CaDiCaL: solve, count, check, explain, rate, generate; "
  "propagation (propagate, forcing steps) stays PicoSAT's",
#ifdef HAVE_CADICAL
  &ss_sat_cadical_class
#else
  NULL
#endif
};

const ss_solver ss_solver_portfolio = {
  "portfolio", "PicoSAT for the first decisions (--portfolio-decisions, "
  "default 2000), then CaDiCaL on the same clauses; as cadical otherwise",
#ifdef HAVE_CADICAL
  &ss_sat_portfolio_class
#else
  NULL
#endif
};

const ss_solver *const ss_solvers[] = {
  &ss_solver_picosat, &ss_solver_cadical, &ss_solver_portfolio, NULL
};

const ss_solver *
ss_solver_nth (int i)
{
  int n = sizeof ss_solvers / sizeof *ss_solvers - 1;
  return i >= 0 && i < n ? ss_solvers[i] : NULL;
}

const ss_solver *
ss_solver_find (const char *name)
{
  for (int i = 0; ss_solvers[i]; i++)
    if (!strcmp (ss_solvers[i]->name, name))
      return ss_solvers[i];
  return NULL;
}

const ss_solver *
ss_solver_default (void)
{
  return &ss_solver_picosat;
}

const char *
ss_solver_name (const ss_solver *s)
{
  return s->name;
}

const char *
ss_solver_summary (const ss_solver *s)
{
  return s->summary;
}

int
ss_solver_built (const ss_solver *s)
{
  return s->cls != NULL;
}

int
ss_sat_usable (const ss_solver *solver, ss_error *err)
{
  if (!solver || solver->cls)
    return 0;
  return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "this sudosat was built "
                  "without the %s back end (see 'sudosat list solvers')",
                  solver->name);
}

ss_sat *
ss_sat_new (const ss_solver *solver, ss_error *err)
{
  if (!solver)
    solver = ss_solver_default ();
  if (ss_sat_usable (solver, err))
    return NULL;
  return solver->cls->open (err);
}

int
ss_sat_add (ss_sat *s, const int *lits, int count)
{
  if (s->dead)
    return -1;
  return s->cls->add (s, lits, count);
}

int
ss_sat_assume (ss_sat *s, int lit)
{
  if (s->dead)
    return -1;
  return s->cls->assume (s, lit);
}

int
ss_sat_solve (ss_sat *s, double deadline)
{
  if (s->dead)
    return -1;
  return s->cls->solve (s, deadline);
}

int
ss_sat_value (ss_sat *s, int lit)
{
  return s->dead ? 0 : s->cls->value (s, lit);
}

int
ss_sat_phase (ss_sat *s, const int *lits, int count)
{
  if (s->dead)
    return -1;
  return s->cls->phase (s, lits, count);
}

int
ss_sat_probe (ss_sat *s, int lit)
{
  if (s->dead || !s->cls->probe)
    return -1;
  return s->cls->probe (s, lit);
}

int
ss_sat_prefer (ss_sat *s, const int *vars, int count, int phase)
{
  if (s->dead)
    return -1;
  return s->cls->prefer ? s->cls->prefer (s, vars, count, phase) : 0;
}

int
ss_sat_fresh (ss_sat *s)
{
  if (s->dead)
    return -1;
  return s->cls->fresh ? s->cls->fresh (s) : 0;
}

int
ss_sat_limit (ss_sat *s, long long decisions)
{
  if (s->dead || !s->cls->limit)
    return -1;
  return s->cls->limit (s, decisions);
}

int
ss_sat_budget (ss_sat *s, long long decisions)
{
  if (s->dead || !s->cls->budget)
    return -1;
  return s->cls->budget (s, decisions);
}

void
ss_sat_effort (ss_sat *s, long long *decisions, long long *propagations)
{
  *decisions = *propagations = 0;
  if (!s->dead && s->cls->effort)
    s->cls->effort (s, decisions, propagations);
}

void
ss_sat_free (ss_sat *s)
{
  if (s)
    s->cls->close (s);
}

const char *
ss_sat_version (const ss_solver *solver)
{
  return solver->cls ? solver->cls->version () : NULL;
}
