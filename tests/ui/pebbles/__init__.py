"""Pebbles: a small sixth game written as a test fixture, laid out as a real game is (pure rules, a
table, a UI kit), so the tests can show that a game plugs into the shell by registering its kit alone
(game.ui.kits.register), with no shell file touched."""
