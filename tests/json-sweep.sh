# json-sweep.sh: -O json of solve, count, check and explain over every
# input file of tests/ and examples/, good and bad (fault inputs, bad
# fixtures, models, CNFs, expected outputs read as puzzles): each output
# line is one JSON object in ASCII (so valid UTF-8, unbroken by U+2028)
# naming the file it read, and the run ends with an exit status the
# manual lists, never a crash.  Each file goes through 2 of the 4
# commands, drawn for it by SUDOSAT_SEED (tap.sh's sample), 1 in the
# short sweep (the sanitizer phase), and all 4 with SUDOSAT_SWEEP=full.
. "$TESTS_DIR/tap.sh"
EX=$TESTS_DIR/../examples

# the inputs: every file but the scripts, sources and build leftovers
# (executables, objects, logs) that share these folders
find "$TESTS_DIR" "$EX" -type f ! -perm -u+x ! -path '*/.deps/*' \
  ! -name '*.sh' ! -name '*.c' ! -name '*.cc' ! -name '*.h' ! -name '*.py' \
  ! -name '*.awk' ! -name '*.o' ! -name '*.log' ! -name '*.trs' \
  ! -name '*.time' ! -name '.dirstamp' | LC_ALL=C sort >"$TMP/inputs"

mkdir "$TMP/out"
i=0
per_file=2
if sweep_short; then per_file=1; fi
while IFS= read -r f; do
  for cmd in $(sample $per_file "cmds/${f##*/}" solve count check explain); do
    i=$((i + 1))
    timeout 60 "$SUDOSAT" $cmd -O json --time-limit=10 "$f" \
      >"$TMP/out/$i" 2>/dev/null </dev/null
    printf '%s %s %s %s\n' "$i" "$?" "$cmd" "$f" >>"$TMP/runs"
  done
done <"$TMP/inputs"

# every run's output read back; one line for each run in trouble
sweep_ok () {
  python3 - "$TMP/runs" "$TMP/out" <<'PY'
import json, os, sys
runs, out = sys.argv[1], sys.argv[2]
bad = lines = 0
for run in open(runs, encoding="utf-8", errors="surrogateescape"):
    i, status, cmd, name = run.rstrip("\n").split(" ", 3)
    data = open(os.path.join(out, i), "rb").read()
    why = None
    if int(status) not in (0, 1, 2, 3, 5):
        why = "exit status " + status
    elif not data.isascii():
        why = "not ASCII"
    else:
        for line in data.decode("ascii").split("\n")[:-1]:
            lines += 1
            try:
                obj = json.loads(line)
            except ValueError as e:
                why = "not JSON: " + str(e)
                break
            if not isinstance(obj, dict) or obj.get("file") != name:
                why = "not an object naming the file: " + line[:80]
                break
        if data and not data.endswith(b"\n"):
            why = "no newline at the end"
    if why:
        bad += 1
        print(cmd, name, why)
print(lines, "lines of JSON checked")
sys.exit(bad > 0)
PY
}
ok_if "-O json of solve, count, check and explain ($i runs) over $(wc -l \
<"$TMP/inputs") files: every line an ASCII JSON object naming the file" \
  sweep_ok
done_testing
