/* board.h: the explain layer's insides: the candidate board every
   technique reads, the step finders, and the forcing step's solver
   (not installed). */
#ifndef SUDOSAT_BOARD_H
#define SUDOSAT_BOARD_H

#include "explain/explain.h"

/* The cells' candidates and the units the classic techniques reason
   over: the puzzle's all-different constraints.  A unit is complete
   when it has n cells, so that every value must appear in it. */
typedef struct ss_board {
  const ss_puzzle *pz;
  int n;
  long ncells;
  unsigned char *cand;   /* ncells * n: cand[i * n + v - 1] for value v */
  int *count;            /* candidates left in each open cell */
  int *grid;             /* placed values, 0 for open */
  int nunits;
  int *units;            /* constraint indexes of the units */
  int *cell_units;       /* each cell's units: cell_units[cell_first[i]
                            .. cell_first[i + 1] - 1] (unit numbers, into
                            units) */
  int *cell_first;
  int *apart;            /* each cell's cells that no rule lets hold its
                            value and that share no unit with it (an
                            anti-knight's pair, a thermometer's cells, a
                            kropki dot's): apart[apart_first[i] ..
                            apart_first[i + 1] - 1] */
  int *apart_first;
  ss_move *place, *elim; /* the step being built */
  int nplace, nelim, cap;
  double deadline;       /* ss_now () seconds, 0: none */
  const ss_solver *solver;  /* the back end of the nets' searches;
                               NULL: the default */
} ss_board;

/* A board for pz's givens: 0, or -1 when memory runs out.  Givens that
   break a unit leave a cell without candidates (ss_board_dead). */
int ss_board_init (ss_board *, const ss_puzzle *, ss_error *);
void ss_board_free (ss_board *);
/* The constraint of unit u, and whether it is complete. */
const ss_constraint *ss_board_unit (const ss_board *, int u);
int ss_board_complete (const ss_board *, int u);
/* Whether a rule keeps cells a and c from holding one value though
   they share no unit; whether they share a unit or a rule keeps them
   apart (a value in one leaves the other). */
int ss_board_apart (const ss_board *, long a, long c);
int ss_board_sees (const ss_board *, long a, long c);
/* The rule (a constraint index) that keeps a and c apart; -1 none. */
int ss_board_apart_rule (const ss_board *, long a, long c);
/* Whether swapping values between cells keeps a grid valid as far as
   the puzzle's kinds go, as the uniqueness steps need: a Sudoku whose
   constraints are all-different units only; complete ones (n cells,
   no cages) when complete is set, as bug+1's argument needs, else
   cages too (a rectangle's swap keeps a cage's values). */
int ss_board_swappable (const ss_board *, int complete);
static inline int
ss_board_has (const ss_board *b, long cell, int v)
{
  return b->cand[cell * b->n + v - 1];
}
/* Place v in cell (taking v from its units' other cells), or take v
   from cell's candidates. */
void ss_board_place (ss_board *, long cell, int v);
void ss_board_eliminate (ss_board *, long cell, int v);
/* Whether an open cell has no candidate, or a complete unit has no
   place for a value it lacks: the path cannot go on. */
int ss_board_dead (const ss_board *);
/* The same, saying where: 1 with *cell set for a cell without
   candidates, 2 with *unit (a unit number) and *value for a unit without
   a place for a value; 0 when the board is not broken. */
int ss_board_broken (const ss_board *, long *cell, int *unit, int *value);
/* A copy of from's candidates and values, with step buffers of its own
   and from's units shared: 0, or -1 when memory runs out.  Free it with
   ss_board_free_copy, before from. */
int ss_board_copy (ss_board *to, const ss_board *from);
void ss_board_free_copy (ss_board *);
/* Whether the deadline has passed. */
int ss_board_late (const ss_board *);
/* The step being built: start afresh, then add moves (an elimination
   is added once, however often it is found). */
void ss_board_clear_moves (ss_board *);
void ss_board_add_place (ss_board *, long cell, int v);
void ss_board_add_elim (ss_board *, long cell, int v);

/* The step finders (techniques.c): 1 with *step filled (moves in the
   board's step buffers, not applied), 0 when the technique finds
   nothing, -1 when the deadline passed, -2 when memory ran out. */
int ss_technique_find (ss_board *, ss_technique, ss_step *step);

/* The rule steps (rulesteps.c): whether t is one, and its finder, as
   ss_technique_find. */
int ss_rule_technique (ss_technique t);
/* The weak links the rules give a chain: placing value v in cell p
   (node p * n + v - 1) takes each node list[first[node] ..
   first[node + 1] - 1] from the board by the rule by[] (a constraint
   index).  ss_rule_links fills r (empty when the puzzle has no such
   rule): 0, or -2 when memory runs out. */
typedef struct ss_rule_links_t {
  int *first, *list, *by;
} ss_rule_links_t;
int ss_rule_links (ss_board *, ss_rule_links_t *r);
void ss_rule_links_free (ss_rule_links_t *r);
int ss_rule_step_find (ss_board *, ss_technique t, ss_step *step);
/* Whether the kind table of the rule steps has its lines in the order
   of the kinds (1 or 0, for the tests). */
int ss_rule_step_kind_order (void);
/* The same of the board's table of kinds (board.c), whose units must
   be the model's. */
int ss_board_kind_order (void);

/* The forcing step (forcing.c): the puzzle's CNF in a back end that
   probes (PicoSAT), kept in step with the board by unit clauses. */
typedef struct ss_forcing ss_forcing;
ss_forcing *ss_forcing_new (const ss_puzzle *, double deadline,
                            ss_error *);
void ss_forcing_free (ss_forcing *);
/* Tell the solver the board as it stands (placed values, eliminated
   candidates), or the moves of one step: 0, or -1 when memory runs
   out. */
int ss_forcing_sync (ss_forcing *, const ss_board *, ss_error *);
int ss_forcing_learn (ss_forcing *, const ss_step *, ss_error *);
/* A candidate of the board whose assumption unit propagation refutes:
   1 with the step filled, 0 when none, -1 with err set. */
int ss_forcing_find (ss_forcing *, ss_board *, ss_step *, ss_error *);
/* A candidate of the board that no solution holds, found by the
   solver's search under its assumption (SS_TECH_SEARCH, s->chain the
   decisions the search took): 1 with the step filled, 0 when every
   candidate is in some solution, -1 with err set. */
int ss_forcing_search (ss_forcing *, ss_board *, ss_step *, ss_error *);

/* The wings and chains (chains.c): whether technique t is one, and
   its step finder as ss_technique_find's, a chain's links in *links
   (grown to *cap; the caller frees it). */
int ss_chain_technique (ss_technique t);
int ss_chain_find (ss_board *, ss_technique t, ss_step *, ss_link **links,
                   int *cap);

/* The nets (nets.c): cell and region forcing chains and nested forcing
   over the board's units, with the links of each step in the net's
   memory until its next call. */
typedef struct ss_net ss_net;
ss_net *ss_net_new (void);
void ss_net_free (ss_net *);
/* A step of technique tech (SS_TECH_CELL_FORCING,
   SS_TECH_REGION_FORCING, SS_TECH_NESTED_FORCING) as
   ss_technique_find gives one: 1, 0, -1 (deadline), -2 (memory). */
int ss_net_find (ss_net *, ss_board *, ss_technique tech, ss_step *);
/* The links of a forcing step (cells[0], values[0] assumed) whose
   contradiction singles show: 0 with s->links set (none when they do
   not show it), -2 when memory runs out. */
int ss_net_links (ss_net *, ss_board *, ss_step *);

#endif /* SUDOSAT_BOARD_H */
