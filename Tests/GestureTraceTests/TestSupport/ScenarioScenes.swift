@testable import GestureTrace

/// The scenes the scenario tests share, built in one place: each starts from a 390 × 844
/// window and takes a closure that attaches recognizers (or more views) to the result.
extension SceneBuilder {
    /// SEMANTICS §13's view V: (50, 50, 200, 200).
    static let frameV = Rect(x: 50, y: 50, width: 200, height: 200)
    /// The left and right parts of the screen's top, side by side (for two views that are
    /// not related, SEMANTICS §6.4 (b)).
    static let frameLeft = Rect(x: 0, y: 0, width: 200, height: 200)
    static let frameRight = Rect(x: 200, y: 0, width: 190, height: 200)
    /// The upper part of the screen (0, 0, 390, 400).
    static let frameUpper = Rect(x: 0, y: 0, width: 390, height: 400)
    /// The whole screen.
    static let frameScreen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// One view `id` in the window, then `add`.
    static func oneView(
        _ id: String = "V", frame: Rect = frameV, multipleTouch: Bool = false,
        _ add: (inout SceneBuilder) -> Void = { _ in }
    ) -> SceneBuilder {
        var b = SceneBuilder()
        b.view(id, frame: frame) { $0.multipleTouchEnabled = multipleTouch }
        add(&b)
        return b
    }

    /// Two unrelated views side by side, `left` at `frameLeft` and `right` at `frameRight`,
    /// then `add`.
    static func twoViews(
        _ left: String = "V", _ right: String = "W", _ add: (inout SceneBuilder) -> Void = { _ in }
    ) -> SceneBuilder {
        var b = SceneBuilder()
        b.view(left, frame: frameLeft)
        b.view(right, frame: frameRight)
        add(&b)
        return b
    }

    /// A control `id` of `viewClass` at `frame` inside a plain view `container` at
    /// `frameUpper` (SEMANTICS §9.3 scenes), then `add`.
    static func control(
        _ id: String = "B", _ viewClass: ViewClass = .button, frame: Rect, in container: String = "V",
        _ add: (inout SceneBuilder) -> Void = { _ in }
    ) -> SceneBuilder {
        var b = SceneBuilder()
        b.view(container, frame: frameUpper)
        b.view(id, in: container, frame: frame, class: viewClass)
        add(&b)
        return b
    }

    /// A full-screen scroll view `S` scrolling vertically (content 390 × 3000) with its
    /// built-in pan `S.pan` and one content view `B` of `content` (SEMANTICS §9.4).
    static func verticalScrollView(content: ViewClass) -> SceneBuilder {
        var b = SceneBuilder()
        b.view("S", frame: frameScreen, class: .scrollView) {
            $0.scroll = ScrollSpec(contentSize: Size(width: 390, height: 3000))
        }
        b.view("B", in: "S", frame: Rect(x: 20, y: 100, width: 200, height: 44), class: content)
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        return b
    }
}
