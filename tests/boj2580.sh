# boj2580.sh: every BOJ 2580 case in the shared data gives exactly its
# expected output, in grid format and under --unique.
. "$TESTS_DIR/tap.sh"
need_data "$SUDOSAT_DATA/boj2580"

for in in "$SUDOSAT_DATA"/boj2580/*.in; do
  name=$(basename "$in" .in)
  ok_if "boj2580 $name" same_output "${in%.in}.out" "$SUDOSAT" --unique "$in"
done
# The same through standard input with the format forced.
ok_if "boj2580 sample from stdin" \
  same_output "$SUDOSAT_DATA/boj2580/sample.out" \
  sh -c '"$SUDOSAT" --format=grid - <"$SUDOSAT_DATA/boj2580/sample.in"'
done_testing
