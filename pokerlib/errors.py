"""The errors pokerlib raises on purpose: one family, defined once, used by every module.

Every error is a :class:`PokerError`, and its message says what was wrong and what is allowed.
A refused call changes nothing: a game, table or drill is exactly as it was before the call.
Catch :class:`PokerError` to catch them all, or a kind below it to catch one kind of mistake:

>>> from pokerlib.cards import Card
>>> try:
...     Card("Xx")
... except PokerError as exc:
...     print(type(exc).__name__, "-", exc)
CardError - cannot read a card in 'Xx': 'Xx' at position 0 is not a rank (A K Q J T 9..2, or 10) ...

The kinds, by what went wrong:

- what was given: :class:`CardError` (and :class:`DuplicateCardError`), :class:`DeckError`,
  :class:`RulesError`, :class:`TableError`, :class:`ScoreError`, :class:`PotError`,
  :class:`EquityError`, :class:`DrillError`;
- when it was asked: :class:`HandStateError` (no hand in progress, the hand is over);
- an action a player may not take now: :class:`ActionError` and its kinds
  (:class:`OutOfTurnError`, :class:`IllegalActionError`, :class:`BetSizeError`, ...);
- shipped data that is missing or does not cover the request: :class:`DataError`;
- hand-history files: :class:`PHHError` and its kinds.

Errors about a value someone typed are also ``ValueError`` subclasses, so code written against
the standard library's conventions keeps working.
"""

from __future__ import annotations

__all__ = [
    "PokerError",
    "CardError",
    "DuplicateCardError",
    "DeckError",
    "RulesError",
    "TableError",
    "ScoreError",
    "PotError",
    "EquityError",
    "DrillError",
    "HandStateError",
    "ActionError",
    "OutOfTurnError",
    "IllegalActionError",
    "BettingCappedError",
    "BetSizeError",
    "NotEnoughChipsError",
    "RoundOverError",
    "ExchangeError",
    "InsufficientBalanceError",
    "DataError",
    "PHHError",
    "PHHFormatError",
    "PHHReadError",
    "UnknownVariantError",
    "MissingFieldError",
    "FieldTypeError",
    "PHHCardError",
    "DuplicateDealError",
    "PHHActionError",
    "UnsupportedHandError",
]


class PokerError(Exception):
    """Base class of every error pokerlib raises on purpose.

    An error a learner can meet carries a ``key`` naming the kind of mistake and the ``fields``
    that fill in its sentence; the sentence of each key is written in English and Japanese in
    :data:`pokerlib.error_messages.ERRORS`. ``str(error)`` says it in the default language
    (:func:`pokerlib.lang.default_lang`, which ``pokerlib.course.language()`` sets), and
    :meth:`message` in either, so a widget never re-checks a rule to say a refusal:

    >>> e = PokerError(key="duplicate_card", card="A♠")
    >>> e.message("en")
    'A♠ appears twice: each card can be used only once'
    >>> e.message("ja")
    'A♠ が2回出てきます。同じカードは1回しか使えません'
    >>> e.key, e.fields
    ('duplicate_card', {'card': 'A♠'})

    An English text given as well (``PokerError("duplicate card As in 'As As'", key=...)``) is
    the English ``str()``; a key-less error keeps its own (English) text in both languages.
    """

    def __init__(self, *args: object, key: str | None = None, **fields: object):
        self.key = key
        self.fields = fields
        if key is not None and not args:  # the English sentence, for repr() and pickling
            from .error_messages import render

            english = render(key, "en", fields)
            args = () if english is None else (english,)
        super().__init__(*args)

    def message(self, lang: str | None = None) -> str:
        """The error's sentence in ``lang`` ("en" or "ja"; the default language when None)."""
        from .lang import resolve_lang

        lang = resolve_lang(lang)
        if self.key is not None and (lang != "en" or not self.args):
            from .error_messages import render

            text = render(self.key, lang, self.fields)
            if text is not None:
                return text
        return super().__str__()

    def __str__(self) -> str:
        return self.message()


# --- what was given ---------------------------------------------------------------------------

class CardError(PokerError, ValueError):
    """Text or a value that is not a card, or the wrong number of cards."""


class DuplicateCardError(CardError):
    """The same card appears twice where every card must be distinct."""


class DeckError(PokerError, ValueError):
    """A deck that cannot do what was asked: dealing from an empty deck, removing a missing
    card, or too few cards for the whole hand."""


class RulesError(PokerError, ValueError):
    """A rules object with a field the rules do not allow (a paytable of the wrong length, a
    small blind above the big blind, an unknown betting structure...)."""


class TableError(PokerError, ValueError):
    """A table, session or game that cannot be set up as asked: seats, players, stacks, the
    button, a balance or an Ante."""


class ScoreError(PokerError, ValueError):
    """A number or array that is not a hand score, or cards in a batch that are not valid card
    indices (out of range, not integers, repeated within a hand)."""


class PotError(PokerError, ValueError):
    """Contributions, folds or hand values that cannot be settled (the message says why)."""


class EquityError(PokerError, ValueError):
    """Hands, board, dead cards or options that cannot be used for an equity calculation."""


class DrillError(PokerError, ValueError):
    """An answer a practice drill cannot grade (an unknown option, a card not in the hand, a
    chip count that is negative or names an unknown player)."""


# --- when it was asked -------------------------------------------------------------------------

class HandStateError(PokerError):
    """Something asked of a hand or table at the wrong moment: no hand in progress, the hand is
    already over, chips added during a hand."""


# --- actions -----------------------------------------------------------------------------------

class ActionError(PokerError):
    """An action that the rules do not allow now; the message says what is allowed."""


class OutOfTurnError(ActionError):
    """A player acted when it was another player's turn (or is not at the table)."""


class IllegalActionError(ActionError, ValueError):
    """An action of the wrong kind: a check facing a bet, a raise when the betting was not
    reopened, anything but fold or all-in in AoF, raising after folding in Oasis Poker."""


class BettingCappedError(IllegalActionError):
    """A raise into a limit round that already has one bet and all its raises."""


class BetSizeError(ActionError, ValueError):
    """A bet or raise below the minimum or above the maximum the structure allows."""


class NotEnoughChipsError(BetSizeError):
    """A bet or raise larger than the player's stack."""


class RoundOverError(ActionError):
    """An action after the betting round has ended."""


class ExchangeError(ActionError, CardError):
    """An exchange that names cards not in the hand, or a number of cards the rules forbid."""


class InsufficientBalanceError(ActionError):
    """A stake (Ante, exchange fee or Raise) that the points balance cannot cover."""


# --- shipped data -----------------------------------------------------------------------------

class DataError(PokerError):
    """A shipped data file that is missing, or that does not cover what was asked (the message
    names the command that regenerates it, or the cases it covers)."""


# --- hand-history files -----------------------------------------------------------------------

class PHHError(PokerError):
    """Base class of every error a hand-history file can cause."""


class PHHFormatError(PHHError, ValueError):
    """The file is not valid TOML, or a field is missing or malformed."""


class PHHReadError(PHHFormatError):
    """A file that cannot be read as text: not UTF-8 (binary, UTF-16, Latin-1), or missing."""


class UnknownVariantError(PHHFormatError):
    """A variant code pokerlib does not play."""


class MissingFieldError(PHHFormatError):
    """A field the variant requires is absent."""


class FieldTypeError(PHHFormatError):
    """A field has the wrong TOML type, length or value."""


class PHHCardError(PHHError, ValueError):
    """Card text that is not a card, or cards that do not fit the hand."""


class DuplicateDealError(PHHCardError):
    """The same card is dealt twice."""


class PHHActionError(PHHError, ValueError):
    """An action that is malformed or illegal at its step; ``index`` (0-based) and ``action``
    name the step, the message says why and what was allowed."""

    def __init__(self, index: int, action: str, reason: str | PokerError):
        self.index, self.action, self.reason = index, action, str(reason)
        if isinstance(reason, PokerError) and reason.key is not None:
            super().__init__(key="phh_action", index=index, action=action, reason=reason)
        else:
            super().__init__(f"action {index} ({action!r}): {reason}", key="phh_action",
                             index=index, action=action, reason=reason)


class UnsupportedHandError(PHHError):
    """A valid file that pokerlib's tables cannot play (straddles, a minimum bet other than
    the big blind, a no-limit hold'em hand that is not all-in-or-fold...)."""
