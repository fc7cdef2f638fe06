/// `gesturetrace why`: the causal story behind one recognizer's or one view's outcome, told
/// from the replay's own records and reasons, with times, SEMANTICS sections and the fixes
/// users reach for where one applies; each fix that is a scene setting is replayed with the
/// trace and its effect told by outcome (`WhyFixTrial`, FORMAT §6).
package enum WhyStory {
    /// A story before it is written: its title, its lines and its fixes.
    package struct Story: Sendable {
        package var title: String
        package var lines: [String]
        /// The fixes, in the order the story met them, each once.
        package var fixes: [WhyFix]

        init(title: String, lines: [String], fixes: [WhyFix]) {
            self.title = title
            self.lines = lines
            // Each fix once; a patch a fix before already proposed is not proposed again.
            var unique: [WhyFix] = []
            for fix in fixes
            where !unique.contains(where: { $0 == fix || (!fix.patches.isEmpty && $0.patches == fix.patches) }) {
                unique.append(fix)
            }
            self.fixes = unique
        }
    }

    /// The story answering `question` (a recognizer or responder id, up to its time inclusive),
    /// headed by the question's line, with each fix replayed with `trace` (whose replay
    /// `records` are); nil when no record names the id.
    package static func tell(_ question: WhyQuestion, records: [Record], trace: Trace) -> String? {
        guard let story = story(question, records: records, scene: trace.scene) else { return nil }
        var out = ""
        tell(story, question, records: records, trace: trace) { out += $0 }
        return out
    }

    /// `story`, the story answering `question` from `records`, told into `write` a line at a
    /// time, each fix replayed with `trace`: the text `tell(_:records:trace:)` returns, without
    /// holding it whole beside the records (a long session's story is megabytes; issue 25).
    /// The story and the records are taken, not shared, so that what is told is let go before
    /// a fix is replayed (`Telling`).
    package static func tell(
        _ story: consuming Story, _ question: WhyQuestion, records: consuming [Record], trace: Trace,
        to write: (String) -> Void
    ) {
        var telling = Telling(story: story, records: records, question: question, trace: trace)
        telling.tellLines(to: write)
        telling.tellFixes(to: write)
    }

    /// A story being told. Its lines are let go once written, and the replay's records once
    /// the baseline outcome is made from them, so a fix's replay runs beside the baseline
    /// alone: a long session held its records (16.8 MB for 20 000 taps), its story's 80 000
    /// lines, and both outcomes with their difference at once (issue 25, round 7).
    struct Telling {
        private(set) var story: Story
        private(set) var records: [Record]
        let question: WhyQuestion
        let trace: Trace
        /// The story's replay's outcome up to the question's time, made for the first fix
        /// that is replayed.
        private(set) var baseline: Outcome?

        init(story: consuming Story, records: consuming [Record], question: WhyQuestion, trace: Trace) {
            self.story = story
            self.records = records
            self.question = question
            self.trace = trace
        }

        /// The title and the lines; the lines are let go.
        mutating func tellLines(to write: (String) -> Void) {
            write(story.title + "\n")
            for line in story.lines { write("  " + line + "\n") }
            story.lines = []
        }

        /// Each fix, and under each that is a scene setting, what replaying it changes.
        mutating func tellFixes(to write: (String) -> Void) {
            for (n, fix) in story.fixes.enumerated() {
                write("  fix \(n + 1): " + fix.text + "\n")
                guard !fix.patches.isEmpty else { continue }
                let effect = WhyFixTrial.effect(of: fix, trace: trace, baseline: makeBaseline(), question: question)
                write("    " + WhyFixTrial.line(effect, aim: fix.aim ?? [question.subject]) + "\n")
            }
        }

        /// The baseline, made once (only when a fix is replayed); the records are let go.
        mutating func makeBaseline() -> Outcome {
            if let baseline { return baseline }
            let made = WhyFixTrial.baseline(records, scene: trace.scene, question: question)
            baseline = made
            records = []
            return made
        }
    }

    /// The story answering `question` from a replay's records of `scene`, its fixes not yet
    /// replayed; nil when no record names the id.
    package static func story(_ question: WhyQuestion, records: [Record], scene: Scene) -> Story? {
        // Without `--at` every record counts, and the records are shared, not copied (a long
        // session's records are most of `why`'s memory; issue 25).
        let upTo = question.until.map { until in records.filter { $0.time <= until } } ?? records
        var kinds: [String: String] = [:]
        var swiftUI: Set<String> = []
        for spec in scene.recognizers {
            kinds[spec.id] = spec.navigationRole == nil ? kindSection(spec.kind) : "SEMANTICS §8.7, §9.7"
            switch spec.kind {
            case .swiftUI, .swiftUIHost: swiftUI.insert(spec.id)
            default: break
            }
        }
        // The graph model's gestures have no recognizer of their own: their records name them.
        for record in upTo {
            if case let .swiftuiPhase(gesture, _, _, _) = record.body {
                swiftUI.insert(String(gesture.prefix { $0 != "/" }))
            }
        }
        // Which release's behaviour ran, when the scene or `--ios` named one (IOSRelease).
        let title =
            question.line
            + (scene.settings.namedRelease.map {
                "\n  on \($0) (settings.ios; SwiftUI \(scene.settings.swiftuiModel.rawValue) model)"
            } ?? "")
        var scrollViewOfPan: [String: String] = [:]
        for spec in scene.recognizers {
            if case .scrollViewPan = spec.kind { scrollViewOfPan[spec.id] = scene.views[spec.view].id }
        }
        let context = Context(
            kinds: kinds, swiftUI: swiftUI, carrier: carrier(of: question.subject, in: scene),
            backSwipes: backSwipes(in: scene), textTaps: textTaps(in: scene), scrollViewOfPan: scrollViewOfPan,
            systemGates: systemGates(in: scene), swipeActionPans: swipeActionPans(in: scene),
            contextMenus: contextMenus(in: scene), sheetPans: sheetPans(in: scene),
            declaredRequirements: declaredRequirements(in: scene))
        if let story = sheetStory(question.subject, upTo, scene: scene, title: title) { return story }
        if let story = recognizerStory(question.subject, upTo, context, title: title) { return story }
        if let cells = cellLines(question.subject, upTo, scene: scene), !cells.lines.isEmpty {
            return Story(title: title, lines: cells.lines, fixes: cells.fixes)
        }
        return viewStory(question.subject, upTo, title: title, scene: scene, context: context)
    }

    /// What the scene tells about the recognizers a story names.
    struct Context {
        /// Each recognizer's own rules: `SEMANTICS §8.1`, `SWIFTUI §3.2`.
        var kinds: [String: String]
        /// SwiftUI gestures: their recognizers (container model), hosts' recognizers and the
        /// gestures of the graph model.
        var swiftUI: Set<String>
        /// The UIKit recognizer that arbitrates for the subject when it has none of its own: a
        /// graph-model SwiftUI gesture's host recognizer (SWIFTUI §2.1).
        var carrier: String?
        /// The navigation controllers' back swipes (SEMANTICS §9.7).
        var backSwipes: [String: BackSwipe] = [:]
        /// The text fields' and text views' text taps, with their view (SEMANTICS §9.8).
        var textTaps: [String: String] = [:]
        /// Each scroll view's pan (`<id>.pan`) to its scroll view's id.
        var scrollViewOfPan: [String: String] = [:]
        /// The window's system gesture gate, by recognizer id (SEMANTICS §9.11).
        var systemGates: [String: SystemGestureSpec] = [:]
        /// The lists' swipe-action pans, by recognizer id, with their list (SEMANTICS §9.12).
        var swipeActionPans: [String: String] = [:]
        /// The context menu interactions' recognizers, by recognizer id (SEMANTICS §9.13).
        var contextMenus: [String: ContextMenuRecognizer] = [:]
        /// The presented page sheets' dismiss pans, by recognizer id, with their sheet
        /// (SEMANTICS §9.14).
        var sheetPans: [String: String] = [:]
        /// The failure requirements the scene declares (requireToFail, shouldRequireFailureOf,
        /// shouldBeRequiredToFailBy), waiter to awaited ids: the ones a
        /// `removeRequireToFail` patch can take away (SEMANTICS §6.1).
        var declaredRequirements: [String: Set<String>] = [:]
    }

    /// The scene's declared failure requirements, by waiter id (`Context.declaredRequirements`).
    static func declaredRequirements(in scene: Scene) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for (a, spec) in scene.recognizers.enumerated() {
            FailureGraph.declaredEdges(of: a, spec) { edge in
                guard scene.recognizers.indices.contains(edge.waiter), scene.recognizers.indices.contains(edge.awaited)
                else { return }
                out[scene.recognizers[edge.waiter].id, default: []].insert(scene.recognizers[edge.awaited].id)
            }
        }
        return out
    }

    /// The graph model's host recognizer carrying SwiftUI gesture `id`, if that is one.
    static func carrier(of id: String, in scene: Scene) -> String? {
        let content = scene.swiftUI
        guard let modifier = content.modifiers.first(where: { $0.id == id }),
            content.hostOfNode.indices.contains(modifier.node),
            let host = content.hostRecognizer[content.hostOfNode[modifier.node]],
            scene.recognizers.indices.contains(host), scene.recognizers[host].id != id
        else { return nil }
        return scene.recognizers[host].id
    }

    // MARK: Recognizers

    private static func recognizerStory(
        _ id: String, _ records: [Record], _ context: Context, title: String
    ) -> Story? {
        func section(_ reason: Reason, _ to: DisplayState, of r: String) -> String {
            WhyStory.section(reason, to).map { "SEMANTICS " + $0 } ?? context.kinds[r] ?? "SEMANTICS §5"
        }
        func isPart(_ gesture: String) -> Bool { gesture == id || gesture.hasPrefix(id + "/") }
        let carrier = context.carrier
        func isSubject(_ r: String) -> Bool { r == id || r == carrier }
        let isSwiftUI = context.swiftUI.contains(id)
        /// The reason of the subject's UIKit state change in the current frame, which a
        /// container's SwiftUI phase line repeats.
        var stateReasonInFrame: (frame: Int, reason: Reason)?
        var lines: [String] = []
        var fixes: [WhyFix] = []
        var named = false
        for (i, record) in records.enumerated() {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .hit(touch, _, view, ids, _, _, _) where ids.contains(id) || carrier.map(ids.contains) == true:
                named = true
                let r = ids.contains(id) ? id : carrier ?? id
                let via = r == id ? "" : " (the host's one recognizer in the graph model, SWIFTUI §2.1)"
                lines.append(
                    "\(t)  touch \(touch) began on '\(view ?? "nothing")'; \(r)\(via) received it (SEMANTICS §4.2)")
            case let .pending(r, wants, waitingFor) where isSubject(r):
                named = true
                for awaited in waitingFor {
                    fixes.append(contentsOf: navigationFixes(for: .waited, id: id, other: awaited, context))
                }
                lines.append(
                    "\(t)  \(r) asked for \(wants.rawValue) but waits for \(waitingFor.joined(separator: ", ")) to fail (SEMANTICS §5.6, §6.2)"
                )
            case let .state(r, from, to, reason, _) where isSubject(r):
                named = true
                if r == id { stateReasonInFrame = (record.frame, reason) }
                lines.append(
                    "\(t)  \(r) \(from.rawValue) -> \(to.rawValue): \(ReasonText.string(reason)) (\(section(reason, to, of: r)))"
                )
                let other = otherRecognizer(in: reason)
                if let other, let (to2, time, why) = decisiveState(of: other, before: i, records) {
                    lines.append(
                        "      because \(other) \(to2.rawValue) at t=\(DecimalFormat.time(time)): \(ReasonText.string(why)) (\(section(why, to2, of: other)))"
                    )
                }
                if to == .began || to == .recognized || (from == .possible && to == .ended) {
                    let cancelled = cancelledViews(inFrameOf: i, records)
                    if !cancelled.isEmpty {
                        lines.append(
                            "      its touches were cancelled in \(cancelled.map { "'\($0)'" }.joined(separator: ", ")) before its action (SEMANTICS §7.1)"
                        )
                        // SwiftUI has no cancelsTouchesInView to set; a text tap is UIKit's own.
                        if let field = context.textTaps[id] {
                            fixes.append(textCancelFix(field: field))
                        } else if !isSwiftUI, context.swipeActionPans[id] == nil {
                            // A swipe-action pan cancelling the row's touch is UIKit's design
                            // (SEMANTICS §9.12): no fix.
                            fixes.append(
                                WhyFix(
                                    ScenePatch(r, .cancelsTouchesInView(false)),
                                    "lets the views keep their touches (SEMANTICS §7.2)", aim: cancelled))
                        }
                    }
                }
                if isSwiftUI || other.map(context.swiftUI.contains) == true {
                    fixes.append(contentsOf: swiftUIFix(for: reason, id: id, isSwiftUI: isSwiftUI))
                } else if let other, let field = context.textTaps[other], case .excluded = ReasonMeaning(reason) {
                    fixes.append(textExclusionNote(field: field, tap: other))
                } else if let other, let menu = context.contextMenus[other] {
                    fixes.append(contextMenuFix(id: id, other: other, menu))
                } else {
                    if let meeting = BackSwipeMeeting(reason) {
                        fixes.append(contentsOf: navigationFixes(for: meeting, id: id, other: other, context))
                    }
                    if context.sheetPans[id] != nil, let other, case .excluded = ReasonMeaning(reason) {
                        fixes.append(contentsOf: sheetPanFixes(id: id, other: other, context))
                    } else if let list = context.swipeActionPans[id] {
                        fixes.append(contentsOf: swipeActionFixes(for: reason, id: id, list: list, context))
                    } else if let other, context.swipeActionPans[other] != nil, context.backSwipes[id] != nil {
                        fixes.append(contentsOf: contentSwipeWaitNote(other))
                    } else {
                        fixes.append(contentsOf: fix(for: reason, id: id, context))
                    }
                }
            case let .swiftuiPhase(gesture, from, to, reason) where isPart(gesture):
                named = true
                // A container's phase line repeats its recognizer's state line: told once.
                if gesture == id, let last = stateReasonInFrame, last.frame == record.frame, last.reason == reason {
                    break
                }
                lines.append(
                    "\(t)  swiftui \(gesture) \(from.rawValue) -> \(to.rawValue): \(ReasonText.string(reason)) (SWIFTUI \(swiftUISection(reason)))"
                )
                if let higher = higherPriorityGesture(in: reason) {
                    fixes.append(swiftUIPriorityFix(id, waitsFor: higher))
                }
                if from == .active, to == .failed {
                    fixes.append(
                        .advice(
                            "onEnded runs only when a gesture ends; state that must go back on a cancel belongs in @GestureState (SWIFTUI §3.4 rule 13)"
                        ))
                }
            case let .swiftuiCallback(gesture, callback, value) where isPart(gesture):
                named = true
                var json: [UInt8] = []
                SwiftUIValue.write(value, to: &json)
                lines.append(
                    "\(t)  \(gesture) ran \(callback) with \(String(decoding: json, as: UTF8.self)) (SWIFTUI §3.4)")
            case let .gestureStateReset(gesture, state) where isPart(gesture):
                named = true
                lines.append(
                    "\(t)  \(gesture)'s @GestureState \(state) went back to its initial value (SWIFTUI §3.4)")
            case let .text(view, r, event) where isSubject(r):
                lines.append("\(t)  \(view)'s text interaction: \(event.rawValue) (SEMANTICS §9.8)")
            case let .swipe(list, cell, indexPath, event, reason) where context.swipeActionPans[id] == list:
                lines.append(swipeLine(t, cell: cell, indexPath: indexPath, event: event, reason: reason))
            case let .sheet(sheet, r, event, reason) where isSubject(r):
                lines.append(sheetLine(t, sheet: sheet, recognizer: r, event: event, reason: reason))
            case let .action(r, state) where isSubject(r):
                named = true
                lines.append("\(t)  action \(r) \(state.rawValue) sent (SEMANTICS §5.5)")
            case let .refused(r, touch, reason) where isSubject(r):
                named = true
                lines.append(
                    "\(t)  touch \(touch) began; \(r)'s delegate refused it, so \(r) never hears of it: \(ReasonText.string(reason)) (SEMANTICS §4.3)"
                )
            case let .unused(r, reason) where r == id:
                named = true
                lines.append("\(t)  \(id) never received a touch: \(ReasonText.string(reason))")
            case let .sceneChange(target, value):
                lines.append(sceneChangeLine(t, target, value))
            default:
                break
            }
        }
        guard named else { return nil }
        return Story(title: title, lines: lines, fixes: fixes)
    }

    /// The recognizer a reason names: the winner that excluded it, the requirement that
    /// became effective, or the first one it waited for.
    static func otherRecognizer(in reason: Reason) -> String? {
        ReasonMeaning(reason).otherRecognizer
    }

    /// The other recognizer's last state change at or before record `index`.
    private static func decisiveState(
        of id: String, before index: Int, _ records: [Record]
    ) -> (DisplayState, Double, Reason)? {
        for record in records[...index].reversed() {
            if case let .state(r, _, to, reason, _) = record.body, r == id { return (to, record.time, reason) }
        }
        return nil
    }

    /// The section that holds a kind's own rules: SEMANTICS §8/§9, or SWIFTUI's for the
    /// recognizers that carry SwiftUI gestures (a primitive's thresholds are its defaults, §1;
    /// its phases follow §3.2).
    static func kindSection(_ kind: RecognizerKind) -> String {
        switch kind {
        case .tap: return "SEMANTICS §8.1"
        case .longPress: return "SEMANTICS §8.2"
        case .pan: return "SEMANTICS §8.3"
        case .swipe: return "SEMANTICS §8.4"
        case .pinch: return "SEMANTICS §8.5"
        case .rotation: return "SEMANTICS §8.6"
        case .screenEdgePan: return "SEMANTICS §8.7"
        case .systemGestureGate: return "SEMANTICS §9.11"
        case .swipeActionPan: return "SEMANTICS §9.12"
        case .scrollViewPan: return "SEMANTICS §9.4"
        case .textMultiTap: return "SEMANTICS §9.8"
        case .contextMenu: return "SEMANTICS §9.13"
        case .sheetPan: return "SEMANTICS §9.14"
        case .swiftUI, .swiftUIHost: return "SWIFTUI §1, §3.2"
        default: return "SEMANTICS §8.8"
        }
    }

    /// The SWIFTUI section of a SwiftUI phase change's reason: a wait's is its own reason's.
    static func swiftUISection(_ reason: Reason) -> String {
        if case .waited(let base, _) = reason { return swiftUISection(base) }
        return ReasonMeaning(reason).swiftUISection
    }

    /// The gesture a SwiftUI hold names: the higher-priority gesture, or the first recognizer
    /// (or delaying scroll view) it waits for.
    static func higherPriorityGesture(in reason: Reason) -> String? {
        guard case .swiftUIHold(let name) = ReasonMeaning(reason) else { return nil }
        return name
    }

    /// A lower-priority SwiftUI gesture waits for a higher one to fail (SWIFTUI §3.3 rules 10, 11).
    static func swiftUIPriorityFix(_ id: String, waitsFor higher: String) -> WhyFix {
        .advice(
            "\(id) waits for \(higher) to fail because \(higher) has priority (SWIFTUI §3.3); attach \(id) with .highPriorityGesture to win, or .simultaneousGesture to run both (SWIFTUI §3.1)"
        )
    }

    /// The fix for a SwiftUI gesture (or a UIKit recognizer that lost to one): SwiftUI's
    /// attachment modifiers take the place of UIKit's delegate answers (SWIFTUI §2.2, §3.1).
    static func swiftUIFix(for reason: Reason, id: String, isSwiftUI: Bool) -> [WhyFix] {
        let meaning = ReasonMeaning(reason)
        guard let other = meaning.otherRecognizer else { return [] }
        switch meaning {
        case .requiredToFail:
            return isSwiftUI ? [swiftUIPriorityFix(id, waitsFor: other)] : []
        case .excluded, .handedToParent:
            return isSwiftUI
                ? [.advice("attach \(id) with .simultaneousGesture to run it alongside \(other) (SWIFTUI §3.1)")]
                : [
                    .advice(
                        "the SwiftUI gesture \(other) began first and excluded UIKit's \(id) (SWIFTUI §2.2); to run both, Apple suggests a UIKit recognizer through UIGestureRecognizerRepresentable answering shouldRecognizeSimultaneouslyWith; a larger minimumDistance (about 30) lets a scroll view's pan begin first (SWIFTUI §3.6 rule 24)"
                    )
                ]
        case .waited, .touchesShouldCancelRefusal, .contentCancelRefusal, .controlRefusal, .delegateRefusal, .cancelled,
            .script, .sceneChange, .ownRule, .swiftUIHold, .swiftUIOutranked, .swiftUIWholeGesture:
            return []
        }
    }

    /// Views sent touchesCancelled in the same frame as record `index`.
    private static func cancelledViews(inFrameOf index: Int, _ records: [Record]) -> [String] {
        var out: [String] = []
        for record in restOfFrame(from: index, records) {
            if case let .deliver(responder, .cancelled, _, _, _) = record.body, !out.contains(responder) {
                out.append(responder)
            }
        }
        return out
    }

    /// The records from `start` to the end of its frame. Records come in frame order, so the
    /// frame's run ends at the first record of another: a filter over every later record made
    /// a story O(records²) (`why` of a tap recognized 20 000 times ran for minutes;
    /// RELIABILITY, round 5).
    static func restOfFrame(from start: Int, _ records: [Record]) -> ArraySlice<Record> {
        guard start < records.count else { return [] }
        let frame = records[start].frame
        var end = start
        while end < records.count && records[end].frame == frame { end += 1 }
        return records[start..<end]
    }

    /// The section of an arbitration reason, or nil for the recognizer's own rules (its kind's).
    static func section(_ reason: Reason, _ to: DisplayState) -> String? {
        ReasonMeaning(reason).section
    }

    /// The fixes users reach for, by the reason's meaning: scene settings where the fix is one.
    static func fix(for reason: Reason, id: String, _ context: Context = Context(kinds: [:], swiftUI: [])) -> [WhyFix] {
        switch ReasonMeaning(reason) {
        case .handedToParent(let axis, let scrollView, _):
            // SEMANTICS §9.4.4: a nested scroll view at its edge handed the drag on.
            let value: ScenePatchValue =
                axis == .x ? .transfersHorizontalScrollingToParent(false) : .transfersVerticalScrollingToParent(false)
            return [
                WhyFix(
                    ScenePatch(scrollView, value),
                    "keeps the drag in \(scrollView) at its content edge (rubber-banding); by default a nested scroll view hands it to the scroll view around it; settable since iOS 17.4 (SEMANTICS §9.4.4)"
                )
            ]
        case .excluded(let other):
            return [
                WhyFix(
                    ScenePatch(id, .simultaneousWith(.adding([other]))),
                    "answers true from gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:), so both may recognize (SEMANTICS §6.5)"
                ),
                WhyFix(
                    ScenePatch(other, .requireToFail([id])),
                    "makes \(other) wait for \(id) to fail instead (SEMANTICS §6.1)"),
            ]
        case .requiredToFail(let required):
            // The app's own requirement can be taken away and replayed; one UIKit adds is told.
            guard context.declaredRequirements[id]?.contains(required) == true else {
                return [
                    .advice(
                        "this is require(toFail:) at work; drop the requirement if both should fire (SEMANTICS §6.1)")
                ]
            }
            return [
                WhyFix(
                    ScenePatch(id, .removeRequireToFail([required])),
                    "drops the requirement, so \(id) no longer fails when \(required) recognizes (SEMANTICS §6.1)"
                )
            ]
        case .waited(let first):
            guard let first, context.declaredRequirements[id]?.contains(first) == true else {
                return [
                    .advice("the delay is require(toFail:) waiting for the other recognizer to fail (SEMANTICS §6.2)")
                ]
            }
            return [
                WhyFix(
                    ScenePatch(id, .removeRequireToFail([first])),
                    "drops the requirement, so \(id) no longer waits for \(first) to fail (SEMANTICS §6.1, §6.2)"
                )
            ]
        case .touchesShouldCancelRefusal:
            guard let scrollView = context.scrollViewOfPan[id] else { return [] }
            return [
                WhyFix(
                    ScenePatch(scrollView, .touchesShouldCancel(.always)),
                    "overrides touchesShouldCancel(in:) to return true for the control, so the drag may scroll (SEMANTICS §9.4.2)"
                )
            ]
        case .controlRefusal:
            if let slider = sliderRefusalFix(for: reason, id: id) { return slider }
            return [
                WhyFix(
                    ScenePatch(id, .cancelsTouchesInView(false)),
                    "lets both fire: the control's default action wins over a 1-tap tap on its superview (SEMANTICS §9.3)"
                )
            ]
        case .contentCancelRefusal, .delegateRefusal, .cancelled, .script, .sceneChange, .ownRule, .swiftUIHold,
            .swiftUIOutranked, .swiftUIWholeGesture:
            return []
        }
    }

    // MARK: Views

    /// A delayed delivery names the recognizer the engine recorded as its releaser
    /// (`WithheldRelease`), never one inferred from what else failed in that frame.
    private static func viewStory(
        _ id: String, _ records: [Record], title: String, scene: Scene, context: Context
    ) -> Story? {
        var lines: [String] = []
        var fixes: [WhyFix] = []
        var named = false
        for (i, record) in records.enumerated() {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .deliver(responder, phase, touches, delayed, releasedBy) where responder == id:
                named = true
                let list = touches.map(\.description).joined(separator: ", ")
                var line = "\(t)  \(phase.methodName) [\(list)]"
                if delayed {
                    switch phase {
                    case .began:
                        line +=
                            ", delayed: "
                            + withheldText(releasedBy, setting: "delaysTouchesBegan", section: "§7.3", t: t)
                        // The fixes of the recognizer that released the began, the one that held it
                        // longest; a scroll view's content-touch delay has its own (`delaysContentTouches`).
                        if let by = releasedBy, by.contentTouchDelayOf == nil {
                            fixes.append(
                                contentsOf: navigationFixes(for: .waited, id: id, other: by.recognizer, context))
                            if let gate = context.systemGates[by.recognizer] {
                                line += systemGateNote
                                fixes.append(.advice(systemGateFix(gate)))
                            }
                        }
                    case .moved:
                        line += ", delayed: the follow-up move of a released began (SEMANTICS §7.3)"
                    default:
                        line +=
                            ", delayed: "
                            + withheldText(releasedBy, setting: "delaysTouchesEnded", section: "§7.4", t: t)
                    }
                }
                if phase == .cancelled, let removed = removal(inFrameOf: i, records) {
                    line += ", because \(removed) was removed from the window (SEMANTICS §2.12)"
                } else if phase == .cancelled, let winner = winner(inFrameOf: i, records) {
                    line += ", because \(winner.text) (cancelsTouchesInView, SEMANTICS §7.1)"
                    if let field = context.textTaps[winner.id] {
                        fixes.append(textCancelFix(field: field))
                    } else {
                        fixes.append(
                            WhyFix(
                                ScenePatch(winner.id, .cancelsTouchesInView(false)),
                                "lets the view keep its touches (SEMANTICS §7.2)"))
                    }
                }
                lines.append(line)
                if phase == .began, let untracked = untrackedSliderTouch(id, began: i, records, scene: scene) {
                    lines.append("\(t)  " + untracked.line)
                    fixes.append(contentsOf: untracked.fixes)
                }
                if phase == .began, let start = delayedStepperStart(id, began: i, records, scene: scene) {
                    lines.append("\(t)  " + start.line)
                    fixes.append(contentsOf: start.fixes)
                }
            case let .swipe(list, cell, indexPath, event, reason) where list == id || cell == id:
                named = true
                lines.append(swipeLine(t, cell: cell, indexPath: indexPath, event: event, reason: reason))
            case let .text(view, recognizer, event) where view == id:
                named = true
                lines.append("\(t)  text interaction: \(event.rawValue), on \(recognizer)'s action (SEMANTICS §9.8)")
            case let .control(control, event, value) where control == id:
                named = true
                if let value {
                    lines.append(
                        "\(t)  control event \(event.rawValue), value \(DecimalFormat.format(value, decimals: 3)) (SEMANTICS \(valueSection(of: id, scene: scene)))"
                    )
                } else {
                    lines.append("\(t)  control event \(event.rawValue) (SEMANTICS §9.1)")
                }
            case let .sceneChange(target, value):
                lines.append(sceneChangeLine(t, target, value))
            case let .hit(touch, _, _, _, _, _, missed):
                if let miss = missed.first(where: { $0.view == id }) {
                    named = true
                    lines.append(
                        "\(t)  touch \(touch) was not hit-tested to \(id): \(ReasonText.string(miss.why)) (SEMANTICS \(miss.section))"
                    )
                }
            default:
                break
            }
        }
        guard named else { return nil }
        return Story(title: title, lines: lines, fixes: fixes)
    }

    /// A `set` event's change, as a story tells it (FORMAT §3.5, SEMANTICS §2.12).
    static func sceneChangeLine(_ t: String, _ target: String, _ value: SceneChangeValue) -> String {
        "\(t)  the app set \(target).\(value.key.rawValue) = \(value.jsonText) (FORMAT §3.5, SEMANTICS §2.12)"
    }

    /// The view whose removal opened the frame of record `index`, if a removal did.
    private static func removal(inFrameOf index: Int, _ records: [Record]) -> String? {
        for record in records[...index].reversed() {
            if case .frame = record.body { return nil }
            if case let .sceneChange(target, .removeFromSuperview) = record.body { return target }
        }
        return nil
    }

    /// How a withheld phase was released, from the releaser the engine recorded on the delivery
    /// (`WithheldRelease`, SEMANTICS §7.6): "withheld (delaysTouchesBegan) until pan failed at
    /// t=0.1 (SEMANTICS §7.3)", or the scroll view's content-touch delay (SEMANTICS §9.4.1).
    /// `setting` and `section`: the withheld phase's recognizer setting and rule.
    static func withheldText(_ release: WithheldRelease?, setting: String, section: String, t: String) -> String {
        guard let release else { return "withheld (\(setting), SEMANTICS \(section))" }
        if let scrollView = release.contentTouchDelayOf {
            return
                "withheld by \(scrollView)'s content-touch delay (delaysContentTouches) until \(contentDelayEnd(release.cause)) (SEMANTICS §9.4.1, \(section))"
        }
        let r = release.recognizer
        let until: String
        switch release.cause {
        case .failed: until = "\(r) failed at \(t)"
        case .cancelled: until = "\(r) was cancelled at \(t)"
        case .recognized: until = "\(r) recognized at \(t) without cancelling the touch (cancelsTouchesInView = false)"
        case .reset: until = "\(r) was reset at \(t) (SEMANTICS §5.7)"
        case .ignored: until = "\(r) ignored the touch at \(t) (ignore(_:for:), SEMANTICS §7.7)"
        }
        return "withheld (\(setting)) until \(until) (SEMANTICS \(section))"
    }

    /// Why a scroll view's hidden delay recognizer let a content touch go (SEMANTICS §9.4.1).
    private static func contentDelayEnd(_ cause: WithheldRelease.Cause) -> String {
        switch cause {
        case .failed(.scrollDelayReleased(let release)), .cancelled(.scrollDelayReleased(let release)):
            switch release {
            case .liftedBeforeDelay: return "the finger lifted before scrollDelay elapsed"
            case .delayElapsed: return "scrollDelay elapsed with the finger down"
            case .movedAlongUnscrollableAxis(let limit):
                return "the touch moved more than \(DecimalFormat.coordinate(limit)) pt along an axis it cannot scroll"
            case .touchesCancelled: return "the touch was cancelled"
            }
        case .failed(let reason), .cancelled(let reason): return ReasonText.string(reason)
        case .recognized, .reset, .ignored: return "it let the touch go"
        }
    }

    /// The recognizer that became effective in the frame of record `index`, and how
    /// (`pan began at t=0.1`).
    private static func winner(inFrameOf index: Int, _ records: [Record]) -> (id: String, text: String)? {
        let frame = records[index].frame
        for record in records[..<index].reversed() where record.frame == frame {
            if case let .state(r, _, to, _, _) = record.body, to == .began || to == .recognized {
                return (r, "\(r) \(to.rawValue) at t=\(DecimalFormat.time(record.time))")
            }
        }
        return nil
    }
}
