"""The Sempreterna campaign (Campaign mode, rulebook L236-311, inventory DC-CMP).

This package holds the campaign's *content*: the 36 Exploration cards around
K0 Kalahad, the Scrolls and Akari temple texts, and the road-event deck
(``content.py`` loads and validates ``data/campaign/*.toml``). The worldcrawler
rules engine and the map scene are built on top of it; nothing here decides a
rule at play time, apart from the pure helpers that read a card (which row of
its setup table a die face picks, which creatures stay for fewer than four
players, L297).
"""
