/* options.h: every option of the program in one table, from which the
   option codes, the getopt tables, the commands that take each option,
   the checks of their values, the options part of --help and the man
   page's OPTIONS section are all expanded (private to the program). */
#ifndef SUDOSAT_OPTIONS_H
#define SUDOSAT_OPTIONS_H

#include <limits.h>
#include <stdint.h>

/* The commands that take options, one bit each: those that read puzzles
   (SS_CMD_READERS), and generate. */
enum { SS_CMD_SOLVE = 1, SS_CMD_COUNT = 2, SS_CMD_PROPAGATE = 4,
       SS_CMD_HATCH = 8, SS_CMD_DIMACS = 16, SS_CMD_DECODE = 32,
       SS_CMD_CHECK = 64, SS_CMD_EXPLAIN = 128, SS_CMD_RATE = 256,
       SS_CMD_READERS = 511, SS_CMD_GENERATE = 512, SS_CMD_ALL = 1023 };

/* The most threads solve and count run at once (--jobs). */
#define SS_MAX_JOBS 256

/* The options, one X (ID, NAME, SHORT, ARG, TAKERS, CHECK, HELP) each,
   in the order of --help and of the man page:
   ID       the code OPT_ID that ss_cli_getopt returns for it;
   NAME     its long name; SHORT its letter, or 0;
   ARG      the name of its argument in the help ("N"), NULL for none;
   TAKERS   the SS_CMD_ bits of the commands that take it: any other
            command refuses it, naming these (hatch takes --encoding,
            --presolve and --rules only to refuse them itself, naming
            propagate);
   CHECK    how its argument is read (options.c checks it, one way for
            every option of a kind):
              FLAG                    no argument;
              CATALOGUE (NAMES, NOUN) a name of the list NAMES (i) gives,
                                      every name shown in --help;
              CHOICE (NAMES, NOUN)    the same, the help text naming them;
              COUNT (LO, HI, DEF)     decimal digits, LO to HI; DEF when
                                      the option is absent;
              SIZE (HI)               a positive count up to HI with an
                                      optional K, M or G (1024^1, ^2, ^3);
              SECONDS (HI)            a positive decimal number of seconds
                                      up to HI, fraction and exponent
                                      allowed;
              BOX                     RxC, a box shape;
              TEXT                    any text, for the command to check;
            a name not in the list is refused as "unknown NOUN 'v' (the
            names)";
   HELP     its text in --help after the commands that take it (named
            there when fewer than nine do); NULL hides the option from
            --help and the man page (--man-options, which prints the
            man page's OPTIONS section for scripts/man-options).
   The man page's text of each option is in optman.c. */
#define SS_CLI_OPTIONS(X)                                                   \
  X (FORMAT, "format", 'f', "FMT", SS_CMD_READERS,                          \
     CHOICE (ss_opt_format_name, "format"),                                 \
     "input format: auto (default), grid, chars, line, sudominoku, "        \
     "fpuzzles; output follows the input's format (grid for fpuzzles) "     \
     "unless -O says otherwise")                                            \
  X (OUTPUT_FORMAT, "output-format", 'O', "FMT",                            \
     SS_CMD_ALL & ~SS_CMD_DIMACS, CHOICE (ss_opt_out_name, "output format"), \
     "what to print: shape (default: the input's format, rows for a grid, " \
     "a line for a line), same (a grid's own lines, frames and all, "       \
     "blanks filled; else as shape), grid, chars, line, pretty (boxes or "  \
     "jigsaw regions framed, cages lettered, other rules listed below), "   \
     "json (JSON Lines: index, file, size, status, solution or grid, "      \
     "count, seconds, message), fpuzzles (f-puzzles JSON, one puzzle a "    \
     "line, its rules included), fpuzzles-link (f-puzzles links); count, "  \
     "check, explain and rate take shape, same and json; not dimacs")       \
  X (BOX, "box", 0, "RxC", SS_CMD_ALL, BOX,                                 \
     "boxes of R rows and C columns, R*C the grid's side (default: k x k "  \
     "for a side k*k, else the R < C closest to square: 6 is 2x3, 8 2x4, "  \
     "12 3x4)")                                                             \
  X (SYMBOLS, "symbols", 0, "S", SS_CMD_ALL, TEXT,                          \
     "the characters of values 1, 2, ... in order (0123456789ABCDEF, "      \
     "ABCDEFGHI); '.' stays the blank, and '0' unless S holds it; answers " \
     "use them")                                                            \
  X (ENCODING, "encoding", 'e', "E", SS_CMD_READERS,                        \
     CATALOGUE (ss_opt_encoding_name, "encoding"),                          \
     "CNF encoding preset (default fast):")                                 \
  X (AMO, "amo", 'a', "S", SS_CMD_READERS,                                  \
     CATALOGUE (ss_opt_amo_name, "at-most-one scheme"),                     \
     "at-most-one scheme (default pairwise):")                              \
  X (PRESOLVE, "presolve", 0, "L", SS_CMD_READERS,                          \
     CATALOGUE (ss_opt_presolve_name, "presolve level"),                    \
     "narrow the candidates by propagation before encoding (default probe " \
     "for fast, none for the others):")                                     \
  X (SUM_ENCODING, "sum-encoding", 0, "S", SS_CMD_READERS,                  \
     CATALOGUE (ss_opt_sum_name, "sum encoding"),                           \
     "killer cage totals (default combos):")                                \
  X (ORDER_ENCODING, "order-encoding", 0, "O", SS_CMD_READERS,              \
     CATALOGUE (ss_opt_order_name, "order encoding"),                       \
     "thermometers (default order):")                                       \
  X (INNIES, "innies", 0, NULL, SS_CMD_READERS, FLAG,                       \
     "killer cages: add the sums they imply by the rule of 45 (innies and " \
     "outies of every unit, band of rows or columns and union of boxes)")   \
  X (SOLVER, "solver", 0, "S",                                              \
     SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_CHECK | SS_CMD_EXPLAIN            \
     | SS_CMD_RATE | SS_CMD_GENERATE, TEXT,                                 \
     "the SAT back end, picosat (default), cadical or portfolio (PicoSAT, " \
     "then CaDiCaL past --portfolio-decisions; these two when built, see "  \
     "list solvers); default from SUDOSAT_SOLVER when set; propagate, "     \
     "hatch and explain's forcing steps always use PicoSAT")                \
  X (PORTFOLIO_DECISIONS, "portfolio-decisions", 0, "N",                    \
     SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_CHECK, COUNT (1, LLONG_MAX, 2000), \
     "--solver=portfolio: the decisions a PicoSAT search may take before "  \
     "CaDiCaL takes over (default 2000)")                                   \
  X (RULES, "rules", 0, "LIST", SS_CMD_ALL, TEXT,                           \
     "global rules added to every puzzle, comma-separated (not hatch; "     \
     "given again, the lists add up): x (diagonals), windoku (k x k "       \
     "boxes), anti-knight, anti-king, non-consecutive and, laid out by "    \
     "generate on each grid, jigsaw, cage (killer), thermometer, odd, even " \
     "(odd-even), white, black (kropki), sum (xv), arrow, littlekiller, "  \
     "skyscraper, sandwich, xsum, clone")                                   \
  X (UNIQUE, "unique", 'u', NULL, SS_CMD_SOLVE, FLAG,                       \
     "prove each solution unique; exit 3 if it is not (without it, solve "  \
     "still says on stderr when a grid up to 16x16 has another solution)")  \
  X (FIRST, "first", 0, NULL, SS_CMD_SOLVE, FLAG,                           \
     "stop at the first solution, unproven")                                \
  X (LIMIT, "limit", 'l', "N", SS_CMD_COUNT, COUNT (1, LONG_MAX, 2),        \
     "stop counting at N solutions (default 2); a count of N means N or "   \
     "more")                                                                \
  X (JOBS, "jobs", 'j', "N", SS_CMD_SOLVE | SS_CMD_COUNT,                   \
     COUNT (1, SS_MAX_JOBS, 1),                                             \
     "N puzzles at a time in N threads; output keeps the input's order")    \
  X (TIME_LIMIT, "time-limit", 't', "S", SS_CMD_ALL,                        \
     /* up to 10^9 s (32 years), so that a deadline stays exact */          \
     SECONDS (1e9),                                                         \
     "give up a puzzle after S seconds (decimals allowed) and go on with "  \
     "the next")                                                            \
  X (PROGRESS, "progress", 0, NULL,                                         \
     SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE | SS_CMD_GENERATE, FLAG,     \
     "a line on standard error with the puzzles done (of how many) and the " \
     "rate; the default when standard error is a terminal")                 \
  X (NO_PROGRESS, "no-progress", 0, NULL,                                   \
     SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE | SS_CMD_GENERATE, FLAG,     \
     "no such line")                                                        \
  X (HINT, "hint", 0, NULL, SS_CMD_EXPLAIN, FLAG,                           \
     "print only the next step")                                            \
  X (UNIQUENESS, "uniqueness", 0, NULL, SS_CMD_EXPLAIN | SS_CMD_RATE, FLAG, \
     "take steps that hold only for a puzzle with one solution (unique "    \
     "rectangle, bug+1)")                                                   \
  X (CANDIDATES, "candidates", 0, NULL, SS_CMD_EXPLAIN, FLAG,               \
     "with -O json, each step carries the grid and the candidates before "  \
     "it")                                                                  \
  X (NUMBER, "number", 'n', "N", SS_CMD_GENERATE,                           \
     COUNT (1, 1000000000, 1), "N puzzles (default 1)")                     \
  X (SIZE, "size", 0, "N", SS_CMD_GENERATE,                                 \
     COUNT (SS_MIN_SIDE, SS_MAX_SIDE, 0),                                   \
     "a grid of side N (default 9; boxes as --box explains, or --box "      \
     "alone gives the size)")                                               \
  X (SYMMETRY, "symmetry", 0, "S", SS_CMD_GENERATE,                         \
     CHOICE (ss_symmetry_name, "symmetry"),                                 \
     "givens kept symmetric: none (default), rotate180, rotate90, mirror "  \
     "(left-right), diagonal")                                              \
  X (CLUES, "clues", 0, "K", SS_CMD_GENERATE,                               \
     COUNT (0, SS_MAX_SIDE * SS_MAX_SIDE, 0),                               \
     "leave exactly K givens (default: as few as the removal reaches; "     \
     "exit 1 when no grid gives K)")                                        \
  X (MINIMAL, "minimal", 0, NULL, SS_CMD_GENERATE, FLAG,                    \
     "no given can go without a second solution")                           \
  X (DIFFICULTY, "difficulty", 0, "L", SS_CMD_GENERATE,                     \
     CHOICE (ss_rating_level_name, "difficulty"),                           \
     "puzzles that rate rates at level L (beyond: rules beyond the units, " \
     "as anti-knight)")                                                     \
  X (SEED, "seed", 0, "S", SS_CMD_GENERATE, COUNT (0, UINT64_MAX, 0),       \
     "the seed (0 to 2^64-1) that makes the same puzzles again; puzzle i "  \
     "comes from S+i-1 (default: drawn from the clock and said on "         \
     "standard error)")                                                     \
  X (OUTPUT, "output", 'o', "FILE", SS_CMD_DIMACS, TEXT,                    \
     "write to FILE; a %d in FILE (such as out-%03d.cnf) makes one file "   \
     "per puzzle")                                                          \
  X (CNF, "cnf", 0, "FILE", SS_CMD_DECODE, TEXT,                            \
     "take puzzle, variable map and clauses from FILE, a CNF written by "   \
     "dimacs")                                                              \
  X (STATS, "stats", 's', NULL, SS_CMD_ALL, FLAG,                           \
     "one line per puzzle on standard error: variables, clauses, "          \
     "literals, decisions, propagations, seconds (dimacs, decode: up to "   \
     "literals)")                                                           \
  X (MAX_LINE, "max-line", 0, "N", SS_CMD_READERS, SIZE (LONG_MAX / 2),     \
     "refuse input lines longer than N bytes (default 16M; K, M, G "        \
     "multiply by 1024^1, ^2, ^3)")                                         \
  X (MAX_LITERALS, "max-literals", 0, "N", SS_CMD_ALL, SIZE (LLONG_MAX >> 1), \
     "refuse a puzzle whose CNF exceeds N literals (default 256M, about "   \
     "2.5 GiB in PicoSAT)")                                                 \
  X (HELP, "help", 'h', NULL, SS_CMD_ALL, FLAG, "show this help and exit")  \
  X (VERSION, "version", 'V', NULL, SS_CMD_ALL, FLAG,                       \
     "show the version and exit")                                           \
  X (MAN_OPTIONS, "man-options", 0, NULL, SS_CMD_ALL, FLAG, NULL)

/* The codes ss_cli_getopt returns, OPT_FORMAT ...: 256 up, clear of
   getopt's own '?' and of every letter. */
enum {
  SS_OPT_BEFORE = 255,
#define SS_OPT_ENUM(id, name, sh, arg, takers, check, help) OPT_##id,
  SS_CLI_OPTIONS (SS_OPT_ENUM)
#undef SS_OPT_ENUM
  SS_OPT_AFTER
};
#define SS_OPT_FIRST (SS_OPT_BEFORE + 1)
#define SS_NOPTIONS (SS_OPT_AFTER - SS_OPT_FIRST)

/* How an option's argument is read (CHECK above). */
typedef enum ss_opt_kind {
  SS_OPT_FLAG, SS_OPT_CATALOGUE, SS_OPT_CHOICE, SS_OPT_COUNT, SS_OPT_SIZE,
  SS_OPT_SECONDS, SS_OPT_BOX, SS_OPT_TEXT
} ss_opt_kind;

/* One option of the table, expanded (optable.c). */
typedef struct ss_opt_spec {
  const char *name;
  int short_name;               /* 0: none */
  const char *arg;              /* NULL: a flag */
  int takers;                   /* SS_CMD_ bits */
  struct {
    ss_opt_kind kind;
    const char *(*names) (int i);       /* CATALOGUE, CHOICE: the i-th
                                           name, NULL past the last */
    const char *noun;                   /* "unknown NOUN 'v'" */
    unsigned long long lo, hi, def;     /* COUNT; SIZE, SECONDS: hi */
  } check;
  const char *help;             /* NULL: hidden */
} ss_opt_spec;

/* An option's value as read from the command line (ss_cli's val[]). */
typedef struct ss_opt_value {
  int given;                    /* times given */
  unsigned long long n, n2;     /* COUNT, SIZE: the number; CATALOGUE,
                                   CHOICE: the index of the name; BOX:
                                   rows (n) and columns (n2) */
  double seconds;               /* SECONDS */
  const char *text;             /* the argument as given */
} ss_opt_value;

/* The table, indexed by OPT_ code - SS_OPT_FIRST. */
extern const ss_opt_spec ss_opt_table[SS_NOPTIONS];

/* The spec of option code opt (an OPT_ code). */
#define SS_OPT_SPEC(opt) (&ss_opt_table[(opt) - SS_OPT_FIRST])

/* The names of the commands the SS_CMD_ bits stand for, lowest first;
   SS_NCOMMANDS of them. */
extern const char *const ss_opt_command_names[];
#define SS_NCOMMANDS 10

/* The lists the choices are taken from: the i-th name, NULL past the
   last. */
const char *ss_opt_format_name (int i);
const char *ss_opt_out_name (int i);
const char *ss_opt_encoding_name (int i);
const char *ss_opt_amo_name (int i);
const char *ss_opt_presolve_name (int i);
const char *ss_opt_sum_name (int i);
const char *ss_opt_order_name (int i);
const char *ss_opt_solver_name (int i);

/* The man page's text of option opt after its entry's first line (and
   after "With COMMANDS:" where the help names them), in roff; NULL
   when the option shares the entry of the option before it
   (--no-progress that of --progress) (optman.c). */
const char *ss_opt_man (int opt);

/* How many commands the SS_CMD_ bits name; --help and the man page name
   them for an option fewer than nine commands take. */
int ss_opt_ncommands (int cmds);
#define SS_OPT_SAYS_COMMANDS(cmds) (ss_opt_ncommands (cmds) < 9)

#endif
