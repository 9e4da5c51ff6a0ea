# options.sh: an option that does nothing for the command given is
# refused (exit 2, nothing printed, nothing solved) with a message
# naming the commands that take it, and those commands accept it.
. "$TESTS_DIR/tap.sh"
EX=$TESTS_DIR/../examples
cd "$TMP" || exit 1

# OPTION VALUE COMMANDS: the options some commands take and others not
# (VALUE - for none); the rest are for every command that reads
# puzzles.
cat >"$TMP/table" <<'EOF'
--unique - solve
--limit 3 count
--jobs 2 solve,count
--time-limit 5 solve,count,propagate,hatch,dimacs,decode
--output out.cnf dimacs
--cnf none.cnf decode
--uniqueness - explain,rate
--candidates - explain
EOF

# refused CMDWORDS OPTION... EXPECTED: exit 2, stdout empty, and the
# first line of stderr exactly EXPECTED.
refused () {
  rf_want=$1
  shift
  "$SUDOSAT" "$@" "$EX/classic.txt" >"$TMP/out" 2>"$TMP/err"
  rf_st=$?
  cat "$TMP/err"
  [ "$rf_st" -eq 2 ] || { echo "exit status $rf_st, expected 2"; return 1; }
  [ ! -s "$TMP/out" ] || { echo "printed output"; return 1; }
  [ "$(head -n 1 "$TMP/err")" = "$rf_want" ]
}

# accepted COMMAND OPTION...: whatever else happens, not refused.
accepted () {
  "$SUDOSAT" "$@" "$EX/classic.txt" >/dev/null 2>"$TMP/err"
  ! grep -q ' is for ' "$TMP/err" || { cat "$TMP/err"; return 1; }
}

while read -r opt value takers; do
  arg=$opt
  [ "$value" = - ] || arg=$opt=$value
  said=$(echo "$takers" | sed 's/,/ and /')
  for cmd in solve count propagate hatch dimacs decode; do
    case ,$takers, in
      *,$cmd,*)
        ok_if "$cmd takes $opt" accepted "$cmd" "$arg" ;;
      *)
        ok_if "$cmd refuses $opt: it is for $said" \
          refused "sudosat $cmd: $opt is for $said only" "$cmd" "$arg" ;;
    esac
  done
done <"$TMP/table"

ok_if "count -u: refused, -u is solve's" \
  refused "sudosat count: --unique is for solve only" count -u
ok_if "solve -l 3: refused, -l is count's" \
  refused "sudosat solve: --limit is for count only" solve -l 3
ok_if "--limit without a command (solve): refused" \
  refused "sudosat: --limit is for count only" --limit=3
ok_if "dimacs -j 2: refused" \
  refused "sudosat dimacs: --jobs is for solve and count only" dimacs -j 2

# list takes no option but --help: one of the others' is refused by name
list_refuses () {   # list_refuses WORD EXPECTED
  "$SUDOSAT" list "$1" >"$TMP/out" 2>"$TMP/err"
  st=$?
  cat "$TMP/err"
  [ "$st" -eq 2 ] && [ ! -s "$TMP/out" ] &&
    [ "$(head -n 1 "$TMP/err")" = "sudosat list: $2" ]
}
ok_if "list -u: refused, -u is solve's" \
  list_refuses -u "--unique is for solve only"
ok_if "list --limit=3: refused, --limit is count's" \
  list_refuses --limit=3 "--limit is for count only"
ok_if "list --stats: refused, it is for the commands that read or make puzzles" \
  list_refuses --stats \
  "--stats is for solve, count, propagate, hatch, dimacs, decode, check, \
explain, rate and generate only"

# decode reads its PUZZLE within --max-line as the others read theirs;
# with --cnf it reads no puzzle, so --format and --max-line are refused.
decode_max_line () {
  "$SUDOSAT" decode --max-line=3 "$EX/classic.txt" /dev/null \
    >"$TMP/out" 2>"$TMP/err"
  st=$?
  cat "$TMP/err"
  [ "$st" -eq 2 ] && [ ! -s "$TMP/out" ] &&
    grep -q "classic.txt:1:4: line longer than 3 bytes" "$TMP/err"
}
ok_if "decode --max-line: the puzzle's lines are held to it" decode_max_line
"$SUDOSAT" dimacs "$EX/classic.txt" >"$TMP/classic.cnf"
for opt in --format=grid --max-line=1K; do
  name=${opt%%=*}
  decode_cnf_refuses () {
    "$SUDOSAT" decode --cnf "$TMP/classic.cnf" "$opt" /dev/null \
      >"$TMP/out" 2>"$TMP/err"
    st=$?
    cat "$TMP/err"
    [ "$st" -eq 2 ] && [ ! -s "$TMP/out" ] &&
      [ "$(cat "$TMP/err")" = "sudosat: decode --cnf takes the puzzle from \
the CNF: $name does nothing there" ]
  }
  ok_if "decode --cnf refuses $name" decode_cnf_refuses
done
done_testing
