#!/bin/sh
# Peak memory of `replay` in every format, and of `validate`, against the input's size (issue 13
# item 7, issue 16, issue 28 item 4; the promise in docs/RELIABILITY.md): peak RSS <= 1.5 x file
# (+ a constant, 0 by default), for text, json, jsonl, the --verify runs and validate; each line
# also says whether issue 28's target (<= 0.5 x file) is met. A benchmark-style check, not a unit
# test: it builds release, generates the benchmark's long session (about 32 MB at 10 000
# gestures) and measures with /usr/bin/time (GNU time). On small sessions the process's own
# baseline (about 11 MB, docs/PERFORMANCE.md "Memory, round 3") dominates: there give a
# constant, e.g. --gestures 1000 --constant-mb 14. Several sizes show whether memory grows with
# the session: --gestures 10000,20000,40000.
#   scripts/memory.sh [--gestures N[,N...]] [--ratio R] [--constant-mb C]
# Exits 1 when a run breaks the bound; prints one line per run.
set -eu
cd "$(dirname "$0")/.."
gestures=10000
ratio=1.5
constant_mb=0
while [ $# -gt 0 ]; do
    case "$1" in
        --gestures) gestures=$2; shift 2 ;;
        --ratio) ratio=$2; shift 2 ;;
        --constant-mb) constant_mb=$2; shift 2 ;;
        *) echo "usage: scripts/memory.sh [--gestures N[,N...]] [--ratio R] [--constant-mb C]" >&2; exit 2 ;;
    esac
done
swift build -c release --product gesturetrace >&2
swift build -c release --product gesturetrace-benchmark >&2
bin=$(swift build -c release --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for n in $(echo "$gestures" | tr ',' ' '); do
    "$bin/gesturetrace-benchmark" --generate-only "$tmp/session.json" --gestures "$n" >&2
    size_kb=$(( $(wc -c < "$tmp/session.json") / 1024 ))
    limit_kb=$(awk "BEGIN { printf \"%d\", $ratio * $size_kb + $constant_mb * 1024 }")
    echo "$n gestures, input: $size_kb KB; bound: $ratio x input + $constant_mb MB = $limit_kb KB"
    for args in "replay --format text" "replay --format json" "replay --format jsonl" \
        "replay --format jsonl --verify" "replay --format text --verify" "validate"; do
        # shellcheck disable=SC2086
        /usr/bin/time -f "%M" -o "$tmp/rss" "$bin/gesturetrace" $args "$tmp/session.json" > /dev/null 2>&1
        rss=$(tail -n 1 "$tmp/rss")
        x=$(awk "BEGIN { printf \"%.2f\", $rss / $size_kb }")
        verdict=ok
        if [ "$rss" -gt "$limit_kb" ]; then verdict=OVER; status=1; fi
        target=$(awk "BEGIN { print ($rss <= 0.5 * $size_kb) ? \"met\" : \"not met\" }")
        printf '%-32s peak %8s KB  %5sx input  %-4s  issue 28 (<= 0.5x): %s\n' "$args" "$rss" "$x" "$verdict" "$target"
    done
done
exit $status
