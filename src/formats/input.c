/* input.c: the reader's line access (limits, CR and byte-order marks,
   the lines kept for -O same, positions of cells for messages), the
   value characters, and the last step every parser shares: numbering
   and checking a parsed puzzle. */
#include "reader.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

ss_reader *
ss_reader_new (FILE *f, const char *name, ss_format format)
{
  ss_reader *r = ss_calloc (1, sizeof *r);
  if (!r)
    return NULL;
  r->f = f;
  r->name = name;
  r->format = format;
  r->max_line = SS_MAX_LINE;
  r->cap = 256;
  r->buf = ss_malloc (r->cap);
  if (!r->buf)
    {
      free (r);
      return NULL;
    }
  r->buf[0] = 0;
  return r;
}

void
ss_reader_set_lenient (ss_reader *r, int lenient)
{
  r->lenient = lenient;
}

void
ss_reader_set_max_line (ss_reader *r, long bytes)
{
  r->max_line = bytes > 0 ? bytes : SS_MAX_LINE;
}

void
ss_reader_set_box (ss_reader *r, int rows, int cols)
{
  r->box_rows = rows;
  r->box_cols = cols;
}

int
ss_reader_set_symbols (ss_reader *r, const char *symbols)
{
  if (!symbols)
    symbols = "";
  size_t len = strlen (symbols);
  if (len > SS_MAX_CHARS_N)
    return -1;
  for (size_t i = 0; i < len; i++)
    if (symbols[i] < '!' || symbols[i] > '~' || symbols[i] == '.'
        || strchr (symbols + i + 1, symbols[i]))
      return -1;
  memcpy (r->symbols, symbols, len + 1);
  return 0;
}

void
ss_reader_keep_written (ss_reader *r, int on)
{
  r->keep.on = on;
}

void
ss_reader_keep_begin (ss_reader *r)
{
  r->keep.len = 0;
  r->keep.n = 0;
}

/* Forget the lines kept (the reader is freed). */
static void
keep_clear (ss_reader *r)
{
  free (r->keep.text);
  free (r->keep.lines);
  memset (&r->keep, 0, sizeof r->keep);
}

int
ss_reader_keep_line (ss_reader *r, ss_error *err)
{
  ss_keep *k = &r->keep;
  /* a line read again (unread) is kept once */
  if (!k->on || (k->n && k->lines[k->n - 1].no >= r->lineno))
    return 0;
  if (k->len + r->len + 1 > k->cap)
    {
      size_t cap = k->cap ? k->cap : 1024;
      while (cap < k->len + r->len + 1)
        cap *= 2;
      char *more = ss_realloc (k->text, cap);
      if (!more)
        return ss_oom (err);
      k->text = more;
      k->cap = cap;
    }
  if (k->n == k->capn)
    {
      size_t cap = k->capn ? k->capn * 2 : 64;
      ss_kept_line *more = ss_realloc (k->lines, cap * sizeof *more);
      if (!more)
        return ss_oom (err);
      k->lines = more;
      k->capn = cap;
    }
  k->lines[k->n].no = r->lineno;
  k->lines[k->n].off = k->len;
  k->n++;
  memcpy (k->text + k->len, r->buf, r->len);
  k->len += r->len;
  k->text[k->len++] = '\n';
  return 0;
}

int
ss_reader_sized (long n)
{
  int rows, cols;
  return n >= SS_MIN_SIDE && n <= SS_MAX_SIDE
         && !ss_box_default ((int) n, &rows, &cols);
}

ss_puzzle *
ss_reader_puzzle (ss_reader *r, long n, const char *what, ss_error *err)
{
  int rows = r->box_rows, cols = r->box_cols;
  if (rows && (long) rows * cols != n)
    {
      ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
               "%s%sa %ldx%ld grid cannot have %dx%d boxes (--box)",
               what ? what : "", what ? ": " : "",
               n, n, rows, cols);
      return NULL;
    }
  if (!rows && ss_box_default ((int) n, &rows, &cols))
    {
      ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1,
               "%s%sa %ldx%ld grid has no boxes (its side is prime)",
               what ? what : "", what ? ": " : "", n, n);
      return NULL;
    }
  ss_puzzle *p = ss_puzzle_new_box (rows, cols);
  if (!p)
    ss_oom (err);
  return p;
}

void
ss_reader_free (ss_reader *r)
{
  if (!r)
    return;
  free (r->buf);
  for (size_t i = 0; i < r->nahead; i++)
    free (r->ahead[i].text);
  free (r->ahead);
  free (r->cl);
  free (r->cc);
  keep_clear (r);
  free (r);
}

ss_format
ss_reader_format (const ss_reader *r)
{
  return r->format;
}

/* Read the next line of the file into *buf (its size *cap, grown as
   needed), CR before the newline and a leading byte-order mark
   dropped: 1, 0 at the end, -1 on error (which ends the input). */
static int
read_raw (ss_reader *r, char **buf, size_t *len, size_t *cap, ss_error *err)
{
  int ch;
  if (r->eof)
    return 0;
  *len = 0;
  while ((ch = getc (r->f)) != EOF && ch != '\n')
    {
      /* the limit counts the bytes before the line end (CR LF or LF) */
      if ((long) *len >= r->max_line + (ch == '\r'))
        {
          r->lineno = ++r->fileline;
          r->dead = 1;
          return ss_fail (err, SS_ERR_LIMIT, r->name, r->lineno,
                          r->max_line + 1, "line longer than %ld bytes "
                          "(--max-line raises the limit)", r->max_line);
        }
      if (*len + 2 > *cap)
        {
          char *more = ss_realloc (*buf, *cap * 2);
          if (!more)
            {
              r->dead = 1;
              return ss_oom (err);
            }
          *buf = more;
          *cap *= 2;
        }
      (*buf)[(*len)++] = (char) ch;
    }
  if (ch == EOF)
    {
      r->eof = 1;
      if (ferror (r->f))
        {
          r->dead = 1;   /* errno from read(2), e.g. EISDIR */
          return ss_fail (err, SS_ERR_INPUT, r->name, 0, 0, "read error: %s",
                          strerror (errno));
        }
      if (!*len)
        return 0;
    }
  if (*len && (*buf)[*len - 1] == '\r')
    (*len)--;
  /* Editors on Windows may start a UTF-8 file with a byte-order mark;
     it is invisible there, so columns are counted after it. */
  if (!r->fileline && *len >= 3 && !memcmp (*buf, "\xef\xbb\xbf", 3))
    {
      *len -= 3;
      memmove (*buf, *buf + 3, *len);
    }
  (*buf)[*len] = 0;
  r->fileline++;
  return 1;
}

int
ss_reader_line (ss_reader *r, ss_error *err)
{
  if (r->pushed)
    r->pushed = 0;
  else if (r->nahead)
    {
      /* the first line read ahead becomes the current one */
      ss_ahead a = r->ahead[0];
      free (r->buf);
      r->buf = a.text;
      r->len = a.len;
      r->cap = a.cap;
      r->lineno = a.lineno;
      memmove (r->ahead, r->ahead + 1, --r->nahead * sizeof *r->ahead);
    }
  else
    {
      int rc = read_raw (r, &r->buf, &r->len, &r->cap, err);
      if (rc != 1)
        return rc;
      r->lineno = r->fileline;
    }
  if (ss_reader_keep_line (r, err))
    {
      r->dead = 1;
      return -1;
    }
  return 1;
}

int
ss_reader_peek (ss_reader *r, size_t k, const char **text, size_t *len,
                long *lineno, ss_error *err)
{
  if (r->pushed)
    {
      if (!k)
        {
          *text = r->buf, *len = r->len, *lineno = r->lineno;
          return 1;
        }
      k--;
    }
  while (r->nahead <= k)
    {
      if (r->nahead == r->capahead)
        {
          size_t cap = r->capahead ? r->capahead * 2 : 16;
          ss_ahead *more = ss_realloc (r->ahead, cap * sizeof *more);
          if (!more)
            {
              r->dead = 1;
              return ss_oom (err);
            }
          r->ahead = more;
          r->capahead = cap;
        }
      ss_ahead *a = &r->ahead[r->nahead];
      a->cap = 256;
      a->text = ss_malloc (a->cap);
      if (!a->text)
        {
          r->dead = 1;
          return ss_oom (err);
        }
      int rc = read_raw (r, &a->text, &a->len, &a->cap, err);
      if (rc <= 0)
        {
          free (a->text);
          return rc;
        }
      a->lineno = r->fileline;
      r->nahead++;
    }
  *text = r->ahead[k].text;
  *len = r->ahead[k].len;
  *lineno = r->ahead[k].lineno;
  return 1;
}

void
ss_reader_defer (ss_reader *r, const ss_error *err)
{
  r->later = *err;
  r->deferred = 1;
}

void
ss_reader_unread (ss_reader *r)
{
  r->pushed = 1;
}

int
ss_reader_blank (const ss_reader *r)
{
  for (size_t i = 0; i < r->len; i++)
    if (r->buf[i] != ' ' && r->buf[i] != '\t')
      return 0;
  return 1;
}

int
ss_reader_bad_char (ss_reader *r, size_t i, ss_error *err)
{
  unsigned char ch = (unsigned char) r->buf[i];
  if (ch >= 0x20 && ch < 0x7f)
    return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                    "unexpected character '%c'", ch);
  return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                  "unexpected byte 0x%02x", ch);
}

int
ss_reader_positions (ss_reader *r, long cells, ss_error *err)
{
  if ((size_t) cells > r->poscap)
    {
      long *cl = ss_realloc (r->cl, (size_t) cells * sizeof *r->cl);
      if (cl)
        r->cl = cl;
      long *cc = cl ? ss_realloc (r->cc, (size_t) cells * sizeof *r->cc)
                    : NULL;
      if (!cc)
        return ss_oom (err);
      r->cc = cc;
      r->poscap = (size_t) cells;
    }
  return 0;
}

/* Skip blank lines (shared with the Sudominoku reader). */
int
ss_reader_content (ss_reader *r, ss_error *err)
{
  int rc;
  do
    rc = ss_reader_line (r, err);
  while (rc == 1 && ss_reader_blank (r));
  return rc;
}

/* A puzzle is parsed: check its givens (unless lenient), reporting
   where the offending value was written (shared with the Sudominoku
   reader). */
int
ss_reader_finish (ss_reader *r, ss_puzzle *p, long line, ss_puzzle **out,
                  ss_error *err)
{
  long cell = 0;
  p->line = line;
  p->index = ++r->count;
  if (!r->lenient && ss_puzzle_check_givens (p, &cell, err))
    {
      err->status = SS_ERR_INPUT;
      ss_error_set_file (err, r->name);
      err->line = r->cl[cell];
      err->col = r->cc[cell];
      ss_puzzle_free (p);
      return -1;
    }
  *out = p;
  return 1;
}

int
ss_reader_char_value (const ss_reader *r, int n, int ch)
{
  if (r->symbols[0])
    {
      const char *at = ch ? strchr (r->symbols, ch) : NULL;
      if (at)
        return (int) (at - r->symbols) + 1;
      return ch == '.' || ch == '0' ? 0 : -2;
    }
  int v = ss_char_value (ch);
  if (ch == '0' && r->detected && n >= 10 && n <= SS_MAX_CHARS_N)
    return SS_ZERO;
  return v < 0 ? -2 : v;
}

/* People write grids of side 10 to 35 with 1-9 then letters (16x16:
   1-G) or with 0-9 then letters (0-F), and mark blanks with '.' or,
   in the first alphabet, '0'.  A '0' beside another blank, with no
   character for n, is a value; a '0' alone is the blank; with neither
   '0' nor the character for n either reading fits, and only --symbols
   can tell. */
int
ss_reader_alphabet (ss_reader *r, ss_puzzle *p, long line, ss_error *err)
{
  static const char zero_based[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  int n = p->n, zero = 0, top = 0, blank = 0;
  long cells = (long) n * n;
  if (r->symbols[0] && (int) strlen (r->symbols) < n)
    return ss_fail (err, SS_ERR_INPUT, r->name, line, 1, "--symbols names "
                    "%d value%s, a %dx%d grid has %d", (int) strlen
                    (r->symbols), strlen (r->symbols) == 1 ? "" : "s", n, n,
                    n);
  if (r->symbols[0])
    memcpy (p->style.symbols, r->symbols, sizeof r->symbols);
  if (r->symbols[0] || !r->detected || n < 10 || n > SS_MAX_CHARS_N)
    return 0;
  for (long i = 0; i < cells; i++)
    {
      zero |= p->cells[i] == SS_ZERO;
      top |= p->cells[i] == n;
      blank |= p->cells[i] == 0;
    }
  if (zero && blank && !top)
    {
      for (long i = 0; i < cells; i++)
        if (p->cells[i])
          p->cells[i] = p->cells[i] == SS_ZERO ? 1 : p->cells[i] + 1;
      memcpy (p->style.symbols, zero_based, (size_t) n);
      p->style.symbols[n] = 0;
      p->style.blank = '.';
      return 0;
    }
  if (zero || top)
    {
      for (long i = 0; i < cells; i++)
        if (p->cells[i] == SS_ZERO)
          p->cells[i] = 0;
      return 0;
    }
  return ss_fail (err, SS_ERR_INPUT, r->name, line, 1,
                  "a %dx%d puzzle with neither '0' nor '%c' may be written "
                  "1-%c or 0-%c; name its values with --symbols "
                  "(--symbols=%.*s or --symbols=%.*s)", n, n,
                  ss_value_char (n), ss_value_char (n), zero_based[n - 1],
                  n, zero_based + 1, n, zero_based);
}

int
ss_value_symbol (const ss_puzzle *p, int v)
{
  const ss_style *st = &p->style;
  if (v < 1 || v > p->n || (st->format != SS_FMT_CHARS
                            && (st->format != SS_FMT_LINE || st->ints)))
    return 0;
  if (st->symbols[0])
    return (unsigned char) st->symbols[v - 1];
  return v <= SS_MAX_CHARS_N ? ss_value_char (v) : 0;
}

char
ss_value_char (int v)
{
  if (v <= 0)
    return '.';
  if (v <= 9)
    return (char) ('0' + v);
  if (v <= SS_MAX_CHARS_N)
    return (char) ('A' + v - 10);
  return '?';
}

int
ss_char_value (int ch)
{
  if (ch >= '0' && ch <= '9')
    return ch - '0';
  if (ch >= 'A' && ch <= 'Z')
    return ch - 'A' + 10;
  if (ch == '.')
    return 0;
  return -1;
}
