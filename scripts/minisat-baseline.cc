// minisat-baseline.cc: the MiniSat baseline scripts/bench compares
// sudosat against (built by scripts/bench, not by make).
//
// The extended encoding (every cell exactly one value, every row, column
// and box every value exactly once) with pairwise at-most-one is built
// once per grid size; each puzzle's givens are passed as assumptions, and
// uniqueness is proven by a blocking clause behind a fresh activation
// literal that is switched off for good afterwards.  Reads line format
// (n*n characters, '.' or '0' blank, or n*n integers) from the files
// named or standard input and prints one line per puzzle, like
// `sudosat -u`: the grid, or an empty line when there is no solution.
// Exit status 0, or 3 when some puzzle has more than one solution.
#include <minisat/core/Solver.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using Minisat::lbool;
using Minisat::Lit;
using Minisat::mkLit;
using Minisat::vec;

static Minisat::Solver *solver;
static int side, box;           // n and k of the solver built

static Lit
cell (int r, int c, int v)      // v in 1..n
{
  return mkLit ((r * side + c) * side + v - 1);
}

static void
exactly_one (const std::vector<Lit> &lits)
{
  vec<Lit> alo;
  for (Lit l : lits)
    alo.push (l);
  solver->addClause (alo);
  for (size_t i = 0; i < lits.size (); i++)
    for (size_t j = i + 1; j < lits.size (); j++)
      solver->addClause (~lits[i], ~lits[j]);
}

static void
build (int k)
{
  delete solver;
  solver = new Minisat::Solver;
  box = k;
  side = k * k;
  int n = side;
  for (int i = 0; i < n * n * n; i++)
    solver->newVar ();
  std::vector<Lit> l (n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        for (int v = 1; v <= n; v++)
          l[v - 1] = cell (r, c, v);
        exactly_one (l);
      }
  for (int v = 1; v <= n; v++)
    for (int u = 0; u < n; u++)
      {
        for (int i = 0; i < n; i++)
          l[i] = cell (u, i, v);
        exactly_one (l);
        for (int i = 0; i < n; i++)
          l[i] = cell (i, u, v);
        exactly_one (l);
        for (int i = 0; i < n; i++)
          l[i] = cell ((u / k) * k + i / k, (u % k) * k + i % k, v);
        exactly_one (l);
      }
}

// Parse one line into values; returns n*n or 0 on a malformed line.
static size_t
parse (const std::string &line, std::vector<int> &vals, bool &ints)
{
  vals.clear ();
  ints = line.find (' ') != std::string::npos;
  if (ints)
    {
      const char *p = line.c_str ();
      char *end;
      for (;;)
        {
          long v = strtol (p, &end, 10);
          if (end == p)
            break;
          vals.push_back ((int) v);
          p = end;
        }
    }
  else
    for (char ch : line)
      {
        if (ch == '.' || ch == '0')
          vals.push_back (0);
        else if (ch >= '1' && ch <= '9')
          vals.push_back (ch - '0');
        else if (ch >= 'A' && ch <= 'Z')
          vals.push_back (ch - 'A' + 10);
        else if (ch != '\r')
          return 0;
      }
  return vals.size ();
}

static int
run (FILE *f)
{
  int status = 0;
  std::vector<int> vals;
  std::string line, out;
  char buf[1 << 16];
  while (fgets (buf, sizeof buf, f))
    {
      line.assign (buf);
      while (line.size () && line.back () != '\n'
             && fgets (buf, sizeof buf, f))
        line.append (buf);
      if (line.size () && line.back () == '\n')
        line.pop_back ();
      bool ints;
      size_t cells = parse (line, vals, ints);
      int k = (int) std::lround (std::sqrt (std::sqrt ((double) cells)));
      if (!cells || (size_t) k * k * k * k != cells)
        {
          fputs ("\n", stdout);
          continue;
        }
      if (k != box)
        build (k);
      int n = side;
      vec<Lit> assumps;
      for (int i = 0; i < n * n; i++)
        if (vals[i])
          assumps.push (cell (i / n, i % n, vals[i]));
      if (!solver->solve (assumps))
        {
          fputs ("\n", stdout);
          continue;
        }
      std::vector<int> grid (n * n);
      for (int i = 0; i < n * n; i++)
        for (int v = 1; v <= n; v++)
          if (solver->modelValue (cell (i / n, i % n, v)) == l_True)
            grid[i] = v;
      // Uniqueness: another grid would differ in some open cell.
      Lit act = mkLit (solver->newVar ());
      vec<Lit> blocking;
      blocking.push (~act);
      for (int i = 0; i < n * n; i++)
        if (!vals[i])
          blocking.push (~cell (i / n, i % n, grid[i]));
      solver->addClause (blocking);
      assumps.push (act);
      if (solver->solve (assumps))
        status = 3;
      solver->addClause (~act);
      out.clear ();
      for (int i = 0; i < n * n; i++)
        {
          if (!ints)
            out += (char) (grid[i] < 10 ? '0' + grid[i] : 'A' + grid[i] - 10);
          else
            {
              if (i)
                out += ' ';
              out += std::to_string (grid[i]);
            }
        }
      out += '\n';
      fputs (out.c_str (), stdout);
    }
  return status;
}

int
main (int argc, char **argv)
{
  int status = 0;
  if (argc < 2)
    return run (stdin);
  for (int i = 1; i < argc; i++)
    {
      FILE *f = fopen (argv[i], "r");
      if (!f)
        {
          perror (argv[i]);
          return 2;
        }
      int s = run (f);
      if (s)
        status = s;
      fclose (f);
    }
  delete solver;
  return status;
}
