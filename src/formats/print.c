/* print.c: printers, one per format, writing a grid the way its puzzle
   was written, and the pretty grid for a person (boxes or jigsaw
   regions framed, cages tagged, other rules in a legend). */
#include "formats/formats.h"

#include <stdlib.h>

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

/* The value of cell i in the pretty grid: '.' for a blank, the
   puzzle's character or the number right-aligned in w columns. */
static void
pretty_value (FILE *out, const ss_style *st, int chars, int w, int v)
{
  if (!v)
    fprintf (out, "%*s", w, ".");
  else if (chars)
    putc (cell_char (st, v), out);
  else
    fprintf (out, "%*d", w, v);
}

/* Region of (r, c) for drawing borders; -1 off the grid. */
static int
region_at (const ss_puzzle *pz, int r, int c)
{
  if (r < 0 || c < 0 || r >= pz->n || c >= pz->n)
    return -1;
  return ss_box_of (pz, r, c);
}

/* Cage tags: letters, a-z then A-Z, as many a tag as the cages need
   for each to have its own (1 up to 52 cages, 2 up to 2704, ...). */
enum { TAG_LETTERS = 52, TAG_MAX = 4 };   /* 52^4 > 400 x 400 cells */

static int
tag_width (int cages)
{
  int w = 1;
  for (long room = TAG_LETTERS; room < cages && w < TAG_MAX; w++)
    room *= TAG_LETTERS;
  return w;
}

/* Cage i's tag, w letters (the first changing slowest) */
static void
cage_tag (FILE *out, int i, int w)
{
  char tag[TAG_MAX];
  for (int k = w - 1; k >= 0; k--, i /= TAG_LETTERS)
    {
      int d = i % TAG_LETTERS;
      tag[k] = (char) (d < 26 ? 'a' + d : 'A' + d - 26);
    }
  fwrite (tag, 1, (size_t) w, out);
}

/* Regions of any shape (a jigsaw's, or boxes when cages are shown):
   '|' and '-' on every border between two regions, '+' where borders
   meet, blank elsewhere; with cages, a cell's value is followed by the
   tag of its cage, tw letters (the legend gives each cage's total). */
static void
pretty_regions (FILE *out, const ss_puzzle *pz, const int *grid, int chars,
                int w, const int *cage, int tw)
{
  int n = pz->n, inner = w + 2 + (cage ? tw : 0);
  for (int r = 0; r <= n; r++)
    {
      /* the rule above row r: corners and segments */
      for (int c = 0; c <= n; c++)
        {
          int left = c > 0 && region_at (pz, r - 1, c - 1)
                              != region_at (pz, r, c - 1);
          int right = c < n && region_at (pz, r - 1, c)
                               != region_at (pz, r, c);
          int up = r > 0 && region_at (pz, r - 1, c - 1)
                            != region_at (pz, r - 1, c);
          int down = r < n && region_at (pz, r, c - 1)
                              != region_at (pz, r, c);
          putc ((left || right) && (up || down) ? '+' : left || right ? '-'
                : up || down ? '|' : ' ', out);
          if (c < n)
            for (int i = 0; i < inner; i++)
              putc (right ? '-' : ' ', out);
        }
      putc ('\n', out);
      if (r == n)
        break;
      for (int c = 0; c <= n; c++)
        {
          putc (region_at (pz, r, c - 1) != region_at (pz, r, c) ? '|'
                : ' ', out);
          if (c == n)
            break;
          putc (' ', out);
          pretty_value (out, &pz->style, chars, w, grid[(long) r * n + c]);
          if (cage && cage[r * n + c] < 0)
            fprintf (out, "%*s", tw, "");
          else if (cage)
            cage_tag (out, cage[r * n + c], tw);
          putc (' ', out);
        }
      putc ('\n', out);
    }
}

/* The cells of a constraint as "r1c2 r1c3 ...", sep between them. */
static void
legend_cells (FILE *out, const ss_puzzle *pz, const ss_constraint *con,
              const char *sep)
{
  for (int i = 0; i < con->ncells; i++)
    fprintf (out, "%sr%dc%d", i ? sep : "", con->cells[i] / pz->n + 1,
             con->cells[i] % pz->n + 1);
}

/* Below the grid, what a terminal grid cannot show: the global rules,
   the cages' totals, thermometers, odd and even cells, kropki dots, XV
   pairs, their negative constraints (a count of pairs), extra regions,
   the line rules, arrows, little killers, sandwiches and x-sums, one
   line each. */
static void
pretty_legend (FILE *out, const ss_puzzle *pz, int tw)
{
  if (pz->rules)
    {
      fputs ("rules:", out);
      for (int i = 0; ss_rule_name (i); i++)
        if (pz->rules >> i & 1)
          fprintf (out, " %s", ss_rule_name (i));
      putc ('\n', out);
    }
  int cages = 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      switch (con->kind)
        {
        case SS_CON_CAGE:
          fputs ("cage ", out);
          cage_tag (out, cages++, tw);
          if (con->param)
            fprintf (out, " = %d", con->param);
          fputs (": ", out);
          legend_cells (out, pz, con, " ");
          break;
        case SS_CON_THERMO:
          fputs ("thermometer: ", out);
          legend_cells (out, pz, con, " < ");
          break;
        case SS_CON_ODD:
        case SS_CON_EVEN:
          fputs (con->kind == SS_CON_ODD ? "odd: " : "even: ", out);
          legend_cells (out, pz, con, " ");
          break;
        case SS_CON_WHITE:
        case SS_CON_BLACK:
          fputs (con->kind == SS_CON_WHITE ? "white dot (1 apart): "
                 : "black dot (one twice the other): ", out);
          legend_cells (out, pz, con, " ");
          break;
        case SS_CON_SUM:
          fprintf (out, "%s (sum %d): ", con->param == 10 ? "X"
                   : con->param == 5 ? "V" : "sum", con->param);
          legend_cells (out, pz, con, " ");
          break;
        case SS_CON_ARROW:
        case SS_CON_LITTLE_KILLER:
          {
            /* the setter's sum: circle = line, or diagonal = total */
            int k = con->kind == SS_CON_ARROW ? con->param : 0;
            ss_constraint part = *con;
            fputs (k ? "arrow: " : "little killer: ", out);
            part.ncells = k;
            legend_cells (out, pz, &part, "");
            if (k)
              fputs (" = ", out);
            part.cells = con->cells + k;
            part.ncells = con->ncells - k;
            legend_cells (out, pz, &part, " + ");
            if (!k)
              fprintf (out, " = %d", con->param);
            break;
          }
        case SS_CON_SANDWICH:
        case SS_CON_XSUM:
          {
            char where[64];
            ss_sandwich_where (pz, con, where, sizeof where);
            if (con->kind == SS_CON_SANDWICH)
              fprintf (out, "sandwich %s: the digits between the 1 and the "
                       "%d sum to %d", where, pz->n, con->param);
            else
              fprintf (out, "x-sum %s: the first X digits sum to %d, X the "
                       "first of them", where, con->param);
            break;
          }
        case SS_CON_NOWHITE:
        case SS_CON_NOBLACK:
        case SS_CON_NOXV:
          fprintf (out, "%s: %d pairs of neighbours, %s", ss_kind
                   (con->kind)->name, con->ncells / 2, ss_negative_rule
                   (con));
          break;
        case SS_CON_EXTRA:
          if (con->rule)
            continue;
          fputs ("extra region: ", out);
          legend_cells (out, pz, con, " ");
          break;
        case SS_CON_PALINDROME: case SS_CON_RENBAN: case SS_CON_WHISPERS:
        case SS_CON_BETWEEN: case SS_CON_REGIONSUM:
          fprintf (out, "%s: ", ss_kind (con->kind)->name);
          legend_cells (out, pz, con, " - ");
          break;
        case SS_CON_SLOWTHERMO:
          fputs ("slow thermometer: ", out);
          legend_cells (out, pz, con, " <= ");
          break;
        default:
          continue;
        }
      putc ('\n', out);
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
  int cages = 0;
  for (int u = 0; u < pz->ncons; u++)
    cages += pz->cons[u].kind == SS_CON_CAGE;
  int tw = tag_width (cages);
  if (pz->region || cages)
    {
      int *cage = NULL;
      if (cages)
        {
          /* each cell's cage (-1: none); without memory, no tags */
          cage = ss_malloc ((size_t) n * n * sizeof *cage);
          for (int i = 0; cage && i < n * n; i++)
            cage[i] = -1;
          for (int u = 0, k = 0; cage && u < pz->ncons; u++)
            if (pz->cons[u].kind == SS_CON_CAGE)
              {
                for (int i = 0; i < pz->cons[u].ncells; i++)
                  cage[pz->cons[u].cells[i]] = k;
                k++;
              }
        }
      pretty_regions (out, pz, grid, chars, w, cage, tw);
      free (cage);
      pretty_legend (out, pz, tw);
      return;
    }
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
          if (c % bc == 0)
            fputs (c ? " | " : "| ", out);
          else
            putc (' ', out);
          pretty_value (out, st, chars, w, grid[(long) r * n + c]);
        }
      fputs (" |\n", out);
    }
  pretty_legend (out, pz, tw);
}
