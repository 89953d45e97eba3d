"""Casino Trifecta: a two-player capturing game of addition, subtraction and matching.

Rules, notation, scoring and the table's helpers here are pure Python and never import pygame; the
bot (bot.py) and the table (scene.py) are built on them by their own modules.
"""
