#!/usr/bin/env bash
# Shows that the Apple type-check catches Darwin-only mistakes (issue 24, "done means"): in a
# copy of the checkout it plants
#   1. a glibc-qualified call in the CLI (Darwin has no module of that name), and
#   2. a standard-library API above the declared minimum in the engine
#      (`firstRange(of:)` on a String: _StringProcessing, macOS 13),
# and expects run.sh to exit 1 naming both. (That the untouched checkout passes is `.ci/run`'s
# preceding step, run.sh on the checkout itself.)
#
# usage: selftest.sh [CHECKOUT]    (default: the current directory)
# Exit status: 0 when the check reports both planted mistakes.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CHECKOUT=$(cd "${1:-.}" && pwd -P)
COPY=$(mktemp -d "${TMPDIR:-/tmp}/apple-typecheck-selftest.XXXXXX")
trap 'rm -rf "$COPY"' EXIT

# The package's sources only: no build folders.
(cd "$CHECKOUT" && tar -cf - Package.swift Sources Examples Plugins Tests) | (cd "$COPY" && tar -xf -)

glibc=Glibc
cat > "$COPY/Sources/GestureTraceCLI/PlantedDarwinMistake.swift" <<SWIFT
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func plantedGlibcCall() -> Int32 { $glibc.open("/dev/null", O_RDONLY) }
SWIFT
cat > "$COPY/Sources/GestureTrace/PlantedAvailabilityMistake.swift" <<'SWIFT'
func plantedNewAPI(_ text: String) -> Bool { text.firstRange(of: "needle") != nil }
SWIFT

status=0
out=$("$HERE/run.sh" --show 20 "$COPY" 2>&1) || status=$?
echo "$out" | sed 's/^/    /'
fail() { echo "selftest: FAILED: $*" >&2; exit 1; }
[ "$status" = 1 ] || fail "run.sh exited $status on the planted mistakes, not 1"
echo "$out" | grep -q "PlantedDarwinMistake.swift:7:.*error: cannot find '$glibc' in scope" \
    || fail "the glibc-qualified call was not reported"
echo "$out" | grep -q "PlantedAvailabilityMistake.swift:1:.*error: 'firstRange(of:)' is only available in macOS 13.0 or newer" \
    || fail "the API above the declared minimum was not reported"
echo "selftest: passed (both planted mistakes reported)"
