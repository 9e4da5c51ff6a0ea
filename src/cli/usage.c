/* usage.c: the help: --help, its options part written from the option
   table, and the man page's OPTIONS section from the same table with
   the man page's text of each option (optman.c). */
#include "cli.h"

#include <string.h>

/* An option's text in --help runs to column 76, as the text above it
   does, leaving room in 80 columns; it starts in column 23 (after 22
   blanks), on the option's line when the option leaves room. */
enum { HELP_WIDTH = 76, HELP_INDENT = 22 };

/* Print text's words from column col on, lead blanks before the first
   and one before each other, wrapped under HELP_INDENT within
   HELP_WIDTH; returns the column after them. */
static int
wrap (FILE *out, int col, int lead, const char *text)
{
  for (const char *p = text; *p; lead = 1)
    {
      int len = (int) strcspn (p, " ");
      if (col > HELP_INDENT && col + lead + len > HELP_WIDTH)
        col = fprintf (out, "\n%*s", HELP_INDENT, "") - 1;
      else
        col += fprintf (out, "%*s", lead, "");
      col += fprintf (out, "%.*s", len, p);
      p += len + strspn (p + len, " ");
    }
  return col;
}

/* The commands of the SS_CMD_ bits cmds, "a, b and c", into buf. */
static void
commands_phrase (int cmds, char *buf, size_t size)
{
  size_t used = 0;
  buf[0] = 0;
  for (int i = 0, said = 0; i < SS_NCOMMANDS && used < size; i++)
    if (cmds & 1 << i)
      {
        int more = (cmds & ~((2 << i) - 1)) != 0;
        used += (size_t) snprintf (buf + used, size - used, "%s%s",
                                   !said ? "" : more ? ", " : " and ",
                                   ss_opt_command_names[i]);
        said = 1;
      }
}

/* One option's lines of --help: "  -f, --format=FMT" and its text,
   after the commands that take it when fewer than nine do, and the
   names of a catalogue. */
static void
help_option (FILE *out, const ss_opt_spec *s)
{
  int col = s->short_name ? fprintf (out, "  -%c, ", s->short_name)
                          : fprintf (out, "      ");
  col += fprintf (out, "--%s%s%s", s->name, s->arg ? "=" : "",
                  s->arg ? s->arg : "");
  int lead = col <= HELP_INDENT - 2 ? HELP_INDENT - col : 2;
  if (SS_OPT_SAYS_COMMANDS (s->takers))
    {
      char cmds[128];
      commands_phrase (s->takers, cmds, sizeof cmds);
      col = wrap (out, col, lead, cmds);
      col += fprintf (out, ":");
      lead = 1;
    }
  col = wrap (out, col, lead, s->help);
  for (int i = 0; s->check.kind == SS_OPT_CATALOGUE && s->check.names (i);
       i++)
    {
      char name[64];
      snprintf (name, sizeof name, "%s%s", s->check.names (i),
                s->check.names (i + 1) ? "," : "");
      col = wrap (out, col, 1, name);
    }
  fputc ('\n', out);
}

/* --help before the options: the commands. */
static const char usage_head[] =
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
"Options:\n";

/* --help after the options: the formats and exit statuses. */
static const char usage_tail[] =
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
"See sudosat(1) for more.\n";

void
ss_cli_usage (FILE *out)
{
  fputs (usage_head, out);
  for (int i = 0; i < SS_NOPTIONS; i++)
    if (ss_opt_table[i].help)
      help_option (out, &ss_opt_table[i]);
  fputs (usage_tail, out);
}


/* What the man page's OPTIONS section says before the options. */
static const char man_intro[] =
  "An option that does nothing for the command given (such as\n"
  ".B count \\-u\n"
  "or\n"
  ".BR \"solve \\-\\-limit\" )\n"
  "is refused with a message naming the commands that take it (exit status\n"
  "2).\n"
  "A number an option takes is written in decimal digits alone: no sign,\n"
  "blank, base prefix or exponent (only\n"
  ".B \\-\\-time\\-limit\n"
  "takes a fraction and an exponent); one outside the option's range, "
  "however\n"
  "many digits it has, is refused the same way.\n";

/* The text in roff: each '-' as "\\-" (a minus, as options are written). */
static void
roff_name (FILE *out, const char *text)
{
  for (const char *p = text; *p; p++)
    if (*p == '-')
      fputs ("\\-", out);
    else
      fputc (*p, out);
}

/* Whether option i shares the man page's entry of the option before
   it: shown, with no text of its own. */
static int
shares_entry (int i)
{
  return i < SS_NOPTIONS && ss_opt_table[i].help
         && !ss_opt_man (SS_OPT_FIRST + i);
}

/* An entry's first line: the letter and name of option i with its
   argument, and those of the options sharing the entry; bold names,
   the argument in italics.  (The options that share an entry take no
   argument, so fonts alternate.) */
static void
man_header (FILE *out, int i)
{
  const ss_opt_spec *s = &ss_opt_table[i];
  int alone = !s->short_name && !s->arg && !shares_entry (i + 1);
  fputs (alone ? ".B " : ".BR ", out);
  for (int j = i; j == i || shares_entry (j); j++)
    {
      s = &ss_opt_table[j];
      if (j > i)
        fputs (" \", \" ", out);
      if (s->short_name)
        fprintf (out, "\\-%c \", \" ", s->short_name);
      fputs ("\\-\\-", out);
      roff_name (out, s->name);
      if (s->arg)
        fprintf (out, " =\\fI%s\\fR", s->arg);
    }
  fputc ('\n', out);
}

/* "With solve, count and rate:" in roff, the commands in bold. */
static void
man_commands (FILE *out, int cmds)
{
  int left = ss_opt_ncommands (cmds);
  fputs ("With\n", out);
  for (int i = 0; i < SS_NCOMMANDS; i++)
    if (cmds & 1 << i)
      {
        left--;
        fprintf (out, "%s %s%s\n", left == 1 ? ".B" : ".BR",
                 ss_opt_command_names[i], left > 1 ? " ," : left ? "\nand"
                 : " :");
      }
}

void
ss_cli_man_options (FILE *out)
{
  fprintf (out, ".SH OPTIONS\n%s", man_intro);
  for (int i = 0; i < SS_NOPTIONS; i++)
    {
      const ss_opt_spec *s = &ss_opt_table[i];
      const char *text = ss_opt_man (SS_OPT_FIRST + i);
      if (!s->help || !text)
        continue;
      fputs (".TP\n", out);
      man_header (out, i);
      if (SS_OPT_SAYS_COMMANDS (s->takers))
        man_commands (out, s->takers);
      fputs (text, out);
    }
}
