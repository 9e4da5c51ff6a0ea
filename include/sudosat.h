/* sudosat.h: the public interface of libsudosat, for programs that read,
 * solve, count and encode Sudoku-family puzzles.  It is the only header
 * installed; everything else in the source tree is private.
 *
 * The pipeline: an ss_reader turns text into ss_puzzle handles; ss_solve
 * presolves a puzzle (narrows its candidates by propagation, to a level
 * chosen through ss_options), encodes what is left in CNF (an encoding
 * preset and an at-most-one scheme, also from ss_options), hands it to
 * a SAT solver (PicoSAT, or CaDiCaL when the library has it; also
 * ss_options) and checks every grid it returns against the rules and
 * givens; ss_propagate stops at unit propagation; ss_cnf_write writes
 * the CNF for an external solver; ss_print_grid prints a grid as the
 * puzzle was written.  ss_explanation_new walks a solution path a
 * person can follow, ss_rate rates a puzzle by it, ss_puzzle_generate
 * makes puzzles with one solution.
 *
 * Every call that can fail returns a status (0 or a count on success,
 * -1 or NULL on failure) and fills an ss_error the caller provides; the
 * library prints nothing of its own and never exits or aborts: running
 * out of memory is an error like the others (SS_ERR_MEMORY).  Handles
 * are opaque: make them with the _new calls and release them with the
 * matching _free calls.  Pointers passed to a call must not be NULL
 * unless its comment says so.
 *
 * Link with `pkg-config --cflags --libs sudosat` (add --static for the
 * static library).
 */
#ifndef SUDOSAT_H
#define SUDOSAT_H

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Version                                                             */

/* The version of this header, equal to the package's (configure's
   AC_INIT in the source tree; tests/header.sh checks that they
   agree). */
#define SUDOSAT_VERSION_MAJOR 0
#define SUDOSAT_VERSION_MINOR 1
#define SUDOSAT_VERSION_PATCH 0
/* The same as one number, MAJOR * 10000 + MINOR * 100 + PATCH. */
#define SUDOSAT_VERSION_NUMBER \
  (SUDOSAT_VERSION_MAJOR * 10000 + SUDOSAT_VERSION_MINOR * 100 \
   + SUDOSAT_VERSION_PATCH)

/* The version of the library linked at run time, which may differ from
   the header's when a program runs with a newer shared library: a
   static string "MAJOR.MINOR.PATCH", and the number as
   SUDOSAT_VERSION_NUMBER has it.  May be called at any time. */
const char *ss_version (void);
int ss_version_number (void);

/* ------------------------------------------------------------------ */
/* Errors                                                              */

typedef enum ss_status {
  SS_OK = 0,
  SS_ERR_INPUT = 1,    /* malformed input: file, line and column are set */
  SS_ERR_USAGE = 2,    /* a request that cannot be honoured */
  SS_ERR_LIMIT = 3,    /* a size limit was exceeded */
  SS_ERR_MEMORY = 4,   /* out of memory: the call freed what it had
                          taken and can be retried */
  SS_ERR_INTERNAL = 5, /* a self-check failed: a bug, never output */
  SS_ERR_TIMEOUT = 6   /* the time limit ran out before the answer */
} ss_status;

/* What went wrong, filled by the call that failed.  A caller declares
   one (zeroed or not) and passes its address; it is read only after a
   call returned failure. */
typedef struct ss_error {
  ss_status status;
  char file[256];      /* "" when the error has no location */
  long line, col;      /* 1-based; 0 when unknown */
  char msg[512];
} ss_error;

/* Print "FILE:LINE:COLUMN: message" (or less when the location is
   unknown) and a newline.  Call it with an ss_error that a call
   returning failure has filled. */
void ss_error_print (FILE *, const ss_error *);

/* ------------------------------------------------------------------ */
/* Limits                                                              */

#define SS_MIN_K 2
#define SS_MAX_K 20           /* 400 x 400 grids */
#define SS_MIN_SIDE 4         /* a grid's side: 2x2 boxes ... */
#define SS_MAX_SIDE 400       /* ... to 400 x 400 grids */
#define SS_MAX_CHARS_N 35     /* chars format: 1-9 then A-Z */
/* Default budget of CNF literals (PicoSAT needs about 10 bytes a
   literal, CaDiCaL somewhat more): past it encoding stops with SS_ERR_LIMIT instead of
   exhausting memory (pairwise on 400x400 would be 10^11 literals). */
#define SS_MAX_LITERALS (1LL << 28)

/* ------------------------------------------------------------------ */
/* Puzzles                                                             */

typedef enum ss_family { SS_SUDOKU = 0, SS_SUDOMINOKU = 1 } ss_family;

/* A puzzle: an n x n grid of cells taking values 1..n, its givens and
   its constraints: no value twice in a row, a column, a box (of R rows
   and C columns, R * C = n) or an extra region, and the rules of its
   family.  Cells are numbered by row r and column c, both 0..n-1. */
typedef struct ss_puzzle ss_puzzle;

/* A Sudoku of side k*k (SS_MIN_K <= k <= SS_MAX_K) with every cell
   blank; NULL when k is out of range or memory runs out. */
ss_puzzle *ss_puzzle_new (int k);
/* A Sudoku of side rows*cols with boxes of rows x cols cells, every
   cell blank; NULL unless rows, cols >= 2 and rows * cols <=
   SS_MAX_SIDE, or when memory runs out. */
ss_puzzle *ss_puzzle_new_box (int rows, int cols);
/* The box shape a grid of side n has when none is given: k x k for
   n = k*k, else the factorisation R x C with 2 <= R < C closest to a
   square (6: 2x3, 8: 2x4, 12: 3x4).  Returns 0, or -1 when n is out of
   range or has no such factorisation (a prime). */
int ss_box_default (int n, int *rows, int *cols);
/* A copy of p, to be freed on its own; NULL when memory runs out. */
ss_puzzle *ss_puzzle_copy (const ss_puzzle *p);
/* Releases p; NULL is ignored. */
void ss_puzzle_free (ss_puzzle *p);

/* The grid's side n, and a box's rows and columns. */
int ss_puzzle_side (const ss_puzzle *p);
int ss_puzzle_box_rows (const ss_puzzle *p);
int ss_puzzle_box_cols (const ss_puzzle *p);
/* Jigsaw: irregular regions replace the boxes.  region_of_cell holds
   n*n region numbers (cell r*n + c first at index r*n + c), each 0..n-1
   and each number on exactly n cells; regions need not be connected.
   NULL restores the rectangular boxes.  Every stage that knows boxes
   (solving, counting, presolve, encodings, propagation, the checks,
   DIMACS with its comments, which decode reads back, and the pretty
   printer) then uses the regions.  The givens are not checked here
   (ss_puzzle_check_givens does).  Returns 0, or -1 with err set:
   SS_ERR_USAGE for a number out of range, a region of the wrong size
   (the message names it and its first cells) or a Sudominoku puzzle,
   SS_ERR_MEMORY when memory runs out (p is unchanged then). */
int ss_puzzle_set_regions (ss_puzzle *p, const int *region_of_cell,
                           ss_error *err);
/* The region of cell (r, c): its box's number (boxes numbered row by
   row) or its jigsaw region's; 1 when p has jigsaw regions, else 0. */
int ss_puzzle_region (const ss_puzzle *p, int r, int c);
int ss_puzzle_is_jigsaw (const ss_puzzle *p);
/* Add an extra region: no value twice among its m cells (indexes
   r*n + c, 2 <= m <= n, distinct), as in a row; with m = n every value
   appears in it once.  Solving, counting, propagation, DIMACS (a
   "region" comment, which decode reads back) and the checks below all
   keep it.  Returns 0, or -1 with err set (SS_ERR_USAGE) when the cells
   are not such a list. */
int ss_puzzle_add_region (ss_puzzle *p, const int *cells, int m,
                          ss_error *err);
/* Variant constraints on cells (indexes r*n + c).  Each returns 0, or
   -1 with err set: SS_ERR_USAGE for a cell off the grid, a cell named
   twice, or a constraint no values can meet; SS_ERR_MEMORY when memory
   runs out (p is unchanged then).
     cage    a killer cage of m cells (1 <= m <= n): no value twice in
             it, and when total > 0 its values sum to total (which must
             be reachable by m distinct values of 1..n); total 0 only
             forbids repeats
     thermo  a thermometer of m cells (2 <= m <= n) from the bulb along
             the line: values strictly increase; adjacent cells of the
             line need not be neighbours on the grid
     parity  cell holds an odd value (odd = 1) or an even one (odd = 0)
     kropki  cells a and b: white (black = 0), values 1 apart; black,
             one value twice the other
     xv      cells a and b sum to sum (10 for an X, 5 for a V; any
             total from 3 to 2n-1 is taken)
   Solving, counting, propagation, DIMACS (comments that decode reads
   back) and the checks below all keep them; the givens are not checked
   here (ss_puzzle_check_givens does). */
int ss_puzzle_add_cage (ss_puzzle *p, const int *cells, int m, int total,
                        ss_error *err);
int ss_puzzle_add_thermo (ss_puzzle *p, const int *cells, int m,
                          ss_error *err);
int ss_puzzle_add_parity (ss_puzzle *p, int cell, int odd, ss_error *err);
int ss_puzzle_add_kropki (ss_puzzle *p, int a, int b, int black,
                          ss_error *err);
int ss_puzzle_add_xv (ss_puzzle *p, int a, int b, int sum, ss_error *err);
/* A line rule through m cells (indexes r*n + c) in the line's order;
   rule names it as f-puzzles files do.  The cells of a line need not
   be neighbours on the grid; no cell may be named twice.
     palindrome       (m >= 2) cells at equal distance from the two ends
                      hold the same value
     renban           (2 <= m <= n) the cells hold m distinct
                      consecutive values, in any order
     whispers         (m >= 2) German whispers: neighbours on the line
                      differ by at least n/2 rounded up (5 on 9x9)
     betweenline      (m >= 3) the cells between the two ends hold
                      values strictly between the ends' values
     slowthermometer  (m >= 2) from the bulb (the first cell) the values
                      never fall: each is at least the one before
     regionsumline    (m >= 2) the line is cut where it passes from one
                      box (or jigsaw region) to another; every part sums
                      to the same total
   Returns 0, or -1 with err set: SS_ERR_USAGE for an unknown rule, a
   cell off the grid or named twice, or too few or too many cells;
   SS_ERR_MEMORY when memory runs out (p is unchanged then). */
int ss_puzzle_add_line (ss_puzzle *p, const char *rule, const int *cells,
                        int m, ss_error *err);
/* Sum clues, checked and kept as the variant constraints above are:
     arrow          the values of the m line cells (from the circle out,
                    repeats allowed) sum to the value of the circle's k
                    cells, or for k >= 2 (grids up to 9x9) to the number
                    its digits read in order; a line cell in the circle,
                    or a line that cannot reach the circle's range, is
                    refused
     little_killer  the m cells along one diagonal (each the diagonal
                    neighbour of the one before, one direction) sum to
                    total; values may repeat */
int ss_puzzle_add_arrow (ss_puzzle *p, const int *circle, int k,
                         const int *line, int m, ss_error *err);
int ss_puzzle_add_little_killer (ss_puzzle *p, const int *cells, int m,
                                 int total, ss_error *err);
/* A skyscraper clue at row, col of the border frame as f-puzzles
   numbers it (0 and n+1 the border, 1..n the grid): just outside one
   end of a row or column ("R0C3" above column 3).  Read from the clue
   inwards, a digit is seen when it is larger than every digit before
   it; clue (1..n) is how many are seen.  A place not beside the grid,
   a clue out of 1..n or a second clue at one place is refused
   (SS_ERR_USAGE). */
int ss_puzzle_add_skyscraper (ss_puzzle *p, int row, int col, int clue,
                              ss_error *err);
/* Clues outside the grid, checked and kept as the variant constraints
   above are, each beside a row or column: the clue stands at row r,
   column c counted from 1 with the border around the grid included
   (row 0 above the grid, n + 1 below it, column 0 left of it, n + 1
   right of it), as f-puzzles places it ("R0C3": above column 3); a
   corner or a cell of the grid is refused, and so is a total no digits
   reach.
     sandwich  the digits strictly between the 1 and the n (the grid's
               side) of the clue's row or column sum to total (0 when
               the two are neighbours)
     xsum      read from the clue, the first X digits of its row or
               column sum to total, where X is the first of them (which
               counts too) */
int ss_puzzle_add_sandwich (ss_puzzle *p, int r, int c, int total,
                            ss_error *err);
int ss_puzzle_add_xsum (ss_puzzle *p, int r, int c, int total,
                        ss_error *err);
/* Global rules of variant Sudoku, named as --rules takes them:
     x                both main diagonals hold no value twice
     windoku          (k x k boxes only) (k-1)^2 extra windows of k x k
                      cells, one line from the border and one apart
                      (9x9: rows and columns 2-4 and 6-8), no value
                      twice in a window
     anti-knight      cells a knight's move apart hold different values
     anti-king        diagonal neighbours hold different values
     non-consecutive  orthogonal neighbours never hold values 1 apart
   The i-th (from 0) rule's name and one-line summary, NULL past the
   last; the index of a name, -1 for none. */
const char *ss_rule_name (int i);
const char *ss_rule_summary (int i);
int ss_rule_find (const char *name);
/* Add a rule to p (once: adding it again changes nothing), or every
   rule of a comma-separated list ("x,anti-knight").  Solving,
   counting, propagation, DIMACS (a "rules" comment, which decode reads
   back) and the checks below all keep it; the givens are not checked
   here (ss_puzzle_check_givens does).  Returns 0, or -1 with err set:
   SS_ERR_USAGE for a name that is no rule, or a rule the grid does not
   have (windoku on boxes that are not square), SS_ERR_MEMORY when
   memory runs out (a rule is added whole or not at all; the rules of a
   list before it stay).  A list is checked whole before any rule is
   added. */
int ss_puzzle_add_rule (ss_puzzle *p, const char *name, ss_error *err);
int ss_puzzle_add_rules (ss_puzzle *p, const char *list, ss_error *err);
/* 1 when rule name was added to p, else 0. */
int ss_puzzle_has_rule (const ss_puzzle *p, const char *name);
/* The puzzle's family (SS_SUDOKU for one made by ss_puzzle_new). */
ss_family ss_puzzle_family (const ss_puzzle *p);
/* The given value of cell (r, c), 0 for a blank; r and c must be in
   0..n-1. */
int ss_puzzle_get (const ss_puzzle *p, int r, int c);
/* Set the given of cell (r, c) to v (0 blanks it).  Returns 0, or -1
   when r, c or v is out of range. */
int ss_puzzle_set (ss_puzzle *p, int r, int c, int v);
/* Where a puzzle came from, for messages: its 1-based position in its
   input and the line it starts on (both 0 for a puzzle made by
   ss_puzzle_new). */
int ss_puzzle_index (const ss_puzzle *p);
long ss_puzzle_line (const ss_puzzle *p);

/* Check that the givens break no rule (a value twice in a unit, a value
   out of range, a pair of cells that a global rule forbids, a variant
   constraint the givens break or leave no way to meet: a cage whose
   givens repeat a value or leave no distinct values for its blanks to
   reach its total, a thermometer whose givens do not leave room to
   increase, an odd or even cell, a dot or an XV pair).  Returns 0
   when fine; else -1 with err naming the cell and, when cell is not
   NULL, the offending cell's index (r*n + c) stored there. */
int ss_puzzle_check_givens (const ss_puzzle *p, long *cell, ss_error *err);

/* Check a complete grid (n*n values in row-major order) against the
   rules and the puzzle's givens (and for Sudominoku, the domino rules).
   Returns 0 when valid, else -1 with err saying what is broken. */
int ss_check_solution (const ss_puzzle *p, const int *grid, ss_error *err);

/* ------------------------------------------------------------------ */
/* Reading and printing                                                */

typedef enum ss_format {
  SS_FMT_AUTO = 0,
  SS_FMT_GRID,        /* n lines of n integers, 0 = blank (BOJ 2580) */
  SS_FMT_CHARS,       /* n lines of n characters, '.' or '0' blank */
  SS_FMT_LINE,        /* one puzzle per line: n*n characters or integers */
  SS_FMT_SUDOMINOKU,  /* BOJ 4574 / MCPC 2011 "Su-domino-ku" */
  SS_FMT_FPUZZLES     /* f-puzzles: its JSON, or its links (lz-string
                         base64, "?load=N4Ig...") one a line */
} ss_format;

/* The format's name ("grid", ...; "auto" for SS_FMT_AUTO), a static
   string; and the format of a name: 0 with *out set, or -1 when no
   format has that name. */
const char *ss_format_name (ss_format);
int ss_format_parse (const char *name, ss_format *out);

typedef struct ss_reader ss_reader;

/* A reader of puzzles from f, which it does not close; name is used in
   messages.  With SS_FMT_AUTO the format is detected from the first
   non-blank line; a first line that none of the formats takes as it
   stands (separators such as '|', '-', '+' or box-drawing characters,
   headers such as "[Puzzle]" or "Grid 01", comments after '#' or
   "//", a CSV line, digits grouped by box, '_', '*', 'x' or '?' for
   blanks) makes the input free-form: each puzzle is read a character a
   cell, row by row or as a whole on one line, with the decoration
   left out.  A first line starting with '{' is an f-puzzles JSON
   document (the whole input, one puzzle); one holding an http(s) link
   or lz-string base64 text starting "N4" is f-puzzles links, one
   puzzle a line.  Nothing is read until ss_reader_next.  Free it with
   ss_reader_free, then close f.  NULL when memory runs out. */
ss_reader *ss_reader_new (FILE *f, const char *name, ss_format);
/* Lenient: skip the check that the givens break no rule (values out of
   range are still input errors), for callers that answer a broken grid
   themselves.  Call before the first ss_reader_next. */
void ss_reader_set_lenient (ss_reader *, int lenient);
/* Accept lines of up to bytes bytes (default 16 MiB; 0 restores it); a
   longer line is an SS_ERR_LIMIT error that ends the input.  Call
   before the first ss_reader_next. */
void ss_reader_set_max_line (ss_reader *, long bytes);
/* Boxes of rows x cols cells for every puzzle read (0, 0 restores the
   default, ss_box_default of each puzzle's side); a puzzle whose side
   is not rows * cols is an SS_ERR_INPUT error.  Call before the first
   ss_reader_next. */
void ss_reader_set_box (ss_reader *, int rows, int cols);
/* The characters of values 1, 2, ... in order ("0123456789ABCDEF",
   "ABCDEFGHI"), for puzzles written a character a cell; '.' stays
   the blank, and so does '0' when it is not among them.  Answers are
   printed in them.  NULL or "" restores the default: 1-9 then A-Z,
   except that auto detection reads a puzzle of side 10 to 35 holding
   '0' besides another blank as 0-9 then A-Z.  Returns 0, or -1 when
   symbols holds more than SS_MAX_CHARS_N characters, a character
   twice, '.', or one outside '!'..'~'.  Call before the first
   ss_reader_next. */
int ss_reader_set_symbols (ss_reader *, const char *symbols);
/* Returns 1 with the next puzzle in *out (the caller frees it), 0 at
   the end of the input, or -1 with err set.  After an error in line
   format the reader goes on with the next line; in other formats, and
   after running out of memory (SS_ERR_MEMORY) in any, the rest of the
   input is abandoned (the next call returns 0). */
int ss_reader_next (ss_reader *, ss_puzzle **out, ss_error *err);
/* The format in use: SS_FMT_AUTO until the first call to
   ss_reader_next has detected it, and for free-form input. */
ss_format ss_reader_format (const ss_reader *);
/* Releases the reader, not its file, nor the puzzles it returned;
   NULL is ignored. */
void ss_reader_free (ss_reader *);

/* Print a grid (n*n values, 0 printed as blank) in the format and
   style the puzzle was read in (for a puzzle made by ss_puzzle_new,
   the grid format). */
void ss_print_grid (FILE *, const ss_puzzle *p, const int *grid);

/* ------------------------------------------------------------------ */
/* Encodings                                                           */

/* An encoding preset (which clauses state the rules) and an
   at-most-one scheme (how "at most one of these" becomes clauses).
   Both are constant objects of the library, never freed. */
typedef struct ss_encoding ss_encoding;
typedef struct ss_amo ss_amo;

/* The i-th (from 0) preset or scheme, NULL past the last; the one of a
   name, NULL for none; the defaults. */
const ss_encoding *ss_encoding_nth (int i);
const ss_encoding *ss_encoding_find (const char *name);
const ss_encoding *ss_encoding_default (void);
const ss_amo *ss_amo_nth (int i);
const ss_amo *ss_amo_find (const char *name);
const ss_amo *ss_amo_default (void);
/* A preset's or scheme's name and one-line summary. */
const char *ss_encoding_name (const ss_encoding *);
const char *ss_encoding_summary (const ss_encoding *);
const char *ss_amo_name (const ss_amo *);
const char *ss_amo_summary (const ss_amo *);

/* Presolve levels: how far the candidates are narrowed by propagation
   before any clause is written, cumulative: none, singles (naked and
   hidden singles to a fixpoint), locked (+ locked candidates), hall (+
   Hall sets), probe (+ failed-literal probing, grids up to 25x25).
   Each removes only candidates no solution uses.  Constant objects of
   the library, never freed. */
typedef struct ss_presolve ss_presolve;

/* The i-th (from 0) level, NULL past the last; the one of a name, NULL
   for none; its name and one-line summary. */
const ss_presolve *ss_presolve_nth (int i);
const ss_presolve *ss_presolve_find (const char *name);
const char *ss_presolve_name (const ss_presolve *);
const char *ss_presolve_summary (const ss_presolve *);
/* The level a preset presolves at unless told otherwise: probe for
   fast (extended's clauses after probe), none for every other. */
const ss_presolve *ss_encoding_presolve (const ss_encoding *);

/* Encodings of the variant constraints' arithmetic, chosen apart from
   the preset: a sum encoding writes a killer cage's total (its
   all-different goes through the at-most-one scheme), an order
   encoding a thermometer's increasing values; odd and even cells,
   kropki dots and XV pairs have one encoding each.  Constant objects
   of the library, never freed.  As for presets: the i-th (from 0), NULL
   past the last; the one of a name, NULL for none; the default; a
   name and a one-line summary. */
typedef struct ss_sum_encoding ss_sum_encoding;
typedef struct ss_order_encoding ss_order_encoding;
const ss_sum_encoding *ss_sum_encoding_nth (int i);
const ss_sum_encoding *ss_sum_encoding_find (const char *name);
const ss_sum_encoding *ss_sum_encoding_default (void);
const char *ss_sum_encoding_name (const ss_sum_encoding *);
const char *ss_sum_encoding_summary (const ss_sum_encoding *);
const ss_order_encoding *ss_order_encoding_nth (int i);
const ss_order_encoding *ss_order_encoding_find (const char *name);
const ss_order_encoding *ss_order_encoding_default (void);
const char *ss_order_encoding_name (const ss_order_encoding *);
const char *ss_order_encoding_summary (const ss_order_encoding *);
/* SAT solver back ends: picosat (linked in, the default) and cadical
   (CaDiCaL, when the library was built with it).  Constant objects of
   the library, never freed.  Every back end solves, counts and proves
   uniqueness alike; ss_propagate is PicoSAT's whichever is chosen. */
typedef struct ss_solver ss_solver;

/* The i-th (from 0) back end this library knows, NULL past the last;
   the one of a name, NULL for none; the default (picosat); its name and
   one-line summary; 1 when this build has it, else 0 (ss_solve refuses
   a back end it lacks, with SS_ERR_USAGE). */
const ss_solver *ss_solver_nth (int i);
const ss_solver *ss_solver_find (const char *name);
const ss_solver *ss_solver_default (void);
const char *ss_solver_name (const ss_solver *);
const char *ss_solver_summary (const ss_solver *);
int ss_solver_built (const ss_solver *);

/* ------------------------------------------------------------------ */
/* Solving                                                             */

/* How to encode and solve; a zeroed struct means every default.  The
   struct may grow, members added at its end: size tells the library
   how much of it the caller's header had. */
typedef struct ss_options {
  size_t size;                   /* 0, or sizeof (ss_options): 0 stands
                                    for the size of the members below.
                                    A library reads the members that
                                    size covers (the others at their
                                    defaults) and refuses, with
                                    SS_ERR_USAGE, a size short of the
                                    members below, or a bigger struct
                                    whose members past its own are not
                                    zero */
  const ss_encoding *encoding;   /* NULL: ss_encoding_default () */
  const ss_amo *amo;             /* NULL: ss_amo_default () */
  long long max_literals;        /* 0: SS_MAX_LITERALS */
  double time_limit;             /* seconds per call; 0: none */
  const ss_presolve *presolve;   /* NULL: ss_encoding_presolve (encoding) */
  const ss_sum_encoding *sum;    /* NULL: ss_sum_encoding_default () */
  const ss_order_encoding *order; /* NULL: ss_order_encoding_default () */
  const ss_solver *solver;       /* NULL: ss_solver_default () */
  int innies;                    /* 1: killer cages add the sums they
                                    imply by the rule of 45, the innies
                                    and outies of every unit, band of
                                    rows or columns and union of boxes;
                                    0: not */
  long long portfolio_decisions; /* the portfolio back end: the
                                    decisions a search of PicoSAT may
                                    take (the first grid, each one
                                    after) before CaDiCaL takes over
                                    that search and the later ones;
                                    0: 2000; below 0 refused
                                    (SS_ERR_USAGE) */
} ss_options;

/* Sizes and effort of one call, filled when a non-NULL pointer is
   passed. */
typedef struct ss_stats {
  long long variables, clauses, literals;
  long long decisions, propagations;
  double seconds;                /* encoding and solving, wall clock */
} ss_stats;

/* Find up to limit (>= 1) distinct grids.  Returns how many were found
   (0 when none), or -1 on error.  The first grid goes to solution (n*n
   values) when it is not NULL; it has been checked against every rule
   and given.  A limit of 2 proves a grid unique.  Blocking clauses are
   over cell variables only, so auxiliary variables never inflate the
   count.  With opt->time_limit, the search stops that many seconds
   after the call began (checked while a grid over 25x25 is presolved,
   while the CNF is built, within the solver's search and after each grid;
   never when the CNF has no variable, so a puzzle that propagation
   settled is answered) and -1 is returned with SS_ERR_TIMEOUT, even
   when some grids were found: the answer asked for is not known.  opt
   may be NULL. */
long ss_solve (const ss_puzzle *p, const ss_options *opt, long limit,
               int *solution, ss_stats *st, ss_error *err);

/* Unit propagation alone: the puzzle's CNF (after the presolve level of
   opt, the preset's own by default) in a fresh PicoSAT in plain mode (no
   failed-literal probing), givens as unit clauses, decision limit 0.
   grid (n*n values) receives the cells fixed at the top level, 0 for
   the others.  Returns 1 for a partial grid (checked: it
   keeps the givens and breaks no rule), 0 for a conflict (propagation
   derived the empty clause, forced two values into a cell, or the
   givens break a rule; grid is then meaningless), -1 on error.  With
   opt->time_limit, -1 with SS_ERR_TIMEOUT when that many seconds pass
   (checked as in ss_solve, and during propagation).  With the hatch
   preset this is cross-hatching. */
int ss_propagate (const ss_puzzle *p, const ss_options *opt, int *grid,
                  ss_stats *st, ss_error *err);

/* ------------------------------------------------------------------ */
/* DIMACS                                                              */

/* Encode a puzzle and write it in DIMACS: comment lines naming the
   sudosat version, family, grid size, box shape (when not the side's
   default), encoding, scheme, the presolve level (only when it is not
   the preset's own), the sum and order encodings (only when the puzzle
   has a cage with a total, or a thermometer), the variable map (a
   formula, or for a compact map one line per cell) and the puzzle with
   its extra regions and variant constraints, all before the "p cnf"
   line; then the header, whose counts are the
   clauses and the largest variable written, and the clauses.  opt (may
   be NULL) gives the encoding, the scheme, the presolve level and the
   literal budget (a grid over 25x25 is counted before it is buffered),
   and the time limit: SS_ERR_TIMEOUT when it runs out while the grid
   is presolved or the CNF built, or before the first byte is written
   (nothing is then written; once begun, the CNF is written whole).
   st (may be NULL) gets the variables, clauses and literals written.
   Returns 0, or -1 with err set. */
int ss_cnf_write (FILE *, const ss_puzzle *p, const ss_options *opt,
                  ss_stats *st, ss_error *err);

/* ------------------------------------------------------------------ */
/* Explaining and rating                                               */

/* A solution path a person can follow, as `sudosat explain` gives it:
   steps from the givens, each by the simplest technique that applies
   (singles, the variant rules' steps, locked candidates, subsets,
   fish, wings, chains, forcing steps and nets; doc/rating.md), each
   checked against the puzzle's one solution before it is returned.
   An explanation belongs to one thread at a time; explanations of any
   puzzles may run at once in different threads. */
typedef struct ss_explanation ss_explanation;

/* Flags of ss_explanation_new and ss_rate.  SS_EXPLAIN_UNIQUENESS lets
   the path take the steps that hold only for a puzzle with one
   solution (unique rectangle type 1, bug+1), as --uniqueness does. */
#define SS_EXPLAIN_UNIQUENESS 1u

/* A cell (row and col, 0..n-1) and a value (1..n). */
typedef struct ss_cell_value {
  int row, col, value;
} ss_cell_value;

/* One step.  It and everything it points to belong to the
   explanation and hold until its next ss_explanation_next or its
   ss_explanation_free; the library makes it, so later versions may
   add members at the end. */
typedef struct ss_explanation_step {
  int number;                     /* 1 for the first step */
  const char *technique;          /* "hidden single", as explain names it */
  int nplace, neliminate;
  const ss_cell_value *place;     /* values placed, in order */
  const ss_cell_value *eliminate; /* candidates taken out, in order */
  const char *why;                /* why it holds, values as numbers:
                                     "the only place for 8 in box 3"
                                     (explain -O json's "why") */
  const char *text;               /* the line explain prints, values in
                                     the puzzle's characters:
                                     "hidden single: r3c9=8 (the only
                                     place for 8 in box 3)" */
  double se;                      /* its difficulty on Sudoku
                                     Explainer's scale (doc/rating.md) */
} ss_explanation_step;

/* Start explaining p, which may be freed once this returns (the
   explanation keeps a copy).  The puzzle's solutions are counted
   first, with opt's encoding and back end (opt may be NULL): one
   without a solution, or with more than one, is refused with
   SS_ERR_USAGE, as sudosat explain refuses it.  opt->time_limit
   bounds the whole path, counted from this call: a later
   ss_explanation_next fails with SS_ERR_TIMEOUT once it is past.
   flags: 0 or SS_EXPLAIN_UNIQUENESS (another bit is SS_ERR_USAGE).
   NULL with err set on failure. */
ss_explanation *ss_explanation_new (const ss_puzzle *p,
                                    const ss_options *opt, unsigned flags,
                                    ss_error *err);
/* The next step, applied: 1 with *step set; 0 when the path ends
   (every cell placed, or no technique applies: see
   ss_explanation_solved); -1 with err set (SS_ERR_TIMEOUT,
   SS_ERR_MEMORY, or SS_ERR_INTERNAL when a step contradicts the
   solution, never returned).  After 0 or -1 every call returns the
   same. */
int ss_explanation_next (ss_explanation *, const ss_explanation_step **step,
                         ss_error *err);
/* 1 when the steps so far have placed every cell (the path is
   complete), else 0. */
int ss_explanation_solved (const ss_explanation *);
/* Releases the explanation and its steps; NULL is ignored. */
void ss_explanation_free (ss_explanation *);

/* A puzzle's difficulty by its path, as `sudosat rate` gives it. */
typedef struct ss_difficulty {
  size_t size;          /* set by the caller to sizeof (ss_difficulty):
                           a later library fills only what fits */
  int level;            /* 0 (simple) to 5 (beyond): ss_difficulty_name */
  const char *name;     /* the level's name, a static string */
  double score;         /* the level's scale: 1.0 to 6.9 (beyond:
                           search steps, or the path stops short) */
  double se;            /* Sudoku Explainer's scale: the hardest step's */
  const char *hardest;  /* the heaviest technique used (a static
                           string), "" for none (a full grid) */
  int uses;             /* steps of that technique */
  int steps;            /* steps in the path */
  int solved;           /* 1 when the path reaches the solution */
} ss_difficulty;

/* Rate p: its path (as ss_explanation_new and ss_explanation_next walk
   it, with opt and flags) gives the level and scores (doc/rating.md).
   opt may be NULL; opt->time_limit bounds the whole call.  Returns 0
   with *d filled, or -1 with err set (SS_ERR_USAGE for a puzzle with
   no solution or several, or d->size below the struct's first
   version).  Any number of calls may run at once. */
int ss_rate (const ss_puzzle *p, const ss_options *opt, unsigned flags,
             ss_difficulty *d, ss_error *err);
/* The i-th (from 0) level's name ("simple", "easy", "intermediate",
   "hard", "expert", "beyond") and its scores and techniques in a
   line; NULL past the last.  Static strings. */
const char *ss_difficulty_name (int level);
const char *ss_difficulty_summary (int level);

/* ------------------------------------------------------------------ */
/* Generating                                                          */

/* What a puzzle made by ss_puzzle_generate must be; a struct zeroed
   but for its size asks for a Sudoku with as few givens as can be. */
typedef struct ss_generate_request {
  size_t size;            /* set by the caller to
                             sizeof (ss_generate_request) */
  const char *rules;      /* NULL, or a comma-separated list as
                             `sudosat generate --rules` takes it: the
                             global rules (ss_rule_name) added to the
                             shape, and the constraints laid out afresh
                             on each grid: killer, thermometer, odd-even,
                             kropki, xv, jigsaw (`sudosat list rules`) */
  const char *symmetry;   /* NULL or "none", or ss_symmetry_name's: the
                             givens' pattern keeps it */
  int clues;              /* givens to leave; 0: as few as can be */
  int minimal;            /* 1: no given can go without a second
                             solution */
  const char *difficulty; /* NULL, or a level's name (ss_difficulty_name)
                             the puzzle must rate at */
  unsigned long long seed;   /* the puzzle comes from it alone */
} ss_generate_request;

/* The i-th (from 0) symmetry's name ("none", "rotate180", "rotate90",
   "mirror", "diagonal"), NULL past the last; a static string. */
const char *ss_symmetry_name (int i);

/* Make a puzzle with one solution, as `sudosat generate --seed` makes
   it: of shape's side, box shape (or regions), rules and constraints,
   its givens ignored (NULL: a blank 9x9 Sudoku), with req's rules,
   symmetry, givens and difficulty, drawn from req->seed alone.  opt
   (may be NULL) gives the back end, the literal budget and the time
   limit (for the whole call); its encodings are not used.  Returns the
   puzzle (shape's size, its constraints and those laid out, the
   givens; checked afresh: its givens break no rule, the solver finds
   one solution and no other, the pattern keeps the symmetry), which
   the caller frees with ss_puzzle_free; its solution (n*n values) goes
   to solution when that is not NULL.  NULL with err set: SS_ERR_USAGE
   for a request that cannot be met (an unknown rule or symmetry, a
   clue count the symmetry cannot make, no puzzle of the request in
   the attempts made; the message says which), SS_ERR_TIMEOUT,
   SS_ERR_LIMIT, SS_ERR_MEMORY.  shape may be read by other calls at
   once. */
ss_puzzle *ss_puzzle_generate (const ss_puzzle *shape,
                               const ss_generate_request *req,
                               const ss_options *opt, int *solution,
                               ss_error *err);

#ifdef __cplusplus
}
#endif

#endif /* SUDOSAT_H */
