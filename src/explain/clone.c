/* clone.c: a clone's step in setters' words, as explain prints it:
   "clone 1: r1c1..r2c2 hold the digits of r5c5..r6c6 in the same
   places".  The step itself is the clone's propagator run on the board
   (rulesteps.c). */
#include "explain/explain.h"

#include <stdio.h>

int
ss_clone_step_words (const ss_puzzle *pz, const ss_step *s, char *buf,
                     size_t size)
{
  if (size)
    *buf = 0;
  if (s->technique != SS_TECH_CLONE || s->nunits < 1)
    return -1;
  const ss_constraint *con = &pz->cons[s->units[0]];
  int n = pz->n, m = con->ncells / 2;
  int a = con->cells[0], z = con->cells[m - 1];
  int b = con->cells[m], y = con->cells[2 * m - 1];
  char name[64];
  ss_unit_name (pz, s->units[0], name, sizeof name);
  if (m == 1)
    snprintf (buf, size, "%s: r%dc%d holds the digit of r%dc%d", name,
              a / n + 1, a % n + 1, b / n + 1, b % n + 1);
  else
    snprintf (buf, size, "%s: r%dc%d..r%dc%d hold the digits of "
              "r%dc%d..r%dc%d in the same places", name, a / n + 1,
              a % n + 1, z / n + 1, z % n + 1, b / n + 1, b % n + 1,
              y / n + 1, y % n + 1);
  return 0;
}
