/* fpuzzles.h: the parts of the f-puzzles reader (private to the
   library): the state of a puzzle being read and the reading of JSON
   values with messages naming their path (fpjson.c), the table of
   constraint kinds and their keys (fpkeys.c), and the links' text
   (fplinks.c); the document reader (fpuzzles.c) puts them together. */
#ifndef SUDOSAT_FPUZZLES_H
#define SUDOSAT_FPUZZLES_H

#include "formats/reader.h"

#include <jansson.h>

/* What a puzzle is being read from, for messages. */
typedef struct ss_fp_ctx {
  ss_reader *r;
  ss_error *err;
  long line;             /* the puzzle's line (a link's), 0 for JSON */
  long base;             /* the line a JSON document starts on */
  const char *text;      /* a document's text, to place errors in it */
  size_t len;
  ss_puzzle *p;
  int n;
  int boxless;           /* the side has no boxes: regions must come */
  int nowhite;           /* non-consecutive beside dots: no white dot */
} ss_fp_ctx;

/* fpjson.c.  An error at a JSON path: "FILE:LINE[:COLUMN]: PATH:
   message", at the link's line, or where a document writes the path's
   top key; always -1. */
int ss_fp_fail (ss_fp_ctx *x, const char *path, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));
/* An error about a top-level key, placed where it is written. */
int ss_fp_fail_key (ss_fp_ctx *x, const char *key, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));
/* A model call failed: its message (or out of memory) under path. */
int ss_fp_model_fail (ss_fp_ctx *x, const char *path);
/* Control characters of a message shown as '?'. */
void ss_fp_one_line (char *s);
/* Whether key is in the NULL-ended list. */
int ss_fp_cosmetic (const char *key, const char *const *list);
/* Every key of obj is among known or the colours' keys; else an
   error naming the first other one. */
int ss_fp_only_keys (ss_fp_ctx *x, json_t *obj, const char *path,
                     const char *const *known);
/* A cell "R1C1" to its index r*n + c. */
int ss_fp_cell_of (ss_fp_ctx *x, json_t *j, const char *path, int *cell);
/* The list of cells at key of obj into cells (room for max), *m
   their count. */
int ss_fp_cells_of (ss_fp_ctx *x, json_t *obj, const char *key,
                    const char *path, int *cells, int max, int *m);
/* An integer lo..hi, or with strings a string of its digits: 1 with
   *v set, 0 for none (absent, null, ""), -1 on error. */
int ss_fp_number_of (ss_fp_ctx *x, json_t *j, const char *path,
                     const char *what, int strings, long long lo,
                     long long hi, long long *v);
/* A boolean key: 1 true, 0 false or absent, -1 error. */
int ss_fp_flag (ss_fp_ctx *x, json_t *root, const char *key);
/* A key holding a list of objects: NULL when absent, or with *bad set
   on error. */
json_t *ss_fp_items (ss_fp_ctx *x, json_t *root, const char *key,
                     int *bad);

/* fpkeys.c.  Read every constraint of root, kind by kind in the order
   of ss_con_kind (each kind's key once: the negative constraints share
   one): 0, or -1 with the error set. */
int ss_fp_read_kinds (ss_fp_ctx *x, json_t *root);
/* Whether key is a constraint kind's key. */
int ss_fp_kind_key (const char *key);
/* The key of kind's constraints in f-puzzles objects, NULL for none;
   the writer (fpwrite.c) writes under it. */
const char *ss_fpuzzles_key (ss_con_kind kind);
/* Whether the table has its lines in the order of the kinds (1 or 0,
   for the tests). */
int ss_fpuzzles_key_order (void);

/* fplinks.c.  The JSON text of the link (or bare compressed text) on
   the reader's current line, from f-puzzles' "?load=" or SudokuPad's
   "fpuzzles": 0 with *text (malloc'd) and *len set, or -1 with err
   at the line. */
int ss_fp_link_text (ss_reader *r, char **text, size_t *len,
                     ss_error *err);

#endif
