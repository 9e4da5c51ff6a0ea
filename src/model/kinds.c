/* kinds.c: the constraint kinds' table of the model layer: each kind's
   name in messages, its word in check's verdicts and DIMACS comments,
   and a line of what it says.  The layers above keep tables of their
   own indexed by kind (propagators, clause encodings, explanation
   steps), each checked when compiled to have a line for every kind;
   src/LAYERS says where each lies. */
#include "model/model.h"

/* One line a kind, in the order of ss_con_kind. */
static const ss_kind_info kinds[] = {
  { SS_CON_ROW, "row", "row", "no value twice in a row", 1 },
  { SS_CON_COL, "column", "column", "no value twice in a column", 1 },
  { SS_CON_BOX, "box", "box", "no value twice in a box (or jigsaw region)",
    1 },
  { SS_CON_EXTRA, "region", "region", "no value twice in an extra region "
    "(diagonals, windows, disjoint groups)", 1 },
  { SS_CON_TILING, "tiling", "tiling", "Sudominoku: dominoes tile the "
    "grid", 0 },
  { SS_CON_DIFFER, "pair", "differ", "the cells of each pair hold "
    "different values (anti-knight, anti-king)", 0 },
  { SS_CON_NONCONSEC, "pair", "nonconsecutive", "the values of each pair "
    "differ by more than 1 (non-consecutive)", 0 },
  { SS_CON_CAGE, "cage", "cage", "killer cage: no value twice, summing "
    "to its total", 0 },
  { SS_CON_THERMO, "thermometer", "thermometer", "values rise from the "
    "bulb", 0 },
  { SS_CON_ODD, "odd cell", "odd", "the cell holds an odd value", 0 },
  { SS_CON_EVEN, "even cell", "even", "the cell holds an even value", 0 },
  { SS_CON_WHITE, "white dot", "white", "kropki: the two values are 1 "
    "apart", 0 },
  { SS_CON_BLACK, "black dot", "black", "kropki: one value is twice the "
    "other", 0 },
  { SS_CON_SUM, "sum pair", "sum", "XV: the two values sum to the sign's "
    "total (X 10, V 5)", 0 },
  { SS_CON_PALINDROME, "palindrome", "palindrome", "the line reads the "
    "same from either end", 0 },
  { SS_CON_RENBAN, "renban line", "renban", "the line's cells hold a set "
    "of consecutive values, in any order", 0 },
  { SS_CON_WHISPERS, "whispers line", "whispers", "German whispers: "
    "neighbours on the line differ by at least n/2 rounded up (5 on "
    "9x9)", 0 },
  { SS_CON_BETWEEN, "between line", "betweenline", "the cells between "
    "the line's two ends hold values strictly between the "
    "ends' values", 0 },
  { SS_CON_SLOWTHERMO, "slow thermometer", "slowthermometer", "values "
    "never fall from the bulb (equal neighbours allowed)", 0 },
  { SS_CON_REGIONSUM, "region-sum line", "regionsumline", "each box's "
    "part of the line sums to the same total", 0 },
  { SS_CON_ARROW, "arrow", "arrow", "the values on the arrow's line sum "
    "to the circle's value (the number a circle of several cells reads)", 0 },
  { SS_CON_LITTLE_KILLER, "little killer", "littlekiller", "the values "
    "along the diagonal sum to the clue; values may repeat", 0 },
  { SS_CON_NOWHITE, "no white dot", "nowhite", "kropki, negative: "
    "neighbours without a dot are not 1 apart", 0 },
  { SS_CON_NOBLACK, "no black dot", "noblack", "kropki, negative: of "
    "neighbours without a dot, neither value is twice the other", 0 },
  { SS_CON_NOXV, "no XV sign", "noxv", "XV, negative: neighbours without "
    "an X or V sum neither to 10 nor to 5", 0 },
  { SS_CON_QUADRUPLE, "quadruple", "quadruple", "the digits of the "
    "clue appear among the four cells around its corner", 0 },
  { SS_CON_MINIMUM, "minimum", "minimum", "the cell is less than each "
    "orthogonal neighbour", 0 },
  { SS_CON_MAXIMUM, "maximum", "maximum", "the cell is greater than "
    "each orthogonal neighbour", 0 },
  { SS_CON_SKYSCRAPER, "skyscraper", "skyscraper", "the clue outside a row "
    "or column counts the digits seen from it, a digit seen when larger "
    "than every digit before it", 0 },
  { SS_CON_SANDWICH, "sandwich", "sandwich", "the digits between the 1 "
    "and the n (9 on 9x9) of the clue's row or column sum to the clue", 0 },
  { SS_CON_XSUM, "x-sum", "xsum", "read from the clue, the first X digits "
    "of its row or column sum to it, X the first of them", 0 },
  { SS_CON_CLONE, "clone", "clone", "two areas of the same shape hold the "
    "same digits in the same places", 0 },
};
_Static_assert (sizeof kinds / sizeof *kinds == SS_CON_NKINDS,
                "a model entry for every kind");

const ss_kind_info *
ss_kind (ss_con_kind kind)
{
  return kind >= 0 && kind < SS_CON_NKINDS ? &kinds[kind] : NULL;
}

const char *
ss_variant_name (ss_con_kind kind)
{
  return kind >= SS_CON_CAGE && kind < SS_CON_NKINDS ? kinds[kind].name
                                                     : NULL;
}

const char *
ss_variant_word (ss_con_kind kind)
{
  return kind >= SS_CON_CAGE && kind < SS_CON_NKINDS ? kinds[kind].word
                                                     : NULL;
}

/* What the negative constraints ask of a pair; kept with the table
   so that the checker (vcheck.c) and the legend (print.c) need not
   call the file that makes them. */
const char *
ss_negative_rule (const ss_constraint *con)
{
  switch (con->kind)
    {
    case SS_CON_NOWHITE: return "values not 1 apart without a dot";
    case SS_CON_NOBLACK: return "neither value twice the other without "
                                "a dot";
    default: return "a sum neither 10 nor 5 without a sign";
    }
}
