/* rules.c: the global rules of variant Sudoku (--rules) and the
   constraints each adds to a puzzle: the diagonals and windoku's
   windows are extra all-different regions; anti-knight and anti-king
   list the cell pairs that must differ; non-consecutive lists the
   orthogonal neighbours, whose values must differ by more than 1. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

/* Steps to the cells a pair rule pairs a cell with, each pair listed
   once (from its first cell in row-major order). */
typedef struct step {
  int dr, dc;
} step;

static const step knight[] = { { 1, -2 }, { 1, 2 }, { 2, -1 }, { 2, 1 } };
static const step king[] = { { 1, -1 }, { 1, 1 } };
static const step orthogonal[] = { { 0, 1 }, { 1, 0 } };

typedef struct rule {
  const char *name;
  const char *summary;
  const char *unit;       /* a region's name in messages; NULL: pairs,
                             named by the rule */
  ss_con_kind kind;
  const step *steps;      /* pair rules */
  int nsteps;
} rule;

static const rule rules[] = {
  { "x", "both main diagonals hold no value twice", "diagonal",
    SS_CON_EXTRA, NULL, 0 },
  { "windoku", "k x k boxes only: (k-1)^2 extra k x k windows, one line "
    "from the border and apart (9x9: rows and columns 2-4 and 6-8)",
    "window", SS_CON_EXTRA, NULL, 0 },
  { "anti-knight", "cells a knight's move apart hold different values",
    NULL, SS_CON_DIFFER, knight, 4 },
  { "anti-king", "cells a king's move apart (diagonal neighbours) hold "
    "different values", NULL, SS_CON_DIFFER, king, 2 },
  { "non-consecutive", "orthogonal neighbours never hold consecutive "
    "values", NULL, SS_CON_NONCONSEC, orthogonal, 2 },
};

#define NRULES ((int) (sizeof rules / sizeof *rules))

const char *
ss_rule_name (int i)
{
  return i >= 0 && i < NRULES ? rules[i].name : NULL;
}

int
ss_rule_kind (int i)
{
  return i >= 0 && i < NRULES ? (int) rules[i].kind : -1;
}

const char *
ss_rule_summary (int i)
{
  return i >= 0 && i < NRULES ? rules[i].summary : NULL;
}

/* The index of the rule named by the len bytes at name, -1 for none. */
static int
find (const char *name, size_t len)
{
  for (int i = 0; i < NRULES; i++)
    if (strlen (rules[i].name) == len && !strncmp (rules[i].name, name, len))
      return i;
  return -1;
}

int
ss_rule_find (const char *name)
{
  return find (name, strlen (name));
}

int
ss_puzzle_has_rule (const ss_puzzle *p, const char *name)
{
  int i = ss_rule_find (name);
  return i >= 0 && (p->rules >> i & 1);
}

/* Whether rule i is defined on p's grid; an SS_ERR_USAGE error when
   not. */
static int
applies (const ss_puzzle *p, int i, ss_error *err)
{
  if (!strcmp (rules[i].name, "windoku") && p->br < 2)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "windoku needs square "
                    "boxes (k x k): a %dx%d grid has no boxes", p->n, p->n);
  if (!strcmp (rules[i].name, "windoku") && p->br != p->bc)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "windoku needs square "
                    "boxes (k x k), not %dx%d", p->br, p->bc);
  return 0;
}

/* The regions of the x rule (diagonals) or windoku (windows). */
static int
add_regions (ss_puzzle *p, int i)
{
  int n = p->n, k = p->br;
  int cells[SS_MAX_SIDE] = { 0 };   /* quiets -Wmaybe-uninitialized */
  if (!strcmp (rules[i].name, "x"))
    {
      for (int j = 0; j < n; j++)
        cells[j] = j * n + j;
      if (ss_puzzle_add_con (p, SS_CON_EXTRA, cells, n, i + 1,
                                 rules[i].unit))
        return -1;
      for (int j = 0; j < n; j++)
        cells[j] = j * n + n - 1 - j;
      return ss_puzzle_add_con (p, SS_CON_EXTRA, cells, n, i + 1,
                                 rules[i].unit);
    }
  /* windoku: windows at rows and columns 1 + w(k+1), w = 0..k-2 */
  for (int wr = 0; wr < k - 1; wr++)
    for (int wc = 0; wc < k - 1; wc++)
      {
        int top = 1 + wr * (k + 1), left = 1 + wc * (k + 1);
        for (int j = 0; j < n; j++)
          cells[j] = (top + j / k) * n + left + j % k;
        if (ss_puzzle_add_con (p, SS_CON_EXTRA, cells, n, i + 1,
                                 rules[i].unit))
          return -1;
      }
  return 0;
}

/* The pairs of a pair rule, as one constraint. */
static int
add_pairs (ss_puzzle *p, int i)
{
  int n = p->n, m = 0;
  const rule *ru = &rules[i];
  int *cells = ss_malloc ((size_t) n * n * ru->nsteps * 2 * sizeof *cells);
  if (!cells)
    return -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int s = 0; s < ru->nsteps; s++)
        {
          int r2 = r + ru->steps[s].dr, c2 = c + ru->steps[s].dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n)
            continue;
          cells[m++] = r * n + c;
          cells[m++] = r2 * n + c2;
        }
  int rc = ss_puzzle_add_con (p, ru->kind, cells, m, i + 1, ru->name);
  free (cells);
  return rc;
}

static int
add_rule (ss_puzzle *p, int i, ss_error *err)
{
  if (p->rules >> i & 1)
    return 0;
  if (applies (p, i, err))
    return -1;
  int before = p->ncons;
  if (rules[i].kind == SS_CON_EXTRA ? add_regions (p, i) : add_pairs (p, i))
    {
      /* a rule is added whole or not at all */
      while (p->ncons > before)
        free (p->cons[--p->ncons].cells);
      return ss_oom (err);
    }
  p->rules |= 1u << i;
  return 0;
}

/* "unknown rule 'NAME' (x, windoku, ...)" */
static int
unknown (const char *name, size_t len, ss_error *err)
{
  char list[256] = "";
  for (int i = 0; i < NRULES; i++)
    {
      if (i)
        strcat (list, ", ");
      strcat (list, rules[i].name);
    }
  return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "unknown rule '%.*s' (%s)",
                  (int) (len > 40 ? 40 : len), name, list);
}

int
ss_puzzle_add_rule (ss_puzzle *p, const char *name, ss_error *err)
{
  int i = ss_rule_find (name);
  if (i < 0)
    return unknown (name, strlen (name), err);
  return add_rule (p, i, err);
}

int
ss_puzzle_add_rules (ss_puzzle *p, const char *list, ss_error *err)
{
  /* every name is checked before any rule is added */
  for (int pass = 0; pass < 2; pass++)
    for (const char *s = list;; s++)
      {
        size_t len = strcspn (s, ",");
        int i = find (s, len);
        if (i < 0)
          return unknown (s, len, err);
        if (pass ? add_rule (p, i, err) : applies (p, i, err))
          return -1;
        s += len;
        if (!*s)
          break;
      }
  return 0;
}
