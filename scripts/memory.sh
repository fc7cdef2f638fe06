#!/bin/sh
# Peak memory of `replay` in every format, against the input's size (issue 13 item 7, issue 16;
# the promise in docs/RELIABILITY.md): peak RSS <= 1.5 x file (+ a constant, 0 by default), for
# text, json, jsonl and the --verify runs. A benchmark-style check, not a unit test: it builds
# release, generates the benchmark's long session (about 32 MB) and measures with /usr/bin/time
# (GNU time). On small sessions the process's own baseline (about 10 MB) dominates: there give
# a constant, e.g. --gestures 1000 --constant-mb 12.
#   scripts/memory.sh [--gestures N] [--ratio R] [--constant-mb C]
# Exits 1 when a format breaks the bound; prints one line per format.
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
        *) echo "usage: scripts/memory.sh [--gestures N] [--ratio R] [--constant-mb C]" >&2; exit 2 ;;
    esac
done
swift build -c release --product gesturetrace >&2
swift build -c release --product gesturetrace-benchmark >&2
bin=$(swift build -c release --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/gesturetrace-benchmark" --generate-only "$tmp/session.json" --gestures "$gestures" >&2
size_kb=$(( $(wc -c < "$tmp/session.json") / 1024 ))
limit_kb=$(awk "BEGIN { printf \"%d\", $ratio * $size_kb + $constant_mb * 1024 }")
echo "input: $size_kb KB; bound: $ratio x input + $constant_mb MB = $limit_kb KB"
status=0
for args in "--format text" "--format json" "--format jsonl" "--format jsonl --verify" "--format text --verify"; do
    # shellcheck disable=SC2086
    /usr/bin/time -f "%M" -o "$tmp/rss" "$bin/gesturetrace" replay "$tmp/session.json" $args > /dev/null
    rss=$(tail -n 1 "$tmp/rss")
    ratio=$(awk "BEGIN { printf \"%.2f\", $rss / $size_kb }")
    verdict=ok
    if [ "$rss" -gt "$limit_kb" ]; then verdict=OVER; status=1; fi
    printf '%-28s peak %8s KB  %5sx input  %s\n' "replay $args" "$rss" "$ratio" "$verdict"
done
exit $status
