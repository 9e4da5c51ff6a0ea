# peer-iss.sh: scripts/peer-iss.mjs convert, the converter of sudosat's
# puzzles to the constraint strings of the Interactive Sudoku Solver
# (scripts/bench --part=peer), without the peer itself: every f-puzzles
# key the bench sets use becomes its constraint with its cells, in
# order; the global rules of --rules and of puzzle lines come out as the
# peer's names; the slow thermometer's pairwise key decodes to "a <= b"
# on 1..9 and nothing else; a key or rule the peer's format has no
# counterpart for is refused by name with exit status 2.  Needs node
# (skips without it), never the peer's repository.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"

command -v node >/dev/null 2>&1 || { echo "1..0 # SKIP no node"; exit 0; }
CONV="node $TOP_SRCDIR/scripts/peer-iss.mjs convert"

# One puzzle with a constraint of every key the bench sets write.
all_keys_json () {
  row='[{"value":5,"given":true},{},{},{},{},{},{},{},{}]'
  blank='[{},{},{},{},{},{},{},{},{}]'
  printf '{"size":9,"grid":[%s' "$row"
  for _ in 2 3 4 5 6 7 8 9; do printf ',%s' "$blank"; done
  printf '],"diagonal+":true,"antiknight":true,"disjointgroups":true,'
  printf '"killercage":[{"cells":["R1C2","R1C3"],"value":"11"}],'
  printf '"thermometer":[{"lines":[["R2C1","R2C2","R2C3"]]}],'
  printf '"slowthermometer":[{"lines":[["R3C1","R3C2"]]}],'
  printf '"palindrome":[{"lines":[["R4C1","R4C2","R4C3"]]}],'
  printf '"renban":[{"lines":[["R5C1","R5C2"]]}],'
  printf '"whispers":[{"lines":[["R6C1","R6C2"]]}],'
  printf '"betweenline":[{"lines":[["R7C1","R7C2","R7C3"]]}],'
  printf '"regionsumline":[{"lines":[["R8C3","R8C4"]]}],'
  printf '"odd":[{"cell":"R9C1"}],"even":[{"cell":"R9C2"}],'
  printf '"difference":[{"cells":["R9C3","R9C4"]}],'
  printf '"ratio":[{"cells":["R9C5","R9C6"]}],'
  printf '"xv":[{"cells":["R9C7","R9C8"],"value":"X"},'
  printf '{"cells":["R8C8","R8C9"],"value":"V"}]}\n'
}
all_keys_json >"$TMP/all.json"
$CONV "$TMP/all.json" >"$TMP/all.out" 2>"$TMP/all.err"
ok_if "the puzzle of every key converts" test $? -eq 0 -a -s "$TMP/all.out"
tr '.' '\n' <"$TMP/all.out" | grep . | sort >"$TMP/items"
sort >"$TMP/want" <<'EOF'
AntiKnight
Between~R7C1~R7C2~R7C3
BlackDot~R9C5~R9C6
Cage~11~R1C2~R1C3
Diagonal~1
DisjointSets
Palindrome~R4C1~R4C2~R4C3
RegionSumLine~R8C3~R8C4
Renban~R5C1~R5C2
Thermo~R2C1~R2C2~R2C3
V~R8C8~R8C9
Whisper~5~R6C1~R6C2
WhiteDot~R9C3~R9C4
X~R9C7~R9C8
~R1C1_5
~R9C1_1_3_5_7_9
~R9C2_2_4_6_8
EOF
items_fine () {
  grep -v '^Pair~' "$TMP/items" | diff "$TMP/want" - || return 1
  grep -c '^Pair~[A-Za-z0-9_-]*~R3C1~R3C2$' "$TMP/items" | grep -qx 1
}
ok_if "each key gives its constraint, cells in order, nothing more" items_fine

# decode KEY: the pairs (a, b) of 1..9 the peer's pairwise key allows,
# read bit by bit (bit 9*(a-1)+(b-1), six bits a base64url character)
decode () {
  node -e '
    const B = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const key = process.argv[1];
    const out = [];
    for (let k = 0; k < 81; k++) {
      const c = key[Math.floor(k / 6)];
      if (c !== undefined && (B.indexOf(c) >> (k % 6)) & 1)
        out.push(`${Math.floor(k / 9) + 1}${k % 9 + 1}`);
    }
    console.log(out.join(" "));' "$1"
}
slow_key_fine () {
  key=$(sed -n 's/^Pair~\([^~]*\)~.*/\1/p' "$TMP/items")
  want=$(for a in 1 2 3 4 5 6 7 8 9; do for b in 1 2 3 4 5 6 7 8 9; do
           [ "$a" -le "$b" ] && printf '%s%s ' "$a" "$b"; done; done)
  [ "$(decode "$key")" = "${want% }" ] ||
    { echo "key $key decodes to $(decode "$key")"; return 1; }
}
ok_if "the slow thermometer's key allows a <= b and nothing else" slow_key_fine

# A puzzle line, with each global rule.
line=5.4..1.9.....6..2...3......1.738..4..5..2..19..........8....2.....49....6...73..8
echo "$line" >"$TMP/line.txt"
rules_fine () {
  out=$($CONV --rules=x,windoku,anti-knight,anti-king,non-consecutive \
          "$TMP/line.txt") || return 1
  echo "$out" | grep -q '^\.~R1C1_5~R1C3_4~R1C6_1~R1C8_9~' &&
    echo "$out" | grep -q '\.Diagonal~1\.Diagonal~-1\.Windoku\.AntiKnight\.AntiKing\.AntiConsecutive$' &&
    [ "$(echo "$out" | grep -o '_[1-9]' | wc -l)" -eq "$(echo "$line" | tr -d '.\n' | wc -c)" ]
}
ok_if "a puzzle line gives its givens, --rules the peer's global rules" rules_fine

# jigsaw regions: the region of each cell, row by row, and no boxes
jigsaw_fine () {
  node -e '
    const grid = [];
    for (let r = 0; r < 9; r++) {
      grid.push([]);
      for (let c = 0; c < 9; c++) grid[r].push({ region: r });
    }
    console.log(JSON.stringify({ size: 9, grid }));' >"$TMP/jig.json"
  want=$(for r in 0 1 2 3 4 5 6 7 8; do printf '%s' "$r$r$r$r$r$r$r$r$r"; done)
  [ "$($CONV "$TMP/jig.json")" = ".Jigsaw~$want.NoBoxes" ]
}
ok_if "jigsaw regions become the peer's layout string and NoBoxes" jigsaw_fine

refused () {
  $CONV "$@" >"$TMP/r.out" 2>"$TMP/r.err"
  rc=$?
  [ $rc -eq 2 ] && [ ! -s "$TMP/r.out" ] || { echo "exit $rc"; return 1; }
}
echo '{"size":9,"grid":[],"arrow":[]}' >"$TMP/arrow.json"
arrow_refused () { refused "$TMP/arrow.json" && grep -q "'arrow'" "$TMP/r.err"; }
ok_if "a key without counterpart is refused by name, exit 2" arrow_refused
ok_if "an unknown rule is refused by name, exit 2" \
  refused --rules=sandwich "$TMP/line.txt"
ok_if "its message names the rule" grep -q "'sandwich'" "$TMP/r.err"
done_testing
