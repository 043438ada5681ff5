# All set-up lives here. `make lab` opens the course, `make test` runs every check.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# setuptools reminds every editable install that a pokerlib/ folder in the working directory
# shadows the installed one: here that folder *is* the install, so the reminder is noise.
PIP_QUIET := PYTHONWARNINGS="ignore:Editable installation"

.PHONY: lab workspace check reset-lesson test lint test-unit test-notebooks test-browser bench notebooks lesson data clean

# The venv is rebuilt only when the project's dependency list changes.
# Everything the course needs comes from PyPI into .venv (the Japanese chart font too, inside
# the matplotlib-fontja wheel): no root, no system package. What the system must already have
# (Python 3.11+ with its venv module) is checked first and named in one line if missing.
$(STAMP): pyproject.toml
	@$(PYTHON) -c "import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)" 2>/dev/null || \
	    { echo "pokerlib course needs Python 3.11 or newer as '$(PYTHON)' (try: make PYTHON=python3.12 ...)"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) >/dev/null 2>&1 || \
	    { rm -rf $(VENV); echo "'$(PYTHON) -m venv' failed: install Python's venv module (Debian/Ubuntu: python3-venv)"; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(PIP_QUIET) $(BIN)/python -m pip install --quiet -e ".[dev]"
	@# compile the Oasis advisor's kernel once now (numba caches it beside the module), so a
	@# learner's first Advice click takes a second or two instead of the compile's ~15 s
	$(BIN)/python -c "from pokerlib.oasis import advise; advise('Qs Qd 8h 8c 2d', 'Ks')"
	touch $(STAMP)

# The learner's workspace: my-course/ holds the learner's own copies of the lessons (git
# ignores it), so tweaking and saving never touches the course's notebooks. Created on first use,
# never overwritten; it says which lessons the course has changed since they were copied.
WORKSPACE := my-course
workspace: $(STAMP)
	$(BIN)/python -m pokerlib.course $(MESSAGES_LANG) workspace

# `make lab LANG=ja` opens the Japanese edition (so does a Japanese locale, LANG=ja_JP.UTF-8);
# both editions are in the workspace, each in its own folder.
EDITION := $(if $(filter ja%,$(LANG)),notebooks/ja,notebooks)
LAB_LANG := $(if $(filter ja%,$(LANG)),ja,en)
# JupyterLab's own interface speaks the edition's language too (Japanese menus and dialogs from
# the jupyterlab-language-pack-ja-jp package): the language is set in the workspace's own
# JupyterLab settings, which this JupyterLab reads instead of the learner's ~/.jupyter ones.
LAB_SETTINGS := $(CURDIR)/$(WORKSPACE)/.jupyter/lab/user-settings

# Jupyter refuses to run as root unless told; containers and CI machines often are root.
lab: workspace
	$(BIN)/python -m pokerlib.course --lang $(LAB_LANG) lab-settings
	JUPYTERLAB_SETTINGS_DIR=$(LAB_SETTINGS) $(BIN)/jupyter lab --notebook-dir=$(WORKSPACE) \
	    $$([ "$$(id -u)" = 0 ] && echo --allow-root) $(WORKSPACE)/$(EDITION)/00_cards_and_hands.ipynb

# A value typed on the command line reaches the command as one single-quoted word, never as
# code: make would expand `$(shell ...)` or `$(x)` in LESSON or EDITIONS wherever it read them
# (even exporting them to the recipe's environment), so they are never exported and only read
# raw with $(value ...); the Python command then checks the word (make reset-lesson
# LESSON='01;true' names a lesson "01;true", which does not exist, and says so).
unexport LESSON EDITIONS
quote = '$(subst ','\'',$(1))'
raw = $(call quote,$(value $(1)))
# Every line make prints speaks Japanese for a Japanese locale or a Japanese lesson
# (make reset-lesson LESSON=ja/01 from any shell): only the fixed words "--lang ja" come out of
# LESSON here, never its text.
MESSAGES_LANG = $(if $(filter ja%,$(LANG))$(filter ja/%,$(value LESSON)),--lang ja)

# Run your workspace lessons top to bottom and list every exercise: correct / not answered /
# not yet (with its hint). Your own outputs never count as failures; only a lesson that cannot
# run does. It checks the edition of your language (LANG=ja: the Japanese one);
# make check EDITIONS=both checks both, make check LESSON=01 only lesson 01.
check: workspace
	$(BIN)/python -m pokerlib.course check $(if $(value EDITIONS),--edition $(call raw,EDITIONS)) \
	    $(call raw,LESSON)

# A fresh copy of one lesson (yours is kept in my-course/backups/): make reset-lesson LESSON=01
reset-lesson: workspace
	$(BIN)/python -m pokerlib.course reset $(call raw,LESSON)

# Type checking (mypy, settings in pyproject.toml) and lint (ruff) are part of `make test`; the
# lessons' code cells are linted in the stored notebooks, which a test holds equal to their
# sources in notebooks/src (tests/test_lesson_sources.py).
lint: $(STAMP)
	$(BIN)/mypy
	$(BIN)/ruff check pokerlib tests benchmarks notebooks/src $(LESSONS)

# Tests run on every core (pytest-xdist); `--dist loadscope` keeps one test module, and one
# lesson notebook's cells, on one worker in order. TEST_WORKERS=0 runs them in this process.
TEST_WORKERS ?= auto
XDIST = -n $(TEST_WORKERS) --dist loadscope
test: lint
	$(BIN)/python -c "from pokerlib.course.fonts import cjk_font; print('Japanese charts use', cjk_font())"
	$(BIN)/python -m pytest -q -p no:cacheprovider $(XDIST) --ignore=tests/browser tests pokerlib
	$(BIN)/python -m pytest -q -p no:cacheprovider $(XDIST) -o addopts= --nbval --nbval-current-env \
	    --nbval-sanitize-with tests/nbval_sanitize.cfg $(LESSONS)

# Every stored lesson: the English edition and the Japanese one (notebooks/ja).
LESSONS = $(wildcard notebooks/[0-9]*.ipynb notebooks/ja/[0-9]*.ipynb)

# Rewrite each lesson from its Python source in notebooks/src, then execute it from a fresh
# kernel and store its outputs (what nbval compares against), both editions. One lesson only:
# make lesson L=02 (or L=02b, L=02_aof_holdem).
notebooks: $(STAMP)
	$(BIN)/python notebooks/src/build.py all

unexport L
lesson: $(STAMP)
	$(BIN)/python notebooks/src/build.py $(call raw,L)

BROWSER_STAMP := $(VENV)/.browser-installed
# The browser check needs Debian's chromium (installed with apt-get when missing: that needs root;
# elsewhere install chromium yourself). Its Japanese pages take the same packaged IPAex font as the
# charts, through a fontconfig file the tests write (tests/browser/conftest.py): no system font.
$(BROWSER_STAMP): $(STAMP)
	@command -v chromium >/dev/null || [ "$$(id -u)" = 0 ] || \
	    { echo "make test-browser needs chromium: install it (Debian: sudo apt-get install chromium) and run again"; exit 1; }
	command -v chromium >/dev/null || \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)
	$(PIP_QUIET) $(BIN)/python -m pip install --quiet -e ".[dev,browser]"
	touch $(BROWSER_STAMP)

test-browser: $(BROWSER_STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider tests/browser

BENCH_STAMP := $(VENV)/.bench-installed
$(BENCH_STAMP): $(STAMP)
	$(PIP_QUIET) $(BIN)/python -m pip install --quiet -e ".[dev,bench]"
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	for script in benchmarks/*.py; do $(BIN)/python "$$script" || exit 1; done

clean:
	rm -rf $(VENV) build .pytest_cache
