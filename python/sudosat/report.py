"""sudosat.report: turn sudosat-sweep CSVs into PNG plots (matplotlib,
Agg) and a Markdown report with tables.  Installed as the sudosat-report
command; `sudosat-report --help` lists what it writes.  Every number is
a mean, median, share or count of the CSV's own; nothing is measured
here.
"""
import argparse
import os
import sys

import sudosat.sweep as sw

PLOTS = {
    "cactus.png": "Cactus plot: puzzles solved within a time",
    "time.png": "Solve time per encoding",
    "time-amo.png": "Solve time per at-most-one scheme",
    "solvers.png": "Solve time per solver",
    "size.png": "CNF size per encoding and scheme",
    "up.png": "Unit propagation alone",
    "scaling.png": "Scaling with the grid side",
}


def load(paths):
    """One DataFrame of the rows of every CSV, columns typed: numbers as
    numbers (NaN when empty), the rest as strings.  A file that is no
    sudosat-sweep CSV raises ValueError naming it (and the line) and
    saying in words what it is instead."""
    import pandas as pd
    frames = []
    for path in paths:
        header, rows, lines = _read_csv(path)
        df = pd.DataFrame(rows, columns=header, dtype=str)
        if header == sw.SHORT_COLUMNS:
            df = df.assign(**sw.column_defaults())[sw.COLUMNS]
        for c in sw.INT_COLUMNS + sw.FLOAT_COLUMNS:
            num = pd.to_numeric(df[c].replace("", None), errors="coerce")
            bad = num.isna() & (df[c] != "")
            if c in sw.INT_COLUMNS:
                bad |= num.notna() & (num != num.round())
            if bad.any():
                i = int(bad.to_numpy().nonzero()[0][0])
                raise ValueError("%s:%d: the %s column holds %r, not %s"
                                 % (path, lines[i], c, df[c].iloc[i],
                                    "an integer" if c in sw.INT_COLUMNS
                                    else "a number"))
        frames.append(df)
    df = pd.concat(frames, ignore_index=True)
    for c in sw.INT_COLUMNS + sw.FLOAT_COLUMNS:
        df[c] = pd.to_numeric(df[c].replace("", None))
    return df


def _names_text(names, most=6):
    shown = ", ".join(names[:most])
    return shown + (" and %d more" % (len(names) - most)
                    if len(names) > most else "")


def _read_csv(path):
    """(header, rows, line of each row) of a sudosat-sweep CSV, checked
    before pandas sees it, so that a wrong file is told in words."""
    import csv
    import io
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise ValueError("%s: cannot be read: %s" % (path, e.strerror or e))
    if not data.strip():
        raise ValueError("%s: the file is empty; a sudosat-sweep CSV starts "
                         "with a header line naming its columns" % path)
    if b"\0" in data:
        raise ValueError("%s: a binary file, not a sudosat-sweep CSV (which "
                         "is text)" % path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        start = data.rfind(b"\n", 0, e.start) + 1
        raise ValueError("%s:%d:%d: byte 0x%02x is not UTF-8 text, which "
                         "a sudosat-sweep CSV is (a file saved in another "
                         "encoding?)" % (path, data.count(b"\n", 0, e.start)
                                         + 1, e.start - start + 1,
                                         data[e.start]))
    reader = csv.reader(io.StringIO(text, newline=""))
    rows, lines = [], []
    try:
        for row in reader:
            if row:
                rows.append(row)
                lines.append(reader.line_num)
    except csv.Error as e:
        raise ValueError("%s:%d: not a CSV line (%s)"
                         % (path, reader.line_num, e))
    header, rows, lines = rows[0], rows[1:], lines[1:]
    if header not in (sw.COLUMNS, sw.SHORT_COLUMNS):
        missing = [c for c in sw.SHORT_COLUMNS if c not in header]
        unknown = [c for c in header if c not in sw.COLUMNS]
        what = []
        if missing:
            what.append("lacks %d of the sweep's columns (%s)"
                        % (len(missing), _names_text(missing)))
        if unknown:
            what.append("has %d it does not know (%s)"
                        % (len(unknown), _names_text(unknown)))
        if not what:
            what.append("has its columns in another order or twice")
        raise ValueError("%s:1: not a sudosat-sweep CSV: the header %s"
                         % (path, " and ".join(what)))
    for row, line in zip(rows, lines):
        if len(row) != len(header):
            raise ValueError("%s:%d: %d fields where the header names %d "
                             "columns" % (path, line, len(row), len(header)))
    return header, rows, lines


def _time(df, clock):
    """Seconds of the runs that finished (solved or unsat), NaN for the
    others: they never count as finished."""
    col = "%s_seconds" % clock
    ok = df["status"].isin(["solved", "unsat"])
    return df[col].where(ok)


def _order(values):
    """Names in the order of the library's catalogues where known."""
    import sudosat
    known = (sudosat.encodings() + sudosat.amo_schemes()
             + sudosat.presolve_levels() + sudosat.sum_encodings()
             + sudosat.order_encodings() + ["picosat"] + list(sw.EXTERNAL))
    rank = {n: i for i, n in enumerate(known)}
    return sorted(set(values), key=lambda v: (rank.get(v, len(rank)), v))


def _sides(df):
    return sorted(int(s) for s in df["side"].dropna().unique())


# --------------------------------------------------------------------
# Plots

def _figure(rows, cols, w=11, h=3.6):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(rows, cols, figsize=(w, h * rows + 0.6),
                             squeeze=False)
    return fig, axes


def _save(fig, out, name, title):
    import matplotlib.pyplot as plt
    head = fig.suptitle(title)
    fig.tight_layout()
    # the keys stand beside the panels, out of the layout: the saved
    # area takes them in
    keys = [ax.get_legend() for ax in fig.axes if ax.get_legend()]
    fig.savefig(os.path.join(out, name), dpi=90, bbox_inches="tight",
                bbox_extra_artists=keys + [head], pad_inches=0.15)
    plt.close(fig)


MARKERS = ["o", "s", "^", "v", "D", "P", "X", "*", "h", "<", ">", "p",
           "d", "H", "8"]
HATCHES = ["", "//", "\\\\", "xx", "..", "oo", "++", "--", "||", "**",
           "O.", "x.", "/o", "\\\\|", "-."]


def _styles(names):
    """Each name's own colour (tab10, tab20, or evenly spaced hues past
    20 series), marker and hatch, so that no two series look alike."""
    import matplotlib
    k = len(names)
    if k <= 10:
        colours = [matplotlib.colormaps["tab10"](i) for i in range(k)]
    elif k <= 20:
        colours = [matplotlib.colormaps["tab20"](i) for i in range(k)]
    else:
        colours = [matplotlib.colormaps["turbo"](0.05 + 0.9 * i / (k - 1))
                   for i in range(k)]
    return {n: {"color": colours[i], "marker": MARKERS[i % len(MARKERS)],
                "hatch": HATCHES[i % len(HATCHES)]}
            for i, n in enumerate(names)}


def _legend(ax, entries):
    """The key beside the panel, in columns of at most 16 entries so
    that it keeps within the panel's height.  The layout leaves it out
    (a wide key would squeeze the panels); the saved image grows to
    take it in."""
    key = ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5),
                    fontsize=8, ncol=max(1, -(-entries // 16)))
    key.set_in_layout(False)


def _nothing(ax, *lines):
    """A panel with no line or bar to draw says so, in its middle."""
    ax.text(0.5, 0.5, "\n".join(lines), transform=ax.transAxes,
            ha="center", va="center", fontsize=10, color="0.3")


def _empty(ax):
    """A panel with nothing drawn: its note alone, no scale."""
    _nothing(ax, "nothing to plot:", "no run of this side finished",
             "(each timed out or failed)")
    ax.set_xticks([])
    ax.set_yticks([])


def plot_cdf(df, by, out, name, title, clock):
    """One panel per grid side, one line per value of column by: the
    share of its runs finished within a time (log scale)."""
    import numpy as np
    sides = _sides(df)
    names = _order(df[by])
    style = _styles(names)
    fig, axes = _figure(len(sides), 1)
    for ax, side in zip(axes[:, 0], sides):
        sub = df[df["side"] == side]
        drawn = shown = 0
        for n in names:
            grp = sub[sub[by] == n]
            if grp.empty:
                continue
            shown += 1
            st = style[n]
            t = np.sort(_time(grp, clock).dropna().clip(lower=1e-5))
            if not len(t):
                # kept in the key, in its colour and marker
                ax.plot([], [], color=st["color"], marker=st["marker"],
                        lw=2, label="%s: none finished" % n)
                continue
            drawn += 1
            y = np.arange(1, len(t) + 1) / len(grp)
            ax.step(np.concatenate([t[:1], t]), np.concatenate([[0], y]),
                    where="post", color=st["color"], lw=2, label=n,
                    marker=st["marker"], ms=5,
                    markevery=max(1, len(t) // 6))
        ax.set_title("%dx%d" % (side, side))
        ax.set_ylabel("share of runs finished")
        if not drawn:
            _empty(ax)
            continue
        ax.set_xscale("log")
        ax.set_ylim(0, 1.02)
        ax.grid(True, alpha=0.4)
        _legend(ax, shown)
    axes[-1, 0].set_xlabel("seconds per puzzle (%s; a line ends below 1 "
                           "when runs timed out)" % _clock_text(clock))
    _save(fig, out, name, title)


def _clock_text(clock):
    return ("wall clock" if clock == "wall" else "CPU time") + \
        ", PicoSAT's with encoding"


def plot_cactus(df, by, out, title, clock):
    """The cactus plot: per grid side, for each value of by (its runs
    pooled), the k-th fastest finished run's time against k."""
    import numpy as np
    from matplotlib.ticker import MaxNLocator
    sides = _sides(df)
    names = _order(df[by])
    style = _styles(names)
    fig, axes = _figure(len(sides), 1)
    for ax, side in zip(axes[:, 0], sides):
        sub = df[df["side"] == side]
        drawn = shown = 0
        for n in names:
            grp = sub[sub[by] == n]
            t = np.sort(_time(grp, clock).dropna().clip(lower=1e-5))
            if grp.empty:
                continue
            shown += 1
            drawn += bool(len(t))
            ax.plot(np.arange(1, len(t) + 1), t, marker=style[n]["marker"],
                    ms=4, markevery=max(1, len(t) // 8),
                    color=style[n]["color"],
                    label="%s (%d/%d%s)" % (n, len(t), len(grp),
                                            "" if len(t) else
                                            ": none finished"))
        ax.set_title("%dx%d" % (side, side))
        ax.set_ylabel("seconds")
        if not drawn:
            _empty(ax)
            continue
        ax.set_yscale("log")
        # whole runs only, even when every series has one run (a tick at
        # 1 alone, not 0.945 to 1.055 in steps of 0.015 overlapping)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
        ax.grid(True, alpha=0.4)
        _legend(ax, shown)
    axes[-1, 0].set_xlabel("runs finished (%s)" % _clock_text(clock))
    _save(fig, out, "cactus.png", title)


def _bars(ax, table, ylabel, log=False):
    """Clustered bars: one cluster per row of table (an encoding), one
    bar per column (a scheme)."""
    import numpy as np
    n, k = table.shape
    width = 0.8 / max(k, 1)
    style = _styles(list(table.columns))
    values = table.to_numpy(dtype=float)
    shown = np.where(values > 0, values, np.nan) if log else values
    for i, col in enumerate(table.columns):
        ax.bar(np.arange(n) + (i - (k - 1) / 2) * width, shown[:, i],
               width, label=col, color=style[col]["color"],
               hatch=style[col]["hatch"], edgecolor="white", lw=0)
    ax.set_xticks(np.arange(n))
    # names upright when they fit beside each other, else standing (a
    # slanted name runs into the next)
    fig = ax.get_figure()
    room = ax.get_position().width * fig.get_figwidth() * 72 / max(n, 1)
    wide = max((len(str(x)) for x in table.index), default=0) * 8 * 0.62
    ax.set_xticklabels(table.index, fontsize=8,
                       rotation=0 if wide < 0.9 * room else 90)
    # every cluster keeps its place, an empty one at the end too
    ax.set_xlim(-0.6, n - 0.4)
    if log and np.isfinite(shown).any():
        ax.set_yscale("log")
    ax.set_ylabel(ylabel)
    ax.grid(True, axis="y", alpha=0.4)
    # a cluster with no bar to draw says why, at its foot
    for i in range(n):
        row = values[i]
        if np.isnan(row).all():
            why = "no runs"
        elif not (row[np.isfinite(row)] > 0).any():
            why = "0 for every scheme"
        else:
            continue
        ax.text(i, 0.02, why, transform=ax.get_xaxis_transform(),
                ha="center", va="bottom", rotation=90, fontsize=8,
                color="0.3")
    if not np.isfinite(shown).any():
        _nothing(ax, "nothing to plot:", "no configuration has a value")


def plot_bars(df, out, name, title, left, right):
    """One row of two panels per grid side: left and right are (column
    or function of a group, label, log)."""
    sides = _sides(df)
    encs = _order(df["encoding"])
    amos = _order(df["amo"])
    fig, axes = _figure(len(sides), 2, w=13)
    for row, side in zip(axes, sides):
        sub = df[df["side"] == side]
        for ax, (fn, label, log) in zip(row, (left, right)):
            table = sub.groupby(["encoding", "amo"]).apply(fn).unstack()
            table = table.reindex(index=[e for e in encs if e in
                                         table.index],
                                  columns=[a for a in amos
                                           if a in table.columns])
            _bars(ax, table, label, log)
            ax.set_title("%dx%d: %s" % (side, side, label))
        _legend(row[1], len(amos))
    _save(fig, out, name, title)


def plot_scaling(df, out, clock):
    """Per encoding over the grid sides: median time of the finished
    runs, and mean clauses (log-log)."""
    import matplotlib.ticker
    encs = _order(df["encoding"])
    style = _styles(encs)
    fig, axes = _figure(1, 2, w=13, h=4.2)
    d = df.assign(t=_time(df, clock))
    for e in encs:
        grp = d[d["encoding"] == e].groupby("side")
        st = {"color": style[e]["color"], "marker": style[e]["marker"]}
        t = grp["t"].median()
        c = grp["clauses"].mean()
        c = c.where(c > 0)
        # one key for both panels; a series missing from one says so
        notes = [w for w, v in (("none finished", t), ("no clauses", c))
                 if not v.notna().any()]
        axes[0, 0].plot(t, **st)
        axes[0, 1].plot(c, label=e + (" (%s)" % ", ".join(notes)
                                      if notes else ""), **st)
    for ax, label in zip(axes[0], ("median seconds of finished runs\n(%s)"
                                   % _clock_text(clock), "mean clauses")):
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("grid side n")
        ax.set_ylabel(label)
        ax.grid(True, alpha=0.4)
        # the sides alone are labelled: the log axis's minor labels
        # (1.1 x 10^1, ...) would run into each other
        ax.xaxis.set_minor_locator(matplotlib.ticker.NullLocator())
        ax.set_xticks(_sides(df))
        ax.set_xticklabels([str(s) for s in _sides(df)])
    _legend(axes[0, 1], len(encs))
    _save(fig, out, "scaling.png", "Scaling with the grid side "
          "(every scheme and puzzle of each side)")


def plots(df, out, clock="wall", progress=True):
    """Every plot the data allows; returns the names written."""
    from tqdm import tqdm
    pico = _main(df)
    one = _one_per_encoding(df)
    several = df["solver"].nunique() > 1
    steps = [
        ("cactus.png", lambda: plot_cactus(
            df.assign(config=df["solver"] + " " + df["encoding"])
            if several else df, "config" if several else "encoding", out,
            "Cactus plot: runs finished within a time, per encoding%s "
            "(every scheme and puzzle of each side)"
            % (" and solver" if several else ""), clock)),
        ("time.png", lambda: plot_cdf(
            pico, "encoding", out, "time.png", "Solve time per encoding "
            "(every scheme and puzzle of each grid side)", clock)),
        ("time-amo.png", lambda: plot_cdf(
            pico, "amo", out, "time-amo.png", "Solve time per at-most-one "
            "scheme (every encoding and puzzle of each grid side)", clock)),
    ]
    if several:
        steps.append(("solvers.png", lambda: plot_cdf(
            df, "solver", out, "solvers.png", "Solve time per solver on the "
            "same CNF (every encoding, scheme and puzzle)", clock)))
    steps += [
        ("size.png", lambda: plot_bars(
            one, out, "size.png", "CNF size per encoding and at-most-one "
            "scheme (mean over the puzzles, log scale)",
            (lambda g: g["clauses"].mean(), "clauses", True),
            (lambda g: g["variables"].mean(), "variables", True))),
        ("up.png", lambda: plot_bars(
            one, out, "up.png", "Unit propagation alone: puzzles it "
            "solves, cells it fills (givens included)",
            (lambda g: 100 * g["up_solved"].mean(), "puzzles solved (%)",
             False),
            (lambda g: 100 * g["up_fraction"].mean(),
             "cells fixed (mean %)", False))),
    ]
    if len(_sides(df)) > 1:
        steps.append(("scaling.png", lambda: plot_scaling(pico, out,
                                                          clock)))
    bar = tqdm(steps, unit="plot", file=sys.stderr, disable=not progress)
    for name, draw in bar:
        bar.set_postfix_str(name, refresh=False)
        draw()
    return [name for name, _ in steps]


def _main(df):
    """The PicoSAT rows when there are any (the in-process solver the
    encodings are compared with), else every row."""
    pico = df[df["solver"] == "picosat"]
    return pico if len(pico) else df


def _one_per_encoding(df):
    """One row per puzzle and encoding configuration (sizes and
    propagation do not depend on the solver)."""
    return df.drop_duplicates([k for k in sw.KEY if k != "solver"])


# --------------------------------------------------------------------
# The Markdown report

def _md_table(header, rows, right):
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join("---:" if i in right else "---"
                          for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def _num(v, fmt="{:,.0f}"):
    import math
    return "-" if v is None or (isinstance(v, float) and math.isnan(v)) \
        else fmt.format(v)


def _secs(v):
    return _num(v, "{:.3g}")


def _config_keys(df):
    """The columns that name a configuration in the tables: encoding and
    scheme, and the other axes of the sweep where they vary (so runs
    under two sum encodings are two rows, never merged)."""
    return ["encoding", "amo"] + [
        k for k in ("presolve", "sum_encoding", "order_encoding", "rules")
        if df[k].nunique() > 1]


def summary(df, paths, made, clock="wall"):
    """The Markdown report."""
    out = ["# Encodings compared", ""]
    out.append("- from %s: %d runs, %d puzzles, solvers %s"
               % (", ".join("`%s`" % os.path.basename(p) for p in paths),
                  len(df), len(df.drop_duplicates(["set", "puzzle"])),
                  ", ".join("%s %s" % (s, v) for s, v in
                            df[["solver", "solver_version"]]
                            .drop_duplicates().itertuples(index=False))))
    counts = df["status"].value_counts()
    out.append("- status: " + ", ".join("%d %s" % (counts[s], s)
                                        for s in sw.STATUSES if s in counts))
    limits = sorted(df["time_limit"].dropna().unique())
    out.append("- time limit per solver run: %s s; times: %s seconds"
               % (", ".join("%g" % t for t in limits), clock))
    out += ["", "## Sets", ""]
    sets = df.groupby("set").agg(side=("side", "max"), file=("file", "first"),
                                 puzzles=("puzzle", "nunique"))
    out.append(_md_table(["set", "side", "puzzles", "file"],
                         [(s, _num(r.side), r.puzzles, r.file)
                          for s, r in sets.iterrows()], {1, 2}))
    keys = _config_keys(df)
    main = _main(df)
    for side in _sides(df):
        sub = main[main["side"] == side].assign(t=_time(main, clock))
        out += ["", "## %dx%d" % (side, side), "",
                "Means over the runs of each configuration (solver %s); UP: "
                "unit propagation alone over the same CNF, cells fixed "
                "including the givens; median and maximum seconds of the "
                "runs, - when one did not finish."
                % ", ".join(_order(sub["solver"])), ""]
        rows = []
        for k, g in sub.groupby(keys, sort=False):
            k = k if isinstance(k, tuple) else (k,)
            done = g["t"].notna()
            bad = int(g["status"].isin(["error", "rejected"]).sum())
            rows.append((k, list(k) + [
                len(g), _num(g["variables"].mean()),
                _num(g["clauses"].mean()), _num(g["literals"].mean()),
                "%d/%d" % (g["up_solved"].sum(), len(g)),
                _num(100 * g["up_fraction"].mean(), "{:.1f}%"),
                _num(g["decisions"].mean()),
                _secs(g["t"].median() if done.all() else None),
                _secs(g["t"].max() if done.all() else None),
                "%d%s" % ((g["status"] == "timeout").sum(),
                          " (%d failed)" % bad if bad else ""),
            ]))
        rows.sort(key=lambda r: [_order(main[c]).index(v)
                                 for c, v in zip(keys, r[0])])
        out.append(_md_table(
            keys + ["runs", "variables", "clauses", "literals",
                    "solved by UP", "cells fixed by UP", "decisions",
                    "median s", "max s", "timeouts"],
            [r[1] for r in rows], set(range(len(keys), len(keys) + 10))))
    if df["solver"].nunique() > 1:
        out += ["", "## Solvers", "",
                "The same CNF given to each solver; each model decoded and "
                "checked by the library.  Median seconds of the finished "
                "runs (finished/runs).", ""]
        solvers = _order(df["solver"])
        d = df.assign(t=_time(df, clock))
        for side in _sides(df):
            rows = []
            sub = d[d["side"] == side]
            for k, g in sub.groupby(keys, sort=False):
                k = k if isinstance(k, tuple) else (k,)
                cells = []
                for s in solvers:
                    gs = g[g["solver"] == s]
                    done = gs["t"].notna()
                    # no median of nothing (numpy warns of it)
                    cells.append("%s (%d/%d)" % (
                        _secs(gs["t"].median() if done.any() else None),
                        done.sum(), len(gs)) if len(gs) else "")
                rows.append(list(k) + cells)
            rows.sort(key=lambda r: [_order(sub[c]).index(v)
                                     for c, v in zip(keys, r)])
            out += ["", "### %dx%d" % (side, side), "",
                    _md_table(keys + solvers, rows,
                              set(range(len(keys),
                                        len(keys) + len(solvers))))]
    bad = df[df["status"].isin(["error", "rejected"])]
    if len(bad):
        out += ["", "## Failed runs", ""]
        out.append(_md_table(["set", "puzzle"] + keys + ["solver", "status",
                                                         "message"],
                             bad[["set", "puzzle"] + keys +
                                 ["solver", "status", "message"]]
                             .values.tolist()[:50], {1}))
    if made:
        out += ["", "## Plots", ""]
        for name in made:
            out += ["![%s](%s)" % (PLOTS[name], name), ""]
    return "\n".join(out).rstrip() + "\n"


def parser():
    return argparse.ArgumentParser(
        prog="sudosat-report",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Turn sudosat-sweep CSVs into PNG plots and a Markdown "
        "report.",
        epilog="Written to the output folder:\n"
        "  report.md     the runs, the sets, a table per grid side (sizes, "
        "unit\n                propagation, decisions, median and "
        "maximum time,\n                timeouts) with a row per "
        "configuration (encoding,\n                scheme, and presolve, "
        "sum and order encodings and\n                rules where they "
        "vary), a table per side of the\n                solvers when "
        "there are several, the failed runs\n"
        "  cactus.png    finished runs against time, per encoding (and "
        "solver)\n"
        "  time.png      share of runs finished within a time, per "
        "encoding\n"
        "  time-amo.png  the same per at-most-one scheme\n"
        "  solvers.png   the same per solver (with several solvers)\n"
        "  size.png      mean clauses and variables per encoding and "
        "scheme\n"
        "  up.png        puzzles solved and cells fixed by unit "
        "propagation\n"
        "  scaling.png   median time and clauses over the grid sides "
        "(with\n                several sides)\n"
        "Time plots and tables count solved and unsat runs as finished; "
        "PicoSAT's\nrows are the encodings' (others in the solver table).\n\n"
        "Exit status: 0 when the report is written, 2 for a usage error (a "
        "file that is\nnot a sudosat-sweep CSV or holds no run, a missing "
        "file or Python package).")


def _add_args(ap):
    ap.add_argument("csv", nargs="+", metavar="CSV",
                    help="sudosat-sweep output (several are joined)")
    ap.add_argument("-o", "--out", metavar="DIR",
                    help="the output folder (created; default: the first "
                    "CSV's folder)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="which seconds to plot (default wall)")
    ap.add_argument("--no-plots", action="store_true",
                    help="write report.md only")
    ap.add_argument("-q", "--quiet", action="store_true",
                    help="no progress bar")
    return ap


def main(argv=None):
    ap = _add_args(parser())
    args = ap.parse_args(argv)
    for mod in ("pandas", "matplotlib", "tqdm"):
        try:
            __import__(mod)
        except ImportError:
            ap.exit(2, "sudosat-report: needs the Python package %s "
                    "(Debian: python3-%s)\n" % (mod, mod))
    out = args.out or os.path.dirname(os.path.abspath(args.csv[0]))
    try:
        df = load(args.csv)
        if df.empty:
            raise ValueError("no runs in %s" % ", ".join(args.csv))
        os.makedirs(out, exist_ok=True)
        made = [] if args.no_plots else plots(df, out, args.clock,
                                               not args.quiet)
        with open(os.path.join(out, "report.md"), "w") as f:
            f.write(summary(df, args.csv, made, args.clock))
    except (ValueError, OSError) as e:
        ap.exit(2, "sudosat-report: %s\n" % e)
    print("sudosat-report: %s" % ", ".join(
        os.path.join(out, n) for n in ["report.md"] + made),
        file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
