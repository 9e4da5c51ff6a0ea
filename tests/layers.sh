# layers.sh: the source tree keeps to the layer map in src/LAYERS.
# Every C (and C++) file of src/ and encodings/ lies in a mapped folder;
# only the kind tables and the kinds' own files name a constraint kind
# beyond the units; only the back ends (src/solving) call a SAT solver's
# own API; each file's first comment starts with the file's name; no file
# includes a header of a higher layer or of a peer folder; headers
# include each other without a cycle; and in the built objects no file
# calls a function of a higher layer or a peer folder, and no two files
# call each other, directly or round a longer loop.  Nothing but the
# program (src/cli) calls exit or abort: the library returns an error
# for every failure, running out of memory included.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"
: "${TOP_BUILDDIR:?must name the build tree}"
cd "$TOP_SRCDIR" || exit 1

# folder rank: the layer's line number among the map's entries
awk '!/^[ \t]*(#|$)/ { sub(/#.*/, ""); rank++
       for (i = 2; i <= NF; i++) print $i, rank }' src/LAYERS >"$TMP/ranks"

find src encodings -name '*.[ch]' -o -name '*.cc' | sort >"$TMP/files"

# Each file's first comment begins with the file's own name ("/* name.c:
# ..."), so that no header names a file that is gone.
while read -r f; do
  head -n 1 "$f" | grep -qE "^(/\*|//) ${f##*/}: " || echo "$f"
done <"$TMP/files" >"$TMP/misnamed"
ok_if "every source file's first comment begins with its own name" \
  sh -c "! grep . '$TMP/misnamed'"

# The SAT solvers are reached through the back-end interface
# (src/solving/solving.h): PicoSAT's calls (picosat_*), its header, and
# CaDiCaL's (ccadical_*, CaDiCaL::, its headers) appear in src/solving
# alone.
grep -nE 'picosat_|ccadical_|CaDiCaL::|[<"/](picosat|ccadical|cadical)\.h' \
  $(grep -v '^src/solving/' "$TMP/files") >"$TMP/solver-calls"
ok_if "no file outside src/solving calls a SAT solver's own API" \
  sh -c "! grep . '$TMP/solver-calls'"

# A constraint kind beyond the units (rows, columns, boxes) is acted on
# through the kind tables, each with a line for every kind: one a layer
# (src/model/kinds.c, src/presolve/kinds.c, encodings/encode.c,
# src/explain/rulesteps.c, src/generate/kinds.c), and those of the
# explainer's board (src/explain/board.c), the pretty legend
# (src/formats/print.c), the DIMACS comments (src/formats/dimkeys.c) and
# f-puzzles (src/formats/fpkeys.c, whose keys the writer's table in
# src/formats/fpwrite.c shares); and in the files that hold a kind's own
# code: the model that makes and checks the constraints, their
# propagators and clause encodings, and generate's placers.  Any other
# file that names such a kind fails.  The kinds are read from the enum
# in src/model/model.h, so a new kind is held to this at once.
kind_tables='src/model/kinds.c src/presolve/kinds.c encodings/encode.c
src/explain/rulesteps.c src/generate/kinds.c src/explain/board.c
src/formats/print.c src/formats/dimkeys.c src/formats/fpkeys.c
src/formats/fpwrite.c'
kind_code='src/model/model.h src/model/puzzle.c src/model/rules.c
src/model/variants.c src/model/vcheck.c src/model/lines.c
src/model/lcheck.c src/model/negative.c src/model/clues.c
src/model/ccheck.c src/model/sums.c src/model/vsums.c
src/presolve/lines.c src/presolve/clues.c encodings/enc.c
encodings/dots.c encodings/parity.c encodings/optimized.c
encodings/whispers.c encodings/clues.c encodings/innies.c
src/generate/place.c src/model/skyscraper.c src/model/skycheck.c
src/model/sandwich.c src/model/swcheck.c src/presolve/sandwich.c
encodings/sandwich.c src/explain/sandwich.c src/generate/sandwich.c
src/generate/lines.c src/generate/clues.c
src/model/clone.c src/model/clcheck.c src/presolve/clone.c encodings/clone.c
src/explain/clone.c src/generate/clone.c'
sed -n '/^typedef enum ss_con_kind/,/} ss_con_kind;/p' src/model/model.h |
  grep -oE 'SS_CON_[A-Z0-9_]+' |
  grep -vxE 'SS_CON_(ROW|COL|BOX|NKINDS)' >"$TMP/kinds"
ok_if "the kinds are read from src/model/model.h" test -s "$TMP/kinds"
grep -lwF -f "$TMP/kinds" $(cat "$TMP/files") | sort >"$TMP/kind-users"
printf '%s\n' $kind_tables $kind_code | sort >"$TMP/kind-allowed"
ok_if "no file outside the kind tables and the kinds' own code acts on a kind" \
  sh -c "! comm -23 '$TMP/kind-users' '$TMP/kind-allowed' | grep ."

# file folder rank, or "file - -" for a file in no mapped folder
awk 'NR == FNR { rank[$1] = $2; next }
     { d = $0; sub(/\/[^\/]*$/, "", d)
       print $0, (d in rank ? d " " rank[d] : "- -") }' \
  "$TMP/ranks" "$TMP/files" >"$TMP/placed"

unmapped=$(awk '$2 == "-" { print $1 }' "$TMP/placed")
ok_if "every source file lies in a folder of src/LAYERS" \
  sh -c "[ -z '$unmapped' ] || { echo 'not mapped: $unmapped'; exit 1; }"

# Quoted includes, resolved as the compiler does: beside the file, then
# src/, then the top directory (Makefile.am's AM_CPPFLAGS).
while read -r f _; do
  d=${f%/*}
  sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" |
    while read -r h; do
      for cand in "$d/$h" "src/$h" "$h"; do
        if [ -f "$cand" ]; then
          echo "$f $cand"
          break
        fi
      done
    done
done <"$TMP/placed" >"$TMP/includes"

# edges as "from to": a use is wrong when it goes to a higher layer or
# to another folder of the same layer
wrong_uses () {
  awk 'NR == FNR { dir[$1] = $2; rank[$1] = $3; next }
       $1 in dir && $2 in dir && dir[$1] != dir[$2] &&
       rank[$2] >= rank[$1] {
         print $1 " (" dir[$1] ") uses " $2 " (" dir[$2] ")" }' \
    "$TMP/placed" "$1"
}

wrong_uses "$TMP/includes" >"$TMP/upward-includes"
ok_if "no file includes a header of a higher layer or a peer folder" \
  sh -c "! grep . '$TMP/upward-includes'"

# tsort names a loop on standard error and exits non-zero
no_cycle () {
  awk '$1 != $2' "$1" | tsort >/dev/null 2>"$TMP/tsort.err"
  st=$?
  cat "$TMP/tsort.err"
  [ "$st" -eq 0 ] && ! grep -q . "$TMP/tsort.err"
}
ok_if "headers include each other without a cycle" \
  no_cycle "$TMP/includes"

# The same rules for calls, read from the objects the build made
# (Automake puts each object beside its source, perhaps with a target
# prefix; libtool adds a .libs copy, skipped here, unless it is the only
# one, as with --disable-static).
find "$TOP_BUILDDIR/src" "$TOP_BUILDDIR/encodings" -name '*.o' \
  ! -path '*/.libs/*' 2>/dev/null | sort >"$TMP/objects"
[ -s "$TMP/objects" ] ||
  find "$TOP_BUILDDIR/src" "$TOP_BUILDDIR/encodings" -name '*.o' \
    -path '*/.libs/*' 2>/dev/null | sort >"$TMP/objects"
if ! command -v nm >/dev/null 2>&1 || ! [ -s "$TMP/objects" ]; then
  skip "no file calls a function of a higher layer or a peer folder" \
    "no nm, or no objects built"
  skip "no two source files call each other, directly or in a loop" \
    "no nm, or no objects built"
  skip "no library file calls exit or abort" "no nm, or no objects built"
  done_testing
fi
while read -r o; do
  rel=${o#"$TOP_BUILDDIR"/}
  case $rel in */.libs/*) rel=${rel%%/.libs/*}/${rel##*/} ;; esac
  base=${rel##*/}
  src="${rel%/*}/$(echo "${base%.o}" | sed 's/^[a-z_]*-//').c"
  [ -f "$src" ] || src="${rel%.o}.c"
  [ -f "$src" ] || src="${rel%.o}.cc"
  [ -f "$src" ] || continue
  nm "$o" | awk -v f="$src" '$2 ~ /^[TDRB]$/ { print "D", f, $3 }
                              $1 == "U" { print "U", f, $2 }'
done <"$TMP/objects" >"$TMP/symbols"
awk '$1 == "D" { owner[$3] = $2; next }
     { use[NR] = $2 " " $3 }
     END { for (i in use) { split(use[i], u, " ")
             if (u[2] in owner && owner[u[2]] != u[1])
               print u[1], owner[u[2]] } }' "$TMP/symbols" |
  sort -u >"$TMP/calls"

wrong_uses "$TMP/calls" >"$TMP/upward-calls"
ok_if "no file calls a function of a higher layer or a peer folder" \
  sh -c "! grep . '$TMP/upward-calls'"
ok_if "no two source files call each other, directly or in a loop" \
  no_cycle "$TMP/calls"

awk '$1 == "U" && $2 !~ /^src\/cli\// &&
     $3 ~ /^(exit|_exit|_Exit|quick_exit|abort)$/ { print $2 " calls " $3 }' \
  "$TMP/symbols" >"$TMP/exits"
ok_if "no library file calls exit or abort" sh -c "! grep . '$TMP/exits'"

done_testing
