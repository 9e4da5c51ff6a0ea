/* sat_cadical.c: the CaDiCaL back end, through cadical.h (CaDiCaL's
   C++ API in calls C can make), built when configure found it
   (HAVE_CADICAL).

   CaDiCaL is C++ and allocates with new: when memory runs out it
   throws; cadical.cc catches it and the instance is dead, though
   CaDiCaL's own state after the throw is not known to be whole.  The
   literal budget (ss_options.max_literals, --max-literals) is the
   guard: a CNF past the budget is refused before CaDiCaL sees it.
   Phases are set (phase); the search order is CaDiCaL's own, so
   prefer and fresh, which steer PicoSAT's, are PicoSAT's alone.
   CaDiCaL has no call that runs unit propagation alone, so neither
   is probe. */
#include <config.h>

#include "solving/solving.h"

#ifdef HAVE_CADICAL

#include "solving/cadical.h"

#include <stdlib.h>

typedef struct cadical_sat {
  ss_sat base;
  ss_cadical *solver;
  double deadline;       /* for the terminate callback; 0: none */
} cadical_sat;

/* CaDiCaL's terminate callback, polled during the search. */
static int
past (void *ctx)
{
  const cadical_sat *c = ctx;
  return c->deadline > 0 && ss_now () > c->deadline;
}

static ss_sat *
cad_open (ss_error *err)
{
  cadical_sat *c = ss_calloc (1, sizeof *c);
  if (!c || ss_alloc_fault () || !(c->solver = ss_cadical_new ()))
    {
      free (c);
      ss_oom (err);
      return NULL;
    }
  c->base.cls = &ss_sat_cadical_class;
  /* Stable mode alone (target phases, few restarts) suits these CNFs,
     which are satisfiable or nearly so: CPU seconds to prove Gecode
     25x25 puzzles 1, 4, 5 and 8 unique went from 11.5, 5.1, 4.2 and 5.0
     to 8.2, 4.5, 3.8 and 4.0. */
  ss_cadical_set (c->solver, "stabilizeonly", 1);
  /* No bounded variable elimination: on these CNFs (one variable per
     open candidate, exactly-one constraints) its resolvents cost more
     than they save.  CPU seconds for the first grid of Gecode 25x25
     puzzles 1, 9 and 16: 8.8, 7.0 and 5.3 with it, 0.8, 1.0 and 2.5
     without; uniqueness of the 7 of puzzles 1, 4, 5, 8, 11, 15, 16
     proven within 12 s: 36.4 s in all with it, 32.1 s without. */
  ss_cadical_set (c->solver, "elim", 0);
  /* No lucky phases (all false, all true, ... tried before the search
     on a call without assumptions): they would take such a model over
     the phases set (phase), and the generator's grids come from those. */
  ss_cadical_set (c->solver, "lucky", 0);
  return &c->base;
}

/* An instance whose CaDiCaL threw: dead from then on. */
static int
checked (ss_sat *s, int rc)
{
  if (rc < 0)
    s->dead = 1;
  return rc;
}

static int
cad_add (ss_sat *s, const int *lits, int count)
{
  return checked (s, ss_cadical_add (((cadical_sat *) s)->solver, lits,
                                     count));
}

static int
cad_assume (ss_sat *s, int lit)
{
  return checked (s, ss_cadical_assume (((cadical_sat *) s)->solver, lit));
}

static int
cad_solve (ss_sat *s, double deadline)
{
  cadical_sat *c = (cadical_sat *) s;
  c->deadline = deadline;
  return checked (s, ss_cadical_solve (c->solver, deadline > 0 ? past : NULL,
                                       c));
}

static int
cad_value (ss_sat *s, int lit)
{
  return ss_cadical_value (((cadical_sat *) s)->solver, lit);
}

static int
cad_phase (ss_sat *s, const int *lits, int count)
{
  ss_cadical *solver = ((cadical_sat *) s)->solver;
  for (int i = 0; i < count; i++)
    if (ss_cadical_phase (solver, lits[i]))
      return checked (s, -1);
  return 0;
}

static void
cad_close (ss_sat *s)
{
  cadical_sat *c = (cadical_sat *) s;
  ss_cadical_free (c->solver);
  free (c);
}

static const char *
cad_version (void)
{
  return ss_cadical_version ();
}

const ss_sat_class ss_sat_cadical_class = {
  .open = cad_open, .add = cad_add, .assume = cad_assume,
  .solve = cad_solve, .value = cad_value, .phase = cad_phase,
  .close = cad_close, .version = cad_version
};

#endif /* HAVE_CADICAL */
