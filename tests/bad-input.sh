# bad-input.sh: every fixture in tests/bad/ is refused with exactly its
# expected message (NAME.err) and exit status 2, and no grid is printed.
# NAME.args, when present, holds extra options.
. "$TESTS_DIR/tap.sh"
cd "$TESTS_DIR/bad" || exit 1

refused () {   # refused NAME
  args=
  [ -f "$1.args" ] && args=$(cat "$1.args")
  # shellcheck disable=SC2086
  "$SUDOSAT" $args "$1.in" >"$TMP/out" 2>"$TMP/err"
  st=$?
  [ "$st" -eq 2 ] || { echo "exit status $st, expected 2"; return 1; }
  diff "$1.err" "$TMP/err" || return 1
  # nothing but empty lines (line format keeps output aligned)
  if grep -q . "$TMP/out"; then
    echo "printed output:"; cat "$TMP/out"; return 1
  fi
}

for f in *.in; do
  name=${f%.in}
  [ -f "$name.err" ] || continue
  ok_if "bad input: $name" refused "$name"
done
done_testing
