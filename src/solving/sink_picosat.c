/* sink_picosat.c: the clause sink that hands each literal straight to a
   PicoSAT instance. */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <stdlib.h>

typedef struct picosat_sink {
  ss_sink base;
  PicoSAT *ps;
} picosat_sink;

static void
release (ss_sink *s)
{
  free (s);
}

static void
picosat_put (ss_sink *s, int lit)
{
  picosat_add (((picosat_sink *) s)->ps, lit);
}

ss_sink *
ss_sink_picosat (PicoSAT *ps)
{
  picosat_sink *s = ss_calloc (1, sizeof *s);
  s->base.put = picosat_put;
  s->base.release = release;
  s->base.max_literals = SS_MAX_LITERALS;
  s->ps = ps;
  return &s->base;
}
