/* decode.c: turn a model into a grid (reading cell variables only) and
   check it against the rules and givens before anyone sees it. */
#include "solving/solving.h"


int
ss_decode (const ss_puzzle *pz, const ss_varmap *vm, ss_model_fn value,
           void *ctx, int *grid, ss_error *err)
{
  int n = pz->n, rc = 0;
  /* on the stack: decoding cannot run out of memory */
  int vals[SS_MAX_K * SS_MAX_K], lits[SS_MAX_K * SS_MAX_K];
  for (int r = 0; r < n && !rc; r++)
    for (int c = 0; c < n && !rc; c++)
      {
        int found = 0, count = ss_var_values (vm, r, c, vals, lits);
        for (int i = 0; i < count && !rc; i++)
          {
            if (lits[i] != SS_LIT_TRUE && value (ctx, lits[i]) <= 0)
              continue;
            if (found)
              rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "model gives "
                            "row %d, column %d both %d and %d", r + 1, c + 1,
                            found, vals[i]);
            found = vals[i];
          }
        if (!found && !rc)
          rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                        "model gives row %d, column %d no value", r + 1,
                        c + 1);
        grid[(long) r * n + c] = found;
      }
  return rc ? rc : ss_check_solution (pz, grid, err);
}
