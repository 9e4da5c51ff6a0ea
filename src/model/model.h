/* model.h: the puzzle model's insides and the library's error and
   allocation helpers, for every layer of the library (not installed).
   The model layer is the bottom one: it includes only the public
   header. */
#ifndef SUDOSAT_MODEL_H
#define SUDOSAT_MODEL_H

#include <sudosat.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* Bits set in x.  Without the popcnt instruction for the target GCC's
   builtin is a library call, which costs more than the count itself
   in the presolver's and the map's inner loops: a few inline
   operations instead. */
static inline int
ss_bit_count (uint64_t x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x -= (x >> 1) & 0x5555555555555555u;
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return (int) ((x * 0x0101010101010101u) >> 56);
#endif
}

/* Record an error; returns -1 so callers can "return ss_fail(...)".
   The message and the file name are stored as ss_text_escape gives
   them, so whatever input text or name they quote, they are valid
   UTF-8 on one line. */
int ss_fail (ss_error *, ss_status, const char *file, long line, long col,
             const char *fmt, ...)
  __attribute__ ((format (printf, 6, 7)));
int ss_vfail (ss_error *, ss_status, const char *file, long line, long col,
              const char *fmt, va_list)
  __attribute__ ((format (printf, 6, 0)));

/* Text for a message: s[0..len) into dst (size bytes, NUL-terminated)
   as valid UTF-8 that shows every byte: an invalid byte as \xNN, a
   control character as \n, \r, \t or \xNN (DEL and U+0080..U+009F
   too), and the characters that break or reorder a line (U+2028,
   U+2029, the bidirectional controls U+200E, U+200F, U+202A..U+202E,
   U+2066..U+2069) and U+FEFF as \uXXXX.  A backslash stays as it is,
   so escaping escaped text changes nothing.  What does not fit is cut
   between characters and ended with "...".  Returns the length
   written. */
size_t ss_text_escape (char *dst, size_t size, const char *s, size_t len);

/* s written to out as ss_text_escape shows it, uncut. */
void ss_text_print (FILE *out, const char *s);

/* Set err's file name (escaped) where the call that failed had none. */
void ss_error_set_file (ss_error *, const char *file);

/* The UTF-8 character at s[0..len) (len >= 1): its code point in *cp
   and its length; -1 and 1 for a byte that starts no valid sequence
   (overlong forms and surrogates are invalid). */
size_t ss_utf8_char (const char *s, size_t len, long *cp);

/* Room for ss_quote's result. */
#define SS_QUOTE_BYTES 224

/* A token of input for a message: s[0..len) escaped, between quote
   characters (none when quote is 0); past SS_QUOTE_SHOWN bytes, its
   first characters up to that many bytes, "..." and its length, as in
   'abcdef...' (5000 bytes).  Returns dst. */
#define SS_QUOTE_SHOWN 40
const char *ss_quote (char dst[SS_QUOTE_BYTES], const char *s, size_t len,
                      char quote);

/* Allocation: NULL when memory runs out (never for a zero size, which
   gets a block of its own); ss_realloc leaves p alone then.  A caller
   frees what it holds and returns ss_oom (err): -1 with SS_ERR_MEMORY
   and "out of memory". */
void *ss_malloc (size_t);
void *ss_calloc (size_t, size_t);
void *ss_realloc (void *, size_t);
int ss_oom (ss_error *);

/* Testing hook, compiled always: after n more allocations succeed the
   next one fails (ss_malloc, ss_calloc, ss_realloc and PicoSAT's
   allocator, src/solving/pico.c), once; a negative n plans no failure.
   Returns the allocations that were left before the planned failure,
   -1 when none was planned or it has happened.  Not thread-safe; for
   tests/check_memory.c.  ss_alloc_fault is the countdown those
   allocators consult: 1 when this allocation is to fail. */
long ss_alloc_fail_after (long n);
int ss_alloc_fault (void);

/* How a puzzle was written, so that it can be printed back alike. */
typedef struct ss_style {
  ss_format format;   /* never SS_FMT_AUTO once parsed */
  int ints;           /* line format: integers separated by spaces */
  char blank;         /* chars and line formats: '.' or '0' */
  char symbols[SS_MAX_CHARS_N + 1];  /* chars and line formats: the
                         characters of values 1, 2, ... in order; ""
                         for 1-9 then A-Z */
} ss_style;

/* A domino placed on the grid: value a at (r1,c1), value b at (r2,c2). */
typedef struct ss_domino {
  int a, b;
  int r1, c1, r2, c2;
} ss_domino;

/* The kinds of constraint a puzzle holds.  Rows, columns, boxes and
   extra regions are all-different over their cells; the tiling is
   Sudominoku's domino rule, over the whole grid and p->dominoes; the
   pair kinds hold a list of cell pairs: the two cells of a pair hold
   different values (differ), or values that differ by more than 1
   (non-consecutive).  The variant kinds (src/model/variants.c) follow:
   a killer cage (its cells all different, summing to param when param
   > 0), a thermometer (cells in order from the bulb, values strictly
   increasing), odd and even cells (one constraint a cell), kropki
   dots (pairs: white, values 1 apart; black, one value twice the
   other) and XV (pairs summing to param: 10 for X, 5 for V).  The sum
   clues (src/model/sums.c) follow: an arrow (param circle cells,
   then its line's cells from the circle out: the line's values sum to
   the circle's value, or to the number a circle of several cells
   reads), a little killer (the cells along a diagonal, repeats
   allowed, summing to param).  After them the
   negative constraints (src/model/negative.c) are pair kinds over the
   neighbours that carry no mark: no white dot (values not 1 apart), no
   black dot (neither value twice the other), no XV sign (summing
   neither to 5 nor to 10). */
typedef enum ss_con_kind {
  SS_CON_ROW, SS_CON_COL, SS_CON_BOX, SS_CON_EXTRA, SS_CON_TILING,
  SS_CON_DIFFER, SS_CON_NONCONSEC,
  SS_CON_CAGE, SS_CON_THERMO, SS_CON_ODD, SS_CON_EVEN,
  SS_CON_WHITE, SS_CON_BLACK, SS_CON_SUM,
  /* the line rules (src/model/lines.c), over the line's cells in order */
  SS_CON_PALINDROME, SS_CON_RENBAN, SS_CON_WHISPERS, SS_CON_BETWEEN,
  SS_CON_SLOWTHERMO, SS_CON_REGIONSUM,
  SS_CON_ARROW, SS_CON_LITTLE_KILLER,
  SS_CON_NOWHITE, SS_CON_NOBLACK, SS_CON_NOXV,
  /* the cell clues (src/model/clues.c): a quadruple's four cells around
     a corner, holding its digits (the values field); a minimum's or a
     maximum's cell first, then its orthogonal neighbours */
  SS_CON_QUADRUPLE, SS_CON_MINIMUM, SS_CON_MAXIMUM,
  /* a skyscraper clue (src/model/skyscraper.c): the n cells of a row or
     column from the end its clue stands at; param the clue */
  SS_CON_SKYSCRAPER,
  /* the clues outside the grid (src/model/sandwich.c): a sandwich or
     an x-sum, its line's n cells in order from the clue */
  SS_CON_SANDWICH, SS_CON_XSUM,
  /* a clone (src/model/clone.c): two areas of as many cells, the
     area's m cells then its clone's m in the same order; cell i of the
     one holds the value of cell i of the other */
  SS_CON_CLONE,
  SS_CON_NKINDS          /* the number of kinds, not a kind */
} ss_con_kind;

/* A set of kinds, bit SS_KIND_BIT (k) for kind k (generate's --rules). */
typedef unsigned long long ss_kind_set;
#define SS_KIND_BIT(k) (1ull << (k))
_Static_assert (SS_CON_NKINDS <= 64, "ss_kind_set holds every kind");

typedef struct ss_constraint {
  ss_con_kind kind;
  int ncells;            /* all-different kinds: 2..n cells; tiling: 0;
                            pair kinds: twice the pairs */
  int *cells;            /* their indexes r * n + c; pair kinds: the two
                            cells of each pair in turn */
  int shared;            /* cells lie in the puzzle's units block (rows,
                            columns, boxes), freed with it */
  int rule;              /* the global rule that added it (src/model/
                            rules.c): its index + 1; 0 for none */
  const char *unit;      /* a rule's word for it in messages: "diagonal",
                            "window", or for pairs the rule's name */
  int param;             /* a cage's total (0: none); a pair sum's total;
                            an arrow's circle cells; a little killer's,
                            a sandwich's or an x-sum's total; a
                            skyscraper's clue */
  int values[4];         /* a quadruple's digits, ascending, a digit
                            as often as it must appear; 0 past the last */
} ss_constraint;

struct ss_puzzle {
  int n;                 /* grid side, n = br * bc */
  int br, bc;            /* a box's rows and columns; 1 and n for a
                            side without boxes (a prime), whose regions
                            replace them (ss_puzzle_new_irregular) */
  int *region;           /* jigsaw: n * n region numbers 0..n-1, which
                            replace the boxes (the box units hold the
                            regions' cells in row-major order); NULL for
                            boxes of br x bc */
  int *cells;            /* n * n givens in row-major order, 0 = blank */
  ss_family family;
  ss_style style;
  int ndominoes;         /* Sudominoku: dominoes given in place */
  ss_domino *dominoes;
  int ncons;             /* the constraints: n rows, n columns, n boxes
                            (each kind in order), then extra regions
                            and the tiling in the order they came */
  int capcons;           /* room in cons */
  int *units_block;      /* the cells of the rows, columns and boxes */
  ss_constraint *cons;
  unsigned rules;        /* the global rules added: bit i for rule i */
  long line;             /* input line where the puzzle starts */
  int index;             /* 1-based position in its input */
  void *written;         /* the lines its grid was written in, for -O
                            same (src/formats/written.c): a block of
                            written_size bytes the puzzle owns and
                            copies; NULL when it has none */
  size_t written_size;
};

static inline int
ss_cell (const ss_puzzle *p, int r, int c)
{
  return p->cells[(long) r * p->n + c];
}

/* A blank grid of side n (SS_MIN_SIDE to SS_MAX_SIDE) with the
   default boxes (ss_box_default), or for a side with none (a prime)
   boxes of 1 x n, the rows again, which ss_puzzle_set_regions must
   replace with regions before the puzzle is used: a jigsaw needs no
   box shape.  NULL when n is out of range or memory runs out. */
ss_puzzle *ss_puzzle_new_irregular (int n);

/* Whether the puzzle's boxes are no boxes of their own: a grid of a
   side without a box shape, whose regions replace them. */
static inline int
ss_puzzle_boxless (const ss_puzzle *p)
{
  return p->br < 2;
}

/* Boxes are numbered row by row, br boxes to a band of br rows; so are
   the cells within a box.  Box b's cell i is at row
   b / br * br + i / bc, column b % br * bc + i % bc.  A jigsaw's boxes
   are its regions, numbered as given. */
static inline int
ss_box_of (const ss_puzzle *p, int r, int c)
{
  if (p->region)
    return p->region[r * p->n + c];
  return r / p->br * p->br + c / p->bc;
}

/* Append a constraint of m cells (copied; none for the tiling), made by
   rule (index + 1, 0 for none), named unit in messages (a static
   string; NULL without a rule).  Returns 0, or -1 when memory runs out
   (p is unchanged then). */
int ss_puzzle_add_con (ss_puzzle *, ss_con_kind, const int *cells, int m,
                       int rule, const char *unit);

/* ss_puzzle_add_con for a kind with a parameter (SS_CON_CAGE,
   SS_CON_SUM).  0, or -1 when memory runs out. */
int ss_puzzle_add_param_con (ss_puzzle *, ss_con_kind, const int *cells,
                             int m, int param);

/* Whether values u and w of a pair of a pair kind (differ,
   non-consecutive, white, black, sum, and the negative kinds) meet its
   rule. */
static inline int
ss_pair_allows (const ss_constraint *con, int u, int w)
{
  int d = u > w ? u - w : w - u;
  switch (con->kind)
    {
    case SS_CON_DIFFER: return d != 0;
    case SS_CON_NONCONSEC: return d > 1;
    case SS_CON_WHITE: return d == 1;
    case SS_CON_BLACK: return u == 2 * w || w == 2 * u;
    case SS_CON_SUM: return u + w == con->param;
    case SS_CON_NOWHITE: return d != 1;
    case SS_CON_NOBLACK: return u != 2 * w && w != 2 * u;
    case SS_CON_NOXV: return u + w != 5 && u + w != 10;
    default: return 1;
    }
}

/* A constraint kind as the model knows it (src/model/kinds.c): its
   name in messages, its word in check's verdicts and DIMACS comments,
   and a line of what it says.  Each layer above that acts on a kind
   keeps a table of its own indexed by kind, with a line for every kind
   (checked when compiled): the presolve's propagators
   (src/presolve/kinds.c), the clause encodings (encodings/encode.c),
   the f-puzzles writer (src/formats/fpwrite.c), the explanation steps
   (src/explain/rulesteps.c), the generator's placers
   (src/generate/kinds.c). */
typedef struct ss_kind_info {
  ss_con_kind kind;      /* its index in the table */
  const char *name;      /* "white dot" */
  const char *word;      /* "white" */
  const char *summary;
  int unit;              /* no value twice among its cells and nothing
                            more: a unit of the classic techniques */
} ss_kind_info;

/* The kind's line; NULL for a number that is no kind. */
const ss_kind_info *ss_kind (ss_con_kind);
/* The kind of the constraints global rule i adds, -1 past the last. */
int ss_rule_kind (int i);

/* A variant constraint's name in messages ("cage", "white dot") and
   its word in check's verdicts ("cage", "white"); NULL for the other
   kinds. */
const char *ss_variant_name (ss_con_kind);
const char *ss_variant_word (ss_con_kind);

/* The negative constraint of kind (SS_CON_NOWHITE, SS_CON_NOBLACK,
   SS_CON_NOXV) over every pair of orthogonal neighbours that carries no
   mark of its family: no kropki dot (white or black) for the first two,
   no XV sign for the last; added after the marks, so call it once they
   are all in place.  None is added when no pair is left.  0, or -1 with
   err set (SS_ERR_MEMORY; SS_ERR_USAGE when the puzzle has one
   already). */
int ss_puzzle_add_negative (ss_puzzle *, ss_con_kind kind, ss_error *);
/* A negative constraint from a list of m / 2 pairs (cells twice as
   many), as DIMACS comments give it: each pair two orthogonal
   neighbours, none of them marked and none named twice.  0, or -1 with
   err set. */
int ss_puzzle_add_negative_pairs (ss_puzzle *, ss_con_kind kind,
                                  const int *cells, int m, ss_error *);
/* Whether the negative constraint con covers every pair of neighbours
   its family leaves unmarked in p (as ss_puzzle_add_negative makes
   it), not only some of them (as DIMACS comments may list): 1 or 0. */
int ss_negative_whole (const ss_puzzle *p, const ss_constraint *con);
/* What the negative constraint con asks of a pair, in a message:
   "values not 1 apart". */
const char *ss_negative_rule (const ss_constraint *con);

/* Check grid (n*n values, 0 blank; what names them in messages:
   "given", "solution") against the variant constraints: no value twice
   in a cage, its values summing to its total when complete and, while
   not, its blanks able to reach it with distinct values left; a
   thermometer's values increasing with room for the blanks between;
   odd and even cells; dots and sums of pairs whose cells are both
   filled.  Returns 0, or -1 with err (SS_ERR_INPUT) naming the
   constraint (its number among those of its kind) and the cells, *bad
   (when not NULL) the offending cell and *which (when not NULL) the
   index of the constraint in p->cons. */
int ss_check_variants (const ss_puzzle *, const int *grid, const char *what,
                       long *bad, int *which, ss_error *);

/* The line rules (src/model/lines.c makes them, src/model/lcheck.c
   checks grids against them): whether kind is one, the least
   difference of neighbours on a whispers line of an n x n grid (n/2
   rounded up), and grid (n*n values, 0 blank) checked against the line
   con, the number-th of its kind, as ss_check_variants checks the other
   variant constraints: a rule broken among the filled cells is an error
   (SS_ERR_INPUT) naming the cells, *bad the last of them. */
int ss_line_kind (ss_con_kind);
int ss_whispers_gap (int n);
int ss_check_line (const ss_puzzle *, const ss_constraint *con, int number,
                   const int *grid, const char *what, long *bad,
                   ss_error *);
/* One sum clue (an arrow or a little killer, number among those of its
   kind) against grid as ss_check_variants checks it: complete, its sum
   right; with blanks, the sum still reachable by values 1..n in them.
   0, or -1 with err and *bad set. */
int ss_check_sum_clue (const ss_puzzle *, const ss_constraint *, int number,
                       const int *grid, const char *what, long *bad,
                       ss_error *);

/* The cell clues (src/model/clues.c makes them, src/model/ccheck.c
   checks grids against them).  A quadruple: cells, the four cells
   around one corner (a 2x2 block, any order), and the m (1 to 4)
   digits that appear among them, a digit as often as listed (twice at
   most: two cells of a 2x2 block that share no row or column).  A
   minimum or a maximum (kind): its cell is less, or greater, than each
   orthogonal neighbour.  0, or -1 with err set (SS_ERR_USAGE naming
   what is wrong; SS_ERR_MEMORY). */
int ss_puzzle_add_quadruple (ss_puzzle *, const int cells[4],
                             const int *values, int m, ss_error *);
int ss_puzzle_add_extremum (ss_puzzle *, ss_con_kind kind, int cell,
                            ss_error *);
/* Whether kind is a cell clue; a quadruple's digits (its values
   field) and how many; grid checked against the cell clue con, the
   number-th of its kind, as ss_check_variants checks the other
   variant constraints: a clue its filled cells break, or its blanks
   cannot meet any more, is an error (SS_ERR_INPUT) naming the cells, *bad
   the last of them. */
int ss_clue_kind (ss_con_kind);
int ss_quad_count (const ss_constraint *con);
int ss_check_clue (const ss_puzzle *, const ss_constraint *con, int number,
                   const int *grid, const char *what, long *bad,
                   ss_error *);

/* Skyscraper clues (src/model/skyscraper.c adds them, skycheck.c
   names and checks them).  ss_puzzle_add_skyscraper
   is the public one (sudosat.h); ss_puzzle_add_skyscraper_line takes
   the clue's line as DIMACS comments list it, its n cells in order from
   the clue's end.  The place of the clue con on the border frame (row
   and column 0..n+1, the grid 1..n, as f-puzzles numbers it) and in
   words ("left of row 3", "above column 2"); the digits a complete line
   of grid shows from the clue; grid checked against the clue as
   ss_check_variants checks the other constraints: complete, the count
   right; with blanks, the clue still between what its blanks can make
   (a row or column holding no value twice). */
int ss_puzzle_add_skyscraper_line (ss_puzzle *, const int *cells, int m,
                                   int clue, ss_error *);
void ss_skyscraper_place (int n, const ss_constraint *con, int *row,
                          int *col);
void ss_skyscraper_where (int n, const ss_constraint *con, char *buf,
                          size_t size);
int ss_skyscraper_seen (int n, const ss_constraint *con, const int *grid);
int ss_check_skyscraper (const ss_puzzle *, const ss_constraint *con,
                         int number, const int *grid, const char *what,
                         long *bad, ss_error *);
/* The clues outside the grid (src/model/sandwich.c adds them,
   src/model/swcheck.c checks grids against them): whether kind is
   one (a sandwich or an x-sum); one from its line's n cells (a whole
   row or column in order from the clue's end) and its total, as DIMACS
   comments give it: 0, or -1 with err set (SS_ERR_USAGE naming what
   is wrong: cells that are no such line, a total no digits reach;
   SS_ERR_MEMORY).  Its clue's place, row *r and column *c counted from
   1 with the border (0 and n + 1) included; the same in words, "left
   of row 3", "below column 5"; and grid checked against it as
   ss_check_variants checks the other variant constraints: a sum its
   filled cells break, or its blanks cannot make up, is an error
   (SS_ERR_INPUT) naming the cells, *bad the last of them. */
int ss_sandwich_kind (ss_con_kind);
int ss_puzzle_add_sandwich_cells (ss_puzzle *, ss_con_kind kind,
                                  const int *cells, int m, int total,
                                  ss_error *);
void ss_sandwich_place (const ss_puzzle *, const ss_constraint *con, int *r,
                        int *c);
void ss_sandwich_where (const ss_puzzle *, const ss_constraint *con,
                        char *buf, size_t size);
int ss_check_sandwich (const ss_puzzle *, const ss_constraint *con,
                       int number, const int *grid, const char *what,
                       long *bad, ss_error *);

/* Clones (src/model/clone.c makes them, src/model/clcheck.c checks
   grids against them).  The clone of cells[0..m) into
   clones[0..m): cell i of the one holds the value of cell i of the
   other; both areas on the grid, neither naming a cell twice (a cell
   may lie in both), no cell cloned to itself.  0, or -1 with err set
   (SS_ERR_USAGE naming what is wrong; SS_ERR_MEMORY).  grid checked
   against the clone con, the number-th of its kind, as
   ss_check_variants checks the other variant constraints: a filled
   cell and its filled clone holding different values is an error
   (SS_ERR_INPUT) naming both, *bad the clone's cell. */
int ss_puzzle_add_clone (ss_puzzle *, const int *cells, const int *clones,
                         int m, ss_error *);
int ss_check_clone (const ss_puzzle *, const ss_constraint *con, int number,
                    const int *grid, const char *what, long *bad,
                    ss_error *);

/* Check that no value repeats within a row, column, box or extra
   region of grid (n*n values, 0 blank), that no pair of the global pair
   rules breaks it, and with variants the variant constraints
   (ss_check_variants); what names the values in messages.  Returns 0,
   or -1 with err (SS_ERR_INPUT) naming the second cell of a repeat and
   *bad (when not NULL) that cell. */
int ss_check_rules (const ss_puzzle *, const int *grid, const char *what,
                    int variants, long *bad, ss_error *);

/* Check the size of a caller's options (ss_options.size; opt may be
   NULL): 0, or -1 with err (SS_ERR_USAGE) for a size the library cannot
   read (src/model/options.c). */
int ss_options_check (const ss_options *opt, ss_error *);
/* Whether a caller's options (not NULL) reach byte end: a member past
   its size is read as its default. */
int ss_options_cover (const ss_options *opt, size_t end);

/* Make the puzzle a Sudoku (the tiling constraint goes) or a Sudominoku
   (the tiling is added once).  0, or -1 when memory runs out. */
int ss_puzzle_set_family (ss_puzzle *, ss_family);

#endif /* SUDOSAT_MODEL_H */
