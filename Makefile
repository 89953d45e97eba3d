# Grand Ball: `make play` and `make test` are all a newcomer needs (python3 only).
# Everything is installed from scratch into .venv; it is reinstalled when pyproject.toml changes.
VENV := .venv
ifeq ($(OS),Windows_NT)
PYTHON ?= python
BIN := $(VENV)/Scripts
else
PYTHON ?= python3
BIN := $(VENV)/bin
endif
STAMP := $(VENV)/.installed
BENCH_ARGS ?=
TEST_JOBS ?= 2
export PYGAME_HIDE_SUPPORT_PROMPT := 1

.PHONY: play test exe bench sounds icon clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Open the launcher.
play: $(STAMP)
	$(BIN)/python -m game

# Every test, headless, including the one that builds and runs the standalone executable.
test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q -n $(TEST_JOBS) --dist loadfile --no-loadscope-reorder

# The standalone executable: dist/grand-ball (dist/grand-ball.exe on Windows).
exe: $(STAMP)
	$(BIN)/python -m PyInstaller --noconfirm build.spec

# Figures to compare run to run: rules speed, frame times (wall and CPU, 720p and 1080p), start-up, replay
# jumps, Casino's crowded listing, AI time per move, arena win rates, odds calibration; a summary at the end.
# `make bench BENCH_ARGS=--quick` for a short check.
bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game.bench $(BENCH_ARGS)

# Regenerate sounds/*.wav and the app icon from their scripts (the outputs are committed).
sounds: $(STAMP)
	$(BIN)/python tools/make_sounds.py

icon: $(STAMP)
	$(BIN)/python tools/make_icon.py

clean:
	rm -rf build dist $(VENV) .pytest_cache .hypothesis *.egg-info
