/* enc.c: the encoder context (constant folding, AMO dispatch, aux
   variables) and the rule families every preset is built from. */
#include "encoding.h"

#include <stdlib.h>

int
ss_enc_aux (ss_enc *e, int count)
{
  return ss_varmap_aux (e->vm, count);
}

void
ss_enc_emit (ss_enc *e, const int *lits, int m)
{
  for (int i = 0; i < m; i++)
    ss_sink_add (e->sink, lits[i]);
  ss_sink_add (e->sink, 0);
}

void
ss_enc_emit2 (ss_enc *e, int a, int b)
{
  ss_sink_add (e->sink, a);
  ss_sink_add (e->sink, b);
  ss_sink_add (e->sink, 0);
}

/* Copy the open literals of lits into e->buf; returns how many, and
   the number of literals known true in *ntrue.  -1 when e->buf cannot
   grow: the sink is then over (SS_OVER_MEMORY). */
static int
filter (ss_enc *e, const int *lits, int m, int *ntrue)
{
  if ((size_t) m > e->bufcap)
    {
      int *buf = ss_realloc (e->buf, (size_t) m * 2 * sizeof *e->buf);
      if (!buf)
        {
          e->sink->over = SS_OVER_MEMORY;
          return -1;
        }
      e->buf = buf;
      e->bufcap = (size_t) m * 2;
    }
  int open = 0;
  *ntrue = 0;
  for (int i = 0; i < m; i++)
    if (lits[i] == SS_LIT_TRUE)
      ++*ntrue;
    else if (lits[i] != SS_LIT_FALSE)
      e->buf[open++] = lits[i];
  return open;
}

void
ss_enc_clause (ss_enc *e, const int *lits, int m)
{
  if (e->sink->over)
    return;
  int ntrue, open = filter (e, lits, m, &ntrue);
  if (open >= 0 && !ntrue)
    ss_enc_emit (e, e->buf, open);
}

/* With one literal already true the rest must be false; two true
   literals make the constraint unsatisfiable (the empty clause). */
static int
amo_folded (ss_enc *e, int open, int ntrue)
{
  if (ntrue > 1)
    ss_enc_emit (e, NULL, 0);
  else if (ntrue == 1)
    for (int i = 0; i < open; i++)
      ss_sink_add (e->sink, -e->buf[i]), ss_sink_add (e->sink, 0);
  return ntrue > 0;
}

void
ss_enc_amo (ss_enc *e, const int *lits, int m)
{
  if (e->sink->over)
    return;   /* over budget: skip the work, ss_encode reports it */
  int ntrue, open = filter (e, lits, m, &ntrue);
  if (open >= 0 && !amo_folded (e, open, ntrue) && open >= 2)
    e->amo->at_most_one (e, e->buf, open);
}

void
ss_enc_exactly_one (ss_enc *e, const int *lits, int m)
{
  if (e->sink->over)
    return;
  int ntrue, open = filter (e, lits, m, &ntrue);
  if (open < 0 || amo_folded (e, open, ntrue))
    return;
  if (open < 2)
    ss_enc_emit (e, e->buf, open);
  else if (e->amo->exactly_one)
    e->amo->exactly_one (e, e->buf, open);
  else
    {
      ss_enc_emit (e, e->buf, open);
      e->amo->at_most_one (e, e->buf, open);
    }
}

static void
constrain (ss_enc *e, const int *lits, int n, int alo, int amo)
{
  if (alo && amo)
    ss_enc_exactly_one (e, lits, n);
  else if (alo)
    ss_enc_clause (e, lits, n);
  else if (amo)
    ss_enc_amo (e, lits, n);
}

/* The all-different constraints of one kind, value by value. */
static void
regions (ss_enc *e, ss_con_kind kind, int *lits, int alo, int amo)
{
  const ss_puzzle *pz = e->pz;
  for (int u = 0; u < pz->ncons && !e->sink->over; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (con->kind != kind)
        continue;
      for (int v = 1; v <= pz->n; v++)
        {
          for (int i = 0; i < con->ncells; i++)
            lits[i] = ss_var (e->vm, con->cells[i] / pz->n,
                              con->cells[i] % pz->n, v);
          /* a region of fewer than n cells may lack a value */
          constrain (e, lits, con->ncells, alo && con->ncells == pz->n,
                     amo || con->ncells < pz->n);
        }
    }
}

void
ss_enc_extra_regions (ss_enc *e, unsigned f)
{
  int *lits = ss_malloc ((size_t) e->pz->n * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  regions (e, SS_CON_EXTRA, lits, f & SS_UNIT_ALO, f & SS_UNIT_AMO);
  free (lits);
}

void
ss_enc_rules (ss_enc *e, unsigned f)
{
  int n = e->pz->n;
  int *lits = ss_malloc ((size_t) n * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  if (f & (SS_CELL_ALO | SS_CELL_AMO))
    for (int r = 0; r < n && !e->sink->over; r++)
      for (int c = 0; c < n; c++)
        {
          for (int v = 1; v <= n; v++)
            lits[v - 1] = ss_var (e->vm, r, c, v);
          constrain (e, lits, n, f & SS_CELL_ALO, f & SS_CELL_AMO);
        }
  if (f & (SS_ROW_ALO | SS_ROW_AMO))
    regions (e, SS_CON_ROW, lits, f & SS_ROW_ALO, f & SS_ROW_AMO);
  if (f & (SS_COL_ALO | SS_COL_AMO))
    regions (e, SS_CON_COL, lits, f & SS_COL_ALO, f & SS_COL_AMO);
  if (f & (SS_BOX_ALO | SS_BOX_AMO))
    regions (e, SS_CON_BOX, lits, f & SS_BOX_ALO, f & SS_BOX_AMO);
  if (f & (SS_UNIT_ALO | SS_UNIT_AMO))
    regions (e, SS_CON_EXTRA, lits, f & SS_UNIT_ALO, f & SS_UNIT_AMO);
  free (lits);
}
