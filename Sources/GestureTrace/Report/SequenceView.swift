/// One touch sequence at a time: the part of a long session a reader actually debugs.
///
/// The session's timeline shows everything at once, a tangle of paths and lanes on a real
/// recording. Each sequence (a finger touching an empty screen, until the next one does) gets
/// its own small drawing with only its strokes and the views they hit, and its own timeline
/// with only the recognizers that took part and the responders that got its touches (the
/// responder chain's repeats folded into the hit view's lane). The session's timeline links
/// each sequence band here (`#seq-N`). Only the first `maxSequences` get a view, so the page
/// stays bounded; the rest link to their first frame.
enum SequenceView {
    static func section(_ data: ReportData, hasRow: @escaping (Int) -> Bool) -> String {
        guard !data.sequences.isEmpty else { return "" }
        let viewed = data.sequences.filter { $0.lanes != nil }
        var out = "<section id=\"sequences\">\n<h2>Touch sequences</h2>\n<p class=\"note\">"
        out += HTMLText.count(data.sequences.count, "touch sequence")
        if viewed.count < data.sequences.count {
            out +=
                "; the first \(viewed.count) have a view of their own (<code>--max-sequences</code>), the timeline links the others to their first frame"
        }
        out += ". Each: its touches and the views they hit, then a lane per recognizer that took part"
        out += " and per responder that got the touches.</p>\n"
        var byIndex: [Int: [ReportData.Stroke]] = [:]
        for stroke in data.strokes where stroke.sequence < data.limits.maxSequences {
            byIndex[stroke.sequence, default: []].append(stroke)
        }
        // Only the strokes' hit views are looked up, not every view's id (issue 25).
        let hitViews = Set(data.strokes.compactMap(\.hitView))
        var viewIndex: [String: Int] = [:]
        for (v, view) in data.scene.views.enumerated() where viewIndex[view.id] == nil && hitViews.contains(view.id) {
            viewIndex[view.id] = v
        }
        for sequence in viewed {
            guard let lanes = sequence.lanes, let axis = sequence.axis else { continue }
            let strokes = byIndex[sequence.index] ?? []
            let n = sequence.index + 1
            out += "<div class=\"sequence\" id=\"seq-\(n)\">\n"
            out +=
                "<h3>Sequence \(n) <span class=\"small\">t = \(HTMLText.time(sequence.start)) … \(HTMLText.time(sequence.end)) s · \(HTMLText.count(sequence.touches, "touch")) · frames \(sequence.firstFrame)–\(sequence.lastFrame)</span></h3>\n"
            out += "<p class=\"outcome\">" + HTMLText.escape(outcome(lanes)) + "</p>\n"
            out += "<div class=\"seq-wrap\">\n"
            var scene = SceneSVG(
                scene: data.scene, strokes: strokes, hasRow: hasRow,
                only: Set(strokes.compactMap { $0.hitView.flatMap { viewIndex[$0] } }))
            scene.maxWidth = 180
            scene.maxHeight = 260
            out += scene.render() + "\n"
            var timeline = TimelineSVG(content: lanes, scene: data.scene, axis: axis, hasRow: hasRow)
            timeline.activeOnly = true
            timeline.maxLanes = data.limits.maxLanes
            timeline.prefix = "s\(n)-"
            out +=
                "<div class=\"tl\">\n" + timeline.labels() + "\n<div class=\"tl-scroll\">\n" + timeline.lanes()
                + "\n</div>\n</div>\n</div>\n"
            out += HTMLReport.omittedNote(lanes)
            out += "<p class=\"small\"><a href=\"#timeline\">back to the session's timeline</a>"
            if hasRow(sequence.firstFrame) {
                out += " · its first frame: <a href=\"#frame-\(sequence.firstFrame)\">\(sequence.firstFrame)</a>"
            }
            out += "</p>\n</div>\n"
        }
        out += "</section>\n"
        return out
    }

    /// What the recognizers did: `doubleTap recognized · pinch began, changed ×17, ended`, and
    /// which SwiftUI gestures ended (`onEnded`, a Button's `action`).
    static func outcome(_ lanes: LaneSet) -> String {
        var parts: [String] = []
        for lane in lanes.recognizers where !lane.actions.isEmpty {
            var counts: [(DisplayState, Int)] = []
            for action in lane.actions {
                if let i = counts.firstIndex(where: { $0.0 == action.state }) {
                    counts[i].1 += action.count
                } else {
                    counts.append((action.state, action.count))
                }
            }
            let text = counts.map { $0.1 > 1 ? "\($0.0.rawValue) ×\($0.1)" : $0.0.rawValue }.joined(separator: ", ")
            parts.append("\(HTMLText.clip(lane.id, 80)) \(text)")
            if parts.count == 12 { break }
        }
        var out = parts.isEmpty ? "No recognizer sent an action." : "Actions: " + parts.joined(separator: " · ")
        // SwiftUI's success callbacks (SWIFTUI §3.4 rule 13: onEnded only when the gesture ends).
        var ended: [String] = []
        for lane in lanes.gestures {
            for callback in lane.callbacks where callback.name == "onEnded" || callback.name == "action" {
                ended.append(
                    "\(HTMLText.clip(lane.id, 80)) \(callback.name)" + (callback.count > 1 ? " ×\(callback.count)" : "")
                )
            }
            if ended.count >= 12 { break }
        }
        if !ended.isEmpty {
            out += (out.hasSuffix(".") ? " " : ". ") + "SwiftUI: " + ended.prefix(12).joined(separator: " · ") + "."
        }
        return out
    }
}
