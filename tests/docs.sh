# docs.sh: README, the man page and --help name the same commands,
# options, formats, exit statuses, presets and schemes, taking the
# binary's --help and list as the truth: the man page's OPTIONS has an
# entry for every long option of --help and none besides, its COMMANDS
# one for every command; README's Commands, Formats at a glance and Exit
# status sections name every command, input format and status; the man
# page's FILES names every bundled example, its EXPLAIN AND RATE every
# technique and level of explain and rate, and doc/rating.md's table has
# a column for each level.  And README stays a first
# page (at most 255 lines), its performance figures are those of
# doc/benchmarks.md, and the man page formats without groff warnings.
# Figures: doc/benchmarks.md's prose beside a generated table cites that
# table's figures only, and its judge-puzzle sizes are what the command
# it names prints; python/README.md's example gives what its comments
# say (with the shared library; README's Python example is run by
# python/tests/test_report.py).
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
# doc/rating.md's table has a column for each level, in list's order
rating_levels () {
  "$SUDOSAT" list levels | sed 's/^level //; s/\t.*//' | tr '\n' ' ' \
    >"$TMP/levels"
  grep '^| qqwing level' "$TOP/doc/rating.md" |
    awk -F' *[|] *' '{ for (i = 6; i < NF; i++) printf "%s ", $i }' \
    >"$TMP/columns"
  diff "$TMP/levels" "$TMP/columns"
}
ok_if "doc/rating.md has a column for every level of list, in order" \
  rating_levels

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
  [ "$n" -le 255 ] || { echo "README has $n lines, over 255"; return 1; }
}
ok_if "README has at most 255 lines" readme_short

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
# block_between FILE BEGIN END: FILE's lines from the first line holding
# BEGIN through the next line holding END (fixed strings).
block_between () {
  awk -v b="$2" -v e="$3" 'index($0, b) { on = 1 } on { print }
                           on && index($0, e) { exit }' "$1"
}
# cited_from PROSE TABLE: every figure of PROSE that a run measures (a
# number with decimals or a percentage, or one of three digits or more,
# thousands commas dropped) is a number of TABLE.
cited_from () {
  tr -d ',' <"$1" | grep -Eo '[0-9]+(\.[0-9]+)?%?' |
    grep -E '\.|%|[0-9]{3}' | sort -u >"$TMP/cited"
  [ -s "$TMP/cited" ] || { echo "no figure found in the prose"; return 1; }
  while read -r f; do
    grep -Eq "(^|[^0-9.])$(echo "$f" | sed 's/\./\\./')([^0-9.]|\.[^0-9]|\$)" \
      "$2" || { echo "not in the table it cites: $f"; return 1; }
  done <"$TMP/cited"
}
# doc/benchmarks.md's prose on its generated tables cites their figures.
B=$TOP/doc/benchmarks.md
# How far each target is: the 9x9 and large tables, and the tables of
# where the time goes, the portfolio and the peer, which it cites for
# what the remaining time is spent on and what was tried
{ block_between "$B" '<!-- scripts/bench begin -->' '<!-- scripts/bench end -->'
  block_between "$B" '<!-- scripts/bench large begin -->' \
    '<!-- scripts/bench large end -->'
  block_between "$B" '<!-- scripts/bench-phases begin -->' \
    '<!-- scripts/bench-phases end -->'
  block_between "$B" '<!-- scripts/bench-portfolio begin -->' \
    '<!-- scripts/bench-portfolio end -->'
  block_between "$B" '<!-- scripts/bench peer begin -->' \
    '<!-- scripts/bench peer end -->'; } >"$TMP/bench.table"
block_between "$B" '### How far each target is' 'Variant rules against' \
  >"$TMP/bench.far"
ok_if "doc/benchmarks.md's How far each target is cites the generated tables" \
  cited_from "$TMP/bench.far" "$TMP/bench.table"
block_between "$B" '<!-- scripts/bench variants begin -->' \
  '<!-- scripts/bench variants end -->' >"$TMP/variants.table"
block_between "$B" "How to read it: every rule's propagator" 'Variant rules before and after' \
  >"$TMP/variants.prose"
ok_if "doc/benchmarks.md's reading of the variants table cites that table" \
  cited_from "$TMP/variants.prose" "$TMP/variants.table"
block_between "$B" '<!-- scripts/bench base begin -->' \
  '<!-- scripts/bench base end -->' >"$TMP/base.table"
block_between "$B" 'How to read it: no rule is slower' 'sudosat against a peer solver' \
  >"$TMP/base.prose"
ok_if "doc/benchmarks.md's reading of the base table cites that table" \
  cited_from "$TMP/base.prose" "$TMP/base.table"
block_between "$B" '<!-- scripts/bench-portfolio begin -->' \
  '<!-- scripts/bench-portfolio end -->' >"$TMP/portfolio.table"
block_between "$B" 'The hard 9x9 puzzles need' 'PicoSAT stays the default' \
  >"$TMP/portfolio.prose"
ok_if "doc/benchmarks.md's reading of the portfolio table cites that table" \
  cited_from "$TMP/portfolio.prose" "$TMP/portfolio.table"
block_between "$B" '<!-- scripts/bench peer begin -->' \
  '<!-- scripts/bench peer end -->' >"$TMP/peer.table"
block_between "$B" 'How to read it: the two programs' 'Sudominoku: scripts' \
  >"$TMP/peer.prose"
ok_if "doc/benchmarks.md's reading of the peer table cites that table" \
  cited_from "$TMP/peer.prose" "$TMP/peer.table"

# The sizes doc/benchmarks.md gives for the BOJ 4574 judge puzzles are
# what the command it names, sudosat --stats, prints for them.
judge_sizes () {
  "$SUDOSAT" --stats "$1" 2>&1 >/dev/null |
    sed -n 's/.* variables=\([0-9]*\) clauses=\([0-9]*\) .*decisions=\([0-9]*\) .*/\1 \2 \3/p' |
    awk 'NR == 1 || $1 < v0 { v0 = $1 } NR == 1 || $1 > v1 { v1 = $1 }
         NR == 1 || $2 < c0 { c0 = $2 } NR == 1 || $2 > c1 { c1 = $2 }
         { d += $3 } END { if (NR) print v0, v1, c0, c1, d }' >"$TMP/judge"
  tr '\n' ' ' <"$B" | tr -s ' ' | tr -d ',' |
    sed -n 's/.*presolve leaves PicoSAT \([0-9]*\) to \([0-9]*\) variables and \([0-9]*\) to \([0-9]*\) clauses.*/\1 \2 \3 \4 0/p' \
    >"$TMP/judge.doc"
  [ -s "$TMP/judge.doc" ] || { echo "the sentence is not found"; return 1; }
  [ "$(cat "$TMP/judge.doc")" = "$(cat "$TMP/judge")" ] || {
    echo "doc/benchmarks.md: $(cat "$TMP/judge.doc"); sudosat: $(cat "$TMP/judge")"
    return 1; }
}
if [ -r "${SUDOSAT_DATA:-}/boj4574/judge.in" ]; then
  ok_if "doc/benchmarks.md's sizes of the judge puzzles are sudosat --stats'" \
    judge_sizes "$SUDOSAT_DATA/boj4574/judge.in"
else
  skip "doc/benchmarks.md's sizes of the judge puzzles are sudosat --stats'" \
    "no data (SUDOSAT_DATA)"
fi

# The outputs python/README.md's example gives in comments are the
# module's: after the puzzle is made, each line `EXPR  # V` where V (up
# to a colon) is a Python literal evaluates to V.
py=
SO=${TOP_BUILDDIR:-$TOP}/.libs/libsudosat.so
if [ -z "${SUDOSAT_MEMCHECK:-}" ] && [ -z "${SUDOSAT_SANITIZERS:-}" ] &&
   [ -f "$SO" ]; then
  for cand in ${PYTHON:-} python3 /usr/bin/python3; do
    "$cand" -c 'import ctypes' >/dev/null 2>&1 && { py=$cand; break; }
  done
fi
module_readme () {
  sed -n '/^    p = sudosat.Puzzle.from_string/,/^$/s/^    //p' \
    "$TOP/python/README.md" >"$TMP/module.lines"
  SUDOSAT_LIBRARY=$SO PYTHONPATH=$TOP/python PYTHONDONTWRITEBYTECODE=1 \
    "$py" - "$TMP/module.lines" <<'PY'
import ast, sys
import sudosat
env = {"sudosat": sudosat}
checked = 0
for line in open(sys.argv[1]):
    code, _, comment = line.rstrip("\n").partition("  # ")
    code = code.strip()
    try:
        want = ast.literal_eval(comment.split(":")[0].strip())
    except (ValueError, SyntaxError):
        want = None
    if want is None or "=" in code.replace("==", ""):
        exec(code, env)
        continue
    got = eval(code, env)
    if got != want:
        sys.exit("%s gives %r, the comment says %r" % (code, got, want))
    checked += 1
if checked < 3:
    sys.exit("only %d lines with their value in a comment" % checked)
PY
}
if [ -z "$py" ]; then
  skip "python/README.md's example gives what its comments say" \
    "no python3, no shared library, or an instrumented build"
else
  ok_if "python/README.md's example gives what its comments say" module_readme
fi

# The man page formats without a warning from groff (-ww: all of them).
if command -v groff >/dev/null 2>&1; then
  ok_if "the man page formats without groff warnings" \
    sh -c 'groff -man -ww -z "$1" 2>&1 | grep . && exit 1; exit 0' - \
      "$TOP/doc/sudosat.1"
else
  skip "the man page formats without groff warnings" "no groff"
fi

done_testing
