"""Offline builders: the code that computes the data files shipped in ``pokerlib/data``.

Nothing a lesson runs imports this package; the engine only reads what it wrote. Each data set
has one module with a ``regenerate_data(name, progress=True)`` function, run from the command
line as ``python -m pokerlib regenerate NAME`` (``--list`` shows them):

- ``evaluator_tables``: the hand evaluator's lookup tables;
- ``category_counts``: every 5-, 6- and 7-card hand by category;
- ``preflop_equity``: the exact 169 x 169 hold'em class-against-class table;
- ``aof_pushfold``: the AoF push/fold equilibria (heads-up and multiway);
- ``pushfold_solve``: the certificates of the shipped 3-4 player charts (exact
  exploitability), the ``python -m pokerlib pushfold-solve`` command around the Dask job
  :mod:`pokerlib.aof.exact_job`;
- ``oasis_house_edge`` with ``oasis_exact`` and ``oasis_sample``: the Oasis house-edge data;
- ``oasis_exact_edge``: the offline exact-edge pipeline (the Dask job, its plan, units,
  bounds, counts and checked files, and the suit-coupling proofs on one shared kernel), with
  its public interface in the package; ``oasis_edge``: the ``python -m pokerlib oasis-edge``
  command around it;
- ``oasis_coupling``: the suit-coupling proofs that Premium Casino Europa's 5-card exchange
  (2 Antes) and Galewind's 4-card exchange (2 Antes) are never optimal
  (:mod:`pokerlib.builders.oasis_exact_edge.coupling_five`,
  :mod:`pokerlib.builders.oasis_exact_edge.coupling_four`);
- ``oasis_simple_rule``: the exact cost of the Oasis rule to remember
  (:mod:`pokerlib.oasis.simple_rule`) against the optimal play;
- ``omaha_starting_hands``: every Omaha Hi/Lo starting hand's share of the pot against random
  hands (seeded deals), for the starting-hand rule (:mod:`pokerlib.omaha.simple_rule`).

Builders may use the course layer's progress bar; the engine never imports a builder (the
figure of a job's results folder is the pipeline's own ``oasis_exact_edge.folder_edge``).
"""

from __future__ import annotations

#: data set name -> builder module whose ``regenerate_data(name, progress=True)`` rebuilds it
DATA_SETS = {
    "evaluator-tables": "pokerlib.builders.evaluator_tables",
    "category-counts": "pokerlib.builders.category_counts",
    "oasis-house-edge": "pokerlib.builders.oasis_house_edge",
    "oasis-exact": "pokerlib.builders.oasis_house_edge",
    "holdem-preflop-equity": "pokerlib.builders.preflop_equity",
    "aof-pushfold-headsup": "pokerlib.builders.aof_pushfold",
    "aof-pushfold-multiway": "pokerlib.builders.aof_pushfold",
    "aof-pushfold-certified": "pokerlib.builders.pushfold_solve",
    "oasis-coupling-europa": "pokerlib.builders.oasis_coupling",
    "oasis-coupling-galewind-four": "pokerlib.builders.oasis_coupling",
    "oasis-simple-rule": "pokerlib.builders.oasis_simple_rule",
    "omaha-starting-hands": "pokerlib.builders.omaha_starting_hands",
}

__all__ = ["DATA_SETS"]
