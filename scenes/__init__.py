"""The pygame side of Tablebound: app loop, scene stack, menus, boards and the headless harness.

Importing this package is cheap on purpose: pygame and the games load only
when the app starts, so ``--check-save`` and tests stay fast.
"""
