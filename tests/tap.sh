# tap.sh: sourced by the shell tests; prints TAP for Automake's driver.
#   ok_if NAME COMMAND...   run COMMAND, report ok when it succeeds
#   skip NAME REASON        report a skipped test
#   need_data PATH          skip the whole script when PATH is absent
#   done_testing            print the plan and exit
: "${SUDOSAT:?SUDOSAT must name the built binary}"
tap_n=0
tap_failed=0
TMP=$(mktemp -d "${TMPDIR:-/tmp}/sudosat-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

ok_if () {
  tap_name=$1
  shift
  tap_n=$((tap_n + 1))
  if "$@" >"$TMP/ok_if.out" 2>&1; then
    echo "ok $tap_n - $tap_name"
  else
    echo "not ok $tap_n - $tap_name"
    sed 's/^/# /' "$TMP/ok_if.out" | head -20
    tap_failed=$((tap_failed + 1))
  fi
}

skip () {
  tap_n=$((tap_n + 1))
  echo "ok $tap_n - $1 # SKIP $2"
}

need_data () {
  if [ ! -e "$1" ]; then
    echo "1..0 # SKIP $1 is absent"
    exit 0
  fi
}

done_testing () {
  echo "1..$tap_n"
  exit 0
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
