# memory.sh: running out of memory is exit status 4 and one line on
# standard error, "FILE:LINE: out of memory", with nothing on standard
# output: never a crash or an abort (134).  Every command runs on an
# empty 400x400 grid within 200 MB of address space, where the library's
# own allocations fail (optimized's variable map; hatch's CNF inside
# PicoSAT), and on an empty 100x100 grid within 100 MB, where PicoSAT
# (solve, count, propagate, hatch) or the DIMACS buffer (dimacs, decode)
# runs out while the CNF is stored.  Valgrind and the sanitizers cannot
# start in so little address space: skipped there.
. "$TESTS_DIR/tap.sh"

empty_grid () {
  awk -v n="$1" 'BEGIN { for (r = 0; r < n; r++) {
                           for (c = 0; c < n; c++) printf "%s0", c ? " " : ""
                           print "" } }'
}
empty_grid 400 >"$TMP/empty400"
empty_grid 100 >"$TMP/empty100"
echo 'v 1 0' >"$TMP/model"

# out_of_memory KB COMMAND...: sudosat COMMAND... within KB kilobytes of
# address space exits 4, prints nothing, and says "out of memory" on one
# line.
out_of_memory () {
  oom_kb=$1
  shift
  ( ulimit -c 0 && ulimit -v "$oom_kb" && exec "$SUDOSAT" "$@" ) \
    >"$TMP/out" 2>"$TMP/err" </dev/null
  oom_status=$?
  [ "$oom_status" -eq 4 ] || {
    echo "exit status $oom_status, expected 4"
    cat "$TMP/err"
    return 1
  }
  [ ! -s "$TMP/out" ] || { echo "printed output"; return 1; }
  [ "$(wc -l <"$TMP/err")" -eq 1 ] &&
    grep -q '^[^ ]*/empty[0-9]*:1: out of memory$' "$TMP/err" || {
    cat "$TMP/err"
    return 1
  }
}

if [ -n "${SUDOSAT_MEMCHECK:-}" ] ||
   ! ( ulimit -v 102400 && "$SUDOSAT" --version ) >/dev/null 2>&1; then
  echo "1..0 # SKIP this build cannot start in 100 MB of address space"
  exit 0
fi

E400=$TMP/empty400
for cmd in solve count propagate dimacs explain rate; do
  ok_if "$cmd: an empty 400x400 grid within 200 MB" \
    out_of_memory 204800 "$cmd" -e optimized "$E400"
done
ok_if "decode: an empty 400x400 grid within 200 MB" \
  out_of_memory 204800 decode -e optimized "$E400" "$TMP/model"
ok_if "hatch: an empty 400x400 grid within 200 MB" \
  out_of_memory 204800 hatch --amo=product --max-literals=4G "$E400"

E100=$TMP/empty100
for cmd in solve count dimacs; do
  ok_if "$cmd: an empty 100x100 grid within 100 MB" \
    out_of_memory 102400 "$cmd" -e extended --amo=product "$E100"
done
for cmd in propagate hatch; do
  ok_if "$cmd: an empty 100x100 grid within 100 MB" \
    out_of_memory 102400 "$cmd" --amo=product "$E100"
done
ok_if "decode: an empty 100x100 grid within 100 MB" \
  out_of_memory 102400 decode -e extended --amo=product "$E100" "$TMP/model"

# PicoSAT gave up on the first puzzle, and its memory came back: the
# next one is solved within the same 100 MB.
next_solved () {
  cat "$E100" >"$TMP/two"
  printf '1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n' >>"$TMP/two"
  ( ulimit -c 0 && ulimit -v 102400 &&
    exec "$SUDOSAT" -e extended --amo=product "$TMP/two" ) \
    >"$TMP/out" 2>"$TMP/err"
  oom_status=$?
  [ "$oom_status" -eq 4 ] || { echo "exit status $oom_status"; return 1; }
  grep -q ':1: out of memory$' "$TMP/err" || { cat "$TMP/err"; return 1; }
  [ "$(wc -l <"$TMP/out")" -eq 4 ] && head -n 1 "$TMP/out" | grep -q '^1 ' ||
    { cat "$TMP/out"; return 1; }
}
ok_if "solve: after running out on one puzzle, the next is solved" \
  next_solved

done_testing
