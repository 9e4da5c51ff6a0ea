/* optable.c: the option table of options.h expanded into data, and the
   lists its choices are taken from. */
#include "cli.h"

#include "explain/explain.h"
#include "generate/generate.h"

#define FLAG { SS_OPT_FLAG, NULL, NULL, 0, 0, 0 }
#define CATALOGUE(names, noun) { SS_OPT_CATALOGUE, names, noun, 0, 0, 0 }
#define CHOICE(names, noun) { SS_OPT_CHOICE, names, noun, 0, 0, 0 }
#define COUNT(lo, hi, def) { SS_OPT_COUNT, NULL, NULL, lo, hi, def }
#define SIZE(hi) { SS_OPT_SIZE, NULL, NULL, 1, hi, 0 }
#define SECONDS(hi) \
  { SS_OPT_SECONDS, NULL, NULL, 0, (unsigned long long) (hi), 0 }
#define BOX { SS_OPT_BOX, NULL, NULL, 0, 0, 0 }
#define TEXT { SS_OPT_TEXT, NULL, NULL, 0, 0, 0 }

const ss_opt_spec ss_opt_table[SS_NOPTIONS] = {
#define SS_OPT_ROW(id, name, sh, arg, takers, check, help) \
  { name, sh, arg, takers, check, help },
  SS_CLI_OPTIONS (SS_OPT_ROW)
#undef SS_OPT_ROW
};

const char *const ss_opt_command_names[SS_NCOMMANDS] = {
  "solve", "count", "propagate", "hatch", "dimacs", "decode", "check",
  "explain", "rate", "generate"
};

int
ss_opt_ncommands (int cmds)
{
  int n = 0;
  for (int i = 0; i < SS_NCOMMANDS; i++)
    n += cmds >> i & 1;
  return n;
}

const char *
ss_opt_format_name (int i)
{
  return i >= 0 && i <= SS_FMT_FPUZZLES ? ss_format_name ((ss_format) i)
                                        : NULL;
}

const char *
ss_opt_encoding_name (int i)
{
  return ss_encodings[i] ? ss_encodings[i]->name : NULL;
}

const char *
ss_opt_amo_name (int i)
{
  return ss_amo_schemes[i] ? ss_amo_schemes[i]->name : NULL;
}

const char *
ss_opt_presolve_name (int i)
{
  return ss_presolve_levels[i] ? ss_presolve_levels[i]->name : NULL;
}

const char *
ss_opt_sum_name (int i)
{
  return ss_sum_encodings[i] ? ss_sum_encodings[i]->name : NULL;
}

const char *
ss_opt_order_name (int i)
{
  return ss_order_encodings[i] ? ss_order_encodings[i]->name : NULL;
}

const char *
ss_opt_solver_name (int i)
{
  return ss_solver_nth (i) ? ss_solver_name (ss_solver_nth (i)) : NULL;
}
