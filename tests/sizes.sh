# sizes.sh: every C function of src/ and encodings/ stays short and
# simple, or says at itself why it is not.  A function's measures:
#   lines     the lines strictly between its opening brace and its
#             closing brace (both at the start of a line, as GNU style
#             writes a function), blank and comment lines included;
#   branches  the words if, for, while and case and the operators &&,
#             || and ? in those lines, comments and string and
#             character literals left out (else and default add no
#             path; do is counted by its while).
# A function over LINES_MAX lines or BRANCHES_MAX branches fails unless
# the list below names it; a function the list names carries its
# reason in the comment above it, in a sentence that begins "Kept
# long:", and is still over a limit (a function cut below both leaves
# the list).  The measure is an awk over the sources, no other tool.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"
cd "$TOP_SRCDIR" || exit 1

LINES_MAX=80
BRANCHES_MAX=30

# The functions allowed over a limit, "file function" a line.
cat >"$TMP/listed" <<'LIST'
src/cli/cmd_explain.c one
src/explain/chains.c als_xy_wing
src/explain/chains.c chains_from
src/explain/chains.c colouring
src/explain/chains.c finned_fish
src/explain/chains.c grouped_links
src/explain/chains.c multi_colouring
src/explain/chains.c ss_chain_find
src/explain/chains.c xyz_wing
src/explain/nets.c common
src/explain/words.c put_why
src/formats/freeform.c line_puzzle
src/formats/freeform.c read_cells
src/formats/freeform.c read_grid
src/formats/freeform.c settle
src/formats/dimread.c build
src/formats/dimread.c read_comment
src/formats/fpuzzles.c read_grid
src/formats/freeform.c ss_parse_free
src/formats/parse.c parse_rows
src/formats/reader.c detect
src/generate/generate.c ss_generate
src/model/lcheck.c ss_check_line
src/model/vcheck.c ss_check_variants
src/presolve/bits.c hall
src/presolve/skyscraper.c ss_prop_skyscraper
encodings/dominoes.c ss_enc_dominoes
encodings/sums.c running
LIST

# "file function lines branches kept" for every function; kept is 1
# when a "Kept long:" comment comes after the previous function (or
# declaration) and before this one's body.
cat >"$TMP/measure.awk" <<'AWK'
  FNR == 1 { incomment = 0; name = ""; body = 0; kept = 0 }
  {
    raw = $0; line = $0; out = ""
    while (line != "") {
      if (incomment) {
        i = index(line, "*/")
        if (!i) break
        line = substr(line, i + 2); incomment = 0
      } else {
        i = index(line, "/*")
        if (!i) { out = out line; break }
        out = out substr(line, 1, i - 1) " "
        line = substr(line, i + 2); incomment = 1
      }
    }
    sub(/\/\/.*/, "", out)
    gsub(/\\./, "", out)
    gsub(/"[^"]*"/, "\"\"", out)
    gsub("\047[^\047]*\047", "\047\047", out)
    if (!body) {
      if (raw ~ /Kept long:/) kept = 1
      if (out ~ /^[A-Za-z_][A-Za-z0-9_]* \(/) {
        name = out; sub(/ \(.*/, "", name)
      }
      if (out ~ /^\{/ && name != "") {
        body = 1; lines = 0; branches = 0; next
      }
      if (out ~ /;[ \t]*$/) { name = ""; kept = 0 }
      next
    }
    if (out ~ /^\}/) {
      print FILENAME, name, lines, branches, kept
      body = 0; name = ""; kept = 0; next
    }
    lines++
    t = out
    branches += gsub(/(^|[^A-Za-z0-9_])(if|for|while|case)([^A-Za-z0-9_]|$)/, "", t)
    t = out
    branches += gsub(/&&|\|\||\?/, "", t)
  }
AWK
find src encodings -name '*.[ch]' | sort |
  xargs awk -f "$TMP/measure.awk" >"$TMP/measures"

ok_if "the sources hold functions to measure" \
  sh -c "[ \$(wc -l <'$TMP/measures') -gt 500 ]"

awk -v L=$LINES_MAX -v B=$BRANCHES_MAX '$3 > L || $4 > B' \
  "$TMP/measures" | sort >"$TMP/over"
sort "$TMP/listed" >"$TMP/allowed"

# "file function lines branches" of each function over a limit and not
# listed
awk 'FILENAME == ARGV[1] { ok[$1 " " $2] = 1; next }
     !(($1 " " $2) in ok) { print $1, $2, $3 " lines", $4 " branches" }' \
  "$TMP/allowed" "$TMP/over" >"$TMP/unlisted"
ok_if "no function over $LINES_MAX lines or $BRANCHES_MAX branches but those listed" \
  sh -c "! grep . '$TMP/unlisted'"

# a listed function that is gone, or within both limits
awk 'FILENAME == ARGV[1] { over[$1 " " $2] = 1; next }
     !(($1 " " $2) in over) { print $1, $2 }' \
  "$TMP/over" "$TMP/allowed" >"$TMP/stale"
ok_if "every function listed is still over a limit" \
  sh -c "! grep . '$TMP/stale'"

# a function of the first list without its reason
awk 'FILENAME == ARGV[1] { want[$1 " " $2] = 1; next }
     (($1 " " $2) in want) && !$5 { print $1, $2 }' \
  "$TMP/listed" "$TMP/measures" >"$TMP/unreasoned"
ok_if "every function listed says why in a \"Kept long:\" comment above it" \
  sh -c "! grep . '$TMP/unreasoned'"

# The measure itself: a function one line over the limit, and one of
# 3 branches a line (comment and string words apart) one branch over.
printf '/* probe.c */\nstatic int\nlong_one (int x)\n{\n' >"$TMP/probe.c"
i=0
while [ $i -lt $LINES_MAX ]; do
  echo "  x++;" >>"$TMP/probe.c"
  i=$((i + 1))
done
printf '  return x;\n}\n\nstatic int\nbranchy (int x)\n{\n' >>"$TMP/probe.c"
i=0
while [ $i -lt $BRANCHES_MAX ]; do
  echo "  x += x > 1 && x < 9 || x > 20 ? 1 : 0; /* if for while */" \
    >>"$TMP/probe.c"
  i=$((i + 3))
done
printf '  if (x)\n    x = "if for while ? && case" [0];\n  return x;\n}\n' \
  >>"$TMP/probe.c"
printf '%s\n' "$TMP/probe.c long_one $((LINES_MAX + 1)) 0 0" \
  "$TMP/probe.c branchy $((BRANCHES_MAX / 3 + 3)) $((BRANCHES_MAX + 1)) 0" \
  >"$TMP/probe.want"
awk -f "$TMP/measure.awk" "$TMP/probe.c" >"$TMP/probe.out"
ok_if "the measure: $((LINES_MAX + 1)) lines, $((BRANCHES_MAX + 1)) branches where a function has them" \
  diff "$TMP/probe.want" "$TMP/probe.out"
done_testing
