"""The man pages of sudosat-sweep and sudosat-report (doc/COMMAND.1)
against their --help, taken as the truth, as tests/docs.sh holds
sudosat's: OPTIONS has an entry for every option of --help and none
besides; sudosat-sweep's CSV COLUMNS one for every column and none
besides; EXIT STATUS every status --help names; make install installs
each page; the pages format without groff warnings."""
import os
import re
import shutil
import subprocess
import sys

import pytest

import sudosat

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP = os.path.dirname(PYTHON_DIR)
COMMANDS = ["sudosat-sweep", "sudosat-report"]


def _help(command):
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR,
               SUDOSAT_LIBRARY=sudosat.library_path)
    r = subprocess.run([sys.executable, "-m",
                        "sudosat." + command.split("-", 1)[1], "--help"],
                       capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _page(command):
    with open(os.path.join(TOP, "doc", command + ".1")) as f:
        return f.read()


def _plain(roff):
    """roff text as words: escapes read, fonts and requests dropped."""
    out = re.sub(r"\\f[BIRP]", "", roff).replace("\\-", "-")
    out = out.replace("\\(mu", "x").replace("\\e", "\\")
    out = re.sub(r'^\.[A-Z]+ ?', "", out, flags=re.M)
    return out.replace('"', "")


def _section(page, title):
    """The lines of the man page's section title."""
    m = re.search(r"^\.SH \"?%s\"?\n(.*?)(?=^\.SH |\Z)" % re.escape(title),
                  page, re.M | re.S)
    assert m, "no section %s" % title
    return m.group(1)


def _entries(section):
    """The plain text of the line after each .TP: what an entry names."""
    lines = section.splitlines()
    return [_plain(lines[i + 1]) for i, ln in enumerate(lines[:-1])
            if ln.startswith(".TP")]


def _options(text):
    """Every option string (-x, --long) at the start of the lines."""
    out = set()
    for ln in text:
        for opt in re.findall(r"(?<![\w-])(--?[a-zA-Z][a-zA-Z-]*)", ln):
            out.add(opt)
    return out


def _help_options(help_text):
    # argparse's option lines: two spaces, then the option
    return _options(ln.split("  ")[1] if ln.startswith("  ") else ln
                    for ln in help_text.splitlines()
                    if re.match(r"^  -", ln))


@pytest.mark.parametrize("command", COMMANDS)
def test_options_are_the_help_s(command):
    want = _help_options(_help(command))
    assert {"-h", "--help", "-q", "--quiet", "-o", "--out"} <= want, want
    have = _options(_entries(_section(_page(command), "OPTIONS")))
    assert want - have == set(), "not in the man page"
    assert have - want == set(), "not in --help"


def test_sweep_columns_are_the_csv_s():
    from sudosat import sweep
    have = set()
    for entry in _entries(_section(_page("sudosat-sweep"), "CSV COLUMNS")):
        have.update(w for w in re.split(r"[,\s]+", entry) if w)
    assert have == set(sweep.COLUMNS)


@pytest.mark.parametrize("command", COMMANDS)
def test_exit_statuses(command):
    help_text = " ".join(_help(command).split())
    page = _page(command)
    statuses = set(_entries(_section(page, "EXIT STATUS")))
    assert "0" in statuses and "2" in statuses
    m = re.search(r"Exit status: (.*)", help_text)
    if m:
        named = set(re.findall(r"\b(\d+) (?:when|for)\b", m.group(1)))
        assert named and named == statuses


def test_make_install_installs_the_pages():
    """Makefile.am names each command's page among the man pages it
    installs with the commands."""
    with open(os.path.join(TOP, "Makefile.am")) as f:
        am = f.read().replace("\\\n", " ")
    values = {}
    for name, value in re.findall(r"^(\w+)\s*\+?=(.*)$", am, re.M):
        values[name] = values.get(name, "") + " " + value

    def expand(text):
        return re.sub(r"\$\((\w+)\)", lambda m: expand(values.get(
            m.group(1), "")), text)
    mans = expand(" ".join(v for k, v in values.items()
                           if k.endswith("man_MANS")))
    commands = expand(values["PYTHON_COMMANDS"])
    assert sorted(commands.split()) == sorted(COMMANDS)
    for c in COMMANDS:
        assert "doc/%s.1" % c in mans.split(), c


@pytest.mark.skipif(not shutil.which("groff"), reason="no groff")
@pytest.mark.parametrize("command", COMMANDS)
def test_pages_format_without_warnings(command):
    r = subprocess.run(["groff", "-man", "-ww", "-z",
                        os.path.join(TOP, "doc", command + ".1")],
                       capture_output=True, text=True)
    assert r.returncode == 0 and r.stderr == "", r.stderr
