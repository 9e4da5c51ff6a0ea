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

# The option table (src/cli/options.h) makes --help's options and the
# man page's OPTIONS section.  The page holds the section the table
# makes, as sudosat --man-options prints it (make man-options, through
# scripts/man-options, puts it there).
man_options_current () {
  "$SUDOSAT" --man-options >"$TMP/man-options" || return 1
  awk '/^\.SH/ { on = ($0 == ".SH OPTIONS") } on' \
    "$TESTS_DIR/../doc/sudosat.1" >"$TMP/page-options"
  grep -q '^\.TP' "$TMP/man-options" &&
    diff "$TMP/man-options" "$TMP/page-options"
}
ok_if "doc/sudosat.1's OPTIONS is the option table's (make man-options)" \
  man_options_current

# OPTION|COMMANDS for each option --help names the commands of
# ("  -j, --jobs=N        solve and count: ..."), OPTION=ARG for one
# that takes an argument.
w='[a-z][a-z]*'
"$SUDOSAT" --help |
  awk '$0 == "Options:" { on = 1; next } on && $0 == "" { exit } on' |
  sed -n "s/^  \\(-., \\)\\{0,1\\} *--\\([a-z-]*\\(=[^ ]*\\)\\{0,1\\}\\)  *\
\\($w\\(, $w\\)*\\( and $w\\)\\{0,1\\}\\):.*/\\2|\\4/p" >"$TMP/help-takers"
# The same from the man page: an entry's "With COMMANDS:" after its
# first line.
awk '/^\.SH/ { on = ($0 == ".SH OPTIONS"); next }
     !on { next }
     /^\.TP/ { tp = 1; next }
     tp { head = $0; gsub(/\\-/, "-", head); gsub(/\\f[IR]/, "", head)
          gsub(/ =/, "=", head); opt = ""
          while (match(head, /--[a-z-]+(=[^ "]*)?/)) {
            opt = opt " " substr(head, RSTART + 2, RLENGTH - 2)
            head = substr(head, RSTART + RLENGTH) }
          tp = 0; with = 0; phrase = ""; next }
     opt != "" && !with && $0 == "With" { with = 1; next }
     with { w = $0; sub(/^\.BR? /, "", w)
            if (w == "and") { phrase = phrase " and "; next }
            if (w ~ / ,$/) { sub(/ ,$/, "", w); phrase = phrase w ", "; next }
            if (w ~ / :$/) { sub(/ :$/, "", w); n = split(opt, o, " ")
                             for (i = 1; i <= n; i++) print o[i] "|" phrase w
                             with = 0; opt = ""; next }
            phrase = phrase w; next }
     { opt = "" }' "$TESTS_DIR/../doc/sudosat.1" >"$TMP/man-takers"
ok_if "the man page names the commands of an option where --help does" \
  sh -c '[ "$(wc -l <"$1")" -ge 15 ] && diff "$1" "$2"' - \
  "$TMP/help-takers" "$TMP/man-takers"

# Each option's letter, name and argument are the same in --help and in
# the man page's entry ("-f --format=FMT").
"$SUDOSAT" --help |
  awk '$0 == "Options:" { on = 1; next } on && $0 == "" { exit } on' |
  sed -n 's/^  \(-[a-zA-Z]\)\{0,1\}[, ]*\(--[a-z-]*\(=[^ ]*\)\{0,1\}\).*/\1 \2/p' |
  sed 's/^ //' | sort >"$TMP/help-labels"
awk '/^\.SH/ { on = ($0 == ".SH OPTIONS"); next }
     on && /^\.TP/ { tp = 1; next }
     on && tp { print; tp = 0 }' "$TESTS_DIR/../doc/sudosat.1" |
  sed 's/\\-/-/g; s/\\f[IR]//g; s/ =/=/g; s/^\.BR* //; s/" *, *"/ /g' |
  tr ' ' '\n' | awk '/^-[a-zA-Z]$/ { l = $0 " "; next }
                     /^--/ { print l $0; l = "" }' | sort >"$TMP/man-labels"
ok_if "--help and the man page give each option the same letter and argument" \
  sh -c '[ "$(wc -l <"$1")" -ge 30 ] && diff "$1" "$2"' - \
  "$TMP/help-labels" "$TMP/man-labels"

# Those commands take the option and every other command refuses it,
# naming the same commands.
takers_hold () {
  while IFS='|' read -r th_opt th_cmds; do
    th_arg=--$th_opt
    case $th_opt in *=*) th_arg=--${th_opt%%=*}=x ;; esac
    for th_cmd in solve count propagate hatch dimacs decode check explain \
                  rate generate; do
      "$SUDOSAT" "$th_cmd" "$th_arg" "$TMP/no-such-file" \
        >/dev/null 2>"$TMP/err"
      case ", $th_cmds," in
        *", $th_cmd,"* | *" $th_cmd and "* | *" and $th_cmd,"*)
          ! grep -Eq "^sudosat $th_cmd: --${th_opt%%=*} is for [a-z, ]+ only\$" \
            "$TMP/err" || { echo "$th_cmd refuses $th_arg"; return 1; } ;;
        *)
          [ "$(head -n 1 "$TMP/err")" = \
            "sudosat $th_cmd: --${th_opt%%=*} is for $th_cmds only" ] ||
            { echo "$th_cmd $th_arg:"; cat "$TMP/err"; return 1; } ;;
      esac
    done
  done <"$TMP/help-takers"
}
ok_if "the commands --help names for an option take it, the others refuse it" \
  takers_hold
done_testing
