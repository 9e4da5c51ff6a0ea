/* written.c: a grid's lines as they were written, kept with its puzzle
   so that -O same answers in the puzzle's own layout: frames,
   separator lines, spacing, comments and blank lines between bands as
   they stand, each blank filled with the answer's symbol.  The reader
   keeps the lines it reads for the puzzle in hand (only when asked:
   ss_reader_keep_written, input.c); a parser that reads a grid gives
   the puzzle those lines and the place of each cell in them. */
#include "reader.h"

#include <stdlib.h>
#include <string.h>

/* The block a puzzle owns (p->written): the offset of each cell's
   token in the text, then the text, its lines each ended by '\n'
   (without the line's CR or the file's byte-order mark). */
typedef struct written {
  size_t len;                /* bytes of text */
  long cells;                /* n * n */
  long at[];                 /* then the text */
} written;

static char *
text_of (written *w)
{
  return (char *) (w->at + w->cells);
}

/* The index of line no among those kept, or -1. */
static long
kept (const ss_keep *k, long no)
{
  /* the lines are kept one after another, numbered in order */
  long i = k->n ? no - k->lines[0].no : -1;
  return i >= 0 && i < (long) k->n && k->lines[i].no == no ? i : -1;
}

int
ss_written_attach (ss_reader *r, ss_puzzle *p, long first, long last,
                   ss_error *err)
{
  ss_keep *k = &r->keep;
  long cells = (long) p->n * p->n;
  long i0 = kept (k, first), i1 = kept (k, last);
  if (!k->on || i0 < 0 || i1 < i0)
    return 0;
  size_t from = k->lines[i0].off;
  size_t to = i1 + 1 < (long) k->n ? k->lines[i1 + 1].off : k->len;
  long prev = -1;
  for (long c = 0; c < cells; c++)
    {
      long l = r->cl[c], i = kept (k, l);
      if (l < first || l > last || i < 0)
        return 0;
      size_t start = k->lines[i].off;
      size_t end = l < last ? k->lines[i + 1].off : to;
      long at = (long) (start - from) + r->cc[c] - 1;
      /* each cell on its line, after the one before */
      if (r->cc[c] < 1 || start + (size_t) r->cc[c] > end - 1 || at <= prev)
        return 0;
      prev = at;
    }
  size_t size = sizeof (written) + (size_t) cells * sizeof (long)
                + (to - from);
  written *w = ss_malloc (size);
  if (!w)
    return ss_oom (err);
  w->len = to - from;
  w->cells = cells;
  for (long c = 0; c < cells; c++)
    w->at[c] = (long) (k->lines[kept (k, r->cl[c])].off - from)
               + r->cc[c] - 1;
  memcpy (text_of (w), k->text + from, to - from);
  free (p->written);
  p->written = w;
  p->written_size = size;
  k->last = last;
  return 0;
}

int
ss_written_extend (ss_reader *r, ss_puzzle *p, const char *s, size_t len,
                   long no, ss_error *err)
{
  if (!p->written)
    return 0;
  size_t size = p->written_size + len + 1;
  written *w = ss_realloc (p->written, size);
  if (!w)
    return ss_oom (err);
  memcpy (text_of (w) + w->len, s, len);
  w->len += len;
  text_of (w)[w->len++] = '\n';
  p->written = w;
  p->written_size = size;
  r->keep.last = no;
  return 0;
}

/* The width of the cell written at text[at]: a number's digits where
   the puzzle is written in numbers, else one character. */
static size_t
token_width (const written *w, const char *text, long at, int numbers)
{
  size_t i = (size_t) at;
  if (!numbers || text[i] < '0' || text[i] > '9')
    return 1;
  while (i < w->len && text[i] >= '0' && text[i] <= '9')
    i++;
  return i - (size_t) at;
}

/* Value v as p writes it, into buf: its length, 0 when p has no
   character for it. */
static size_t
symbol (const ss_puzzle *p, int v, char buf[16])
{
  if (p->style.format == SS_FMT_GRID)
    return (size_t) snprintf (buf, 16, "%d", v);
  int ch = ss_value_symbol (p, v);
  buf[0] = (char) ch;
  return ch ? 1 : 0;
}

int
ss_print_written (FILE *f, const ss_puzzle *p, const int *grid,
                  const char *lead)
{
  written *w = p->written;
  long cells = (long) p->n * p->n;
  if (!w || w->cells != cells)
    return -1;
  const char *text = text_of (w);
  int numbers = p->style.format == SS_FMT_GRID;
  char buf[16];
  /* a blank is filled only where its value takes the blank's width */
  for (long c = 0; c < cells; c++)
    if (!p->cells[c] && grid[c]
        && symbol (p, grid[c], buf) != token_width (w, text, w->at[c],
                                                    numbers))
      return -1;
  fputs (lead, f);
  size_t done = 0;
  for (long c = 0; c < cells; c++)
    {
      if (p->cells[c] || !grid[c])
        continue;
      size_t at = (size_t) w->at[c];
      fwrite (text + done, 1, at - done, f);
      size_t len = symbol (p, grid[c], buf);
      fwrite (buf, 1, len, f);
      done = at + len;
    }
  fwrite (text + done, 1, w->len - done, f);
  return 0;
}
