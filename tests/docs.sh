# docs.sh: README, the man page and --help name the same commands,
# options, formats, exit statuses, presets and schemes, taking the
# binary's --help and list as the truth: the man page's OPTIONS has an
# entry for every long option of --help and none besides, its COMMANDS
# one for every command; README's Commands, Formats at a glance and Exit
# status sections name every command, input format and status; the man
# page's FILES names every bundled example.  And README stays a first
# page (at most 260 lines), its performance figures are those of
# doc/benchmarks.md, and the man page formats without groff warnings.
# (tests/docs-examples.sh runs the examples the documentation shows.)
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
# readme_section TITLE: README's section TITLE (a title is a line over
# dashes), up to the next title.
readme_section () {
  awk -v t="$1" '/^-+$/ { if (on) exit; on = (prev == t); prev = $0; next }
                 on && prev != "" { print prev } { prev = $0 }' "$TOP/README"
}
readme_section Commands >"$TMP/usage"
readme_section "Formats at a glance" >"$TMP/readme-formats"
readme_section "Exit status" >"$TMP/readme-exit"

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
    [ -s "$TMP/usage" ] && [ -s "$TMP/readme-formats" ] &&
    [ -s "$TMP/readme-exit" ] && [ -s "$TMP/man-options" ] &&
    [ -s "$TMP/man-exit" ]
}
ok_if "--help, list, README's sections and the man page's are read" \
  sanity

# The long options that open an entry (.TP, then the line naming them)
# of the man page's OPTIONS, one a line.
awk '/^\.SH/ { on = ($0 ~ /^\.SH +"?OPTIONS"?$/); next }
     on && /^\.TP/ { tp = 1; next }
     on && tp { print; tp = 0 }' "$TOP/doc/sudosat.1" |
  sed 's/\\-/-/g' | grep -Eo -- '--[a-z][a-z-]*' | sort -u >"$TMP/man-long"
echo "$options" | sort -u >"$TMP/help-long"
ok_if "the man page's OPTIONS has an entry for every long option of --help" \
  sh -c 'comm -23 "$1" "$2" | sed "s/^/not in the man page: /" | grep . && exit 1
         exit 0' - "$TMP/help-long" "$TMP/man-long"
ok_if "every entry of the man page's OPTIONS is a long option of --help" \
  sh -c 'comm -13 "$1" "$2" | sed "s/^/not in --help: /" | grep . && exit 1
         exit 0' - "$TMP/help-long" "$TMP/man-long"

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
ok_if "every command of --help is in README's Commands" readme_commands

# formats_in FILE FROM TO: each format of --help is a word of FILE's
# lines from the first matching FROM through the next matching TO.
formats_in () {
  sed -n "/$2/,/$3/p" "$1" >"$TMP/f"
  [ -s "$TMP/f" ] && all_in "$formats" "$TMP/f"
}
ok_if "every input format of --help is under -f in the man page" \
  formats_in "$TMP/man-options" '^-f ' '^Output'
ok_if "every input format of --help is in README's Formats at a glance" \
  all_in "$formats" "$TMP/readme-formats"

exit_in () {   # each status of --help opens an entry: ".B N" / "    N  "
  for s in $statuses; do
    grep -qx "$s" "$TMP/man-exit" || { echo "man: $s" >&2; return 1; }
    grep -Eq "^ +$s  " "$TMP/readme-exit" || { echo "README: $s" >&2; return 1; }
  done
}
ok_if "every exit status of --help is in the man page and README" exit_in

ok_if "every preset and scheme of list is in the man page's ENCODINGS" \
  all_in "$names" "$TMP/man-encodings"
ok_if "every preset and scheme of list is in README" \
  all_in "$names" "$TOP/README"

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


# README stays a first page: everything longer goes to doc/.
readme_short () {
  n=$(wc -l <"$TOP/README")
  [ "$n" -le 260 ] || { echo "README has $n lines, over 260"; return 1; }
}
ok_if "README has at most 260 lines" readme_short

# table_cells FILE: "ROW|COLUMN|VALUE" for every cell of FILE's Markdown
# tables, ROW the row's first cell, COLUMN its column's title.
table_cells () {
  awk -F'|' '
    function trim(s) { gsub(/^[ \t`]+|[ \t`]+$/, "", s); return s }
    !/^\|/ { hdr = ""; n = 0; next }
    /^\|[-: |]+\|[ \t]*$/ { next }
    hdr == "" { hdr = $0; n = split($0, h, "|"); next }
    { for (i = 3; i < NF; i++)
        print trim($2) "|" trim(h[i]) "|" trim($i) }' "$1"
}
# README's performance table repeats doc/benchmarks.md's figures: each
# of its cells is the cell of the same row and column there.
same_figures () {
  readme_section Performance >"$TMP/perf"
  table_cells "$TMP/perf" >"$TMP/perf.cells"
  table_cells "$TOP/doc/benchmarks.md" >"$TMP/bench.cells"
  [ -s "$TMP/perf.cells" ] || { echo "no table in README's Performance"; return 1; }
  sort -u "$TMP/bench.cells" >"$TMP/bench.sorted"
  sort -u "$TMP/perf.cells" | comm -23 - "$TMP/bench.sorted" |
    sed 's/^/README, not doc\/benchmarks.md: /' | grep . && return 1
  return 0
}
ok_if "README's performance figures are doc/benchmarks.md's" same_figures
# The man page formats without a warning from groff (-ww: all of them).
if command -v groff >/dev/null 2>&1; then
  ok_if "the man page formats without groff warnings" \
    sh -c 'groff -man -ww -z "$1" 2>&1 | grep . && exit 1; exit 0' - \
      "$TOP/doc/sudosat.1"
else
  skip "the man page formats without groff warnings" "no groff"
fi

done_testing
