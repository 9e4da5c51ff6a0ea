/* cmd_generate.c: the generate command: puzzles with one solution, of a
   size, box shape, rules and variant constraints, their givens
   symmetric, as few as can be or as many as asked, drawn from a seed
   that makes them again.  A puzzle with rules or constraints is
   printed as f-puzzles JSON unless -O says otherwise: a grid alone
   would lose them. */
#include "cli.h"

#include "explain/explain.h"
#include "generate/generate.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A seed unlike the last run's, for a run without --seed. */
static uint64_t
seed_from_clock (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_REALTIME, &ts);
  uint64_t s = (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
  /* a number short enough to type back */
  return s % 1000000000000ULL;
}

typedef struct request {
  long number;
  int size;
  uint64_t seed;
  int seeded;
  ss_gen_request gen;
  char global[256];       /* the global rules of a --rules, for the
                             common option (which keeps its argument) */
} request;

/* --rules for generate: the global rules go to the common option, the
   words of the kinds generate lays out (ss_gen_kinds) to rq.  0, or -1
   after a message. */
static int
rules_option (ss_cli *cli, request *rq, const char *arg)
{
  char *rules = rq->global;
  size_t used = 0;
  for (const char *p = arg;; p++)
    {
      size_t len = strcspn (p, ",");
      ss_kind_set kinds = ss_gen_kinds_named (p, len);
      char word[64];
      snprintf (word, sizeof word, "%.*s", (int) len, p);
      int global = len < sizeof word && ss_rule_find (word) >= 0;
      if (kinds)
        rq->gen.kinds |= kinds;
      else if (len < sizeof rq->global - used - 1)
        {
          /* a global rule, or a word the common option refuses */
          used += (size_t) snprintf (rules + used, sizeof rq->global - used,
                                     "%s%.*s", used ? "," : "", (int) len,
                                     p);
        }
      else
        {
          fprintf (stderr, "sudosat: --rules: too many rules at once\n");
          return -1;
        }
      if (!kinds && !global)
        {
          char more[256];
          ss_gen_kind_words (more, sizeof more);
          ss_cli_unknown ("rule", p, len, NULL, ss_rule_name, more);
          return -1;
        }
      p += len;
      if (!*p)
        break;
    }
  return used ? ss_cli_option (cli, OPT_RULES, rules) : 0;
}

/* The --rules words of the puzzles made, comma-separated: the global
   rules, then the kinds laid out. */
static void
rules_words (const ss_cli *cli, const request *rq, char *buf, size_t size)
{
  size_t used = (size_t) snprintf (buf, size, "%s",
                                   cli->rules ? cli->rules : "");
  for (int k = 0; k < SS_CON_NKINDS && used < size; k++)
    if (rq->gen.kinds >> k & 1)
      used += (size_t) snprintf (buf + used, size - used, "%s%s",
                                 used ? "," : "", ss_gen_kinds[k].word);
}

/* generate's --rules (ss_cli_hook): 1, or -1 after a message. */
static int
rules_hook (ss_cli *cli, int opt, const char *arg, void *rq)
{
  return opt != OPT_RULES ? 0 : rules_option (cli, rq, arg) ? -1 : 1;
}

/* Parse the options into cli and rq; 0, or -1 after a message. */
static int
options (ss_cli *cli, request *rq, int argc, char **argv)
{
  if (ss_cli_options (cli, argc, argv, rules_hook, rq))
    return -1;
  if (optind < argc)
    {
      fprintf (stderr, "%s: generate reads no input, not '%s'\n"
               "Try 'sudosat --help' for more information.\n", argv[0],
               argv[optind]);
      return -1;
    }
  rq->number = (long) ss_cli_n (cli, OPT_NUMBER);
  rq->size = (int) ss_cli_n (cli, OPT_SIZE);
  rq->gen.symmetry = (ss_symmetry) ss_cli_n (cli, OPT_SYMMETRY);
  rq->gen.clues = ss_cli_given (cli, OPT_CLUES)
                  ? (int) ss_cli_n (cli, OPT_CLUES) : -1;
  rq->gen.minimal = ss_cli_given (cli, OPT_MINIMAL) > 0;
  rq->gen.level = ss_cli_given (cli, OPT_DIFFICULTY)
                  ? (int) ss_cli_n (cli, OPT_DIFFICULTY) : -1;
  rq->seed = ss_cli_n (cli, OPT_SEED);
  rq->seeded = ss_cli_given (cli, OPT_SEED) > 0;
  return 0;
}

/* The members generate adds to a puzzle's JSON object: its seed, the
   --rules words it was made with, and the puzzle whole as f-puzzles
   JSON (its constraints are in no grid).  From ss_malloc; NULL when
   memory runs out. */
static char *
json_more (const ss_puzzle *made, uint64_t seed, const char *words)
{
  ss_error err = { 0 };
  char *fp = ss_fpuzzles_text (made, made->cells, 0, &err);
  if (!fp)
    return NULL;
  size_t size = strlen (fp) + 2 * strlen (words) + 128;
  char *more = ss_malloc (size);
  if (more)
    {
      size_t used = (size_t) snprintf (more, size, ",\"seed\":%llu,"
                                       "\"rules\":[",
                                       (unsigned long long) seed);
      for (const char *w = words; *w;)
        {
          size_t len = strcspn (w, ",");
          used += (size_t) snprintf (more + used, size - used, "%s\"%.*s\"",
                                     w == words ? "" : ",", (int) len, w);
          w += len + (w[len] == ',');
        }
      snprintf (more + used, size - used, "],\"fpuzzles\":%s", fp);
    }
  free (fp);
  return more;
}

/* The empty puzzle of the size, box shape and rules asked for; NULL
   after a message. */
static ss_puzzle *
shape (const ss_cli *cli, const request *rq, const char *prog)
{
  int n = rq->size, br = cli->box_rows, bc = cli->box_cols;
  if (br)
    {
      if (n && n != br * bc)
        {
          fprintf (stderr, "%s: --box=%dx%d makes a side of %d, not %d "
                   "(--size)\n", prog, br, bc, br * bc, n);
          return NULL;
        }
    }
  else
    {
      if (!n)
        n = 9;
      if (ss_box_default (n, &br, &bc))
        {
          fprintf (stderr, "%s: a side of %d has no boxes (a prime): "
                   "give --box=RxC\n", prog, n);
          return NULL;
        }
    }
  n = br * bc;
  if (cli->symbols && (int) strlen (cli->symbols) < n)
    {
      fprintf (stderr, "%s: --symbols has %d characters, and a %dx%d grid "
               "needs %d\n", prog, (int) strlen (cli->symbols), n, n, n);
      return NULL;
    }
  ss_puzzle *pz = ss_puzzle_new_box (br, bc);
  if (!pz)
    {
      ss_cli_oom (cli, NULL);
      return NULL;
    }
  /* one puzzle a line, characters up to 35x35, numbers beyond */
  pz->style.format = SS_FMT_LINE;
  pz->style.ints = n > SS_MAX_CHARS_N;
  pz->style.blank = '.';
  if (cli->symbols)
    snprintf (pz->style.symbols, sizeof pz->style.symbols, "%s",
              cli->symbols);
  ss_error err = { 0 };
  if (cli->rules && ss_puzzle_add_rules (pz, cli->rules, &err))
    {
      fprintf (stderr, "%s: %s\n", prog, err.msg);
      ss_puzzle_free (pz);
      return NULL;
    }
  return pz;
}

/* Print puzzle i made from seed (its givens given): 0, or -1 when
   memory ran out (said). */
static int
print_made (ss_cli *cli, ss_puzzle *made, const int *givens, uint64_t seed,
            const char *words, const ss_gen_stats *st)
{
  char *more = cli->out == SS_OUT_JSON ? json_more (made, seed, words)
                                       : NULL;
  if (cli->out == SS_OUT_JSON && !more)
    {
      ss_puzzle_free (made);
      ss_cli_status (cli, ss_cli_oom (cli, NULL));
      return -1;
    }
  cli->json_more = more;
  ss_cli_status (cli, ss_cli_grid (cli, made, givens, "unique",
                                   st->seconds));
  cli->json_more = NULL;
  free (more);
  ss_puzzle_free (made);
  ss_cli_output_ok (cli);
  return 0;
}

/* Say why puzzle pz->index was not made from seed (ss_generate gave rc
   and err): 0 when the run goes on (a time limit is one puzzle's), -1
   when anything else would fail the next puzzles alike. */
static int
print_failed (ss_cli *cli, const ss_puzzle *pz, int rc, const ss_error *err,
              const ss_gen_stats *st, uint64_t seed)
{
  ss_cli_progress_clear ();
  /* a request no puzzle can meet (--clues past the grid) is the
     command line's fault, not this puzzle's */
  if (rc < 0 && err->status == SS_ERR_USAGE)
    fprintf (stderr, "%s: %s\n", cli->prog, err->msg);
  else
    fprintf (stderr, "%s: puzzle %d (--seed=%llu): %s\n", cli->prog,
             pz->index, (unsigned long long) seed, err->msg);
  if (cli->out == SS_OUT_JSON)
    ss_cli_no_grid (cli, pz, SS_FMT_GRID, rc == 0 ? "unsolvable"
                    : err->status == SS_ERR_TIMEOUT ? "timeout" : "error",
                    err, st->seconds);
  int code = rc == 0 ? SS_EXIT_UNSAT : ss_exit_code (err);
  ss_cli_status (cli, code);
  return code == SS_EXIT_TIMEOUT ? 0 : -1;
}

int
ss_cmd_generate (int argc, char **argv)
{
  ss_cli cli = { .cmd = SS_CMD_GENERATE, .prog = argv[0] };
  request rq = { 0 };
  if (options (&cli, &rq, argc, argv) || ss_cli_solver_env (&cli))
    return SS_EXIT_INPUT;
  ss_puzzle *pz = shape (&cli, &rq, argv[0]);
  if (!pz)
    return SS_EXIT_INPUT;
  rq.gen.max_literals = cli.opt.max_literals;
  rq.gen.solver = cli.opt.solver;
  /* a grid alone would lose the rules and constraints */
  if ((cli.out == SS_OUT_SHAPE || cli.out == SS_OUT_SAME)
      && (cli.rules || rq.gen.kinds))
    cli.out = SS_OUT_FPUZZLES;
  char words[512];
  rules_words (&cli, &rq, words, sizeof words);
  ss_error bad = { 0 };
  if (ss_gen_check (pz, &rq.gen, &bad))
    {
      fprintf (stderr, "%s: %s\n", argv[0], bad.msg);
      ss_puzzle_free (pz);
      return SS_EXIT_INPUT;
    }
  if (!rq.seeded)
    {
      rq.seed = seed_from_clock ();
      fprintf (stderr, "%s: --seed=%llu\n", argv[0],
               (unsigned long long) rq.seed);
    }
  int n = pz->n;
  int *givens = ss_malloc ((size_t) n * n * sizeof *givens);
  int *solution = ss_malloc ((size_t) n * n * sizeof *solution);
  if (!givens || !solution)
    {
      free (givens);
      free (solution);
      ss_puzzle_free (pz);
      return ss_cli_oom (&cli, NULL);
    }
  ss_cli_progress_begin (&cli, "generate", rq.number);
  for (long i = 0; i < rq.number && !cli.stop; i++)
    {
      /* puzzle i comes from seed + i alone: --seed=S -n 1 makes the
         first puzzle of --seed=S -n 5, --seed=S+1 -n 1 the second */
      uint64_t seed = rq.seed + (uint64_t) i;
      ss_gen_stats st;
      ss_error err = { 0 };
      rq.gen.deadline = cli.opt.time_limit > 0
                        ? ss_now () + cli.opt.time_limit : 0;
      ss_puzzle *made = NULL;
      int rc = ss_generate (pz, &rq.gen, seed, givens, solution, &made, &st,
                            &err);
      pz->index = (int) (i + 1);
      if (made)
        made->index = pz->index;
      if (cli.stats)
        {
          ss_cli_progress_clear ();
          fprintf (stderr, "sudosat: stats: puzzle=%ld seed=%llu grids=%d "
                   "checks=%ld givens=%d seconds=%.6f\n", i + 1,
                   (unsigned long long) seed, st.attempts, st.checks,
                   st.fewest, st.seconds);
        }
      if (rc == 1 ? print_made (&cli, made, givens, seed, words, &st)
          : print_failed (&cli, pz, rc, &err, &st, seed))
        break;
      ss_cli_progress_step ();
    }
  ss_cli_progress_end ();
  free (givens);
  free (solution);
  ss_puzzle_free (pz);
  return ss_cli_finish (&cli);
}
