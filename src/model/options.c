/* options.c: a caller's ss_options held to its size, so that the
   struct can grow members at its end without breaking a caller built
   against an older header. */
#include "model/model.h"

#include <stddef.h>

/* The members of the first ss_options (size 0 stands for it): a
   caller's size below it is refused. */
#define OPTIONS_V0 (offsetof (ss_options, solver) + sizeof (const ss_solver *))

int
ss_options_cover (const ss_options *opt, size_t end)
{
  return !opt->size || opt->size >= end;
}

int
ss_options_check (const ss_options *opt, ss_error *err)
{
  if (!opt)
    return 0;
  if (ss_options_cover (opt, offsetof (ss_options, portfolio_decisions)
                             + sizeof opt->portfolio_decisions)
      && opt->portfolio_decisions < 0)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "the portfolio's "
                    "decisions are %lld: 0 (the default) or more",
                    opt->portfolio_decisions);
  if (!opt->size || opt->size == sizeof *opt)
    return 0;
  if (opt->size < OPTIONS_V0)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "the options' size is "
                    "%zu: 0, or at least %zu", opt->size,
                    (size_t) OPTIONS_V0);
  /* a later header's members, which this library cannot honour, must
     be left at their defaults (zero) */
  const unsigned char *extra = (const unsigned char *) opt;
  for (size_t i = sizeof *opt; i < opt->size; i++)
    if (extra[i])
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "the options (size "
                      "%zu) set a member past the %zu bytes this library "
                      "knows", opt->size, sizeof *opt);
  return 0;
}
