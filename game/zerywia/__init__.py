"""Zerywia (issue 9), built piece by piece on the kernel.

Built so far: the hero's Attributes with Injuries (``hero.py``), the dice (``dice.py``), the
Challenge engine — Initiation, Determination, Resolution — and Attribute Tests (``challenge.py``,
``attribute_test.py``), with the content they need (``data/``). The game is not registered in
``game/games.py`` yet: the board, the Cycle and the scenario come next (see docs/zerywia.md).
"""
