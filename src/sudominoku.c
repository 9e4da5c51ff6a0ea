/* sudominoku.c: Sudominoku input (BOJ 4574). */
#include "reader.h"

int
ss_parse_sudominoku (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  (void) out;
  r->dead = 1;
  return ss_fail (err, SS_ERR_USAGE, r->name, r->lineno, 1,
                  "Sudominoku input is not supported yet");
}
