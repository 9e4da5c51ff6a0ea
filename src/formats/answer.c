/* answer.c: models from external SAT solvers: reading the three forms
   solvers write (SAT-competition "s"/"v" lines, MiniSat's result file,
   a bare list of literals) and checking a model against every clause,
   naming the first one it does not satisfy. */
#include "lines.h"

#include <stdlib.h>
#include <string.h>

enum { FORM_NONE, FORM_COMPETITION, FORM_MINISAT, FORM_BARE };

typedef struct model_reader {
  ss_lines l;
  ss_model *m;
  ss_error *err;
  int form;
  int ended;              /* the terminating 0 was read */
  long *where;            /* line where each variable was set */
} model_reader;

static int
literal (model_reader *x, const ss_token *t)
{
  long lit;
  if (x->ended)
    return ss_lines_fail (x->err, &x->l, t->col,
                          "literal after the terminating 0");
  if (ss_token_int (&x->l, t, -(long) x->m->vars, x->m->vars, "literal",
                    &lit, x->err))
    return -1;
  if (!lit)
    {
      x->ended = 1;
      return 0;
    }
  long var = lit < 0 ? -lit : lit;
  signed char want = lit < 0 ? -1 : 1;
  if (x->m->value[var] == -want)
    return ss_lines_fail (x->err, &x->l, t->col, "literal %ld contradicts "
                          "%ld on line %ld", lit, -lit, x->where[var]);
  x->m->value[var] = want;
  x->where[var] = x->l.lineno;
  return 0;
}

static int
literals (model_reader *x, ss_token *t)
{
  do
    if (literal (x, t))
      return -1;
  while (ss_lines_token (&x->l, t));
  return 0;
}

static int
no_more (model_reader *x)
{
  ss_token t;
  char q[SS_QUOTE_BYTES];
  if (!ss_lines_token (&x->l, &t))
    return 0;
  return ss_token_shown (x->err, &x->l, &t, q, '\'') ? -1
         : ss_lines_fail (x->err, &x->l, t.col, "unexpected %s", q);
}

/* The first significant line decides the form. */
static int
first_line (model_reader *x, ss_token *t)
{
  static const struct { const char *word; int status; } minisat[] = {
    { "SAT", 10 }, { "UNSAT", 20 }, { "INDET", 0 }
  };
  if (ss_token_is (t, "s"))
    {
      static const struct { const char *word; int status; } words[] = {
        { "SATISFIABLE", 10 }, { "UNSATISFIABLE", 20 }, { "UNKNOWN", 0 }
      };
      x->form = FORM_COMPETITION;
      if (!ss_lines_token (&x->l, t))
        return ss_lines_fail (x->err, &x->l, (long) x->l.len + 1,
                              "missing the answer after 's'");
      for (int i = 0; i < 3; i++)
        if (ss_token_is (t, words[i].word))
          {
            x->m->status = words[i].status;
            return no_more (x);
          }
      char q[SS_QUOTE_BYTES];
      return ss_token_shown (x->err, &x->l, t, q, '\'') ? -1
             : ss_lines_fail (x->err, &x->l, t->col, "expected "
                              "SATISFIABLE, UNSATISFIABLE or UNKNOWN, not %s",
                              q);
    }
  for (int i = 0; i < 3; i++)
    if (ss_token_is (t, minisat[i].word))
      {
        x->form = FORM_MINISAT;
        x->m->status = minisat[i].status;
        return no_more (x);
      }
  if (ss_token_is (t, "v"))
    return ss_lines_fail (x->err, &x->l, t->col,
                          "'v' line before the 's' line");
  x->form = FORM_BARE;
  x->m->status = 10;
  return literals (x, t);
}

static int
next_line (model_reader *x, ss_token *t)
{
  if (x->form == FORM_NONE)
    return first_line (x, t);
  if (x->form == FORM_COMPETITION)
    {
      if (ss_token_is (t, "s"))
        return ss_lines_fail (x->err, &x->l, t->col, "a second 's' line");
      char q[SS_QUOTE_BYTES];
      if (!ss_token_is (t, "v"))
        return ss_token_shown (x->err, &x->l, t, q, '\'') ? -1
               : ss_lines_fail (x->err, &x->l, t->col, "expected a 'v' or "
                                "'c' line, not %s", q);
      if (x->m->status != 10)
        return ss_lines_fail (x->err, &x->l, t->col, "'v' line after an "
                              "answer other than SATISFIABLE");
      if (!ss_lines_token (&x->l, t))
        return 0;
    }
  else if (x->form == FORM_MINISAT && x->m->status != 10)
    return ss_lines_fail (x->err, &x->l, t->col, "literals after %s",
                          x->m->status ? "UNSAT" : "INDET");
  return literals (x, t);
}

int
ss_model_read (ss_model *m, FILE *f, const char *name, int vars,
               ss_error *err)
{
  model_reader x = { .m = m, .err = err };
  int rc;
  m->status = 0;
  m->vars = vars;
  m->value = ss_calloc ((size_t) vars + 1, 1);
  x.where = ss_calloc ((size_t) vars + 1, sizeof *x.where);
  if (!m->value || !x.where)
    {
      free (x.where);
      ss_model_clear (m);
      return ss_oom (err);
    }
  ss_lines_init (&x.l, f, name);
  while ((rc = ss_lines_next (&x.l, err)) == 1)
    {
      ss_token t;
      if (!ss_lines_token (&x.l, &t) || ss_token_is (&t, "c"))
        continue;
      if ((rc = next_line (&x, &t)))
        break;
    }
  if (!rc && x.form == FORM_NONE)
    rc = ss_fail (err, SS_ERR_INPUT, name, 0, 0, "no model: neither an "
                  "answer line nor literals");
  else if (!rc && m->status == 10 && !x.ended && x.form != FORM_BARE)
    rc = ss_fail (err, SS_ERR_INPUT, name, x.l.lineno, 0, "the model is not "
                  "ended by 0 (truncated?)");
  ss_lines_free (&x.l);
  free (x.where);
  if (rc)
    {
      ss_model_clear (m);
      return -1;
    }
  return 0;
}

void
ss_model_clear (ss_model *m)
{
  free (m->value);
  memset (m, 0, sizeof *m);
}

int
ss_model_value (void *model, int var)
{
  const ss_model *m = model;
  return var >= 1 && var <= m->vars ? m->value[var] : 0;
}

static int
lit_true (const ss_model *m, int lit)
{
  int v = ss_model_value ((void *) m, lit < 0 ? -lit : lit);
  return lit < 0 ? v < 0 : v > 0;
}

/* The clause as numbers and as cell literals, cut short to fit. */
static void
describe (char *buf, size_t size, const int *lits, const ss_varmap *vm)
{
  size_t len = 0;
  int pass, cut = 0;
  for (pass = 0; pass < 2 && !cut; pass++)
    {
      if (pass)
        len += (size_t) snprintf (buf + len, size - len, ", that is");
      for (const int *p = lits; *p && !cut; p++)
        {
          int var = *p < 0 ? -*p : *p, r, c, v;
          char one[48];
          if (!pass)
            snprintf (one, sizeof one, "%d ", *p);
          else if (ss_var_cell (vm, var, &r, &c, &v))
            snprintf (one, sizeof one, " %sx(%d,%d,%d)", *p < 0 ? "-" : "",
                      r + 1, c + 1, v);
          else
            snprintf (one, sizeof one, " %saux%d", *p < 0 ? "-" : "", var);
          if (len + strlen (one) + 5 >= size)
            cut = 1;
          else
            len += (size_t) snprintf (buf + len, size - len, "%s", one);
        }
      if (!pass && !cut)
        len += (size_t) snprintf (buf + len, size - len, "0");
    }
  if (cut)
    snprintf (buf + len, size - len, " ...");
}

int
ss_model_check (const ss_model *m, const ss_sink *s, const ss_varmap *vm,
                long long *clause, ss_error *err)
{
  size_t count, start = 0;
  const int *lits = ss_sink_dimacs_lits (s, &count);
  long long idx = 0;
  int sat = 0, unassigned = 0;
  for (size_t i = 0; i < count; i++)
    {
      int lit = lits[i];
      if (lit)
        {
          if (lit_true (m, lit))
            sat = 1;
          else if (!ss_model_value ((void *) m, lit < 0 ? -lit : lit))
            unassigned = lit < 0 ? -lit : lit;
          continue;
        }
      idx++;
      if (!sat)
        {
          char text[360];
          describe (text, sizeof text, lits + start, vm);
          if (clause)
            *clause = idx;
          if (unassigned)
            return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "the model "
                            "leaves clause %lld unsatisfied (variable %d "
                            "unassigned): %s", idx, unassigned, text);
          return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "the model "
                          "falsifies clause %lld: %s", idx, text);
        }
      sat = 0;
      unassigned = 0;
      start = i + 1;
    }
  return 0;
}
