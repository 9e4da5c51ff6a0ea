/* sink_sat.c: the clause sink that hands literals to a SAT back end.
   They are gathered a few thousand at a time and added in one call, so
   that the solver running out of memory stops the encoding
   (SS_OVER_MEMORY) instead of aborting, and a back end is called once a
   batch. */
#include "solving/solving.h"

#include <stdlib.h>

#define BATCH 4096

typedef struct sat_sink {
  ss_sink base;
  ss_sat *sat;
  int size;
  int lits[BATCH];
} sat_sink;

static void
release (ss_sink *s)
{
  free (s);
}

int
ss_sink_sat_flush (ss_sink *base)
{
  sat_sink *s = (sat_sink *) base;
  int rc = base->over == SS_OVER_MEMORY ? -1
           : ss_sat_add (s->sat, s->lits, s->size);
  s->size = 0;
  if (rc)
    base->over = SS_OVER_MEMORY;
  return rc;
}

static void
sat_put (ss_sink *base, int lit)
{
  sat_sink *s = (sat_sink *) base;
  if (base->over == SS_OVER_MEMORY)
    return;
  s->lits[s->size++] = lit;
  if (s->size == BATCH)
    ss_sink_sat_flush (base);
}

ss_sink *
ss_sink_sat (ss_sat *sat)
{
  /* not calloc: the batch needs no clearing, and clearing its 16 KB
     cost a tenth of an easy 9x9 puzzle's time */
  sat_sink *s = ss_malloc (sizeof *s);
  if (!s)
    return NULL;
  s->base = (ss_sink) { 0 };
  s->size = 0;
  s->base.put = sat_put;
  s->base.release = release;
  s->base.max_literals = SS_MAX_LITERALS;
  s->sat = sat;
  return &s->base;
}
