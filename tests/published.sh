# published.sh: published variant puzzles (tests/published-puzzles,
# whose README names each one's setter and source) solve under --unique
# to the solutions their sources published, and count 1; every rule
# sudosat reads from f-puzzles is in at least one of them (INDEX), and
# sudosat's reading of that puzzle (its DIMACS comments) has the rule.
# fpuzzles-count.py, which shares nothing with sudosat, confirms that the
# published solution keeps every rule and given of each JSON file (the
# files converted by iss2fpuzzles.py above all).  Every example
# (examples/*.json) has one solution, the one its file gives.
. "$TESTS_DIR/tap.sh"
DIR="$TESTS_DIR/published-puzzles"
EX="$TESTS_DIR/../examples"
direct_python3

have () { command -v "$1" >/dev/null 2>&1; }

# the kinds of INDEX's second column on, and the DIMACS comment that
# shows each (ERE on a comment line)
KINDS="killer jigsaw thermometer x windoku extraregion disjointgroups \
antiknight antiking nonconsecutive odd even kropki xv regionsumline"
shows () {
  case $1 in
    killer) echo '^c cage ' ;;
    jigsaw) echo '^c jigsaw ' ;;
    thermometer) echo '^c thermo ' ;;
    x) echo '^c rules (.*,)?x(,|$)' ;;
    windoku|extraregion|disjointgroups) echo '^c region ' ;;
    antiknight) echo '^c rules (.*,)?anti-knight(,|$)' ;;
    antiking) echo '^c rules (.*,)?anti-king(,|$)' ;;
    nonconsecutive) echo '^c rules (.*,)?non-consecutive(,|$)' ;;
    odd) echo '^c odd ' ;;
    even) echo '^c even ' ;;
    kropki) echo '^c (white|black) ' ;;
    xv) echo '^c sum ' ;;
    regionsumline) echo '^c regionsumline ' ;;
  esac
}

grep -v '^#' "$DIR/INDEX" | grep . >"$TMP/index"

# published FILE: the source's solution, its numbers one after another
published () {
  case $1 in
    *.link) tr -d ' \n' <"${1%.link}.solution" ;;
    *.json) python3 -c 'import json, sys
print("".join(map(str, json.load(open(sys.argv[1]))["solution"])), end="")' "$1" ;;
  esac
}

# solves FILE [slow]: sudosat proves one solution, the published one,
# and (unless slow) counts 1
solves () {
  "$SUDOSAT" --unique "$1" >"$TMP/got" || return 1
  published "$1" >"$TMP/want" || return 1
  [ -s "$TMP/want" ] || { echo "no published solution"; return 1; }
  [ "$(tr -d ' \n' <"$TMP/got")" = "$(cat "$TMP/want")" ] || {
    echo "sudosat: $(tr -d ' \n' <"$TMP/got")"
    echo "source:  $(cat "$TMP/want")"
    return 1
  }
  [ "${2:-}" = slow ] || [ "$("$SUDOSAT" count --limit=2 "$1")" = 1 ]
}

# obeys FILE: with the published solution as its givens the file has one
# solution for fpuzzles-count.py (none if it breaks a rule or a given)
obeys () {
  python3 - "$1" "$TMP/full.json" <<'PY' || return 1
import json, sys
d = json.load(open(sys.argv[1]))
n, sol = d["size"], d["solution"]
for r in range(n):
    for c in range(n):
        cell = d["grid"][r][c]
        if cell.get("given") and cell.get("value") != sol[r * n + c]:
            sys.exit("given r%dc%d=%s, solution %d"
                     % (r + 1, c + 1, cell.get("value"), sol[r * n + c]))
        cell.update(value=sol[r * n + c], given=True)
json.dump(d, open(sys.argv[2], "w"))
PY
  [ "$(python3 "$TESTS_DIR/fpuzzles-count.py" "$TMP/full.json" 2)" = 1 ]
}

# reads FILE KIND...: sudosat's DIMACS comments show each kind
reads () {
  rd_file=$1; shift
  "$SUDOSAT" dimacs "$rd_file" | sed '/^p /q' >"$TMP/comments" || return 1
  for kind; do
    grep -Eq "$(shows "$kind")" "$TMP/comments" || {
      echo "no comment of $kind"; return 1; }
  done
}

if ! have python3; then
  skip "published puzzles" "python3 is not installed"
  done_testing
fi

while read -r file kinds; do
  slow=
  case " $kinds " in *" slow "*) slow=slow ;; esac
  kinds=$(echo "$kinds" | sed 's/ *slow//')
  if [ -n "$slow" ] && sweep_short; then
    skip "$file: the published solution, proven unique" \
      "slow, left out under SUDOSAT_SWEEP=short"
  else
    ok_if "$file: the published solution, proven unique" \
      solves "$DIR/$file" "$slow" </dev/null
  fi
  # shellcheck disable=SC2086
  ok_if "$file: sudosat reads its rules ($kinds)" \
    reads "$DIR/$file" $kinds </dev/null
  case $file in
    *.json) ok_if "$file: the published solution keeps its rules" \
              obeys "$DIR/$file" </dev/null ;;
  esac
done <"$TMP/index"

# INDEX and README name every puzzle file, and INDEX no other
listed () {
  for f in "$DIR"/*.json "$DIR"/*.link; do
    b=${f##*/}
    grep -q "^$b " "$TMP/index" || { echo "$b is not in INDEX"; return 1; }
    grep -q "^| $b |" "$DIR/README" || { echo "$b is not in README"; return 1; }
  done
  while read -r ls_file ls_kinds; do
    [ -e "$DIR/$ls_file" ] || { echo "INDEX names a missing $ls_file"; return 1; }
    for ls_kind in $ls_kinds; do
      case " slow $KINDS " in
        *" $ls_kind "*) ;;
        *) echo "$ls_file: unknown kind $ls_kind"; return 1 ;;
      esac
    done
  done <"$TMP/index"
}
ok_if "INDEX and README list every puzzle file" listed

for kind in $KINDS; do
  ok_if "a published puzzle has the rule $kind" \
    grep -Eq "^[^ ]+ +(.* )?$kind( |\$)" "$TMP/index"
done

# every example has one solution, the one its "solution" gives where it
# has one (the published setter's, or that of the sudosat run its
# author field names)
example_solves () {
  [ "$("$SUDOSAT" count --limit=2 "$1")" = 1 ] || return 1
  grep -q '"solution"' "$1" || return 0
  "$SUDOSAT" "$1" >"$TMP/got" &&
    [ "$(tr -d ' \n' <"$TMP/got")" = "$(published "$1")" ]
}
for f in "$EX"/*.json; do
  ok_if "examples/${f##*/}: one solution, its own" example_solves "$f"
done
done_testing
