SHELL := /bin/bash
# The two commands of the README: `make run` and `make test`. Both install missing system packages.
SWIFT ?= swift
ARGS ?=

.PHONY: run test build release deps deps-test deps-faults format lint clean screenshots fuzz-ui soak fuzz faults docs corpus

run: deps release
	.build/release/neumorph play $(ARGS)

# Every test, then again under AddressSanitizer (SDL's dummy video driver: Mesa's GL driver leaks a
# few KB that are not ours; Tests/lsan-suppressions.txt says which reports are not leaks).
#
# The plain pass is a release build with testing enabled (its own scratch folder, so that `make run`'s
# build keeps its flags): the pixel loops run up to 30× slower unoptimised, and the plain pass once
# took 500 s of a 21-minute `make test` as a debug build against about 85 s optimised. Most of it
# runs one test at a time on the main actor (SDL_ttf is not thread-safe), leaving the second core
# idle, so the sanitizer pass's build runs beside it at the lowest priority. Debug and release draw
# the same pixels (the goldens are one set for both).
#
# detect_stack_use_after_return=1 always, so every machine runs what CI ran: with it, locals live on
# a "fake stack" on the heap, which once broke the evaluator's stack check (StackBudget) on CI only.
#
# The sanitizer pass checks the code that handles memory by hand — the raster pipeline, the renderer,
# the platform's C calls, the parsers — and leaves to the plain pass the end-to-end work that only runs
# those same paths at length, 5–50 times slower under the sanitizer (ASAN_SKIP):
#   StyleFixTests                 the fix's search renders hundreds of candidate styles
#   ThreadsTests/everyScene…      every scene in every state on 1–4 threads: band splitting, not memory
#   BrowserExportTests            Chromium drawing the CSS export: Chromium's code, not ours
#   EndToEndTests (both suites)   the real window under Xvfb (NEUMORPH_SKIP_E2E says so in the log)
#   soakCatchesAnInjectedLeak,    measure resident memory, which the sanitizer changes (the encoder's C
#   tenThousandFrames…            calls are checked by the other WebP tests)
#   megabyteInputs…               the parser at length: swift-syntax is the toolchain's, uninstrumented
#   ExampleSnapshotTests          the examples' 56 pictures at two text sizes: the snapshot command's own
#                                 paths (PNG, digest, report) run in SnapshotTests
#   SwiftUIInterpreterTests       pure Swift, no pointers of its own: what it draws goes through the
#     but EvaluationBudgetTests   raster tests' code; the stack budget still runs (the fake stack once broke it)
# and runs these on fewer cases (Sanitizer.cases in the tests): the scene goldens pressed only, damage
# tracking on the two scenes with kept pixels and at one scale, the thread tests at one scale, the UI
# property test on 250 event sequences (NEUMORPH_FUZZ_SEQUENCES) instead of 4,000.
ASAN_SKIP = StyleFixTests|ThreadsTests/everySceneIsTheSameOnAnyNumberOfThreads|BrowserExportTests|EndToEndTests|soakCatchesAnInjectedLeak|tenThousandFramesKeepMemoryFlat|megabyteInputsFinishWithoutBlowingUp|ExampleSnapshotTests|SwiftUIInterpreterTests\.(?!EvaluationBudgetTests)
TEST_RELEASE = -c release -Xswiftc -enable-testing --scratch-path .build/tests
ASAN_BUILD = --sanitize=address --scratch-path .build/asan
test: deps-test lint
	$(SWIFT) build $(TEST_RELEASE) --build-tests 2>&1 | grep -v -- '-D_REENTRANT'; exit $${PIPESTATUS[0]}
	@mkdir -p .build; ( nice -n 19 $(SWIFT) build --build-tests $(ASAN_BUILD) > .build/asan-build.log 2>&1; \
		echo $$? > .build/asan-build.status ) & \
	$(SWIFT) test $(TEST_RELEASE) --skip-build 2>&1 | grep -v -- '-D_REENTRANT'; status=$${PIPESTATUS[0]}; \
	echo "Waiting for the sanitizer build started beside the tests…"; wait; \
	grep -v -- '-D_REENTRANT\|Cannot export local symbol' .build/asan-build.log | tail -n 3; \
	[ $$status -eq 0 ] || exit $$status; exit $$(cat .build/asan-build.status)
	SDL_VIDEODRIVER=dummy SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_stack_use_after_return=1 NEUMORPH_SKIP_E2E=1 NEUMORPH_FUZZ_SEQUENCES=250 NEUMORPH_SANITIZER=address \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test $(ASAN_BUILD) --skip-build --skip '$(ASAN_SKIP)' 2>&1 \
		| grep -v -- '-D_REENTRANT\|Cannot export local symbol'; exit $${PIPESTATUS[0]}

# The UI property test at length: a million random event sequences (about 7 minutes).
fuzz-ui: release
	.build/release/neumorph fuzz-ui --sequences $(or $(SEQUENCES),1000000) $(if $(SEED),--seed $(SEED))

# 100,000 frames with a random tweak each; fails if memory grows more than 5 %.
soak: release
	.build/release/neumorph soak --frames $(or $(FRAMES),100000)

# The fault campaign of issue 11 (scripts/faults.sh): full disks, size limits, signals, races, odd
# scripts and odd options against the release build, each checked against docs/reliability.md's promises.
# As root for the full-disk, device and non-root checks (they print SKIP otherwise); about a minute.
faults: deps-faults release
	scripts/faults.sh .build/release/neumorph

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product neumorph 2>&1 | grep -v -- '-D_REENTRANT'; exit $${PIPESTATUS[0]}

bench: release
	.build/release/neumorph bench $(ARGS)

deps:
	@scripts/install-deps.sh run
	@SWIFT=$(SWIFT) scripts/check-toolchain.sh

deps-test:
	@scripts/install-deps.sh test
	@SWIFT=$(SWIFT) scripts/check-toolchain.sh

deps-faults:
	@scripts/install-deps.sh faults

# Every Swift file we wrote (the golden exports under Tests/*/Goldens and the seeds' code under
# Tests/*/Fixtures are test data kept exactly as written, not code).
SWIFT_FILES = Package.swift $(shell find Sources Tests Fuzz -name '*.swift' -not -path '*/Goldens/*' -not -path '*/Fixtures/*')

format:
	$(SWIFT) format --in-place $(SWIFT_FILES)

# The style guide (.swift-format): any finding fails the build.
lint:
	@$(SWIFT) format lint --strict $(SWIFT_FILES) && echo "swift format lint: clean"

clean:
	rm -rf .build

# Scores a folder of other people's SwiftUI files (DIR/files.txt, else every file importing SwiftUI):
# rendered, only a placeholder, located error, error without a place, crash or timeout, with the notes
# and placeholders, per file and in all; SHOTS=folder keeps each picture and layout to look at.
corpus: release
	@[ -n "$(DIR)" ] || { echo "usage: make corpus DIR=folder [SECONDS=60] [SHOTS=folder]" >&2; exit 2; }
	scripts/corpus.sh .build/release/neumorph "$(DIR)" $(SECONDS) $(SHOTS)

# docs/command-line.md, from the declarations the program parses its options with (a test holds the
# page to them).
docs: build
	.build/debug/neumorph help --markdown > docs/command-line.md

# The pictures in the README and docs/ (the screenshot command) and the clip (the record command).
screenshots: release
	for scene in simple dark convex colorful buttons activities gallery controls reference; do \
		.build/release/neumorph screenshot --scene $$scene --out Assets/Screenshots/$$scene.png --force || exit 1; \
	done
	.build/release/neumorph screenshot --scene controls --panel --size 1280x1120 --out Assets/Screenshots/panel.png --force
	.build/release/neumorph screenshot --style Assets/Examples/SurfaceGallery.swift --size 680x520 \
		--out Assets/Screenshots/surface.png --force
	for example in part2:Part2ContentView seed002:NeumorphicButtons seed004:Activities; do \
		.build/release/neumorph screenshot --style Assets/Examples/$${example#*:}.swift --size 640x400 \
			--out Assets/Screenshots/example-$${example%%:*}.png --force || exit 1; \
	done
	.build/release/neumorph screenshot --style Assets/Examples/SettingsForm.swift --scale 2 \
		--out Assets/Screenshots/phone-settings.png --force
	.build/release/neumorph screenshot --style Assets/Examples/TripPlanner.swift --scale 2 \
		--out Assets/Screenshots/phone-trip.png --force
	for file in ProfileCard SoftButtonStyle; do \
		.build/release/neumorph screenshot --style Assets/Projects/SoftKit/Sources/SoftKit/$$file.swift --size 640x400 \
			--out Assets/Screenshots/project-$$file.png --force || exit 1; \
	done
	for scheme in light dark; do \
		.build/release/neumorph screenshot --style Assets/Examples/DynamicColors.swift --size 640x400 --scheme $$scheme \
			--out Assets/Screenshots/example-seed003-$$scheme.png --force || exit 1; \
	done
	for seed in dark simple; do \
		.build/release/neumorph audit --fix --preset Assets/Presets/$$seed.json \
			--compare Assets/Screenshots/fix-$$seed.png --force > /dev/null || exit 1; \
	done
	.build/release/neumorph record --script Assets/Recordings/press-dark.txt --size 640x400 \
		--out Assets/Recordings/press-dark.webp --force
	.build/release/neumorph record --style Assets/Examples/DragKnob.swift --script Assets/Recordings/drag-knob.txt \
		--size 480x360 --duration 2.2 --out Assets/Recordings/drag-knob.webp --force

# One libFuzzer target (preset, script, assets or swiftui) for SECONDS, with ASan, from the seed corpus in
# Fuzz/Corpus/TARGET (for swiftui: its own idioms, the seeds' style, screen and example files and our export goldens; new inputs
# collect in .build/fuzz-corpus/TARGET; crashes and inputs slower than
# 10 s in .build/fuzz-crashes). libpng's warnings about broken chunks are silenced for `assets`.
TARGET ?= preset
SECONDS ?= 60
fuzz: deps
	@seeds=Fuzz/Corpus/$(TARGET); \
	case "$(TARGET)" in preset) product=FuzzPreset;; script) product=FuzzScript;; assets) product=FuzzAssets;; \
		swiftui) product=FuzzSwiftUI; seeds="Fuzz/Corpus/swiftui Assets/Styles Assets/Screens Assets/Examples Tests/StyleTests/Goldens/export";; \
		*) echo "TARGET must be preset, script, assets or swiftui" >&2; exit 2;; esac; \
	NEUMORPH_FUZZ=1 $(SWIFT) build -c release --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address --product $$product \
		2>&1 | grep -v -- '-D_REENTRANT\|__asan_extra_spill_area'; \
	mkdir -p .build/fuzz-corpus/$(TARGET) .build/fuzz-crashes; \
	SWIFT_BACKTRACE=enable=no SDL_VIDEODRIVER=dummy .build/fuzz/release/$$product .build/fuzz-corpus/$(TARGET) $$seeds \
		-max_total_time=$(SECONDS) -timeout=10 -print_final_stats=1 -artifact_prefix=.build/fuzz-crashes/ \
		$(if $(filter assets,$(TARGET)),-close_fd_mask=2)
