#!/bin/sh
# Differential test of this tree against reference binaries (see scripts/differential.py).
#   scripts/differential.sh REF_DEBUG REF_RELEASE [--per-file N] [--seed S]
# Builds debug and release, generates the benchmark's N = 1000 and N = 10 000 sessions, then
# compares every corpus trace, the sessions and the mutants: stdout, stderr and exit status
# must be byte-identical. Run it with binaries built from main before a change.
set -eu
cd "$(dirname "$0")/.."
ref_debug=$1
ref_release=$2
shift 2
swift build >&2
swift build -c release >&2
debug=$(swift build --show-bin-path)
release=$(swift build -c release --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Copies, so that rebuilding while this runs cannot swap the binaries under test.
cp "$debug/gesturetrace" "$tmp/gesturetrace-debug"
cp "$release/gesturetrace" "$tmp/gesturetrace-release"
"$release/gesturetrace-benchmark" --generate-only "$tmp/session-1000.json" --gestures 1000 >&2
"$release/gesturetrace-benchmark" --generate-only "$tmp/session-10000.json" --gestures 10000 >&2
echo "debug build, corpus and mutants:" >&2
python3 scripts/differential.py --ref "$ref_debug" --new "$tmp/gesturetrace-debug" "$@"
echo "release build, corpus, sessions and mutants:" >&2
python3 scripts/differential.py --ref "$ref_release" --new "$tmp/gesturetrace-release" \
    --extra "$tmp/session-1000.json" "$tmp/session-10000.json" "$@"
