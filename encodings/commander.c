/* commander.c: the commander encoding (Klieber & Kwon, "Efficient CNF
   encoding for selecting 1 from N objects", 2007), groups of 3.
   Each group of two or three literals gets a commander c: pairwise at
   most one inside the group and x -> c for each member; a group of one
   literal is its own commander.  The commanders then take at most one
   recursively; three literals or fewer are encoded pairwise.
   For exactly one, the paper's form adds c -> (some member) per group
   and exactly one over the commanders, so every commander is equivalent
   to its group's disjunction and no clause is longer than 4 literals,
   where the generic form needs one clause over all m literals.
   AMO: C(m) = sum over groups (s(s-1)/2 + s) + C(ceil(m/3)), C(m) =
   m(m-1)/2 for m <= 3; auxiliary variables: one per group of two or
   three, at every level.  EO adds one clause per such group and one at
   the top. */
#include "sudosat.h"

#include <stdlib.h>

enum { GROUP = 3 };

static void commander (ss_enc *, const int *x, int m, int exactly);

/* One level: commanders of the groups of x go to up; returns how many. */
static int
level (ss_enc *e, const int *x, int m, int exactly, int *up)
{
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
      if (exactly)
        {
          int alo[GROUP + 1] = { -c };
          for (int j = 0; j < s; j++)
            alo[j + 1] = x[lo + j];
          ss_enc_emit (e, alo, s + 1);
        }
      up[ups++] = c;
    }
  return ups;
}

static void
commander (ss_enc *e, const int *x, int m, int exactly)
{
  if (m <= GROUP)
    {
      if (exactly)
        ss_enc_emit (e, x, m);
      ss_enc_pairwise (e, x, m);
      return;
    }
  int *up = ss_malloc ((size_t) (m + GROUP - 1) / GROUP * sizeof *up);
  int ups = level (e, x, m, exactly, up);
  commander (e, up, ups, exactly);
  free (up);
}

static void
commander_amo (ss_enc *e, const int *x, int m)
{
  commander (e, x, m, 0);
}

static void
commander_eo (ss_enc *e, const int *x, int m)
{
  commander (e, x, m, 1);
}

const ss_amo ss_amo_commander = {
  "commander",
  "Klieber & Kwon: groups of 3 with commander variables, recursively",
  commander_amo, commander_eo
};
