/* chains.c: the chain techniques and the wings, with HoDoKu's names.
   Nodes are candidates (a value in a cell).  A strong link joins two
   nodes of which one at least is true: the two candidates of a
   bivalue cell, or the two places of a value in a complete unit (a
   conjugate pair).  A weak link joins two nodes of which one at most
   is true: two candidates of a cell, or one value in two cells that
   share a unit.  An alternating chain from node s, strong link first
   and last, shows that s or its far end t is true (s false makes the
   next node true, that one makes the next false, ...), so every
   candidate weakly linked to both goes.  Which links a search may use
   names the technique:
   - XY-wing: three bivalue cells (strong links inside cells, weak ones
     between cells on one value), the pivot in the middle;
   - skyscraper, two-string kite, turbot fish: one value, two conjugate
     pairs and a weak link between them (two parallel lines; a row and
     a column whose ends share a box; anything else);
   - W-wing: two bivalue cells of the same pair, their far values
     joined by a conjugate pair;
   - X-chain: one value, any length; XY-chain: bivalue cells only;
   - AIC: any links.
   The XYZ-wing is a pattern: a pivot of three candidates xyz seeing two
   bivalue wings xz and yz; z goes from every cell that sees all three.
   Every search uses the board's units, so it works on every grid size,
   box shape and extra region. */
#include "explain/board.h"

#include <stdlib.h>
#include <string.h>

/* the searches */
enum { MODE_X, MODE_XY, MODE_ANY };

/* A grouped node: the places of value v where two complete units
   meet (a box and a line), two or more: true when one of them holds
   v.  units: the units that hold all its cells. */
#define GROUP_CELLS 8
typedef struct group {
  int v, k, cells[GROUP_CELLS], nu, units[2];
} group;

typedef struct search {
  ss_board *b;
  int n;
  long nodes;             /* ncells * n, and the groups after them */
  long ncand;             /* ncells * n: nodes from ncand on are groups */
  group *groups;          /* groups[k - ncand] for node k; NULL: none */
  int mode, value;        /* MODE_X: the one value */
  int *strong;            /* strong neighbours, up to 1 + units a node:
                             strong[first[k] .. first[k + 1] - 1] */
  int *first;
  /* breadth-first search over (node, on): dist, parent, stamp */
  int *dist, *parent, *stamp;
  int *queue;
  int *chain;             /* nodes of the chain found, s to t */
  int nchain;
  int *near;              /* conclude's candidates, for a moment */
  int *wfirst, *wlist;    /* the weak links of groups: a candidate's to
                             groups, a group's to all: wlist[wfirst[k]
                             .. wfirst[k + 1] - 1] */
  ss_rule_links_t rules;  /* the weak links through rules (aic) */
} search;

static int
has (const search *q, int k)
{
  return ss_board_has (q->b, k / q->n, k % q->n + 1);
}

/* Whether cells a and c share a unit or a rule keeps them apart: one
   value in both is ruled out. */
static int
sees (const ss_board *b, int a, int c)
{
  return ss_board_sees (b, a, c);
}

/* Whether candidates x and y (nodes) are weakly linked. */
static int
weak (const search *q, int x, int y)
{
  int n = q->n;
  if (x == y)
    return 0;
  if (x / n == y / n)
    return 1;
  return x % n == y % n && sees (q->b, x / n, y / n);
}

/* The place other than cell c of value v in unit u, when v has two
   places there and u is complete; -1 otherwise. */
static int
conjugate (const ss_board *b, int u, int c, int v)
{
  if (!ss_board_complete (b, u))
    return -1;
  const ss_constraint *con = ss_board_unit (b, u);
  int other = -1, places = 0;
  for (int i = 0; i < con->ncells && places <= 2; i++)
    if (ss_board_has (b, con->cells[i], v))
      {
        places++;
        if (con->cells[i] != c)
          other = con->cells[i];
      }
  return places == 2 ? other : -1;
}

/* The strong links the mode allows, node by node. */
static void
strong_links (search *q)
{
  ss_board *b = q->b;
  int n = q->n, m = 0;
  for (long k = 0; k < q->nodes; k++)
    {
      q->first[k] = m;
      if (!has (q, (int) k))
        continue;
      int c = (int) (k / n), v = (int) (k % n) + 1;
      if (q->mode == MODE_X && v != q->value)
        continue;
      if (q->mode != MODE_X && b->count[c] == 2)
        for (int w = 1; w <= n; w++)
          if (w != v && ss_board_has (b, c, w))
            q->strong[m++] = c * n + w - 1;
      if (q->mode == MODE_XY)
        continue;
      for (int j = b->cell_first[c]; j < b->cell_first[c + 1]; j++)
        {
          int o = conjugate (b, b->cell_units[j], c, v);
          int node = o * n + v - 1, seen = 0;
          for (int i = q->first[k]; i < m && !seen; i++)
            seen = q->strong[i] == node;
          if (o >= 0 && !seen)
            q->strong[m++] = node;
        }
    }
  q->first[q->nodes] = m;
}

/* ---- grouped nodes ----------------------------------------------------- */

/* Whether cell c lies in unit u. */
static int
in_unit (const ss_board *b, int c, int u)
{
  for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
    if (b->cell_units[m] == u)
      return 1;
  return 0;
}

static int
in_group (const group *g, int c)
{
  for (int i = 0; i < g->k; i++)
    if (g->cells[i] == c)
      return 1;
  return 0;
}

/* Whether cell c, outside g, shares one of g's units with all its
   cells. */
static int
group_seen (const ss_board *b, const group *g, int c)
{
  if (in_group (g, c))
    return 0;
  for (int i = 0; i < g->nu; i++)
    if (in_unit (b, c, g->units[i]))
      return 1;
  return 0;
}

/* Whether every cell of group h lies in unit u, and none in g (when
   given). */
static int
group_within (const ss_board *b, const group *h, int u, const group *g)
{
  for (int i = 0; i < h->k; i++)
    if (!in_unit (b, h->cells[i], u) || (g && in_group (g, h->cells[i])))
      return 0;
  return 1;
}

/* The nodes weakly linked to group node x (its value's places outside
   it in its units, and the groups there) into out from *m. */
static void
weak_of_group (const search *q, int x, int *out, int *m)
{
  const ss_board *b = q->b;
  const group *g = &q->groups[x - q->ncand];
  long ng = q->nodes - q->ncand;
  for (int j = 0; j < g->nu; j++)
    {
      const ss_constraint *con = ss_board_unit (b, g->units[j]);
      for (int i = 0; i < con->ncells; i++)
        {
          int p = con->cells[i];
          if (!in_group (g, p) && ss_board_has (b, p, g->v))
            out[(*m)++] = p * q->n + g->v - 1;
        }
      for (long h = 0; h < ng; h++)
        if (h != x - q->ncand && q->groups[h].v == g->v
            && group_within (b, &q->groups[h], g->units[j], g))
          out[(*m)++] = (int) (q->ncand + h);
    }
}

/* The groups of the board into q->groups (room for cap): the places of
   each value where two complete units meet, when two to GROUP_CELLS;
   one group for one set of cells.  The number found. */
static long
find_groups (search *q, long cap, int *mark)
{
  const ss_board *b = q->b;
  int n = q->n;
  long ng = 0;
  for (long c = 0; c < b->ncells; c++)
    mark[c] = -1;
  for (int u1 = 0; u1 < b->nunits; u1++)
    {
      if (!ss_board_complete (b, u1) || (u1 % 16 == 0 && ss_board_late (b)))
        continue;
      const ss_constraint *c1 = ss_board_unit (b, u1);
      for (int i = 0; i < c1->ncells; i++)
        mark[c1->cells[i]] = u1;
      for (int u2 = u1 + 1; u2 < b->nunits; u2++)
        {
          if (!ss_board_complete (b, u2))
            continue;
          const ss_constraint *c2 = ss_board_unit (b, u2);
          int both[GROUP_CELLS + 1], nb = 0;
          for (int i = 0; i < c2->ncells && nb <= GROUP_CELLS; i++)
            if (mark[c2->cells[i]] == u1)
              both[nb++] = c2->cells[i];
          if (nb < 2 || nb > GROUP_CELLS)
            continue;
          for (int v = 1; v <= n; v++)
            {
              group g = { .v = v, .nu = 2, .units = { u1, u2 } };
              for (int i = 0; i < nb; i++)
                if (ss_board_has (b, both[i], v))
                  g.cells[g.k++] = both[i];
              if (g.k < 2)
                continue;
              int dup = 0;
              for (long h = 0; h < ng && !dup; h++)
                dup = q->groups[h].v == v && q->groups[h].k == g.k
                      && !memcmp (q->groups[h].cells, g.cells,
                                  (size_t) g.k * sizeof *g.cells);
              if (!dup && ng < cap)
                q->groups[ng++] = g;
            }
        }
    }
  return ng;
}

/* The strong links of the grouped search: the candidates' (as
   strong_links makes them, into tmp / tfirst) and, in each complete
   unit, a value's places split into a group and one place or another
   group.  Into q->strong / q->first, room for cap links.  Kept long:
   the plain links and the grouped ones of each unit are counted and
   laid into one array in the same pass. */
static int
grouped_links (search *q, int *tmp, int *tfirst, long cap)
{
  const ss_board *b = q->b;
  int n = q->n;
  long ng = q->nodes - q->ncand;
  /* the extra links, both ways, as pairs */
  long ne = 0, room = 4 * ng * (b->nunits > 0 ? 4 : 1) + 16;
  int *pairs = ss_malloc ((size_t) room * 2 * sizeof *pairs);
  if (!pairs)
    return -2;
  for (long gi = 0; gi < ng; gi++)
    {
      const group *g = &q->groups[gi];
      for (int u = 0; u < b->nunits; u++)
        {
          if (!ss_board_complete (b, u) || !group_within (b, g, u, NULL))
            continue;
          const ss_constraint *con = ss_board_unit (b, u);
          int rest[SS_MAX_SIDE], nr = 0;
          for (int i = 0; i < con->ncells && nr <= GROUP_CELLS; i++)
            if (ss_board_has (b, con->cells[i], g->v)
                && !in_group (g, con->cells[i]))
              rest[nr++] = con->cells[i];
          int other = -1;
          if (nr == 1)
            other = rest[0] * n + g->v - 1;
          else if (nr >= 2)
            for (long h = 0; h < ng && other < 0; h++)
              {
                const group *gh = &q->groups[h];
                if (h == gi || gh->v != g->v || gh->k != nr)
                  continue;
                int same = 1;
                for (int i = 0; i < nr && same; i++)
                  same = in_group (gh, rest[i]);
                if (same)
                  other = (int) (q->ncand + h);
              }
          if (other < 0)
            continue;
          if (ne + 2 > room)
            {
              int *p = ss_realloc (pairs, (size_t) room * 4 * sizeof *p);
              if (!p)
                {
                  free (pairs);
                  return -2;
                }
              pairs = p;
              room *= 2;
            }
          pairs[2 * ne] = (int) (q->ncand + gi);
          pairs[2 * ne + 1] = other;
          ne++;
          if (other < q->ncand)
            {
              /* the other way; group to group comes from h's turn */
              pairs[2 * ne] = other;
              pairs[2 * ne + 1] = (int) (q->ncand + gi);
              ne++;
            }
        }
    }
  /* counting sort into first / strong */
  for (long k = 0; k <= q->nodes; k++)
    q->first[k] = 0;
  for (long k = 0; k < q->ncand; k++)
    q->first[k + 1] = tfirst[k + 1] - tfirst[k];
  for (long e = 0; e < ne; e++)
    q->first[pairs[2 * e] + 1]++;
  for (long k = 0; k < q->nodes; k++)
    q->first[k + 1] += q->first[k];
  if (q->first[q->nodes] > cap)
    {
      free (pairs);
      return -2;
    }
  int *fill = ss_malloc ((size_t) (q->nodes + 1) * sizeof *fill);
  if (!fill)
    {
      free (pairs);
      return -2;
    }
  for (long k = 0; k < q->nodes; k++)
    fill[k] = q->first[k];
  for (long k = 0; k < q->ncand; k++)
    for (int i = tfirst[k]; i < tfirst[k + 1]; i++)
      q->strong[fill[k]++] = tmp[i];
  for (long e = 0; e < ne; e++)
    q->strong[fill[pairs[2 * e]]++] = pairs[2 * e + 1];
  free (fill);
  free (pairs);
  return 0;
}

/* The weak links of the groups into q->wfirst / q->wlist: 0, or -2
   when memory runs out. */
static int
group_weak_links (search *q)
{
  long ng = q->nodes - q->ncand;
  int n = q->n;
  long cap = 64, m = 0;
  int *pairs = ss_malloc ((size_t) cap * 2 * sizeof *pairs);
  q->wfirst = ss_calloc ((size_t) q->nodes + 1, sizeof *q->wfirst);
  if (!pairs || !q->wfirst)
    {
      free (pairs);
      return -2;
    }
  for (long gi = 0; gi < ng; gi++)
    {
      int k = 0, x = (int) (q->ncand + gi);
      weak_of_group (q, x, q->near, &k);
      for (int i = 0; i < k; i++)
        {
          if (m + 2 > cap)
            {
              int *p = ss_realloc (pairs, (size_t) cap * 4 * sizeof *p);
              if (!p)
                {
                  free (pairs);
                  return -2;
                }
              pairs = p;
              cap *= 2;
            }
          pairs[2 * m] = x;
          pairs[2 * m + 1] = q->near[i];
          m++;
          if (q->near[i] < q->ncand)
            {
              pairs[2 * m] = q->near[i];
              pairs[2 * m + 1] = x;
              m++;
            }
        }
    }
  q->wlist = ss_malloc ((size_t) (m + 1) * sizeof *q->wlist);
  if (!q->wlist)
    {
      free (pairs);
      return -2;
    }
  for (long e = 0; e < m; e++)
    q->wfirst[pairs[2 * e] + 1]++;
  for (long k = 0; k < q->nodes; k++)
    q->wfirst[k + 1] += q->wfirst[k];
  /* fill in place: wfirst[k] runs ahead, then is set back */
  for (long e = 0; e < m; e++)
    q->wlist[q->wfirst[pairs[2 * e]]++] = pairs[2 * e + 1];
  for (long k = q->nodes; k > 0; k--)
    q->wfirst[k] = q->wfirst[k - 1];
  q->wfirst[0] = 0;
  free (pairs);
  (void) n;
  return 0;
}

/* Whether candidate p (a node) is weakly linked to node x, a group or
   a candidate. */
static int
weak_node (const search *q, int p, int x)
{
  if (x < q->ncand)
    return weak (q, p, x);
  const group *g = &q->groups[x - q->ncand];
  return p % q->n + 1 == g->v && group_seen (q->b, g, p / q->n);
}

/* conclude's moves when an end is a group: every candidate weakly
   linked to both ends, sought among the value's places in the units
   of an end, or, for ends of two values, in the candidate end's
   cell. */
static int
conclude_grouped (search *q, int s, int t)
{
  ss_board *b = q->b;
  int n = q->n;
  ss_board_clear_moves (b);
  int vs = s < q->ncand ? s % n + 1 : q->groups[s - q->ncand].v;
  int vt = t < q->ncand ? t % n + 1 : q->groups[t - q->ncand].v;
  if (vs != vt)
    {
      /* one end is a candidate (c, w), the other a group of v: c's v */
      int c = s < q->ncand ? s : t, g = s < q->ncand ? t : s;
      if (c >= q->ncand)
        return 0;
      int v = q->groups[g - q->ncand].v, p = (c / n) * n + v - 1;
      if (ss_board_has (b, c / n, v) && weak_node (q, p, g))
        ss_board_add_elim (b, c / n, v);
      return b->nelim;
    }
  /* one value: the places in the units of s */
  int m = 0;
  if (s >= q->ncand)
    for (int i = q->wfirst[s]; i < q->wfirst[s + 1]; i++)
      q->near[m++] = q->wlist[i];
  else
    {
      int c = s / n;
      for (int j = b->cell_first[c]; j < b->cell_first[c + 1]; j++)
        {
          const ss_constraint *con = ss_board_unit (b, b->cell_units[j]);
          for (int i = 0; i < con->ncells; i++)
            if (con->cells[i] != c && ss_board_has (b, con->cells[i], vs))
              q->near[m++] = con->cells[i] * n + vs - 1;
        }
      for (int j = b->apart_first[c]; j < b->apart_first[c + 1]; j++)
        if (ss_board_has (b, b->apart[j], vs))
          q->near[m++] = b->apart[j] * n + vs - 1;
    }
  for (int i = 0; i < m; i++)
    {
      int p = q->near[i];
      if (p < q->ncand && p != s && p != t && weak_node (q, p, s)
          && weak_node (q, p, t))
        ss_board_add_elim (b, p / n, p % n + 1);
    }
  return b->nelim;
}

/* The moves of a chain from s to t: every candidate weakly linked to
   both (not s or t themselves); the number added. */
static int conclude_grouped (search *q, int s, int t);

static int
conclude (search *q, int s, int t)
{
  ss_board *b = q->b;
  int n = q->n;
  if (s >= q->ncand || t >= q->ncand)
    return conclude_grouped (q, s, t);
  int cs = s / n, ct = t / n, vs = s % n + 1, vt = t % n + 1;
  ss_board_clear_moves (b);
  if (cs == ct)
    {
      for (int w = 1; w <= n; w++)
        if (w != vs && w != vt && ss_board_has (b, cs, w))
          ss_board_add_elim (b, cs, w);
      return b->nelim;
    }
  if (vs == vt)
    {
      for (int j = b->cell_first[cs]; j < b->cell_first[cs + 1]; j++)
        {
          const ss_constraint *con = ss_board_unit (b, b->cell_units[j]);
          for (int i = 0; i < con->ncells; i++)
            {
              int p = con->cells[i];
              if (p != cs && p != ct && ss_board_has (b, p, vs)
                  && sees (b, p, ct))
                ss_board_add_elim (b, p, vs);
            }
        }
      for (int j = b->apart_first[cs]; j < b->apart_first[cs + 1]; j++)
        {
          int p = b->apart[j];
          if (p != ct && ss_board_has (b, p, vs) && sees (b, p, ct))
            ss_board_add_elim (b, p, vs);
        }
      return b->nelim;
    }
  if (ss_board_has (b, cs, vt) && weak (q, cs * n + vt - 1, t))
    ss_board_add_elim (b, cs, vt);
  if (ss_board_has (b, ct, vs) && weak (q, ct * n + vs - 1, s))
    ss_board_add_elim (b, ct, vs);
  return b->nelim;
}

/* The chain to (t, on) as nodes, s first. */
static void
unwind (search *q, int t)
{
  int m = 0;
  for (int at = 2 * t + 1; at >= 0; at = q->parent[at])
    q->chain[m++] = at / 2;
  for (int i = 0; i < m / 2; i++)
    {
      int x = q->chain[i];
      q->chain[i] = q->chain[m - 1 - i];
      q->chain[m - 1 - i] = x;
    }
  q->nchain = m;
}

typedef int (*shape_fn) (search *);

/* Node y reached at distance dist from parent: stamped with this
   search's stamp and queued. */
static inline void
visit (search *q, int y, int stamp, int dist, int parent, int *tail)
{
  q->stamp[y] = stamp;
  q->dist[y] = dist;
  q->parent[y] = parent;
  q->queue[(*tail)++] = y;
}

/* From every node s with a strong link, chains of lo..hi links whose
   shape (when given) holds and whose far end t gives a move; 1 with
   the chain in q->chain and the moves in the board, 0, or -1 when the
   deadline passed.  Kept long: one breadth-first search with its ends
   tested inline; its state is the search's arrays. */
static int
chains_from (search *q, int lo, int hi, shape_fn shape)
{
  int n = q->n;
  for (long s = 0; s < q->nodes; s++)
    {
      if (q->first[s] == q->first[s + 1])
        continue;
      if (s % 64 == 0 && ss_board_late (q->b))
        return -1;
      int head = 0, tail = 0;
      int stamp = (int) s + 1;
      visit (q, (int) (2 * s), stamp, 0, -1, &tail);
      while (head < tail)
        {
          int at = q->queue[head++];
          int x = at / 2, on = at % 2, d = q->dist[at];
          if (on && d >= lo && x != s && conclude (q, (int) s, x))
            {
              unwind (q, x);
              if (!shape || shape (q))
                return 1;
            }
          if (d >= hi)
            continue;
          /* off: strong links make the next node true; on: weak links
             make it false */
          int cx = x / n, vx = x % n + 1;
          if (!on)
            for (int i = q->first[x]; i < q->first[x + 1]; i++)
              {
                int y = 2 * q->strong[i] + 1;
                if (q->stamp[y] == stamp)
                  continue;
                visit (q, y, stamp, d + 1, at, &tail);
              }
          else if (x >= q->ncand)
            {
              /* a group: the value's places that see all its cells,
                 other groups among them */
              for (int i = q->wfirst[x]; i < q->wfirst[x + 1]; i++)
                {
                  int y = 2 * q->wlist[i];
                  if (q->stamp[y] == stamp)
                    continue;
                  visit (q, y, stamp, d + 1, at, &tail);
                }
            }
          else
            {
              ss_board *b = q->b;
              /* the groups of the value that the cell sees */
              for (int i = q->wlist ? q->wfirst[x] : 0;
                   q->wlist && i < q->wfirst[x + 1]; i++)
                {
                  int y = 2 * q->wlist[i];
                  if (q->stamp[y] == stamp)
                    continue;
                  visit (q, y, stamp, d + 1, at, &tail);
                }
              /* the cell's other candidates, then the value's peers */
              for (int w = 1; w <= n && q->mode == MODE_ANY; w++)
                {
                  int y = 2 * (cx * n + w - 1);
                  if (w == vx || !ss_board_has (b, cx, w)
                      || q->stamp[y] == stamp)
                    continue;
                  visit (q, y, stamp, d + 1, at, &tail);
                }
              for (int j = b->cell_first[cx]; j < b->cell_first[cx + 1]; j++)
                {
                  const ss_constraint *con =
                    ss_board_unit (b, b->cell_units[j]);
                  for (int i = 0; i < con->ncells; i++)
                    {
                      int p = con->cells[i], y = 2 * (p * n + vx - 1);
                      if (p == cx || !ss_board_has (b, p, vx)
                          || q->stamp[y] == stamp)
                        continue;
                      visit (q, y, stamp, d + 1, at, &tail);
                    }
                }
              /* what a rule holding the cell takes when it is true */
              for (int i = q->rules.first ? q->rules.first[x] : 0;
                   q->rules.first && i < q->rules.first[x + 1]; i++)
                {
                  int y = 2 * q->rules.list[i];
                  if (q->stamp[y] == stamp)
                    continue;
                  visit (q, y, stamp, d + 1, at, &tail);
                }
              /* and the cells a rule keeps apart from it */
              for (int j = b->apart_first[cx]; j < b->apart_first[cx + 1]; j++)
                {
                  int p = b->apart[j], y = 2 * (p * n + vx - 1);
                  if (!ss_board_has (b, p, vx) || q->stamp[y] == stamp)
                    continue;
                  visit (q, y, stamp, d + 1, at, &tail);
                }
            }
        }
    }
  return 0;
}

/* The next k-combination of 0..m-1 in idx; 0 after the last. */
static int
next_comb (int *idx, int k, int m)
{
  int i = k - 1;
  while (i >= 0 && idx[i] == m - k + i)
    i--;
  if (i < 0)
    return 0;
  idx[i]++;
  for (int j = i + 1; j < k; j++)
    idx[j] = idx[j - 1] + 1;
  return 1;
}

/* The cell of node x (a group's first). */
static int
node_cell (const search *q, int x)
{
  return x < q->ncand ? x / q->n : q->groups[x - q->ncand].cells[0];
}

/* ---- shapes ------------------------------------------------------------ */

/* A chain with a group among its nodes (without, it is an aic). */
static int
has_group (search *q)
{
  for (int i = 0; i < q->nchain; i++)
    if (q->chain[i] >= q->ncand)
      return 1;
  return 0;
}


/* The complete unit of kind (or any kind, -1) in which cells a and c
   are v's two places; -1 when none. */
static int
pair_unit (const ss_board *b, int a, int c, int v, int kind)
{
  for (int m = b->cell_first[a]; m < b->cell_first[a + 1]; m++)
    {
      int u = b->cell_units[m];
      if ((kind < 0 || (int) ss_board_unit (b, u)->kind == kind)
          && conjugate (b, u, a, v) == c)
        return u;
    }
  return -1;
}

/* Two conjugate pairs both in rows or both in columns. */
static int
skyscraper_shape (search *q)
{
  int n = q->n, *c = q->chain, v = c[0] % n + 1;
  if (q->nchain != 4)
    return 0;
  for (int kind = SS_CON_ROW; kind <= SS_CON_COL; kind++)
    if (pair_unit (q->b, c[0] / n, c[1] / n, v, kind) >= 0
        && pair_unit (q->b, c[2] / n, c[3] / n, v, kind) >= 0)
      return 1;
  return 0;
}

/* Whether cells a and c share a unit of kind. */
static int
share (const ss_board *b, int a, int c, int kind)
{
  for (int m = b->cell_first[a]; m < b->cell_first[a + 1]; m++)
    {
      const ss_constraint *con = ss_board_unit (b, b->cell_units[m]);
      if ((int) con->kind != kind)
        continue;
      for (int i = 0; i < con->ncells; i++)
        if (con->cells[i] == c)
          return 1;
    }
  return 0;
}

/* A conjugate pair in a row and one in a column, the inner ends
   sharing a box. */
static int
kite_shape (search *q)
{
  int n = q->n, *c = q->chain, v = c[0] % n + 1;
  const ss_board *b = q->b;
  if (q->nchain != 4 || !share (b, c[1] / n, c[2] / n, SS_CON_BOX))
    return 0;
  return (pair_unit (b, c[0] / n, c[1] / n, v, SS_CON_ROW) >= 0
          && pair_unit (b, c[2] / n, c[3] / n, v, SS_CON_COL) >= 0)
         || (pair_unit (b, c[0] / n, c[1] / n, v, SS_CON_COL) >= 0
             && pair_unit (b, c[2] / n, c[3] / n, v, SS_CON_ROW) >= 0);
}

/* Two bivalue cells of one pair xy, x at both ends, y joined through a
   conjugate pair. */
static int
w_wing_shape (search *q)
{
  int n = q->n, *c = q->chain;
  if (q->nchain != 6)
    return 0;
  const ss_board *b = q->b;
  int a = c[0] / n, z = c[5] / n;
  if (c[1] / n != a || c[4] / n != z || a == z || b->count[a] != 2
      || b->count[z] != 2)
    return 0;
  for (int v = 1; v <= n; v++)
    if (ss_board_has (b, a, v) != ss_board_has (b, z, v))
      return 0;
  int y = c[1] % n + 1;
  return c[2] % n + 1 == y && c[3] % n + 1 == y && c[4] % n + 1 == y
         && c[2] / n != c[3] / n;
}

/* Both ends the same value (an XY-chain's, an XY-wing's). */
static int
same_ends (search *q)
{
  return q->chain[0] % q->n == q->chain[q->nchain - 1] % q->n;
}

/* ---- the XYZ-wing ------------------------------------------------------- */

/* Kept long: the pivot, both wings and the cells that see all three
   are one search whose tests read the levels above. */
static int
xyz_wing (ss_board *b, ss_step *s, int *peers)
{
  int n = b->n;
  for (long p = 0; p < b->ncells; p++)
    {
      if (b->grid[p] || b->count[p] != 3)
        continue;
      /* the pivot's peers that are bivalue within its candidates */
      int m = 0;
      for (int j = b->cell_first[p]; j < b->cell_first[p + 1]; j++)
        {
          const ss_constraint *con = ss_board_unit (b, b->cell_units[j]);
          for (int i = 0; i < con->ncells; i++)
            {
              int c = con->cells[i], inside = 1, dup = 0;
              if (c == p || b->grid[c] || b->count[c] != 2)
                continue;
              for (int v = 1; v <= n && inside; v++)
                inside = !ss_board_has (b, c, v) || ss_board_has (b, p, v);
              for (int k = 0; k < m && !dup; k++)
                dup = peers[k] == c;
              if (inside && !dup && m < 4 * n)
                peers[m++] = c;
            }
        }
      for (int i = 0; i < m; i++)
        for (int j = i + 1; j < m; j++)
          {
            int w1 = peers[i], w2 = peers[j], z = 0, same = 1;
            for (int v = 1; v <= n; v++)
              {
                int a = ss_board_has (b, w1, v), c = ss_board_has (b, w2, v);
                if (a && c)
                  z = v;
                same &= a == c;
              }
            if (same || !z)
              continue;
            ss_board_clear_moves (b);
            for (long c = 0; c < b->ncells; c++)
              if (c != p && c != w1 && c != w2 && ss_board_has (b, c, z)
                  && sees (b, (int) c, (int) p) && sees (b, (int) c, w1)
                  && sees (b, (int) c, w2))
                ss_board_add_elim (b, c, z);
            if (!b->nelim)
              continue;
            memset (s, 0, sizeof *s);
            s->technique = SS_TECH_XYZ_WING;
            s->broken_cell = s->broken_unit = -1;
            s->cells[0] = (int) p;
            s->cells[1] = w1;
            s->cells[2] = w2;
            s->ncells = 3;
            for (int v = 1; v <= n; v++)
              if (ss_board_has (b, (int) p, v) && v != z)
                s->values[s->nvalues++] = v;
            s->values[s->nvalues++] = z;
            s->eliminate = b->elim;
            s->neliminate = b->nelim;
            s->place = b->place;
            return 1;
          }
    }
  return 0;
}

/* ---- finned and sashimi fish ------------------------------------------- */

/* The cell at position i of line l: rows (cols 0) or columns. */
static int
line_at (int n, int cols, int l, int i)
{
  return cols ? i * n + l : l * n + i;
}

/* k base lines whose places for v lie in k cover lines but for fins,
   all in one box: were a fin v, the box would hold it; were none, the
   fish would: so the cover lines' cells in that box, outside the base
   lines, lose v.  Sashimi when a base line keeps fewer than two places
   in the cover lines.  Kept long: the choice of base lines, their
   cover lines, the fins and their box are one combination search
   whose steps share its arrays. */
static int
finned_fish (ss_board *b, ss_step *s, ss_technique t, int k, int *lines,
             int *covers, int *fins)
{
  int n = b->n;
  for (int v = 1; v <= n; v++)
    for (int cols = 0; cols < 2; cols++)
      {
        int m = 0;
        for (int l = 0; l < n; l++)
          {
            int places = 0;
            for (int i = 0; i < n; i++)
              places += ss_board_has (b, line_at (n, cols, l, i), v);
            if (places >= 1 && places <= k + 3)
              lines[m++] = l;
          }
        if (m < k)
          continue;
        int bi[SS_STEP_MAX];
        for (int i = 0; i < k; i++)
          bi[i] = i;
        do
          {
            /* the positions the base lines use */
            int used = 0;
            for (int i = 0; i < n; i++)
              {
                covers[i] = 0;
                for (int j = 0; j < k && !covers[i]; j++)
                  covers[i] = ss_board_has (b, line_at (n, cols,
                                                        lines[bi[j]], i), v);
                used += covers[i];
              }
            if (used <= k)
              continue;           /* a plain fish, or none */
            int pos[SS_MAX_SIDE], npos = 0;
            for (int i = 0; i < n; i++)
              if (covers[i])
                pos[npos++] = i;
            int ci[SS_STEP_MAX];
            for (int i = 0; i < k; i++)
              ci[i] = i;
            do
              {
                /* fins: base places outside the chosen cover lines */
                int nfins = 0, box = -1, one_box = 1;
                for (int j = 0; j < k && one_box; j++)
                  for (int i = 0; i < n && one_box; i++)
                    {
                      int c = line_at (n, cols, lines[bi[j]], i), in = 0;
                      if (!ss_board_has (b, c, v))
                        continue;
                      for (int x = 0; x < k; x++)
                        in |= pos[ci[x]] == i;
                      if (in)
                        continue;
                      int bx = ss_box_of (b->pz, c / n, c % n);
                      one_box = box < 0 || bx == box;
                      box = bx;
                      fins[nfins++] = c;
                    }
                if (!one_box || !nfins)
                  continue;
                ss_board_clear_moves (b);
                for (int x = 0; x < k; x++)
                  for (int l = 0; l < n; l++)
                    {
                      int c = line_at (n, cols, l, pos[ci[x]]), base = 0;
                      for (int j = 0; j < k; j++)
                        base |= lines[bi[j]] == l;
                      if (!base && ss_board_has (b, c, v)
                          && ss_box_of (b->pz, c / n, c % n) == box)
                        ss_board_add_elim (b, c, v);
                    }
                if (!b->nelim)
                  continue;
                int sashimi = 0;
                for (int j = 0; j < k; j++)
                  {
                    int inside = 0;
                    for (int x = 0; x < k; x++)
                      inside += ss_board_has (b, line_at (n, cols,
                                                          lines[bi[j]],
                                                          pos[ci[x]]), v);
                    sashimi |= inside < 2;
                  }
                memset (s, 0, sizeof *s);
                s->technique = t;
                s->broken_cell = s->broken_unit = -1;
                /* rows are constraints 0..n-1, columns n..2n-1 */
                for (int j = 0; j < k; j++)
                  s->units[s->nunits++] = lines[bi[j]] + (cols ? n : 0);
                for (int x = 0; x < k; x++)
                  s->units[s->nunits++] = pos[ci[x]] + (cols ? 0 : n);
                for (int i = 0; i < nfins && s->ncells < 16; i++)
                  s->cells[s->ncells++] = fins[i];
                s->values[s->nvalues++] = v;
                s->chain = sashimi;
                s->eliminate = b->elim;
                s->neliminate = b->nelim;
                s->place = b->place;
                return 1;
              }
            while (next_comb (ci, k, npos));
          }
        while (next_comb (bi, k, m));
        if (ss_board_late (b))
          return -1;
      }
  return 0;
}

/* ---- simple colouring -------------------------------------------------- */

/* For value v, the cells joined by conjugate pairs, coloured in turn:
   one colour holds v in every cell, the other in none.  Two cells of
   one colour in one unit: that colour is false, its cells lose v
   (wrap); a cell that sees both colours loses v (trap).  Kept long:
   the clusters built and both of their traps (wrap, trap) checked in
   one pass over the colours. */
static int
colouring (ss_board *b, ss_step *s, ss_link **links, int *cap, int *colour,
           int *queue)
{
  int n = b->n;
  long cells = b->ncells;
  if (*cap < (int) cells)
    {
      ss_link *l = ss_realloc (*links, (size_t) cells * sizeof *l);
      if (!l)
        return -2;
      *links = l;
      *cap = (int) cells;
    }
  for (int v = 1; v <= n; v++)
    {
      for (long c = 0; c < cells; c++)
        colour[c] = -1;
      for (long c0 = 0; c0 < cells; c0++)
        {
          if (colour[c0] >= 0 || !ss_board_has (b, c0, v))
            continue;
          /* one cluster from c0 */
          int head = 0, tail = 0;
          colour[c0] = 0;
          queue[tail++] = (int) c0;
          while (head < tail)
            {
              int c = queue[head++];
              for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
                {
                  int o = conjugate (b, b->cell_units[m], c, v);
                  if (o < 0 || colour[o] >= 0)
                    continue;
                  colour[o] = !colour[c];
                  queue[tail++] = o;
                }
            }
          if (tail < 4)
            {
              for (int i = 0; i < tail; i++)
                colour[queue[i]] = -2;  /* a lone pair: a chain's job */
              continue;
            }
          ss_board_clear_moves (b);
          /* wrap */
          int wrong = -1;
          for (int i = 0; i < tail && wrong < 0; i++)
            for (int j = i + 1; j < tail && wrong < 0; j++)
              if (colour[queue[i]] == colour[queue[j]]
                  && sees (b, queue[i], queue[j]))
                wrong = colour[queue[i]];
          if (wrong >= 0)
            for (int i = 0; i < tail; i++)
              if (colour[queue[i]] == wrong)
                ss_board_add_elim (b, queue[i], v);
          /* trap */
          for (long c = 0; c < cells && wrong < 0; c++)
            {
              if (!ss_board_has (b, c, v) || colour[c] >= 0)
                continue;
              int seen[2] = { 0, 0 };
              for (int i = 0; i < tail; i++)
                if (sees (b, (int) c, queue[i]))
                  seen[colour[queue[i]]] = 1;
              if (seen[0] && seen[1])
                ss_board_add_elim (b, c, v);
            }
          if (!b->nelim)
            {
              for (int i = 0; i < tail; i++)
                colour[queue[i]] = -2;
              continue;
            }
          memset (s, 0, sizeof *s);
          s->technique = SS_TECH_COLOURING;
          s->broken_cell = s->broken_unit = -1;
          s->values[s->nvalues++] = v;
          s->chain = wrong >= 0;        /* 1: wrap, 0: trap */
          /* the cluster as links: its cells in colour order, on for
             the first colour */
          int nl = 0;
          for (int col = 0; col < 2; col++)
            for (int i = 0; i < tail; i++)
              if (colour[queue[i]] == col)
                (*links)[nl++] = (ss_link) { queue[i], v, !col,
                                             SS_LINK_COLOUR, -1, col };
          s->links = *links;
          s->nlinks = nl;
          s->eliminate = b->elim;
          s->neliminate = b->nelim;
          s->place = b->place;
          return 1;
        }
    }
  return 0;
}

/* ---- multi-colouring ---------------------------------------------------- */

/* Whether a cell of colour a of the clusters sees one of colour c:
   cells[from[k] .. from[k + 1] - 1] hold colour k. */
static int
colours_see (const ss_board *b, const int *cells, const int *from, int a,
             int c)
{
  for (int i = from[a]; i < from[a + 1]; i++)
    for (int j = from[c]; j < from[c + 1]; j++)
      if (sees (b, cells[i], cells[j]))
        return 1;
  return 0;
}

/* HoDoKu's multi colours: for value v, two clusters of conjugate
   pairs, colours a, A and b, B (a true or A true; b or B).  When a
   sees both b and B, a is false: one of b, B is true and a cell of a
   sees it (type 1: a's cells lose v).  When a sees b, a and b are not
   both true, so A or B is: every cell outside the clusters that sees a
   cell of A and one of B loses v (type 2).  Kept long: the clusters
   of each value and both types are tested over every pair of clusters
   in one pass. */
static int
multi_colouring (ss_board *b, ss_step *s, ss_link **links, int *cap,
                 int *colour, int *cluster, int *order, int *start,
                 int *cells)
{
  int n = b->n;
  long ncells = b->ncells;
  if (*cap < (int) ncells)
    {
      ss_link *l = ss_realloc (*links, (size_t) ncells * sizeof *l);
      if (!l)
        return -2;
      *links = l;
      *cap = (int) ncells;
    }
  for (int v = 1; v <= n; v++)
    {
      /* the clusters of v: order[start[k] .. start[k + 1] - 1] */
      int nclusters = 0, tail = 0;
      for (long c = 0; c < ncells; c++)
        cluster[c] = -1;
      for (long c0 = 0; c0 < ncells; c0++)
        {
          if (cluster[c0] >= 0 || !ss_board_has (b, c0, v))
            continue;
          int head = tail, first = tail;
          cluster[c0] = nclusters;
          colour[c0] = 0;
          order[tail++] = (int) c0;
          while (head < tail)
            {
              int c = order[head++];
              for (int m = b->cell_first[c]; m < b->cell_first[c + 1]; m++)
                {
                  int o = conjugate (b, b->cell_units[m], c, v);
                  if (o < 0 || cluster[o] >= 0)
                    continue;
                  cluster[o] = nclusters;
                  colour[o] = !colour[c];
                  order[tail++] = o;
                }
            }
          if (tail - first < 2)
            {
              tail = first;      /* no conjugate pair: no cluster */
              cluster[c0] = -2;
              continue;
            }
          start[nclusters++] = first;
        }
      start[nclusters] = tail;
      for (int k1 = 0; k1 < nclusters; k1++)
        for (int k2 = 0; k2 < nclusters; k2++)
          {
            if (k1 == k2)
              continue;
            if (ss_board_late (b))
              return -1;
            /* the four colours' cells in a row: a, A, b, B */
            int from[5], m = 0;
            for (int col = 0; col < 4; col++)
              {
                int k = col < 2 ? k1 : k2;
                from[col] = m;
                for (int i = start[k]; i < start[k + 1]; i++)
                  if (colour[order[i]] == col % 2)
                    cells[m++] = order[i];
              }
            from[4] = m;
            for (int a = 0; a < 2; a++)
              for (int c = 2; c < 4; c++)
                {
                  /* colour a sees colour c; A = 1 - a, C = 5 - c */
                  if (!colours_see (b, cells, from, a, c))
                    continue;
                  int type = colours_see (b, cells, from, a, 5 - c) ? 1 : 2;
                  ss_board_clear_moves (b);
                  if (type == 1)
                    for (int i = from[a]; i < from[a + 1]; i++)
                      ss_board_add_elim (b, cells[i], v);
                  else
                    for (long p = 0; p < ncells; p++)
                      {
                        if (!ss_board_has (b, p, v) || cluster[p] == k1
                            || cluster[p] == k2)
                          continue;
                        int seen[2] = { 0, 0 };
                        for (int i = from[1 - a]; i < from[2 - a]; i++)
                          seen[0] |= sees (b, (int) p, cells[i]);
                        for (int i = from[5 - c]; i < from[6 - c]; i++)
                          seen[1] |= sees (b, (int) p, cells[i]);
                        if (seen[0] && seen[1])
                          ss_board_add_elim (b, p, v);
                      }
                  if (!b->nelim)
                    continue;
                  memset (s, 0, sizeof *s);
                  s->technique = SS_TECH_MULTI_COLOURING;
                  s->broken_cell = s->broken_unit = -1;
                  s->values[s->nvalues++] = v;
                  s->chain = type;
                  /* the colours as links, branches 0 to 3: a (which
                     sees), A, c (which a sees), C; on for a and c */
                  int nl = 0;
                  const int cols[4] = { a, 1 - a, c, 5 - c };
                  for (int k = 0; k < 4; k++)
                    for (int i = from[cols[k]]; i < from[cols[k] + 1]; i++)
                      (*links)[nl++] = (ss_link) { cells[i], v, k % 2 == 0,
                                                   SS_LINK_COLOUR, -1, k };
                  s->links = *links;
                  s->nlinks = nl;
                  s->eliminate = b->elim;
                  s->neliminate = b->nelim;
                  s->place = b->place;
                  return 1;
                }
          }
    }
  return 0;
}

/* ---- ALS-XZ ------------------------------------------------------------ */

/* An almost locked set: k open cells of one unit holding k + 1 values
   in all (here k <= 3). */
#define ALS_CELLS 3
typedef struct als {
  int unit, k, cells[ALS_CELLS], nv, values[ALS_CELLS + 1];
} als;

/* The sets of unit u into list from *m (room for cap). */
static void
als_of_unit (const ss_board *b, int u, als *list, int *m, int cap)
{
  const ss_constraint *con = ss_board_unit (b, u);
  int n = b->n, open[SS_MAX_SIDE], no = 0;
  for (int i = 0; i < con->ncells; i++)
    if (!b->grid[con->cells[i]] && b->count[con->cells[i]] >= 2
        && b->count[con->cells[i]] <= ALS_CELLS + 1)
      open[no++] = con->cells[i];
  for (int k = 1; k <= ALS_CELLS && k <= no; k++)
    {
      int idx[ALS_CELLS];
      for (int i = 0; i < k; i++)
        idx[i] = i;
      do
        {
          als a = { .unit = u, .k = k };
          int over = 0;
          for (int v = 1; v <= n && !over; v++)
            {
              int in = 0;
              for (int i = 0; i < k && !in; i++)
                in = ss_board_has (b, open[idx[i]], v);
              if (in)
                {
                  if (a.nv == k + 1)
                    over = 1;
                  else
                    a.values[a.nv++] = v;
                }
            }
          if (over || a.nv != k + 1 || *m >= cap)
            continue;
          for (int i = 0; i < k; i++)
            a.cells[i] = open[idx[i]];
          list[(*m)++] = a;
        }
      while (next_comb (idx, k, no));
    }
}

static int
als_has (const als *a, int v)
{
  for (int i = 0; i < a->nv; i++)
    if (a->values[i] == v)
      return 1;
  return 0;
}

/* Whether every cell of a holding v sees every cell of c holding v
   (and neither shares a cell with the other). */
static int
all_see (const ss_board *b, const als *a, const als *c, int v)
{
  for (int i = 0; i < a->k; i++)
    for (int j = 0; j < c->k; j++)
      {
        if (a->cells[i] == c->cells[j])
          return 0;
        if (ss_board_has (b, a->cells[i], v)
            && ss_board_has (b, c->cells[j], v)
            && !sees (b, a->cells[i], c->cells[j]))
          return 0;
      }
  return 1;
}

/* Two almost locked sets A and B with a restricted common value x (its
   cells in A all see its cells in B: x goes into one set at most, so
   the other is locked) and another common value z: z goes into A or
   B, so every cell that sees all of z's cells in both loses it. */
static int
als_xz (ss_board *b, ss_step *s, als *list, int cap)
{
  int n = b->n, m = 0;
  for (int u = 0; u < b->nunits; u++)
    if (ss_board_complete (b, u))
      als_of_unit (b, u, list, &m, cap);
  for (int i = 0; i < m; i++)
    {
      if (i % 64 == 0 && ss_board_late (b))
        return -1;
      for (int j = i + 1; j < m; j++)
        {
          const als *a = &list[i], *c = &list[j];
          for (int xi = 0; xi < a->nv; xi++)
            {
              int x = a->values[xi];
              if (!als_has (c, x) || !all_see (b, a, c, x))
                continue;
              for (int zi = 0; zi < a->nv; zi++)
                {
                  int z = a->values[zi];
                  if (z == x || !als_has (c, z))
                    continue;
                  ss_board_clear_moves (b);
                  for (long p = 0; p < b->ncells; p++)
                    {
                      if (!ss_board_has (b, p, z))
                        continue;
                      int ok = 1;
                      for (int q = 0; q < a->k + c->k && ok; q++)
                        {
                          int cc = q < a->k ? a->cells[q]
                                   : c->cells[q - a->k];
                          if (cc == p)
                            ok = 0;
                          else if (ss_board_has (b, cc, z))
                            ok = sees (b, (int) p, cc);
                        }
                      if (ok)
                        ss_board_add_elim (b, p, z);
                    }
                  if (!b->nelim)
                    continue;
                  memset (s, 0, sizeof *s);
                  s->technique = SS_TECH_ALS_XZ;
                  s->broken_cell = s->broken_unit = -1;
                  s->units[s->nunits++] = b->units[a->unit];
                  s->units[s->nunits++] = b->units[c->unit];
                  for (int q = 0; q < a->k; q++)
                    s->cells[s->ncells++] = a->cells[q];
                  for (int q = 0; q < c->k; q++)
                    s->cells[s->ncells++] = c->cells[q];
                  s->chain = a->k;      /* A's cells come first */
                  s->values[s->nvalues++] = x;
                  s->values[s->nvalues++] = z;
                  s->eliminate = b->elim;
                  s->neliminate = b->nelim;
                  s->place = b->place;
                  (void) n;
                  return 1;
                }
            }
        }
    }
  return 0;
}

/* ---- ALS-XY-wing ------------------------------------------------------- */

/* Whether almost locked sets a and c share a cell. */
static int
als_overlap (const als *a, const als *c)
{
  for (int i = 0; i < a->k; i++)
    for (int j = 0; j < c->k; j++)
      if (a->cells[i] == c->cells[j])
        return 1;
  return 0;
}

/* The restricted common values of a and c as a bit set over a's
   values (bit i for a->values[i]), 0 when they overlap. */
static unsigned
als_rcc (const ss_board *b, const als *a, const als *c)
{
  unsigned rcc = 0;
  if (als_overlap (a, c))
    return 0;
  for (int i = 0; i < a->nv; i++)
    if (als_has (c, a->values[i]) && all_see (b, a, c, a->values[i]))
      rcc |= 1U << i;
  return rcc;
}

/* HoDoKu's ALS-XY-wing: a pivot set C with a restricted common value x
   with set A and another, y, with set B.  C loses one value at most,
   so x or y goes into C: then A or B is locked, and a value z common
   to A and B (neither x nor y) goes into A or B; every cell that sees
   all of z's cells in both loses it.  nb: room for the pivot's
   neighbours (sets and their values).  Kept long: three nested
   searches over the sets (pivot, A, B) and the value z, each level's
   tests reading the level above. */
static int
als_xy_wing (ss_board *b, ss_step *s, als *list, int cap, int *nb,
             unsigned *nbrcc, int room)
{
  int m = 0;
  for (int u = 0; u < b->nunits; u++)
    if (ss_board_complete (b, u))
      als_of_unit (b, u, list, &m, cap);
  for (int ci = 0; ci < m; ci++)
    {
      if (ci % 16 == 0 && ss_board_late (b))
        return -1;
      const als *c = &list[ci];
      int k = 0;
      for (int i = 0; i < m && k < room; i++)
        if (i != ci)
          {
            unsigned r = als_rcc (b, c, &list[i]);
            if (r)
              {
                nb[k] = i;
                nbrcc[k++] = r;
              }
          }
      for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
          {
            const als *a = &list[nb[i]], *w = &list[nb[j]];
            if (als_overlap (a, w))
              continue;
            for (int xi = 0; xi < c->nv; xi++)
              for (int yi = 0; yi < c->nv; yi++)
                {
                  int x = c->values[xi], y = c->values[yi];
                  if (x == y || !(nbrcc[i] >> xi & 1)
                      || !(nbrcc[j] >> yi & 1))
                    continue;
                  for (int zi = 0; zi < a->nv; zi++)
                    {
                      int z = a->values[zi];
                      if (z == x || z == y || !als_has (w, z))
                        continue;
                      ss_board_clear_moves (b);
                      for (long p = 0; p < b->ncells; p++)
                        {
                          if (!ss_board_has (b, p, z))
                            continue;
                          int ok = 1;
                          for (int q = 0; q < a->k + w->k && ok; q++)
                            {
                              int cc = q < a->k ? a->cells[q]
                                       : w->cells[q - a->k];
                              if (cc == p)
                                ok = 0;
                              else if (ss_board_has (b, cc, z))
                                ok = sees (b, (int) p, cc);
                            }
                          if (ok)
                            ss_board_add_elim (b, p, z);
                        }
                      if (!b->nelim)
                        continue;
                      memset (s, 0, sizeof *s);
                      s->technique = SS_TECH_ALS_XY_WING;
                      s->broken_cell = s->broken_unit = -1;
                      /* A, B, then the pivot C: units and cells in
                         that order; chain: A's cells, depth: B's */
                      const als *set[3] = { a, w, c };
                      for (int q = 0; q < 3; q++)
                        {
                          s->units[s->nunits++] = b->units[set[q]->unit];
                          for (int r = 0; r < set[q]->k; r++)
                            s->cells[s->ncells++] = set[q]->cells[r];
                        }
                      s->chain = a->k;
                      s->depth = w->k;
                      s->values[s->nvalues++] = x;
                      s->values[s->nvalues++] = y;
                      s->values[s->nvalues++] = z;
                      s->eliminate = b->elim;
                      s->neliminate = b->nelim;
                      s->place = b->place;
                      return 1;
                    }
                }
          }
    }
  return 0;
}

/* ---- the interface ----------------------------------------------------- */

int
ss_chain_technique (ss_technique t)
{
  switch (t)
    {
    case SS_TECH_XY_WING: case SS_TECH_XYZ_WING: case SS_TECH_SKYSCRAPER:
    case SS_TECH_TWO_STRING_KITE: case SS_TECH_TURBOT_FISH:
    case SS_TECH_W_WING: case SS_TECH_X_CHAIN: case SS_TECH_XY_CHAIN:
    case SS_TECH_AIC: case SS_TECH_FINNED_X_WING:
    case SS_TECH_FINNED_SWORDFISH: case SS_TECH_FINNED_JELLYFISH:
    case SS_TECH_COLOURING: case SS_TECH_MULTI_COLOURING:
    case SS_TECH_GROUPED_AIC: case SS_TECH_ALS_XZ: case SS_TECH_ALS_XY_WING:
      return 1;
    default:
      return 0;
    }
}

/* The chain of q as links into *links (grown): its nodes in turn, the
   first false by assumption, each next one reached by a strong link
   (true) or a weak one (false). */
/* The rule behind the chain's weak link into node i, when no unit or
   cell makes it: a constraint index, else -1. */
static int
link_rule (const search *q, int i)
{
  int x = i ? q->chain[i - 1] : -1, y = q->chain[i], n = q->n;
  if (!i || i % 2 || x >= q->ncand || x / n == y / n)
    return -1;
  if (x % n == y % n && sees (q->b, x / n, y / n))
    return ss_board_apart_rule (q->b, x / n, y / n);
  for (int k = q->rules.first ? q->rules.first[x] : 0;
       q->rules.first && k < q->rules.first[x + 1]; k++)
    if (q->rules.list[k] == y)
      return q->rules.by[k];
  return -1;
}

static int
chain_links (search *q, ss_link **links, int *cap, ss_step *s)
{
  int need = 0;
  for (int i = 0; i < q->nchain; i++)
    need += q->chain[i] < q->ncand ? 1
            : q->groups[q->chain[i] - q->ncand].k;
  if (*cap < need)
    {
      ss_link *l = ss_realloc (*links, (size_t) need * sizeof *l);
      if (!l)
        return -2;
      *links = l;
      *cap = need;
    }
  int m = 0;
  for (int i = 0; i < q->nchain; i++)
    {
      int x = q->chain[i];
      ss_link_why why = i == 0 ? SS_LINK_ASSUMED : i % 2 ? SS_LINK_STRONG
                        : SS_LINK_WEAK;
      if (x < q->ncand)
        {
          (*links)[m++] = (ss_link) { x / q->n, x % q->n + 1, i % 2, why,
                                      link_rule (q, i), 0 };
          continue;
        }
      /* a group: its first cell takes the link, the others follow */
      const group *g = &q->groups[x - q->ncand];
      for (int j = 0; j < g->k; j++)
        (*links)[m++] = (ss_link) { g->cells[j], g->v, i % 2,
                                    j ? SS_LINK_GROUP : why, -1, 0 };
    }
  s->links = *links;
  s->nlinks = m;
  return 0;
}

/* Kept long: the dispatch to each technique's search and the set-up
   of the chain search they share (links, lengths, shape). */
int
ss_chain_find (ss_board *b, ss_technique t, ss_step *s, ss_link **links,
               int *cap)
{
  int n = b->n;
  search q = { .b = b, .n = n, .nodes = b->ncells * n,
              .ncand = b->ncells * n };
  long nodes = q.nodes;
  int rc = 0;
  if (t >= SS_TECH_FINNED_X_WING && t <= SS_TECH_FINNED_JELLYFISH)
    {
      int *lines = ss_malloc ((size_t) (3 * n + 1) * sizeof *lines);
      int *fins = ss_malloc ((size_t) (n * SS_STEP_MAX + 1) * sizeof *fins);
      if (!lines || !fins)
        rc = -2;
      else
        rc = finned_fish (b, s, t, t - SS_TECH_FINNED_X_WING + 2, lines,
                          lines + n, fins);
      free (lines);
      free (fins);
      return rc;
    }
  if (t == SS_TECH_ALS_XZ)
    {
      /* at most C(n, 1) + C(n, 2) + C(n, 3) sets a unit */
      long per = n + (long) n * (n - 1) / 2
                 + (long) n * (n - 1) * (n - 2) / 6;
      long room = per * b->nunits;
      if (room > 1L << 20)
        room = 1L << 20;
      als *list = ss_malloc ((size_t) room * sizeof *list);
      if (!list)
        return -2;
      rc = als_xz (b, s, list, (int) room);
      free (list);
      return rc;
    }
  if (t == SS_TECH_ALS_XY_WING)
    {
      long per = n + (long) n * (n - 1) / 2
                 + (long) n * (n - 1) * (n - 2) / 6;
      long room = per * b->nunits;
      if (room > 1L << 20)
        room = 1L << 20;
      als *list = ss_malloc ((size_t) room * sizeof *list);
      int *nb = ss_malloc ((size_t) room * sizeof *nb);
      unsigned *nbrcc = ss_malloc ((size_t) room * sizeof *nbrcc);
      if (!list || !nb || !nbrcc)
        rc = -2;
      else
        rc = als_xy_wing (b, s, list, (int) room, nb, nbrcc, (int) room);
      free (list);
      free (nb);
      free (nbrcc);
      return rc;
    }
  if (t == SS_TECH_COLOURING)
    {
      int *colour = ss_malloc ((size_t) (2 * nodes / n + 1) * sizeof *colour);
      if (!colour)
        return -2;
      rc = colouring (b, s, links, cap, colour, colour + nodes / n);
      free (colour);
      return rc;
    }
  if (t == SS_TECH_MULTI_COLOURING)
    {
      long cells = b->ncells;
      int *buf = ss_malloc ((size_t) (5 * cells + 2) * sizeof *buf);
      if (!buf)
        return -2;
      rc = multi_colouring (b, s, links, cap, buf, buf + cells,
                            buf + 2 * cells, buf + 3 * cells,
                            buf + 4 * cells + 1);
      free (buf);
      return rc;
    }
  if (t == SS_TECH_XYZ_WING)
    {
      int *peers = ss_malloc ((size_t) (4 * n + 1) * sizeof *peers);
      if (!peers)
        return -2;
      rc = xyz_wing (b, s, peers);
      free (peers);
      return rc;
    }
  /* a node's strong links: its cell's other candidate, one a unit */
  int most = 0;
  for (long c = 0; c < b->ncells; c++)
    if (b->cell_first[c + 1] - b->cell_first[c] > most)
      most = b->cell_first[c + 1] - b->cell_first[c];
  int apart = 0;
  for (long c = 0; c < b->ncells; c++)
    if (b->apart_first[c + 1] - b->apart_first[c] > apart)
      apart = b->apart_first[c + 1] - b->apart_first[c];
  long ng = 0, links0 = nodes * (most + 1) + 1;
  int *tmp = NULL, *tfirst = NULL;
  if (t == SS_TECH_GROUPED_AIC)
    {
      /* the groups first: they are nodes too */
      long gcap = 1L << 16;
      int *mark = ss_malloc ((size_t) b->ncells * sizeof *mark);
      q.groups = ss_malloc ((size_t) gcap * sizeof *q.groups);
      if (!mark || !q.groups)
        {
          free (mark);
          free (q.groups);
          return -2;
        }
      ng = find_groups (&q, gcap, mark);
      free (mark);
      if (!ng)
        {
          free (q.groups);
          return 0;
        }
      nodes += ng;
    }
  q.strong = ss_malloc ((size_t) (links0 + 4 * ng * (b->nunits + 1))
                        * sizeof *q.strong);
  q.first = ss_malloc ((size_t) (nodes + 1) * sizeof *q.first);
  q.dist = ss_malloc ((size_t) nodes * 2 * sizeof *q.dist);
  q.parent = ss_malloc ((size_t) nodes * 2 * sizeof *q.parent);
  q.stamp = ss_calloc ((size_t) nodes * 2, sizeof *q.stamp);
  q.queue = ss_malloc ((size_t) nodes * 2 * sizeof *q.queue);
  q.chain = ss_malloc ((size_t) nodes * 2 * sizeof *q.chain);
  if (!q.strong || !q.first || !q.dist || !q.parent || !q.stamp || !q.queue
      || !q.chain)
    rc = -2;
  /* links a search may take, lengths (in links) and shape */
  int mode = MODE_ANY, lo = 3, hi = 3;
  shape_fn shape = NULL;
  switch (t)
    {
    case SS_TECH_XY_WING: mode = MODE_XY; lo = hi = 5; shape = same_ends;
      break;
    case SS_TECH_SKYSCRAPER: mode = MODE_X; shape = skyscraper_shape; break;
    case SS_TECH_TWO_STRING_KITE: mode = MODE_X; shape = kite_shape; break;
    case SS_TECH_TURBOT_FISH: mode = MODE_X; break;
    case SS_TECH_W_WING: lo = hi = 5; shape = w_wing_shape; break;
    case SS_TECH_X_CHAIN: mode = MODE_X; lo = 5; hi = 2 * n + 1; break;
    case SS_TECH_XY_CHAIN: mode = MODE_XY; lo = 7; hi = 4 * n + 1;
      shape = same_ends;
      break;
    case SS_TECH_AIC: lo = 3; hi = 4 * n + 1; break;
    case SS_TECH_GROUPED_AIC: lo = 3; hi = 4 * n + 1; shape = has_group;
      break;
    default: rc = -3;
    }
  q.mode = mode;
  if (rc == 0 && (t == SS_TECH_AIC || t == SS_TECH_GROUPED_AIC))
    rc = ss_rule_links (b, &q.rules);
  if (rc == 0 && ng)
    {
      /* the candidates' strong links, then the groups' */
      tmp = ss_malloc ((size_t) links0 * sizeof *tmp);
      tfirst = ss_malloc ((size_t) (q.ncand + 1) * sizeof *tfirst);
      q.near = ss_malloc ((size_t) ((most + 2) * n + apart + 2 * ng + 16)
                          * sizeof *q.near);
      if (!tmp || !tfirst || !q.near)
        rc = -2;
      else
        {
          int *keep = q.strong, *keepf = q.first;
          q.strong = tmp;
          q.first = tfirst;
          q.nodes = q.ncand;
          strong_links (&q);
          q.strong = keep;
          q.first = keepf;
          q.nodes = nodes;
          rc = grouped_links (&q, tmp, tfirst,
                              links0 + 4 * ng * (b->nunits + 1));
          /* a group in a chain has a strong link: without one, no
             chain has a group */
          int linked = 0;
          for (long k = q.ncand; k < nodes && !linked && rc == 0; k++)
            linked = q.first[k + 1] > q.first[k];
          if (rc == 0 && !linked)
            rc = -3;
          if (rc == 0)
            rc = group_weak_links (&q);
        }
    }
  for (int v = 1; v <= (mode == MODE_X ? n : 1) && rc == 0; v++)
    {
      q.value = v;
      /* the shortest chains first: lengths in widening bands */
      for (int top = lo; rc == 0; top = top * 2 + 1)
        {
          if (top > hi)
            top = hi;
          if (!ng)
            strong_links (&q);
          rc = chains_from (&q, lo, top, shape);
          if (top == hi)
            break;
        }
    }
  if (rc == 1)
    {
      memset (s, 0, sizeof *s);
      s->technique = t;
      s->broken_cell = s->broken_unit = -1;
      s->eliminate = b->elim;
      s->neliminate = b->nelim;
      s->place = b->place;
      for (int i = 0; i < q.nchain && s->ncells < SS_STEP_MAX * SS_STEP_MAX;
           i++)
        {
          int c = node_cell (&q, q.chain[i]);
          if (!s->ncells || s->cells[s->ncells - 1] != c)
            s->cells[s->ncells++] = c;
        }
      s->chain = q.nchain - 1;
      if (chain_links (&q, links, cap, s))
        rc = -2;
    }
  if (rc == -3)
    rc = 0;
  free (q.strong);
  free (q.first);
  free (q.dist);
  free (q.parent);
  free (q.stamp);
  free (q.queue);
  free (q.chain);
  free (q.groups);
  free (q.near);
  free (q.wfirst);
  free (q.wlist);
  ss_rule_links_free (&q.rules);
  free (tmp);
  free (tfirst);
  return rc;
}
