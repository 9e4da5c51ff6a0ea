/* catalogue.c: the tables of encoding presets, at-most-one schemes and
   the variant constraints' sum and order encodings that --encoding,
   --amo, --sum-encoding and --order-encoding choose from.  Adding an
   entry means adding its file and one line here. */
#include "encoding.h"

#include <string.h>

extern const ss_amo ss_amo_pairwise;
extern const ss_amo ss_amo_sequential;
extern const ss_amo ss_amo_commander;
extern const ss_amo ss_amo_product;
extern const ss_amo ss_amo_binary;
extern const ss_amo ss_amo_bimander;
extern const ss_encoding ss_encoding_minimal;
extern const ss_encoding ss_encoding_efficient;
extern const ss_encoding ss_encoding_extended;
extern const ss_encoding ss_encoding_optimized;
extern const ss_encoding ss_encoding_augmented;
extern const ss_encoding ss_encoding_hatch;
extern const ss_encoding ss_encoding_naked_singles;
extern const ss_encoding ss_encoding_hidden_singles;
extern const ss_encoding ss_encoding_fast;

const ss_amo *const ss_amo_schemes[] = {
  &ss_amo_pairwise,
  &ss_amo_sequential,
  &ss_amo_commander,
  &ss_amo_product,
  &ss_amo_binary,
  &ss_amo_bimander,
  NULL
};

const ss_encoding *const ss_encodings[] = {
  &ss_encoding_minimal,
  &ss_encoding_efficient,
  &ss_encoding_extended,
  &ss_encoding_optimized,
  &ss_encoding_augmented,
  &ss_encoding_hatch,
  &ss_encoding_naked_singles,
  &ss_encoding_hidden_singles,
  &ss_encoding_fast,
  NULL
};

const ss_amo *const ss_default_amo = &ss_amo_pairwise;
const ss_encoding *const ss_default_encoding = &ss_encoding_fast;

const ss_amo *
ss_amo_find (const char *name)
{
  for (int i = 0; ss_amo_schemes[i]; i++)
    if (!strcmp (ss_amo_schemes[i]->name, name))
      return ss_amo_schemes[i];
  return NULL;
}

const ss_encoding *
ss_encoding_find (const char *name)
{
  for (int i = 0; ss_encodings[i]; i++)
    if (!strcmp (ss_encodings[i]->name, name))
      return ss_encodings[i];
  return NULL;
}

/* The public view of the catalogue (sudosat.h). */
const ss_encoding *
ss_encoding_nth (int i)
{
  int n = sizeof ss_encodings / sizeof *ss_encodings - 1;
  return i >= 0 && i < n ? ss_encodings[i] : NULL;
}

const ss_amo *
ss_amo_nth (int i)
{
  int n = sizeof ss_amo_schemes / sizeof *ss_amo_schemes - 1;
  return i >= 0 && i < n ? ss_amo_schemes[i] : NULL;
}

const ss_encoding *
ss_encoding_default (void)
{
  return ss_default_encoding;
}

const ss_amo *
ss_amo_default (void)
{
  return ss_default_amo;
}

const char *
ss_encoding_name (const ss_encoding *e)
{
  return e->name;
}

const char *
ss_encoding_summary (const ss_encoding *e)
{
  return e->summary;
}

const ss_presolve *
ss_encode_level (const ss_encoding *enc, const ss_presolve *ps)
{
  if (!enc)
    enc = ss_default_encoding;
  return ps ? ps : enc->presolve ? enc->presolve : &ss_presolve_none;
}

const ss_presolve *
ss_encoding_presolve (const ss_encoding *e)
{
  return ss_encode_level (e, NULL);
}

const char *
ss_amo_name (const ss_amo *a)
{
  return a->name;
}

const char *
ss_amo_summary (const ss_amo *a)
{
  return a->summary;
}

/* The variant constraints' sum and order encodings (--sum-encoding,
   --order-encoding). */
extern const ss_sum_encoding ss_sum_combos;
extern const ss_sum_encoding ss_sum_running;
extern const ss_order_encoding ss_order_direct;
extern const ss_order_encoding ss_order_order;

const ss_sum_encoding *const ss_sum_encodings[] = {
  &ss_sum_combos,
  &ss_sum_running,
  NULL
};

const ss_order_encoding *const ss_order_encodings[] = {
  &ss_order_direct,
  &ss_order_order,
  NULL
};

const ss_sum_encoding *const ss_default_sum = &ss_sum_combos;
const ss_order_encoding *const ss_default_order = &ss_order_order;

const ss_sum_encoding *
ss_sum_encoding_nth (int i)
{
  int n = sizeof ss_sum_encodings / sizeof *ss_sum_encodings - 1;
  return i >= 0 && i < n ? ss_sum_encodings[i] : NULL;
}

const ss_sum_encoding *
ss_sum_encoding_find (const char *name)
{
  for (int i = 0; ss_sum_encodings[i]; i++)
    if (!strcmp (ss_sum_encodings[i]->name, name))
      return ss_sum_encodings[i];
  return NULL;
}

const ss_sum_encoding *
ss_sum_encoding_default (void)
{
  return ss_default_sum;
}

const char *
ss_sum_encoding_name (const ss_sum_encoding *s)
{
  return s->name;
}

const char *
ss_sum_encoding_summary (const ss_sum_encoding *s)
{
  return s->summary;
}

const ss_order_encoding *
ss_order_encoding_nth (int i)
{
  int n = sizeof ss_order_encodings / sizeof *ss_order_encodings - 1;
  return i >= 0 && i < n ? ss_order_encodings[i] : NULL;
}

const ss_order_encoding *
ss_order_encoding_find (const char *name)
{
  for (int i = 0; ss_order_encodings[i]; i++)
    if (!strcmp (ss_order_encodings[i]->name, name))
      return ss_order_encodings[i];
  return NULL;
}

const ss_order_encoding *
ss_order_encoding_default (void)
{
  return ss_default_order;
}

const char *
ss_order_encoding_name (const ss_order_encoding *o)
{
  return o->name;
}

const char *
ss_order_encoding_summary (const ss_order_encoding *o)
{
  return o->summary;
}
