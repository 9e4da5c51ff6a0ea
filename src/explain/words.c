/* words.c: a step of a path in words, as explain prints it: its moves
   ("r1c2=5 r1c3<>2,7") and why it holds ("the only place for 8 in
   box 3"), for the command line and the library's explanations alike. */
#include "explain/explain.h"
#include "formats/formats.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A line of text in the caller's buffer; what does not fit is cut. */
typedef struct text {
  char *buf;
  size_t size, len;
  const ss_puzzle *pz;    /* values named by its symbols; NULL: numbers */
} text;

static void
put (text *t, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));

static void
put (text *t, const char *fmt, ...)
{
  if (t->len >= t->size - 1)
    return;
  va_list ap;
  va_start (ap, fmt);
  int k = vsnprintf (t->buf + t->len, t->size - t->len, fmt, ap);
  va_end (ap);
  if (k > 0)
    t->len += (size_t) k < t->size - t->len ? (size_t) k
              : t->size - 1 - t->len;
}
/* A value as the puzzle writes it ("A" in a 16x16 written 1-G), put
   where fmt has its "%s". */
static void
put_value (text *t, const char *fmt, int v)
{
  char name[16];
  int ch = t->pz ? ss_value_symbol (t->pz, v) : 0;
  if (ch)
    snprintf (name, sizeof name, "%c", ch);
  else
    snprintf (name, sizeof name, "%d", v);
  put (t, fmt, name);
}

static void
put_cell (text *t, int n, int cell)
{
  put (t, "r%dc%d", cell / n + 1, cell % n + 1);
}

static void
put_cells (text *t, int n, const int *cells, int m)
{
  for (int i = 0; i < m; i++)
    {
      if (i)
        put (t, ",");
      put_cell (t, n, cells[i]);
    }
}

static void
put_values (text *t, const int *values, int m)
{
  for (int i = 0; i < m; i++)
    put_value (t, i ? ",%s" : "%s", values[i]);
}

static void
put_unit (text *t, const ss_puzzle *pz, int unit)
{
  char name[64];
  ss_unit_name (pz, unit, name, sizeof name);
  put (t, "%s", name);
}

/* Lines of a fish: "rows 1,4" from units[from .. from + k - 1]. */
static void
put_lines (text *t, const ss_step *s, int n, int from, int k)
{
  put (t, "%s ", s->units[from] < n ? "rows" : "columns");
  for (int i = 0; i < k; i++)
    put (t, i ? ",%d" : "%d", s->units[from + i] % n + 1);
}

static const char *
link_why (ss_link_why why)
{
  switch (why)
    {
    case SS_LINK_ASSUMED: return "assumed";
    case SS_LINK_NAKED: return "naked single";
    case SS_LINK_HIDDEN: return "hidden single";
    case SS_LINK_PEER: return "peer";
    case SS_LINK_NESTED: return "nested";
    case SS_LINK_NO_CANDIDATE: return "no candidate";
    case SS_LINK_NO_PLACE: return "no place";
    case SS_LINK_CLASH: return "clash";
    case SS_LINK_STRONG: return "strong";
    case SS_LINK_WEAK: return "weak";
    case SS_LINK_COLOUR: return "colour";
    case SS_LINK_GROUP: return "group";
    }
  return "?";
}

/* One link: "r2c3=7 (hidden single in box 1)", "r4c4<>2",
   "r5c5 has no candidate". */
static void
put_link (text *t, const ss_puzzle *pz, const ss_link *l)
{
  int n = pz->n;
  switch (l->why)
    {
    case SS_LINK_NO_CANDIDATE:
      put_cell (t, n, l->cell);
      put (t, " has no candidate");
      return;
    case SS_LINK_NO_PLACE:
      put_unit (t, pz, l->unit);
      put (t, " has no place for %d", l->value);
      return;
    case SS_LINK_CLASH:
      put_cell (t, n, l->cell);
      put (t, " cannot take %d", l->value);
      return;
    default:
      break;
    }
  put_cell (t, n, l->cell);
  put (t, "%s%d", l->on ? "=" : "<>", l->value);
  if (l->why == SS_LINK_NAKED)
    put (t, " (naked single)");
  else if (l->why == SS_LINK_HIDDEN)
    {
      put (t, " (hidden single in ");
      put_unit (t, pz, l->unit);
      put (t, ")");
    }
  else if (l->why == SS_LINK_NESTED)
    put (t, " (its assumption fails)");
}

/* The links, " -> " between those of a branch, " | " between
   branches. */
static void
put_links (text *t, const ss_puzzle *pz, const ss_step *s)
{
  for (int i = 0; i < s->nlinks; i++)
    {
      if (i)
        put (t, s->links[i].branch != s->links[i - 1].branch ? " | "
             : " -> ");
      put_link (t, pz, &s->links[i]);
    }
}

/* A chain in Eureka notation, each node "(value)rXcY", "=" before a
   node a strong link reaches, "-" before one a weak link does:
   "(5)r1c2=(5)r1c7-(5)r4c7=(5)r4c3".  A grouped node's cells in one
   row are "r1c78" (commas between columns past 9: "r1c10,11"), in one
   column "r78c1", else joined by "|". */
static void
put_chain (text *t, const ss_puzzle *pz, const ss_step *s)
{
  int n = pz->n;
  for (int i = 0; i < s->nlinks; i++)
    {
      const ss_link *l = &s->links[i];
      int k = 1, row = 1, col = 1;
      while (i + k < s->nlinks && s->links[i + k].why == SS_LINK_GROUP)
        {
          row &= s->links[i + k].cell / n == l->cell / n;
          col &= s->links[i + k].cell % n == l->cell % n;
          k++;
        }
      if (i)
        put (t, "%s", l->why == SS_LINK_STRONG ? "=" : "-");
      put (t, "(%d)", l->value);
      if (k > 1 && (row || col))
        {
          const char *sep = n > 9 ? "," : "";
          put (t, row ? "r%d" : "r", l->cell / n + 1);
          for (int j = 0; col && j < k; j++)
            put (t, "%s%d", j ? sep : "", s->links[i + j].cell / n + 1);
          put (t, col ? "c%d" : "c", l->cell % n + 1);
          for (int j = 0; row && j < k; j++)
            put (t, "%s%d", j ? sep : "", s->links[i + j].cell % n + 1);
        }
      else
        for (int j = 0; j < k; j++)
          {
            put (t, j ? "|" : "");
            put_cell (t, n, s->links[i + j].cell);
          }
      /* a weak link a rule makes: "-(5)r9c6[thermometer 4]" */
      if (l->why == SS_LINK_WEAK && l->unit >= 0)
        {
          put (t, "[");
          put_unit (t, pz, l->unit);
          put (t, "]");
        }
      i += k - 1;
    }
}

/* Why the step holds, in words.  Kept long: one switch with a case of
   a few lines for each technique, the words of each beside the
   others. */
static void
put_why (text *t, const ss_puzzle *pz, const ss_step *s)
{
  int n = pz->n;
  switch (s->technique)
    {
    case SS_TECH_FULL_HOUSE:
      put (t, "the last empty cell of ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_NAKED_SINGLE:
      put (t, "the only candidate left in ");
      put_cell (t, n, s->cells[0]);
      break;
    case SS_TECH_HIDDEN_SINGLE:
      put_value (t, "the only place for %s in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_POINTING: case SS_TECH_CLAIMING: case SS_TECH_LOCKED:
      put_value (t, "%s in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      put (t, " lies only in ");
      put_unit (t, pz, s->units[1]);
      put (t, ": ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_NAKED_PAIR: case SS_TECH_NAKED_TRIPLE:
    case SS_TECH_NAKED_QUAD:
      put_cells (t, n, s->cells, s->ncells);
      put (t, " hold only ");
      put_values (t, s->values, s->nvalues);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_HIDDEN_PAIR: case SS_TECH_HIDDEN_TRIPLE:
    case SS_TECH_HIDDEN_QUAD:
      put_values (t, s->values, s->nvalues);
      put (t, " fit only ");
      put_cells (t, n, s->cells, s->ncells);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      break;
    case SS_TECH_X_WING: case SS_TECH_SWORDFISH: case SS_TECH_JELLYFISH:
      {
        int k = s->nunits / 2;
        put_value (t, "%s in ", s->values[0]);
        put_lines (t, s, n, 0, k);
        put (t, " lies only in ");
        put_lines (t, s, n, k, k);
        break;
      }
    case SS_TECH_PARITY:
      put_unit (t, pz, s->units[0]);
      put (t, " at ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_NEIGHBOURS: case SS_TECH_DOT_PAIR:
      put_unit (t, pz, s->units[0]);
      if (s->nvalues)
        put (t, " (sum %d)", s->values[0]);
      put (t, ": ");
      put_cells (t, n, s->cells, 1);
      put (t, " against ");
      put_cells (t, n, s->cells + 1, s->ncells - 1);
      break;
    case SS_TECH_THERMO:
      put (t, "values rise along ");
      put_unit (t, pz, s->units[0]);
      put (t, ": ");
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_CAGE:
      put_unit (t, pz, s->units[0]);
      put (t, " totals %d over ", s->values[0]);
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_CAGE_LOCKED:
      /* "every way cage 3 makes 24 uses 9, which lies only in r1c7,r1c8,
         r2c7" */
      put (t, "every way ");
      put_unit (t, pz, s->units[0]);
      put (t, " makes %d uses %d, which lies only in ", s->values[0],
           s->values[1]);
      put_cells (t, n, s->cells, s->ncells);
      break;
    case SS_TECH_DOT_CLUSTER:
      {
        /* "the dots joining r2c3,r2c2,r1c3,r2c4 (black dot 2, black
           dot 3, black dot 4): cells that see each other take
           different digits" */
        put (t, "the dots joining ");
        put_cells (t, n, s->cells, s->ncells);
        put (t, " (");
        for (int i = 0; i < s->nunits; i++)
          {
            put (t, i ? ", " : "");
            put_unit (t, pz, s->units[i]);
          }
        put (t, "): cells that see each other take different digits");
        break;
      }
    case SS_TECH_LINE: case SS_TECH_CELL_CLUE:
    case SS_TECH_SKYSCRAPER_CLUE:
    case SS_TECH_SANDWICH: case SS_TECH_XSUM: case SS_TECH_CLONE:
      {
        char words[256];
        if (ss_rule_step_words (pz, s, words, sizeof words)
            && ss_sandwich_step_words (pz, s, words, sizeof words))
          ss_clone_step_words (pz, s, words, sizeof words);
        put (t, "%s", words);
        break;
      }
    case SS_TECH_ARROW: case SS_TECH_LITTLE_KILLER:
      {
        /* the setter's sum, from the whole clue: "arrow 1: r2c3 = r2c4
           + r3c5" (a circle of several cells reads its digits in
           order), "little killer 1: r1c2 + r2c3 + r3c4 = 15" */
        const ss_constraint *con = &pz->cons[s->units[0]];
        int k = s->technique == SS_TECH_ARROW ? s->values[0] : 0;
        put_unit (t, pz, s->units[0]);
        put (t, ": ");
        for (int i = 0; i < k; i++)
          put_cell (t, n, con->cells[i]);
        if (k)
          put (t, " = ");
        for (int i = k; i < con->ncells; i++)
          {
            if (i > k)
              put (t, " + ");
            put_cell (t, n, con->cells[i]);
          }
        if (!k)
          put (t, " = %d", s->values[0]);
        break;
      }
    case SS_TECH_INNIES: case SS_TECH_OUTIES:
      put (t, s->technique == SS_TECH_INNIES ? "the cells of "
           : "the cells by which the cages over ");
      put_unit (t, pz, s->units[0]);
      if (s->nunits > 1)
        {
          put (t, " to ");
          put_unit (t, pz, s->units[1]);
        }
      put (t, s->technique == SS_TECH_INNIES ? " outside the cages in it, "
           : " reach out of it, ");
      if (s->nvalues > 1)
        put (t, "less the placed digits (%d), ", s->values[1]);
      put_cells (t, n, s->cells, s->ncells);
      put (t, ", total %d", s->values[0]);
      break;
    case SS_TECH_NEIGHBOUR_POINTING:
      put (t, "%d in ", s->values[0]);
      put_unit (t, pz, s->units[0]);
      put (t, " lies only in ");
      put_cells (t, n, s->cells + 1, s->ncells - 1);
      put (t, ", which all see ");
      put_cells (t, n, s->cells, 1);
      break;
    case SS_TECH_FORCING:
      put (t, "assuming ");
      put_cell (t, n, s->cells[0]);
      put_value (t, "=%s", s->values[0]);
      if (s->chain < 0)
        {
          put (t, ", unit propagation over the puzzle's clauses (its rules "
               "included) reaches a contradiction");
          break;
        }
      if (s->chain > 0)
        put (t, ", %d single%s", s->chain, s->chain > 1 ? "s" : "");
      put (t, " leave%s ", s->chain == 1 ? "s" : "");
      if (s->broken_cell >= 0)
        {
          put_cell (t, n, s->broken_cell);
          put (t, " without a candidate");
        }
      else
        {
          put_value (t, "no place for %s in ", s->broken_value);
          put_unit (t, pz, s->broken_unit);
        }
      if (s->nlinks)
        {
          put (t, ": ");
          put_links (t, pz, s);
        }
      break;
    case SS_TECH_XY_WING: case SS_TECH_SKYSCRAPER:
    case SS_TECH_TWO_STRING_KITE: case SS_TECH_TURBOT_FISH:
    case SS_TECH_W_WING: case SS_TECH_X_CHAIN: case SS_TECH_XY_CHAIN:
    case SS_TECH_AIC: case SS_TECH_GROUPED_AIC:
      put_chain (t, pz, s);
      put (t, ": one end is true");
      break;
    case SS_TECH_FINNED_X_WING: case SS_TECH_FINNED_SWORDFISH:
    case SS_TECH_FINNED_JELLYFISH:
      {
        int k = s->nunits / 2;
        put (t, "%s: %d in ", s->chain ? "sashimi" : "finned", s->values[0]);
        put_lines (t, s, n, 0, k);
        put (t, " lies only in ");
        put_lines (t, s, n, k, k);
        put (t, " but for the fin%s ", s->ncells > 1 ? "s" : "");
        put_cells (t, n, s->cells, s->ncells);
        break;
      }
    case SS_TECH_COLOURING:
      put (t, "%d coloured by conjugate pairs: ", s->values[0]);
      for (int i = 0, col = -1; i < s->nlinks; i++)
        {
          if (s->links[i].branch != col)
            put (t, "%s", col < 0 ? "" : " / ");
          else
            put (t, ",");
          col = s->links[i].branch;
          put_cell (t, n, s->links[i].cell);
        }
      put (t, s->chain ? "; one colour twice in a unit is false"
           : "; each cell that sees both colours loses it");
      break;
    case SS_TECH_MULTI_COLOURING:
      {
        /* branches 0 to 3: colour a, its opposite, colour c (which a
           sees), its opposite */
        int from[5] = { 0 }, k = 0;
        for (int i = 0; i < s->nlinks; i++)
          while (k < s->links[i].branch)
            from[++k] = i;
        while (k < 4)
          from[++k] = s->nlinks;
        put (t, "%d coloured by conjugate pairs in two clusters: ",
             s->values[0]);
        for (int c = 0; c < 4; c++)
          {
            put (t, "%s%c ", c == 0 ? "" : c == 2 ? "; " : " / ",
                 "aAbB"[c]);
            for (int i = from[c]; i < from[c + 1]; i++)
              {
                put (t, i > from[c] ? "," : "");
                put_cell (t, n, s->links[i].cell);
              }
          }
        put (t, s->chain == 1 ? "; a sees both b and B, so a is false"
             : "; a sees b, so A or B is true: each cell that sees both "
             "loses it");
        break;
      }
    case SS_TECH_ALS_XZ:
      put (t, "almost locked sets ");
      put_cells (t, n, s->cells, s->chain);
      put (t, " in ");
      put_unit (t, pz, s->units[0]);
      put (t, " and ");
      put_cells (t, n, s->cells + s->chain, s->ncells - s->chain);
      put (t, " in ");
      put_unit (t, pz, s->units[1]);
      put (t, ", restricted common %d: one holds %d", s->values[0],
           s->values[1]);
      break;
    case SS_TECH_ALS_XY_WING:
      {
        /* A's cells, B's, then the pivot C's */
        int from[4] = { 0, s->chain, s->chain + s->depth, s->ncells };
        put (t, "almost locked sets A ");
        for (int k = 0; k < 3; k++)
          {
            if (k)
              put (t, k == 1 ? ", B " : " and pivot C ");
            put_cells (t, n, s->cells + from[k], from[k + 1] - from[k]);
            put (t, " in ");
            put_unit (t, pz, s->units[k]);
          }
        put (t, "; restricted commons %d (A, C) and %d (B, C): A or B "
             "holds %d", s->values[0], s->values[1], s->values[2]);
        break;
      }
    case SS_TECH_UNIQUE_RECTANGLE:
      put_cells (t, n, s->cells, 3);
      put (t, " hold only ");
      put_values (t, s->values, 2);
      put (t, "; were ");
      put_cell (t, n, s->cells[3]);
      put (t, " one of them, the four could swap them: a second "
           "solution");
      break;
    case SS_TECH_BUG:
      put (t, "every other open cell holds two candidates; without ");
      put_value (t, "%s, ", s->values[0]);
      put_cell (t, n, s->cells[0]);
      put (t, " would leave each candidate twice in its units: no "
           "solution or two");
      break;
    case SS_TECH_XYZ_WING:
      put (t, "pivot ");
      put_cell (t, n, s->cells[0]);
      put (t, " (");
      put_values (t, s->values, s->nvalues);
      put (t, "), wings ");
      put_cells (t, n, s->cells + 1, 2);
      put (t, ": one holds %d", s->values[s->nvalues - 1]);
      break;
    case SS_TECH_CELL_FORCING:
      put (t, "each candidate of ");
      put_cell (t, n, s->cells[0]);
      put (t, " leads to it: ");
      put_links (t, pz, s);
      break;
    case SS_TECH_REGION_FORCING:
      put (t, "each place of %d in ", s->values[0]);
      put_cells (t, n, s->cells, s->ncells);
      put (t, " leads to it: ");
      put_links (t, pz, s);
      break;
    case SS_TECH_SEARCH:
      put (t, "assuming ");
      put_cell (t, n, s->cells[0]);
      put_value (t, "=%s", s->values[0]);
      put (t, ", a search over the puzzle's clauses (its rules included) "
           "finds no solution, in %d decision%s", s->chain,
           s->chain == 1 ? "" : "s");
      break;
    case SS_TECH_NESTED_FORCING:
      put (t, "assuming ");
      put_cell (t, n, s->cells[0]);
      put (t, "=%d and taking out each candidate whose assumption fails "
           "at depth %d, ", s->values[0], s->depth - 1);
      put (t, "%d links lead to a contradiction: ", s->nlinks);
      put_links (t, pz, s);
      break;
    default:
      break;
    }
}

/* The moves: "r1c2=5", then eliminations grouped by cell in the order
   found: "r1c3<>2,7". */
static void
put_moves (text *t, int n, const ss_step *s)
{
  for (int i = 0; i < s->nplace; i++)
    {
      if (i)
        put (t, " ");
      put_cell (t, n, s->place[i].cell);
      put_value (t, "=%s", s->place[i].value);
    }
  for (int i = 0; i < s->neliminate; i++)
    {
      int cell = s->eliminate[i].cell, seen = 0;
      for (int j = 0; j < i && !seen; j++)
        seen = s->eliminate[j].cell == cell;
      if (seen)
        continue;
      if (i || s->nplace)
        put (t, " ");
      put_cell (t, n, cell);
      put (t, "<>");
      for (int j = i, first = 1; j < s->neliminate; j++)
        if (s->eliminate[j].cell == cell)
          {
            put_value (t, first ? "%s" : ",%s", s->eliminate[j].value);
            first = 0;
          }
    }
}

const char *
ss_link_why_name (ss_link_why why)
{
  return link_why (why);
}

/* A text over buf, empty, or NULL when buf has no room at all. */
static text *
start (text *t, char *buf, size_t size, const ss_puzzle *pz)
{
  if (!size)
    return NULL;
  *t = (text) { buf, size, 0, pz };
  buf[0] = 0;
  return t;
}

void
ss_step_why (const ss_puzzle *pz, const ss_step *s, int symbols, char *buf,
             size_t size)
{
  text t;
  if (start (&t, buf, size, symbols ? pz : NULL))
    put_why (&t, pz, s);
}

void
ss_step_line (const ss_puzzle *pz, const ss_step *s, char *buf, size_t size)
{
  text t;
  if (!start (&t, buf, size, pz))
    return;
  put (&t, "%s: ", ss_technique_name (s->technique));
  put_moves (&t, pz->n, s);
  put (&t, " (");
  put_why (&t, pz, s);
  put (&t, ")");
}
