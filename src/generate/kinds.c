/* kinds.c: the generator's table of constraint kinds: for each, the
   word generate --rules takes for it, a setters' name that asks for it
   too, and its placer: jigsaw regions drawn before the full grid, the
   variant constraints laid out on it (place.c, sums.c, lines.c,
   clues.c, skyscraper.c, sandwich.c, clone.c); a kind without one
   generate refuses by name.  Rows and columns are
   every grid's; the global rules' pairs and regions come with their
   rule (--rules=x, anti-knight ...), not from this table. */
#include "generate/generate.h"

#include <stdio.h>
#include <string.h>

/* One line a kind, in the order of ss_con_kind. */
const ss_gen_kind ss_gen_kinds[] = {
  { SS_CON_ROW, NULL, NULL, NULL, NULL },
  { SS_CON_COL, NULL, NULL, NULL, NULL },
  { SS_CON_BOX, "jigsaw", NULL, ss_gen_jigsaw, NULL },
  { SS_CON_EXTRA, NULL, NULL, NULL, NULL },
  { SS_CON_TILING, NULL, NULL, NULL, NULL },
  { SS_CON_DIFFER, NULL, NULL, NULL, NULL },
  { SS_CON_NONCONSEC, NULL, NULL, NULL, NULL },
  { SS_CON_CAGE, "cage", "killer", NULL, ss_gen_cages },
  { SS_CON_THERMO, "thermometer", NULL, NULL, ss_gen_thermos },
  { SS_CON_ODD, "odd", "odd-even", NULL, ss_gen_odd },
  { SS_CON_EVEN, "even", "odd-even", NULL, ss_gen_even },
  { SS_CON_WHITE, "white", "kropki", NULL, ss_gen_white },
  { SS_CON_BLACK, "black", "kropki", NULL, ss_gen_black },
  { SS_CON_SUM, "sum", "xv", NULL, ss_gen_xv },
  { SS_CON_PALINDROME, "palindrome", NULL, NULL, ss_gen_palindromes },
  { SS_CON_RENBAN, "renban", NULL, NULL, ss_gen_renbans },
  { SS_CON_WHISPERS, "whispers", NULL, NULL, ss_gen_whispers },
  { SS_CON_BETWEEN, "betweenline", NULL, NULL, ss_gen_betweens },
  { SS_CON_SLOWTHERMO, "slowthermometer", NULL, NULL, ss_gen_slowthermos },
  { SS_CON_REGIONSUM, "regionsumline", NULL, NULL, ss_gen_regionsums },
  { SS_CON_ARROW, "arrow", NULL, NULL, ss_gen_arrows },
  { SS_CON_LITTLE_KILLER, "littlekiller", NULL, NULL,
    ss_gen_little_killers },
  /* after the marks of their family, which they complete */
  { SS_CON_NOWHITE, "nowhite", NULL, NULL, ss_gen_nowhite },
  { SS_CON_NOBLACK, "noblack", NULL, NULL, ss_gen_noblack },
  { SS_CON_NOXV, "noxv", NULL, NULL, ss_gen_noxv },
  { SS_CON_QUADRUPLE, "quadruple", NULL, NULL, ss_gen_quadruples },
  { SS_CON_MINIMUM, "minimum", NULL, NULL, ss_gen_minimums },
  { SS_CON_MAXIMUM, "maximum", NULL, NULL, ss_gen_maximums },
  { SS_CON_SKYSCRAPER, "skyscraper", NULL, NULL, ss_gen_skyscrapers },
  { SS_CON_SANDWICH, "sandwich", NULL, NULL, ss_gen_sandwiches },
  { SS_CON_XSUM, "xsum", NULL, NULL, ss_gen_xsums },
  { SS_CON_CLONE, "clone", NULL, NULL, ss_gen_clones },
};
_Static_assert (sizeof ss_gen_kinds / sizeof *ss_gen_kinds == SS_CON_NKINDS,
                "a generator entry for every kind");

int
ss_gen_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) ss_gen_kinds[k].kind != k)
      return 0;
  return 1;
}

/* Whether the len bytes at word are s. */
static int
is (const char *s, const char *word, size_t len)
{
  return s && strlen (s) == len && !strncmp (s, word, len);
}

int
ss_gen_kind_placed (int k)
{
  return ss_gen_kinds[k].before || ss_gen_kinds[k].place;
}

size_t
ss_gen_kind_words (char *buf, size_t size)
{
  size_t used = (size_t) snprintf (buf, size, "; and for generate");
  for (int k = 0, first = 1; k < SS_CON_NKINDS && used < size; k++)
    if (ss_gen_kinds[k].word && ss_gen_kind_placed (k))
      {
        used += (size_t) snprintf (buf + used, size - used, "%s %s",
                                   first ? "" : ",", ss_gen_kinds[k].word);
        first = 0;
        if (used < size && ss_gen_kinds[k].alias
            && (k + 1 == SS_CON_NKINDS || !ss_gen_kinds[k + 1].alias
                || strcmp (ss_gen_kinds[k].alias, ss_gen_kinds[k + 1].alias)))
          used += (size_t) snprintf (buf + used, size - used, ", %s",
                                     ss_gen_kinds[k].alias);
      }
  return used;
}

ss_kind_set
ss_gen_kinds_named (const char *word, size_t len)
{
  ss_kind_set bits = 0;
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if (is (ss_gen_kinds[k].word, word, len)
        || is (ss_gen_kinds[k].alias, word, len))
      bits |= SS_KIND_BIT (k);
  return bits;
}
