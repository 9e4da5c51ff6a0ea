/* bench-sudosat.c: scripts/bench's timing driver for sudosat, built by
   the script against the library of the tree (public API only).  Reads
   every puzzle of every FILE first (any format the library reads, the
   format detected per file), adds the --rules to each, then solves them
   with ss_solve, counting
   to --limit (2: uniqueness proven), and measures the process's CPU
   time around the solving alone (CLOCK_PROCESS_CPUTIME_ID), so neither
   start-up nor reading counts.  The whole set is solved again until
   --min-seconds of CPU time are spent (at least once), and the time per
   puzzle is the total over the rounds.  --innies sets ss_options.innies
   (killer cages add the sums the rule of 45 implies).

   bench-sudosat [--solver=S] [--portfolio-decisions=N] [--limit=N]
                 [--time-limit=S]
                 [--min-seconds=S] [--rules=LIST] [--sum-encoding=E]
                 [--order-encoding=E] [--innies] [--each [--cpu-limit=S]]
                 FILE...

   Prints one line: puzzles=N rounds=R us_per_puzzle=U unique=A
   multiple=B none=C failed=D settled=E variables=V clauses=K (settled:
   the presolve left the solver no variable; V and K: the CNF's
   variables and clauses per puzzle, the mean over the puzzles solved).  With --each, one line per puzzle instead,
   "INDEX FOUND CPU_SECONDS STATUS DECISIONS" (FOUND -1 when the call
   failed, STATUS the error's status, 6 for a time limit; DECISIONS as
   ss_stats has them), one round; with
   --cpu-limit, each puzzle is solved in a child process that may spend
   S seconds of CPU (whole seconds, RLIMIT_CPU) and none of wall clock,
   so that a machine shared with other work does not decide what
   finishes. */
#include <sudosat.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The child's CPU ran out: say so in the exit status. */
static void
out_of_cpu (int sig)
{
  (void) sig;
  _exit (111);
}

static double
cpu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  ss_options opt = { 0 };
  long limit = 2;
  double min_seconds = 0;
  int each = 0, cpu_limit = 0, nfiles = 0;
  const char *rules = NULL;
  char **files = calloc ((size_t) argc, sizeof *files);
  if (!files)
    return 4;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (!strncmp (a, "--solver=", 9))
        {
          opt.solver = ss_solver_find (a + 9);
          if (!opt.solver || !ss_solver_built (opt.solver))
            {
              fprintf (stderr, "bench-sudosat: no back end '%s' here\n",
                       a + 9);
              return 2;
            }
        }
      else if (!strncmp (a, "--limit=", 8))
        limit = atol (a + 8);
      else if (!strncmp (a, "--time-limit=", 13))
        opt.time_limit = atof (a + 13);
      else if (!strncmp (a, "--portfolio-decisions=", 22))
        opt.portfolio_decisions = atoll (a + 22);
      else if (!strncmp (a, "--min-seconds=", 14))
        min_seconds = atof (a + 14);
      else if (!strncmp (a, "--cpu-limit=", 12))
        cpu_limit = atoi (a + 12);
      else if (!strncmp (a, "--rules=", 8))
        rules = a + 8;
      else if (!strncmp (a, "--sum-encoding=", 15))
        {
          opt.sum = ss_sum_encoding_find (a + 15);
          if (!opt.sum)
            {
              fprintf (stderr, "bench-sudosat: no sum encoding '%s'\n",
                       a + 15);
              return 2;
            }
        }
      else if (!strncmp (a, "--order-encoding=", 17))
        {
          opt.order = ss_order_encoding_find (a + 17);
          if (!opt.order)
            {
              fprintf (stderr, "bench-sudosat: no order encoding '%s'\n",
                       a + 17);
              return 2;
            }
        }
      else if (!strcmp (a, "--innies"))
        opt.innies = 1;
      else if (!strcmp (a, "--each"))
        each = 1;
      else if (a[0] != '-')
        files[nfiles++] = argv[i];
      else
        {
          fprintf (stderr, "bench-sudosat: unknown argument '%s'\n", a);
          return 2;
        }
    }
  if (!nfiles || limit < 1)
    {
      fprintf (stderr, "usage: bench-sudosat [--solver=S] "
               "[--portfolio-decisions=N] [--limit=N] "
               "[--time-limit=S] [--min-seconds=S] [--rules=LIST] "
               "[--sum-encoding=E] [--order-encoding=E] [--innies] [--each] "
               "FILE...\n");
      return 2;
    }
  ss_puzzle **pz = NULL;
  long count = 0, cap = 0, most = 0;
  ss_error err = { 0 };
  for (int fi = 0; fi < nfiles; fi++)
    {
      FILE *f = fopen (files[fi], "r");
      if (!f)
        {
          fprintf (stderr, "bench-sudosat: cannot open %s\n", files[fi]);
          return 2;
        }
      ss_reader *rd = ss_reader_new (f, files[fi], SS_FMT_AUTO);
      int rc;
      ss_puzzle *p;
      while ((rc = ss_reader_next (rd, &p, &err)) != 0)
        {
          if (rc < 0 || (rules && ss_puzzle_add_rules (p, rules, &err) < 0))
            {
              ss_error_print (stderr, &err);
              return 2;
            }
          if (count == cap)
            {
              cap = cap ? 2 * cap : 1024;
              pz = realloc (pz, (size_t) cap * sizeof *pz);
              if (!pz)
                return 4;
            }
          pz[count++] = p;
          long cells = (long) ss_puzzle_side (p) * ss_puzzle_side (p);
          if (cells > most)
            most = cells;
        }
      ss_reader_free (rd);
      fclose (f);
    }
  free (files);
  int *grid = malloc ((size_t) (most ? most : 1) * sizeof *grid);
  long unique = 0, multiple = 0, none = 0, failed = 0, settled = 0;
  long long variables = 0, clauses = 0;
  long rounds = 0;
  double spent = 0;
  do
    {
      for (long i = 0; i < count; i++)
        {
          if (each && cpu_limit > 0)
            {
              fflush (stdout);
              pid_t pid = fork ();
              if (pid == 0)
                {
                  struct rlimit rl = { (rlim_t) cpu_limit,
                                       (rlim_t) cpu_limit + 2 };
                  signal (SIGXCPU, out_of_cpu);
                  setrlimit (RLIMIT_CPU, &rl);
                  ss_stats st;
                  double t0 = cpu_now ();
                  long found = ss_solve (pz[i], &opt, limit, grid, &st, &err);
                  printf ("%ld %ld %.6f %d %lld\n", i + 1, found,
                          cpu_now () - t0, found < 0 ? (int) err.status : 0,
                          st.decisions);
                  fflush (stdout);
                  _exit (0);
                }
              int status = 0;
              if (pid < 0 || waitpid (pid, &status, 0) < 0
                  || !WIFEXITED (status) || WEXITSTATUS (status))
                printf ("%ld -1 %d.000000 6\n", i + 1, cpu_limit);
              continue;
            }
          ss_stats st;
          err = (ss_error) { 0 };
          double t0 = cpu_now ();
          long found = ss_solve (pz[i], &opt, limit, grid, &st, &err);
          double t = cpu_now () - t0;
          spent += t;
          if (each)
            printf ("%ld %ld %.6f %d %lld\n", i + 1, found, t,
                    found < 0 ? (int) err.status : 0, st.decisions);
          if (rounds)
            continue;
          if (found < 0)
            failed++;
          else if (found == 0)
            none++;
          else if (found == 1)
            unique++;
          else
            multiple++;
          settled += found >= 0 && st.variables == 0;
          if (found >= 0)
            {
              variables += st.variables;
              clauses += st.clauses;
            }
        }
      rounds++;
    }
  while (!each && spent < min_seconds);
  if (!each)
    printf ("puzzles=%ld rounds=%ld us_per_puzzle=%.2f unique=%ld "
            "multiple=%ld none=%ld failed=%ld settled=%ld variables=%.1f "
            "clauses=%.1f\n", count, rounds,
            count ? spent / (count * rounds) * 1e6 : 0.0, unique, multiple,
            none, failed, settled,
            count > failed ? (double) variables / (count - failed) : 0.0,
            count > failed ? (double) clauses / (count - failed) : 0.0);
  for (long i = 0; i < count; i++)
    ss_puzzle_free (pz[i]);
  free (pz);
  free (grid);
  return 0;
}
