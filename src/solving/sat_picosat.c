/* sat_picosat.c: the PicoSAT back end.  Every call that may make
   PicoSAT allocate runs through ss_pico_run (pico.c), so that running
   out of memory is an error: the instance is then dead and every later
   call fails. */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <limits.h>
#include <stdlib.h>

typedef struct pico_sat {
  ss_sat base;
  ss_pico g;
  double deadline;       /* for the interrupt callback; 0: none */
  int limit;             /* decisions a search may take; -1: no bound */
  /* what the callback run by ss_pico_run works on */
  const int *lits;
  int count, phase, res;
} pico_sat;

/* PicoSAT's interrupt callback: whether the deadline has passed. */
static int
past (void *ctx)
{
  const pico_sat *p = ctx;
  return p->deadline > 0 && ss_now () > p->deadline;
}

static int
run (pico_sat *p, ss_pico_fn fn)
{
  if (ss_pico_run (&p->g, fn, p))
    {
      p->base.dead = 1;
      return -1;
    }
  return 0;
}

static ss_sat *
pico_open (ss_error *err)
{
  pico_sat *p = ss_calloc (1, sizeof *p);
  if (!p)
    {
      ss_oom (err);
      return NULL;
    }
  p->base.cls = &ss_sat_picosat_class;
  p->limit = -1;
  if (ss_pico_open (&p->g, err))
    {
      ss_pico_close (&p->g);
      free (p);
      return NULL;
    }
  /* No failed-literal probing or lifting before each search: on these
     small CNFs it costs more than it saves. */
  picosat_set_plain (p->g.ps, 1);
  return &p->base;
}

static void
add_lits (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  for (int i = 0; i < p->count; i++)
    picosat_add (ps, p->lits[i]);
}

static int
pico_add (ss_sat *s, const int *lits, int count)
{
  pico_sat *p = (pico_sat *) s;
  p->lits = lits;
  p->count = count;
  return run (p, add_lits);
}

static void
assume_lit (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  picosat_assume (ps, p->lits[0]);
}

static int
pico_assume (ss_sat *s, int lit)
{
  pico_sat *p = (pico_sat *) s;
  p->lits = &lit;
  return run (p, assume_lit);
}

static void
sat (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  p->res = picosat_sat (ps, p->limit);
}

static int
pico_solve (ss_sat *s, double deadline)
{
  pico_sat *p = (pico_sat *) s;
  /* without a deadline, no callback to call */
  p->deadline = deadline;
  picosat_set_interrupt (p->g.ps, deadline > 0 ? p : NULL,
                         deadline > 0 ? past : NULL);
  p->res = SS_SAT_UNKNOWN;
  return run (p, sat) ? -1 : p->res;
}

static int
pico_value (ss_sat *s, int lit)
{
  return picosat_deref (((pico_sat *) s)->g.ps, lit);
}

static void
phase_lits (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  for (int i = 0; i < p->count; i++)
    picosat_set_default_phase_lit (ps, abs (p->lits[i]),
                                   p->lits[i] > 0 ? 1 : -1);
}

static int
pico_phase (ss_sat *s, const int *lits, int count)
{
  pico_sat *p = (pico_sat *) s;
  p->lits = lits;
  p->count = count;
  return run (p, phase_lits);
}

/* PicoSAT decides an assumption as a decision: with a decision limit
   of one it decides lit, propagates, and stops before a decision of
   its own.  A conflict there teaches it a unit clause at the top
   level (the first implication point's negation), so a refutation
   shows as an answer of unsatisfiable or as lit false at the top
   level.  Plain mode (pico_open) keeps failed-literal probing, more
   than propagation, out. */
static void
probe_lit (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  picosat_assume (ps, p->lits[0]);
  int res = picosat_sat (ps, 1);
  p->res = res == PICOSAT_UNSATISFIABLE
           || picosat_deref_toplevel (ps, p->lits[0]) < 0;
}

static int
pico_probe (ss_sat *s, int lit)
{
  pico_sat *p = (pico_sat *) s;
  p->lits = &lit;
  picosat_set_interrupt (p->g.ps, NULL, NULL);
  return run (p, probe_lit) ? -1 : p->res;
}

static void
prefer_vars (PicoSAT *ps, void *ctx)
{
  pico_sat *p = ctx;
  for (int i = 0; i < p->count; i++)
    {
      if (p->phase)
        picosat_set_default_phase_lit (ps, p->lits[i], 1);
      picosat_set_more_important_lit (ps, p->lits[i]);
    }
}

static int
pico_prefer (ss_sat *s, const int *vars, int count, int phase)
{
  pico_sat *p = (pico_sat *) s;
  p->lits = vars;
  p->count = count;
  p->phase = phase;
  return run (p, prefer_vars);
}

static void
fresh (PicoSAT *ps, void *ctx)
{
  (void) ctx;
  picosat_reset_phases (ps);
  picosat_reset_scores (ps);
}

static int
pico_fresh (ss_sat *s)
{
  return run ((pico_sat *) s, fresh);
}

static int
pico_limit (ss_sat *s, long long decisions)
{
  ((pico_sat *) s)->limit = decisions < 0 ? -1
                            : decisions > INT_MAX ? INT_MAX : (int) decisions;
  return 0;
}

static void
pico_effort (ss_sat *s, long long *decisions, long long *propagations)
{
  PicoSAT *ps = ((pico_sat *) s)->g.ps;
  *decisions = picosat_decisions (ps);
  *propagations = picosat_propagations (ps);
}

static void
pico_close (ss_sat *s)
{
  pico_sat *p = (pico_sat *) s;
  ss_pico_close (&p->g);
  free (p);
}

ss_pico *
ss_sat_pico (ss_sat *s)
{
  return s->cls == &ss_sat_picosat_class ? &((pico_sat *) s)->g : NULL;
}

const ss_sat_class ss_sat_picosat_class = {
  .open = pico_open, .add = pico_add, .assume = pico_assume,
  .solve = pico_solve, .value = pico_value, .phase = pico_phase,
  .probe = pico_probe, .prefer = pico_prefer, .fresh = pico_fresh,
  .limit = pico_limit, .effort = pico_effort, .close = pico_close,
  .version = picosat_version
};
