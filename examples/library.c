/* library.c: libsudosat used from a program of one's own.  It reads
   puzzles from standard input in any format sudosat reads, solves each
   with the encoding and at-most-one scheme named on the command line
   (sudosat's defaults otherwise), and prints the grid of each puzzle
   that has exactly one solution.  Exit status: 0 every puzzle unique,
   1 some puzzle with no or several solutions, 2 an input error, 4
   out of memory.

   Build against an installed sudosat:
     cc library.c $(pkg-config --cflags --libs sudosat) -o library
   Run:
     ./library extended sequential < puzzles.txt  */
#include <sudosat.h>

#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  ss_options opt = { .size = sizeof opt };  /* NULL members: defaults */
  if (argc > 1 && !(opt.encoding = ss_encoding_find (argv[1])))
    {
      fprintf (stderr, "library: no encoding '%s'\n", argv[1]);
      return 2;
    }
  if (argc > 2 && !(opt.amo = ss_amo_find (argv[2])))
    {
      fprintf (stderr, "library: no at-most-one scheme '%s'\n", argv[2]);
      return 2;
    }

  ss_reader *r = ss_reader_new (stdin, "<stdin>", SS_FMT_AUTO);
  if (!r)
    {
      fprintf (stderr, "library: out of memory\n");
      return 4;
    }
  ss_puzzle *pz;
  ss_error err = { 0 };
  int rc, status = 0;
  while ((rc = ss_reader_next (r, &pz, &err)) != 0)
    {
      if (rc < 0)
        {
          /* line format goes on with the next line; others end here */
          ss_error_print (stderr, &err);
          status = 2;
          continue;
        }
      int n = ss_puzzle_side (pz);
      int *grid = malloc ((size_t) n * n * sizeof *grid);
      if (!grid)
        {
          fprintf (stderr, "library: out of memory\n");
          ss_puzzle_free (pz);
          status = 4;
          break;
        }
      ss_stats st;
      /* a limit of 2 proves uniqueness; the grid is checked in ss_solve */
      long found = ss_solve (pz, &opt, 2, grid, &st, &err);
      if (found < 0)
        {
          ss_error_print (stderr, &err);
          status = err.status == SS_ERR_MEMORY ? 4 : 2;
        }
      else if (found == 1)
        ss_print_grid (stdout, pz, grid);
      else
        {
          printf ("puzzle %d: %s (%lld clauses)\n", ss_puzzle_index (pz),
                  found ? "more than one solution" : "no solution",
                  st.clauses);
          if (status == 0)
            status = 1;
        }
      free (grid);
      ss_puzzle_free (pz);
    }
  ss_reader_free (r);
  return status;
}
