/* fpuzzles.c: the f-puzzles document reader.  f-puzzles
   (www.f-puzzles.com), the editor setters of variant Sudoku share their
   puzzles from, saves a puzzle as one JSON object, and puts it in its
   links compressed by lz-string as base64 ("?load=N4Ig...").  The input
   is either one JSON document (the whole file), or lines each holding a
   link, a bare compressed text or a whole JSON object, one puzzle a line
   (as -O fpuzzles and fpuzzles-link write them).  JSON is read with
   jansson.  Every key that could carry a rule sudosat does not know is
   refused by name; only keys that cannot change the rules (title,
   author, the ruleset's prose, colours, the solver's own pencil marks)
   are passed over.  Messages name the JSON path of what is wrong.  Here
   are the input's documents and lines, the grid, the global rules'
   flags and the keys an object may hold; the constraints are read kind
   by kind through the table of fpkeys.c, values through fpjson.c, the
   links' text through fplinks.c. */
#include "formats/fpuzzles.h"

#include <stdlib.h>
#include <string.h>

/* grid: n rows of n cells, each with its given (value with given true;
   a value without is the solver's entry and no part of the puzzle) and
   its region (0..n-1; missing: its box's).  Regions other than the
   boxes make a jigsaw; a side without boxes needs every cell's.  Pencil marks and "candidates" (the solver's
   candidate marks, written by f-puzzles' export for solving tools) are
   the solver's state, not the puzzle's.
   Kept long: one pass over the cells, each key of a cell checked where
   it is read. */
static int
read_grid (ss_fp_ctx *x, json_t *grid)
{
  static const char *const cell_keys[] = {
    "value", "given", "region", "cArray", "highlight", "highlightArray",
    "centerPencilMarks", "cornerPencilMarks", "candidates",
    "givenPencilMarks", NULL
  };
  int n = x->n, jigsaw = 0;
  if (!grid)
    return ss_fp_fail (x, "", "no 'grid'");
  if (!json_is_array (grid) || (int) json_array_size (grid) != n)
    return ss_fp_fail (x, "grid", "a list of %d rows is expected", n);
  int *region = ss_malloc ((size_t) n * n * sizeof *region);
  if (!region)
    return ss_oom (x->err);
  int rc = 0, unplaced = -1;   /* the first cell without a region */
  for (int r = 0; r < n && !rc; r++)
    {
      json_t *row = json_array_get (grid, (size_t) r);
      char at[64];
      snprintf (at, sizeof at, "grid[%d]", r);
      if (!json_is_array (row) || (int) json_array_size (row) != n)
        {
          rc = ss_fp_fail (x, at, "a row of %d cells is expected", n);
          break;
        }
      for (int c = 0; c < n && !rc; c++)
        {
          json_t *cell = json_array_get (row, (size_t) c);
          snprintf (at, sizeof at, "grid[%d][%d]", r, c);
          region[r * n + c] = ss_box_of (x->p, r, c);
          if (!json_is_object (cell))
            {
              rc = ss_fp_fail (x, at, "an object is expected");
              break;
            }
          /* null or [] (what exports write for a cell without them)
             restricts nothing */
          json_t *marks = json_object_get (cell, "givenPencilMarks");
          if (marks && !json_is_null (marks)
              && !(json_is_array (marks) && !json_array_size (marks)))
            {
              rc = ss_fp_fail (x, at, "unsupported key 'givenPencilMarks' "
                               "(candidates given by the setter)");
              break;
            }
          if ((rc = ss_fp_only_keys (x, cell, at, cell_keys)))
            break;
          json_t *given = json_object_get (cell, "given");
          json_t *value = json_object_get (cell, "value");
          json_t *reg = json_object_get (cell, "region");
          char sub[80];
          if (given && !json_is_boolean (given))
            {
              snprintf (sub, sizeof sub, "%s.given", at);
              rc = ss_fp_fail (x, sub, "true or false is expected");
              break;
            }
          long long v, g;
          int has;
          snprintf (sub, sizeof sub, "%s.value", at);
          if ((has = ss_fp_number_of (x, value, sub, "a value", 0, 1, n,
                                      &v)) < 0)
            {
              rc = -1;
              break;
            }
          if (has && json_is_true (given))
            ss_puzzle_set (x->p, r, c, (int) v);
          if (!reg && unplaced < 0)
            unplaced = r * n + c;
          if (reg)
            {
              snprintf (sub, sizeof sub, "%s.region", at);
              if (json_is_null (reg))
                rc = ss_fp_fail (x, sub, "a cell in no region is not "
                                 "supported");
              else if (ss_fp_number_of (x, reg, sub, "a region number", 0, 0,
                                        n - 1, &g) < 0)
                rc = -1;
              else
                {
                  jigsaw |= g != region[r * n + c];
                  region[r * n + c] = (int) g;
                }
            }
        }
    }
  if (!rc && x->boxless && unplaced >= 0)
    rc = ss_fp_fail (x, "size", "a %dx%d grid has no boxes (its side is "
                     "prime), and grid[%d][%d] names no region", n, n,
                     unplaced / n, unplaced % n);
  if (!rc && (jigsaw || x->boxless) && ss_puzzle_set_regions (x->p, region, x->err))
    rc = ss_fp_model_fail (x, "grid");
  free (region);
  return rc;
}

/* Whether key holds a non-empty list. */
static int
listed (json_t *root, const char *key)
{
  json_t *list = json_object_get (root, key);
  return json_is_array (list) && json_array_size (list) > 0;
}

/* The global rules: both diagonals are the x rule, one alone an extra
   region; disjoint groups are the n sets of cells at one place of
   their box. */
static int
read_rules (ss_fp_ctx *x, json_t *root)
{
  static const struct { const char *key, *rule; } globals[] = {
    { "antiknight", "anti-knight" }, { "antiking", "anti-king" },
    { "nonconsecutive", "non-consecutive" }
  };
  int n = x->n, cells[SS_MAX_SIDE];
  int plus = ss_fp_flag (x, root, "diagonal+");
  int minus = ss_fp_flag (x, root, "diagonal-");
  int disjoint = ss_fp_flag (x, root, "disjointgroups");
  if (plus < 0 || minus < 0 || disjoint < 0)
    return -1;
  if (plus && minus)
    {
      if (ss_puzzle_add_rule (x->p, "x", x->err))
        return ss_fp_model_fail (x, "diagonal+");
    }
  else if (plus || minus)
    {
      /* diagonal+ rises from the bottom left, diagonal- falls from the
         top left */
      for (int i = 0; i < n; i++)
        cells[i] = plus ? (n - 1 - i) * n + i : i * n + i;
      if (ss_puzzle_add_region (x->p, cells, n, x->err))
        return ss_fp_model_fail (x, plus ? "diagonal+" : "diagonal-");
    }
  for (int i = 0; i < 3; i++)
    {
      int on = ss_fp_flag (x, root, globals[i].key);
      if (on < 0)
        return -1;
      /* non-consecutive beside kropki dots is their negative
         constraint, which spares the pairs with a dot (read_negative) */
      if (on && i == 2 && (listed (root, "difference")
                           || listed (root, "ratio")))
        {
          x->nowhite = 1;
          continue;
        }
      if (on && ss_puzzle_add_rule (x->p, globals[i].rule, x->err))
        return ss_fp_model_fail (x, globals[i].key);
    }
  if (disjoint)
    {
      if (x->p->region)
        return ss_fp_fail (x, "disjointgroups", "disjoint groups are defined "
                           "by the boxes, and this grid's regions are "
                           "irregular");
      for (int i = 0; i < n; i++)
        {
          for (int b = 0; b < n; b++)
            cells[b] = (b / x->p->br * x->p->br + i / x->p->bc) * n
                       + b % x->p->br * x->p->bc + i % x->p->bc;
          if (ss_puzzle_add_region (x->p, cells, n, x->err))
            return ss_fp_model_fail (x, "disjointgroups");
        }
    }
  return 0;
}

/* The keys an f-puzzles object may hold: those read here, the kinds'
   (fpkeys.c), and those that carry no rule.  Any other is refused by
   name. */
static int
check_keys (ss_fp_ctx *x, json_t *root)
{
  static const char *const known[] = {
    "size", "grid", "diagonal+", "diagonal-", "antiknight", "antiking",
    "nonconsecutive", "disjointgroups",
    /* metadata: the rules' prose, a solution to check against, the
       editor's settings and those a solver plugin of f-puzzles
       (SudokuSolver) writes into its exports: which of its logical steps
       to skip, how to show its candidates */
    "title", "author", "ruleset", "solution", "highlightConflicts",
    "disabledlogic", "truecandidatesoptions", NULL
  };
  const char *key;
  json_t *v;
  json_object_foreach (root, key, v)
    if (!ss_fp_cosmetic (key, known) && !ss_fp_kind_key (key))
      {
        if (!strcmp (key, "cage"))
          return ss_fp_fail_key (x, key, "unsupported key 'cage' "
                                 "(f-puzzles' cosmetic cage, whose rule only "
                                 "the ruleset's text states; a killer cage "
                                 "is 'killercage')");
        return ss_fp_fail_key (x, key, "unsupported key '%s' (a rule or "
                               "marking sudosat does not read)", key);
      }
  return 0;
}

/* The puzzle of an f-puzzles object. */
static int
build (ss_fp_ctx *x, json_t *root)
{
  if (!json_is_object (root))
    return ss_fp_fail (x, "", "an f-puzzles puzzle is a JSON object");
  if (check_keys (x, root))
    return -1;
  json_t *size = json_object_get (root, "size");
  if (!size)
    return ss_fp_fail (x, "", "no 'size'");
  long long n;
  int has = ss_fp_number_of (x, size, "size", "a grid side", 0, SS_MIN_SIDE,
                             SS_MAX_SIDE, &n);
  if (has < 0)
    return -1;
  if (!has)
    return ss_fp_fail (x, "size", "a grid side %d to %d is expected, not null",
                       SS_MIN_SIDE, SS_MAX_SIDE);
  ss_error e;
  x->n = (int) n;
  /* a side without boxes (a prime) is a jigsaw's when every cell of
     the grid names its region (read_grid sees to it) */
  x->boxless = !ss_reader_sized ((long) n) && !x->r->box_rows;
  if (x->boxless)
    {
      x->p = ss_puzzle_new_irregular (x->n);
      e.status = SS_ERR_MEMORY;
    }
  else
    x->p = ss_reader_puzzle (x->r, (long) n, NULL, &e);
  if (!x->p)
    {
      if (e.status == SS_ERR_MEMORY)
        return ss_oom (x->err);
      return ss_fp_fail (x, "size", "%s", e.msg);
    }
  x->p->style.format = SS_FMT_FPUZZLES;
  if (read_grid (x, json_object_get (root, "grid"))
      || read_rules (x, root) || ss_fp_read_kinds (x, root))
    {
      ss_puzzle_free (x->p);
      x->p = NULL;
      return -1;
    }
  return 0;
}

/* Parse text as JSON and build the puzzle; a syntax error is placed at
   line + its line - 1 (a document) or named inside the text
   decompressed from line (a link). */
static int
parse_text (ss_fp_ctx *x, const char *text, size_t len, int compressed)
{
  json_error_t je;
  json_t *root = json_loadb (text, len, JSON_REJECT_DUPLICATES, &je);
  if (!root)
    {
      ss_fp_one_line (je.text);
      if (compressed)
        return ss_fail (x->err, SS_ERR_INPUT, x->r->name, x->line, 1,
                        "the JSON decompressed from this line, line %d, "
                        "column %d: %s", je.line, je.column, je.text);
      return ss_fail (x->err, SS_ERR_INPUT, x->r->name,
                      x->base + (je.line > 1 ? je.line - 1 : 0),
                      je.column > 0 ? je.column : 1, "%s", je.text);
    }
  int rc = build (x, root);
  json_decref (root);
  return rc;
}

/* The whole input from the current line on, as one JSON document. */
static int
read_document (ss_reader *r, ss_fp_ctx *x, ss_error *err)
{
  size_t len = 0, cap = 0;
  char *text = NULL;
  int rc = 1;
  do
    {
      if (len + r->len + 2 > (size_t) r->max_line)
        {
          free (text);
          r->dead = 1;
          return ss_fail (err, SS_ERR_LIMIT, r->name, r->lineno, 1,
                          "an f-puzzles document longer than %ld bytes "
                          "(--max-line raises the limit)", r->max_line);
        }
      if (len + r->len + 2 > cap)
        {
          size_t c = cap ? cap : 4096;
          while (c < len + r->len + 2)
            c *= 2;
          char *t = ss_realloc (text, c);
          if (!t)
            {
              free (text);
              r->dead = 1;
              return ss_oom (err);
            }
          text = t;
          cap = c;
        }
      memcpy (text + len, r->buf, r->len);
      len += r->len;
      text[len++] = '\n';
    }
  while ((rc = ss_reader_line (r, err)) == 1);
  /* one document is the whole input */
  r->dead = 1;
  if (rc < 0)
    {
      free (text);
      return -1;
    }
  x->text = text;
  x->len = len;
  rc = parse_text (x, text, len, 0);
  x->text = NULL;
  free (text);
  return rc ? -1 : 1;
}

/* A line holding a link or its bare compressed text (fplinks.c). */
static int
read_link (ss_reader *r, ss_fp_ctx *x, ss_error *err)
{
  char *text;
  size_t tlen;
  if (ss_fp_link_text (r, &text, &tlen, err))
    return -1;
  int rc = parse_text (x, text, tlen, 1);
  free (text);
  return rc;
}

/* A line that is a whole JSON object by itself: 1 with the puzzle
   built from it, 0 when the line is no such object (the start of a
   document), -1 on error; with must (a line after other puzzles) a
   line that is no such object is an error. */
static int
read_object_line (ss_reader *r, ss_fp_ctx *x, int must)
{
  json_error_t je;
  json_t *root = json_loadb (r->buf, r->len, JSON_REJECT_DUPLICATES, &je);
  if (!root && must)
    {
      ss_fp_one_line (je.text);
      return ss_fail (x->err, SS_ERR_INPUT, r->name, r->lineno,
                      je.column > 0 ? je.column : 1, "after other puzzles "
                      "a line holds a whole JSON object: %s", je.text);
    }
  if (!root)
    return 0;
  x->text = r->buf;
  x->len = r->len;
  int rc = build (x, root);
  x->text = NULL;
  json_decref (root);
  return rc ? -1 : 1;
}

/* One document, object line or link after ss_reader_content found
   it. */
static int
parse_one (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  /* a document's errors are placed at their top key (fail) */
  int kind = ss_fpuzzles_line_kind (r->buf, r->len), line = 0;
  ss_fp_ctx x = { r, err, kind == 1 ? 0 : r->lineno, r->lineno, NULL, 0, NULL,
            0, 0, 0 };
  if (kind == 1 && (line = read_object_line (r, &x, r->count > 0)) < 0)
    return -1;
  if (line)
    ;
  else if (kind == 1)
    {
      if (read_document (r, &x, err) < 0)
        return -1;
    }
  else if (kind == 2)
    {
      if (read_link (r, &x, err))
        return -1;
    }
  else
    {
      /* neither JSON nor a link */
      size_t i = 0;
      while (i < r->len && (r->buf[i] == ' ' || r->buf[i] == '\t'))
        i++;
      return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, (long) i + 1,
                      "expected f-puzzles JSON, an f-puzzles link or "
                      "its compressed text (N4Ig...)");
    }
  ss_puzzle *p = x.p;
  long cells = (long) p->n * p->n;
  if (ss_reader_positions (r, cells, err))
    {
      ss_puzzle_free (p);
      return -1;
    }
  /* a given that breaks a rule is named by its cell in the message;
     the location is the start of the link's line, or of the document */
  for (long i = 0; i < cells; i++)
    r->cl[i] = x.base, r->cc[i] = 1;
  return ss_reader_finish (r, p, x.base, out, err);
}

int
ss_parse_fpuzzles (ss_reader *r, ss_puzzle **out, ss_error *err)
{
  int rc = ss_reader_content (r, err);
  if (rc <= 0)
    return rc;
  /* a puzzle that fails keeps its place in the input, as in the other
     formats: the next one's index counts it (ss_reader_finish counts
     the ones it sees) */
  int before = r->count;
  rc = parse_one (r, out, err);
  if (rc < 0 && r->count == before)
    r->count++;
  return rc;
}

