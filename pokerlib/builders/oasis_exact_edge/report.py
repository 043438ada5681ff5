"""What the house-edge job says in the terminal, in English or Japanese: :func:`describe` a
result of :mod:`pokerlib.builders.oasis_exact_edge.job` (progress, the edge and how exact it is,
the proof's
numbers), and the command's own lines.

>>> r = {"rules": {"name": "x"}, "n_units": None, "units_done": 0, "classes": 0,
...      "situations_done": 0, "n_situations": 10, "cpu_seconds": 0.0, "status": "not started",
...      "exact": False, "lower": None, "upper": None}
>>> print(describe(r, "ja"))
x: 0 / ? 単位、0 スート類（10 状況中 0）、0 CPU 秒
未完了: すべての公開カードの上限が出るまで、エッジの範囲はありません
"""

from __future__ import annotations

from typing import Any

from ...lang import Messages

__all__ = ["describe", "LINES"]

#: The job's terminal lines, in both languages (the Oasis article's words: Ante, 交換, 状況).
LINES = Messages(
    en={"head": "{name}: {done} of {units} units, {classes} suit classes ({sits} of {all} "
                "situations), {cpu} CPU-s",
        "stage": "  {stage}: {sec} CPU-s",
        "ruled_out": "  {k}-card exchange (fee {fee}): never optimal, by the suit-coupling "
                     "proof {proof}",
        "survive": "  {k}-card exchange (fee {fee}): {sits} situations ({classes} classes) "
                   "survive the bound",
        "slack": " (smallest slack of the others {x})",
        "coupling": "; {n} of them pruned by suit coupling ({r} rank classes valued{m})",
        "coupling_margin": ", smallest margin {x}",
        "pruned": "; {p} more pruned by the exact 0/1 best; {v} valued exactly, optimal in {o}",
        "margin": " (smallest margin {x})",
        "proven": "proven: no 2-5-card exchange is ever optimal, so the edge is the exact "
                  "0/1-card figure",
        "counted": "exact, every situation counted",
        "exact": "house edge {pct}% of the Ante = {frac} (optimal strategy, every exchange "
                 "allowed; {how})",
        "bounds": "not finished, so not exact: exact bounds {lo}% <= house edge <= {hi}% (the "
                  "upper bound is the 0/1-card figure less the finished units' exact gains)",
        "upper": "not finished, so not exact: house edge <= {hi}% (the 0/1-card figure less the "
                 "finished units' exact gains; a lower bound needs every up card's bounds)",
        "none": "not finished: no bounds on the edge until every up card's bounds are in",
        "wrote": "wrote {path}", "stored": "stored {path}"},
    ja={"head": "{name}: {done} / {units} 単位、{classes} スート類（{all} 状況中 {sits}）、"
                "{cpu} CPU 秒",
        "stage": "  {stage}: {sec} CPU 秒",
        "ruled_out": "  {k}枚の交換（交換費 {fee}）: スートの組み合わせによる証明 {proof} で、"
                     "最善になることはありません",
        "survive": "  {k}枚の交換（交換費 {fee}）: 上限を超えて残る状況 {sits}（{classes} 類）",
        "slack": "（ほかの状況の最小の余裕 {x}）",
        "coupling": "。うち {n} はスートの組み合わせで除外（{r} 数字の類を計算{m}）",
        "coupling_margin": "、最小の差 {x}",
        "pruned": "。さらに {p} を正確な0/1枚の最善で除外。{v} を正確に計算し、最善は {o}",
        "margin": "（最小の差 {x}）",
        "proven": "証明済み: 2〜5枚の交換が最善になることはないので、エッジは0/1枚の正確な値です",
        "counted": "正確: すべての状況を数えました",
        "exact": "ハウスエッジ Ante の {pct}% = {frac}（最善の戦略、すべての交換あり。{how}）",
        "bounds": "未完了なので正確ではありません: 正確な範囲 {lo}% <= ハウスエッジ <= {hi}%"
                  "（上限は0/1枚の値から終わった単位の正確な利得を引いたもの）",
        "upper": "未完了なので正確ではありません: ハウスエッジ <= {hi}%（0/1枚の値から終わった"
                 "単位の正確な利得を引いたもの。下限にはすべての公開カードの上限が必要です）",
        "none": "未完了: すべての公開カードの上限が出るまで、エッジの範囲はありません",
        "wrote": "{path} に書きました", "stored": "{path} に保存しました"})


def describe(result: dict[str, Any], lang: str = "en") -> str:
    """A few lines for the terminal: progress, the edge and how exact it is, and the proof's
    numbers (survivors of each bound, smallest slack and margin), in ``lang``."""
    def say(key: str, **fields: object) -> str:
        return LINES(key, lang, **fields)

    n_units = "?" if result["n_units"] is None else f"{result['n_units']:,}"
    lines = [say("head", name=result["rules"]["name"], done=f"{result['units_done']:,}",
                 units=n_units, classes=f"{result['classes']:,}",
                 sits=f"{result['situations_done']:,}", all=f"{result['n_situations']:,}",
                 cpu=f"{result['cpu_seconds']:.0f}")]
    for stage, sec in result.get("cpu_by_stage", {}).items():
        lines.append(say("stage", stage=stage, sec=f"{sec:.1f}"))
    for k, b in sorted(result.get("by_exchange", {}).items()):
        if "ruled_out_by" in b:
            lines.append(say("ruled_out", k=k, fee=b["fee"], proof=b["ruled_out_by"]))
            continue
        line = say("survive", k=k, fee=b["fee"], sits=f"{b['bound_survivor_situations']:,}",
                   classes=f"{b['bound_survivor_classes']:,}")
        if b["smallest_slack"] is not None:
            line += say("slack", x=f"{b['smallest_slack']:.4f}")
        if "pruned_by_coupling" in b:
            m = b.get("smallest_coupling_margin")
            line += say("coupling", n=f"{b['pruned_by_coupling']:,}",
                        r=f"{b['rank_classes']:,}",
                        m="" if m is None else say("coupling_margin", x=f"{m:.4f}"))
        line += say("pruned", p=f"{b['pruned_by_01']:,}", v=f"{b['valued']:,}",
                    o=f"{b['optimal']:,}")
        if b["smallest_margin"] is not None:
            line += say("margin", x=f"{b['smallest_margin']:.4f}")
        lines.append(line)
    if result["exact"]:
        how = say("proven" if result["status"] == "proven" else "counted")
        lines.append(say("exact", pct=f"{100 * result['house_edge_float']:.5f}",
                         frac=result["house_edge"], how=how))
    elif result.get("lower") is not None:
        lines.append(say("bounds", lo=f"{100 * result['lower']:.4f}",
                         hi=f"{100 * result['upper']:.4f}"))
    elif result.get("upper") is not None:
        lines.append(say("upper", hi=f"{100 * result['upper']:.4f}"))
    else:
        lines.append(say("none"))
    return "\n".join(lines)
