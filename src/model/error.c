/* error.c: error records, and allocation that returns NULL on failure
   (with a hook that makes a chosen allocation fail, for tests). */
#include "model/model.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int
ss_fail (ss_error *err, ss_status status, const char *file, long line,
         long col, const char *fmt, ...)
{
  va_list ap;
  if (!err)
    return -1;
  err->status = status;
  snprintf (err->file, sizeof err->file, "%s", file ? file : "");
  err->line = line;
  err->col = col;
  va_start (ap, fmt);
  vsnprintf (err->msg, sizeof err->msg, fmt, ap);
  va_end (ap);
  return -1;
}

void
ss_error_print (FILE *out, const ss_error *err)
{
  if (err->file[0] && err->line > 0 && err->col > 0)
    fprintf (out, "%s:%ld:%ld: %s\n", err->file, err->line, err->col,
             err->msg);
  else if (err->file[0] && err->line > 0)
    fprintf (out, "%s:%ld: %s\n", err->file, err->line, err->msg);
  else if (err->file[0])
    fprintf (out, "%s: %s\n", err->file, err->msg);
  else
    fprintf (out, "sudosat: %s\n", err->msg);
}

int
ss_oom (ss_error *err)
{
  return ss_fail (err, SS_ERR_MEMORY, NULL, 0, 0, "out of memory");
}

/* The testing hook's countdown: allocations left before one fails; -1
   while no failure is planned.  Only tests set it (single-threaded);
   threads of a solving program only read the -1. */
static long fail_after = -1;

long
ss_alloc_fail_after (long n)
{
  long left = fail_after;
  fail_after = n < 0 ? -1 : n;
  return left;
}

int
ss_alloc_fault (void)
{
  if (fail_after < 0)
    return 0;
  if (fail_after == 0)
    {
      fail_after = -1;
      return 1;
    }
  fail_after--;
  return 0;
}

void *
ss_malloc (size_t size)
{
  return ss_alloc_fault () ? NULL : malloc (size ? size : 1);
}

void *
ss_calloc (size_t n, size_t size)
{
  if (size && n > (size_t) -1 / size)
    return NULL;   /* n * size does not fit in size_t */
  return ss_alloc_fault () ? NULL : calloc (n ? n : 1, size ? size : 1);
}

void *
ss_realloc (void *p, size_t size)
{
  return ss_alloc_fault () ? NULL : realloc (p, size ? size : 1);
}
