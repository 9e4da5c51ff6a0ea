# library.sh: examples/library.c, a program of its own linked with
# libsudosat, answers as sudosat does: the same grids with every preset
# and scheme, the judge's Sudominoku output, a stream's bad lines and
# puzzles with several solutions, and its documented exit statuses.
# The shared library carries Makefile.am's -version-info, exports the
# functions include/sudosat.h declares and nothing else, and is the one
# the example runs with; the static library defines them all.
. "$TESTS_DIR/tap.sh"
: "${SUDOSAT_LIBRARY_EXAMPLE:?must name examples/library}"
: "${TOP_SRCDIR:?must name the source tree}"
: "${TOP_BUILDDIR:?must name the build tree}"
need_data "$SUDOSAT_DATA/sudoku9/top95.txt"
D=$SUDOSAT_DATA
LIB=$SUDOSAT_LIBRARY_EXAMPLE

# The public functions: declarations start in column 0 (comments in the
# header are indented or open with a slash).
grep -E '^[a-z].*[ *]ss_[a-z0-9_]+ \(' "$TOP_SRCDIR/include/sudosat.h" |
  sed 's/.*[ *]\(ss_[a-z0-9_]*\) (.*/\1/' | sort -u >"$TMP/public"
SO=$TOP_BUILDDIR/.libs/libsudosat.so
AR=$TOP_BUILDDIR/.libs/libsudosat.a
if [ ! -f "$SO" ] || ! command -v nm >/dev/null 2>&1 ||
   ! command -v objdump >/dev/null 2>&1; then
  for t in "the shared library is named after its -version-info" \
           "the shared library exports the public functions, no other" \
           "the example runs with the shared library"; do
    skip "$t" "no shared library built, or no nm and objdump"
  done
else
  # CURRENT:REVISION:AGE gives libsudosat.so.(C-A).A.R, soname .so.(C-A)
  vi=$(sed -n 's/.*-version-info \([0-9]*:[0-9]*:[0-9]*\).*/\1/p' \
    "$TOP_SRCDIR/Makefile.am")
  so_named () {
    [ -n "$vi" ] || { echo "no -version-info in Makefile.am"; return 1; }
    major=$(echo "$vi" | awk -F: '{ print $1 - $3 }')
    file=$(echo "$vi" | awk -F: '{ print $1 - $3 "." $3 "." $2 }')
    [ -f "$SO.$file" ] || { echo "no libsudosat.so.$file"; return 1; }
    objdump -p "$SO" | grep -E "SONAME +libsudosat\.so\.$major\$"
  }
  ok_if "the shared library is named after its -version-info" so_named
  exports () {
    nm -D --defined-only "$SO" | awk '{ print $NF }' | sort -u >"$TMP/dyn"
    [ "$(wc -l <"$TMP/public")" -gt 30 ] &&
      diff "$TMP/public" "$TMP/dyn"
  }
  ok_if "the shared library exports the public functions, no other" exports
  ok_if "the example runs with the shared library" \
    sh -c "objdump -p '$TOP_BUILDDIR/examples/.libs/library' |
           grep -E 'NEEDED +libsudosat\.so\.[0-9]+\$'"
fi
static_defines () {
  nm --defined-only "$AR" | awk '$2 == "T" { print $3 }' | sort -u |
    comm -13 - "$TMP/public" >"$TMP/undefined"
  [ -s "$AR" ] && ! grep . "$TMP/undefined"
}
if [ -f "$AR" ] && command -v nm >/dev/null 2>&1; then
  ok_if "the static library defines every public function" static_defines
else
  skip "the static library defines every public function" \
    "no static library built, or no nm"
fi


# as_sudosat STATUS FILE [ENCODING SCHEME]: the example prints what
# sudosat --unique prints for FILE and exits with STATUS.
as_sudosat () {
  want=$1
  file=$2
  shift 2
  opts=
  [ $# -eq 2 ] && opts="--encoding=$1 --amo=$2"
  # shellcheck disable=SC2086
  "$SUDOSAT" --unique $opts "$file" >"$TMP/cli.out" 2>/dev/null
  "$LIB" "$@" <"$file" >"$TMP/lib.out" 2>"$TMP/lib.err"
  st=$?
  [ "$st" -eq "$want" ] ||
    { echo "exit status $st, expected $want"; cat "$TMP/lib.err"; return 1; }
  diff "$TMP/cli.out" "$TMP/lib.out"
}

head -n 5 "$D/sudoku9/top95.txt" >"$TMP/five"
"$SUDOSAT" list encodings | awk '{ print $2 }' >"$TMP/encodings"
"$SUDOSAT" list amo | awk '{ print $2 }' >"$TMP/schemes"
while read -r e; do
  while read -r a; do
    swept "$e" "$a" || continue
    # the hatch clause set alone does not decide a puzzle
    [ "$e" = hatch ] && continue
    ok_if "library: $e with $a gives sudosat's grids" \
      as_sudosat 0 "$TMP/five" "$e" "$a"
  done <"$TMP/schemes"
done <"$TMP/encodings"

ok_if "library: the default encoding on a BOJ 2580 grid" \
  as_sudosat 0 "$D/boj2580/sample.in"
ok_if "library: Sudominoku judge data, exact output" \
  sh -c '"$1" <"$2" | diff "$3" -' sh "$LIB" "$D/boj4574/judge.in" \
  "$D/boj4574/judge.out"

{
  head -n 2 "$D/sudoku9/top95.txt"
  echo "12345"
  head -n 1 "$D/sudoku9/serg_multi_solution.txt"
  sed -n 3p "$D/sudoku9/top95.txt"
} >"$TMP/mixed"
mixed_stream () {
  "$LIB" <"$TMP/mixed" >"$TMP/out" 2>"$TMP/err"
  st=$?
  [ "$st" -eq 2 ] || { echo "exit status $st, expected 2"; return 1; }
  grep -q '^<stdin>:3:1: ' "$TMP/err" &&
    [ "$(grep -c '^puzzle 4: more than one solution' "$TMP/out")" -eq 1 ] &&
    [ "$(grep -c '^[1-9]\{81\}$' "$TMP/out")" -eq 3 ]
}
ok_if "library: a bad line and a puzzle with two solutions, exit 2" \
  mixed_stream

head -n 3 "$D/sudoku9/serg_multi_solution.txt" >"$TMP/multi"
ok_if "library: puzzles with several solutions exit 1" \
  status_is 1 "$LIB" <"$TMP/multi"
ok_if "library: an unknown encoding exits 2" \
  status_is 2 "$LIB" no-such-encoding <"$TMP/five"
ok_if "library: an unknown scheme exits 2" \
  status_is 2 "$LIB" extended no-such-scheme <"$TMP/five"

done_testing
