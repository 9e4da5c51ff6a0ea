/* model.h: the puzzle model's insides and the library's error and
   allocation helpers, for every layer of the library (not installed).
   The model layer is the bottom one: it includes only the public
   header. */
#ifndef SUDOSAT_MODEL_H
#define SUDOSAT_MODEL_H

#include <sudosat.h>

#include <stddef.h>

/* Record an error; returns -1 so callers can "return ss_fail(...)". */
int ss_fail (ss_error *, ss_status, const char *file, long line, long col,
             const char *fmt, ...)
  __attribute__ ((format (printf, 6, 7)));

/* Allocation that never returns NULL for a non-zero size: on failure it
   prints a message and exits with status 4 (the program's out-of-memory
   status).  ss_out_of_memory is that failure, for memory that other
   calls (getline, open_memstream) failed to get; 0 when the size asked
   for is unknown. */
void ss_out_of_memory (size_t) __attribute__ ((noreturn));
void *ss_malloc (size_t);
void *ss_calloc (size_t, size_t);
void *ss_realloc (void *, size_t);

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

struct ss_puzzle {
  int k, n;              /* box side and grid side, n = k * k */
  int *cells;            /* n * n givens in row-major order, 0 = blank */
  ss_family family;
  ss_style style;
  int ndominoes;         /* Sudominoku: dominoes given in place */
  ss_domino *dominoes;
  long line;             /* input line where the puzzle starts */
  int index;             /* 1-based position in its input */
};

static inline int
ss_cell (const ss_puzzle *p, int r, int c)
{
  return p->cells[(long) r * p->n + c];
}

#endif /* SUDOSAT_MODEL_H */
