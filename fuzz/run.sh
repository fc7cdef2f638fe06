#!/usr/bin/env bash
# Builds the libFuzzer targets (reader, pipeline, importers, check, expressions, plist, scenes, gzip) and runs each for a bounded time.
#
#   fuzz/run.sh [seconds-per-target] [jobs-per-target]
#
# Environment: FUZZ_TARGETS (default "reader pipeline importers check expressions plist scenes gzip"), FUZZ_OUT (output
# directory; an existing one keeps its corpora, so a later run resumes), SWIFTC, FUZZ_STEPS ("build run" by default;
# "build" only builds into $FUZZ_OUT/bin, "run" runs what an earlier "build" left there: on a busy
# machine the next targets can be built while others still run, without running more at once;
# "typecheck" only type-checks every harness, whatever FUZZ_TARGETS says: what .ci/run does).
#
# Defaults: 60 seconds, one process per target, both targets at once, under `nice -n 19`.
# libFuzzer runs in fork mode so that a crash, hang or OOM is saved and the run goes on.
# Crashes, hangs (-timeout) and memory blow-ups (-rss_limit_mb) land in
# $FUZZ_OUT/<target>/artifacts (default: a fresh temp dir, printed at the end). The seed corpus
# is every traces/**/*.json, copied into the temp dir; nothing generated is written to the repo.
# Needs a Swift toolchain with libFuzzer (`swiftc -sanitize=fuzzer`, Linux).
set -euo pipefail

SECONDS_PER_TARGET="${1:-60}"
JOBS="${2:-1}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${FUZZ_OUT:-$(mktemp -d -t gesturetrace-fuzz.XXXXXX)}"
SWIFTC="${SWIFTC:-swiftc}"
TARGETS="${FUZZ_TARGETS:-reader pipeline importers check expressions plist scenes gzip}"
STEPS="${FUZZ_STEPS:-build run}"
# The Swift backtracer's memory reader trips AddressSanitizer; libFuzzer prints its own trace.
export SWIFT_BACKTRACE=enable=no
# One-time allocations of Swift globals' initialisers are not leaks (fuzz/lsan.supp says why).
export LSAN_OPTIONS="suppressions=$ROOT/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
mkdir -p "$OUT/bin"

if [[ " $STEPS " == *" build "* || " $STEPS " == *" typecheck "* ]]; then
# The engine sources are compiled into the harness module itself, so the harness can reach
# internal API and the sanitizers instrument all of the engine. They are copied first, so
# editing the tree while a build runs cannot break it.
rm -rf "$OUT/src" && mkdir -p "$OUT/src" && cp -R "$ROOT/Sources/GestureTrace" "$ROOT/Sources/GestureTraceCLI" "$ROOT/fuzz" "$OUT/src/"
mapfile -t ENGINE < <(find "$OUT/src/GestureTrace" -name '*.swift' | sort)
# The `check` target also compiles the CLI into the same module: its imports of the engine go.
sed -i '/^import GestureTrace$/d' "$OUT"/src/GestureTraceCLI/*.swift
mapfile -t CLI < <(find "$OUT/src/GestureTraceCLI" -name '*.swift' | sort)

# `typecheck`: every harness against the engine and the CLI as they are now, in one swiftc run
# without code generation (about a minute): the harnesses are no SwiftPM target, so `swift test`
# does not compile them and an engine change could otherwise leave one stale until the next fuzz
# campaign. .ci/run runs this step.
if [[ " $STEPS " == *" typecheck "* ]]; then
    "$SWIFTC" -typecheck -parse-as-library -module-name GestureTraceFuzz -package-name gesturetrace \
        "${ENGINE[@]}" "${CLI[@]}" "$OUT"/src/fuzz/*.swift
    echo "fuzz harnesses type-check"
fi
fi
if [[ " $STEPS " == *" build "* ]]; then

build() {
    local name="$1" harness="$2"
    echo "building $name…"
    "$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g \
        -module-name GestureTraceFuzz -package-name gesturetrace \
        "${ENGINE[@]}" "$OUT/src/fuzz/$harness" "${@:3}" -o "$OUT/bin/$name" \
        >"$OUT/build-$name.log" 2>&1 || { grep -v 'Cannot export' "$OUT/build-$name.log"; exit 1; }
}

for name in $TARGETS; do
    case "$name" in
        reader) build reader ReaderHarness.swift "$OUT/src/fuzz/FuzzWalk.swift" ;;
        pipeline) build pipeline PipelineHarness.swift "$OUT/src/fuzz/FuzzWalk.swift" ;;
        importers) build importers ImporterHarness.swift ;;
        plist) build plist PropertyListHarness.swift ;;
        gzip) build gzip GzipHarness.swift ;;
        check) build check CheckHarness.swift "${CLI[@]}" ;;
        scenes) build scenes SceneImportHarness.swift "${CLI[@]}" ;;
        expressions) build expressions ExpressionHarness.swift ;;
        *) echo "unknown target '$name'" >&2; exit 2 ;;
    esac
done
echo "built: $OUT/bin"
fi
[[ " $STEPS " == *" run "* ]] || exit 0
for name in $TARGETS; do
    [[ -x "$OUT/bin/$name" ]] || { echo "no $OUT/bin/$name: build it first (FUZZ_STEPS=build)" >&2; exit 2; }
done

# Seed corpus: the reviewed traces (inputs of both targets) plus the dictionary of format keys.
SEEDS="$OUT/seeds"
mkdir -p "$SEEDS"
find "$ROOT/traces" -name '*.json' -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$SEEDS/$(echo "$f" | sed "s|$ROOT/traces/||; s|/|_|g")"
done
# The same traces without whitespace, keys in their order: the form a recorder writes, which the
# decoder reads by whole words (FusedEventDecoder.compactElement) and the indented seeds reach
# only when mutation happens to strip every space of an element.
if command -v python3 >/dev/null; then
    python3 - "$SEEDS" <<'PY'
import json, os, sys
seeds = sys.argv[1]
for name in sorted(os.listdir(seeds)):
    if name.startswith("compact-"):
        continue
    try:
        with open(os.path.join(seeds, name), encoding="utf-8") as f:
            value = json.load(f)
    except (ValueError, UnicodeDecodeError):
        continue  # a trace that is invalid on purpose stays only in its own form
    with open(os.path.join(seeds, "compact-" + name), "w", encoding="utf-8") as f:
        json.dump(value, f, separators=(",", ":"), ensure_ascii=False)
PY
fi

# The property list target starts from the Lookin fixtures, with its own dictionary.
PLIST_SEEDS="$OUT/plist-seeds"
mkdir -p "$PLIST_SEEDS"
cp "$ROOT"/Tests/Fixtures/lookin/*.lookin "$PLIST_SEEDS/"

# The scene importers start from the iOS dumps: a selector byte (every dump passed, -o a new
# file), then the view dump; a NUL would start the recognizer dump (fuzz/SceneImportHarness.swift).
SCENE_SEEDS="$OUT/scene-seeds"
mkdir -p "$SCENE_SEEDS"
for f in "$ROOT"/Tests/Fixtures/ios-samples/*.txt; do
    [[ -f "$f" ]] || continue
    { printf '\x03'; tr -d '\000' < "$f"; } > "$SCENE_SEEDS/$(basename "$f")"
done

# The gzip target starts from the gzipped Xcode fixture responses (selector 1: gzip) and their
# DEFLATE streams alone (selector 0: the 10-byte header and 8-byte trailer cut off).
GZIP_SEEDS="$OUT/gzip-seeds"
mkdir -p "$GZIP_SEEDS"
for f in "$ROOT"/Tests/Fixtures/xcode-viewhierarchy/feed-gzip.viewhierarchy/RequestResponses/*; do
    head -c 2 "$f" | cmp -s - <(printf '\x1f\x8b') || continue
    { printf '\x01'; cat "$f"; } > "$GZIP_SEEDS/gzip-$(basename "$f")"
    # A member with FNAME (flag 8) has a header of varying length: only its gzip seed is used.
    (( $(od -An -tu1 -j3 -N1 "$f") & 8 )) && continue
    skip=10
    size=$(( $(stat -c %s "$f") - skip - 8 ))
    { printf '\x00'; tail -c +$((skip + 1)) "$f" | head -c "$size"; } > "$GZIP_SEEDS/deflate-$(basename "$f")"
done

# Selector 3: the plain (not gzipped) Xcode responses, for the importer's nesting (runs expand).
for f in "$ROOT"/Tests/Fixtures/xcode-viewhierarchy/feed.viewhierarchy/RequestResponses/*; do
    head -c 2 "$f" | cmp -s - <(printf '\x1f\x8b') && continue
    { printf '\x03'; cat "$f"; } > "$GZIP_SEEDS/json-$(basename "$f")"
done

run() {
    local name="$1"
    local dir="$OUT/$name"
    local seeds="$SEEDS" dict="$ROOT/fuzz/gesturetrace.dict"
    if [[ "$name" == plist ]]; then seeds="$PLIST_SEEDS"; dict="$ROOT/fuzz/lookin.dict"; fi
    if [[ "$name" == scenes ]]; then seeds="$SCENE_SEEDS"; dict="$ROOT/fuzz/dump.dict"; fi
    if [[ "$name" == gzip ]]; then seeds="$GZIP_SEEDS"; fi
    mkdir -p "$dir/corpus" "$dir/artifacts"
    (cd "$dir" && nice -n 19 "$OUT/bin/$name" \
        -max_total_time="$SECONDS_PER_TARGET" \
        -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -dict="$dict" \
        -artifact_prefix="$dir/artifacts/" \
        -print_final_stats=1 \
        -fork="$JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        "$dir/corpus" "$seeds" >"$dir/log.txt" 2>&1) || echo "$name: fuzzer exited with $? (see $dir/log.txt)"
}

PIDS=()
for name in $TARGETS; do
    run "$name" & PIDS+=("$!")
done
wait "${PIDS[@]}"

for name in $TARGETS; do
    echo "== $name"
    grep -E '^#[0-9]+: cov' "$OUT/$name/log.txt" | tail -n 1 || true
    tail -n 2 "$OUT/$name/log.txt"
    ls "$OUT/$name/artifacts"
done
echo "output: $OUT"
