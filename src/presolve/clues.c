/* clues.c: the propagators of the cell clues (src/model/clues.c), over
   the candidates' view the presolver and the explainer share; each
   reads the clue's candidates first, then drops.  A quadruple: a digit
   that must appear k times among the four cells and has only k cells
   left that may hold it fills them (none left to spare: those cells
   lose their other values); when the listed digits fill all four
   cells, no cell keeps a value outside the list.  A minimum (maximum):
   the cell keeps a value while every neighbour has a greater (smaller)
   one, and a neighbour a value some value of the cell stays below
   (above). */
#include "presolve/presolve.h"

#include <stdlib.h>

void
ss_prop_quadruple (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, m = ss_quad_count (con);
  int place[4][4], npl[4] = { 0 }, need[4] = { 0 }, distinct = 0;
  int digit[4];
  /* the distinct digits, each with its count and the cells that may
     hold it */
  for (int j = 0; j < m; j++)
    {
      if (j && con->values[j] == con->values[j - 1])
        {
          need[distinct - 1]++;
          continue;
        }
      digit[distinct] = con->values[j];
      need[distinct++] = 1;
    }
  for (int d = 0; d < distinct; d++)
    for (int i = 0; i < 4; i++)
      if (v->has (v->ctx, con->cells[i], digit[d]))
        place[d][npl[d]++] = con->cells[i];
  int fill[4] = { 0 };      /* the digit a cell must hold, 0 none */
  for (int d = 0; d < distinct; d++)
    if (npl[d] < need[d])
      {
        /* no room: empty a cell, there is no solution */
        for (int x = 1; x <= n; x++)
          v->drop (v->ctx, con->cells[0], x);
        return;
      }
    else if (npl[d] == need[d])
      for (int k = 0; k < npl[d]; k++)
        for (int i = 0; i < 4; i++)
          if (con->cells[i] == place[d][k])
            fill[i] = digit[d];
  for (int i = 0; i < 4; i++)
    for (int x = 1; x <= n; x++)
      {
        int keep = 1;
        if (fill[i])
          keep = x == fill[i];
        else if (m == 4)
          {
            keep = 0;
            for (int j = 0; j < m; j++)
              keep |= con->values[j] == x;
          }
        if (!keep)
          v->drop (v->ctx, con->cells[i], x);
      }
}

void
ss_prop_extremum (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, k = con->ncells, a = con->cells[0];
  int min = con->kind == SS_CON_MINIMUM;
  /* each cell's least and greatest candidate; n + 1 and 0 when none */
  int lo[5], hi[5];
  for (int i = 0; i < k; i++)
    {
      lo[i] = n + 1, hi[i] = 0;
      for (int x = 1; x <= n; x++)
        if (v->has (v->ctx, con->cells[i], x))
          {
            if (x < lo[i])
              lo[i] = x;
            hi[i] = x;
          }
    }
  /* the cell below (above) every neighbour's greatest (least) */
  int bound = min ? n + 1 : 0;
  for (int i = 1; i < k; i++)
    if (min ? hi[i] < bound : lo[i] > bound)
      bound = min ? hi[i] : lo[i];
  for (int x = 1; x <= n; x++)
    if (min ? x >= bound : x <= bound)
      v->drop (v->ctx, a, x);
  /* each neighbour above (below) the cell's least (greatest) */
  for (int i = 1; i < k; i++)
    for (int x = 1; x <= n; x++)
      if (min ? x <= lo[0] : x >= hi[0])
        v->drop (v->ctx, con->cells[i], x);
}
