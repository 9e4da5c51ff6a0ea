"""explain, rate and generate answer as the sudosat program does: the
same steps as explain -O json (technique, placements, eliminations,
why) and explain's lines, the same fields as rate -O json, the same
givens as generate --seed, each made puzzle with one solution, the one
returned; and their arguments are checked (TypeError, SudosatUsageError)
before the library sees them."""
import json
import os

import pytest

import sudosat
from conftest import TOP_SRCDIR, valid_grid

CASES = [("examples/classic.txt", False), ("tests/explain-6x6.txt", False),
         ("tests/explain-unique.txt", True)]


def _cell(rc):
    r, c = rc[1:].split("c")
    return int(r) - 1, int(c) - 1


def _moves(objs):
    return [_cell(o["cell"]) + (o["value"],) for o in objs]


@pytest.mark.parametrize("name,uniqueness", CASES)
def test_explain_gives_the_programs_steps(cli, name, uniqueness):
    path = os.path.join(TOP_SRCDIR, name)
    opt = ["--uniqueness"] if uniqueness else []
    run = cli("explain", "-O", "json", *opt, path)
    assert run.returncode == 0, run.stderr
    docs = [json.loads(line) for line in run.stdout.splitlines()]
    text = cli("explain", *opt, path).stdout.split("\n")
    puzzles = list(sudosat.read(path))
    assert len(docs) == len(puzzles) > 0
    for doc, p in zip(docs, puzzles):
        steps = sudosat.explain(p, uniqueness=uniqueness)
        assert len(steps) == len(doc["steps"]) > 0
        for s, d in zip(steps, doc["steps"]):
            assert s.number == d["step"]
            assert s.technique == d["technique"]
            assert s.placements == _moves(d["placements"])
            assert s.eliminations == _moves(d["eliminations"])
            assert s.why == d["why"]
            assert "%d. %s" % (s.number, s.text) == text.pop(0)
        text.pop(0)                     # the summary line
        if text and not text[0]:
            text.pop(0)                 # between puzzles


@pytest.mark.parametrize("name,uniqueness", CASES)
def test_rate_gives_the_programs_rating(cli, name, uniqueness):
    path = os.path.join(TOP_SRCDIR, name)
    opt = ["--uniqueness"] if uniqueness else []
    run = cli("rate", "-O", "json", *opt, path)
    assert run.returncode == 0, run.stderr
    docs = [json.loads(line) for line in run.stdout.splitlines()]
    for doc, p in zip(docs, sudosat.read(path)):
        r = sudosat.rate(p, uniqueness=uniqueness)
        assert (r.name, r.score, r.hardest, r.uses, r.steps, r.solved) == (
            doc["level"], doc["score"], doc["hardest"], doc["uses"],
            doc["steps"], doc["solved"])
        assert r.name == sudosat.difficulties()[r.level]
        if r.solved:
            assert r.se == doc["se"]


@pytest.mark.parametrize("kw,args", [
    ({"seed": 1}, ["--seed=1"]),
    ({"seed": 7, "symmetry": "rotate90"}, ["--seed=7",
                                          "--symmetry=rotate90"]),
    ({"seed": 42, "box": "2x3", "symmetry": "mirror"},
     ["--seed=42", "--box=2x3", "--symmetry=mirror"]),
    ({"seed": 5, "clues": 30}, ["--seed=5", "--clues=30"]),
    ({"seed": 3, "rules": ["killer", "x"]}, ["--seed=3", "--rules=killer,x",
                                            "-O", "line"]),
    ({"seed": 2, "difficulty": "intermediate"},
     ["--seed=2", "--difficulty=intermediate"]),
    ({"seed": 2 ** 64 - 1, "size": 16}, ["--seed=18446744073709551615",
                                         "--size=16"]),
])
def test_generate_makes_what_the_program_makes(cli, kw, args):
    p, sol = sudosat.generate(**kw)
    run = cli("generate", *args)
    assert run.returncode == 0, run.stderr
    n = p.side
    line = run.stdout.strip()
    if n > 9:
        want = [int(x) for x in line.split()] if " " in line else [
            0 if ch == "." else int(ch, 36) for ch in line]
    else:
        want = [0 if ch == "." else int(ch) for ch in line]
    assert [v for row in p.givens for v in row] == want
    assert sudosat.count(p) == 1
    assert sudosat.solve(p) == sol
    assert valid_grid(sol, p.givens, p.box)
    assert p.is_solution(sol)
    if "difficulty" in kw:
        assert sudosat.rate(p).name == kw["difficulty"]


def test_generate_with_a_shape_keeps_its_rules():
    shape = sudosat.Puzzle.blank(3)
    shape.add_rules("anti-king")
    p, sol = sudosat.generate(shape=shape, seed=4)
    assert p.has_rule("anti-king") and p.is_solution(sol)
    assert sudosat.count(p) == 1
    assert all(v == 0 for row in shape.givens for v in row)


def test_explain_and_rate_refuse_puzzles_without_one_solution():
    blank = sudosat.Puzzle.blank(3)
    with pytest.raises(sudosat.SudosatUsageError, match="more than one"):
        sudosat.explain(blank)
    clash = sudosat.Puzzle.from_grid([[1, 2, 0, 0], [0, 0, 3, 0],
                                      [0, 3, 0, 0], [0, 0, 0, 0]])
    with pytest.raises(sudosat.SudosatUsageError, match="no solution"):
        sudosat.rate(clash)


@pytest.mark.parametrize("call,kw,exc", [
    ("explain", {"puzzle": "1234"}, TypeError),
    ("explain", {"uniqueness": "yes"}, TypeError),
    ("rate", {"time_limit": "1"}, TypeError),
    ("rate", {"solver": "no-such"}, sudosat.SudosatUsageError),
    ("rate", {"time_limit": -1}, sudosat.SudosatUsageError),
    ("generate", {"seed": -1}, sudosat.SudosatUsageError),
    ("generate", {"seed": 2 ** 64}, sudosat.SudosatUsageError),
    ("generate", {"seed": 1.5}, TypeError),
    ("generate", {"clues": 0}, sudosat.SudosatUsageError),
    ("generate", {"clues": 82}, sudosat.SudosatUsageError),
    ("generate", {"clues": 2 ** 40}, sudosat.SudosatUsageError),
    ("generate", {"clues": True}, TypeError),
    ("generate", {"size": 3}, sudosat.SudosatUsageError),
    ("generate", {"size": 2 ** 32 + 9}, sudosat.SudosatUsageError),
    ("generate", {"size": 8, "box": "3x3"}, sudosat.SudosatUsageError),
    ("generate", {"symmetry": "spiral"}, sudosat.SudosatUsageError),
    ("generate", {"symmetry": 1}, TypeError),
    ("generate", {"difficulty": "impossible"}, sudosat.SudosatUsageError),
    ("generate", {"rules": "no-such-rule"}, sudosat.SudosatUsageError),
    ("generate", {"rules": 5}, TypeError),
    ("generate", {"rules": "x\0y"}, sudosat.SudosatUsageError),
    ("generate", {"minimal": "no"}, TypeError),
    ("generate", {"shape": "9x9"}, TypeError),
    ("generate", {"symmetry": "rotate90", "clues": 30},
     sudosat.SudosatUsageError),
])
def test_arguments_are_checked(call, kw, exc):
    fn = getattr(sudosat, call)
    if call != "generate":
        kw.setdefault("puzzle", sudosat.Puzzle.from_string(
            open(os.path.join(TOP_SRCDIR, "examples/classic.txt")).read()))
        puzzle = kw.pop("puzzle")
        with pytest.raises(exc):
            fn(puzzle, **kw)
    else:
        with pytest.raises(exc):
            fn(seed=kw.pop("seed", 1), **kw)


def test_generate_shape_and_size_together_refused():
    with pytest.raises(sudosat.SudosatUsageError, match="not both"):
        sudosat.generate(shape=sudosat.Puzzle.blank(2), size=4, seed=1)


def test_time_limit_ends_the_path():
    p = sudosat.Puzzle.from_string(
        open(os.path.join(TOP_SRCDIR, "examples/classic.txt")).read())
    # a limit far below one step's time; the count before it may beat it
    with pytest.raises((sudosat.SudosatTimeout,)):
        for _ in range(50):
            sudosat.explain(p, time_limit=1e-9)
