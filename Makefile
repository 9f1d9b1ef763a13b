# `make run` starts the whole service (Redis, the API, a live and an arena worker); `make test`
# runs every test. Both set up .venv first, from the locks in requirements/ (`make lock`).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-single test-browser test-cluster lint openapi bench clean node-tools \
	lint-openapi clients web chromium lock sbom

# The node tools (package.json, pinned in package-lock.json): the contract's linters, the
# TypeScript client's generator and compiler, and the OpenID provider the sign-in tests run
# (tests/oidc/provider.mjs). `make test` installs them when npm is there;
# without npm, the tests that need them skip and say so (under CI=true they fail).
NODE_STAMP := node_modules/.installed
NODE_TOOLS := $(if $(shell command -v npm),$(NODE_STAMP))
NODE_BIN := node_modules/.bin

# Debian's Chromium (and its driver) for the browser tests (tests/support/browser.py): `make test`
# installs them with apt-get where they are missing; nothing downloads a browser.
CHROMIUM := $(if $(wildcard /usr/bin/chromium),,$(if $(shell command -v apt-get),chromium))

# Python packages come from the hash-checked locks only (requirements/, `make lock`); then the
# project itself, editable, built by the locked setuptools (no unlocked build download).
LOCKS := requirements/runtime.txt requirements/dev.txt

$(STAMP): pyproject.toml $(LOCKS)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements/dev.txt
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	# The generated Python client (clients/python, `make clients`) importable as haras_client.
	$(BIN)/python -c 'import sys, sysconfig; open(sysconfig.get_path("purelib") + \
		"/haras_client.pth", "w").write(sys.argv[1] + "\n")' "$(CURDIR)/clients/python"
	touch $(STAMP)

# Re-resolves both locks from pyproject.toml's ranges, newest first, with pip-tools (pinned in
# the dev extra; chosen over uv because its requirements files with hashes are what pip and the
# Dockerfile consume directly, with no export step). From PyPI itself, ignoring this machine's
# pip config (local indexes, find-links, constraints), so the hashes are PyPI's. The dev lock
# is constrained by the runtime one: a package both use has one version in both.
# Then the venv is rebuilt from the new locks and the SBOM made again (`make sbom`). After it:
# `make test`, then `make bench BENCH_ARGS=--quick` (README.md).
PIP_COMPILE := env -u PIP_FIND_LINKS -u PIP_INDEX_URL -u PIP_EXTRA_INDEX_URL -u PIP_CONSTRAINT \
	PIP_CONFIG_FILE=/dev/null CUSTOM_COMPILE_COMMAND="make lock" $(BIN)/pip-compile --quiet \
	--upgrade --generate-hashes --allow-unsafe --strip-extras --index-url https://pypi.org/simple
# Each lock's header: what it is for, and the one platform it was resolved for.
RUNTIME_LOCK_ABOUT := "The image's Python packages (deploy/Dockerfile): pyproject.toml's dependencies."
DEV_LOCK_ABOUT := "The development venv (make, CI): the runtime lock's pins plus the dev extra," \
	"which holds the generated Python client's runtime (clients/python: httpx, attrs)."
LOCK_HEADER = printf '\# %s\n' $($(1)) "Resolved for CPython 3.11 on Linux, with PyPI's hashes." \
	"For pip's --require-hashes -r $(2). Do not edit: run make lock." | \
	cat - $(2) > $(2).new && mv $(2).new $(2)

lock: $(STAMP)
	$(BIN)/python -c 'import sys; assert sys.implementation.name == "cpython" and \
		sys.version_info[:2] == (3, 11) and sys.platform == "linux", "make lock: CPython 3.11 on Linux"'
	$(PIP_COMPILE) -o requirements/runtime.txt pyproject.toml
	$(call LOCK_HEADER,RUNTIME_LOCK_ABOUT,requirements/runtime.txt)
	$(PIP_COMPILE) --extra dev -c requirements/runtime.txt -o requirements/dev.txt pyproject.toml
	$(call LOCK_HEADER,DEV_LOCK_ABOUT,requirements/dev.txt)
	$(MAKE) sbom

# The image's bill of materials (deploy/README.md): CycloneDX JSON made from the runtime lock by
# cyclonedx-bom (pinned in the dev extra), without timestamp or serial number so that the same
# lock gives the same bytes. tests/project/test_lock.py fails when it no longer matches the lock.
sbom: $(STAMP)
	$(BIN)/cyclonedx-py requirements --pyproject pyproject.toml --output-reproducible \
		--of JSON -o deploy/sbom.cdx.json requirements/runtime.txt

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
	touch $(NODE_STAMP)

node-tools: $(NODE_STAMP)

run: $(STAMP)
	$(BIN)/python -m devtools.run

# The suite in three pytest processes at once, each on Redis databases of its own, so that no
# test sees another process's keys (boards, pools, anchors are global): every test but the
# browser ones on REDIS_URL's database N (default 15); the browser tests (marked `browser`:
# Chromium, and the service they are served by) on N-1, their service on N-2; the tests marked
# `cluster` again with the match state on a local Redis Cluster of 6 redis-server processes
# (tests/conftest.py), their job queue on N-3, when redis-server is here. Each pass logs to
# build/tests/<pass>.log (`tail -f` it), which is shown once the pass ends; `make test` fails
# if any of them does. A pass that PYTEST_ARGS leaves with no test (exit 5) is no failure.
TEST_REDIS := $(or $(REDIS_URL),redis://127.0.0.1:6379/15)
TEST_DB := $(lastword $(subst /, ,$(TEST_REDIS)))
TEST_REDIS_AT = $(patsubst %/$(TEST_DB),%,$(TEST_REDIS))/$(shell expr $(TEST_DB) - $(1))
TEST_PASSES := test-single test-browser $(if $(shell command -v redis-server),test-cluster)
TEST_LOGS := build/tests
TEST_NEEDS := $(STAMP) $(NODE_TOOLS) $(CHROMIUM)
PYTEST_PASS = mkdir -p $(TEST_LOGS); REDIS_URL=$(1) $(BIN)/python -m pytest $(2) $(PYTEST_ARGS) \
	> $(TEST_LOGS)/$@.log 2>&1; status=$$?; echo "== $@ (REDIS_URL=$(1)) =="; \
	cat $(TEST_LOGS)/$@.log; test $$status -eq 0 -o $$status -eq 5

test: $(TEST_NEEDS)
	@case "$(TEST_DB)" in [3-9]|1[0-5]) ;; *) echo "make test: REDIS_URL must end in a \
		database number 3-15 (the passes use it and the three below)"; exit 2;; esac
	$(BIN)/ruff check .
	@echo "$(TEST_PASSES) at once: logs in $(TEST_LOGS)/, each shown when its pass ends"
	@$(MAKE) --no-print-directory --keep-going --jobs=3 --output-sync=target $(TEST_PASSES)
	$(if $(shell command -v redis-server),,@echo "no redis-server here: no Redis Cluster pass")

test-single: $(TEST_NEEDS)
	@$(call PYTEST_PASS,$(TEST_REDIS),-m "not browser")

test-browser: $(TEST_NEEDS)
	@$(call PYTEST_PASS,$(call TEST_REDIS_AT,1),-m browser)

test-cluster: $(TEST_NEEDS)
	@$(call PYTEST_PASS,$(call TEST_REDIS_AT,3),--redis-cluster)

chromium:
	apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
		chromium chromium-driver

# The web client at /play: web/ bundled by esbuild into service/static/play/ (committed, so
# `make run` needs no Node.js; a test fails when it is stale), and type-checked strictly.
web: $(NODE_STAMP)
	node web/build.mjs
	$(NODE_BIN)/tsc --noEmit -p web

lint: $(STAMP)
	$(BIN)/ruff check .

# Regenerates the committed contract from the code.
openapi: $(STAMP)
	$(BIN)/python -m devtools.openapi > openapi/openapi.json

# Lints the committed contract: Redocly CLI (redocly.yaml) and Spectral (.spectral.yaml); fails
# on any error, shows the warnings (openapi/README.md); tests/api/test_openapi_lint.py runs the
# same.
lint-openapi: $(NODE_STAMP)
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
		$(NODE_BIN)/redocly lint --config redocly.yaml openapi/openapi.json
	$(NODE_BIN)/spectral lint --ruleset .spectral.yaml --fail-severity error openapi/openapi.json

# Regenerates the committed clients (clients/python, clients/typescript/src/schema.ts) from the
# committed contract, and type-checks the TypeScript one; a test fails when they are stale.
clients: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m devtools.clients
	$(NODE_BIN)/tsc --noEmit -p clients/typescript

# The service benchmarks, one table of figures against their targets (BENCH_ARGS=--quick); the
# peers section installs its own Node packages (bench/peers/package-lock.json) when npm is there.
bench: $(STAMP)
	$(BIN)/python -m bench $(BENCH_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis node_modules bench/peers/node_modules
