"""The Dance's counters: the file pinned against the rules page's tables, the loader's API, the page's
balance figures that follow from the tables, and clear errors from damaged files."""
import dataclasses
import itertools
import json
from collections import Counter

import pytest

from game.the_dance.ballroom import ballroom
from game.the_dance.counters import DataError, counters, default_path, load_counters

# Copied from shared/rules/the_dance.md
PAGE_AVATARS = """
| saar | Tatiana Saar | plum / 1 | 0 | 1 | 1 | 2 |
| vass | Ilona Vass | ivory / 2 | 1 | 0 | 2 | 1 |
| corvinu | Mircea Corvinu | copper / 3 | 1 | 2 | 0 | 1 |
| balaz | Thorne Balaz | grey / 4 | 2 | 1 | 1 | 0 |
| ferencz | Sabina Ferencz | teal / 5 | 1 | 1 | 0 | 2 |
| moroi | Lucian Moroi | jet / 6 | 0 | 2 | 1 | 1 |
"""
PAGE_DANCERS = """
| anna | Rev. Mother Anna | B | x | x | 1 | 2 |
| julia | Lady Julia | R | 0 | 1 | x | 2 |
| marta | Contessa Marta | Y | 1 | 2 | 0 | x |
| todoran | Primar Todoran | Y | 2 | 1 | x | 0 |
| belan | Artisan Belan | G | 1 | x | 2 | 0 |
| lupei | Captain Lupei | R | 1 | 0 | x | 2 |
| constantin | Patron Constantin | Y | 0 | 2 | 1 | x |
| iosif | Baron Iosif | Y | 2 | x | 1 | 0 |
| albu | Doctor Albu | G | 0 | 1 | x | 2 |
| irina | Countess Irina | R | 1 | 2 | x | 0 |
| dragomir | General Dragomir | B | 2 | 0 | x | 1 |
| sofia | Madame Sofia | R | 0 | 1 | 2 | x |
| weiss | Banker Weiss | Y | 1 | 2 | x | x |
| hollo | Professor Hollo | G | x | 0 | 1 | 2 |
| stefan | Prince Stefan | B | 0 | x | 2 | 1 |
| elena | Duchess Elena | R | x | 1 | 0 | 2 |
| petrescu | Judge Petrescu | B | 2 | x | 0 | 1 |
| radu | Colonel Radu | G | 1 | x | 2 | 1 |
| liszka | Maestro Liszka | R | 1 | 1 | 1 | x |
| orlov | Ambassador Orlov | B | x | 2 | 1 | 1 |
| ecaterina | Widow Ecaterina | G | 2 | 1 | 0 | x |
| bratu | Senator Bratu | Y | x | 2 | x | 1 |
| clara | Heiress Clara | B | 1 | 2 | 0 | x |
| silvestru | Abbot Silvestru | G | x | x | 2 | 1 |
"""
PAGE_PLANS = ("P1 RRR, P2 YYY, P3 BBB, P4 GGG, P5 RRYY, P6 YYBB, P7 BBGG, P8 GGRR, P9 RYBGR, "
              "P10 RYBGY, P11 RYBGB, P12 RYBGG")
PAGE_POWERS = ("athletic discipline host mesmerize old_wealth overwhelming regale resourceful shadow "
               "strategic tactician willpower").split()
DOMAINS = ("ext", "cor", "sub", "con")


def _rows(table):
    return [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in table.strip().splitlines()]


@pytest.fixture(scope="module")
def c():
    return counters()


# --- pinned against the page ---

def test_domains_and_symbols(c):
    assert [(d.id, d.name) for d in c.domains] == [
        ("ext", "Extortion"), ("cor", "Corruption"), ("sub", "Subjugation"), ("con", "Confidence")]
    assert c.domain_ids == DOMAINS
    assert [(s.letter, s.colour, s.name) for s in c.symbols] == [
        ("R", "red", "Rose"), ("Y", "gold", "Crown"), ("B", "blue", "Moon"), ("G", "green", "Ivy")]
    # colour is never the only cue: shapes differ as well as colours
    assert len({s.shape for s in c.symbols}) == len({s.colour for s in c.symbols}) == 4
    assert c.symbol("B").shape == "moon"


def test_avatars_are_the_pages(c):
    rows = _rows(PAGE_AVATARS)
    assert [a.id for a in c.avatars] == [r[0] for r in rows]
    for row, a in zip(rows, c.avatars):
        colour, table = row[2].split(" / ")
        assert (a.name, a.colour, a.table) == (row[1], colour, int(table))
        assert a.ratings == tuple(int(x) for x in row[3:7])
        assert [a.rating(d) for d in DOMAINS] == list(a.ratings)
        assert a.movement == 2
        assert sorted(a.ratings) == [0, 1, 1, 2]
        assert c.avatar(a.id) is a and c.avatar_of_table(a.table) is a


def test_each_family_uses_the_table_of_its_colour(c):
    room = ballroom()
    assert sorted(a.table for a in c.avatars) == [t.number for t in room.tables]
    for a in c.avatars:
        assert room.table(a.table).colour == a.colour
    assert c.avatar_of_table(7) is None


def test_dancers_are_the_pages(c):
    rows = _rows(PAGE_DANCERS)
    assert [d.id for d in c.dancers] == [r[0] for r in rows]
    for row, d in zip(rows, c.dancers):
        assert (d.name, d.symbol) == (row[1], row[2])
        assert d.pips == tuple(None if x == "x" else int(x) for x in row[3:7])
        for dom, cell in zip(DOMAINS, row[3:7]):
            assert d.allows(dom) == (cell != "x")
            assert d.pips_in(dom) == (0 if cell == "x" else int(cell))
        assert d.marks == tuple(dom for dom, cell in zip(DOMAINS, row[3:7]) if cell == "x")


def test_six_dancers_of_each_symbol(c):
    assert len(c.dancers) == 24
    assert Counter(d.symbol for d in c.dancers) == {"R": 6, "Y": 6, "B": 6, "G": 6}


def test_most_dancers_have_3_pips_and_one_mark_with_the_pages_exceptions(c):
    shapes = {d.id: (d.total_pips, len(d.marks)) for d in c.dancers}
    two_marks = {i for i, s in shapes.items() if s == (3, 2)}
    four_pips = {i for i, s in shapes.items() if s == (4, 1)}
    assert two_marks == {"anna", "weiss", "bratu", "silvestru"}
    assert four_pips == {"radu", "orlov"}
    assert all(s == (3, 1) for i, s in shapes.items() if i not in two_marks | four_pips)


def test_40_refreshments(c):
    pile = c.refreshment_pile()
    assert len(pile) == 40
    counts = Counter(pile)
    for dom in DOMAINS:
        one, two = f"{dom.capitalize()}1", f"{dom.capitalize()}2"
        assert counts[one] == 7 and counts[two] == 2
        assert (c.refreshment(one).domain, c.refreshment(one).pips) == (dom, 1)
        assert (c.refreshment(two).domain, c.refreshment(two).pips) == (dom, 2)
        assert c.refreshment(one).movement == c.refreshment(two).movement == 0
    ankh = c.refreshment("Ankh")
    assert counts["Ankh"] == 4 and (ankh.domain, ankh.pips, ankh.movement) == (None, 0, 1)
    # the notation's order for a draw: Ext1 Ext2 Cor1 Cor2 Sub1 Sub2 Con1 Con2 Ankh
    assert [r.id for r in c.refreshments] == "Ext1 Ext2 Cor1 Cor2 Sub1 Sub2 Con1 Con2 Ankh".split()
    assert sorted(["Ankh", "Con1", "Ext2", "Cor1"], key=c.refreshment_order) == ["Ext2", "Cor1", "Con1", "Ankh"]
    assert list(pile) == sorted(pile, key=c.refreshment_order)


def test_plans_are_the_pages(c):
    page = [tuple(p.split()) for p in PAGE_PLANS.split(", ")]
    assert [(p.id, p.symbols) for p in c.plans] == page
    assert dict(c.plan("P9").needs) == {"R": 2, "Y": 1, "B": 1, "G": 1}
    assert sorted(len(p.symbols) for p in c.plans) == [3] * 4 + [4] * 4 + [5] * 4


def test_twelve_powers_with_the_pages_ids(c):
    assert [p.id for p in c.powers] == PAGE_POWERS
    assert c.power("old_wealth").name == "Old Wealth"
    for p in c.powers:
        assert p.name.lower().replace(" ", "_") == p.id
        assert p.text and "\n" not in p.text and len(p.text) <= 120 and p.text.endswith(".")


# --- the page's balance figures follow from the tables ---

def test_best_influence_targets_match_the_pages_balance(c):
    targets = Counter()
    by_avatar, by_symbol = {}, {}
    for a in c.avatars:
        for d in c.dancers:
            best = max(a.rating(dom) + d.pips_in(dom) for dom in DOMAINS if d.allows(dom))
            targets[best] += 1
            by_avatar.setdefault(a.id, []).append(best / 6)
            by_symbol.setdefault(d.symbol, []).append(best / 6)
    # 2 in 17% of pairs, 3 in 58%, 4 in 25%
    assert targets == {2: 24, 3: 84, 4: 36}
    mean = sum(t * n for t, n in targets.items()) / 144 / 6
    assert round(mean, 2) == 0.51 and round(mean + 1 / 6, 2) == 0.68
    assert all(50 <= round(100 * sum(v) / len(v)) <= 53 for v in by_avatar.values())
    assert all(50 <= round(100 * sum(v) / len(v)) <= 52 for v in by_symbol.values())


def test_best_foil_targets_are_2_to_4_with_mean_3(c):
    best = [max(a.rating(d) + b.rating(d) for d in DOMAINS) for a, b in itertools.permutations(c.avatars, 2)]
    assert min(best) == 2 and max(best) == 4 and sum(best) / len(best) == 3


# --- the API ---

def test_ids_and_names_any_case(c):
    assert c.id_of("dancer", "julia") == c.id_of("dancer", "JULIA") == c.id_of("dancer", "lady  Julia") == "julia"
    assert c.id_of("dancer", "Rev. Mother Anna") == "anna"
    assert c.id_of("avatar", "Tatiana Saar") == c.id_of("avatar", "SAAR") == "saar"
    assert c.id_of("domain", "Confidence") == c.id_of("domain", "CON") == "con"
    assert c.id_of("power", "old wealth") == c.id_of("power", "Old_Wealth") == "old_wealth"
    assert c.id_of("plan", "p7") == "P7" and c.id_of("refreshment", "con1") == "Con1"
    assert c.id_of("refreshment", "ankh") == "Ankh" and c.id_of("symbol", "rose") == "R"
    with pytest.raises(LookupError) as err:
        c.id_of("dancer", "Lady Jula")
    assert str(err.value) == "there is no Dancer called 'Lady Jula'"


def test_loaded_once_and_immutable(c):
    assert counters() is c
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.dancer("anna").symbol = "R"
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.dancers = ()
    assert isinstance(c.dancers, tuple) and isinstance(c.dancer("anna").pips, tuple)


# --- damaged files ---

def _damaged(tmp_path, change):
    data = json.loads(default_path().read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "counters.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _item(data, key, ident):
    return next(x for x in data[key] if x.get("id", x.get("letter")) == ident)


def test_bad_json_is_refused_with_the_file(tmp_path):
    path = tmp_path / "counters.json"
    path.write_text(default_path().read_text(encoding="utf-8").replace('"anna",', '"anna"'), encoding="utf-8")
    with pytest.raises(DataError, match="not valid JSON") as err:
        load_counters(path)
    assert str(path) in str(err.value)


@pytest.mark.parametrize("change, words", [
    (lambda d: _item(d, "dancers", "anna").pop("symbol"), ["Dancer anna", "missing field 'symbol'"]),
    (lambda d: _item(d, "dancers", "anna").update(symbol="Q"), ["Dancer anna", "unknown symbol 'Q'"]),
    (lambda d: _item(d, "dancers", "anna")["pips"].update(sub="y"), ["Dancer anna", "sub should be"]),
    (lambda d: _item(d, "dancers", "anna")["pips"].update(sub=-1), ["Dancer anna", "sub should be"]),
    (lambda d: _item(d, "dancers", "anna")["pips"].pop("con"), ["Dancer anna", "exactly the Domains"]),
    (lambda d: _item(d, "dancers", "anna")["pips"].update(sub="x", con="x"), ["Dancer anna", "every Domain"]),
    (lambda d: d["dancers"].append(dict(_item(d, "dancers", "anna"), name="Anna")),
     ["Dancer anna", "listed twice"]),
    (lambda d: _item(d, "dancers", "julia").update(name="Rev. Mother Anna"),
     ["Dancer julia", "also Dancer anna's"]),
    (lambda d: d["dancers"][3].pop("id"), ["dancers item 4", "missing field 'id'"]),
    (lambda d: _item(d, "avatars", "vass")["ratings"].update(sub="x"), ["Avatar vass", "sub should be"]),
    (lambda d: _item(d, "avatars", "vass").update(table=1), ["Avatar vass", "table 1 is also Avatar saar's"]),
    (lambda d: _item(d, "avatars", "vass").update(colour="plum"), ["Avatar vass", "colour plum"]),
    (lambda d: _item(d, "avatars", "vass").update(movement=0), ["Avatar vass", "Movement 0"]),
    (lambda d: _item(d, "refreshments", "Con2").update(domain="charm"), ["Refreshment Con2", "unknown Domain"]),
    (lambda d: _item(d, "refreshments", "Ankh").update(pips=1), ["Refreshment Ankh", "no Domain"]),
    (lambda d: _item(d, "refreshments", "Ext1").update(count=0), ["Refreshment Ext1", "count"]),
    (lambda d: _item(d, "plans", "P9").update(symbols="RYBGQ"), ["Plan P9", "symbols 'RYBGQ'"]),
    (lambda d: d["plans"].append({"id": "p9", "symbols": "RRR"}), ["Plan p9", "listed twice"]),
    (lambda d: _item(d, "powers", "host").update(id="Host Power"), ["Power Host Power", "lower-case"]),
    (lambda d: _item(d, "powers", "host").pop("text"), ["Power host", "missing field 'text'"]),
    (lambda d: _item(d, "symbols", "B").update(colour="red"), ["symbol", "colour red"]),
    (lambda d: _item(d, "symbols", "B").update(letter="BB"), ["symbol BB", "one capital letter"]),
    (lambda d: d.update(plans=[]), ["plans", "is empty"]),
    (lambda d: d.pop("powers"), ["top level", "missing field 'powers'"]),
])
def test_damaged_counters_are_refused_with_the_counter_named(tmp_path, change, words):
    path = _damaged(tmp_path, change)
    with pytest.raises(DataError) as err:
        load_counters(path)
    message = str(err.value)
    assert str(path) in message
    for w in words:
        assert w in message, message


def test_an_undamaged_copy_loads_the_same(tmp_path):
    copy = load_counters(_damaged(tmp_path, lambda d: None))
    assert copy is not counters()
    assert copy.dancers == counters().dancers and copy.powers == counters().powers
