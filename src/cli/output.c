/* output.c: what the commands print for each puzzle, in the format
   --output-format chose: the input's shape, its very layout, another
   grid format, a boxed grid for a person, or JSON Lines. */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The --output-format names, in the order of ss_out. */
static const char *const out_names[] = {
  "shape", "same", "grid", "chars", "line", "pretty", "json", "fpuzzles",
  "fpuzzles-link"
};

const char *
ss_opt_out_name (int i)
{
  return i >= 0 && i < (int) (sizeof out_names / sizeof *out_names)
         ? out_names[i] : NULL;
}

/* s as a JSON string in ASCII: ", \ and control characters escaped,
   other characters beyond ASCII as \u escapes (UTF-16 pairs past
   U+FFFF), and a byte that starts no valid UTF-8 sequence (a file name
   may hold any) as U+FFFD.  Every line of JSON output is thus ASCII,
   valid UTF-8 JSON, unbroken by U+2028 or U+2029. */
static void
json_string (const char *s)
{
  size_t len = strlen (s);
  putchar ('"');
  for (size_t i = 0; i < len;)
    {
      long cp;
      i += ss_utf8_char (s + i, len - i, &cp);
      if (cp < 0)
        cp = 0xfffd;
      if (cp == '"' || cp == '\\')
        printf ("\\%c", (int) cp);
      else if (cp == '\n')
        fputs ("\\n", stdout);
      else if (cp == '\t')
        fputs ("\\t", stdout);
      else if (cp >= 0x20 && cp < 0x7f)
        putchar ((int) cp);
      else if (cp < 0x10000)
        printf ("\\u%04lx", cp);
      else
        printf ("\\u%04lx\\u%04lx", 0xd800 + ((cp - 0x10000) >> 10),
                0xdc00 + ((cp - 0x10000) & 0x3ff));
    }
  putchar ('"');
}

/* The start of a JSON object, up to its status; pz may be NULL. */
static void
json_open (ss_cli *cli, const ss_puzzle *pz, const char *status)
{
  printf ("{\"index\":%ld,\"file\":", ++cli->outputs);
  json_string (cli->file ? cli->file : "");
  if (pz)
    printf (",\"size\":%d", pz->n);
  else
    fputs (",\"size\":null", stdout);
  printf (",\"status\":\"%s\"", status);
}

static void
json_close (double seconds, const ss_error *err)
{
  printf (",\"seconds\":%.6f", seconds);
  if (err)
    {
      fputs (",\"message\":", stdout);
      json_string (err->msg);
    }
  fputs ("}\n", stdout);
}

static void
json_grid (const char *key, int n, const int *grid)
{
  printf (",\"%s\":[", key);
  for (int r = 0; r < n; r++)
    {
      if (r)
        putchar (',');
      putchar ('[');
      for (int c = 0; c < n; c++)
        printf (c ? ",%d" : "%d", grid[(long) r * n + c]);
      putchar (']');
    }
  putchar (']');
}

int
ss_cli_grid (ss_cli *cli, const ss_puzzle *pz, const int *grid,
             const char *status, double seconds)
{
  ss_puzzle shown = *pz;
  int full = 1;
  switch (cli->out)
    {
    case SS_OUT_JSON:
      json_open (cli, pz, status);
      for (long i = 0; i < (long) pz->n * pz->n && full; i++)
        full = grid[i] != 0;
      json_grid (full ? "solution" : "grid", pz->n, grid);
      if (cli->json_more)
        fputs (cli->json_more, stdout);
      json_close (seconds, NULL);
      return SS_EXIT_OK;
    case SS_OUT_FPUZZLES:
    case SS_OUT_FPUZZLES_LINK:
      {
        ss_error err = { 0 };
        char *text = ss_fpuzzles_text (pz, grid,
                                       cli->out == SS_OUT_FPUZZLES_LINK,
                                       &err);
        if (!text)
          {
            /* out of memory is an internal error, a puzzle f-puzzles
               cannot hold the request's */
            int memory = err.status == SS_ERR_MEMORY;
            char why[sizeof err.msg];
            snprintf (why, sizeof why, "%s", err.msg);
            ss_fail (&err, err.status, cli->file, pz->line, 0,
                     "puzzle %d: %s", pz->index, why);
            ss_error_print (stderr, &err);
            return memory ? SS_EXIT_INTERNAL : SS_EXIT_INPUT;
          }
        puts (text);
        free (text);
        return SS_EXIT_OK;
      }
    case SS_OUT_PRETTY:
      /* an empty line between grids */
      if (cli->outputs++)
        putchar ('\n');
      ss_print_pretty (stdout, pz, grid);
      return SS_EXIT_OK;
    case SS_OUT_CHARS:
      if (pz->n > SS_MAX_CHARS_N)
        {
          ss_error err = { 0 };
          ss_fail (&err, SS_ERR_USAGE, cli->file, pz->line, 0,
                   "puzzle %d: chars output holds sides up to %d, not %d",
                   pz->index, SS_MAX_CHARS_N, pz->n);
          ss_error_print (stderr, &err);
          return SS_EXIT_INPUT;
        }
      shown.style.format = SS_FMT_CHARS;
      break;
    case SS_OUT_LINE:
      shown.style.format = SS_FMT_LINE;
      if (pz->style.format != SS_FMT_LINE)
        shown.style.ints = pz->n > SS_MAX_CHARS_N;
      break;
    case SS_OUT_GRID:
      shown.style.format = SS_FMT_GRID;
      break;
    case SS_OUT_SAME:
      /* as written, an empty line between grids; else as shape does */
      if (!ss_print_written (stdout, pz, grid, cli->outputs ? "\n" : ""))
        {
          cli->outputs++;
          return SS_EXIT_OK;
        }
      break;
    default:
      break;
    }
  /* blanks as '.' unless the input wrote them '0' */
  if (shown.style.blank != '0')
    shown.style.blank = '.';
  ss_print_grid (stdout, &shown, grid);
  return SS_EXIT_OK;
}

void
ss_cli_no_grid (ss_cli *cli, const ss_puzzle *pz, ss_format in,
                const char *status, const ss_error *err, double seconds)
{
  if (cli->out == SS_OUT_JSON)
    {
      json_open (cli, pz, status);
      json_close (seconds, err);
    }
  /* keep one output line per input line */
  else if (cli->out == SS_OUT_LINE
           || ((cli->out == SS_OUT_SHAPE || cli->out == SS_OUT_SAME)
               && in == SS_FMT_LINE))
    putchar ('\n');
}

void
ss_cli_count (ss_cli *cli, const ss_puzzle *pz, long count, double seconds)
{
  if (cli->out != SS_OUT_JSON)
    {
      printf ("%ld\n", count);
      return;
    }
  json_open (cli, pz, count == 0 ? "unsolvable" : count == 1 ? "solved"
                      : "multiple");
  printf (",\"count\":%ld", count);
  json_close (seconds, NULL);
}

void
ss_cli_verdict (ss_cli *cli, const ss_puzzle *pz, const char *line,
                double seconds)
{
  if (cli->out != SS_OUT_JSON)
    {
      puts (line);
      return;
    }
  size_t word = strcspn (line, " ");
  char status[16];
  snprintf (status, sizeof status, "%.*s", (int) word, line);
  json_open (cli, pz, status);
  if (line[word])
    {
      fputs (",\"conflict\":", stdout);
      json_string (line + word + 1);
    }
  json_close (seconds, NULL);
}

void
ss_cli_say (const char *file, const char *fmt, ...)
{
  ss_error err = { 0 };
  va_list ap;
  va_start (ap, fmt);
  ss_vfail (&err, SS_ERR_INPUT, file, 0, 0, fmt, ap);
  va_end (ap);
  ss_error_print (stderr, &err);
}

void
ss_cli_json_open (ss_cli *cli, const ss_puzzle *pz, const char *status)
{
  json_open (cli, pz, status);
}

void
ss_cli_json_close (double seconds, const ss_error *err)
{
  json_close (seconds, err);
}
