/* encode.c: ss_encode, which puts a whole puzzle into a sink: the
   variable map (the presolver's, or the preset's own when presolve is
   none), the preset's rules over it, the givens as unit clauses, and
   the constraints beyond the rules (Sudominoku's dominoes, the pairs of
   the global rules, the variant constraints). */
#include "encoding.h"

#include <stddef.h>
#include <stdlib.h>

/* The preset, scheme, level, sum and order encodings of one call (NULL
   members: the defaults). */
typedef struct choice {
  const ss_encoding *enc;
  const ss_amo *amo;
  const ss_presolve *ps;
  const ss_sum_encoding *sum;
  const ss_order_encoding *order;
  int innies;                  /* ss_options.innies */
} choice;

/* The tiling's clauses cover the whole grid, whatever the constraint. */
static void
enc_tiling (ss_enc *e, const ss_constraint *con)
{
  (void) con;
  ss_enc_dominoes (e);
}

/* What ss_encode writes for each constraint after the givens, by kind,
   one line a kind in the order of ss_con_kind; NULL for the kinds the
   preset's rules write (rows, columns, boxes, extra regions). */
static const struct {
  ss_con_kind kind;
  void (*encode) (ss_enc *, const ss_constraint *);
} encoders[] = {
  { SS_CON_ROW, NULL },
  { SS_CON_COL, NULL },
  { SS_CON_BOX, NULL },
  { SS_CON_EXTRA, NULL },
  { SS_CON_TILING, enc_tiling },
  { SS_CON_DIFFER, ss_enc_differ },
  { SS_CON_NONCONSEC, ss_enc_nonconsecutive },
  { SS_CON_CAGE, ss_enc_cage },
  { SS_CON_THERMO, ss_enc_thermo },
  { SS_CON_ODD, ss_enc_parity },
  { SS_CON_EVEN, ss_enc_parity },
  { SS_CON_WHITE, ss_enc_dots },
  { SS_CON_BLACK, ss_enc_dots },
  { SS_CON_SUM, ss_enc_dots },
  { SS_CON_PALINDROME, ss_enc_palindrome },
  { SS_CON_RENBAN, ss_enc_renban },
  { SS_CON_WHISPERS, ss_enc_whispers },
  { SS_CON_BETWEEN, ss_enc_betweenline },
  { SS_CON_SLOWTHERMO, ss_enc_whispers },
  { SS_CON_REGIONSUM, ss_enc_regionsum },
  { SS_CON_ARROW, ss_enc_arrow },
  { SS_CON_LITTLE_KILLER, ss_enc_little_killer },
  { SS_CON_NOWHITE, ss_enc_negative },
  { SS_CON_NOBLACK, ss_enc_negative },
  { SS_CON_NOXV, ss_enc_negative },
  { SS_CON_QUADRUPLE, ss_enc_quadruple },
  { SS_CON_MINIMUM, ss_enc_extremum },
  { SS_CON_MAXIMUM, ss_enc_extremum },
  { SS_CON_SKYSCRAPER, ss_enc_skyscraper },
  { SS_CON_SANDWICH, ss_enc_sandwich },
  { SS_CON_XSUM, ss_enc_xsum },
  { SS_CON_CLONE, ss_enc_clone },
};
_Static_assert (sizeof encoders / sizeof *encoders == SS_CON_NKINDS,
                "an encoding entry for every kind");

int
ss_encode_kind_order (void)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    if ((int) encoders[k].kind != k)
      return 0;
  return 1;
}

static int
encode_with (const ss_puzzle *pz, const choice *ch, ss_varmap *vm,
             ss_sink *sink, ss_error *err)
{
  ss_enc e = { 0 };
  const ss_encoding *enc = ch->enc ? ch->enc : ss_default_encoding;
  e.presolved = ss_encode_level (enc, ch->ps)->level > SS_PRESOLVE_NONE;
  e.pz = pz;
  e.sink = sink;
  e.amo = ch->amo ? ch->amo : ss_default_amo;
  e.sum = ch->sum ? ch->sum : ss_default_sum;
  e.order = ch->order ? ch->order : ss_default_order;
  e.vm = vm;
  ss_varmap_drop_aux (vm);
  enc->encode (&e);
  /* Givens as unit clauses; an encoding that folded them into its map
     sees them as satisfied and emits nothing. */
  for (int r = 0; r < pz->n; r++)
    for (int c = 0; c < pz->n; c++)
      {
        int v = ss_cell (pz, r, c);
        if (v)
          {
            int lit = ss_var (e.vm, r, c, v);
            ss_enc_clause (&e, &lit, 1);
          }
      }
  for (int u = 0; u < pz->ncons && !sink->over; u++)
    if (encoders[pz->cons[u].kind].encode)
      encoders[pz->cons[u].kind].encode (&e, &pz->cons[u]);
  if (ch->innies && !sink->over)
    ss_enc_innies (&e);
  free (e.buf);
  if (sink->over == SS_OVER_TIME)
    return ss_fail (err, SS_ERR_TIMEOUT, NULL, 0, 0,
                    "the time limit ran out while the CNF of this %dx%d "
                    "puzzle was being built (--time-limit)", pz->n, pz->n);
  if (sink->over == SS_OVER_MEMORY)
    return ss_oom (err);
  if (sink->over)
    return ss_fail (err, SS_ERR_LIMIT, NULL, 0, 0,
                    "the CNF of this %dx%d puzzle (%s encoding, %s scheme) "
                    "exceeds %lld literals (--max-literals raises the "
                    "limit)", pz->n, pz->n, enc->name, e.amo->name,
                    sink->max_literals);
  return 0;
}

int
ss_encode_with (const ss_puzzle *pz, const ss_encoding *enc,
                const ss_amo *amo, const ss_presolve *ps, ss_varmap *vm,
                ss_sink *sink, ss_error *err)
{
  choice ch = { enc, amo, ps, NULL, NULL, 0 };
  return encode_with (pz, &ch, vm, sink, err);
}

ss_varmap *
ss_encode_varmap (const ss_puzzle *pz, const ss_encoding *enc,
                  const ss_presolve *ps, double deadline, ss_error *err)
{
  if (!enc)
    enc = ss_default_encoding;
  ps = ss_encode_level (enc, ps);
  if (pz->family == SS_SUDOMINOKU && pz->n != 9)
    {
      ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "Sudominoku grids are 9x9");
      return NULL;
    }
  if (ps->level > SS_PRESOLVE_NONE)
    return ss_presolve_map (pz, ps, deadline, err);
  if (enc->make_varmap)
    return enc->make_varmap (pz, err);
  ss_varmap *vm = ss_varmap_new (pz->n);
  if (!vm)
    ss_oom (err);
  return vm;
}

/* ss_encode_with, but a grid over 25x25 is first encoded into a
   counter with the sink's budget and deadline.  Counted before it is
   stored, a CNF over the budget is refused in a second instead of after
   PicoSAT or the DIMACS buffer took gigabytes of it.  Up to 25x25 every
   CNF fits, and nothing is counted. */
static int
encode_counted (const ss_puzzle *pz, const choice *ch, ss_varmap *vm,
                ss_sink *sink, ss_error *err)
{
  if (pz->n > 25)
    {
      ss_sink *count = ss_sink_counter ();
      if (!count)
        return ss_oom (err);
      count->max_literals = sink->max_literals;
      count->deadline = sink->deadline;
      int rc = encode_with (pz, ch, vm, count, err);
      ss_sink_free (count);
      if (rc)
        return rc;
    }
  return encode_with (pz, ch, vm, sink, err);
}

static ss_varmap *
encode_choice (const ss_puzzle *pz, const choice *ch, ss_sink *sink,
               ss_error *err)
{
  ss_varmap *vm = ss_encode_varmap (pz, ch->enc, ch->ps, sink->deadline,
                                    err);
  if (vm && encode_counted (pz, ch, vm, sink, err))
    {
      ss_varmap_free (vm);
      vm = NULL;
    }
  return vm;
}

/* The choice opt makes (NULL: the defaults). */
static choice
options_choice (const ss_options *opt)
{
  choice ch = { 0 };
  if (opt)
    ch = (choice) { opt->encoding, opt->amo, opt->presolve, opt->sum,
                    opt->order,
                    ss_options_cover (opt, offsetof (ss_options, innies)
                                      + sizeof opt->innies)
                    && opt->innies };
  return ch;
}

ss_varmap *
ss_encode_options_varmap (const ss_puzzle *pz, const ss_options *opt,
                          double deadline, ss_error *err)
{
  if (ss_options_check (opt, err))
    return NULL;
  choice ch = options_choice (opt);
  return ss_encode_varmap (pz, ch.enc, ch.ps, deadline, err);
}

int
ss_encode_options_with (const ss_puzzle *pz, const ss_options *opt,
                        ss_varmap *vm, ss_sink *sink, ss_error *err)
{
  if (ss_options_check (opt, err))
    return -1;
  choice ch = options_choice (opt);
  return encode_counted (pz, &ch, vm, sink, err);
}

ss_varmap *
ss_encode_presolved (const ss_puzzle *pz, const ss_encoding *enc,
                     const ss_amo *amo, const ss_presolve *ps,
                     ss_sink *sink, ss_error *err)
{
  choice ch = { enc, amo, ps, NULL, NULL, 0 };
  return encode_choice (pz, &ch, sink, err);
}

ss_varmap *
ss_encode_options (const ss_puzzle *pz, const ss_options *opt,
                   ss_sink *sink, ss_error *err)
{
  if (ss_options_check (opt, err))
    return NULL;
  choice ch = options_choice (opt);
  return encode_choice (pz, &ch, sink, err);
}

ss_varmap *
ss_encode (const ss_puzzle *pz, const ss_encoding *enc, const ss_amo *amo,
           ss_sink *sink, ss_error *err)
{
  return ss_encode_presolved (pz, enc, amo, NULL, sink, err);
}
