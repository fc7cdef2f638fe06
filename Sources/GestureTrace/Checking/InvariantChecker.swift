/// One broken invariant of a record stream: where it happened and a sentence saying what.
package struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// What kind of rule was broken; tests match on it, people read `message`.
    package enum Kind: String, Sendable {
        /// The first record is not a `frame` record, or a record names another frame.
        case frameOutOfPlace
        /// `frame` records are not numbered 0, 1, 2, …
        case frameNumbering
        /// A record's time is earlier than the one before it.
        case timeWentBack
        /// A touch was delivered without a `hit` record introducing it.
        case unknownTouch
        /// A touch was delivered to a responder outside its responder chain.
        case notInChain
        /// moved/ended/cancelled reached a responder before began did, or began came twice.
        case deliveryBeforeBegan
        /// Something reached a responder for a touch already ended or cancelled for it.
        case deliveryAfterFinish
        /// A touch began on its first responder and was never ended or cancelled for it.
        case touchNeverFinished
        /// A `state` record's `from` is not the state the recognizer was in.
        case stateMismatch
        /// A state change UIKit's state machine does not allow (SEMANTICS §5.2).
        case illegalTransition
        /// A recognizer used both discrete (`recognized`) and continuous states.
        case mixedKinds
        /// An `action` in a state that sends none, or not the recognizer's current state.
        case actionInWrongState
        /// A `pending` record for a recognizer that is not visibly possible.
        case pendingNotPossible
        /// A `reset` of a recognizer still in began or changed.
        case resetWhileActive
        /// At the end a recognizer is not back in possible.
        case recognizerNotReset
        /// A `swiftuiPhase` record's `from` is not the gesture's phase (a finished gesture's
        /// next attempt starts from possible), or it leaves a finished phase (SWIFTUI §3.2).
        case swiftuiPhaseMismatch
    }

    /// The frame the violation was found in (the last frame for end-of-stream checks).
    package var frame: Int
    /// Time in seconds of the offending record.
    package var time: Double
    package var kind: Kind
    /// One sentence, lowercase first, naming the ids involved.
    package var message: String
    /// For a rule broken at the end of the input, which no record locates: the id of the
    /// recognizer or view it is about, so the message can point at its declaration (issue 25).
    package var subject: String?

    package init(frame: Int, time: Double, kind: Kind, message: String, subject: String? = nil) {
        self.frame = frame
        self.time = time
        self.kind = kind
        self.message = message
        self.subject = subject
    }

    /// `frame 3 (t=0.43): message`.
    package var description: String {
        "frame \(frame) (t=\(DecimalFormat.time(time))): \(message)"
    }
}

/// Checks a record stream against the rules every replay must keep, whatever the scene.
///
/// A pure function over `[Record]`, in the spirit of swift-collections' `_checkInvariants()`:
/// run on every corpus trace and by `replay --verify`, it catches engine bugs that a golden file
/// would only freeze. The rules:
/// - frames are numbered 0, 1, 2, … and every record belongs to the latest frame; times never
///   go back;
/// - per (responder, touch): began first and once, then moves, then exactly one ended or
///   cancelled, then nothing (SEMANTICS §2.1, §7.1); a touch id reused after it finished is a
///   new touch from its next `hit` record on; forwarded deliveries up the responder chain
///   (SEMANTICS §3.2) are tracked per responder like the first responder's;
/// - the first responder (the hit view that got `began`) sees the touch finish exactly once;
///   responders further up may not (a UIControl never forwards touchesCancelled, SEMANTICS §3.3);
/// - recognizer states follow SEMANTICS §5.2 and §5.3: possible → began → changed* → ended | cancelled,
///   possible → ended (a continuous recognizer asking for ended at once),
///   possible → failed, possible → recognized; a `reset` returns to possible; a recognizer is
///   either discrete (`recognized`) or continuous (`began`/`changed`/`ended`), never both;
/// - `action` only in the recognizer's current effective state (SEMANTICS §5.5): began, changed,
///   ended, recognized, or cancelled after something was announced;
/// - at the end every recognizer is possible (never left it, or reset after finishing), except one
///   left began or changed with no touch in its attempt (a leftover: nothing could end it).
///
/// A trace may end with fingers still down (FORMAT §3 does not forbid it). Pass those touches
/// as `touchesDownAtEnd`: they may stay unfinished on their views, and while any is down a
/// recognizer may still be in began or changed, and a finished recognizer may still wait for
/// its reset while another recognizer may be active (SEMANTICS §5.7: the reset waits while a
/// failure-graph neighbour is active; the checker does not know the graph). Otherwise a
/// finished recognizer that was never reset is a violation, since the reset follows in the
/// same update.
/// A touch that went up may also stay unfinished on its first responder when a recognizer
/// collected for it is still possible and never changed state since: that recognizer may be
/// withholding the ended phase, which waits until it resolves (SEMANTICS §7.4), and a recognizer that
/// never resolves (a `script` without a deciding step) holds it for good. The checker does not
/// know which recognizers delay, so such a touch is excused whenever that could be the reason.
package enum InvariantChecker {
    /// Returns every violation found, in stream order, end-of-stream findings last.
    ///
    /// - Parameters:
    ///   - records: a replay's records, in order.
    ///   - touchesDownAtEnd: ids of touches the input leaves down (see `touchesDownAtEnd(of:)`).
    package static func check(_ records: [Record], touchesDownAtEnd: [TouchID] = []) -> [InvariantViolation] {
        var state = CheckState()
        state.touchesDownAtEnd = touchesDownAtEnd
        for record in records { state.visit(record) }
        state.finish()
        return state.violations
    }

    /// The checker fed one record at a time, for a replay that streams (`replay --verify`):
    /// it keeps per-touch and per-recognizer bookkeeping, never the records (issue 13 item 7).
    package struct Stream {
        private var state = CheckState()

        package init(touchesDownAtEnd: [TouchID]) {
            state.touchesDownAtEnd = touchesDownAtEnd
        }

        package mutating func visit(_ record: Record) {
            state.visit(record)
        }

        /// How many touch lives the checker holds now (the settled ones are forgotten).
        var livesHeld: Int { state.lives.count }

        /// Ends the stream: every violation found, in stream order, end-of-stream findings last.
        package mutating func finish() -> [InvariantViolation] {
            state.finish()
            return state.violations
        }
    }

    /// The touches a trace's input leaves down: began and never ended or cancelled, nor
    /// cancelled by an interrupt. In first-began order.
    package static func touchesDownAtEnd(of trace: Trace) -> [TouchID] {
        touchesDownAtEnd(InputWarnings.touchesLeftDown(of: trace))
    }

    /// The ids of `touchesLeftDown`'s warnings (a streamed replay counts them while it first
    /// reads the file, `StreamedTrace.touchesLeftDown`).
    package static func touchesDownAtEnd(_ leftDown: [InputWarning]) -> [TouchID] {
        leftDown.compactMap {
            if case .downAtEnd(let touch, _, _, _) = $0 { touch } else { nil }
        }
    }
}

/// The walk's bookkeeping. Dictionaries only index into arrays; reports iterate the arrays,
/// so the order of violations never depends on hashing.
private struct CheckState {
    var violations: [InvariantViolation] = []
    var touchesDownAtEnd: [TouchID] = []
    var frame = -1
    var time = -Double.infinity
    var lastFrameNumber = -1

    // Touches: the latest `hit` for each id starts a new generation.
    struct TouchLife {
        var id: TouchID
        var view: String?
        var chain: [String]
        /// The recognizers collected for the touch, from its `hit` record.
        var recognizers: [String]
        /// The number of records seen before the `hit` record.
        var hitRecord: Int
        /// The responders it began on (its keys in `begun` and `finished`).
        var begunOn: [String] = []
    }
    /// Records visited so far.
    var recordCount = 0
    /// The lives not forgotten, by their number (`lifeCount` numbers given so far). A life is
    /// forgotten once nothing can refer to it again (`isSettled`), so that `replay --verify`
    /// holds a bounded number of lives however long the session (issue 28 item 4).
    var lives: [Int: TouchLife] = [:]
    var lifeCount = 0
    var currentLife: [TouchID: Int] = [:]
    /// The latest lives of each finger id, oldest first (bounded, so long sessions stay linear).
    var livesByID: [TouchID: [Int]] = [:]
    static let reusedLivesKept = 16
    /// Lives that left `livesByID` but were not yet settled, oldest first; swept when they
    /// have doubled since the last sweep (`sweepMark`), so the sweeps cost O(1) a life.
    var unsettled: [Int] = []
    var sweepMark = 64
    /// `firstResponderBegan`'s length after its last compaction (entries of forgotten lives
    /// are dropped when it has doubled since).
    var firstResponderMark = 64

    struct DeliveryKey: Hashable {
        var responder: String
        var life: Int
    }
    struct OpenKey: Hashable {
        var responder: String
        var touch: TouchID
    }
    /// Per (responder, finger id): the touch lives that began there and have not finished, oldest
    /// first. A finger id can be reused while an older touch with that id still has a withheld
    /// phase (SEMANTICS §7.4), so moved/ended/cancelled belong to the oldest open life.
    var open: [OpenKey: [Int]] = [:]
    var begun: Set<DeliveryKey> = []
    var finished: Set<DeliveryKey> = []
    /// First-responder deliveries that began, in order, to check at the end.
    var firstResponderBegan: [DeliveryKey] = []
    /// The life numbered `number`; a forgotten life reads as one with no view, chain or
    /// recognizers (never reached: a forgotten life is named by nothing the checker holds).
    func life(_ number: Int) -> TouchLife {
        lives[number] ?? TouchLife(id: .int(0), view: nil, chain: [], recognizers: [], hitRecord: 0)
    }

    // Recognizers.
    enum Flavor { case discrete, continuous }
    struct RecognizerLife {
        var id: String
        var state: DisplayState = .possible
        var flavor: Flavor?
        var announced = false
        /// The number of records seen before its latest `state` or `reset` record; -1 before any.
        var lastChange = -1
        /// The number of records seen before its latest `reset` record; -1 before any.
        var lastReset = -1
        /// The number of records seen before the latest `hit` record that collected it; -1 before any.
        var lastCollected = -1
    }
    var recognizers: [RecognizerLife] = []
    var recognizerIndex: [String: Int] = [:]
    /// The last SwiftUI phase printed per gesture id.
    var swiftuiPhases: [String: SwiftUIPhaseName] = [:]

    mutating func report(
        _ kind: InvariantViolation.Kind, _ message: String, time t: Double? = nil, subject: String? = nil
    ) {
        violations.append(
            InvariantViolation(
                frame: max(frame, 0), time: t ?? (time.isFinite ? time : 0), kind: kind, message: message,
                subject: subject))
    }

    mutating func visit(_ record: Record) {
        defer { recordCount += 1 }
        if record.time < time {
            report(
                .timeWentBack, "time went back from \(DecimalFormat.time(time)) to \(DecimalFormat.time(record.time))",
                time: record.time)
        }
        time = max(time, record.time)

        if case .frame = record.body {
            if record.frame != lastFrameNumber + 1 {
                report(
                    .frameNumbering,
                    "frame \(record.frame) follows frame \(lastFrameNumber); frames are numbered consecutively from 0",
                    time: record.time)
            }
            lastFrameNumber = record.frame
            frame = record.frame
            return
        }
        if frame < 0 {
            report(.frameOutOfPlace, "a \(record.type) record comes before the first frame record", time: record.time)
        } else if record.frame != frame {
            report(
                .frameOutOfPlace, "a \(record.type) record says frame \(record.frame) inside frame \(frame)",
                time: record.time)
        }

        switch record.body {
        case .frame, .swiftuiCallback, .gestureStateReset, .unused, .refused, .sceneChange, .text, .swipe, .menu,
            .sheet:
            break
        case let .swiftuiPhase(gesture, from, to, _):
            var current = swiftuiPhases[gesture] ?? .possible
            if current == .ended || current == .failed { current = .possible }
            if from != current {
                report(
                    .swiftuiPhaseMismatch,
                    "SwiftUI gesture \(quoted(gesture)) changed from \(from.rawValue) while \(current.rawValue)")
            } else if to == .possible && from != .possible {
                report(
                    .swiftuiPhaseMismatch,
                    "SwiftUI gesture \(quoted(gesture)) went back to possible from \(from.rawValue)")
            }
            swiftuiPhases[gesture] = to
        case let .hit(touch, _, view, collected, chain, _, _):
            let number = lifeCount
            lifeCount += 1
            currentLife[touch] = number
            // Only the most recent lives of an id can still receive a withheld began.
            var recent = livesByID[touch] ?? []
            if recent.count >= Self.reusedLivesKept { unsettled.append(recent.removeFirst()) }
            recent.append(number)
            livesByID[touch] = recent
            lives[number] = TouchLife(
                id: touch, view: view, chain: chain, recognizers: collected, hitRecord: recordCount)
            for id in collected { recognizers[recognizer(id)].lastCollected = recordCount }
            if unsettled.count >= sweepMark { forgetSettledLives() }
        case let .deliver(responder, phase, touches, delayed, _):
            for touch in touches { deliver(touch, phase, to: responder, delayed: delayed) }
        case let .state(id, from, to, _, _):
            transition(id, from: from, to: to)
        case let .pending(id, wants, _):
            let i = recognizer(id)
            if recognizers[i].state != .possible {
                report(
                    .pendingNotPossible,
                    "\(quoted(id)) is pending while \(recognizers[i].state.rawValue); a pending recognizer shows as possible"
                )
            }
            if wants != .began && wants != .recognized {
                report(
                    .pendingNotPossible,
                    "\(quoted(id)) is pending for \(wants.rawValue); only began or recognized can wait")
            }
        case let .action(id, actionState):
            let i = recognizer(id)
            let current = recognizers[i].state
            if actionState != current {
                report(
                    .actionInWrongState, "\(quoted(id)) sent a \(actionState.rawValue) action while \(current.rawValue)"
                )
            } else if current == .possible || current == .failed {
                report(
                    .actionInWrongState,
                    "\(quoted(id)) sent an action while \(current.rawValue); only effective states send actions")
            } else if current == .cancelled && !recognizers[i].announced {
                report(.actionInWrongState, "\(quoted(id)) sent a cancelled action without having announced began")
            }
            recognizers[i].announced = true
        case .reset(let id):
            let i = recognizer(id)
            let current = recognizers[i].state
            if current == .began || current == .changed {
                report(
                    .resetWhileActive,
                    "\(quoted(id)) was reset while \(current.rawValue); only finished recognizers are reset")
            }
            recognizers[i].state = .possible
            recognizers[i].announced = false
            recognizers[i].lastChange = recordCount
            recognizers[i].lastReset = recordCount
        case .control, .cell:
            break
        }
    }

    mutating func deliver(_ touch: TouchID, _ phase: DeliveryPhase, to responder: String, delayed: Bool) {
        guard let life = currentLife[touch] else {
            report(.unknownTouch, "touch \(touch) was delivered to \(quoted(responder)) without a hit record")
            return
        }
        let openKey = OpenKey(responder: responder, touch: touch)
        // The chain to check is that of the life the delivery belongs to: a withheld phase of an
        // earlier touch with a reused id can arrive after the new touch's hit (SEMANTICS §7.4).
        // A began delivered on time belongs to the touch just hit; only a delayed one can belong
        // to an earlier touch with the same id, whose withheld began is released late. (An
        // earlier touch's began may also have been discarded for good, SEMANTICS §7.3.)
        let candidates = phase == .began && !delayed ? [life] : livesByID[touch] ?? []
        // Later phases belong to the oldest touch with this id still open there, except that a
        // phase delivered on time goes to the touch just hit when it is open there too.
        let openLives = open[openKey] ?? []
        let target = !delayed && openLives.contains(life) ? life : openLives.first
        let owner = phase == .began ? candidates.first { self.life($0).chain.contains(responder) } : target
        if !self.life(owner ?? life).chain.contains(responder) {
            report(
                .notInChain, "touch \(touch) was delivered to \(quoted(responder)), which is not in its responder chain"
            )
        }
        if phase == .began {
            // began belongs to the oldest touch with this id that has not begun here: withheld
            // begans of a reused id are released in the order the touches came down.
            guard
                let chosen = candidates.first(where: {
                    self.life($0).chain.contains(responder)
                        && !begun.contains(DeliveryKey(responder: responder, life: $0))
                })
            else {
                report(.deliveryBeforeBegan, "touch \(touch) began twice on \(quoted(responder))")
                return
            }
            let key = DeliveryKey(responder: responder, life: chosen)
            begun.insert(key)
            lives[chosen]?.begunOn.append(responder)
            open[openKey, default: []].append(chosen)
            if self.life(chosen).view == responder { firstResponderBegan.append(key) }
            return
        }
        guard let target else {
            if begun.contains(DeliveryKey(responder: responder, life: life)) {
                report(
                    .deliveryAfterFinish,
                    "touch \(touch) was delivered \(phase.rawValue) to \(quoted(responder)) after it was ended or cancelled there"
                )
            } else {
                report(
                    .deliveryBeforeBegan,
                    "touch \(touch) was delivered \(phase.rawValue) to \(quoted(responder)) before began")
            }
            return
        }
        if phase == .ended || phase == .cancelled {
            open[openKey]?.removeAll { $0 == target }
            if open[openKey]?.isEmpty == true { open[openKey] = nil }
            finished.insert(DeliveryKey(responder: responder, life: target))
        }
    }

    /// Whether nothing can refer to `number` again, so it may be forgotten with its keys in
    /// `begun`, `finished` and `firstResponderBegan`. The rule (FORMAT §4's per-touch checks
    /// need a life only while one of these holds): it has left `livesByID` (so no delayed
    /// began can be matched to it, nor can it be the current life of its id); it is open on
    /// no responder (every responder it began on has ended or cancelled it, so it cannot be
    /// the target of a later phase, and the end-of-stream check finds its first responder
    /// finished); and no recognizer collected for it may still withhold a phase
    /// (`mayStillHold` is empty, which stays so: a recognizer's `lastChange` only grows).
    func isSettled(_ number: Int) -> Bool {
        guard let life = lives[number] else { return true }
        for responder in life.begunOn
        where !finished.contains(DeliveryKey(responder: responder, life: number)) {
            return false
        }
        return mayStillHold(number).isEmpty
    }

    /// Forgets the settled lives among `unsettled` (see `isSettled`), and drops the
    /// first-responder entries of forgotten lives once that list has doubled.
    mutating func forgetSettledLives() {
        var kept: [Int] = []
        for number in unsettled {
            guard isSettled(number) else {
                kept.append(number)
                continue
            }
            if let life = lives.removeValue(forKey: number) {
                for responder in life.begunOn {
                    let key = DeliveryKey(responder: responder, life: number)
                    begun.remove(key)
                    finished.remove(key)
                }
            }
        }
        unsettled = kept
        sweepMark = max(64, 2 * kept.count)
        if firstResponderBegan.count >= firstResponderMark {
            firstResponderBegan.removeAll { lives[$0.life] == nil }
            firstResponderMark = max(64, 2 * firstResponderBegan.count)
        }
    }

    mutating func recognizer(_ id: String) -> Int {
        if let i = recognizerIndex[id] { return i }
        recognizerIndex[id] = recognizers.count
        recognizers.append(RecognizerLife(id: id))
        return recognizers.count - 1
    }

    mutating func transition(_ id: String, from: DisplayState, to: DisplayState) {
        let i = recognizer(id)
        let current = recognizers[i].state
        if from != current {
            report(.stateMismatch, "\(quoted(id)) went from \(from.rawValue), but it was \(current.rawValue)")
        }
        let legal: Bool
        switch (from, to) {
        // possible → ended: a continuous recognizer may ask for ended straight from possible;
        // UIKit lets it through shouldBegin like a recognition (SEMANTICS §5.3).
        case (.possible, .began), (.possible, .recognized), (.possible, .failed), (.possible, .ended),
            (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            legal = true
        default:
            legal = false
        }
        if !legal {
            report(.illegalTransition, "\(quoted(id)) cannot go from \(from.rawValue) to \(to.rawValue)")
        }
        let flavor: Flavor? =
            switch to {
            case .recognized: .discrete
            case .began, .changed, .ended: .continuous
            default: nil
            }
        if let flavor {
            if let known = recognizers[i].flavor, known != flavor {
                let said = flavor == .discrete ? "discrete (recognized)" : "continuous (\(to.rawValue))"
                report(.mixedKinds, "\(quoted(id)) acts \(said) after acting the other way")
            }
            recognizers[i].flavor = flavor
        }
        recognizers[i].state = to
        recognizers[i].lastChange = recordCount
    }

    /// Whether a recognizer collected for `life` may still withhold one of its phases: it is
    /// possible and has not changed state (nor been reset, which drops its touches) since the
    /// touch was hit. A delayed phase waits until the recognizer resolves (SEMANTICS §7.3, §7.4),
    /// and one that never resolves — a `script` without a deciding step, a pinch whose other
    /// finger is still down when the input ends — holds it for good.
    func mayStillWithhold(_ life: Int) -> Bool {
        !mayStillHold(life).isEmpty
    }

    /// The recognizers collected for `life` that are possible and unchanged since its hit.
    func mayStillHold(_ life: Int) -> [String] {
        guard let touchLife = lives[life] else { return [] }
        return touchLife.recognizers.filter { id in
            guard let i = recognizerIndex[id] else { return true }
            return recognizers[i].state == .possible && recognizers[i].lastChange < touchLife.hitRecord
        }
    }

    mutating func finish() {
        // The recognizers that may still be active at the end (SEMANTICS §5.7: enabled, in
        // possible, began or changed, and holding touches of the sequence): began or changed, or
        // possible and collected for a touch that is still down, or possible and unchanged
        // since it was collected for a touch (it may still hold it, SEMANTICS §7.3, §7.4).
        var mayBeActive = Set(recognizers.filter { $0.state == .began || $0.state == .changed }.map(\.id))
        for touch in touchesDownAtEnd {
            if let life = currentLife[touch] { mayBeActive.formUnion(self.life(life).recognizers) }
        }
        for life in lives.keys { mayBeActive.formUnion(mayStillHold(life)) }
        for key in firstResponderBegan where !finished.contains(key) {
            guard let touch = lives[key.life]?.id else { continue }
            // Still down at the end of the input, on its latest life: nothing finished it yet.
            if touchesDownAtEnd.contains(touch) && currentLife[touch] == key.life { continue }
            // A delayed began is matched to the oldest touch with its id that has not begun
            // there; it may have been a later one's if the older touch never reached this
            // responder (a view that is not multipleTouchEnabled drops it, SEMANTICS §2.6; a recognizer
            // that became effective discarded its began, SEMANTICS §7.3). Then that later touch, still
            // down or still withheld, explains the missing end.
            let later = (livesByID[touch] ?? []).filter {
                $0 > key.life && !begun.contains(DeliveryKey(responder: key.responder, life: $0))
            }
            if later.contains(where: {
                (touchesDownAtEnd.contains(touch) && currentLife[touch] == $0) || mayStillWithhold($0)
            }) {
                continue
            }
            // Its ended (or began) may still be withheld by a recognizer that never resolved.
            if mayStillWithhold(key.life) { continue }
            report(
                .touchNeverFinished,
                "touch \(touch) began on \(quoted(key.responder)) but was never ended or cancelled for it",
                subject: key.responder)
        }
        for r in recognizers where r.state != .possible {
            switch r.state {
            case .began, .changed:
                // One that received no touch in this attempt (a `script` step asking for began)
                // has nothing that could end it: it is a leftover, which the text summary lists,
                // not a broken rule (issue 13 item 12, docs/DECISIONS.md).
                if touchesDownAtEnd.isEmpty && r.lastCollected > r.lastReset {
                    report(
                        .recognizerNotReset,
                        "\(quoted(r.id)) is still \(r.state.rawValue) at the end, with no touch down", subject: r.id)
                }
            default:
                // Its reset waits while a failure-graph neighbour is active (SEMANTICS §5.7); the checker
                // does not know the graph, so any other recognizer that may be active will do.
                let waiting = mayBeActive.contains { id in
                    let state = recognizerIndex[id].map { recognizers[$0].state } ?? .possible
                    return id != r.id && (state == .possible || state == .began || state == .changed)
                }
                if !waiting {
                    report(
                        .recognizerNotReset, "\(quoted(r.id)) finished (\(r.state.rawValue)) but was never reset",
                        subject: r.id)
                }
            }
        }
    }

    func quoted(_ id: String) -> String { "'\(id)'" }
}
