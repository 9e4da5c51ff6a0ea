/* sandwich.c: the steps of the clues outside the grid in setters'
   words, as explain prints them: "sandwich 12 left of row 3: the
   digits between its 1 and 9 sum to 12", "x-sum 25 above column 5:
   the first X digits from r1c5 sum to 25, X the digit of r1c5".  The
   step itself is the clue's propagator run on the board
   (rulesteps.c). */
#include "explain/explain.h"

#include <stdio.h>

int
ss_sandwich_step_words (const ss_puzzle *pz, const ss_step *s, char *buf,
                        size_t size)
{
  if (size)
    *buf = 0;
  if ((s->technique != SS_TECH_SANDWICH && s->technique != SS_TECH_XSUM)
      || s->nunits < 1)
    return -1;
  const ss_constraint *con = &pz->cons[s->units[0]];
  int n = pz->n, a = con->cells[0];
  char where[64];
  ss_sandwich_where (pz, con, where, sizeof where);
  if (con->kind == SS_CON_SANDWICH)
    snprintf (buf, size, "sandwich %d %s: the digits between its 1 and %d "
              "sum to %d", con->param, where, n, con->param);
  else
    snprintf (buf, size, "x-sum %d %s: the first X digits from r%dc%d sum "
              "to %d, X the digit of r%dc%d", con->param, where, a / n + 1,
              a % n + 1, con->param, a / n + 1, a % n + 1);
  return 0;
}
