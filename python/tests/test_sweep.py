"""sudosat-sweep (sudosat.sweep): the CSV's schema and types, its numbers
against the sudosat program run directly, resuming, -j 2 against -j 1,
external solvers, timeouts and failed runs."""
import csv
import os
import re
import shutil
import subprocess
import sys

import pytest

import sudosat
from sudosat import sweep as sw

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(os.path.dirname(PYTHON_DIR), "examples")
pytest.importorskip("tqdm", reason="Debian: python3-tqdm")
CONFIG = ["-e", "extended,optimized", "-a", "pairwise"]


def run_sweep(*args, env=None, cwd=None):
    """The sudosat-sweep command, as make install runs it: a fresh
    python3 with the module on its path.  env's None values are taken
    out of the environment."""
    e = dict(os.environ, PYTHONPATH=PYTHON_DIR,
             SUDOSAT_LIBRARY=sudosat.library_path)
    e.update(env or {})
    e = {k: v for k, v in e.items() if v is not None}
    return subprocess.run([sys.executable, "-m", "sudosat.sweep", "-q"]
                          + [str(a) for a in args], capture_output=True,
                          text=True, env=e, timeout=300, cwd=cwd)


def rows_of(path):
    """The CSV's rows, once checked tidy: the header, a number or nothing
    in each numeric column, a known status, a file, and no path of the
    sweep's own temporary files anywhere."""
    with open(path) as f:
        assert f.readline().rstrip("\n") == ",".join(sw.COLUMNS)
    with open(path) as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for c in sw.INT_COLUMNS:
            assert r[c] == "" or re.fullmatch(r"-?\d+", r[c]), (c, r)
        for c in sw.FLOAT_COLUMNS:
            if r[c] != "":
                float(r[c])
        assert r["status"] in sw.STATUSES, r
        assert r["file"] and r["set"] and r["puzzle"], r
        assert not any("sudosat-sweep." in v for v in r.values()), r
    return rows


def untimed(path):
    """The CSV's text without the timing columns."""
    return [{k: v for k, v in r.items() if k not in sw.TIMING_COLUMNS}
            for r in rows_of(path)]


@pytest.fixture(scope="module")
def sets(data):
    return [data("sudoku9/top95.txt") + ":2,5", data("sudokuN/4x4_1.txt"),
            data("boj4574/sample.in") + ":2"]


@pytest.fixture(scope="module")
def base(sets, tmp_path_factory):
    """One sweep at -j 1: 4 puzzles x 2 configurations."""
    out = tmp_path_factory.mktemp("base") / "sweep.csv"
    r = run_sweep("-o", out, *CONFIG, *sets)
    assert r.returncode == 0, r.stderr
    return out


def test_schema_and_types(base):
    pd = pytest.importorskip("pandas", reason="Debian: python3-pandas")
    with open(base) as f:
        assert f.readline().rstrip("\n") == ",".join(sw.COLUMNS)
    df = pd.read_csv(base, dtype=str, keep_default_na=False)
    assert len(df) == 4 * 2
    for c in sw.INT_COLUMNS:
        col = pd.to_numeric(df[c].replace("", None))     # raises on words
        assert (col.dropna() == col.dropna().round()).all(), c
    for c in sw.FLOAT_COLUMNS:
        pd.to_numeric(df[c].replace("", None))
    assert set(df["status"]) == {"solved"}
    # every number measured for a solved PicoSAT run
    for c in ("variables", "clauses", "literals", "up_fixed", "up_fraction",
              "decisions", "propagations", "cpu_seconds", "wall_seconds"):
        assert (df[c] != "").all(), c
    assert (df["file"] != "").all()
    assert (df["solver"] == "picosat").all()
    assert (df["solver_version"] != "").all()
    assert set(df["set"]) == {"top95", "4x4_1", "sample"}
    assert sorted(df[df["set"] == "top95"]["puzzle"].unique()) == ["2", "5"]
    up = pd.to_numeric(df["up_fixed"]) / pd.to_numeric(df["side"]) ** 2
    assert ((up - pd.to_numeric(df["up_fraction"])).abs() < 1e-5).all()
    assert ((up == 1) == (df["up_solved"] == "1")).all()


def _stats(text):
    m = re.search(r"variables=(\d+) clauses=(\d+) literals=(\d+) "
                  r"decisions=(\d+)", text)
    return m.groups()


def test_numbers_as_sudosat_gives(base, cli, data):
    """Sizes, decisions and the cells propagation fixes, as the sudosat
    program prints them for the same puzzle and configuration."""
    rows = {(r["set"], r["puzzle"], r["encoding"]): r for r in rows_of(base)}
    lines = open(data("sudoku9/top95.txt")).read().splitlines()
    sample = open(data("boj4574/sample.in")).read().splitlines()
    cases = [("top95", "5", lines[4] + "\n"),
             ("sample", "2", "\n".join(sample[12:]) + "\n")]
    for set_, idx, text in cases:
        for enc in ("extended", "optimized"):
            row = rows[(set_, idx, enc)]
            r = cli("solve", "--first", "--stats", "-e", enc, "-a",
                    "pairwise", "-", input=text)
            assert r.returncode == 0, r.stderr
            assert _stats(r.stderr) == (row["variables"], row["clauses"],
                                        row["literals"], row["decisions"])
            r = cli("propagate", "-e", enc, "-a", "pairwise", "-",
                    input=text)
            grid = "".join(ln for ln in r.stdout.splitlines()
                           if not ln.startswith("Puzzle"))
            fixed = len(re.sub(r"[\s.0]", "", grid))
            assert fixed == int(row["up_fixed"]), (set_, idx, enc)


def test_resume_skips_done_rows(base, sets, tmp_path):
    out = tmp_path / "sweep.csv"
    shutil.copy(base, out)
    before = out.read_text()
    r = run_sweep("-o", out, *CONFIG, *sets)
    assert r.returncode == 0, r.stderr
    assert "0 runs" in r.stderr and "8 already" in r.stderr
    assert out.read_text() == before
    # an interrupted run: two rows missing, the last line cut short
    lines = before.splitlines(keepends=True)
    out.write_text("".join(lines[:-2]) + lines[-2][:20])
    r = run_sweep("-o", out, *CONFIG, *sets)
    assert r.returncode == 0, r.stderr
    assert "2 runs" in r.stderr and "6 already" in r.stderr
    assert untimed(out) == untimed(base)
    # a wider sweep adds only the new configuration's rows
    r = run_sweep("-o", out, "-e", "extended,optimized,minimal", "-a",
                  "pairwise", *sets)
    assert r.returncode == 0, r.stderr
    assert "4 runs" in r.stderr
    assert len(rows_of(out)) == 12


def test_csv_without_the_variant_columns(base, sets, tmp_path):
    """A CSV without sum_encoding and order_encoding holds runs under the
    default encodings: sudosat-report reads it as such, and a sweep skips
    them, adds the other encodings' rows and writes every column."""
    out = tmp_path / "sweep.csv"
    short = [c for c in sw.COLUMNS if c not in sw.DEFAULTED_COLUMNS]
    assert len(short) == len(sw.COLUMNS) - 2
    with open(base) as f:
        rows = list(csv.DictReader(f))
    assert {r["sum_encoding"] for r in rows} == \
        {sudosat.default_sum_encoding()}
    with open(out, "w") as f:
        w = csv.DictWriter(f, short, extrasaction="ignore",
                           lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    pytest.importorskip("pandas", reason="Debian: python3-pandas")
    from sudosat import report
    df = report.load([str(out)])
    assert list(df.columns) == sw.COLUMNS
    assert (df["order_encoding"] == sudosat.default_order_encoding()).all()
    assert len(df) == len(rows)
    # rows added to it: the defaults' skipped, the others' appended
    r = run_sweep("-o", out, *CONFIG, "-S", "all", *sets)
    assert r.returncode == 0, r.stderr
    more = 8 * (len(sudosat.sum_encodings()) - 1)
    assert "%d runs" % more in r.stderr and "8 already" in r.stderr
    rows = rows_of(out)
    assert len(rows) == 8 + more
    assert {r["sum_encoding"] for r in rows} == set(sudosat.sum_encodings())
    default = sudosat.default_sum_encoding()
    assert [r for r in untimed(out) if r["sum_encoding"] == default] == \
        untimed(base)


def test_two_processes_as_one(base, sets, tmp_path):
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-j", "2", *CONFIG, *sets)
    assert r.returncode == 0, r.stderr
    assert untimed(out) == untimed(base)


@pytest.mark.parametrize("solver", sw.EXTERNAL)
def test_external_solver(sets, tmp_path, solver):
    """Each external solver installed (Debian: minisat, cadical,
    cryptominisat; kissat where packaged) solves the module's DIMACS; its
    model is decoded and checked; sizes are PicoSAT's."""
    if not shutil.which(solver):
        pytest.skip("%s is not installed" % solver)
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "optimized", "-a", "sequential",
                  "-s", "picosat," + solver, *sets)
    assert r.returncode == 0, r.stderr
    rows = rows_of(out)
    assert len(rows) == 8
    ext = [r for r in rows if r["solver"] == solver]
    assert len(ext) == 4
    for r in ext:
        assert r["status"] == "solved", r
        assert r["solver_version"]
        assert float(r["cpu_seconds"]) >= 0 and float(r["wall_seconds"]) > 0
        assert int(r["conflicts"]) >= 0
        pico = [p for p in rows if p["solver"] == "picosat"
                and (p["set"], p["puzzle"]) == (r["set"], r["puzzle"])][0]
        for c in ("variables", "clauses", "literals", "up_fixed"):
            assert r[c] == pico[c]


def test_external_model_checked(sets, tmp_path, monkeypatch):
    """A solver's model goes through the library's check: a fake
    "minisat" that answers a wrong model gets its run rejected."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "minisat").write_text(
        "#!/bin/sh\nprintf 'SAT\\n1 2 0\\n' > \"$2\"\nexit 10\n")
    (fake / "minisat").chmod(0o755)
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-s", "minisat", sets[1],
                  env={"PATH": "%s:%s" % (fake, os.environ["PATH"])})
    assert r.returncode == 1
    (row,) = rows_of(out)
    assert row["status"] == "rejected"
    assert "minisat's model" in row["message"]


def test_timeout_row(data, tmp_path):
    """A run over the time limit: status timeout, the CNF's size and
    propagation still measured, the solver's numbers and times empty."""
    out = tmp_path / "sweep.csv"
    solvers = "picosat,minisat" if shutil.which("minisat") else "picosat"
    r = run_sweep("-o", out, "-e", "minimal", "-a", "pairwise", "-t", "0.2",
                  "-s", solvers, data("sudokuN/gecode_25x25.txt") + ":1")
    assert r.returncode == 0, r.stderr
    rows = rows_of(out)
    assert len(rows) == len(solvers.split(","))
    for row in rows:
        assert row["status"] == "timeout", row
        assert row["time_limit"] == "0.2"
        for c in ("decisions", "propagations", "conflicts", "cpu_seconds",
                  "wall_seconds"):
            assert row[c] == "", c
        assert int(row["clauses"]) > 0 and int(row["up_fixed"]) > 0


def test_failed_run_is_a_row(tmp_path):
    """windoku on 6x6 (boxes of 2x3) cannot be: an error row with the
    library's message, exit status 1; the other rule set solves."""
    f = tmp_path / "six.txt"
    f.write_text("1 2 3 4 5 6\n" + "0 0 0 0 0 0\n" * 5)
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-r", "windoku", "-r", "none", f)
    assert r.returncode == 1
    rows = {r["rules"]: r for r in rows_of(out)}
    assert rows["windoku"]["status"] == "error"
    assert "windoku" in rows["windoku"]["message"]
    assert rows["windoku"]["decisions"] == ""
    assert rows["none"]["status"] == "solved"
    assert "tmp" not in rows["windoku"]["message"].replace(str(tmp_path), "")


def test_rules_are_kept(tmp_path):
    """x adds clauses and is kept by the solver: the answer is count's
    with the rule, the grid checked against it."""
    f = tmp_path / "four.txt"
    f.write_text("1 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n")
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-r", "x", "-r", "none", f)
    assert r.returncode == 0, r.stderr
    rows = {r["rules"]: r for r in rows_of(out)}
    assert int(rows["x"]["clauses"]) > int(rows["none"]["clauses"])
    for rule in ("x", "none"):
        p = sudosat.Puzzle.from_string(f.read_text())
        if rule != "none":
            p.add_rules(rule)
        want = "solved" if p.count() else "unsat"
        assert rows[rule]["status"] == want


def _cnf_size(cli, path, sum_enc, order_enc):
    """(variables, clauses) of `sudosat dimacs` for the file."""
    r = cli("dimacs", "-e", "extended", "-a", "pairwise",
            "--sum-encoding=" + sum_enc, "--order-encoding=" + order_enc,
            path)
    assert r.returncode == 0, r.stderr
    m = re.search(r"^p cnf (\d+) (\d+)$", r.stdout, re.M)
    return m.groups()


def test_sum_and_order_encodings(cli, tmp_path):
    """-S and -O sweep the killer cage and thermometer encodings: each
    row's CNF is the one `sudosat dimacs` writes with the same options,
    the two sum encodings differ on the killer puzzle and the two order
    encodings on the thermometer one, and the resume key tells them
    apart.  Without -S and -O the rows name the library's defaults."""
    killer = os.path.join(EXAMPLES, "killer.json")
    thermo = os.path.join(EXAMPLES, "thermo.json")
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise", killer,
                  thermo)
    assert r.returncode == 0, r.stderr
    rows = rows_of(out)
    assert len(rows) == 2
    for row in rows:
        assert row["sum_encoding"] == sudosat.default_sum_encoding()
        assert row["order_encoding"] == sudosat.default_order_encoding()
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-S", "all", "--order-encodings", "direct,order",
                  killer, thermo)
    assert r.returncode == 0, r.stderr
    sums, orders = sudosat.sum_encodings(), sudosat.order_encodings()
    assert set(sums) >= {"combos", "running"}
    assert set(orders) >= {"direct", "order"}
    want = 2 * len(sums) * 2
    assert "%d runs" % (want - 2) in r.stderr and "2 already" in r.stderr
    rows = rows_of(out)
    assert len(rows) == want
    assert len({sw.key_of(row) for row in rows}) == want
    size = {}
    for row in rows:
        assert row["status"] == "solved", row
        s, o = row["sum_encoding"], row["order_encoding"]
        assert s in sums and o in orders
        have = (row["variables"], row["clauses"])
        assert have == _cnf_size(cli, row["file"], s, o), row
        size[(row["set"], s, o)] = int(row["clauses"])
    for o in ("direct", "order"):
        assert size[("killer", "combos", o)] != size[("killer", "running", o)]
    for s in ("combos", "running"):
        assert size[("thermo", s, "direct")] != size[("thermo", s, "order")]
    # a rerun skips them all
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise", "-S", "all",
                  "-O", "all", killer, thermo)
    assert r.returncode == 0, r.stderr
    assert "0 runs" in r.stderr and "%d already" % want in r.stderr


def test_external_solvers_get_the_same_encodings(cli, tmp_path):
    """The DIMACS text an external solver is given is `sudosat dimacs`'s
    with the row's sum and order encodings: a fake "minisat" keeps each
    CNF it is given and answers unsat."""
    fake = tmp_path / "bin"
    fake.mkdir()
    kept = tmp_path / "kept"
    kept.mkdir()
    (fake / "minisat").write_text(
        "#!/bin/sh\ncp \"$1\" '%s'/$$.cnf\necho UNSATISFIABLE\nexit 20\n"
        % kept)
    (fake / "minisat").chmod(0o755)
    killer = os.path.join(EXAMPLES, "killer.json")
    thermo = os.path.join(EXAMPLES, "thermo.json")
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-S", "combos,running", "-O", "direct,order",
                  "-s", "minisat", killer, thermo,
                  env={"PATH": "%s:%s" % (fake, os.environ["PATH"])})
    assert r.returncode == 0, r.stderr
    rows = rows_of(out)
    assert len(rows) == 8 and {row["status"] for row in rows} == {"unsat"}

    def clauses(text):
        return [ln for ln in text.splitlines() if not ln.startswith("c")]
    given = sorted(clauses(f.read_text()) for f in kept.iterdir())
    want = []
    for row in rows:
        r = cli("dimacs", "-e", "extended", "-a", "pairwise",
                "--sum-encoding=" + row["sum_encoding"],
                "--order-encoding=" + row["order_encoding"], row["file"])
        assert r.returncode == 0, r.stderr
        want.append(clauses(r.stdout))
        assert row["clauses"] == want[-1][0].split()[3], row
    assert given == sorted(want)
    # the killer puzzle's two sum encodings are two CNFs
    assert len({tuple(c) for c in given}) == 4


def test_usage_errors(tmp_path):
    for args, msg in [(["-S", "nonesuch"], "unknown sum encoding"),
                      (["-O", "nonesuch"], "unknown order encoding"),
                      (["-e", "nonesuch"], "unknown encoding"),
                      (["-j", "0"], "--jobs"),
                      (["-r", "nonesuch"], "unknown rule"),
                      (["-s", "nonesuch"], "unknown solver"),
                      ([str(tmp_path / "absent.txt")], "no such puzzle")]:
        r = run_sweep("-o", tmp_path / "x.csv", *args)
        assert r.returncode == 2, args
        assert msg in r.stderr, (args, r.stderr)
    bad = tmp_path / "other.csv"
    bad.write_text("a,b\n1,2\n")
    r = run_sweep("-o", bad, "-e", "extended", "-a", "pairwise",
                  tmp_path / "absent.txt")
    assert r.returncode == 2


def test_help_lists_the_columns():
    r = run_sweep("--help")
    assert r.returncode == 0
    for c in sw.COLUMNS:
        assert c in r.stdout, c


SHIPPED = ["sudoku9/forum_hardest_1106.txt", "sudoku9/gecode_9x9.txt",
           "sudoku9/hardest11.txt", "sudoku9/top95.txt",
           "sudokuN/gecode_16x16.txt", "sudokuN/25x25_1.txt",
           "sudokuN/gecode_25x25.txt"]


def test_without_a_set_the_shipped_sets_run(tmp_path):
    """With no SET and no SUDOSAT_DATA, from a folder with nothing
    beside it, the sweep runs the sets shipped with the module: a
    puzzle of each (-n 1), puzzle 3 of gecode_25x25."""
    r = run_sweep("-o", tmp_path / "s.csv", "-e", "extended", "-a",
                  "pairwise", "-n", "1", "-t", "2",
                  env={"SUDOSAT_DATA": None}, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    rows = rows_of(tmp_path / "s.csv")
    assert sorted((r["file"], r["puzzle"]) for r in rows) == sorted(
        (sudosat.data_path(f), "3" if f.endswith("gecode_25x25.txt")
         else str(sw._sample(len(sudosat.parse(open(
             sudosat.data_path(f)).read())), 1)[0]))
        for f in SHIPPED)
    assert all(r["status"] in ("solved", "timeout") for r in rows), rows


def test_shipped_sets_are_copies_of_the_data(data):
    """Each shipped set is byte for byte the published file it names
    (data/README.md), and nothing else is shipped."""
    got = sorted(os.path.relpath(os.path.join(d, f), sudosat.data_path())
                 for d, _, fs in os.walk(sudosat.data_path()) for f in fs
                 if f.endswith(".txt"))
    assert got == sorted(SHIPPED)
    readme = open(sudosat.data_path("README.md")).read()
    for f in SHIPPED:
        assert "| %s |" % f in readme, f
        with open(sudosat.data_path(f), "rb") as a, open(data(f), "rb") as b:
            assert a.read() == b.read(), f
    with pytest.raises(FileNotFoundError):
        sudosat.data_path("sudoku9/royle_17clue.txt")
    with pytest.raises(FileNotFoundError):
        sudosat.data_path("../__init__.py")


def test_set_names_and_lists(data):
    taken = set()
    name, pz = sw.load_set(data("sudoku9/top95.txt") + ":1-3,7", None, taken)
    assert name == "top95" and [p["puzzle"] for p in pz] == [1, 2, 3, 7]
    name2, _ = sw.load_set(data("sudoku9/top95.txt") + ":1", None, taken)
    assert name2 == "top95-2"
    _, pz = sw.load_set(data("sudoku9/top95.txt"), 4)
    assert len(pz) == 4
    # each job's text is exactly its puzzle
    lines = open(data("sudoku9/top95.txt")).read().splitlines()
    assert [p["text"].strip() for p in pz] == \
        [lines[p["puzzle"] - 1].strip() for p in pz]
    with pytest.raises(ValueError):
        sw.load_set(data("sudoku9/top95.txt") + ":0-2")


def test_stopped_run_leaves_a_valid_csv(data, tmp_path):
    """SIGTERM in the middle of a sweep: exit status 130, a CSV of whole
    rows, and a rerun finishes the rest."""
    import signal
    import time
    out = tmp_path / "sweep.csv"
    args = [sys.executable, "-m", "sudosat.sweep", "-q", "-o", str(out),
            "-e", "minimal", "-t", "0.5",
            data("sudokuN/gecode_25x25.txt") + ":1"]
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR,
               SUDOSAT_LIBRARY=sudosat.library_path)
    proc = subprocess.Popen(args, env=env, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (out.exists() and out.read_text().count("\n") >= 2):
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "interrupted" in err
    rows = rows_of(out)
    assert 1 <= len(rows) < 6
    assert all(r["status"] == "timeout" for r in rows)
    r = run_sweep(*args[4:])
    assert r.returncode == 0, r.stderr
    assert "%d already" % len(rows) in r.stderr
    assert len(rows_of(out)) == 6


def test_presolve_levels(data, tmp_path):
    """-p picks levels; default is each preset's own (fast: probe)."""
    out = tmp_path / "sweep.csv"
    top = data("sudoku9/top95.txt") + ":1"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-p", "none,hall", top)
    assert r.returncode == 0, r.stderr
    r = run_sweep("-o", out, "-e", "fast", "-a", "pairwise", top)
    assert r.returncode == 0, r.stderr
    rows = {(r["encoding"], r["presolve"]): r for r in rows_of(out)}
    assert set(rows) == {("extended", "none"), ("extended", "hall"),
                         ("fast", sudosat.encoding_presolve("fast"))}
    assert int(rows[("extended", "hall")]["clauses"]) < \
        int(rows[("extended", "none")]["clauses"])
    assert all(r["status"] == "solved" for r in rows.values())


def test_progress_bar(tmp_path):
    """Without -q a tqdm bar counts the runs on standard error, and the
    report's counts its plots; -q leaves both out."""
    f = tmp_path / "four.txt"
    f.write_text("1 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n" * 2)
    out = tmp_path / "sweep.csv"
    e = dict(os.environ, PYTHONPATH=PYTHON_DIR, MPLBACKEND="Agg",
             SUDOSAT_LIBRARY=sudosat.library_path)
    r = subprocess.run([sys.executable, "-m", "sudosat.sweep", "-o", str(out),
                        "-e", "extended,minimal", "-a", "pairwise", str(f)],
                       capture_output=True, text=True, env=e, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "4/4 [" in r.stderr and "run/s" in r.stderr, r.stderr
    pytest.importorskip("pandas", reason="Debian: python3-pandas")
    pytest.importorskip("matplotlib", reason="Debian: python3-matplotlib")
    for quiet in ([], ["-q"]):
        r = subprocess.run([sys.executable, "-m", "sudosat.report", "-o",
                            str(tmp_path / "rep")] + quiet + [str(out)],
                           capture_output=True, text=True, env=e,
                           timeout=300)
        assert r.returncode == 0, r.stderr
        assert ("plot/s" in r.stderr) == (not quiet), r.stderr


def test_givens_breaking_a_rule_are_an_error_row(tmp_path):
    """As sudosat --rules=x refuses a puzzle whose givens share a
    diagonal value, the sweep's row says error with its message."""
    f = tmp_path / "diag.txt"
    f.write_text("1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n")
    out = tmp_path / "sweep.csv"
    r = run_sweep("-o", out, "-e", "extended", "-a", "pairwise",
                  "-r", "x", "-r", "none", f)
    assert r.returncode == 1
    rows = {r["rules"]: r for r in rows_of(out)}
    assert rows["none"]["status"] == "solved"
    assert rows["x"]["status"] == "error"
    assert rows["x"]["message"].startswith(
        "%s:1: puzzle 1: given value 1 appears twice in diagonal 1" % f)
    assert rows["x"]["clauses"] == ""
