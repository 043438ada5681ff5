"""Push/fold equilibria (chip EV): the ranges, the result, and where they come from — the
shipped data files, or a fresh solve for a depth the files do not hold.

>>> r = pushfold_equilibrium(8)
>>> [x.name for x in r.ranges], r.ranges[0].hands["AA"], round(r.ranges[0].share, 2)
(['SB all-in', 'BB calls SB'], 1.0, 0.62)
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..equity import CLASS_COMBOS, class_index
from ..errors import TableError
from ..lang import Messages, resolve_lang
from .headsup_solver import (
    DEFAULT_BIG_BLIND,
    HEADSUP_METHOD,
    headsup_game,
    headsup_strategy_values,
    solve_headsup,
)
from .multiway_solver import NodeFrequencies, fictitious_play, holdout_exploitability
from .rake import Rake
from .ranking import class_number, hand_ranking
from .rules import positions

__all__ = ["Range", "PushFoldResult", "pushfold_equilibrium", "ranges_from_strategy",
           "load_headsup_data", "load_multiway_data", "shipped_multiway_depths",
           "clear_pushfold_caches", "multiway_method", "DATA_DIR", "HEADSUP_FILE",
           "MULTIWAY_FILE", "HU_DEPTHS", "MULTIWAY_DEPTHS", "MULTIWAY_SETTINGS",
           "MAX_STACK_BB", "HU_SHIPPED_DEPTHS", "CERTIFIED_FILE", "load_certificates"]

#: Where the shipped data files live (``pokerlib/data``).
DATA_DIR = Path(__file__).resolve().parent.parent / "data"
#: The shipped heads-up equilibria; the slider's depths (``HU_DEPTHS``: 1 to 25 BB in steps
#: of 0.5, the grid the drills and lessons use); and every depth the file holds
#: (``HU_SHIPPED_DEPTHS``: 1 to 25 BB in steps of 0.1, so a depth typed with one decimal into
#: the push/fold chart is looked up, not solved; each is the solver's own exact answer).
HEADSUP_FILE = "aof_pushfold_headsup.json"
HU_DEPTHS = tuple(d / 2 for d in range(2, 51))
HU_SHIPPED_DEPTHS = tuple(d / 10 for d in range(10, 251))
#: The shipped 3- and 4-player equilibria, the depths they cover (every whole depth from 4 to
#: 15 BB), and the settings of their fictitious play.
MULTIWAY_FILE = "aof_pushfold_multiway.json"
MULTIWAY_DEPTHS = {3: tuple(range(4, 16)), 4: tuple(range(4, 16))}
MULTIWAY_SETTINGS = {"iterations": 200, "deals": 1_000_000, "seed": 2026}
#: The certificates of shipped 3-4 player charts (their exact exploitability), by
#: ``'players@depth'``: written by ``python -m pokerlib pushfold-solve``.
CERTIFIED_FILE = "aof_pushfold_certified.json"
#: The deepest stack :func:`pushfold_equilibrium` solves (push/fold stops making sense long
#: before; the limit keeps the arithmetic finite).
MAX_STACK_BB = 1000


#: A push/fold result in words, in both languages (the AoF article's オールイン, フォールド).
RESULT_TEXT = Messages(
    en={"all-in": "{position} all-in", "call": "{position} calls {facing}",
        "range": "{name} ({share:.1%}): {hands}",
        "head": "{players} players, {stack:g} BB: {method}; exploitability {x:.2g} BB/hand"},
    ja={"all-in": "{position}のオールイン", "call": "{position}が{facing}のオールインにコール",
        "range": "{name}（{share:.1%}）: {hands}",
        "head": "{players}人、{stack:g} BB の均衡。エクスプロイタビリティ {x:.2g} BB/局"})


@dataclass(frozen=True)
class Range:
    """What one position does at one point of the push/fold game: ``freq[i]`` is the
    probability of going all-in (opening or calling) with class ``HAND_CLASSES[i]``.

    ``position`` is a position name (``'SB'``, ``'CO'``...), ``facing`` the positions already
    all-in (empty when nobody is), ``action`` ``"all-in"`` (nobody all-in yet) or ``"call"``.

    >>> Range("SB", (), "all-in", (1.0,) * 169).share
    1.0
    """

    position: str
    facing: tuple[str, ...]   # positions already all-in (empty when nobody is)
    action: str               # "all-in" or "call"
    freq: tuple[float, ...]

    def __post_init__(self) -> None:
        names = set(positions(9))
        if not isinstance(self.position, str) or self.position not in names:
            raise TableError(key="type", what="position", value=self.position,
                             allowed="a position name such as 'SB', 'BB', 'BTN' or 'CO'")
        if not isinstance(self.facing, tuple) or any(
                not isinstance(p, str) or p not in names or p == self.position
                for p in self.facing):
            raise TableError(key="type", what="facing", value=self.facing,
                             allowed="a tuple of the other positions already all-in")
        if not isinstance(self.action, str) or self.action not in ("all-in", "call") or \
                (self.action == "call") != bool(self.facing):
            raise TableError(key="pushfold_action", value=self.action, facing=self.facing)
        if not isinstance(self.freq, tuple) or len(self.freq) != 169 or any(
                isinstance(f, bool) or not isinstance(f, (int, float, np.floating, np.integer))
                or not 0 <= f <= 1 for f in self.freq):
            raise TableError(key="pushfold_freq")

    @property
    def name(self) -> str:
        """The range's name: ``'SB all-in'``, ``'BB calls SB'``, ``'BB calls CO + BTN'``."""
        if not self.facing:
            return f"{self.position} all-in"
        return f"{self.position} calls " + " + ".join(self.facing)

    @property
    def hands(self) -> dict[str, float]:
        """Classes played -> frequency (1.0 for always, below 1 for mixed), strongest first."""
        return {n: round(float(self.freq[class_index(n)]), 3) for n in hand_ranking()
                if self.freq[class_index(n)] > 0.0005}

    @property
    def share(self) -> float:
        """Fraction of all 1,326 starting hands played (mixed hands count by frequency)."""
        return float(np.dot(self.freq, CLASS_COMBOS) / 1326)

    def frequency(self, name: str) -> float:
        """The all-in frequency of one class (``'AA'``, ``'AKs'``, ``'T9o'``)."""
        return float(self.freq[class_number(name)])

    def grid(self) -> np.ndarray:
        """Frequencies as the 13 x 13 chart (rows and columns A..2, suited above the
        diagonal)."""
        return np.asarray(self.freq, dtype=float).reshape(13, 13)

    def label(self, lang: str | None = None) -> str:
        """:attr:`name` in ``lang`` (the default language when None).

        >>> Range("BB", ("SB",), "call", (1.0,) * 169).label("ja")
        'BBがSBのオールインにコール'
        """
        lang = resolve_lang(lang)
        if not self.facing:
            return RESULT_TEXT("all-in", lang, position=self.position)
        return RESULT_TEXT("call", lang, position=self.position, facing=" + ".join(self.facing))

    def describe(self, lang: str | None = None) -> str:
        """The range in one line, in ``lang``: its name, its share of all hands and the
        classes played (mixed ones with their frequency)."""
        parts = [n if f >= 0.9995 else f"{n}:{f:.2f}" for n, f in self.hands.items()]
        lang = resolve_lang(lang)
        return RESULT_TEXT("range", lang, name=self.label(lang), share=self.share,
                           hands=" ".join(parts))

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class PushFoldResult:
    """A push/fold equilibrium: ``ranges`` in acting order (for heads-up the small blind's
    all-in range, then the big blind's calling range), ``value`` each position's expected
    chips per hand in big blinds (chip EV, measured from before the blinds are posted),
    ``exploitability`` (big blinds per hand all players together could gain by deviating; 0
    at an exact equilibrium) and ``convergence`` (exploitability per iteration). ``nodes``
    names the decision point of each range: ``(k, history)``, the ``k``-th player to act
    after the earlier players' ``'F'`` (fold) or ``'A'`` (all-in). ``rake`` is the
    :class:`~pokerlib.aof.rake.Rake` a heads-up result was solved with (``None``: no rake)."""

    stack_bb: float
    players: int
    positions: tuple[str, ...]
    ranges: tuple[Range, ...]
    value: tuple[float, ...]
    exploitability: float
    convergence: tuple[float, ...]
    method: str
    nodes: tuple[tuple[int, str], ...] = ()
    holdout: float | None = None  # 3-4 players: exploitability on an independent sample
    rake: Rake | None = None      # heads-up with a rake: the rake it was solved with

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool) or \
                self.players not in (2, 3, 4) or not isinstance(self.positions, tuple) or \
                self.positions != positions(self.players):
            raise TableError(key="pushfold_players", players=self.players,
                             positions=self.positions)
        if not isinstance(self.ranges, tuple) or \
                not all(isinstance(r, Range) for r in self.ranges) or \
                len(self.nodes) != len(self.ranges):
            raise TableError(key="pushfold_ranges")
        if self.rake is not None and not isinstance(self.rake, Rake):
            raise TableError(key="type", what="rake", allowed="None or a Rake", value=self.rake)

    def range_at(self, k: int, history: str) -> Range:
        """The range of the k-th player to act after ``history`` ('F'/'A' per earlier seat)."""
        try:
            if not isinstance(k, int) or isinstance(k, bool) or not isinstance(history, str):
                raise ValueError
            return self.ranges[self.nodes.index((k, history))]
        except ValueError:
            raise TableError(key="pushfold_node", k=k, history=history,
                             nodes=list(self.nodes)) from None

    def range(self, position: str, facing: Iterable[str] = ()) -> Range:
        """The range of ``position`` when the players ``facing`` are all-in before it (and
        every other earlier player folded)."""
        if not isinstance(position, str) or position not in self.positions:
            raise TableError(key="pushfold_position", value=position,
                             positions=list(self.positions))
        k = self.positions.index(position)
        if isinstance(facing, str) or not isinstance(facing, Iterable):
            raise TableError(key="type", what="facing", allowed="a list of positions",
                             value=facing)
        facing = list(facing)
        if not all(isinstance(p, str) for p in facing):
            raise TableError(key="type", what="facing", allowed="a list of position names",
                             value=facing)
        fac = set(facing)
        if not fac <= set(self.positions[:k]):
            raise TableError(key="pushfold_facing", position=position,
                             before=list(self.positions[:k]), value=sorted(fac, key=str))
        hist = "".join("A" if p in fac else "F" for p in self.positions[:k])
        return self.range_at(k, hist)

    def describe(self, lang: str | None = None) -> str:
        """The result in a few lines, in ``lang`` (the default language when None): the
        game, how it was solved (the solver's notes, left out in Japanese), the exploitability,
        then one line per range."""
        lang = resolve_lang(lang)
        head = RESULT_TEXT("head", lang, players=self.players, stack=self.stack_bb,
                           method=self.method, x=self.exploitability)
        return "\n".join([head] + [r.describe(lang) for r in self.ranges])

    def __str__(self) -> str:
        return self.describe()


@functools.lru_cache(maxsize=1)
def load_headsup_data() -> dict[str, Any]:
    """The shipped heads-up equilibria by depth (``'8'``, ``'12.5'``...), or ``{}`` when the
    file is missing."""
    path = DATA_DIR / HEADSUP_FILE
    return json.loads(path.read_text())["results"] if path.exists() else {}


@functools.lru_cache(maxsize=1)
def load_multiway_data() -> dict[str, Any]:
    """The shipped 3-4 player file (its ``settings`` and ``results`` by ``'players@depth'``),
    or ``{}`` when the file is missing."""
    path = DATA_DIR / MULTIWAY_FILE
    if not path.exists():
        return {}
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def load_certificates(path: Path | None = None) -> dict[str, Any]:
    """The certificates of the shipped 3-4 player charts by ``'players@depth'`` (``{}`` when
    the file is missing): each gives ``exploitability``, the exact sum of the players'
    best-response gains against the chart in big blinds per hand, beside the sampled
    ``holdout`` estimate, each player's exact ``value`` and ``gain``, and the ``cpu_seconds``
    it cost. ``path``: another file of the same form (the shipped one by default)."""
    path = DATA_DIR / CERTIFIED_FILE if path is None else Path(path)
    if not path.exists():
        return {}
    data: dict[str, Any] = json.loads(path.read_text())["results"]
    return data


def shipped_multiway_depths(players: int) -> tuple[float, ...]:
    """The depths (in big blinds) the shipped file holds for 3 or 4 players."""
    data = load_multiway_data()
    got = tuple(sorted(float(k.split("@")[1]) for k in data.get("results", {})
                       if int(k.split("@")[0]) == players))
    return got or tuple(float(d) for d in MULTIWAY_DEPTHS[players])


def ranges_from_strategy(players: int, nodes: Sequence[tuple[int, str]],
                         strategy: NodeFrequencies) -> tuple[Range, ...]:
    """One :class:`Range` per node of a multiway solution (frequencies to 4 decimals)."""
    pos = positions(players)
    out = []
    for k, hist in nodes:
        facing = tuple(pos[i] for i, a in enumerate(hist) if a == "A")
        out.append(Range(pos[k], facing, "call" if facing else "all-in",
                         tuple(round(float(f), 4) for f in strategy[(k, hist)])))
    return tuple(out)


def multiway_method() -> str:
    """How the 3-4 player equilibria are solved (shown in :class:`PushFoldResult`)."""
    s = MULTIWAY_SETTINGS
    return (f"fictitious play, {s['iterations']} iterations, on {s['deals']:,} seeded random "
            f"deals (seed {s['seed']}; two-way showdowns by exact class equity)")


def _check_rake(rake: Any, players: int, big_blind: Any) -> None:
    if rake is not None and not isinstance(rake, Rake):
        raise TableError(key="type", what="rake", value=rake,
                         allowed="None (no rake) or a Rake such as Rake(5, cap=2)")
    if rake is not None and players != 2:
        raise TableError(key="pushfold_rake_players", players=players)
    if not isinstance(big_blind, int) or isinstance(big_blind, bool) or big_blind < 1:
        raise TableError(key="chips_at_least", what="big_blind", minimum=1, value=big_blind)


def _check_depth(stack_bb: Any, players: Any) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or players not in (2, 3, 4):
        raise TableError(key="whole_number_between", what="players", minimum=2, maximum=4,
                         value=players)
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) or \
            not math.isfinite(stack_bb) or not 1 <= stack_bb <= MAX_STACK_BB:
        raise TableError(key="real_number_between", what="stack_bb", low=1, high=MAX_STACK_BB,
                         value=stack_bb)


def pushfold_equilibrium(stack_bb: float, players: int = 2, *, rake: Rake | None = None,
                         big_blind: int = DEFAULT_BIG_BLIND) -> PushFoldResult:
    """The push/fold equilibrium (chip EV) with every player starting ``stack_bb`` big blinds
    (1 to 1,000) and ``players`` 2, 3 or 4.

    ``rake`` (heads-up only): a :class:`~pokerlib.aof.rake.Rake` taken from the pot in whole
    chips at a table whose big blind is ``big_blind`` chips (the article's 2 by default), so
    ``Rake(5, cap=2)`` is 5 % capped at one big blind. Solved now (about a second), not
    shipped; ``value`` then gives each player's own result, and the two add up to minus the
    rake paid per hand. A rake too small to take a whole chip from any pot changes nothing:
    the result is the equilibrium without a rake.

    Heads-up: the exact 169 x 169 game (equities from the shipped exact table, card removal
    counted) is solved by CFR+ and the mixed hands are then solved exactly from their
    indifference equations, so the two ranges are best responses to each other. 3 and 4
    players: fictitious play on a fixed seeded sample of deals (shipped for every whole
    depth from 4 to 15 big blinds, else computed now: a minute or two), convergence in
    ``.convergence``.

    >>> r = pushfold_equilibrium(8)
    >>> [x.name for x in r.ranges], r.ranges[0].hands["AA"], round(r.ranges[0].share, 2)
    (['SB all-in', 'BB calls SB'], 1.0, 0.62)
    >>> r.exploitability < 1e-6
    True
    >>> raked = pushfold_equilibrium(8, rake=Rake(5, cap=2))
    >>> round(raked.ranges[1].share, 3), round(sum(raked.value), 2)   # BB calls less
    (0.411, -0.13)
    """
    _check_depth(stack_bb, players)
    _check_rake(rake, players, big_blind)
    if rake is not None and _rake_takes_nothing(float(stack_bb), rake, big_blind):
        # every pot is too small for a whole chip of rake: the game without one
        plain = _equilibrium(float(stack_bb), int(players))
        return dataclasses.replace(plain, rake=rake, method=f"{plain.method}; rake "
                                   f"{rake.describe()}: no whole chip at this depth")
    return _equilibrium(float(stack_bb), int(players), rake, big_blind if rake else 0)


def _rake_takes_nothing(stack_bb: float, rake: Rake, big_blind: int) -> bool:
    """Whether ``rake`` rounds down to 0 chips in every pot of the heads-up game."""
    pots = (2 * stack_bb, 2, 1) if rake.applies(saw_flop=False) else (2 * stack_bb,)
    return all(rake.in_big_blinds(p, big_blind) == 0 for p in pots)


@functools.lru_cache(maxsize=64)
def _equilibrium(stack_bb: float, players: int, rake: Rake | None = None,
                 big_blind: int = 0) -> PushFoldResult:
    if players == 2 and rake is not None:
        x, y, _, expl, hist = solve_headsup(stack_bb, rake, big_blind)
        values = headsup_strategy_values(x, y, headsup_game(stack_bb, rake, big_blind))
        ranges = (Range("SB", (), "all-in", tuple(np.round(x, 4))),
                  Range("BB", ("SB",), "call", tuple(np.round(y, 4))))
        method = (f"{HEADSUP_METHOD}; rake {rake.describe()}, in whole chips at a big blind "
                  f"of {big_blind} chips")
        return PushFoldResult(stack_bb, 2, positions(2), ranges, values, float(expl),
                              tuple(hist), method, ((0, ""), (1, "A")), rake=rake)
    if players == 2:
        shipped = load_headsup_data().get(f"{stack_bb:g}")
        if shipped:
            x, y = np.array(shipped["shove"]), np.array(shipped["call"])
            v, expl, hist = shipped["value"], shipped["exploitability"], shipped["convergence"]
        else:
            x, y, v, expl, hist = solve_headsup(stack_bb)
        ranges = (Range("SB", (), "all-in", tuple(np.round(x, 4))),
                  Range("BB", ("SB",), "call", tuple(np.round(y, 4))))
        return PushFoldResult(stack_bb, 2, positions(2), ranges, (v, -v), float(expl),
                              tuple(hist), HEADSUP_METHOD, ((0, ""), (1, "A")))
    key = f"{players}@{stack_bb:g}"
    data = load_multiway_data().get("results", {})
    holdout: float | None
    if key in data:
        d = data[key]
        nodes = tuple((k, h) for k, h in d["nodes"])
        strat = {tuple(n): np.array(f) for n, f in zip(nodes, d["freq"])}
        value, history = tuple(d["value"]), tuple(d["convergence"])
        holdout = d.get("holdout")
    else:
        s = MULTIWAY_SETTINGS
        solved = fictitious_play(players, stack_bb, s["iterations"], s["deals"], s["seed"])
        nodes = tuple(solved.nodes)
        strat = solved.strategy
        value = tuple(float(v) for v in solved.value)
        history = tuple(solved.convergence)
        holdout = holdout_exploitability(players, stack_bb, strat,
                                         MULTIWAY_SETTINGS["seed"] + 1)
    return PushFoldResult(stack_bb, players, positions(players),
                          ranges_from_strategy(players, nodes, strat), value, history[-1],
                          history, multiway_method(), nodes, holdout)


def clear_pushfold_caches() -> None:
    """Forget the loaded data files and every equilibrium computed so far (after the data
    files were rebuilt, or to time a fresh load)."""
    load_headsup_data.cache_clear()
    load_multiway_data.cache_clear()
    _equilibrium.cache_clear()
