"""Grand Ball: five tabletop games at one table (python -m game opens the launcher)."""

__version__ = "0.1.0"
