/* reader.h: the reader's state and line access, shared by the parsers
   of each format (private to the library). */
#ifndef SUDOSAT_READER_H
#define SUDOSAT_READER_H

#include "formats/formats.h"

#define SS_MAX_LINE (16L << 20)   /* default longest line, in bytes */

/* The lines of the puzzle being read, kept (when asked for) so that
   its grid's layout goes with it (src/formats/written.c). */
typedef struct ss_kept_line {
  long no;
  size_t off;               /* where it starts in text */
} ss_kept_line;

typedef struct ss_keep {
  int on;                   /* ss_reader_keep_written */
  char *text;               /* the lines since the puzzle began, each
                               ended by '\n' */
  size_t len, cap;
  ss_kept_line *lines;
  size_t n, capn;
  long last;                /* the last line a kept layout holds */
} ss_keep;

/* A line read ahead of the current one. */
typedef struct ss_ahead {
  char *text;               /* NUL-terminated, no line end */
  size_t len, cap;
  long lineno;
} ss_ahead;

struct ss_reader {
  FILE *f;
  const char *name;
  ss_format format;         /* SS_FMT_AUTO until detected */
  int detected;             /* format guessed from the first line */
  char *buf;                /* the current line, NUL-terminated */
  size_t len, cap;          /* its length without the newline */
  long max_line;            /* longest line accepted, in bytes */
  long lineno;              /* number of the current line */
  long fileline;            /* lines read from the file so far */
  ss_ahead *ahead;          /* lines read ahead, in order */
  size_t nahead, capahead;
  int pushed;               /* the current line is to be read again */
  int dead;                 /* an error ended the input */
  int eof;
  int count;                /* puzzles started so far */
  int lenient;              /* givens may break the rules */
  int box_rows, box_cols;   /* boxes of every puzzle; 0: by its side */
  char symbols[SS_MAX_CHARS_N + 1];  /* --symbols; "" for the default */
  int freeform;             /* auto detection found decoration */
  long title;               /* a header or title no puzzle has followed
                               yet: its line; 0: none */
  int deferred;             /* an error met reading ahead, not yet told */
  ss_error later;           /* that error */
  long *cl, *cc;            /* where each cell of the puzzle was read */
  size_t poscap;
  ss_keep keep;             /* its lines, for -O same */
};

/* Read the next line into r->buf (CR before the newline dropped).
   1: a line; 0: end of input; -1: error (too long, out of memory). */
int ss_reader_line (ss_reader *, ss_error *);
/* The line k places ahead of the current one (0: the one
   ss_reader_line returns next) into *text, *len and *lineno, valid
   until the reader moves on: 1, 0 when the input ends before it, -1
   on error. */
int ss_reader_peek (ss_reader *, size_t k, const char **text, size_t *len,
                    long *lineno, ss_error *);
/* Keep an error met reading ahead past a puzzle already handed out:
   the next ss_reader_next reports it and ends the input. */
void ss_reader_defer (ss_reader *, const ss_error *);
/* Make the current line the next one ss_reader_line returns. */
void ss_reader_unread (ss_reader *);
/* Whether the current line holds only white space. */
int ss_reader_blank (const ss_reader *);
/* Report the byte at index i of the current line as unexpected. */
int ss_reader_bad_char (ss_reader *, size_t i, ss_error *);
/* Make room for the positions of n*n cells: 0, or -1 when memory runs
   out. */
int ss_reader_positions (ss_reader *, long cells, ss_error *);
/* Skip blank lines; 1 when a non-blank line is current, 0 at the end,
   -1 on error. */
int ss_reader_content (ss_reader *, ss_error *);
/* A puzzle is parsed: number it, check its givens (an error names where
   the offending value was written, from r->cl and r->cc, and frees p)
   and hand it out.  1, or -1 on error. */
int ss_reader_finish (ss_reader *, ss_puzzle *p, long line, ss_puzzle **out,
                      ss_error *);

/* Keep the current line, when lines are kept: 0, or -1 with err when
   memory runs out. */
int ss_reader_keep_line (ss_reader *, ss_error *);
/* A puzzle begins: forget the lines kept for the one before. */
void ss_reader_keep_begin (ss_reader *);

/* The layout of a grid as written (src/formats/written.c). */
/* When lines are kept, give p (its cells' places in r->cl and r->cc)
   the lines first to last as its layout: 0, or -1 with err when memory
   runs out.  Nothing is given when a line is missing or a cell lies
   outside them. */
int ss_written_attach (ss_reader *, ss_puzzle *p, long first, long last,
                       ss_error *);
/* Add line no, of len bytes at s, below p's layout (a frame under the
   grid): 0, or -1 with err when memory runs out. */
int ss_written_extend (ss_reader *, ss_puzzle *p, const char *s, size_t len,
                       long no, ss_error *);

/* Whether n is a side a grid can have: SS_MIN_SIDE to SS_MAX_SIDE and
   not prime (some box shape R x C with R, C >= 2). */
int ss_reader_sized (long n);
/* A blank puzzle of side n (in range) with the reader's boxes, or
   NULL with err at the current line (message after "what: ", or alone
   when what is NULL) when n does not fit them or has none. */
ss_puzzle *ss_reader_puzzle (ss_reader *, long n, const char *what,
                             ss_error *);

/* The value of character ch in a puzzle of side n written a character
   a cell: 0 for a blank, -2 for a character that is neither a value
   nor a blank; values may exceed n (the caller reports them).  Under
   auto detection a '0' in a puzzle of side 10 or more is SS_ZERO,
   left for ss_reader_alphabet to decide. */
#define SS_ZERO (-1)
int ss_reader_char_value (const ss_reader *, int n, int ch);
/* The puzzle p, a character a cell, is read: settle what its '0's
   (SS_ZERO) stand for and record its alphabet in its style.  0, or -1
   with err at line (the puzzle's first) when the reading is
   ambiguous. */
int ss_reader_alphabet (ss_reader *, ss_puzzle *p, long line, ss_error *);

/* Parsers by format: same contract as ss_reader_next. */
int ss_parse_grid (ss_reader *, ss_puzzle **, ss_error *);
int ss_parse_chars (ss_reader *, ss_puzzle **, ss_error *);
int ss_parse_line (ss_reader *, ss_puzzle **, ss_error *);
int ss_parse_sudominoku (ss_reader *, ss_puzzle **, ss_error *);
/* f-puzzles: a JSON document, or links or their compressed text one a
   line (src/formats/fpuzzles.c). */
int ss_parse_fpuzzles (ss_reader *, ss_puzzle **, ss_error *);
/* What a first line of len bytes at s starts: 1 a JSON object ('{'),
   2 an f-puzzles link or compressed text, 0 neither. */
int ss_fpuzzles_line_kind (const char *s, size_t len);
/* Free-form input (auto detection, decoration on the first line). */
int ss_parse_free (ss_reader *, ss_puzzle **, ss_error *);

#endif
