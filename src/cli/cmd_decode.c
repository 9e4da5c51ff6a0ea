/* cmd_decode.c: the decode command: an external solver's model of a
   CNF that sudosat dimacs wrote read back, checked against every
   clause, and printed as a grid. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

static FILE *
open_input (const char *name)
{
  FILE *f = strcmp (name, "-") ? fopen (name, "r") : stdin;
  if (!f)
    ss_cli_say (name, "%s", strerror (errno));
  return f;
}

static void
close_input (FILE *f)
{
  if (f && f != stdin)
    fclose (f);
}

/* The one puzzle of a file; NULL after printing an error, with the
   exit code in *code. */
static ss_puzzle *
read_puzzle (ss_cli *cli, const char *name, int *code)
{
  FILE *f = open_input (name);
  *code = SS_EXIT_INPUT;
  if (!f)
    return NULL;
  cli->file = strcmp (name, "-") ? name : "<stdin>";
  ss_reader *rd = ss_reader_new (f, cli->file, cli->format);
  if (!rd)
    {
      close_input (f);
      *code = ss_cli_oom (cli, NULL);
      return NULL;
    }
  ss_reader_set_box (rd, cli->box_rows, cli->box_cols);
  ss_reader_set_symbols (rd, cli->symbols);
  ss_puzzle *pz = NULL, *next = NULL;
  ss_error err = { 0 };
  ss_reader_set_max_line (rd, cli->max_line);
  int rc = ss_reader_next (rd, &pz, &err);
  if (rc == 0)
    ss_fail (&err, SS_ERR_INPUT, cli->file, 0, 0, "no puzzle");
  else if (rc > 0 && ss_reader_next (rd, &next, &err) != 0)
    {
      long line = next ? next->line : err.line;
      ss_fail (&err, SS_ERR_INPUT, cli->file, line, 0, "a second puzzle: "
               "decode takes one (dimacs -o with a %%d pattern and decode "
               "--cnf handle many)");
      rc = 0;
    }
  ss_puzzle_free (next);
  ss_reader_free (rd);
  close_input (f);
  if (rc > 0 && ss_cli_add_rules (cli, pz, &err))
    {
      if (!err.file[0])
        ss_error_set_file (&err, cli->file);
      rc = -1;
    }
  if (rc <= 0)
    {
      ss_error_print (stderr, &err);
      ss_puzzle_free (pz);
      *code = ss_exit_code (&err);
      return NULL;
    }
  return pz;
}

/* Check the model against the clauses, decode it and print the grid. */
static int
decode_model (ss_cli *cli, const ss_puzzle *pz, const ss_varmap *vm,
              const ss_sink *clauses, const ss_cnf *cnf, ss_model *m,
              const char *mname)
{
  ss_error err = { 0 };
  long long idx = 0;
  if (m->status == 20 || m->status == 0)
    {
      ss_cli_say (mname, "the solver %s", m->status
                  ? "found no solution (unsatisfiable)"
                  : "gave no answer (unknown)");
      return m->status ? SS_EXIT_UNSAT : SS_EXIT_INPUT;
    }
  if (ss_model_check (m, clauses, vm, &idx, &err))
    {
      if (cnf)
        ss_error_set_file (&err, cli->file),
          err.line = cnf->lines[idx - 1];
      else
        ss_error_set_file (&err, mname);
      ss_error_print (stderr, &err);
      if (!cnf)
        {
          char level[240] = "";
          if (cli->opt.presolve)
            snprintf (level, sizeof level, " --presolve=%s",
                      cli->opt.presolve->name);
          if (cli->opt.sum)
            snprintf (level + strlen (level), sizeof level - strlen (level),
                      " --sum-encoding=%s", cli->opt.sum->name);
          if (cli->opt.order)
            snprintf (level + strlen (level), sizeof level - strlen (level),
                      " --order-encoding=%s", cli->opt.order->name);
          fprintf (stderr, "sudosat: decode rebuilt the CNF with "
                   "--encoding=%s --amo=%s%s: give the options dimacs had, "
                   "or --cnf=FILE.cnf\n", (cli->opt.encoding
                                          ? cli->opt.encoding
                                          : ss_default_encoding)->name,
                   (cli->opt.amo ? cli->opt.amo : ss_default_amo)->name,
                   level);
        }
      return SS_EXIT_INPUT;
    }
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  int code = SS_EXIT_OK;
  if (!grid)
    code = ss_cli_oom (cli, pz);
  else if (ss_decode (pz, vm, ss_model_value, m, grid, &err))
    {
      /* Our own clauses admitting a bad grid is a bug; a CNF file's
         clauses may have been edited. */
      char msg[sizeof err.msg];
      snprintf (msg, sizeof msg, "the model satisfies every clause but "
                "decodes to no valid grid: %.400s", err.msg);
      ss_fail (&err, cnf ? SS_ERR_INPUT : SS_ERR_INTERNAL, cli->file, 0, 0,
               "%s", msg);
      ss_error_print (stderr, &err);
      code = ss_exit_code (&err);
    }
  else
    code = ss_cli_grid (cli, pz, grid, "solved", 0);
  free (grid);
  return code;
}

/* Whether a --rules list names exactly the rules the puzzle has. */
static int
same_rules (const char *list, const ss_puzzle *pz)
{
  unsigned want = 0;
  for (int i = 0; ss_rule_name (i); i++)
    {
      const char *name = ss_rule_name (i);
      size_t len = strlen (name);
      for (const char *p = list; *p; p += strcspn (p, ","), p += !!*p)
        if (strcspn (p, ",") == len && !strncmp (p, name, len))
          want |= 1u << i;
      if ((int) (want >> i & 1) != ss_puzzle_has_rule (pz, name))
        return 0;
    }
  return 1;
}

/* Whether the options given anyway disagree with what the CNF file
   says it was written with; says so when they do. */
static int
file_disagrees (const ss_cli *cli, const ss_cnf *cnf)
{
  const char *opt = NULL, *have = NULL, *want = NULL;
  /* without a presolve line, the file's preset presolved at its own
     level */
  const ss_encoding *fenc = ss_encoding_find (cnf->encoding);
  const char *level = cnf->presolve[0] ? cnf->presolve
                      : fenc ? ss_encoding_presolve (fenc)->name
                      : "none";
  if (cli->opt.encoding && strcmp (cli->opt.encoding->name, cnf->encoding))
    opt = "encoding", have = cnf->encoding,
      want = cli->opt.encoding->name;
  else if (cli->opt.amo && strcmp (cli->opt.amo->name, cnf->amo))
    opt = "amo", have = cnf->amo, want = cli->opt.amo->name;
  else if (cli->opt.presolve && strcmp (cli->opt.presolve->name, level))
    opt = "presolve", have = level, want = cli->opt.presolve->name;
  /* a file without cage totals (thermometers) names no sum (order)
     encoding, and any option agrees with it */
  else if (cli->opt.sum && cnf->sum[0]
           && strcmp (cli->opt.sum->name, cnf->sum))
    opt = "sum-encoding", have = cnf->sum, want = cli->opt.sum->name;
  else if (cli->opt.order && cnf->order[0]
           && strcmp (cli->opt.order->name, cnf->order))
    opt = "order-encoding", have = cnf->order,
      want = cli->opt.order->name;
  if (opt)
    {
      ss_cli_say (cli->file, "written with --%s=%s, not --%s=%s", opt,
                  have, opt, want);
      return 1;
    }
  if (cli->rules && !same_rules (cli->rules, cnf->pz))
    {
      ss_cli_say (cli->file, "written with other rules than --rules=%s",
                  cli->rules);
      return 1;
    }
  if (cli->box_rows && (cli->box_rows != ss_puzzle_box_rows (cnf->pz)
                        || cli->box_cols != ss_puzzle_box_cols (cnf->pz)))
    {
      ss_cli_say (cli->file, "written with --box=%dx%d, not --box=%dx%d",
                  ss_puzzle_box_rows (cnf->pz), ss_puzzle_box_cols (cnf->pz),
                  cli->box_rows, cli->box_cols);
      return 1;
    }
  return 0;
}

/* Read the model in mname and decode it (decode_model); returns the
   exit code. */
static int
read_model (ss_cli *cli, const ss_puzzle *pz, const ss_varmap *vm,
            ss_sink *sink, const ss_cnf *cnf, const char *mname, int vars)
{
  FILE *f = open_input (mname);
  ss_error err = { 0 };
  int code = SS_EXIT_INPUT;
  if (f)
    {
      ss_model m;
      const char *shown = strcmp (mname, "-") ? mname : "<stdin>";
      int rc = ss_model_read (&m, f, shown, vars, &err);
      close_input (f);
      if (rc)
        {
          ss_error_print (stderr, &err);
          code = ss_exit_code (&err);
        }
      else
        {
          code = decode_model (cli, pz, vm, sink, cnf, &m, shown);
          ss_model_clear (&m);
        }
    }
  return code;
}

/* Decode the model in mname against the CNF file cnfname, or without
   one against the CNF dimacs writes for the puzzle in pzname; returns
   the exit code. */
static int
decode (ss_cli *cli, const char *cnfname, const char *pzname,
        const char *mname)
{
  ss_cnf cnf = { 0 };
  ss_puzzle *pz = NULL;
  ss_varmap *vm = NULL;
  ss_sink *sink = NULL;
  ss_error err = { 0 };
  int vars = 0, code = SS_EXIT_INPUT;
  FILE *f;
  if (cnfname)
    {
      if (!(f = open_input (cnfname)))
        return SS_EXIT_INPUT;
      cli->file = strcmp (cnfname, "-") ? cnfname : "<stdin>";
      int rc = ss_cnf_read (&cnf, f, cli->file, &err);
      close_input (f);
      if (rc)
        {
          ss_error_print (stderr, &err);
          return ss_exit_code (&err);
        }
      pz = cnf.pz, vm = cnf.vm, sink = cnf.clauses, vars = cnf.vars;
      if (file_disagrees (cli, &cnf))
        goto out;
    }
  else
    {
      if (!(pz = read_puzzle (cli, pzname, &code)))
        return code;
      /* the CNF dimacs wrote, under the same budget and count */
      sink = ss_sink_dimacs ();
      if (!sink)
        {
          code = ss_cli_oom (cli, pz);
          goto out;
        }
      if (cli->opt.max_literals)
        sink->max_literals = cli->opt.max_literals;
      if (cli->opt.time_limit > 0)
        sink->deadline = ss_now () + cli->opt.time_limit;
      vm = ss_encode_options (pz, &cli->opt, sink, &err);
      if (!vm)
        {
          ss_cli_error (cli, pz, &err);
          code = ss_exit_code (&err);
          goto out;
        }
      vars = sink->maxvar;
    }
  if (cli->stats)
    {
      ss_stats st = { .variables = vars, .clauses = sink->clauses,
                      .literals = sink->literals };
      ss_cli_size_stats (cli, pz, &st);
    }
  code = read_model (cli, pz, vm, sink, cnfname ? &cnf : NULL, mname,
                     vars);
out:
  if (cnfname)
    ss_cnf_clear (&cnf);
  else
    {
      ss_varmap_free (vm);
      ss_sink_free (sink);
      ss_puzzle_free (pz);
    }
  return code;
}

int
ss_cmd_decode (int argc, char **argv)
{
  ss_cli cli = { .cmd = SS_CMD_DECODE };
  if (ss_cli_options (&cli, argc, argv, NULL, NULL))
    return SS_EXIT_INPUT;
  const char *cnfname = ss_cli_text (&cli, OPT_CNF);
  int args = argc - optind, want = cnfname ? 0 : 1;
  if (args < want || args > want + 1)
    {
      fprintf (stderr, "Usage: sudosat decode [OPTION]... PUZZLE [MODEL]\n"
               "  or:  sudosat decode --cnf=FILE.cnf [MODEL]\n"
               "Try 'sudosat --help' for more information.\n");
      return SS_EXIT_INPUT;
    }
  /* the CNF holds the puzzle: options for reading one do nothing */
  if (cnfname && (cli.format != SS_FMT_AUTO || cli.max_line))
    {
      fprintf (stderr, "sudosat: decode --cnf takes the puzzle from the "
               "CNF: --%s does nothing there\n",
               cli.format != SS_FMT_AUTO ? "format" : "max-line");
      return SS_EXIT_INPUT;
    }
  const char *pzname = cnfname ? NULL : argv[optind];
  const char *mname = args > want ? argv[optind + want] : "-";
  const char *first = cnfname ? cnfname : pzname;
  if (!strcmp (first, "-") && !strcmp (mname, "-"))
    {
      fprintf (stderr, "sudosat: decode: %s and MODEL cannot both be "
               "standard input\n", cnfname ? "the CNF" : "PUZZLE");
      return SS_EXIT_INPUT;
    }
  cli.exit_code = decode (&cli, cnfname, pzname, mname);
  return ss_cli_finish (&cli);
}
