/* cmd_list.c: the list command: the encoding presets, at-most-one
   schemes, presolve levels, sum and order encodings (of the variant
   constraints) and global rules this build offers, one per
   line, for people and scripts; the defaults' summaries begin with
   "(default)" (a level is the default of the presets whose own it is). */
#include "cli.h"

#include <string.h>

int
ss_cmd_list (int argc, char **argv)
{
  int enc = 1, amo = 1, pre = 1, sum = 1, ord = 1, rul = 1;
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "--help") || !strcmp (argv[i], "-h"))
      {
        ss_cli_usage (stdout);
        return ss_cli_flush ();
      }
  const char *bad = NULL;    /* the first word that is not a topic */
  if (argc > 1 && strcmp (argv[1], "encodings") && strcmp (argv[1], "amo")
      && strcmp (argv[1], "presolve") && strcmp (argv[1], "sum")
      && strcmp (argv[1], "order") && strcmp (argv[1], "rules"))
    bad = argv[1];
  else if (argc > 2)
    bad = argv[2];
  if (bad && ss_cli_option_elsewhere ("sudosat list", bad))
    {
      fprintf (stderr, "Try 'sudosat --help' for more information.\n");
      return SS_EXIT_INPUT;
    }
  if (bad)
    {
      fprintf (stderr, "sudosat: list takes 'encodings', 'amo', 'presolve', "
               "'sum', 'order', 'rules' or nothing, not '%s'\n"
               "Usage: sudosat list [encodings|amo|presolve|sum|order|"
               "rules]\n"
               "Try 'sudosat --help' for more information.\n", bad);
      return SS_EXIT_INPUT;
    }
  if (argc == 2)
    enc = !strcmp (argv[1], "encodings"), amo = !strcmp (argv[1], "amo"),
      pre = !strcmp (argv[1], "presolve"), sum = !strcmp (argv[1], "sum"),
      ord = !strcmp (argv[1], "order"), rul = !strcmp (argv[1], "rules");
  for (int i = 0; enc && ss_encodings[i]; i++)
    printf ("encoding %s\t%s%s\n", ss_encodings[i]->name,
            ss_encodings[i] == ss_default_encoding ? "(default) " : "",
            ss_encodings[i]->summary);
  for (int i = 0; amo && ss_amo_schemes[i]; i++)
    printf ("amo %s\t%s%s\n", ss_amo_schemes[i]->name,
            ss_amo_schemes[i] == ss_default_amo ? "(default) " : "",
            ss_amo_schemes[i]->summary);
  for (int i = 0; pre && ss_presolve_levels[i]; i++)
    printf ("presolve %s\t%s%s\n", ss_presolve_levels[i]->name,
            ss_presolve_levels[i] == ss_encoding_presolve (ss_default_encoding)
            ? "(default) " : "", ss_presolve_levels[i]->summary);
  for (int i = 0; sum && ss_sum_encodings[i]; i++)
    printf ("sum %s\t%s%s\n", ss_sum_encodings[i]->name,
            ss_sum_encodings[i] == ss_default_sum ? "(default) " : "",
            ss_sum_encodings[i]->summary);
  for (int i = 0; ord && ss_order_encodings[i]; i++)
    printf ("order %s\t%s%s\n", ss_order_encodings[i]->name,
            ss_order_encodings[i] == ss_default_order ? "(default) " : "",
            ss_order_encodings[i]->summary);
  for (int i = 0; rul && ss_rule_name (i); i++)
    printf ("rule %s\t%s\n", ss_rule_name (i), ss_rule_summary (i));
  return ss_cli_flush ();
}
