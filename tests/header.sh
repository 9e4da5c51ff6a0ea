# header.sh: configure's version (AC_INIT), the version macros of
# include/sudosat.h, the linked library's ss_version () and
# ss_version_number (), and sudosat --version agree; and the header
# serves a C++ program (tests/cxx.cc, linked with the shared library),
# which counts the 288 grids of an empty 4x4 Sudoku.
. "$TESTS_DIR/tap.sh"
: "${TOP_BUILDDIR:?must name the build tree}"

ac=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' \
  "$TOP_BUILDDIR/config.h")
number=$(echo "$ac" | awk -F. '{ print $1 * 10000 + $2 * 100 + $3 }')
"$TOP_BUILDDIR/tests/version" >"$TMP/version"

ok_if "configure's version is read" \
  sh -c "echo '$ac' | grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+'"
ok_if "the header's version macros are configure's version" \
  sh -c "grep -x 'header $ac $number' '$TMP/version'"
ok_if "ss_version () and ss_version_number () are configure's version" \
  sh -c "grep -x 'library $ac $number' '$TMP/version'"
cli_version () {
  "$SUDOSAT" --version >"$TMP/cli" &&
    sed -n 1p "$TMP/cli" | grep "^sudosat $ac (PicoSAT "
}
ok_if "sudosat --version names configure's version" cli_version

if [ -x "$TOP_BUILDDIR/tests/cxx" ]; then
  ok_if "a C++ program includes the header, links and solves" \
    sh -c "'$TOP_BUILDDIR/tests/cxx' | grep -x '$ac 288'"
else
  skip "a C++ program includes the header, links and solves" \
    "configure found no C++ compiler"
fi

done_testing
