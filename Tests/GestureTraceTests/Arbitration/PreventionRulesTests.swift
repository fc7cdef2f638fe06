import Testing

@testable import GestureTrace

/// SEMANTICS §6.6: the class rules of `canPrevent(_:)`, on their own.
@Suite struct PreventionRulesTests {
    typealias Kind = RecognizerKind

    static func longPress(taps: Int, touches: Int) -> Kind {
        .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: taps, touches: touches)
    }

    @Test("a tap cannot prevent a tap with the same touches that needs more taps (code K4, §11 quirk 3)")
    func tapAndTap() {
        #expect(!PreventionRules.canPrevent(.tap(taps: 1, touches: 1), .tap(taps: 2, touches: 1)))
        #expect(PreventionRules.canPrevent(.tap(taps: 2, touches: 1), .tap(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(.tap(taps: 1, touches: 1), .tap(taps: 1, touches: 1)))
        // Different touch counts: the rule does not apply.
        #expect(PreventionRules.canPrevent(.tap(taps: 1, touches: 1), .tap(taps: 2, touches: 2)))
    }

    @Test("a tap cannot prevent a long press with the same touches whose taps are at least the tap's")
    func tapAndLongPress() {
        #expect(!PreventionRules.canPrevent(.tap(taps: 1, touches: 1), Self.longPress(taps: 1, touches: 1)))
        #expect(!PreventionRules.canPrevent(.tap(taps: 1, touches: 1), Self.longPress(taps: 2, touches: 1)))
        #expect(PreventionRules.canPrevent(.tap(taps: 2, touches: 1), Self.longPress(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(.tap(taps: 1, touches: 1), Self.longPress(taps: 1, touches: 2)))
    }

    @Test("a long press cannot prevent a long press with the same touches that needs more taps (code K6)")
    func longPressAndLongPress() {
        #expect(!PreventionRules.canPrevent(Self.longPress(taps: 0, touches: 1), Self.longPress(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(Self.longPress(taps: 1, touches: 1), Self.longPress(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(Self.longPress(taps: 0, touches: 1), Self.longPress(taps: 1, touches: 2)))
    }

    @Test("every other pair can prevent")
    func others() {
        #expect(PreventionRules.canPrevent(.pinch, .tap(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(Self.longPress(taps: 0, touches: 1), .tap(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(.pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1), .rotation))
    }
}
