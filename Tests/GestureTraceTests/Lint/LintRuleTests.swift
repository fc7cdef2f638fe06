import Testing

@testable import GestureTrace

/// Each lint rule on a small scene built in code: the finding it must report, and the
/// declaration or class rule that makes it go away (FORMAT §7).
@Suite struct LintRuleTests {
    private let full = Rect(x: 0, y: 0, width: 200, height: 200)

    private func findings(_ b: SceneBuilder, _ rule: LintRule? = nil) -> [LintFinding] {
        SceneLinter.lint(b.scene).filter { rule == nil || $0.rule == rule }
    }

    private func index(_ b: SceneBuilder, _ id: String) -> Int {
        b.scene.recognizers.firstIndex { $0.id == id } ?? -1
    }

    // MARK: competing-recognizers (SEMANTICS §6.4, §6.6, §6.8)

    @Test("SEMANTICS §6.6: a single and a double tap with no requirement both recognize")
    func singleAndDoubleTap() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("single", on: "V", kind: .tap(taps: 1, touches: 1))
        b.recognizer("double", on: "V", kind: .tap(taps: 2, touches: 1))
        let s = index(b, "single")
        let d = index(b, "double")
        #expect(
            findings(b).map(\.problem) == [
                .competing(first: s, second: d, outcome: .bothRecognize(first: s, then: d))
            ])
        #expect(findings(b)[0].severity == .warning)
        // The fix of SEMANTICS S5 removes it (and makes the single tap wait: delayed-tap).
        b.configureRecognizer("single") { $0.requireToFail = [1] }
        #expect(findings(b, .competingRecognizers).isEmpty)
    }

    @Test("SEMANTICS §6.8: equal taps on nested views: the inner one, earlier in evaluation order, wins")
    func equalTapsNested() {
        var b = SceneBuilder()
        b.view("outer", frame: full)
        b.view("inner", in: "outer", frame: full)
        b.recognizer("outerTap", on: "outer", kind: .tap(taps: 1, touches: 1))
        b.recognizer("innerTap", on: "inner", kind: .tap(taps: 1, touches: 1))
        let outer = index(b, "outerTap")
        let inner = index(b, "innerTap")
        #expect(
            findings(b).map(\.problem) == [
                .competing(first: inner, second: outer, outcome: .evaluationOrder(winner: inner, loser: outer))
            ])
        // Simultaneity is a declared relation: nothing to report.
        b.configureRecognizer("innerTap") { $0.simultaneousWith = .all }
        #expect(findings(b).isEmpty)
    }

    @Test("SEMANTICS §6.4, S18: a pan begins at 10 pt, before a swipe's 50 pt, and excludes it")
    func panBeatsSwipe() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("swipe", on: "V", kind: .swipe(directions: .left, touches: 1))
        b.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        let swipe = index(b, "swipe")
        let pan = index(b, "pan")
        #expect(
            findings(b).map(\.problem) == [
                .competing(
                    first: swipe, second: pan,
                    outcome: .earlierThreshold(winner: pan, loser: swipe, winnerAt: 10, loserAt: 50, unit: .points))
            ])
        b.configureRecognizer("pan") { $0.requireToFail = [0] }
        #expect(findings(b).isEmpty)
    }

    @Test("Designed coexistence is not reported: tap and pan, tap and long press, different finger counts")
    func notCompeting() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
        b.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        b.recognizer(
            "press", on: "V",
            kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        b.recognizer("twoFingerTap", on: "V", kind: .tap(taps: 1, touches: 2))
        #expect(findings(b).isEmpty)
    }

    @Test("SEMANTICS §6.6: a tap cannot prevent a long press needing as many taps: both recognize")
    func tapAndLongPressWithTap() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
        b.recognizer(
            "tapHold", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 1, touches: 1))
        let tap = index(b, "tap")
        let hold = index(b, "tapHold")
        #expect(
            findings(b).map(\.problem) == [
                .competing(first: tap, second: hold, outcome: .bothRecognize(first: tap, then: hold))
            ])
    }

    @Test("SEMANTICS §6.4, S17: pinch and rotation race (a note); simultaneity settles it")
    func pinchAndRotation() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("pinch", on: "V", kind: .pinch)
        b.recognizer("rotation", on: "V", kind: .rotation)
        let found = findings(b)
        #expect(found.map(\.problem) == [.competing(first: 0, second: 1, outcome: .race)])
        #expect(found.map(\.severity) == [.note])
        b.configureRecognizer("rotation") { $0.simultaneousWith = .only([0]) }
        #expect(findings(b).isEmpty)
    }

    @Test("SEMANTICS §6.3: a requirement chain relates its ends")
    func chainRelates() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("single", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1] }
        b.recognizer("double", on: "V", kind: .tap(taps: 2, touches: 1)) { $0.requireToFail = [2] }
        b.recognizer("triple", on: "V", kind: .tap(taps: 3, touches: 1))
        #expect(findings(b, .competingRecognizers).isEmpty)
    }

    // MARK: unreachable-recognizer (SEMANTICS §4.3, §1.2–§1.4)

    @Test("SEMANTICS §4.3: disabled, or refused by shouldReceive, is a note")
    func disabledAndRefused() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.view("W", frame: Rect(x: 0, y: 300, width: 100, height: 100))
        b.recognizer("off", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.enabled = false }
        b.recognizer("deaf", on: "W", kind: .tap(taps: 1, touches: 1)) { $0.shouldReceiveTouch = .never }
        let found = findings(b)
        #expect(
            found.map(\.problem) == [
                .unreachable(recognizer: 0, because: .disabled),
                .unreachable(recognizer: 1, because: .refusesEveryTouch),
            ])
        #expect(found.map(\.severity) == [.note, .note])
    }

    @Test("SEMANTICS §1.2, §1.3: a hidden ancestor, a label's default, a transparent view")
    func notHittable() {
        var b = SceneBuilder()
        b.view("bar", frame: Rect(x: 0, y: 0, width: 100, height: 50)) { $0.hidden = true }
        b.view("item", in: "bar", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        b.view("title", frame: Rect(x: 0, y: 100, width: 100, height: 50), class: .label)
        b.view("ghost", frame: Rect(x: 0, y: 200, width: 100, height: 50)) { $0.alpha = 0 }
        b.recognizer("itemTap", on: "item", kind: .tap(taps: 1, touches: 1))
        b.recognizer("titleTap", on: "title", kind: .tap(taps: 1, touches: 1))
        b.recognizer("ghostTap", on: "ghost", kind: .tap(taps: 1, touches: 1))
        let bar = b.indexOfView("bar")
        let title = b.indexOfView("title")
        let ghost = b.indexOfView("ghost")
        #expect(
            findings(b).map(\.problem) == [
                .unreachable(recognizer: 0, because: .notHittable(view: bar, because: .hidden)),
                .unreachable(
                    recognizer: 1, because: .notHittable(view: title, because: .interactionDisabled(classDefault: true))
                ),
                .unreachable(recognizer: 2, because: .notHittable(view: ghost, because: .transparent(alpha: 0))),
            ])
        #expect(findings(b).allSatisfy { $0.severity == .warning })
    }

    @Test("SEMANTICS §1.4, §1.2: a zero-size view, and a view covered by a later sibling")
    func zeroSizeAndCovered() {
        var b = SceneBuilder()
        b.view("dot", frame: Rect(x: 10, y: 10, width: 0, height: 20))
        b.view("card", frame: Rect(x: 0, y: 100, width: 100, height: 100))
        b.view("overlay", frame: Rect(x: 0, y: 100, width: 100, height: 100))
        b.recognizer("dotTap", on: "dot", kind: .tap(taps: 1, touches: 1))
        b.recognizer("cardTap", on: "card", kind: .tap(taps: 1, touches: 1))
        #expect(
            findings(b).map(\.problem) == [
                .unreachable(recognizer: 0, because: .zeroSize(view: b.indexOfView("dot"))),
                .unreachable(recognizer: 1, because: .covered(centreHits: b.indexOfView("overlay"))),
            ])
        // Uncovered, the card's tap is reached: nothing more to say about it.
        b.configureView("overlay") { $0.userInteractionEnabled = false }
        #expect(findings(b).map(\.problem) == [.unreachable(recognizer: 0, because: .zeroSize(view: 1))])
    }

    @Test("A scroll view's pan disabled by scrollEnabled = false is deliberate: not reported")
    func disabledScrollPan() {
        var b = SceneBuilder()
        b.view("S", frame: full, class: .scrollView) { $0.scroll?.scrollEnabled = false }
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan) { $0.enabled = false }
        #expect(findings(b).isEmpty)
    }

    // MARK: control-cancelled-by-ancestor (SEMANTICS §9.3, §6.7)

    @Test("SEMANTICS §9.3: a button beats its ancestor's 1-tap tap but not a double tap or a long press")
    func controlUnderAncestor() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.view("B", in: "V", frame: Rect(x: 50, y: 50, width: 100, height: 40), class: .button)
        b.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
        #expect(findings(b, .controlCancelledByAncestor).isEmpty)
        b.recognizer(
            "press", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        let button = b.indexOfView("B")
        #expect(
            findings(b, .controlCancelledByAncestor).map(\.problem) == [
                .cancelsControl(recognizer: 1, control: button, partly: false)
            ])
        // cancelsTouchesInView = false: the control keeps its touch (SEMANTICS §9.3).
        b.configureRecognizer("press") { $0.cancelsTouchesInView = false }
        #expect(findings(b, .controlCancelledByAncestor).isEmpty)
    }

    @Test(
        "SEMANTICS §6.7, §9.6: a plain UIControl does not refuse the tap; a switch refuses only a pan along it; a slider is never cancelled"
    )
    func controlClasses() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.view("C", in: "V", frame: Rect(x: 0, y: 0, width: 100, height: 40), class: .control)
        b.view("toggle", in: "V", frame: Rect(x: 0, y: 100, width: 60, height: 40), class: .switch)
        b.view("slider", in: "V", frame: Rect(x: 100, y: 100, width: 100, height: 40), class: .slider)
        b.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
        b.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        b.recognizer("swipe", on: "V", kind: .swipe(directions: [.left, .right], touches: 1))
        let problems = findings(b, .controlCancelledByAncestor).map(\.problem)
        let c = b.indexOfView("C")
        let toggle = b.indexOfView("toggle")
        let slider = b.indexOfView("slider")
        #expect(problems.contains(.cancelsControl(recognizer: 0, control: c, partly: false)))
        #expect(problems.contains(.cancelsControl(recognizer: 1, control: toggle, partly: true)))
        // A slider tracking its thumb refuses every recognizer, and one that does not track has
        // no action to lose, so no recognizer is reported for it (SEMANTICS §9.6).
        for r in 0..<3 {
            #expect(!problems.contains(.cancelsControl(recognizer: r, control: slider, partly: false)))
            #expect(!problems.contains(.cancelsControl(recognizer: r, control: slider, partly: true)))
        }
    }

    @Test(
        "UIKit's own recognizers over a control (a sheet's dismiss pan, a context menu) are a note at the control, with the app's side as the fix"
    )
    func uikitGestureOverControl() {
        var b = SceneBuilder()
        b.view("sheet", frame: full)
        b.view("B", in: "sheet", frame: Rect(x: 50, y: 50, width: 100, height: 40), class: .button)
        b.recognizer("sheet.sheetPan", on: "sheet", kind: .sheetPan)
        let button = b.indexOfView("B")
        let pan = index(b, "sheet.sheetPan")
        // Before: a warning to set the sheet pan's cancelsTouchesInView, which UIKit owns.
        #expect(findings(b, .controlCancelledByAncestor).isEmpty)
        let found = findings(b, .controlUnderUIKitGesture)
        #expect(
            found.map(\.problem) == [
                .uikitGestureOverControl(recognizer: pan, control: button, gesture: .sheetPan, partly: false)
            ])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.subject == .view(button))
        let words = found.first.map { LintMessage($0, scene: b.scene) }
        #expect(words?.message.contains("the presented sheet's dismiss pan") == true)
        #expect(words?.fix.contains("cancelsTouchesInView not the app's to set") == true)
        #expect(words?.fix.hasPrefix("set sheet.sheetPan.cancelsTouchesInView") == false)
        // An app's pan on the same view is still the app's to fix.
        b.recognizer("drag", on: "sheet", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        #expect(
            findings(b, .controlCancelledByAncestor).map(\.problem) == [
                .cancelsControl(recognizer: index(b, "drag"), control: button, partly: false)
            ])
        #expect(ControlCancelRule.uikitGesture(b.scene.recognizers[index(b, "drag")]) == nil)
        #expect(
            ControlCancelRule.uikitGesture(RecognizerSpec(id: "m", kind: .contextMenu(.press), view: 0))
                == .contextMenu)
        #expect(
            ControlCancelRule.uikitGesture(RecognizerSpec(id: "s", kind: .swipeActionPan, view: 0)) == .swipeActions)
    }

    // MARK: UIKit's own recognizers in every rule (issue 28 item 3, FORMAT §7)

    @Test(
        "competing-recognizers: against UIKit's recognizer, every lever is the app's and the finding sits at the app's")
    func competingWithUIKitRecognizer() {
        var b = SceneBuilder()
        // The list is inside the app's view: its swipe-action pan comes first in evaluation
        // order (SEMANTICS §4.5).
        b.view("card", frame: full)
        b.view("table", in: "card", frame: full, class: .tableView)
        b.recognizer("rowPan", on: "card", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        b.recognizer("table.swipeActionPan", on: "table", kind: .swipeActionPan)
        let swipe = index(b, "table.swipeActionPan")
        let pan = index(b, "rowPan")
        let found = findings(b, .competingRecognizers)
        #expect(found.count == 1)
        guard case .competing(let first, let second, _)? = found.first?.problem else {
            Issue.record("no competing finding")
            return
        }
        // The app's pan first, whatever the evaluation order: located at its declaration.
        #expect(first == pan && second == swipe)
        #expect(found.first?.subject == .recognizer(pan))
        let fix = found.first.map { LintMessage($0, scene: b.scene).fix } ?? ""
        #expect(!fix.contains("table.swipeActionPan.require(toFail:"), "\(fix)")
        #expect(!fix.contains("allow simultaneity (shouldRecognizeSimultaneouslyWith)"), "\(fix)")
        #expect(
            fix.contains(
                "answer true in rowPan's delegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) for table.swipeActionPan"
            ), "\(fix)")
        #expect(
            fix.contains(
                "'table.swipeActionPan' is the list's swipe-action pan, whose settings and delegate are UIKit's"))
        // The reverse requirement is the app recognizer's delegate answer, never UIKit's recognizer's.
        #expect(
            LintMessage(
                LintFinding(
                    rule: .competingRecognizers, severity: .note,
                    problem: .competing(first: pan, second: swipe, outcome: .race), witness: nil), scene: b.scene
            ).fix.contains(
                "answer true in rowPan's delegate gestureRecognizer(_:shouldBeRequiredToFailBy:) for table.swipeActionPan to let 'rowPan' win"
            ))
    }

    @Test("competing-recognizers: two of UIKit's recognizers are UIKit's business, unless one is a scroll view's pan")
    func competingUIKitRecognizers() {
        // Two text views, one inside the other: their text taps are both UIKit's, with nothing
        // of the app's between them.
        var b = SceneBuilder()
        b.view("outer", frame: full, class: .textView)
        b.view("inner", in: "outer", frame: Rect(x: 0, y: 0, width: 200, height: 100), class: .textView)
        b.recognizer("outer.textTap", on: "outer", kind: .textMultiTap)
        b.recognizer("inner.textTap", on: "inner", kind: .textMultiTap)
        #expect(findings(b, .competingRecognizers).isEmpty)
        #expect(PairRules.betweenUIKitRecognizers(0, 1, b.scene))
        // A horizontal scroll view's pan and a list's swipe-action pan inside it: the scroll
        // view's public panGestureRecognizer is the app's lever.
        var s = SceneBuilder()
        s.view("S", frame: full, class: .scrollView) { $0.scroll?.contentSize = Size(width: 1000, height: 200) }
        s.view("table", in: "S", frame: full, class: .tableView)
        s.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        s.recognizer("table.swipeActionPan", on: "table", kind: .swipeActionPan)
        let pair = findings(s, .competingRecognizers)
        #expect(pair.count == 1)
        let fix = pair.first.map { LintMessage($0, scene: s.scene).fix } ?? ""
        #expect(
            fix.hasPrefix(
                "S.panGestureRecognizer.require(toFail: table.swipeActionPan) (scene key scroll.panRequireToFail on 'S')"
            ), "\(fix)")
        #expect(fix.contains("both are UIKit's recognizers"), "\(fix)")
        #expect(!fix.contains("table.swipeActionPan.require(toFail:") && !fix.contains("simultaneity"), "\(fix)")
    }

    @Test("unreachable-recognizer: UIKit's recognizer is reached through its view's keys, never removed or moved")
    func unreachableUIKitRecognizer() {
        var b = SceneBuilder()
        b.view("box", frame: full) { $0.hidden = true }
        b.view("field", in: "box", frame: Rect(x: 0, y: 0, width: 200, height: 40), class: .textField)
        b.recognizer("field.textTap", on: "field", kind: .textMultiTap)
        let found = findings(b, .unreachableRecognizer)
        #expect(found.count == 1)
        let fix = found.first.map { LintMessage($0, scene: b.scene).fix } ?? ""
        #expect(
            fix.hasPrefix("show 'box' (isHidden = false); 'field.textTap' is the text view's text-interaction tap"),
            "\(fix)")
        #expect(!fix.contains("remove 'field.textTap'"), "\(fix)")
        // Covered: bring the view forward, not "move the recognizer to the view that is hit".
        var c = SceneBuilder()
        c.view("field", frame: Rect(x: 0, y: 0, width: 200, height: 40), class: .textField)
        c.view("cover", frame: full)
        c.recognizer("field.textTap", on: "field", kind: .textMultiTap)
        let covered = findings(c, .unreachableRecognizer).first.map { LintMessage($0, scene: c.scene).fix } ?? ""
        #expect(covered.hasPrefix("bring its view to the front or enlarge its superview to contain it"), "\(covered)")
        #expect(!covered.contains("move the recognizer"), "\(covered)")
    }

    @Test("control-under-uikit-gesture: a text view's text tap over a button inside it, with the app's levers")
    func textTapOverControl() {
        var b = SceneBuilder()
        b.view("notes", frame: full, class: .textView)
        b.view("B", in: "notes", frame: Rect(x: 50, y: 50, width: 100, height: 40), class: .button)
        b.recognizer("notes.textTap", on: "notes", kind: .textMultiTap)
        #expect(findings(b, .controlCancelledByAncestor).isEmpty)
        let found = findings(b, .controlUnderUIKitGesture)
        #expect(
            found.map(\.problem) == [
                .uikitGestureOverControl(
                    recognizer: index(b, "notes.textTap"), control: b.indexOfView("B"), gesture: .textInteraction,
                    partly: false)
            ])
        let words = found.first.map { LintMessage($0, scene: b.scene) }
        // A tap is what it takes: the message must not promise that a tap reaches the control.
        #expect(words?.message.contains("a tap still reaches the control") == false)
        #expect(words?.message.contains("the text view's text-interaction tap") == true)
        #expect(words?.fix.contains("cancelsTouchesInView not the app's to set") == true)
    }

    @Test(
        "scroll-pan-competes: simultaneity is the app pan's delegate's answer, the scroll view stays its pan's delegate"
    )
    func scrollPanSimultaneityOnAppSide() {
        var b = SceneBuilder()
        b.view("S", frame: full, class: .scrollView) { $0.scroll?.contentSize = Size(width: 200, height: 1000) }
        b.view("card", in: "S", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        b.recognizer("cardPan", on: "card", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        let fix = findings(b, .scrollPanCompetes).first.map { LintMessage($0, scene: b.scene).fix } ?? ""
        #expect(
            fix.contains(
                "answer true in cardPan's delegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) for S.pan"),
            "\(fix)")
        #expect(!fix.contains("allow simultaneity between them"), "\(fix)")
    }

    // MARK: scroll-pan-competes (SEMANTICS §9.4.2)

    @Test("SEMANTICS §9.4.2, §6.8: a pan inside a vertical scroll view wins its drags")
    func panInsideScrollView() {
        var b = SceneBuilder()
        b.view("S", frame: full, class: .scrollView) { $0.scroll?.contentSize = Size(width: 200, height: 1000) }
        b.view("card", in: "S", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        b.recognizer("cardPan", on: "card", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        #expect(
            findings(b).map(\.problem) == [
                .scrollCompetes(scrollPan: 0, pan: 1, outcome: .evaluationOrder(winner: 1, loser: 0))
            ])
        // A scroll view that cannot scroll has a pan that never begins: no race.
        b.configureView("S") { $0.scroll?.contentSize = Size(width: 0, height: 0) }
        #expect(findings(b).isEmpty)
    }

    @Test(
        "SEMANTICS §9.4.4: nested scroll views do not compete: across axes they never race, along one the inner hands the drag on at its edge"
    )
    func nestedScrollViews() {
        var b = SceneBuilder()
        b.view("outer", frame: full, class: .scrollView) { $0.scroll?.contentSize = Size(width: 200, height: 1000) }
        b.view("carousel", in: "outer", frame: Rect(x: 0, y: 0, width: 200, height: 100), class: .scrollView) {
            $0.scroll?.contentSize = Size(width: 1000, height: 100)
        }
        b.recognizer("outer.pan", on: "outer", kind: .scrollViewPan)
        b.recognizer("carousel.pan", on: "carousel", kind: .scrollViewPan)
        #expect(findings(b).isEmpty)
        b.configureView("carousel") { $0.scroll?.alwaysBounceVertical = true }
        #expect(findings(b).isEmpty)
        // A plain pan in the carousel still races the outer scroll view's pan.
        b.recognizer("cardPan", on: "carousel", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        #expect(
            findings(b, .scrollPanCompetes).map(\.problem) == [
                .scrollCompetes(scrollPan: 0, pan: 2, outcome: .evaluationOrder(winner: 2, loser: 0))
            ])
    }

    @Test("SEMANTICS §6.9: a delegate answer written as an expression decides per touch: not judged")
    func delegateExpressions() throws {
        var b = SceneBuilder()
        b.view("S", frame: full, class: .scrollView) { $0.scroll?.contentSize = Size(width: 200, height: 1000) }
        b.view("row", in: "S", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        b.view("B", in: "row", frame: Rect(x: 10, y: 10, width: 50, height: 40), class: .button)
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        b.recognizer("rowPan", on: "row", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        #expect(findings(b, .scrollPanCompetes).count == 1)
        #expect(findings(b, .controlCancelledByAncestor).count == 1)
        let horizontal = try DelegateExpression(
            "abs(velocity.x) > abs(velocity.y)", question: .shouldBegin, recognizerIsPan: true)
        b.configureRecognizer("rowPan") { $0.shouldBeginExpression = horizontal }
        #expect(findings(b).isEmpty)
    }

    // MARK: delayed-tap (SEMANTICS §6.2, §8.1)

    @Test("SEMANTICS §6.2, §8.1: a tap requiring a double tap waits tapMaxInterval; the limit is a setting")
    func delayedTap() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("single", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1] }
        b.recognizer("double", on: "V", kind: .tap(taps: 2, touches: 1))
        #expect(findings(b).map(\.problem) == [.delayedTap(tap: 0, awaited: 1, delay: 0.35, limit: 0.1)])
        b.settings.lintTapDelayLimit = 0.35
        #expect(findings(b).isEmpty)
    }

    @Test("SEMANTICS §6.2: a required pan fails at the lift, and one on another view never blocks")
    func undelayedTaps() {
        var b = SceneBuilder()
        b.view("V", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.view("W", frame: Rect(x: 0, y: 200, width: 100, height: 100))
        b.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1, 2] }
        b.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        b.recognizer("elsewhere", on: "W", kind: .tap(taps: 2, touches: 1))
        #expect(findings(b).isEmpty)
    }

    // MARK: order and bounds

    @Test("Findings come in scene order of their first recognizer, then rule order")
    func order() {
        var b = SceneBuilder()
        b.view("V", frame: full)
        b.recognizer("single", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1] }
        b.recognizer("double", on: "V", kind: .tap(taps: 2, touches: 1))
        b.recognizer("off", on: "V", kind: .pinch) { $0.enabled = false }
        b.recognizer("triple", on: "V", kind: .tap(taps: 3, touches: 1))
        #expect(
            findings(b).map(\.rule) == [
                .competingRecognizers, .delayedTap, .competingRecognizers, .unreachableRecognizer,
            ])
        #expect(SceneLinter.lint(b.scene) == SceneLinter.lint(b.scene))
    }

    @Test("A scene with more sampled views than the bound says so in a note")
    func incomplete() {
        var b = SceneBuilder()
        for i in 0...TouchSampling.maxSampledViews {
            b.view("v\(i)", frame: Rect(x: 0, y: 0, width: 10, height: 10), class: .button)
        }
        let notes = findings(b, .incompleteSampling)
        #expect(
            notes.map(\.problem) == [
                .incomplete(sampledViews: TouchSampling.maxSampledViews, views: TouchSampling.maxSampledViews + 1)
            ])
    }
}
