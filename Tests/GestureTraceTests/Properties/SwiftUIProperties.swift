import Foundation
import Testing

@testable import GestureTrace

/// Random SwiftUI scenes (FORMAT §2.3) and touch streams: every generated trace decodes,
/// replays without trapping, keeps every invariant (SwiftUI phases included), and replays
/// byte-identically, in both models (SWIFTUI §2).
///
/// Scenes: a hosting view whose node tree mixes views, Buttons, scroll views and
/// representables, content kinds, shapes, opacity, hidden, contentShape, allowsHitTesting, and
/// gesture modifiers of every attachment with random masks, isEnabled, names, callbacks and
/// gesture expressions (composites nested up to three levels); sometimes a UIKit pan on the
/// window that requires a named SwiftUI gesture to fail. Input comes from TraceGenerator.
struct SwiftUISceneGenerator {
    var g: TraceGenerator
    var nodes = 0
    var modifiers = 0
    var names: [String] = []
    var partStates = 0

    init(seed: UInt64) { g = TraceGenerator(seed: seed ^ 0x5717_0001) }

    mutating func expression(depth: Int) -> GeneratedJSON {
        let roll = g.below(depth >= 3 ? 7 : 10)
        func num(_ choices: [String]) -> GeneratedJSON { .number(g.pick(choices)) }
        switch roll {
        case 0: return .object([("tap", .object(g.chance(40) ? [("count", .integer(1 + g.below(3)))] : []))])
        case 1:
            return .object([
                (
                    "spatialTap",
                    .object([
                        ("count", .integer(1 + g.below(2))), ("coordinateSpace", .string(g.pick(["local", "global"]))),
                    ])
                )
            ])
        case 2:
            return .object([
                (
                    "longPress",
                    .object([
                        ("minimumDuration", num(["0", "0.1", "0.5"])), ("maximumDistance", num(["0", "10", "50"])),
                    ])
                )
            ])
        case 3:
            return .object([
                (
                    "drag",
                    .object([
                        ("minimumDistance", num(["0", "5", "10", "30"])),
                        ("coordinateSpace", .string(g.pick(["local", "global", "n0"]))),
                    ])
                )
            ])
        case 4: return .object([("magnify", .object([("minimumScaleDelta", num(["0.01", "0.2"]))]))])
        case 5: return .object([("rotate", .object([("minimumAngleDelta", num(["1", "20"]))]))])
        case 6: return .object([("button", .object([]))])
        default:
            let op = g.pick(["simultaneously", "sequenced", "exclusively"])
            var parts: [GeneratedJSON] = []
            for _ in 0..<2 {
                // A part may carry its own callbacks and @GestureState (SWIFTUI §3.2 rule 9).
                var part = expression(depth: depth + 1)
                if g.chance(30), case .object(var members) = part {
                    var callbacks: [GeneratedJSON] = [.string("updating")]
                    for c in ["onChanged", "onEnded"] where g.chance(50) { callbacks.append(.string(c)) }
                    members.append(("callbacks", .array(callbacks)))
                    if g.chance(50) {
                        partStates += 1
                        members.append(("gestureState", .string("ps\(partStates)")))
                    }
                    part = .object(members)
                }
                parts.append(part)
            }
            return .object([(op, .array(parts))])
        }
    }

    mutating func modifier() -> GeneratedJSON {
        modifiers += 1
        let id = GeneratedJSON.string("m\(modifiers)")
        switch g.below(10) {
        case 0: return .object([("onTapGesture", .object([("count", .integer(1 + g.below(2)))])), ("id", id)])
        case 1: return .object([("onLongPressGesture", .object([])), ("id", id)])
        case 2: return .object([("contentShape", .string(g.pick(["rect", "ellipse", "capsule"])))])
        case 3: return .object([("allowsHitTesting", .bool(g.chance(30)))])
        default:
            var m: [(String, GeneratedJSON)] = [
                (g.pick(["gesture", "highPriorityGesture", "simultaneousGesture"]), expression(depth: 0)), ("id", id),
            ]
            if g.chance(20) { m.append(("mask", .string(g.pick(["all", "gesture", "subviews", "none"])))) }
            if g.chance(10) { m.append(("isEnabled", .bool(false))) }
            if g.chance(20) {
                names.append("name\(modifiers)")
                m.append(("name", .string("name\(modifiers)")))
            }
            var callbacks: [GeneratedJSON] = []
            for c in ["updating", "onChanged", "onEnded"] where g.chance(50) { callbacks.append(.string(c)) }
            m.append(("callbacks", .array(callbacks)))
            if callbacks.contains(where: { if case .string("updating") = $0 { return true } else { return false } }),
                g.chance(60)
            {
                m.append(("gestureState", .string("s\(modifiers)")))
            }
            return .object(m)
        }
    }

    mutating func node(depth: Int, width: Int, height: Int) -> GeneratedJSON {
        let id = "n\(nodes)"
        nodes += 1
        let w = 20 + g.below(max(width, 40))
        let h = 20 + g.below(max(height, 40))
        let kind = depth == 0 ? "view" : g.pick(["view", "view", "view", "button", "scrollView", "uikit"])
        var n: [(String, GeneratedJSON)] = [
            ("id", .string(id)),
            (
                "frame",
                .array([
                    .integer(g.below(width + 20) - 10), .integer(g.below(height + 20) - 10), .integer(w), .integer(h),
                ])
            ),
        ]
        if kind != "view" { n.append(("kind", .string(kind))) }
        if g.chance(30) { n.append(("content", .string(g.pick(["opaque", "clear", "none"])))) }
        if g.chance(20) {
            n.append(
                (
                    "shape",
                    g.chance(70)
                        ? .string(g.pick(["rect", "ellipse", "capsule"]))
                        : .object([("roundedRect", .integer(g.below(20)))])
                ))
        }
        if g.chance(8) { n.append(("opacity", .number(g.pick(["0", "0.0005", "0.5"])))) }
        if g.chance(5) { n.append(("hidden", .bool(true))) }
        if kind == "scrollView" {
            n.append(("scroll", .object([("contentSize", .array([.integer(w), .integer(h * (1 + g.below(3)))]))])))
        }
        if kind == "uikit" {
            n.append(
                (
                    "view",
                    .object([
                        ("id", .string(id + "v")), ("class", .string(g.pick(["UIView", "UIButton", "UIScrollView"]))),
                        ("frame", .array([.integer(0), .integer(0), .integer(w), .integer(h)])),
                    ])
                ))
        }
        var mods: [GeneratedJSON] = []
        while mods.count < 4 && g.chance(depth == 0 ? 60 : 45) { mods.append(modifier()) }
        if !mods.isEmpty { n.append(("modifiers", .array(mods))) }
        if kind != "uikit" && depth < 4 {
            var children: [GeneratedJSON] = []
            while children.count < 4 && g.chance(depth == 0 ? 80 : 40) {
                children.append(node(depth: depth + 1, width: w, height: h))
            }
            if !children.isEmpty { n.append(("children", .array(children))) }
        }
        return .object(n)
    }

    mutating func generate() -> String {
        let root = node(depth: 0, width: 390, height: 844)
        var settings: [(String, GeneratedJSON)] = [("swiftuiModel", .string(g.pick(["containers", "graph"])))]
        if g.chance(20) { settings.append(("swiftuiHitRadius", .integer(g.pick([0, 5, 10])))) }
        var window: [(String, GeneratedJSON)] = [
            ("id", .string("w")), ("frame", .array([.integer(0), .integer(0), .integer(390), .integer(844)])),
        ]
        if let name = names.first, g.chance(50) {
            window.append(
                (
                    "recognizers",
                    .array([
                        .object([
                            ("id", .string("uikitPan")), ("kind", .string("pan")),
                            ("shouldRequireFailureOf", .array([.string(name)])),
                        ])
                    ])
                ))
        }
        window.append(
            (
                "subviews",
                .array([
                    .object([
                        ("id", .string("host")), ("class", .string("UIHostingView")),
                        ("multipleTouchEnabled", .bool(g.chance(50))),
                        ("frame", .array([.integer(0), .integer(0), .integer(390), .integer(844)])), ("swiftui", root),
                    ])
                ])
            ))
        let (fingers, steps) = g.makeInput(width: 390, height: 844)
        let trace = GeneratedJSON.object([
            ("gesturetrace", .integer(1)),
            ("scene", .object([("settings", .object(settings)), ("window", .object(window))])),
            ("events", .array(TraceGenerator.events(fingers, steps))),
        ])
        return trace.text
    }
}

@Suite struct SwiftUIProperties {
    static func check(seed: UInt64) -> String? {
        var generator = SwiftUISceneGenerator(seed: seed)
        let text = generator.generate()
        let first: RandomSceneProperties.Replayed
        switch RandomSceneProperties.replay(text, label: "swiftui") {
        case .success(let r): first = r
        case .failure(let f): return "seed \(seed): \(f)\n\(text)"
        }
        switch RandomSceneProperties.replay(text, label: "swiftui again") {
        case .success(let again) where again == first: return nil
        case .success: return "seed \(seed): two replays differ\n\(text)"
        case .failure(let f): return "seed \(seed): \(f)"
        }
    }

    @Test("random SwiftUI scenes and touches: no trap, invariants hold, replays are byte-identical", arguments: 0..<4)
    func randomSwiftUI(batch: Int) {
        var failures: [String] = []
        // GESTURETRACE_PROPERTY_SEEDS=N runs N seeds per batch (default 100).
        let count = ProcessInfo.processInfo.environment["GESTURETRACE_PROPERTY_SEEDS"].flatMap { Int($0) } ?? 100
        for i in 0..<count {
            if let failure = Self.check(seed: UInt64(batch * 1_000_003 + i)) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing seeds; first: \(failures.first ?? "")")
    }

    @Test("the SwiftUI generator covers both models, every node kind, composites and callbacks")
    func coverage() {
        var seen: Set<String> = []
        for seed in 0..<UInt64(100) {
            var generator = SwiftUISceneGenerator(seed: seed)
            let text = generator.generate()
            for needle in [
                "\"containers\"", "\"graph\"", "\"button\"", "\"scrollView\"", "\"uikit\"", "\"sequenced\"",
                "\"simultaneously\"", "\"exclusively\"", "\"gestureState\"", "\"contentShape\"", "\"uikitPan\"",
                "\"ps",
            ] where text.contains(needle) {
                seen.insert(needle)
            }
        }
        #expect(seen.count == 12, "\(seen.sorted())")
    }
}
