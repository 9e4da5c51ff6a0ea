/* lines.h: reading text line by line and token by token with positions
   for messages, shared by the DIMACS and model readers (private to the
   library), and the checked reading of a decimal number every reader
   uses.  Lines have no length limit: a MiniSat model is one line
   holding every variable. */
#ifndef SUDOSAT_LINES_H
#define SUDOSAT_LINES_H

#include "formats/formats.h"

#include <stddef.h>

typedef struct ss_lines {
  FILE *f;
  const char *name;
  char *buf;              /* the current line, NUL-terminated, no CR/LF */
  size_t cap, len;
  long lineno;
  size_t pos;             /* scanning position in buf */
} ss_lines;

void ss_lines_init (ss_lines *, FILE *, const char *name);
void ss_lines_free (ss_lines *);
/* 1: the next line is current; 0: end of input; -1: read error or out
   of memory. */
int ss_lines_next (ss_lines *, ss_error *);

typedef struct ss_token {
  const char *text;       /* not NUL-terminated */
  size_t len;
  long col;               /* 1-based column */
} ss_token;

/* The next blank-separated token of the current line; 0 at its end. */
int ss_lines_token (ss_lines *, ss_token *);
/* Whether the token spells word. */
int ss_token_is (const ss_token *, const char *word);
/* The unsigned decimal number in the len bytes at s, digits only (no
   sign, no blank): 0 with *out set; 1 when it is above max (max >= 0;
   *out untouched, however many digits); -1 when the bytes are not all
   digits or there are none. */
int ss_decimal (const char *s, size_t len, long long max, long long *out);
/* The token as an integer in [lo, hi], an optional sign then digits;
   else an error naming what (out of range when its digits pass the
   bounds, however many there are). */
int ss_token_int (const ss_lines *, const ss_token *, long lo, long hi,
                  const char *what, long *out, ss_error *);
/* For a message that quotes token t: -1 with "unexpected byte 0xNN"
   recorded at the column of its first byte that is no printable ASCII
   character (the words of these files are ASCII, and the puzzle
   reader says the same of such a byte); else 0 with t in q, quoted
   with quote (0: none) and shortened as ss_quote does. */
int ss_token_shown (ss_error *, const ss_lines *, const ss_token *t,
                    char q[SS_QUOTE_BYTES], char quote);
/* An input error on the current line at column col (0: none). */
int ss_lines_fail (ss_error *, const ss_lines *, long col,
                   const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));

#endif
