"""Command-line pieces shared by the app (`python -m game`) and the arena: game options as NAME=VALUE.

Pure Python: no pygame.
"""
from __future__ import annotations

import argparse
import json


def parse_option(text: str) -> tuple[str, object]:
    """"mode=solitaire" -> ("mode", "solitaire"); a JSON value ("chain=5", "fast=true") is decoded."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"an option looks like name=value, not {text!r}")
    try:
        return name.strip(), json.loads(value)
    except json.JSONDecodeError:
        return name.strip(), value.strip()
