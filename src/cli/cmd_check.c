/* cmd_check.c: the check command: one line per puzzle saying whether it
   is solved, has one solution, several or none, or whose givens clash
   (the two cells and the unit they share, or the cell and the variant
   constraint it breaks). */
#include "cli.h"

#include <getopt.h>
#include <string.h>

/* The first two cells holding one value in one unit (the model's unit
   kinds, ss_kind: rows, then columns, boxes and extra regions, in
   order): 1 with their indexes in a and b and the unit's name and
   1-based number in *kind and *index; 0 when no unit has a repeated
   value. */
static int
find_clash (const ss_puzzle *pz, int *a, int *b, const char **kind,
            int *index)
{
  /* where each value was seen in the unit, plus one; 0 for not yet */
  int where[SS_MAX_SIDE + 1];
  int count[SS_CON_NKINDS] = { 0 };
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (!ss_kind (con->kind)->unit)
        continue;
      int number = ++count[con->kind];
      memset (where, 0, sizeof where);
      for (int i = 0; i < con->ncells; i++)
        {
          int v = pz->cells[con->cells[i]];
          if (v < 1 || v > pz->n)
            continue;
          if (where[v])
            {
              *a = where[v] - 1;
              *b = con->cells[i];
              /* a jigsaw's boxes are its regions */
              *kind = con->kind == SS_CON_BOX && pz->region ? "jigsaw"
                      : ss_kind (con->kind)->name;
              *index = number;
              return 1;
            }
          where[v] = con->cells[i] + 1;
        }
    }
  return 0;
}

static int
check_one (ss_cli *cli, const ss_puzzle *pz, void *ctx)
{
  int n = pz->n, a, b, index;
  const char *kind;
  ss_stats st = { 0 };
  (void) ctx;
  if (find_clash (pz, &a, &b, &kind, &index))
    {
      if (cli->stats)
        ss_cli_stats (cli, pz, &st);
      char line[80];
      snprintf (line, sizeof line, "conflict r%dc%d r%dc%d %s %d",
                a / n + 1, a % n + 1, b / n + 1, b % n + 1, kind, index);
      ss_cli_verdict (cli, pz, line, 0);
      return SS_EXIT_UNSAT;
    }
  /* givens that break a variant constraint: the cell, the constraint's
     word and its number among those of its kind */
  long bad;
  int which;
  if (ss_check_variants (pz, pz->cells, "given", &bad, &which, NULL))
    {
      int number = 0;
      for (int u = 0; u <= which; u++)
        number += pz->cons[u].kind == pz->cons[which].kind;
      if (cli->stats)
        ss_cli_stats (cli, pz, &st);
      char line[80];
      snprintf (line, sizeof line, "conflict r%ldc%ld %s %d", bad / n + 1,
                bad % n + 1, ss_variant_word (pz->cons[which].kind), number);
      ss_cli_verdict (cli, pz, line, 0);
      return SS_EXIT_UNSAT;
    }
  ss_error err = { 0 };
  int complete = 1;
  for (long i = 0; i < (long) n * n && complete; i++)
    complete = pz->cells[i] != 0;
  /* a full grid without a clash may still break a family's rule (a
     Sudominoku's tiling): the solver says so then */
  if (complete && !ss_check_solution (pz, pz->cells, &err))
    {
      if (cli->stats)
        ss_cli_stats (cli, pz, &st);
      ss_cli_verdict (cli, pz, "solved", 0);
      return SS_EXIT_OK;
    }
  err = (ss_error) { 0 };
  long found = ss_solve (pz, &cli->opt, 2, NULL, &st, &err);
  if (cli->stats)
    ss_cli_stats (cli, pz, &st);
  if (found < 0)
    {
      ss_cli_error (cli, pz, &err);
      ss_cli_no_grid (cli, pz, pz->style.format, "error", &err, st.seconds);
      return ss_exit_code (&err);
    }
  ss_cli_verdict (cli, pz, found == 0 ? "unsolvable" : found == 1
                  ? "unique" : "multiple", st.seconds);
  return found == 1 ? SS_EXIT_OK : SS_EXIT_UNSAT;
}

int
ss_cmd_check (int argc, char **argv)
{
  ss_cli cli = { .cmd = SS_CMD_CHECK };
  /* clashing givens are an answer (conflict), not an input error */
  cli.lenient = 1;
  if (ss_cli_options (&cli, argc, argv, NULL, NULL)
      || ss_cli_solver_env (&cli))
    return SS_EXIT_INPUT;
  ss_cli_each (&cli, argc - optind, argv + optind, check_one, NULL);
  return ss_cli_finish (&cli);
}
