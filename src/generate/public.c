/* public.c: generate in the public interface (ss_puzzle_generate): a
   request by names, as the generate command's options give it, turned
   into the generator's own (ss_gen_request) and run on a copy of the
   shape that holds the global rules asked for. */
#include "explain/explain.h"
#include "generate/generate.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The members of the first ss_generate_request: a caller's size below
   it is refused. */
#define REQUEST_V0 (offsetof (ss_generate_request, seed) \
                    + sizeof (unsigned long long))

/* "(x, windoku, ...; and for generate killer, ...)" into buf, the
   words a rule may be. */
static void
known_words (char *buf, size_t size)
{
  size_t used = (size_t) snprintf (buf, size, "(");
  for (int i = 0; ss_rule_name (i) && used < size; i++)
    used += (size_t) snprintf (buf + used, size - used, "%s%s", i ? ", " : "",
                               ss_rule_name (i));
  if (used < size)
    used += ss_gen_kind_words (buf + used, size - used);
  if (used < size)
    snprintf (buf + used, size - used, ")");
}

/* The rules of list: the kinds laid out into *kinds, the global rules
   added to pz in the catalogue's order, as the generate command adds
   them.  0, or -1 with err set. */
static int
rules (ss_puzzle *pz, const char *list, ss_kind_set *kinds, ss_error *err)
{
  unsigned long long global = 0;
  for (const char *p = list; *p;)
    {
      size_t len = strcspn (p, ",");
      ss_kind_set k = ss_gen_kinds_named (p, len);
      char word[64];
      snprintf (word, sizeof word, "%.*s", (int) len, p);
      int r = len < sizeof word ? ss_rule_find (word) : -1;
      if (k)
        *kinds |= k;
      else if (r >= 0 && r < 64)
        global |= 1ull << r;
      else
        {
          char known[512];
          known_words (known, sizeof known);
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "unknown rule "
                          "'%.*s' %s", (int) len, p, known);
        }
      p += len + (p[len] == ',');
    }
  for (int r = 0; r < 64 && ss_rule_name (r); r++)
    if (global >> r & 1 && ss_puzzle_add_rule (pz, ss_rule_name (r), err))
      return -1;
  return 0;
}

/* req and opt as the generator's request: 0, or -1 with err set. */
static int
request (const ss_generate_request *req, const ss_options *opt,
         ss_gen_request *gen, ss_error *err)
{
  *gen = (ss_gen_request) { .clues = -1, .level = -1 };
  if (req->size < REQUEST_V0)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "generate: the "
                    "request's size is %zu, below %zu", req->size,
                    (size_t) REQUEST_V0);
  if (req->symmetry
      && (gen->symmetry = ss_symmetry_find (req->symmetry))
         == (ss_symmetry) -1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "unknown symmetry '%s'",
                    req->symmetry);
  if (req->clues < 0)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "generate: a count of "
                    "givens from 0, not %d", req->clues);
  if (req->clues)
    gen->clues = req->clues;
  gen->minimal = req->minimal != 0;
  if (req->difficulty)
    {
      for (int i = 0; ss_rating_level_name (i); i++)
        if (!strcmp (ss_rating_level_name (i), req->difficulty))
          gen->level = i;
      if (gen->level < 0)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "unknown difficulty "
                        "'%s'", req->difficulty);
    }
  if (ss_options_check (opt, err))
    return -1;
  if (opt)
    {
      if (opt->solver && !ss_solver_built (opt->solver))
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "this library was "
                        "built without the %s back end",
                        ss_solver_name (opt->solver));
      gen->solver = opt->solver;
      gen->max_literals = opt->max_literals;
      gen->deadline = opt->time_limit > 0 ? ss_now () + opt->time_limit : 0;
    }
  return 0;
}

ss_puzzle *
ss_puzzle_generate (const ss_puzzle *shape, const ss_generate_request *req,
                    const ss_options *opt, int *solution, ss_error *err)
{
  ss_gen_request gen;
  if (request (req, opt, &gen, err))
    return NULL;
  ss_puzzle *pz = shape ? ss_puzzle_copy (shape) : ss_puzzle_new (3);
  if (!pz)
    {
      ss_oom (err);
      return NULL;
    }
  long cells = (long) pz->n * pz->n;
  int *givens = ss_malloc ((size_t) cells * sizeof *givens);
  int *sol = ss_malloc ((size_t) cells * sizeof *sol);
  ss_puzzle *made = NULL;
  int rc = -1;
  if (!givens || !sol)
    ss_oom (err);
  else if (!rules (pz, req->rules ? req->rules : "", &gen.kinds, err))
    rc = ss_generate (pz, &gen, req->seed, givens, sol, &made, NULL, err);
  if (rc == 1 && solution)
    memcpy (solution, sol, (size_t) cells * sizeof *sol);
  if (rc != 1)
    {
      ss_puzzle_free (made);
      made = NULL;
    }
  free (givens);
  free (sol);
  ss_puzzle_free (pz);
  return made;
}
