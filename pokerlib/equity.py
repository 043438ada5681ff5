"""Equity: each player's share of the pot, computed exactly by enumerating every remaining
board where that is feasible, by seeded Monte Carlo (with a standard error) where it is not."""

from __future__ import annotations

__all__: list[str] = []

# === Hold'em equity (AoF work) ===============================================================

# === Omaha hi/lo equity (Omaha work) =========================================================
