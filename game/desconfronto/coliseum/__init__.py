"""The Coliseum (DC-COL-01..17, rulebook L166-198 and the Quick Reference L1008-1022): heroes against
one another, scoring to 10, on the ordinary combat engine.

A Coliseum is a combat whose ``state.coliseum`` (``ColiseumState``) is set. The engine's own turn
(``flow.py``) runs it; the places where the arena differs call into this package:

* ``marks.py`` — Class tokens on wounded rivals, the points of an Exhaustion, the beasts' penalty,
  elimination by cards and the start of the Final Round (called from ``vigor.py``);
* ``duel.py`` — a hero's physical attack on another hero, with the defender's shield choice;
* ``answers.py`` — what the end of an action asks (rewards, Revides), the mulligan, the Revide itself;
* ``turns.py`` — who plays next (eliminated seats out, the Final Round's single actions), the Creature
  Phase only with beasts, when the Coliseum is over and the podium;
* ``rivals.py`` — who is an enemy of whom (every other hero; the beasts);
* ``legal.py`` — the legal actions and refusals where the arena's rules differ (no attack in the first
  round, both actions mandatory, the Revide's answers);
* ``setup.py`` — the arena's preparation (head item only, the mulligan, the beasts).
"""
