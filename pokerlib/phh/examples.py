"""The course's worked examples, as files: their names, loading and replaying one, and walking
through a hand one action at a time."""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import PHHError
from ..lang import resolve_lang
from .format import HandHistory, load
from .replay import replay
from .result import Replay

__all__ = ["EXAMPLES_DIR", "examples", "load_example", "example_text", "replay_example",
           "steps"]

#: The folder of the worked examples shipped with pokerlib.
EXAMPLES_DIR = Path(__file__).parent.parent / "data" / "examples"


def steps(source: str | os.PathLike[str] | HandHistory) -> list[tuple[str, Replay]]:
    """The hand one action at a time: ``(action, replay after it)`` for every action, for a
    lesson that walks through a worked example step by step.

    >>> walk = steps(load_example("aof_showdown"))
    >>> [(a, r.complete, r.finishing_stacks["C"]) for a, r in walk[6:8] + walk[-1:]]
    [('p1 cbr 16', False, 0), ('p2 cc', False, 0), ('d db 7s', True, 32)]
    """
    h = load(source)
    return [(a, replay(h, stop=k + 1)) for k, a in enumerate(h.actions)]


def examples() -> list[str]:
    """Names of the worked examples shipped with pokerlib (files in ``data/examples``).

    >>> [n for n in examples() if n.startswith("aof")]
    ['aof_last_one_standing', 'aof_showdown', 'aof_side_pot', 'aof_tie']
    """
    return sorted(p.stem for p in EXAMPLES_DIR.glob("*.phh"))


def load_example(name: str, lang: str | None = None) -> HandHistory:
    """The worked example ``name`` (see :func:`examples`) as a :class:`HandHistory`, from the
    file of ``lang`` (the default language when None): the same hand in both, the learner named
    as the lesson names them (``You`` / ``あなた``, ``Player`` / ``プレイヤー``).

    >>> load_example("omaha_limit_cap", "en").actions[-3:]
    ('p3 cc', 'p4 cbr 4', 'p5 cbr 6')
    >>> load_example("omaha_quartered", "ja").players
    ('Cho', 'Dan', 'あなた')
    """
    _check_name(name)
    return load(_folder(lang) / f"{name}.phh")


def _folder(lang: str | None) -> Path:
    return EXAMPLES_DIR / "ja" if resolve_lang(lang) == "ja" else EXAMPLES_DIR


def example_text(name: str, lang: str | None = None) -> str:
    """The file of the worked example ``name`` as text, its comments in ``lang`` (the default
    language when None): the Japanese edition (``data/examples/ja/``) holds the same hand with
    Japanese comments, so one lesson cell prints the file in the reader's language.

    >>> print(example_text("oasis_tie", "ja").splitlines()[0])
    # オアシスポーカーの記事、同点: As Kd Qh 9c 7s 対 Ah Kc Qd 9s 7h: どちらも A-K ハイで
    """
    _check_name(name)
    return (_folder(lang) / f"{name}.phh").read_text(encoding="utf-8")


def _check_name(name: object) -> None:
    if not isinstance(name, str) or name not in examples():
        raise PHHError(key="phh_no_example", value=name, examples=", ".join(examples()))


def replay_example(name: str, *, stop: int | None = None, lang: str | None = None) -> Replay:
    """Replay a worked example on its table; ``.game`` is the table, ``.settlement`` the
    result; ``stop=k``: only its first ``k`` actions; ``lang``: whose file (the learner is
    ``You`` in English, ``あなた`` in Japanese; the default language when None).

    >>> replay_example("oasis_full_house", lang="en").finishing_stacks
    {'Player': 240}
    >>> replay_example("oasis_full_house", lang="ja").finishing_stacks
    {'プレイヤー': 240}
    """
    return replay(load_example(name, lang), stop=stop)
