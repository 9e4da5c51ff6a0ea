/* varmap.c: cell variable numbering, its inverse, and the allocator of
   auxiliary variables.  Every other module asks here. */
#include "sudosat.h"

#include <stdlib.h>

struct ss_varmap {
  int n;
  int cellvars;          /* cell variables are 1..cellvars */
  int maxvar;            /* last variable handed out */
  int *lit;              /* compact map: n^3 literals, or NULL (plain) */
  int *inverse;          /* compact map: cellvars + 1 packed (r,c,v) */
};

ss_varmap *
ss_varmap_new (int n)
{
  ss_varmap *vm = ss_calloc (1, sizeof *vm);
  vm->n = n;
  vm->cellvars = vm->maxvar = n * n * n;
  return vm;
}

ss_varmap *
ss_varmap_new_fixed (int n, const signed char *fixed)
{
  ss_varmap *vm = ss_calloc (1, sizeof *vm);
  long total = (long) n * n * n, open = 0;
  vm->n = n;
  vm->lit = ss_malloc ((size_t) total * sizeof *vm->lit);
  for (long i = 0; i < total; i++)
    if (fixed[i] > 0)
      vm->lit[i] = SS_LIT_TRUE;
    else if (fixed[i] < 0)
      vm->lit[i] = SS_LIT_FALSE;
    else
      vm->lit[i] = (int) ++open;
  vm->inverse = ss_malloc ((size_t) (open + 1) * sizeof *vm->inverse);
  vm->inverse[0] = -1;
  for (long i = 0; i < total; i++)
    if (!fixed[i])
      vm->inverse[vm->lit[i]] = (int) i;
  vm->cellvars = vm->maxvar = (int) open;
  return vm;
}

void
ss_varmap_free (ss_varmap *vm)
{
  if (!vm)
    return;
  free (vm->lit);
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
  return vm->lit != NULL;
}

int
ss_var (const ss_varmap *vm, int r, int c, int v)
{
  long idx = ((long) r * vm->n + c) * vm->n + (v - 1);
  return vm->lit ? vm->lit[idx] : (int) (idx + 1);
}

int
ss_var_cell (const ss_varmap *vm, int var, int *r, int *c, int *v)
{
  if (var < 1 || var > vm->cellvars)
    return 0;
  long idx = vm->lit ? vm->inverse[var] : var - 1;
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

int
ss_varmap_maxvar (const ss_varmap *vm)
{
  return vm->maxvar;
}
