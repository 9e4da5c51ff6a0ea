/* dimacs.h: what the DIMACS writer (dimwrite.c) and its reader
   (dimread.c) share: the comments' key of each constraint kind and how
   a line of it is added back to a puzzle (the table of dimkeys.c), the
   family names and the plain map's formula. */
#ifndef SUDOSAT_DIMACS_H
#define SUDOSAT_DIMACS_H

#include "formats/formats.h"

/* The encoding line a kind's constraints ask the comments for. */
typedef enum ss_dimacs_names {
  SS_DIMACS_NO_ENCODING,
  SS_DIMACS_SUM_ENCODING,    /* sum-encoding, for a total (param > 0) */
  SS_DIMACS_ORDER_ENCODING   /* order-encoding */
} ss_dimacs_names;

/* A kind's lines in the comments: "KEY [NUMBER] R C R C ...", cells as
   row and column from 1. */
typedef struct ss_dimacs_kind {
  ss_con_kind kind;
  int written;           /* 1: each constraint of no global rule has a
                            line (a rule's come back with the 'rules'
                            line) */
  const char *key;       /* the line's key; NULL: the kind's word
                            (ss_kind) */
  int number;            /* 1: the constraint's param comes before the
                            cells (a total, an arrow's circle cells); 2
                            (SS_DIMACS_DIGITS): its digits (the values
                            field, a quadruple's) do, their count
                            first */
  int repeats;           /* how often a line may name one cell: 4 for
                            pairs of neighbours, else 1 */
  ss_dimacs_names names;
  /* Add the constraint a line read names to pz: 0, or -1 with err
     set; NULL for a kind not written. */
  int (*add) (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
              int m, ss_error *err);
  int head;              /* how many of its cells the line names, 0 for
                            all: 1 for a minimum or maximum, whose
                            neighbours follow from its own cell */
} ss_dimacs_kind;

/* The number field of a kind whose digits come before its cells: the
   line reads "KEY K D1 ... DK R C ...", and add receives param K with
   the K digits as the first K entries of cells. */
enum { SS_DIMACS_DIGITS = 2 };

/* One line a kind, in the order of ss_con_kind. */
extern const ss_dimacs_kind ss_dimacs_kinds[];
/* The key of a kind's lines; NULL for a kind not written. */
const char *ss_dimacs_key (ss_con_kind);
/* Whether the table has its lines in the order of the kinds, and the
   keys of the lines written none of the other comments' (1 or 0, for
   the tests). */
int ss_dimacs_kind_order (void);

/* The families' names, by ss_family. */
extern const char *const ss_dimacs_families[2];
/* The plain map's formula, written and compared by the reader. */
void ss_dimacs_plain_formula (char *buf, size_t size, int n);

#endif
