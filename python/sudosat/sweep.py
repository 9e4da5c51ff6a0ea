"""sudosat.sweep: run puzzles under every chosen configuration (encoding
preset x at-most-one scheme x presolve level x sum encoding x order
encoding x global rules x solver) and write a tidy CSV, one row per
puzzle and configuration.  Installed as
the sudosat-sweep command; `sudosat-sweep --help` explains the options
and COLUMNS below the CSV.

PicoSAT runs in-process through the sudosat module; external solvers
(cadical, minisat, cryptominisat5, kissat) get the module's DIMACS text
and their models are decoded and checked by the library.  Runs go to
local processes (-j N) or to a Dask cluster (--scheduler HOST:PORT);
each run is a function of its job alone (the puzzle's text travels with
it), so a worker needs the sudosat module and the solvers, not the data.
"""
import argparse
import csv
import functools
import io
import itertools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

import sudosat

# The CSV's columns, in order.  Numeric columns hold numbers only, empty
# when not measured; status says why.
COLUMNS = [
    "set", "file", "puzzle", "line", "side", "givens",
    "encoding", "amo", "presolve", "sum_encoding", "order_encoding",
    "rules", "solver", "solver_version",
    "time_limit", "status",
    "variables", "clauses", "literals",
    "up_fixed", "up_fraction", "up_solved", "up_conflict",
    "decisions", "propagations", "conflicts",
    "cpu_seconds", "wall_seconds", "message",
]
# What names a row: a rerun skips the jobs whose key is in the CSV.
KEY = ["set", "puzzle", "encoding", "amo", "presolve", "sum_encoding",
       "order_encoding", "rules", "solver"]
# A CSV with the columns but these two holds runs under the library's
# default sum and order encodings: it is read as such and rewritten with
# every column before rows are added.
DEFAULTED_COLUMNS = ["sum_encoding", "order_encoding"]
SHORT_COLUMNS = [c for c in COLUMNS if c not in DEFAULTED_COLUMNS]
INT_COLUMNS = ["puzzle", "line", "side", "givens", "variables", "clauses",
               "literals", "up_fixed", "up_solved", "up_conflict",
               "decisions", "propagations", "conflicts"]
FLOAT_COLUMNS = ["time_limit", "up_fraction", "cpu_seconds", "wall_seconds"]
# Columns that change from run to run of the same job.
TIMING_COLUMNS = ["cpu_seconds", "wall_seconds"]
STATUSES = ("solved", "unsat", "timeout", "rejected", "error")

COLUMN_HELP = """\
CSV columns (one row per puzzle x configuration):
  set, file, puzzle, line   the set's name, its file as given, the
                            puzzle's 1-based position and first line
  side, givens              n of the n x n grid, the filled cells
  encoding, amo, presolve,  the configuration (presolve: the level used,
  sum_encoding,             the preset's own unless chosen; sum_encoding
  order_encoding,           and order_encoding: those of killer cages and
  rules, solver             thermometers, named also for puzzles without
                            them; rules: none or names joined by +;
                            solver: picosat or an external solver's
                            command)
  solver_version            PicoSAT's version, or what the solver prints
  time_limit                seconds allowed to the solver
  status                    solved (a grid checked against every rule and
                            given), unsat, timeout, rejected (an external
                            model the library refused), error (message)
  variables, clauses,       the CNF's size
  literals
  up_fixed, up_fraction,    unit propagation alone over the same CNF:
  up_solved, up_conflict    cells fixed (givens included), their share
                            of the n*n cells, 1 when that is all of them,
                            1 when propagation met a conflict
  decisions, propagations,  the solver's counts where it reports them
  conflicts                 (PicoSAT: decisions and propagations)
  cpu_seconds, wall_seconds the solver's CPU (thread or child process
                            user + system) and wall-clock time; PicoSAT's
                            include encoding; empty for timeout and error
  message                   why a run failed or was rejected
"""

EXTERNAL = ("cadical", "minisat", "cryptominisat5", "kissat")


# --------------------------------------------------------------------
# Puzzles and jobs

def _parse_list(text, count):
    """The 1-based positions a LIST such as 1-5,17 names."""
    out = []
    for part in text.split(","):
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part.strip())
        if not m:
            raise ValueError("bad puzzle list %r (want e.g. 1-5,17)" % text)
        lo = int(m.group(1))
        hi = int(m.group(2) or lo)
        if lo < 1 or hi > count or lo > hi:
            raise ValueError("no puzzles %s (the file holds %d)"
                             % (part, count))
        out.extend(range(lo, hi + 1))
    return sorted(set(out))


def _sample(count, n):
    """n positions spread evenly over 1..count (all when n >= count)."""
    if n >= count:
        return list(range(1, count + 1))
    return sorted({int((i + 0.5) * count / n) + 1 for i in range(n)})


def load_set(spec, sample=None, names=None):
    """(name, puzzles) of a SET given as FILE or FILE:LIST: puzzles a list
    of dicts (file, puzzle, line, format, box, text), each text holding
    exactly that puzzle.  sample takes that many spread evenly when no
    LIST is given; names, a set of names taken, makes the name unique."""
    path, want = spec, None
    if not os.path.isfile(path) and ":" in spec:
        path, want = spec.rsplit(":", 1)
    if not os.path.isfile(path):
        raise ValueError("no such puzzle file: %s" % path)
    with open(path, "rb") as f:
        data = f.read()
    found = []
    for p in sudosat.parse(data, name=path):
        found.append((p.index, p.line, p.format, p.box))
        p.close()
    if not found:
        raise ValueError("no puzzle in %s" % path)
    count = len(found)
    if want is not None:
        picked = _parse_list(want, count)
    elif sample:
        picked = _sample(count, sample)
    else:
        picked = list(range(1, count + 1))
    lines = data.decode("utf-8", "replace").splitlines(keepends=True)
    starts = [line for _, line, _, _ in found] + [len(lines) + 1]
    out = []
    for i in picked:
        index, line, fmt, box = found[i - 1]
        text = "".join(lines[line - 1:starts[i] - 1])
        if fmt == "sudominoku" and text.split()[-1:] != ["0"]:
            text += "\n0\n"      # the input's terminating line
        out.append({"file": path, "puzzle": index, "line": line,
                    "format": fmt, "box": "%dx%d" % box, "text": text})
    name = re.sub(r"[^A-Za-z0-9._-]", "_",
                  os.path.splitext(os.path.basename(path))[0])
    if names is not None:
        base, k = name, 1
        while name in names:
            k += 1
            name = "%s-%d" % (base, k)
        names.add(name)
    return name, out


def default_sets(data):
    """The default sample: 4 puzzles from each file of sudoku9/, from
    gecode_16x16 and 25x25_1, and puzzle 3 of gecode_25x25."""
    out = []
    d9 = os.path.join(data, "sudoku9")
    if os.path.isdir(d9):
        out += [os.path.join(d9, f) for f in sorted(os.listdir(d9))
                if f.endswith(".txt")]
    for f in ("gecode_16x16.txt", "25x25_1.txt"):
        p = os.path.join(data, "sudokuN", f)
        if os.path.isfile(p):
            out.append(p)
    p = os.path.join(data, "sudokuN", "gecode_25x25.txt")
    if os.path.isfile(p):
        out.append(p + ":3")
    return out


def _rules_name(rules):
    names = [r for r in re.split(r"[,+]", rules or "") if r and r != "none"]
    return "+".join(names) if names else "none"


def make_jobs(sets, encodings, amos, presolves, rules, solvers, time_limit,
              sums=None, orders=None):
    """Every job: a dict of a puzzle's fields, set and the configuration.
    presolve "default" is the preset's own level; sums and orders default
    to the library's default sum and order encodings."""
    sums = sums or [sudosat.default_sum_encoding()]
    orders = orders or [sudosat.default_order_encoding()]
    jobs = []
    seen = set()
    for name, puzzles in sets:
        for pz, enc, amo, pre, sum_enc, order_enc, rl, solver in \
                itertools.product(puzzles, encodings, amos, presolves, sums,
                                  orders, rules, solvers):
            level = sudosat.encoding_presolve(enc) \
                if pre == "default" else pre
            job = dict(pz, set=name, encoding=enc, amo=amo, presolve=level,
                       sum_encoding=sum_enc, order_encoding=order_enc,
                       rules=_rules_name(rl), solver=solver,
                       time_limit=time_limit)
            k = key_of(job)
            if k not in seen:
                seen.add(k)
                jobs.append(job)
    return jobs


def key_of(row):
    return tuple(str(row[k]) for k in KEY)


# --------------------------------------------------------------------
# One run

@functools.lru_cache(maxsize=None)
def solver_version(solver):
    """The version a solver reports ("" when it says none)."""
    if solver == "picosat":
        try:
            import ctypes
            pico = ctypes.CDLL("libpicosat.so.1")
            pico.picosat_version.restype = ctypes.c_char_p
            return pico.picosat_version().decode()
        except (OSError, AttributeError):
            return ""
    path = shutil.which(solver)
    if not path:
        return ""
    try:
        out = subprocess.run([path, "--version"], capture_output=True,
                             text=True, timeout=10, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    m = re.search(r"\d+\.\d+(?:\.\d+)?|sc\d{4}", out.stdout + out.stderr)
    if m and out.returncode == 0:
        return m.group(0)
    return _dpkg_version(path)


def _dpkg_version(path):
    """The Debian package version of the package owning path, or ""."""
    try:
        owner = subprocess.run(["dpkg-query", "-S", os.path.realpath(path)],
                               capture_output=True, text=True, timeout=10)
        pkg = owner.stdout.split(":")[0].strip()
        if owner.returncode or not pkg:
            return ""
        ver = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg],
                             capture_output=True, text=True, timeout=10)
        return ver.stdout.strip() if ver.returncode == 0 else ""
    except (OSError, subprocess.TimeoutExpired):
        return ""


def _count_given(grid):
    return sum(1 for row in grid for v in row if v)


def run_job(job):
    """The CSV row (a dict of COLUMNS) of one job.  Never raises for a
    failed run: its row says error and why."""
    row = {c: "" for c in COLUMNS}
    for c in ("set", "file", "puzzle", "line", "encoding", "amo",
              "presolve", "sum_encoding", "order_encoding", "rules",
              "solver", "time_limit"):
        row[c] = job[c]
    row["solver_version"] = solver_version(job["solver"])
    # every route (propagation, PicoSAT, the DIMACS text of external
    # solvers) builds its CNF from these same options
    opts = {"encoding": job["encoding"], "amo": job["amo"],
            "presolve": job["presolve"],
            "sum_encoding": job["sum_encoding"],
            "order_encoding": job["order_encoding"]}
    p = None
    try:
        p = sudosat.parse(job["text"], format=job["format"], box=job["box"],
                          name=job["file"])[0]
        n = p.side
        row["side"] = n
        row["givens"] = _count_given(p.givens)
        if job["rules"] != "none":
            p.add_rules(job["rules"].replace("+", ","))
        st = {}
        # propagate builds the same CNF as solve and dimacs: its sizes
        # are every solver's, and known even when the solver times out
        fixed = sudosat.propagate(p, stats=st, **opts)
        _sizes(row, st)
        if fixed is None:
            row.update(up_conflict=1, up_solved=0)
        else:
            k = _count_given(fixed)
            row.update(up_fixed=k, up_fraction="%.6g" % (k / (n * n)),
                       up_solved=int(k == n * n), up_conflict=0)
        if job["solver"] == "picosat":
            _run_picosat(p, job, opts, row)
        else:
            _run_external(p, job, opts, row)
    except sudosat.SudosatError as e:
        row.update(status="error", message=str(e))
    except (OSError, ValueError) as e:
        row.update(status="error", message="%s: %s" % (type(e).__name__, e))
    finally:
        if p is not None:
            p.close()
    return row


def _sizes(row, st):
    for c in ("variables", "clauses", "literals"):
        row[c] = st[c]


def _seconds(x):
    return "%.6f" % x


def _run_picosat(p, job, opts, row):
    st = {}
    cpu, wall = time.thread_time(), time.perf_counter()
    try:
        found, _ = sudosat.search(p, 1, time_limit=job["time_limit"],
                                  stats=st, **opts)
    except sudosat.SudosatTimeout:
        row["status"] = "timeout"
        return
    cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
    row.update(status="solved" if found else "unsat",
               decisions=st["decisions"], propagations=st["propagations"],
               cpu_seconds=_seconds(cpu), wall_seconds=_seconds(wall))


def _run_timed(argv, limit, stdout):
    """(exit status or None on timeout, CPU seconds, wall seconds) of a
    child process killed after limit seconds; CPU is its own user +
    system time, read from wait4 so other runs do not count."""
    wall = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=stdout,
                            stderr=subprocess.STDOUT)
    killed = threading.Event()

    def kill():
        killed.set()
        proc.kill()
    timer = threading.Timer(limit, kill)
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - wall
    proc.returncode = os.waitstatus_to_exitcode(status)
    if killed.is_set():
        return None, None, None
    return proc.returncode, usage.ru_utime + usage.ru_stime, wall


_STAT = re.compile(r"^c?\s*(decisions|conflicts|propagations)\s*:\s*(\d+)",
                   re.M)


def _run_external(p, job, opts, row):
    solver = job["solver"]
    path = shutil.which(solver)
    if not path:
        row.update(status="error", message="%s is not installed here"
                   % solver)
        return
    st = {}
    text = sudosat.dimacs(p, stats=st, **opts)
    _sizes(row, st)     # of the CNF this solver is given
    head, _, body = text.partition("\np cnf ")
    vmap = sudosat.VarMap._from_comments(head.splitlines(),
                                         int(body.split()[0]))
    with tempfile.TemporaryDirectory(prefix="sudosat-sweep.") as tmp:
        cnf = os.path.join(tmp, "puzzle.cnf")
        model_file = os.path.join(tmp, "model")
        with open(cnf, "w") as f:
            f.write(text)
        argv = [path, cnf]
        if solver == "minisat":
            argv.append(model_file)
        with open(os.path.join(tmp, "out"), "w+") as out:
            rc, cpu, wall = _run_timed(argv, job["time_limit"], out)
            out.seek(0)
            log = out.read()
        if rc is None:
            row["status"] = "timeout"
            return
        for name, value in _STAT.findall(log):
            if name in ("decisions", "conflicts", "propagations"):
                row[name] = int(value)
        if solver == "cadical" and "[ statistics ]" in log:
            # CaDiCaL's statistics leave out the counters that stayed 0
            for name in ("decisions", "conflicts", "propagations"):
                if row[name] == "":
                    row[name] = 0
        if rc == 20:
            row.update(status="unsat", cpu_seconds=_seconds(cpu),
                       wall_seconds=_seconds(wall))
            return
        if rc != 10:
            row.update(status="error", message="%s exited with status %d"
                       % (solver, rc))
            return
        if solver == "minisat":
            with open(model_file) as f:
                words = f.read().split()[1:]
        else:
            words = [w for ln in log.splitlines() if ln.startswith("v ")
                     for w in ln.split()[1:]]
    row.update(cpu_seconds=_seconds(cpu), wall_seconds=_seconds(wall))
    try:
        grid = vmap.decode(int(w) for w in words)
        p.check_solution(grid)
    except (ValueError, sudosat.SudosatError) as e:
        row.update(status="rejected", message="%s's model: %s"
                   % (solver, e))
        return
    row["status"] = "solved"


# --------------------------------------------------------------------
# The CSV

def _line(row):
    buf = io.StringIO()
    csv.DictWriter(buf, COLUMNS, lineterminator="\n").writerow(row)
    return buf.getvalue()


def read_rows(path):
    """The rows of a sweep CSV (dicts of strings); [] when absent.  A last
    line cut short by an interrupted run is dropped from the file."""
    if not os.path.exists(path):
        return []
    with open(path, "rb+") as f:
        data = f.read()
        if data and not data.endswith(b"\n"):
            cut = data.rfind(b"\n") + 1
            f.truncate(cut)
            data = data[:cut]
    if not data:
        return []
    reader = csv.DictReader(io.StringIO(data.decode()))
    if reader.fieldnames == COLUMNS:
        return list(reader)
    if reader.fieldnames == SHORT_COLUMNS:
        return [dict(r, **column_defaults()) for r in reader]
    raise ValueError("%s is not a sudosat-sweep CSV (its header is not "
                     "%s)" % (path, ",".join(COLUMNS)))


def column_defaults():
    """The values of DEFAULTED_COLUMNS for a CSV without them."""
    return {"sum_encoding": sudosat.default_sum_encoding(),
            "order_encoding": sudosat.default_order_encoding()}


def _complete_header(path):
    """Whether the CSV at path is absent, empty or has every column."""
    if not os.path.exists(path):
        return True
    with open(path) as f:
        head = f.readline()
    return not head or next(csv.reader([head])) == COLUMNS


def sort_key(row):
    """KEY's fields in order, the puzzle's position as a number."""
    return tuple(int(row[k]) if k == "puzzle" else row[k] for k in KEY)


def normalize(path, keep=None):
    """Rewrite the CSV with its rows sorted by KEY (atomically), only
    those keep(row) is true of when keep is given."""
    rows = sorted(filter(keep, read_rows(path)), key=sort_key)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(",".join(COLUMNS) + "\n")
        for r in rows:
            f.write(_line(r))
    os.replace(tmp, path)


# --------------------------------------------------------------------
# Running the jobs

def _local(jobs, n):
    """Rows as they finish, from n local processes (in-process for 1)."""
    if n == 1:
        for job in jobs:
            yield run_job(job)
        return
    import concurrent.futures as cf
    import multiprocessing
    with cf.ProcessPoolExecutor(
            n, mp_context=multiprocessing.get_context("fork")) as pool:
        futures = [pool.submit(run_job, job) for job in jobs]
        try:
            for fut in cf.as_completed(futures):
                yield fut.result()
        except BaseException:
            for fut in futures:
                fut.cancel()
            raise


def _dask(jobs, address):
    """Rows as they finish, from the Dask cluster at address."""
    from distributed import Client, as_completed
    if "://" not in address:
        address = "tcp://" + address
    with Client(address, timeout=30) as client:
        # by reference to the module (which workers import), also when
        # this file runs as __main__
        from sudosat.sweep import run_job as job
        futures = client.map(job, jobs, pure=False)
        try:
            for fut in as_completed(futures):
                yield fut.result()
        finally:
            client.cancel(futures)


def sweep(jobs, out, procs=1, scheduler=None, progress=True, retry=False):
    """Run the jobs not yet in the CSV out, appending each row as it
    finishes, then sort the CSV.  retry: run again the jobs whose rows
    say error or rejected.  Returns (rows written, rows skipped)."""
    from tqdm import tqdm
    if retry and os.path.exists(out):
        normalize(out, lambda r: r["status"] not in ("error", "rejected"))
    elif not _complete_header(out):
        normalize(out)
    done = {key_of(r) for r in read_rows(out)}
    todo = [j for j in jobs if key_of(j) not in done]
    new = not os.path.exists(out) or os.path.getsize(out) == 0
    written = 0
    with open(out, "a") as f:
        if new:
            f.write(",".join(COLUMNS) + "\n")
            f.flush()
        rows = _dask(todo, scheduler) if scheduler else _local(todo, procs)
        bar = tqdm(total=len(todo), unit="run", file=sys.stderr,
                   disable=not progress, dynamic_ncols=True)
        try:
            for row in rows:
                f.write(_line(row))
                f.flush()
                written += 1
                bar.update()
                bar.set_postfix_str("%s %s %s" % (row["set"], row["encoding"],
                                                  row["status"]),
                                    refresh=False)
        finally:
            bar.close()
            rows.close()
    normalize(out)
    return written, len(jobs) - len(todo)


# --------------------------------------------------------------------
# The command

def _names(text, known, what):
    if text in (None, "all"):
        return list(known)
    out = [t for t in text.split(",") if t]
    for t in out:
        if t not in known:
            raise ValueError("unknown %s %r (known: %s)"
                             % (what, t, ", ".join(known)))
    return out


def _data_dir():
    """$SUDOSAT_DATA, else the sets shipped with the module."""
    return os.environ.get("SUDOSAT_DATA") or sudosat.data_path()


def parser():
    ap = argparse.ArgumentParser(
        prog="sudosat-sweep",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Solve puzzles under every chosen configuration "
        "(encoding x at-most-one scheme x presolve level x sum encoding x "
        "order encoding x rules x solver) "
        "and write one CSV row per puzzle and configuration.  A rerun "
        "with the same CSV skips the rows already in it.",
        epilog="SET is a puzzle file in any format sudosat reads, "
        "optionally FILE:LIST to pick puzzles by position (top95.txt:1-5,"
        "17).  Without SET: 4 puzzles from each file of $SUDOSAT_DATA/"
        "sudoku9/, gecode_16x16 and 25x25_1, and puzzle 3 of gecode_25x25 "
        "of $SUDOSAT_DATA/sudokuN ($SUDOSAT_DATA defaults to the sets "
        "shipped with the module, sudosat.data_path()).\n\n" + COLUMN_HELP +
        "\nExit status: 0 when every run gave a result (timeouts "
        "included), 1 when some run failed (status error or rejected), "
        "2 for a usage error, 130 when interrupted (the CSV keeps the "
        "rows done).")
    ap.add_argument("sets", nargs="*", metavar="SET")
    ap.add_argument("-o", "--out", default="sweep.csv", metavar="CSV",
                    help="the CSV to write or extend (default sweep.csv)")
    ap.add_argument("-e", "--encodings", metavar="LIST",
                    help="comma-separated presets (default: all)")
    ap.add_argument("-a", "--amo", metavar="LIST",
                    help="comma-separated at-most-one schemes "
                    "(default: all)")
    ap.add_argument("-p", "--presolve", metavar="LIST", default="default",
                    help="comma-separated presolve levels; default: each "
                    "preset's own")
    ap.add_argument("-S", "--sum-encodings", metavar="LIST",
                    help="comma-separated sum encodings of killer cage "
                    "totals (%s); default: %s, the library's"
                    % (", ".join(sudosat.sum_encodings()),
                       sudosat.default_sum_encoding()))
    ap.add_argument("-O", "--order-encodings", metavar="LIST",
                    help="comma-separated order encodings of thermometers "
                    "(%s); default: %s, the library's"
                    % (", ".join(sudosat.order_encodings()),
                       sudosat.default_order_encoding()))
    ap.add_argument("-r", "--rules", metavar="LIST", action="append",
                    help="global rules, comma- or +-separated (x,windoku); "
                    "repeat for several configurations; default: none")
    ap.add_argument("-s", "--solvers", metavar="LIST", default="picosat",
                    help="picosat and external solvers (%s); 'all' is "
                    "picosat and each external one installed; one not "
                    "installed is left out with a warning (default: "
                    "picosat)" % ", ".join(EXTERNAL))
    ap.add_argument("-t", "--timeout", type=float, default=5.0,
                    metavar="SEC", help="seconds per solver run "
                    "(default 5)")
    ap.add_argument("-n", "--sample", type=int, metavar="N",
                    help="N puzzles spread evenly from each SET given "
                    "without LIST (default: all; 4 for the default sets)")
    ap.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                    help="N local processes (default 1: the cleanest "
                    "timings)")
    ap.add_argument("--scheduler", metavar="HOST:PORT",
                    help="run on this Dask scheduler's workers instead "
                    "(they need the sudosat module and the solvers)")
    ap.add_argument("--retry", action="store_true",
                    help="run again the rows of the CSV that say error or "
                    "rejected (others are skipped)")
    ap.add_argument("-q", "--quiet", action="store_true",
                    help="no progress bar")
    return ap


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def main(argv=None):
    ap = parser()
    args = ap.parse_args(argv)
    try:
        if args.jobs < 1:
            raise ValueError("--jobs wants a positive integer")
        if not args.timeout > 0:
            raise ValueError("--timeout wants a positive number of seconds")
        if args.sample is not None and args.sample < 1:
            raise ValueError("--sample wants a positive integer")
        encs = _names(args.encodings, sudosat.encodings(), "encoding")
        amos = _names(args.amo, sudosat.amo_schemes(), "at-most-one scheme")
        pres = _names(args.presolve, ["default"] + sudosat.presolve_levels(),
                      "presolve level")
        sums = _names(args.sum_encodings or sudosat.default_sum_encoding(),
                      sudosat.sum_encodings(), "sum encoding")
        orders = _names(args.order_encodings or
                        sudosat.default_order_encoding(),
                        sudosat.order_encodings(), "order encoding")
        rules = args.rules or ["none"]
        for rl in rules:
            _names(_rules_name(rl).replace("+", ","), ["none"] +
                   sudosat.rules(), "rule")
        solvers = []
        for s in _names(args.solvers, ("picosat",) + EXTERNAL, "solver"):
            if s != "picosat" and not shutil.which(s) and not args.scheduler:
                if args.solvers != "all":
                    print("sudosat-sweep: %s is not installed: left out" % s,
                          file=sys.stderr)
                continue
            solvers.append(s)
        if not solvers:
            raise ValueError("no solver to run")
        specs, sample = args.sets, args.sample
        if not specs:
            data = _data_dir()
            specs = default_sets(data)
            if not specs:
                raise ValueError("no puzzle data in %s: set SUDOSAT_DATA or "
                                 "name a SET" % data)
            sample = sample or 4
        taken = set()
        sets = [load_set(s, sample, taken) for s in specs]
        jobs = make_jobs(sets, encs, amos, pres, rules, solvers,
                         args.timeout, sums, orders)
    except (ValueError, sudosat.SudosatError, OSError) as e:
        ap.exit(2, "sudosat-sweep: %s\n" % e)
    try:
        import tqdm  # noqa: F401
        if args.scheduler:
            import distributed  # noqa: F401
    except ImportError as e:
        ap.exit(2, "sudosat-sweep: needs the Python package %s (Debian: "
                "python3-%s)\n" % (e.name, e.name))
    start = time.perf_counter()
    # SIGTERM (a batch system's stop) ends the run as Ctrl-C does
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        written, skipped = sweep(jobs, args.out, args.jobs, args.scheduler,
                                 not args.quiet, args.retry)
    except KeyboardInterrupt:
        print("sudosat-sweep: interrupted; %s keeps the rows done (run "
              "again to go on)" % args.out, file=sys.stderr)
        return 130
    except (ValueError, OSError) as e:
        ap.exit(2, "sudosat-sweep: %s\n" % e)
    rows = read_rows(args.out)
    counts = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    print("sudosat-sweep: %d runs in %.1f s (%d already in the CSV); %s: %s"
          % (written, time.perf_counter() - start, skipped, args.out,
             ", ".join("%d %s" % (counts[s], s) for s in STATUSES
                       if s in counts)), file=sys.stderr)
    return 1 if counts.get("error") or counts.get("rejected") else 0


if __name__ == "__main__":
    sys.exit(main())
