/* cli.h: what the command-line modules share: common options and the
   loop over input puzzles (private to the program). */
#ifndef SUDOSAT_CLI_H
#define SUDOSAT_CLI_H

#include "formats/formats.h"
#include "solving/solving.h"

#include "options.h"

/* The program's exit codes, documented in the man page and README. */
enum {
  SS_EXIT_OK = 0,
  SS_EXIT_UNSAT = 1,      /* a puzzle has no solution (hatch: ERROR) */
  SS_EXIT_INPUT = 2,      /* usage or input error */
  SS_EXIT_MULTIPLE = 3,   /* --unique: a puzzle has several solutions */
  SS_EXIT_INTERNAL = 4,   /* out of memory, a failed write or self-check */
  SS_EXIT_TIMEOUT = 5     /* a puzzle ran out of its time limit */
};

/* The exit code for a puzzle that failed with this error: internal for
   a failed self-check or allocation, timeout for a time limit, input
   for the rest (the input or the request caused it). */
int ss_exit_code (const ss_error *);

/* --output-format: what a command prints for each puzzle. */
typedef enum ss_out {
  SS_OUT_SHAPE = 0,       /* rows for a grid, a line for a line */
  SS_OUT_SAME,            /* the input's own layout where it can */
  SS_OUT_GRID, SS_OUT_CHARS, SS_OUT_LINE,
  SS_OUT_PRETTY,          /* boxed, for a person */
  SS_OUT_JSON,            /* JSON Lines: one object per puzzle */
  SS_OUT_FPUZZLES,        /* f-puzzles JSON, one puzzle a line */
  SS_OUT_FPUZZLES_LINK    /* f-puzzles links, one a line */
} ss_out;

/* Options every puzzle-reading command takes. */
typedef struct ss_cli {
  ss_format format;
  ss_options opt;
  int stats;
  int lenient;            /* read grids whose givens break a rule */
  long max_line;          /* --max-line; 0: the reader's default */
  int box_rows, box_cols; /* --box; 0: each puzzle's default shape */
  const char *symbols;    /* --symbols; NULL: the default */
  const char *rules;      /* --rules: added to every puzzle read, the
                             union of every --rules given, in the
                             catalogue's order; NULL: none */
  unsigned rule_set;      /* that union: bit i for ss_rule_name (i) */
  char rule_text[256];    /* rules points here */
  ss_out out;             /* --output-format */
  int progress;           /* 1 --progress, 2 --no-progress, 0: on when
                             standard error is a terminal */
  long outputs;           /* JSON objects (pretty, same: grids in
                             those forms) printed */
  int exit_code;
  int cmd;                /* the command running: one SS_CMD_ bit */
  int stop;               /* standard output or an -o file failed:
                             read no further puzzle */
  const char *prog;       /* command name for messages */
  const char *file;       /* the input being read */
  int raw_output;         /* output is not one line per puzzle: print no
                             empty line for a bad line-format puzzle */
  const char *json_more;  /* members a command adds to each JSON object
                             of ss_cli_grid before "seconds"
                             (",\"seed\":1"); NULL: none */
  /* Optional: called before a reader error is printed and at the end of
     each file, so that a command holding puzzles back (solve -j) prints
     their results first and output keeps the input's order. */
  void (*flush) (struct ss_cli *, void *ctx);
  /* every option's value as given, by OPT_ code - SS_OPT_FIRST: the
     options of one command are read from here (ss_cli_given,
     ss_cli_n) */
  ss_opt_value val[SS_NOPTIONS];
} ss_cli;

/* Combine exit codes: internal > input > timeout > unsat > multiple >
   ok. */
void ss_cli_status (ss_cli *, int code);

/* getopt_long over every option of every command (cli->cmd set):
   returns the next option's OPT_ code (a short letter's too), or -1 at
   the end, or '?' after a message when the option is unknown or is one
   cli->cmd does not take (the message names the commands that do). */
int ss_cli_getopt (ss_cli *, int argc, char **argv);

/* Whether word is an option (of any command) whose argument is the
   word after it ("-o FILE", "--format grid"). */
int ss_cli_option_takes_next (const char *word);

/* For a command that takes none of them (list): when word is one of
   those options, say which commands take it and return 1; else 0. */
int ss_cli_option_elsewhere (const char *prog, const char *word);

/* Take option opt (an OPT_ code from ss_cli_getopt, or '?') with its
   argument: its value checked as the option table says and kept in
   cli->val, and what an option shared by the commands sets set in cli
   (--help, --version: print and exit).  0, or -1 after a message. */
int ss_cli_option (ss_cli *, int opt, const char *arg);

/* A command's own handling of an option before ss_cli_option: 1 when
   it took the option, 0 to leave it to ss_cli_option, -1 after a
   message. */
typedef int (*ss_cli_hook) (ss_cli *, int opt, const char *arg, void *ctx);

/* Every option of argv through hook (may be NULL) and ss_cli_option;
   optind is then the first operand.  0, or -1 after a message. */
int ss_cli_options (ss_cli *, int argc, char **argv, ss_cli_hook,
                    void *ctx);

/* How many times option opt was given. */
int ss_cli_given (const ss_cli *, int opt);
/* Option opt's number (COUNT, SIZE) or index of the name chosen
   (CATALOGUE, CHOICE); the table's default when it was not given. */
unsigned long long ss_cli_n (const ss_cli *, int opt);

/* Option opt's argument as last given (TEXT), NULL when not given. */
const char *ss_cli_text (const ss_cli *, int opt);

/* "sudosat: unknown NOUN 'VALUE' in WHERE (NAMES MORE)" on standard
   error: VALUE the len bytes at value, " in WHERE" only when where is
   not NULL, NAMES every names (i) comma-separated, MORE (when not
   NULL) right after them. */
void ss_cli_unknown (const char *noun, const char *value, size_t len,
                     const char *where, const char *(*names) (int),
                     const char *more);

/* The back end of SUDOSAT_SOLVER when --solver was not given, for the
   commands that solve: 0, or -1 after a message when the variable
   names no back end this build has. */
int ss_cli_solver_env (ss_cli *);

/* Add --rules to a puzzle just read and, unless cli->lenient, check its
   givens against them.  0, or -1 with err set. */
int ss_cli_add_rules (const ss_cli *, ss_puzzle *, ss_error *err);

/* Called for each puzzle read; returns an exit code for it. */
typedef int (*ss_cli_fn) (ss_cli *, const ss_puzzle *, void *ctx);

/* Read every puzzle of every file (standard input for none or "-"),
   print input errors (keeping line-format output aligned by printing an
   empty line for a bad line), and call fn for each good puzzle. */
void ss_cli_each (ss_cli *, int nfiles, char **files, ss_cli_fn, void *ctx);

/* The progress display begun: on for solve, count, rate and generate
   under --progress, or when standard error is a terminal; what in place
   of a file name (generate), done of total. */
void ss_cli_progress_begin (const ss_cli *, const char *what, long total);
/* One more puzzle done. */
void ss_cli_progress_step (void);
/* For the loop over input files (ss_cli_each begins the display with
   what NULL): whether the display is on; the file being read; one more
   puzzle read of total in the file (0: unknown); the line redrawn when
   it is time. */
int ss_cli_progress_on (void);
void ss_cli_progress_file (const char *file);
void ss_cli_progress_read (long total);
void ss_cli_progress_draw (void);
/* The last count stays on the screen. */
void ss_cli_progress_end (void);

/* Take the progress display's line off the screen before a message
   goes to standard error (nothing when none is shown). */
void ss_cli_progress_clear (void);

/* Flush standard output; SS_EXIT_OK, or SS_EXIT_INTERNAL after saying
   on standard error that it could not be written. */
int ss_cli_flush (void);

/* Whether standard output has taken every write so far; called after
   each puzzle's output, right after the writes so that errno still
   holds their error.  When a write failed, says so (once), makes the
   run's status internal and sets cli->stop, and returns 0. */
int ss_cli_output_ok (ss_cli *);

/* Flush standard output; returns the exit code of the run (internal
   when the output could not be written). */
int ss_cli_finish (const ss_cli *);

/* Print a --stats line. */
void ss_cli_stats (const ss_cli *, const ss_puzzle *, const ss_stats *);
/* Print a --stats line for a command that solves nothing (dimacs,
   decode): the CNF's size alone. */
void ss_cli_size_stats (const ss_cli *, const ss_puzzle *,
                        const ss_stats *);
/* Print an error with the puzzle's location when it has none. */
void ss_cli_error (const ss_cli *, const ss_puzzle *, ss_error *);
/* Say "out of memory" so, with the puzzle's location when pz is not
   NULL (else the file's); returns SS_EXIT_INTERNAL. */
int ss_cli_oom (const ss_cli *, const ss_puzzle *);

/* --help (usage.c). */
void ss_cli_usage (FILE *);
/* The man page's OPTIONS section, from the option table: what
   scripts/man-options puts in doc/sudosat.1 (usage.c). */
void ss_cli_man_options (FILE *);

/* Output (output.c). */
/* Print a grid for pz in cli->out (a JSON object with status, the grid
   as "solution" when it is complete, else as "grid", and seconds; an
   f-puzzles object or link of pz with the grid's values in it).
   Returns an exit code: input error when the format cannot show it
   (chars past side 35, a rule f-puzzles has no key for; said on
   stderr). */
int ss_cli_grid (ss_cli *, const ss_puzzle *pz, const int *grid,
                 const char *status, double seconds);
/* Output for a puzzle that got no grid (pz NULL for one the reader
   refused, whose input format was in): a JSON object with status and
   err's message (err may be NULL), or an empty line where the output
   is one line per puzzle, or nothing. */
void ss_cli_no_grid (ss_cli *, const ss_puzzle *pz, ss_format in,
                     const char *status, const ss_error *err,
                     double seconds);
/* count's line: the count, or a JSON object with it. */
void ss_cli_count (ss_cli *, const ss_puzzle *pz, long count,
                   double seconds);
/* check's line, or a JSON object whose status is its first word and
   whose "conflict" holds the rest. */
void ss_cli_verdict (ss_cli *, const ss_puzzle *pz, const char *line,
                     double seconds);

/* The pieces of a JSON Lines object, for a command that prints fields
   of its own: the opening up to "status" and the closing from
   "seconds" (with err's message when err is not NULL). */
void ss_cli_json_open (ss_cli *, const ss_puzzle *pz, const char *status);
void ss_cli_json_close (double seconds, const ss_error *err);

/* A message on standard error about file (NULL: "sudosat: " leads
   it), formatted through ss_fail so that the name and any input text
   it quotes are shown escaped (a progress line is the caller's to
   clear first). */
void ss_cli_say (const char *file, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

/* Commands. */
int ss_cmd_solve (int argc, char **argv);
int ss_cmd_count (int argc, char **argv);
int ss_cmd_list (int argc, char **argv);
int ss_cmd_propagate (int argc, char **argv);
int ss_cmd_hatch (int argc, char **argv);
int ss_cmd_dimacs (int argc, char **argv);
int ss_cmd_decode (int argc, char **argv);
int ss_cmd_check (int argc, char **argv);
int ss_cmd_explain (int argc, char **argv);
int ss_cmd_rate (int argc, char **argv);
int ss_cmd_generate (int argc, char **argv);

#endif
