/* fpjson.c: reading the values of an f-puzzles object for the
   document reader (fpuzzles.c) and the constraints' readers
   (fpkeys.c): cells ("R1C1") and lists of them, numbers, flags, lists
   of objects, the keys an object may hold, and messages naming the
   JSON path of what is wrong, placed where a document writes it. */
#include "formats/fpuzzles.h"
#include "formats/lines.h"

#include <stdarg.h>
#include <string.h>

/* Where in a document the top-level key that path starts with is
   written ("killercage" for "killercage[2].cells[1]"): its line and
   column, or the document's first line for an empty path or a key not
   found.  jansson keeps no positions of values, so the key stands for
   its whole value. */
static void
locate (const ss_fp_ctx *x, const char *path, long *line, long *col)
{
  size_t klen = strcspn (path, "[.");
  *line = x->base;
  *col = 1;
  if (!klen)
    return;
  for (size_t i = 0; i + klen + 2 <= x->len; i++)
    {
      if (x->text[i] != '"' || memcmp (x->text + i + 1, path, klen)
          || x->text[i + 1 + klen] != '"')
        continue;
      size_t j = i + klen + 2;
      while (j < x->len && (x->text[j] == ' ' || x->text[j] == '\t'
                            || x->text[j] == '\n' || x->text[j] == '\r'))
        j++;
      if (j == x->len || x->text[j] != ':')
        continue;
      long l = x->base, c = 1;
      for (size_t k = 0; k < i; k++)
        if (x->text[k] == '\n')
          l++, c = 1;
        else
          c++;
      *line = l;
      *col = c;
      return;
    }
}

/* A message is one line: a control character the input put in a key
   or a value it quotes shows as '?'. */
void
ss_fp_one_line (char *s)
{
  for (; *s; s++)
    if ((unsigned char) *s < ' ' || *s == 127)
      *s = '?';
}

/* at: the path that places the error, path: the one printed */
static int
fail_at (ss_fp_ctx *x, const char *at, const char *path, const char *fmt,
         va_list ap)
{
  char msg[400], where[200];
  vsnprintf (msg, sizeof msg, fmt, ap);
  snprintf (where, sizeof where, "%s", path);
  ss_fp_one_line (msg);
  ss_fp_one_line (where);
  path = where;
  /* a link's errors are at its line's first column */
  long line = x->line, col = 1;
  if (x->text)
    locate (x, at, &line, &col);
  return ss_fail (x->err, SS_ERR_INPUT, x->r->name, line, col, "%s%s%s",
                  path, *path ? ": " : "", msg);
}

int
ss_fp_fail (ss_fp_ctx *x, const char *path, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = fail_at (x, path, path, fmt, ap);
  va_end (ap);
  return rc;
}

int
ss_fp_fail_key (ss_fp_ctx *x, const char *key, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = fail_at (x, key, "", fmt, ap);
  va_end (ap);
  return rc;
}

/* A model call failed: its message (or out of memory) under path. */
int
ss_fp_model_fail (ss_fp_ctx *x, const char *path)
{
  if (x->err->status == SS_ERR_MEMORY)
    return -1;
  char msg[sizeof x->err->msg];
  snprintf (msg, sizeof msg, "%s", x->err->msg);
  return ss_fp_fail (x, path, "%s", msg);
}

/* Keys that carry no rule: metadata and looks. */
int
ss_fp_cosmetic (const char *key, const char *const *list)
{
  for (; *list; list++)
    if (!strcmp (key, *list))
      return 1;
  return 0;
}

static const char *const color_keys[] = {
  "baseC", "outlineC", "fontC", "c", "width", "height", "angle", NULL
};

/* Every key of obj is among known (handled) or color_keys; else the
   first other one is refused by name. */
int
ss_fp_only_keys (ss_fp_ctx *x, json_t *obj, const char *path,
                 const char *const *known)
{
  const char *key;
  json_t *v;
  json_object_foreach (obj, key, v)
    if (!ss_fp_cosmetic (key, known) && !ss_fp_cosmetic (key, color_keys))
      return ss_fp_fail (x, path, "unsupported key '%s'", key);
  return 0;
}

/* A cell "R1C1" (rows and columns from 1) to its index. */
int
ss_fp_cell_of (ss_fp_ctx *x, json_t *j, const char *path, int *cell)
{
  const char *s = json_string_value (j);
  if (!s)
    return ss_fp_fail (x, path, "a cell is a string such as \"R1C1\"");
  /* R, digits, C, digits: each number read whole, however long */
  const char *p = s, *rows = NULL, *cols = NULL;
  size_t rlen = 0, clen = 0;
  if (*p == 'R' || *p == 'r')
    {
      rows = ++p;
      p += rlen = strspn (p, "0123456789");
      if (rlen && (*p == 'C' || *p == 'c'))
        {
          cols = ++p;
          p += clen = strspn (p, "0123456789");
        }
    }
  long long r = 0, col = 0;
  char shown[SS_QUOTE_BYTES];
  if (!clen || *p)
    return ss_fp_fail (x, path, "%s is not a cell (such as \"R1C1\")",
                       ss_quote (shown, s, strlen (s), '"'));
  if (ss_decimal (rows, rlen, x->n, &r) || ss_decimal (cols, clen, x->n,
                                                       &col)
      || r < 1 || col < 1)
    return ss_fp_fail (x, path, "%s is outside the %dx%d grid",
                       ss_quote (shown, s, strlen (s), 0), x->n, x->n);
  *cell = (int) ((r - 1) * x->n + col - 1);
  return 0;
}

/* A list of cells (key of obj at path), into cells (room for max);
   *m gets the count. */
int
ss_fp_cells_of (ss_fp_ctx *x, json_t *obj, const char *key, const char *path,
                int *cells, int max, int *m)
{
  char sub[256];
  json_t *list = json_object_get (obj, key);
  snprintf (sub, sizeof sub, "%s.%s", path, key);
  if (!list)
    return ss_fp_fail (x, path, "no '%s'", key);
  if (!json_is_array (list))
    return ss_fp_fail (x, sub, "a list of cells is expected");
  if ((int) json_array_size (list) > max)
    return ss_fp_fail (x, sub, "%d cells: at most %d %s taken here",
                       (int) json_array_size (list), max,
                       max == 1 ? "is" : "are");
  *m = (int) json_array_size (list);
  for (int i = 0; i < *m; i++)
    {
      char at[300];
      snprintf (at, sizeof at, "%s[%d]", sub, i);
      if (ss_fp_cell_of (x, json_array_get (list, (size_t) i), at, &cells[i]))
        return -1;
    }
  return 0;
}

/* A JSON value as a message quotes it: an integer, a real (said to
   be one: 4.0 prints as 4), a string in quotes (cut at 40 bytes), else
   its type. */
static void
describe (json_t *j, char *buf, size_t size)
{
  if (json_is_integer (j))
    snprintf (buf, size, "%" JSON_INTEGER_FORMAT, json_integer_value (j));
  else if (json_is_real (j))
    snprintf (buf, size, "%.17g, a real number", json_real_value (j));
  else if (json_is_string (j))
    {
      char shown[SS_QUOTE_BYTES];
      snprintf (buf, size, "%s", ss_quote (shown, json_string_value (j),
                                           json_string_length (j), '"'));
    }
  else
    snprintf (buf, size, "%s", json_is_object (j) ? "an object"
              : json_is_array (j) ? "a list" : json_is_boolean (j)
              ? "a boolean" : "null");
}

/* Every number of the puzzle is read here: an integer lo..hi (what
   names it in a message), a JSON integer or, when strings is set, a
   string of digits ("15").  Absent, null (and a string "") is none.
   A real (4.5, 4.0, 1e3), a sign in a string, or a value out of range
   (however large: jansson keeps 64 bits and refuses more) is an error,
   never cut to fit.  1 with *v set, 0 when there is none, -1 on
   error. */
int
ss_fp_number_of (ss_fp_ctx *x, json_t *j, const char *path, const char *what,
                 int strings, long long lo, long long hi, long long *v)
{
  char text[SS_QUOTE_BYTES];
  if (!j || json_is_null (j))
    return 0;
  const char *s = strings ? json_string_value (j) : NULL;
  if (s && !*s)
    return 0;
  if (json_is_integer (j))
    {
      json_int_t n = json_integer_value (j);
      if (n >= lo && n <= hi)
        {
          *v = (long long) n;
          return 1;
        }
    }
  else if (s)
    {
      long long n = 0;
      int rc = ss_decimal (s, strlen (s), hi, &n);
      char shown[SS_QUOTE_BYTES];
      if (rc < 0)
        return ss_fp_fail (x, path, "%s %lld to %lld is expected, not %s "
                           "(digits only)", what, lo, hi,
                           ss_quote (shown, s, strlen (s), '"'));
      if (!rc && n >= lo)
        {
          *v = n;
          return 1;
        }
    }
  describe (j, text, sizeof text);
  return ss_fp_fail (x, path, "%s %lld to %lld is expected, not %s", what,
                     lo, hi, text);
}

/* A key that must be a boolean: 1 true, 0 false or absent, -1 error. */
int
ss_fp_flag (ss_fp_ctx *x, json_t *root, const char *key)
{
  json_t *j = json_object_get (root, key);
  if (!j || json_is_false (j) || json_is_null (j))
    return 0;
  if (json_is_true (j))
    return 1;
  return ss_fp_fail (x, key, "true or false is expected");
}

/* A key holding a list of objects: NULL when absent; error when it is
   not a list of objects. */
json_t *
ss_fp_items (ss_fp_ctx *x, json_t *root, const char *key, int *bad)
{
  json_t *list = json_object_get (root, key);
  *bad = 0;
  if (!list || json_is_null (list))
    return NULL;
  if (!json_is_array (list))
    {
      *bad = 1;
      ss_fp_fail (x, key, "a list is expected");
      return NULL;
    }
  for (size_t i = 0; i < json_array_size (list); i++)
    if (!json_is_object (json_array_get (list, i)))
      {
        char at[64];
        snprintf (at, sizeof at, "%s[%zu]", key, i);
        *bad = 1;
        ss_fp_fail (x, at, "an object is expected");
        return NULL;
      }
  return list;
}
