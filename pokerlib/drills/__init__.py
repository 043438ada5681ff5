"""Practice drills graded exactly: Oasis decisions, push/fold spots and hi/lo pot splits."""

from .base import Drill
from .grade import Grade
from .oasis import OasisDrill, OasisSpot
from .pushfold import PushFoldDrill, PushFoldSpot
from .record import DrillRecord, RecordEntry
from .split import SplitDrill, SplitSpot

__all__ = ["Drill", "Grade", "DrillRecord", "RecordEntry", "OasisDrill", "OasisSpot",
           "PushFoldDrill", "PushFoldSpot", "SplitDrill", "SplitSpot"]
