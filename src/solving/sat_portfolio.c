/* sat_portfolio.c: the portfolio back end, built with CaDiCaL
   (HAVE_CADICAL).  PicoSAT searches first, each search within a
   budget of decisions; when one runs past it, CaDiCaL takes over, that
   search and every later one: it gets every clause added so far,
   the phases set and the pending solve's assumptions, and PicoSAT is
   released.  Easy puzzles end within a few hundred decisions, where
   PicoSAT is faster; the hard ones need tens of thousands, where
   CaDiCaL is (doc/benchmarks.md, scripts/bench-portfolio).

   The clauses reach the instance through ss_sat_add as through any
   back end (the sink of sink_sat.c): until the hand-over they go to
   PicoSAT and are kept here too, to be replayed into CaDiCaL; after
   it they go to CaDiCaL alone.  prefer, fresh and probe are PicoSAT's
   while it searches and do what CaDiCaL's back end does after. */
#include <config.h>

#include "solving/solving.h"

#include <stdlib.h>
#include <string.h>

#ifdef HAVE_CADICAL

#define REPLAY (1 << 24)

/* A growing array of literals. */
typedef struct lits {
  int *at;
  size_t size, cap;
} lits;

typedef struct portfolio_sat {
  ss_sat base;
  ss_sat *pico;          /* until the hand-over, then NULL */
  ss_sat *cad;           /* after it */
  long long budget;      /* PicoSAT's decisions a search */
  lits clauses;          /* every literal added, while PicoSAT searches */
  lits phases;           /* the phase literals set, in order */
  lits assumed;          /* the assumptions of the next solve */
  /* PicoSAT's effort, kept when it is released */
  long long pico_decisions, pico_propagations;
} portfolio_sat;

/* Append count literals: 0, or -1 when memory ran out. */
static int
push (lits *l, const int *at, size_t count)
{
  if (l->size + count > l->cap)
    {
      size_t cap = l->cap ? l->cap : 1024;
      while (cap < l->size + count)
        cap *= 2;
      int *grown = ss_realloc (l->at, cap * sizeof *grown);
      if (!grown)
        return -1;
      l->at = grown;
      l->cap = cap;
    }
  memcpy (l->at + l->size, at, count * sizeof *at);
  l->size += count;
  return 0;
}

static void
drop (lits *l)
{
  free (l->at);
  *l = (lits) { 0 };
}

/* The two solvers inside are called through their classes, not
   sat.c's calls (sat.c names this file's class): an inner solver that
   ran out of memory answers -1 to every call. */
#define LIVE(in) (!(in)->dead)

static int
in_add (ss_sat *in, const int *at, int count)
{
  return LIVE (in) ? in->cls->add (in, at, count) : -1;
}

static int
in_assume (ss_sat *in, int lit)
{
  return LIVE (in) ? in->cls->assume (in, lit) : -1;
}

static int
in_phase (ss_sat *in, const int *at, int count)
{
  return LIVE (in) ? in->cls->phase (in, at, count) : -1;
}

static void
in_effort (ss_sat *in, long long *decisions, long long *propagations)
{
  *decisions = *propagations = 0;
  if (LIVE (in) && in->cls->effort)
    in->cls->effort (in, decisions, propagations);
}

static void
in_free (ss_sat *in)
{
  if (in)
    in->cls->close (in);
}

/* rc from a call on an inner solver, or -1 when memory ran out here:
   the portfolio is dead when rc < 0. */
static int
checked (portfolio_sat *p, int rc)
{
  if (rc < 0)
    p->base.dead = 1;
  return rc;
}

/* The solver that answers calls now. */
static ss_sat *
current (portfolio_sat *p)
{
  return p->cad ? p->cad : p->pico;
}

static ss_sat *
port_open (ss_error *err)
{
  portfolio_sat *p = ss_calloc (1, sizeof *p);
  if (!p)
    {
      ss_oom (err);
      return NULL;
    }
  p->base.cls = &ss_sat_portfolio_class;
  p->budget = SS_PORTFOLIO_DECISIONS;
  if (!(p->pico = ss_sat_picosat_class.open (err))
      || ss_sat_picosat_class.limit (p->pico, p->budget))
    {
      in_free (p->pico);
      free (p);
      return NULL;
    }
  return &p->base;
}

static int
port_budget (ss_sat *s, long long decisions)
{
  portfolio_sat *p = (portfolio_sat *) s;
  p->budget = decisions > 0 ? decisions : SS_PORTFOLIO_DECISIONS;
  return p->pico ? checked (p, p->pico->cls->limit (p->pico, p->budget))
                 : 0;
}

static int
port_add (ss_sat *s, const int *at, int count)
{
  portfolio_sat *p = (portfolio_sat *) s;
  if (p->cad)
    return checked (p, in_add (p->cad, at, count));
  if (push (&p->clauses, at, (size_t) count))
    return checked (p, -1);
  return checked (p, in_add (p->pico, at, count));
}

static int
port_assume (ss_sat *s, int lit)
{
  portfolio_sat *p = (portfolio_sat *) s;
  if (p->cad)
    return checked (p, in_assume (p->cad, lit));
  if (push (&p->assumed, &lit, 1))
    return checked (p, -1);
  return checked (p, in_assume (p->pico, lit));
}

/* CaDiCaL takes over: the clauses, phases and pending assumptions are
   given to it, PicoSAT's effort is kept and PicoSAT released.  0, or
   -1 when memory ran out. */
static int
hand_over (portfolio_sat *p)
{
  if (!(p->cad = ss_sat_cadical_class.open (NULL)))
    return -1;
  /* in pieces an int can count; a clause may span two */
  for (size_t at = 0; at < p->clauses.size; at += REPLAY)
    {
      size_t left = p->clauses.size - at;
      if (in_add (p->cad, p->clauses.at + at,
                      (int) (left < REPLAY ? left : REPLAY)))
        return -1;
    }
  if (in_phase (p->cad, p->phases.at, (int) p->phases.size))
    return -1;
  for (size_t i = 0; i < p->assumed.size; i++)
    if (in_assume (p->cad, p->assumed.at[i]))
      return -1;
  in_effort (p->pico, &p->pico_decisions, &p->pico_propagations);
  in_free (p->pico);
  p->pico = NULL;
  drop (&p->clauses);
  drop (&p->phases);
  drop (&p->assumed);
  return 0;
}

static int
port_solve (ss_sat *s, double deadline)
{
  portfolio_sat *p = (portfolio_sat *) s;
  if (!p->cad)
    {
      int res = LIVE (p->pico) ? p->pico->cls->solve (p->pico, deadline)
                : -1;
      if (res != SS_SAT_UNKNOWN || (deadline > 0 && ss_now () > deadline))
        {
          p->assumed.size = 0;
          return checked (p, res);
        }
      if (hand_over (p))
        return checked (p, -1);
    }
  return checked (p, LIVE (p->cad) ? p->cad->cls->solve (p->cad, deadline)
                                    : -1);
}

static int
port_value (ss_sat *s, int lit)
{
  ss_sat *in = current ((portfolio_sat *) s);
  return LIVE (in) ? in->cls->value (in, lit) : 0;
}

static int
port_phase (ss_sat *s, const int *at, int count)
{
  portfolio_sat *p = (portfolio_sat *) s;
  if (!p->cad && push (&p->phases, at, (size_t) count))
    return checked (p, -1);
  return checked (p, in_phase (current (p), at, count));
}

static int
port_probe (ss_sat *s, int lit)
{
  portfolio_sat *p = (portfolio_sat *) s;
  return p->cad || !LIVE (p->pico) ? -1
         : checked (p, p->pico->cls->probe (p->pico, lit));
}

static int
port_prefer (ss_sat *s, const int *vars, int count, int phase)
{
  portfolio_sat *p = (portfolio_sat *) s;
  ss_sat *in = current (p);
  if (!in->cls->prefer)
    return 0;
  return checked (p, LIVE (in) ? in->cls->prefer (in, vars, count, phase)
                               : -1);
}

static int
port_fresh (ss_sat *s)
{
  portfolio_sat *p = (portfolio_sat *) s;
  ss_sat *in = current (p);
  if (!in->cls->fresh)
    return 0;
  return checked (p, LIVE (in) ? in->cls->fresh (in) : -1);
}

/* PicoSAT's effort and CaDiCaL's, summed. */
static void
port_effort (ss_sat *s, long long *decisions, long long *propagations)
{
  portfolio_sat *p = (portfolio_sat *) s;
  long long d = p->pico_decisions, q = p->pico_propagations;
  in_effort (current (p), decisions, propagations);
  *decisions += d;
  *propagations += q;
}

static void
port_close (ss_sat *s)
{
  portfolio_sat *p = (portfolio_sat *) s;
  in_free (p->pico);
  in_free (p->cad);
  drop (&p->clauses);
  drop (&p->phases);
  drop (&p->assumed);
  free (p);
}

static const char *
port_version (void)
{
  return ss_sat_cadical_class.version ();
}

const ss_sat_class ss_sat_portfolio_class = {
  .open = port_open, .add = port_add, .assume = port_assume,
  .solve = port_solve, .value = port_value, .phase = port_phase,
  .probe = port_probe, .prefer = port_prefer, .fresh = port_fresh,
  .budget = port_budget, .effort = port_effort, .close = port_close,
  .version = port_version
};

#endif /* HAVE_CADICAL */

int
ss_sat_handed_over (const ss_sat *s)
{
#ifdef HAVE_CADICAL
  return s->cls == &ss_sat_portfolio_class
         && ((const portfolio_sat *) s)->cad != NULL;
#else
  (void) s;
  return 0;
#endif
}
