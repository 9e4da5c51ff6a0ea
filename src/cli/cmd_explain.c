/* cmd_explain.c: the explain and rate commands.  Both first count a
   puzzle's solutions (up to two) and walk a path only for a puzzle with
   one; every step is checked against that solution before it is shown
   or counted (a step that contradicts it is an internal error, never
   output).  explain prints the steps (--hint: only the first), rate
   the difficulty the path gives. */
#include "cli.h"
#include "explain/explain.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct run {
  int hint;               /* explain --hint */
  int uniqueness;         /* --uniqueness */
  int rate;               /* the rate command */
} run;

/* ---- words ---------------------------------------------------------- */

/* A growing line of text; what does not fit is cut. */
typedef struct text {
  char buf[65536];
  size_t len;
  const ss_puzzle *pz;    /* values named by its symbols; NULL: numbers */
} text;

static void
put (text *t, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));

static void
put (text *t, const char *fmt, ...)
{
  if (t->len >= sizeof t->buf - 1)
    return;
  va_list ap;
  va_start (ap, fmt);
  int k = vsnprintf (t->buf + t->len, sizeof t->buf - t->len, fmt, ap);
  va_end (ap);
  if (k > 0)
    t->len += (size_t) k < sizeof t->buf - t->len ? (size_t) k
              : sizeof t->buf - 1 - t->len;
}

/* A value as the puzzle writes it ("A" in a 16x16 written 1-G), put
   where fmt has its "%s". */
static void
put_value (text *t, const char *fmt, int v)
{
  char name[16];
  int ch = t->pz ? ss_value_symbol (t->pz, v) : 0;
  if (ch)
    snprintf (name, sizeof name, "%c", ch);
  else
    snprintf (name, sizeof name, "%d", v);
  put (t, fmt, name);
}

static void
put_cell (text *t, int n, int cell)
{
  put (t, "r%dc%d", cell / n + 1, cell % n + 1);
}

static void
put_cells (text *t, int n, const int *cells, int m)
{
  for (int i = 0; i < m; i++)
    {
      if (i)
        put (t, ",");
      put_cell (t, n, cells[i]);
    }
}

static void
put_values (text *t, const int *values, int m)
{
  for (int i = 0; i < m; i++)
    put_value (t, i ? ",%s" : "%s", values[i]);
}

static void
put_unit (text *t, const ss_puzzle *pz, int unit)
{
  char name[64];
  ss_unit_name (pz, unit, name, sizeof name);
  put (t, "%s", name);
}

/* Lines of a fish: "rows 1,4" from units[from .. from + k - 1]. */
static void
put_lines (text *t, const ss_step *s, int n, int from, int k)
{
  put (t, "%s ", s->units[from] < n ? "rows" : "columns");
  for (int i = 0; i < k; i++)
    put (t, i ? ",%d" : "%d", s->units[from + i] % n + 1);
}

static const char *
link_why (ss_link_why why)
{
  switch (why)
    {
    case SS_LINK_ASSUMED: return "assumed";
    case SS_LINK_NAKED: return "naked single";
    case SS_LINK_HIDDEN: return "hidden single";
    case SS_LINK_PEER: return "peer";
    case SS_LINK_NESTED: return "nested";
    case SS_LINK_NO_CANDIDATE: return "no candidate";
    case SS_LINK_NO_PLACE: return "no place";
    case SS_LINK_CLASH: return "clash";
    case SS_LINK_STRONG: return "strong";
    case SS_LINK_WEAK: return "weak";
    case SS_LINK_COLOUR: return "colour";
    }
  return "?";
}

/* One link: "r2c3=7 (hidden single in box 1)", "r4c4<>2",
   "r5c5 has no candidate". */
static void
put_link (text *t, const ss_puzzle *pz, const ss_link *l)
{
  int n = pz->n;
  switch (l->why)
    {
    case SS_LINK_NO_CANDIDATE:
      put_cell (t, n, l->cell);
      put (t, " has no candidate");
      return;
    case SS_LINK_NO_PLACE:
      put_unit (t, pz, l->unit);
      put (t, " has no place for %d", l->value);
      return;
    case SS_LINK_CLASH:
      put_cell (t, n, l->cell);
      put (t, " cannot take %d", l->value);
      return;
    default:
      break;
    }
  put_cell (t, n, l->cell);
  put (t, "%s%d", l->on ? "=" : "<>", l->value);
  if (l->why == SS_LINK_NAKED)
    put (t, " (naked single)");
  else if (l->why == SS_LINK_HIDDEN)
    {
      put (t, " (hidden single in ");
      put_unit (t, pz, l->unit);
      put (t, ")");
    }
  else if (l->why == SS_LINK_NESTED)
    put (t, " (its assumption fails)");
}

/* The links, " -> " between those of a branch, " | " between
   branches. */
static void
put_links (text *t, const ss_puzzle *pz, const ss_step *s)
{
  for (int i = 0; i < s->nlinks; i++)
    {
      if (i)
        put (t, s->links[i].branch != s->links[i - 1].branch ? " | "
             : " -> ");
      put_link (t, pz, &s->links[i]);
    }
}

/* A chain in Eureka notation, each node "(value)rXcY", "=" before a
   node a strong link reaches, "-" before one a weak link does:
   "(5)r1c2=(5)r1c7-(5)r4c7=(5)r4c3". */
static void
put_chain (text *t, int n, const ss_step *s)
{
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *l = &s->links[i];
      if (i)
        put (t, "%s", l->why == SS_LINK_STRONG ? "=" : "-");
      put (t, "(%d)", l->value);
      put_cell (t, n, l->cell);
    }
}

/* Why the step holds, in words. */
static void
put_why (text *t, const ss_puzzle *pz, const ss_step *s)
{
  int n = pz->n;
  switch (s->technique)
    {
    case SS_TECH_FULL_HOUSE:
      put (t, "the last empty cell of ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_NAKED_SINGLE:
      put (t, "the only candidate left in ");
      put_cell (t, n, s->cells[0]);
      break;
    case SS_TECH_HIDDEN_SINGLE:
      put_value (t, "the only place for %s in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_POINTING: case SS_TECH_CLAIMING: case SS_TECH_LOCKED:
      put_value (t, "%s in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      put (t, " lies only in ");
      put_unit (t, pz, s->units[1]);
      put (t, ": ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_NAKED_PAIR: case SS_TECH_NAKED_TRIPLE:
    case SS_TECH_NAKED_QUAD:
      put_cells (t, n, s->cells, s->ncells);
      put (t, " hold only ");
      put_values (t, s->values, s->nvalues);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_HIDDEN_PAIR: case SS_TECH_HIDDEN_TRIPLE:
    case SS_TECH_HIDDEN_QUAD:
      put_values (t, s->values, s->nvalues);
      put (t, " fit only ");
      put_cells (t, n, s->cells, s->ncells);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_X_WING: case SS_TECH_SWORDFISH: case SS_TECH_JELLYFISH:
      {
        int k = s->nunits / 2;
        put_value (t, "%s in ", s->values[0]);
        put_lines (t, s, n, 0, k);
        put (t, " lies only in ");
        put_lines (t, s, n, k, k);
        break;
      }
    case SS_TECH_PARITY:
      put_unit (t, pz, s->units[0]);
      put (t, " at ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_NEIGHBOURS: case SS_TECH_DOT_PAIR:
      put_unit (t, pz, s->units[0]);
      if (s->nvalues)
        put (t, " (sum %d)", s->values[0]);
      put (t, ": ");
      put_cells (t, n, s->cells, 1);
      put (t, " against ");
      put_cells (t, n, s->cells + 1, s->ncells - 1);
      break;
    case SS_TECH_THERMO:
      put (t, "values rise along ");
      put_unit (t, pz, s->units[0]);
      put (t, ": ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_CAGE:
      put_unit (t, pz, s->units[0]);
      put (t, " totals %d over ", s->values[0]);
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_LINE: case SS_TECH_CELL_CLUE:
      {
        char words[256];
        ss_rule_step_words (pz, s, words, sizeof words);
        put (t, "%s", words);
        break;
      }
    case SS_TECH_INNIES: case SS_TECH_OUTIES:
      put (t, s->technique == SS_TECH_INNIES ? "the cells of "
           : "the cells by which the cages over ");
      put_unit (t, pz, s->units[0]);
      if (s->nunits > 1)
        {
          put (t, " to ");
          put_unit (t, pz, s->units[1]);
        }
      put (t, s->technique == SS_TECH_INNIES ? " outside the cages in it, "
           : " reach out of it, ");
      put_cells (t, n, s->cells, s->ncells);
      put (t, ", total %d", s->values[0]);
      break;
    case SS_TECH_NEIGHBOUR_POINTING:
      put (t, "%d in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      put (t, " lies only in ");
      put_cells (t, n, s->cells + 1, s->ncells - 1);
      put (t, ", which all see ");
      put_cells (t, n, s->cells, 1);
      break;
    case SS_TECH_FORCING:
      put (t, "assuming ");
      put_cell (t, n, s->cells[0]);
      put_value (t, "=%s", s->values[0]);
      if (s->chain < 0)
        {
          put (t, ", unit propagation over the puzzle's clauses (its rules "
               "included) reaches a contradiction");
          break;
        }
      if (s->chain > 0)
        put (t, ", %d single%s", s->chain, s->chain > 1 ? "s" : "");
      put (t, " leave%s ", s->chain == 1 ? "s" : "");
      if (s->broken_cell >= 0)
        {
          put_cell (t, n, s->broken_cell);
          put (t, " without a candidate");
        }
      else
        {
          put_value (t, "no place for %s in ", s->broken_value);
          put_unit (t, pz, s->broken_unit);
        }
      if (s->nlinks)
        {
          put (t, ": ");
          put_links (t, pz, s);
        }
      break;
    case SS_TECH_XY_WING: case SS_TECH_SKYSCRAPER:
    case SS_TECH_TWO_STRING_KITE: case SS_TECH_TURBOT_FISH:
    case SS_TECH_W_WING: case SS_TECH_X_CHAIN: case SS_TECH_XY_CHAIN:
    case SS_TECH_AIC:
      put_chain (t, n, s);
      put (t, ": one end is true");
      break;
    case SS_TECH_FINNED_X_WING: case SS_TECH_FINNED_SWORDFISH:
    case SS_TECH_FINNED_JELLYFISH:
      {
        int k = s->nunits / 2;
        put (t, "%s: %d in ", s->chain ? "sashimi" : "finned", s->values[0]);
        put_lines (t, s, n, 0, k);
        put (t, " lies only in ");
        put_lines (t, s, n, k, k);
        put (t, " but for the fin%s ", s->ncells > 1 ? "s" : "");
        put_cells (t, n, s->cells, s->ncells);
        break;
      }
    case SS_TECH_COLOURING:
      put (t, "%d coloured by conjugate pairs: ", s->values[0]);
      for (int i = 0, col = -1; i < s->nlinks; i++)
        {
          if (s->links[i].branch != col)
            put (t, "%s", col < 0 ? "" : " / ");
          else
            put (t, ",");
          col = s->links[i].branch;
          put_cell (t, n, s->links[i].cell);
        }
      put (t, s->chain ? "; one colour twice in a unit is false"
           : "; each cell that sees both colours loses it");
      break;
    case SS_TECH_ALS_XZ:
      put (t, "almost locked sets ");
      put_cells (t, n, s->cells, s->chain);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      put (t, " and ");
      put_cells (t, n, s->cells + s->chain, s->ncells - s->chain);
      put (t, " in ");
      put_unit (t, pz, s->units[1]);
      put (t, ", restricted common %d: one holds %d", s->values[0],
           s->values[1]);
      break;
    case SS_TECH_UNIQUE_RECTANGLE:
      put_cells (t, n, s->cells, 3);
      put (t, " hold only ");
      put_values (t, s->values, 2);
      put (t, "; were ");
      put_cell (t, n, s->cells[3]);
      put (t, " one of them, the four could swap them: a second "
           "solution");
      break;
    case SS_TECH_BUG:
      put (t, "every other open cell holds two candidates; without ");
      put_value (t, "%s, ", s->values[0]);
      put_cell (t, n, s->cells[0]);
      put (t, " would leave each candidate twice in its units: no "
           "solution or two");
      break;
    case SS_TECH_XYZ_WING:
      put (t, "pivot ");
      put_cell (t, n, s->cells[0]);
      put (t, " (");
      put_values (t, s->values, s->nvalues);
      put (t, "), wings ");
      put_cells (t, n, s->cells + 1, 2);
      put (t, ": one holds %d", s->values[s->nvalues - 1]);
      break;
    case SS_TECH_CELL_FORCING:
      put (t, "each candidate of ");
      put_cell (t, n, s->cells[0]);
      put (t, " leads to it: ");
      put_links (t, pz, s);
      break;
    case SS_TECH_REGION_FORCING:
      put (t, "each place of %d in ", s->values[0]);
      put_cells (t, n, s->cells, s->ncells);
      put (t, " leads to it: ");
      put_links (t, pz, s);
      break;
    case SS_TECH_NESTED_FORCING:
      put (t, "assuming ");
      put_cell (t, n, s->cells[0]);
      put (t, "=%d and taking out each candidate whose assumption fails "
           "at depth %d, ", s->values[0], s->depth - 1);
      put (t, "%d links lead to a contradiction: ", s->nlinks);
      put_links (t, pz, s);
      break;
    default:
      break;
    }
}

/* The moves: "r1c2=5", then eliminations grouped by cell in the order
   found: "r1c3<>2,7". */
static void
put_moves (text *t, int n, const ss_step *s)
{
  for (int i = 0; i < s->nplace; i++)
    {
      if (i)
        put (t, " ");
      put_cell (t, n, s->place[i].cell);
      put_value (t, "=%s", s->place[i].value);
    }
  for (int i = 0; i < s->neliminate; i++)
    {
      int cell = s->eliminate[i].cell, seen = 0;
      for (int j = 0; j < i && !seen; j++)
        seen = s->eliminate[j].cell == cell;
      if (seen)
        continue;
      if (i || s->nplace)
        put (t, " ");
      put_cell (t, n, cell);
      put (t, "<>");
      for (int j = i, first = 1; j < s->neliminate; j++)
        if (s->eliminate[j].cell == cell)
          {
            put_value (t, first ? "%s" : ",%s", s->eliminate[j].value);
            first = 0;
          }
    }
}

static void
json_moves (FILE *out, const char *key, int n, const ss_move *m, int count)
{
  fprintf (out, ",\"%s\":[", key);
  for (int i = 0; i < count; i++)
    fprintf (out, "%s{\"cell\":\"r%dc%d\",\"value\":%d}", i ? "," : "",
             m[i].cell / n + 1, m[i].cell % n + 1, m[i].value);
  putc (']', out);
}

/* One step as a JSON object.  Its strings are made of the fixed words
   of this file and numbers: nothing to escape. */
static void
json_step (FILE *out, const ss_puzzle *pz, const ss_step *s, int number)
{
  int n = pz->n;
  fprintf (out, "{\"step\":%d,\"technique\":\"%s\"", number,
           ss_technique_name (s->technique));
  json_moves (out, "placements", n, s->place, s->nplace);
  json_moves (out, "eliminations", n, s->eliminate, s->neliminate);
  fputs (",\"units\":[", out);
  for (int i = 0; i < s->nunits; i++)
    {
      char name[64];
      ss_unit_name (pz, s->units[i], name, sizeof name);
      fprintf (out, "%s\"%s\"", i ? "," : "", name);
    }
  fputs ("],\"cells\":[", out);
  for (int i = 0; i < s->ncells; i++)
    fprintf (out, "%s\"r%dc%d\"", i ? "," : "", s->cells[i] / n + 1,
             s->cells[i] % n + 1);
  fputs ("],\"values\":[", out);
  for (int i = 0; i < s->nvalues; i++)
    fprintf (out, i ? ",%d" : "%d", s->values[i]);
  putc (']', out);
  if (s->technique == SS_TECH_FORCING)
    {
      fprintf (out, ",\"singles\":%d,\"contradiction\":", s->chain);
      if (s->broken_cell >= 0)
        fprintf (out, "{\"cell\":\"r%dc%d\"}", s->broken_cell / n + 1,
                 s->broken_cell % n + 1);
      else if (s->broken_unit >= 0)
        {
          char name[64];
          ss_unit_name (pz, s->broken_unit, name, sizeof name);
          fprintf (out, "{\"unit\":\"%s\",\"value\":%d}", name,
                   s->broken_value);
        }
      else
        fputs ("null", out);
    }
  if (s->technique == SS_TECH_NESTED_FORCING)
    fprintf (out, ",\"depth\":%d", s->depth);
  if (s->nlinks)
    {
      fputs (",\"links\":[", out);
      for (int i = 0; i < s->nlinks; i++)
        {
          const ss_link *l = &s->links[i];
          fprintf (out, "%s{\"branch\":%d,\"why\":\"%s\"", i ? "," : "",
                   l->branch, link_why (l->why));
          if (l->cell >= 0)
            fprintf (out, ",\"cell\":\"r%dc%d\"", l->cell / n + 1,
                     l->cell % n + 1);
          if (l->value > 0)
            fprintf (out, ",\"value\":%d,\"is\":\"%s\"", l->value,
                     l->on ? "=" : "<>");
          if (l->unit >= 0)
            {
              char name[64];
              ss_unit_name (pz, l->unit, name, sizeof name);
              fprintf (out, ",\"unit\":\"%s\"", name);
            }
          putc ('}', out);
        }
      putc (']', out);
    }
  static text why;
  why.len = 0;
  why.buf[0] = 0;
  put_why (&why, pz, s);
  fprintf (out, ",\"why\":\"%s\"}", why.buf);
}

/* ---- one puzzle ----------------------------------------------------- */

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

/* The rating's fields: level, score, hardest, uses; with counts, the
   steps and whether they solve the puzzle too. */
static void
json_rating (const ss_rating *r, int counts)
{
  printf ("\"level\":\"%s\",\"score\":%.1f,\"hardest\":\"%s\","
          "\"uses\":%d", r->name, r->score,
          r->uses ? ss_technique_name (r->hardest) : "", r->uses);
  if (r->solved)
    printf (",\"se\":%.1f", r->se);
  if (counts)
    printf (",\"steps\":%d,\"solved\":%s", r->steps,
            r->solved ? "true" : "false");
}

static int
one (ss_cli *cli, const ss_puzzle *pz, void *ctx)
{
  run *how = ctx;
  double t0 = ss_now ();
  double limit = cli->opt.time_limit, deadline = limit > 0 ? t0 + limit : 0;
  long cells = (long) pz->n * pz->n;
  /* rate keeps a line a puzzle in line format: an empty one for a
     puzzle that failed */
  ss_format in = how->rate ? pz->style.format : SS_FMT_GRID;
  ss_stats st = { 0 };
  ss_error err = { 0 };
  int *solution = ss_malloc ((size_t) cells * sizeof *solution);
  if (!solution)
    return ss_cli_oom (cli, pz);
  long found = ss_solve (pz, &cli->opt, 2, solution, &st, &err);
  if (cli->stats)
    ss_cli_stats (cli, pz, &st);
  if (found < 0)
    {
      ss_cli_error (cli, pz, &err);
      ss_cli_no_grid (cli, pz, in, err.status == SS_ERR_TIMEOUT
                      ? "timeout" : "error", &err, ss_now () - t0);
      free (solution);
      return ss_exit_code (&err);
    }
  if (found != 1)
    {
      const char *word = found ? "multiple" : "unsolvable";
      if (cli->out == SS_OUT_JSON)
        {
          ss_cli_json_open (cli, pz, word);
          ss_cli_json_close (ss_now () - t0, NULL);
        }
      else
        {
          if (!how->rate && !how->hint && cli->outputs++)
            putchar ('\n');
          printf ("%s\n", !found ? "no solution" : how->rate
                  ? "multiple solutions: not rated"
                  : "multiple solutions: not explained");
        }
      free (solution);
      return found ? SS_EXIT_MULTIPLE : SS_EXIT_UNSAT;
    }

  ss_explainer *ex = ss_explainer_new (pz, deadline, &err);
  /* the puzzle has one solution (found above): the uniqueness steps
     hold */
  if (ex)
    {
      ss_explainer_set_uniqueness (ex, how->uniqueness);
      ss_explainer_set_solver (ex, cli->opt.solver);
    }
  int uses[SS_TECH_COUNT] = { 0 }, steps = 0, rc = ex ? 1 : -1;
  int json = cli->out == SS_OUT_JSON, said = 0;
  double se = 0;
  ss_step s;
  /* JSON steps wait in memory: the object's status comes first */
  char *held = NULL;
  size_t heldsize = 0;
  FILE *mem = NULL;
  if (json && !how->rate && !(mem = open_memstream (&held, &heldsize)))
    rc = ss_oom (&err);
  else if (!json && !how->rate && !how->hint && cli->outputs++)
    putchar ('\n');
  while (rc > 0 && (rc = ss_explainer_next (ex, &s, &err)) > 0)
    {
      if (sound (&s, solution, &err))
        {
          rc = -1;
          break;
        }
      uses[s.technique]++;
      steps++;
      double d = ss_step_se (pz, &s);
      se = d > se ? d : se;
      if (!how->rate)
        {
          if (json)
            {
              if (steps > 1)
                putc (',', mem);
              json_step (mem, pz, &s, steps);
            }
          else
            {
              static text line;   /* 64 KiB: not on the stack */
              line.len = 0;
              line.buf[0] = 0;
              line.pz = pz;
              if (!how->hint)
                put (&line, "%d. ", steps);
              put (&line, "%s: ", ss_technique_name (s.technique));
              put_moves (&line, pz->n, &s);
              put (&line, " (");
              put_why (&line, pz, &s);
              put (&line, ")");
              puts (line.buf);
            }
          said = 1;
        }
      if (how->hint)
        break;
    }
  int solved = ex && ss_explainer_solved (ex);
  if (solved && memcmp (ss_explainer_grid (ex), solution,
                        (size_t) cells * sizeof *solution))
    rc = ss_fail (&err, SS_ERR_INTERNAL, NULL, 0, 0, "the path ended on "
                  "a grid other than the solution");
  if (mem && fclose (mem))
    rc = ss_oom (&err);
  ss_rating r;
  ss_rating_from_counts (uses, steps, solved, &r);
  r.se = se;
  int code = SS_EXIT_OK;
  double seconds = ss_now () - t0;
  if (rc < 0)
    {
      ss_cli_error (cli, pz, &err);
      code = ss_exit_code (&err);
      const char *word = err.status == SS_ERR_TIMEOUT ? "timeout" : "error";
      if (json || how->rate)
        ss_cli_no_grid (cli, pz, in, word, &err, seconds);
    }
  else if (how->rate)
    {
      if (json)
        {
          ss_cli_json_open (cli, pz, "rated");
          putchar (',');
          json_rating (&r, 1);
          ss_cli_json_close (seconds, NULL);
        }
      else
        {
          printf ("%s %.1f", r.name, r.score);
          if (!solved)
            printf (" (the path stops after %d step%s: no technique "
                    "applies)\n", steps, steps == 1 ? "" : "s");
          else if (r.uses)
            printf (" (SE %.1f; %s x%d, %d step%s)\n", r.se,
                    ss_technique_name (r.hardest), r.uses, steps,
                    steps == 1 ? "" : "s");
          else
            printf (" (no step: the grid is full)\n");
        }
    }
  else if (json)
    {
      ss_cli_json_open (cli, pz, solved ? "solved" : how->hint && said
                        ? "hint" : "stopped");
      printf (",\"steps\":[%s]", held ? held : "");
      if (!how->hint)
        {
          fputs (",\"rating\":{", stdout);
          json_rating (&r, 0);
          putchar ('}');
        }
      ss_cli_json_close (seconds, NULL);
    }
  else if (how->hint)
    {
      if (!said)
        puts (solved ? "no step: the grid is full"
              : "no step: no technique applies");
    }
  else if (solved && r.uses)
    printf ("solved in %d step%s; hardest: %s x%d; rating: %s %.1f\n", steps,
            steps == 1 ? "" : "s", ss_technique_name (r.hardest), r.uses,
            r.name, r.score);
  else if (solved)   /* a full grid: no step, no technique */
    printf ("solved in 0 steps; hardest: none; rating: %s %.1f\n", r.name,
            r.score);
  else
    printf ("stopped after %d step%s: no technique applies\n", steps,
            steps == 1 ? "" : "s");
  free (held);
  ss_explainer_free (ex);
  free (solution);
  return code;
}

static int
command (int argc, char **argv, int rate)
{
  ss_cli cli = { .cmd = rate ? SS_CMD_RATE : SS_CMD_EXPLAIN };
  run how = { 0, 0, rate };
  int opt;
  while ((opt = ss_cli_getopt (&cli, argc, argv)) != -1)
    {
      if (opt == OPT_HINT)
        how.hint = 1;
      else if (opt == OPT_UNIQUENESS)
        how.uniqueness = 1;
      else if (ss_cli_common (&cli, opt, optarg))
        return SS_EXIT_INPUT;
    }
  if (ss_cli_solver_env (&cli))
    return SS_EXIT_INPUT;
  /* explain's text is several lines a puzzle: no empty line stands for
     a puzzle that could not be read (JSON still has its object) */
  cli.raw_output = !rate && cli.out != SS_OUT_JSON;
  ss_cli_each (&cli, argc - optind, argv + optind, one, &how);
  return ss_cli_finish (&cli);
}

int
ss_cmd_explain (int argc, char **argv)
{
  return command (argc, argv, 0);
}

int
ss_cmd_rate (int argc, char **argv)
{
  return command (argc, argv, 1);
}
