"""How long ago this program was started, counted from the moment it was launched: the Python
process's own start, or for the one-file executable the start of its bootloader (the parent process
that unpacks the bundle before Python runs). Linux /proc only; elsewhere None."""
from __future__ import annotations

import os
import sys


def _process_age(pid: int | str) -> float | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as fh:
            uptime = float(fh.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22 of stat: starttime in ticks
        return max(0.0, uptime - started)
    except (OSError, ValueError, IndexError):
        return None


def seconds_since_launch() -> float | None:
    """Seconds since the user (or a test) launched the program, or None where it cannot be told."""
    if not sys.platform.startswith("linux"):
        return None
    if getattr(sys, "frozen", False) and os.environ.get("_PYI_ARCHIVE_FILE") or \
            getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        parent = _process_age(os.getppid())
        own = _process_age("self")
        # The onefile bootloader is our parent and started first; a onedir build has no such parent.
        if parent is not None and own is not None and parent - own < 5.0:
            return parent
        return own
    return _process_age("self")
