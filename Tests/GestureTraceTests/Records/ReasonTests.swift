import Testing

@testable import GestureTrace

/// Reasons are data (issue 28): every case has one rendering (`ReasonText`) and one meaning for
/// `why` (`ReasonMeaning`). The switches in both are exhaustive, so a new case does not compile
/// without them; these tests enumerate the cases (`Reason.Kind.allCases`) and pin each one's
/// text and `why` section, so a case whose rendering or meaning is wrong fails here.
@Suite struct ReasonTests {
    /// One reason of each kind, with the text the writers print and the section `why` cites
    /// (nil: the recognizer kind's own section). The switch is exhaustive: a new kind needs a
    /// sample before the tests compile.
    static func sample(_ kind: Reason.Kind) -> (reason: Reason, text: String, section: String?) {
        let verdict = DelegateExpression.Verdict(
            question: .simultaneousWith, source: "otherView.class == \"UIButton\"",
            answer: .init(value: false, detail: "otherView.class = \"UIView\""))
        switch kind {
        case .unstated: return (.unstated, "", nil)
        case .excluded:
            return (
                .excluded(by: "pan", shown: .began, answers: [ExpressionRefusal(recognizer: "tap", verdict: verdict)]),
                "excluded by pan (began); tap's simultaneousWith: otherView.class == \"UIButton\" -> false (otherView.class = \"UIView\")",
                "§6.4"
            )
        case .requiresFailure:
            return (
                .requiresFailure(of: "double", shown: .recognized), "requires failure of double, which recognized",
                "§6.3"
            )
        case .waited:
            return (
                .waited(.rule(.taps(1)), for: ["double", "triple"]), "1 tap; waited for double, triple to fail",
                "§5.6, §6.2"
            )
        case .shouldBegin:
            return (
                .shouldBegin(.contentTracking(content: "button", .touchesShouldCancelFalse(overridden: false))),
                "content button is tracking the touch and touchesShouldCancel(in: button) is false for a UIControl",
                "§9.4"
            )
        case .systemCancel: return (.systemCancel, "touches cancelled by the system", "§2.8")
        case .touchesCancelled: return (.touchesCancelled(count: 1), "touch cancelled", "§2.8")
        case .endedWhileWaiting: return (.endedWhileWaiting, "touches ended while it waited", nil)
        case .nextEventAfterBegan: return (.nextEventAfterBegan, "next event after began", nil)
        case .scriptStep:
            return (.scriptStep(number: 2, at: 0.25, asks: .began), "script step 2 at t=0.25 asks for began", "§5.3")
        case .rule:
            return (
                .rule(.panMoved(x: 12.5, y: 3, along: .x, threshold: .hysteresis, limit: 10)),
                "moved 12.5 pt >= hysteresis 10 on x", nil
            )
        case .scrollDelayReleased:
            return (
                .scrollDelayReleased(.delayElapsed), "scroll delay elapsed: touchesShouldBegin is true", nil
            )
        case .disabled: return (.disabled, "isEnabled set to false", "§2.12")
        case .scrollDisabled:
            return (
                .scrollDisabled(view: "list"), "scrollEnabled set to false on list, which disables its pan", "§2.12"
            )
        case .viewRemoved:
            return (
                .viewRemoved(removed: "toast"), "its view left the window: toast was removed from its superview",
                "§2.12"
            )
        case .customStated: return (.customStated("two fingers met"), "two fingers met", nil)
        case .customSetState:
            return (
                .customSetState(className: "Pinchy", state: "began", callback: "touchesMoved"),
                "Pinchy set state = .began in touchesMoved", nil
            )
        case .customUncreatable:
            return (.customUncreatable(className: "Pinchy", error: "bad"), "Pinchy could not be created: bad", nil)
        case .swiftUINoGesture: return (.swiftUINoGesture, "no SwiftUI gesture on the touch's path", nil)
        case .swiftUIGesture: return (.swiftUIGesture(.active), "SwiftUI gesture active", nil)
        case .swiftUIRule:
            return (.swiftUIRule(.dragMoved(distance: 12, minimum: 10)), "moved 12 pt >= minimumDistance 10", nil)
        case .swiftUICombined:
            return (.swiftUICombined(.firstFailedSecondActive), "first failed, second is active", nil)
        case .swiftUIHeld: return (.swiftUIHeld(by: "tap"), "held: higher-priority 'tap' is still possible", nil)
        case .swiftUIPausedBehind:
            return (.swiftUIPausedBehind("tap", .active), "paused: higher-priority 'tap' is active", nil)
        case .swiftUIPaused:
            return (
                .swiftUIPaused([.mustFail("pan", active: false), .scrollDelay(view: "list")]),
                "paused: 'pan' must fail first (still possible); scroll view 'list' still delays the touch", nil
            )
        case .swiftUIOutranked: return (.swiftUIOutranked(by: "tap", .ended), "higher-priority 'tap' ended", nil)
        case .swiftUIWholeGestureFinished:
            return (.swiftUIWholeGestureFinished(root: "drag"), "the whole gesture 'drag' finished", nil)
        }
    }

    @Test(
        "every reason kind renders as the writers print it and has the section why cites",
        arguments: Reason.Kind.allCases)
    func everyKind(_ kind: Reason.Kind) {
        let (reason, text, section) = Self.sample(kind)
        #expect(reason.kind == kind)
        #expect(ReasonText.string(reason) == text)
        #expect(WhyStory.section(reason, .failed) == section)
        // Only the payload-free placeholder prints nothing: an empty reason would vanish from
        // the text output (FORMAT §4).
        #expect(text.isEmpty == (kind == .unstated))
    }

    @Test("why names the other recognizer from the payload, not from the sentence")
    func otherRecognizer() {
        // Ids that read like reason words: text parsing took the wrong word from these.
        #expect(WhyStory.otherRecognizer(in: .excluded(by: "tap (1)", shown: .recognized, answers: [])) == "tap (1)")
        #expect(WhyStory.otherRecognizer(in: .requiresFailure(of: "a, b", shown: .began)) == "a, b")
        #expect(WhyStory.otherRecognizer(in: .waited(.rule(.taps(1)), for: ["x to fail", "y"])) == "x to fail")
        #expect(WhyStory.otherRecognizer(in: .customStated("excluded by pan (began)")) == nil)
        #expect(WhyStory.higherPriorityGesture(in: .swiftUIPausedBehind("it's", .possible)) == "it's")
        #expect(WhyStory.higherPriorityGesture(in: .swiftUIOutranked(by: "tap", .active)) == nil)
    }

    @Test("a custom recognizer's own words are never read as an arbitration decision")
    func customWordsAreText() {
        let words = Reason.customStated("requires failure of pan, which began; touchesShouldCancel")
        #expect(WhyStory.section(words, .failed) == nil)
        #expect(WhyStory.fix(for: words, id: "mine").isEmpty)
        #expect(WhyStory.swiftUISection(words) == "§1, §3.2")
    }

    @Test("SwiftUI lines: a wait is told in its own reason's section; holds and cancels in §3.3 and §3.4")
    func swiftUISections() {
        #expect(WhyStory.swiftUISection(.waited(.swiftUIRule(.longPressPressing), for: ["pan"])) == "§3.4")
        #expect(WhyStory.swiftUISection(.swiftUIHeld(by: "tap")) == "§3.3")
        #expect(WhyStory.swiftUISection(.touchesCancelled(count: 2)) == "§3.4")
        #expect(WhyStory.swiftUISection(.excluded(by: "pan", shown: .began, answers: [])) == "§2.2")
        #expect(WhyStory.swiftUISection(.swiftUIWholeGestureFinished(root: nil)) == "§3.2")
        #expect(ReasonText.string(.swiftUIWholeGestureFinished(root: nil)) == "the whole gesture  finished")
    }

    @Test("a nested scroll view's hand-off: the edge and offset are data; why cites §9.4.4 and names the property")
    func handOff() {
        let atEdge = ScrollHandOff(scrollView: "carousel", parent: "pager", why: .atEdge(.top, offset: 0))
        let excluded = Reason.excluded(by: "pager.pan", shown: .began, answers: [], handedOff: atEdge)
        #expect(
            ReasonText.string(excluded)
                == "excluded by pager.pan (began); it had not tried to begin: carousel is at its top content edge (offset y 0) and the drag goes down: transfersVerticalScrollingToParent hands it to pager"
        )
        #expect(WhyStory.section(excluded, .failed) == "§6.4, §9.4.4")
        #expect(
            WhyStory.fix(for: excluded, id: "carousel.pan").first?.patches == [
                ScenePatch("carousel", .transfersVerticalScrollingToParent(false))
            ])
        let lifted = Reason.rule(.panLiftedBeforeBeginning(.handedOff(atEdge)))
        #expect(WhyStory.section(lifted, .failed) == "§9.4.4")
        // Cannot scroll along the drag: no property hands it on, so no §9.4.4 fix.
        let cannot = Reason.excluded(
            by: "pager.pan", shown: .began, answers: [],
            handedOff: ScrollHandOff(scrollView: "list", parent: "pager", why: .cannotScroll(.x)))
        #expect(WhyStory.section(cannot, .failed) == "§6.4")
    }

    @Test("cell reasons carry their touch: why follows it without reading the sentence")
    func cellTouch() {
        #expect(CellReason.touchEnded(.string("a b; c")).touch == .string("a b; c"))
        #expect(CellReason.otherSelected(CellIndexPath(section: 0, item: 2)).touch == nil)
        #expect(
            ReasonText.string(CellReason.selectRefused(.int(3), table: false))
                == "touch 3 ended; shouldSelectItemAt returned false: not selected")
    }

    @Test("not hit: the rule and the ancestor it applies to are data; the section follows the rule")
    func hitMiss() {
        let cases: [(HitMissReason, String, String)] = [
            (.hidden(inside: "card"), "inside 'card', which is hidden", "§1.2"),
            (
                .interactionDisabled(inside: nil, classDefault: .label),
                "userInteractionEnabled = false, UILabel's default", "§1.2"
            ),
            (
                .transparent(inside: "overlay", alpha: 0, threshold: 0.01), "inside 'overlay', whose alpha 0 <= 0.01",
                "§1.3"
            ),
            (.pointInsideFalse(.ellipse), "its point(inside:) override (ellipse) is false here", "§1.8"),
            (
                .redirected(by: "host", to: "button"), "the hitTest override of 'host' redirects the touch to 'button'",
                "§1.8"
            ),
            (.covered(inside: nil, by: nil), "covered by a later sibling, a later sibling, asked first", "§1.2"),
            // Every other shape, as the rule was rendered before it was written through a sink
            // (issue 28 item 4, round 11).
            (.hidden(inside: nil), "hidden", "§1.2"),
            (
                .interactionDisabled(inside: "stack", classDefault: nil),
                "inside 'stack', which has userInteractionEnabled = false", "§1.2"
            ),
            (
                .interactionDisabled(inside: "stack", classDefault: .label),
                "inside 'stack', which has userInteractionEnabled = false, UILabel's default", "§1.2"
            ),
            (.interactionDisabled(inside: nil, classDefault: nil), "userInteractionEnabled = false", "§1.2"),
            (.transparent(inside: nil, alpha: 0.005, threshold: 0.01), "alpha 0.005 <= 0.01", "§1.3"),
            (.disabledControl(inside: nil), "a disabled control (isEnabled = false) is transparent", "§1.6"),
            (.disabledControl(inside: "form"), "inside 'form', a disabled control", "§1.6"),
            (.pointInsideFalse(.bounds), "its point(inside:) override (bounds) is false here", "§1.8"),
            (
                .pointInsideFalse(.inset(top: 1, left: 2.5, bottom: -3, right: 0.0004)),
                "its point(inside:) override (inset [1, 2.5, -3, 0]) is false here", "§1.8"
            ),
            (
                .outsideAncestor("list", direct: true),
                "outside its superview 'list': UIKit does not hit-test a subview outside its superview's bounds, even when it is drawn because clipsToBounds is false",
                "§1.4"
            ),
            (
                .outsideAncestor("list", direct: false),
                "outside its ancestor 'list': UIKit does not hit-test a subview outside its superview's bounds, even when it is drawn because clipsToBounds is false",
                "§1.4"
            ),
            (.covered(inside: "bar", by: "x"), "inside 'bar', which is covered by 'x', a later sibling", "§1.2"),
            (
                .covered(inside: "bar", by: nil), "inside 'bar', which is covered by a later sibling, a later sibling",
                "§1.2"
            ),
            (.covered(inside: nil, by: "x"), "covered by 'x', a later sibling, asked first", "§1.2"),
            (.passThrough, "its hitTest override (passThrough) returns nil on its own area", "§1.8"),
            (.redirected(by: nil, to: "b"), "its hitTest override redirects the touch to 'b'", "§1.8"),
        ]
        for (reason, text, section) in cases {
            #expect(ReasonText.string(reason) == text)
            #expect(HitMiss(view: "v", why: reason).section == section)
            // The jsonl writer renders it in place: the same text, escaped as a JSON string.
            var direct: [UInt8] = []
            JSONLWriter.writeReason(reason, to: &direct)
            var viaString: [UInt8] = []
            JSONLWriter.writeString(text, to: &viaString)
            #expect(direct == viaString)
        }
        // Ids from the input are escaped where they appear in the rule.
        var escaped: [UInt8] = []
        JSONLWriter.writeReason(HitMissReason.redirected(by: #"a"b"#, to: "c\\d"), to: &escaped)
        #expect(
            String(decoding: escaped, as: UTF8.self)
                == #""the hitTest override of 'a\"b' redirects the touch to 'c\\d'""#)
    }
}
