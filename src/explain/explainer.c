/* explainer.c: the path: from the givens, one step after another, each
   by the first technique of the list that applies (the forcing step
   last, then the nets, then the search step), applied to the board and
   told to the forcing step's solver, until every cell holds a value or
   every candidate left is in some solution. */
#include "explain/board.h"

#include <stdlib.h>

struct ss_explainer {
  ss_board b;
  ss_forcing *f;          /* made when the first forcing step is due */
  ss_net *net;            /* the nets, made with f */
  ss_link *links;         /* a chain step's links */
  int caplinks;
  double deadline;
  int over;               /* the path has stopped */
  int uniqueness;         /* take the uniqueness steps */
};

ss_explainer *
ss_explainer_new (const ss_puzzle *pz, double deadline, ss_error *err)
{
  ss_explainer *ex = ss_calloc (1, sizeof *ex);
  if (!ex)
    {
      ss_oom (err);
      return NULL;
    }
  if (ss_board_init (&ex->b, pz, err))
    {
      free (ex);
      return NULL;
    }
  ex->b.deadline = ex->deadline = deadline;
  return ex;
}

void
ss_explainer_set_solver (ss_explainer *ex, const ss_solver *solver)
{
  ex->b.solver = solver;
}

void
ss_explainer_set_uniqueness (ss_explainer *ex, int on)
{
  ex->uniqueness = on;
}

void
ss_explainer_free (ss_explainer *ex)
{
  if (!ex)
    return;
  ss_forcing_free (ex->f);
  ss_net_free (ex->net);
  free (ex->links);
  ss_board_free (&ex->b);
  free (ex);
}

int
ss_explainer_solved (const ss_explainer *ex)
{
  for (long i = 0; i < ex->b.ncells; i++)
    if (!ex->b.grid[i])
      return 0;
  return !ss_board_dead (&ex->b);
}

const int *
ss_explainer_grid (const ss_explainer *ex)
{
  return ex->b.grid;
}

int
ss_explainer_candidate (const ss_explainer *ex, long cell, int v)
{
  return !ex->b.grid[cell] && ss_board_has (&ex->b, cell, v);
}

static int
timeout (ss_error *err)
{
  return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran "
                  "out while the path was sought (--time-limit)");
}

/* The next step, not yet applied: 1, 0 (none), -1. */
static int
find (ss_explainer *ex, ss_step *s, ss_error *err)
{
  int tried = SS_TECH_FORCING + SS_TECH_COUNT - SS_TECH_SEARCH - 1;
  for (int i = 0; i < tried; i++)
    {
      ss_technique t = ss_technique_tried (i);
      if (!ex->uniqueness && (t == SS_TECH_UNIQUE_RECTANGLE
                              || t == SS_TECH_BUG))
        continue;
      int rc = ss_chain_technique ((ss_technique) t)
               ? ss_chain_find (&ex->b, (ss_technique) t, s, &ex->links,
                                &ex->caplinks)
               : ss_rule_technique ((ss_technique) t)
               ? ss_rule_step_find (&ex->b, (ss_technique) t, s)
               : ss_technique_find (&ex->b, (ss_technique) t, s);
      if (rc == -1)
        return timeout (err);
      if (rc == -2)
        return ss_oom (err);
      if (rc)
        return 1;
    }
  if (!ex->f)
    {
      if (!(ex->f = ss_forcing_new (ex->b.pz, ex->deadline, err)))
        return -1;
      if (ss_forcing_sync (ex->f, &ex->b, err))
        return -1;
    }
  if (!ex->net && !(ex->net = ss_net_new ()))
    return ss_oom (err);
  int rc = ss_forcing_find (ex->f, &ex->b, s, err);
  if (rc == 1 && s->chain >= 0 && ss_net_links (ex->net, &ex->b, s))
    return ss_oom (err);
  for (int t = SS_TECH_FORCING + 1; t <= SS_TECH_NESTED_FORCING && rc == 0;
       t++)
    {
      rc = ss_net_find (ex->net, &ex->b, (ss_technique) t, s);
      if (rc == -1)
        return timeout (err);
      if (rc == -2)
        return ss_oom (err);
    }
  if (rc == 0)
    rc = ss_forcing_search (ex->f, &ex->b, s, err);
  return rc;
}

int
ss_explainer_next (ss_explainer *ex, ss_step *s, ss_error *err)
{
  if (ex->over)
    return 0;
  if (ex->deadline > 0 && ss_now () > ex->deadline)
    return timeout (err);
  int open = 0;
  for (long i = 0; i < ex->b.ncells && !open; i++)
    open = !ex->b.grid[i];
  if (!open || ss_board_dead (&ex->b))
    {
      ex->over = 1;
      return 0;
    }
  int rc = find (ex, s, err);
  if (rc <= 0)
    {
      ex->over = rc == 0;
      return rc;
    }
  for (int i = 0; i < s->nplace; i++)
    ss_board_place (&ex->b, s->place[i].cell, s->place[i].value);
  for (int i = 0; i < s->neliminate; i++)
    ss_board_eliminate (&ex->b, s->eliminate[i].cell, s->eliminate[i].value);
  if (ex->f && ss_forcing_learn (ex->f, s, err))
    return -1;
  return 1;
}
