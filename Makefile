SHELL := /bin/bash
# The two commands of the README: `make run` and `make test`. Both install missing system packages.
SWIFT ?= swift
ARGS ?=

.PHONY: run test build release deps deps-test format clean screenshots

run: deps release
	.build/release/neumorph play $(ARGS)

test: deps-test
	$(SWIFT) build --build-tests 2>&1 | grep -v -- '-D_REENTRANT' || true
	$(SWIFT) test 2>&1 | grep -v -- '-D_REENTRANT'; exit $${PIPESTATUS[0]}

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product neumorph 2>&1 | grep -v -- '-D_REENTRANT'; exit $${PIPESTATUS[0]}

bench: release
	.build/release/neumorph bench $(ARGS)

deps:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build

# The README's pictures, made by the screenshot command.
screenshots: release
	for scene in simple dark convex colorful buttons activities gallery reference; do \
		.build/release/neumorph screenshot --scene $$scene --out Assets/Screenshots/$$scene.png --force || exit 1; \
	done
