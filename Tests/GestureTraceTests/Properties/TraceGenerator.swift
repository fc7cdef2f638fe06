/// Random but valid traces (FORMAT §1–3) from a seed, written three ways that must replay the
/// same: touch `events` only, fingers that go cleanly down-and-up as `strokes` (FORMAT §3.3)
/// with the rest left as events, and the events text restyled (GeneratedJSON.restyled).
///
/// Scenes: a window with a random tree of views (nesting, frames, bounds offsets, transforms,
/// hidden, alpha, userInteractionEnabled, point-inside and hit-test variants, controllers,
/// controls, scroll views) and recognizers of every kind with random settings and random
/// relationships. Failure requirements only point from a later recognizer to an earlier one (a
/// scroll view's built-in pan is only ever required), so the graph has no cycle.
/// Input: fingers coming down, moving, staying, lifting or being cancelled at distinct times,
/// time-only events and interrupts; some fingers may still be down at the end.
///
/// Times are whole milliseconds and coordinates whole half-points, so every value survives
/// `ImportedTraceWriter`'s rounding (6 and 3 decimals) exactly.
struct TraceGenerator {
    var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// What one seed produces.
    struct Output {
        /// The scene object (FORMAT §2).
        var scene: GeneratedJSON
        /// The whole trace with every touch in `events`.
        var eventsForm: GeneratedJSON
        /// The same trace with clean fingers as `strokes` (nil when no finger qualifies).
        var strokesForm: GeneratedJSON?
    }

    // MARK: Random helpers

    mutating func below(_ n: Int) -> Int { Int(rng.next() % UInt64(max(n, 1))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Seconds as text from whole milliseconds (`16` → `0.016`).
    static func seconds(_ ms: Int) -> GeneratedJSON {
        let sign = ms < 0 ? "-" : ""
        let m = abs(ms)
        let fraction = String(m % 1000)
        let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
        var text = "\(m / 1000).\(padded)"
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return .number(sign + text)
    }

    /// Points as text from half-points (`25` → `12.5`).
    static func points(_ halves: Int) -> GeneratedJSON {
        let sign = halves < 0 ? "-" : ""
        let h = abs(halves)
        return .number(sign + String(h / 2) + (h % 2 == 1 ? ".5" : ""))
    }

    static func int(_ n: Int) -> GeneratedJSON { .integer(n) }

    // MARK: Scene

    struct ViewInfo {
        var id: String
        var width: Int
        var height: Int
        var isScroll: Bool
    }

    var views: [ViewInfo] = []
    var recognizerIDs: [String] = []
    /// Built-in scroll-view pans: may be required to fail, never require anything.
    var scrollPans: [String] = []
    var controllerCount = 0

    static let classes = [
        "UIView", "UIView", "UIView", "UILabel", "UIImageView", "UIControl", "UIButton",
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
        "UIScrollView", "UIScrollView",
    ]
    static let controlEvents = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
        "primaryActionTriggered",
    ]

    /// Views carry their recognizers; recognizers are filled in after the tree, so collect the
    /// view objects as mutable member lists first.
    mutating func makeView(parentWidth: Int, parentHeight: Int, depth: Int, budget: inout Int) -> [(
        String, GeneratedJSON
    )] {
        let id = "v\(views.count)"
        let viewClass = pick(Self.classes)
        let width = 20 + below(max(parentWidth, 40))
        let height = 20 + below(max(parentHeight, 40))
        views.append(ViewInfo(id: id, width: width, height: height, isScroll: viewClass == "UIScrollView"))
        var m: [(String, GeneratedJSON)] = [("id", .string(id))]
        if viewClass != "UIView" || chance(30) { m.append(("class", .string(viewClass))) }
        m.append(
            (
                "frame",
                .array([
                    Self.points(below(parentWidth * 2 + 40) - 20), Self.points(below(parentHeight * 2 + 40) - 20),
                    Self.points(width * 2), Self.points(height * 2),
                ])
            ))
        if chance(10) {
            m.append(
                (
                    "bounds",
                    .array([
                        Self.points(below(81) - 40), Self.points(below(81) - 40), Self.points(width * 2),
                        Self.points(height * 2),
                    ])
                ))
        }
        if chance(15) {
            if chance(50) {
                var t: [(String, GeneratedJSON)] = []
                if chance(60) { t.append(("scale", .array([Self.points(1 + below(6)), Self.points(1 + below(6))]))) }
                if chance(60) { t.append(("rotate", Self.int(pick([0, 15, 45, 90, 180, -30])))) }
                if chance(60) {
                    t.append(("translate", .array([Self.points(below(81) - 40), Self.points(below(81) - 40)])))
                }
                m.append(("transform", .object(t)))
            } else {
                m.append(
                    (
                        "transform",
                        .array([
                            Self.points(2), Self.points(below(3) - 1), Self.points(0), Self.points(2 + below(3)),
                            Self.points(below(41) - 20), Self.points(below(41) - 20),
                        ])
                    ))
            }
        }
        if chance(8) { m.append(("hidden", .bool(true))) }
        if chance(10) { m.append(("alpha", .number(pick(["0", "0.01", "0.02", "0.5", "1"])))) }
        if chance(12) { m.append(("userInteractionEnabled", .bool(chance(50)))) }
        if chance(50) { m.append(("multipleTouchEnabled", .bool(chance(70)))) }
        if chance(8) { m.append(("exclusiveTouch", .bool(true))) }
        if chance(8) { m.append(("clipsToBounds", .bool(chance(50)))) }
        if chance(20) {
            switch below(3) {
            case 0: m.append(("pointInside", .string("ellipse")))
            case 1:
                m.append(
                    ("pointInside", .object([("inset", .array((0..<4).map { _ in Self.points(below(41) - 20) }))])))
            default: m.append(("pointInside", .string("bounds")))
            }
        }
        if chance(12) {
            if chance(50) || views.count < 2 {
                m.append(("hitTest", .string(pick(["default", "passThrough"]))))
            } else {
                m.append(("hitTest", .object([("redirect", .string(views[below(views.count)].id))])))
            }
        }
        if chance(40) { m.append(("touches", .string(pick(["handle", "forward", "observe"])))) }
        if chance(10) {
            controllerCount += 1
            var c: [(String, GeneratedJSON)] = [("id", .string("c\(controllerCount)"))]
            if chance(50) { c.append(("touches", .string(pick(["handle", "forward", "observe"])))) }
            m.append(("controller", .object(c)))
        }
        if ["UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl"]
            .contains(viewClass), chance(60)
        {
            var c: [(String, GeneratedJSON)] = []
            if chance(30) { c.append(("enabled", .bool(chance(70)))) }
            if chance(70) {
                c.append(("actions", .array((0..<below(4)).map { _ in .string(pick(Self.controlEvents)) })))
            }
            m.append(("control", .object(c)))
        }
        if viewClass == "UIScrollView" {
            scrollPans.append(id + ".pan")
            if chance(80) {
                var s: [(String, GeneratedJSON)] = []
                if chance(80) {
                    s.append(
                        (
                            "contentSize",
                            .array([Self.points(width * 2 * (1 + below(3))), Self.points(height * 2 * (1 + below(3)))])
                        ))
                }
                for key in [
                    "delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "alwaysBounceVertical",
                    "alwaysBounceHorizontal",
                ] where chance(25) {
                    s.append((key, .bool(chance(50))))
                }
                m.append(("scroll", .object(s)))
            }
        }
        if depth < 4 {
            var subviews: [GeneratedJSON] = []
            while budget > 0 && chance(depth == 0 ? 70 : 35) {
                budget -= 1
                subviews.append(
                    .object(makeView(parentWidth: width, parentHeight: height, depth: depth + 1, budget: &budget)))
            }
            if !subviews.isEmpty { m.append(("subviews", .array(subviews))) }
        }
        return m
    }

    /// One recognizer of a random kind; `index` is its place in scene order.
    mutating func makeRecognizer(index: Int, count: Int) -> GeneratedJSON {
        let id = recognizerIDs[index]
        var m: [(String, GeneratedJSON)] = [("id", .string(id))]
        switch below(9) {
        case 0:
            m.append(("kind", .string("tap")))
            if chance(60) { m.append(("taps", Self.int(1 + below(3)))) }
            if chance(30) { m.append(("touches", Self.int(1 + below(2)))) }
        case 1:
            m.append(("kind", .string("longPress")))
            if chance(60) { m.append(("minimumPressDuration", Self.seconds(pick([0, 50, 100, 300, 500])))) }
            if chance(40) { m.append(("allowableMovement", Self.points(pick([0, 10, 20, 100])))) }
            if chance(25) { m.append(("taps", Self.int(below(2)))) }
            if chance(25) { m.append(("touches", Self.int(1 + below(2)))) }
        case 2:
            m.append(("kind", .string("pan")))
            let minimum = 1 + below(2)
            if chance(40) { m.append(("minimumNumberOfTouches", Self.int(minimum))) }
            if chance(40) { m.append(("maximumNumberOfTouches", chance(30) ? .null : Self.int(minimum + below(2)))) }
        case 3:
            m.append(("kind", .string("swipe")))
            if chance(60) {
                let directions = ["right", "left", "up", "down"].filter { _ in chance(50) }
                m.append(
                    (
                        "direction",
                        directions.isEmpty ? .string(pick(["left", "up"])) : .array(directions.map { .string($0) })
                    ))
            }
            if chance(25) { m.append(("touches", Self.int(1 + below(2)))) }
        case 4:
            m.append(("kind", .string("pinch")))
        case 5:
            m.append(("kind", .string("rotation")))
        case 6:
            m.append(("kind", .string("screenEdgePan")))
            let edges = ["left", "right", "top", "bottom"].filter { _ in chance(40) }
            m.append(("edges", .array((edges.isEmpty ? ["left"] : edges).map { .string($0) })))
        case 7:
            m.append(("kind", .string("fingers")))
            m.append(("count", Self.int(1 + below(3))))
            if chance(40) { m.append(("failOnExtra", .bool(chance(50)))) }
        default:
            m.append(("kind", .string("script")))
            if chance(40) { m.append(("continuous", .bool(chance(50)))) }
            // The last step always decides (ended, cancelled, failed or recognized): a script that
            // leaves its recognizer began or changed with every finger up is the script's doing,
            // and the checker rightly reports it.
            var t = 0
            var steps: [GeneratedJSON] = []
            for _ in 0..<below(4) {
                t += below(300)
                let state = pick(["began", "changed", "ended", "recognized", "cancelled", "failed", "possible"])
                steps.append(.object([("t", Self.seconds(t)), ("state", .string(state))]))
            }
            t += below(300)
            steps.append(
                .object([
                    ("t", Self.seconds(t)), ("state", .string(pick(["ended", "cancelled", "failed", "recognized"]))),
                ]))
            m.append(("steps", .array(steps)))
        }
        if chance(10) { m.append(("enabled", .bool(chance(40)))) }
        for key in ["cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"] where chance(25) {
            m.append((key, .bool(chance(50))))
        }
        // Failure requirements: only towards earlier recognizers (or scroll pans), so no cycle.
        let earlier = Array(recognizerIDs[..<index]) + scrollPans
        let later = Array(recognizerIDs[(index + 1)...])
        if !earlier.isEmpty && chance(30) {
            m.append(("requireToFail", .array((0..<1 + below(2)).map { _ in .string(pick(earlier)) })))
        }
        if !earlier.isEmpty && chance(10) {
            m.append(("shouldRequireFailureOf", .array([.string(pick(earlier))])))
        }
        if !later.isEmpty && chance(10) {
            m.append(("shouldBeRequiredToFailBy", .array([.string(pick(later))])))
        }
        let everyone = recognizerIDs + scrollPans
        if chance(20) {
            m.append(
                (
                    "simultaneousWith",
                    chance(25) ? .string("all") : .array((0..<1 + below(2)).map { _ in .string(pick(everyone)) })
                ))
        }
        if chance(8) { m.append(("shouldBegin", .bool(chance(30)))) }
        if chance(12) {
            switch below(3) {
            case 0: m.append(("shouldReceiveTouch", .bool(false)))
            case 1: m.append(("shouldReceiveTouch", .bool(true)))
            default: m.append(("shouldReceiveTouch", .object([("exceptInViews", .array([.string(pick(views).id)]))])))
            }
        }
        return .object(m)
    }

    /// The scene, with every view's recognizers attached.
    mutating func makeScene() -> GeneratedJSON {
        let width = 200 + below(200)
        let height = 300 + below(500)
        views = [ViewInfo(id: "window", width: width, height: height, isScroll: false)]
        var budget = 1 + below(8)
        var windowMembers: [(String, GeneratedJSON)] = [
            ("id", .string("window")),
            ("frame", .array([Self.int(0), Self.int(0), Self.int(width), Self.int(height)])),
        ]
        if chance(60) { windowMembers.append(("multipleTouchEnabled", .bool(true))) }
        var subviews: [GeneratedJSON] = []
        repeat {
            budget -= 1
            subviews.append(.object(makeView(parentWidth: width, parentHeight: height, depth: 1, budget: &budget)))
        } while budget > 0 && chance(50)

        // Recognizers: ids first (requirements may name any earlier one), then the objects.
        let count = below(6)
        recognizerIDs = (0..<count).map { "r\($0)" }
        var attached: [String: [GeneratedJSON]] = [:]
        for i in 0..<count {
            let view = pick(views).id
            attached[view, default: []].append(makeRecognizer(index: i, count: count))
        }
        func attach(_ members: [(String, GeneratedJSON)]) -> [(String, GeneratedJSON)] {
            var out: [(String, GeneratedJSON)] = []
            var id = ""
            for (key, value) in members {
                if key == "id", case .string(let s) = value { id = s }
                if key == "subviews", case .array(let children) = value {
                    out.append(
                        (
                            key,
                            .array(
                                children.map { child in
                                    if case .object(let m) = child { return .object(attach(m)) }
                                    return child
                                })
                        ))
                } else {
                    out.append((key, value))
                }
            }
            if let list = attached[id] { out.append(("recognizers", .array(list))) }
            return out
        }
        windowMembers.append(("subviews", .array(subviews)))
        var scene: [(String, GeneratedJSON)] = [("window", .object(attach(windowMembers)))]
        if chance(15) {
            scene.insert(("screen", .object([("width", Self.int(width)), ("height", Self.int(height))])), at: 0)
        }
        if chance(15) {
            scene.append(("application", .object([("touches", .string(pick(["forward", "handle", "observe"])))])))
        }
        if chance(10) {
            scene.append(("appDelegate", .object([("touches", .string(pick(["forward", "handle", "observe"])))])))
        }
        if chance(25) {
            var settings: [(String, GeneratedJSON)] = []
            if chance(50) { settings.append(("tapMaxInterval", Self.seconds(pick([100, 350, 600])))) }
            if chance(30) { settings.append(("timerTieBreak", .string(pick(["beforeEvent", "afterEvent"])))) }
            if chance(30) {
                settings.append(("tieBreak", .string(pick(["evaluationOrder", "reverseEvaluationOrder"]))))
            }
            if chance(20) { settings.append(("delayedBeganFollowUpMoved", .bool(chance(50)))) }
            scene.append(("settings", .object(settings)))
        }
        return .object(scene)
    }

    // MARK: Input

    /// One finger's life.
    struct Finger {
        var id: GeneratedJSON
        /// (ms, phase, x, y) in half-points.
        var samples: [(time: Int, phase: String, x: Int, y: Int)] = []
        /// Went down and up with began, moved… ended only: it can be written as a stroke.
        var clean = true
        var alive = true
    }

    enum Step {
        case touches(time: Int, [(finger: Int, sample: Int)])
        case tick(Int)
        case interrupt(Int)
    }

    mutating func makeInput(width: Int, height: Int) -> (fingers: [Finger], steps: [Step]) {
        var fingers: [Finger] = []
        var steps: [Step] = []
        var time = below(3) * 100
        var nextID = 1
        var endedIDs: [GeneratedJSON] = []
        for _ in 0..<(2 + below(14)) {
            let alive = fingers.indices.filter { fingers[$0].alive }
            let roll = below(100)
            if roll < 6 {
                steps.append(.tick(time))
                time += pick([1, 16, 100, 400, 700])
                continue
            }
            if roll < 10 && !alive.isEmpty {
                for f in alive {
                    fingers[f].alive = false
                    fingers[f].clean = false
                }
                steps.append(.interrupt(time))
                time += pick([1, 16, 100])
                continue
            }
            var listed: [(finger: Int, sample: Int)] = []
            // Fingers coming down (ids sometimes reused after they ended, sometimes strings).
            if alive.count < 4 && (alive.isEmpty || chance(35)) {
                for _ in 0..<(1 + (chance(25) ? 1 : 0)) {
                    let id: GeneratedJSON
                    if !endedIDs.isEmpty && chance(15) {
                        id = endedIDs.remove(at: below(endedIDs.count))
                    } else if chance(20) {
                        id = .string("f\(nextID)")
                        nextID += 1
                    } else {
                        id = Self.int(nextID)
                        nextID += 1
                    }
                    var finger = Finger(id: id)
                    finger.samples.append((time, "began", below(width * 2 + 20) - 10, below(height * 2 + 20) - 10))
                    fingers.append(finger)
                    listed.append((fingers.count - 1, 0))
                }
            }
            for f in alive {
                guard let last = fingers[f].samples.last else { continue }
                let phase: String
                switch below(100) {
                case 0..<45: phase = "moved"
                case 45..<70: phase = "ended"
                case 70..<74: phase = "cancelled"
                case 74..<80: phase = "stationary"
                default: continue
                }
                let step = pick([0, 1, 4, 10, 30, 120])
                let x = phase == "stationary" ? last.x : last.x + below(2 * step + 1) - step
                let y = phase == "stationary" ? last.y : last.y + below(2 * step + 1) - step
                fingers[f].samples.append((time, phase, x, y))
                listed.append((f, fingers[f].samples.count - 1))
                if phase == "ended" || phase == "cancelled" {
                    fingers[f].alive = false
                    endedIDs.append(fingers[f].id)
                }
                if phase == "cancelled" || phase == "stationary" { fingers[f].clean = false }
            }
            if !listed.isEmpty {
                listed.shuffle(using: &rng)
                steps.append(.touches(time: time, listed))
            }
            time += pick([1, 8, 16, 50, 100, 200, 450])
        }
        // Fingers left down are fine (FORMAT §3 does not forbid it), but most traces lift them.
        if chance(75) {
            var listed: [(finger: Int, sample: Int)] = []
            for f in fingers.indices where fingers[f].alive {
                guard let last = fingers[f].samples.last else { continue }
                fingers[f].samples.append((time, "ended", last.x, last.y))
                fingers[f].alive = false
                listed.append((f, fingers[f].samples.count - 1))
            }
            if !listed.isEmpty { steps.append(.touches(time: time, listed)) }
        }
        if chance(30) { steps.append(.tick(time + pick([100, 600, 2000]))) }
        for f in fingers.indices where fingers[f].alive || fingers[f].samples.count < 2 { fingers[f].clean = false }
        return (fingers, steps)
    }

    static func touchObject(_ finger: Finger, _ sample: Int) -> GeneratedJSON {
        let s = finger.samples[sample]
        return .object([("id", finger.id), ("phase", .string(s.phase)), ("x", points(s.x)), ("y", points(s.y))])
    }

    /// The events array; touches of fingers in `asStrokes` are left out (and events left empty
    /// by that are dropped).
    static func events(_ fingers: [Finger], _ steps: [Step], leavingOut asStrokes: Set<Int> = []) -> [GeneratedJSON] {
        var out: [GeneratedJSON] = []
        for step in steps {
            switch step {
            case .tick(let t):
                out.append(.object([("t", seconds(t))]))
            case .interrupt(let t):
                out.append(.object([("t", seconds(t)), ("interrupt", .bool(true))]))
            case let .touches(t, listed):
                let kept = listed.filter { !asStrokes.contains($0.finger) }
                if kept.isEmpty { continue }
                out.append(
                    .object([
                        ("t", seconds(t)), ("touches", .array(kept.map { touchObject(fingers[$0.finger], $0.sample) })),
                    ]))
            }
        }
        return out
    }

    mutating func generate() -> Output {
        let scene = makeScene()
        let window = views[0]
        let (fingers, steps) = makeInput(width: window.width, height: window.height)
        var trace: [(String, GeneratedJSON)] = [("gesturetrace", Self.int(1))]
        if chance(50) { trace.append(("name", .string("generated \\u00e9"))) }
        trace.append(("scene", scene))
        var eventsForm = trace
        eventsForm.append(("events", .array(Self.events(fingers, steps))))

        let clean = Set(fingers.indices.filter { fingers[$0].clean && chance(80) })
        var strokesForm: GeneratedJSON?
        if !clean.isEmpty {
            var form = trace
            let remaining = Self.events(fingers, steps, leavingOut: clean)
            if !remaining.isEmpty || chance(50) { form.append(("events", .array(remaining))) }
            let strokes: [GeneratedJSON] = clean.sorted().map { f in
                .object([
                    ("id", fingers[f].id),
                    (
                        "points",
                        .array(
                            fingers[f].samples.map {
                                .array([Self.seconds($0.time), Self.points($0.x), Self.points($0.y)])
                            })
                    ),
                ])
            }
            form.append(("strokes", .array(strokes)))
            strokesForm = .object(form)
        }
        return Output(scene: scene, eventsForm: .object(eventsForm), strokesForm: strokesForm)
    }
}
