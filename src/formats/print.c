/* print.c: printers, one per format, writing a grid the way its puzzle
   was written. */
#include "formats/formats.h"

/* The character of value v (0: the blank) in the puzzle's alphabet. */
static int
cell_char (const ss_style *st, int v)
{
  if (!v)
    return st->blank;
  return st->symbols[0] ? st->symbols[v - 1] : ss_value_char (v);
}

void
ss_print_grid (FILE *out, const ss_puzzle *pz, const int *grid)
{
  int n = pz->n;
  const ss_style *st = &pz->style;
  switch (st->format)
    {
    case SS_FMT_LINE:
      for (long i = 0; i < (long) n * n; i++)
        {
          if (st->ints)
            fprintf (out, i ? " %d" : "%d", grid[i]);
          else
            putc (cell_char (st, grid[i]), out);
        }
      putc ('\n', out);
      break;
    case SS_FMT_SUDOMINOKU:
      fprintf (out, "Puzzle %d\n", pz->index);
      /* FALLTHROUGH: rows of digits without spaces */
      __attribute__ ((fallthrough));
    case SS_FMT_CHARS:
      for (int r = 0; r < n; r++)
        {
          for (int c = 0; c < n; c++)
            {
              int v = grid[(long) r * n + c];
              putc (cell_char (st, v), out);
            }
          putc ('\n', out);
        }
      break;
    default:
      for (int r = 0; r < n; r++)
        {
          for (int c = 0; c < n; c++)
            fprintf (out, c ? " %d" : "%d", grid[(long) r * n + c]);
          putc ('\n', out);
        }
      break;
    }
}

void
ss_print_pretty (FILE *out, const ss_puzzle *pz, const int *grid)
{
  int n = pz->n, bc = pz->bc;
  const ss_style *st = &pz->style;
  /* values in the puzzle's characters when it was written in them,
     else as numbers right-aligned in the widest one's width */
  int chars = (st->format == SS_FMT_CHARS || st->format == SS_FMT_SUDOMINOKU
               || (st->format == SS_FMT_LINE && !st->ints)
               || st->symbols[0])
              && n <= SS_MAX_CHARS_N;
  int w = chars || n < 10 ? 1 : n < 100 ? 2 : 3;
  for (int r = 0; r <= n; r++)
    {
      if (r % pz->br == 0)
        {
          for (int c = 0; c < n; c++)
            fprintf (out, "%s%.*s", c % bc ? "" : "+-", w + 1,
                     "----");
          fputs ("+\n", out);
        }
      if (r == n)
        break;
      for (int c = 0; c < n; c++)
        {
          int v = grid[(long) r * n + c];
          if (c % bc == 0)
            fputs (c ? " | " : "| ", out);
          else
            putc (' ', out);
          if (!v)
            fprintf (out, "%*s", w, ".");
          else if (chars)
            putc (cell_char (st, v), out);
          else
            fprintf (out, "%*d", w, v);
        }
      fputs (" |\n", out);
    }
}
