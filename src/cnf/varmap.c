/* varmap.c: cell variable numbering, its inverse, and the allocator of
   auxiliary variables.  Every other module asks here. */
#include "cnf/cnf.h"

#include <stdlib.h>
#include <string.h>

/* The compact map keeps two bit sets per cell (w words each, value v at
   bit v - 1): its open values and its values fixed true.  An open
   value's variable is the cell's first variable plus the open values
   below it, so the map takes n^2 * (16 w + 4) bytes instead of n^3
   ints: 19 MB instead of 256 MB at 400x400. */
struct ss_varmap {
  int n, w;
  int cellvars;          /* cell variables are 1..cellvars */
  int maxvar;            /* last variable handed out */
  uint64_t *open;        /* compact map: per cell, its open values */
  uint64_t *truth;       /* compact map: per cell, its values fixed true */
  int *first;            /* compact map: per cell, its first variable */
  int *inverse;          /* compact map: cellvars + 1 packed (r,c,v) */
};

ss_varmap *
ss_varmap_new (int n)
{
  ss_varmap *vm = ss_calloc (1, sizeof *vm);
  if (!vm)
    return NULL;
  vm->n = n;
  vm->cellvars = vm->maxvar = n * n * n;
  return vm;
}

/* An empty compact map: every value of every cell fixed false; NULL
   when memory runs out. */
static ss_varmap *
compact_new (int n)
{
  ss_varmap *vm = ss_calloc (1, sizeof *vm);
  if (!vm)
    return NULL;
  vm->n = n;
  vm->w = (n + 63) / 64;
  size_t words = (size_t) n * n * vm->w;
  vm->open = ss_calloc (words, sizeof *vm->open);
  vm->truth = ss_calloc (words, sizeof *vm->truth);
  if (!vm->open || !vm->truth)
    {
      ss_varmap_free (vm);
      return NULL;
    }
  return vm;
}

/* Put value v (1..n) into cell's set of a compact map's bit sets. */
static void
add_value (const ss_varmap *vm, uint64_t *sets, long cell, int v)
{
  sets[cell * vm->w + (v - 1) / 64] |= (uint64_t) 1 << ((v - 1) % 64);
}

/* Number the open values in (r, c, v) order.  Frees vm and returns
   NULL when memory runs out. */
static ss_varmap *
compact_number (ss_varmap *vm)
{
  long cells = (long) vm->n * vm->n, open = 0;
  vm->first = ss_malloc ((size_t) cells * sizeof *vm->first);
  if (!vm->first)
    {
      ss_varmap_free (vm);
      return NULL;
    }
  /* in locals: the stores to first could alias vm's fields */
  const uint64_t *o = vm->open;
  int w = vm->w, *first = vm->first;
  for (long i = 0; i < cells; i++)
    {
      first[i] = (int) open + 1;
      for (int j = 0; j < w; j++, o++)
        if (*o)             /* most cells of a presolved map */
          open += ss_bit_count (*o);
    }
  vm->inverse = ss_malloc ((size_t) (open + 1) * sizeof *vm->inverse);
  if (!vm->inverse)
    {
      ss_varmap_free (vm);
      return NULL;
    }
  vm->inverse[0] = -1;
  for (long i = 0, var = 1; i < cells && var <= open; i++)
    for (int j = 0; j < vm->w; j++)
      for (uint64_t b = vm->open[i * vm->w + j]; b; b &= b - 1)
        vm->inverse[var++] = (int) (i * vm->n + j * 64
                                    + __builtin_ctzll (b));
  vm->cellvars = vm->maxvar = (int) open;
  return vm;
}

ss_varmap *
ss_varmap_new_fixed (int n, const signed char *fixed)
{
  ss_varmap *vm = compact_new (n);
  if (!vm)
    return NULL;
  long total = (long) n * n * n;
  for (long i = 0; i < total; i++)
    if (fixed[i] >= 0)
      add_value (vm, fixed[i] ? vm->truth : vm->open, i / n,
                 (int) (i % n) + 1);
  return compact_number (vm);
}

ss_varmap *
ss_varmap_new_sets (int n, const uint64_t *open, const int *value)
{
  ss_varmap *vm = compact_new (n);
  if (!vm)
    return NULL;
  long cells = (long) n * n;
  memcpy (vm->open, open, (size_t) cells * vm->w * sizeof *vm->open);
  for (long cell = 0; cell < cells; cell++)
    if (value[cell] > 0)
      add_value (vm, vm->truth, cell, value[cell]);
  return compact_number (vm);
}

void
ss_varmap_free (ss_varmap *vm)
{
  if (!vm)
    return;
  free (vm->open);
  free (vm->truth);
  free (vm->first);
  free (vm->inverse);
  free (vm);
}

int
ss_varmap_n (const ss_varmap *vm)
{
  return vm->n;
}

int
ss_varmap_compact (const ss_varmap *vm)
{
  return vm->open != NULL;
}

int
ss_var (const ss_varmap *vm, int r, int c, int v)
{
  long cell = (long) r * vm->n + c;
  if (!vm->open)
    return (int) (cell * vm->n + v);
  const uint64_t *o = vm->open + cell * vm->w;
  int j = (v - 1) / 64;
  uint64_t bit = (uint64_t) 1 << ((v - 1) % 64);
  if (!(o[j] & bit))
    return (vm->truth[cell * vm->w + j] & bit) ? SS_LIT_TRUE : SS_LIT_FALSE;
  int below = ss_bit_count (o[j] & (bit - 1));
  for (int i = 0; i < j; i++)
    below += ss_bit_count (o[i]);
  return vm->first[cell] + below;
}

int
ss_var_values (const ss_varmap *vm, int r, int c, int *vals, int *lits)
{
  long cell = (long) r * vm->n + c;
  int count = 0;
  if (!vm->open)
    {
      for (int v = 1; v <= vm->n; v++, count++)
        vals[count] = v, lits[count] = (int) (cell * vm->n + v);
      return count;
    }
  int var = vm->first[cell];
  for (int j = 0; j < vm->w; j++)
    {
      /* a value is open or fixed true, never both */
      uint64_t open = vm->open[cell * vm->w + j];
      for (uint64_t b = open | vm->truth[cell * vm->w + j]; b; b &= b - 1)
        {
          uint64_t low = b & -b;
          vals[count] = j * 64 + __builtin_ctzll (b) + 1;
          lits[count++] = (open & low) ? var++ : SS_LIT_TRUE;
        }
    }
  return count;
}

int
ss_varmap_grid (const ss_varmap *vm, int *grid)
{
  if (!vm->open || vm->cellvars)
    return 0;
  long cells = (long) vm->n * vm->n;
  /* in locals: the stores to grid could alias vm's fields */
  const uint64_t *truth = vm->truth;
  int w = vm->w;
  for (long i = 0; i < cells; i++, truth += w)
    {
      int v = 0;
      for (int j = 0; j < w && !v; j++)
        if (truth[j])
          v = j * 64 + __builtin_ctzll (truth[j]) + 1;
      if (!v)
        return 0;
      grid[i] = v;
    }
  return 1;
}

int
ss_var_cell (const ss_varmap *vm, int var, int *r, int *c, int *v)
{
  if (var < 1 || var > vm->cellvars)
    return 0;
  long idx = vm->open ? vm->inverse[var] : var - 1;
  *v = (int) (idx % vm->n) + 1;
  idx /= vm->n;
  *c = (int) (idx % vm->n);
  *r = (int) (idx / vm->n);
  return 1;
}

int
ss_varmap_cellvars (const ss_varmap *vm)
{
  return vm->cellvars;
}

int
ss_varmap_aux (ss_varmap *vm, int count)
{
  int first = vm->maxvar + 1;
  vm->maxvar += count;
  return first;
}

void
ss_varmap_drop_aux (ss_varmap *vm)
{
  vm->maxvar = vm->cellvars;
}

int
ss_varmap_maxvar (const ss_varmap *vm)
{
  return vm->maxvar;
}
