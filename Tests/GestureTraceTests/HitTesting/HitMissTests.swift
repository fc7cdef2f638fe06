import Testing

@testable import GestureTrace

/// Why a view under the point was not the hit-test view (SEMANTICS §1.10).
@Suite struct HitMissTests {
    private func misses(_ b: SceneBuilder, _ x: Double, _ y: Double) -> [String] {
        HitTestReport.make(scene: b.scene, point: Point(x: x, y: y)).missed.map {
            "\($0.view): \(ReasonText.string($0.why)) [\($0.section)]"
        }
    }

    @Test("SEMANTICS §1.10: each view's own rule, in UIKit's terms")
    func ownRules() {
        var b = SceneBuilder()
        b.view("label", frame: Rect(x: 0, y: 0, width: 100, height: 100), class: .label)
        b.view("plain", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.userInteractionEnabled = false }
        b.view("hidden", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.hidden = true }
        b.view("faint", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.alpha = 0.005 }
        b.view("off", frame: Rect(x: 0, y: 0, width: 100, height: 100), class: .button) { $0.control?.enabled = false }
        b.view("round", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.pointInside = .ellipse }
        #expect(
            misses(b, 2, 2) == [
                "label: userInteractionEnabled = false, UILabel's default [§1.2]",
                "plain: userInteractionEnabled = false [§1.2]",
                "hidden: hidden [§1.2]",
                "faint: alpha 0.005 <= 0.01 [§1.3]",
                "off: a disabled control (isEnabled = false) is transparent [§1.6]",
                "round: its point(inside:) override (ellipse) is false here [§1.8]",
            ])
    }

    @Test("SEMANTICS §1.10: a covered sibling names what covers it; the hit view's ancestors are not listed")
    func covered() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("photo", in: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("badge", in: "photo", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        b.view("overlay", in: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(misses(b, 10, 10) == ["photo: covered by 'overlay', a later sibling, asked first [§1.2]"])
        #expect(misses(b, 150, 150) == [])
    }

    @Test(
        "SEMANTICS §1.10: a subview outside its superview takes the superview's rule; under a listed view nothing more")
    func inherited() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        b.view("close", in: "card", frame: Rect(x: 90, y: -10, width: 20, height: 20), class: .button)
        b.view("bar", frame: Rect(x: 0, y: 300, width: 100, height: 50)) { $0.hidden = true }
        b.view("item", in: "bar", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        b.view("sheet", frame: Rect(x: 0, y: 400, width: 100, height: 50)) { $0.alpha = 0 }
        b.view("row", in: "sheet", frame: Rect(x: 0, y: 40, width: 50, height: 50))
        #expect(
            misses(b, 205, 95) == [
                "close: outside its superview 'card': UIKit does not hit-test a subview outside its superview's bounds, even when it is drawn because clipsToBounds is false [§1.4]"
            ])
        #expect(misses(b, 10, 310) == ["bar: hidden [§1.2]"])
        #expect(misses(b, 10, 460) == ["row: inside 'sheet', whose alpha 0 <= 0.01 [§1.3]"])
    }

    @Test("SEMANTICS §1.10, §1.8: passThrough and redirect overrides are named")
    func overrides() throws {
        var b = SceneBuilder()
        b.view("under", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("overlay", frame: Rect(x: 0, y: 0, width: 200, height: 200)) { $0.hitTest = .passThrough }
        #expect(misses(b, 10, 10) == ["overlay: its hitTest override (passThrough) returns nil on its own area [§1.8]"])
        var c = SceneBuilder()
        let target = c.view("target", frame: Rect(x: 300, y: 0, width: 50, height: 50))
        c.view("container", frame: Rect(x: 0, y: 0, width: 200, height: 200)) { $0.hitTest = .redirect(target) }
        c.view("decoy", in: "container", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(HitTestReport.make(scene: c.scene, point: Point(x: 10, y: 10)).view == "target")
        #expect(
            misses(c, 10, 10) == [
                "container: its hitTest override redirects the touch to 'target' [§1.8]"
            ])
    }
}
