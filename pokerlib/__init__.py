"""pokerlib: exact poker rules and fast hand evaluation for the pokerlib course."""

__version__ = "0.1.0"
