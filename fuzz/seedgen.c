/* seedgen.c: writes seeds for the cnf target (not a fuzzer): each
   puzzle on standard input as sudosat's DIMACS, once per encoding and
   scheme, into DIR/TAG-I-E-A.cnf. */
#include "formats/formats.h"
#include "solving/solving.h"

#include <stdlib.h>

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: seedgen DIR TAG < puzzles\n");
      return 2;
    }
  ss_reader *r = ss_reader_new (stdin, "<stdin>", SS_FMT_AUTO);
  ss_puzzle *pz;
  ss_error err = { 0 };
  int rc, count = 0;
  while ((rc = ss_reader_next (r, &pz, &err)) != 0)
    {
      if (rc < 0)
        continue;
      for (int e = 0; ss_encodings[e]; e++)
        for (int a = 0; ss_amo_schemes[a]; a++)
          {
            char name[4096];
            snprintf (name, sizeof name, "%s/%s-%d-%d-%d.cnf", argv[1],
                      argv[2], pz->index, e, a);
            FILE *out = fopen (name, "w");
            if (!out
                || ss_cnf_write (out, pz, &(ss_options) {
                                   .encoding = ss_encodings[e],
                                   .amo = ss_amo_schemes[a] },
                                 NULL, &err)
                || fclose (out))
              {
                fprintf (stderr, "seedgen: %s: %s\n", name, err.msg);
                return 1;
              }
            count++;
          }
      ss_puzzle_free (pz);
    }
  ss_reader_free (r);
  return count ? 0 : 1;
}
