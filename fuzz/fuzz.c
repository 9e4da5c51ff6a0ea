/* fuzz.c: the checks every fuzz target runs: the reader's contract,
   print-and-read-back, and solving with the result judged by the
   oracle. */
#include "fuzz.h"

#include <string.h>

FILE *
fuzz_open (const uint8_t *data, size_t size)
{
  static char empty[1];
  FILE *f = size ? fmemopen ((void *) data, size, "r")
                 : fmemopen (empty, 1, "r");
  FUZZ_ASSERT (f != NULL, "fmemopen failed");
  if (!size)
    getc (f);   /* consume the one byte: an empty file */
  return f;
}

static void
check_puzzle (const ss_puzzle *pz, ss_format want, int index, int lenient)
{
  FUZZ_ASSERT (pz->br >= 2 && pz->bc >= 2 && pz->n == pz->br * pz->bc
               && pz->n <= SS_MAX_SIDE, "n = %d, box %dx%d", pz->n, pz->br,
               pz->bc);
  FUZZ_ASSERT (pz->index == index, "index %d, expected %d", pz->index,
               index);
  FUZZ_ASSERT (pz->line >= 1, "line %ld", pz->line);
  FUZZ_ASSERT (pz->style.format != SS_FMT_AUTO, "style auto");
  FUZZ_ASSERT (want == SS_FMT_AUTO || pz->style.format == want,
               "style %d, format %d", pz->style.format, want);
  for (long i = 0; i < (long) pz->n * pz->n; i++)
    FUZZ_ASSERT (pz->cells[i] >= 0 && pz->cells[i] <= pz->n,
                 "cell %ld holds %d", i, pz->cells[i]);
  FUZZ_ASSERT (lenient || ss_puzzle_check_givens (pz, NULL, NULL) == 0,
               "accepted givens break a rule");
  FUZZ_ASSERT (pz->ndominoes >= 0, "%d dominoes", pz->ndominoes);
  for (int i = 0; i < pz->ndominoes; i++)
    {
      const ss_domino *d = &pz->dominoes[i];
      FUZZ_ASSERT (d->a >= 1 && d->a <= pz->n && d->b >= 1 && d->b <= pz->n
                   && d->r1 >= 0 && d->r1 < pz->n && d->c1 >= 0
                   && d->c1 < pz->n && d->r2 >= 0 && d->r2 < pz->n
                   && d->c2 >= 0 && d->c2 < pz->n,
                   "domino %d out of the grid", i);
    }
}

void
fuzz_check_error (const ss_error *err, const char *name, int located)
{
  FUZZ_ASSERT (err->status != SS_OK, "error without a status");
  FUZZ_ASSERT (err->status != SS_ERR_INTERNAL
               && err->status != SS_ERR_MEMORY,
               "reader gave status %d: %s", err->status, err->msg);
  FUZZ_ASSERT (err->msg[0] && !strchr (err->msg, '\n'),
               "empty or multi-line message '%s'", err->msg);
  FUZZ_ASSERT (!strcmp (err->file, name), "file '%s'", err->file);
  FUZZ_ASSERT (err->line >= 0 && err->col >= 0, "location %ld:%ld",
               err->line, err->col);
  if (located && (err->status == SS_ERR_INPUT || err->status == SS_ERR_LIMIT))
    FUZZ_ASSERT (err->line >= 1 && err->col >= 1,
                 "input error without a location: %ld:%ld: %s", err->line,
                 err->col, err->msg);
}

/* Print the puzzle's givens in its own style, read them back in that
   format, and expect the same puzzle. */
static void
read_back (const ss_puzzle *pz, int lenient)
{
  if (pz->style.format == SS_FMT_SUDOMINOKU)
    return;   /* printed as a solution, not as input */
  if (pz->style.format == SS_FMT_FPUZZLES)
    return;   /* printed as a grid: its regions and rules stay behind */
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream (&text, &len);
  ss_print_grid (out, pz, pz->cells);
  fclose (out);
  FILE *in = fuzz_open ((const uint8_t *) text, len);
  ss_reader *r = ss_reader_new (in, "again", pz->style.format);
  ss_reader_set_lenient (r, lenient);
  ss_reader_set_symbols (r, pz->style.symbols);
  ss_puzzle *back = NULL;
  ss_error err = { 0 };
  int rc = ss_reader_next (r, &back, &err);
  FUZZ_ASSERT (rc == 1, "printed puzzle does not read back: %s\n%s",
               err.msg, text);
  FUZZ_ASSERT (back->n == pz->n && back->style.format == pz->style.format
               && back->style.ints == pz->style.ints
               && !memcmp (back->cells, pz->cells,
                           (size_t) pz->n * pz->n * sizeof *pz->cells),
               "puzzle read back differs:\n%s", text);
  ss_puzzle *more = NULL;
  FUZZ_ASSERT (ss_reader_next (r, &more, &err) == 0,
               "a second puzzle read back");
  ss_puzzle_free (back);
  ss_reader_free (r);
  fclose (in);
  free (text);
}

void
fuzz_read (const uint8_t *data, size_t size, ss_format format, int lenient,
           fuzz_puzzle_fn fn, void *ctx, int max_puzzles)
{
  FILE *f = fuzz_open (data, size);
  ss_reader *r = ss_reader_new (f, "fuzz", format);
  ss_reader_set_lenient (r, lenient);
  int index = 0;
  /* every call but the last consumes at least one line */
  for (size_t calls = 0;; calls++)
    {
      FUZZ_ASSERT (calls <= size + 2, "reader does not terminate");
      ss_puzzle *pz = (ss_puzzle *) 1;
      ss_error err = { 0 };
      int rc = ss_reader_next (r, &pz, &err);
      FUZZ_ASSERT (rc >= -1 && rc <= 1, "rc %d", rc);
      if (rc == 0)
        {
          FUZZ_ASSERT (pz == NULL, "puzzle at end of input");
          FUZZ_ASSERT (ss_reader_next (r, &pz, &err) == 0,
                       "input goes on after its end");
          break;
        }
      ss_format now = ss_reader_format (r);
      if (rc < 0)
        {
          FUZZ_ASSERT (pz == NULL, "puzzle with an error");
          fuzz_check_error (&err, "fuzz", 1);
          /* a puzzle was started and failed: it had an index */
          index++;
          continue;
        }
      FUZZ_ASSERT (pz != NULL, "no puzzle");
      /* free-form input (decorated, grouped) is read by auto alone,
         which then names no one strict format */
      FUZZ_ASSERT (now != SS_FMT_AUTO || format == SS_FMT_AUTO,
                   "format not decided");
      check_puzzle (pz, format, ++index, lenient);
      if (pz->style.format == SS_FMT_FPUZZLES)
        oracle_fpuzzles (pz, data, size);
      read_back (pz, lenient);
      if (fn)
        fn (pz, ctx);
      ss_puzzle_free (pz);
      if (index >= max_puzzles)
        break;
    }
  ss_reader_free (r);
  fclose (f);
}

uint32_t
fuzz_hash (const uint8_t *data, size_t size)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 16777619u;
  return h;
}

void
fuzz_pick_options (uint32_t h, ss_options *opt)
{
  int nenc = 0, namo = 0;
  while (ss_encodings[nenc])
    nenc++;
  while (ss_amo_schemes[namo])
    namo++;
  memset (opt, 0, sizeof *opt);
  opt->encoding = ss_encodings[h % (uint32_t) nenc];
  opt->amo = ss_amo_schemes[(h / (uint32_t) nenc) % (uint32_t) namo];
}

/* A puzzle with no rule beyond rows, columns and boxes: the oracle's
   count is its count. */
static int
oracle_classic (const ss_puzzle *pz)
{
  return oracle_judges (pz) && pz->family == SS_SUDOKU && !pz->rules
         && pz->ncons == 3 * pz->n;
}

void
fuzz_solve_check (const ss_puzzle *pz, const ss_options *opt, long limit)
{
  long cells = (long) pz->n * pz->n;
  int *grid = calloc ((size_t) cells, sizeof *grid);
  ss_error err = { 0 };
  long found = ss_solve (pz, opt, limit, grid, NULL, &err);
  if (found < 0 && opt->time_limit > 0 && err.status == SS_ERR_TIMEOUT)
    {
      free (grid);
      return;   /* no answer in the time given: nothing to judge */
    }
  FUZZ_ASSERT (found >= 0, "ss_solve failed (%s/%s): %s",
               opt->encoding->name, opt->amo->name, err.msg);
  FUZZ_ASSERT (found <= limit, "%ld grids, limit %ld", found, limit);
  if (found)
    {
      FUZZ_ASSERT (ss_check_solution (pz, grid, &err) == 0,
                   "returned grid fails ss_check_solution: %s", err.msg);
      /* Sudominoku too: its grid is a Sudoku keeping the placed digits */
      FUZZ_ASSERT (!oracle_judges (pz) || oracle_valid (pz, grid),
                   "returned grid fails the oracle (%s/%s)",
                   opt->encoding->name, opt->amo->name);
    }
  if (oracle_classic (pz))
    {
      long want = oracle_count (pz, limit, 200000);
      FUZZ_ASSERT (want < 0 || want == found,
                   "%ld grids found (%s/%s), the oracle counts %ld", found,
                   opt->encoding->name, opt->amo->name, want);
    }
  /* Propagation is sound: what it fixes holds in every solution, and
     it meets a conflict only when there is none. */
  int *fixed = calloc ((size_t) cells, sizeof *fixed);
  int rc = pz->family == SS_SUDOKU ? ss_propagate (pz, opt, fixed, NULL, &err)
                                   : 1;
  FUZZ_ASSERT (rc >= 0, "ss_propagate failed (%s/%s): %s",
               opt->encoding->name, opt->amo->name, err.msg);
  FUZZ_ASSERT (rc == 1 || !found, "propagation (%s/%s) finds a conflict "
               "in a solvable puzzle", opt->encoding->name, opt->amo->name);
  for (long i = 0; rc == 1 && found && i < cells; i++)
    FUZZ_ASSERT (!fixed[i] || fixed[i] == grid[i], "propagation (%s/%s) "
                 "fixes cell %ld to %d, the solution has %d",
                 opt->encoding->name, opt->amo->name, i, fixed[i], grid[i]);
  free (fixed);
  free (grid);
}
