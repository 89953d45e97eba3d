"""The Dance: six vampire families court Dancers who waltz round a ballroom of hexes.

The ballroom and the counters are data in levels/the_dance/, read and checked once by
`ballroom.ballroom()` and `counters.counters()`. Rules and data modules here never import pygame.
"""
