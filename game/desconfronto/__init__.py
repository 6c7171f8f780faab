"""desConfronto: the combat engine (Skirmish mode) shared by every later mode.

Read HEROES.md to add a hero and RULES.md for the engine's readings and the
AMB-nn options. Modules: content/creatures (data), dice, conditions, damage,
effects (card vocabulary), hooks + heroes/ (unique cards, class mechanics),
roster (playable heroes), state, flow (turns), creature_attack, legal, setup,
options (AMB-nn rulings), levels, combats (chaining combats), game
(protocol), describe (labels, log lines), heuristic (greedy bot).
"""

from game.core.registry import register
from game.desconfronto import heroes as _heroes  # noqa: F401  (registers the hero hooks)
from game.desconfronto.game import DesconfrontoGame

GAME = register(DesconfrontoGame())
