# docs-examples.sh: the examples shown in README, doc/*.md and the man
# page's EXAMPLES run, and print what the documentation shows.
#
# The convention, for anyone writing an example:
#
# - Markdown (README, doc/*.md): a fenced block opened by the line
#   ```console holds examples that are run.  A line starting "$ " is a
#   command; the lines after it, up to the next "$ " line or the closing
#   ```, are its output, standard output and standard error together as
#   a file would get them.  A line "..." ends what is compared: the rest
#   of the output is not shown.  A block opened by ```sh (or anything
#   else) is shown, never run: use it for commands that need an external
#   solver, the puzzle data or an installation.
# - The man page (doc/sudosat.1): in the EXAMPLES section, the lines
#   between .EX and .EE follow the same rules once the roff escapes
#   \- \e \(aq \(dq \& are read as the characters they print; lines
#   between .nf and .fi are shown, never run.
# - Each command runs with sh in a fresh directory per block, where
#   examples/ is the source tree's examples/ and `sudosat` the built
#   program; the commands of one block share that directory, in order
#   (one may write a file the next reads).  Every command must exit 0:
#   show a status with `; echo "exit $?"`.  A command naming a program
#   that is not installed (other than sudosat) is skipped.
. "$TESTS_DIR/tap.sh"
TOP=${TOP_SRCDIR:-$TESTS_DIR/..}

mkdir "$TMP/ex"
base=10000   # numbers of the commands: 1000 apart for each file

# extract NAME < TEXT: one set of files per command, $TMP/ex/K.cmd (the
# command), K.out (the output shown), K.where (NAME:LINE), K.block (the
# block's number, which names its directory) and K.cut when "..." ends
# the output shown.
extract () {
  base=$((base + 1000))
  awk -v d="$TMP/ex" -v name="$1" -v k="$base" '
    function flush() {
      if (k) { close(d "/" k ".out") }
      show = 0
    }
    BEGIN { blk = k }
    /^```console[ \t]*$/ && !inb { inb = 1; blk++; next }
    /^```/ && inb { flush(); inb = 0; next }
    !inb { next }
    /^\$ / {
      flush(); k++; show = 1
      print substr($0, 3) >(d "/" k ".cmd"); close(d "/" k ".cmd")
      print name ":" NR >(d "/" k ".where"); close(d "/" k ".where")
      print blk >(d "/" k ".block"); close(d "/" k ".block")
      printf "" >(d "/" k ".out")
      next
    }
    $0 == "..." && show { printf "" >(d "/" k ".cut"); close(d "/" k ".cut")
                          flush(); next }
    show { print >>(d "/" k ".out") }'
}

extract README <"$TOP/README"
for f in "$TOP"/doc/*.md; do
  [ -f "$f" ] && extract "doc/$(basename "$f")" <"$f"
done
# The man page's EXAMPLES, .EX to .EE as console blocks; every other
# line blank, so that line numbers stay the page's.
awk '/^\.SH/ { on = ($0 ~ /^\.SH +"?EXAMPLES"?$/); print ""; next }
     on && /^\.EX/ { print "```console"; next }
     on && /^\.EE/ { print "```"; next }
     { print on ? $0 : "" }' "$TOP/doc/sudosat.1" |
  sed 's/\\-/-/g; s/\\(aq/'"'"'/g; s/\\(dq/"/g; s/\\&//g; s/\\e/\\/g' |
  extract "doc/sudosat.1 EXAMPLES"

# run K: run example K in its block's directory; compare.
run () {
  dir=$TMP/run.$(cat "$TMP/ex/$1.block")
  [ -d "$dir" ] || { mkdir "$dir" && ln -s "$TOP/examples" "$dir/examples"; }
  ( cd "$dir" && sudosat () { "$SUDOSAT" "$@"; } &&
    eval "$(cat "$TMP/ex/$1.cmd")" ) >"$TMP/got" 2>&1
  st=$?
  [ "$st" -eq 0 ] || { echo "exit status $st"; cat "$TMP/got"; return 1; }
  if [ -e "$TMP/ex/$1.cut" ]; then
    head -n "$(wc -l <"$TMP/ex/$1.out")" "$TMP/got" >"$TMP/got.shown"
  else
    cp "$TMP/got" "$TMP/got.shown"
  fi
  diff "$TMP/ex/$1.out" "$TMP/got.shown"
}

# missing CMD: the first program named at a command position of CMD
# (its start, or after |, ; or & outside quotes) that is not installed;
# sudosat is the built one.
missing () {
  awk '{ q = ""; seg = ""
         for (i = 1; i <= length($0); i++) {
           ch = substr($0, i, 1)
           if (q == "" && ch ~ /[|;&]/) { print seg; seg = ""; continue }
           if (q == "" && (ch == "\047" || ch == "\"")) q = ch
           else if (ch == q) q = ""
           seg = seg ch
         }
         print seg }' "$1" |
    awk '{ print $1 }' | while read -r p; do
      [ -z "$p" ] || [ "$p" = sudosat ] || command -v "$p" >/dev/null ||
        { echo "$p"; break; }
    done
}

n=0
for c in "$TMP"/ex/*.cmd; do
  [ -f "$c" ] || continue
  k=$(basename "$c" .cmd)
  n=$((n + 1))
  name="$(cat "$TMP/ex/$k.where"): \$ $(cat "$c")"
  p=$(missing "$c")
  if [ -n "$p" ]; then
    skip "$name" "$p is not installed"
  else
    ok_if "$name" run "$k"
  fi
done
ok_if "README and the man page show examples ($n found)" test "$n" -ge 8
done_testing
