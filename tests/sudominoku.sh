# sudominoku.sh: the BOJ 4574 data gives exactly its expected output
# (auto-detected or forced, LF or CRLF, with extra blank lines and
# spaces, under every preset and AMO scheme), counting is about grids,
# and each bad-input fixture tests/bad/sudominoku-*.in gets exit 2 and
# the message in its .err file.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA/boj4574
need_data "$D"

for name in sample judge judge-crlf; do
  ok_if "$name" same_output "$D/${name%-crlf}.out" "$SUDOSAT" "$D/$name.in"
  ok_if "$name --unique --format=sudominoku" \
    same_output "$D/${name%-crlf}.out" \
    "$SUDOSAT" --unique --format=sudominoku "$D/$name.in"
done

ok_if "sample from stdin" same_output "$D/sample.out" \
  sh -c '"$SUDOSAT" - <"$1"' sh "$D/sample.in"

# Blank lines before, between and after lines, leading and trailing
# blanks, CRLF.
awk '{ printf "\r\n  %s \t\r\n", $0 }' "$D/sample.in" >"$TMP/loose.in"
ok_if "blank lines, spaces, CRLF" same_output "$D/sample.out" \
  "$SUDOSAT" "$TMP/loose.in"

# The second sample puzzle has two tilings of one grid: unique, count 1.
tail -n 14 "$D/sample.in" >"$TMP/two-tilings.in"
ok_if "two tilings: --unique exits 0" status_is 0 \
  "$SUDOSAT" --unique "$TMP/two-tilings.in"
printf '1\n' >"$TMP/one"
ok_if "two tilings: count is 1" same_output "$TMP/one" \
  "$SUDOSAT" count --limit=100 "$TMP/two-tilings.in"
grep -c '^Puzzle' "$D/judge.out" | awk '{ for (i = 0; i < $1; i++) print 1 }' \
  >"$TMP/ones"
ok_if "judge: every count is 1" same_output "$TMP/ones" \
  "$SUDOSAT" count "$D/judge.in"

# Every preset and scheme this build offers.
cat "$D/sample.out" "$D/judge.out" >"$TMP/both.out"
for enc in $("$SUDOSAT" list encodings | cut -f1 | cut -d' ' -f2); do
  for amo in $("$SUDOSAT" list amo | cut -f1 | cut -d' ' -f2); do
    ok_if "sample and judge with $enc/$amo" same_output "$TMP/both.out" \
      "$SUDOSAT" --unique -e "$enc" -a "$amo" "$D/sample.in" "$D/judge.in"
  done
done

# Bad input: each fixture is refused with exit 2 and exactly its
# expected message (NAME.err; NAME.args holds extra options), and
# prints nothing.
bad_case () {
  args=
  [ -f "$TESTS_DIR/bad/$1.args" ] && args=$(cat "$TESTS_DIR/bad/$1.args")
  # shellcheck disable=SC2086
  ( cd "$TESTS_DIR/bad" && "$SUDOSAT" $args "$1.in" >"$TMP/bad.out" \
      2>"$TMP/bad.err"; echo $? >"$TMP/bad.rc" )
  [ "$(cat "$TMP/bad.rc")" = 2 ] ||
    { echo "exit $(cat "$TMP/bad.rc")"; return 1; }
  diff "$TESTS_DIR/bad/$1.err" "$TMP/bad.err" || return 1
  [ ! -s "$TMP/bad.out" ] || { echo "printed:"; cat "$TMP/bad.out"; return 1; }
}
for f in "$TESTS_DIR"/bad/sudominoku-*.in; do
  name=$(basename "$f" .in)
  ok_if "bad input: $name" bad_case "$name"
done

# The puzzles before an error are solved and printed: the sample cut
# before its final 0, and cut inside its second puzzle.
head -n 10 "$D/sample.out" >"$TMP/first.out"
cat "$D/sample.out" >"$TMP/both-samples.out"
sed '$d' "$D/sample.in" >"$TMP/no-end.in"
head -n 16 "$D/sample.in" >"$TMP/cut.in"
printed_before () {   # printed_before INPUT EXPECTED-OUT MESSAGE
  "$SUDOSAT" "$1" >"$TMP/before.out" 2>"$TMP/before.err"
  st=$?
  [ "$st" -eq 2 ] || { echo "exit status $st, expected 2"; return 1; }
  grep -q "$3" "$TMP/before.err" || { cat "$TMP/before.err"; return 1; }
  diff "$2" "$TMP/before.out"
}
ok_if "missing 0: both puzzles printed" printed_before "$TMP/no-end.in" \
  "$TMP/both-samples.out" "^$TMP/no-end.in:26:1: input ends without"
ok_if "truncated second puzzle: the first printed" printed_before \
  "$TMP/cut.in" "$TMP/first.out" "^$TMP/cut.in:17:1: input ends after 3 of"
done_testing
