"""desConfronto: the combat engine (Skirmish mode) shared by every later mode.

Read HEROES.md to add a hero and RULES.md for the engine's readings and the
AMB-nn options. Modules, from the bottom up (each imports only modules earlier in this list;
``tests/game/test_import_graph.py`` fails on any circle): state, actions, event,
content/creatures (data), options (AMB-nn rulings), hooks (the hero-hook
registry), dice, levels, vigor (wounds, healing, defeat, Exhaustion),
conditions, damage (attacks), effects (card vocabulary), companion, react_gate,
slots (target-slot answers), recovery (getting up, Solo decks), outcome (when
a combat is decided; the one end check), attack_targets, reactors (who may
answer a window), defence (the defender's side, redirections),
creature_attack (an attack's stages), tick_window, flow
(turns), flee, items, legal, dispatch (what each action does), roster, setup,
combats (chaining combats), describe (labels, log lines), preview, game
(protocol), heuristic (greedy bot), balance (a tool); heroes/ holds the unique
cards and class mechanics, registered into hooks when imported; campaign/bosses registers the
campaign's special foes behind ``creatures.CREATURES`` (its ``SPECIAL``).
"""

from game.core.registry import register
from game.desconfronto import heroes as _heroes  # noqa: F401  (registers the hero hooks)
from game.desconfronto.campaign import bosses as _bosses  # noqa: F401  (registers the campaign's special foes)
from game.desconfronto.campaign import secret_items as _secret_items  # noqa: F401  (into items.ITEMS)
from game.desconfronto.game import DesconfrontoGame

GAME = register(DesconfrontoGame())
