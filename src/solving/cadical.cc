// cadical.cc: the calls of cadical.h over CaDiCaL's C++ API
// (cadical.hpp), each catching what CaDiCaL throws.
#include <config.h>

#include "solving/cadical.h"

#include <cadical.hpp>
#include <new>

namespace {

// CaDiCaL polls a Terminator during its search; this one asks the
// caller's function.
struct Stop : CaDiCaL::Terminator
{
  int (*fn) (void *) = nullptr;
  void *ctx = nullptr;
  bool terminate () override { return fn && fn (ctx); }
};

} // namespace

struct ss_cadical
{
  CaDiCaL::Solver solver;
  Stop stop;
};

ss_cadical *
ss_cadical_new (void)
{
  try
    {
      ss_cadical *c = new ss_cadical;
      c->solver.set ("quiet", 1);
      c->solver.connect_terminator (&c->stop);
      return c;
    }
  catch (...)
    {
      return nullptr;
    }
}

void
ss_cadical_free (ss_cadical *c)
{
  delete c;
}

int
ss_cadical_set (ss_cadical *c, const char *name, int value)
{
  try
    {
      return c->solver.set (name, value) ? 0 : -1;
    }
  catch (...)
    {
      return -1;
    }
}

int
ss_cadical_add (ss_cadical *c, const int *lits, int count)
{
  try
    {
      for (int i = 0; i < count; i++)
        c->solver.add (lits[i]);
      return 0;
    }
  catch (...)
    {
      return -1;
    }
}

int
ss_cadical_assume (ss_cadical *c, int lit)
{
  try
    {
      c->solver.assume (lit);
      return 0;
    }
  catch (...)
    {
      return -1;
    }
}

int
ss_cadical_solve (ss_cadical *c, int (*stop) (void *), void *ctx)
{
  c->stop.fn = stop;
  c->stop.ctx = ctx;
  try
    {
      return c->solver.solve ();
    }
  catch (...)
    {
      return -1;
    }
}

int
ss_cadical_value (ss_cadical *c, int lit)
{
  try
    {
      return c->solver.val (lit);
    }
  catch (...)
    {
      return -1;
    }
}

int
ss_cadical_phase (ss_cadical *c, int lit)
{
  try
    {
      c->solver.phase (lit);
      return 0;
    }
  catch (...)
    {
      return -1;
    }
}

const char *
ss_cadical_version (void)
{
  return CaDiCaL::Solver::version ();
}
