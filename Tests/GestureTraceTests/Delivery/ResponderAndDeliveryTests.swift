import Testing

@testable import GestureTrace

/// Responder-chain forwarding (SEMANTICS §3) and per-view delivery rules (SEMANTICS §2.5–§2.7).
@Suite struct ResponderAndDeliveryTests {
    @Test("SEMANTICS §3.1: the chain goes view, controller, superview … window, UIApplication, AppDelegate")
    func chainWithController() {
        var b = SceneBuilder()
        b.view("root", frame: Rect(x: 0, y: 0, width: 390, height: 844)) {
            $0.controller = ControllerSpec(id: "HomeVC")
        }
        b.view("card", in: "root", frame: Rect(x: 0, y: 0, width: 390, height: 200))
        let report = HitTestReport.make(scene: b.scene, point: Point(x: 10, y: 10))
        #expect(report.chain == ["card", "root", "HomeVC", "window", "UIApplication", "AppDelegate"])
    }

    @Test("SEMANTICS §3.2: forward passes touches up; observe handles and calls super; handle stops")
    func forwarding() {
        var b = SceneBuilder()
        b.view("root", frame: Rect(x: 0, y: 0, width: 390, height: 844)) {
            $0.controller = ControllerSpec(id: "HomeVC", touches: .observe)
            $0.touches = .forward
        }
        b.view("card", in: "root", frame: Rect(x: 0, y: 0, width: 390, height: 200)) { $0.touches = .forward }
        b.appDelegate = .handle
        let records = replay(b, [Input.down(1, 10, 10, at: 0), Input.up(1, 10, 10, at: 0.1)])
        #expect(
            dump(records) == """
                @0 input
                  card.began[1]
                  root.began[1]
                  HomeVC.began[1]
                  window.began[1]
                  UIApplication.began[1]
                  AppDelegate.began[1]
                @0.1 input
                  card.ended[1]
                  root.ended[1]
                  HomeVC.ended[1]
                  window.ended[1]
                  UIApplication.ended[1]
                  AppDelegate.ended[1]
                """)
        var h = SceneBuilder()
        h.view("card", frame: Rect(x: 0, y: 0, width: 390, height: 200)) { $0.touches = .handle }
        #expect(dump(replay(h, [Input.down(1, 10, 10, at: 0)])) == "@0 input\n  card.began[1]")
    }

    @Test("SEMANTICS §1.1: a touch stays bound to its hit-test view when it moves outside it")
    func touchBoundToView() {
        var b = SceneBuilder()
        b.view("V", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let out = dump(
            replay(b, [Input.down(1, 60, 60, at: 0), Input.move(1, 300, 500, at: 0.1), Input.up(1, 300, 500, at: 0.2)]))
        #expect(out == "@0 input\n  V.began[1]\n@0.1 input\n  V.moved[1]\n@0.2 input\n  V.ended[1]")
    }

    @Test("SEMANTICS §2.6: with multipleTouchEnabled false a view gets only its first touch; recognizers get all")
    func multipleTouchDisabled() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper) {
            $0.recognizer("two", on: "V", kind: .fingers(count: 2, failOnExtra: false)) {
                $0.cancelsTouchesInView = false; $0.delaysTouchesEnded = false
            }
        }
        let records = replay(
            b,
            [
                Input.down(1, 50, 50, at: 0), Input.down(2, 100, 50, at: 0.02),
                Input.up(1, 50, 50, at: 0.09), Input.up(2, 100, 50, at: 0.1),
                Input.down(3, 100, 50, at: 0.5), Input.up(3, 100, 50, at: 0.6),
            ])
        #expect(
            dump(records) == """
                @0 input
                  V.began[1]
                @0.02 input
                  two: possible->recognized
                  action(two, recognized)
                  two reset
                @0.09 input
                  V.ended[1]
                @0.5 input
                  V.began[3]
                @0.6 input
                  two: possible->failed
                  V.ended[3]
                  two reset
                """)
    }

    @Test(
        "SEMANTICS §2.7: while an exclusive-touch view tracks, other views get no touches and only its ancestors' recognizers collect"
    )
    func exclusiveTouch() {
        let b = SceneBuilder.oneView(frame: SceneBuilder.frameUpper, multipleTouch: true) {
            $0.view("A", in: "V", frame: Rect(x: 0, y: 0, width: 100, height: 44), class: .button) {
                $0.exclusiveTouch = true
            }
            $0.view("B", in: "V", frame: Rect(x: 200, y: 0, width: 100, height: 44), class: .button)
            $0.recognizer("p", on: "V", kind: .script(continuous: true, steps: [])) { $0.delaysTouchesEnded = false }
            $0.recognizer("onB", on: "B", kind: .script(continuous: true, steps: []))
        }
        let records = replay(
            b,
            [
                Input.down(1, 10, 10, at: 0), Input.down(2, 210, 10, at: 0.1),
                Input.up(1, 10, 10, at: 0.3), Input.up(2, 210, 10, at: 0.4),
            ])
        #expect(
            dump(records, hits: true) == """
                @0 input
                  hit 1 A [p] A>V>window>UIApplication>AppDelegate
                  A.began[1]
                  A touchDown
                @0.1 input
                  hit 2 B [p] B>V>window>UIApplication>AppDelegate
                @0.3 input
                  A.ended[1]
                  A touchUpInside
                  A primaryActionTriggered
                """)
    }
}
