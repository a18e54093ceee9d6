# Everything runs inside .venv, created on first use from the project's own files.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test bench lint clean dist dist-tools dist-check fuzz startup catalogues catalogues-check bots-measure bots-fresh bots-headroom bots-fit

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/haspelknecht

# The type checker first (settings in pyproject.toml: the contracts in game/core/protocol.py and
# game/ui/table_api.py are what every game is checked against), then the whole suite, headless, on
# two processes (pytest-xdist: 7 minutes on 2 cores instead of 12-13; each test stands alone).
test: $(STAMP)
	$(BIN)/mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q -n 2

# The engines' speed, then each game's frames (1920x1080 and 3840x2160, four bots, animations on),
# first render and peak memory, each beside the bare pygame-ce loop or window measured in the same run
# (docs/speed.md). The start-up time: make startup; the bundle's size: make dist-check.
bench: $(STAMP)
	$(BIN)/python -m game.core.bench
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game.ui.frame_bench --game haspelknecht
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game.ui.frame_bench --game coal_baron --thinking-seconds 0
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game.ui.frame_bench --game haspelknecht --memory
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m game.ui.frame_bench --game coal_baron --memory
	$(BIN)/python -m tests.net.bench

# The message catalogues (data/locale): template from the code and data, merged into each .po,
# compiled to the .mo files the app reads (game/core/i18n_catalogues.py). catalogues-check also runs
# the system's msgfmt --check --statistics when it is installed (Debian: gettext).
catalogues: $(STAMP)
	$(BIN)/python -m game.core.i18n_catalogues all

catalogues-check: $(STAMP)
	$(BIN)/python -m game.core.i18n_catalogues check
	@if command -v msgfmt >/dev/null; then for po in data/locale/*/LC_MESSAGES/game.po; do \
		echo "$$po: $$(msgfmt --check --statistics -o /dev/null $$po 2>&1)"; done; fi

# Haspelknecht's bots against each other and the Hard before the lease planning (commit 2dade49;
# tests/bench/, never in the app).
# Long (about 2 hours on 2 cores): the campaigns of README and docs/bots.md (201 games a 2-player
# match, 4-player tables of Hard against three Normals). bots-headroom (about 1 hour more): Hard
# against itself with ten times its playouts, 42 games. bots-fresh (about 75 minutes): Hard's two
# matches again on 201 games no bot was chosen by (--seed 700). OUT=<folder> keeps every game as a
# JSON line (bots_measure report --out FILE prints the figures again). Each game is deterministic,
# so the number of workers does not change the results.
OUT ?= bots-measure
MEASURE := nice -n 5 $(BIN)/python -m tests.bench.bots_measure
bots-measure: $(STAMP)
	mkdir -p $(OUT)
	$(MEASURE) match --bots hard,old_hard --games 67 --seed 100 --workers 2 --out $(OUT)/hard-old_hard.jsonl
	$(MEASURE) match --bots hard,normal --games 67 --seed 100 --workers 2 --out $(OUT)/hard-normal.jsonl
	$(MEASURE) match --bots normal,old_normal --games 67 --seed 100 --workers 2 --out $(OUT)/normal-old_normal.jsonl
	$(MEASURE) times --players 4 --games 2 --seed 100 --workers 2 --out $(OUT)/times-4p.jsonl
	$(MEASURE) times --players 4 --games 12 --layouts first_game,random --seed 200 --workers 2 --out $(OUT)/strength-4p.jsonl

bots-fresh: $(STAMP)
	mkdir -p $(OUT)
	$(MEASURE) match --bots hard,old_hard --games 67 --seed 700 --workers 2 --out $(OUT)/fresh-hard-old_hard.jsonl
	$(MEASURE) match --bots hard,normal --games 67 --seed 700 --workers 2 --out $(OUT)/fresh-hard-normal.jsonl

bots-headroom: $(STAMP)
	mkdir -p $(OUT)
	$(MEASURE) match --bots hard10,hard --games 4 --seed 100 --workers 2 --out $(OUT)/hard10-hard.jsonl
	$(MEASURE) match --bots hard10,hard --games 3 --seed 300 --workers 2 --out $(OUT)/hard10-hard.jsonl
	$(MEASURE) match --bots hard10,hard --games 7 --seed 500 --workers 2 --out $(OUT)/hard10-hard.jsonl

# Hard's two judgements fitted again, each from 600 bot games (about 8 minutes each on 2 cores;
# tests/bench/fit_weights.py, docs/bots.md): heuristic.FITTED_PLANNER from a Normal against the
# Normal before the lease planning (commit 2dade49, a borrower), FITTED_CAREFUL from a Normal with
# Hard's lease terms against Normal. Prints the errors and the weights of each.
bots-fit: $(STAMP)
	mkdir -p $(OUT)
	rm -f $(OUT)/positions.jsonl $(OUT)/positions-careful.jsonl
	nice -n 5 $(BIN)/python -m tests.bench.fit_weights positions --games 200 --seed 2000 --workers 2 --out $(OUT)/positions.jsonl
	$(BIN)/python -m tests.bench.fit_weights fit --out $(OUT)/positions.jsonl
	nice -n 5 $(BIN)/python -m tests.bench.fit_weights positions --games 200 --seed 1000 --workers 2 \
		--bots "normal:debt_aversion=3,normal" --out $(OUT)/positions-careful.jsonl
	$(BIN)/python -m tests.bench.fit_weights fit --out $(OUT)/positions-careful.jsonl

# A longer campaign of damaged saves, settings and data files (tests/core/test_fuzz_inputs.py; the normal
# suite runs 30 of each). FUZZ=<trials per kind>, FUZZ_SEED=<seed>; prints tried/refused/accepted.
FUZZ ?= 1000
FUZZ_SEED ?= 2015
fuzz: $(STAMP)
	HASPELKNECHT_FUZZ=$(FUZZ) HASPELKNECHT_FUZZ_SEED=$(FUZZ_SEED) SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
		$(BIN)/python -m pytest -q -s tests/core/test_fuzz_inputs.py

# The standalone one-folder app, its .tar.gz and .deb (Linux). PyInstaller's work folder stays
# out of build/, which holds the recipes.
DIST_STAMP := $(VENV)/.dist-stamp
$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	@touch $(DIST_STAMP)

dist: $(DIST_STAMP)
	$(BIN)/python build/release.py check
	rm -rf dist/haspelknecht dist/haspelknecht_*.deb dist/haspelknecht-*.tar.gz
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath pyinstaller-work build/haspelknecht.spec
	PATH="$(CURDIR)/$(BIN):$$PATH" build/linux/package.sh

# Check the frozen app: its selftest, also from the unpacked .deb; network games hosted and joined
# by the frozen app over loopback end as the same games played locally (tests/net/frozen.py); the
# third-party notices in the bundle and the .deb's copyright name every piece the bundle ships; the
# menu entry, the AppStream file and the icons validate; lintian finds no error but those an /opt bundle must have (README).
DIST_TOOLS := desktop-file-validate appstreamcli lintian dpkg-deb
dist-tools:
	@for t in $(DIST_TOOLS); do command -v $$t >/dev/null || { \
		echo "make dist-check needs $$t (Debian, Ubuntu: apt-get install desktop-file-utils appstream lintian)"; \
		exit 1; }; done

DEB_CHECK := pyinstaller-work/deb-check
dist-check: dist-tools dist
	@echo "bundle size: $$(du -sh dist/haspelknecht | cut -f1); highest GLIBC version needed: $$($(BIN)/python build/linux/elf_tools.py glibc dist/haspelknecht)"
	@! grep -rl --binary-files=binary "$(CURDIR)" dist/haspelknecht >/dev/null || { echo "a build-machine path is inside the bundle"; exit 1; }
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/haspelknecht/haspelknecht selftest
	rm -rf $(DEB_CHECK) && mkdir -p $(DEB_CHECK)
	dpkg-deb -x dist/haspelknecht_*.deb $(DEB_CHECK)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(DEB_CHECK)/opt/haspelknecht/haspelknecht selftest
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m tests.net.frozen dist/haspelknecht/haspelknecht
	$(BIN)/python build/notices.py check dist/haspelknecht
	$(BIN)/python build/notices.py check $(DEB_CHECK)/opt/haspelknecht --also $(DEB_CHECK)/usr/share/doc/haspelknecht/copyright
	desktop-file-validate dist/haspelknecht/haspelknecht.desktop $(DEB_CHECK)/usr/share/applications/haspelknecht.desktop
	appstreamcli validate --no-net $(DEB_CHECK)/usr/share/metainfo/*.metainfo.xml
	appstreamcli validate-tree --no-net $(DEB_CHECK)
	$(BIN)/python build/linux/lintian_check.py dist/haspelknecht_*.deb

# Time to the title's first frame against a bare pygame-ce window in the same run, interleaved
# (build/measure_startup.py), in a real window: the display's, else an Xvfb of its own (Debian:
# apt-get install xvfb); from source and, when built (make dist), frozen. RUNS=<runs per command>.
RUNS ?= 15
startup: $(STAMP)
	$(BIN)/python build/measure_startup.py --runs $(RUNS) $(if $(wildcard dist/haspelknecht/haspelknecht),--frozen dist/haspelknecht/haspelknecht)

lint: $(STAMP)
	$(BIN)/ruff check game tests build
	$(BIN)/mypy

clean:
	rm -rf $(VENV) .pytest_cache dist pyinstaller-work
