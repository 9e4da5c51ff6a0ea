/* sat_cadical.c: the CaDiCaL back end, through CaDiCaL's C API
   (ccadical.h), built when configure found it (HAVE_CADICAL).

   CaDiCaL is C++ and allocates with new: when memory runs out it throws,
   and the exception cannot cross this C code, so the process ends.
   The literal budget (ss_options.max_literals, --max-literals) is what
   guards it: a CNF past the budget is refused before CaDiCaL sees it.
   CaDiCaL gives its search no hints from outside through the C API, so
   prefer and fresh are PicoSAT's alone. */
#include <config.h>

#include "solving/solving.h"

#ifdef HAVE_CADICAL

#include <ccadical.h>
#include <stdlib.h>

typedef struct cadical_sat {
  ss_sat base;
  CCaDiCaL *solver;
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
  if (!c || ss_alloc_fault ())
    {
      free (c);
      ss_oom (err);
      return NULL;
    }
  c->base.cls = &ss_sat_cadical_class;
  c->solver = ccadical_init ();
  /* CaDiCaL prints some messages ("c found falsified original clause"
     from its local search) unless quiet, on standard output */
  ccadical_set_option (c->solver, "quiet", 1);
  /* Stable mode alone (target phases, few restarts) suits these CNFs,
     which are satisfiable or nearly so: CPU seconds to prove Gecode
     25x25 puzzles 1, 4, 5 and 8 unique went from 11.5, 5.1, 4.2 and 5.0
     to 8.2, 4.5, 3.8 and 4.0. */
  ccadical_set_option (c->solver, "stabilizeonly", 1);
  /* No bounded variable elimination: on these CNFs (one variable per
     open candidate, exactly-one constraints) its resolvents cost more
     than they save.  CPU seconds for the first grid of Gecode 25x25
     puzzles 1, 9 and 16: 8.8, 7.0 and 5.3 with it, 0.8, 1.0 and 2.5
     without; uniqueness of the 7 of puzzles 1, 4, 5, 8, 11, 15, 16
     proven within 12 s: 36.4 s in all with it, 32.1 s without. */
  ccadical_set_option (c->solver, "elim", 0);
  ccadical_set_terminate (c->solver, c, past);
  return &c->base;
}

static int
cad_add (ss_sat *s, const int *lits, int count)
{
  CCaDiCaL *solver = ((cadical_sat *) s)->solver;
  for (int i = 0; i < count; i++)
    ccadical_add (solver, lits[i]);
  return 0;
}

static int
cad_assume (ss_sat *s, int lit)
{
  ccadical_assume (((cadical_sat *) s)->solver, lit);
  return 0;
}

static int
cad_solve (ss_sat *s, double deadline)
{
  cadical_sat *c = (cadical_sat *) s;
  c->deadline = deadline;
  return ccadical_solve (c->solver);
}

static int
cad_value (ss_sat *s, int lit)
{
  return ccadical_val (((cadical_sat *) s)->solver, lit);
}

static void
cad_close (ss_sat *s)
{
  cadical_sat *c = (cadical_sat *) s;
  ccadical_release (c->solver);
  free (c);
}

const ss_sat_class ss_sat_cadical_class = {
  cad_open, cad_add, cad_assume, cad_solve, cad_value, NULL, NULL, NULL,
  cad_close
};

#endif /* HAVE_CADICAL */
