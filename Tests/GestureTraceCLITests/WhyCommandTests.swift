import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace why` (issue 17) on the corpus's classic conflicts: each story is pinned here as
/// its golden, told from the replay's own records with times, sections and the usual fix.
@Suite struct WhyCommandTests {
    static let corpus = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "traces").standardized.path

    static func why(_ arguments: [String]) -> Invocation {
        Invocation.run(["why"] + arguments, fileSystem: RootedFileSystem(base: corpus))
    }

    static let stories: [(trace: String, id: String, conflict: String, story: String)] = [
        (
            "seeds/s21b-scroll-view-held-button-blocks-scroll.json", "S.pan", "button in a scroll view",
            """
            why S.pan
              t=0  touch 1 began on 'B'; S.pan received it (SEMANTICS §4.2)
              t=0.3  S.pan possible -> failed: content B is tracking the touch and touchesShouldCancel(in: B) is false for a UIControl (SEMANTICS §9.4)
              fix: override touchesShouldCancel(in:) to return true for the control (scene key scroll.touchesShouldCancel: true, SEMANTICS §9.4)
            """
        ),
        (
            "examples/tap.json", "singleTap", "single versus double tap",
            """
            why singleTap
              t=0  touch 1 began on 'photo'; singleTap received it (SEMANTICS §4.2)
              t=0.09  singleTap asked for recognized but waits for doubleTap to fail (SEMANTICS §5.6, §6.2)
              t=0.44  singleTap possible -> recognized: 1 tap; waited for doubleTap to fail (SEMANTICS §5.6, §6.2)
                    because doubleTap failed at t=0.44: waited 0.35 s for tap 2 ≥ maximumIntervalBetweenSuccessiveTaps 0.35 (SEMANTICS §8.1)
                    its touches were cancelled in 'photo' before its action (SEMANTICS §7.1)
              t=0.44  action singleTap recognized sent (SEMANTICS §5.5)
              fix: cancelsTouchesInView = false lets the views keep their touches (SEMANTICS §7.2)
              fix: the delay is require(toFail:) waiting for the other recognizer to fail (SEMANTICS §6.2)
            """
        ),
        (
            "seeds/s10-pan-cancels-view-touch.json", "V", "pan versus the view's own touches",
            """
            why V
              t=0  touchesBegan [1]
              t=0.016  touchesMoved [1]
              t=0.033  touchesCancelled [1], because pan began at t=0.033 (cancelsTouchesInView, SEMANTICS §7.1)
              fix: cancelsTouchesInView = false on pan lets the view keep its touches (SEMANTICS §7.2)
            """
        ),
        (
            "seeds/s18a-fast-flick-swipe-beats-pan.json", "pn", "swipe versus pan",
            """
            why pn
              t=0  touch 1 began on 'V'; pn received it (SEMANTICS §4.2)
              t=0.016  pn asked for began but waits for sw to fail (SEMANTICS §5.6, §6.2)
              t=0.033  pn possible -> failed: requires failure of sw, which recognized (SEMANTICS §6.3)
                    because sw recognized at t=0.033: moved 60 pt right ≥ minimumPrimaryMovement 48.449 after 0.033 s (SEMANTICS §8.4)
              fix: this is require(toFail:) at work; drop the requirement if both should fire (SEMANTICS §6.1)
            """
        ),
        (
            "seeds/s09b-long-press-beats-tap-on-hold.json", "tap", "long press versus tap",
            """
            why tap
              t=0  touch 1 began on 'V'; tap received it (SEMANTICS §4.2)
              t=0.5  tap possible -> failed: excluded by lp (began) (SEMANTICS §6.4)
                    because lp began at t=0.5: held 0.5 s (SEMANTICS §8.2)
              fix: to let both recognize, answer true from gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (scene key simultaneousWith, SEMANTICS §6.5)
              fix: to make lp wait for tap instead, lp.require(toFail: tap) (requireToFail, SEMANTICS §6.1)
            """
        ),
        (
            "seeds/s17b-pinch-excludes-rotation.json", "r", "pinch versus rotation",
            """
            why r
              t=0  touch 1 began on 'V'; r received it (SEMANTICS §4.2)
              t=0  touch 2 began on 'V'; r received it (SEMANTICS §4.2)
              t=0.05  r possible -> failed: excluded by p (began) (SEMANTICS §6.4)
                    because p began at t=0.05: distance changed 10 pt > hysteresis 8 (SEMANTICS §8.5)
              fix: to let both recognize, answer true from gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (scene key simultaneousWith, SEMANTICS §6.5)
              fix: to make p wait for r instead, p.require(toFail: r) (requireToFail, SEMANTICS §6.1)
            """
        ),
        (
            "seeds/s14-button-beats-parent-single-tap.json", "tap", "control versus parent tap",
            """
            why tap
              t=0  touch 1 began on 'B'; tap received it (SEMANTICS §4.2)
              t=0.08  tap possible -> failed: B (UIButton) refused in gestureRecognizerShouldBegin: its default action beats a 1-tap tap on another view (SEMANTICS §6.7)
              fix: the control's default action wins over a 1-tap tap on its superview; cancelsTouchesInView = false on tap lets both fire (SEMANTICS §9.3)
            """
        ),
        (
            "seeds/s12-delayed-began-released-when-pan-fails.json", "V", "a delaysTouchesBegan release",
            """
            why V
              t=0.1  touchesBegan [1], delayed: withheld (delaysTouchesBegan) until the recognizer failed (SEMANTICS §7.3)
              t=0.1  touchesMoved [1], delayed: the follow-up move of a released began (SEMANTICS §7.3)
              t=0.1  touchesEnded [1]
            """
        ),
        (
            "controls/plain-control-loses-to-parent-tap.json", "tap", "parent tap versus plain control",
            """
            why tap
              t=0  touch 1 began on 'C'; tap received it (SEMANTICS §4.2)
              t=0.1  tap possible -> recognized: 1 tap (SEMANTICS §8.1)
                    its touches were cancelled in 'C' before its action (SEMANTICS §7.1)
              t=0.1  action tap recognized sent (SEMANTICS §5.5)
              fix: cancelsTouchesInView = false lets the views keep their touches (SEMANTICS §7.2)
            """
        ),
        (
            "hit-testing/why-not-hit-label-and-overhanging-button.json", "titleTap",
            "a recognizer that never took part",
            """
            why titleTap
              t=0.58  titleTap never received a touch: its view 'title' was never hit: touch 1 went to 'window' (userInteractionEnabled = false, UILabel's default; SEMANTICS §1.2)
            """
        ),
    ]

    @Test("the story of each classic conflict", arguments: 0..<WhyCommandTests.stories.count)
    func story(_ i: Int) {
        let c = Self.stories[i]
        let run = Self.why([c.trace, c.id])
        #expect(run.status == 0, "\(c.conflict): \(run.stderr)")
        #expect(run.stdout == c.story + "\n", "\(c.conflict)")
    }

    @Test("--at stops the story at a time; an unknown id is an error")
    func atAndUnknown() {
        #expect(
            Self.why(["examples/tap.json", "singleTap", "--at", "0.2"]).stdout == """
                why singleTap
                  t=0  touch 1 began on 'photo'; singleTap received it (SEMANTICS §4.2)
                  t=0.09  singleTap asked for recognized but waits for doubleTap to fail (SEMANTICS §5.6, §6.2)
                """ + "\n")
        let unknown = Self.why(["examples/tap.json", "nobody"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "why: no recognizer or view 'nobody' appears in the replay\n")
    }
}
