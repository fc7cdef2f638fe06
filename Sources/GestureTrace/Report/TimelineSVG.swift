/// The timeline: one lane per recognizer (state spans), one per SwiftUI gesture (phase spans,
/// callback flags, `@GestureState` resets) and one per responder (delivery marks), under a time
/// axis whose frame ticks link to the frame table.
///
/// Drawn as two SVGs side by side: the lane labels, which stay put, and the lanes, which
/// scroll horizontally. Lane content is placed with percentages of the lanes SVG's width
/// (`x="12.5%"`) and fixed pixel heights, so zooming only changes that one `width` attribute:
/// shapes move apart without stretching, and text stays upright. Without JavaScript the page
/// shows the same SVG at zoom 1.
struct TimelineSVG {
    let content: LaneSet
    let scene: Scene
    let axis: TimeAxis
    /// Whether a frame has a row in the table (links go only to rows that exist).
    let hasRow: (Int) -> Bool
    /// The session's touch sequences, drawn as a band of links to their own views (only on
    /// the session's timeline); and whether a sequence has a view on the page.
    var sequences: [ReportData.Sequence] = []
    var hasSequenceView: (Int) -> Bool = { _ in false }
    /// Only lanes where something happened (a sequence's timeline), and at most this many of
    /// each kind.
    var activeOnly = false
    var maxLanes = 200
    /// Distinguishes the lane ids of several timelines on one page (`r3`, `s2-r3`).
    var prefix = ""

    static let axisHeight = 36.0
    static let headerHeight = 22.0
    static let laneHeight = 32.0
    /// The lane rows top to bottom, shared by both SVGs so they line up.
    enum Row {
        case header(String)
        case sequences
        case recognizer(Int)
        case gesture(Int)
        case responder(Int)
    }

    /// The recognizer lanes shown: all (or, on a sequence's timeline, those that did
    /// something), the active ones first when there are more than `maxLanes`.
    var shownRecognizers: [Int] { shown(content.recognizers.map(\.active)) }

    /// The SwiftUI gesture lanes shown, chosen the same way.
    var shownGestures: [Int] { shown(content.gestures.map(\.active)) }

    private func shown(_ active: [Bool]) -> [Int] {
        let all = active.indices.filter { !activeOnly || active[$0] }
        guard all.count > maxLanes else { return all }
        return Array((all.filter { active[$0] } + all.filter { !active[$0] }).prefix(maxLanes)).sorted()
    }

    var rows: [Row] {
        var rows: [Row] = []
        if !sequences.isEmpty { rows.append(.sequences) }
        rows.append(.header("Recognizers"))
        let recognizers = shownRecognizers
        rows += recognizers.map { Row.recognizer($0) }
        if content.recognizers.isEmpty {
            rows.append(.header("(no recognizers in the scene)"))
        } else if recognizers.isEmpty {
            rows.append(.header("(no recognizer received a touch)"))
        }
        let hiddenRecognizers = content.recognizers.count - recognizers.count
        if hiddenRecognizers > 0 && !activeOnly {
            rows.append(.header("… \(hiddenRecognizers) more recognizers not drawn"))
        }
        // SwiftUI gestures (SWIFTUI §8.3), when the scene has any.
        if !content.gestures.isEmpty {
            let gestures = shownGestures
            if !gestures.isEmpty || !activeOnly { rows.append(.header("SwiftUI gestures")) }
            rows += gestures.map { Row.gesture($0) }
            if gestures.isEmpty && !activeOnly { rows.append(.header("(no SwiftUI gesture received a touch)")) }
            let hidden = content.gestures.count - gestures.count
            if hidden > 0 && !activeOnly { rows.append(.header("… \(hidden) more SwiftUI gestures not drawn")) }
        }
        rows.append(.header("Responders"))
        rows += content.responders.indices.prefix(maxLanes).map { Row.responder($0) }
        if content.responders.isEmpty { rows.append(.header("(no touches delivered)")) }
        if content.responders.count > maxLanes {
            rows.append(.header("… \(content.responders.count - maxLanes) more responders not drawn"))
        }
        return rows
    }

    static func height(_ row: Row) -> Double {
        if case .header = row { return headerHeight }
        return laneHeight
    }

    var totalHeight: Double { rows.reduce(Self.axisHeight) { $0 + Self.height($1) } + 6 }

    /// The width of the label column: enough for the longest id, within bounds.
    var labelWidth: Double {
        var longest = 12
        for lane in content.recognizers.prefix(maxLanes * 2) {
            longest = max(longest, lane.id.count, (lane.kind.count + lane.view.count + 6) * 5 / 6)
        }
        for lane in content.gestures.prefix(maxLanes * 2) {
            longest = max(longest, lane.id.count, (lane.kind.count + lane.node.count + 6) * 5 / 6)
        }
        for lane in content.responders.prefix(maxLanes) { longest = max(longest, lane.name.count) }
        return Double(min(max(longest * 7 + 24, 130), 280))
    }

    // MARK: - Labels

    func labels() -> String {
        let width = labelWidth
        let maxChars = Int((width - 16) / 7)
        var out =
            "<svg class=\"tl-labels\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(totalHeight))\" role=\"img\" aria-label=\"lane labels\">\n"
        out += "<text class=\"axis-title\" x=\"8\" y=\"22\">time (s) / frames</text>\n"
        var y = Self.axisHeight
        for row in rows {
            let h = Self.height(row)
            switch row {
            case .header(let title):
                out +=
                    "<text class=\"group\" x=\"8\" y=\"\(HTMLText.number(y + 15))\">\(HTMLText.escape(title))</text>\n"
            case .sequences:
                out +=
                    "<g class=\"lane-label sequences\"><title>touch sequences: click one to open its own view</title><text class=\"id\" x=\"16\" y=\"\(HTMLText.number(y + 14))\">sequences</text><text class=\"caption\" x=\"16\" y=\"\(HTMLText.number(y + 26))\">\(HTMLText.count(sequences.count, "touch sequence"))</text></g>\n"
            case .recognizer(let i):
                let lane = content.recognizers[i]
                out +=
                    "<g class=\"lane-label recognizer\" data-lane=\"\(prefix)r\(i)\"><title>\(HTMLText.escape(lane.id)): \(HTMLText.escape(lane.kind)) on \(HTMLText.escape(lane.view))</title>"
                out +=
                    "<text class=\"id\" x=\"16\" y=\"\(HTMLText.number(y + 14))\">\(HTMLText.escape(Self.truncate(lane.id, maxChars)))</text>"
                out +=
                    "<text class=\"caption\" x=\"16\" y=\"\(HTMLText.number(y + 26))\">\(HTMLText.escape(Self.truncate(lane.kind + " · " + lane.view, maxChars + 2)))</text></g>\n"
            case .gesture(let i):
                let lane = content.gestures[i]
                out +=
                    "<g class=\"lane-label gesture\" data-lane=\"\(prefix)g\(i)\"><title>\(HTMLText.escape(lane.id)): SwiftUI \(HTMLText.escape(lane.kind)) on \(HTMLText.escape(lane.node)) (recognizer \(HTMLText.escape(lane.recognizer)))</title>"
                out +=
                    "<text class=\"id\" x=\"16\" y=\"\(HTMLText.number(y + 14))\">\(HTMLText.escape(Self.truncate(lane.id, maxChars)))</text>"
                out +=
                    "<text class=\"caption\" x=\"16\" y=\"\(HTMLText.number(y + 26))\">\(HTMLText.escape(Self.truncate(lane.kind + " · " + lane.node, maxChars + 2)))</text></g>\n"
            case .responder(let i):
                let lane = content.responders[i]
                var caption = responderCaption(lane.name)
                if !lane.folded.isEmpty {
                    caption = (caption.isEmpty ? "" : caption + " ") + "+ " + lane.folded.joined(separator: ", ")
                }
                out +=
                    "<g class=\"lane-label responder\" data-lane=\"\(prefix)v\(i)\"><title>\(HTMLText.escape(lane.name))\(caption.isEmpty ? "" : " (" + HTMLText.escape(caption) + ")")</title>"
                out +=
                    "<text class=\"id\" x=\"16\" y=\"\(HTMLText.number(y + 14))\">\(HTMLText.escape(Self.truncate(lane.name, maxChars)))</text>"
                if !caption.isEmpty {
                    out +=
                        "<text class=\"caption\" x=\"16\" y=\"\(HTMLText.number(y + 26))\">\(HTMLText.escape(Self.truncate(caption, maxChars + 2)))</text>"
                }
                out += "</g>\n"
            }
            y += h
        }
        out += "</svg>"
        return out
    }

    /// The class of a view responder, `view controller`, or nothing for the app objects.
    func responderCaption(_ name: String) -> String {
        if let view = scene.views.first(where: { $0.id == name }) { return view.viewClass.rawValue }
        if scene.views.contains(where: { $0.controller?.id == name }) { return "view controller" }
        return ""
    }

    static func truncate(_ text: String, _ limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    // MARK: - Lanes

    func lanes() -> String {
        let height = totalHeight
        var out =
            "<svg class=\"tl-lanes\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(HTMLText.number(axis.width, decimals: 0))\" height=\"\(HTMLText.number(height))\" data-width=\"\(HTMLText.number(axis.width, decimals: 0))\" role=\"img\" aria-label=\"timeline\">\n"
        out += Self.definitions
        // Lane backgrounds.
        var y = Self.axisHeight
        for (n, row) in rows.enumerated() {
            let h = Self.height(row)
            if case .header = row {
                out +=
                    "<rect class=\"bg-header\" x=\"0\" y=\"\(HTMLText.number(y))\" width=\"100%\" height=\"\(HTMLText.number(h))\"/>\n"
            } else if n % 2 == 0 {
                out +=
                    "<rect class=\"bg-even\" x=\"0\" y=\"\(HTMLText.number(y))\" width=\"100%\" height=\"\(HTMLText.number(h))\"/>\n"
            }
            y += h
        }
        out += axisMarkup(height: height)
        y = Self.axisHeight
        for row in rows {
            switch row {
            case .header: break
            case .sequences: out += sequenceBand(top: y)
            case .recognizer(let i): out += recognizerLane(content.recognizers[i], index: i, top: y)
            case .gesture(let i): out += gestureLane(content.gestures[i], index: i, top: y)
            case .responder(let i): out += responderLane(content.responders[i], index: i, top: y)
            }
            y += Self.height(row)
        }
        out += "</svg>"
        return out
    }

    /// Marks referenced with `<use>`, each centred on its origin.
    static let definitions = """
        <defs>
        <circle id="mk-began" class="mk-began" r="5"/>
        <rect id="mk-moved" class="mk-moved" x="-0.75" y="-5" width="1.5" height="10"/>
        <rect id="mk-ended" class="mk-ended" x="-4.5" y="-4.5" width="9" height="9"/>
        <path id="mk-cancelled" class="mk-cancelled" d="M-4.5,-4.5L4.5,4.5M-4.5,4.5L4.5,-4.5"/>
        <circle id="mk-delayed" class="mk-delayed" r="8.5"/>
        <path id="mk-control" class="mk-control" d="M0,-5L5,0L0,5L-5,0Z"/>
        <path id="mk-action" class="mk-action" d="M-4,-5L4,-5L0,1Z"/>
        <path id="mk-callback" class="mk-callback" d="M-4,-5L4,-5L0,1Z"/>
        <path id="mk-gsreset" class="mk-gsreset" d="M-4,5L4,5L0,-1Z"/>
        </defs>

        """

    func axisMarkup(height: Double) -> String {
        var out = "<g class=\"axis\">\n"
        for segment in axis.segments where segment.isGap {
            let x = axis.percent(segment.t0)
            out +=
                "<rect class=\"gap\" x=\"\(x)\" y=\"0\" width=\"\(axis.percent(pixels: segment.x1 - segment.x0))\" height=\"\(HTMLText.number(height))\"><title>\(HTMLText.duration(segment.t1 - segment.t0)) without events, compressed</title></rect>"
            out +=
                "<text class=\"gap-label\" x=\"\(x)\" dx=\"\(HTMLText.number((segment.x1 - segment.x0) / 2))\" y=\"12\">+\(HTMLText.shortDuration(segment.t1 - segment.t0))</text>\n"
        }
        let (step, ticks) = axis.ticks()
        let decimals = max(0, min(6, Int((-log10Floor(step)).rounded(.up))))
        for t in ticks {
            let x = axis.percent(t)
            out += "<line class=\"grid\" x1=\"\(x)\" x2=\"\(x)\" y1=\"16\" y2=\"\(HTMLText.number(height))\"/>"
            out += "<text class=\"tick\" x=\"\(x)\" y=\"12\">\(HTMLText.number(t, decimals: decimals))</text>\n"
        }
        // Frame ticks, one per frame (or per couple of pixels), each linking to its row.
        for frame in content.frameTicks {
            let tick =
                "<rect class=\"ft ft-\(frame.cause.rawValue)\" x=\"\(axis.percent(frame.time))\" y=\"20\" width=\"2\" height=\"12\" transform=\"translate(-1,0)\"><title>frame \(frame.index) · t=\(HTMLText.time(frame.time)) · \(frame.cause.rawValue)</title></rect>"
            out += link(frame.index, tick) + "\n"
        }
        out += "</g>\n"
        return out
    }

    /// ⌊log₁₀ x⌋ for the tick label precision, without Foundation.
    private func log10Floor(_ x: Double) -> Double {
        var n = 0.0
        var v = x
        guard v > 0, v.isFinite else { return 0 }
        while v >= 10 { v /= 10; n += 1 }
        while v < 1 { v *= 10; n -= 1 }
        return n
    }

    func link(_ frame: Int, _ content: String) -> String {
        hasRow(frame) ? "<a href=\"#frame-\(frame)\">\(content)</a>" : content
    }

    func recognizerLane(_ lane: LaneSet.RecognizerLane, index: Int, top: Double) -> String {
        var out =
            "<g class=\"lane recognizer\" data-lane=\"\(prefix)r\(index)\" data-id=\"\(HTMLText.escape(lane.id))\">\n"
        out += spans(lane.spans, id: lane.id, top: top)
        // Actions of one kind within a few pixels arrive merged (a pan sends one per frame).
        for action in lane.actions {
            let title = "\(lane.id) sent its action (\(action.state.rawValue))" + action.occurrence
            let mark =
                "<use href=\"#mk-action\" x=\"\(axis.percent(action.time))\" y=\"\(HTMLText.number(top + 6))\"><title>\(HTMLText.title(title))</title></use>"
            out += link(action.frame, mark) + "\n"
        }
        out += "</g>\n"
        return out
    }

    /// A SwiftUI gesture: its phases as spans, a flag above the lane per callback (merged like
    /// actions, with the value), a mark below it per `@GestureState` reset.
    func gestureLane(_ lane: LaneSet.GestureLane, index: Int, top: Double) -> String {
        var out =
            "<g class=\"lane gesture\" data-lane=\"\(prefix)g\(index)\" data-id=\"\(HTMLText.escape(lane.id))\">\n"
        out += spans(lane.spans, id: lane.id, top: top)
        for callback in lane.callbacks {
            var title = "\(lane.id) \(callback.name) \(callback.value)" + callback.occurrence
            if callback.count > 1 { title += "\nlast value: \(callback.lastValue)" }
            out += link(callback.frame, use("callback", at: callback.time, y: top + 6, title: title)) + "\n"
        }
        for reset in lane.resets {
            let title =
                "\(lane.id): @GestureState \(reset.state) reset · frame \(reset.frame) · t=\(HTMLText.time(reset.time))"
            out += link(reset.frame, use("gsreset", at: reset.time, y: top + Self.laneHeight - 6, title: title)) + "\n"
        }
        out += "</g>\n"
        return out
    }

    /// A lane's state spans, each with its state written on it when it fits.
    func spans(_ spans: [LaneSet.Span], id: String, top: Double) -> String {
        var out = ""
        let minWidth = 5.0
        for span in spans {
            let x0 = axis.x(span.start)
            let pixels = max(axis.x(span.end) - x0, minWidth)
            let title =
                "\(id) · frame \(span.frame) · t=\(HTMLText.time(span.start))–\(HTMLText.time(span.end))\n\(span.detail)"
            var shape =
                "<rect class=\"span s-\(span.kind.rawValue)\" x=\"\(axis.percent(span.start))\" y=\"\(HTMLText.number(top + 7))\" width=\"\(axis.percent(pixels: pixels))\" height=\"\(HTMLText.number(Self.laneHeight - 14))\"><title>\(HTMLText.title(title))</title></rect>"
            // The state written on the span when it fits: in full, else its first word.
            let short = String(span.state.prefix { $0 != "," })
            if let word = [span.state, short].first(where: { pixels >= Double($0.count) * 6.5 + 8 }) {
                shape +=
                    "<text class=\"span-label t-\(span.kind.rawValue)\" x=\"\(axis.percent(span.start))\" dx=\"4\" y=\"\(HTMLText.number(top + 20))\">\(HTMLText.escape(word))</text>"
            }
            out += link(span.frame, shape) + "\n"
        }
        return out
    }

    func responderLane(_ lane: LaneSet.ResponderLane, index: Int, top: Double) -> String {
        var out =
            "<g class=\"lane responder\" data-lane=\"\(prefix)v\(index)\" data-id=\"\(HTMLText.escape(lane.name))\">\n"
        let mid = top + Self.laneHeight / 2
        let also = lane.folded.isEmpty ? "" : " (also " + lane.folded.joined(separator: ", ") + ")"
        for mark in lane.marks {
            switch mark.kind {
            case .delivery(.moved) where !mark.delayed:
                let title = "\(lane.name)\(also) · touchesMoved \(Self.touchList(mark.touches))" + mark.occurrence
                out += link(mark.frame, use("moved", at: mark.time, y: mid, title: title)) + "\n"
            case .delivery(let phase):
                var title = "\(lane.name)\(also) · \(phase.methodName) \(Self.touchList(mark.touches))"
                if mark.delayed { title += " (delayed)" }
                title += " · frame \(mark.frame) · t=\(HTMLText.time(mark.time))"
                var shapes = use(phase.rawValue, at: mark.time, y: mid, title: title)
                if mark.delayed { shapes = use("delayed", at: mark.time, y: mid, title: title) + shapes }
                out += link(mark.frame, shapes) + "\n"
            case .control(let event):
                let title = "\(lane.name) sent \(event.rawValue) · frame \(mark.frame) · t=\(HTMLText.time(mark.time))"
                out += link(mark.frame, use("control", at: mark.time, y: top + 6, title: title)) + "\n"
            case .text(let event):
                let title = "\(lane.name) \(event.rawValue) · frame \(mark.frame) · t=\(HTMLText.time(mark.time))"
                out += link(mark.frame, use("control", at: mark.time, y: top + 6, title: title)) + "\n"
            case .menu(let event):
                let title =
                    "\(lane.name) context menu \(event.rawValue) · frame \(mark.frame) · t=\(HTMLText.time(mark.time))"
                out += link(mark.frame, use("control", at: mark.time, y: top + 6, title: title)) + "\n"
            case .cell(_, let detail), .swipe(_, let detail), .sheet(_, let detail):
                let title = "\(lane.name) \(detail) · frame \(mark.frame) · t=\(HTMLText.time(mark.time))"
                out += link(mark.frame, use("control", at: mark.time, y: top + 6, title: title)) + "\n"
            }
        }
        out += "</g>\n"
        return out
    }

    /// One band per touch sequence (merged per few pixels), each linking to the sequence's
    /// own view, or to its first frame's row when it has none.
    func sequenceBand(top: Double) -> String {
        var out = "<g class=\"lane sequences\">\n"
        var lastX = -Double.infinity
        for sequence in sequences {
            let x0 = axis.x(sequence.start)
            guard x0 - lastX >= 3 else { continue }
            let pixels = max(axis.x(sequence.end) - x0, 4)
            lastX = x0 + pixels
            let title =
                "sequence \(sequence.index + 1) · t=\(HTMLText.time(sequence.start))–\(HTMLText.time(sequence.end)) · \(HTMLText.count(sequence.touches, "touch"))"
                + (hasSequenceView(sequence.index) ? " · click for its own view" : "")
            let shape =
                "<rect class=\"seq\" x=\"\(axis.percent(sequence.start))\" y=\"\(HTMLText.number(top + 8))\" width=\"\(axis.percent(pixels: pixels))\" height=\"\(HTMLText.number(Self.laneHeight - 16))\"><title>\(HTMLText.title(title))</title></rect>"
            if hasSequenceView(sequence.index) {
                out += "<a href=\"#seq-\(sequence.index + 1)\">\(shape)</a>\n"
            } else {
                out += link(sequence.firstFrame, shape) + "\n"
            }
        }
        out += "</g>\n"
        return out
    }

    func use(_ symbol: String, at time: Double, y: Double, title: String) -> String {
        "<use href=\"#mk-\(symbol)\" x=\"\(axis.percent(time))\" y=\"\(HTMLText.number(y))\"><title>\(HTMLText.title(title))</title></use>"
    }

    static func touchList(_ touches: [TouchID]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (i, touch) in touches.enumerated() {
            if i > 0 { out.append(contentsOf: ", ".utf8) }
            TextWriter.appendTouch(touch, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }
}
