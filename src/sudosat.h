/* sudosat.h: the one public header of libsudosat.
 *
 * The pipeline is: reader (parser per format) -> ss_puzzle -> encoder
 * (ss_encode, emitting clauses into an ss_sink) -> driver (solve, count,
 * propagate) -> decoder and validator -> printer.  Every function reports
 * problems through an ss_error and a return value; only the CLI prints
 * messages and chooses exit codes.
 */
#ifndef SUDOSAT_H
#define SUDOSAT_H

#include <limits.h>
#include <stdint.h>
#include <stdio.h>

struct PicoSAT;

/* ------------------------------------------------------------------ */
/* Errors                                                              */

typedef enum ss_status {
  SS_OK = 0,
  SS_ERR_INPUT = 1,    /* malformed input: file, line and column are set */
  SS_ERR_USAGE = 2,    /* a request that cannot be honoured */
  SS_ERR_LIMIT = 3,    /* a size limit was exceeded */
  SS_ERR_MEMORY = 4,   /* reserved: allocation failure exits instead
                          (ss_malloc below), so it is never set */
  SS_ERR_INTERNAL = 5, /* a self-check failed: a bug, never output */
  SS_ERR_TIMEOUT = 6   /* the time limit ran out before the answer */
} ss_status;

typedef struct ss_error {
  ss_status status;
  char file[256];      /* "" when the error has no location */
  long line, col;      /* 1-based; 0 when unknown */
  char msg[512];
} ss_error;

/* Record an error; returns -1 so callers can "return ss_fail(...)". */
int ss_fail (ss_error *, ss_status, const char *file, long line, long col,
             const char *fmt, ...)
  __attribute__ ((format (printf, 6, 7)));

/* "FILE:LINE:COLUMN: message" (or less when the location is unknown). */
void ss_error_print (FILE *, const ss_error *);

/* The program's exit codes, documented in the man page and README;
   public because the allocator below exits with one of them. */
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

/* Allocation that never returns NULL for a non-zero size: on failure it
   prints a message and exits with SS_EXIT_INTERNAL (the library is a
   CLI first; a program embedding it gets a clean message, not a
   crash).  ss_out_of_memory is that failure, for memory that other
   calls (getline, open_memstream) failed to get; 0 when the size asked
   for is unknown. */
void ss_out_of_memory (size_t) __attribute__ ((noreturn));
void *ss_malloc (size_t);
void *ss_calloc (size_t, size_t);
void *ss_realloc (void *, size_t);

/* ------------------------------------------------------------------ */
/* Limits                                                              */

#define SS_MIN_K 2
#define SS_MAX_K 20           /* 400 x 400 grids */
#define SS_MAX_CHARS_N 35     /* chars format: 1-9 then A-Z */
/* Default budget of CNF literals a sink takes (PicoSAT needs about 10
   bytes a literal): past it encoding stops with SS_ERR_LIMIT instead of
   exhausting memory (pairwise on 400x400 would be 10^11 literals). */
#define SS_MAX_LITERALS (1LL << 28)

/* ------------------------------------------------------------------ */
/* Puzzle model                                                        */

typedef enum ss_family { SS_SUDOKU = 0, SS_SUDOMINOKU = 1 } ss_family;

typedef enum ss_format {
  SS_FMT_AUTO = 0,
  SS_FMT_GRID,        /* n lines of n integers, 0 = blank (BOJ 2580) */
  SS_FMT_CHARS,       /* n lines of n characters, '.' or '0' blank */
  SS_FMT_LINE,        /* one puzzle per line: n*n characters or integers */
  SS_FMT_SUDOMINOKU   /* BOJ 4574 / MCPC 2011 "Su-domino-ku" */
} ss_format;

/* How a puzzle was written, so that it can be printed back alike. */
typedef struct ss_style {
  ss_format format;   /* never SS_FMT_AUTO once parsed */
  int ints;           /* line format: integers separated by spaces */
  char blank;         /* chars and line formats: '.' or '0' */
} ss_style;

/* A domino placed on the grid: value a at (r1,c1), value b at (r2,c2). */
typedef struct ss_domino {
  int a, b;
  int r1, c1, r2, c2;
} ss_domino;

typedef struct ss_puzzle {
  int k, n;              /* box side and grid side, n = k * k */
  int *cells;            /* n * n givens in row-major order, 0 = blank */
  ss_family family;
  ss_style style;
  int ndominoes;         /* Sudominoku: dominoes given in place */
  ss_domino *dominoes;
  long line;             /* input line where the puzzle starts */
  int index;             /* 1-based position in its input */
} ss_puzzle;

/* A puzzle of side k*k with every cell blank. */
ss_puzzle *ss_puzzle_new (int k);
void ss_puzzle_free (ss_puzzle *);
ss_puzzle *ss_puzzle_copy (const ss_puzzle *);
static inline int
ss_cell (const ss_puzzle *p, int r, int c)
{
  return p->cells[(long) r * p->n + c];
}

/* Check that the givens break no rule (a value twice in a unit, a value
   out of range).  Sets an error naming the cell and, when cell is not
   NULL, stores the offending cell's index there; 0 when fine. */
int ss_puzzle_check_givens (const ss_puzzle *, long *cell, ss_error *);

/* Check a complete grid against the rules and the puzzle's givens (and
   for Sudominoku, the domino rules).  0 when valid. */
int ss_check_solution (const ss_puzzle *, const int *grid, ss_error *);

/* ------------------------------------------------------------------ */
/* Variable map: the only place where variables get their numbers.     */
/* Cell variable x(r,c,v), r and c in 0..n-1, v in 1..n.               */

#define SS_LIT_TRUE INT_MAX      /* a literal known to be true */
#define SS_LIT_FALSE (-INT_MAX)  /* a literal known to be false */

typedef struct ss_varmap ss_varmap;

/* The plain map: x(r,c,v) = (r*n + c)*n + v; auxiliary variables
   follow the n^3 cell variables. */
ss_varmap *ss_varmap_new (int n);

/* A compact map for encodings that fold in what is already decided:
   fixed[(r*n + c)*n + v - 1] is 1 (true), -1 (false) or 0 (open); open
   cell variables are numbered 1, 2, ... in (r, c, v) order. */
ss_varmap *ss_varmap_new_fixed (int n, const signed char *fixed);
/* The same map from bit sets, without the n^3 bytes of fixed: cell i's
   open values are open[i*w .. i*w + w - 1] (value v at bit v - 1, w =
   (n + 63) / 64), value[i] is its value fixed true (0 for none; a cell
   with a value has no open values), and every other value is fixed
   false. */
ss_varmap *ss_varmap_new_sets (int n, const uint64_t *open,
                               const int *value);

void ss_varmap_free (ss_varmap *);

int ss_varmap_n (const ss_varmap *);
int ss_varmap_compact (const ss_varmap *);   /* made by _new_fixed/_sets */
/* The literal for x(r,c,v): a variable, SS_LIT_TRUE or SS_LIT_FALSE. */
int ss_var (const ss_varmap *, int r, int c, int v);
/* The values of cell (r,c) not fixed false, in increasing order: vals[i]
   has the literal lits[i] (a variable or SS_LIT_TRUE).  Returns their
   count; both arrays need room for n.  What ss_var gives for every v,
   without n lookups when few values are open. */
int ss_var_values (const ss_varmap *, int r, int c, int *vals, int *lits);
/* Inverse: 1 and (r,c,v) when var is a cell variable, else 0. */
int ss_var_cell (const ss_varmap *, int var, int *r, int *c, int *v);
/* Number of cell variables; they are 1..this. */
int ss_varmap_cellvars (const ss_varmap *);
/* Hand out count fresh auxiliary variables; returns the first. */
int ss_varmap_aux (ss_varmap *, int count);
/* Take back every auxiliary variable: the next ss_varmap_aux hands out
   cellvars + 1 again (a map encoded twice numbers alike). */
void ss_varmap_drop_aux (ss_varmap *);
/* Largest variable handed out so far. */
int ss_varmap_maxvar (const ss_varmap *);

/* ------------------------------------------------------------------ */
/* Clause sinks: encoders emit literals, 0 ending a clause.             */

typedef struct ss_sink ss_sink;
struct ss_sink {
  void (*put) (ss_sink *, int lit);     /* backend; lit 0 ends a clause */
  void (*release) (ss_sink *);
  long long clauses, literals;          /* kept by ss_sink_add */
  int maxvar;                           /* largest variable seen */
  long long max_literals;               /* budget; 0: none */
  double deadline;                      /* ss_now () seconds; 0: none */
  int over;                             /* why encoding stops: SS_OVER_* */
};

enum { SS_OVER_LITERALS = 1, SS_OVER_TIME = 2 };

/* Seconds on a monotonic clock, for deadlines. */
double ss_now (void);
/* Whether the sink's deadline has passed; ss_sink_add asks every
   SS_SINK_CLOCK_EVERY clauses, so a clock read costs nothing. */
int ss_sink_late (const ss_sink *);
#define SS_SINK_CLOCK_EVERY 16384

static inline void
ss_sink_add (ss_sink *s, int lit)
{
  if (lit)
    {
      int v = lit < 0 ? -lit : lit;
      s->literals++;
      if (v > s->maxvar)
        s->maxvar = v;
    }
  else
    {
      s->clauses++;
      if (s->max_literals && s->literals > s->max_literals)
        s->over = SS_OVER_LITERALS;
      else if (s->deadline > 0 && s->clauses % SS_SINK_CLOCK_EVERY == 0
               && ss_sink_late (s))
        s->over = SS_OVER_TIME;
    }
  s->put (s, lit);
}

/* Sinks start with max_literals = SS_MAX_LITERALS. */
ss_sink *ss_sink_counter (void);
ss_sink *ss_sink_picosat (struct PicoSAT *);
/* Buffers clauses; ss_sink_dimacs_write prints them with a header. */
ss_sink *ss_sink_dimacs (void);
/* Writes comment lines (each line of comments gets a "c " prefix), the
   "p cnf" line and the clauses.  Returns 0, or -1 on a write error. */
int ss_sink_dimacs_write (ss_sink *, FILE *, const char *comments);
/* The clauses a DIMACS sink holds, one after another, each ended by 0;
   *count is the number of entries, zeros included. */
const int *ss_sink_dimacs_lits (const ss_sink *, size_t *count);
void ss_sink_free (ss_sink *);

/* ------------------------------------------------------------------ */
/* Encoder context and building blocks                                 */

typedef struct ss_amo ss_amo;
typedef struct ss_encoding ss_encoding;

typedef struct ss_enc {
  const ss_puzzle *pz;
  ss_varmap *vm;
  ss_sink *sink;
  const ss_amo *amo;
  int *buf;             /* scratch for constant filtering */
  size_t bufcap;
} ss_enc;

/* Emit a clause; SS_LIT_TRUE satisfies it (dropped), SS_LIT_FALSE is
   deleted.  All-false gives the empty clause. */
void ss_enc_clause (ss_enc *, const int *lits, int m);
/* At most one / exactly one of lits, through the chosen AMO scheme,
   after constants are filtered out. */
void ss_enc_amo (ss_enc *, const int *lits, int m);
void ss_enc_exactly_one (ss_enc *, const int *lits, int m);
/* For AMO schemes: a clause of plain literals, emitted as is. */
void ss_enc_emit (ss_enc *, const int *lits, int m);
void ss_enc_emit2 (ss_enc *, int a, int b);
/* Fresh auxiliary variables. */
int ss_enc_aux (ss_enc *, int count);
/* Building blocks several schemes share (plain literals, m >= 0):
   every pair in a binary clause (encodings/pairwise.c), and "lit implies
   that the nbits variables from bit0 spell code in binary", one clause
   per bit (encodings/binary.c). */
void ss_enc_pairwise (ss_enc *, const int *lits, int m);
void ss_enc_code (ss_enc *, int lit, int code, int bit0, int nbits);
/* Bits needed to tell m things apart: ceil(log2 m), 0 for m <= 1
   (encodings/binary.c); the side of the smallest square holding m
   things: ceil(sqrt m) (encodings/product.c). */
int ss_enc_bits (int m);
int ss_enc_root (int m);

/* Rule families for ss_enc_rules. */
enum {
  SS_CELL_ALO = 1 << 0, SS_CELL_AMO = 1 << 1,
  SS_ROW_ALO = 1 << 2, SS_ROW_AMO = 1 << 3,
  SS_COL_ALO = 1 << 4, SS_COL_AMO = 1 << 5,
  SS_BOX_ALO = 1 << 6, SS_BOX_AMO = 1 << 7
};
#define SS_UNIT_AMO (SS_ROW_AMO | SS_COL_AMO | SS_BOX_AMO)
#define SS_UNIT_ALO (SS_ROW_ALO | SS_COL_ALO | SS_BOX_ALO)
/* Emit the chosen families: cells first, then rows, columns, boxes; a
   family with both ALO and AMO goes through ss_enc_exactly_one. */
void ss_enc_rules (ss_enc *, unsigned families);

/* An at-most-one scheme (encodings/<name>.c). */
struct ss_amo {
  const char *name;
  const char *summary;
  /* Called with m >= 2 distinct plain literals. */
  void (*at_most_one) (ss_enc *, const int *lits, int m);
  /* Optional; NULL means the ALO clause plus at_most_one. */
  void (*exactly_one) (ss_enc *, const int *lits, int m);
};

/* An encoding preset (encodings/<name>.c). */
struct ss_encoding {
  const char *name;
  const char *summary;
  /* Optional: build the variable map (NULL: the plain map). */
  ss_varmap *(*make_varmap) (const ss_puzzle *, ss_error *);
  /* Emit the Sudoku rules (givens are added by ss_encode). */
  void (*encode) (ss_enc *);
};

extern const ss_amo *const ss_amo_schemes[];          /* NULL-terminated */
extern const ss_encoding *const ss_encodings[];       /* NULL-terminated */
const ss_amo *ss_amo_find (const char *name);
const ss_encoding *ss_encoding_find (const char *name);
extern const ss_amo *const ss_default_amo;
extern const ss_encoding *const ss_default_encoding;

/* Sudominoku's domino rules (encodings/dominoes.c), called by ss_encode
   for SS_SUDOMINOKU: tiling-pair and domino variables from ss_enc_aux,
   exactly-one constraints through the AMO scheme. */
void ss_enc_dominoes (ss_enc *);

/* Encode a whole puzzle (rules, givens, family extras) into a sink.
   Returns the variable map (the caller frees it), or NULL on error;
   SS_ERR_LIMIT when the CNF outgrows the sink's max_literals,
   SS_ERR_TIMEOUT when the sink's deadline passes.  Encoding stops early
   then: up to 25x25 the sink holds part of the CNF; a bigger grid is
   first encoded into a counter with the sink's budget and deadline, so
   the sink gets no clause. */
ss_varmap *ss_encode (const ss_puzzle *, const ss_encoding *,
                      const ss_amo *, ss_sink *, ss_error *);
/* ss_encode in two steps, for a CNF emitted twice (counted, then given
   to PicoSAT) without finding the map twice: the encoding's map for
   the puzzle (NULL on error), then its clauses through that map, whose
   auxiliary variables are handed out afresh each time.  ss_encode_with
   returns 0, or -1 with the errors of ss_encode; the map stays the
   caller's either way. */
ss_varmap *ss_encode_varmap (const ss_puzzle *, const ss_encoding *,
                             ss_error *);
int ss_encode_with (const ss_puzzle *, const ss_encoding *, const ss_amo *,
                    ss_varmap *, ss_sink *, ss_error *);

/* ------------------------------------------------------------------ */
/* Decoder                                                             */

/* value(ctx, var) > 0 when var is true in the model. */
typedef int (*ss_model_fn) (void *ctx, int var);

/* Read the grid out of a model (cell variables only) and check it with
   ss_check_solution.  0 when fine. */
int ss_decode (const ss_puzzle *, const ss_varmap *, ss_model_fn, void *ctx,
               int *grid, ss_error *);

/* ------------------------------------------------------------------ */
/* Solver driver (PicoSAT)                                             */

typedef struct ss_options {
  const ss_encoding *encoding;   /* NULL: ss_default_encoding */
  const ss_amo *amo;             /* NULL: ss_default_amo */
  long long max_literals;        /* 0: SS_MAX_LITERALS */
  double time_limit;             /* ss_solve: seconds per puzzle; 0: none */
} ss_options;

typedef struct ss_stats {
  long long variables, clauses, literals;
  long long decisions, propagations;
  double seconds;                /* encoding and solving, wall clock */
} ss_stats;

/* Find up to limit (>= 1) distinct grids.  Returns how many were found
   (0 when none), or -1 on error.  The first grid goes to solution (n*n
   values) when it is not NULL.  Blocking clauses are over cell
   variables only, so auxiliary variables never inflate the count.
   With opt->time_limit, the search stops that many seconds after the
   call began (checked while the CNF is built, within PicoSAT's search
   and after each grid; never when the CNF has no variable, so a puzzle
   that propagation settled is answered) and -1 is returned with
   SS_ERR_TIMEOUT, even when some grids were found: the answer asked
   for is not known. */
long ss_solve (const ss_puzzle *, const ss_options *, long limit,
               int *solution, ss_stats *, ss_error *);

/* Encode a puzzle into a PicoSAT instance (rules and givens as unit
   clauses).  When st is not NULL its size fields are filled and the
   rest zeroed.  Returns the variable map (the caller frees it), or NULL
   on error (SS_ERR_LIMIT past opt->max_literals: grids over 25x25 are
   sized with a counter first; SS_ERR_TIMEOUT when opt->time_limit
   seconds pass before the CNF is built). */
ss_varmap *ss_encode_picosat (struct PicoSAT *, const ss_puzzle *,
                              const ss_options *, ss_stats *, ss_error *);

/* Unit propagation alone: encode into a fresh PicoSAT in plain mode
   (no failed-literal probing), givens as unit clauses, decision limit
   0.  grid (n*n values) receives the cells fixed at the top level, 0
   for the others.  Returns 1 for a partial grid (checked: it keeps the
   givens and breaks no rule), 0 for a conflict (propagation derived
   the empty clause, forced two values into a cell, or the givens break
   a rule; grid is then meaningless), -1 on error.  With the hatch
   preset this is cross-hatching. */
int ss_propagate (const ss_puzzle *, const ss_options *, int *grid,
                  ss_stats *, ss_error *);

/* ------------------------------------------------------------------ */
/* DIMACS files and models from external solvers                       */

/* Encode a puzzle and write it in DIMACS: comment lines naming the
   sudosat version, family, grid size, encoding, scheme, the variable
   map (a formula, or for a compact map one line per cell) and the
   puzzle, all before the "p cnf" line; then the header, whose counts
   are the clauses and the largest variable written, and the clauses.
   opt (may be NULL) gives the encoding, the scheme and the literal
   budget (ss_encode: a grid over 25x25 is counted before it is
   buffered).  st (may be NULL) gets the variables, clauses and
   literals written.
   Returns 0, or -1 with err set. */
int ss_cnf_write (FILE *, const ss_puzzle *, const ss_options *,
                  ss_stats *st, ss_error *);

/* A DIMACS file written by ss_cnf_write, read back. */
typedef struct ss_cnf {
  ss_puzzle *pz;                /* the puzzle in the comments */
  ss_varmap *vm;                /* the variable map in the comments */
  ss_sink *clauses;             /* a DIMACS sink holding the clauses */
  long *lines;                  /* line where each clause starts */
  int vars;                     /* from the "p cnf" line */
  char encoding[64], amo[64];   /* names in the comments (informative) */
} ss_cnf;

/* 0, or -1 with err at FILE:LINE:COLUMN (nothing to clear then). */
int ss_cnf_read (ss_cnf *, FILE *, const char *name, ss_error *);
void ss_cnf_clear (ss_cnf *);

/* A solver's answer. */
typedef struct ss_model {
  int status;             /* 10 satisfiable, 20 unsatisfiable, 0 unknown */
  int vars;               /* variables 1..vars may appear */
  signed char *value;     /* value[var]: 1 true, -1 false, 0 unassigned */
} ss_model;

/* Read a model in SAT-competition form ("s SATISFIABLE", "v ... 0"
   lines), MiniSat's result-file form ("SAT", then literals ending in 0)
   or as a bare list of literals (the final 0 optional); "c" lines are
   skipped.  A literal beyond vars, a literal contradicting an earlier
   one or a truncated model is an error at FILE:LINE:COLUMN.  0, or -1
   (nothing to clear then). */
int ss_model_read (ss_model *, FILE *, const char *name, int vars,
                   ss_error *);
void ss_model_clear (ss_model *);
/* An ss_model_fn over an ss_model. */
int ss_model_value (void *model, int var);
/* 0 when the model satisfies every clause a DIMACS sink holds; else -1
   with err naming the first clause it does not satisfy (its literals,
   and the cells they stand for through vm) and *clause (may be NULL)
   its 1-based index. */
int ss_model_check (const ss_model *, const ss_sink *, const ss_varmap *,
                    long long *clause, ss_error *);

/* ------------------------------------------------------------------ */
/* Reading and printing                                                */

typedef struct ss_reader ss_reader;

/* Read puzzles from f (not closed by the reader); name is used in
   messages.  With SS_FMT_AUTO the format is detected from the first
   non-blank line. */
ss_reader *ss_reader_new (FILE *f, const char *name, ss_format);
/* Lenient: skip the check that the givens break no rule (values out
   of range are still input errors), for commands that answer a broken
   grid themselves (propagate, hatch). */
void ss_reader_set_lenient (ss_reader *, int lenient);
/* Accept lines of up to bytes bytes (default 16 MiB; 0 restores it); a
   longer line is an SS_ERR_LIMIT error that ends the input. */
void ss_reader_set_max_line (ss_reader *, long bytes);
/* 1: *out holds the next puzzle; 0: end of input; -1: error in err.
   After an error in line format the reader continues with the next
   line; in other formats the rest of the input is abandoned (the next
   call returns 0). */
int ss_reader_next (ss_reader *, ss_puzzle **out, ss_error *);
/* The format in use (after detection), SS_FMT_AUTO before. */
ss_format ss_reader_format (const ss_reader *);
void ss_reader_free (ss_reader *);

const char *ss_format_name (ss_format);
int ss_format_parse (const char *name, ss_format *out);

/* Print a grid (n*n values, 0 printed as blank) in the puzzle's style. */
void ss_print_grid (FILE *, const ss_puzzle *, const int *grid);
/* The character for value v in chars/line style. */
char ss_value_char (int v);
int ss_char_value (int ch);     /* -1 when ch is not a value character */

#endif /* SUDOSAT_H */
