"""The games this program ships. Each module registers its game when imported
(``game.core.registry.register``); they are listed here, outside the kernel, so the kernel names
no game, and the frozen build and the fuzzer find every game without scanning the file system.
A game not written yet is simply absent. Test-only games live with the tests and register there.

Module -> the name its game registers (so a package that fails to import is reported by name).
"""

GAME_MODULES: dict[str, str] = {
    "game.desconfronto": "desconfronto",
    "game.fortress": "fortress",
    "game.zerywia": "zerywia",
}
