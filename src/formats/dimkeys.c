/* dimkeys.c: the DIMACS comments' table of constraint kinds, indexed by
   kind: whether a kind's constraints have lines, the lines' key (the
   kind's word, ss_kind, but for the thermometer's "thermo"), whether a
   number comes before the cells, and how a line read back is added to
   the puzzle.  The lines, cells as row and column from 1:
     region R C R C ...          an extra region (not a rule's)
     cage TOTAL R C R C ...      a killer cage; TOTAL 0 for none
     thermo R C R C ...          a thermometer from the bulb
     odd R C, even R C           an odd or even cell
     white R C R C, black R C R C  a kropki dot
     sum TOTAL R C R C           two cells summing to TOTAL (XV)
     WORD R C R C ...            a line rule by its word (renban ...)
     arrow K R C R C ...         an arrow: its circle's K cells, then
                                 its line's
     littlekiller TOTAL R C ...  a little killer's diagonal
     nowhite R C R C ...         the pairs of neighbours without a dot
     noblack R C R C ...         (kropki's negative constraint) or
     noxv R C R C ...            without a sign (XV's)
     skyscraper CLUE R C ...     a skyscraper clue: the digits its line
                                 shows, then the line's cells from the
                                 clue's end
     sandwich TOTAL R C ...      a sandwich or an x-sum: its total, then
     xsum TOTAL R C ...          its line's cells from the clue's end
     quadruple K D... R C x4     a quadruple: its K digits, then its
                                 four cells
     minimum R C, maximum R C    a minimum's or maximum's own cell (its
                                 neighbours follow from it)
     clone R C ... R C ...       a clone: its area's m cells, then its
                                 clone's m in the same order */
#include "formats/dimacs.h"

#include <string.h>

const char *const ss_dimacs_families[2] = { "sudoku", "sudominoku" };

void
ss_dimacs_plain_formula (char *buf, size_t size, int n)
{
  snprintf (buf, size, "x(r,c,v) = %ld*(r-1) + %d*(c-1) + v for r, c, v "
            "in 1..%d", (long) n * n, n, n);
}

static int
add_region (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
            int m, ss_error *err)
{
  (void) kind;
  (void) param;
  return ss_puzzle_add_region (pz, cells, m, err);
}

static int
add_cage (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
          int m, ss_error *err)
{
  (void) kind;
  return ss_puzzle_add_cage (pz, cells, m, param, err);
}

static int
add_thermo (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
            int m, ss_error *err)
{
  (void) kind;
  (void) param;
  return ss_puzzle_add_thermo (pz, cells, m, err);
}

/* An odd or even cell: one cell, the kind's word naming the line. */
static int
one_cell (ss_con_kind kind, int m, ss_error *err)
{
  return m != 1 ? ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an %s cell line "
                           "names %d cells, not 1", ss_kind (kind)->word, m)
                : 0;
}

static int
add_odd (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
         int m, ss_error *err)
{
  (void) param;
  return one_cell (kind, m, err) ? -1
         : ss_puzzle_add_parity (pz, cells[0], 1, err);
}

static int
add_even (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
          int m, ss_error *err)
{
  (void) param;
  return one_cell (kind, m, err) ? -1
         : ss_puzzle_add_parity (pz, cells[0], 0, err);
}

/* A dot or a sum pair: two cells, the kind's name naming the line. */
static int
two_cells (ss_con_kind kind, int m, ss_error *err)
{
  return m != 2 ? ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a %s line "
                           "names %d cell%s, not 2", ss_kind (kind)->name, m,
                           m == 1 ? "" : "s")
                : 0;
}

static int
add_white (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
           int m, ss_error *err)
{
  (void) param;
  return two_cells (kind, m, err) ? -1
         : ss_puzzle_add_kropki (pz, cells[0], cells[1], 0, err);
}

static int
add_black (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
           int m, ss_error *err)
{
  (void) param;
  return two_cells (kind, m, err) ? -1
         : ss_puzzle_add_kropki (pz, cells[0], cells[1], 1, err);
}

static int
add_sum (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
         int m, ss_error *err)
{
  return two_cells (kind, m, err) ? -1
         : ss_puzzle_add_xv (pz, cells[0], cells[1], param, err);
}

/* A line rule, named to the model by its word. */
static int
add_line (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
          int m, ss_error *err)
{
  (void) param;
  return ss_puzzle_add_line (pz, ss_kind (kind)->word, cells, m, err);
}

/* An arrow: the circle's cells come first, param of them. */
static int
add_arrow (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
           int m, ss_error *err)
{
  (void) kind;
  if (param < 1 || param >= m)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow line names %d "
                    "cell%s: its circle's %d and at least one more are "
                    "needed", m, m == 1 ? "" : "s", param);
  return ss_puzzle_add_arrow (pz, cells, param, cells + param, m - param,
                              err);
}

static int
add_little_killer (ss_puzzle *pz, ss_con_kind kind, int param,
                   const int *cells, int m, ss_error *err)
{
  (void) kind;
  return ss_puzzle_add_little_killer (pz, cells, m, param, err);
}

static int
add_negative (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
              int m, ss_error *err)
{
  (void) param;
  return ss_puzzle_add_negative_pairs (pz, kind, cells, m, err);
}

/* A skyscraper clue: its count, then its line's n cells from the
   clue's end. */
static int
add_skyscraper (ss_puzzle *pz, ss_con_kind kind, int param,
                const int *cells, int m, ss_error *err)
{
  (void) kind;
  return ss_puzzle_add_skyscraper_line (pz, cells, m, param, err);
}

/* A sandwich or an x-sum: its total, then its line's n cells from
   the clue's end. */
static int
add_outside (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
             int m, ss_error *err)
{
  return ss_puzzle_add_sandwich_cells (pz, kind, cells, m, param, err);
}

/* A quadruple: its param digits come first in cells, then its four
   cells. */
static int
add_quadruple (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
               int m, ss_error *err)
{
  (void) kind;
  if (m - param != 4)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a quadruple line names "
                    "%d cell%s, not 4", m - param, m - param == 1 ? "" : "s");
  return ss_puzzle_add_quadruple (pz, cells + param, cells, param, err);
}

/* A minimum or maximum: its own cell. */
static int
add_extremum (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
              int m, ss_error *err)
{
  (void) param;
  if (m != 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a %s line names %d "
                    "cells, not 1 (its neighbours follow from it)",
                    ss_kind (kind)->name, m);
  return ss_puzzle_add_extremum (pz, kind, cells[0], err);
}

/* A clone: its area's cells, then as many of its clone's. */
static int
add_clone (ss_puzzle *pz, ss_con_kind kind, int param, const int *cells,
           int m, ss_error *err)
{
  (void) kind;
  (void) param;
  if (m % 2)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a clone line names %d "
                    "cell%s: its area's and then its clone's, as many "
                    "each", m, m == 1 ? "" : "s");
  return ss_puzzle_add_clone (pz, cells, cells + m / 2, m / 2, err);
}

enum { NO = 0, LINE = 1, NUMBER = 1, DIGITS = SS_DIMACS_DIGITS, PAIRS = 4,
       TWICE = 2, ALL = 0 };

/* One line a kind, in the order of ss_con_kind: kind, written, key
   (NULL: the kind's word), number, repeats, encoding line, add, and
   the cells written (0: all). */
const ss_dimacs_kind ss_dimacs_kinds[] = {
  { SS_CON_ROW, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_COL, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_BOX, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_EXTRA, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_region, ALL },
  { SS_CON_TILING, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_DIFFER, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_NONCONSEC, NO, NULL, NO, 1, SS_DIMACS_NO_ENCODING, NULL, ALL },
  { SS_CON_CAGE, LINE, NULL, NUMBER, 1, SS_DIMACS_SUM_ENCODING,
    add_cage, ALL },
  { SS_CON_THERMO, LINE, "thermo", NO, 1, SS_DIMACS_ORDER_ENCODING,
    add_thermo, ALL },
  { SS_CON_ODD, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_odd, ALL },
  { SS_CON_EVEN, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_even, ALL },
  { SS_CON_WHITE, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_white, ALL },
  { SS_CON_BLACK, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_black, ALL },
  { SS_CON_SUM, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING, add_sum, ALL },
  { SS_CON_PALINDROME, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING,
    add_line, ALL },
  { SS_CON_RENBAN, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_line, ALL },
  { SS_CON_WHISPERS, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_line, ALL },
  { SS_CON_BETWEEN, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_line, ALL },
  { SS_CON_SLOWTHERMO, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING,
    add_line, ALL },
  { SS_CON_REGIONSUM, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING,
    add_line, ALL },
  { SS_CON_ARROW, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING,
    add_arrow, ALL },
  { SS_CON_LITTLE_KILLER, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING,
    add_little_killer, ALL },
  { SS_CON_NOWHITE, LINE, NULL, NO, PAIRS, SS_DIMACS_NO_ENCODING,
    add_negative, ALL },
  { SS_CON_NOBLACK, LINE, NULL, NO, PAIRS, SS_DIMACS_NO_ENCODING,
    add_negative, ALL },
  { SS_CON_NOXV, LINE, NULL, NO, PAIRS, SS_DIMACS_NO_ENCODING,
    add_negative, ALL },
  { SS_CON_QUADRUPLE, LINE, NULL, DIGITS, 1, SS_DIMACS_NO_ENCODING,
    add_quadruple, ALL },
  { SS_CON_MINIMUM, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_extremum,
    1 },
  { SS_CON_MAXIMUM, LINE, NULL, NO, 1, SS_DIMACS_NO_ENCODING, add_extremum,
    1 },
  { SS_CON_SKYSCRAPER, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING,
    add_skyscraper, ALL },
  { SS_CON_SANDWICH, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING,
    add_outside, ALL },
  { SS_CON_XSUM, LINE, NULL, NUMBER, 1, SS_DIMACS_NO_ENCODING,
    add_outside, ALL },
  { SS_CON_CLONE, LINE, NULL, NO, TWICE, SS_DIMACS_NO_ENCODING,
    add_clone, ALL },
};
_Static_assert (sizeof ss_dimacs_kinds / sizeof *ss_dimacs_kinds
                == SS_CON_NKINDS, "a DIMACS entry for every kind");

const char *
ss_dimacs_key (ss_con_kind kind)
{
  const ss_dimacs_kind *k = &ss_dimacs_kinds[kind];
  return !k->written ? NULL : k->key ? k->key : ss_kind (kind)->word;
}

int
ss_dimacs_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    {
      if ((int) ss_dimacs_kinds[k].kind != k
          || !ss_dimacs_kinds[k].written != !ss_dimacs_kinds[k].add)
        return 0;
      /* a key names one kind */
      for (int j = 0; j < k && ss_dimacs_key (k); j++)
        if (ss_dimacs_key (j) && !strcmp (ss_dimacs_key (j),
                                          ss_dimacs_key (k)))
          return 0;
    }
  return 1;
}
