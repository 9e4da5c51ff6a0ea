# tap.sh: sourced by the shell tests; prints TAP for Automake's driver.
#   ok_if NAME COMMAND...   run COMMAND, report ok when it succeeds
#   skip NAME REASON        report a skipped test
#   need_data PATH          skip the whole script when PATH is absent
#   done_testing            print the plan and exit
#   sweep_short             whether SUDOSAT_SWEEP=short (below)
#   swept ENCODING SCHEME   whether the sweep covers that pair
# SUDOSAT_WRAPPER="CMD ARG..." runs every $SUDOSAT through CMD (e.g.
# "strace -f").  SUDOSAT_MEMCHECK=N runs about one run of $SUDOSAT in N
# (picked by a hash of its number; the first always, all for N=1) under
# valgrind memcheck, and ends the script with a test that none of them
# had a memory error or a leak.  The checked runs ignore SIGPIPE: a
# reader that stops early (grep -q) then makes sudosat take its
# write-error exit, which is checked too, where the signal would kill it
# with its memory still held and read as a leak.
#   sample K SALT ITEM...   K of the ITEMs (all with SUDOSAT_SWEEP=full)
#   direct_python3          python3 without the PATH's shim (below)
# SUDOSAT_SWEEP says how much of the big sweeps a run covers:
#   full    (make check-full) every preset x scheme on every puzzle;
#   sample  (plain make check, the default) every preset x scheme, the
#           round trips and solves on a sample of the puzzles drawn by
#           SUDOSAT_SEED (below): a different sample at each commit;
#   short   (make check-memcheck, and scripts/setup for the sanitizer
#           build: each run costs 4 to 100 times more there) each preset
#           with pairwise and extended with each scheme, on fewer puzzles.
# The tests that sweep every preset x scheme are dimacs.sh, catalogue.sh,
# library.sh and tests/unit's brute_force_agrees; dimacs.sh and
# tests/unit's differential and 17-clue tests use fewer puzzles when
# short.  SUDOSAT_SEED (a number; make check derives it from the commit,
# `git rev-parse HEAD`, or outside a git tree from the version) picks
# the sample; each script prints both as a TAP comment, and
# SUDOSAT_SEED=N make check ... draws the same sample again.
: "${SUDOSAT:?SUDOSAT must name the built binary}"
tap_n=0
tap_failed=0
case ${SUDOSAT_SWEEP:-sample} in
  full|sample|short) ;;
  *) echo "Bail out! SUDOSAT_SWEEP must be full, sample or short, not" \
          "'$SUDOSAT_SWEEP'"
     exit 1 ;;
esac
if [ -z "${SUDOSAT_SEED:-}" ]; then
  SUDOSAT_SEED=$({ git -C "$TESTS_DIR" rev-parse HEAD 2>/dev/null ||
                   "$SUDOSAT" --version; } | cksum | cut -d' ' -f1)
fi
case $SUDOSAT_SEED in
  ''|*[!0-9]*)
    echo "Bail out! SUDOSAT_SEED must be a number, not '$SUDOSAT_SEED'"
    exit 1 ;;
esac
echo "# SUDOSAT_SWEEP=${SUDOSAT_SWEEP:-sample} SUDOSAT_SEED=$SUDOSAT_SEED"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/sudosat-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  case $SUDOSAT_MEMCHECK in
    *[!0-9]*|0) SUDOSAT_MEMCHECK=1 ;;
  esac
  mkdir "$TMP/memcheck"
  cat >"$TMP/sudosat" <<EOF
#!/bin/sh
echo >>"$TMP/memcheck/runs"
n=\$((\$(wc -l <"$TMP/memcheck/runs") - 1))
if [ \$((n * 2654435761 % 4294967296 / 65536 % $SUDOSAT_MEMCHECK)) -eq 0 ]
then
  trap '' PIPE
  exec valgrind --tool=memcheck --leak-check=full --show-leak-kinds=all \\
    --errors-for-leak-kinds=all --error-exitcode=125 \\
    --log-file="$TMP/memcheck/%p.log" "$SUDOSAT" "\$@"
fi
exec "$SUDOSAT" "\$@"
EOF
  chmod +x "$TMP/sudosat"
  SUDOSAT=$TMP/sudosat
  export SUDOSAT
elif [ -n "${SUDOSAT_WRAPPER:-}" ]; then
  printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$SUDOSAT_WRAPPER" "$SUDOSAT" \
    >"$TMP/sudosat"
  chmod +x "$TMP/sudosat"
  SUDOSAT=$TMP/sudosat
  export SUDOSAT
fi

ok_if () {
  tap_name=$1
  shift
  tap_n=$((tap_n + 1))
  if "$@" >"$TMP/ok_if.out" 2>&1; then
    printf 'ok %d - %s\n' "$tap_n" "$tap_name"
  else
    printf 'not ok %d - %s\n' "$tap_n" "$tap_name"
    sed 's/^/# /' "$TMP/ok_if.out" | head -20
    tap_failed=$((tap_failed + 1))
  fi
}

skip () {
  tap_n=$((tap_n + 1))
  printf 'ok %d - %s # SKIP %s\n' "$tap_n" "$1" "$2"
}

need_data () {
  if [ ! -e "$1" ]; then
    echo "1..0 # SKIP $1 is absent"
    exit 0
  fi
}

# Every valgrind log must end in a summary of no errors (leaks count as
# errors): a run killed before its summary fails too.
memcheck_clean () {
  mc_runs=0
  for mc_log in "$TMP"/memcheck/*.log; do
    [ -e "$mc_log" ] || continue
    mc_runs=$((mc_runs + 1))
    grep -q 'ERROR SUMMARY: 0 errors' "$mc_log" || { cat "$mc_log"; return 1; }
  done
  [ "$mc_runs" -gt 0 ]
}

done_testing () {
  if [ -d "$TMP/memcheck" ]; then
    mc_n=$(find "$TMP/memcheck" -name '*.log' | wc -l)
    mc_runs=$(cat "$TMP/memcheck/runs" 2>/dev/null | wc -l)
    if [ "$mc_runs" -eq 0 ]; then
      skip "memcheck: no memory error or leak" "the script ran no sudosat"
    else
      ok_if "memcheck: $mc_n of $mc_runs runs checked, no memory error or leak" \
        memcheck_clean
    fi
  fi
  echo "1..$tap_n"
  exit 0
}

sweep_short () { [ "${SUDOSAT_SWEEP:-sample}" = short ]; }
sweep_full () { [ "${SUDOSAT_SWEEP:-sample}" = full ]; }

# sample K SALT ITEM...: K of the ITEMs, one a line in their order, the
# same ones for the same SUDOSAT_SEED and SALT (a word naming what is
# sampled, so that each draw differs); every ITEM when SUDOSAT_SWEEP is
# full or K is not less than their number.  Selection sampling (Knuth's
# algorithm S) over a Park-Miller generator, whose products stay exact
# in any awk's doubles.
sample () {
  sa_k=$1 sa_salt=$(printf '%s' "$2" | cksum | cut -d' ' -f1)
  shift 2
  if sweep_full || [ "$sa_k" -ge $# ]; then
    printf '%s\n' "$@"
    return
  fi
  printf '%s\n' "$@" | awk -v k="$sa_k" -v seed="$SUDOSAT_SEED" \
    -v salt="$sa_salt" '
    function next_x () { x = (x * 16807) % 2147483647; return x }
    { item[NR] = $0 }
    END {
      x = (seed % 2147483646 + salt % 2147483646) % 2147483646 + 1
      for (i = 0; i < 8; i++) next_x()
      for (i = 1; i <= NR && k > 0; i++)
        if ((NR - i + 1) * (next_x() / 2147483647) < k) { print item[i]; k-- }
    }'
}

# In the short sweep, each preset with pairwise and extended with each
# scheme: a row and a column of the table, every preset and scheme once.
swept () {
  ! sweep_short || [ "$1" = extended ] || [ "$2" = pairwise ]
}

# direct_python3: from here on, python3 runs the interpreter it names
# (sys.executable) directly, for scripts that start it many times: a
# version manager's shim on the PATH (pyenv) costs a tree of processes
# at every call.  Without a python3 it does nothing.
direct_python3 () {
  if tap_py3=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) &&
     [ -x "$tap_py3" ]; then
    python3 () { "$tap_py3" "$@"; }
  fi
}

# same_output EXPECTED_FILE COMMAND...: stdout equals the file, ignoring
# a missing final newline in the file.
same_output () {
  same_expected=$1
  shift
  "$@" >"$TMP/actual" || return 1
  printf '%s\n' "$(cat "$same_expected")" >"$TMP/expected"
  diff "$TMP/expected" "$TMP/actual"
}

# status_is CODE COMMAND...: the command exits with CODE.
status_is () {
  status_want=$1
  shift
  "$@"
  status_got=$?
  [ "$status_got" -eq "$status_want" ] || {
    echo "exit status $status_got, expected $status_want"
    return 1
  }
}
