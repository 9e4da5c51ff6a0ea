"""sudosat-report (sudosat.report): PNG plots and a Markdown report from
a small sweep CSV, with a timeout and a failed run added."""
import csv
import os
import shutil
import subprocess
import sys

import pytest

import sudosat
from sudosat import sweep as sw

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _mod in ("pandas", "matplotlib", "tqdm"):
    pytest.importorskip(_mod, reason="Debian: python3-" + _mod)


def run(module, *args):
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR, MPLBACKEND="Agg",
               SUDOSAT_LIBRARY=sudosat.library_path)
    return subprocess.run([sys.executable, "-m", module] +
                          [str(a) for a in args], capture_output=True,
                          text=True, env=env, timeout=300)


@pytest.fixture(scope="module")
def sweep_csv(data, tmp_path_factory):
    out = tmp_path_factory.mktemp("report") / "sweep.csv"
    solvers = "picosat,minisat" if shutil.which("minisat") else "picosat"
    r = run("sudosat.sweep", "-q", "-o", out, "-e", "extended,optimized",
            "-a", "pairwise,sequential", "-s", solvers,
            data("sudoku9/top95.txt") + ":1,2", data("sudokuN/4x4_1.txt"))
    assert r.returncode == 0, r.stderr
    # one run made a timeout, one a failure, as the sweep writes them
    with open(out) as f:
        rows = list(csv.DictReader(f))
    t = [r for r in rows if r["set"] == "top95" and r["puzzle"] == "1"
         and r["encoding"] == "extended" and r["amo"] == "pairwise"
         and r["solver"] == "picosat"][0]
    t.update(status="timeout", decisions="", propagations="",
             cpu_seconds="", wall_seconds="")
    e = [r for r in rows if r["set"] == "top95" and r["puzzle"] == "2"
         and r["encoding"] == "optimized" and r["amo"] == "sequential"
         and r["solver"] == "picosat"][0]
    e.update(status="error", message="a message", decisions="",
             propagations="", cpu_seconds="", wall_seconds="")
    with open(out, "w") as f:
        w = csv.DictWriter(f, sw.COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    return out


def is_png(path):
    with open(path, "rb") as f:
        return f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_plots_and_markdown(sweep_csv, tmp_path):
    out = tmp_path / "rep"
    r = run("sudosat.report", "-o", out, sweep_csv)
    assert r.returncode == 0, r.stderr
    want = ["cactus.png", "time.png", "time-amo.png", "size.png", "up.png",
            "scaling.png"]
    if shutil.which("minisat"):
        want.append("solvers.png")
    for name in want:
        assert is_png(out / name), name
        assert os.path.getsize(out / name) > 5000, name
    md = (out / "report.md").read_text()
    for name in want:
        assert "](%s)" % name in md
    assert "## 4x4" in md and "## 9x9" in md
    for e in ("extended", "optimized"):
        for a in ("pairwise", "sequential"):
            assert md.count("| %s | %s | " % (e, a)) >= 2, (e, a)
    # the 9x9 row of extended/pairwise: 2 runs, one timeout; its median
    # is unknown (-), as a run did not finish
    sec9 = md.split("## 9x9")[1].split("##")[0]
    row = [ln for ln in sec9.splitlines()
           if ln.startswith("| extended | pairwise |")][0]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[2] == "2" and cells[-1] == "1" and cells[-3] == "-"
    row = [ln for ln in sec9.splitlines()
           if ln.startswith("| optimized | sequential |")][0]
    assert row.rstrip().endswith("0 (1 failed) |")
    assert "## Failed runs" in md and "a message" in md


def test_numbers_are_the_csvs(sweep_csv, tmp_path):
    """The table's mean clauses are the CSV's mean, computed apart."""
    r = run("sudosat.report", "--no-plots", "-o", tmp_path, sweep_csv)
    assert r.returncode == 0, r.stderr
    with open(sweep_csv) as f:
        rows = [r for r in csv.DictReader(f) if r["solver"] == "picosat"
                and r["side"] == "9" and r["encoding"] == "optimized"
                and r["amo"] == "pairwise"]
    mean = sum(int(r["clauses"]) for r in rows) / len(rows)
    md = (tmp_path / "report.md").read_text()
    assert not list(tmp_path.glob("*.png"))
    sec9 = md.split("## 9x9")[1]
    row = [ln for ln in sec9.splitlines()
           if ln.startswith("| optimized | pairwise |")][0]
    assert "| {:,.0f} |".format(mean) in row


def test_sum_encodings_are_two_configurations(tmp_path):
    """A sweep over both sum encodings of a killer puzzle is reported as
    two configurations, each with its own clauses, in the encodings
    table and in the solvers table."""
    killer = os.path.join(os.path.dirname(PYTHON_DIR), "examples",
                          "killer.json")
    out = tmp_path / "sweep.csv"
    solvers = "picosat,minisat" if shutil.which("minisat") else "picosat"
    r = run("sudosat.sweep", "-q", "-o", out, "-e", "extended", "-a",
            "pairwise", "-S", "combos,running", "-s", solvers, killer)
    assert r.returncode == 0, r.stderr
    with open(out) as f:
        clauses = {r["sum_encoding"]: r["clauses"] for r in csv.DictReader(f)}
    assert clauses["combos"] != clauses["running"]
    r = run("sudosat.report", "--no-plots", "-o", tmp_path, out)
    assert r.returncode == 0, r.stderr
    md = (tmp_path / "report.md").read_text()
    assert "| encoding | amo | sum_encoding | runs |" in md
    for s in ("combos", "running"):
        row = [ln for ln in md.splitlines()
               if ln.startswith("| extended | pairwise | %s | 1 |" % s)]
        assert len(row) == 1, (s, md)
        assert "| {:,} |".format(int(clauses[s])) in row[0]
        if "," in solvers:
            assert md.count("| extended | pairwise | %s | " % s) == 2


def test_bad_input(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n")
    r = run("sudosat.report", "-o", tmp_path, bad)
    assert r.returncode == 2 and "not a sudosat-sweep CSV" in r.stderr
    r = run("sudosat.report", "-o", tmp_path, tmp_path / "absent.csv")
    assert r.returncode == 2


def test_readme_figures_come_from_the_report():
    """Each image README and doc/*.md show is a plot sudosat-report makes
    (doc/img/sweep-NAME.png is NAME.png), and is there."""
    import glob
    import re
    from sudosat import report
    top = os.path.dirname(PYTHON_DIR)
    shown = []
    for doc in [os.path.join(top, "README")] + sorted(
            glob.glob(os.path.join(top, "doc", "*.md"))):
        text = open(doc).read()
        for path in re.findall(r"!\[[^]]*\]\(([^)]+\.png)\)", text):
            full = os.path.normpath(os.path.join(os.path.dirname(doc), path))
            shown.append(os.path.relpath(full, top))
    assert shown
    for path in shown:
        name = os.path.basename(path)
        assert name.startswith("sweep-"), path
        assert name[len("sweep-"):] in report.PLOTS, path
        assert is_png(os.path.join(top, path)), path


def test_readme_research_example(cli, tmp_path):
    """README's example runs as written, from a folder with nothing
    beside it (its puzzles are the set shipped with the module), and
    prints what the comments on its print() lines say, encodings/README's
    9x9 clause and variable counts for each preset listed there, and for
    each preset of its unit-propagation table the puzzles `sudosat
    propagate` completes."""
    import re
    top = os.path.dirname(PYTHON_DIR)
    readme = open(os.path.join(top, "README")).read()
    start = readme.index("```python\nimport sudosat\nblank")
    code = readme[start + len("```python\n"):]
    code = code[:code.index("```")]
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR,
               SUDOSAT_LIBRARY=sudosat.library_path)
    env.pop("SUDOSAT_DATA", None)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True,
                       text=True, env=env, timeout=300, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    # each comment on a print() line, less a closing "...", is a line
    # the example prints
    said = [re.sub(r" *\.\.\.$", "", ln.rsplit("# ", 1)[1])
            for ln in code.splitlines() if "print(" in ln and "# " in ln]
    assert len(said) >= 2
    for line in said:
        assert line in r.stdout.splitlines(), (line, r.stdout)
    printed = {}
    for ln in r.stdout.splitlines():
        w = ln.split()
        printed.setdefault(w[0], []).append(w[1:])
    table = open(os.path.join(top, "encodings", "README")).read()
    # the table of presets with their 9x9 counts, up to its blank line
    table = table[table.index("| preset | rules | clauses |"):]
    table = table[:table.index("\n\n")]
    rows = re.findall(r"^\| `([a-z-]+)` \|.*\| ([\d,]+) \| ([\d,]+) \| "
                      r"[^|]* \|$", table, re.M)
    rows = [r for r in rows if r[0] in sudosat.encodings()]
    assert len(rows) >= 8
    for name, clauses, variables in rows:
        assert printed[name][0] == [clauses.replace(",", ""),
                                    variables.replace(",", "")], name
    assert printed["augmented"][1] == ["10", "of", "95"]
    top95 = sudosat.data_path("sudoku9/top95.txt")
    shown = [e for e in printed if len(printed[e]) == 2]
    assert len(shown) == 5
    for e in shown:
        out = cli("propagate", "-e", e, top95).stdout
        done = len(re.findall(r"^[1-9]{81}$", out, re.M))
        assert printed[e][1] == [str(done), "of", "95"], e


SWEEP_HEAD = ",".join(sw.COLUMNS) + "\n"


@pytest.mark.parametrize("name,data,said", [
    ("binary.csv", b"\x7fELF\x02\x01\x01\x00\x00\x00" * 40,
     "a binary file, not a sudosat-sweep CSV"),
    ("empty.csv", b"", "the file is empty"),
    ("blank.csv", b"\n\n", "the file is empty"),
    ("columns.csv", b"a,b\n1,2\n", ":1: not a sudosat-sweep CSV: the header "
     "lacks 27 of the sweep's columns (set, file, puzzle, line, side, "
     "givens and 21 more) and has 2 it does not know (a, b)"),
    ("latin1.csv", SWEEP_HEAD.encode() + "caf\xe9,".encode("latin-1"),
     ":2:4: byte 0xe9 is not UTF-8 text"),
    ("fields.csv", (SWEEP_HEAD + "top95,x.txt,1\n").encode(),
     ":2: 3 fields where the header names 29 columns"),
    ("number.csv", (SWEEP_HEAD + "top95,x.txt,1,1,nine" + "," * 24
                    + "\n").encode(),
     ":2: the side column holds 'nine', not an integer"),
    ("header.csv", SWEEP_HEAD.encode(), "no runs in"),
])
def test_bad_files_are_told_in_words(tmp_path, name, data, said):
    """A file that is no sweep CSV is named, with the line where it
    shows, and what is wrong said in words: no codec's, csv's or
    pandas's message, no traceback."""
    assert len(sw.COLUMNS) == 29
    path = tmp_path / name
    path.write_bytes(data)
    r = run("sudosat.report", "-q", "-o", tmp_path / "out", path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("sudosat-report: %s" % path) or \
        r.stderr.startswith("sudosat-report: no runs in %s" % path), r.stderr
    assert said in r.stderr, r.stderr
    for word in ("codec", "Traceback", "pandas", "Errno", "position"):
        assert word not in r.stderr, r.stderr
    assert len(r.stderr.splitlines()) == 1, r.stderr
    assert not (tmp_path / "out" / "report.md").exists()


def _figures(monkeypatch, df, out):
    """The figures report.plots draws, kept open (drawn and saved)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from sudosat import report
    plt.close("all")        # those an earlier call kept
    kept = []
    monkeypatch.setattr(plt, "close", lambda fig=None: kept.append(fig)
                        if isinstance(fig, plt.Figure) else None)
    made = report.plots(df, str(out), progress=False)
    assert len(kept) == len(made)
    return dict(zip(made, kept))


def _overlap(a, b):
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def test_plots_tell_series_apart_and_keep_labels_whole(sweep_csv, tmp_path,
                                                       monkeypatch):
    """In every plot each series has its own colour and its own marker
    (bars: hatch); no tick label runs into its neighbour, no key or
    title lies on a panel or a panel's labels, and nothing touches the
    image's edge (where it would be cut)."""
    import matplotlib.image
    from sudosat import report
    df = report.load([str(sweep_csv)])
    # many series: the solver and encoding pairs of a wider sweep
    wide = df.assign(encoding=df["encoding"] + "-" + df["puzzle"].astype(str)
                     + "-" + df["set"] + "-" + df["amo"])
    assert wide["encoding"].nunique() > 10
    for frame, sub in ((df, "few"), (wide, "many")):
        out = tmp_path / sub
        out.mkdir()
        for name, fig in _figures(monkeypatch, frame, out).items():
            fig.canvas.draw()
            r = fig.canvas.get_renderer()
            for ax in fig.axes:
                lines = [ln for ln in ax.get_lines()
                         if not ln.get_label().startswith("_")]
                styles = [(str(ln.get_color()), ln.get_marker())
                          for ln in lines]
                assert len(set(s[0] for s in styles)) == len(styles), name
                if len(styles) <= len(report.MARKERS):
                    assert len(set(s[1] for s in styles)) == len(styles), \
                        name
                bars = {}
                for c in ax.containers:
                    p = c.patches[0]
                    bars[c.get_label()] = (tuple(p.get_facecolor()),
                                           p.get_hatch())
                assert len(set(v[0] for v in bars.values())) == len(bars)
                assert len(set(v[1] for v in bars.values())) == len(bars)
                ticks = [t.get_window_extent(r) for t in
                         ax.get_xticklabels() + ax.get_yticklabels()
                         if t.get_text() and t.get_visible()]
                for i, a in enumerate(ticks):
                    assert not any(_overlap(a, b) for b in ticks[i + 1:]), \
                        (name, [t.get_text() for t in ax.get_xticklabels()])
            panels = [ax.get_tightbbox(r) for ax in fig.axes]
            boxes = [ax.get_window_extent(r) for ax in fig.axes]
            for ax in fig.axes:
                key = ax.get_legend()
                if key is not None:
                    k = key.get_window_extent(r)
                    assert not any(_overlap(k, b) for b in boxes), name
            head = fig._suptitle.get_window_extent(r)
            assert not any(_overlap(head, p) for p in panels), name
            png = matplotlib.image.imread(str(out / name))
            edge = [png[:3], png[-3:], png[:, :3], png[:, -3:]]
            assert all((e[..., :3] > 0.99).all() for e in edge), name


def test_nothing_to_plot_is_said(sweep_csv, tmp_path, monkeypatch):
    """A grid side whose runs all timed out gets a note in place of
    lines; a configuration with no clauses one in place of bars."""
    from sudosat import report
    df = report.load([str(sweep_csv)])
    four = df["side"] == 4
    df.loc[four, "status"] = "timeout"
    df.loc[df["encoding"] == "optimized", ["clauses", "variables"]] = 0
    figs = _figures(monkeypatch, df, tmp_path)

    def notes(name):
        return [t.get_text() for ax in figs[name].axes for t in ax.texts]
    for name in ("cactus.png", "time.png", "time-amo.png"):
        said = notes(name)
        assert len([t for t in said if t.startswith("nothing to plot")]) \
            == 1, (name, said)
    assert "0 for every scheme" in notes("size.png")


def test_cactus_of_one_run_a_series_counts_whole_runs(sweep_csv, tmp_path,
                                                      monkeypatch):
    """With one finished run in every series the cactus plot's runs axis
    still counts whole runs (matplotlib's own ticks would be 0.945 to
    1.065, running into each other)."""
    from sudosat import report
    df = report.load([str(sweep_csv)])
    one = df.groupby(["side", "encoding"], group_keys=False).head(1)
    fig = _figures(monkeypatch, one, tmp_path)["cactus.png"]
    fig.canvas.draw()
    for ax in fig.axes:
        labels = [t.get_text() for t in ax.get_xticklabels() if t.get_text()]
        assert labels and all(t.lstrip("−-").isdigit() for t in labels), \
            labels
