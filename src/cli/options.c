/* options.c: the command line read by the option table (options.h):
   getopt over every option of every command, the commands that take
   each, one check a kind of value (one number parser, one message for
   an unknown name), and what the options shared by the commands set. */
#include "cli.h"

#include <config.h>
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

/* getopt_long's tables, built from the option table on first use. */
static struct option longopts[SS_NOPTIONS + 1];
static char shortopts[2 * SS_NOPTIONS + 1];

static void
build_tables (void)
{
  if (longopts[0].name)
    return;
  size_t used = 0;
  for (int i = 0; i < SS_NOPTIONS; i++)
    {
      const ss_opt_spec *s = &ss_opt_table[i];
      longopts[i].name = s->name;
      longopts[i].has_arg = s->arg ? required_argument : no_argument;
      longopts[i].val = SS_OPT_FIRST + i;
      if (s->short_name)
        {
          shortopts[used++] = (char) s->short_name;
          if (s->arg)
            shortopts[used++] = ':';
        }
    }
}

/* The code of the option with short letter c, 0 for none. */
static int
short_option (int c)
{
  for (int i = 0; i < SS_NOPTIONS; i++)
    if (c && ss_opt_table[i].short_name == c)
      return SS_OPT_FIRST + i;
  return 0;
}

/* Say that option opt is for the commands of its table row only. */
static void
say_takers (const char *prog, int opt)
{
  int cmds = SS_OPT_SPEC (opt)->takers;
  fprintf (stderr, "%s: --%s is for ", prog, SS_OPT_SPEC (opt)->name);
  for (int i = 0, said = 0; i < SS_NCOMMANDS; i++)
    if (cmds & 1 << i)
      {
        /* the last one after "and" */
        int more = (cmds & ~((2 << i) - 1)) != 0;
        fprintf (stderr, "%s%s", !said ? "" : more ? ", " : " and ",
                 ss_opt_command_names[i]);
        said = 1;
      }
  fprintf (stderr, " only\n");
}

int
ss_cli_getopt (ss_cli *cli, int argc, char **argv)
{
  build_tables ();
  int opt = getopt_long (argc, argv, shortopts, longopts, NULL);
  if (opt == -1 || opt == '?')
    return opt;
  if (opt < SS_OPT_FIRST)
    opt = short_option (opt);
  if (SS_OPT_SPEC (opt)->takers & cli->cmd)
    return opt;
  say_takers (argv[0], opt);
  return '?';
}

int
ss_cli_option_elsewhere (const char *prog, const char *word)
{
  int opt = 0;
  if (word[0] == '-' && word[1] == '-')
    {
      size_t len = strcspn (word + 2, "=");
      for (int i = 0; i < SS_NOPTIONS; i++)
        if (strlen (ss_opt_table[i].name) == len
            && !strncmp (ss_opt_table[i].name, word + 2, len))
          opt = SS_OPT_FIRST + i;
    }
  else if (word[0] == '-')
    opt = short_option (word[1]);
  if (!opt)
    return 0;
  say_takers (prog, opt);
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
      for (int i = 0; i < SS_NOPTIONS; i++)
        if (!strncmp (ss_opt_table[i].name, word + 2, len))
          {
            if (strlen (ss_opt_table[i].name) == len)
              return ss_opt_table[i].arg != NULL;
            matches++;
            takes = ss_opt_table[i].arg != NULL;
          }
      return matches == 1 && takes;
    }
  /* short options run together: the first that takes an argument takes
     the rest of the word, or the next word when it ends the word */
  for (const char *p = word + 1; *p; p++)
    {
      int opt = short_option (*p);
      if (opt && SS_OPT_SPEC (opt)->arg)
        return p[1] == '\0';
    }
  return 0;
}

void
ss_cli_unknown (const char *noun, const char *value, size_t len,
                const char *where, const char *(*names) (int),
                const char *more)
{
  fprintf (stderr, "sudosat: unknown %s '%.*s'%s%s (", noun, (int) len,
           value, where ? " in " : "", where ? where : "");
  for (int i = 0; names (i); i++)
    fprintf (stderr, "%s%s", i ? ", " : "", names (i));
  fprintf (stderr, "%s)\n", more ? more : "");
}

/* Every number of an option is read by this: the decimal number that
   is the whole of the len bytes at s, digits only (no sign, blank, base
   prefix or exponent), when it is at most max: 0 with *out set; -1 for
   anything else, however many digits it has. */
static int
number (const char *s, size_t len, unsigned long long max,
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
   it, up to max: 0 with *out set, or -1. */
static int
size_value (const char *arg, unsigned long long max, unsigned long long *out)
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
  if (number (arg, len - (shift > 0), max >> shift, &v) || v < 1)
    return -1;
  *out = v << shift;
  return 0;
}

/* A positive decimal number of seconds: digits with an optional
   fraction and exponent (2, 0.5, .5, 1e-3), no sign, blank, hex, inf
   or nan; up to max.  -1 when arg is no such number. */
static double
seconds_value (const char *arg, double max)
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

/* RxC: rows and columns of a box, each at least 2, R*C a side. */
static int
box_value (const char *arg, unsigned long long *rows,
           unsigned long long *cols)
{
  const char *cross = strchr (arg, 'x');
  return !cross || number (arg, (size_t) (cross - arg), SS_MAX_SIDE, rows)
         || number (cross + 1, strlen (cross + 1), SS_MAX_SIDE, cols)
         || *rows < 2 || *cols < 2 || *rows * *cols > SS_MAX_SIDE ? -1 : 0;
}

/* Read arg as option opt's table row says into v: 0, or -1 after a
   message. */
static int
check_value (int opt, const char *arg, ss_opt_value *v)
{
  const ss_opt_spec *s = SS_OPT_SPEC (opt);
  v->given++;
  v->text = arg;
  switch (s->check.kind)
    {
    case SS_OPT_CATALOGUE:
    case SS_OPT_CHOICE:
      for (int i = 0; s->check.names (i); i++)
        if (!strcmp (s->check.names (i), arg))
          {
            v->n = (unsigned long long) i;
            return 0;
          }
      ss_cli_unknown (s->check.noun, arg, strlen (arg), NULL,
                      s->check.names, NULL);
      return -1;
    case SS_OPT_COUNT:
      if (number (arg, strlen (arg), s->check.hi, &v->n) || v->n < s->check.lo)
        {
          fprintf (stderr, "sudosat: --%s wants an integer from %llu to "
                   "%llu, not '%s'\n", s->name, s->check.lo, s->check.hi,
                   arg);
          return -1;
        }
      return 0;
    case SS_OPT_SIZE:
      if (size_value (arg, s->check.hi, &v->n))
        {
          fprintf (stderr, "sudosat: --%s wants a positive count, "
                   "optionally with K, M or G, not '%s'\n", s->name, arg);
          return -1;
        }
      return 0;
    case SS_OPT_SECONDS:
      if ((v->seconds = seconds_value (arg, (double) s->check.hi)) < 0)
        {
          fprintf (stderr, "sudosat: --%s wants a positive number of "
                   "seconds, not '%s'\n", s->name, arg);
          return -1;
        }
      return 0;
    case SS_OPT_BOX:
      if (box_value (arg, &v->n, &v->n2))
        {
          fprintf (stderr, "sudosat: --%s wants RxC (rows and columns of a "
                   "box, each at least 2, R*C at most %d), not '%s'\n",
                   s->name, SS_MAX_SIDE, arg);
          return -1;
        }
      return 0;
    default:
      return 0;
    }
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
          ss_cli_unknown ("rule", p, len, NULL, ss_rule_name, NULL);
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

/* The back end named name (from option or variable what): 0, or -1
   after a message when there is none of that name or this build lacks
   it. */
static int
set_solver (ss_cli *cli, const char *name, const char *what)
{
  const ss_solver *s = ss_solver_find (name);
  if (!s)
    {
      ss_cli_unknown ("solver", name, strlen (name), what,
                      ss_opt_solver_name, NULL);
      return -1;
    }
  if (!ss_solver_built (s))
    {
      fprintf (stderr, "sudosat: %s=%s: this sudosat was built without "
               "the %s back end (configure found no libcadical; 'sudosat "
               "list solvers' shows the back ends built)\n", what, name,
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

/* --output-format out: 0, or -1 after a message when the command
   prints no grid and out is one (count, check, explain and rate print
   their lines in shape, same or json only). */
static int
set_output (ss_cli *cli, ss_out out)
{
  cli->out = out;
  if ((cli->cmd & (SS_CMD_COUNT | SS_CMD_CHECK | SS_CMD_EXPLAIN
                   | SS_CMD_RATE))
      && out != SS_OUT_SHAPE && out != SS_OUT_SAME && out != SS_OUT_JSON)
    {
      fprintf (stderr, "sudosat: %s prints no grid: --output-format "
               "takes shape, same or json there\n",
               cli->cmd & SS_CMD_COUNT ? "count"
               : cli->cmd & SS_CMD_CHECK ? "check"
               : cli->cmd & SS_CMD_EXPLAIN ? "explain" : "rate");
      return -1;
    }
  return 0;
}

/* --symbols: 0, or -1 after a message when the reader refuses them. */
static int
set_symbols (ss_cli *cli, const char *arg)
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

static void
print_version (void)
{
  printf ("sudosat %s (PicoSAT %s)", PACKAGE_VERSION,
          ss_sat_version (&ss_solver_picosat));
  if (ss_sat_version (&ss_solver_cadical))
    printf (" (CaDiCaL %s)", ss_sat_version (&ss_solver_cadical));
  printf ("\n");
}

/* What an option the commands share sets in cli, its value v read; the
   options of one command or two are left in cli->val for the command.
   0, or -1 after a message. */
static int
apply (ss_cli *cli, int opt, const ss_opt_value *v)
{
  switch (opt)
    {
    case OPT_FORMAT: cli->format = (ss_format) v->n; return 0;
    case OPT_ENCODING: cli->opt.encoding = ss_encodings[v->n]; return 0;
    case OPT_AMO: cli->opt.amo = ss_amo_schemes[v->n]; return 0;
    case OPT_PRESOLVE: cli->opt.presolve = ss_presolve_levels[v->n]; return 0;
    case OPT_SUM_ENCODING: cli->opt.sum = ss_sum_encodings[v->n]; return 0;
    case OPT_ORDER_ENCODING:
      cli->opt.order = ss_order_encodings[v->n];
      return 0;
    case OPT_SOLVER: return set_solver (cli, v->text, "--solver");
    case OPT_STATS: cli->stats = 1; return 0;
    case OPT_INNIES: cli->opt.innies = 1; return 0;
    case OPT_RULES: return add_rule_list (cli, v->text);
    case OPT_PROGRESS: cli->progress = 1; return 0;
    case OPT_NO_PROGRESS: cli->progress = 2; return 0;
    case OPT_OUTPUT_FORMAT: return set_output (cli, (ss_out) v->n);
    case OPT_BOX:
      cli->box_rows = (int) v->n;
      cli->box_cols = (int) v->n2;
      return 0;
    case OPT_SYMBOLS: return set_symbols (cli, v->text);
    case OPT_MAX_LINE: cli->max_line = (long) v->n; return 0;
    case OPT_MAX_LITERALS: cli->opt.max_literals = (long long) v->n; return 0;
    case OPT_PORTFOLIO_DECISIONS:
      cli->opt.portfolio_decisions = (long long) v->n;
      return 0;
    case OPT_TIME_LIMIT: cli->opt.time_limit = v->seconds; return 0;
    case OPT_HELP:
      ss_cli_usage (stdout);
      exit (ss_cli_flush ());
    case OPT_MAN_OPTIONS:
      ss_cli_man_options (stdout);
      exit (ss_cli_flush ());
    case OPT_VERSION:
      print_version ();
      exit (ss_cli_flush ());
    default:
      return 0;
    }
}

int
ss_cli_option (ss_cli *cli, int opt, const char *arg)
{
  if (opt < SS_OPT_FIRST || opt >= SS_OPT_AFTER)
    {
      fprintf (stderr, "Try 'sudosat --help' for more information.\n");
      return -1;
    }
  ss_opt_value *v = &cli->val[opt - SS_OPT_FIRST];
  return check_value (opt, arg, v) || apply (cli, opt, v) ? -1 : 0;
}

int
ss_cli_options (ss_cli *cli, int argc, char **argv, ss_cli_hook hook,
                void *ctx)
{
  int opt;
  while ((opt = ss_cli_getopt (cli, argc, argv)) != -1)
    {
      int rc = hook ? hook (cli, opt, optarg, ctx) : 0;
      if (rc < 0 || (rc == 0 && ss_cli_option (cli, opt, optarg)))
        return -1;
    }
  return 0;
}

int
ss_cli_given (const ss_cli *cli, int opt)
{
  return cli->val[opt - SS_OPT_FIRST].given;
}

const char *
ss_cli_text (const ss_cli *cli, int opt)
{
  return cli->val[opt - SS_OPT_FIRST].text;
}

unsigned long long
ss_cli_n (const ss_cli *cli, int opt)
{
  const ss_opt_value *v = &cli->val[opt - SS_OPT_FIRST];
  return v->given ? v->n : SS_OPT_SPEC (opt)->check.def;
}
