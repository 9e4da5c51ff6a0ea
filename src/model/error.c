/* error.c: error records and allocation that fails loudly. */
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

/* Out of memory is not recoverable for a command-line solver; exit
   with the documented code instead of crashing later on NULL. */
void
ss_out_of_memory (size_t size)
{
  if (size)
    fprintf (stderr, "sudosat: out of memory (%zu bytes)\n", size);
  else
    fputs ("sudosat: out of memory\n", stderr);
  exit (4);   /* the program's out-of-memory status */
}

static void *
check_alloc (void *p, size_t size)
{
  if (!p && size)
    ss_out_of_memory (size);
  return p;
}

void *
ss_malloc (size_t size)
{
  return check_alloc (malloc (size ? size : 1), size);
}

void *
ss_calloc (size_t n, size_t size)
{
  if (size && n > (size_t) -1 / size)
    ss_out_of_memory (0);   /* n * size does not fit in size_t */
  return check_alloc (calloc (n ? n : 1, size ? size : 1), n * size);
}

void *
ss_realloc (void *p, size_t size)
{
  return check_alloc (realloc (p, size ? size : 1), size);
}
