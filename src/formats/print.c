/* print.c: printers, one per format, writing a grid the way its puzzle
   was written. */
#include "formats/formats.h"

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
            putc (grid[i] ? ss_value_char (grid[i]) : st->blank, out);
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
              putc (v ? ss_value_char (v) : st->blank, out);
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
