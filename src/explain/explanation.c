/* explanation.c: explain and rate in the public interface
   (ss_explanation_new, ss_rate).  As the explain and rate commands do,
   a path is walked only for a puzzle with one solution, found first,
   and every step is checked against that solution before it is
   returned; the steps come with their words (words.c). */
#include "explain/explain.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define WORDS 65536           /* a step's words, cut to fit as explain's */

struct ss_explanation {
  ss_puzzle *pz;              /* the caller's puzzle, copied */
  ss_explainer *ex;
  int *solution;
  ss_cell_value *moves;       /* the step's placements then eliminations */
  int capmoves;
  char *why, *text;           /* WORDS bytes each */
  ss_explanation_step step;
  int steps, uses[SS_TECH_COUNT];
  double se;                  /* the hardest step's so far */
  int rc;                     /* 1 while the path goes on; else what
                                 every later next returns */
  ss_error err;               /* the error that ended it */
};

void
ss_explanation_free (ss_explanation *e)
{
  if (!e)
    return;
  ss_explainer_free (e->ex);
  ss_puzzle_free (e->pz);
  free (e->solution);
  free (e->moves);
  free (e->why);
  free (e->text);
  free (e);
}

/* The puzzle's one solution into e->solution: 0, or -1 with err set
   (SS_ERR_USAGE for none or several). */
static int
one_solution (ss_explanation *e, const ss_options *opt, ss_error *err)
{
  long found = ss_solve (e->pz, opt, 2, e->solution, NULL, err);
  if (found < 0)
    return -1;
  if (found != 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s: not explained",
                    found ? "the puzzle has more than one solution"
                    : "the puzzle has no solution");
  return 0;
}

ss_explanation *
ss_explanation_new (const ss_puzzle *p, const ss_options *opt,
                    unsigned flags, ss_error *err)
{
  double t0 = ss_now ();
  if (flags & ~SS_EXPLAIN_UNIQUENESS)
    {
      ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "explain: unknown flags %#x",
               flags & ~SS_EXPLAIN_UNIQUENESS);
      return NULL;
    }
  if (ss_options_check (opt, err))
    return NULL;
  ss_explanation *e = ss_calloc (1, sizeof *e);
  if (!e)
    {
      ss_oom (err);
      return NULL;
    }
  long cells = (long) p->n * p->n;
  e->rc = 1;
  if (!(e->pz = ss_puzzle_copy (p))
      || !(e->solution = ss_malloc ((size_t) cells * sizeof *e->solution))
      || !(e->why = ss_malloc (WORDS)) || !(e->text = ss_malloc (WORDS)))
    {
      ss_oom (err);
      ss_explanation_free (e);
      return NULL;
    }
  double limit = opt ? opt->time_limit : 0;
  if (one_solution (e, opt, err)
      || !(e->ex = ss_explainer_new (e->pz, limit > 0 ? t0 + limit : 0,
                                     err)))
    {
      ss_explanation_free (e);
      return NULL;
    }
  ss_explainer_set_uniqueness (e->ex, (flags & SS_EXPLAIN_UNIQUENESS) != 0);
  ss_explainer_set_solver (e->ex, opt ? opt->solver : NULL);
  return e;
}

/* Whether the step agrees with the solution: every placement its value,
   no elimination of it. */
static int
sound (const ss_step *s, const int *solution, ss_error *err)
{
  for (int i = 0; i < s->nplace; i++)
    if (solution[s->place[i].cell] != s->place[i].value)
      return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "a %s step "
                      "placed a value the solution does not have",
                      ss_technique_name (s->technique));
  for (int i = 0; i < s->neliminate; i++)
    if (solution[s->eliminate[i].cell] == s->eliminate[i].value)
      return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "a %s step took "
                      "out the solution's value",
                      ss_technique_name (s->technique));
  return 0;
}

/* s as the public step: 0, or -1 with err set. */
static int
publish (ss_explanation *e, const ss_step *s, ss_error *err)
{
  int n = e->pz->n, m = s->nplace + s->neliminate;
  if (m > e->capmoves)
    {
      ss_cell_value *grown = ss_realloc (e->moves, (size_t) m
                                         * sizeof *grown);
      if (!grown)
        return ss_oom (err);
      e->moves = grown;
      e->capmoves = m;
    }
  for (int i = 0; i < m; i++)
    {
      const ss_move *mv = i < s->nplace ? &s->place[i]
                          : &s->eliminate[i - s->nplace];
      e->moves[i] = (ss_cell_value) { mv->cell / n, mv->cell % n,
                                      mv->value };
    }
  ss_step_why (e->pz, s, 0, e->why, WORDS);
  ss_step_line (e->pz, s, e->text, WORDS);
  e->step = (ss_explanation_step) {
    .number = e->steps, .technique = ss_technique_name (s->technique),
    .nplace = s->nplace, .neliminate = s->neliminate,
    .place = e->moves, .eliminate = e->moves + s->nplace,
    .why = e->why, .text = e->text, .se = ss_step_se (e->pz, s)
  };
  return 0;
}

int
ss_explanation_next (ss_explanation *e, const ss_explanation_step **step,
                     ss_error *err)
{
  if (e->rc < 0)
    *err = e->err;
  if (e->rc <= 0)
    return e->rc;
  ss_step s;
  int rc = ss_explainer_next (e->ex, &s, err);
  if (rc > 0)
    {
      e->steps++;
      e->uses[s.technique]++;
      if (sound (&s, e->solution, err) || publish (e, &s, err))
        rc = -1;
      else if (e->step.se > e->se)
        e->se = e->step.se;
    }
  else if (rc == 0 && ss_explanation_solved (e)
           && memcmp (ss_explainer_grid (e->ex), e->solution,
                      (size_t) e->pz->n * e->pz->n * sizeof *e->solution))
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "the path ended on a "
                  "grid other than the solution");
  if (rc <= 0)
    {
      e->rc = rc;
      if (rc < 0)
        e->err = *err;
      return rc;
    }
  *step = &e->step;
  return 1;
}

int
ss_explanation_solved (const ss_explanation *e)
{
  return ss_explainer_solved (e->ex);
}

/* ------------------------------------------------------------------ */

/* The members of the first ss_difficulty: a caller's size below it is
   refused. */
#define DIFFICULTY_V0 (offsetof (ss_difficulty, solved) + sizeof (int))

int
ss_rate (const ss_puzzle *p, const ss_options *opt, unsigned flags,
         ss_difficulty *d, ss_error *err)
{
  if (d->size < DIFFICULTY_V0)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "rate: the difficulty's "
                    "size is %zu, below %zu", d->size,
                    (size_t) DIFFICULTY_V0);
  ss_explanation *e = ss_explanation_new (p, opt, flags, err);
  if (!e)
    return -1;
  const ss_explanation_step *step;
  int rc;
  while ((rc = ss_explanation_next (e, &step, err)) > 0)
    ;
  if (rc == 0)
    {
      ss_rating r;
      ss_rating_from_counts (e->uses, e->steps, ss_explanation_solved (e),
                             &r);
      ss_difficulty all = {
        .size = d->size, .level = r.level, .name = r.name,
        .score = r.score, .se = e->se,
        .hardest = r.uses ? ss_technique_name (r.hardest) : "",
        .uses = r.uses, .steps = r.steps, .solved = r.solved
      };
      /* a caller's struct may be an older, shorter one */
      memcpy (d, &all, d->size < sizeof all ? d->size : sizeof all);
    }
  ss_explanation_free (e);
  return rc;
}

const char *
ss_difficulty_name (int level)
{
  return ss_rating_level_name (level);
}

const char *
ss_difficulty_summary (int level)
{
  return ss_rating_level_summary (level);
}
