/* sink_picosat.c: the clause sink that hands literals to a PicoSAT
   instance.  They are gathered a few thousand at a time and added
   through ss_pico_run, so that PicoSAT running out of memory stops the
   encoding (SS_OVER_MEMORY) instead of aborting. */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <stdlib.h>

#define BATCH 4096

typedef struct picosat_sink {
  ss_sink base;
  ss_pico *g;
  int size;
  int lits[BATCH];
} picosat_sink;

static void
release (ss_sink *s)
{
  free (s);
}

static void
add_batch (struct PicoSAT *ps, void *ctx)
{
  picosat_sink *s = ctx;
  for (int i = 0; i < s->size; i++)
    picosat_add (ps, s->lits[i]);
}

int
ss_sink_picosat_flush (ss_sink *base)
{
  picosat_sink *s = (picosat_sink *) base;
  int rc = base->over == SS_OVER_MEMORY ? -1
           : ss_pico_run (s->g, add_batch, s);
  s->size = 0;
  if (rc)
    base->over = SS_OVER_MEMORY;
  return rc;
}

static void
picosat_put (ss_sink *base, int lit)
{
  picosat_sink *s = (picosat_sink *) base;
  if (base->over == SS_OVER_MEMORY)
    return;
  s->lits[s->size++] = lit;
  if (s->size == BATCH)
    ss_sink_picosat_flush (base);
}

ss_sink *
ss_sink_picosat (ss_pico *g)
{
  /* not calloc: the batch needs no clearing, and clearing its 16 KB
     cost a tenth of an easy 9x9 puzzle's time */
  picosat_sink *s = ss_malloc (sizeof *s);
  if (!s)
    return NULL;
  s->base = (ss_sink) { 0 };
  s->size = 0;
  s->base.put = picosat_put;
  s->base.release = release;
  s->base.max_literals = SS_MAX_LITERALS;
  s->g = g;
  return &s->base;
}
