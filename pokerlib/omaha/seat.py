"""A player in a seat of an Omaha table: the stack and what the player owes to be dealt in.

The table keeps one :class:`SeatedPlayer` per occupied seat; a running hand moves chips
between these stacks and the pot. Learners do not make these: :meth:`OmahaTable.sit` does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kinds import Kind

__all__ = ["SeatedPlayer", "SeatStatus"]


class SeatStatus(Kind):
    """Where a seated player stands between hands (:meth:`OmahaTable.status`)."""

    PLAYING = "playing"
    SITTING_OUT = "sitting out"
    WAITING = "waiting for the big blind"
    WILL_POST = "will post"
    OUT_OF_CHIPS = "out of chips"


@dataclass
class SeatedPlayer:
    """The state of one seated player between and during hands.

    >>> p = SeatedPlayer("Ann", 100)
    >>> p.name, p.stack, p.waiting
    ('Ann', 100, False)
    """

    name: str
    stack: int
    sitting_out: bool = False
    waiting: bool = False        # waiting for the big blind to be dealt in
    owe_big: bool = False        # will post a big blind (live) to be dealt in
    owe_small: bool = False      # will post a small blind (dead) to be dealt in
    missed_big: bool = False     # sat out while the big blind passed
    missed_small: bool = False   # sat out while the small blind passed
    show_beaten: bool = False    # shows a hand that cannot win at the showdown (else mucks)

    def state(self) -> tuple[str, int, bool, bool, bool, bool, bool, bool, bool]:
        """Every field, as one comparable value."""
        return (self.name, self.stack, self.sitting_out, self.waiting, self.owe_big,
                self.owe_small, self.missed_big, self.missed_small, self.show_beaten)
