/// The error for a `why` question about an id no record names (FORMAT §6), with the nearest id
/// the records do name as a did-you-mean hint: the same `EditDistance` the decoder uses for its
/// unknown keys and ids, so the two suggest alike (issue 24 item 5).
package enum WhyUnknownSubject {
    /// `no recognizer or view 'dubleTap' appears in the replay; did you mean 'doubleTap'?`
    ///
    /// A subject the records do name, but only as a touch's hit-test view or in its responder
    /// chain, has no story: it is told so, rather than offered its own name as the nearest.
    package static func message(_ subject: String, records: [Record]) -> String {
        let ids = named(in: records)
        if ids.contains(subject) {
            return
                "'\(subject)' appears in the replay only as a hit-test view or in a responder chain: it received no touch, control event or state change to explain"
        }
        let hint = EditDistance.closest(to: subject, among: ids).map { "; did you mean '\($0)'?" }
        return "no recognizer or view '\(subject)' appears in the replay" + (hint ?? "")
    }

    /// Every recognizer, responder, control and SwiftUI gesture id the records name, in first-seen
    /// order (ties in the hint go to the first seen, the same on every run). Only named ids are
    /// offered: a story can be told only about them.
    static func named(in records: [Record]) -> [String] {
        var ids: [String] = []
        var seen: Set<String> = []
        func add(_ id: String) { if seen.insert(id).inserted { ids.append(id) } }
        for record in records {
            switch record.body {
            case let .hit(_, _, view, recognizers, chain, _, _):
                if let view { add(view) }
                recognizers.forEach(add)
                chain.forEach(add)
            case .state(let id, _, _, _, _), .pending(let id, _, _), .action(let id, _), .reset(let id),
                .unused(let id, _), .refused(let id, _, _):
                add(id)
            case .deliver(let responder, _, _, _, _): add(responder)
            case .control(let control, _, _): add(control)
            case .cell(let list, let cell, _, _, _):
                add(list)
                if let cell { add(cell) }
            case .swiftuiPhase(let gesture, _, _, _), .swiftuiCallback(let gesture, _, _),
                .gestureStateReset(let gesture, _):
                add(gesture)
            case .sceneChange(let target, _): add(target)
            case .text(let view, let recognizer, _), .menu(let view, let recognizer, _),
                .sheet(let view, let recognizer, _, _):
                add(view)
                add(recognizer)
            case .swipe(let list, let cell, _, _, _):
                add(list)
                add(cell)
            case .frame: break
            }
        }
        return ids
    }
}
