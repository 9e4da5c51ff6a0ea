/* explain.h: solution paths a person can follow, and the difficulty
   rating built on them (not installed).  A path is a list of steps over
   the cells' candidates, each made by one named technique, tried from
   the simplest on; when none applies, a forcing step assumes a
   candidate and lets unit propagation over the puzzle's whole CNF
   refute it.  The classic techniques look only at the all-different
   units (rows, columns, boxes, extra regions, cages); the rule steps
   reason over one variant constraint each (its kind's propagator); the
   forcing step sees every rule, so a path stays sound under variant
   rules too. */
#ifndef SUDOSAT_EXPLAIN_H
#define SUDOSAT_EXPLAIN_H

#include "solving/solving.h"

/* The techniques, in the order a path tries them (but for the rule
   steps at the end: see ss_technique_tried).  Naked singles come
   before hidden singles, as qqwing and HoDoKu order them: a puzzle that
   naked singles alone solve is the easiest kind (qqwing's "simple"). */
typedef enum ss_technique {
  SS_TECH_FULL_HOUSE,      /* the last empty cell of a unit */
  SS_TECH_NAKED_SINGLE,    /* a cell with one candidate left */
  SS_TECH_HIDDEN_SINGLE,   /* the only cell of a unit that can take a value */
  /* the variant rules' steps (rulesteps.c), each about one constraint */
  SS_TECH_PARITY,          /* an odd or even cell loses the other values */
  SS_TECH_NEIGHBOURS,      /* anti-knight, anti-king, non-consecutive */
  SS_TECH_THERMO,          /* a thermometer's bounds */
  SS_TECH_DOT_PAIR,        /* a kropki dot's or XV sign's two cells */
  SS_TECH_CAGE,            /* the combinations that make a cage's total */
  SS_TECH_LINE,            /* a line rule: palindrome, renban, whispers,
                              between line, slow thermometer, region sum */
  SS_TECH_INNIES,          /* rule of 45: a unit's cells outside its cages */
  SS_TECH_OUTIES,          /* rule of 45: cage cells outside a unit */
  SS_TECH_NEIGHBOUR_POINTING,  /* a unit's places for a value all see a
                              cell, some through a neighbour rule */
  SS_TECH_POINTING,        /* a box's value confined to one line */
  SS_TECH_CLAIMING,        /* a line's value confined to one box */
  SS_TECH_LOCKED,          /* a unit's value confined to another unit */
  SS_TECH_NAKED_PAIR, SS_TECH_HIDDEN_PAIR,
  SS_TECH_NAKED_TRIPLE, SS_TECH_HIDDEN_TRIPLE,
  /* the wings and chains (chains.c) */
  SS_TECH_XY_WING, SS_TECH_XYZ_WING,
  /* the uniqueness steps, only under ss_explainer_set_uniqueness */
  SS_TECH_UNIQUE_RECTANGLE,  /* type 1: a corner loses the pair */
  SS_TECH_NAKED_QUAD, SS_TECH_HIDDEN_QUAD,
  SS_TECH_X_WING, SS_TECH_SWORDFISH, SS_TECH_JELLYFISH,
  SS_TECH_BUG,               /* bug+1: the one trivalue cell's value
                                (uniqueness) */
  SS_TECH_SKYSCRAPER, SS_TECH_TWO_STRING_KITE, SS_TECH_TURBOT_FISH,
  SS_TECH_FINNED_X_WING, SS_TECH_FINNED_SWORDFISH,
  SS_TECH_FINNED_JELLYFISH,  /* finned or sashimi (chain 1) */
  SS_TECH_COLOURING,         /* simple colouring: wrap (chain 1), trap */
  SS_TECH_MULTI_COLOURING,   /* two clusters joined by a weak link */
  SS_TECH_W_WING, SS_TECH_X_CHAIN, SS_TECH_XY_CHAIN, SS_TECH_AIC,
  SS_TECH_GROUPED_AIC,       /* an aic whose nodes may be groups */
  SS_TECH_ALS_XZ,            /* two almost locked sets */
  SS_TECH_ALS_XY_WING,       /* three: a pivot and two wings */
  SS_TECH_FORCING,         /* assume a candidate; propagation refutes it */
  /* the nets (nets.c): singles from assumptions, links shown */
  SS_TECH_CELL_FORCING,    /* every candidate of a cell leads to a move */
  SS_TECH_REGION_FORCING,  /* every place of a value in a unit does */
  SS_TECH_NESTED_FORCING,  /* an assumption fails, with the assumptions
                              inside it that fail themselves taken out */
  SS_TECH_SEARCH,          /* the last resort: a solver's search finds no
                              solution with the candidate */
  /* rule steps kept after the nets in the enum, so that the numbers
     above stay put; a path tries them right after cage combinations
     (ss_technique_tried) */
  SS_TECH_ARROW,           /* the sums an arrow's line and circle share */
  SS_TECH_LITTLE_KILLER,   /* the sums that make a little killer's total */
  SS_TECH_CELL_CLUE,       /* a cell clue: quadruple, minimum, maximum */
  SS_TECH_SKYSCRAPER_CLUE, /* the digits a skyscraper clue lets be seen */
  SS_TECH_SANDWICH,        /* the places of a sandwich's 1 and n */
  SS_TECH_XSUM,            /* the first digits an x-sum counts */
  SS_TECH_CLONE,           /* a cell and its clone share candidates */
  SS_TECH_DOT_CLUSTER,     /* cells joined by dots, some seeing each
                              other: the values they can take */
  SS_TECH_CAGE_LOCKED,     /* a digit every combination of a cage's total
                              uses: cells seeing its places lose it */
  SS_TECH_COUNT
} ss_technique;

/* The technique of a constraint kind's rule steps (rulesteps.c);
   SS_TECH_COUNT for a kind without (rows, columns, boxes and extra
   regions are the classic techniques' units). */
ss_technique ss_rule_step_technique (ss_con_kind);


/* A technique's name ("hidden single"), its weight on the rating
   scale (see ss_rate_puzzle), and its base difficulty on Sudoku
   Explainer's scale (doc/rating.md). */
const char *ss_technique_name (ss_technique);
/* The i-th technique a path tries before forcing (i from 0 below
   SS_TECH_FORCING + SS_TECH_COUNT - SS_TECH_SEARCH - 1): the
   enum's order, with the rule steps after the nets taken right after
   cage combinations, but cage locked digits right after outies. */
ss_technique ss_technique_tried (int i);
double ss_technique_weight (ss_technique);
double ss_technique_se (ss_technique);

/* One placement (value in cell) or elimination (value from cell);
   cell is r * n + c. */
typedef struct ss_move {
  int cell, value;
} ss_move;

/* One link of a chain or net: a candidate that goes in (on) or out,
   and why, each following from links before it in the same branch. */
typedef enum ss_link_why {
  SS_LINK_ASSUMED,         /* the branch's assumption */
  SS_LINK_NAKED,           /* the cell's last candidate */
  SS_LINK_HIDDEN,          /* the unit's last place for the value */
  SS_LINK_PEER,            /* a peer holds the value */
  SS_LINK_NESTED,          /* assuming it fails in turn (depth - 1) */
  SS_LINK_NO_CANDIDATE,    /* contradiction: the cell has no candidate */
  SS_LINK_NO_PLACE,        /* contradiction: the unit lacks a place */
  SS_LINK_CLASH,           /* contradiction: a value that is out goes in */
  SS_LINK_STRONG,          /* a chain's strong link: this node is true
                              when the one before is false */
  SS_LINK_WEAK,            /* a chain's weak link: this node is false
                              when the one before is true */
  SS_LINK_COLOUR,          /* a cell of a colouring cluster: colour
                              branch, on for the first colour */
  SS_LINK_GROUP            /* another cell of the grouped node the link
                              before starts: the node is true when one
                              of its cells holds the value */
} ss_link_why;

typedef struct ss_link {
  int cell, value;
  int on;                  /* 1: value goes into cell, 0: it goes out */
  ss_link_why why;
  int unit;                /* constraint index for hidden singles, a
                              unit without a place and a chain's weak
                              link that a rule makes (a thermometer, an
                              anti-knight pair); -1 otherwise */
  int branch;              /* which assumption of the step it follows */
} ss_link;

/* One step.  The arrays belong to the explainer and hold until its next
   step.  Why: the units (indexes into the puzzle's constraints) and
   cells that make the pattern, and its values; for a forcing step the
   assumed candidate is eliminate[0] (and cells[0], values[0]), and how
   it breaks: after chain singles (full houses, naked and hidden
   singles) from the assumption, cell broken_cell has no candidate left,
   or unit broken_unit (a constraint index) has no place for
   broken_value; both -1 when singles do not show it (a rule that is no
   unit does). */
#define SS_STEP_MAX 4
typedef struct ss_step {
  ss_technique technique;
  int nplace, neliminate;
  const ss_move *place, *eliminate;
  int nunits, units[2 * SS_STEP_MAX];
  int ncells, cells[SS_STEP_MAX * SS_STEP_MAX];
  int nvalues, values[SS_STEP_MAX];
  int chain, broken_cell, broken_unit, broken_value;
  /* chains and nets: their links, branch by branch in order (a link's
     premises come before it); the nesting depth of a nested forcing
     step (2, 3, ...) */
  int nlinks;
  const ss_link *links;
  int depth;
} ss_step;

/* A line rule's step (SS_TECH_LINE), a cell clue's
   (SS_TECH_CELL_CLUE) or a skyscraper clue's (SS_TECH_SKYSCRAPER_CLUE,
   "skyscraper 1: 3 seen from left of row 2") in the setter's words, into buf
   (size bytes): "renban line 1: r1c1..r1c4 hold 4 consecutive digits".
   Returns 0, or -1 (buf empty) for a step of another technique. */
int ss_rule_step_words (const ss_puzzle *, const ss_step *, char *buf,
                        size_t size);
/* The same for a sandwich's or an x-sum's step (SS_TECH_SANDWICH,
   SS_TECH_XSUM; src/explain/sandwich.c): "sandwich 12 left of row 3:
   the digits between its 1 and 9 sum to 12". */
int ss_sandwich_step_words (const ss_puzzle *, const ss_step *, char *buf,
                            size_t size);
/* The same for a clone's step (SS_TECH_CLONE; src/explain/clone.c):
   "clone 1: r1c1..r2c2 hold the digits of r5c5..r6c6 in the same
   places". */
int ss_clone_step_words (const ss_puzzle *, const ss_step *, char *buf,
                         size_t size);

/* words.c: a step in words, into buf (size bytes), cut to fit.  Why it
   holds ("the only place for 8 in box 3"), values in the puzzle's
   characters when symbols is 1, as numbers when 0; the line explain
   prints, values in the puzzle's characters ("hidden single: r3c9=8
   (the only place for 8 in box 3)"); a link's reason as one word
   ("naked single"). */
void ss_step_why (const ss_puzzle *, const ss_step *, int symbols,
                  char *buf, size_t size);
void ss_step_line (const ss_puzzle *, const ss_step *, char *buf,
                   size_t size);
const char *ss_link_why_name (ss_link_why);

typedef struct ss_explainer ss_explainer;

/* An explainer for pz (which must outlive it), starting from its
   givens.  deadline: ss_now () seconds after which every call fails
   with SS_ERR_TIMEOUT; 0 for none.  NULL with err set (memory, or the
   CNF the forcing step needs could not be built). */
ss_explainer *ss_explainer_new (const ss_puzzle *pz, double deadline,
                                ss_error *err);
void ss_explainer_free (ss_explainer *);
/* The next step, applied: 1 with *step filled; 0 when the path stops
   (every cell placed, or nothing applies: see ss_explainer_solved);
   -1 with err set (SS_ERR_TIMEOUT, SS_ERR_MEMORY). */
int ss_explainer_next (ss_explainer *, ss_step *step, ss_error *err);
/* Let the path take the uniqueness steps (unique rectangle type 1,
   bug+1), which hold only for a puzzle with one solution: on (1) or
   off (0, the default).  They apply to Sudoku whose constraints are
   all-different units only (rows, columns, boxes, extra regions, and
   for the rectangle cages), where swapping two values keeps a grid
   valid. */
void ss_explainer_set_uniqueness (ss_explainer *, int on);
/* The back end of the searches a path makes (whether the puzzle has
   one solution, before deep nested forcing); NULL, the default, for
   ss_solver_default ().  The forcing steps' propagation is PicoSAT's
   whatever it is, so the path does not depend on it. */
void ss_explainer_set_solver (ss_explainer *, const ss_solver *);
/* 1 when every cell holds a value, 0 when the path stopped short (no
   solution, several, or beyond the techniques). */
int ss_explainer_solved (const ss_explainer *);
/* The cells' values so far (n * n, 0 for open). */
const int *ss_explainer_grid (const ss_explainer *);
/* Whether value v is still a candidate of an open cell (0 for a
   placed one). */
int ss_explainer_candidate (const ss_explainer *, long cell, int v);

/* A unit's name for messages, "row 3", "column 1", "box 9", "region 2"
   (extra regions and cages by their kind: "diagonal 1", "cage 4"),
   written into buf. */
void ss_unit_name (const ss_puzzle *, int unit, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Rating                                                              */

typedef struct ss_rating {
  int level;          /* 0 = easiest named level ... */
  const char *name;   /* the level's name, e.g. "easy" */
  double score;       /* the number on the documented scale */
  int solved;         /* 1 when the techniques (with forcing steps) reach
                         the solution */
  ss_technique hardest;  /* the heaviest technique the path used */
  int uses;           /* how many steps used it */
  int steps;          /* steps in the path */
  double se;          /* Sudoku Explainer's scale: the hardest step's
                         difficulty (doc/rating.md) */
} ss_rating;

/* Rate a puzzle by its path (doc/rating.md): the score is the weight of
   the heaviest technique used plus a little for each further use of
   it, kept inside that technique's level; a path that stops short
   rates as the last level.  deadline as for ss_explainer_new, solver
   as for ss_explainer_set_solver.  Returns 0 with *rating filled, or
   -1 with err set. */
int ss_rate_puzzle (const ss_puzzle *, ss_rating *, double deadline,
                    const ss_solver *solver, ss_error *);
/* Fill *rating from a path's technique counts (uses[t]: steps of
   technique t), for a caller that walked the path itself. */
void ss_rating_from_counts (const int *uses, int steps, int solved,
                            ss_rating *rating);
/* A step's difficulty on Sudoku Explainer's scale: its technique's
   base (ss_technique_se), a hidden single in a box 1.2, and for chains
   and nets 0.1 more each time their links pass 4, 5, 8, 10, 16, 21,
   32, ... (doc/rating.md). */
double ss_step_se (const ss_puzzle *, const ss_step *);
/* the named levels in order, NULL past the last */
const char *ss_rating_level_name (int level);
/* A level's scores and techniques in a line, NULL past the last. */
const char *ss_rating_level_summary (int level);

#endif /* SUDOSAT_EXPLAIN_H */
