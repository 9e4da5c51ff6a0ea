/* formats.h: the text formats' insides: DIMACS files read back with
   their comment header, models from external SAT solvers, and the
   characters that stand for values (not installed).  Reading puzzles,
   printing grids and writing DIMACS are public (sudosat.h). */
#ifndef SUDOSAT_FORMATS_H
#define SUDOSAT_FORMATS_H

#include "encodings/encoding.h"

/* A DIMACS file written by ss_cnf_write, read back. */
typedef struct ss_cnf {
  ss_puzzle *pz;                /* the puzzle in the comments */
  ss_varmap *vm;                /* the variable map in the comments */
  ss_sink *clauses;             /* a DIMACS sink holding the clauses */
  long *lines;                  /* line where each clause starts */
  int vars;                     /* from the "p cnf" line */
  char encoding[64], amo[64];   /* names in the comments (informative) */
  char presolve[64];            /* "" when the preset's own level */
  char sum[64], order[64];      /* "" when the puzzle needs none */
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
/* value(model, var) > 0 when var is true: an ss_model_fn (solving.h)
   over an ss_model. */
int ss_model_value (void *model, int var);
/* 0 when the model satisfies every clause a DIMACS sink holds; else -1
   with err naming the first clause it does not satisfy (its literals,
   and the cells they stand for through vm) and *clause (may be NULL)
   its 1-based index. */
int ss_model_check (const ss_model *, const ss_sink *, const ss_varmap *,
                    long long *clause, ss_error *);

/* Print a grid (n*n values, 0 printed as '.') for a person: boxes
   framed by '|' and by '-' lines with '+' at the corners, values in the
   puzzle's characters (numbers for a grid-format or integer puzzle),
   one row a line. */
void ss_print_pretty (FILE *, const ss_puzzle *p, const int *grid);
/* Whether the pretty legend's table of kinds stands in the kinds'
   order. */
int ss_legend_kind_order (void);

/* f-puzzles (fpwrite.c): pz as f-puzzles JSON on one line (ASCII;
   the givens marked given, grid's other values as the solver's
   entries, which are no part of the puzzle), or with link as an
   f-puzzles link to it; from ss_malloc, the caller frees it.  NULL
   with err set: SS_ERR_USAGE for what f-puzzles has no key for
   (Sudominoku's dominoes, a sum pair other than X and V, pairs of no
   global rule), SS_ERR_MEMORY.  The reader (fpuzzles.c) reads it back
   to the same puzzle. */
char *ss_fpuzzles_text (const ss_puzzle *pz, const int *grid, int link,
                        ss_error *err);
/* Whether the writer's table of kinds stands in the kinds' order. */
int ss_fpuzzles_kind_order (void);

/* Keep the lines each grid is written in with its puzzle, for
   ss_print_written (off by default: it costs a copy of every line). */
void ss_reader_keep_written (ss_reader *, int on);
/* Print lead, then grid (n*n values, 0 for a cell left open) in the
   layout p was written in: its lines from the frame above its first
   row to the frame below its last, each blank holding the value in the
   puzzle's own characters (or number), every other byte as written.
   0, or -1 having printed nothing when p keeps no layout or a value's
   width differs from that of the blank it fills. */
int ss_print_written (FILE *, const ss_puzzle *p, const int *grid,
                      const char *lead);

/* The character a puzzle written a character a cell (chars, line,
   free-form) uses for value v >= 1, in its own alphabet; 0 for a
   puzzle written in numbers. */
int ss_value_symbol (const ss_puzzle *p, int v);
/* The character for value v in chars/line style. */
char ss_value_char (int v);
int ss_char_value (int ch);     /* -1 when ch is not a value character */

#endif /* SUDOSAT_FORMATS_H */
