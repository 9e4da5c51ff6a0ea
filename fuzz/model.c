/* model.c: fuzz target for the reader of external solvers' models
   (decode's MODEL): the first two bytes give the number of variables,
   the rest is the model text.  A model read has a status of 0, 10 or 20
   and values -1, 0 or 1 only; a refused one a located input error. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 2)
    return 0;
  int vars = 1 + (data[0] | data[1] << 8) % 4096;
  FILE *f = fuzz_open (data + 2, size - 2);
  ss_model m = { 0 };
  ss_error err = { 0 };
  if (ss_model_read (&m, f, "fuzz", vars, &err) == 0)
    {
      FUZZ_ASSERT (m.status == 0 || m.status == 10 || m.status == 20,
                   "status %d", m.status);
      FUZZ_ASSERT (m.vars == vars, "%d variables, expected %d", m.vars,
                   vars);
      for (int v = 0; v <= vars + 1; v++)
        {
          int x = ss_model_value (&m, v);
          FUZZ_ASSERT (x >= -1 && x <= 1, "value %d of %d", x, v);
          FUZZ_ASSERT (v >= 1 && v <= vars ? 1 : x == 0,
                       "value %d for variable %d beyond 1..%d", x, v, vars);
        }
      ss_model_clear (&m);
    }
  else
    {
      fuzz_check_error (&err, "fuzz", 0);
      FUZZ_ASSERT (err.status == SS_ERR_INPUT, "status %d: %s", err.status,
                   err.msg);
    }
  fclose (f);
  return 0;
}
