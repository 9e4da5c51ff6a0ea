/* probe.c: the presolver's failed-literal probing (level probe): a
   candidate of a cell with few candidates whose placement makes singles
   contradict itself goes (PicoSAT's default mode probes the same way,
   only slower). */
#include "presolve/state.h"

#include <string.h>

/* Cells with at most this many candidates are probed. */
#define PROBE_CANDIDATES 3

/* Failed-literal probing: place each candidate of the cells with few
   candidates on a copy and run singles; a candidate that leads to a
   contradiction is eliminated.  Returns whether one was. */
int
ss_ps_probe (ps_state *s, ps_state *t)
{
  int n = s->n, w = s->w, changed = 0;
  for (int cell = 0; cell < n * n && !s->bad; cell++)
    {
      if (s->val[cell] || s->ncand[cell] > PROBE_CANDIDATES)
        continue;
      for (int v = 1; v <= n && !s->bad && !s->val[cell]; v++)
        {
          if (!has (s->cand + (long) cell * w, v))
            continue;
          memcpy (t->mem, s->mem, s->bytes);
          t->bad = 0;
          ss_ps_assign (t, cell, v);
          ss_ps_singles (t);
          if (t->oom)
            {
              s->oom = s->bad = 1;
              break;
            }
          if (!t->bad)
            continue;
          ss_ps_eliminate (s, cell, v);
          changed = 1;
          ss_ps_singles (s);
        }
    }
  return changed;
}
