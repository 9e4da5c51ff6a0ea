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
  int rate;               /* the rate command */
} run;

/* ---- words ---------------------------------------------------------- */

/* A growing line of text; what does not fit is cut. */
typedef struct text {
  char buf[4096];
  size_t len;
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
    put (t, i ? ",%d" : "%d", values[i]);
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
      put (t, "the only place for %d in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_POINTING: case SS_TECH_CLAIMING: case SS_TECH_LOCKED:
      put (t, "%d in ", s->values[0]);
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
        put (t, "%d in ", s->values[0]);
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
      put (t, "=%d", s->values[0]);
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
          put (t, "no place for %d in ", s->broken_value);
          put_unit (t, pz, s->broken_unit);
        }
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
      put (t, "=%d", s->place[i].value);
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
            put (t, first ? "%d" : ",%d", s->eliminate[j].value);
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
  if (s->technique == SS_TECH_FORCING)
    {
      fprintf (out, "],\"singles\":%d,\"contradiction\":", s->chain);
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
  text why = { .len = 0 };
  put_why (&why, pz, s);
  fprintf (out, "%s,\"why\":\"%s\"}",
           s->technique == SS_TECH_FORCING ? "" : "]", why.buf);
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
  int uses[SS_TECH_COUNT] = { 0 }, steps = 0, rc = ex ? 1 : -1;
  int json = cli->out == SS_OUT_JSON, said = 0;
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
              text line = { .len = 0 };
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
            printf (" (the path stops after %d steps: no technique "
                    "applies)\n", steps);
          else if (r.uses)
            printf (" (%s x%d, %d steps)\n", ss_technique_name (r.hardest),
                    r.uses, steps);
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
  else if (solved)
    printf ("solved in %d steps; hardest: %s x%d; rating: %s %.1f\n", steps,
            r.uses ? ss_technique_name (r.hardest) : "none", r.uses, r.name,
            r.score);
  else
    printf ("stopped after %d steps: no technique applies\n", steps);
  free (held);
  ss_explainer_free (ex);
  free (solution);
  return code;
}

static int
command (int argc, char **argv, int rate)
{
  ss_cli cli = { .cmd = rate ? SS_CMD_RATE : SS_CMD_EXPLAIN };
  run how = { 0, rate };
  int opt;
  while ((opt = ss_cli_getopt (&cli, argc, argv)) != -1)
    {
      if (opt == OPT_HINT)
        how.hint = 1;
      else if (ss_cli_common (&cli, opt, optarg))
        return SS_EXIT_INPUT;
    }
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
