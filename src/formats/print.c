/* print.c: printers, one per format, writing a grid the way its puzzle
   was written, and the pretty grid for a person (boxes or jigsaw
   regions framed, cages tagged, other rules in a legend, each kind's
   line in it given by one table indexed by kind). */
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

/* The legend below the grid: the puzzle, where it goes, and the cages
   tagged so far (tw letters a tag). */
typedef struct legend {
  FILE *out;
  const ss_puzzle *pz;
  int cages, tw;
} legend;

struct legend_kind;
/* A constraint's line but for the newline: 1 when one was written. */
typedef int legend_fn (legend *, const ss_constraint *,
                       const struct legend_kind *);

/* A kind's line in the legend: what writes it, its label (NULL: the
   kind's name, ss_kind), what stands between its cells, and whether
   the grid tags its cells (the cages). */
typedef struct legend_kind {
  ss_con_kind kind;
  legend_fn *line;
  const char *label, *sep;
  int tagged;
} legend_kind;

/* No line: the units the frame shows, what the rules line names, and
   the kinds the legend leaves out. */
static int
no_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) lg;
  (void) con;
  (void) k;
  return 0;
}

/* "label: cells", the kind's separator between them. */
static int
cells_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  fprintf (lg->out, "%s: ", k->label ? k->label : ss_kind (k->kind)->name);
  legend_cells (lg->out, lg->pz, con, k->sep);
  return 1;
}

/* An extra region of no rule (a rule's regions are on the rules
   line). */
static int
region_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  return con->rule ? 0 : cells_line (lg, con, k);
}

/* A cage: its tag, its total when it has one, its cells. */
static int
cage_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) k;
  fputs ("cage ", lg->out);
  cage_tag (lg->out, lg->cages++, lg->tw);
  if (con->param)
    fprintf (lg->out, " = %d", con->param);
  fputs (": ", lg->out);
  legend_cells (lg->out, lg->pz, con, " ");
  return 1;
}

/* A sum pair: X, V or its total. */
static int
xv_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) k;
  fprintf (lg->out, "%s (sum %d): ", con->param == 10 ? "X"
           : con->param == 5 ? "V" : "sum", con->param);
  legend_cells (lg->out, lg->pz, con, " ");
  return 1;
}

/* The setter's sum of a sum clue: the first k cells (the circle, read
   as one number) = the others' sum, or with k 0 the cells' sum =
   total. */
static void
sum_clue (legend *lg, const ss_constraint *con, const legend_kind *k,
          int circle, int total)
{
  ss_constraint part = *con;
  fprintf (lg->out, "%s: ", k->label ? k->label : ss_kind (k->kind)->name);
  part.ncells = circle;
  legend_cells (lg->out, lg->pz, &part, "");
  if (circle)
    fputs (" = ", lg->out);
  part.cells = con->cells + circle;
  part.ncells = con->ncells - circle;
  legend_cells (lg->out, lg->pz, &part, " + ");
  if (!circle)
    fprintf (lg->out, " = %d", total);
}

/* An arrow: its circle's param cells = its line. */
static int
arrow_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  sum_clue (lg, con, k, con->param, 0);
  return 1;
}

/* A little killer: its diagonal = its total. */
static int
killer_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  sum_clue (lg, con, k, 0, con->param);
  return 1;
}

/* A negative constraint: how many pairs, and what it asks of them. */
static int
negative_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) k;
  fprintf (lg->out, "%s: %d pairs of neighbours, %s", ss_kind
           (con->kind)->name, con->ncells / 2, ss_negative_rule (con));
  return 1;
}

/* A skyscraper clue: where it stands and how many it sees. */
static int
skyscraper_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) k;
  char where[64];
  ss_skyscraper_where (lg->pz->n, con, where, sizeof where);
  fprintf (lg->out, "skyscraper %s: %d seen", where, con->param);
  return 1;
}

/* A sandwich or an x-sum: its side and its total. */
static int
outside_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  char where[64];
  ss_sandwich_where (lg->pz, con, where, sizeof where);
  if (k->kind == SS_CON_SANDWICH)
    fprintf (lg->out, "sandwich %s: the digits between the 1 and the %d "
             "sum to %d", where, lg->pz->n, con->param);
  else
    fprintf (lg->out, "x-sum %s: the first X digits sum to %d, X the first "
             "of them", where, con->param);
  return 1;
}

/* A clone: its area's cells, then its clone's, in the same order. */
static int
clone_line (legend *lg, const ss_constraint *con, const legend_kind *k)
{
  (void) k;
  int n = lg->pz->n, m = con->ncells / 2;
  fputs ("clone: ", lg->out);
  for (int i = 0; i < 2 * m; i++)
    fprintf (lg->out, "%s%sr%dc%d", i == m ? " = " : "", i && i != m ? " "
             : "", con->cells[i] / n + 1, con->cells[i] % n + 1);
  return 1;
}

/* One line a kind, in the order of ss_con_kind. */
static const legend_kind legend_kinds[] = {
  { SS_CON_ROW, no_line, NULL, NULL, 0 },
  { SS_CON_COL, no_line, NULL, NULL, 0 },
  { SS_CON_BOX, no_line, NULL, NULL, 0 },
  { SS_CON_EXTRA, region_line, "extra region", " ", 0 },
  { SS_CON_TILING, no_line, NULL, NULL, 0 },
  { SS_CON_DIFFER, no_line, NULL, NULL, 0 },
  { SS_CON_NONCONSEC, no_line, NULL, NULL, 0 },
  { SS_CON_CAGE, cage_line, NULL, NULL, 1 },
  { SS_CON_THERMO, cells_line, NULL, " < ", 0 },
  { SS_CON_ODD, cells_line, "odd", " ", 0 },
  { SS_CON_EVEN, cells_line, "even", " ", 0 },
  { SS_CON_WHITE, cells_line, "white dot (1 apart)", " ", 0 },
  { SS_CON_BLACK, cells_line, "black dot (one twice the other)", " ", 0 },
  { SS_CON_SUM, xv_line, NULL, NULL, 0 },
  { SS_CON_PALINDROME, cells_line, NULL, " - ", 0 },
  { SS_CON_RENBAN, cells_line, NULL, " - ", 0 },
  { SS_CON_WHISPERS, cells_line, NULL, " - ", 0 },
  { SS_CON_BETWEEN, cells_line, NULL, " - ", 0 },
  { SS_CON_SLOWTHERMO, cells_line, NULL, " <= ", 0 },
  { SS_CON_REGIONSUM, cells_line, NULL, " - ", 0 },
  { SS_CON_ARROW, arrow_line, NULL, NULL, 0 },
  { SS_CON_LITTLE_KILLER, killer_line, NULL, NULL, 0 },
  { SS_CON_NOWHITE, negative_line, NULL, NULL, 0 },
  { SS_CON_NOBLACK, negative_line, NULL, NULL, 0 },
  { SS_CON_NOXV, negative_line, NULL, NULL, 0 },
  { SS_CON_QUADRUPLE, no_line, NULL, NULL, 0 },
  { SS_CON_MINIMUM, no_line, NULL, NULL, 0 },
  { SS_CON_MAXIMUM, no_line, NULL, NULL, 0 },
  { SS_CON_SKYSCRAPER, skyscraper_line, NULL, NULL, 0 },
  { SS_CON_SANDWICH, outside_line, NULL, NULL, 0 },
  { SS_CON_XSUM, outside_line, NULL, NULL, 0 },
  { SS_CON_CLONE, clone_line, NULL, NULL, 0 },
};
_Static_assert (sizeof legend_kinds / sizeof *legend_kinds == SS_CON_NKINDS,
                "a legend entry for every kind");

int
ss_legend_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) legend_kinds[k].kind != k)
      return 0;
  return 1;
}

/* Below the grid, what a terminal grid cannot show: the global rules,
   then a line for each constraint the legend table gives one (cages
   with their totals, thermometers, odd and even cells, dots, XV pairs,
   negative constraints as a count of pairs, extra regions, line rules,
   sum clues). */
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
  legend lg = { out, pz, 0, tw };
  for (int u = 0; u < pz->ncons; u++)
    {
      const legend_kind *k = &legend_kinds[pz->cons[u].kind];
      if (k->line (&lg, &pz->cons[u], k))
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
    cages += legend_kinds[pz->cons[u].kind].tagged;
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
            if (legend_kinds[pz->cons[u].kind].tagged)
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
