/* cli.c: the options commands share, the loop over input puzzles, and
   the help text. */
#include "cli.h"

#include <config.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static int
rank (int code)
{
  switch (code)
    {
    case SS_EXIT_INTERNAL: return 5;
    case SS_EXIT_INPUT: return 4;
    case SS_EXIT_TIMEOUT: return 3;
    case SS_EXIT_UNSAT: return 2;
    case SS_EXIT_MULTIPLE: return 1;
    default: return 0;
    }
}

void
ss_cli_status (ss_cli *cli, int code)
{
  if (rank (code) > rank (cli->exit_code))
    cli->exit_code = code;
}

/* The name of a catalogue's i-th entry, NULL past the last: presets
   (kind 0), schemes (1), presolve levels (2), sum encodings (3) or order
   encodings (4). */
static const char *
nth_name (int kind, int i)
{
  return kind == 0 ? (ss_encodings[i] ? ss_encodings[i]->name : NULL)
         : kind == 1 ? (ss_amo_schemes[i] ? ss_amo_schemes[i]->name : NULL)
         : kind == 3 ? (ss_sum_encodings[i] ? ss_sum_encodings[i]->name
                                            : NULL)
         : kind == 4 ? (ss_order_encodings[i] ? ss_order_encodings[i]->name
                                              : NULL)
         : ss_presolve_levels[i] ? ss_presolve_levels[i]->name : NULL;
}

/* The names of the presets (or schemes, or levels), comma-separated.
   For --help, lead is the option's line before them, and the names go
   on under the options' text wherever one would pass column 79; a
   message (lead NULL) keeps them on one line. */
static void
list_names (FILE *out, const char *lead, int kind)
{
  int col = lead ? fprintf (out, "%s", lead) : 0;
  const char *name;
  for (int i = 0; (name = nth_name (kind, i)) != NULL; i++)
    {
      if (i)
        col += fprintf (out, ",");
      if (lead && col + 1 + (int) strlen (name) > 79)
        col = fprintf (out, "\n%22s", "") - 1;
      else if (i || lead)
        col += fprintf (out, " ");
      col += fprintf (out, "%s", name);
    }
}

int
ss_cli_number (const char *s, size_t len, unsigned long long max,
               unsigned long long *out)
{
  unsigned long long v = 0;
  if (!len)
    return -1;
  for (size_t i = 0; i < len; i++)
    {
      if (s[i] < '0' || s[i] > '9')
        return -1;
      unsigned d = (unsigned) (s[i] - '0');
      /* v * 10 + d > max, without overflow */
      if (d > max || v > (max - d) / 10)
        return -1;
      v = v * 10 + d;
    }
  *out = v;
  return 0;
}

/* A positive count with an optional K, M or G (powers of 1024) after
   it, for the limits; -1 when arg is no such count or it passes max. */
static long long
parse_size (const char *arg, long long max)
{
  size_t len = strlen (arg);
  int shift = 0;
  if (len > 1)
    switch (arg[len - 1])
      {
      case 'K': case 'k': shift = 10; break;
      case 'M': shift = 20; break;
      case 'G': shift = 30; break;
      }
  unsigned long long v;
  if (ss_cli_number (arg, len - (shift > 0), (unsigned long long) max
                     >> shift, &v) || v < 1)
    return -1;
  return (long long) v << shift;
}

/* A positive decimal number of seconds: digits with an optional
   fraction and exponent (2, 0.5, .5, 1e-3), no sign, blank, hex, inf
   or nan; up to max.  -1 when arg is no such number. */
static double
parse_seconds (const char *arg, double max)
{
  size_t i = strspn (arg, "0123456789"), mantissa = i;
  if (arg[i] == '.')
    {
      size_t f = strspn (arg + i + 1, "0123456789");
      mantissa += f;
      i += 1 + f;
    }
  if (mantissa && (arg[i] == 'e' || arg[i] == 'E'))
    {
      size_t j = i + 1 + (arg[i + 1] == '-' || arg[i + 1] == '+');
      size_t e = strspn (arg + j, "0123456789");
      i = e ? j + e : i;
    }
  if (!mantissa || arg[i])
    return -1;
  errno = 0;
  double v = strtod (arg, NULL);
  return errno || !(v > 0 && v <= max) ? -1 : v;
}

/* Add the rules of a --rules list to cli's union: 0, or -1 after a
   message naming a rule there is none of. */
static int
add_rule_list (ss_cli *cli, const char *arg)
{
  for (const char *p = arg;; p++)
    {
      size_t len = strcspn (p, ",");
      int known = -1;
      for (int i = 0; ss_rule_name (i); i++)
        if (strlen (ss_rule_name (i)) == len
            && !strncmp (ss_rule_name (i), p, len))
          known = i;
      if (known >= 32)
        {
          fprintf (stderr, "sudosat: --rules: too many rules at once\n");
          return -1;
        }
      if (known < 0)
        {
          fprintf (stderr, "sudosat: unknown rule '%.*s' (", (int) len, p);
          for (int i = 0; ss_rule_name (i); i++)
            fprintf (stderr, "%s%s", i ? ", " : "", ss_rule_name (i));
          fprintf (stderr, ")\n");
          return -1;
        }
      cli->rule_set |= 1u << known;
      p += len;
      if (!*p)
        break;
    }
  /* the union as one list, in the catalogue's order: a rule named
     twice is there once */
  size_t used = 0;
  for (int i = 0; ss_rule_name (i) && i < 32; i++)
    if (cli->rule_set >> i & 1)
      {
        size_t room = sizeof cli->rule_text - used;
        int w = snprintf (cli->rule_text + used, room, "%s%s",
                          used ? "," : "", ss_rule_name (i));
        if (w < 0 || (size_t) w >= room)
          {
            fprintf (stderr, "sudosat: --rules: too many rules at once\n");
            return -1;
          }
        used += (size_t) w;
      }
  cli->rules = cli->rule_text;
  return 0;
}

/* Every option of every command that reads puzzles: each such command
   parses them all, so that an option meant for another command is
   refused by name instead of doing nothing. */
static const struct option all_options[] = {
  SS_CLI_COMMON_OPTIONS,
  { "unique", no_argument, 0, OPT_UNIQUE },
  { "first", no_argument, 0, OPT_FIRST },
  { "limit", required_argument, 0, OPT_LIMIT },
  { "jobs", required_argument, 0, OPT_JOBS },
  { "time-limit", required_argument, 0, OPT_TIME_LIMIT },
  { "output", required_argument, 0, OPT_OUTPUT },
  { "cnf", required_argument, 0, OPT_CNF },
  { "output-format", required_argument, 0, OPT_OUTPUT_FORMAT },
  { "progress", no_argument, 0, OPT_PROGRESS },
  { "no-progress", no_argument, 0, OPT_NO_PROGRESS },
  { "number", required_argument, 0, OPT_NUMBER },
  { "size", required_argument, 0, OPT_SIZE },
  { "symmetry", required_argument, 0, OPT_SYMMETRY },
  { "clues", required_argument, 0, OPT_CLUES },
  { "minimal", no_argument, 0, OPT_MINIMAL },
  { "seed", required_argument, 0, OPT_SEED },
  { "difficulty", required_argument, 0, OPT_DIFFICULTY },
  { "hint", no_argument, 0, OPT_HINT },
  { "uniqueness", no_argument, 0, OPT_UNIQUENESS },
  { "solver", required_argument, 0, OPT_SOLVER },
  { 0, 0, 0, 0 }
};
#define ALL_SHORT SS_CLI_COMMON_SHORT "ul:j:t:o:O:n:"

/* The commands that take an option, one line each; an option missing
   here is for every command.  (hatch takes --encoding only to refuse it
   itself, naming propagate.) */
static const struct {
  int opt;
  int cmds;
} takers[] = {
  { OPT_FORMAT, SS_CMD_READERS },
  { OPT_ENCODING, SS_CMD_READERS },
  { OPT_AMO, SS_CMD_READERS },
  { OPT_PRESOLVE, SS_CMD_READERS },
  { OPT_MAX_LINE, SS_CMD_READERS },
  { OPT_SUM_ENCODING, SS_CMD_READERS },
  { OPT_ORDER_ENCODING, SS_CMD_READERS },
  { OPT_UNIQUE, SS_CMD_SOLVE },
  { OPT_FIRST, SS_CMD_SOLVE },
  { OPT_PROGRESS, SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE
                  | SS_CMD_GENERATE },
  { OPT_NO_PROGRESS, SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE
                     | SS_CMD_GENERATE },
  { OPT_HINT, SS_CMD_EXPLAIN },
  { OPT_UNIQUENESS, SS_CMD_EXPLAIN | SS_CMD_RATE },
  { OPT_LIMIT, SS_CMD_COUNT },
  { OPT_JOBS, SS_CMD_SOLVE | SS_CMD_COUNT },
  { OPT_SOLVER, SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_CHECK
                | SS_CMD_EXPLAIN | SS_CMD_RATE | SS_CMD_GENERATE },
  { OPT_OUTPUT, SS_CMD_DIMACS },
  { OPT_CNF, SS_CMD_DECODE },
  { OPT_OUTPUT_FORMAT, SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_PROPAGATE
                       | SS_CMD_HATCH | SS_CMD_DECODE | SS_CMD_CHECK
                       | SS_CMD_EXPLAIN | SS_CMD_RATE | SS_CMD_GENERATE },
  { OPT_NUMBER, SS_CMD_GENERATE },
  { OPT_SIZE, SS_CMD_GENERATE },
  { OPT_SYMMETRY, SS_CMD_GENERATE },
  { OPT_CLUES, SS_CMD_GENERATE },
  { OPT_MINIMAL, SS_CMD_GENERATE },
  { OPT_SEED, SS_CMD_GENERATE },
  { OPT_DIFFICULTY, SS_CMD_GENERATE },
};

/* The names of the SS_CMD_ bits, lowest first. */
static const char *const command_names[] = {
  "solve", "count", "propagate", "hatch", "dimacs", "decode", "check",
  "explain", "rate", "generate"
};

/* Say that option opt is for the commands cmds only. */
static void
say_takers (const char *prog, int opt, int cmds)
{
  const char *name = "?";
  for (const struct option *o = all_options; o->name; o++)
    if (o->val == opt)
      name = o->name;
  fprintf (stderr, "%s: --%s is for ", prog, name);
  int ncmds = (int) (sizeof command_names / sizeof *command_names);
  for (int i = 0, said = 0; i < ncmds; i++)
    if (cmds & 1 << i)
      {
        /* the last one after "and" */
        int more = (cmds & ~((2 << i) - 1)) != 0;
        fprintf (stderr, "%s%s", !said ? "" : more ? ", " : " and ",
                 command_names[i]);
        said = 1;
      }
  fprintf (stderr, " only\n");
}

/* The SS_CMD_ bits of the commands that take option opt. */
static int
takers_of (int opt)
{
  for (size_t i = 0; i < sizeof takers / sizeof *takers; i++)
    if (takers[i].opt == opt)
      return takers[i].cmds;
  return (1 << sizeof command_names / sizeof *command_names) - 1;
}

int
ss_cli_getopt (ss_cli *cli, int argc, char **argv)
{
  int opt = getopt_long (argc, argv, ALL_SHORT, all_options, NULL);
  int cmds = takers_of (opt);
  if (opt == -1 || opt == '?' || (cmds & cli->cmd))
    return opt;
  say_takers (argv[0], opt, cmds);
  return '?';
}

int
ss_cli_option_elsewhere (const char *prog, const char *word)
{
  int opt = 0;
  if (word[0] == '-' && word[1] == '-')
    {
      size_t len = strcspn (word + 2, "=");
      for (const struct option *o = all_options; o->name; o++)
        if (strlen (o->name) == len && !strncmp (o->name, word + 2, len))
          opt = o->val;
    }
  else if (word[0] == '-' && word[1] && word[1] != ':')
    {
      const char *c = strchr (ALL_SHORT, word[1]);
      opt = c ? *c : 0;
    }
  if (!opt)
    return 0;
  say_takers (prog, opt, takers_of (opt));
  return 1;
}

int
ss_cli_option_takes_next (const char *word)
{
  if (word[0] != '-' || !word[1])
    return 0;
  if (word[1] == '-')
    {
      if (!word[2] || strchr (word, '='))
        return 0;
      /* getopt_long takes an unambiguous prefix of a long name */
      size_t len = strlen (word + 2);
      int matches = 0, takes = 0;
      for (const struct option *o = all_options; o->name; o++)
        if (!strncmp (o->name, word + 2, len))
          {
            if (strlen (o->name) == len)
              return o->has_arg == required_argument;
            matches++;
            takes = o->has_arg == required_argument;
          }
      return matches == 1 && takes;
    }
  /* short options run together: the first that takes an argument takes
     the rest of the word, or the next word when it ends the word */
  for (const char *p = word + 1; *p; p++)
    {
      const char *c = strchr (ALL_SHORT, *p);
      if (c && *p != ':' && c[1] == ':')
        return p[1] == '\0';
    }
  return 0;
}

/* The back end named name (from option or variable what): 0, or -1
   after a message when there is none of that name or this build lacks
   it. */
static int
set_solver (ss_cli *cli, const char *name, const char *what)
{
  const ss_solver *s = ss_solver_find (name);
  if (!s)
    {
      fprintf (stderr, "sudosat: unknown solver '%s' in %s (", name, what);
      for (int i = 0; ss_solver_nth (i); i++)
        fprintf (stderr, "%s%s", i ? ", " : "",
                 ss_solver_name (ss_solver_nth (i)));
      fprintf (stderr, ")\n");
      return -1;
    }
  if (!ss_solver_built (s))
    {
      fprintf (stderr, "sudosat: %s=%s: this sudosat was built without "
               "the %s back end (configure found no lib%s; 'sudosat list "
               "solvers' shows the back ends built)\n", what, name, name,
               name);
      return -1;
    }
  cli->opt.solver = s;
  return 0;
}

int
ss_cli_solver_env (ss_cli *cli)
{
  const char *name = getenv ("SUDOSAT_SOLVER");
  if (cli->opt.solver || !name || !*name)
    return 0;
  return set_solver (cli, name, "SUDOSAT_SOLVER");
}

int
ss_cli_common (ss_cli *cli, int opt, const char *arg)
{
  switch (opt)
    {
    case OPT_FORMAT:
      if (ss_format_parse (arg, &cli->format))
        {
          fprintf (stderr, "sudosat: unknown format '%s' (auto, grid, "
                   "chars, line, sudominoku, fpuzzles)\n", arg);
          return -1;
        }
      return 0;
    case OPT_ENCODING:
      if (!(cli->opt.encoding = ss_encoding_find (arg)))
        {
          fprintf (stderr, "sudosat: unknown encoding '%s' (", arg);
          list_names (stderr, NULL, 0);
          fprintf (stderr, ")\n");
          return -1;
        }
      return 0;
    case OPT_AMO:
      if (!(cli->opt.amo = ss_amo_find (arg)))
        {
          fprintf (stderr, "sudosat: unknown at-most-one scheme '%s' (", arg);
          list_names (stderr, NULL, 1);
          fprintf (stderr, ")\n");
          return -1;
        }
      return 0;
    case OPT_PRESOLVE:
      if (!(cli->opt.presolve = ss_presolve_find (arg)))
        {
          fprintf (stderr, "sudosat: unknown presolve level '%s' (", arg);
          list_names (stderr, NULL, 2);
          fprintf (stderr, ")\n");
          return -1;
        }
      return 0;
    case OPT_SUM_ENCODING:
      if (!(cli->opt.sum = ss_sum_encoding_find (arg)))
        {
          fprintf (stderr, "sudosat: unknown sum encoding '%s' (", arg);
          list_names (stderr, NULL, 3);
          fprintf (stderr, ")\n");
          return -1;
        }
      return 0;
    case OPT_ORDER_ENCODING:
      if (!(cli->opt.order = ss_order_encoding_find (arg)))
        {
          fprintf (stderr, "sudosat: unknown order encoding '%s' (", arg);
          list_names (stderr, NULL, 4);
          fprintf (stderr, ")\n");
          return -1;
        }
      return 0;
    case OPT_SOLVER:
      return set_solver (cli, arg, "--solver");
    case OPT_STATS:
      cli->stats = 1;
      return 0;
    case OPT_RULES:
      return add_rule_list (cli, arg);
    case OPT_PROGRESS:
    case OPT_NO_PROGRESS:
      cli->progress = opt == OPT_PROGRESS ? 1 : 2;
      return 0;
    case OPT_OUTPUT_FORMAT:
      if (ss_cli_output_parse (arg, &cli->out))
        {
          fprintf (stderr, "sudosat: unknown output format '%s' (shape, "
                   "same, grid, chars, line, pretty, json, fpuzzles, "
                   "fpuzzles-link)\n", arg);
          return -1;
        }
      /* count, check, explain and rate print no grid */
      if ((cli->cmd & (SS_CMD_COUNT | SS_CMD_CHECK | SS_CMD_EXPLAIN
                       | SS_CMD_RATE))
          && cli->out != SS_OUT_SHAPE && cli->out != SS_OUT_SAME
          && cli->out != SS_OUT_JSON)
        {
          fprintf (stderr, "sudosat: %s prints no grid: --output-format "
                   "takes shape, same or json there\n",
                   cli->cmd & SS_CMD_COUNT ? "count"
                   : cli->cmd & SS_CMD_CHECK ? "check"
                   : cli->cmd & SS_CMD_EXPLAIN ? "explain" : "rate");
          return -1;
        }
      return 0;
    case OPT_BOX:
      {
        const char *cross = strchr (arg, 'x');
        unsigned long long rows, cols;
        if (!cross || ss_cli_number (arg, (size_t) (cross - arg),
                                     SS_MAX_SIDE, &rows)
            || ss_cli_number (cross + 1, strlen (cross + 1), SS_MAX_SIDE,
                              &cols)
            || rows < 2 || cols < 2 || rows * cols > SS_MAX_SIDE)
          {
            fprintf (stderr, "sudosat: --box wants RxC (rows and columns "
                     "of a box, each at least 2, R*C at most %d), not "
                     "'%s'\n", SS_MAX_SIDE, arg);
            return -1;
          }
        cli->box_rows = (int) rows;
        cli->box_cols = (int) cols;
        return 0;
      }
    case OPT_SYMBOLS:
      {
        ss_reader *probe = ss_reader_new (stdin, "", SS_FMT_AUTO);
        int bad = probe ? ss_reader_set_symbols (probe, arg) : 0;
        ss_reader_free (probe);
        if (!probe)
          exit (ss_cli_oom (cli, NULL));
        if (bad)
          {
            fprintf (stderr, "sudosat: --symbols wants up to %d distinct "
                     "printable characters other than '.', not '%s'\n",
                     SS_MAX_CHARS_N, arg);
            return -1;
          }
        cli->symbols = arg;
        return 0;
      }
    case OPT_MAX_LINE:
    case OPT_MAX_LITERALS:
      {
        long long v = parse_size (arg, opt == OPT_MAX_LINE ? LONG_MAX / 2
                                       : LLONG_MAX >> 1);
        if (v < 0)
          {
            fprintf (stderr, "sudosat: --%s wants a positive count, "
                     "optionally with K, M or G, not '%s'\n",
                     opt == OPT_MAX_LINE ? "max-line" : "max-literals", arg);
            return -1;
          }
        if (opt == OPT_MAX_LINE)
          cli->max_line = (long) v;
        else
          cli->opt.max_literals = v;
        return 0;
      }
    case OPT_TIME_LIMIT:
      {
        /* up to 10^9 s (32 years), so that a deadline stays exact */
        cli->opt.time_limit = parse_seconds (arg, 1e9);
        if (cli->opt.time_limit < 0)
          {
            fprintf (stderr, "sudosat: --time-limit wants a positive "
                     "number of seconds, not '%s'\n", arg);
            return -1;
          }
        return 0;
      }
    case OPT_HELP:
      ss_cli_usage (stdout);
      exit (ss_cli_flush ());
    case OPT_VERSION:
      printf ("sudosat %s (PicoSAT %s)", PACKAGE_VERSION,
              ss_sat_version (&ss_solver_picosat));
      if (ss_sat_version (&ss_solver_cadical))
        printf (" (CaDiCaL %s)", ss_sat_version (&ss_solver_cadical));
      printf ("\n");
      exit (ss_cli_flush ());
    default:
      fprintf (stderr, "Try 'sudosat --help' for more information.\n");
      return -1;
    }
}

/* The progress display: one line on standard error, redrawn at most
   ten times a second once two puzzles are done, saying how many
   puzzles of the file being read are done (of how many, for a regular
   file in line format: one puzzle a non-blank line) and how many a
   second the run has done; the last count stays. */
static struct {
  int on;
  int forced;             /* --progress */
  int drawn;              /* a line has been shown */
  int shown;              /* a line is on the screen */
  const char *file;
  long done, total;       /* in the file; total 0 when unknown */
  long all;               /* in the run */
  double start, last;
} progress;

static double
seconds_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
progress_draw (int force)
{
  double t = seconds_now ();
  /* a single puzzle is no run to show the progress of */
  if (!force && (t - progress.last < 0.1 || progress.all < 2))
    return;
  progress.last = t;
  double rate = t > progress.start ? progress.all / (t - progress.start) : 0;
  fputs ("\rsudosat: ", stderr);
  ss_text_print (stderr, progress.file);
  fprintf (stderr, ": %ld", progress.done);
  if (progress.total && progress.done <= progress.total)
    fprintf (stderr, "/%ld", progress.total);
  /* ESC [ K: erase what a longer line left */
  fprintf (stderr, " done, %.0f/s\033[K", rate);
  progress.shown = progress.drawn = 1;
}

void
ss_cli_progress_clear (void)
{
  if (progress.shown)
    fputs ("\r\033[K", stderr);
  progress.shown = 0;
}

/* The puzzles of a regular file in line format, for the progress
   display: its non-blank lines; 0 when f is no regular file. */
static long
count_lines (FILE *f)
{
  struct stat sb;
  long pos = ftell (f), lines = 0;
  if (pos < 0 || fstat (fileno (f), &sb) || !S_ISREG (sb.st_mode))
    return 0;
  int ch, blank = 1;
  while ((ch = getc (f)) != EOF)
    if (ch == '\n')
      lines += !blank, blank = 1;
    else if (!isspace (ch))
      blank = 0;
  lines += !blank;
  clearerr (f);
  return fseek (f, pos, SEEK_SET) ? 0 : lines;
}

void
ss_cli_error (const ss_cli *cli, const ss_puzzle *pz, ss_error *err)
{
  ss_cli_progress_clear ();
  if (!err->file[0] && cli->file)
    {
      ss_error_set_file (err, cli->file);
      if (pz && !err->line)
        err->line = pz->line;
    }
  ss_error_print (stderr, err);
}

int
ss_cli_oom (const ss_cli *cli, const ss_puzzle *pz)
{
  ss_error err = { 0 };
  ss_oom (&err);
  ss_cli_error (cli, pz, &err);
  return ss_exit_code (&err);
}

void
ss_cli_stats (const ss_cli *cli, const ss_puzzle *pz, const ss_stats *st)
{
  ss_cli_progress_clear ();
  fputs ("sudosat: stats: file=", stderr);
  ss_text_print (stderr, cli->file);
  fprintf (stderr,
           " puzzle=%d variables=%lld clauses=%lld "
           "literals=%lld decisions=%lld propagations=%lld seconds=%.6f\n",
           pz->index, st->variables, st->clauses, st->literals,
           st->decisions, st->propagations, st->seconds);
}

int
ss_cli_add_rules (const ss_cli *cli, ss_puzzle *pz, ss_error *err)
{
  if (!cli->rules)
    return 0;
  if (ss_puzzle_add_rules (pz, cli->rules, err))
    return -1;
  if (!cli->lenient && ss_puzzle_check_givens (pz, NULL, err))
    {
      char msg[sizeof err->msg];
      snprintf (msg, sizeof msg, "%s", err->msg);
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "puzzle %d: %s "
                      "(--rules=%s)", pz->index, msg, cli->rules);
    }
  return 0;
}

static void
each_in (ss_cli *cli, FILE *f, ss_cli_fn fn, void *ctx)
{
  ss_reader *rd = ss_reader_new (f, cli->file, cli->format);
  if (!rd)
    {
      ss_cli_status (cli, ss_cli_oom (cli, NULL));
      return;
    }
  long lines = progress.on ? count_lines (f) : 0;
  progress.file = cli->file;
  progress.done = progress.total = 0;
  ss_reader_set_lenient (rd, cli->lenient);
  ss_reader_set_max_line (rd, cli->max_line);
  ss_reader_set_box (rd, cli->box_rows, cli->box_cols);
  ss_reader_set_symbols (rd, cli->symbols);
  ss_reader_keep_written (rd, cli->out == SS_OUT_SAME);
  for (long seen = 0;; seen++)
    {
      ss_puzzle *pz = NULL;
      ss_error err = { 0 };
      int rc = ss_reader_next (rd, &pz, &err);
      if (rc && progress.on)
        {
          progress.total = ss_reader_format (rd) == SS_FMT_LINE ? lines : 0;
          progress.done++;
          progress.all++;
        }
      if (rc == 0 && !seen
          && ss_reader_format (rd) != SS_FMT_SUDOMINOKU)
        {
          /* an empty input is a mistake worth a message; a Sudominoku
             input of just the terminating 0 is a valid empty list */
          ss_fail (&err, SS_ERR_INPUT, cli->file, 1, 1,
                   "no puzzle in the input");
          ss_cli_error (cli, NULL, &err);
          ss_cli_status (cli, SS_EXIT_INPUT);
        }
      if (rc == 0)
        break;
      if (rc < 0)
        {
          if (cli->flush)
            cli->flush (cli, ctx);
          ss_cli_error (cli, NULL, &err);
          ss_cli_status (cli, ss_exit_code (&err));
          if (!cli->raw_output)
            ss_cli_no_grid (cli, NULL, ss_reader_format (rd), "error", &err,
                            0);
          if (!ss_cli_output_ok (cli) || cli->stop)
            break;
          if (progress.on)
            progress_draw (0);
          continue;
        }
      if (ss_cli_add_rules (cli, pz, &err))
        {
          if (cli->flush)
            cli->flush (cli, ctx);
          ss_cli_error (cli, pz, &err);
          ss_cli_status (cli, ss_exit_code (&err));
          if (ss_reader_format (rd) == SS_FMT_LINE && !cli->raw_output)
            putchar ('\n');
        }
      else
        ss_cli_status (cli, fn (cli, pz, ctx));
      ss_puzzle_free (pz);
      if (progress.on)
        progress_draw (0);
      if (!ss_cli_output_ok (cli) || cli->stop)
        break;
    }
  if (cli->flush)
    cli->flush (cli, ctx);
  ss_reader_free (rd);
}

void
ss_cli_each (ss_cli *cli, int nfiles, char **files, ss_cli_fn fn, void *ctx)
{
  static char dash[] = "-";
  char *stdin_only[] = { dash };
  if (nfiles == 0)
    {
      files = stdin_only;
      nfiles = 1;
    }
  progress.on = (cli->cmd & (SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE))
                && (cli->progress == 1
                    || (cli->progress == 0 && isatty (STDERR_FILENO)));
  progress.forced = cli->progress == 1;
  progress.start = progress.last = seconds_now ();
  for (int i = 0; i < nfiles && !cli->stop; i++)
    {
      if (!strcmp (files[i], "-"))
        {
          cli->file = "<stdin>";
          each_in (cli, stdin, fn, ctx);
          continue;
        }
      FILE *f = fopen (files[i], "r");
      if (!f)
        {
          int e = errno;
          ss_cli_progress_clear ();
          ss_cli_say (files[i], "%s", strerror (e));
          ss_cli_status (cli, SS_EXIT_INPUT);
          continue;
        }
      cli->file = files[i];
      each_in (cli, f, fn, ctx);
      fclose (f);
    }
  ss_cli_progress_end ();
}

void
ss_cli_progress_end (void)
{
  /* the last count stays on the screen */
  if (progress.on && progress.all && (progress.forced || progress.drawn))
    {
      progress_draw (1);
      fputc ('\n', stderr);
      progress.shown = 0;
    }
}

void
ss_cli_progress_begin (const ss_cli *cli, const char *what, long total)
{
  progress.on = cli->progress == 1
                || (cli->progress == 0 && isatty (STDERR_FILENO));
  progress.forced = cli->progress == 1;
  progress.start = progress.last = seconds_now ();
  progress.file = what;
  progress.total = total;
  progress.done = progress.all = 0;
}

void
ss_cli_progress_step (void)
{
  if (!progress.on)
    return;
  progress.done++;
  progress.all++;
  progress_draw (0);
}

/* Say once that standard output failed, with the reason when errno
   (err) knows it; returns SS_EXIT_INTERNAL. */
static int
write_error (int err)
{
  static int said;
  ss_cli_progress_clear ();
  if (!said)
    fprintf (stderr, "sudosat: write error on standard output%s%s\n",
             err ? ": " : "", err ? strerror (err) : "");
  said = 1;
  return SS_EXIT_INTERNAL;
}

int
ss_cli_output_ok (ss_cli *cli)
{
  int err = errno;
  if (!ferror (stdout))
    return 1;
  ss_cli_status (cli, write_error (err));
  cli->stop = 1;
  return 0;
}

int
ss_cli_flush (void)
{
  int err = errno;
  if (fflush (stdout))
    return write_error (errno);
  /* a write that failed before, its buffer since dropped */
  if (ferror (stdout))
    return write_error (err);
  return SS_EXIT_OK;
}

int
ss_cli_finish (const ss_cli *cli)
{
  int rc = ss_cli_flush ();
  return rc ? rc : cli->exit_code;
}

void
ss_cli_usage (FILE *out)
{
  fputs (
"Usage: sudosat [solve] [OPTION]... [FILE]...\n"
"  or:  sudosat count [--limit=N] [OPTION]... [FILE]...\n"
"  or:  sudosat list [encodings|amo|presolve|sum|order|rules|solvers|\n"
"                     techniques|levels]\n"
"  or:  sudosat propagate [OPTION]... [FILE]...\n"
"  or:  sudosat hatch [OPTION]... [FILE]...\n"
"  or:  sudosat dimacs [OPTION]... [-o FILE] [FILE]...\n"
"  or:  sudosat decode [OPTION]... PUZZLE [MODEL]\n"
"  or:  sudosat decode --cnf=FILE.cnf [MODEL]\n"
"  or:  sudosat check [OPTION]... [FILE]...\n"
"  or:  sudosat explain [--hint] [OPTION]... [FILE]...\n"
"  or:  sudosat rate [OPTION]... [FILE]...\n"
"  or:  sudosat generate [-n N] [--size=N] [--box=RxC] [OPTION]...\n"
"Solve Sudoku-family puzzles by encoding them in CNF for a SAT solver\n"
"(PicoSAT, or CaDiCaL when built with it).\n"
"Reads standard input when FILE is absent or '-'.  Options may come before\n"
"the command as well.\n"
"\n"
"Commands:\n"
"  solve        print the solution of each puzzle (the default)\n"
"  count        print how many solutions each puzzle has, up to a limit\n"
"  list         list the encoding presets, at-most-one schemes,\n"
"               presolve levels, sum and order encodings, rules and\n"
"               solver back ends (techniques, levels: explain's\n"
"               techniques and rate's levels)\n"
"  propagate    unit propagation alone (encoding extended unless -e says\n"
"               otherwise): print the cells it fixes ('.' or 0 for the\n"
"               others), or ERROR when it hits a conflict\n"
"  hatch        cross-hatching only (COCI CROSS): propagate with the\n"
"               hatch clause set and no presolve\n"
"  dimacs       write each puzzle's CNF in DIMACS for an external solver\n"
"  decode       read an external solver's answer (MODEL, or standard\n"
"               input) for PUZZLE, check it against every clause and\n"
"               print the grid\n"
"  check        one line per puzzle: solved (complete and valid), unique,\n"
"               multiple, unsolvable, or conflict rXcY rXcY UNIT K (two\n"
"               givens alike in row, column, box or region K)\n"
"  explain      a solution path a person can follow, one step a line:\n"
"               technique, placements (r1c2=5) or eliminations (r1c2<>5),\n"
"               and why; techniques from full house and singles through\n"
"               subsets and fish to forcing steps (see sudosat(1))\n"
"  rate         one line per puzzle: difficulty level and score from the\n"
"               hardest technique its path needs and how often: simple,\n"
"               easy, intermediate, hard, expert, beyond (1.0 to 6.0)\n"
"  generate     make puzzles whose one solution the solver proves, one a\n"
"               line (9x9 unless --size or --box says otherwise); with\n"
"               rules or constraints as f-puzzles JSON by default\n"
"\n"
"Options:\n"
"  -f, --format=FMT    input format: auto (default), grid, chars, line,\n"
"                      sudominoku, fpuzzles; output follows the input's\n"
"                      format (grid for fpuzzles) unless -O says otherwise\n"
"  -O, --output-format=FMT\n"
"                      what to print: shape (default: the input's format,\n"
"                      rows for a grid, a line for a line), same (a grid's\n"
"                      own lines, frames and all, blanks filled; else as\n"
"                      shape), grid, chars, line, pretty (boxes or jigsaw\n"
"                      regions framed, cages lettered, other rules listed\n"
"                      below), json (JSON Lines: index, file, size,\n"
"                      status, solution or grid, count, seconds, message),\n"
"                      fpuzzles (f-puzzles JSON, one puzzle a line, its\n"
"                      rules included), fpuzzles-link (f-puzzles links);\n"
"                      count, check, explain and rate take shape, same and\n"
"                      json; not dimacs\n"
"      --box=RxC       boxes of R rows and C columns, R*C the grid's side\n"
"                      (default: k x k for a side k*k, else the R < C\n"
"                      closest to square: 6 is 2x3, 8 2x4, 12 3x4)\n"
"      --symbols=S     the characters of values 1, 2, ... in order\n"
"                      (0123456789ABCDEF, ABCDEFGHI); '.' stays the blank,\n"
"                      and '0' unless S holds it; answers use them\n",
         out);
  list_names (out, "  -e, --encoding=E    CNF encoding preset (default fast):",
              0);
  fputs ("\n", out);
  list_names (out,
              "  -a, --amo=S         at-most-one scheme (default pairwise):",
              1);
  fputs ("\n", out);
  fputs ("      --presolve=L    narrow the candidates by propagation before "
         "encoding\n", out);
  list_names (out, "                      (default probe for fast, none "
              "for the others):", 2);
  fputs ("\n", out);
  list_names (out, "      --sum-encoding=S  killer cage totals (default "
              "combos):", 3);
  fputs ("\n", out);
  list_names (out, "      --order-encoding=O  thermometers (default order):",
              4);
  fputs ("\n"
"      --solver=S      solve, count, check, explain, rate, generate: the\n"
"                      SAT back end, picosat (default) or cadical (when\n"
"                      built; see list solvers); default from\n"
"                      SUDOSAT_SOLVER when set; propagate, hatch and\n"
"                      explain's forcing steps always use PicoSAT\n"
"      --rules=LIST    global rules added to every puzzle, comma-separated\n"
"                      (not hatch; given again, the lists add up): x\n"
"                      (diagonals), windoku (k x k boxes), anti-knight,\n"
"                      anti-king, non-consecutive and, laid out by\n"
"                      generate on each grid, jigsaw, cage (killer),\n"
"                      thermometer, odd, even (odd-even), white, black\n"
"                      (kropki), sum (xv)\n"
"  -u, --unique        solve: prove each solution unique; exit 3 if it is\n"
"                      not (without it, solve still says on stderr when a\n"
"                      grid up to 16x16 has another solution)\n"
"      --first         solve: stop at the first solution, unproven\n"
"  -l, --limit=N       count: stop counting at N solutions (default 2);\n"
"                      a count of N means N or more\n"
"  -j, --jobs=N        solve and count: N puzzles at a time in N threads;\n"
"                      output keeps the input's order\n"
"  -t, --time-limit=S  give up a puzzle after S seconds (decimals allowed)\n"
"                      and go on with the next\n"
"      --progress      solve, count, rate, generate: a line on standard\n"
"                      error with the puzzles done (of how many) and the\n"
"                      rate; the default when standard error is a terminal\n"
"      --no-progress   solve, count, rate, generate: no such line\n"
"      --hint          explain: print only the next step\n"
"      --uniqueness    explain and rate: take steps that hold only for a\n"
"                      puzzle with one solution (unique rectangle, bug+1)\n"
"  -n, --number=N      generate: N puzzles (default 1)\n"
"      --size=N        generate: a grid of side N (default 9; boxes as\n"
"                      --box explains, or --box alone gives the size)\n"
"      --symmetry=S    generate: givens kept symmetric: none (default),\n"
"                      rotate180, rotate90, mirror (left-right), diagonal\n"
"      --clues=K       generate: leave exactly K givens (default: as few\n"
"                      as the removal reaches; exit 1 when no grid gives K)\n"
"      --minimal       generate: no given can go without a second solution\n"
"      --difficulty=L  generate: puzzles that rate rates at level L\n"
"                      (beyond: rules beyond the units, as anti-knight)\n"
"      --seed=S        generate: the seed (0 to 2^64-1) that makes the same\n"
"                      puzzles again; puzzle i comes from S+i-1 (default:\n"
"                      drawn from the clock and said on standard error)\n"
"  -o, --output=FILE   dimacs: write to FILE; a %d in FILE (such as\n"
"                      out-%03d.cnf) makes one file per puzzle\n"
"      --cnf=FILE      decode: take puzzle, variable map and clauses\n"
"                      from FILE, a CNF written by dimacs\n"
"  -s, --stats         one line per puzzle on standard error:\n"
"                      variables, clauses, literals, decisions,\n"
"                      propagations, seconds (dimacs, decode: up to\n"
"                      literals)\n"
"      --max-line=N    refuse input lines longer than N bytes\n"
"                      (default 16M; K, M, G multiply by 1024^1, ^2, ^3)\n"
"      --max-literals=N  refuse a puzzle whose CNF exceeds N literals\n"
"                      (default 256M, about 2.5 GiB in PicoSAT)\n"
"  -h, --help          show this help and exit\n"
"  -V, --version       show the version and exit\n"
"\n"
"Formats:\n"
"  grid   n lines of n integers separated by spaces, 0 blank (BOJ 2580)\n"
"  chars  n lines of n characters, '.' or '0' blank, 1-9 then A-Z\n"
"  line   one puzzle per line: n*n characters, or n*n integers\n"
"  sudominoku  (BOJ 4574) N, then N lines 'U LU V LV' (a domino: digit U\n"
"         at LU, rows A-I and columns 1-9, digit V at the adjacent LV),\n"
"         then the locations of the digits 1-9; a line 0 ends the input;\n"
"         prints 'Puzzle k' and 9 rows of digits\n"
"  fpuzzles  an f-puzzles JSON file (one puzzle), or f-puzzles links\n"
"         (https://www.f-puzzles.com/?load=N4Ig...) or their compressed\n"
"         text, one a line: givens, jigsaw regions, diagonals, anti-knight,\n"
"         anti-king, non-consecutive, disjoint groups, extra regions,\n"
"         killer cages, thermometers, odd, even, kropki dots, XV; any\n"
"         other rule is refused by name; answered in grid format\n"
"  auto   (default) one of these from the first line ('{', a link or\n"
"         N4Ig... is fpuzzles); one with '|', '-', '+', box drawing,\n"
"         headers ([Puzzle], Grid 01), '#' comments,\n"
"         CSV or '_', '*', 'x', '?' blanks is read free-form: rows of n\n"
"         cells (answered as chars) or n*n cells on a line (as line)\n"
"\n"
"Exit status:\n"
"  0  every puzzle solved (and unique, under --unique)\n"
"  1  some puzzle has no solution\n"
"     (propagate, hatch: some puzzle gave ERROR;\n"
"     decode: the solver answered UNSAT;\n"
"     check: some puzzle is not solved or unique;\n"
"     explain, rate: some puzzle has no solution;\n"
"     generate: no grid met the request)\n"
"  2  usage or input error (FILE:LINE:COLUMN: message on stderr);\n"
"     decode: a model that leaves a clause unsatisfied\n"
"  3  under --unique (and with explain, rate), some puzzle has more than\n"
"     one solution\n"
"  4  out of memory, a failed write, or an internal error\n"
"  5  some puzzle was given up at --time-limit\n"
"\n"
"See sudosat(1) for more.\n", out);
}
