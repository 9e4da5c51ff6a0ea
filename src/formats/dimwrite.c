/* dimwrite.c: the DIMACS writer.  ss_cnf_write encodes a puzzle and
   writes comments naming the version, family, size, box shape (when it
   is not the side's default), global rules (when the puzzle has any),
   encoding, scheme, presolve level, the sum and order encodings (when
   the puzzle has a cage total or a thermometer), variable map and the
   puzzle itself with its jigsaw regions, extra regions and variant
   constraints, all before the "p cnf" line, so that the reader
   (dimread.c) can decode a model with nothing but the CNF it answers.
   The lines of a jigsaw's regions, one a row: jigsaw G G ... (each
   cell's region, 0 to n-1); the constraints' lines are those of the
   table of kinds (dimkeys.c). */
#include "formats/dimacs.h"

#include <config.h>
#include <stdlib.h>
#include <string.h>

static void
write_style (FILE *out, const ss_style *st)
{
  fprintf (out, "style %s", ss_format_name (st->format));
  if (st->format == SS_FMT_LINE && st->ints)
    fputs (" ints", out);
  else if (st->format == SS_FMT_LINE || st->format == SS_FMT_CHARS)
    fprintf (out, " blank=%c", st->blank);
  if (st->symbols[0] && st->format != SS_FMT_GRID && !st->ints)
    fprintf (out, " symbols=%s", st->symbols);
  fputc ('\n', out);
}

/* One line per cell: the variable of each open value, T for a value
   fixed true; values not listed are fixed false.  -1 when memory runs
   out. */
static int
write_compact_map (FILE *out, const ss_varmap *vm)
{
  int n = ss_varmap_n (vm);
  int *vals = ss_malloc ((size_t) n * sizeof *vals);
  int *lits = ss_malloc ((size_t) n * sizeof *lits);
  if (!vals || !lits)
    {
      free (vals);
      free (lits);
      return -1;
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        fprintf (out, "x %d %d", r + 1, c + 1);
        int count = ss_var_values (vm, r, c, vals, lits);
        for (int i = 0; i < count; i++)
          if (lits[i] == SS_LIT_TRUE)
            fprintf (out, " %d=T", vals[i]);
          else
            fprintf (out, " %d=%d", vals[i], lits[i]);
        fputc ('\n', out);
      }
  free (vals);
  free (lits);
  return 0;
}

/* The constraint lines: a line for each constraint of a kind the table
   (dimkeys.c) writes, but for a global rule's (the 'rules' line stands
   for them). */
static void
write_constraints (FILE *out, const ss_puzzle *pz)
{
  int n = pz->n;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      const ss_dimacs_kind *k = &ss_dimacs_kinds[con->kind];
      if (!k->written || con->rule)
        continue;
      fputs (ss_dimacs_key (con->kind), out);
      if (k->number == SS_DIMACS_DIGITS)
        {
          fprintf (out, " %d", ss_quad_count (con));
          for (int j = 0; j < ss_quad_count (con); j++)
            fprintf (out, " %d", con->values[j]);
        }
      else if (k->number)
        fprintf (out, " %d", con->param);
      for (int i = 0; i < (k->head ? k->head : con->ncells); i++)
        fprintf (out, " %d %d", con->cells[i] / n + 1, con->cells[i] % n + 1);
      fputc ('\n', out);
    }
}

/* The comment text, or NULL when memory runs out.  The presolve line
   is written only for a level other than the preset's own, so that
   "encoding fast" alone still means probe. */
/* The puzzle: its givens, a jigsaw's regions, the dominoes and the
   constraint lines. */
static void
write_puzzle (FILE *out, const ss_puzzle *pz)
{
  int n = pz->n;
  fprintf (out, "puzzle %d: givens in the row lines, 0 blank\n", pz->index);
  for (int r = 0; r < n; r++)
    {
      fputs ("row", out);
      for (int c = 0; c < n; c++)
        fprintf (out, " %d", ss_cell (pz, r, c));
      fputc ('\n', out);
    }
  /* a jigsaw's region of each cell, a line a row */
  if (pz->region)
    for (int r = 0; r < n; r++)
      {
        fputs ("jigsaw", out);
        for (int c = 0; c < n; c++)
          fprintf (out, " %d", pz->region[r * n + c]);
        fputc ('\n', out);
      }
  for (int i = 0; i < pz->ndominoes; i++)
    {
      const ss_domino *d = &pz->dominoes[i];
      fprintf (out, "domino %d %d %d %d %d %d\n", d->a, d->r1 + 1, d->c1 + 1,
               d->b, d->r2 + 1, d->c2 + 1);
    }
  write_constraints (out, pz);
}

static char *
comments (const ss_puzzle *pz, const ss_options *opt, const ss_encoding *enc,
          const ss_amo *amo, const ss_presolve *ps, const ss_varmap *vm,
          const ss_sink *s)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  if (!out)
    return NULL;
  int n = pz->n, cells = ss_varmap_cellvars (vm);
  fprintf (out, "sudosat %s: the comments up to the p line describe this "
           "CNF\n", PACKAGE_VERSION);
  fprintf (out, "family %s\nsize %d\n",
           (unsigned) pz->family < 2 ? ss_dimacs_families[pz->family] : "?", n);
  /* boxes other than the side's default shape (ss_box_default) */
  int rows, cols;
  if (!ss_puzzle_boxless (pz)
      && (ss_box_default (n, &rows, &cols) || rows != pz->br))
    fprintf (out, "box %dx%d\n", pz->br, pz->bc);
  if (pz->rules)
    {
      fputs ("rules ", out);
      for (int i = 0, any = 0; ss_rule_name (i); i++)
        if (pz->rules >> i & 1)
          fprintf (out, "%s%s", any++ ? "," : "", ss_rule_name (i));
      fputc ('\n', out);
    }
  fprintf (out, "encoding %s\namo %s\n", enc->name, amo->name);
  if (ps != ss_encoding_presolve (enc))
    fprintf (out, "presolve %s\n", ps->name);
  int totals = 0, thermos = 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      ss_dimacs_names names = ss_dimacs_kinds[pz->cons[u].kind].names;
      totals |= names == SS_DIMACS_SUM_ENCODING && pz->cons[u].param > 0;
      thermos |= names == SS_DIMACS_ORDER_ENCODING;
    }
  if (totals)
    fprintf (out, "sum-encoding %s\n", (opt && opt->sum ? opt->sum
                                        : ss_default_sum)->name);
  if (thermos)
    fprintf (out, "order-encoding %s\n", (opt && opt->order ? opt->order
                                          : ss_default_order)->name);
  fprintf (out, "variables %d: cell ", s->maxvar);
  if (cells)
    fprintf (out, "1..%d, auxiliary ", cells);
  else
    fputs ("none, auxiliary ", out);
  if (s->maxvar > cells)
    fprintf (out, "%d..%d\n", cells + 1, s->maxvar);
  else
    fputs ("none\n", out);
  if (ss_varmap_compact (vm))
    fputs ("map compact: each x line below gives x(r,c,v) for one cell as "
           "r c v=VARIABLE ...; v=T is fixed true, values not listed are "
           "fixed false\n", out);
  else
    {
      char formula[128];
      ss_dimacs_plain_formula (formula, sizeof formula, n);
      fprintf (out, "map plain: %s\n", formula);
    }
  write_style (out, &pz->style);
  write_puzzle (out, pz);
  int bad = ss_varmap_compact (vm) && write_compact_map (out, vm);
  if (fclose (out) || bad)
    {
      free (text);
      return NULL;
    }
  return text;
}

int
ss_cnf_write (FILE *out, const ss_puzzle *pz, const ss_options *opt,
              ss_stats *st, ss_error *err)
{
  const ss_encoding *enc = opt && opt->encoding ? opt->encoding
                                                : ss_default_encoding;
  const ss_amo *amo = opt && opt->amo ? opt->amo : ss_default_amo;
  ss_sink *s = ss_sink_dimacs ();
  if (!s)
    return ss_oom (err);
  if (opt && opt->max_literals)
    s->max_literals = opt->max_literals;
  double limit = opt ? opt->time_limit : 0;
  if (limit > 0)
    s->deadline = ss_now () + limit;
  const ss_presolve *ps = ss_encode_level (enc, opt ? opt->presolve : NULL);
  ss_varmap *vm = ss_encode_options (pz, opt, s, err);
  int rc = -1;
  char *text = vm ? comments (pz, opt, enc, amo, ps, vm, s) : NULL;
  if (vm && !text)
    ss_oom (err);
  /* the last look at the clock: once the first byte is out, the CNF is
     written whole */
  else if (vm && ss_sink_late (s))
    ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit of %g s ran "
             "out before the CNF was written (--time-limit)", limit);
  else if (vm)
    {
      rc = ss_sink_dimacs_write (s, out, text);
      if (rc)
        ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "write error");
    }
  free (text);
  if (st)
    {
      memset (st, 0, sizeof *st);
      st->variables = s->maxvar;
      st->clauses = s->clauses;
      st->literals = s->literals;
    }
  ss_varmap_free (vm);
  ss_sink_free (s);
  return rc;
}
