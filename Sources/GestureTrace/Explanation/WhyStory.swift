/// `gesturetrace why`: the causal story behind one recognizer's or one view's outcome, told
/// from the replay's own records and reasons (no second simulation), with times, SEMANTICS
/// sections and the fix users reach for where one applies.
package enum WhyStory {
    /// The story of `subject` (a recognizer or responder id) up to time `until` (inclusive), or
    /// nil when no record names it.
    package static func tell(
        subject: String, records: [Record], scene: Scene, until: Double = .infinity
    ) -> String? {
        let upTo = records.filter { $0.time <= until }
        var kinds: [String: String] = [:]
        for spec in scene.recognizers { kinds[spec.id] = kindSection(spec.kind) }
        if let story = recognizerStory(subject, upTo, kinds) { return story }
        return viewStory(subject, upTo)
    }

    // MARK: Recognizers

    private static func recognizerStory(_ id: String, _ records: [Record], _ kinds: [String: String]) -> String? {
        func section(_ reason: String, _ to: DisplayState, of r: String) -> String {
            WhyStory.section(reason, to) ?? kinds[r] ?? "§5"
        }
        var lines: [String] = []
        var fixes: [String] = []
        var named = false
        for (i, record) in records.enumerated() {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .hit(touch, _, view, ids, _, _, _) where ids.contains(id):
                named = true
                lines.append("\(t)  touch \(touch) began on '\(view ?? "nothing")'; \(id) received it (SEMANTICS §4.2)")
            case let .pending(r, wants, waitingFor) where r == id:
                named = true
                lines.append(
                    "\(t)  \(id) asked for \(wants.rawValue) but waits for \(waitingFor.joined(separator: ", ")) to fail (SEMANTICS §5.6, §6.2)"
                )
            case let .state(r, from, to, reason, _) where r == id:
                named = true
                lines.append(
                    "\(t)  \(id) \(from.rawValue) -> \(to.rawValue): \(reason) (SEMANTICS \(section(reason, to, of: id)))"
                )
                if let other = otherRecognizer(in: reason),
                    let (to2, time, why) = decisiveState(of: other, before: i, records)
                {
                    lines.append(
                        "      because \(other) \(to2.rawValue) at t=\(DecimalFormat.time(time)): \(why) (SEMANTICS \(section(why, to2, of: other)))"
                    )
                }
                if to == .began || to == .recognized {
                    let cancelled = cancelledViews(inFrameOf: i, records)
                    if !cancelled.isEmpty {
                        lines.append(
                            "      its touches were cancelled in \(cancelled.joined(separator: ", ")) before its action (SEMANTICS §7.1)"
                        )
                        fixes.append(
                            "cancelsTouchesInView = false lets the views keep their touches (SEMANTICS §7.2)")
                    }
                }
                fixes.append(contentsOf: fix(for: reason, id: id))
            case let .action(r, state) where r == id:
                named = true
                lines.append("\(t)  action \(id) \(state.rawValue) sent (SEMANTICS §5.5)")
            case let .unused(r, reason) where r == id:
                named = true
                lines.append("\(t)  \(id) never received a touch: \(reason)")
            default:
                break
            }
        }
        guard named else { return nil }
        return render(title: "why \(id)", lines: lines, fixes: fixes)
    }

    /// The recognizer a reason names: "excluded by X (…)", "requires failure of X, which …",
    /// "waited for X to fail".
    static func otherRecognizer(in reason: String) -> String? {
        for (prefix, end) in [("excluded by ", " ("), ("requires failure of ", ","), ("waited for ", " to fail")] {
            guard let start = reason.range(of: prefix) else { continue }
            let rest = reason[start.upperBound...]
            let name = rest.range(of: end).map { rest[..<$0.lowerBound] } ?? rest
            let first = name.split(separator: ",").first.map(String.init) ?? String(name)
            let trimmed = first.split(separator: " ").first.map(String.init) ?? ""
            if !trimmed.isEmpty { return trimmed }
        }
        return nil
    }

    /// The other recognizer's last state change at or before record `index`.
    private static func decisiveState(
        of id: String, before index: Int, _ records: [Record]
    ) -> (DisplayState, Double, String)? {
        for record in records[...index].reversed() {
            if case let .state(r, _, to, reason, _) = record.body, r == id { return (to, record.time, reason) }
        }
        return nil
    }

    /// The section of SEMANTICS §8/§9 that holds a kind's own rules.
    static func kindSection(_ kind: RecognizerKind) -> String {
        switch kind {
        case .tap: return "§8.1"
        case .longPress: return "§8.2"
        case .pan: return "§8.3"
        case .swipe: return "§8.4"
        case .pinch: return "§8.5"
        case .rotation: return "§8.6"
        case .screenEdgePan: return "§8.7"
        case .scrollViewPan: return "§9.4"
        default: return "§8.8"
        }
    }

    /// Views sent touchesCancelled in the same frame as record `index`.
    private static func cancelledViews(inFrameOf index: Int, _ records: [Record]) -> [String] {
        let frame = records[index].frame
        var out: [String] = []
        for record in records[index...] where record.frame == frame {
            if case let .deliver(responder, .cancelled, _, _) = record.body, !out.contains("'\(responder)'") {
                out.append("'\(responder)'")
            }
        }
        return out
    }

    /// The section of an arbitration reason, or nil for the recognizer's own rules (its kind's).
    static func section(_ reason: String, _ to: DisplayState) -> String? {
        if reason.contains("excluded by") { return "§6.4" }
        if reason.contains("requires failure of") { return "§6.3" }
        if reason.contains("waited for") { return "§5.6, §6.2" }
        if reason.contains("touchesShouldCancel") || reason.contains("canCancelContentTouches") { return "§9.4" }
        if reason.contains("gestureRecognizerShouldBegin") { return "§6.7" }
        if reason.contains("cancelled by the system") { return "§2.8" }
        if reason.contains("script step") { return "§5.3" }
        return nil
    }

    /// The fix users reach for, by the reason's kind.
    static func fix(for reason: String, id: String) -> [String] {
        if reason.contains("excluded by"), let other = otherRecognizer(in: reason) {
            return [
                "to let both recognize, answer true from gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (scene key simultaneousWith, SEMANTICS §6.5)",
                "to make \(other) wait for \(id) instead, \(other).require(toFail: \(id)) (requireToFail, SEMANTICS §6.1)",
            ]
        }
        if reason.contains("requires failure of") {
            return ["this is require(toFail:) at work; drop the requirement if both should fire (SEMANTICS §6.1)"]
        }
        if reason.contains("waited for") {
            return ["the delay is require(toFail:) waiting for the other recognizer to fail (SEMANTICS §6.2)"]
        }
        if reason.contains("touchesShouldCancel") {
            return [
                "override touchesShouldCancel(in:) to return true for the control (scene key scroll.touchesShouldCancel: true, SEMANTICS §9.4)"
            ]
        }
        if reason.contains("refused in gestureRecognizerShouldBegin") {
            return [
                "the control's default action wins over a 1-tap tap on its superview; cancelsTouchesInView = false on \(id) lets both fire (SEMANTICS §9.3)"
            ]
        }
        return []
    }

    // MARK: Views

    private static func viewStory(_ id: String, _ records: [Record]) -> String? {
        var lines: [String] = []
        var fixes: [String] = []
        var named = false
        for (i, record) in records.enumerated() {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .deliver(responder, phase, touches, delayed) where responder == id:
                named = true
                let list = touches.map(\.description).joined(separator: ", ")
                var line = "\(t)  touches\(phase.rawValue.capitalized) [\(list)]"
                if delayed {
                    switch phase {
                    case .began:
                        line += ", delayed: withheld (delaysTouchesBegan) until the recognizer failed (SEMANTICS §7.3)"
                    case .moved:
                        line += ", delayed: the follow-up move of a released began (SEMANTICS §7.3)"
                    default:
                        line += ", delayed: withheld (delaysTouchesEnded) until the recognizer failed (SEMANTICS §7.4)"
                    }
                }
                if phase == .cancelled, let winner = winner(inFrameOf: i, records) {
                    line += ", because \(winner) (cancelsTouchesInView, SEMANTICS §7.1)"
                    fixes.append(
                        "cancelsTouchesInView = false on \(winner.split(separator: " ").first ?? "") lets the view keep its touches (SEMANTICS §7.2)"
                    )
                }
                lines.append(line)
            case let .control(control, event) where control == id:
                named = true
                lines.append("\(t)  control event \(event.rawValue) (SEMANTICS §9.1)")
            case let .hit(touch, _, _, _, _, _, missed):
                if let miss = missed.first(where: { $0.view == id }) {
                    named = true
                    lines.append(
                        "\(t)  touch \(touch) was not hit-tested to \(id): \(miss.reason) (SEMANTICS \(miss.section))")
                }
            default:
                break
            }
        }
        guard named else { return nil }
        return render(title: "why \(id)", lines: lines, fixes: fixes)
    }

    /// The recognizer that became effective in the frame of record `index`, and how.
    private static func winner(inFrameOf index: Int, _ records: [Record]) -> String? {
        let frame = records[index].frame
        for record in records[..<index].reversed() where record.frame == frame {
            if case let .state(r, _, to, _, _) = record.body, to == .began || to == .recognized {
                return "\(r) \(to.rawValue) at t=\(DecimalFormat.time(record.time))"
            }
        }
        return nil
    }

    private static func render(title: String, lines: [String], fixes: [String]) -> String {
        var out = title + "\n"
        for line in lines { out += "  " + line + "\n" }
        var seen: [String] = []
        for fix in fixes where !seen.contains(fix) {
            seen.append(fix)
            out += "  fix: " + fix + "\n"
        }
        return out
    }
}
