# Grand Ball: `make play` and `make test` are all a newcomer needs (python3 only).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export PYGAME_HIDE_SUPPORT_PROMPT := 1

.PHONY: play test exe bench sounds clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q

clean:
	rm -rf build dist $(VENV) .pytest_cache
