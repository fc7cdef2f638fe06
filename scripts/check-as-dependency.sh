#!/bin/sh
# Done-means check for issue 14: gesturetrace works as a versioned dependency.
#
#   scripts/check-as-dependency.sh [WORKDIR]
#
# Clones this repository's HEAD (committed work only) into WORKDIR/gesturetrace, tags it 0.1.0
# there (the tag stays in the scratch clone), then makes a scratch package WORKDIR/consumer that
# depends on it by version, `.package(url: "file://…", from: "0.1.0")`, and:
#   1. runs `swift test`: a Swift Testing test that loads a trace (a file and Swift values),
#      replays it, asserts on states and deliveries, and compares with a golden;
#   2. runs the command plugin on a copy of the golden corpus:
#      `swift package gesturetrace-check traces --jobs 2`, then `--shard 1/2` and `2/2`.
# SwiftPM refuses a dependency's product with unsafe flags, so step 1 also proves there are none.
# Takes minutes (two debug builds). Exit status: non-zero when any step fails.
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/gesturetrace-dependency.XXXXXX")}
mkdir -p "$work"
echo "work directory: $work"

rm -rf "$work/gesturetrace" "$work/consumer"
git clone --quiet "$repo" "$work/gesturetrace"
git -C "$work/gesturetrace" tag 0.1.0
echo "dependency: file://$work/gesturetrace at $(git -C "$work/gesturetrace" rev-parse --short HEAD), tagged 0.1.0"

mkdir -p "$work/consumer/Tests/ConsumerTests" "$work/consumer/Traces"
cp "$repo/traces/examples/tap.json" "$repo/traces/examples/tap.golden" "$work/consumer/Traces/"
cp -R "$repo/traces" "$work/consumer/traces"

cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(url: "file://$work/gesturetrace", from: "0.1.0")],
    targets: [
        .testTarget(
            name: "ConsumerTests",
            dependencies: [.product(name: "GestureTrace", package: "gesturetrace")],
            exclude: [])
    ]
)
SWIFT

cat > "$work/consumer/Tests/ConsumerTests/PhotoTapTests.swift" <<'SWIFT'
import Foundation
import GestureTrace
import Testing

/// Paths relative to the package root, found from this file.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

@Test func singleTapWaitsForTheDoubleTapAndCancelsThePhotosTouch() throws {
    let replay = try TouchTrace(contentsOfFile: root + "/Traces/tap.json").replay()
    #expect(replay.states(of: "doubleTap") == [.failed])
    #expect(replay.states(of: "singleTap") == [.recognized])
    #expect(replay.phases(deliveredTo: "photo") == [.began, .moved, .cancelled])
    #expect(replay.invariantViolations.isEmpty)
    try replay.assertMatchesGolden(atPath: root + "/Traces/tap.golden")
}

@Test func aButtonTapBuiltInSwift() throws {
    let trace = try TouchTrace(
        name: "tap on a button",
        window: TraceView("window", frame: [0, 0, 390, 844], subviews: [
            TraceView("button", class: "UIButton", frame: [20, 100, 120, 44])
        ]),
        events: [
            .touches(at: 0, [.began(1, x: 60, y: 120)]),
            .touches(at: 0.08, [.ended(1, x: 60, y: 120)]),
        ])
    let replay = trace.replay()
    #expect(replay.hitView(forTouch: "1") == "button")
    #expect(replay.controlEvents(of: "button").map(\.event).contains("touchUpInside"))
    #expect(replay.text.hasPrefix("gesturetrace text v1: tap on a button\n"))
}

@Test func aChangedGoldenFailsWithADiff() throws {
    let replay = try TouchTrace(contentsOfFile: root + "/Traces/tap.json").replay()
    let golden = try String(contentsOfFile: root + "/Traces/tap.golden", encoding: .utf8)
    let mismatch = try #require(
        replay.goldenMismatch(expected: golden.replacingOccurrences(of: "cancelled [1]", with: "ended [1]")))
    #expect(mismatch.description.contains("\n-  deliver  photo ended [1]\n+  deliver  photo cancelled [1]\n"))
}
SWIFT

# Runs a command, prints its output without SwiftPM's build progress, keeps its status.
run() {
    echo "\$ $*"
    "$@" > "$work/last.log" 2>&1 && status=0 || status=$?
    grep -Ev '^\[[0-9]+/[0-9]+\]|^(Building|Build of|Build complete|Compiling|Write|Emitting|Linking|Fetching|Fetched|Cloning|Cloned|Computing|Computed|Creating|Working copy|Planning|Updating|Updated|Resolving)' \
        "$work/last.log" || true
    echo "(exit status $status)"
    return $status
}

cd "$work/consumer"
echo
run swift test || { echo "FAILED: swift test in the consumer"; exit 1; }
echo
run swift package gesturetrace-check traces --jobs 2 || { echo "FAILED: the plugin"; exit 1; }
for shard in 1/2 2/2; do
    run swift package gesturetrace-check traces --shard "$shard" || { echo "FAILED: the plugin, shard $shard"; exit 1; }
done
echo
echo "ok: gesturetrace works as a versioned dependency (library and plugin)"
