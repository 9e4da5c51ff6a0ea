/* extended.c: the extended encoding (Lynce & Ouaknine, ISAIM 2006), and
   fast, which is extended after the presolver's highest level (probe).
   Every cell holds exactly one value; every row, column and box holds
   every value exactly once.  With pairwise AMO on an empty 9x9 grid:
   729 variables, 11,988 clauses (324 of length 9, 11,664 binary; the
   binary clauses shared by a row or column and a box are kept twice;
   fast writes them once). */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

/* Extended's rules over a presolved map: exactly one over each open
   cell's candidates, and over the open cells of each row, column and box
   that may take a value not yet placed.  Clause for clause what
   ss_enc_rules gives over that map, but visiting only the open variables
   instead of n^3 lookups, which halves the time of a 400x400 puzzle
   (tests/check_fast.c compares the two).  The open variables are
   numbered in (row, column, value) order, so the cells come in runs;
   units are gathered by a counting sort.

   lean (the fast preset, with pairwise AMO): a box's pair of cells in
   one row or column is left to that row's or column's binary clause,
   which is the same clause, and a box whose places of a value are
   those of a row or column is left to it; the SAT solver takes a sixth
   fewer binary clauses on a 9x9 grid (each clause costs it its
   intake), and propagation is the same. */
static void
box_lean (ss_enc *e, const int *members, int m, const int *unit,
          const int *start)
{
  /* a box whose places of the value are a whole row's or column's
     (locked candidates make it so) repeats that unit's clauses */
  const int *first = unit + (long) (members[0] - 1) * 3;
  for (int k = 0; k < 2; k++)
    {
      int i = 1;
      while (i < m && unit[(long) (members[i] - 1) * 3 + k] == first[k])
        i++;
      if (i == m && start[first[k] + 1] - start[first[k]] == m)
        return;
    }
  ss_enc_clause (e, members, m);
  for (int i = 0; i < m; i++)
    {
      const int *a = unit + (long) (members[i] - 1) * 3;
      for (int j = i + 1; j < m; j++)
        {
          const int *b = unit + (long) (members[j] - 1) * 3;
          /* the same row (unit 0) or column (unit 1) for this value */
          if (a[0] != b[0] && a[1] != b[1])
            ss_enc_emit2 (e, -members[i], -members[j]);
        }
    }
}

static void
open_rules (ss_enc *e, int lean)
{
  int n = e->pz->n;
  int nv = ss_varmap_cellvars (e->vm);
  if (!nv)
    {
      /* nothing open: solved by propagation, or contradictory (then cell
         (0,0) has no value and this is the empty clause) */
      int *lits = ss_malloc ((size_t) n * sizeof *lits);
      if (!lits)
        {
          e->sink->over = SS_OVER_MEMORY;
          return;
        }
      for (int v = 1; v <= n; v++)
        lits[v - 1] = ss_var (e->vm, 0, 0, v);
      ss_enc_clause (e, lits, n);
      free (lits);
      ss_enc_extra_regions (e, SS_UNIT_ALO | SS_UNIT_AMO);
      return;
    }
  long groups = 3L * n * n;
  int *start = ss_calloc ((size_t) groups + 1, sizeof *start);
  int *unit = ss_malloc ((size_t) nv * 3 * sizeof *unit);
  int *member = ss_malloc ((size_t) nv * 3 * sizeof *member);
  int *fill = ss_malloc ((size_t) groups * sizeof *fill);
  if (!start || !unit || !member || !fill)
    {
      e->sink->over = SS_OVER_MEMORY;
      goto out;
    }
  /* a sink over its budget or deadline takes nothing more: stop
     rather than visit millions of variables for nothing */
  for (int var = 1, first_var = 1; var <= nv && !e->sink->over; var++)
    {
      int r, c, v, r2, c2, v2;
      ss_var_cell (e->vm, var, &r, &c, &v);
      int *u = unit + (long) (var - 1) * 3;
      u[0] = r * n + v - 1;
      u[1] = (n + c) * n + v - 1;
      u[2] = (2 * n + ss_box_of (e->pz, r, c)) * n + v - 1;
      for (int i = 0; i < 3; i++)
        start[u[i] + 1]++;
      if (var == nv || !ss_var_cell (e->vm, var + 1, &r2, &c2, &v2)
          || r2 != r || c2 != c)
        {
          int *lits = member;       /* scratch until the sort below */
          for (int i = first_var; i <= var; i++)
            lits[i - first_var] = i;
          ss_enc_exactly_one (e, lits, var - first_var + 1);
          first_var = var + 1;
        }
    }
  if (e->sink->over)          /* unit[] is filled only so far */
    goto out;
  for (long g = 0; g < groups; g++)
    start[g + 1] += start[g];
  memcpy (fill, start, (size_t) groups * sizeof *fill);
  for (int var = 1; var <= nv; var++)
    for (int i = 0; i < 3; i++)
      member[fill[unit[(long) (var - 1) * 3 + i]]++] = var;
  lean = lean && e->amo->at_most_one == ss_enc_pairwise;
  for (long g = 0; g < groups && !e->sink->over; g++)
    if (start[g + 1] - start[g] > 1 && lean && g >= 2L * n * n)
      box_lean (e, member + start[g], start[g + 1] - start[g], unit,
                start);
    else if (start[g + 1] > start[g])
      ss_enc_exactly_one (e, member + start[g], start[g + 1] - start[g]);
out:
  free (start);
  free (unit);
  free (member);
  free (fill);
  ss_enc_extra_regions (e, SS_UNIT_ALO | SS_UNIT_AMO);
}

static void
extended_encode (ss_enc *e)
{
  if (e->presolved)
    open_rules (e, 0);
  else
    ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
}

static void
fast_encode (ss_enc *e)
{
  if (e->presolved)
    open_rules (e, 1);
  else
    ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
}

const ss_encoding ss_encoding_extended = {
  "extended",
  "cells exactly one value; rows, columns, boxes each value exactly once",
  NULL, extended_encode, NULL
};

/* --encoding=fast is --encoding=extended --presolve=probe. */
const ss_encoding ss_encoding_fast = {
  "fast",
  "extended on what singles, locked candidates, Hall sets and probing "
  "leave open",
  NULL, fast_encode, &ss_presolve_probe
};
