# budget.sh: --time-limit holds for every command and every preset.  On
# an empty 400x400 grid, -t 0.3 ends each of solve, count, propagate,
# hatch, dimacs and decode within 3 s of CPU time (presolve, counting,
# encoding and PicoSAT all look at the clock; CPU time, so that a busy
# machine, which stretches the wall time, fails no run), with exit 5,
# one line on standard error and nothing printed or written.  A preset
# whose CNF exceeds the literal budget may be refused for that first
# (exit 2), as fast.  The time bound is not checked under valgrind, a
# wrapper or the sanitizers (the short sweep), which slow each run down
# many times.
. "$TESTS_DIR/tap.sh"

if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  echo "1..0 # SKIP gigabytes of 400x400 CNF are too slow under valgrind"
  exit 0
fi
bound=3
[ -z "${SUDOSAT_WRAPPER:-}" ] && ! sweep_short || bound=

E400=$TMP/empty400
awk -v n=400 'BEGIN { for (r = 0; r < n; r++) {
  for (c = 0; c < n; c++) printf "%s0", c ? " " : ""; print "" } }' \
  >"$E400"
: >"$TMP/model"

# stopped CMD ARG...: exit 5 with a time-limit message, or 2 with the
# literal budget's, one line on standard error, nothing on standard
# output nor in $TMP/out.cnf, within $bound CPU seconds when set (the
# subshell's times: its one child's user and system time).
stopped () {
  rm -f "$TMP/out.cnf"
  ("$SUDOSAT" "$@" >"$TMP/out" 2>"$TMP/err"; st=$?; times >"$TMP/times"
   exit $st)
  st=$?
  cat "$TMP/err"
  case $st in
    5) grep -q '(--time-limit)$' "$TMP/err" ;;
    2) grep -q 'literals (--max-literals raises the limit)$' "$TMP/err" ;;
    *) echo "exit status $st, expected 5 (or 2)"; false ;;
  esac || return 1
  [ "$(wc -l <"$TMP/err")" -eq 1 ] || { echo "not one line"; return 1; }
  [ ! -s "$TMP/out" ] || { echo "printed output"; return 1; }
  [ ! -e "$TMP/out.cnf" ] || { echo "left $TMP/out.cnf"; return 1; }
  # times prints "XmY.YYYs XmY.YYYs", user and system, the children's
  # on the second line
  [ -z "$bound" ] ||
    awk -v m="$bound" 'NR == 2 { gsub(/s/, ""); split($1, u, "m")
                                 split($2, y, "m")
                                 t = u[1] * 60 + u[2] + y[1] * 60 + y[2] }
                       END { printf "%.2f s of CPU\n", t; exit !(t <= m) }' \
      "$TMP/times"
}

presets=$("$SUDOSAT" list encodings | awk '{ print $2 }')
for e in $presets; do
  for cmd in solve count propagate dimacs decode; do
    case $cmd in
      dimacs) set -- -o "$TMP/out.cnf" "$E400" ;;
      decode) set -- "$E400" "$TMP/model" ;;
      *) set -- "$E400" ;;
    esac
    ok_if "$cmd -e $e -t 0.3: an empty 400x400 grid stopped${bound:+ within $bound s of CPU}" \
      stopped "$cmd" -e "$e" -t 0.3 "$@"
  done
done
ok_if "hatch -t 0.3: an empty 400x400 grid stopped${bound:+ within $bound s of CPU}" \
  stopped hatch -t 0.3 "$E400"
ok_if "dimacs -t 0.3 to standard output: stopped, nothing printed" \
  stopped dimacs -t 0.3 "$E400"

done_testing
