/* cmd_list.c: the list command: the encoding presets, at-most-one
   schemes, presolve levels, sum and order encodings (of the variant
   constraints), global rules and SAT back ends this build offers, one
   per line, for people and scripts, and when asked the techniques and
   levels of explain and rate; the defaults' summaries begin with
   "(default)" (a level is the default of the presets whose own it is),
   and a back end this build lacks says "(not built)". */
#include "cli.h"
#include "explain/explain.h"
#include "generate/generate.h"

#include <string.h>

/* What sudosat does with a kind's constraints besides encoding them:
   "propagate" (the presolve narrows by them), "explain" (explain has
   steps for them: the all-different kinds are units of the classic
   techniques), "generate" (generate lays them out: not the line
   rules, which it refuses).  The units (rows,
   columns, boxes or jigsaw regions) are the presolve's and the
   classic techniques' own. */
static void
put_hooks (ss_con_kind kind, int generate)
{
  int prop = ss_kind_props[kind].propagate != NULL || ss_kind (kind)->unit;
  int expl = ss_kind (kind)->unit
             || ss_rule_step_technique (kind) != SS_TECH_COUNT;
  printf ("%s%s%s%s\n", prop ? "propagate" : "",
          expl ? &" explain"[!prop] : "",
          generate ? &" generate"[!(prop || expl)] : "",
          prop || expl || generate ? "" : "-");
}

/* The topics, in the order a bare list prints them. */
enum { ENC, AMO, PRE, SUM, ORD, RUL, SOL, TEC, LEV, NTOPICS };
static const char *const topics[NTOPICS] = {
  "encodings", "amo", "presolve", "sum", "order", "rules", "solvers",
  "techniques", "levels"
};

/* The topic a word names, or -1. */
static int
topic_of (const char *word)
{
  for (int t = 0; t < NTOPICS; t++)
    if (!strcmp (word, topics[t]))
      return t;
  return -1;
}

/* The catalogues the options choose from: encodings, at-most-one
   schemes, presolve levels, sum and order encodings (those of the
   topics in want). */
static void
put_catalogues (unsigned want)
{
  for (int i = 0; want >> ENC & 1 && ss_encodings[i]; i++)
    printf ("encoding %s\t%s%s\n", ss_encodings[i]->name,
            ss_encodings[i] == ss_default_encoding ? "(default) " : "",
            ss_encodings[i]->summary);
  for (int i = 0; want >> AMO & 1 && ss_amo_schemes[i]; i++)
    printf ("amo %s\t%s%s\n", ss_amo_schemes[i]->name,
            ss_amo_schemes[i] == ss_default_amo ? "(default) " : "",
            ss_amo_schemes[i]->summary);
  for (int i = 0; want >> PRE & 1 && ss_presolve_levels[i]; i++)
    printf ("presolve %s\t%s%s\n", ss_presolve_levels[i]->name,
            ss_presolve_levels[i] == ss_encoding_presolve (ss_default_encoding)
            ? "(default) " : "", ss_presolve_levels[i]->summary);
  for (int i = 0; want >> SUM & 1 && ss_sum_encodings[i]; i++)
    printf ("sum %s\t%s%s\n", ss_sum_encodings[i]->name,
            ss_sum_encodings[i] == ss_default_sum ? "(default) " : "",
            ss_sum_encodings[i]->summary);
  for (int i = 0; want >> ORD & 1 && ss_order_encodings[i]; i++)
    printf ("order %s\t%s%s\n", ss_order_encodings[i]->name,
            ss_order_encodings[i] == ss_default_order ? "(default) " : "",
            ss_order_encodings[i]->summary);
}

/* The global rules, and with kinds the variant constraints too. */
static void
put_rules (int kinds)
{
  for (int i = 0; ss_rule_name (i); i++)
    {
      printf ("rule %s\t%s\t", ss_rule_name (i), ss_rule_summary (i));
      /* every global rule is one generate --rules takes */
      put_hooks ((ss_con_kind) ss_rule_kind (i), 1);
    }
  /* the variant constraints come with the puzzle, or from generate
     --rules: only when asked; jigsaw regions (the box kind's) too */
  for (int k = 0; kinds && k < SS_CON_NKINDS; k++)
    if (ss_variant_word (k) || ss_gen_kinds[k].word)
      {
        printf ("constraint %s\t%s\t", ss_variant_word (k)
                ? ss_variant_word (k) : ss_gen_kinds[k].word,
                ss_kind (k)->summary);
        put_hooks ((ss_con_kind) k, ss_gen_kind_placed (k));
      }
}

int
ss_cmd_list (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "--help") || !strcmp (argv[i], "-h"))
      {
        ss_cli_usage (stdout);
        return ss_cli_flush ();
      }
  const char *bad = NULL;    /* the first word that is not a topic */
  if (argc > 1 && topic_of (argv[1]) < 0)
    bad = argv[1];
  else if (argc > 2)
    bad = argv[2];
  if (bad && ss_cli_option_elsewhere ("sudosat list", bad))
    {
      fprintf (stderr, "Try 'sudosat --help' for more information.\n");
      return SS_EXIT_INPUT;
    }
  if (bad)
    {
      fprintf (stderr, "sudosat: list takes 'encodings', 'amo', 'presolve', "
               "'sum', 'order', 'rules', 'solvers', 'techniques', "
               "'levels' or nothing, not '%s'\n"
               "Usage: sudosat list [encodings|amo|presolve|sum|order|"
               "rules|solvers|techniques|levels]\n"
               "Try 'sudosat --help' for more information.\n", bad);
      return SS_EXIT_INPUT;
    }
  /* techniques and levels only when asked: a bare list names what
     the options take */
  unsigned want = argc == 2 ? 1u << topic_of (argv[1])
                  : (1u << NTOPICS) - 1 - (1u << TEC) - (1u << LEV);
  put_catalogues (want);
  if (want >> RUL & 1)
    put_rules (argc == 2);
  for (int i = 0; want >> SOL & 1 && ss_solver_nth (i); i++)
    {
      const ss_solver *s = ss_solver_nth (i);
      printf ("solver %s\t%s%s\n", ss_solver_name (s),
              s == ss_solver_default () ? "(default) "
              : !ss_solver_built (s) ? "(not built) " : "",
              ss_solver_summary (s));
    }
  for (int t = 0; want >> TEC & 1 && t < SS_TECH_COUNT; t++)
    printf ("technique %s\tweight %.1f\n", ss_technique_name (t),
            ss_technique_weight (t));
  for (int i = 0; want >> LEV & 1 && ss_rating_level_name (i); i++)
    printf ("level %s\t%s\n", ss_rating_level_name (i),
            ss_rating_level_summary (i));
  return ss_cli_flush ();
}
