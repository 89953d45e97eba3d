"""The standalone executable's entry point (see build.spec): the same main() as `python -m game`.

Stays tiny: the AI worker is a spawned copy of the executable, and it runs this file first too.
"""
import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
