"""Write a balance report: ``report.html`` with its plots (PNG files beside it) and its data
as ``balance.json`` and one CSV per table.

Every text that comes from a script (its name, its characters' names, win reasons) is
escaped in the HTML: a script file is untrusted input.
"""

from __future__ import annotations

import csv
import html
import json
from pathlib import Path
from typing import Any, Sequence

TABLES = ("by_players", "characters", "abilities", "demons", "lengths")


def write_data(summary: dict[str, Any], meta: dict[str, Any], out: Path) -> list[Path]:
    """``balance.json`` (meta and every table) and a CSV per table; the files written."""
    written = [out / "balance.json"]
    written[0].write_text(json.dumps({"meta": meta, **summary}, indent=1), encoding="utf-8")
    for name in TABLES:
        rows = summary[name]
        path = out / f"{name}.csv"
        with path.open("w", newline="", encoding="utf-8") as fh:
            columns = list(rows[0]) if rows else []
            writer = csv.DictWriter(fh, fieldnames=columns)
            writer.writeheader()
            writer.writerows(rows)
        written.append(path)
    return written


# -- plots ----------------------------------------------------------------------------


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _errors(rows: Sequence[dict[str, Any]], prefix: str = "") -> tuple[list[float], list[list[float]]]:
    """Rates and their (below, above) error bar lengths; rows without games plot at 0."""
    rates, below, above = [], [], []
    for r in rows:
        rate = r[f"{prefix}good_rate"]
        if rate is None:
            rates.append(0.0)
            below.append(0.0)
            above.append(0.0)
        else:
            rates.append(rate)
            below.append(max(0.0, rate - r[f"{prefix}low"]))
            above.append(max(0.0, r[f"{prefix}high"] - rate))
    return rates, [below, above]


def write_plots(summary: dict[str, Any], out: Path) -> dict[str, Path]:
    """The report's plots as PNG files in ``out``, by name."""
    plt = _pyplot()
    paths: dict[str, Path] = {}
    # Names from a script are plain text on the plots, never mathtext ("$" is a dollar).
    with plt.rc_context({"text.parse_math": False, "text.usetex": False}):
        rows = summary["by_players"]
        fig, ax = plt.subplots(figsize=(7, 4))
        rates, err = _errors(rows)
        ax.errorbar([r["players"] for r in rows], rates, yerr=err, fmt="o-", capsize=4)
        ax.set_xticks([r["players"] for r in rows])
        ax.axhline(0.5, color="grey", lw=0.8, ls="--")
        ax.set(xlabel="players", ylabel="good win rate", ylim=(0, 1), title="Good win rate by player count (95% Wilson)")
        paths["by_players"] = _save(plt, fig, out / "win_rate_by_players.png")

        chars = [r for r in summary["characters"] if r["in_games"]]
        fig, ax = plt.subplots(figsize=(8, max(3.0, 0.28 * len(chars) + 1)))
        y = list(range(len(chars)))
        r_in, e_in = _errors(chars, "in_")
        r_out, e_out = _errors(chars, "out_")
        ax.errorbar(r_in, [v + 0.15 for v in y], xerr=e_in, fmt="o", capsize=3, label="in play")
        ax.errorbar(r_out, [v - 0.15 for v in y], xerr=e_out, fmt="s", capsize=3, label="not in play")
        ax.set_yticks(y, [r["name"] for r in chars])
        ax.invert_yaxis()  # the script's order, top to bottom
        ax.axvline(0.5, color="grey", lw=0.8, ls="--")
        ax.set(xlabel="good win rate", xlim=(0, 1), title="Good win rate with and without each character")
        ax.legend(loc="lower right")
        paths["characters"] = _save(plt, fig, out / "characters.png")

        lengths = summary["lengths"]
        fig, ax = plt.subplots(figsize=(7, 3.5))
        ax.bar([r["days"] for r in lengths], [r["games"] for r in lengths])
        ax.set(xlabel="days", ylabel="games", title="Game length")
        paths["lengths"] = _save(plt, fig, out / "game_length.png")

        abil = [r for r in summary["abilities"] if r["in_play"]]
        fig, ax = plt.subplots(figsize=(8, max(3.0, 0.28 * len(abil) + 1)))
        y = list(range(len(abil)))
        fired = [r["games_fired"] / r["in_play"] for r in abil]
        decisive = [r["decisive_games"] / r["in_play"] for r in abil]
        ax.barh(y, fired, label="fired (share of games in play)")
        ax.barh(y, decisive, label="fired in the deciding phase")
        ax.set_yticks(y, [r["name"] for r in abil])
        ax.invert_yaxis()
        ax.set(xlim=(0, 1), title="How often each ability fired")
        ax.legend(loc="lower right")
        paths["abilities"] = _save(plt, fig, out / "abilities.png")

        demons = summary["demons"]
        fig, ax = plt.subplots(figsize=(7, max(2.5, 0.4 * len(demons) + 1)))
        rates, err = _errors(demons)
        ax.errorbar(rates, list(range(len(demons))), xerr=err, fmt="o", capsize=4)
        ax.set_yticks(list(range(len(demons))), [r["name"] for r in demons])
        ax.invert_yaxis()
        ax.axvline(0.5, color="grey", lw=0.8, ls="--")
        ax.set(xlabel="good win rate (lower: a stronger Demon)", xlim=(0, 1), title="Good win rate by Demon")
        paths["demons"] = _save(plt, fig, out / "demons.png")
    return paths


def _save(plt: Any, fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path


# -- HTML -----------------------------------------------------------------------------


def _cell(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.3f}"
    return html.escape(str(value))


def _interval(row: dict[str, Any], prefix: str = "") -> str:
    rate = row[f"{prefix}good_rate"]
    if rate is None:
        return "–"
    return f"{100 * rate:.1f}% ({100 * row[f'{prefix}low']:.1f}–{100 * row[f'{prefix}high']:.1f})"


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _img(paths: dict[str, Path], name: str, alt: str) -> str:
    return f'<img src="{html.escape(paths[name].name)}" alt="{html.escape(alt)}">'


def _failed_banner(summary: dict[str, Any]) -> str:
    """A warning at the top of the report when games raised an error (the figures below
    leave those games out), naming the first error; empty when none did."""
    errors = summary["errors"]
    if not errors:
        return ""
    first = errors[0]
    return (f"<p class='failed'><strong>{len(errors)} of {summary['overall']['games']} games raised an "
            f"error</strong> and are left out of every figure below. The first ({first['players']} players, "
            f"game {first['index']}, seed {first['seed']}): {html.escape(str(first['error']))}</p>")


def write_html(summary: dict[str, Any], meta: dict[str, Any], plots: dict[str, Path], out: Path) -> Path:
    """``report.html``: the tables (every script text escaped) and the plots beside it."""
    e = html.escape
    o = summary["overall"]
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>Balance: {e(str(meta['script']))}</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td:first-child{text-align:left}"
        "img{max-width:100%}.failed{border:2px solid #b00;padding:.5em;color:#b00}</style></head><body>",
        f"<h1>Balance report: {e(str(meta['script']))}</h1>",
        _failed_banner(summary),
        f"<p>{o['games']} games with {e(str(meta['bots']))} bots at {e(str(meta['players']))} players, "
        f"seed {e(str(meta['seed']))}; {o['errors']} raised an error. Good won {_interval(o)} of the finished "
        f"games; a game lasted {_cell(o['mean_days'])} days on average. Intervals are 95% Wilson intervals.</p>",
        "<h2>Good win rate by player count</h2>", _img(plots, "by_players", "good win rate by player count"),
        _table(["players", "games", "good win rate (95% CI)", "mean days", "errors"],
               [[str(r["players"]), str(r["games"]), _interval(r), _cell(r["mean_days"]), str(r["errors"])]
                for r in summary["by_players"]]),
        "<h2>Which Demon is strongest</h2><p>The lower the good win rate, the stronger the Demon.</p>",
        _img(plots, "demons", "good win rate by Demon"),
        _table(["Demon", "games", "good win rate (95% CI)"],
               [[e(r["name"]), str(r["games"]), _interval(r)] for r in summary["demons"]]),
        "<h2>Each character in play and not</h2>",
        "<p>The good win rate in games whose setup had the character against games whose setup did not.</p>",
        _img(plots, "characters", "good win rate with and without each character"),
        _table(["character", "team", "in play", "good win rate (95% CI)", "not in play",
                "good win rate (95% CI)", "difference"],
               [[e(r["name"]), e(r["team"]), str(r["in_games"]), _interval(r, "in_"), str(r["out_games"]),
                 _interval(r, "out_"), _cell(r["difference"])] for r in summary["characters"]]),
        "<h2>Game length</h2>", _img(plots, "lengths", "game length in days"),
        _table(["days", "games"], [[str(r["days"]), str(r["games"])] for r in summary["lengths"]]),
        "<h2>Abilities</h2>",
        "<p>An ability <em>fired</em> when it woke, gave information, protected, redirected or caused a "
        "death, put an effect on someone, or (a passive ability) took effect. Its firing <em>coincided with "
        "the outcome</em> when it fired in the phase (night or day) in which the game ended. The last "
        "columns compare the good win rate in games where the character was in play and fired with games "
        "where it was in play and never fired.</p>",
        _img(plots, "abilities", "how often each ability fired"),
        _table(["character", "in play", "fired", "per game", "games fired", "in deciding phase",
                "good win rate when fired", "when quiet", "difference"],
               [[e(r["name"]), str(r["in_play"]), str(r["fired"]) if r["fired"] else "<strong>never</strong>",
                 _cell(r["per_game_in_play"]), str(r["games_fired"]), str(r["decisive_games"]),
                 _interval(r, "fired_"), _interval(r, "quiet_"), _cell(r["fired_minus_quiet"])]
                for r in summary["abilities"]]),
        "<h2>How games ended</h2>",
        _table(["reason", "games"], [[e(r["reason"] or "?"), str(r["games"])] for r in summary["reasons"]]),
    ]
    if summary["errors"]:
        parts += ["<h2>Errors</h2>",
                  _table(["players", "game", "seed", "error"],
                         [[str(r["players"]), str(r["index"]), str(r["seed"]), e(str(r["error"]))]
                          for r in summary["errors"]])]
    parts.append("<p>Data: balance.json and a CSV per table beside this page; every game in games.jsonl.</p>"
                 "</body></html>")
    path = out / "report.html"
    path.write_text("\n".join(parts), encoding="utf-8")
    return path


def write_report(summary: dict[str, Any], meta: dict[str, Any], out: Path) -> Path:
    """The whole report in ``out``: data, plots, HTML; the HTML's path."""
    out.mkdir(parents=True, exist_ok=True)
    write_data(summary, meta, out)
    return write_html(summary, meta, write_plots(summary, out), out)
