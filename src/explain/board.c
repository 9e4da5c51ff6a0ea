/* board.c: the candidate board of the explain layer: each open cell's
   candidates, the all-different units the classic techniques reason
   over, placing and eliminating, and the moves of the step being
   built. */
#include "explain/board.h"

#include <stdlib.h>
#include <string.h>

/* How the board takes a kind's constraints. */
/* Which of a kind's cells it keeps from holding one value (rows,
   columns, boxes and cages are units, apart as a whole). */
typedef enum board_apart {
  APART_NONE,
  APART_PAIRS,           /* its cells two by two: a rule's pairs, a dot */
  APART_ALONG,           /* each cell and the next: a whisper's gap */
  APART_ALL              /* every two: a thermometer's rise, a renban */
} board_apart;

typedef enum board_role {
  AS_NONE,               /* no unit, named "unit" (the tiling) */
  AS_UNIT,               /* no value twice and nothing more: a unit of
                            the classic techniques (the model's unit
                            kinds, ss_kind) */
  AS_BOX,                /* a unit, named "jigsaw" on a jigsaw */
  AS_CAGE,               /* no value twice and a total: a unit of the
                            board's when it has two cells or more */
  AS_PAIRS,              /* a global rule's pairs, named by the rule */
  AS_CLUE                /* another rule, named by the kind's name */
} board_role;

/* One line a kind, in the order of ss_con_kind. */
static const struct {
  ss_con_kind kind;
  board_role role;
  board_apart apart;
} board_kinds[] = {
  { SS_CON_ROW, AS_UNIT, APART_NONE },
  { SS_CON_COL, AS_UNIT, APART_NONE },
  { SS_CON_BOX, AS_BOX, APART_NONE },
  { SS_CON_EXTRA, AS_UNIT, APART_NONE },
  { SS_CON_TILING, AS_NONE, APART_NONE },
  { SS_CON_DIFFER, AS_PAIRS, APART_PAIRS },
  { SS_CON_NONCONSEC, AS_PAIRS, APART_NONE },
  { SS_CON_CAGE, AS_CAGE, APART_NONE },
  { SS_CON_THERMO, AS_CLUE, APART_ALL },
  { SS_CON_ODD, AS_CLUE, APART_NONE },
  { SS_CON_EVEN, AS_CLUE, APART_NONE },
  { SS_CON_WHITE, AS_CLUE, APART_PAIRS },
  { SS_CON_BLACK, AS_CLUE, APART_PAIRS },
  { SS_CON_SUM, AS_CLUE, APART_NONE },
  { SS_CON_PALINDROME, AS_CLUE, APART_NONE },
  { SS_CON_RENBAN, AS_CLUE, APART_ALL },
  { SS_CON_WHISPERS, AS_CLUE, APART_ALONG },
  { SS_CON_BETWEEN, AS_CLUE, APART_NONE },
  { SS_CON_SLOWTHERMO, AS_CLUE, APART_NONE },
  { SS_CON_REGIONSUM, AS_CLUE, APART_NONE },
  { SS_CON_ARROW, AS_CLUE, APART_NONE },
  { SS_CON_LITTLE_KILLER, AS_CLUE, APART_NONE },
  { SS_CON_NOWHITE, AS_CLUE, APART_NONE },
  { SS_CON_NOBLACK, AS_CLUE, APART_NONE },
  { SS_CON_NOXV, AS_CLUE, APART_NONE },
  { SS_CON_QUADRUPLE, AS_CLUE, APART_NONE },
  { SS_CON_MINIMUM, AS_CLUE, APART_NONE },
  { SS_CON_MAXIMUM, AS_CLUE, APART_NONE },
  { SS_CON_SKYSCRAPER, AS_CLUE, APART_NONE },
  { SS_CON_SANDWICH, AS_CLUE, APART_NONE },
  { SS_CON_XSUM, AS_CLUE, APART_NONE },
  { SS_CON_CLONE, AS_CLUE, APART_NONE },
};
_Static_assert (sizeof board_kinds / sizeof *board_kinds == SS_CON_NKINDS,
                "a board entry for every kind");

int
ss_board_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) board_kinds[k].kind != k
        || (board_kinds[k].role == AS_UNIT || board_kinds[k].role == AS_BOX)
           != ss_kind (k)->unit)
      return 0;
  return 1;
}

/* Whether a constraint is a unit of the classic techniques: no value
   twice among its cells, a unit or a cage of two cells or more. */
static int
all_different (const ss_constraint *con)
{
  board_role role = board_kinds[con->kind].role;
  return (role == AS_UNIT || role == AS_BOX || role == AS_CAGE)
         && con->ncells >= 2;
}

int
ss_board_swappable (const ss_board *b, int complete)
{
  const ss_puzzle *pz = b->pz;
  if (pz->family != SS_SUDOKU)
    return 0;
  for (int k = 0; k < pz->ncons; k++)
    {
      const ss_constraint *c = &pz->cons[k];
      int unit = ss_kind (c->kind)->unit;
      /* a cage of one cell is no unit of the board's: its total would
         go unseen */
      if (complete ? !unit || c->ncells != b->n
          : !unit && (board_kinds[c->kind].role != AS_CAGE
                      || c->ncells < 2))
        return 0;
    }
  return 1;
}

const ss_constraint *
ss_board_unit (const ss_board *b, int u)
{
  return &b->pz->cons[b->units[u]];
}

int
ss_board_complete (const ss_board *b, int u)
{
  return ss_board_unit (b, u)->ncells == b->n;
}

/* Whether cells a and c share a unit. */
static int
share_unit (const ss_board *b, long a, long c)
{
  for (int m = b->cell_first[a]; m < b->cell_first[a + 1]; m++)
    for (int k = b->cell_first[c]; k < b->cell_first[c + 1]; k++)
      if (b->cell_units[m] == b->cell_units[k])
        return 1;
  return 0;
}

/* The pairs of cells con keeps apart, each way, as a * ncells + c into
   out (NULL: counted only); their count. */
static long
apart_pairs (const ss_board *b, const ss_constraint *con, long *out)
{
  board_apart how = board_kinds[con->kind].apart;
  long k = 0;
  int m = con->ncells;
  for (int i = 0; i < m && how != APART_NONE; i++)
    {
      int to = how == APART_ALL ? m : i + 2 <= m ? i + 2 : m;
      if (how == APART_PAIRS && i % 2)
        continue;
      for (int j = i + 1; j < to; j++)
        {
          long a = con->cells[i], c = con->cells[j];
          if (out)
            {
              out[k] = a * b->ncells + c;
              out[k + 1] = c * b->ncells + a;
            }
          k += 2;
        }
    }
  return k;
}

static int
cmp_long (const void *x, const void *y)
{
  long a = *(const long *) x, c = *(const long *) y;
  return (a > c) - (a < c);
}

/* Each cell's cells apart from it by a rule that share no unit with it
   (b->apart_first, b->apart): 0, or -1 when memory runs out. */
static int
apart_init (ss_board *b)
{
  const ss_puzzle *pz = b->pz;
  long total = 0, m = 0;
  for (int u = 0; u < pz->ncons; u++)
    total += apart_pairs (b, &pz->cons[u], NULL);
  long *pairs = ss_malloc ((size_t) (total + 1) * sizeof *pairs);
  b->apart_first = ss_calloc ((size_t) b->ncells + 1,
                              sizeof *b->apart_first);
  if (!pairs || !b->apart_first)
    {
      free (pairs);
      return -1;
    }
  for (int u = 0, k = 0; u < pz->ncons; u++)
    k += (int) apart_pairs (b, &pz->cons[u], pairs + k);
  qsort (pairs, (size_t) total, sizeof *pairs, cmp_long);
  for (long i = 0; i < total; i++)
    {
      long a = pairs[i] / b->ncells, c = pairs[i] % b->ncells;
      if (a != c && (!m || pairs[m - 1] != pairs[i]) && !share_unit (b, a, c))
        pairs[m++] = pairs[i];
    }
  b->apart = ss_malloc ((size_t) (m + 1) * sizeof *b->apart);
  if (!b->apart)
    {
      free (pairs);
      return -1;
    }
  for (long i = 0; i < m; i++)
    {
      b->apart[i] = (int) (pairs[i] % b->ncells);
      b->apart_first[pairs[i] / b->ncells + 1]++;
    }
  for (long i = 0; i < b->ncells; i++)
    b->apart_first[i + 1] += b->apart_first[i];
  free (pairs);
  return 0;
}

int
ss_board_apart (const ss_board *b, long a, long c)
{
  for (int k = b->apart_first[a]; k < b->apart_first[a + 1]; k++)
    if (b->apart[k] == c)
      return 1;
  return 0;
}

int
ss_board_apart_rule (const ss_board *b, long a, long c)
{
  const ss_puzzle *pz = b->pz;
  if (!ss_board_apart (b, a, c))
    return -1;
  for (int u = 0; u < pz->ncons; u++)
    {
      long m = apart_pairs (b, &pz->cons[u], NULL);
      long *pairs = m ? ss_malloc ((size_t) m * sizeof *pairs) : NULL;
      int found = 0;
      if (pairs)
        {
          apart_pairs (b, &pz->cons[u], pairs);
          for (long i = 0; i < m && !found; i++)
            found = pairs[i] == a * b->ncells + c;
        }
      free (pairs);
      if (found)
        return u;
    }
  return -1;
}

int
ss_board_sees (const ss_board *b, long a, long c)
{
  return share_unit (b, a, c) || ss_board_apart (b, a, c);
}

int
ss_board_init (ss_board *b, const ss_puzzle *pz, ss_error *err)
{
  int n = pz->n;
  long cells = (long) n * n;
  memset (b, 0, sizeof *b);
  b->pz = pz;
  b->n = n;
  b->ncells = cells;
  for (int u = 0; u < pz->ncons; u++)
    b->nunits += all_different (&pz->cons[u]);
  long memberships = 0;
  for (int u = 0; u < pz->ncons; u++)
    if (all_different (&pz->cons[u]))
      memberships += pz->cons[u].ncells;
  b->cap = 4 * n + 4;
  b->cand = ss_malloc ((size_t) cells * n);
  b->count = ss_calloc ((size_t) cells, sizeof *b->count);
  b->grid = ss_calloc ((size_t) cells, sizeof *b->grid);
  b->units = ss_malloc ((size_t) b->nunits * sizeof *b->units);
  b->cell_first = ss_calloc ((size_t) cells + 1, sizeof *b->cell_first);
  b->cell_units = ss_malloc ((size_t) memberships * sizeof *b->cell_units);
  b->place = ss_malloc ((size_t) b->cap * sizeof *b->place);
  b->elim = ss_malloc ((size_t) b->cap * sizeof *b->elim);
  if (!b->cand || !b->count || !b->grid || !b->units || !b->cell_first
      || !b->cell_units || !b->place || !b->elim)
    {
      ss_board_free (b);
      return ss_oom (err);
    }
  int k = 0;
  for (int u = 0; u < pz->ncons; u++)
    if (all_different (&pz->cons[u]))
      {
        b->units[k++] = u;
        for (int i = 0; i < pz->cons[u].ncells; i++)
          b->cell_first[pz->cons[u].cells[i] + 1]++;
      }
  for (long i = 0; i < cells; i++)
    b->cell_first[i + 1] += b->cell_first[i];
  /* fill each cell's list from its start, counting up */
  int *fill = ss_malloc ((size_t) cells * sizeof *fill);
  if (!fill)
    {
      ss_board_free (b);
      return ss_oom (err);
    }
  for (long i = 0; i < cells; i++)
    fill[i] = b->cell_first[i];
  for (int u = 0; u < b->nunits; u++)
    {
      const ss_constraint *con = ss_board_unit (b, u);
      for (int i = 0; i < con->ncells; i++)
        b->cell_units[fill[con->cells[i]]++] = u;
    }
  free (fill);
  if (apart_init (b))
    {
      ss_board_free (b);
      return ss_oom (err);
    }
  memset (b->cand, 1, (size_t) cells * n);
  for (long i = 0; i < cells; i++)
    b->count[i] = n;
  for (long i = 0; i < cells; i++)
    if (pz->cells[i] >= 1 && pz->cells[i] <= n)
      ss_board_place (b, i, pz->cells[i]);
  return 0;
}

void
ss_board_free (ss_board *b)
{
  free (b->cand);
  free (b->count);
  free (b->grid);
  free (b->units);
  free (b->cell_first);
  free (b->cell_units);
  free (b->apart_first);
  free (b->apart);
  free (b->place);
  free (b->elim);
  memset (b, 0, sizeof *b);
}

void
ss_board_eliminate (ss_board *b, long cell, int v)
{
  unsigned char *c = &b->cand[cell * b->n + v - 1];
  if (*c)
    {
      *c = 0;
      b->count[cell]--;
    }
}

void
ss_board_place (ss_board *b, long cell, int v)
{
  /* a given that clashes with a placed peer leaves a cell without
     candidates, which ss_board_dead finds */
  if (b->grid[cell] || !ss_board_has (b, cell, v))
    {
      b->grid[cell] = b->grid[cell] ? b->grid[cell] : v;
      memset (&b->cand[cell * b->n], 0, (size_t) b->n);
      b->count[cell] = -1;
      return;
    }
  b->grid[cell] = v;
  memset (&b->cand[cell * b->n], 0, (size_t) b->n);
  b->count[cell] = 0;
  for (int k = b->cell_first[cell]; k < b->cell_first[cell + 1]; k++)
    {
      const ss_constraint *con = ss_board_unit (b, b->cell_units[k]);
      for (int i = 0; i < con->ncells; i++)
        if (!b->grid[con->cells[i]])
          ss_board_eliminate (b, con->cells[i], v);
    }
}

int
ss_board_broken (const ss_board *b, long *cell, int *unit, int *value)
{
  int n = b->n;
  for (long i = 0; i < b->ncells; i++)
    if (b->count[i] < 0 || (!b->grid[i] && b->count[i] == 0))
      {
        *cell = i;
        return 1;
      }
  for (int u = 0; u < b->nunits; u++)
    {
      if (!ss_board_complete (b, u))
        continue;
      const ss_constraint *con = ss_board_unit (b, u);
      for (int v = 1; v <= n; v++)
        {
          int room = 0;
          for (int i = 0; i < n && !room; i++)
            room = b->grid[con->cells[i]] == v
                   || ss_board_has (b, con->cells[i], v);
          if (!room)
            {
              *unit = u;
              *value = v;
              return 2;
            }
        }
    }
  return 0;
}

int
ss_board_dead (const ss_board *b)
{
  long cell;
  int unit, value;
  return ss_board_broken (b, &cell, &unit, &value) != 0;
}

int
ss_board_copy (ss_board *to, const ss_board *from)
{
  *to = *from;
  size_t cells = (size_t) from->ncells;
  to->cand = ss_malloc (cells * (size_t) from->n);
  to->count = ss_malloc (cells * sizeof *to->count);
  to->grid = ss_malloc (cells * sizeof *to->grid);
  to->place = ss_malloc ((size_t) from->cap * sizeof *to->place);
  to->elim = ss_malloc ((size_t) from->cap * sizeof *to->elim);
  if (!to->cand || !to->count || !to->grid || !to->place || !to->elim)
    {
      ss_board_free_copy (to);
      return -1;
    }
  memcpy (to->cand, from->cand, cells * (size_t) from->n);
  memcpy (to->count, from->count, cells * sizeof *to->count);
  memcpy (to->grid, from->grid, cells * sizeof *to->grid);
  to->nplace = to->nelim = 0;
  return 0;
}

void
ss_board_free_copy (ss_board *b)
{
  free (b->cand);
  free (b->count);
  free (b->grid);
  free (b->place);
  free (b->elim);
  b->cand = NULL;
  b->count = b->grid = NULL;
  b->place = b->elim = NULL;
}

int
ss_board_late (const ss_board *b)
{
  return b->deadline > 0 && ss_now () > b->deadline;
}

void
ss_board_clear_moves (ss_board *b)
{
  b->nplace = b->nelim = 0;
}

void
ss_board_add_place (ss_board *b, long cell, int v)
{
  if (b->nplace < b->cap)
    b->place[b->nplace++] = (ss_move) { (int) cell, v };
}

void
ss_board_add_elim (ss_board *b, long cell, int v)
{
  for (int i = 0; i < b->nelim; i++)
    if (b->elim[i].cell == cell && b->elim[i].value == v)
      return;
  if (b->nelim < b->cap)
    b->elim[b->nelim++] = (ss_move) { (int) cell, v };
}

void
ss_unit_name (const ss_puzzle *pz, int unit, char *buf, size_t size)
{
  const ss_constraint *con = &pz->cons[unit];
  board_role role = board_kinds[con->kind].role;
  if (role == AS_PAIRS)
    {
      /* a global rule's pairs: one constraint, named by the rule */
      snprintf (buf, size, "%s", con->unit ? con->unit : "pairs");
      return;
    }
  /* a rule's regions are numbered among themselves ("diagonal 2") */
  int number = 1;
  for (int u = 0; u < unit; u++)
    number += pz->cons[u].kind == con->kind && pz->cons[u].unit == con->unit;
  const char *word = role == AS_NONE ? "unit"
                     : role == AS_BOX && pz->region ? "jigsaw"
                     : con->unit ? con->unit : ss_kind (con->kind)->name;
  snprintf (buf, size, "%s %d", word, number);
}
