/* encoding.h: for encoding authors: the encoder context, the building
   blocks every preset and at-most-one scheme is made of, the catalogue,
   and ss_encode, which turns a whole puzzle into clauses after the
   presolve stage (src/presolve) has narrowed it (not installed).  An
   encoding emits into an ss_sink and never learns where its clauses
   go. */
#ifndef SUDOSAT_ENCODING_H
#define SUDOSAT_ENCODING_H

#include "presolve/presolve.h"

/* ------------------------------------------------------------------ */
/* Encoder context and building blocks                                 */

typedef struct ss_enc {
  const ss_puzzle *pz;
  ss_varmap *vm;
  ss_sink *sink;
  const ss_amo *amo;
  int *buf;             /* scratch for constant filtering */
  size_t bufcap;
  /* vm is the presolver's: a value fixed true is false in every peer,
     and every cell and every value a unit lacks has an open variable,
     so rules need visit only the open variables. */
  int presolved;
  const ss_sum_encoding *sum;     /* cage totals */
  const ss_order_encoding *order; /* thermometers */
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
/* Emit the chosen families: cells first, then rows, columns, boxes, as
   the puzzle's constraints list them; a family with both ALO and AMO
   goes through ss_enc_exactly_one.  The puzzle's extra regions follow
   when any unit family is chosen, with the ALO of any unit family (for
   a region of n cells) and the AMO of any (always for a smaller one). */
void ss_enc_rules (ss_enc *, unsigned families);
/* The extra regions alone, as ss_enc_rules emits them, for a preset
   that writes its rows, columns and boxes itself. */
void ss_enc_extra_regions (ss_enc *, unsigned families);

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
  /* The presolve level used unless another is asked for; NULL: none. */
  const ss_presolve *presolve;
};

extern const ss_amo *const ss_amo_schemes[];          /* NULL-terminated */
extern const ss_encoding *const ss_encodings[];       /* NULL-terminated */
extern const ss_amo *const ss_default_amo;
extern const ss_encoding *const ss_default_encoding;

/* Sudominoku's domino rules (encodings/dominoes.c), called by ss_encode
   for SS_SUDOMINOKU: tiling-pair and domino variables from ss_enc_aux,
   exactly-one constraints through the AMO scheme. */
void ss_enc_dominoes (ss_enc *);

/* The pair kinds of the global rules (encodings/differ.c,
   encodings/nonconsecutive.c), called by ss_encode for each such
   constraint: binary clauses over cell variables, no auxiliaries.  The
   rules that are extra regions (x, windoku) come with the preset's
   rules (ss_enc_rules, ss_enc_extra_regions). */
void ss_enc_differ (ss_enc *, const ss_constraint *);
void ss_enc_nonconsecutive (ss_enc *, const ss_constraint *);

/* A sum encoding (encodings/sum_<name>.c): clauses saying that the
   values of cells (all different, which the caller's clauses ensure)
   sum to total; the cells are m >= 1 distinct indexes r*n + c and total
   is reachable by m distinct values of 1..n. */
struct ss_sum_encoding {
  const char *name;
  const char *summary;
  void (*encode) (ss_enc *, const int *cells, int m, int total);
};

/* An order encoding (encodings/thermo_<name>.c): clauses saying that
   the values of cells (m >= 2 distinct indexes, 2 <= m <= n) strictly
   increase along the list. */
struct ss_order_encoding {
  const char *name;
  const char *summary;
  void (*encode) (ss_enc *, const int *cells, int m);
};

extern const ss_sum_encoding *const ss_sum_encodings[];     /* NULL-ended */
extern const ss_order_encoding *const ss_order_encodings[]; /* NULL-ended */
extern const ss_sum_encoding *const ss_default_sum;
extern const ss_order_encoding *const ss_default_order;

/* The variant constraints (src/model/variants.c), called by ss_encode
   for each such constraint after the givens, whatever the preset:
   a cage's all-different through the AMO scheme and its total through
   e->sum (encodings/cage.c); a thermometer through e->order, after
   unit clauses on the values its position rules out
   (encodings/thermo.c); odd and even cells, unit clauses on the other
   values (encodings/parity.c); kropki dots and sums of pairs, support
   clauses (encodings/dots.c). */
void ss_enc_cage (ss_enc *, const ss_constraint *);
void ss_enc_thermo (ss_enc *, const ss_constraint *);
void ss_enc_parity (ss_enc *, const ss_constraint *);
void ss_enc_dots (ss_enc *, const ss_constraint *);
/* The line rules (src/model/lines.c): palindromes, equivalences of
   mirrored cells (encodings/palindrome.c); renban, support clauses
   between every two cells (encodings/renban.c); whispers and slow
   thermometers, support clauses between neighbours on the line
   (encodings/whispers.c); between lines, ternary clauses under one
   auxiliary for the ends' order (encodings/betweenline.c); region-sum
   lines, running sums of each box's part meeting one total
   (encodings/regionsum.c). */
void ss_enc_palindrome (ss_enc *, const ss_constraint *);
void ss_enc_renban (ss_enc *, const ss_constraint *);
void ss_enc_whispers (ss_enc *, const ss_constraint *);
void ss_enc_betweenline (ss_enc *, const ss_constraint *);
void ss_enc_regionsum (ss_enc *, const ss_constraint *);
/* The sum clues (encodings/sums.c): arrows and little killers as
   running sums in the direct encoding, whatever the sum encoding (their
   values may repeat). */
void ss_enc_arrow (ss_enc *, const ss_constraint *);
void ss_enc_little_killer (ss_enc *, const ss_constraint *);
/* The running sum (encodings/sums.c) of "the m terms sum to total"
   (total >= 0), values allowed to repeat: a term c >= 0 is cell c's
   value, a term ~c is n+1 less cell c's value. */
void ss_enc_sum_terms (ss_enc *, const int *terms, int m, int total);
/* The sums the killer cages imply by the rule of 45 (innies and outies
   of every unit), written after every constraint when asked for
   (encodings/innies.c). */
void ss_enc_innies (ss_enc *);
/* The negative constraints (no white dot, no black dot, no XV sign):
   a binary clause for each two values a pair of unmarked neighbours
   may not hold (encodings/negative.c). */
void ss_enc_negative (ss_enc *, const ss_constraint *);
/* The cell clues (encodings/clues.c): quadruples, a clause per listed
   digit's place among the four cells; minimum and maximum cells,
   support clauses between the cell and each neighbour. */
void ss_enc_quadruple (ss_enc *, const ss_constraint *);
void ss_enc_extremum (ss_enc *, const ss_constraint *);
/* A skyscraper clue (encodings/skyscraper.c): visibility auxiliaries
   over prefix maxima, counted by a sequential counter. */
void ss_enc_skyscraper (ss_enc *, const ss_constraint *);
/* The clues outside the grid (encodings/sandwich.c): sandwiches and
   x-sums, by the combinations of digits their parts hold when the sum
   encoding is combos, else by running sums. */
void ss_enc_sandwich (ss_enc *, const ss_constraint *);
void ss_enc_xsum (ss_enc *, const ss_constraint *);
/* A clone (encodings/clone.c): each cell and its clone equivalent,
   value by value. */
void ss_enc_clone (ss_enc *, const ss_constraint *);
/* Whether the table of what ss_encode writes for each kind
   (encode.c) has its lines in the order of the kinds: 1 or 0, for the
   tests. */
int ss_encode_kind_order (void);
/* The literal of "cell (index r*n + c) holds v". */
static inline int
ss_enc_cell (const ss_enc *e, int cell, int v)
{
  int n = e->pz->n;
  return ss_var (e->vm, cell / n, cell % n, v);
}

/* Encode a whole puzzle (rules, givens, family extras) into a sink,
   after presolving it at the preset's own level.  Returns the variable
   map (the caller frees it), or NULL on error; SS_ERR_LIMIT when the
   CNF outgrows the sink's max_literals, SS_ERR_TIMEOUT when the sink's
   deadline passes.  Encoding stops early then: up to 25x25 the sink
   holds part of the CNF; a bigger grid is first encoded into a counter
   with the sink's budget and deadline, so the sink gets no clause. */
ss_varmap *ss_encode (const ss_puzzle *, const ss_encoding *,
                      const ss_amo *, ss_sink *, ss_error *);
/* ss_encode at presolve level ps (NULL: the preset's own; none: the
   preset's own map, else the presolver's map, which replaces the
   preset's make_varmap). */
ss_varmap *ss_encode_presolved (const ss_puzzle *, const ss_encoding *,
                                const ss_amo *, const ss_presolve *ps,
                                ss_sink *, ss_error *);
/* The level that applies: ps, or when NULL the preset's own (never
   NULL). */
const ss_presolve *ss_encode_level (const ss_encoding *,
                                    const ss_presolve *ps);
/* ss_encode_presolved in two steps, for a CNF emitted twice (counted,
   then given to PicoSAT) without finding the map twice: the map for the
   puzzle (NULL on error; the presolver stops with SS_ERR_TIMEOUT at
   deadline, ss_now () seconds, 0 for none), then its clauses through
   that map, whose auxiliary variables are handed out afresh each time.
   ss_encode_with returns 0, or -1 with the errors of ss_encode; the map
   stays the caller's either way. */
ss_varmap *ss_encode_varmap (const ss_puzzle *, const ss_encoding *,
                             const ss_presolve *ps, double deadline,
                             ss_error *);
int ss_encode_with (const ss_puzzle *, const ss_encoding *, const ss_amo *,
                    const ss_presolve *ps, ss_varmap *, ss_sink *,
                    ss_error *);
/* ss_encode_presolved with every choice from opt (NULL: the defaults):
   preset, scheme, presolve level, sum and order encodings.  The calls
   above use the default sum and order encodings. */
ss_varmap *ss_encode_options (const ss_puzzle *, const ss_options *opt,
                              ss_sink *, ss_error *);
/* ss_encode_options in two steps, as ss_encode_varmap and
   ss_encode_with: the map (NULL on error), then its clauses (0, or -1;
   the map stays the caller's either way).  A caller that finds every
   cell decided in the map may answer without the clauses. */
ss_varmap *ss_encode_options_varmap (const ss_puzzle *,
                                     const ss_options *opt, double deadline,
                                     ss_error *);
int ss_encode_options_with (const ss_puzzle *, const ss_options *opt,
                            ss_varmap *, ss_sink *, ss_error *);

#endif /* SUDOSAT_ENCODING_H */
