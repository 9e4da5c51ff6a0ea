/* lines.c: the line rules a setter draws through cells: palindromes,
   renban, German whispers, between lines, slow thermometers and
   region-sum lines.  Each line is a constraint of its own kind over
   its cells in the line's order; this file checks a line when it is
   added (src/model/lcheck.c checks grids against lines). */
#include "model/model.h"

#include <string.h>

/* The rules, by the names ss_puzzle_add_line takes (f-puzzles' keys). */
static const struct {
  const char *name;
  ss_con_kind kind;
  int min;               /* the fewest cells of a line */
} rules[] = {
  { "palindrome", SS_CON_PALINDROME, 2 },
  { "renban", SS_CON_RENBAN, 2 },
  { "whispers", SS_CON_WHISPERS, 2 },
  { "betweenline", SS_CON_BETWEEN, 3 },
  { "slowthermometer", SS_CON_SLOWTHERMO, 2 },
  { "regionsumline", SS_CON_REGIONSUM, 2 },
};
enum { NRULES = sizeof rules / sizeof *rules };

int
ss_puzzle_add_line (ss_puzzle *p, const char *rule, const int *cells,
                    int m, ss_error *err)
{
  int k = 0;
  while (k < NRULES && (!rule || strcmp (rule, rules[k].name)))
    k++;
  if (k == NRULES)
    {
      char shown[SS_QUOTE_BYTES];
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "unknown line rule "
                      "%s (palindrome, renban, whispers, betweenline, "
                      "slowthermometer, regionsumline)",
                      rule ? ss_quote (shown, rule, strlen (rule), '\'')
                      : "(none)");
    }
  const char *name = ss_kind (rules[k].kind)->name;
  long nn = (long) p->n * p->n;
  if (m < rules[k].min)
    return rules[k].kind == SS_CON_BETWEEN
           ? ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a between line of %d "
                      "cell%s: it needs at least one cell between its two "
                      "ends (3 cells or more)", m, m == 1 ? "" : "s")
           : ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a %s of %d cell%s: "
                      "a line has 2 cells or more", name, m,
                      m == 1 ? "" : "s");
  if (rules[k].kind == SS_CON_RENBAN && m > p->n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a renban line of %d "
                    "cells: its values are distinct, so it has at most %d "
                    "on a %dx%d grid", m, p->n, p->n, p->n);
  for (int i = 0; i < m; i++)
    {
      if (cells[i] < 0 || cells[i] >= nn)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s cell %d is off "
                        "the %dx%d grid", name, cells[i], p->n, p->n);
      for (int j = 0; j < i; j++)
        if (cells[j] == cells[i])
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s passes "
                          "through row %d, column %d twice (cells %d and "
                          "%d of the line)", name, cells[i] / p->n + 1,
                          cells[i] % p->n + 1, j + 1, i + 1);
    }
  if (ss_puzzle_add_param_con (p, rules[k].kind, cells, m, 0))
    return ss_oom (err);
  return 0;
}
