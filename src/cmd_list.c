/* cmd_list.c: the list command: the encoding presets and at-most-one
   schemes this build offers, one per line, for people and scripts. */
#include "cli.h"

#include <string.h>

int
ss_cmd_list (int argc, char **argv)
{
  int enc = 1, amo = 1;
  if (argc > 2 || (argc == 2 && strcmp (argv[1], "encodings")
                   && strcmp (argv[1], "amo")))
    {
      fprintf (stderr, "Usage: sudosat list [encodings|amo]\n");
      return SS_EXIT_INPUT;
    }
  if (argc == 2)
    enc = !strcmp (argv[1], "encodings"), amo = !enc;
  for (int i = 0; enc && ss_encodings[i]; i++)
    printf ("encoding %s\t%s\n", ss_encodings[i]->name,
            ss_encodings[i]->summary);
  for (int i = 0; amo && ss_amo_schemes[i]; i++)
    printf ("amo %s\t%s\n", ss_amo_schemes[i]->name,
            ss_amo_schemes[i]->summary);
  return ss_cli_flush ();
}
