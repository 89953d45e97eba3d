"""Reading The Dance's data files: JSON in, and a clear DataError naming the file and the hex or counter.

Pure Python: no pygame. It only reads and checks shapes and types; what the data mean is checked by
the ballroom and counters loaders that use it.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.core.resources import levels_dir


class DataError(ValueError):
    """A damaged data file. The message names the file and the hex or counter at fault."""


class Reader:
    """Field access on one parsed file: every failure names the file and what was being read."""

    def __init__(self, path: Path | str):
        self.path = Path(path)

    def fail(self, where: str, message: str):
        raise DataError(f"{self.path}, {where}: {message}")

    def load(self) -> dict:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise DataError(f"{self.path}: cannot be read ({exc.strerror or exc})") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise DataError(f"{self.path}: not valid JSON (line {exc.lineno}, column {exc.colno}: "
                            f"{exc.msg})") from None
        if not isinstance(data, dict):
            raise DataError(f"{self.path}: should hold one JSON object, not {type(data).__name__}")
        return data

    def get(self, obj, key: str, kind: type | tuple, where: str):
        """obj[key], which must be of `kind` (int never accepts true/false)."""
        if not isinstance(obj, dict):
            self.fail(where, f"should be a JSON object, not {json.dumps(obj)}")
        if key not in obj:
            self.fail(where, f"missing field '{key}'")
        value = obj[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds or not isinstance(value, kinds):
            self.fail(where, f"field '{key}' should be {_describe(kinds)}, not {json.dumps(value)}")
        return value

    def strings(self, obj, key: str, where: str) -> list[str]:
        """obj[key] as a list of strings."""
        values = self.get(obj, key, list, where)
        for i, v in enumerate(values):
            if not isinstance(v, str):
                self.fail(where, f"'{key}' item {i + 1} should be a string, not {json.dumps(v)}")
        return values


class Builder:
    """What checks one parsed file and assembles its object: the reader it reports through and the data.
    A loader subclasses it and writes build()."""

    def __init__(self, reader: Reader, data: dict):
        self.rd = reader
        self.data = data

    def fail(self, where: str, message: str):
        self.rd.fail(where, message)

    def build(self):
        raise NotImplementedError


def data_path(name: str) -> Path:
    """One of The Dance's data files in levels/the_dance/."""
    return levels_dir() / "the_dance" / name


def load(path: Path | str, builder: type[Builder]):
    """Read `path` and build its object with `builder`; a damaged file raises DataError."""
    reader = Reader(path)
    return builder(reader, reader.load()).build()


def _describe(kinds: tuple) -> str:
    words = {int: "a whole number", str: "a string", list: "a list", dict: "an object", bool: "true or false"}
    return " or ".join(words.get(k, k.__name__) for k in kinds)
