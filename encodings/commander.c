/* commander.c: the commander encoding (Klieber & Kwon, "Efficient CNF
   encoding for selecting 1 from N objects", 2007), groups of 3.
   Each group of two or three literals gets a commander c: pairwise at
   most one inside the group and x -> c for each member; a group of one
   literal is its own commander.  The commanders then take at most one
   recursively; three literals or fewer are encoded pairwise.
   AMO: C(m) = sum over groups (s(s-1)/2 + s) + C(ceil(m/3)), C(m) =
   m(m-1)/2 for m <= 3; auxiliary variables: one per group of two or
   three, at every level.
   No exactly-one form of its own: the paper's (c -> some member per
   group, exactly one commander) solved top95, 300 forum-hardest and 30
   Gecode 16x16 puzzles no faster than one at-least-one clause plus this
   at-most-one (extended, PicoSAT; 15-50% slower on the 9x9 sets). */
#include "encoding.h"

#include <stdlib.h>

enum { GROUP = 3 };

static void
commander_amo (ss_enc *e, const int *x, int m)
{
  if (m <= GROUP)
    {
      ss_enc_pairwise (e, x, m);
      return;
    }
  int *up = ss_malloc ((size_t) (m + GROUP - 1) / GROUP * sizeof *up);
  if (!up)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  int ups = 0;
  for (int lo = 0; lo < m; lo += GROUP)
    {
      int s = m - lo < GROUP ? m - lo : GROUP;
      if (s == 1)
        {
          up[ups++] = x[lo];
          continue;
        }
      int c = ss_enc_aux (e, 1);
      ss_enc_pairwise (e, x + lo, s);
      for (int j = lo; j < lo + s; j++)
        ss_enc_emit2 (e, -x[j], c);
      up[ups++] = c;
    }
  commander_amo (e, up, ups);
  free (up);
}

const ss_amo ss_amo_commander = {
  "commander",
  "Klieber & Kwon: groups of 3 with commander variables, recursively",
  commander_amo, NULL
};
