"""The leak test's own guard: the recorder drops the tables' cached still pictures by the attributes that
name what each shows (secrets_kit.STILL_KEYS). A cache key renamed or added in the game's UI without being
listed there would let a picture be copied instead of drawn, and its texts would escape the record: the
leak test would pass having seen less. This test reads the UI's sources for every `self._..._key = ...`."""
from __future__ import annotations

import pathlib
import re

from tests.ui.secrets_kit import STILL_KEYS

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
# Keys that name no picture, with why the recorder need not drop them.
NOT_PICTURES = {
    "_view_key": "Fancy Dancing's table view: data built from observation(viewer), not pixels",
}
KEY = re.compile(r"self\.(_\w*key)\s*=(?!=)|self\.\w+\s*,\s*self\.(_\w*key)\s*=(?!=)")


def ui_sources():
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(GAME).as_posix()
        if rel.startswith(("core/", "ai/")) or path.name in ("rules.py", "bot.py") or path.name.startswith("ai_"):
            continue  # no pictures there (the search's node keys are not drawing caches)
        yield rel, path.read_text(encoding="utf-8")


def test_every_cache_key_of_a_picture_is_dropped_by_the_recorder():
    found: dict[str, str] = {}
    for rel, text in ui_sources():
        for match in KEY.finditer(text):
            found.setdefault(match.group(1) or match.group(2), rel)
    assert "_still_key" in found and "_key" in found  # the scan sees the UI's still pictures
    missing = {name: where for name, where in found.items() if name not in STILL_KEYS and name not in NOT_PICTURES}
    assert not missing, f"cache keys the leak test's recorder does not drop (add to STILL_KEYS): {missing}"
    stale = [name for name in STILL_KEYS if name not in found]
    assert not stale, f"STILL_KEYS names attributes no UI module sets any more: {stale}"
