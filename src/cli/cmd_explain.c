/* cmd_explain.c: the explain and rate commands.  Both first count a
   puzzle's solutions (up to two) and walk a path only for a puzzle with
   one; every step is checked against that solution before it is shown
   or counted (a step that contradicts it is an internal error, never
   output).  explain prints the steps (--hint: only the first), rate
   the difficulty the path gives. */
#include "cli.h"
#include "explain/explain.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct run {
  int hint;               /* explain --hint */
  int uniqueness;         /* --uniqueness */
  int rate;               /* the rate command */
  int candidates;         /* --candidates: the board before each step */
} run;

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
json_step (FILE *out, const ss_puzzle *pz, const ss_step *s, int number,
           const char *before)
{
  int n = pz->n;
  fprintf (out, "{\"step\":%d,\"technique\":\"%s\"", number,
           ss_technique_name (s->technique));
  if (before)
    fputs (before, out);
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
  if (s->technique == SS_TECH_SEARCH)
    fprintf (out, ",\"decisions\":%d", s->chain);
  if (s->nlinks)
    {
      fputs (",\"links\":[", out);
      for (int i = 0; i < s->nlinks; i++)
        {
          const ss_link *l = &s->links[i];
          fprintf (out, "%s{\"branch\":%d,\"why\":\"%s\"", i ? "," : "",
                   l->branch, ss_link_why_name (l->why));
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
  static char why[65536];   /* 64 KiB: not on the stack */
  ss_step_why (pz, s, 0, why, sizeof why);
  fprintf (out, ",\"why\":\"%s\"}", why);
}

/* The board before a step as JSON members: "grid" (n rows of n
   values, 0 for open) and "candidates" (n rows of n lists, empty for a
   placed cell), values as numbers. */
static char *
json_board (const ss_explainer *ex, int n)
{
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&buf, &size);
  if (!f)
    return NULL;
  const int *grid = ss_explainer_grid (ex);
  fputs (",\"before\":{\"grid\":[", f);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      fprintf (f, "%s%d%s", c ? "," : r ? ",[" : "[", grid[r * n + c],
               c + 1 == n ? "]" : "");
  fputs ("],\"candidates\":[", f);
  for (int r = 0; r < n; r++)
    {
      fputs (r ? ",[" : "[", f);
      for (int c = 0; c < n; c++)
        {
          fputs (c ? ",[" : "[", f);
          for (int v = 1, first = 1; v <= n; v++)
            if (ss_explainer_candidate (ex, (long) r * n + c, v))
              {
                fprintf (f, first ? "%d" : ",%d", v);
                first = 0;
              }
          putc (']', f);
        }
      putc (']', f);
    }
  fputs ("]}", f);
  if (fclose (f))
    {
      free (buf);
      return NULL;
    }
  return buf;
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

/* Kept long: one puzzle's explain or rate from its solution through
   the steps to the JSON or text that closes it, the exit paths
   sharing what they free. */
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
  char *before = NULL;
  while (rc > 0)
    {
      free (before);
      before = NULL;
      if (json && how->candidates && !how->rate
          && !(before = json_board (ex, pz->n)))
        {
          rc = ss_oom (&err);
          break;
        }
      if ((rc = ss_explainer_next (ex, &s, &err)) <= 0)
        break;
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
              json_step (mem, pz, &s, steps, before);
            }
          else
            {
              static char line[65536];   /* 64 KiB: not on the stack */
              int k = how->hint ? 0 : snprintf (line, sizeof line, "%d. ",
                                                steps);
              ss_step_line (pz, &s, line + k, sizeof line - (size_t) k);
              puts (line);
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
  free (before);
  ss_explainer_free (ex);
  free (solution);
  return code;
}

static int
command (int argc, char **argv, int rate)
{
  ss_cli cli = { .cmd = rate ? SS_CMD_RATE : SS_CMD_EXPLAIN };
  if (ss_cli_options (&cli, argc, argv, NULL, NULL)
      || ss_cli_solver_env (&cli))
    return SS_EXIT_INPUT;
  run how = { ss_cli_given (&cli, OPT_HINT) > 0,
              ss_cli_given (&cli, OPT_UNIQUENESS) > 0, rate,
              ss_cli_given (&cli, OPT_CANDIDATES) > 0 };
  if (how.candidates && cli.out != SS_OUT_JSON)
    {
      fprintf (stderr, "sudosat explain: --candidates is for -O json "
               "only\n");
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
