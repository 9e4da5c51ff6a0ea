"""sudosat-sweep --scheduler: a local Dask scheduler and two workers on
the loopback address (random free ports) run the same sweep as one
machine, and the CSV is the same but for the timing columns.  Every
process started here is stopped, whatever happens."""
import csv
import json
import os
import signal
import subprocess
import sys
import time

import pytest

import sudosat
from sudosat import sweep as sw

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytest.importorskip("tqdm", reason="Debian: python3-tqdm")


def _env():
    return dict(os.environ, PYTHONPATH=PYTHON_DIR,
                SUDOSAT_LIBRARY=sudosat.library_path)


def _untimed(path):
    with open(path) as f:
        return [{k: v for k, v in r.items() if k not in sw.TIMING_COLUMNS}
                for r in csv.DictReader(f)]


@pytest.fixture
def cluster(tmp_path):
    """The scheduler's address (HOST:PORT) with two workers connected."""
    pytest.importorskip("distributed",
                        reason="Debian: python3-distributed")
    from distributed import Client
    procs = []
    logs = []

    def start(name, *args):
        log = open(tmp_path / (name + ".log"), "w")
        logs.append(log)
        # a process group of its own: the whole tree is stopped at the end
        procs.append(subprocess.Popen(
            [sys.executable, "-m", "distributed.cli." + name] + list(args),
            stdout=log, stderr=subprocess.STDOUT, env=_env(),
            cwd=str(tmp_path), start_new_session=True))

    info = tmp_path / "scheduler.json"
    try:
        start("dask_scheduler", "--host", "127.0.0.1", "--port", "0",
              "--dashboard-address", "127.0.0.1:0",
              "--scheduler-file", str(info))
        deadline = time.monotonic() + 60
        while not info.exists() or not info.stat().st_size:
            assert procs[0].poll() is None, \
                (tmp_path / "dask_scheduler.log").read_text()
            assert time.monotonic() < deadline, "no scheduler after 60 s"
            time.sleep(0.1)
        time.sleep(0.2)             # the file is written whole
        address = json.loads(info.read_text())["address"]
        for i in range(2):
            start("dask_worker", "--scheduler-file", str(info),
                  "--host", "127.0.0.1", "--nthreads", "1",
                  "--nworkers", "1", "--no-nanny",
                  "--dashboard-address", "127.0.0.1:0",
                  "--name", "w%d" % i)
        with Client(address, timeout=60) as c:
            c.wait_for_workers(2, timeout=90)
        yield address.split("://", 1)[-1]
    finally:
        for p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
        for log in logs:
            log.close()


def test_cluster_csv_equals_one_machine(cluster, data, tmp_path):
    sets = [data("sudoku9/top95.txt") + ":1-3", data("sudokuN/4x4_1.txt"),
            data("boj4574/sample.in")]
    config = ["-e", "extended,optimized", "-a", "pairwise,sequential"]
    one, many = tmp_path / "one.csv", tmp_path / "cluster.csv"
    for out, extra in ((one, []), (many, ["--scheduler", cluster])):
        r = subprocess.run([sys.executable, "-m", "sudosat.sweep", "-q",
                            "-o", str(out)] + config + extra + sets,
                           capture_output=True, text=True, env=_env(),
                           timeout=300)
        assert r.returncode == 0, r.stderr
    rows = _untimed(many)
    assert len(rows) == 6 * 4
    assert rows == _untimed(one)
    # and a rerun against the cluster has nothing left to do
    r = subprocess.run([sys.executable, "-m", "sudosat.sweep", "-q",
                        "-o", str(many), "--scheduler", cluster] + config
                       + sets, capture_output=True, text=True, env=_env(),
                       timeout=300)
    assert r.returncode == 0 and "0 runs" in r.stderr, r.stderr
