/* main.c: the sudosat program: picks the command named by the first
   argument that is no option nor an option's argument, and hands the
   rest over to it (solve when none is named). */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int
dispatch (int argc, char **argv)
{
  static const struct {
    const char *name;
    int (*run) (int, char **);
  } commands[] = {
    { "solve", ss_cmd_solve },
    { "count", ss_cmd_count },
    { "list", ss_cmd_list },
    { "propagate", ss_cmd_propagate },
    { "hatch", ss_cmd_hatch },
    { "dimacs", ss_cmd_dimacs },
    { "decode", ss_cmd_decode },
    { "check", ss_cmd_check },
  };
  size_t ncommands = sizeof commands / sizeof *commands;
  /* getopt_long names argv[0] in its messages: "sudosat count: ...",
     not the path sudosat was started by or the bare command. */
  static char prog[] = "sudosat", name[32];
  /* Options before the command are the command's: move the command's
     name to the front.  The first word that is neither an option nor
     an option's argument is the one looked at ("--" ends the
     options). */
  int first = 1;
  while (first < argc && argv[first][0] == '-' && argv[first][1]
         && strcmp (argv[first], "--"))
    first += 1 + ss_cli_option_takes_next (argv[first]);
  if (first < argc)
    for (size_t i = 0; i < ncommands && first > 1; i++)
      if (!strcmp (argv[first], commands[i].name))
        {
          char *cmd = argv[first];
          memmove (argv + 2, argv + 1, (size_t) (first - 1) * sizeof *argv);
          argv[1] = cmd;
          first = 1;
        }
  if (argc > 1)
    for (size_t i = 0; i < ncommands; i++)
      if (!strcmp (argv[1], commands[i].name))
        {
          snprintf (name, sizeof name, "%s %s", prog, commands[i].name);
          argv[1] = name;
          return commands[i].run (argc - 1, argv + 1);
        }
  if (argc > 0)
    argv[0] = prog;
  /* A first word of lowercase letters alone that names no file is
     most likely a mistyped command: stop before solving the files after
     it, instead of reporting a missing file. */
  if (first < argc && argv[first][0]
      && !argv[first][strspn (argv[first], "abcdefghijklmnopqrstuvwxyz")]
      && access (argv[first], F_OK) && errno == ENOENT)
    {
      fprintf (stderr, "sudosat: '%s' is neither a command (", argv[first]);
      for (size_t i = 0; i < ncommands; i++)
        fprintf (stderr, "%s%s", i ? ", " : "", commands[i].name);
      fprintf (stderr, ") nor a file\n"
               "Try 'sudosat --help' for more information.\n");
      return SS_EXIT_INPUT;
    }
  return ss_cmd_solve (argc, argv);
}

int
main (int argc, char **argv)
{
  int rc = dispatch (argc, argv);
  /* A message or --stats line that could not be written is a failed
     write like one to standard output, the most serious status: its
     reader never saw all of the run.  Standard error is unbuffered, so
     the failure is on record already; there is nowhere left to say
     so. */
  if (ferror (stderr))
    rc = SS_EXIT_INTERNAL;
  return rc;
}
