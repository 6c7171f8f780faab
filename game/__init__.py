"""Tablebound rules core. Pure Python: never imports pygame, pygame_gui or pymunk."""
