/* sink.c: where clauses go, and when they stop coming (a literal
   budget, a deadline).  Encoders call ss_sink_add and never learn
   whether the clause lands in PicoSAT, a DIMACS buffer or a counter. */
#include "cnf/cnf.h"

#include <stdlib.h>
#include <time.h>

double
ss_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
ss_sink_late (const ss_sink *s)
{
  return s->deadline > 0 && ss_now () > s->deadline;
}

static void
counter_put (ss_sink *s, int lit)
{
  (void) s;
  (void) lit;
}

static void
plain_release (ss_sink *s)
{
  free (s);
}

ss_sink *
ss_sink_counter (void)
{
  ss_sink *s = ss_calloc (1, sizeof *s);
  if (!s)
    return NULL;
  s->put = counter_put;
  s->release = plain_release;
  s->max_literals = SS_MAX_LITERALS;
  return s;
}

/* The DIMACS header must precede the clauses, so they are buffered. */
typedef struct dimacs_sink {
  ss_sink base;
  int *lits;
  size_t size, cap;
} dimacs_sink;

static void
dimacs_put (ss_sink *s, int lit)
{
  dimacs_sink *d = (dimacs_sink *) s;
  if (s->over == SS_OVER_MEMORY)
    return;
  if (d->size == d->cap)
    {
      size_t cap = d->cap ? 2 * d->cap : 1024;
      int *lits = ss_realloc (d->lits, cap * sizeof *d->lits);
      if (!lits)
        {
          s->over = SS_OVER_MEMORY;
          return;
        }
      d->lits = lits;
      d->cap = cap;
    }
  d->lits[d->size++] = lit;
}

static void
dimacs_release (ss_sink *s)
{
  free (((dimacs_sink *) s)->lits);
  free (s);
}

ss_sink *
ss_sink_dimacs (void)
{
  dimacs_sink *s = ss_calloc (1, sizeof *s);
  if (!s)
    return NULL;
  s->base.put = dimacs_put;
  s->base.release = dimacs_release;
  s->base.max_literals = SS_MAX_LITERALS;
  return &s->base;
}

int
ss_sink_dimacs_write (ss_sink *s, FILE *out, const char *comments)
{
  dimacs_sink *d = (dimacs_sink *) s;
  const char *p = comments;
  while (p && *p)
    {
      fputs ("c ", out);
      while (*p && *p != '\n')
        fputc (*p++, out);
      fputc ('\n', out);
      if (*p == '\n')
        p++;
    }
  fprintf (out, "p cnf %d %lld\n", s->maxvar, s->clauses);
  /* A failed write ends the clauses: gigabytes of them would fail too.
     ferror only after each clause, where it costs little. */
  for (size_t i = 0; i < d->size; i++)
    {
      if (d->lits[i])
        fprintf (out, "%d ", d->lits[i]);
      else if (fputs ("0\n", out) == EOF || ferror (out))
        break;
    }
  return fflush (out) || ferror (out) ? -1 : 0;
}

const int *
ss_sink_dimacs_lits (const ss_sink *s, size_t *count)
{
  const dimacs_sink *d = (const dimacs_sink *) s;
  *count = d->size;
  return d->lits;
}

void
ss_sink_free (ss_sink *s)
{
  if (s)
    s->release (s);
}
