// cxx.cc: the public header in a C++ program, linked with the shared
// library: counts the grids of an empty 4x4 Sudoku and prints the
// library's version, for tests/header.sh.
#include <sudosat.h>

#include <cstdio>
#include <vector>

int
main ()
{
  ss_puzzle *pz = ss_puzzle_new (2);
  if (pz == nullptr)
    return 1;
  std::vector<int> grid (16);
  ss_options opt = ss_options ();
  opt.encoding = ss_encoding_find ("extended");
  ss_error err = ss_error ();
  long found = ss_solve (pz, &opt, 1000, grid.data (), nullptr, &err);
  if (found < 0)
    ss_error_print (stderr, &err);
  std::printf ("%s %ld\n", ss_version (), found);
  ss_puzzle_free (pz);
  return found == 288 ? 0 : 1;
}
