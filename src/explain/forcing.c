/* forcing.c: the forcing step.  The puzzle's whole CNF (the extended
   preset, no presolve: every rule, variants included) sits in a SAT
   back end that can probe (ss_sat_probe); each step of the path is
   added as unit clauses.  A candidate is refuted when assuming it and
   running unit propagation alone reaches a conflict.  Probing is
   PicoSAT's (CaDiCaL has no call that stops after propagation), so the
   forcing steps, and with them every path, are the same whichever back
   end --solver names.  For the explanation the board replays the
   assumption with singles alone, which unit propagation over the
   units' clauses also does: a refuted candidate whose contradiction
   they show is preferred.  When propagation refutes nothing and the
   nets find nothing either, the search step asks the same solver for
   a solution with a candidate: none means the candidate goes, so a
   path of a puzzle with one solution always reaches it. */
#include "explain/board.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct ss_forcing {
  ss_sat *sat;               /* PicoSAT, whatever back end solves */
  ss_varmap *vm;
  double deadline;
  unsigned char *seen;       /* cell * n + v - 1: in some solution */
};

ss_forcing *
ss_forcing_new (const ss_puzzle *pz, double deadline, ss_error *err)
{
  ss_forcing *f = ss_calloc (1, sizeof *f);
  if (!f)
    {
      ss_oom (err);
      return NULL;
    }
  f->deadline = deadline;
  f->sat = ss_sat_new (&ss_solver_picosat, err);
  if (!f->sat)
    {
      ss_forcing_free (f);
      return NULL;
    }
  ss_options opt = { 0 };
  opt.encoding = ss_encoding_find ("extended");
  opt.presolve = ss_presolve_find ("none");
  if (deadline > 0)
    {
      opt.time_limit = deadline - ss_now ();
      if (opt.time_limit <= 0)
        {
          ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran "
                   "out before the path began (--time-limit)");
          ss_forcing_free (f);
          return NULL;
        }
    }
  f->vm = ss_encode_sat (f->sat, pz, &opt, NULL, err);
  if (!f->vm)
    {
      ss_forcing_free (f);
      return NULL;
    }
  return f;
}

void
ss_forcing_free (ss_forcing *f)
{
  if (!f)
    return;
  ss_varmap_free (f->vm);
  free (f->seen);
  if (f->sat)
    ss_sat_free (f->sat);
  free (f);
}

/* The unit clause lit: 0, or -1 when memory ran out. */
static int
add_unit (ss_forcing *f, int lit)
{
  int clause[2] = { lit, 0 };
  return ss_sat_add (f->sat, clause, 2);
}

/* The literal of value v in cell; 0 when the map folded it in. */
static int
literal (const ss_forcing *f, long cell, int v)
{
  int n = ss_varmap_n (f->vm);
  int lit = ss_var (f->vm, (int) (cell / n), (int) (cell % n), v);
  return lit == SS_LIT_TRUE || lit == SS_LIT_FALSE ? 0 : lit;
}

int
ss_forcing_learn (ss_forcing *f, const ss_step *s, ss_error *err)
{
  for (int i = 0; i < s->nplace + s->neliminate; i++)
    {
      const ss_move *m = i < s->nplace ? &s->place[i]
                         : &s->eliminate[i - s->nplace];
      int lit = literal (f, m->cell, m->value);
      if (!lit)
        continue;
      if (add_unit (f, i < s->nplace ? lit : -lit))
        return ss_oom (err);
    }
  return 0;
}

/* How assuming v in cell breaks the board, in words a person can
   check: singles from the assumption until a cell has no candidate or
   a unit no place for a value (s->chain and s->broken_*, -1 when the
   singles stop first).  0, or -1 when memory runs out. */
static int
replay (const ss_board *b, long cell, int v, ss_step *s)
{
  memset (s, 0, sizeof *s);
  static const ss_technique singles[] = { SS_TECH_FULL_HOUSE,
    SS_TECH_NAKED_SINGLE, SS_TECH_HIDDEN_SINGLE };
  ss_board c;
  s->chain = 0;
  s->broken_cell = s->broken_unit = -1;
  s->broken_value = 0;
  if (ss_board_copy (&c, b))
    return -1;
  ss_board_place (&c, cell, v);
  int rc = 0;
  for (;;)
    {
      long where = -1;
      int u = -1, value = 0;
      int kind = ss_board_broken (&c, &where, &u, &value);
      if (kind == 1)
        s->broken_cell = (int) where;
      else if (kind == 2)
        {
          s->broken_unit = c.units[u];
          s->broken_value = value;
        }
      if (kind)
        break;
      ss_step t;
      int found = 0;
      for (int k = 0; k < 3 && !found; k++)
        {
          found = ss_technique_find (&c, singles[k], &t);
          if (found == -2)
            rc = -1;
          if (found < 0)
            break;
        }
      if (found != 1)
        break;
      ss_board_place (&c, t.place[0].cell, t.place[0].value);
      s->chain++;
    }
  if (s->broken_cell < 0 && s->broken_unit < 0)
    s->chain = -1;
  ss_board_free_copy (&c);
  return rc;
}

/* The step that takes v out of cell, whose replay s holds. */
static int
forcing_step (ss_board *b, long cell, int v, ss_step *s)
{
  s->technique = SS_TECH_FORCING;
  s->nunits = 0;
  ss_board_clear_moves (b);
  ss_board_add_elim (b, cell, v);
  s->eliminate = b->elim;
  s->neliminate = b->nelim;
  s->place = b->place;
  s->nplace = 0;
  s->ncells = 1;
  s->cells[0] = (int) cell;
  s->nvalues = 1;
  s->values[0] = v;
  return 1;
}

int
ss_forcing_find (ss_forcing *f, ss_board *b, ss_step *s, ss_error *err)
{
  int n = b->n;
  /* the first candidate refuted whose refutation the singles do not
     show, used when no refuted candidate has one they show */
  long spare = -1;
  int spare_v = 0;
  /* cells with fewest candidates first: a short contradiction is
     likelier there, and easier to follow */
  for (int want = 2; want <= n; want++)
    for (long i = 0; i < b->ncells; i++)
      {
        if (b->grid[i] || b->count[i] != want)
          continue;
        if (f->deadline > 0 && ss_now () > f->deadline)
          return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time "
                          "limit ran out during a forcing step "
                          "(--time-limit)");
        for (int v = 1; v <= n; v++)
          {
            if (!ss_board_has (b, i, v))
              continue;
            int lit = literal (f, i, v);
            if (!lit)
              continue;
            int refuted = ss_sat_probe (f->sat, lit);
            if (refuted < 0)
              return ss_oom (err);
            if (!refuted)
              continue;
            if (replay (b, i, v, s))
              return ss_oom (err);
            if (s->chain >= 0)
              return forcing_step (b, i, v, s);
            if (spare < 0)
              spare = i, spare_v = v;
          }
      }
  if (spare < 0)
    return 0;
  if (replay (b, spare, spare_v, s))
    return ss_oom (err);
  return forcing_step (b, spare, spare_v, s);
}

/* Marks every candidate of the solver's model as in a solution. */
static void
mark_model (ss_forcing *f, const ss_board *b)
{
  int n = b->n;
  for (long i = 0; i < b->ncells; i++)
    for (int v = 1; v <= n; v++)
      {
        int lit = literal (f, i, v);
        if (lit && ss_sat_value (f->sat, lit) > 0)
          f->seen[i * n + v - 1] = 1;
      }
}

int
ss_forcing_search (ss_forcing *f, ss_board *b, ss_step *s, ss_error *err)
{
  int n = b->n;
  /* The path's moves are sound, so a solution the solver finds here is
     one of the puzzle's and keeps its candidates for good: they are
     never tried again. */
  if (!f->seen && !(f->seen = ss_calloc ((size_t) b->ncells * n, 1)))
    return ss_oom (err);
  for (int want = 2; want <= n; want++)
    for (long i = 0; i < b->ncells; i++)
      {
        if (b->grid[i] || b->count[i] != want)
          continue;
        for (int v = 1; v <= n; v++)
          {
            if (!ss_board_has (b, i, v) || f->seen[i * n + v - 1])
              continue;
            int lit = literal (f, i, v);
            if (!lit)
              continue;
            long long d0, d1, p;
            ss_sat_effort (f->sat, &d0, &p);
            int res = ss_sat_assume (f->sat, lit) ? -1
                      : ss_sat_solve (f->sat, f->deadline);
            if (res < 0)
              return ss_oom (err);
            if (res == SS_SAT_UNKNOWN)
              return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time "
                              "limit ran out during a search step "
                              "(--time-limit)");
            if (res == SS_SAT_SAT)
              {
                mark_model (f, b);
                continue;
              }
            ss_sat_effort (f->sat, &d1, &p);
            memset (s, 0, sizeof *s);
            forcing_step (b, i, v, s);
            s->technique = SS_TECH_SEARCH;
            s->chain = d1 - d0 > INT_MAX ? INT_MAX : (int) (d1 - d0);
            s->broken_cell = s->broken_unit = -1;
            return 1;
          }
      }
  return 0;
}

int
ss_forcing_sync (ss_forcing *f, const ss_board *b, ss_error *err)
{
  int n = b->n;
  for (long i = 0; i < b->ncells; i++)
    for (int v = 1; v <= n; v++)
      {
        int placed = b->grid[i] == v;
        if (!placed && ss_board_has (b, i, v))
          continue;
        int lit = literal (f, i, v);
        if (lit && add_unit (f, placed ? lit : -lit))
          return ss_oom (err);
      }
  return 0;
}
