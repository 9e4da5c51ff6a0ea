/* decode.c: turn a model into a grid (reading cell variables only) and
   check it against the rules and givens before anyone sees it. */
#include "sudosat.h"

int
ss_decode (const ss_puzzle *pz, const ss_varmap *vm, ss_model_fn value,
           void *ctx, int *grid, ss_error *err)
{
  int n = pz->n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int found = 0;
        for (int v = 1; v <= n; v++)
          {
            int lit = ss_var (vm, r, c, v);
            int on = lit == SS_LIT_TRUE
                     || (lit != SS_LIT_FALSE && value (ctx, lit) > 0);
            if (!on)
              continue;
            if (found)
              return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                              "model gives row %d, column %d both %d and %d",
                              r + 1, c + 1, found, v);
            found = v;
          }
        if (!found)
          return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                          "model gives row %d, column %d no value", r + 1,
                          c + 1);
        grid[(long) r * n + c] = found;
      }
  return ss_check_solution (pz, grid, err);
}
