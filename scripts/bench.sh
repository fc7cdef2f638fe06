#!/bin/sh
# Builds release and runs the benchmark (docs/PERFORMANCE.md). Options pass through, e.g.
#   scripts/bench.sh --gestures 2000 --rounds 3
# jq must be on PATH for the replay-vs-jq comparison (apt-get install jq).
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product gesturetrace >&2
swift build -c release --product gesturetrace-benchmark >&2
exec "$(swift build -c release --show-bin-path)/gesturetrace-benchmark" "$@"
