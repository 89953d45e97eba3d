"""The Dance's counters, read from levels/the_dance/counters.json and checked: Domains, symbols, Avatars,
Dancers, Refreshments, Plans and Powers.

Pure Python: no pygame, no game state. Everything is immutable and indexed at load time; Domains are
ids "ext", "cor", "sub", "con", and per-Domain numbers are tuples in that order.

    from game.the_dance.counters import counters
    c = counters()                                # loaded and checked once, then cached
    c.dancer("anna").pips_in("con")               # 2 ("x" counts as 0; allows("ext") is False)
    c.avatar("saar").rating("con")                # 2
    c.id_of("dancer", "Lady Julia")               # 'julia' (ids any case, full names too)
    c.refreshment_pile()                          # the 40 marker ids, Ext1 x7, Ext2 x2, ... Ankh x4
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from game.the_dance.datafile import Builder, DataError, Reader, data_path, load

__all__ = ["Avatar", "Counters", "DataError", "Dancer", "Domain", "Plan", "Power", "Refreshment", "Symbol",
           "counters", "default_path", "load_counters"]

MARK = "x"  # the red negation mark on a Dancer's Domain
_POWER_ID = re.compile(r"[a-z]+(_[a-z]+)*")


@dataclass(frozen=True, slots=True)
class Domain:
    id: str       # "ext"
    name: str     # "Extortion"


@dataclass(frozen=True, slots=True)
class Symbol:
    """A Plan and Dancer symbol: always drawn in its colour *and* its shape."""
    letter: str   # "R"
    name: str     # "Rose"
    colour: str   # "red"
    shape: str    # "rose"


@dataclass(frozen=True, slots=True)
class Avatar:
    id: str
    name: str
    colour: str
    table: int
    movement: int
    ratings: tuple[int, ...]        # per Domain, in Domain order
    domains: tuple[str, ...]        # the Domain ids, for rating()

    def rating(self, domain: str) -> int:
        return self.ratings[self.domains.index(domain)]


@dataclass(frozen=True, slots=True)
class Dancer:
    id: str
    name: str
    symbol: str
    pips: tuple[int | None, ...]    # per Domain, in Domain order; None where the Dancer has an x
    domains: tuple[str, ...]

    def pips_in(self, domain: str) -> int:
        """Pips in `domain`; a mark counts as 0."""
        return self.pips[self.domains.index(domain)] or 0

    def allows(self, domain: str) -> bool:
        """False when `domain` is marked x: it may not be chosen against this Dancer."""
        return self.pips[self.domains.index(domain)] is not None

    @property
    def marks(self) -> tuple[str, ...]:
        """The Domains marked x."""
        return tuple(d for d, p in zip(self.domains, self.pips) if p is None)

    @property
    def total_pips(self) -> int:
        return sum(p for p in self.pips if p)


@dataclass(frozen=True, slots=True)
class Refreshment:
    """One kind of Refreshment marker and how many of it are in the game."""
    id: str                 # "Con1", "Ankh"
    domain: str | None      # the Domain it adds pips in; None for the Ankh
    pips: int
    count: int
    movement: int           # extra Movement when played in a Dance Step (the Ankh's 1)


@dataclass(frozen=True, slots=True)
class Plan:
    id: str                 # "P9"
    symbols: str            # "RYBGR": one letter per symbol, matched one-to-one by seated Dancers

    @property
    def needs(self) -> Mapping[str, int]:
        """How many of each symbol letter the Plan asks for."""
        return MappingProxyType(Counter(self.symbols))


@dataclass(frozen=True, slots=True)
class Power:
    id: str                 # "old_wealth": lower-case words joined by _
    name: str               # "Old Wealth": for the screen
    text: str               # one line of help, in our own words


@dataclass(frozen=True, eq=False)
class Counters:
    """Every counter of the game. Build it with load_counters() or counters(), never by hand."""
    source: str
    domains: tuple[Domain, ...]
    symbols: tuple[Symbol, ...]
    avatars: tuple[Avatar, ...]
    dancers: tuple[Dancer, ...]
    refreshments: tuple[Refreshment, ...]
    plans: tuple[Plan, ...]
    powers: tuple[Power, ...]
    _by_id: Mapping[str, Mapping[str, object]]      # kind -> id -> counter
    _names: Mapping[str, Mapping[str, str]]         # kind -> lower-case id or name -> id
    _refreshment_order: Mapping[str, int]           # Refreshment id -> place in file order

    @property
    def domain_ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.domains)

    def domain(self, id: str) -> Domain:
        return self._by_id["domain"][id]

    def symbol(self, letter: str) -> Symbol:
        return self._by_id["symbol"][letter]

    def avatar(self, id: str) -> Avatar:
        return self._by_id["avatar"][id]

    def dancer(self, id: str) -> Dancer:
        return self._by_id["dancer"][id]

    def refreshment(self, id: str) -> Refreshment:
        return self._by_id["refreshment"][id]

    def plan(self, id: str) -> Plan:
        return self._by_id["plan"][id]

    def power(self, id: str) -> Power:
        return self._by_id["power"][id]

    def avatar_of_table(self, table: int) -> Avatar | None:
        """The Avatar whose family uses Sanctuary table `table`."""
        return next((a for a in self.avatars if a.table == table), None)

    def refreshment_pile(self) -> tuple[str, ...]:
        """Every Refreshment marker by id, each kind `count` times, in file order (the notation's order:
        Ext1 Ext2 Cor1 Cor2 Sub1 Sub2 Con1 Con2 Ankh)."""
        return tuple(r.id for r in self.refreshments for _ in range(r.count))

    def refreshment_order(self, id: str) -> int:
        """Sort key that lists markers in the notation's order (`draw Ext1,Cor2,Con1,Ankh`)."""
        return self._refreshment_order[id]

    def id_of(self, kind: str, text: str) -> str:
        """The id a player means by `text`: an id in any case, or a full name ("Lady Julia", "Old Wealth",
        "confidence"). `kind` is one of domain, symbol, avatar, dancer, refreshment, plan, power.
        LookupError with a sentence a player can read (str(error)) when nothing matches."""
        found = self._names[kind].get(" ".join(text.split()).lower())
        if found is None:
            raise LookupError(f"there is no {_KIND_WORDS[kind]} called {text.strip()!r}")
        return found


_KIND_WORDS = {"domain": "Domain", "symbol": "symbol", "avatar": "Avatar", "dancer": "Dancer",
               "refreshment": "Refreshment", "plan": "Plan", "power": "Power"}


def default_path() -> Path:
    return data_path("counters.json")


@lru_cache(maxsize=1)
def counters() -> Counters:
    """The game's counters, read and checked on the first call and shared afterwards."""
    return load_counters(default_path())


def load_counters(path: Path | str) -> Counters:
    """Read and check a counters file. A damaged file raises DataError naming the file and the counter."""
    return load(path, _Builder)


class _Builder(Builder):
    """Checks a parsed counters file list by list and assembles the Counters."""

    def __init__(self, reader: Reader, data: dict):
        super().__init__(reader, data)
        self.names: dict[str, dict[str, str]] = {}


    def items(self, key: str, kind: str) -> list[tuple[str, str, dict]]:
        """(id, where, item) for each item of list `key`; ids must be present and distinct."""
        rd = self.rd
        out, seen = [], set()
        id_field = "letter" if kind == "symbol" else "id"
        for i, item in enumerate(rd.get(self.data, key, list, "top level")):
            ident = rd.get(item, id_field, str, f"{key} item {i + 1}")
            where = f"{_KIND_WORDS[kind]} {ident}"
            if not ident.strip() or ident != ident.strip():
                self.fail(f"{key} item {i + 1}", f"{id_field} {ident!r} should be a word without spaces")
            if ident.lower() in seen:
                self.fail(where, "listed twice")
            seen.add(ident.lower())
            out.append((ident, where, item))
        if not out:
            self.fail(key, "is empty")
        return out

    def name(self, kind: str, ident: str, where: str, *aliases: str) -> None:
        """Let id_of() find `ident` by its id and its names; two counters may not share a name."""
        table = self.names.setdefault(kind, {})
        for alias in (ident, *aliases):
            key = " ".join(alias.split()).lower()
            if table.get(key, ident) != ident:
                self.fail(where, f"its name {alias!r} is also {_KIND_WORDS[kind]} {table[key]}'s")
            table[key] = ident

    def per_domain(self, item: dict, key: str, where: str, allow_mark: bool) -> tuple:
        values = self.rd.get(item, key, dict, where)
        if set(values) != set(self.domain_ids):
            self.fail(where, f"'{key}' should give exactly the Domains {', '.join(self.domain_ids)}, "
                             f"not {', '.join(values) or 'none'}")
        out = []
        for d in self.domain_ids:
            v = values[d]
            if allow_mark and v == MARK:
                out.append(None)
            elif isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                out.append(v)
            else:
                allowed = "a whole number (0 or more) or \"x\"" if allow_mark else "a whole number (0 or more)"
                self.fail(where, f"{d} should be {allowed}, not {v!r}")
        return tuple(out)

    def build(self) -> Counters:
        rd = self.rd
        domains = []
        for ident, where, item in self.items("domains", "domain"):
            domains.append(Domain(ident, rd.get(item, "name", str, where)))
            self.name("domain", ident, where, domains[-1].name)
        self.domain_ids = tuple(d.id for d in domains)

        symbols = []
        for ident, where, item in self.items("symbols", "symbol"):
            if len(ident) != 1 or not ident.isupper():
                self.fail(where, "a symbol's letter should be one capital letter")
            symbols.append(Symbol(ident, rd.get(item, "name", str, where), rd.get(item, "colour", str, where),
                                  rd.get(item, "shape", str, where)))
            self.name("symbol", ident, where, symbols[-1].name)
        for field in ("colour", "shape"):
            values = [getattr(s, field) for s in symbols]
            for s in symbols:
                if values.count(getattr(s, field)) > 1:
                    self.fail(f"symbol {s.letter}", f"its {field} {getattr(s, field)} is not its own: "
                                                    "colour and shape must each tell symbols apart")
        letters = {s.letter for s in symbols}

        avatars = []
        for ident, where, item in self.items("avatars", "avatar"):
            table = rd.get(item, "table", int, where)
            movement = rd.get(item, "movement", int, where)
            if table < 1:
                self.fail(where, f"table {table} should be 1 or more")
            if movement < 1:
                self.fail(where, f"Movement {movement} should be 1 or more")
            avatars.append(Avatar(ident, rd.get(item, "name", str, where), rd.get(item, "colour", str, where),
                                  table, movement, self.per_domain(item, "ratings", where, False),
                                  self.domain_ids))
            self.name("avatar", ident, where, avatars[-1].name)
        for field in ("table", "colour"):
            for a in avatars:
                same = [b for b in avatars if getattr(b, field) == getattr(a, field)]
                if len(same) > 1:
                    self.fail(f"Avatar {same[1].id}", f"its {field} {getattr(a, field)} is also "
                                                      f"Avatar {same[0].id}'s")

        dancers = []
        for ident, where, item in self.items("dancers", "dancer"):
            symbol = rd.get(item, "symbol", str, where)
            if symbol not in letters:
                self.fail(where, f"unknown symbol {symbol!r} (symbols: {' '.join(sorted(letters))})")
            pips = self.per_domain(item, "pips", where, True)
            if all(p is None for p in pips):
                self.fail(where, "every Domain is marked x: nothing could ever be tried against it")
            dancers.append(Dancer(ident, rd.get(item, "name", str, where), symbol, pips, self.domain_ids))
            self.name("dancer", ident, where, dancers[-1].name)

        refreshments = []
        for ident, where, item in self.items("refreshments", "refreshment"):
            domain = rd.get(item, "domain", (str, type(None)), where)
            if domain is not None and domain not in self.domain_ids:
                self.fail(where, f"unknown Domain {domain!r} (Domains: {', '.join(self.domain_ids)})")
            numbers = {k: rd.get(item, k, int, where) for k in ("pips", "count", "movement")}
            if numbers["count"] < 1 or numbers["pips"] < 0 or numbers["movement"] < 0:
                self.fail(where, "count should be 1 or more, pips and movement 0 or more")
            if domain is None and numbers["pips"]:
                self.fail(where, f"{numbers['pips']} pips but no Domain to add them in")
            refreshments.append(Refreshment(ident, domain, **numbers))
            self.name("refreshment", ident, where)

        plans = []
        for ident, where, item in self.items("plans", "plan"):
            symbols_text = rd.get(item, "symbols", str, where)
            strays = sorted(set(symbols_text) - letters)
            if not symbols_text or strays:
                self.fail(where, f"symbols {symbols_text!r} should be letters among "
                                 f"{' '.join(sorted(letters))}")
            plans.append(Plan(ident, symbols_text))
            self.name("plan", ident, where)

        powers = []
        for ident, where, item in self.items("powers", "power"):
            if not _POWER_ID.fullmatch(ident):
                self.fail(where, "a Power's id should be lower-case words joined by _ (old_wealth)")
            powers.append(Power(ident, rd.get(item, "name", str, where), rd.get(item, "text", str, where)))
            self.name("power", ident, where, powers[-1].name)

        by_id = {
            "domain": {d.id: d for d in domains}, "symbol": {s.letter: s for s in symbols},
            "avatar": {a.id: a for a in avatars}, "dancer": {d.id: d for d in dancers},
            "refreshment": {r.id: r for r in refreshments}, "plan": {p.id: p for p in plans},
            "power": {p.id: p for p in powers},
        }
        return Counters(
            source=str(rd.path), domains=tuple(domains), symbols=tuple(symbols), avatars=tuple(avatars),
            dancers=tuple(dancers), refreshments=tuple(refreshments), plans=tuple(plans), powers=tuple(powers),
            _by_id=MappingProxyType({k: MappingProxyType(v) for k, v in by_id.items()}),
            _names=MappingProxyType({k: MappingProxyType(v) for k, v in self.names.items()}),
            _refreshment_order=MappingProxyType({r.id: i for i, r in enumerate(refreshments)}))
