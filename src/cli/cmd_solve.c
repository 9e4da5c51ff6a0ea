/* cmd_solve.c: the solve and count commands.  Each puzzle is solved
   (work) and then printed (report); with -j N, N threads solve a batch
   of puzzles while the results are printed in input order. */
#include "cli.h"

#include <getopt.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define BATCH_PER_JOB 64

/* One puzzle and what solving it gave. */
typedef struct item {
  ss_puzzle *pz;
  long found;
  int *grid;
  ss_stats st;
  ss_error err;
} item;

typedef struct solve_ctx {
  int count_mode;
  int unique;
  int first;            /* --first: no search for a second solution */
  long limit;
  int jobs;
  const ss_options *opt;  /* the command line's encoding and scheme */
  /* -j: the batch held back, and the worker threads */
  item *batch;
  int size, cap;
  pthread_t *threads;
  pthread_mutex_t mu;
  pthread_cond_t start, done;
  long generation;      /* bumped for each batch handed out */
  int next;             /* next item to take */
  int busy;             /* workers still on the current batch */
  int quit;
} solve_ctx;

/* Whether solve looks for a second solution of pz to say that there is
   one: unless --first, for grids up to 16x16 (beyond, the proof can
   cost far more than the first solution). */
static int
default_proof (const solve_ctx *x, const ss_puzzle *pz)
{
  return !x->count_mode && !x->unique && !x->first && pz->n <= 16;
}

static void
work (solve_ctx *x, item *it)
{
  long limit = x->count_mode ? x->limit
               : x->unique || default_proof (x, it->pz) ? 2 : 1;
  /* zeroed: a grid ss_solve found before a time limit ran out shows */
  it->grid = ss_calloc ((size_t) it->pz->n * it->pz->n, sizeof *it->grid);
  it->err = (ss_error) { 0 };
  it->st = (ss_stats) { 0 };
  it->found = it->grid ? ss_solve (it->pz, x->opt, limit, it->grid, &it->st,
                                   &it->err)
                       : ss_oom (&it->err);
}

static int
report (ss_cli *cli, solve_ctx *x, item *it)
{
  const ss_puzzle *pz = it->pz;
  ss_error *err = &it->err;
  int code = SS_EXIT_OK;
  ss_cli_progress_clear ();   /* before any message of this puzzle */
  if (cli->stats)
    ss_cli_stats (cli, pz, &it->st);
  /* The time ran out while a second solution was sought for no
     --unique: the first is the answer, unproven. */
  if (it->found < 0 && err->status == SS_ERR_TIMEOUT && it->grid
      && it->grid[0] && default_proof (x, pz))
    {
      code = ss_cli_grid (cli, pz, it->grid, "solved", it->st.seconds);
      ss_fail (err, SS_ERR_TIMEOUT, cli->file, pz->line, 0,
               "puzzle %d: time limit reached before a second solution "
               "was ruled out; printed one", pz->index);
      ss_error_print (stderr, err);
    }
  else if (it->found < 0)
    {
      ss_cli_error (cli, pz, err);
      code = ss_exit_code (err);
      ss_cli_no_grid (cli, pz, pz->style.format,
                      err->status == SS_ERR_TIMEOUT ? "timeout" : "error",
                      err, it->st.seconds);
    }
  else if (x->count_mode)
    ss_cli_count (cli, pz, it->found, it->st.seconds);
  else if (it->found == 0)
    {
      err->line = 0;
      ss_fail (err, SS_ERR_INPUT, cli->file, pz->line, 0,
               "puzzle %d has no solution", pz->index);
      ss_error_print (stderr, err);
      code = SS_EXIT_UNSAT;
      ss_cli_no_grid (cli, pz, pz->style.format, "unsolvable", NULL,
                      it->st.seconds);
    }
  else
    {
      code = ss_cli_grid (cli, pz, it->grid,
                          it->found > 1 ? "multiple" : "solved",
                          it->st.seconds);
      if (it->found > 1 && !x->unique)
        {
          ss_fail (err, SS_ERR_INPUT, cli->file, pz->line, 0,
                   "puzzle %d: more than one solution; printed one",
                   pz->index);
          ss_error_print (stderr, err);
        }
      else if (it->found > 1)
        {
          ss_fail (err, SS_ERR_INPUT, cli->file, pz->line, 0,
                   "puzzle %d has more than one solution", pz->index);
          ss_error_print (stderr, err);
          code = SS_EXIT_MULTIPLE;
        }
    }
  free (it->grid);
  return code;
}

/* Take items of the current batch until none is left; called with the
   mutex held, returns with it held. */
static void
take_items (solve_ctx *x)
{
  while (x->next < x->size)
    {
      item *it = &x->batch[x->next++];
      pthread_mutex_unlock (&x->mu);
      work (x, it);
      pthread_mutex_lock (&x->mu);
    }
}

static void *
worker (void *arg)
{
  solve_ctx *x = arg;
  long seen = 0;
  pthread_mutex_lock (&x->mu);
  for (;;)
    {
      while (x->generation == seen && !x->quit)
        pthread_cond_wait (&x->start, &x->mu);
      if (x->quit)
        break;
      seen = x->generation;
      take_items (x);
      if (--x->busy == 0)
        pthread_cond_signal (&x->done);
    }
  pthread_mutex_unlock (&x->mu);
  return NULL;
}

/* Solve the batch with every thread, then print it in order. */
static void
flush (ss_cli *cli, void *vctx)
{
  solve_ctx *x = vctx;
  if (!x->size)
    return;
  if (cli->stop)
    goto print;
  pthread_mutex_lock (&x->mu);
  x->next = 0;
  x->busy = x->jobs - 1;
  x->generation++;
  pthread_cond_broadcast (&x->start);
  take_items (x);
  while (x->busy)
    pthread_cond_wait (&x->done, &x->mu);
  pthread_mutex_unlock (&x->mu);
print:
  /* after a failed write, the rest is dropped unprinted */
  for (int i = 0; i < x->size; i++)
    {
      if (!cli->stop)
        {
          ss_cli_status (cli, report (cli, x, &x->batch[i]));
          ss_cli_output_ok (cli);
        }
      else
        free (x->batch[i].grid);
      x->batch[i].grid = NULL;
      ss_puzzle_free (x->batch[i].pz);
    }
  x->size = 0;
}

static int
solve_one (ss_cli *cli, const ss_puzzle *pz, void *vctx)
{
  solve_ctx *x = vctx;
  if (x->jobs == 1)
    {
      item it = { (ss_puzzle *) pz, 0, NULL, { 0 }, { 0 } };
      work (x, &it);
      return report (cli, x, &it);
    }
  ss_puzzle *copy = ss_puzzle_copy (pz);
  if (!copy)
    {
      flush (cli, x);   /* the puzzles before it come first */
      return ss_cli_oom (cli, pz);
    }
  x->batch[x->size++].pz = copy;
  if (x->size == x->cap)
    flush (cli, x);
  return SS_EXIT_OK;
}

static int
run (int argc, char **argv, int count_mode)
{
  ss_cli cli = { .cmd = count_mode ? SS_CMD_COUNT : SS_CMD_SOLVE };
  solve_ctx x = { .count_mode = count_mode };
  if (ss_cli_options (&cli, argc, argv, NULL, NULL))
    return SS_EXIT_INPUT;
  x.unique = ss_cli_given (&cli, OPT_UNIQUE) > 0;
  x.first = ss_cli_given (&cli, OPT_FIRST) > 0;
  x.limit = (long) ss_cli_n (&cli, OPT_LIMIT);
  x.jobs = (int) ss_cli_n (&cli, OPT_JOBS);
  if (ss_cli_solver_env (&cli))
    return SS_EXIT_INPUT;
  if (x.unique && x.first)
    {
      fprintf (stderr, "sudosat: --unique and --first contradict each "
               "other\n");
      return SS_EXIT_INPUT;
    }
  x.opt = &cli.opt;
  int pool = x.jobs > 1;
  if (pool)
    {
      x.cap = x.jobs * BATCH_PER_JOB;
      x.batch = ss_calloc ((size_t) x.cap, sizeof *x.batch);
      x.threads = ss_calloc ((size_t) x.jobs, sizeof *x.threads);
      if (!x.batch || !x.threads)
        {
          free (x.batch);
          free (x.threads);
          return ss_cli_oom (&cli, NULL);
        }
      pthread_mutex_init (&x.mu, NULL);
      pthread_cond_init (&x.start, NULL);
      pthread_cond_init (&x.done, NULL);
      int started = 1;
      while (started < x.jobs
             && !pthread_create (&x.threads[started], NULL, worker, &x))
        started++;
      if (started < x.jobs)
        {
          /* the system is out of threads: fewer do the same work */
          fprintf (stderr, "sudosat: could start only %d of %d threads\n",
                   started, x.jobs);
          x.jobs = started;
        }
      if (x.jobs > 1)
        cli.flush = flush;
    }
  ss_cli_each (&cli, argc - optind, argv + optind, solve_one, &x);
  if (pool)
    {
      pthread_mutex_lock (&x.mu);
      x.quit = 1;
      pthread_cond_broadcast (&x.start);
      pthread_mutex_unlock (&x.mu);
      for (int i = 1; i < x.jobs; i++)
        pthread_join (x.threads[i], NULL);
      pthread_mutex_destroy (&x.mu);
      pthread_cond_destroy (&x.start);
      pthread_cond_destroy (&x.done);
      free (x.threads);
      free (x.batch);
    }
  return ss_cli_finish (&cli);
}

int
ss_cmd_solve (int argc, char **argv)
{
  return run (argc, argv, 0);
}

int
ss_cmd_count (int argc, char **argv)
{
  return run (argc, argv, 1);
}
