"""`pip install ./python` into a virtual environment, without network,
gives a module that works from outside the source tree."""
import os
import shutil
import subprocess
import sys

import pytest

import sudosat

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_pip_install_into_a_venv(tmp_path):
    for mod in ("venv", "pip", "setuptools"):
        if subprocess.run([sys.executable, "-c", "import " + mod],
                          capture_output=True).returncode:
            pytest.skip("python3 has no %s module" % mod)
    # a copy, since the build writes beside the sources
    src = tmp_path / "src"
    shutil.copytree(PYTHON_DIR, src, ignore=shutil.ignore_patterns(
        "__pycache__", "build", "*.egg-info", ".pytest_cache"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages",
                    "--without-pip", str(venv)], check=True)
    py = str(venv / "bin" / "python")
    run = subprocess.run([py, "-m", "pip", "install", "--no-build-isolation",
                          "--no-index", "--no-deps", str(src)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    env = dict(os.environ, SUDOSAT_LIBRARY=sudosat.library_path)
    env.pop("PYTHONPATH", None)
    code = ("import sudosat, sys; "
            "p = sudosat.Puzzle.from_string(sys.stdin.read()); "
            "print(sudosat.__file__); print(sudosat.count(p, limit=100)); "
            "print(len(list(sudosat.read("
            "sudosat.data_path('sudoku9/top95.txt')))))")
    run = subprocess.run([py, "-c", code], input="1 2 0 0\n" + "0 0 0 0\n" * 3,
                         capture_output=True, text=True, env=env,
                         cwd=str(tmp_path))
    assert run.returncode == 0, run.stderr
    where, n, top95 = run.stdout.split()
    assert where.startswith(str(venv))
    # the shipped puzzle sets were installed with it
    assert int(top95) == 95
    p = sudosat.Puzzle.from_string("1 2 0 0\n" + "0 0 0 0\n" * 3)
    assert int(n) == sudosat.count(p, limit=100)
    # pip made the commands too: each answers --help, and the sweep runs
    for cmd in ("sudosat-sweep", "sudosat-report"):
        run = subprocess.run([str(venv / "bin" / cmd), "--help"],
                             capture_output=True, text=True, env=env,
                             cwd=str(tmp_path))
        assert run.returncode == 0 and "usage: " + cmd in run.stdout, \
            run.stderr
    pytest.importorskip("tqdm", reason="Debian: python3-tqdm")
    puzzle = tmp_path / "four.txt"
    puzzle.write_text("1 2 0 0\n" + "0 0 0 0\n" * 3)
    run = subprocess.run([str(venv / "bin" / "sudosat-sweep"), "-q", "-e",
                          "extended", "-a", "pairwise", "-o", "s.csv",
                          str(puzzle)], capture_output=True, text=True,
                         env=env, cwd=str(tmp_path))
    assert run.returncode == 0 and "1 solved" in run.stderr, run.stderr
    # without SUDOSAT_LIBRARY the installed copy, outside the tree, looks
    # for an installed library and says so when there is none
    env.pop("SUDOSAT_LIBRARY")
    run = subprocess.run([py, "-c", "import sudosat"], capture_output=True,
                         text=True, env=env, cwd=str(tmp_path))
    if run.returncode:
        assert "SUDOSAT_LIBRARY" in run.stderr
