/* rate.c: the difficulty scale.  A puzzle rates by the heaviest
   technique its path needs: that technique's weight, plus a tenth for
   each doubling of the times it is used (1 use +0, 2 +0.1,
   4 +0.2, ...), kept below the next level.
   The levels are the whole numbers of the scale: simple 1 (full house,
   naked singles, odd/even cells), easy 2 (hidden singles and the
   variant rules' steps but the rule of 45), intermediate 3 (locked
   candidates, naked and hidden pairs, the rule of 45's innies and
   outies), hard 4 (triples, quads, fish, wings, chains), expert 5
   (forcing steps and nets), beyond 6 (search steps, or a path that
   stops short, which only a puzzle of several solutions takes).
   Apart from the levels, each step has a difficulty on Sudoku
   Explainer's scale (ss_step_se), the puzzle's SE score its hardest.
   doc/rating.md compares it with qqwing's levels. */
#include "explain/board.h"


static const char *const levels[] = {
  "simple", "easy", "intermediate", "hard", "expert", "beyond"
};
static const char *const summaries[] = {
  "1.0-1.9: full house, naked single, odd/even",
  "2.0-2.9: hidden single, neighbours, thermometer bounds, kropki/XV pair, "
  "cage combinations, line rule, cell clue, arrow sums, little killer "
  "sums, skyscraper clue, sandwich sums, x-sums, clone",
  "3.0-3.9: locked candidates (pointing, claiming), naked and hidden "
  "pairs, innies, outies, neighbour pointing, dot cluster, cage locked "
  "digit",
  "4.0-4.9: naked and hidden triples and quads, x-wing, swordfish, "
  "jellyfish, wings, skyscraper, two-string kite, turbot fish, chains, "
  "unique rectangle, bug+1",
  "5.0-5.9: forcing steps, cell and region forcing chains, nested "
  "forcing",
  "6.0-6.9: search (no technique finds a step; the solver's search "
  "refutes a candidate), or a path that stops short of the solution",
};
#define NLEVELS ((int) (sizeof levels / sizeof *levels))

const char *
ss_rating_level_name (int level)
{
  return level >= 0 && level < NLEVELS ? levels[level] : NULL;
}

const char *
ss_rating_level_summary (int level)
{
  return level >= 0 && level < NLEVELS ? summaries[level] : NULL;
}

void
ss_rating_from_counts (const int *uses, int steps, int solved,
                       ss_rating *r)
{
  r->solved = solved;
  r->steps = steps;
  r->se = 0;
  r->hardest = SS_TECH_FULL_HOUSE;
  r->uses = 0;
  for (int t = 0; t < SS_TECH_COUNT; t++)
    if (uses[t] && (!r->uses || ss_technique_weight ((ss_technique) t)
                    > ss_technique_weight (r->hardest)))
      {
        r->hardest = (ss_technique) t;
        r->uses = uses[t];
      }
  if (!solved)
    r->score = NLEVELS;
  else if (!r->uses)
    r->score = 1.0;           /* nothing to do: the grid was full */
  else
    {
      double w = ss_technique_weight (r->hardest);
      int doublings = 0;
      while (doublings < 30 && r->uses >> (doublings + 1))
        doublings++;
      /* in tenths, as it is shown */
      int tenths = (int) (w * 10 + 0.5) + doublings;
      int top = (int) w * 10 + 9;
      r->score = (tenths < top ? tenths : top) / 10.0;
    }
  r->level = (int) r->score - 1;
  if (r->level < 0)
    r->level = 0;
  if (r->level >= NLEVELS)
    r->level = NLEVELS - 1;
  r->name = levels[r->level];
}

double
ss_step_se (const ss_puzzle *pz, const ss_step *s)
{
  double se = ss_technique_se (s->technique);
  if (s->technique == SS_TECH_HIDDEN_SINGLE && s->nunits
      && pz->cons[s->units[0]].kind == SS_CON_BOX)
    se = 1.2;
  if (s->technique == SS_TECH_NESTED_FORCING && s->depth > 2)
    se += s->depth - 2;
  /* longer chains are harder: a tenth each time the length passes a
     bound that grows by 4/3 and 3/2 in turn */
  double bound = 4;
  int nodes = 0;
  for (int i = 0; i < s->nlinks; i++)
    nodes += s->links[i].why != SS_LINK_GROUP;   /* a group is one node */
  for (int k = 0; nodes > bound; k++)
    {
      se += 0.1;
      bound *= k % 2 ? 1.5 : 4.0 / 3;
    }
  /* in tenths, as it is shown */
  return (int) (se * 10 + 0.5) / 10.0;
}

int
ss_rate_puzzle (const ss_puzzle *pz, ss_rating *r, double deadline,
                const ss_solver *solver, ss_error *err)
{
  ss_explainer *ex = ss_explainer_new (pz, deadline, err);
  if (!ex)
    return -1;
  ss_explainer_set_solver (ex, solver);
  int uses[SS_TECH_COUNT] = { 0 }, steps = 0, rc;
  double se = 0;
  ss_step s;
  while ((rc = ss_explainer_next (ex, &s, err)) > 0)
    {
      uses[s.technique]++;
      steps++;
      double d = ss_step_se (pz, &s);
      se = d > se ? d : se;
    }
  if (rc == 0)
    {
      ss_rating_from_counts (uses, steps, ss_explainer_solved (ex), r);
      r->se = se;
    }
  ss_explainer_free (ex);
  return rc;
}
