/* presolve.c: the presolver's driver.  Before any clause is written,
   the candidate sets are narrowed by cheap propagation, up to the level
   asked for, each level adding one deduction to the one before, each in
   its own file: naked and hidden singles to a fixpoint (singles.c),
   locked candidates (locked.c), Hall sets (hall.c) and failed-literal
   probing of cells with few candidates (probe.c).  Every step removes
   only candidates that no solution uses, so the puzzle keeps exactly
   its solutions.  What is decided is folded into a compact variable
   map, over which an encoding writes what is left.  Boxes may be of any
   R x C shape.  Every other constraint (extra regions, the global
   rules' pairs, the variant constraints) takes part through its kind's
   propagator (kinds.c), run with the singles to a fixpoint at every
   level; the encoding still writes all of them.  A grid up to 64x64
   with no such constraint goes to the bit-parallel path (bits.c), which
   reaches the same fixpoints.  The levels' table is here too. */
#include "presolve/state.h"
#include "presolve/bits.h"

#include <stdlib.h>
#include <string.h>

/* Probing works on copies of the state, so it is kept to grids whose
   state is small; larger grids are left to PicoSAT after singles, locked
   candidates and Hall sets. */
#define PROBE_MAX_N 25

/* Lay out a state's block; the caller fills it.  0, or -1 when memory
   runs out (then nothing is held). */
static int
state_init (ps_state *s, const ss_puzzle *pz, const int *unit,
            const int *units)
{
  int n = pz->n;
  long cells = (long) n * n;
  int w = (n + 63) / 64;
  s->n = n;
  s->br = pz->br;
  s->bc = pz->bc;
  s->jigsaw = pz->region != NULL;
  s->w = w;
  s->bytes = (size_t) (cells + 3L * n) * w * sizeof (word)
             + (size_t) (3 * cells + 2 * cells) * sizeof (int);
  s->mem = ss_malloc (s->bytes);
  s->queue = ss_malloc ((size_t) (4 * cells) * sizeof *s->queue);
  if (!s->mem || !s->queue)
    {
      free (s->mem);
      free (s->queue);
      return -1;
    }
  s->cand = s->mem;
  s->placed = s->cand + cells * w;
  s->count = (int *) (s->placed + 3L * n * w);
  s->ncand = s->count + 3 * cells;
  s->val = s->ncand + cells;
  s->head = s->tail = 0;
  s->unit = unit;
  s->units = units;
  s->mate_at = s->mates = NULL;
  s->bad = 0;
  s->pz = pz;
  s->dropped = 0;
  s->oom = 0;
  return 0;
}

static void
state_free (ps_state *s)
{
  free (s->mem);
  free (s->queue);
}

static void work_free (ps_work *);

/* 0, or -1 when memory runs out (then nothing is held). */
static int
work_init (ps_work *h, int n)
{
  long cells = (long) n * n;
  h->cell = ss_malloc ((size_t) (9 * n + 2 * cells) * sizeof *h->cell);
  h->seen = ss_calloc ((size_t) n, sizeof *h->seen);
  h->size = ss_calloc ((size_t) 3 * n, sizeof *h->size);
  h->lsize = ss_calloc ((size_t) 3 * n, sizeof *h->lsize);
  h->kept = ss_malloc ((size_t) (3 * cells) * sizeof *h->kept);
  h->slot = ss_calloc ((size_t) cells, sizeof *h->slot);
  if (!h->cell || !h->seen || !h->size || !h->lsize || !h->kept || !h->slot)
    {
      work_free (h);
      return -1;
    }
  h->value = h->cell + n;
  h->index = h->value + n;
  h->mate_c = h->index + n;
  h->mate_v = h->mate_c + n;
  h->stack = h->mate_v + n;
  h->low = h->stack + n;
  h->order = h->low + n;
  h->comp = h->order + n;
  h->drop = h->comp + n;
  h->stamp = 0;
  h->deadline = 0;
  h->late = 0;
  memset (h->kept, -1, (size_t) (3 * cells) * sizeof *h->kept);
  return 0;
}

static void
work_free (ps_work *h)
{
  free (h->cell);
  free (h->seen);
  free (h->size);
  free (h->lsize);
  free (h->kept);
  free (h->slot);
}

/* The candidates the givens leave, and the singles they make queued. */
static void
state_start (ps_state *s, const ss_puzzle *pz)
{
  int n = s->n, w = s->w;
  long cells = (long) n * n;
  memset (s->mem, 0, s->bytes);
  for (long i = 0; i < cells; i++)
    {
      int v = pz->cells[i];
      const int *u = s->units + 3 * i;
      if (!v)
        continue;
      for (int j = 0; j < 3; j++)
        {
          word *p = s->placed + (long) u[j] * w + ((v - 1) >> 6);
          if (*p >> ((v - 1) & 63) & 1)
            s->bad = 1;
          *p |= (word) 1 << ((v - 1) & 63);
        }
      s->val[i] = v;
      s->cand[i * w + ((v - 1) >> 6)] = (word) 1 << ((v - 1) & 63);
    }
  for (long i = 0; i < cells; i++)
    {
      if (s->val[i])
        continue;
      const int *u = s->units + 3 * i;
      word *c = s->cand + i * w;
      for (int j = 0; j < w; j++)
        {
          int bits = n - 64 * j < 64 ? n - 64 * j : 64;
          word full = bits == 64 ? ~(word) 0 : ((word) 1 << bits) - 1;
          c[j] = full & ~(s->placed[(long) u[0] * w + j]
                          | s->placed[(long) u[1] * w + j]
                          | s->placed[(long) u[2] * w + j]);
          for (word b = c[j]; b; b &= b - 1)
            {
              int v = j * 64 + __builtin_ctzll (b);
              s->ncand[i]++;
              s->count[(long) u[0] * n + v]++;
              s->count[(long) u[1] * n + v]++;
              s->count[(long) u[2] * n + v]++;
            }
        }
      if (s->ncand[i] <= 1)
        {
          s->bad |= !s->ncand[i];
          s->queue[s->tail++] = (int) i;
        }
    }
  for (long uv = 0; uv < 3 * cells; uv++)
    if (s->count[uv] <= 1
        && !has (s->placed + (uv / n) * w, (int) (uv % n) + 1))
      {
        s->bad |= !s->count[uv];
        s->queue[s->tail++] = (int) (cells + uv);
      }
  /* a given's value leaves its differ partners, as a placed one's does
     (ss_ps_assign) */
  for (long i = 0; s->mate_at && i < cells; i++)
    for (int j = s->mate_at[i]; s->val[i] && j < s->mate_at[i + 1]; j++)
      {
        int p = s->mates[j], v = s->val[i];
        if (s->val[p])
          s->bad |= s->val[p] == v;
        else if (has (s->cand + (long) p * w, v))
          ss_ps_eliminate (s, p, v);
      }
}

/* The model's rows, columns and boxes, numbered by kind (extra regions
   are left to the clauses): unit[u * n + i] is unit u's i-th cell,
   units[3 * cell ..] the cell's row, column and box. */
static void
units_init (const ss_puzzle *pz, int *unit, int *units)
{
  int n = pz->n;
  int next[3] = { 0, 0, 0 };
  for (int j = 0; j < pz->ncons; j++)
    {
      const ss_constraint *con = &pz->cons[j];
      int kind = con->kind;
      if (kind > SS_CON_BOX)
        continue;
      int u = kind * n + next[kind]++;
      for (int i = 0; i < n; i++)
        {
          units[3 * con->cells[i] + kind] = u;
          unit[(long) u * n + i] = con->cells[i];
        }
    }
}

/* Grids up to this side are narrowed in milliseconds and never stopped,
   so that a puzzle the presolver settles is answered however short the
   time limit; bigger ones take up to seconds. */
#define DEADLINE_MIN_N 26

/* Whether the deadline has passed; rounds are short enough that
   looking between them keeps the limit. */
static int
late (double deadline)
{
  return deadline > 0 && ss_now () > deadline;
}

/* The time limit's error. */
static void
timed_out (ss_error *err, int n)
{
  ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0, "the time limit ran out "
           "while the candidates of this %dx%d puzzle were being narrowed "
           "(--time-limit)", n, n);
}

/* Grids up to this many cells pass the bit-parallel path's result on
   the stack. */
#define BITS_SMALL_GRID 256

/* The bit-parallel path's map (bits.c). */
static ss_varmap *
bits_map (const ss_puzzle *pz, int level, double deadline, ss_error *err)
{
  long cells = (long) pz->n * pz->n;
  word open_small[BITS_SMALL_GRID];
  int value_small[BITS_SMALL_GRID];
  int small = cells <= BITS_SMALL_GRID;
  word *open = small ? open_small
               : ss_malloc ((size_t) cells * sizeof *open);
  int *value = small ? value_small
               : ss_malloc ((size_t) cells * sizeof *value);
  ss_varmap *vm = NULL;
  int rc = open && value ? ss_bits_presolve (pz, level, deadline, open,
                                             value) : -1;
  if (rc > 0)
    timed_out (err, pz->n);
  else if (!rc)
    vm = ss_varmap_new_sets (pz->n, open, value);
  if (rc < 0 || (!rc && !vm))
    ss_oom (err);
  if (!small)
    {
      free (open);
      free (value);
    }
  return vm;
}

ss_varmap *
ss_presolve_map (const ss_puzzle *pz, const ss_presolve *lv,
                 double deadline, ss_error *err)
{
  return ss_presolve_map_path (pz, lv, deadline, 1, err);
}

/* The probe level's rounds over s: probing, then what the levels below
   it narrow, until probing removes nothing.  0, or -1 when memory runs
   out for the probes' copy. */
static int
probe_rounds (ps_state *s, ps_work *h, double deadline, int *timeout)
{
  ps_state t;
  if (state_init (&t, s->pz, s->unit, s->units))
    return -1;
  t.mate_at = s->mate_at, t.mates = s->mates;
  while (!s->bad && !(*timeout = late (deadline)) && ss_ps_probe (s, &t))
    do
      ss_ps_narrow (s, h);
    while (!s->bad && ss_ps_hall (s, h));
  state_free (&t);
  return 0;
}

ss_varmap *
ss_presolve_map_path (const ss_puzzle *pz, const ss_presolve *lv,
                      double deadline, int fast, ss_error *err)
{
  int n = pz->n, w = (n + 63) / 64, level = lv->level;
  long cells = (long) n * n;
  if (n < DEADLINE_MIN_N)
    deadline = 0;
  if (fast && ss_bits_fit (pz))
    return bits_map (pz, level, deadline, err);
  int *mate_at = NULL, *mates = NULL;
  int *unit = ss_malloc ((size_t) (3 * cells) * sizeof *unit);
  int *units = ss_malloc ((size_t) (3 * cells) * sizeof *units);
  ps_state s;
  ps_work h;
  ss_varmap *vm = NULL;
  int oom = 1;
  if (!unit || !units)
    goto out;
  units_init (pz, unit, units);
  if (ss_differ_mates (pz, &mate_at, &mates) || state_init (&s, pz, unit,
                                                            units))
    goto out;
  s.mate_at = mate_at, s.mates = mates;
  if (work_init (&h, n))
    {
      state_free (&s);
      goto out;
    }
  oom = 0;
  h.deadline = deadline;
  state_start (&s, pz);
  int timeout = 0;
  if (level >= SS_PRESOLVE_LOCKED)
    ss_ps_narrow (&s, &h);
  else
    ss_ps_singles (&s);
  while (level >= SS_PRESOLVE_HALL && !s.bad
         && !(timeout = late (deadline)) && ss_ps_hall (&s, &h))
    ss_ps_narrow (&s, &h);
  if (level >= SS_PRESOLVE_PROBE && !s.bad && !timeout && n <= PROBE_MAX_N
      && probe_rounds (&s, &h, deadline, &timeout))
    s.oom = 1;
  work_free (&h);
  if (s.oom)
    oom = 1;
  else if (timeout || h.late)
    timed_out (err, n);
  else
    {
      /* The compact map: decided values true, the rest of a decided cell
         and every eliminated candidate false.  A contradiction leaves no
         value anywhere, which an encoding turns into the empty clause.
         The state is not needed after this, so its sets become the
         map's input. */
      for (long i = 0; i < cells; i++)
        if (s.bad || s.val[i])
          {
            memset (s.cand + i * w, 0, (size_t) w * sizeof *s.cand);
            if (s.bad)
              s.val[i] = 0;
          }
      vm = ss_varmap_new_sets (n, s.cand, s.val);
      oom = !vm;
    }
  state_free (&s);
out:
  free (unit);
  free (units);
  free (mate_at);
  free (mates);
  if (oom)
    ss_oom (err);
  return vm;
}

/* The levels, cumulative, named after what each adds. */
const ss_presolve ss_presolve_none = {
  "none", "nothing: the encoding works on the givens alone",
  SS_PRESOLVE_NONE
};
const ss_presolve ss_presolve_singles = {
  "singles", "naked and hidden singles to a fixpoint",
  SS_PRESOLVE_SINGLES
};
const ss_presolve ss_presolve_locked = {
  "locked", "singles, then locked candidates (pointing and claiming)",
  SS_PRESOLVE_LOCKED
};
const ss_presolve ss_presolve_hall = {
  "hall", "locked, then Hall sets (naked and hidden subsets of any size)",
  SS_PRESOLVE_HALL
};
const ss_presolve ss_presolve_probe = {
  "probe", "hall, then failed-literal probing of cells with at most 3 "
  "candidates (grids up to 25x25)", SS_PRESOLVE_PROBE
};

const ss_presolve *const ss_presolve_levels[] = {
  &ss_presolve_none, &ss_presolve_singles, &ss_presolve_locked,
  &ss_presolve_hall, &ss_presolve_probe, NULL
};

/* The public view of the levels (sudosat.h). */
const ss_presolve *
ss_presolve_nth (int i)
{
  int n = sizeof ss_presolve_levels / sizeof *ss_presolve_levels - 1;
  return i >= 0 && i < n ? ss_presolve_levels[i] : NULL;
}

const ss_presolve *
ss_presolve_find (const char *name)
{
  for (int i = 0; ss_presolve_levels[i]; i++)
    if (!strcmp (ss_presolve_levels[i]->name, name))
      return ss_presolve_levels[i];
  return NULL;
}

const char *
ss_presolve_name (const ss_presolve *p)
{
  return p->name;
}

const char *
ss_presolve_summary (const ss_presolve *p)
{
  return p->summary;
}
