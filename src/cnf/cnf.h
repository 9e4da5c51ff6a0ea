/* cnf.h: the CNF layer: the variable map, the only place where
   variables get their numbers, and clause sinks, behind which a solver,
   a DIMACS buffer or a counter sits (not installed). */
#ifndef SUDOSAT_CNF_H
#define SUDOSAT_CNF_H

#include "model/model.h"

#include <limits.h>
#include <stdint.h>

/* ------------------------------------------------------------------ */
/* Variable map: the only place where variables get their numbers.     */
/* Cell variable x(r,c,v), r and c in 0..n-1, v in 1..n.               */

#define SS_LIT_TRUE INT_MAX      /* a literal known to be true */
#define SS_LIT_FALSE (-INT_MAX)  /* a literal known to be false */

typedef struct ss_varmap ss_varmap;
/* The constructors return NULL when memory runs out. */

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
/* Whether a compact map decides every cell (no cell variable open,
   one value of each cell fixed true); then grid[r*n + c] gets each
   cell's value.  0 for a plain map, an open variable or a cell without
   a value (grid is then left partly written). */
int ss_varmap_grid (const ss_varmap *, int *grid);
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

/* SS_OVER_MEMORY: the backend ran out of memory and stores nothing
   more; it stays, whatever else happens later. */
enum { SS_OVER_LITERALS = 1, SS_OVER_TIME = 2, SS_OVER_MEMORY = 3 };

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
      if (s->over == SS_OVER_MEMORY)
        ;
      else if (s->max_literals && s->literals > s->max_literals)
        s->over = SS_OVER_LITERALS;
      else if (s->deadline > 0 && s->clauses % SS_SINK_CLOCK_EVERY == 0
               && ss_sink_late (s))
        s->over = SS_OVER_TIME;
    }
  s->put (s, lit);
}

/* Sinks start with max_literals = SS_MAX_LITERALS; the constructors
   return NULL when memory runs out. */
ss_sink *ss_sink_counter (void);
/* Buffers clauses; ss_sink_dimacs_write prints them with a header. */
ss_sink *ss_sink_dimacs (void);
/* Writes comment lines (each line of comments gets a "c " prefix), the
   "p cnf" line and the clauses.  Returns 0, or -1 on a write error
   (writing stops at the first clause it is seen in, errno set). */
int ss_sink_dimacs_write (ss_sink *, FILE *, const char *comments);
/* The clauses a DIMACS sink holds, one after another, each ended by 0;
   *count is the number of entries, zeros included. */
const int *ss_sink_dimacs_lits (const ss_sink *, size_t *count);
void ss_sink_free (ss_sink *);

#endif /* SUDOSAT_CNF_H */
