import Testing

@testable import GestureTrace

/// The end-to-end scenarios of SEMANTICS §13, each as an exact event sequence.
@Suite struct SemanticsScenarioTests {
    @Test("S1: a tap on a view with a tap recognizer cancels instead of ending the view's touch")
    func s1() {
        let b = SceneBuilder.oneView { $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1)) }
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.08)])) == """
                @0 input
                  V.began[1]
                @0.08 input
                  tap: possible->recognized
                  V.cancelled[1]
                  action(tap, recognized)
                  tap reset
                """)
    }

    @Test("S2: with cancelsTouchesInView false the withheld end is released after the action")
    func s2() {
        let b = SceneBuilder.oneView {
            $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.cancelsTouchesInView = false }
        }
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 101, 100, at: 0.08)])) == """
                @0 input
                  V.began[1]
                @0.08 input
                  tap: possible->recognized
                  action(tap, recognized)
                  V.ended[1]
                  tap reset
                """)
    }

    @Test("S3: a tap held past 0.75 s fails and the end reaches the view undelayed")
    func s3() {
        let b = SceneBuilder.oneView { $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1)) }
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.9)])) == """
                @0 input
                  V.began[1]
                @0.75 timer
                  tap: possible->failed
                  tap reset
                @0.9 input
                  V.ended[1]
                """)
    }

    private let doubleTap: [InputEvent] = [
        Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.08),
        Input.down(2, 102, 101, at: 0.22), Input.up(2, 102, 101, at: 0.3),
    ]

    @Test(
        "S4: single and double tap without a requirement: single fires on the first tap, double excludes it on the second"
    )
    func s4() {
        let b = SceneBuilder.oneView {
            $0.recognizer("s", on: "V", kind: .tap(taps: 1, touches: 1))
            $0.recognizer("d", on: "V", kind: .tap(taps: 2, touches: 1))
        }
        #expect(
            dump(replay(b, doubleTap)) == """
                @0 input
                  V.began[1]
                @0.08 input
                  s: possible->recognized
                  V.cancelled[1]
                  action(s, recognized)
                  s reset
                @0.3 input
                  d: possible->recognized
                  s: possible->failed
                  action(d, recognized)
                  d reset
                  s reset
                """)
    }

    @Test("S5: s requires d to fail; one tap: s waits for d's interval, then recognizes")
    func s5() {
        let b = SceneBuilder.oneView {
            $0.recognizer("s", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1] }
            $0.recognizer("d", on: "V", kind: .tap(taps: 2, touches: 1))
        }
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.08)])) == """
                @0 input
                  V.began[1]
                @0.08 input
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

    @Test("S6: s requires d to fail; double tap: d recognizes and s fails")
    func s6() {
        let b = SceneBuilder.oneView {
            $0.recognizer("s", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [1] }
            $0.recognizer("d", on: "V", kind: .tap(taps: 2, touches: 1))
        }
        #expect(
            dump(replay(b, doubleTap), hits: true) == """
                @0 input
                  hit 1 V [s,d] V>window>UIApplication>AppDelegate
                  V.began[1]
                @0.08 input
                  s pending recognized on d
                @0.22 input
                  hit 2 V [d] V>window>UIApplication>AppDelegate
                @0.3 input
                  d: possible->recognized
                  s: possible->failed
                  V.cancelled[1]
                  action(d, recognized)
                  s reset
                  d reset
                """)
    }

    @Test("S7: long press held still, then dragged: automatic changed on every move")
    func s7() {
        let b = SceneBuilder.oneView {
            $0.recognizer(
                "lp", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.move(1, 103, 101, at: 0.2),
                        Input.move(1, 130, 100, at: 0.7),
                        Input.move(1, 140, 100, at: 0.9), Input.up(1, 140, 100, at: 1.0),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.2 input
                      V.moved[1]
                    @0.5 timer
                      lp: possible->began
                      V.cancelled[1]
                      action(lp, began)
                    @0.7 input
                      lp: began->changed
                      action(lp, changed)
                    @0.9 input
                      action(lp, changed)
                    @1 input
                      lp: changed->ended
                      action(lp, ended)
                      lp reset
                    """)
    }

    @Test("S8: a long press moving past allowableMovement fails")
    func s8() {
        let b = SceneBuilder.oneView {
            $0.recognizer(
                "lp", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        }
        #expect(
            dump(
                replay(
                    b,
                    [Input.down(1, 100, 100, at: 0), Input.move(1, 111, 100, at: 0.3), Input.up(1, 111, 100, at: 0.6)]))
                    == """
                    @0 input
                      V.began[1]
                    @0.3 input
                      lp: possible->failed
                      V.moved[1]
                      lp reset
                    @0.6 input
                      V.ended[1]
                    """)
    }

    @Test("S9: tap and long press on one view: a quick tap excludes the long press; a hold excludes the tap")
    func s9() {
        let b = SceneBuilder.oneView {
            $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
            $0.recognizer(
                "lp", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        }
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.08)])) == """
                @0 input
                  V.began[1]
                @0.08 input
                  lp: possible->failed
                  tap: possible->recognized
                  V.cancelled[1]
                  action(tap, recognized)
                  tap reset
                  lp reset
                """)
        #expect(
            dump(replay(b, [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.6)])) == """
                @0 input
                  V.began[1]
                @0.5 timer
                  lp: possible->began
                  tap: possible->failed
                  V.cancelled[1]
                  action(lp, began)
                  tap reset
                @0.6 input
                  lp: began->ended
                  action(lp, ended)
                  lp reset
                """)
    }

    private let panDrag: [InputEvent] = [
        Input.down(1, 100, 100, at: 0), Input.move(1, 104, 100, at: 0.016), Input.move(1, 112, 100, at: 0.033),
        Input.move(1, 120, 100, at: 0.05), Input.up(1, 125, 100, at: 0.066),
    ]

    @Test("S10: a pan cancels the view's touch when it begins, translation minus hysteresis")
    func s10() {
        let b = SceneBuilder.oneView {
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        }
        let records = replay(b, panDrag)
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.016 input
                  V.moved[1]
                @0.033 input
                  pan: possible->began
                  V.cancelled[1]
                  action(pan, began)
                @0.05 input
                  pan: began->changed
                  action(pan, changed)
                @0.066 input
                  pan: changed->ended
                  action(pan, ended)
                  pan reset
                """)
        let began =
            records.compactMap { r -> [Measurement]? in
                if case let .state(_, .possible, .began, _, values) = r.body { return values } else { return nil }
            }.first ?? []
        #expect(began.first { $0.name == "translationX" }?.value == 2)
    }

    @Test("S11: a pan with cancelsTouchesInView false: actions first, the view sees every phase")
    func s11() {
        let b = SceneBuilder.oneView {
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)) {
                $0.cancelsTouchesInView = false
            }
        }
        #expect(
            dump(replay(b, panDrag)) == """
                @0 input
                  V.began[1]
                @0.016 input
                  V.moved[1]
                @0.033 input
                  pan: possible->began
                  action(pan, began)
                  V.moved[1]
                @0.05 input
                  pan: began->changed
                  action(pan, changed)
                  V.moved[1]
                @0.066 input
                  pan: changed->ended
                  action(pan, ended)
                  V.ended[1]
                  pan reset
                """)
    }

    @Test("S12: delaysTouchesBegan and a pan that fails: began and a catch-up move arrive late")
    func s12() {
        let b = SceneBuilder.oneView {
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)) {
                $0.delaysTouchesBegan = true
            }
        }
        #expect(
            dump(
                replay(
                    b,
                    [Input.down(1, 100, 100, at: 0), Input.move(1, 104, 100, at: 0.03), Input.up(1, 104, 100, at: 0.1)])
            ) == """
                @0.1 input
                  pan: possible->failed
                  V.began[1] delayed
                  V.moved[1] delayed
                  V.ended[1]
                  pan reset
                """)
    }

    @Test("S13: delaysTouchesBegan and a pan that succeeds: the view never hears of the touch")
    func s13() {
        let b = SceneBuilder.oneView {
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)) {
                $0.delaysTouchesBegan = true
            }
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.move(1, 112, 100, at: 0.033),
                        Input.up(1, 112, 100, at: 0.1),
                    ])) == """
                    @0.033 input
                      pan: possible->began
                      action(pan, began)
                    @0.1 input
                      pan: began->ended
                      action(pan, ended)
                      pan reset
                    """)
    }

    /// Button B (50, 50, 100, 44) in view V, the upper part of the screen.
    private static let buttonB = Rect(x: 50, y: 50, width: 100, height: 44)

    @Test("S14: a button inside a view with a tap recognizer: the button refuses the tap, touchUpInside fires")
    func s14() {
        let b = SceneBuilder.control(frame: Self.buttonB) {
            $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
        }
        #expect(
            dump(replay(b, [Input.down(1, 80, 70, at: 0), Input.up(1, 80, 70, at: 0.08)])) == """
                @0 input
                  B.began[1]
                  B touchDown
                @0.08 input
                  tap: possible->failed
                  B.ended[1]
                  B touchUpInside
                  B primaryActionTriggered
                  tap reset
                """)
    }

    @Test("S15: the same with cancelsTouchesInView false: both fire")
    func s15() {
        let b = SceneBuilder.control(frame: Self.buttonB) {
            $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1)) { $0.cancelsTouchesInView = false }
        }
        #expect(
            dump(replay(b, [Input.down(1, 80, 70, at: 0), Input.up(1, 80, 70, at: 0.08)])) == """
                @0 input
                  B.began[1]
                  B touchDown
                @0.08 input
                  tap: possible->recognized
                  action(tap, recognized)
                  B.ended[1]
                  B touchUpInside
                  B primaryActionTriggered
                  tap reset
                """)
    }

    @Test("S16: a button under a double-tap recognizer: touchUpInside 350 ms late; a double tap cancels the button")
    func s16() {
        let b = SceneBuilder.control(frame: Self.buttonB) {
            $0.recognizer("d", on: "V", kind: .tap(taps: 2, touches: 1))
        }
        #expect(
            dump(replay(b, [Input.down(1, 80, 70, at: 0), Input.up(1, 80, 70, at: 0.08)])) == """
                @0 input
                  B.began[1]
                  B touchDown
                @0.43 timer
                  d: possible->failed
                  B.ended[1] delayed
                  B touchUpInside
                  B primaryActionTriggered
                  d reset
                """)
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 80, 70, at: 0), Input.up(1, 80, 70, at: 0.08), Input.down(2, 80, 70, at: 0.22),
                        Input.up(2, 80, 70, at: 0.3),
                    ])) == """
                    @0 input
                      B.began[1]
                      B touchDown
                    @0.3 input
                      d: possible->recognized
                      B.cancelled[1]
                      B touchCancel
                      action(d, recognized)
                      d reset
                    """)
    }

    @Test("S17: pinch and rotation simultaneous; without the delegate the rotation is excluded")
    func s17() {
        let events: [InputEvent] = [
            Input.touches(0, [(1, .began, 100, 300), (2, .began, 300, 300)]),
            Input.touches(0.05, [(1, .moved, 95, 300), (2, .moved, 305, 300)]),
            Input.touches(0.1, [(1, .moved, 95, 280), (2, .moved, 305, 320)]),
            Input.up(1, 95, 280, at: 0.15),
            Input.up(2, 305, 320, at: 0.2),
        ]
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameScreen, multipleTouch: true) {
            $0.recognizer("p", on: "V", kind: .pinch) { $0.simultaneousWith = .only([1]) }
            $0.recognizer("r", on: "V", kind: .rotation)
        }
        #expect(
            dump(replay(b, events)) == """
                @0 input
                  V.began[1,2]
                @0.05 input
                  p: possible->began
                  V.cancelled[1,2]
                  action(p, began)
                @0.1 input
                  p: began->changed
                  r: possible->began
                  action(r, began)
                  action(p, changed)
                @0.2 input
                  p: changed->ended
                  r: began->ended
                  action(p, ended)
                  action(r, ended)
                  p reset
                  r reset
                """)
        var exclusive = b
        exclusive.configureRecognizer("p") { $0.simultaneousWith = .none }
        #expect(
            dump(replay(exclusive, events)) == """
                @0 input
                  V.began[1,2]
                @0.05 input
                  p: possible->began
                  r: possible->failed
                  V.cancelled[1,2]
                  action(p, began)
                  r reset
                @0.1 input
                  p: began->changed
                  action(p, changed)
                @0.2 input
                  p: changed->ended
                  action(p, ended)
                  p reset
                """)
    }

    @Test("S18: pan requires swipe to fail: a fast flick recognizes the swipe; a slow drag pans from zero")
    func s18() {
        let wide = SceneBuilder.oneView(frame: Rect(x: 0, y: 200, width: 390, height: 200)) {
            $0.recognizer("sw", on: "V", kind: .swipe(directions: .right, touches: 1))
            $0.recognizer("pn", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)) {
                $0.requireToFail = [0]
            }
        }
        #expect(
            dump(
                replay(
                    wide,
                    [
                        Input.down(1, 100, 300, at: 0), Input.move(1, 120, 300, at: 0.016),
                        Input.move(1, 160, 300, at: 0.033), Input.up(1, 160, 300, at: 0.05),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.016 input
                      pn pending began on sw
                      V.moved[1]
                    @0.033 input
                      sw: possible->recognized
                      pn: possible->failed
                      V.cancelled[1]
                      action(sw, recognized)
                      sw reset
                      pn reset
                    """)
        let slow = replay(
            wide,
            [
                Input.down(1, 100, 300, at: 0), Input.move(1, 115, 300, at: 0.1), Input.move(1, 130, 300, at: 0.3),
                Input.move(1, 135, 300, at: 0.6), Input.move(1, 150, 300, at: 0.7), Input.up(1, 150, 300, at: 0.8),
            ])
        #expect(
            dump(slow) == """
                @0 input
                  V.began[1]
                @0.1 input
                  pn pending began on sw
                  V.moved[1]
                @0.3 input
                  V.moved[1]
                @0.6 input
                  sw: possible->failed
                  pn: possible->began
                  V.cancelled[1]
                  action(pn, began)
                @0.7 input
                  pn: began->changed
                  action(pn, changed)
                @0.8 input
                  pn: changed->ended
                  action(pn, ended)
                  sw reset
                  pn reset
                """)
    }

    @Test("S19: a system cancel mid-pan; a plain view's touch is cancelled too")
    func s19() {
        let b = SceneBuilder.oneView("S", frame: SceneBuilder.frameUpper, multipleTouch: true) {
            $0.view("V", in: "S", frame: SceneBuilder.frameLeft)
            $0.view("U", frame: Rect(x: 0, y: 500, width: 390, height: 200))
            $0.recognizer("tap", on: "S", kind: .tap(taps: 1, touches: 1))
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.down(2, 100, 600, at: 0.05),
                        Input.move(1, 112, 100, at: 0.1),
                        Input.move(1, 130, 100, at: 0.2), .interrupt(time: 0.25),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.05 input
                      U.began[2]
                    @0.1 input
                      pan: possible->began
                      tap: possible->failed
                      V.cancelled[1]
                      action(pan, began)
                      tap reset
                    @0.2 input
                      pan: began->changed
                      action(pan, changed)
                    @0.25 interrupt
                      pan: changed->cancelled
                      action(pan, cancelled)
                      U.cancelled[2]
                      pan reset
                    """)
    }

    @Test("S20: a button tracks with a 70 pt drag slop")
    func s20() {
        var b = SceneBuilder()
        b.view("B", frame: Rect(x: 50, y: 50, width: 100, height: 44), class: .button)
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 60, 60, at: 0), Input.move(1, 60, 120, at: 0.1), Input.move(1, 60, 180, at: 0.2),
                        Input.move(1, 60, 150, at: 0.3), Input.up(1, 60, 150, at: 0.4),
                    ])) == """
                    @0 input
                      B.began[1]
                      B touchDown
                    @0.1 input
                      B.moved[1]
                      B touchDragInside
                    @0.2 input
                      B.moved[1]
                      B touchDragExit
                      B touchDragOutside
                    @0.3 input
                      B.moved[1]
                      B touchDragEnter
                      B touchDragInside
                    @0.4 input
                      B.ended[1]
                      B touchUpInside
                      B primaryActionTriggered
                    """)
    }

    @Test(
        "S21: a button in a vertical scroll view: quick tap, hold then drag, immediate drag; plain content is cancelled"
    )
    func s21() {
        let b = SceneBuilder.verticalScrollView(content: .button)
        #expect(
            dump(replay(b, [Input.down(1, 50, 120, at: 0), Input.up(1, 50, 120, at: 0.08)])) == """
                @0.08 input
                  S.pan: possible->failed
                  B.began[1] delayed
                  B touchDown
                  B.ended[1]
                  B touchUpInside
                  B primaryActionTriggered
                  S.pan reset
                """)
        #expect(
            dump(
                replay(
                    b, [Input.down(1, 50, 120, at: 0), Input.move(1, 50, 150, at: 0.3), Input.up(1, 50, 150, at: 0.4)]))
                    == """
                    @0.15 timer
                      B.began[1] delayed
                      B touchDown
                    @0.3 input
                      S.pan: possible->failed
                      B.moved[1]
                      B touchDragInside
                      S.pan reset
                    @0.4 input
                      B.ended[1]
                      B touchUpInside
                      B primaryActionTriggered
                    """)
        #expect(
            dump(
                replay(
                    b, [Input.down(1, 50, 120, at: 0), Input.move(1, 50, 135, at: 0.05), Input.up(1, 50, 135, at: 0.1)])
            ) == """
                @0.05 input
                  S.pan: possible->began
                  action(S.pan, began)
                @0.1 input
                  S.pan: began->ended
                  action(S.pan, ended)
                  S.pan reset
                """)
        let plain = SceneBuilder.verticalScrollView(content: .view)
        #expect(
            dump(
                replay(
                    plain,
                    [Input.down(1, 50, 120, at: 0), Input.move(1, 50, 150, at: 0.3), Input.up(1, 50, 150, at: 0.4)]))
                    == """
                    @0.15 timer
                      B.began[1] delayed
                    @0.3 input
                      S.pan: possible->began
                      B.cancelled[1]
                      action(S.pan, began)
                    @0.4 input
                      S.pan: began->ended
                      action(S.pan, ended)
                      S.pan reset
                    """)
    }

    @Test("S23: multipleTouchEnabled false and a two-finger tap")
    func s23() {
        let b = SceneBuilder.oneView { $0.recognizer("tap2", on: "V", kind: .tap(taps: 1, touches: 2)) }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.down(2, 150, 100, at: 0.02),
                        Input.up(1, 100, 100, at: 0.09), Input.up(2, 150, 100, at: 0.1),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.1 input
                      tap2: possible->recognized
                      V.cancelled[1]
                      action(tap2, recognized)
                      tap2 reset
                    """)
    }

    @Test("S24: tap recognizers on sibling views both recognize")
    func s24() {
        var b = SceneBuilder()
        b.view("A", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.view("B", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        b.recognizer("tapA", on: "A", kind: .tap(taps: 1, touches: 1))
        b.recognizer("tapB", on: "B", kind: .tap(taps: 1, touches: 1))
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.touches(0, [(1, .began, 50, 50), (2, .began, 250, 50)]),
                        Input.touches(0.08, [(1, .ended, 50, 50), (2, .ended, 250, 50)]),
                    ])) == """
                    @0 input
                      A.began[1]
                      B.began[2]
                    @0.08 input
                      tapA: possible->recognized
                      A.cancelled[1]
                      action(tapA, recognized)
                      tapB: possible->recognized
                      B.cancelled[2]
                      action(tapB, recognized)
                      tapA reset
                      tapB reset
                    """)
    }

    @Test("S25: the delegate's shouldBegin false fails the pan; the view keeps its touch")
    func s25() {
        let b = SceneBuilder.oneView {
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)) {
                $0.shouldBegin = false
            }
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.move(1, 112, 100, at: 0.033),
                        Input.up(1, 112, 100, at: 0.1),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.033 input
                      pan: possible->failed
                      V.moved[1]
                      pan reset
                    @0.1 input
                      V.ended[1]
                    """)
    }

    @Test("S26: a long press with one tap: tap, then hold")
    func s26() {
        let b = SceneBuilder.oneView {
            $0.recognizer(
                "lp", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 1, touches: 1))
        }
        #expect(
            dump(
                replay(
                    b,
                    [Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.1), Input.down(2, 100, 100, at: 0.3)]))
                    == """
                    @0 input
                      V.began[1]
                    @0.8 timer
                      lp: possible->began
                      V.cancelled[1]
                      action(lp, began)
                    """)
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.up(1, 100, 100, at: 0.1),
                        Input.down(2, 100, 100, at: 0.5), Input.up(2, 100, 100, at: 0.6),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.45 timer
                      lp: possible->failed
                      V.ended[1] delayed
                      lp reset
                    @0.5 input
                      V.began[2]
                    @0.95 timer
                      lp: possible->failed
                      V.ended[2] delayed
                      lp reset
                    """)
    }

    @Test("S27: a left screen-edge pan withholds the began and begins 15 pt away from the edge")
    func s27() {
        let b = SceneBuilder.oneView("R", frame: SceneBuilder.frameScreen) {
            $0.recognizer("edge", on: "R", kind: .screenEdgePan(edges: [.left]))
        }
        #expect(
            dump(
                replay(
                    b, [Input.down(1, 5, 400, at: 0), Input.move(1, 25, 402, at: 0.05), Input.up(1, 25, 402, at: 0.1)]))
                    == """
                    @0.05 input
                      edge: possible->began
                      action(edge, began)
                    @0.1 input
                      edge: began->ended
                      action(edge, ended)
                      edge reset
                    """)
    }

    @Test("S29: after a reset a tap starts a fresh attempt on a second finger, and is excluded by the active pan")
    func s29() {
        let b = SceneBuilder.oneView(multipleTouch: true) {
            $0.recognizer("tap", on: "V", kind: .tap(taps: 1, touches: 1))
            $0.recognizer("pan", on: "V", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.move(1, 112, 100, at: 0.05),
                        Input.down(2, 150, 150, at: 0.1), Input.up(2, 150, 150, at: 0.15),
                    ]), hits: true) == """
                    @0 input
                      hit 1 V [tap,pan] V>window>UIApplication>AppDelegate
                      V.began[1]
                    @0.05 input
                      pan: possible->began
                      tap: possible->failed
                      V.cancelled[1]
                      action(pan, began)
                      tap reset
                    @0.1 input
                      hit 2 V [tap,pan] V>window>UIApplication>AppDelegate
                      V.began[2]
                    @0.15 input
                      tap: possible->failed
                      V.ended[2]
                      tap reset
                    """)
    }

    /// S22's table shows touchUpInside at 0.300; the possible pinch's default
    /// delaysTouchesEnded (SEMANTICS §7.4) withholds A's end until the pinch fails at 0.400, so the
    /// control event comes then (docs/DECISIONS.md).
    @Test(
        "S22: exclusive touch: B gets no touch and its recognizers are not collected; the pinch on V gets both fingers")
    func s22() {
        var b = SceneBuilder()
        b.view("V", frame: Rect(x: 0, y: 0, width: 390, height: 400)) { $0.multipleTouchEnabled = true }
        b.view("A", in: "V", frame: Rect(x: 20, y: 20, width: 100, height: 44), class: .button) {
            $0.exclusiveTouch = true
        }
        b.view("B", in: "V", frame: Rect(x: 200, y: 20, width: 100, height: 44), class: .button)
        b.recognizer("p", on: "V", kind: .pinch)
        b.recognizer("bTap", on: "B", kind: .tap(taps: 1, touches: 1))
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 50, 40, at: 0), Input.down(2, 250, 40, at: 0.1),
                        Input.up(1, 50, 40, at: 0.3), Input.up(2, 250, 40, at: 0.4),
                    ]), hits: true) == """
                    @0 input
                      hit 1 A [p] A>V>window>UIApplication>AppDelegate
                      A.began[1]
                      A touchDown
                    @0.1 input
                      hit 2 B [p] B>V>window>UIApplication>AppDelegate
                    @0.4 input
                      p: possible->failed
                      A.ended[1] delayed
                      A touchUpInside
                      A primaryActionTriggered
                      p reset
                    """)
    }

    @Test(
        "S28 via SEMANTICS §8.2 step 1: a long press that began ignores a new finger, which reaches its view untouched")
    func s28IgnoredTouch() {
        let b = SceneBuilder.oneView(multipleTouch: true) {
            $0.recognizer(
                "lp", on: "V", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1))
        }
        #expect(
            dump(
                replay(
                    b,
                    [
                        Input.down(1, 100, 100, at: 0), Input.down(2, 150, 150, at: 0.6),
                        Input.move(2, 160, 150, at: 0.7),
                        Input.up(2, 160, 150, at: 0.8), Input.up(1, 100, 100, at: 0.9),
                    ])) == """
                    @0 input
                      V.began[1]
                    @0.5 timer
                      lp: possible->began
                      V.cancelled[1]
                      action(lp, began)
                    @0.6 input
                      V.began[2]
                    @0.7 input
                      V.moved[2]
                    @0.8 input
                      V.ended[2]
                    @0.9 input
                      lp: began->ended
                      action(lp, ended)
                      lp reset
                    """)
    }

    /// A recognizer of `kind` on `cell` over a slider at (20, 80, 300, 40) whose thumb (value 0)
    /// spans x 20 … 51, its touch area x 11.5 … 59.5: a touch from `start` moving by `move` in two
    /// steps 0.05 s apart, lifted at 0.15. With `delaysBegan` the recognizer withholds the
    /// slider's began, so the slider does not track while it is asked (SEMANTICS §9.6).
    private func sliderGesture(
        _ kind: RecognizerKind, from start: Point, move: Point, delaysBegan: Bool = false
    ) -> String {
        let b = SceneBuilder.control(
            "slider", .slider, frame: Rect(x: 20, y: 80, width: 300, height: 40), in: "cell"
        ) {
            $0.recognizer("g", on: "cell", kind: kind) { $0.delaysTouchesBegan = delaysBegan }
        }
        let mid = Point(x: start.x + move.x / 2, y: start.y + move.y / 2)
        let end = Point(x: start.x + move.x, y: start.y + move.y)
        return dump(
            replay(
                b,
                [
                    Input.down(1, start.x, start.y, at: 0), Input.move(1, mid.x, mid.y, at: 0.05),
                    Input.move(1, end.x, end.y, at: 0.1), Input.up(1, end.x, end.y, at: 0.15),
                ]), reasons: true)
    }

    private static let pan = RecognizerKind.pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)

    @Test("SEMANTICS §9.6: a slider tracking its thumb refuses an ancestor's swipe in any direction")
    func trackingSliderRefusesSwipe() {
        #expect(
            sliderGesture(.swipe(directions: .up, touches: 1), from: Point(x: 35, y: 100), move: Point(x: 0, y: -80))
                == """
                @0 input
                  slider.began[1]
                  slider touchDown
                  slider valueChanged
                  slider primaryActionTriggered
                @0.05 input
                  slider.moved[1]
                  slider valueChanged
                  slider primaryActionTriggered
                  slider touchDragInside
                @0.1 input
                  g: possible->failed (slider (UISlider) refused in gestureRecognizerShouldBegin: it is tracking its thumb)
                  slider.moved[1]
                  slider valueChanged
                  slider primaryActionTriggered
                  slider touchDragInside
                  g reset
                @0.15 input
                  slider.ended[1]
                  slider valueChanged
                  slider primaryActionTriggered
                  slider touchUpInside
                """)
    }

    @Test("SEMANTICS §9.6: an idle slider refuses a pan along it on its thumb, not one across it")
    func idleSliderRefusesPanAlongItsThumb() {
        let along = sliderGesture(Self.pan, from: Point(x: 35, y: 100), move: Point(x: 14, y: 0), delaysBegan: true)
        #expect(
            along.contains(
                "g: possible->failed (slider (UISlider) refused in gestureRecognizerShouldBegin: a pan along the slider on its thumb moves the thumb)"
            ))
        let across = sliderGesture(Self.pan, from: Point(x: 35, y: 100), move: Point(x: 0, y: 14), delaysBegan: true)
        #expect(across.contains("g: possible->began"))
        #expect(!across.contains("touchDown"))
    }

    @Test("SEMANTICS §9.6: a touch off the thumb is not tracked, so an ancestor's swipe along the slider wins")
    func sliderOffThumbLetsSwipeWin() {
        #expect(
            sliderGesture(.swipe(directions: .right, touches: 1), from: Point(x: 100, y: 100), move: Point(x: 80, y: 0))
                == """
                @0 input
                  slider.began[1]
                @0.05 input
                  slider.moved[1]
                @0.1 input
                  g: possible->recognized (moved 80 pt right >= minimumPrimaryMovement 45.3 after 0.1 s)
                  slider.cancelled[1]
                  action(g, recognized)
                  g reset
                """)
    }

    @Test("SEMANTICS §9.3: a switch refuses a pan along it on an ancestor, so the switch keeps its touch")
    func switchRefusesPan() {
        let b = SceneBuilder.control("toggle", .switch, frame: Rect(x: 20, y: 20, width: 51, height: 31), in: "card") {
            $0.recognizer("pan", on: "card", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max))
        }
        #expect(
            dump(
                replay(
                    b, [Input.down(1, 30, 30, at: 0), Input.move(1, 50, 32, at: 0.05), Input.up(1, 50, 32, at: 0.1)]))
                    == """
                    @0 input
                      toggle.began[1]
                      toggle touchDown
                    @0.05 input
                      pan: possible->failed
                      toggle.moved[1]
                      toggle touchDragInside
                      pan reset
                    @0.1 input
                      toggle.ended[1]
                      toggle valueChanged
                      toggle primaryActionTriggered
                      toggle touchUpInside
                    """)
    }
}
