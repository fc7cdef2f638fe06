import Testing

@testable import GestureTrace

/// `ReasonText` writes straight into the `jsonl` bytes (issue 28 item 4) as well as into a
/// `String`: the two destinations must give the same text, escaped the way `writeString`
/// escapes it, and the piecewise rendering of recognizer rules must say what the writers
/// always printed.
@Suite struct ReasonSinkTests {
    /// The reason written into the output bytes, against the `String` rendering escaped as a
    /// JSON string.
    static func jsonBytes(_ reason: Reason) -> (direct: [UInt8], viaString: [UInt8]) {
        var direct: [UInt8] = []
        JSONLWriter.writeReason(reason, to: &direct)
        var viaString: [UInt8] = []
        JSONLWriter.writeString(ReasonText.string(reason), to: &viaString)
        return (direct, viaString)
    }

    @Test("every reason kind: the jsonl bytes are the escaped String rendering", arguments: Reason.Kind.allCases)
    func everyKindThroughBothSinks(_ kind: Reason.Kind) {
        let (direct, viaString) = Self.jsonBytes(ReasonTests.sample(kind).reason)
        #expect(direct == viaString)
    }

    @Test("text from the input is escaped inside a reason; the renderer's own words are not")
    func inputTextIsEscaped() {
        let reason = Reason.excluded(by: "pan \"a\"\n\\", shown: .began, answers: [])
        let (direct, viaString) = Self.jsonBytes(reason)
        #expect(direct == viaString)
        #expect(String(decoding: direct, as: UTF8.self) == #""excluded by pan \"a\"\n\\ (began)""#)
        // Into a ByteBuffer (the stream's output), the same bytes.
        var buffer = ByteBuffer(capacity: 8)
        JSONLWriter.writeReason(.waited(reason, for: ["x\u{2028}"]), to: &buffer)
        var expected: [UInt8] = []
        JSONLWriter.writeString(ReasonText.string(.waited(reason, for: ["x\u{2028}"])), to: &expected)
        #expect(Array(buffer.bytes) == expected)
    }

    /// One value of every recognizer rule (and their nested cases) with the text the writers
    /// printed before reasons were written piece by piece.
    static let rules: [(RecognizerRule, String)] = [
        (.tooManyTouches(down: 3, limit: .maximumNumberOfTouches, max: 2), "3 touches > maximumNumberOfTouches 2"),
        (.tooManyTouches(down: 1, limit: .numberOfTouchesRequired, max: 0), "1 touch > numberOfTouchesRequired 0"),
        (.tooFewTouchesAtLift(down: 1, required: 2), "lifted with 1 touch down < numberOfTouchesRequired 2"),
        (.fingersTooMany(down: 3, count: 2), "3 touches down > count 2"),
        (.fingersAllDown(count: 2), "2 touches down at once"),
        (.fingersEndedEarly(count: 2), "touches ended before 2 were down at once"),
        (.allTouchesLifted, "all touches lifted"),
        (.touchLifted, "touch lifted"),
        (.taps(1), "1 tap"),
        (.taps(2), "2 taps"),
        (
            .movedBeyondAllowable(distance: 12.25, fromFirstTap: true, limit: 10),
            "moved 12.25 pt from tap 1 > allowableMovement 10"
        ),
        (.movedBeyondAllowable(distance: 11, fromFirstTap: false, limit: 10), "moved 11 pt > allowableMovement 10"),
        (.landedAway(tap: 2, distance: 50, limit: 45), "tap 2 landed 50 pt from tap 1 > allowableMovement 45"),
        (.landedAway(tap: nil, distance: 50, limit: 45), "press landed 50 pt from tap 1 > allowableMovement 45"),
        (.held(seconds: 0.5), "held 0.5 s"),
        (.heldTooLong(seconds: 1.5, limit: 1.5), "held 1.5 s >= maximumTapDuration 1.5"),
        (.liftedTooSoon(seconds: 0.1, minimum: 0.5), "lifted after 0.1 s < minimumPressDuration 0.5"),
        (
            .waitedTooLong(seconds: 0.35, forTap: 2, limit: 0.35),
            "waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35"
        ),
        (
            .waitedTooLong(seconds: 0.4, forTap: nil, limit: 0.35),
            "waited 0.4 s for the press >= maximumIntervalBetweenSuccessiveTaps 0.35"
        ),
        (
            .panMoved(x: 8, y: 7.5, along: .both, threshold: .hysteresis, limit: 10),
            "moved 8 pt on x and 7.5 pt on y >= hysteresis 10"
        ),
        (.panMoved(x: 12, y: 0, along: .x, threshold: .hysteresis, limit: 10), "moved 12 pt >= hysteresis 10 on x"),
        (
            .panMoved(x: 0, y: 11, along: .y, threshold: .scrollHysteresis, limit: 10),
            "moved 11 pt >= scroll hysteresis 10 on y"
        ),
        (
            .panLiftedBeforeBeginning(.tooFewTouches(most: 1, minimum: 2)),
            "all touches lifted with 1 touch < minimumNumberOfTouches 2"
        ),
        (.panLiftedBeforeBeginning(.noScrollableAxis), "all touches lifted with no scrollable axis"),
        (
            .panLiftedBeforeBeginning(
                .handedOff(ScrollHandOff(scrollView: "inner", parent: "outer", why: .cannotScroll(.y)))),
            "all touches lifted without beginning: inner cannot scroll vertically: the drag goes to outer"
        ),
        (
            .panLiftedBeforeBeginning(
                .handedOff(ScrollHandOff(scrollView: "inner", parent: "outer", why: .atEdge(.right, offset: 320)))),
            "all touches lifted without beginning: inner is at its right content edge (offset x 320) and the drag goes left: transfersHorizontalScrollingToParent hands it to outer"
        ),
        (
            .panLiftedBeforeBeginning(.scrollShort(distance: 4, axis: .x, limit: 10)),
            "all touches lifted after moving 4 pt on x < scroll hysteresis 10"
        ),
        (
            .panLiftedBeforeBeginning(.withoutMovingWithEnoughTouches(minimum: 2)),
            "all touches lifted without moving while 2 touches were down"
        ),
        (
            .panLiftedBeforeBeginning(.movedShort(distance: 3, threshold: .hysteresis, limit: 10)),
            "all touches lifted after moving 3 pt < hysteresis 10"
        ),
        (
            .panLiftedBeforeBeginning(.movedShort(distance: 3, threshold: .scrollHysteresis, limit: 10)),
            "all touches lifted after moving 3 pt < scroll hysteresis 10"
        ),
        (.pinchDistanceChanged(by: 9.5, hysteresis: 8), "distance changed 9.5 pt > hysteresis 8"),
        (
            .pinchLiftedBeforeChange(hysteresis: 8),
            "all touches lifted before the distance changed more than hysteresis 8"
        ),
        (.rotated(degrees: 12.5, threshold: 10), "rotated 12.5 deg > threshold 10 deg"),
        (.rotationLiftedBeforeThreshold, "all touches lifted before rotating past the threshold"),
        (
            .edgeMovedAway(distance: 15, edge: .left, hysteresis: 10),
            "moved 15 pt away from the left edge > hysteresis 10"
        ),
        (.edgeMovedAlong(distance: 20, edge: .right, away: 5), "moved 20 pt along the right edge > 5 pt away from it"),
        (.edgeLiftedBeforeBeginning(.noEdges), "lifted with no edges set"),
        (
            .edgeLiftedBeforeBeginning(.beforeLeavingEdge(hysteresis: 10, edge: .top)),
            "lifted before moving more than hysteresis 10 away from the top edge"
        ),
        (.edgeLiftedBeforeBeginning(.beforeMoving), "lifted before moving"),
        (
            .edgeLiftedBeforeBeginning(.startedFar(distance: 40, edge: .bottom, region: 20)),
            "lifted after starting 40 pt from the bottom edge > edgeRegion 20"
        ),
        (
            .edgeBeganOutsideRegion(.startedFar(distance: 40, edge: .left, region: 20)),
            "touch began 40 pt from the left edge > edgeRegion 20"
        ),
        (.edgeBeganOutsideRegion(.noEdges), "touch began with no edges set"),
        (.edgeBeganOutsideRegion(.beforeMoving), "touch began outside every edge region"),
        (
            .edgeMovedToward(distance: 12, edge: .left, hysteresis: 10),
            "moved 12 pt toward the left edge > hysteresis 10"
        ),
        (
            .gateNotEligible(.outside(fromBottom: 300, bottomRegion: 34, fromTop: 500, topRegion: 44)),
            "touch began 300 pt from the bottom edge > region 34 and 500 pt from the top edge > region 44: not held for the system's gestures"
        ),
        (
            .gateNotEligible(.deferred(edge: .bottom)),
            "touch began in the bottom edge's region, which preferredScreenEdgesDeferringSystemGestures defers: not held for the system's gestures"
        ),
        (.gateSecondTouch, "a second touch came down"),
        (.gateTimedOut(limit: 0.75), "the system did not decide within 0.75 s (gate timeout)"),
        (.gateLifted, "lifted without a system gesture"),
        (
            .gateSystemGesture(edge: .bottom, distance: 11, limit: 10),
            "the system took the swipe: moved 11 pt away from the bottom edge > systemGestureDistance 10"
        ),
        (.swipeTooSlow(elapsed: 0.6, maximum: 0.5), "elapsed 0.6 s > maximumDuration 0.5"),
        (.swipeTouchesEnded(count: 1, cancelled: false), "touch lifted before a swipe was recognized"),
        (.swipeTouchesEnded(count: 2, cancelled: true), "touches cancelled before a swipe was recognized"),
        (.swipeOneTouchEnded(cancelled: false), "a touch lifted before the swipe was recognized"),
        (.swipeOneTouchEnded(cancelled: true), "a touch cancelled before the swipe was recognized"),
        (
            .swipeOpposite(distance: 6, toward: .right, limit: 5),
            "moved 6 pt right > maximumOppositeMovement 5"
        ),
        (
            .swipeTooFar(distance: 200, toward: .left, limit: 150, after: 0.25),
            "moved 200 pt left > maximumPrimaryMovement 150 after 0.25 s"
        ),
        (
            .swipeAcross(distance: 40, axis: .y, limit: 35, after: 0.125),
            "moved 40 pt on y > maximumSecondaryMovement 35 after 0.125 s"
        ),
        (
            .swipeMoved(distance: 60, toward: .up, minimum: 50, after: 0.1),
            "moved 60 pt up >= minimumPrimaryMovement 50 after 0.1 s"
        ),
    ]

    @Test("every recognizer rule renders as before, and the same through both sinks")
    func recognizerRules() {
        for (rule, text) in Self.rules {
            #expect(ReasonText.string(.rule(rule)) == text)
            let (direct, viaString) = Self.jsonBytes(.rule(rule))
            #expect(direct == viaString)
        }
    }

    @Test("a hand-off inside an exclusion renders as before")
    func handOffInExclusion() {
        let atEdge = ScrollHandOff(scrollView: "c", parent: "p", why: .atEdge(.bottom, offset: 12.5))
        #expect(
            ReasonText.string(.excluded(by: "p.pan", shown: .began, answers: [], handedOff: atEdge))
                == "excluded by p.pan (began); it had not tried to begin: c is at its bottom content edge (offset y 12.5) and the drag goes up: transfersVerticalScrollingToParent hands it to p"
        )
        let cannot = ScrollHandOff(scrollView: "c", parent: "p", why: .cannotScroll(.x))
        #expect(
            ReasonText.string(.rule(.panLiftedBeforeBeginning(.handedOff(cannot))))
                == "all touches lifted without beginning: c cannot scroll horizontally: the drag goes to p")
    }
}
