/* lines.c: the propagators of the line rules (src/model/lines.c), over
   the candidates' view the presolver and the explainer share: each
   reads the line's candidates first, then drops the values no
   assignment of the line meeting its rule uses (or fewer, never more).
   Palindromes intersect mirrored cells; whispers and slow thermometers
   keep a value while each neighbour on the line has one beside it (slow
   thermometers by bounds along the whole line); between lines keep a
   middle value some pair of end values straddles and an end value some
   other end value leaves room beside for every middle cell; renban
   keeps the values of a perfect matching of its cells to some run of
   consecutive values; region-sum lines keep the values of some total
   every part of the line can reach. */
#include "presolve/presolve.h"

#include <stdlib.h>
#include <string.h>

/* The candidates of the line's m cells, row i at has[i * (n + 2)]
   (values 1..n, with 0 and n + 1 always unset); NULL with v->oom. */
static unsigned char *
read_line (ss_cands *v, const ss_constraint *con)
{
  int n = v->n, m = con->ncells, w = n + 2;
  unsigned char *has = ss_calloc ((size_t) m * w, 1);
  if (!has)
    {
      v->oom = 1;
      return NULL;
    }
  for (int i = 0; i < m; i++)
    for (int x = 1; x <= n; x++)
      has[i * w + x] = (unsigned char) v->has (v->ctx, con->cells[i], x);
  return has;
}

/* Drop every candidate of cell i that keep[i * (n + 2) + x] lacks. */
static void
drop_unkept (ss_cands *v, const ss_constraint *con, const unsigned char *has,
             const unsigned char *keep)
{
  int n = v->n, w = n + 2;
  for (int i = 0; i < con->ncells; i++)
    for (int x = 1; x <= n; x++)
      if (has[i * w + x] && !keep[i * w + x])
        v->drop (v->ctx, con->cells[i], x);
}

void
ss_prop_palindrome (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, m = con->ncells, w = n + 2;
  unsigned char *has = read_line (v, con);
  if (!has)
    return;
  unsigned char *keep = ss_malloc ((size_t) m * w);
  if (!keep)
    {
      free (has);
      v->oom = 1;
      return;
    }
  for (int i = 0; i < m; i++)
    for (int x = 0; x < w; x++)
      keep[i * w + x] = has[i * w + x] && has[(m - 1 - i) * w + x];
  drop_unkept (v, con, has, keep);
  free (keep);
  free (has);
}

/* Whispers and slow thermometers as pairs of neighbours on the line: a
   value of a cell stays while each neighbour has a value it goes with
   (whispers: at least the gap apart; slow thermometer: no fall from the
   bulb's side).  A slow thermometer's bounds then run along the whole
   line: a cell holds at least its predecessor's least value and at most
   its successor's greatest. */
static int
goes (const ss_constraint *con, int gap, int before, int after)
{
  if (con->kind == SS_CON_SLOWTHERMO)
    return before <= after;
  return before - after >= gap || after - before >= gap;
}

void
ss_prop_neighbours (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, m = con->ncells, w = n + 2;
  int gap = ss_whispers_gap (n);
  unsigned char *has = read_line (v, con);
  if (!has)
    return;
  unsigned char *keep = ss_malloc ((size_t) m * w);
  int *lo = ss_malloc ((size_t) 2 * m * sizeof *lo);
  if (!keep || !lo)
    {
      free (has);
      free (keep);
      free (lo);
      v->oom = 1;
      return;
    }
  int *hi = lo + m;
  int slow = con->kind == SS_CON_SLOWTHERMO;
  if (slow)
    {
      for (int i = 0; i < m; i++)
        {
          int x = i ? lo[i - 1] : 1;
          while (x <= n && !has[i * w + x])
            x++;
          lo[i] = x;
        }
      for (int i = m - 1; i >= 0; i--)
        {
          int x = i + 1 < m ? hi[i + 1] : n;
          while (x >= 1 && !has[i * w + x])
            x--;
          hi[i] = x;
        }
    }
  for (int i = 0; i < m; i++)
    for (int x = 1; x <= n; x++)
      {
        int ok = has[i * w + x];
        if (ok && slow)
          ok = x >= lo[i] && x <= hi[i];
        for (int side = 0; side < 2 && ok; side++)
          {
            int j = side ? i + 1 : i - 1;
            if (j < 0 || j >= m)
              continue;
            ok = 0;
            for (int y = 1; y <= n && !ok; y++)
              ok = has[j * w + y] && (side ? goes (con, gap, x, y)
                                           : goes (con, gap, y, x));
          }
        keep[i * w + x] = (unsigned char) ok;
      }
  drop_unkept (v, con, has, keep);
  free (keep);
  free (lo);
  free (has);
}

/* Between lines.  below[i][x]: how many candidates of cell i are
   below x, so that "cell i has a value strictly between lo and hi" is
   two lookups. */
void
ss_prop_between (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, m = con->ncells, w = n + 2;
  unsigned char *has = read_line (v, con);
  if (!has)
    return;
  unsigned char *keep = ss_calloc ((size_t) m * w, 1);
  int *below = ss_malloc ((size_t) m * w * sizeof *below);
  if (!keep || !below)
    {
      free (has);
      free (keep);
      free (below);
      v->oom = 1;
      return;
    }
  for (int i = 0; i < m; i++)
    {
      below[i * w] = 0;
      for (int x = 1; x < w; x++)
        below[i * w + x] = below[i * w + x - 1] + has[i * w + x - 1];
    }
  const unsigned char *a = has, *b = has + (m - 1) * w;
  for (int u = 1; u <= n; u++)
    for (int t = 1; t <= n; t++)
      {
        if (!a[u] || !b[t] || (u - t < 2 && t - u < 2))
          continue;
        int lo = u < t ? u : t, hi = u < t ? t : u, room = 1;
        /* a middle cell has a value in lo+1..hi-1 */
        for (int i = 1; i + 1 < m && room; i++)
          room = below[i * w + hi] - below[i * w + lo + 1] > 0;
        if (!room)
          continue;
        keep[u] = 1;
        keep[(m - 1) * w + t] = 1;
        for (int i = 1; i + 1 < m; i++)
          for (int x = lo + 1; x < hi; x++)
            keep[i * w + x] |= has[i * w + x];
      }
  drop_unkept (v, con, has, keep);
  free (keep);
  free (below);
  free (has);
}

/* Renban: for each run lo..lo+m-1 of m consecutive values, the values
   that some one-to-one match of the cells to the run gives each cell,
   found by reaching subsets of the run from both ends of the cell list
   (as cage combinations do).  A line of more than RENBAN_MAX_CELLS
   cells keeps the values of the runs every cell meets. */
#define RENBAN_MAX_CELLS 16

/* Whether a cell's candidates (row) meet lo..lo+m-1. */
static int
meets_run (const unsigned char *row, int lo, int m)
{
  for (int x = lo; x < lo + m; x++)
    if (row[x])
      return 1;
  return 0;
}

void
ss_prop_renban (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, m = con->ncells, w = n + 2;
  unsigned char *has = read_line (v, con);
  if (!has)
    return;
  unsigned char *keep = ss_calloc ((size_t) m * w, 1);
  int small = m <= RENBAN_MAX_CELLS;
  unsigned char *fwd = small ? ss_malloc ((size_t) 2 << m) : NULL;
  if (!keep || (small && !fwd))
    {
      free (has);
      free (keep);
      free (fwd);
      v->oom = 1;
      return;
    }
  unsigned char *bwd = fwd ? fwd + ((size_t) 1 << m) : NULL;
  unsigned idx[RENBAN_MAX_CELLS];
  for (int lo = 1; lo + m - 1 <= n; lo++)
    {
      int meets = 1;
      for (int i = 0; i < m && meets; i++)
        meets = meets_run (has + i * w, lo, m);
      if (!meets)
        continue;
      if (!small)
        {
          for (int i = 0; i < m; i++)
            for (int x = lo; x < lo + m; x++)
              keep[i * w + x] |= has[i * w + x];
          continue;
        }
      /* idx[i]: the places j of the run (value lo + j) cell i may take */
      for (int i = 0; i < m; i++)
        {
          idx[i] = 0;
          for (int j = 0; j < m; j++)
            if (has[i * w + lo + j])
              idx[i] |= 1u << j;
        }
      unsigned full = (unsigned) ((1ul << m) - 1);
      memset (fwd, 0, (size_t) 2 << m);
      fwd[0] = bwd[0] = 1;
      for (unsigned s = 0; s < full; s++)
        {
          int k = ss_bit_count (s);
          if (fwd[s])
            for (unsigned bits = idx[k] & ~s; bits; bits &= bits - 1)
              fwd[s | 1u << __builtin_ctz (bits)] = 1;
          if (bwd[s])
            for (unsigned bits = idx[m - 1 - k] & ~s; bits; bits &= bits - 1)
              bwd[s | 1u << __builtin_ctz (bits)] = 1;
        }
      if (!fwd[full])
        continue;
      for (unsigned s = 0; s < full; s++)
        {
          if (!fwd[s])
            continue;
          int k = ss_bit_count (s);
          for (unsigned bits = idx[k] & ~s; bits; bits &= bits - 1)
            {
              int j = __builtin_ctz (bits);
              if (bwd[full & ~s & ~(1u << j)])
                keep[k * w + lo + j] = 1;
            }
        }
    }
  drop_unkept (v, con, has, keep);
  free (fwd);
  free (keep);
  free (has);
}

/* Region-sum lines.  The line's parts (cut where the box changes) each
   reach a set of sums, their cells' candidates added up: with the values
   in a part distinct, as its box makes them (regionsum_distinct), or on
   a boxless grid with repeats allowed (a superset); a value of a cell
   stays when the sums of its part's cells before it and after it reach,
   with it, a total every part reaches.  Lines whose parts could sum past
   REGIONSUM_MAX_SUM are left to the clauses. */
#define REGIONSUM_MAX_SUM 1000

/* reach[k * (S + 1) + s]: cells from..from+k-1 of the line can sum to
   s (k = 0..len); back likewise for the cells to..to-k+1. */
static void
sums_from (const unsigned char *has, int w, int n, int from, int len,
           int dir, int S, unsigned char *reach)
{
  memset (reach, 0, (size_t) (len + 1) * (S + 1));
  reach[0] = 1;
  for (int k = 0; k < len; k++)
    {
      const unsigned char *row = has + (from + dir * k) * w;
      unsigned char *cur = reach + (size_t) k * (S + 1), *nxt = cur + S + 1;
      for (int s = 0; s <= S; s++)
        if (cur[s])
          for (int x = 1; x <= n && s + x <= S; x++)
            if (row[x])
              nxt[s + x] = 1;
    }
}

/* A part's cells share a box (or jigsaw region), so their values
   differ: over the sets of values the part's cells take (bit x - 1 for
   x), fwd[set] when its first |set| cells can take exactly set, bwd
   likewise for its last cells.  Sides up to DISTINCT_MAX_N, whose sets
   fit a table. */
#define DISTINCT_MAX_N 16

static void
part_tables (const unsigned char *has, int w, int n, int from, int len,
             unsigned char *fwd, unsigned char *bwd)
{
  unsigned all = (1u << n) - 1;
  memset (fwd, 0, (size_t) all + 1);
  memset (bwd, 0, (size_t) all + 1);
  fwd[0] = bwd[0] = 1;
  for (unsigned set = 0; set < all; set++)
    {
      if (!fwd[set] && !bwd[set])
        continue;
      int k = ss_bit_count (set);
      if (k >= len)
        continue;
      for (int x = 1; x <= n; x++)
        if (!(set >> (x - 1) & 1))
          {
            if (fwd[set] && has[(from + k) * w + x])
              fwd[set | 1u << (x - 1)] = 1;
            if (bwd[set] && has[(from + len - 1 - k) * w + x])
              bwd[set | 1u << (x - 1)] = 1;
          }
    }
}

/* The sum of the values in set. */
static int
set_total (unsigned set, int n)
{
  int total = 0;
  for (int x = 1; x <= n; x++)
    total += (set >> (x - 1) & 1) * x;
  return total;
}

/* The totals the part of len cells reaches with distinct values, set
   in sums, from its fwd table. */
static void
part_sums (const unsigned char *fwd, int n, int len, unsigned char *sums)
{
  for (unsigned full = 0; full < 1u << n; full++)
    if (fwd[full] && ss_bit_count (full) == len)
      sums[set_total (full, n)] = 1;
}

/* Each value of the part's cells that lies on a choice of distinct
   values summing to a total common holds, marked in keep. */
static void
part_keep (const unsigned char *has, int w, int n, int from, int len,
           const unsigned char *fwd, const unsigned char *bwd,
           const unsigned char *common, unsigned char *keep)
{
  for (unsigned full = 0; full < 1u << n; full++)
    {
      if (!fwd[full] || ss_bit_count (full) != len
          || !common[set_total (full, n)])
        continue;
      /* each subset of full the first k cells take, and x for cell k */
      for (unsigned set = full;; set = (set - 1) & full)
        {
          int k = fwd[set] ? ss_bit_count (set) : len;
          if (k < len)
            for (int x = 1; x <= n; x++)
              if ((full & ~set) >> (x - 1) & 1
                  && has[(from + k) * w + x]
                  && bwd[full & ~set & ~(1u << (x - 1))])
                keep[(from + k) * w + x] = 1;
          if (!set)
            break;
        }
    }
}

/* The line's parts (start[0..parts]) with the values within a part
   distinct: each part's tables once, the totals every part reaches
   (common, sums of S + 1 as scratch), then each part's values on a
   choice reaching one, marked in keep. */
static void
regionsum_distinct (ss_cands *v, const unsigned char *has, unsigned char *keep,
                    const int *start, int parts, unsigned char *common,
                    unsigned char *sums, int S)
{
  int n = v->n, w = n + 2;
  size_t size = (size_t) 1 << n;
  unsigned char *sets = ss_malloc ((size_t) parts * 2 * size);
  if (!sets)
    {
      v->oom = 1;
      return;
    }
  for (int p = 0; p < parts; p++)
    {
      unsigned char *fwd = sets + (size_t) p * 2 * size;
      part_tables (has, w, n, start[p], start[p + 1] - start[p], fwd,
                   fwd + size);
      memset (sums, 0, (size_t) S + 1);
      part_sums (fwd, n, start[p + 1] - start[p], sums);
      for (int s = 0; s <= S; s++)
        common[s] &= sums[s];
    }
  for (int p = 0; p < parts; p++)
    {
      const unsigned char *fwd = sets + (size_t) p * 2 * size;
      part_keep (has, w, n, start[p], start[p + 1] - start[p], fwd,
                 fwd + size, common, keep);
    }
  free (sets);
}

/* The line's parts (start[0..parts]) with repeats allowed: the totals
   every part reaches (common), then each part's values on a sum
   reaching one, marked in keep (pair, fwd and bwd as scratch). */
static void
regionsum_repeats (const unsigned char *has, int n, unsigned char *keep,
                   const int *start, int parts, unsigned char *common,
                   unsigned char *pair, unsigned char *fwd,
                   unsigned char *bwd, int S)
{
  int w = n + 2;
  for (int p = 0; p < parts; p++)
    {
      int len = start[p + 1] - start[p];
      sums_from (has, w, n, start[p], len, 1, S, fwd);
      for (int s = 0; s <= S; s++)
        common[s] &= fwd[(size_t) len * (S + 1) + s];
    }
  for (int p = 0; p < parts; p++)
    {
      int len = start[p + 1] - start[p];
      sums_from (has, w, n, start[p], len, 1, S, fwd);
      sums_from (has, w, n, start[p + 1] - 1, len, -1, S, bwd);
      for (int k = 0; k < len; k++)
        {
          /* pair[t]: the cells before k and after it sum to t */
          const unsigned char *f = fwd + (size_t) k * (S + 1);
          const unsigned char *b = bwd + (size_t) (len - 1 - k) * (S + 1);
          memset (pair, 0, (size_t) S + 1);
          for (int s = 0; s <= S; s++)
            if (f[s])
              for (int t = 0; s + t <= S; t++)
                if (b[t])
                  pair[s + t] = 1;
          int i = start[p] + k;
          for (int x = 1; x <= n; x++)
            for (int t = 0; t + x <= S && has[i * w + x] && !keep[i * w + x];
                 t++)
              keep[i * w + x] = pair[t] && common[t + x];
        }
    }
}

void
ss_prop_regionsum (ss_cands *v, const ss_puzzle *pz,
                   const ss_constraint *con)
{
  int n = v->n, m = con->ncells, w = n + 2, maxlen = 0;
  /* part p is cells start[p]..start[p + 1] - 1 */
  int *start = ss_malloc ((size_t) (m + 1) * sizeof *start), parts = 0;
  if (!start)
    {
      v->oom = 1;
      return;
    }
  for (int i = 0; i < m; i++)
    {
      int c = con->cells[i];
      if (!i || ss_box_of (pz, c / n, c % n)
                != ss_box_of (pz, con->cells[i - 1] / n,
                              con->cells[i - 1] % n))
        start[parts++] = i;
    }
  start[parts] = m;
  for (int p = 0; p < parts; p++)
    if (start[p + 1] - start[p] > maxlen)
      maxlen = start[p + 1] - start[p];
  long S = (long) maxlen * n;
  if (parts < 2 || S > REGIONSUM_MAX_SUM)
    {
      free (start);
      return;
    }
  unsigned char *has = read_line (v, con);
  unsigned char *keep = ss_calloc ((size_t) m * w, 1);
  unsigned char *fwd = ss_malloc ((size_t) 2 * (maxlen + 1) * (S + 1));
  unsigned char *common = ss_malloc ((size_t) 2 * (S + 1));
  if (!has || !keep || !fwd || !common)
    {
      free (start);
      free (has);
      free (keep);
      free (fwd);
      free (common);
      v->oom = 1;
      return;
    }
  unsigned char *bwd = fwd + (size_t) (maxlen + 1) * (S + 1);
  unsigned char *pair = common + S + 1;
  memset (common, 1, (size_t) S + 1);
  int distinct = n <= DISTINCT_MAX_N
                 && (pz->region || !ss_puzzle_boxless (pz));
  if (distinct)
    regionsum_distinct (v, has, keep, start, parts, common, pair, (int) S);
  else
    regionsum_repeats (has, n, keep, start, parts, common, pair, fwd, bwd,
                       (int) S);
  if (!v->oom)
    drop_unkept (v, con, has, keep);
  free (start);
  free (has);
  free (keep);
  free (fwd);
  free (common);
}
