# docs.sh: README, the man page and --help name the same commands,
# options, formats, exit statuses, presets and schemes, taking the
# binary's --help and list as the truth; the man page's FILES names
# every bundled example, and README's examples on them run and print
# what README shows.
. "$TESTS_DIR/tap.sh"
TOP="$TESTS_DIR/.."

"$SUDOSAT" --help >"$TMP/help" 2>&1

# man_section TITLE: the man page's section TITLE as plain words
# (escapes, fonts, quotes and requests dropped).
man_section () {
  awk -v t="$1" '/^\.SH/ { sub(/^\.SH +/, ""); gsub(/"/, "")
                           on = ($0 == t); next }
                 on' "$TOP/doc/sudosat.1" |
    sed 's/\\-/-/g; s/\\(lq//g; s/\\(rq//g; s/\\f[BIRP]//g' |
    sed 's/^\.[A-Z][A-Z]* *//; s/"//g'
}
man_section OPTIONS >"$TMP/man-options"
man_section COMMANDS >"$TMP/man-commands"
man_section "EXIT STATUS" >"$TMP/man-exit"
man_section ENCODINGS >"$TMP/man-encodings"
# README's Usage section: up to the next title (a line over dashes).
awk '/^-+$/ { if (on) exit; on = (prev == "Usage"); prev = $0; next }
     on && prev != "" { print prev } { prev = $0 }' "$TOP/README" >"$TMP/usage"

# Each word of LIST must occur in FILE (as a whole word); prints the
# first one missing.
all_in () {
  for w in $1; do
    grep -Eq -- "(^|[^a-z-])$w([^a-z-]|\$)" "$2" ||
      { echo "missing: $w" >&2; return 1; }
  done
}

help_block () {   # the lines of --help under TITLE up to the next blank
  awk -v t="$1" '$0 == t { on = 1; next } on && $0 == "" { exit } on' \
    "$TMP/help"
}

options=$(help_block "Options:" | grep -Eo '^ +(-[a-zA-Z], )?--[a-z-]+' |
          sed 's/.*--/--/')
commands=$(help_block "Commands:" | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p')
statuses=$(help_block "Exit status:" | sed -n 's/^  \([0-9]\)  .*/\1/p')
formats=$(sed -n '/^  -f, --format/,/;/p' "$TMP/help" |
          sed 's/.*://; s/;.*//' | tr ',()' '   ' | tr -s ' \n' '  ' |
          sed 's/default//')
names=$("$SUDOSAT" list | awk '{ print $2 }')

sanity () {   # the extraction itself found what --help surely has
  for w in --unique --format; do
    echo "$options" | grep -qx -- "$w" || return 1
  done
  echo "$commands" | grep -qx dimacs && echo "$statuses" | grep -qx 3 &&
    echo " $formats " | grep -q " grid " && [ -n "$names" ] &&
    [ -s "$TMP/usage" ] && [ -s "$TMP/man-options" ] && [ -s "$TMP/man-exit" ]
}
ok_if "--help, list, README's usage and the man page's sections are read" \
  sanity

ok_if "every long option of --help is in the man page's OPTIONS" \
  all_in "$options" "$TMP/man-options"
ok_if "every long option of --help is in README's usage" \
  all_in "$options" "$TMP/usage"

man_commands () {
  for c in $commands; do
    grep -qx "$c" "$TMP/man-commands" || { echo "missing: $c" >&2; return 1; }
  done
}
ok_if "every command of --help has an entry in the man page's COMMANDS" \
  man_commands
readme_commands () {
  for c in $commands; do
    grep -q "sudosat $c" "$TMP/usage" || [ "$c" = solve ] ||
      { echo "missing: $c" >&2; return 1; }
  done
  grep -q "sudosat \[solve\]" "$TMP/usage"
}
ok_if "every command of --help is in README's usage" readme_commands

# formats_in FILE FROM TO: each format of --help is a word of FILE's
# lines from the first matching FROM through the next matching TO.
formats_in () {
  sed -n "/$2/,/$3/p" "$1" >"$TMP/f"
  [ -s "$TMP/f" ] && all_in "$formats" "$TMP/f"
}
ok_if "every input format of --help is under -f in the man page" \
  formats_in "$TMP/man-options" '^-f ' '^Output'
ok_if "every input format of --help is under -f in README's usage" \
  formats_in "$TMP/usage" '--format=FMT' '--encoding=E'

exit_in () {   # each status of --help opens an entry: ".B N" / "    N  "
  for s in $statuses; do
    grep -qx "$s" "$TMP/man-exit" || { echo "man: $s" >&2; return 1; }
    grep -Eq "^ +$s  " "$TOP/README" || { echo "README: $s" >&2; return 1; }
  done
}
ok_if "every exit status of --help is in the man page and README" exit_in

ok_if "every preset and scheme of list is in the man page's ENCODINGS" \
  all_in "$names" "$TMP/man-encodings"
ok_if "every preset and scheme of list is in README" \
  all_in "$names" "$TOP/README"

# explain's techniques and rate's levels (names of one or more words).
man_section "EXPLAIN AND RATE" >"$TMP/man-explain"
"$SUDOSAT" list techniques | sed 's/^technique //; s/\t.*//' >"$TMP/techniques"
"$SUDOSAT" list levels | sed 's/^level //; s/\t.*//' >>"$TMP/techniques"
techniques_in () {
  [ "$(wc -l <"$TMP/techniques")" -gt 10 ] || return 1
  while read -r t; do
    grep -qF -- "$t" "$1" || { echo "missing: $t" >&2; return 1; }
  done <"$TMP/techniques"
}
ok_if "every technique and level of list is in the man page's EXPLAIN AND RATE" \
  techniques_in "$TMP/man-explain"
ok_if "every technique and level of list is in README" \
  techniques_in "$TOP/README"

# The man page's FILES names every bundled example.
man_section FILES >"$TMP/man-files"
examples_named () {
  for f in "$TOP"/examples/*.txt "$TOP"/examples/*.c; do
    grep -q "$(basename "$f")" "$TMP/man-files" ||
      { echo "FILES: $(basename "$f")"; return 1; }
  done
}
ok_if "every file of examples/ is named in the man page's FILES" \
  examples_named

# README's examples that need nothing but the source tree (`$ sudosat`
# or `$ printf ... | sudosat` lines naming no other file) run from the
# top directory with exit 0, and print what README shows under them (up
# to a line '...').  Each example goes to $TMP/ex.N.cmd and .out.
awk -v d="$TMP" '
  function flush() { if (cmd != "") { print cmd >(d "/ex." n ".cmd")
                                      close(d "/ex." n ".cmd") } cmd = "" }
  /^    \$ (sudosat|printf)/ {
    flush(); c = substr($0, 7); sub(/ +#.*/, "", c)
    if (c ~ /examples\// || c ~ /^printf [^<>]*$/) {
      cmd = c; n++; printf "" >(d "/ex." n ".out"); show = 1
    }
    next
  }
  show && $0 == "    ..." { show = 0; next }
  show && cmd != "" && /^    [^ $]/ {
    print substr($0, 5) >>(d "/ex." n ".out"); next
  }
  { show = show && /^    [^ $]/ && cmd != ""; if (!show) flush() }
  END { flush() }' "$TOP/README"
readme_examples () {
  found=0
  for c in "$TMP"/ex.*.cmd; do
    [ -f "$c" ] || continue
    found=$((found + 1))
    ( cd "$TOP" && sudosat () { "$SUDOSAT" "$@"; } &&
      eval "$(cat "$c")" ) >"$TMP/ex.got" 2>&1 ||
      { echo "exit $?: $(cat "$c")"; cat "$TMP/ex.got"; return 1; }
    head -n "$(wc -l <"${c%.cmd}.out")" "$TMP/ex.got" |
      cmp -s - "${c%.cmd}.out" ||
      { echo "README shows other output for: $(cat "$c")"; return 1; }
  done
  [ "$found" -ge 5 ] || { echo "only $found examples found"; return 1; }
}
ok_if "README's examples on examples/ run and print what README shows" \
  readme_examples
done_testing
