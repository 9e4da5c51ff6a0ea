/* lines.c: line and token access with positions for the DIMACS and
   model readers, and the checked reading of decimal numbers every
   reader shares. */
#include "lines.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

void
ss_lines_init (ss_lines *l, FILE *f, const char *name)
{
  memset (l, 0, sizeof *l);
  l->f = f;
  l->name = name;
}

void
ss_lines_free (ss_lines *l)
{
  free (l->buf);
  l->buf = NULL;
}

int
ss_lines_next (ss_lines *l, ss_error *err)
{
  errno = 0;
  ssize_t got = getline (&l->buf, &l->cap, l->f);
  if (got < 0)
    {
      if (errno == ENOMEM)
        return ss_oom (err);
      if (ferror (l->f))   /* errno from read(2), e.g. EISDIR */
        return ss_fail (err, SS_ERR_INPUT, l->name, 0, 0, "read error: %s",
                        strerror (errno));
      return 0;
    }
  l->len = (size_t) got;
  while (l->len && (l->buf[l->len - 1] == '\n' || l->buf[l->len - 1] == '\r'))
    l->buf[--l->len] = 0;
  l->lineno++;
  l->pos = 0;
  return 1;
}

int
ss_lines_token (ss_lines *l, ss_token *t)
{
  while (l->pos < l->len && (l->buf[l->pos] == ' ' || l->buf[l->pos] == '\t'))
    l->pos++;
  if (l->pos >= l->len)
    return 0;
  t->text = l->buf + l->pos;
  t->col = (long) l->pos + 1;
  while (l->pos < l->len && l->buf[l->pos] != ' ' && l->buf[l->pos] != '\t')
    l->pos++;
  t->len = (size_t) (l->buf + l->pos - t->text);
  return 1;
}

int
ss_token_is (const ss_token *t, const char *word)
{
  return strlen (word) == t->len && !memcmp (t->text, word, t->len);
}

int
ss_decimal (const char *s, size_t len, long long max, long long *out)
{
  long long val = 0;
  int over = 0;
  if (!len)
    return -1;
  for (size_t i = 0; i < len; i++)
    {
      if (s[i] < '0' || s[i] > '9')
        return -1;
      int d = s[i] - '0';
      /* past max, the digits are still checked; the value is not kept */
      if (over || d > max || val > (max - d) / 10)
        over = 1;
      else
        val = val * 10 + d;
    }
  if (over)
    return 1;
  *out = val;
  return 0;
}

int
ss_token_int (const ss_lines *l, const ss_token *t, long lo, long hi,
              const char *what, long *out, ss_error *err)
{
  int neg = t->text[0] == '-';
  size_t i = neg || t->text[0] == '+';
  long long mag = 0;
  char q[SS_QUOTE_BYTES];
  /* the magnitude up to the larger bound's; above it, out of range */
  long long max = !neg ? hi : lo >= 0 ? 0 : lo == LONG_MIN ? LONG_MAX
                                                : -(long long) lo;
  int rc = ss_decimal (t->text + i, t->len - i, max < 0 ? 0 : max, &mag);
  if (rc < 0)
    return ss_token_shown (err, l, t, q, '\'') ? -1
           : ss_lines_fail (err, l, t->col, "expected %s, not %s", what, q);
  long long val = neg ? -mag : mag;
  if (rc > 0 || val < lo || val > hi)
    return ss_lines_fail (err, l, t->col, "%s %s out of range %ld..%ld",
                          what, ss_quote (q, t->text, t->len, 0), lo, hi);
  *out = (long) val;
  return 0;
}

int
ss_token_shown (ss_error *err, const ss_lines *l, const ss_token *t,
                char q[SS_QUOTE_BYTES], char quote)
{
  for (size_t i = 0; i < t->len; i++)
    {
      unsigned char ch = (unsigned char) t->text[i];
      if (ch < 0x20 || ch >= 0x7f)
        return ss_lines_fail (err, l, t->col + (long) i,
                              "unexpected byte 0x%02x", ch);
    }
  ss_quote (q, t->text, t->len, quote);
  return 0;
}

int
ss_lines_fail (ss_error *err, const ss_lines *l, long col, const char *fmt,
               ...)
{
  va_list ap;
  va_start (ap, fmt);
  int rc = ss_vfail (err, SS_ERR_INPUT, l->name, l->lineno, col, fmt, ap);
  va_end (ap);
  return rc;
}
