/// Writes records in the human text format: what golden files hold (FORMAT §4 `--format text`).
///
/// Layout, chosen for reading in a diff:
///
///     gesturetrace text v1: double tap beats single tap
///     frame 0  t=0  input
///       hit      touch 1 at (100, 100) -> V  recognizers: s, d  chain: V > R > window > UIApplication > AppDelegate
///       deliver  V began [1]
///     frame 1  t=0.08  input
///       state    s  possible -> recognized  (1 tap)
///       deliver  V cancelled [1]
///       action   s  recognized
///       reset    s
///     summary
///       actions  s  recognized 1
///       touches  V  began 1, cancelled 1
///
/// Every frame starts an unindented `frame` line (what diff hunk headers quote); records follow
/// indented by two spaces, the record type padded to one column. Output is ASCII apart from
/// ids and names the trace chose and the `§` of citations (reasons spell `≥` as `>=` at their
/// source, so every output reads the same; docs/DECISIONS.md), with control characters
/// escaped, no trailing whitespace and one final newline. Numbers use `DecimalFormat`, like `jsonl`.
package enum TextWriter {
    /// The first line's prefix; bump the version when the layout changes incompatibly.
    package static let header = "gesturetrace text v1"

    /// `ios      17.5`: which release's behaviour ran (`settings.ios`, `--ios`; IOSRelease).
    static func appendRelease(_ release: IOSRelease?, to out: inout [UInt8]) {
        guard let release else { return }
        out.append(contentsOf: "ios      \(release.rawValue)\n".utf8)
    }

    /// The header line (with the trace's name, if any) and the release line: the start of the
    /// whole rendering and of the streamed one alike.
    static func appendHeading(name: String?, release: IOSRelease?, to out: inout [UInt8]) {
        out.append(contentsOf: header.utf8)
        if let name {
            out.append(contentsOf: ": ".utf8)
            appendText(name, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
        appendRelease(release, to: &out)
    }

    /// Renders a whole replay: header, frames, then a summary block.
    /// `release`: the iOS release the scene or the command line named (`Settings.namedRelease`),
    /// said on the line after the header; nil (the default release ran) adds nothing.
    package static func render(name: String?, records: [Record], release: IOSRelease? = nil) -> String {
        String(decoding: renderBytes(name: name, records: records, release: release), as: UTF8.self)
    }

    /// Renders a whole replay as UTF-8 bytes.
    package static func renderBytes(name: String?, records: [Record], release: IOSRelease? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 48 + 64)
        appendHeading(name: name, release: release, to: &out)
        for record in records {
            // `unused` records are told in the summary's outcome lines (SEMANTICS §4.3).
            if case .unused = record.body { continue }
            appendLine(record, to: &out)
        }
        appendSummary(records, to: &out)
        return out
    }

    /// Appends the line of one record, ending in `\n`.
    package static func appendLine(_ record: Record, to out: inout [UInt8]) {
        writeLine(record, names: nil, to: &out)
    }

    /// The line of one record for any `ByteOutput`, its ids' renderings kept in `names` when
    /// given (`RenderedNames`; the stream keeps one for the replay). A `ByteBuffer` and the
    /// table take most of the text writer's cost away: an array's `append(contentsOf:)` is about
    /// 90 instructions a call and a line makes several (issue 28 item 4, round 7).
    static func writeLine<O: ByteOutput>(_ record: Record, names: RenderedNames?, to out: inout O) {
        switch record.body {
        case .frame(let cause):
            out.appendLiteral("frame ")
            JSONLWriter.writeInt(record.frame, to: &out)
            out.appendLiteral("  t=")
            DecimalFormat.write(record.time, decimals: 6, to: &out)
            out.appendLiteral("  ")
            out.appendLiteral(cause.jsonName)
        case let .hit(touch, point, view, recognizers, chain, values, missed):
            label("hit", &out)
            out.appendLiteral("touch ")
            appendTouch(touch, to: &out)
            out.appendLiteral(" at ")
            appendPoint(point.x, point.y, to: &out)
            out.appendLiteral(" -> ")
            if let view {
                writeId(view, names, &out)
                if !recognizers.isEmpty {
                    out.appendLiteral("  recognizers: ")
                    appendList(recognizers, names: names, separator: ", ", to: &out)
                }
                out.appendLiteral("  chain: ")
                appendList(chain, names: names, separator: " > ", to: &out)
            } else {
                out.appendLiteral("nothing")
            }
            if !values.isEmpty {
                out.appendLiteral("  ")
                writeMeasurements(values, to: &out)
            }
            // SEMANTICS §1.10: the views under the point that were not chosen, and why.
            if !missed.isEmpty {
                out.appendLiteral("  not hit: ")
                for (i, miss) in missed.enumerated() {
                    if i > 0 { out.appendLiteral("; ") }
                    writeId(miss.view, names, &out)
                    out.appendLiteral(" (")
                    withUnsafeMutablePointer(to: &out) { pointer in
                        var sink = TextReasonSink(out: pointer)
                        ReasonText.write(miss.why, to: &sink)
                    }
                    out.appendLiteral("; SEMANTICS ")
                    writeText(miss.section, to: &out)
                    out.append(UInt8(ascii: ")"))
                }
            }
        case let .state(recognizer, from, to, reason, values):
            label("state", &out)
            appendTransition(
                recognizer, from: from.jsonName, to: to.jsonName, reason: reason, names: names, to: &out)
            if !values.isEmpty {
                out.appendLiteral("  ")
                writeMeasurements(values, to: &out)
            }
        case let .deliver(responder, phase, touches, delayed, _):
            label("deliver", &out)
            writeId(responder, names, &out)
            out.append(UInt8(ascii: " "))
            out.appendLiteral(phase.jsonName)
            out.appendLiteral(" [")
            for (i, touch) in touches.enumerated() {
                if i > 0 { out.appendLiteral(", ") }
                appendTouch(touch, to: &out)
            }
            out.append(UInt8(ascii: "]"))
            if delayed { out.appendLiteral(" (delayed)") }
        case let .pending(recognizer, wants, waitingFor):
            label("pending", &out)
            writeId(recognizer, names, &out)
            out.appendLiteral("  wants ")
            out.appendLiteral(wants.jsonName)
            out.appendLiteral(", waiting for ")
            appendList(waitingFor, names: names, separator: ", ", to: &out)
        case let .action(recognizer, state):
            label("action", &out)
            writeId(recognizer, names, &out)
            out.appendLiteral("  ")
            out.appendLiteral(state.jsonName)
        case let .control(control, event, value):
            label("control", &out)
            writeId(control, names, &out)
            out.appendLiteral("  ")
            out.appendUTF8(event.rawValue)
            if let value {
                out.appendLiteral("  value=")
                DecimalFormat.write(value, decimals: 3, to: &out)
            }
        case let .cell(list, cell, indexPath, event, reason):
            label("cell", &out)
            writeId(list, names, &out)
            out.append(UInt8(ascii: " "))
            writeText(cell ?? "-", to: &out)
            out.append(UInt8(ascii: " "))
            out.appendUTF8(indexPath.description)
            out.appendLiteral("  ")
            out.appendUTF8(event.rawValue)
            out.appendLiteral(" (")
            writeText(ReasonText.string(reason), to: &out)
            out.append(UInt8(ascii: ")"))
        case .reset(let recognizer):
            label("reset", &out)
            writeId(recognizer, names, &out)
        case let .swiftuiPhase(gesture, from, to, reason):
            // SwiftUI records (SWIFTUI §8.3): `swiftui  drag  possible -> active  (reason)`.
            label("swiftui", &out)
            appendTransition(gesture, from: from.textName, to: to.textName, reason: reason, names: names, to: &out)
        case let .swiftuiCallback(gesture, callback, value):
            label("callback", &out)
            writeId(gesture, names, &out)
            out.appendLiteral("  ")
            writeText(callback, to: &out)
            out.append(UInt8(ascii: " "))
            SwiftUIValue.write(value, to: &out)
        case let .refused(recognizer, touch, reason):
            label("refused", &out)
            writeId(recognizer, names, &out)
            out.appendLiteral(" touch ")
            appendTouch(touch, to: &out)
            out.appendLiteral("  ")
            writeText(ReasonText.string(reason), to: &out)
        case let .unused(recognizer, reason):
            label("unused", &out)
            writeId(recognizer, names, &out)
            out.appendLiteral("  ")
            writeText(ReasonText.string(reason), to: &out)
        case let .gestureStateReset(gesture, state):
            label("gsreset", &out)
            writeId(gesture, names, &out)
            out.appendLiteral("  ")
            writeText(state, to: &out)
        case let .sceneChange(target, value):
            // `change    list.scrollEnabled = false` (FORMAT §3.5).
            label("change", &out)
            writeId(target, names, &out)
            out.append(UInt8(ascii: "."))
            out.appendUTF8(value.key.rawValue)
            out.appendLiteral(" = ")
            out.appendUTF8(value.jsonText)
        case let .text(view, recognizer, event):
            // `text      email  editingBegan  (email.textTap)` (SEMANTICS §9.8).
            appendViewEvent("text", view: view, event: event.rawValue, recognizer: recognizer, names: names, to: &out)
        case let .swipe(list, cell, indexPath, event, reason):
            // `swipe     table row2 [0, 2]  trailing revealed (released …)` (SEMANTICS §9.12).
            label("swipe", &out)
            writeId(list, names, &out)
            out.append(UInt8(ascii: " "))
            writeId(cell, names, &out)
            out.append(UInt8(ascii: " "))
            out.appendUTF8(indexPath.description)
            out.appendLiteral("  ")
            out.appendUTF8(reason.edge.rawValue)
            out.append(UInt8(ascii: " "))
            out.appendUTF8(event.rawValue)
            out.appendLiteral(" (")
            writeText(ReasonText.string(reason), to: &out)
            out.append(UInt8(ascii: ")"))
        case let .menu(view, recognizer, event):
            // `menu      table  presented  (table.contextMenu)` (SEMANTICS §9.13).
            appendViewEvent("menu", view: view, event: event.rawValue, recognizer: recognizer, names: names, to: &out)
        case let .sheet(sheet, recognizer, event, reason):
            // `sheet     sheet  dismissed  (list.pan: released …)` (SEMANTICS §9.14).
            label("sheet", &out)
            writeId(sheet, names, &out)
            out.appendLiteral("  ")
            out.appendUTF8(event.rawValue)
            out.appendLiteral("  (")
            writeId(recognizer, names, &out)
            out.appendLiteral(": ")
            writeText(ReasonText.string(reason), to: &out)
            out.append(UInt8(ascii: ")"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    // MARK: - Summary

    /// Appends the closing `summary` block: per recognizer the actions it sent, per responder
    /// the touches it saw begin and finish, per control the events it sent.
    ///
    /// Entities are listed in the order they first appear in the records (which is the
    /// engine's causal order, the same on every run), never in hashing order. Moves are left
    /// out on purpose: they churn with every sample and the frames already show them.
    static func appendSummary(_ records: [Record], to out: inout [UInt8]) {
        var summary = Summary()
        for record in records { summary.visit(record) }
        summary.append(to: &out)
    }

    /// Renders a replay as its records come (`Replay.run(_:sink:)`): lines go to `bytes`, which
    /// the caller drains when it likes; only the summary's counters are kept, so memory does
    /// not grow with the output (issue 13 item 7).
    package struct Stream {
        /// The rendered lines not yet drained. A `ByteBuffer` (one capacity check and a copy per
        /// append) and a table of the ids' renderings (`RenderedNames`): both classes, so a copy
        /// of the stream shares them; the CLI uses one stream from start to finish.
        private let buffer = ByteBuffer(capacity: 1 << 18)
        private let names = RenderedNames(.text)
        private var summary = Summary()

        /// A copy of the rendered bytes not yet drained.
        package var bytes: [UInt8] { Array(buffer.bytes) }

        /// Starts with the header line.
        package init(name: String?, release: IOSRelease? = nil) {
            var heading: [UInt8] = []
            appendHeading(name: name, release: release, to: &heading)
            heading.withUnsafeBufferPointer { buffer.appendBytes($0) }
        }

        package mutating func append(_ record: Record) {
            // `unused` records are told in the summary's outcome lines (SEMANTICS §4.3).
            if case .unused = record.body {
            } else {
                var out = buffer
                writeLine(record, names: names, to: &out)
            }
            summary.visit(record)
        }

        /// Appends the summary block; call once, after the last record.
        package mutating func finish() {
            var block: [UInt8] = []
            summary.append(to: &block)
            block.withUnsafeBufferPointer { buffer.appendBytes($0) }
        }

        /// Forgets the rendered bytes, keeping the capacity.
        package mutating func removeAll() {
            buffer.removeAll()
        }

        package mutating func drain(atLeast threshold: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
            guard buffer.count >= threshold, buffer.count > 0 else { return }
            write(buffer.bytes)
            buffer.removeAll()
        }
    }

    /// The summary's counters, fed one record at a time.
    struct Summary {
        var recognizers = OrderedCounts()
        // Per recognizer, its last visible decision; and the recognizers that never took part.
        var last: [String: (to: DisplayState, time: Double, reason: Reason)] = [:]
        /// Per recognizer, how often it entered each of `outcomeStates` over the whole session,
        /// and how many state changes it made in all (one change reads as the change itself).
        var outcomes = OrderedCounts()
        var stateChanges: [String: Int] = [:]
        /// The states an `outcome` line counts, in a gesture's life order; `changed` is left out
        /// like moves are: it counts samples, not outcomes.
        let outcomeStates: [DisplayState] = [.began, .recognized, .ended, .cancelled, .failed]
        var unused: [(String, UnusedReason)] = []
        var responders = OrderedCounts()
        var controls = OrderedCounts()
        /// Per table or collection view, its cell events (SEMANTICS §9.5).
        var cells = OrderedCounts()
        /// Per text field or text view, its interaction's events (SEMANTICS §9.8).
        var texts = OrderedCounts()
        /// Per table or collection view, what its rows' swipes did (SEMANTICS §9.12).
        var swipes = OrderedCounts()
        /// Per view with a context menu, its interaction's events (SEMANTICS §9.13).
        var menus = OrderedCounts()
        /// Per presented page sheet, what it did about drags (SEMANTICS §9.14).
        var sheets = OrderedCounts()
        let actionStates: [DisplayState] = [.began, .changed, .ended, .recognized, .cancelled]
        let deliverPhases: [DeliveryPhase] = [.began, .ended, .cancelled]
        /// Recognizers whose last state is began or changed: left active when the input ends.
        var active: [String: DisplayState] = [:]

        mutating func visit(_ record: Record) {
            switch record.body {
            case let .hit(_, _, _, ids, _, _, _):
                for id in ids { recognizers.touch(id) }
            case let .state(id, _, to, reason, _):
                recognizers.touch(id)
                last[id] = (to, record.time, reason)
                stateChanges[id, default: 0] += 1
                if let slot = outcomeStates.firstIndex(of: to) { outcomes.add(id, slot: slot, count: 1) }
                if to == .began || to == .changed {
                    active[id] = to
                } else {
                    active[id] = nil
                }
            case .reset(let id):
                recognizers.touch(id)
                active[id] = nil
            case .pending(let id, _, _):
                recognizers.touch(id)
            case let .unused(id, reason):
                unused.append((id, reason))
            case let .action(id, state):
                recognizers.add(id, slot: actionStates.firstIndex(of: state) ?? 0, count: 1)
            case let .deliver(responder, phase, touches, _, _):
                if let slot = deliverPhases.firstIndex(of: phase) {
                    responders.add(responder, slot: slot, count: touches.count)
                }
            case let .control(control, event, _):
                controls.add(control, slot: ControlEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case let .cell(list, _, _, event, _):
                cells.add(list, slot: CellEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case let .text(view, _, event):
                texts.add(view, slot: TextEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case let .swipe(list, _, _, event, _):
                swipes.add(list, slot: SwipeActionEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case let .menu(view, _, event):
                menus.add(view, slot: ContextMenuEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case let .sheet(sheet, _, event, _):
                sheets.add(sheet, slot: SheetEvent.allCases.firstIndex(of: event) ?? 0, count: 1)
            case .frame, .swiftuiPhase, .swiftuiCallback, .gestureStateReset, .refused, .sceneChange:
                break
            }
        }

        func append(to out: inout [UInt8]) {
            out.append(contentsOf: "summary\n".utf8)
            if recognizers.names.isEmpty && responders.names.isEmpty && controls.names.isEmpty && unused.isEmpty
                && cells.names.isEmpty && texts.names.isEmpty && swipes.names.isEmpty && menus.names.isEmpty
                && sheets.names.isEmpty
            {
                out.append(contentsOf: "  nothing was delivered\n".utf8)
                return
            }
            appendCountLines(
                recognizers, label: "actions", names: actionStates.map(\.rawValue), empty: "none", to: &out)
            // The closing line of every recognizer: its one decision, or what it decided over the
            // whole session (`began 26, ended 14, failed 12`) and then its last decision, with its
            // reason (FORMAT §4); or why it never took part (SEMANTICS §4.3).
            for name in recognizers.names {
                label("outcome", &out)
                appendText(name, to: &out)
                out.append(contentsOf: "  ".utf8)
                if let final = last[name] {
                    if stateChanges[name, default: 0] > 1 {
                        if let counts = outcomes.counts(of: name), !counts.isEmpty {
                            appendCounts(counts, names: outcomeStates.map(\.rawValue), empty: "", to: &out)
                            out.append(contentsOf: "; ".utf8)
                        }
                        out.append(contentsOf: "last ".utf8)
                    }
                    out.append(contentsOf: final.to.rawValue.utf8)
                    out.append(contentsOf: " at t=".utf8)
                    DecimalFormat.append(final.time, decimals: 6, to: &out)
                    let because = ReasonText.string(final.reason)
                    if !because.isEmpty {
                        out.append(contentsOf: " (".utf8)
                        appendText(because, to: &out)
                        out.append(UInt8(ascii: ")"))
                    }
                } else {
                    out.append(contentsOf: "possible: received touches but never left possible".utf8)
                }
                out.append(UInt8(ascii: "\n"))
            }
            for (name, reason) in unused {
                label("outcome", &out)
                appendText(name, to: &out)
                out.append(contentsOf: "  never received a touch: ".utf8)
                appendText(ReasonText.string(reason), to: &out)
                out.append(UInt8(ascii: "\n"))
            }
            appendCountLines(
                responders, label: "touches", names: deliverPhases.map(\.rawValue), empty: "moved only", to: &out)
            appendCountLines(
                controls, label: "control", names: ControlEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            appendCountLines(cells, label: "cells", names: CellEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            appendCountLines(texts, label: "text", names: TextEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            appendCountLines(
                swipes, label: "swipes", names: SwipeActionEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            appendCountLines(
                menus, label: "menu", names: ContextMenuEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            appendCountLines(
                sheets, label: "sheet", names: SheetEvent.allCases.map(\.rawValue), empty: "none", to: &out)
            // Recognizers still active when the input ended, like an event loop's leftovers: a
            // finger still down, or a `script` that began with no touch to end it (issue 13 item
            // 12, docs/DECISIONS.md). In first-seen order.
            for name in recognizers.names {
                guard let state = active[name] else { continue }
                label("leftover", &out)
                appendText(name, to: &out)
                out.append(contentsOf: "  still ".utf8)
                out.append(contentsOf: state.rawValue.utf8)
                out.append(contentsOf: " when the input ended\n".utf8)
            }
        }
    }

    /// Named counters kept in first-seen order (a dictionary only indexes, it is never iterated).
    struct OrderedCounts {
        var names: [String] = []
        var counts: [[Int: Int]] = []
        var index: [String: Int] = [:]

        mutating func touch(_ name: String) { _ = slot(name) }

        mutating func add(_ name: String, slot s: Int, count: Int) {
            let i = slot(name)
            counts[i][s, default: 0] += count
        }

        private mutating func slot(_ name: String) -> Int {
            if let i = index[name] { return i }
            index[name] = names.count
            names.append(name)
            counts.append([:])
            return names.count - 1
        }

        var entries: [(String, [Int: Int])] { Array(zip(names, counts)) }

        /// The counts kept for `name`, or nil if it was never seen.
        func counts(of name: String) -> [Int: Int]? { index[name].map { counts[$0] } }
    }

    /// A view's event and the recognizer whose action caused it, the one shape of the `text`
    /// and `menu` records: `label  view  event  (recognizer)`.
    private static func appendViewEvent<O: ByteOutput>(
        _ name: StaticString, view: String, event: String, recognizer: String, names: RenderedNames?,
        to out: inout O
    ) {
        label(name, &out)
        writeId(view, names, &out)
        out.appendLiteral("  ")
        out.appendUTF8(event)
        out.appendLiteral("  (")
        writeId(recognizer, names, &out)
        out.append(UInt8(ascii: ")"))
    }

    /// One summary line per name of `table`: `  cells    table  highlight 1, select 1` — the
    /// shape every per-subject count of the summary shares (touches, controls, cells, text,
    /// swipes, menus), so a component's line is one call.
    private static func appendCountLines(
        _ table: OrderedCounts, label name: StaticString, names: [String], empty: String, to out: inout [UInt8]
    ) {
        for (subject, counts) in table.entries {
            label(name, &out)
            appendText(subject, to: &out)
            out.append(contentsOf: "  ".utf8)
            appendCounts(counts, names: names, empty: empty, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    private static func appendCounts(_ counts: [Int: Int], names: [String], empty: String, to out: inout [UInt8]) {
        var first = true
        for (slot, name) in names.enumerated() {
            guard let n = counts[slot], n > 0 else { continue }
            if !first { out.append(contentsOf: ", ".utf8) }
            first = false
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: " "))
            JSONLWriter.appendInt(n, to: &out)
        }
        if first { out.append(contentsOf: empty.utf8) }
    }

    // MARK: - Pieces

    /// Appends the record type padded to the record column (two-space indent, 9 wide).
    @inline(__always)
    private static func label<O: ByteOutput>(_ name: StaticString, _ out: inout O) {
        out.appendLiteral("  ")
        out.appendLiteral(name)
        for _ in name.utf8CodeUnitCount..<9 { out.append(UInt8(ascii: " ")) }
    }

    /// Appends `(x, y)` with coordinate precision.
    static func appendPoint<O: ByteOutput>(_ x: Double, _ y: Double, to out: inout O) {
        out.append(UInt8(ascii: "("))
        DecimalFormat.write(x, decimals: 3, to: &out)
        out.appendLiteral(", ")
        DecimalFormat.write(y, decimals: 3, to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// Appends an id of the scene, through `names` when there is one (`RenderedNames`).
    @inline(__always)
    private static func writeId<O: ByteOutput>(_ id: String, _ names: RenderedNames?, _ out: inout O) {
        if let names { names.write(id, to: &out) } else { writeText(id, to: &out) }
    }

    /// `name  from -> to  (reason)`: the shape of a recognizer's `state` line and of a SwiftUI
    /// gesture's `swiftui` line (FORMAT §4); the reason is omitted when empty.
    private static func appendTransition<O: ByteOutput>(
        _ name: String, from: StaticString, to: StaticString, reason: Reason, names: RenderedNames?, to out: inout O
    ) {
        writeId(name, names, &out)
        out.appendLiteral("  ")
        out.appendLiteral(from)
        out.appendLiteral(" -> ")
        out.appendLiteral(to)
        // The reason is rendered straight into the line (`TextReasonSink`); one that renders
        // as nothing leaves no empty parentheses.
        let open = out.count
        out.appendLiteral("  (")
        withUnsafeMutablePointer(to: &out) { pointer in
            var sink = TextReasonSink(out: pointer)
            ReasonText.write(reason, to: &sink)
        }
        if out.count == open + 3 {
            out.removeLast(3)
        } else {
            out.append(UInt8(ascii: ")"))
        }
    }

    /// Appends measurements as `name=value`, folding a `fooX`, `fooY` pair into `foo=(x, y)`
    /// and an `x`, `y` pair into `location=(x, y)` (UIKit's `location(in:)`).
    static func appendMeasurements(_ values: [Measurement], to out: inout [UInt8]) {
        writeMeasurements(values, to: &out)
    }

    static func writeMeasurements<O: ByteOutput>(_ values: [Measurement], to out: inout O) {
        var i = 0
        while i < values.count {
            if i > 0 { out.append(UInt8(ascii: " ")) }
            let name = values[i].name
            if i + 1 < values.count, name == "x", values[i + 1].name == "y" {
                out.appendLiteral("location=")
                appendPoint(values[i].value, values[i + 1].value, to: &out)
                i += 2
                continue
            }
            if i + 1 < values.count, name.count > 1, name.hasSuffix("X"),
                values[i + 1].name == String(name.dropLast()) + "Y"
            {
                writeText(String(name.dropLast()), to: &out)
                out.append(UInt8(ascii: "="))
                appendPoint(values[i].value, values[i + 1].value, to: &out)
                i += 2
                continue
            }
            writeText(name, to: &out)
            out.append(UInt8(ascii: "="))
            DecimalFormat.write(values[i].value, decimals: 3, to: &out)
            i += 1
        }
    }

    /// Appends a touch id: integers bare, string ids in double quotes, so `1` and `"1"` differ.
    static func appendTouch<O: ByteOutput>(_ touch: TouchID, to out: inout O) {
        switch touch {
        case .int(let v): JSONLWriter.writeInt(v, to: &out)
        case .string(let s): JSONLWriter.writeString(s, to: &out)
        }
    }

    private static func appendList<O: ByteOutput>(
        _ items: [String], names: RenderedNames?, separator: StaticString, to out: inout O
    ) {
        for (i, item) in items.enumerated() {
            if i > 0 { out.appendLiteral(separator) }
            writeId(item, names, &out)
        }
    }

    /// `appendText` for any `ByteOutput` (`RenderedNames` renders the text writer's ids with it):
    /// the same bytes.
    static func writeText<O: ByteOutput>(_ text: String, to out: inout O) {
        var text = text
        let plain = text.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: MessageText.mayStartEscape) else { return false }
            out.appendBytes(bytes)
            return true
        }
        if plain { return }
        var escaped: [UInt8] = []
        appendText(text, to: &escaped)
        out.appendBytes(escaped)
    }

    /// Appends text the trace chose (an id, a name, a reason), escaping control characters as
    /// `\n`, `\t` or `\u{1b}` so that one record always stays one line.
    ///
    /// The characters escaped are `MessageText.needsEscape`'s (issue 25, round 4 hunt): C0
    /// controls and DEL as before, and also the C1 controls (U+009B is a terminal's CSI), the
    /// line and paragraph separators and the bidirectional controls, which used to be written
    /// raw. Text without any of them (every id, which the reader refuses them in) is copied
    /// byte for byte.
    static func appendText(_ text: String, to out: inout [UInt8]) {
        // A scalar that needs escaping starts with one of a few bytes (`MessageText.mayStartEscape`:
        // C0, DEL, the lead bytes of C1 and of the invisible characters); without one, the bytes
        // are copied as they are.
        guard text.utf8.contains(where: MessageText.mayStartEscape) else {
            out.append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            guard MessageText.needsEscape(scalar) else {
                out.append(contentsOf: String(scalar).utf8)
                continue
            }
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            default:
                let digits = String(scalar.value, radix: 16)
                out.append(contentsOf: "\\u{".utf8)
                if digits.count < 2 { out.append(UInt8(ascii: "0")) }
                out.append(contentsOf: digits.utf8)
                out.append(UInt8(ascii: "}"))
            }
        }
    }
}

extension SwiftUIPhaseName {
    /// The raw value as a static string, for the text writer's `swiftui` line (`appendTransition`).
    var textName: StaticString {
        switch self {
        case .possible: return "possible"
        case .active: return "active"
        case .ended: return "ended"
        case .failed: return "failed"
        }
    }
}
