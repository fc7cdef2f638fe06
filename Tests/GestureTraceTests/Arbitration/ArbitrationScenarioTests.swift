import Testing

@testable import GestureTrace

/// Arbitration (SEMANTICS §5–§7) driven by `script` and `fingers` recognizers, so each test
/// pins the arbiter's rules and nothing of the gesture heuristics.
@Suite struct ArbitrationScenarioTests {
    /// A view with two continuous scripts, both asking to begin at the given times.
    private func twoScripts(
        aBegins: Double, bBegins: Double, sameView: Bool = true,
        configure: (inout SceneBuilder) -> Void = { _ in }
    ) -> SceneBuilder {
        SceneBuilder.twoViews {
            $0.recognizer(
                "a", on: "V", kind: .script(continuous: true, steps: [ScriptStep(time: aBegins, state: .began)]))
            $0.recognizer(
                "b", on: sameView ? "V" : "W",
                kind: .script(continuous: true, steps: [ScriptStep(time: bBegins, state: .began)]))
            configure(&$0)
        }
    }

    private let twoFingers: [InputEvent] = [
        Input.touches(0, [(1, .began, 50, 50), (2, .began, 250, 50)]),
        Input.touches(0.3, [(1, .ended, 50, 50), (2, .ended, 250, 50)]),
    ]

    @Test(
        "SEMANTICS §6.4: an effective recognizer fails an unannounced one on the same view; a later newcomer loses too")
    func exclusionFirstWins() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper, multipleTouch: true) {
            // The newcomer sits on a subview that only finger 2 reaches: a touched script that is
            // reset drops its steps (FORMAT §2.2), so b must first be touched after a began.
            $0.view("W", in: "V", frame: Rect(x: 100, y: 0, width: 200, height: 100))
            $0.recognizer("a", on: "V", kind: .script(continuous: true, steps: [ScriptStep(time: 0.1, state: .began)]))
            $0.recognizer("b", on: "W", kind: .script(continuous: true, steps: [ScriptStep(time: 0.2, state: .began)]))
            // c loses to a at 0.1; collected again by finger 2, it must not withhold that end.
            $0.recognizer("c", on: "V", kind: .script(continuous: true, steps: [])) { $0.delaysTouchesEnded = false }
        }
        let records = replay(
            b,
            [
                Input.down(1, 50, 50, at: 0),
                Input.down(2, 150, 50, at: 0.15),
                Input.touches(0.3, [(1, .ended, 50, 50), (2, .ended, 150, 50)]),
            ])
        #expect(
            dump(records, reasons: true) == """
                @0 input
                  V.began[1]
                @0.1 timer
                  a: possible->began (script step 1 at t=0.1 asks for began)
                  c: possible->failed (excluded by a (began))
                  V.cancelled[1]
                  action(a, began)
                  c reset
                @0.15 input
                  W.began[2]
                @0.2 timer
                  b: possible->failed (excluded by a (began))
                  b reset
                @0.3 input
                  W.ended[2]
                """)
    }

    @Test("SEMANTICS §6.5: either side's shouldRecognizeSimultaneously allows both")
    func simultaneityEitherSide() {
        for side in ["a", "b"] {
            let builder = twoScripts(aBegins: 0.1, bBegins: 0.2) { b in
                b.configureRecognizer(side) { $0.simultaneousWith = .only([side == "a" ? 1 : 0]) }
            }
            let out = dump(replay(builder, twoFingers))
            #expect(
                out == """
                    @0 input
                      V.began[1]
                      W.began[2]
                    @0.1 timer
                      a: possible->began
                      V.cancelled[1]
                      action(a, began)
                    @0.2 timer
                      b: possible->began
                      action(b, began)
                    @0.3 input
                      W.ended[2]
                    """, "simultaneousWith on \(side)")
        }
    }

    @Test("SEMANTICS §6.4 (c): recognizers on sibling views never exclude each other")
    func siblingsDoNotExclude() {
        let out = dump(replay(twoScripts(aBegins: 0.1, bBegins: 0.2, sameView: false), twoFingers))
        #expect(
            out == """
                @0 input
                  V.began[1]
                  W.began[2]
                @0.1 timer
                  a: possible->began
                  V.cancelled[1]
                  action(a, began)
                @0.2 timer
                  b: possible->began
                  W.cancelled[2]
                  action(b, began)
                """)
    }

    @Test("SEMANTICS §6.2–§6.3: a recognizer waits on a failure requirement, then proceeds when it fails")
    func requirementFailsThenProceeds() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "s", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.08, state: .recognized)]))
            $0.recognizer(
                "d", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.43, state: .failed)]))
            $0.configureRecognizer("s") { $0.requireToFail = [1] }
        }
        let records = replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.1)])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.08 timer
                  s pending recognized on d
                @0.43 timer
                  d: possible->failed
                  s: possible->recognized
                  V.cancelled[1]
                  action(s, recognized)
                  s reset
                  d reset
                """)
    }

    @Test("SEMANTICS §6.3: when the required recognizer wins, the waiting one fails without an action")
    func requirementWinsThenWaiterFails() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "s", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.08, state: .recognized)]))
            $0.recognizer(
                "d", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.3, state: .recognized)]))
            $0.configureRecognizer("s") { $0.requireToFail = [1] }
        }
        let records = replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.1)])
        #expect(
            dump(records, reasons: true) == """
                @0 input
                  V.began[1]
                @0.08 timer
                  s pending recognized on d
                @0.3 timer
                  d: possible->recognized (script step 1 at t=0.3 asks for recognized)
                  s: possible->failed (requires failure of d, which recognized)
                  V.cancelled[1]
                  action(d, recognized)
                  s reset
                  d reset
                """)
    }

    @Test("SEMANTICS §6.1: shouldBeRequiredToFailBy on the required side makes the same edge")
    func dynamicRequirementFromRequiredSide() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "s", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.08, state: .recognized)]))
            $0.recognizer(
                "d", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.43, state: .failed)]))
            $0.configureRecognizer("d") { $0.shouldBeRequiredToFailBy = [0] }
        }
        let out = dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.1)]))
        #expect(
            out == """
                @0 input
                  V.began[1]
                @0.08 timer
                  s pending recognized on d
                @0.43 timer
                  d: possible->failed
                  s: possible->recognized
                  V.cancelled[1]
                  action(s, recognized)
                  s reset
                  d reset
                """)
    }

    @Test("SEMANTICS §6.2: a requirement on a recognizer with no touch in the sequence does not block")
    func requirementOnUntouchedRecognizerDoesNotBlock() {
        let b = SceneBuilder.twoViews {
            $0.recognizer(
                "s", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.08, state: .recognized)]))
            $0.recognizer("d", on: "W", kind: .script(continuous: false, steps: []))
            $0.configureRecognizer("s") { $0.requireToFail = [1] }
        }
        let out = dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.1)]))
        #expect(
            out == """
                @0 input
                  V.began[1]
                @0.08 timer
                  s: possible->recognized
                  V.cancelled[1]
                  action(s, recognized)
                  s reset
                """)
    }

    @Test("SEMANTICS §7.2: without cancelsTouchesInView the view keeps every phase, actions first")
    func cancelsTouchesInViewOff() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "p", on: "V",
                kind: .script(
                    continuous: true,
                    steps: [
                        ScriptStep(time: 0.05, state: .began), ScriptStep(time: 0.2, state: .ended),
                    ])
            ) { $0.cancelsTouchesInView = false }
        }
        let records = replay(
            b,
            [
                Input.down(1, 100, 100, at: 0), Input.move(1, 110, 100, at: 0.1), Input.move(1, 120, 100, at: 0.15),
                Input.up(1, 120, 100, at: 0.3),
            ])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.05 timer
                  p: possible->began
                  action(p, began)
                @0.1 input
                  p: began->changed
                  action(p, changed)
                  V.moved[1]
                @0.15 input
                  action(p, changed)
                  V.moved[1]
                @0.2 timer
                  p: changed->ended
                  action(p, ended)
                  p reset
                @0.3 input
                  V.ended[1]
                """)
    }

    @Test("SEMANTICS §7.3: delaysTouchesBegan withholds began and moves; failure releases them late")
    func delaysTouchesBeganFailure() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer("p", on: "V", kind: .script(continuous: true, steps: [ScriptStep(time: 0.2, state: .failed)]))
            {
                $0.delaysTouchesBegan = true
            }
        }
        let records = replay(
            b,
            [
                Input.down(1, 100, 100, at: 0), Input.move(1, 104, 100, at: 0.1), Input.up(1, 104, 100, at: 0.3),
            ])
        #expect(
            dump(records) == """
                @0.2 timer
                  p: possible->failed
                  V.began[1] delayed
                  V.moved[1] delayed
                  p reset
                @0.3 input
                  V.ended[1]
                """)
    }

    @Test("SEMANTICS §7.3: delaysTouchesBegan and success: the view never hears of the touch")
    func delaysTouchesBeganSuccess() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "p", on: "V",
                kind: .script(
                    continuous: true,
                    steps: [
                        ScriptStep(time: 0.05, state: .began), ScriptStep(time: 0.2, state: .ended),
                    ])
            ) { $0.delaysTouchesBegan = true }
        }
        let out = dump(
            replay(
                b, [Input.down(1, 100, 100, at: 0), Input.move(1, 120, 100, at: 0.1), Input.up(1, 120, 100, at: 0.3)]))
        #expect(
            out == """
                @0.05 timer
                  p: possible->began
                  action(p, began)
                @0.1 input
                  p: began->changed
                  action(p, changed)
                @0.2 timer
                  p: changed->ended
                  action(p, ended)
                  p reset
                """)
    }

    @Test("SEMANTICS §7.4: delaysTouchesEnded withholds the end until the recognizer fails")
    func delaysTouchesEndedFailure() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "d", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.43, state: .failed)]))
        }
        let records = replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.08)])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.43 timer
                  d: possible->failed
                  V.ended[1] delayed
                  d reset
                """)
    }

    @Test("SEMANTICS §7.8: with all three flags off a recognizer is invisible to views")
    func transparentRecognizer() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameLeft) {
            $0.recognizer(
                "r", on: "V", kind: .script(continuous: false, steps: [ScriptStep(time: 0.2, state: .recognized)])
            ) {
                $0.cancelsTouchesInView = false
                $0.delaysTouchesEnded = false
            }
        }
        let records = replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.1)])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.1 input
                  V.ended[1]
                @0.2 timer
                  r: possible->recognized
                  action(r, recognized)
                  r reset
                """)
    }

    @Test("SEMANTICS §2.8: an interrupt cancels an active continuous recognizer and the view's touches")
    func interruptMidGesture() {
        let b = SceneBuilder.twoViews("V", "U") {
            $0.recognizer("p", on: "V", kind: .script(continuous: true, steps: [ScriptStep(time: 0.1, state: .began)]))
            $0.recognizer("t", on: "window", kind: .script(continuous: false, steps: []))
        }
        let records = replay(
            b,
            [
                Input.touches(0, [(1, .began, 50, 50), (2, .began, 250, 50)]),
                Input.move(1, 60, 50, at: 0.2),
                .interrupt(time: 0.25),
            ])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                  U.began[2]
                @0.1 timer
                  p: possible->began
                  t: possible->failed
                  V.cancelled[1]
                  action(p, began)
                  t reset
                @0.2 input
                  p: began->changed
                  action(p, changed)
                @0.25 interrupt
                  p: changed->cancelled
                  action(p, cancelled)
                  U.cancelled[2]
                  p reset
                """)
    }

    @Test("ThreeFinger seed: three fingers recognize and cancel the view's touches")
    func threeFingersCancel() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper, multipleTouch: true) {
            $0.recognizer("three", on: "V", kind: .fingers(count: 3, failOnExtra: false))
        }
        let records = replay(
            b,
            [
                Input.down(1, 50, 50, at: 0), Input.down(2, 100, 50, at: 0.02), Input.down(3, 150, 50, at: 0.04),
                Input.touches(0.2, [(1, .ended, 50, 50), (2, .ended, 100, 50), (3, .ended, 150, 50)]),
            ])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.02 input
                  V.began[2]
                @0.04 input
                  three: possible->recognized
                  V.cancelled[1,2]
                  action(three, recognized)
                  three reset
                """)
    }

    @Test("ThreeFinger seed: with cancelsTouchesInView off the view sees everything")
    func threeFingersNoCancel() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper, multipleTouch: true) {
            $0.recognizer("three", on: "V", kind: .fingers(count: 3, failOnExtra: false)) {
                $0.cancelsTouchesInView = false
            }
        }
        let out = dump(
            replay(
                b,
                [
                    Input.down(1, 50, 50, at: 0), Input.down(2, 100, 50, at: 0.02), Input.down(3, 150, 50, at: 0.04),
                    Input.touches(0.2, [(1, .ended, 50, 50), (2, .ended, 100, 50), (3, .ended, 150, 50)]),
                ]))
        #expect(
            out == """
                @0 input
                  V.began[1]
                @0.02 input
                  V.began[2]
                @0.04 input
                  three: possible->recognized
                  action(three, recognized)
                  V.began[3]
                  three reset
                @0.2 input
                  V.ended[1,2,3]
                """)
    }

    @Test("ThreeFinger seed: delaysTouchesBegan and a fourth finger that fails it releases all four")
    func threeFingersDelayedFourthFails() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper, multipleTouch: true) {
            $0.recognizer("three", on: "V", kind: .fingers(count: 3, failOnExtra: true)) {
                $0.delaysTouchesBegan = true
            }
        }
        let records = replay(
            b,
            [
                Input.touches(0, [(1, .began, 50, 50), (2, .began, 100, 50)]),
                Input.touches(0.05, [(3, .began, 150, 50), (4, .began, 200, 50)]),
                Input.touches(
                    0.2, [(1, .ended, 50, 50), (2, .ended, 100, 50), (3, .ended, 150, 50), (4, .ended, 200, 50)]),
            ])
        #expect(
            dump(records) == """
                @0.05 input
                  three: possible->failed
                  V.began[1,2] delayed
                  V.began[3,4]
                  three reset
                @0.2 input
                  V.ended[1,2,3,4]
                """)
    }
}
