/* check_explain.c: the explain layer.  Each technique on a crafted
   board: the exact deduction where its pattern is, nothing where it is
   not; the forcing step on an empty grid (nothing to refute); the
   rating scale; running out of memory; the singles against unit
   propagation over their clause sets; and soundness on real puzzles:
   every placement of every
   path is the solution's value and no elimination takes the solution's
   value out, the solution found apart by ss_solve. */
#include "suites.h"
#include "explain/board.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* An empty board of boxes r x c (one of side k*k when c is 0). */
static int weak_link (const ss_puzzle *pz, int a, int v, int c, int w);

static ss_board *
empty_board (ss_puzzle **pz, int r, int c)
{
  *pz = c ? ss_puzzle_new_box (r, c) : ss_puzzle_new (r);
  ck_assert_ptr_nonnull (*pz);
  ss_board *b = malloc (sizeof *b);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_board_init (b, *pz, &err), 0);
  return b;
}

static void
drop_board (ss_board *b, ss_puzzle *pz)
{
  ss_board_free (b);
  free (b);
  ss_puzzle_free (pz);
}

static int
cell (const ss_board *b, int r, int c)
{
  return (r - 1) * b->n + c - 1;
}

/* Take value v out of cell (r, c), rows and columns from 1. */
static void
out (ss_board *b, int r, int c, int v)
{
  ss_board_eliminate (b, cell (b, r, c), v);
}

/* Leave cell (r, c) only the values of the 0-ended list. */
static void
only (ss_board *b, int r, int c, ...)
{
  int keep[SS_MAX_SIDE + 1] = { 0 };
  va_list ap;
  va_start (ap, c);
  for (int v; (v = va_arg (ap, int)) != 0;)
    keep[v] = 1;
  va_end (ap);
  for (int v = 1; v <= b->n; v++)
    if (!keep[v])
      out (b, r, c, v);
}

/* Whether the step eliminates v from (r, c). */
static int
eliminates (const ss_board *b, const ss_step *s, int r, int c, int v)
{
  for (int i = 0; i < s->neliminate; i++)
    if (s->eliminate[i].cell == cell (b, r, c) && s->eliminate[i].value == v)
      return 1;
  return 0;
}

static void links_follow (const ss_puzzle *, const ss_step *, const int *,
                          const unsigned char *, const char *);
static void chain_follows (const ss_puzzle *, const ss_step *,
                           const unsigned char *, const char *);
static int share_unit (const ss_puzzle *, int, int);
static int strong_link (const ss_puzzle *, const unsigned char *, int, int,
                        int, int);
static void fin_follows (const ss_puzzle *, const ss_step *,
                         const unsigned char *, const char *);
static void colours_follow (const ss_puzzle *, const ss_step *,
                            const unsigned char *, const char *);
static void als_follows (const ss_puzzle *, const ss_step *,
                         const unsigned char *, const char *);
static void multi_follows (const ss_puzzle *, const ss_step *,
                           const unsigned char *, const char *);
static void als_xy_follows (const ss_puzzle *, const ss_step *,
                            const unsigned char *, const char *);

static int
find (ss_board *b, ss_technique t, ss_step *s)
{
  return ss_technique_find (b, t, s);
}

START_TEST (full_house)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  for (int c = 0; c < 8; c++)
    ss_puzzle_set (pz, 0, c, c + 1);
  ss_board b;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  ss_step s;
  ck_assert_int_eq (find (&b, SS_TECH_FULL_HOUSE, &s), 1);
  ck_assert_int_eq (s.nplace, 1);
  ck_assert_int_eq (s.place[0].cell, 8);
  ck_assert_int_eq (s.place[0].value, 9);
  ck_assert_int_eq (s.units[0], 0);           /* row 1 */
  /* two open cells are no full house */
  ss_board_free (&b);
  ss_puzzle_set (pz, 0, 7, 0);
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  ck_assert_int_eq (find (&b, SS_TECH_FULL_HOUSE, &s), 0);
  ss_board_free (&b);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (naked_single)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  ck_assert_int_eq (find (b, SS_TECH_NAKED_SINGLE, &s), 0);
  only (b, 5, 5, 5, 6, 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_SINGLE, &s), 0);
  out (b, 5, 5, 6);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_SINGLE, &s), 1);
  ck_assert_int_eq (s.nplace, 1);
  ck_assert_int_eq (s.neliminate, 0);
  ck_assert_int_eq (s.place[0].cell, cell (b, 5, 5));
  ck_assert_int_eq (s.place[0].value, 5);
  drop_board (b, pz);
}
END_TEST

/* On 6x6 boxes of 2 x 3 as on 9x9. */
START_TEST (hidden_single)
{
  static const int shapes[][2] = { { 3, 0 }, { 2, 3 }, { 3, 2 } };
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, shapes[_i][0], shapes[_i][1]);
  ss_step s;
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_SINGLE, &s), 0);
  /* box 1 (rows 1..br, columns 1..bc) keeps 4 only at r2c2 */
  for (int r = 1; r <= pz->br; r++)
    for (int c = 1; c <= pz->bc; c++)
      if (r != 2 || c != 2)
        out (b, r, c, 4);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_SINGLE, &s), 1);
  ck_assert_int_eq (s.nplace, 1);
  ck_assert_int_eq (s.place[0].cell, cell (b, 2, 2));
  ck_assert_int_eq (s.place[0].value, 4);
  ck_assert_int_eq (pz->cons[s.units[0]].kind, SS_CON_BOX);
  drop_board (b, pz);
}
END_TEST

START_TEST (pointing)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  ck_assert_int_eq (find (b, SS_TECH_POINTING, &s), 0);
  for (int r = 2; r <= 3; r++)
    for (int c = 1; c <= 3; c++)
      out (b, r, c, 3);
  ck_assert_int_eq (find (b, SS_TECH_POINTING, &s), 1);
  ck_assert_int_eq (s.nplace, 0);
  ck_assert_int_eq (s.neliminate, 6);
  for (int c = 4; c <= 9; c++)
    ck_assert (eliminates (b, &s, 1, c, 3));
  ck_assert_int_eq (s.units[0], 2 * 9);       /* box 1 */
  ck_assert_int_eq (s.units[1], 0);           /* row 1 */
  /* with row 1 already clear of 3 outside box 1 nothing is left */
  for (int c = 4; c <= 9; c++)
    out (b, 1, c, 3);
  ck_assert_int_eq (find (b, SS_TECH_POINTING, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_CLAIMING, &s), 0);
  drop_board (b, pz);
}
END_TEST

START_TEST (claiming)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  ck_assert_int_eq (find (b, SS_TECH_CLAIMING, &s), 0);
  for (int c = 4; c <= 9; c++)
    out (b, 1, c, 4);
  ck_assert_int_eq (find (b, SS_TECH_POINTING, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_CLAIMING, &s), 1);
  ck_assert_int_eq (s.neliminate, 6);
  for (int r = 2; r <= 3; r++)
    for (int c = 1; c <= 3; c++)
      ck_assert (eliminates (b, &s, r, c, 4));
  drop_board (b, pz);
}
END_TEST

/* A diagonal of the x rule is a unit like the others. */
START_TEST (locked_on_a_diagonal)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_rules (pz, "x", &err), 0);
  ss_board b;
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  ss_step s;
  ck_assert_int_eq (find (&b, SS_TECH_LOCKED, &s), 0);
  for (int i = 4; i <= 9; i++)
    out (&b, i, i, 6);
  ck_assert_int_eq (find (&b, SS_TECH_LOCKED, &s), 1);
  ck_assert_int_eq (s.neliminate, 6);
  for (int r = 1; r <= 3; r++)
    for (int c = 1; c <= 3; c++)
      ck_assert_int_eq (eliminates (&b, &s, r, c, 6), r != c);
  ck_assert_int_eq (pz->cons[s.units[0]].kind, SS_CON_EXTRA);
  ss_board_free (&b);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (naked_pair)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  only (b, 1, 1, 1, 2, 0);
  only (b, 1, 2, 1, 3, 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_PAIR, &s), 0);
  drop_board (b, pz);
  b = empty_board (&pz, 3, 0);
  only (b, 1, 1, 1, 2, 0);
  only (b, 1, 2, 1, 2, 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_PAIR, &s), 1);
  /* box 1 comes first: its seven other cells lose 1 and 2 */
  ck_assert_int_eq (s.units[0], 2 * 9);
  ck_assert_int_eq (s.neliminate, 14);
  for (int r = 1; r <= 3; r++)
    for (int c = 1; c <= 3; c++)
      ck_assert_int_eq (eliminates (b, &s, r, c, 1), r > 1 || c > 2);
  ck_assert_int_eq (s.nvalues, 2);
  drop_board (b, pz);
}
END_TEST

START_TEST (naked_triple)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  only (b, 1, 1, 1, 2, 0);
  only (b, 1, 2, 2, 3, 0);
  only (b, 1, 3, 1, 3, 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_PAIR, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_TRIPLE, &s), 1);
  ck_assert_int_eq (s.units[0], 2 * 9);       /* box 1 */
  ck_assert_int_eq (s.neliminate, 18);
  ck_assert (eliminates (b, &s, 3, 3, 2));
  ck_assert (!eliminates (b, &s, 1, 4, 2));
  drop_board (b, pz);
}
END_TEST

START_TEST (hidden_pair)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  for (int r = 4; r <= 6; r++)
    for (int c = 4; c <= 6; c++)
      if (r != 5 || c == 4)
        out (b, r, c, 8);
  for (int r = 4; r <= 6; r++)
    for (int c = 4; c <= 6; c++)
      if (r != 5 || c == 6)
        out (b, r, c, 9);
  /* 8 fits r5c5,r5c6 and 9 r5c4,r5c5: no pair */
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_PAIR, &s), 0);
  out (b, 5, 4, 9);
  out (b, 5, 6, 9);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_PAIR, &s), 0);  /* single */
  ss_board_free (b);
  free (b);
  ss_puzzle_free (pz);
  b = empty_board (&pz, 3, 0);
  for (int r = 4; r <= 6; r++)
    for (int c = 4; c <= 6; c++)
      if (r != 5 || c == 4)
        {
          out (b, r, c, 8);
          out (b, r, c, 9);
        }
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_PAIR, &s), 1);
  ck_assert_int_eq (s.neliminate, 14);
  for (int v = 1; v <= 7; v++)
    ck_assert (eliminates (b, &s, 5, 5, v) && eliminates (b, &s, 5, 6, v));
  drop_board (b, pz);
}
END_TEST

START_TEST (x_wing)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  for (int c = 1; c <= 9; c++)
    if (c != 2 && c != 7)
      {
        out (b, 1, c, 5);
        out (b, 6, c, 5);
      }
  out (b, 6, 7, 5);
  ck_assert_int_eq (find (b, SS_TECH_X_WING, &s), 0);
  ss_board_free (b);
  free (b);
  ss_puzzle_free (pz);
  b = empty_board (&pz, 3, 0);
  for (int c = 1; c <= 9; c++)
    if (c != 2 && c != 7)
      {
        out (b, 1, c, 5);
        out (b, 6, c, 5);
      }
  ck_assert_int_eq (find (b, SS_TECH_X_WING, &s), 1);
  ck_assert_int_eq (s.neliminate, 14);
  for (int r = 1; r <= 9; r++)
    ck_assert_int_eq (eliminates (b, &s, r, 7, 5), r != 1 && r != 6);
  ck_assert_int_eq (s.values[0], 5);
  drop_board (b, pz);
}
END_TEST

START_TEST (swordfish)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  static const int rows[3] = { 1, 4, 7 }, keep[3][2] = { { 1, 4 }, { 4, 7 },
                                                          { 1, 7 } };
  for (int i = 0; i < 3; i++)
    for (int c = 1; c <= 9; c++)
      if (c != keep[i][0] && c != keep[i][1])
        out (b, rows[i], c, 5);
  ck_assert_int_eq (find (b, SS_TECH_X_WING, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_SWORDFISH, &s), 1);
  ck_assert_int_eq (s.neliminate, 18);
  ck_assert (eliminates (b, &s, 2, 1, 5));
  ck_assert (!eliminates (b, &s, 2, 2, 5));
  ck_assert (!eliminates (b, &s, 4, 4, 5));
  ck_assert_int_eq (find (b, SS_TECH_JELLYFISH, &s), 0);
  drop_board (b, pz);
}
END_TEST

START_TEST (jellyfish)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  /* columns 1, 3, 5, 8 hold 7 only in rows 2, 4, 6, 9 (two each) */
  static const int cols[4] = { 1, 3, 5, 8 }, keep[4][2] = { { 2, 4 },
    { 4, 6 }, { 6, 9 }, { 2, 9 } };
  for (int i = 0; i < 4; i++)
    for (int r = 1; r <= 9; r++)
      if (r != keep[i][0] && r != keep[i][1])
        out (b, r, cols[i], 7);
  ck_assert_int_eq (find (b, SS_TECH_X_WING, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_SWORDFISH, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_JELLYFISH, &s), 1);
  /* rows 2, 4, 6, 9 lose 7 in the five other columns */
  ck_assert_int_eq (s.neliminate, 20);
  ck_assert (eliminates (b, &s, 2, 2, 7));
  ck_assert (!eliminates (b, &s, 3, 2, 7));
  ck_assert_int_eq (s.nunits, 8);
  drop_board (b, pz);
}
END_TEST

START_TEST (hidden_triple)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  /* in row 9, values 1, 2, 3 fit only r9c7, r9c8, r9c9 */
  for (int c = 1; c <= 6; c++)
    for (int v = 1; v <= 3; v++)
      out (b, 9, c, v);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_PAIR, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_TRIPLE, &s), 1);
  ck_assert_int_eq (s.neliminate, 18);
  ck_assert (eliminates (b, &s, 9, 7, 4));
  ck_assert (!eliminates (b, &s, 9, 7, 3));
  drop_board (b, pz);
}
END_TEST

START_TEST (naked_quad)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  /* column 5: four cells hold only 2, 4, 6, 8 between them */
  only (b, 1, 5, 2, 4, 0);
  only (b, 3, 5, 4, 6, 0);
  only (b, 5, 5, 6, 8, 0);
  only (b, 8, 5, 2, 8, 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_PAIR, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_TRIPLE, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_QUAD, &s), 1);
  ck_assert_int_eq (s.units[0], 9 + 4);       /* column 5 */
  ck_assert_int_eq (s.neliminate, 20);
  ck_assert (eliminates (b, &s, 9, 5, 8));
  drop_board (b, pz);
}
END_TEST

START_TEST (hidden_quad)
{
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, 3, 0);
  ss_step s;
  /* in row 9, values 1 to 4 fit only r9c6 to r9c9 */
  for (int c = 1; c <= 5; c++)
    for (int v = 1; v <= 4; v++)
      out (b, 9, c, v);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_PAIR, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_TRIPLE, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_NAKED_QUAD, &s), 0);
  ck_assert_int_eq (find (b, SS_TECH_HIDDEN_QUAD, &s), 1);
  ck_assert_int_eq (s.units[0], 8);           /* row 9 */
  /* the four cells lose 5 to 9: 4 x 5 eliminations */
  ck_assert_int_eq (s.neliminate, 20);
  ck_assert (eliminates (b, &s, 9, 6, 5));
  ck_assert (eliminates (b, &s, 9, 9, 9));
  ck_assert (!eliminates (b, &s, 9, 6, 4));
  ck_assert (!eliminates (b, &s, 9, 5, 5));
  drop_board (b, pz);
}
END_TEST

/* Nothing refutes a candidate of an empty grid; a fresh explainer of
   one finds no step at all. */
START_TEST (forcing_empty)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ck_assert_ptr_nonnull (ex);
  ss_step s;
  ck_assert_int_eq (ss_explainer_next (ex, &s, &err), 0);
  ck_assert_int_eq (ss_explainer_solved (ex), 0);
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* A puzzle whose path needs a forcing step: the step eliminates the
   one candidate it assumed, that is not the solution's value, and it
   names where singles from the assumption break the grid. */
START_TEST (forcing_refutes)
{
  /* magictour_top1465 #1 */
  ss_puzzle *pz = parse_string ("4...3.......6..8..........1....5..9..8....6"
                                "...7.2........1.27..5.3....4.9........\n",
                                SS_FMT_LINE);
  ss_error err = { 0 };
  int sol[81];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  int rc, forced = 0;
  while (!forced && (rc = ss_explainer_next (ex, &s, &err)) == 1)
    forced = s.technique == SS_TECH_FORCING;
  ck_assert_int_eq (forced, 1);
  ck_assert_int_eq (s.neliminate, 1);
  ck_assert_int_ne (sol[s.eliminate[0].cell], s.eliminate[0].value);
  ck_assert_int_eq (s.cells[0], s.eliminate[0].cell);
  /* singles from the assumption show the contradiction on this one */
  ck_assert_int_ge (s.chain, 0);
  ck_assert (s.broken_cell >= 0 || (s.broken_unit >= 0 && s.broken_value));
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* The explainer's candidates seen from outside: a board of pz's givens
   (ss_board_init, as the explainer's own) with each step applied as
   ss_explainer_next applies it, placements first.  cand0 gets the
   candidates, grid0 the explainer's grid, which must match. */
static void
shadow_read (const ss_board *b, const ss_explainer *ex, int *grid0,
             unsigned char *cand0)
{
  size_t cells = (size_t) b->ncells;
  memcpy (grid0, ss_explainer_grid (ex), cells * sizeof *grid0);
  ck_assert (!memcmp (grid0, b->grid, cells * sizeof *grid0));
  memcpy (cand0, b->cand, cells * (size_t) b->n);
}

static void
shadow_apply (ss_board *b, const ss_step *s)
{
  for (int i = 0; i < s->nplace; i++)
    ss_board_place (b, s->place[i].cell, s->place[i].value);
  for (int i = 0; i < s->neliminate; i++)
    ss_board_eliminate (b, s->eliminate[i].cell, s->eliminate[i].value);
}

/* Walk pz's path up to the first step of technique t (or the end):
   1 with *s that step, the board before it in grid0 and cand0. */
static int
walk_to (ss_explainer *ex, const ss_puzzle *pz, ss_technique t, ss_step *s,
         int *grid0, unsigned char *cand0)
{
  ss_error err = { 0 };
  ss_board b;
  int found = 0;
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  for (;;)
    {
      shadow_read (&b, ex, grid0, cand0);
      if (ss_explainer_next (ex, s, &err) != 1)
        break;
      if (s->technique == t)
        {
          found = 1;
          break;
        }
      shadow_apply (&b, s);
    }
  ss_board_free (&b);
  return found;
}

/* A forcing step whose contradiction singles show carries its links:
   the assumption first, the contradiction last, each following from
   those before. */
START_TEST (forcing_links)
{
  /* magictour_top1465 #1 */
  ss_puzzle *pz = parse_string ("4...3.......6..8..........1....5..9..8....6"
                                "...7.2........1.27..5.3....4.9........\n",
                                SS_FMT_LINE);
  ss_error err = { 0 };
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  int grid0[81];
  unsigned char cand0[729];
  ss_step s;
  ck_assert (walk_to (ex, pz, SS_TECH_FORCING, &s, grid0, cand0));
  ck_assert_int_ge (s.nlinks, 2);
  ck_assert_int_eq (s.links[0].why, SS_LINK_ASSUMED);
  ck_assert_int_eq (s.links[0].cell, s.eliminate[0].cell);
  ck_assert_int_eq (s.links[0].value, s.eliminate[0].value);
  ss_link_why last = s.links[s.nlinks - 1].why;
  ck_assert (last == SS_LINK_NO_CANDIDATE || last == SS_LINK_NO_PLACE
             || last == SS_LINK_CLASH);
  links_follow (pz, &s, grid0, cand0, "forcing_links");
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* Arto Inkala's puzzle: no candidate fails by singles alone, so the
   path begins with a nested forcing step of depth 2, whose net holds
   candidates taken out because their own assumption fails; it takes
   out a value the solution does not have, and the path goes on to the
   solution. */
START_TEST (nested_forcing)
{
  ss_puzzle *pz = parse_string ("8..........36......7..9.2...5...7.......457"
                                ".....1...3...1....68..85...1..9....4..\n",
                                SS_FMT_LINE);
  ss_error err = { 0 };
  int sol[81], grid0[81];
  unsigned char cand0[729];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  ck_assert (walk_to (ex, pz, SS_TECH_NESTED_FORCING, &s, grid0, cand0));
  ck_assert_int_eq (s.depth, 2);
  ck_assert_int_eq (s.neliminate, 1);
  ck_assert_int_ne (sol[s.eliminate[0].cell], s.eliminate[0].value);
  int nested = 0;
  for (int i = 0; i < s.nlinks; i++)
    nested += s.links[i].why == SS_LINK_NESTED;
  ck_assert_int_gt (nested, 0);
  links_follow (pz, &s, grid0, cand0, "nested_forcing");
  ss_explainer_free (ex);
  int solved;
  walk_sound (pz, sol, "nested_forcing", NULL, &solved);
  ck_assert (solved);
  ss_puzzle_free (pz);
}
END_TEST

/* forum_hardest_1106 #34: at its fourth step every place of a value in
   a unit leads to the same move, which is the solution's; each branch
   ends in it or in a contradiction. */
START_TEST (region_forcing)
{
  ss_puzzle *pz = parse_string ("2.......6.5..8..1...4...9...7.3.1......82."
                                "......7.5.3...9...4...8..1..5.6.......2\n",
                                SS_FMT_LINE);
  ss_error err = { 0 };
  int sol[81], grid0[81];
  unsigned char cand0[729];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  ck_assert (walk_to (ex, pz, SS_TECH_REGION_FORCING, &s, grid0, cand0));
  ck_assert_int_gt (s.nplace + s.neliminate, 0);
  ck_assert_int_ge (s.chain, 2);
  ck_assert_int_eq (s.links[s.nlinks - 1].branch, s.chain - 1);
  for (int i = 0; i < s.nplace; i++)
    ck_assert_int_eq (sol[s.place[i].cell], s.place[i].value);
  for (int i = 0; i < s.neliminate; i++)
    ck_assert_int_ne (sol[s.eliminate[i].cell], s.eliminate[i].value);
  links_follow (pz, &s, grid0, cand0, "region_forcing");
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* forum_hardest_1106 #140: on its path every candidate of a cell
   leads to the same move. */
START_TEST (cell_forcing)
{
  ss_puzzle *pz = parse_string ("1..4.......7.8...6.9....41......3....3.8..9."
                                "...5.6...7..2......5....8..2.7..2.65.\n",
                                SS_FMT_LINE);
  ss_error err = { 0 };
  int sol[81], grid0[81];
  unsigned char cand0[729];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  ck_assert (walk_to (ex, pz, SS_TECH_CELL_FORCING, &s, grid0, cand0));
  ck_assert_int_gt (s.nplace + s.neliminate, 0);
  /* one branch a candidate of the cell */
  int candidates = 0;
  for (int v = 1; v <= 9; v++)
    candidates += cand0[s.cells[0] * 9 + v - 1];
  ck_assert_int_eq (s.chain, candidates);
  ck_assert_int_eq (s.links[s.nlinks - 1].branch, candidates - 1);
  for (int i = 0; i < s.nplace; i++)
    ck_assert_int_eq (sol[s.place[i].cell], s.place[i].value);
  for (int i = 0; i < s.neliminate; i++)
    ck_assert_int_ne (sol[s.eliminate[i].cell], s.eliminate[i].value);
  links_follow (pz, &s, grid0, cand0, "cell_forcing");
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* A skyscraper on an empty board of each box shape: value 5 keeps two
   places in row 1 (columns 1 and bc + 1) and two in row br + 1, the
   first row of the next band (columns 1 and bc + 2); the tops lie in
   one stack of boxes, and one of them holds 5, so every cell that sees
   both loses it, and the chain's links hold on the board. */
START_TEST (skyscraper)
{
  static const int shapes[][2] = { { 3, 0 }, { 2, 3 }, { 3, 2 } };
  ss_puzzle *pz;
  ss_board *b = empty_board (&pz, shapes[_i][0], shapes[_i][1]);
  int n = b->n, br = pz->br, bc = pz->bc;
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_SKYSCRAPER, &s, &links, &cap),
                    0);
  for (int c = 1; c <= n; c++)
    {
      if (c != 1 && c != bc + 1)
        out (b, 1, c, 5);
      if (c != 1 && c != bc + 2)
        out (b, br + 1, c, 5);
    }
  unsigned char *cand0 = malloc ((size_t) n * n * n);
  memcpy (cand0, b->cand, (size_t) n * n * n);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_SKYSCRAPER, &s, &links, &cap),
                    1);
  ck_assert_int_eq (s.technique, SS_TECH_SKYSCRAPER);
  chain_follows (pz, &s, cand0, "skyscraper");
  /* the ends are the tops, in either order */
  int a = s.links[0].cell, z = s.links[s.nlinks - 1].cell;
  int top1 = cell (b, 1, bc + 1), top2 = cell (b, br + 1, bc + 2);
  ck_assert ((a == top1 && z == top2) || (a == top2 && z == top1));
  int want = 0;
  for (int i = 0; i < n * n; i++)
    if (i != a && i != z && ss_board_has (b, i, 5) && share_unit (pz, i, a)
        && share_unit (pz, i, z))
      {
        want++;
        int found = 0;
        for (int k = 0; k < s.neliminate; k++)
          found |= s.eliminate[k].cell == i && s.eliminate[k].value == 5;
        ck_assert_msg (found, "r%dc%d keeps 5", i / n + 1, i % n + 1);
      }
  ck_assert_int_eq (s.neliminate, want);
  ck_assert_int_gt (want, 0);
  free (cand0);
  free (links);
  drop_board (b, pz);
}
END_TEST

/* A finned fish on the board cand0, apart from the explainer: k base
   lines (units[0..k-1]) whose places for v lie in the k cover lines
   (units[k..]) but for the fins (cells), all in one box; every
   elimination lies in a cover line, outside the base lines, in the
   fins' box. */
static void
fin_follows (const ss_puzzle *pz, const ss_step *s,
             const unsigned char *cand0, const char *where)
{
  int n = pz->n, k = s->nunits / 2, v = s->values[0];
  ck_assert_int_gt (s->ncells, 0);
  int box = ss_box_of (pz, s->cells[0] / n, s->cells[0] % n);
  for (int j = 0; j < k; j++)
    {
      const ss_constraint *base = &pz->cons[s->units[j]];
      for (int i = 0; i < n; i++)
        {
          int c = base->cells[i], covered = 0, fin = 0;
          if (!cand0[(long) c * n + v - 1])
            continue;
          for (int x = k; x < 2 * k; x++)
            for (int m = 0; m < n; m++)
              covered |= pz->cons[s->units[x]].cells[m] == c;
          for (int f = 0; f < s->ncells; f++)
            fin |= s->cells[f] == c;
          ck_assert_msg (covered || fin, "%s: %s: r%dc%d neither covered nor "
                         "a fin", where, ss_technique_name (s->technique),
                         c / n + 1, c % n + 1);
        }
    }
  for (int f = 0; f < s->ncells; f++)
    ck_assert_int_eq (ss_box_of (pz, s->cells[f] / n, s->cells[f] % n), box);
  for (int e = 0; e < s->neliminate; e++)
    {
      int c = s->eliminate[e].cell, covered = 0, based = 0;
      ck_assert_int_eq (s->eliminate[e].value, v);
      for (int x = 0; x < 2 * k; x++)
        for (int m = 0; m < n; m++)
          if (pz->cons[s->units[x]].cells[m] == c)
            *(x < k ? &based : &covered) = 1;
      ck_assert (covered && !based);
      ck_assert_int_eq (ss_box_of (pz, c / n, c % n), box);
    }
}

/* A colouring on the board cand0, apart from the explainer: every cell
   of a colour is conjugate (for the value) to one of the other colour;
   a trap's eliminations see both colours, a wrap's are of one colour
   of which two cells share a unit. */
static void
colours_follow (const ss_puzzle *pz, const ss_step *s,
                const unsigned char *cand0, const char *where)
{
  int n = pz->n, v = s->values[0];
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *a = &s->links[i];
      int partner = 0;
      ck_assert_int_eq (a->why, SS_LINK_COLOUR);
      for (int j = 0; j < s->nlinks && !partner; j++)
        partner = s->links[j].branch != a->branch
                  && strong_link (pz, cand0, a->cell, v, s->links[j].cell, v);
      ck_assert_msg (partner, "%s: r%dc%d has no conjugate of the other "
                     "colour", where, a->cell / n + 1, a->cell % n + 1);
    }
  for (int e = 0; e < s->neliminate; e++)
    {
      int c = s->eliminate[e].cell, seen[2] = { 0, 0 }, mine = -1;
      for (int i = 0; i < s->nlinks; i++)
        {
          if (s->links[i].cell == c)
            mine = s->links[i].branch;
          else if (weak_link (pz, c, v, s->links[i].cell, v))
            seen[s->links[i].branch] = 1;
        }
      if (s->chain)
        {
          /* a wrap: c's colour has two cells in one unit */
          int twice = 0;
          ck_assert (mine >= 0);
          for (int i = 0; i < s->nlinks; i++)
            for (int j = i + 1; j < s->nlinks; j++)
              twice |= s->links[i].branch == mine
                       && s->links[j].branch == mine
                       && weak_link (pz, s->links[i].cell, v,
                                     s->links[j].cell, v);
          ck_assert_msg (twice, "%s: a wrap's cell r%dc%d", where,
                         c / n + 1, c % n + 1);
        }
      else
        ck_assert_msg (mine < 0 && seen[0] && seen[1], "%s: a trap's cell "
                       "r%dc%d", where, c / n + 1, c % n + 1);
    }
}

/* An ALS-XZ on the board cand0, apart from the explainer: each set is
   k cells of its unit with k + 1 candidates in all, both hold x and z,
   x's cells in one all see x's cells in the other, and every
   elimination of z sees all z's cells in both. */
static void
als_follows (const ss_puzzle *pz, const ss_step *s,
             const unsigned char *cand0, const char *where)
{
  int n = pz->n, x = s->values[0], z = s->values[1];
  int from[2] = { 0, s->chain }, to[2] = { s->chain, s->ncells };
  for (int set = 0; set < 2; set++)
    {
      const ss_constraint *con = &pz->cons[s->units[set]];
      int values = 0, hasx = 0, hasz = 0;
      for (int v = 1; v <= n; v++)
        {
          int in = 0;
          for (int i = from[set]; i < to[set]; i++)
            in |= cand0[(long) s->cells[i] * n + v - 1];
          values += in;
          hasx |= in && v == x;
          hasz |= in && v == z;
        }
      ck_assert_msg (values == to[set] - from[set] + 1 && hasx && hasz,
                     "%s: als-xz: set %d is no almost locked set", where,
                     set);
      for (int i = from[set]; i < to[set]; i++)
        {
          int in = 0;
          for (int m = 0; m < con->ncells; m++)
            in |= con->cells[m] == s->cells[i];
          ck_assert (in);
        }
    }
  for (int i = from[0]; i < to[0]; i++)
    for (int j = from[1]; j < to[1]; j++)
      if (cand0[(long) s->cells[i] * n + x - 1]
          && cand0[(long) s->cells[j] * n + x - 1])
        ck_assert_msg (weak_link (pz, s->cells[i], x, s->cells[j], x),
                       "%s: als-xz: %d is not restricted", where, x);
  for (int e = 0; e < s->neliminate; e++)
    {
      ck_assert_int_eq (s->eliminate[e].value, z);
      for (int i = 0; i < s->ncells; i++)
        if (cand0[(long) s->cells[i] * n + z - 1])
          ck_assert (weak_link (pz, s->eliminate[e].cell, z, s->cells[i],
                                z));
    }
}

/* Each wing, chain, finned fish and colouring where a top95 puzzle's
   path takes it (its line in top95): the step's moves are the
   solution's, a chain's links hold on the board before it, an
   XYZ-wing's eliminations see its three cells, a finned fish's and a
   colouring's hold (fin_follows, colours_follow). */
static const struct {
  ss_technique tech;
  const char *puzzle;
} named[] = {
  { SS_TECH_XY_WING, "48.3............71.2.......7.5....6....2..8......"
    ".......1.76...3.....4......5...." },  /* line 4 */
  { SS_TECH_W_WING, "48.3............71.2.......7.5....6....2..8......"
    ".......1.76...3.....4......5...." },  /* line 4 */
  { SS_TECH_XYZ_WING, "....14....3....2...7..........9...3.6.1........"
    ".....8.2.....1.4....5.6.....7.8..." },  /* line 5 */
  { SS_TECH_TWO_STRING_KITE, "....14....3....2...7..........9...3.6.1...."
    ".........8.2.....1.4....5.6.....7.8..." },  /* line 5 */
  { SS_TECH_SKYSCRAPER, "....14....3....2...7..........9...3.6.1......"
    ".......8.2.....1.4....5.6.....7.8..." },  /* line 5 */
  { SS_TECH_X_CHAIN, ".47.8...1............6..7..6....357......5..."
    ".1..6....28..4.....9.1...4.....2.69." },  /* line 29 */
  { SS_TECH_AIC, "6.2.5.........3.4..........43...8....1....2........"
    "7..5..27...........81...6....." },  /* line 7 */
  { SS_TECH_XY_CHAIN, "...5...........5.697.....2...48.2...25.1...3."
    ".8..3.........4.7..13.5..9..2...31.." },  /* line 32 */
  { SS_TECH_TURBOT_FISH, ".47.8...1............6..7..6....357......5..."
    ".1..6....28..4.....9.1...4.....2.69." },  /* line 29 */
  { SS_TECH_FINNED_X_WING, "6.2.5.........3.4..........43...8....1....2.."
    "......7..5..27...........81...6....." },  /* line 7 */
  { SS_TECH_FINNED_SWORDFISH, ".6.5.1.9.1...9..539....7....4.8...7.......5.8"
    ".817.5.3.....5.2............76..8..." },  /* line 12 */
  { SS_TECH_COLOURING, ".6.5.1.9.1...9..539....7....4.8...7.......5.8"
    ".817.5.3.....5.2............76..8..." },  /* line 12 */
  { SS_TECH_ALS_XZ, "6.2.5.........3.4..........43...8....1....2.."
    "......7..5..27...........81...6....." },  /* line 7 */
  { SS_TECH_FINNED_JELLYFISH, ".52..68.......7.2.......6....48..9..2..41...."
    "..1.....8..61..38.....9...63..6..1.9" },  /* line 75 */
  { SS_TECH_MULTI_COLOURING, ".6.5.1.9.1...9..539....7....4.8...7.......5.8"
    ".817.5.3.....5.2............76..8..." },  /* line 12 */
  { SS_TECH_ALS_XY_WING, "6..3.2....4.....1..........7.26............543"
    ".........8.15........4.2........7.." },  /* line 16 */
  { SS_TECH_GROUPED_AIC, "6.2.5.........4.3..........43...8....1....2.."
    "......7..5..27...........81...6....." },  /* line 9 */
};

START_TEST (named_steps)
{
  char line[100];
  snprintf (line, sizeof line, "%s\n", named[_i].puzzle);
  ss_puzzle *pz = parse_string (line, SS_FMT_LINE);
  ss_error err = { 0 };
  int sol[81], grid0[81];
  unsigned char cand0[729];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  const char *name = ss_technique_name (named[_i].tech);
  ck_assert_msg (walk_to (ex, pz, named[_i].tech, &s, grid0, cand0),
                 "no %s step", name);
  ck_assert_int_gt (s.neliminate, 0);
  for (int i = 0; i < s.nplace; i++)
    ck_assert_int_eq (sol[s.place[i].cell], s.place[i].value);
  for (int i = 0; i < s.neliminate; i++)
    ck_assert_int_ne (sol[s.eliminate[i].cell], s.eliminate[i].value);
  if (named[_i].tech == SS_TECH_XYZ_WING)
    {
      int z = s.values[s.nvalues - 1];
      ck_assert_int_eq (s.ncells, 3);
      for (int i = 0; i < s.neliminate; i++)
        {
          ck_assert_int_eq (s.eliminate[i].value, z);
          for (int k = 0; k < 3; k++)
            ck_assert (share_unit (pz, s.eliminate[i].cell, s.cells[k]));
        }
    }
  else if (named[_i].tech >= SS_TECH_FINNED_X_WING
           && named[_i].tech <= SS_TECH_FINNED_JELLYFISH)
    fin_follows (pz, &s, cand0, name);
  else if (named[_i].tech == SS_TECH_COLOURING)
    colours_follow (pz, &s, cand0, name);
  else if (named[_i].tech == SS_TECH_ALS_XZ)
    als_follows (pz, &s, cand0, name);
  else if (named[_i].tech == SS_TECH_MULTI_COLOURING)
    multi_follows (pz, &s, cand0, name);
  else if (named[_i].tech == SS_TECH_ALS_XY_WING)
    als_xy_follows (pz, &s, cand0, name);
  else
    chain_follows (pz, &s, cand0, name);
  if (named[_i].tech == SS_TECH_GROUPED_AIC)
    {
      /* a group among the nodes, each of its cells holding the value */
      int groups = 0;
      for (int i = 0; i < s.nlinks; i++)
        groups += s.links[i].why == SS_LINK_GROUP;
      ck_assert_int_gt (groups, 0);
    }
  if (named[_i].tech == SS_TECH_XY_WING)
    ck_assert_int_eq (s.nlinks, 6);        /* three bivalue cells */
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

/* The uniqueness steps, on puzzles of the Sudoku Exchange puzzle bank
   (scripts/data/README): taken only when asked for, and each matching
   its pattern on the candidates before it. */
static const struct {
  ss_technique tech;
  const char *puzzle;
} unique_steps[] = {
  { SS_TECH_UNIQUE_RECTANGLE, "006000200900000004243000896000591000002080"
    "300400203001300000007000907000010408020" },
  { SS_TECH_BUG, "021500000000083020006000800000800001038000450700006000"
    "002000500050620000000001730" },
};

START_TEST (uniqueness_steps)
{
  char line[100];
  snprintf (line, sizeof line, "%s\n", unique_steps[_i].puzzle);
  ss_puzzle *pz = parse_string (line, SS_FMT_LINE);
  ss_technique t = unique_steps[_i].tech;
  ss_error err = { 0 };
  int sol[81], grid0[81];
  unsigned char cand0[729];
  ck_assert_int_eq (ss_solve (pz, NULL, 2, sol, NULL, &err), 1);
  /* off by default: the path never takes it */
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ss_step s;
  ck_assert (!walk_to (ex, pz, t, &s, grid0, cand0));
  ck_assert (ss_explainer_solved (ex));
  ss_explainer_free (ex);
  ex = ss_explainer_new (pz, 0, &err);
  ss_explainer_set_uniqueness (ex, 1);
  ck_assert_msg (walk_to (ex, pz, t, &s, grid0, cand0), "no %s step",
                 ss_technique_name (t));
  for (int i = 0; i < s.nplace; i++)
    ck_assert_int_eq (sol[s.place[i].cell], s.place[i].value);
  for (int i = 0; i < s.neliminate; i++)
    ck_assert_int_ne (sol[s.eliminate[i].cell], s.eliminate[i].value);
#define CAND(i, v) cand0[(i) * 9 + (v) - 1]
  if (t == SS_TECH_UNIQUE_RECTANGLE)
    {
      /* four open cells over two rows and two columns, in two boxes;
         three hold only a and b, the last loses both and keeps more */
      int a = s.values[0], b = s.values[1], rows = 0, cols = 0, boxes = 0;
      ck_assert_int_eq (s.ncells, 4);
      ck_assert_int_eq (s.nplace, 0);
      ck_assert_int_eq (s.neliminate, 2);
      for (int k = 0; k < 4; k++)
        {
          int c = s.cells[k], m = 0;
          ck_assert_int_eq (grid0[c], 0);
          rows |= 1 << c / 9;
          cols |= 1 << c % 9;
          boxes |= 1 << (c / 27 * 3 + c % 9 / 3);
          for (int v = 1; v <= 9; v++)
            m += CAND (c, v);
          ck_assert (CAND (c, a) && CAND (c, b));
          ck_assert (k < 3 ? m == 2 : m > 2);
        }
      ck_assert_int_eq (__builtin_popcount (rows), 2);
      ck_assert_int_eq (__builtin_popcount (cols), 2);
      ck_assert_int_eq (__builtin_popcount (boxes), 2);
      for (int i = 0; i < 2; i++)
        ck_assert_int_eq (s.eliminate[i].cell, s.cells[3]);
      ck_assert_int_eq (s.eliminate[0].value + s.eliminate[1].value, a + b);
    }
  else
    {
      /* one cell of three candidates, every other open cell of two; the
         placed value out, each unit's candidates lie in two cells */
      int tri = s.cells[0], v = s.values[0];
      ck_assert_int_eq (s.nplace, 1);
      ck_assert_int_eq (s.place[0].cell, tri);
      ck_assert_int_eq (s.place[0].value, v);
      for (int c = 0; c < 81; c++)
        if (!grid0[c])
          {
            int m = 0;
            for (int w = 1; w <= 9; w++)
              m += CAND (c, w);
            ck_assert_int_eq (m, c == tri ? 3 : 2);
          }
      for (int u = 0; u < 27; u++)
        for (int w = 1; w <= 9; w++)
          {
            int m = 0;
            for (int k = 0; k < 9; k++)
              {
                int c = u < 9 ? u * 9 + k : u < 18 ? k * 9 + u - 9
                        : ((u - 18) / 3 * 3 + k / 3) * 9
                          + (u - 18) % 3 * 3 + k % 3;
                m += !grid0[c] && CAND (c, w) && !(c == tri && w == v);
              }
            ck_assert_msg (m == 0 || m == 2, "unit %d holds %d in %d cells",
                           u, w, m);
          }
    }
#undef CAND
  ss_explainer_free (ex);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (scale)
{
  int uses[SS_TECH_COUNT] = { 0 };
  ss_rating r;
  uses[SS_TECH_NAKED_SINGLE] = 40;
  uses[SS_TECH_FULL_HOUSE] = 10;
  ss_rating_from_counts (uses, 50, 1, &r);
  ck_assert_str_eq (r.name, "simple");
  ck_assert (r.score > 1.65 && r.score < 1.75);     /* 1.2 + 5 doublings */
  uses[SS_TECH_NAKED_SINGLE] = 1 << 20;
  ss_rating_from_counts (uses, 50, 1, &r);
  ck_assert (r.score > 1.85 && r.score < 1.95);     /* capped at 1.9 */
  uses[SS_TECH_X_WING] = 3;
  ss_rating_from_counts (uses, 53, 1, &r);
  ck_assert_str_eq (r.name, "hard");
  ck_assert_int_eq (r.hardest, SS_TECH_X_WING);
  ck_assert_int_eq (r.uses, 3);
  ck_assert (r.score > 4.15 && r.score < 4.25);
  uses[SS_TECH_FORCING] = 1;
  ss_rating_from_counts (uses, 54, 1, &r);
  ck_assert_str_eq (r.name, "expert");
  ck_assert (r.score > 4.95 && r.score < 5.05);
  ss_rating_from_counts (uses, 54, 0, &r);
  ck_assert_str_eq (r.name, "beyond");
  ck_assert_str_eq (ss_rating_level_name (0), "simple");
  /* a step's SE difficulty: the base, a box's hidden single cheaper
     than a line's, chains dearer as they grow, nets deeper by depth */
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_step s = { .technique = SS_TECH_HIDDEN_SINGLE, .nunits = 1 };
  s.units[0] = 0;                               /* row 1 */
  ck_assert (ss_step_se (pz, &s) > 1.45 && ss_step_se (pz, &s) < 1.55);
  s.units[0] = 18;                              /* box 1 */
  ck_assert (ss_step_se (pz, &s) > 1.15 && ss_step_se (pz, &s) < 1.25);
  ss_link links[40] = { { 0 } };
  s = (ss_step) { .technique = SS_TECH_FORCING, .links = links };
  ck_assert (ss_step_se (pz, &s) > 8.75 && ss_step_se (pz, &s) < 8.85);
  s.nlinks = 4;
  ck_assert (ss_step_se (pz, &s) > 8.75 && ss_step_se (pz, &s) < 8.85);
  s.nlinks = 5;                                 /* past 4 */
  ck_assert (ss_step_se (pz, &s) > 8.85 && ss_step_se (pz, &s) < 8.95);
  s.nlinks = 40;                                /* past 4 .. 32: +0.7 */
  ck_assert (ss_step_se (pz, &s) > 9.45 && ss_step_se (pz, &s) < 9.55);
  s = (ss_step) { .technique = SS_TECH_NESTED_FORCING, .depth = 3 };
  ck_assert (ss_step_se (pz, &s) > 10.85 && ss_step_se (pz, &s) < 10.95);
  ss_puzzle_free (pz);
  ck_assert_ptr_null (ss_rating_level_name (6));
  for (int i = 0; ss_rating_level_name (i); i++)
    ck_assert_ptr_nonnull (ss_rating_level_summary (i));
}
END_TEST

/* Running out of memory anywhere in a rating (the board, a technique's
   scratch, the forcing step's PicoSAT) is an error, as check_memory.c
   holds the other calls to: allocation 0, 1, 2, ... fails in turn
   until the rating needs no more than it was given. */
START_TEST (rating_out_of_memory)
{
  /* magictour_top1465 #1: its path takes a forcing step */
  ss_puzzle *pz = parse_string ("4...3.......6..8..........1....5..9..8....6"
                                "...7.2........1.27..5.3....4.9........\n",
                                SS_FMT_LINE);
  ss_rating want, got;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_rate_puzzle (pz, &want, 0, NULL, &err), 0);
  for (long n = 0;; n += n < 256 ? 1 : n / 32)
    {
      err = (ss_error) { 0 };
      ss_alloc_fail_after (n);
      int rc = ss_rate_puzzle (pz, &got, 0, NULL, &err);
      if (ss_alloc_fail_after (-1) >= 0)
        {
          ck_assert_int_eq (rc, 0);
          ck_assert (got.score == want.score);
          break;
        }
      ck_assert_msg (rc < 0, "rated though allocation %ld failed", n);
      ck_assert_int_eq (err.status, SS_ERR_MEMORY);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* ---- the singles and their clause sets ------------------------------ */

/* The board after techniques (a list ending in SS_TECH_COUNT) applied to
   a fixpoint, its placed values in grid. */
static void
fixpoint (const ss_puzzle *pz, const ss_technique *techs, int *grid)
{
  ss_board b;
  ss_error err = { 0 };
  ss_step s;
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  for (int t = 0; techs[t] != SS_TECH_COUNT;)
    if (find (&b, techs[t], &s) == 1)
      {
        for (int i = 0; i < s.nplace; i++)
          ss_board_place (&b, s.place[i].cell, s.place[i].value);
        t = 0;
      }
    else
      t++;
  memcpy (grid, b.grid, (size_t) b.ncells * sizeof *grid);
  ss_board_free (&b);
}

/* Naked singles (with full houses) place what unit propagation over the
   naked-singles clause set fixes, and hidden singles (with full houses)
   what it fixes over the hidden-singles set (encodings/): the
   techniques are those clause subsets' propagation. */
START_TEST (singles_are_their_clause_sets)
{
  static const ss_technique naked[] = { SS_TECH_FULL_HOUSE,
    SS_TECH_NAKED_SINGLE, SS_TECH_COUNT };
  static const ss_technique hidden[] = { SS_TECH_FULL_HOUSE,
    SS_TECH_HIDDEN_SINGLE, SS_TECH_COUNT };
  const char *data = getenv ("SUDOSAT_DATA");
  char path[4096];
  snprintf (path, sizeof path, "%s/sudoku9/royle_17clue.txt",
            data && *data ? data : "../shared/data");
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "# %s absent: singles test skipped\n", path);
      return;
    }
  ss_reader *rd = ss_reader_new (f, path, SS_FMT_LINE);
  ss_puzzle *pz;
  ss_error err = { 0 };
  int line = 0, compared = 0, differ = 0;
  int every = sweep_count (250, 1000), first = sweep_offset (every);
  while (ss_reader_next (rd, &pz, &err) == 1)
    {
      int got[2][81];
      if (line++ % every == first)
        {
          for (int set = 0; set < 2; set++)
            {
              ss_options opt = { 0 };
              opt.encoding = ss_encoding_find (set ? "hidden-singles"
                                               : "naked-singles");
              opt.presolve = ss_presolve_find ("none");
              int want[81];
              ck_assert_int_eq (ss_propagate (pz, &opt, want, NULL, &err),
                                1);
              fixpoint (pz, set ? hidden : naked, got[set]);
              ck_assert_msg (!memcmp (want, got[set], sizeof want),
                             "puzzle %d: %s differ from propagation", line,
                             set ? "hidden singles" : "naked singles");
            }
          compared++;
          differ += memcmp (got[0], got[1], sizeof got[0]) != 0;
        }
      ss_puzzle_free (pz);
    }
  /* the two deduce differently on some puzzles: the comparison can
     tell them apart */
  ck_assert_int_gt (differ, 0);
  ss_reader_free (rd);
  fclose (f);
  ck_assert_int_gt (compared, 0);
}
END_TEST

/* ---- other grid sizes ------------------------------------------------ */

/* 6x6 with boxes of 2 rows and 3 columns and of 3 and 2, and 16x16:
   each technique on a crafted board where it is the step, with the
   exact moves, and on the empty board, where it finds nothing. */
static const int sizes[][2] = { { 2, 3 }, { 3, 2 }, { 4, 0 } };
#define NSIZES ((int) (sizeof sizes / sizeof *sizes))

/* Keep value v in row r (cols 0) or column r (cols 1) only at the
   positions of the 0-ended list. */
static void
line_only (ss_board *b, int cols, int r, int v, ...)
{
  int keep[SS_MAX_SIDE + 1] = { 0 };
  va_list ap;
  va_start (ap, v);
  for (int i; (i = va_arg (ap, int)) != 0;)
    keep[i] = 1;
  va_end (ap);
  for (int i = 1; i <= b->n; i++)
    if (!keep[i])
      out (b, cols ? i : r, cols ? r : i, v);
}

/* The step's eliminations are exactly value v from the m cells
   rc[0..2m-1] (row, column pairs). */
static void
elims_are (const ss_board *b, const ss_step *s, int v, const int *rc, int m,
           const char *what)
{
  for (int i = 0; i < m; i++)
    ck_assert_msg (eliminates (b, s, rc[2 * i], rc[2 * i + 1], v),
                   "%dx%d %s: r%dc%d keeps %d", b->n, b->n, what, rc[2 * i],
                   rc[2 * i + 1], v);
  ck_assert_msg (s->neliminate == m, "%dx%d %s: %d eliminations, not %d",
                 b->n, b->n, what, s->neliminate, m);
}

/* A fresh board of size i, on which finder t finds nothing. */
static ss_board *
sized_board (ss_puzzle **pz, int i, ss_technique t)
{
  ss_board *b = empty_board (pz, sizes[i][0], sizes[i][1]);
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  ck_assert_int_eq (ss_chain_technique (t)
                    ? ss_chain_find (b, t, &s, &links, &cap)
                    : find (b, t, &s), 0);
  free (links);
  return b;
}

static int
sized_find (ss_board *b, ss_technique t, ss_step *s, ss_link **links,
            int *cap)
{
  return ss_chain_technique (t) ? ss_chain_find (b, t, s, links, cap)
         : find (b, t, s);
}

/* X-wing: 1 in rows 1 and br+1 only in columns 1 and bc+1, which lose
   it elsewhere; finned: row 1 also holds it at r1c2, in box 1, so only
   column 1's other cells in box 1 lose it. */
START_TEST (sized_fish)
{
  for (int finned = 0; finned < 2; finned++)
    {
      ss_technique t = finned ? SS_TECH_FINNED_X_WING : SS_TECH_X_WING;
      ss_puzzle *pz;
      ss_board *b = sized_board (&pz, _i, t);
      int n = b->n, br = pz->br, bc = pz->bc, rc[2 * SS_MAX_SIDE], m = 0;
      ss_step s;
      ss_link *links = NULL;
      int cap = 0;
      if (finned)
        line_only (b, 0, 1, 1, 1, 2, bc + 1, 0);
      else
        line_only (b, 0, 1, 1, 1, bc + 1, 0);
      line_only (b, 0, br + 1, 1, 1, bc + 1, 0);
      ck_assert_int_eq (sized_find (b, t, &s, &links, &cap), 1);
      for (int r = 2; r <= n; r++)
        if (r != br + 1 && (!finned || r <= br))
          {
            rc[m++] = r;
            rc[m++] = 1;
            if (!finned)
              {
                rc[m++] = r;
                rc[m++] = bc + 1;
              }
          }
      elims_are (b, &s, 1, rc, m / 2, ss_technique_name (t));
      free (links);
      drop_board (b, pz);
    }
}
END_TEST

/* XY-wing: pivot r1c1 {1,2}, wings r1c(bc+1) {1,3} and r(br+1)c1 {2,3}:
   r(br+1)c(bc+1), which sees both wings, loses 3. */
START_TEST (sized_xy_wing)
{
  ss_puzzle *pz;
  ss_board *b = sized_board (&pz, _i, SS_TECH_XY_WING);
  int br = pz->br, bc = pz->bc;
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  only (b, 1, 1, 1, 2, 0);
  only (b, 1, bc + 1, 1, 3, 0);
  only (b, br + 1, 1, 2, 3, 0);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_XY_WING, &s, &links, &cap), 1);
  int rc[] = { br + 1, bc + 1 };
  elims_are (b, &s, 3, rc, 1, "xy-wing");
  ck_assert_int_eq (s.nlinks, 6);
  free (links);
  drop_board (b, pz);
}
END_TEST

/* Colouring of 1: conjugate pairs r1c1-r1c(bc+1) (row 1),
   r1c(bc+1)-r(br+1)c(bc+1) (column bc+1), r(br+1)c(bc+1)-r(br+1)c2
   (row br+1): colours {r1c1, r(br+1)c(bc+1)} and {r1c(bc+1),
   r(br+1)c2}; a trap takes 1 from every cell that sees both.  Then
   multi-colouring: two lone pairs, r1c1-r1c(bc+1) and
   r(br+1)c1-r(br+1)c(bc+2), r1c1 seeing r(br+1)c1: r1c(bc+1) or
   r(br+1)c(bc+2) holds 1, so column bc+2 in box 2 and column bc+1 in
   the box below lose it. */
START_TEST (sized_colouring)
{
  ss_puzzle *pz;
  ss_board *b = sized_board (&pz, _i, SS_TECH_COLOURING);
  int n = b->n, br = pz->br, bc = pz->bc, rc[2 * SS_MAX_SIDE * 4], m = 0;
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  line_only (b, 0, 1, 1, 1, bc + 1, 0);
  line_only (b, 1, bc + 1, 1, 1, br + 1, 0);
  line_only (b, 0, br + 1, 1, bc + 1, 2, 0);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_COLOURING, &s, &links, &cap),
                    1);
  ck_assert_int_eq (s.chain, 0);          /* a trap */
  ck_assert_int_eq (s.nlinks, 4);
  int col[4][2] = { { 1, 1 }, { br + 1, bc + 1 }, { 1, bc + 1 },
                    { br + 1, 2 } };
  for (int r = 1; r <= n; r++)
    for (int c = 1; c <= n; c++)
      {
        int seen[2] = { 0, 0 }, mine = 0;
        if (!ss_board_has (b, cell (b, r, c), 1))
          continue;
        for (int k = 0; k < 4; k++)
          {
            int o = cell (b, col[k][0], col[k][1]);
            if (o == cell (b, r, c))
              mine = 1;
            else if (share_unit (pz, cell (b, r, c), o))
              seen[k / 2] = 1;
          }
        if (!mine && seen[0] && seen[1])
          {
            rc[m++] = r;
            rc[m++] = c;
          }
      }
  ck_assert_int_gt (m, 0);
  elims_are (b, &s, 1, rc, m / 2, "simple colouring");
  drop_board (b, pz);

  b = sized_board (&pz, _i, SS_TECH_MULTI_COLOURING);
  line_only (b, 0, 1, 1, 1, bc + 1, 0);
  line_only (b, 0, br + 1, 1, 1, bc + 2, 0);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_MULTI_COLOURING, &s, &links,
                                   &cap), 1);
  ck_assert_int_eq (s.chain, 2);
  m = 0;
  for (int r = 2; r <= 2 * br; r++)
    if (r != br + 1)
      {
        rc[m++] = r;
        rc[m++] = r <= br ? bc + 2 : bc + 1;
      }
  elims_are (b, &s, 1, rc, m / 2, "multi-colouring");
  free (links);
  drop_board (b, pz);
}
END_TEST

/* An x-chain of 1 longer than a turbot fish, over three bands of p
   rows (stacks of q columns; transposed when the grid has two bands):
   row 1 holds 1 in c1 and c(q+1), row p+1 in c(q+1) and c2, row 2p+1
   in c2 and c1: (1)r1c1=(1)r1c(q+1)-(1)r(p+1)c(q+1)=(1)r(p+1)c2
   -(1)r(2p+1)c2=(1)r(2p+1)c1, so column 1's other cells lose 1.  A
   grouped aic (transposed when boxes are 2 wide): row 1 holds 1 in
   r1c1, r1c2 (a group in box 1) and r1c(q+1); column 3 in r2c3 and
   r(p+1)c3: (1)r1c(q+1)=(1)r1c12-(1)r2c3=(1)r(p+1)c3, so r(p+1)c(q+1)
   loses 1. */
START_TEST (sized_chains)
{
  ss_puzzle *pz;
  ss_board *b = sized_board (&pz, _i, SS_TECH_X_CHAIN);
  int n = b->n, br = pz->br, bc = pz->bc, rc[2 * SS_MAX_SIDE * 4], m = 0;
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  unsigned char *cand0 = malloc ((size_t) n * n * n);
  int tr = n / br < 3, p = tr ? bc : br, q = tr ? br : bc;
  line_only (b, tr, 1, 1, 1, q + 1, 0);
  line_only (b, tr, p + 1, 1, q + 1, 2, 0);
  line_only (b, tr, 2 * p + 1, 1, 2, 1, 0);
  memcpy (cand0, b->cand, (size_t) n * n * n);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_X_CHAIN, &s, &links, &cap), 1);
  chain_follows (pz, &s, cand0, "sized x-chain");
  ck_assert_int_eq (s.nlinks, 6);
  int a = cell (b, 1, 1);
  int z = tr ? cell (b, 1, 2 * p + 1) : cell (b, 2 * p + 1, 1);
  ck_assert ((s.links[0].cell == a && s.links[5].cell == z)
             || (s.links[0].cell == z && s.links[5].cell == a));
  for (int r = 1; r <= n; r++)
    for (int c = 1; c <= n; c++)
      {
        int o = cell (b, r, c);
        if (o != a && o != z && ss_board_has (b, o, 1)
            && share_unit (pz, o, a) && share_unit (pz, o, z))
          {
            rc[m++] = r;
            rc[m++] = c;
          }
      }
  ck_assert_int_eq (m / 2, n - 3);
  elims_are (b, &s, 1, rc, m / 2, "x-chain");
  drop_board (b, pz);

  b = sized_board (&pz, _i, SS_TECH_GROUPED_AIC);
  tr = bc < 3;
  p = tr ? bc : br;
  q = tr ? br : bc;
  line_only (b, tr, 1, 1, 1, 2, q + 1, 0);
  line_only (b, !tr, 3, 1, 2, p + 1, 0);
  memcpy (cand0, b->cand, (size_t) n * n * n);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_GROUPED_AIC, &s, &links, &cap),
                    1);
  chain_follows (pz, &s, cand0, "sized grouped aic");
  int groups = 0;
  for (int i = 0; i < s.nlinks; i++)
    groups += s.links[i].why == SS_LINK_GROUP;
  ck_assert_int_gt (groups, 0);
  int want[] = { tr ? q + 1 : p + 1, tr ? p + 1 : q + 1 };
  elims_are (b, &s, 1, want, 1, "grouped aic");
  free (cand0);
  free (links);
  drop_board (b, pz);
}
END_TEST

/* ALS-XZ: A = r1c1 {1,2}, B = r1c(bc+1) {1,3} and r2c(bc+1) {2,3} in
   box 2 (or column bc+1); 1 is restricted common, so A or B holds 2:
   the cells that see r1c1 and r2c(bc+1) lose 2. */
START_TEST (sized_als)
{
  ss_puzzle *pz;
  ss_board *b = sized_board (&pz, _i, SS_TECH_ALS_XZ);
  int n = b->n, bc = pz->bc, rc[2 * SS_MAX_SIDE * 4], m = 0;
  ss_step s;
  ss_link *links = NULL;
  int cap = 0;
  only (b, 1, 1, 1, 2, 0);
  only (b, 1, bc + 1, 1, 3, 0);
  only (b, 2, bc + 1, 2, 3, 0);
  ck_assert_int_eq (ss_chain_find (b, SS_TECH_ALS_XZ, &s, &links, &cap), 1);
  int a = cell (b, 1, 1), z = cell (b, 2, bc + 1);
  for (int r = 1; r <= n; r++)
    for (int c = 1; c <= n; c++)
      {
        int p = cell (b, r, c);
        if (p != a && p != z && ss_board_has (b, p, 2) && p != cell (b, 1, bc + 1)
            && share_unit (pz, p, a) && share_unit (pz, p, z))
          {
            rc[m++] = r;
            rc[m++] = c;
          }
      }
  ck_assert_int_gt (m, 0);
  elims_are (b, &s, 2, rc, m / 2, "als-xz");
  ck_assert_int_eq (s.values[1], 2);
  free (links);
  drop_board (b, pz);
}
END_TEST

/* ---- soundness on real puzzles ---------------------------------------- */

typedef struct tally {
  long walked, puzzles, steps, solved;
  long by[SS_TECH_COUNT];
  int uniqueness;        /* walk with the uniqueness steps */
} tally;

/* The all-different kinds, the units links speak of. */
static int
unit_kind (const ss_constraint *con)
{
  return con->kind == SS_CON_ROW || con->kind == SS_CON_COL
         || con->kind == SS_CON_BOX || con->kind == SS_CON_EXTRA
         || con->kind == SS_CON_CAGE;
}

/* Place v in cell of a grid and its candidates (cand[cell * n + v - 1]),
   taking v from the cell's units. */
static void
link_place (const ss_puzzle *pz, int *grid, unsigned char *cand, int cell,
            int v)
{
  int n = pz->n;
  grid[cell] = v;
  memset (&cand[(long) cell * n], 0, (size_t) n);
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      int in = 0;
      for (int i = 0; i < con->ncells && !in; i++)
        in = con->cells[i] == cell;
      if (in && unit_kind (con))
        for (int i = 0; i < con->ncells; i++)
          cand[(long) con->cells[i] * n + v - 1] = 0;
    }
}

/* Whether cells a and c share an all-different constraint. */
static int
share_unit (const ss_puzzle *pz, int a, int c)
{
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      int ina = 0, inc = 0;
      for (int i = 0; i < con->ncells; i++)
        ina |= con->cells[i] == a, inc |= con->cells[i] == c;
      if (ina && inc && unit_kind (con))
        return 1;
    }
  return 0;
}

/* Whether a pair constraint of pz over cells a and c (a global rule's
   differ pair, non-consecutive, a dot or sign, a negative) forbids
   values v in a and w in c, by the model's formula. */
static int
pair_forbids (const ss_puzzle *pz, int a, int v, int c, int w)
{
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      ss_con_kind k = con->kind;
      int pairs = k == SS_CON_DIFFER || k == SS_CON_NONCONSEC
                  || k == SS_CON_WHITE || k == SS_CON_BLACK
                  || k == SS_CON_SUM || k == SS_CON_NOWHITE
                  || k == SS_CON_NOBLACK || k == SS_CON_NOXV;
      for (int i = 0; pairs && i + 1 < con->ncells; i += 2)
        if ((con->cells[i] == a && con->cells[i + 1] == c
             && !ss_pair_allows (con, v, w))
            || (con->cells[i] == c && con->cells[i + 1] == a
                && !ss_pair_allows (con, w, v)))
          return 1;
    }
  return 0;
}

/* Whether candidates (a, v) and (c, w) are weakly linked: one cell, one
   value in two cells of a unit, or two values a pair constraint over
   the two cells forbids together. */
static int
weak_link (const ss_puzzle *pz, int a, int v, int c, int w)
{
  if (a == c)
    return v != w;
  return (v == w && share_unit (pz, a, c)) || pair_forbids (pz, a, v, c, w);
}

/* Whether they are strongly linked on the board cand0: the two
   candidates of a bivalue cell, or a value's two places in a complete
   unit. */
static int
strong_link (const ss_puzzle *pz, const unsigned char *cand0, int a, int v,
             int c, int w)
{
  int n = pz->n;
  if (a == c)
    {
      int left = 0;
      for (int x = 1; x <= n; x++)
        left += cand0[(long) a * n + x - 1];
      return v != w && left == 2 && cand0[(long) a * n + v - 1]
             && cand0[(long) a * n + w - 1];
    }
  if (v != w)
    return 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (!unit_kind (con) || con->ncells != n)
        continue;
      int ina = 0, inc = 0, places = 0;
      for (int i = 0; i < n; i++)
        {
          ina |= con->cells[i] == a;
          inc |= con->cells[i] == c;
          places += cand0[(long) con->cells[i] * n + v - 1];
        }
      if (ina && inc && places == 2)
        return 1;
    }
  return 0;
}

/* A node of a chain: its cells (one, or a group's) and value. */
typedef struct cnode {
  int k, cells[SS_MAX_SIDE], v;
} cnode;

/* Whether every cell of x and of y lies in one unit, and none in
   both. */
static int
nodes_in_unit (const ss_puzzle *pz, const ss_constraint *con,
               const cnode *x, const cnode *y)
{
  for (int side = 0; side < 2; side++)
    {
      const cnode *a = side ? y : x;
      for (int i = 0; i < a->k; i++)
        {
          int in = 0;
          for (int m = 0; m < con->ncells; m++)
            in |= con->cells[m] == a->cells[i];
          if (!in)
            return 0;
        }
    }
  for (int i = 0; i < x->k; i++)
    for (int j = 0; j < y->k; j++)
      if (x->cells[i] == y->cells[j])
        return 0;
  (void) pz;
  return 1;
}

/* Strong: of one cell each, strong_link; else one value whose places
   in a complete unit are the cells of both, none in both. */
static int
strong_nodes (const ss_puzzle *pz, const unsigned char *cand0,
              const cnode *x, const cnode *y)
{
  int n = pz->n;
  if (x->k == 1 && y->k == 1)
    return strong_link (pz, cand0, x->cells[0], x->v, y->cells[0], y->v);
  if (x->v != y->v)
    return 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (!unit_kind (con) || con->ncells != n
          || !nodes_in_unit (pz, con, x, y))
        continue;
      int places = 0;
      for (int i = 0; i < n; i++)
        places += cand0[(long) con->cells[i] * n + x->v - 1];
      if (places == x->k + y->k)
        return 1;
    }
  return 0;
}

/* Weak: of one cell each, weak_link; else one value, no cell in both,
   every cell of one sharing a unit with every cell of the other. */
static int
weak_nodes (const ss_puzzle *pz, const cnode *x, const cnode *y)
{
  if (x->k == 1 && y->k == 1)
    return weak_link (pz, x->cells[0], x->v, y->cells[0], y->v);
  if (x->v != y->v)
    return 0;
  for (int i = 0; i < x->k; i++)
    for (int j = 0; j < y->k; j++)
      if (x->cells[i] == y->cells[j]
          || !weak_link (pz, x->cells[i], x->v, y->cells[j], y->v))
        return 0;
  return 1;
}

/* A chain's links, apart from the explainer: nodes (candidates of the
   board; a group's cells follow its first as SS_LINK_GROUP links, all
   holding the value), strong and weak links in turn from the first
   node, strong last, and every elimination weakly linked to both
   ends. */
static void
chain_follows (const ss_puzzle *pz, const ss_step *s,
               const unsigned char *cand0, const char *where)
{
  int n = pz->n;
  const char *name = ss_technique_name (s->technique);
  cnode *nodes = calloc ((size_t) s->nlinks, sizeof *nodes);
  int nn = 0;
  ck_assert (s->nlinks > 0 && s->links[0].why == SS_LINK_ASSUMED);
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *l = &s->links[i];
      ck_assert (cand0[(long) l->cell * n + l->value - 1]);
      if (l->why == SS_LINK_GROUP)
        {
          ck_assert (nn > 0 && nodes[nn - 1].v == l->value);
          nodes[nn - 1].cells[nodes[nn - 1].k++] = l->cell;
          continue;
        }
      ck_assert_int_eq (l->why, nn == 0 ? SS_LINK_ASSUMED : nn % 2
                        ? SS_LINK_STRONG : SS_LINK_WEAK);
      nodes[nn].k = 1;
      nodes[nn].cells[0] = l->cell;
      nodes[nn].v = l->value;
      nn++;
    }
  ck_assert_msg (nn >= 4 && nn % 2 == 0, "%s: %s: a chain of %d nodes",
                 where, name, nn);
  for (int i = 1; i < nn; i++)
    ck_assert_msg (i % 2 ? strong_nodes (pz, cand0, &nodes[i - 1], &nodes[i])
                   : weak_nodes (pz, &nodes[i - 1], &nodes[i]),
                   "%s: %s: link %d does not hold", where, name, i);
  ck_assert_int_gt (s->neliminate, 0);
  for (int i = 0; i < s->neliminate; i++)
    {
      cnode m = { 1, { s->eliminate[i].cell }, s->eliminate[i].value };
      ck_assert_msg (weak_nodes (pz, &m, &nodes[0])
                     && weak_nodes (pz, &m, &nodes[nn - 1]),
                     "%s: %s: an elimination that sees not both ends",
                     where, name);
    }
  free (nodes);
}

/* A multi-colouring on the board cand0, apart from the explainer:
   branches 0 and 1 colour one cluster (a, A), 2 and 3 another (c, C),
   every cell conjugate to one of its cluster's other colour; a cell of
   a sees one of c; type 1 (chain 1): a sees C too and a's cells go;
   type 2: each elimination, outside the clusters, sees A and C. */
static void
multi_follows (const ss_puzzle *pz, const ss_step *s,
               const unsigned char *cand0, const char *where)
{
  int n = pz->n, v = s->values[0], sees[4][4] = { { 0 } };
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *a = &s->links[i];
      int partner = 0;
      ck_assert_int_eq (a->why, SS_LINK_COLOUR);
      ck_assert (a->branch >= 0 && a->branch < 4);
      for (int j = 0; j < s->nlinks; j++)
        {
          const ss_link *c = &s->links[j];
          partner |= c->branch == (a->branch ^ 1)
                     && strong_link (pz, cand0, a->cell, v, c->cell, v);
          if (i != j && weak_link (pz, a->cell, v, c->cell, v))
            sees[a->branch][c->branch] = 1;
        }
      ck_assert_msg (partner, "%s: r%dc%d has no conjugate of the other "
                     "colour", where, a->cell / n + 1, a->cell % n + 1);
    }
  ck_assert_msg (sees[0][2], "%s: multi-colouring: a does not see c",
                 where);
  ck_assert (s->chain == 1 || s->chain == 2);
  if (s->chain == 1)
    ck_assert (sees[0][3]);
  for (int e = 0; e < s->neliminate; e++)
    {
      int c = s->eliminate[e].cell, mine = -1, seen[4] = { 0 };
      ck_assert_int_eq (s->eliminate[e].value, v);
      for (int i = 0; i < s->nlinks; i++)
        if (s->links[i].cell == c)
          mine = s->links[i].branch;
        else if (weak_link (pz, c, v, s->links[i].cell, v))
          seen[s->links[i].branch] = 1;
      if (s->chain == 1)
        ck_assert_msg (mine == 0, "%s: a type 1 takes a's cells", where);
      else
        ck_assert_msg (mine < 0 && seen[1] && seen[3], "%s: a type 2's "
                       "cell r%dc%d", where, c / n + 1, c % n + 1);
    }
}

/* One almost locked set of an ALS step: cells[from .. to - 1] in unit
   u, as many candidates as cells plus one; the candidates' set. */
static void
als_one (const ss_puzzle *pz, const ss_step *s, const unsigned char *cand0,
         int u, int from, int to, unsigned char *in)
{
  int n = pz->n, values = 0;
  const ss_constraint *con = &pz->cons[u];
  for (int v = 1; v <= n; v++)
    {
      in[v] = 0;
      for (int i = from; i < to; i++)
        in[v] |= cand0[(long) s->cells[i] * n + v - 1];
      values += in[v];
    }
  ck_assert_msg (values == to - from + 1, "not an almost locked set");
  for (int i = from; i < to; i++)
    {
      int inu = 0;
      for (int m = 0; m < con->ncells; m++)
        inu |= con->cells[m] == s->cells[i];
      ck_assert (inu);
      for (int j = 0; j < from; j++)
        ck_assert_int_ne (s->cells[j], s->cells[i]);
    }
}

/* Whether every cell of set [a0, a1) holding x sees every cell of
   [c0, c1) holding it, and both hold it. */
static int
restricted (const ss_puzzle *pz, const ss_step *s, const unsigned char *cand0,
            int a0, int a1, int c0, int c1, int x)
{
  int n = pz->n, ina = 0, inc = 0;
  for (int i = a0; i < a1; i++)
    for (int j = c0; j < c1; j++)
      {
        int hi = cand0[(long) s->cells[i] * n + x - 1];
        int hj = cand0[(long) s->cells[j] * n + x - 1];
        ina |= hi;
        inc |= hj;
        if (hi && hj && !weak_link (pz, s->cells[i], x, s->cells[j], x))
          return 0;
      }
  return ina && inc;
}

/* An ALS-XY-wing on the board cand0, apart from the explainer: sets A
   (cells[0 .. chain - 1]), B (the next depth), pivot C (the rest), in
   units[0..2]; x restricted common to A and C, y to B and C, z in A
   and B apart from both, and each elimination of z sees all z's cells
   in A and B. */
static void
als_xy_follows (const ss_puzzle *pz, const ss_step *s,
                const unsigned char *cand0, const char *where)
{
  int n = pz->n, x = s->values[0], y = s->values[1], z = s->values[2];
  int a = s->chain, b = a + s->depth, c = s->ncells;
  unsigned char in[3][SS_MAX_SIDE + 1];
  als_one (pz, s, cand0, s->units[0], 0, a, in[0]);
  als_one (pz, s, cand0, s->units[1], a, b, in[1]);
  als_one (pz, s, cand0, s->units[2], b, c, in[2]);
  ck_assert_msg (x != y && z != x && z != y && in[0][z] && in[1][z],
                 "%s: als-xy-wing: values", where);
  ck_assert_msg (restricted (pz, s, cand0, 0, a, b, c, x)
                 && restricted (pz, s, cand0, a, b, b, c, y),
                 "%s: als-xy-wing: not restricted", where);
  ck_assert_int_gt (s->neliminate, 0);
  for (int e = 0; e < s->neliminate; e++)
    {
      ck_assert_int_eq (s->eliminate[e].value, z);
      for (int i = 0; i < b; i++)
        {
          ck_assert_int_ne (s->eliminate[e].cell, s->cells[i]);
          if (cand0[(long) s->cells[i] * n + z - 1])
            ck_assert (weak_link (pz, s->eliminate[e].cell, z, s->cells[i],
                                  z));
        }
    }
}

/* Hold a step's links to the board before it (grid0, cand0), apart
   from the explainer: branch by branch, each link follows from the
   links before it (a naked single is the cell's last candidate, a
   hidden single its unit's last place, a contradiction is one), and
   every branch ends in a contradiction or in one of the step's
   moves. */
static void
links_follow (const ss_puzzle *pz, const ss_step *s, const int *grid0,
              const unsigned char *cand0, const char *where)
{
  int n = pz->n;
  long cells = (long) n * n;
  if (ss_chain_technique (s->technique))
    {
      chain_follows (pz, s, cand0, where);
      return;
    }
  int *grid = malloc ((size_t) cells * sizeof *grid);
  unsigned char *cand = malloc ((size_t) cells * n);
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *l = &s->links[i];
      if (i == 0 || l->branch != s->links[i - 1].branch)
        {
          memcpy (grid, grid0, (size_t) cells * sizeof *grid);
          memcpy (cand, cand0, (size_t) cells * n);
          ck_assert_msg (l->why == SS_LINK_ASSUMED, "%s: %s: a branch "
                         "starts with no assumption", where,
                         ss_technique_name (s->technique));
        }
      long k = (long) l->cell * n + l->value - 1;
      switch (l->why)
        {
        case SS_LINK_ASSUMED:
          ck_assert (cand[k]);
          link_place (pz, grid, cand, l->cell, l->value);
          break;
        case SS_LINK_NAKED:
          for (int v = 1; v <= n; v++)
            ck_assert_msg (cand[(long) l->cell * n + v - 1] == (v == l->value),
                           "%s: %s: naked single r%dc%d=%d with other "
                           "candidates", where,
                           ss_technique_name (s->technique),
                           l->cell / n + 1, l->cell % n + 1, l->value);
          link_place (pz, grid, cand, l->cell, l->value);
          break;
        case SS_LINK_HIDDEN:
        case SS_LINK_NO_PLACE:
          {
            const ss_constraint *con = &pz->cons[l->unit];
            ck_assert_int_eq (con->ncells, n);
            int places = 0, placed = 0;
            for (int j = 0; j < n; j++)
              {
                places += cand[(long) con->cells[j] * n + l->value - 1];
                placed |= grid[con->cells[j]] == l->value;
              }
            ck_assert_msg (!placed && places == (l->why == SS_LINK_HIDDEN),
                           "%s: %s: a hidden single or unit contradiction "
                           "for %d that does not follow", where,
                           ss_technique_name (s->technique), l->value);
            if (l->why == SS_LINK_HIDDEN)
              {
                ck_assert (cand[k]);
                link_place (pz, grid, cand, l->cell, l->value);
              }
            break;
          }
        case SS_LINK_PEER:
        case SS_LINK_NESTED:
          cand[k] = 0;
          break;
        case SS_LINK_NO_CANDIDATE:
          {
            int left = 0;
            for (int v = 1; v <= n; v++)
              left += cand[(long) l->cell * n + v - 1];
            ck_assert_msg (!grid[l->cell] && !left, "%s: %s: r%dc%d has "
                           "a candidate", where,
                           ss_technique_name (s->technique),
                           l->cell / n + 1, l->cell % n + 1);
            break;
          }
        case SS_LINK_CLASH:
          ck_assert (!cand[k]);
          break;
        default:
          ck_abort_msg ("%s: a chain's link in a net", where);
        }
      int last = i + 1 == s->nlinks || s->links[i + 1].branch != l->branch;
      if (last && l->why != SS_LINK_NO_CANDIDATE
          && l->why != SS_LINK_NO_PLACE && l->why != SS_LINK_CLASH)
        {
          /* the branch ends in one of the step's moves */
          int move = 0;
          const ss_move *m = l->on ? s->place : s->eliminate;
          for (int j = 0; j < (l->on ? s->nplace : s->neliminate); j++)
            move |= m[j].cell == l->cell && m[j].value == l->value;
          ck_assert_msg (move, "%s: %s: a branch ends in r%dc%d%s%d, no "
                         "move of the step", where,
                         ss_technique_name (s->technique),
                         l->cell / n + 1, l->cell % n + 1,
                         l->on ? "=" : "<>", l->value);
        }
    }
  free (grid);
  free (cand);
}

/* walk_sound, with the uniqueness steps when uniqueness is set. */
static long
walk_path (const ss_puzzle *pz, const int *sol, const char *where,
           long *by, int *solved, int uniqueness)
{
  int *grid0 = malloc ((size_t) pz->n * pz->n * sizeof *grid0);
  unsigned char *cand0 = malloc ((size_t) pz->n * pz->n * pz->n);
  long cells = (long) pz->n * pz->n, steps = 0;
  ss_error err = { 0 };
  ss_explainer *ex = ss_explainer_new (pz, 0, &err);
  ck_assert_msg (ex != NULL, "%s: %s", where, err.msg);
  ss_explainer_set_uniqueness (ex, uniqueness);
  ss_step s;
  ss_board b;
  int rc;
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  for (;;)
    {
      shadow_read (&b, ex, grid0, cand0);
      if ((rc = ss_explainer_next (ex, &s, &err)) != 1)
        break;
      shadow_apply (&b, &s);
      if (s.technique >= SS_TECH_FINNED_X_WING
          && s.technique <= SS_TECH_FINNED_JELLYFISH)
        fin_follows (pz, &s, cand0, where);
      else if (s.technique == SS_TECH_COLOURING)
        colours_follow (pz, &s, cand0, where);
      else if (s.technique == SS_TECH_ALS_XZ)
        als_follows (pz, &s, cand0, where);
      else if (s.technique == SS_TECH_MULTI_COLOURING)
        multi_follows (pz, &s, cand0, where);
      else if (s.technique == SS_TECH_ALS_XY_WING)
        als_xy_follows (pz, &s, cand0, where);
      else if (s.nlinks)
        links_follow (pz, &s, grid0, cand0, where);
      for (int i = 0; i < s.nplace; i++)
        ck_assert_msg (sol[s.place[i].cell] == s.place[i].value,
                       "%s: %s placed %d at cell %d, the solution has %d",
                       where, ss_technique_name (s.technique),
                       s.place[i].value, s.place[i].cell,
                       sol[s.place[i].cell]);
      for (int i = 0; i < s.neliminate; i++)
        ck_assert_msg (sol[s.eliminate[i].cell] != s.eliminate[i].value,
                       "%s: %s took the solution's %d from cell %d", where,
                       ss_technique_name (s.technique),
                       s.eliminate[i].value, s.eliminate[i].cell);
      ck_assert_msg (s.nplace + s.neliminate > 0, "%s: an empty step",
                     where);
      steps++;
      if (by)
        by[s.technique]++;
    }
  ck_assert_msg (rc == 0, "%s: %s", where, err.msg);
  *solved = ss_explainer_solved (ex);
  if (*solved)
    ck_assert_msg (!memcmp (ss_explainer_grid (ex), sol,
                            (size_t) cells * sizeof *sol),
                   "%s: solved to another grid", where);
  ss_explainer_free (ex);
  ss_board_free (&b);
  free (grid0);
  free (cand0);
  return steps;
}

long
walk_sound (const ss_puzzle *pz, const int *sol, const char *where,
            long *by, int *solved)
{
  return walk_path (pz, sol, where, by, solved, 0);
}

/* Walk pz's path and hold every step to the solution ss_solve found;
   a puzzle without one solution is not walked. */
static void
walk (const ss_puzzle *pz, tally *t, const char *where)
{
  int *sol = malloc ((size_t) pz->n * pz->n * sizeof *sol);
  ss_error err = { 0 };
  long found = ss_solve (pz, NULL, 2, sol, NULL, &err);
  ck_assert_msg (found >= 0, "%s: %s", where, err.msg);
  if (found == 1)
    {
      int solved;
      t->steps += walk_path (pz, sol, where, t->by, &solved,
                             t->uniqueness);
      t->solved += solved;
      t->puzzles++;
    }
  free (sol);
}

/* Every every-th puzzle of a data file (line format unless auto);
   0 when the file is absent (said on stderr). */
static int
walk_file (const char *name, int every, int limit, tally *t)
{
  const char *data = getenv ("SUDOSAT_DATA");
  char path[4096];
  snprintf (path, sizeof path, "%s/%s", data && *data ? data
            : "../shared/data", name);
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "# %s absent: soundness test skipped\n", path);
      return 0;
    }
  ss_reader *rd = ss_reader_new (f, path, SS_FMT_AUTO);
  ss_puzzle *pz;
  ss_error err = { 0 };
  int rc, seen = 0, walked = 0;
  while ((limit == 0 || walked < limit)
         && (rc = ss_reader_next (rd, &pz, &err)) != 0)
    {
      ck_assert_msg (rc == 1, "%s: %s", path, err.msg);
      if (seen++ % every == sweep_offset (every))
        {
          char where[4200];
          snprintf (where, sizeof where, "%s puzzle %d", name, seen);
          walk (pz, t, where);
          walked++;
          t->walked++;
        }
      ss_puzzle_free (pz);
    }
  ss_reader_free (rd);
  fclose (f);
  return 1;
}

/* In full (every puzzle of top95, hardest11, forum_hardest_1106 and
   top1465, one in 40 of Royle's 17-clue set, three Gecode 16x16 and a
   4x4): 3,179 puzzles. */
static const struct {
  const char *file;
  int every, every_short, limit;
} sets[] = {
  { "sudoku9/top95.txt", 1, 5, 0 },
  { "sudoku9/hardest11.txt", 1, 1, 0 },
  { "sudoku9/forum_hardest_1106.txt", 1, 25, 0 },
  { "sudoku9/magictour_top1465.txt", 1, 10, 0 },
  { "sudoku9/royle_17clue.txt", 40, 400, 0 },
  { "sudokuN/gecode_16x16.txt", 1, 1, 3 },
  { "sudokuN/4x4_1.txt", 1, 1, 0 },
};

/* The sweep of set i, with the uniqueness steps or without. */
static void
sound_set (int i, int uniqueness)
{
  tally t = { .uniqueness = uniqueness };
  if (!walk_file (sets[i].file, sweep_count (sets[i].every,
                                             sets[i].every_short),
                  sets[i].limit, &t))
    return;
  fprintf (stderr, "# %s%s: %ld puzzles, %ld solved, %ld steps",
           sets[i].file, uniqueness ? " (uniqueness)" : "", t.puzzles,
           t.solved, t.steps);
  if (uniqueness)
    fprintf (stderr, ", %ld unique rectangle, %ld bug+1",
             t.by[SS_TECH_UNIQUE_RECTANGLE], t.by[SS_TECH_BUG]);
  else
    ck_assert (!t.by[SS_TECH_UNIQUE_RECTANGLE] && !t.by[SS_TECH_BUG]);
  fprintf (stderr, "; %ld multi-colouring, %ld grouped aic, %ld als-xy-wing",
           t.by[SS_TECH_MULTI_COLOURING], t.by[SS_TECH_GROUPED_AIC],
           t.by[SS_TECH_ALS_XY_WING]);
  fputc ('\n', stderr);
  ck_assert_int_gt (t.puzzles, 0);
  /* every puzzle taken had one solution and was walked: none is left
     out unsaid */
  ck_assert_int_eq (t.puzzles, t.walked);
  /* the nets never give up on a puzzle with one solution */
  ck_assert_int_eq (t.solved, t.puzzles);
}

START_TEST (sound_on_data)
{
  sound_set (_i, 0);
}
END_TEST

START_TEST (sound_with_uniqueness)
{
  sound_set (_i, 1);
}
END_TEST

/* ---- the rules' seeing, links and dot clusters, brute-forced -------- */

/* 4x4 puzzles without givens, their rules among the kinds the board
   keeps apart and the dots of a cluster (r1c2 between two black dots
   in row 1). */
static const char *const rule_fixtures[] = {
  "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
  "[{},{},{},{}]],\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},"
  "{\"cells\":[\"R1C2\",\"R1C3\"]}],\"thermometer\":[{\"lines\":"
  "[[\"R2C4\",\"R3C3\",\"R4C2\"]]}]}",
  "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
  "[{},{},{},{}]],\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},"
  "{\"cells\":[\"R1C2\",\"R1C3\"]}],\"antiknight\":true}",
  "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
  "[{},{},{},{}]],\"renban\":[{\"lines\":[[\"R4C3\",\"R3C4\"]]}],"
  "\"whispers\":[{\"lines\":[[\"R2C1\",\"R3C2\"]]}],"
  "\"difference\":[{\"cells\":[\"R3C1\",\"R4C1\"]}]}",
};

/* Whether the full grid g meets con, checked here from the rules' own
   definitions (units: no value twice). */
static int
meets (const ss_puzzle *pz, const ss_constraint *con, const int *g)
{
  const int *c = con->cells;
  int m = con->ncells, lo = pz->n, hi = 1;
  switch (con->kind)
    {
    case SS_CON_THERMO:
      for (int i = 0; i + 1 < m; i++)
        if (g[c[i]] >= g[c[i + 1]])
          return 0;
      return 1;
    case SS_CON_WHITE: case SS_CON_BLACK: case SS_CON_DIFFER:
      for (int i = 0; i + 1 < m; i++, i++)
        {
          int a = g[c[i]], d = g[c[i + 1]];
          if (con->kind == SS_CON_WHITE ? abs (a - d) != 1
              : con->kind == SS_CON_BLACK ? a != 2 * d && d != 2 * a
              : a == d)
            return 0;
        }
      return 1;
    case SS_CON_WHISPERS:
      for (int i = 0; i + 1 < m; i++)
        if (abs (g[c[i]] - g[c[i + 1]]) < ss_whispers_gap (pz->n))
          return 0;
      return 1;
    case SS_CON_RENBAN:
      for (int i = 0; i < m; i++)
        {
          lo = g[c[i]] < lo ? g[c[i]] : lo;
          hi = g[c[i]] > hi ? g[c[i]] : hi;
          for (int j = 0; j < i; j++)
            if (g[c[i]] == g[c[j]])
              return 0;
        }
      return hi - lo == m - 1;
    default:
      for (int i = 0; i < m; i++)
        {
          hi += g[c[i]];
          for (int j = 0; j < i; j++)
            if (g[c[i]] == g[c[j]])
              return 0;
        }
      /* a cage's total (hi from 1 on: the cells' sum plus one) */
      return con->kind != SS_CON_CAGE || con->param <= 0
             || hi - 1 == con->param;
    }
}

/* Every solution of pz (4x4), by trying all grids row by row: their
   count, the grids in sols (up to 288). */
static int
all_solutions (const ss_puzzle *pz, int *g, int at, int (*sols)[16], int k)
{
  if (at == 16)
    {
      for (int u = 0; u < pz->ncons; u++)
        if (!meets (pz, &pz->cons[u], g))
          return k;
      memcpy (sols[k], g, sizeof sols[k]);
      return k + 1;
    }
  for (int v = 1; v <= 4; v++)
    {
      int ok = 1;
      for (int i = 0; i < at && ok; i++)
        ok = !(g[i] == v && (i / 4 == at / 4 || i % 4 == at % 4
                             || (i / 8 == at / 8 && i % 4 / 2 == at % 4 / 2)));
      if (ok)
        {
          g[at] = v;
          k = all_solutions (pz, g, at + 1, sols, k);
        }
    }
  g[at] = 0;
  return k;
}

/* Whether some solution holds v in a and w in c. */
static int
some_holds (int (*sols)[16], int k, int a, int v, int c, int w)
{
  for (int i = 0; i < k; i++)
    if (sols[i][a] == v && sols[i][c] == w)
      return 1;
  return 0;
}

/* The board's apart pairs never hold one value in a solution, an aic's
   links through a rule join candidates no solution holds together, and
   a dot cluster's eliminations are in no solution; the cluster at r1c2
   leaves it 2 alone. */
START_TEST (rules_seeing_sound)
{
  ss_puzzle *pz = parse_string (rule_fixtures[_i], SS_FMT_AUTO);
  ck_assert_ptr_nonnull (pz);
  static int sols[288][16];
  int g[16] = { 0 };
  int k = all_solutions (pz, g, 0, sols, 0);
  ck_assert_int_gt (k, 0);
  ss_board b;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  int apart = 0;
  for (int a = 0; a < 16; a++)
    for (int c = 0; c < 16; c++)
      if (ss_board_apart (&b, a, c))
        {
          apart++;
          ck_assert (ss_board_sees (&b, a, c));
          for (int v = 1; v <= 4; v++)
            ck_assert (!some_holds (sols, k, a, v, c, v));
        }
  ck_assert_int_gt (apart, 0);
  ss_rule_links_t r;
  ck_assert_int_eq (ss_rule_links (&b, &r), 0);
  ck_assert_int_gt (r.first[16 * 4], 0);
  for (int node = 0; node < 16 * 4; node++)
    for (int i = r.first[node]; i < r.first[node + 1]; i++)
      {
        ck_assert (!some_holds (sols, k, node / 4, node % 4 + 1,
                                r.list[i] / 4, r.list[i] % 4 + 1));
        ck_assert_int_ge (r.by[i], 0);
      }
  ss_rule_links_free (&r);
  ss_step s;
  int clusters = 0;
  while (ss_rule_step_find (&b, SS_TECH_DOT_CLUSTER, &s) == 1)
    {
      for (int i = 0; i < s.neliminate; i++)
        ck_assert (!some_holds (sols, k, s.eliminate[i].cell,
                                s.eliminate[i].value, s.eliminate[i].cell,
                                s.eliminate[i].value));
      for (int i = 0; i < s.neliminate; i++)
        ss_board_eliminate (&b, s.eliminate[i].cell, s.eliminate[i].value);
      clusters++;
    }
  if (_i < 2)
    {
      ck_assert_int_gt (clusters, 0);
      ck_assert (!ss_board_has (&b, 1, 1) && !ss_board_has (&b, 1, 4));
    }
  ss_board_free (&b);
  ss_puzzle_free (pz);
}
END_TEST

/* 4x4 killers for the rule of 45 and cage locked digits: innies of rows 1 and 2 that see each
   other (r2c2, r2c3: a cage) and outies of row 1 (r2c1, r2c4); innies
   of rows 2 and 3 that do not (r2c3, r3c2: a sum whose values may
   repeat); and box 1's innies r1c2 and r2c2 with r1c2 given, its digit
   taken off the total. */
static const char *const rule45_fixtures[] = {
  "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
  "[{},{},{},{}]],\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\","
  "\"R2C1\"],\"value\":\"6\"},{\"cells\":[\"R1C3\",\"R1C4\","
  "\"R2C4\"],\"value\":\"9\"}]}",
  "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
  "[{},{},{},{}]],\"killercage\":[{\"cells\":[\"R1C2\",\"R1C3\","
  "\"R1C4\"],\"value\":\"9\"},{\"cells\":[\"R2C4\",\"R3C4\","
  "\"R3C3\"],\"value\":\"9\"},{\"cells\":[\"R2C1\",\"R2C2\","
  "\"R3C1\"],\"value\":\"9\"}]}",
  "{\"size\":4,\"grid\":[[{},{\"value\":2,\"given\":true},{},{}],"
  "[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"killercage\":"
  "[{\"cells\":[\"R1C1\",\"R2C1\"],\"value\":\"4\"}]}",
};

/* Innies, outies and cage locked digits, taken with the singles until
   none applies, never place a value some solution lacks nor drop one
   some solution keeps; without cage locked digits each fixture gives
   innies or outies, with them the first a cage locked digit (6 in three
   cells uses 1, 2 and 3); on the second, one
   over cells that do not all see each other; on the third, one with the
   given digit taken off. */
START_TEST (rule45_sound)
{
  /* each fixture twice: without cage locked digits, then with */
  int nf = (int) (sizeof rule45_fixtures / sizeof rule45_fixtures[0]);
  int f = _i % nf, with_locked = _i >= nf;
  ss_puzzle *pz = parse_string (rule45_fixtures[f], SS_FMT_AUTO);
  ck_assert_ptr_nonnull (pz);
  static int sols[288][16];
  int g[16] = { 0 };
  int k = 0, all = all_solutions (pz, g, 0, sols, 0);
  /* the grids that keep the givens */
  for (int j = 0; j < all; j++)
    {
      int keep = 1;
      for (int c = 0; c < 16; c++)
        keep &= !pz->cells[c] || sols[j][c] == pz->cells[c];
      if (keep)
        memmove (sols[k++], sols[j], sizeof sols[j]);
    }
  ck_assert_int_gt (k, 0);
  ss_board b;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_board_init (&b, pz, &err), 0);
  static const ss_technique order[] = {
    SS_TECH_FULL_HOUSE, SS_TECH_NAKED_SINGLE, SS_TECH_HIDDEN_SINGLE,
    SS_TECH_CAGE_LOCKED, SS_TECH_INNIES, SS_TECH_OUTIES
  };
  int found = 1, rule45 = 0, placed = 0, apart = 0, locked = 0;
  while (found)
    {
      found = 0;
      for (int t = 0; t < 6 && !found; t++)
        {
          ss_step s;
          if (t == 3 && !with_locked)
            continue;
          int rc = t < 3 ? ss_technique_find (&b, order[t], &s)
                         : ss_rule_step_find (&b, order[t], &s);
          ck_assert_int_ge (rc, 0);
          if (rc != 1)
            continue;
          found = 1;
          locked += t == 3;
          if (t >= 4)
            {
              rule45++;
              placed += s.nvalues > 1;
              for (int i = 0; i < s.ncells; i++)
                for (int j = 0; j < i; j++)
                  apart += !share_unit (pz, s.cells[i], s.cells[j]);
            }
          for (int i = 0; i < s.neliminate; i++)
            ck_assert (!some_holds (sols, k, s.eliminate[i].cell,
                                    s.eliminate[i].value, s.eliminate[i].cell,
                                    s.eliminate[i].value));
          for (int i = 0; i < s.nplace; i++)
            for (int j = 0; j < k; j++)
              ck_assert_int_eq (sols[j][s.place[i].cell], s.place[i].value);
          for (int i = 0; i < s.nplace; i++)
            ss_board_place (&b, s.place[i].cell, s.place[i].value);
          for (int i = 0; i < s.neliminate; i++)
            ss_board_eliminate (&b, s.eliminate[i].cell, s.eliminate[i].value);
        }
    }
  if (with_locked && f == 0)
    ck_assert_int_gt (locked, 0);
  if (!with_locked)
    ck_assert_int_gt (rule45, 0);
  if (!with_locked && f == 1)
    ck_assert_int_gt (apart, 0);
  if (!with_locked && f == 2)
    ck_assert_int_gt (placed, 0);
  ss_board_free (&b);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
explain_suite (void)
{
  Suite *s = suite_create ("explain");
  TCase *tc = tcase_create ("techniques");
  tcase_add_test (tc, full_house);
  tcase_add_test (tc, naked_single);
  tcase_add_loop_test (tc, hidden_single, 0, 3);
  tcase_add_test (tc, pointing);
  tcase_add_test (tc, claiming);
  tcase_add_test (tc, locked_on_a_diagonal);
  tcase_add_test (tc, naked_pair);
  tcase_add_test (tc, naked_triple);
  tcase_add_test (tc, hidden_pair);
  tcase_add_test (tc, x_wing);
  tcase_add_test (tc, swordfish);
  tcase_add_test (tc, jellyfish);
  tcase_add_test (tc, hidden_triple);
  tcase_add_test (tc, naked_quad);
  tcase_add_test (tc, hidden_quad);
  tcase_add_test (tc, forcing_empty);
  tcase_add_test (tc, forcing_refutes);
  tcase_add_test (tc, forcing_links);
  tcase_add_test (tc, nested_forcing);
  tcase_add_test (tc, region_forcing);
  tcase_add_test (tc, cell_forcing);
  tcase_add_loop_test (tc, rules_seeing_sound, 0,
                       (int) (sizeof rule_fixtures / sizeof *rule_fixtures));
  tcase_add_loop_test (tc, rule45_sound, 0,
                       (int) (2 * sizeof rule45_fixtures
                              / sizeof rule45_fixtures[0]));
  tcase_add_loop_test (tc, skyscraper, 0, 3);
  tcase_add_loop_test (tc, named_steps, 0,
                       (int) (sizeof named / sizeof *named));
  tcase_add_loop_test (tc, uniqueness_steps, 0,
                       (int) (sizeof unique_steps / sizeof *unique_steps));
  tcase_add_test (tc, scale);
  tcase_add_test (tc, rating_out_of_memory);
  tcase_add_test (tc, singles_are_their_clause_sets);
  /* the memory test rates one puzzle hundreds of times */
  tcase_set_timeout (tc, 60);
  tcase_add_loop_test (tc, sized_fish, 0, NSIZES);
  tcase_add_loop_test (tc, sized_xy_wing, 0, NSIZES);
  tcase_add_loop_test (tc, sized_colouring, 0, NSIZES);
  tcase_add_loop_test (tc, sized_chains, 0, NSIZES);
  tcase_add_loop_test (tc, sized_als, 0, NSIZES);
  suite_add_tcase (s, tc);
  TCase *sound = tcase_create ("soundness");
  tcase_set_timeout (sound, 300);
  tcase_add_loop_test (sound, sound_on_data, 0,
                       (int) (sizeof sets / sizeof *sets));
  tcase_add_loop_test (sound, sound_with_uniqueness, 0,
                       (int) (sizeof sets / sizeof *sets));
  suite_add_tcase (s, sound);
  return s;
}
