import GestureTrace

/// `UITapGestureRecognizer` re-implemented through the public subclassing API, rule for rule
/// as SEMANTICS §8.1 states it and with the built-in `tap` kind's reasons and `x`/`y`
/// measurements, so that a trace whose taps are replaced by this class prints byte for byte
/// what the built-in kind prints: the evidence that custom and built-in recognizers share one
/// arbitration (docs/CUSTOM-RECOGNIZERS.md).
///
/// Its `canPrevent(_:)` states the tap's class rules of SEMANTICS §6.6 for itself, against
/// both its own class and the built-in tap and long press. What it cannot reproduce is being
/// a `UITapGestureRecognizer` to others: a UIButton's `gestureRecognizerShouldBegin` refuses
/// only a real one-tap tap (SEMANTICS §6.7), so traces with controls differ.
///
/// Parameters: `taps` (1), `touches` (1), `maximumTapDuration` (0.75 s),
/// `maximumIntervalBetweenSuccessiveTaps` (0.35 s), `allowableMovement` (45 pt) — UIKit's
/// defaults (SEMANTICS §12), which a scene's `settings` do not reach.
public final class ReimplementedTapGestureRecognizer: GestureRecognizer {
    public let numberOfTapsRequired: Int
    public let numberOfTouchesRequired: Int
    public let maximumTapDuration: Double
    public let maximumIntervalBetweenSuccessiveTaps: Double
    public let allowableMovement: Double

    private var tapsDone = 0
    /// Touches of the current tap still down, in arrival order.
    private var active: [Touch] = []
    /// The touches recorded when the count reached `numberOfTouchesRequired` (SEMANTICS §8.1 step 1).
    private var recorded: [Touch] = []
    private var reachedRequired = false
    private var tapStarted = false
    private var tapStartTime = 0.0
    private var lastLiftTime = 0.0
    /// Centroid of the first tap's recorded touches, window coordinates.
    private var startPoint: Point?
    /// Centroid of the last recorded touches, window coordinates (SEMANTICS §8.1 "Location").
    private var location: Point?
    private var tapTimer: VirtualTimer?
    private var intervalTimer: VirtualTimer?

    public init(
        taps: Int = 1, touches: Int = 1, maximumTapDuration: Double = 0.75,
        maximumIntervalBetweenSuccessiveTaps: Double = 0.35, allowableMovement: Double = 45
    ) {
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        self.maximumTapDuration = maximumTapDuration
        self.maximumIntervalBetweenSuccessiveTaps = maximumIntervalBetweenSuccessiveTaps
        self.allowableMovement = allowableMovement
        super.init()
    }

    public convenience init(_ params: CustomParameters) throws {
        let taps = try params.int("taps", default: 1)
        let touches = try params.int("touches", default: 1)
        guard taps >= 1 else { throw CustomParameterError(key: "taps", "must be at least 1") }
        guard touches >= 1 else { throw CustomParameterError(key: "touches", "must be at least 1") }
        self.init(
            taps: taps, touches: touches,
            maximumTapDuration: try params.double("maximumTapDuration", default: 0.75),
            maximumIntervalBetweenSuccessiveTaps: try params.double(
                "maximumIntervalBetweenSuccessiveTaps", default: 0.35),
            allowableMovement: try params.double("allowableMovement", default: 45))
    }

    // MARK: Touches (SEMANTICS §8.1 steps 1–4)

    override public func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        for touch in touches where !active.contains(where: { $0 === touch }) { active.append(touch) }
        if active.count > numberOfTouchesRequired {
            return fail("\(Self.touches(active.count)) > numberOfTouchesRequired \(numberOfTouchesRequired)")
        }
        if !tapStarted {
            tapStarted = true
            tapStartTime = currentTime
            intervalTimer?.invalidate()
            tapTimer?.invalidate()
            tapTimer = scheduleTimer(after: maximumTapDuration) { [unowned self] in self.tapTimerFired() }
        }
        guard active.count == numberOfTouchesRequired else { return }
        reachedRequired = true
        recorded = active
        let centroid = Self.centroid(recorded)
        location = centroid
        if let start = startPoint, tapsDone > 0 {
            let distance = centroid.distance(to: start)
            if distance > allowableMovement {
                fail(
                    "tap \(tapsDone + 1) landed \(Self.pt(distance)) pt from tap 1 > allowableMovement \(Self.pt(allowableMovement))"
                )
            }
        } else {
            startPoint = centroid
        }
    }

    override public func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        let displaced = touches.contains { $0.location(in: nil) != $0.previousLocation(in: nil) }
        guard displaced, !recorded.isEmpty, let start = startPoint else { return }
        let centroid = Self.centroid(recorded)
        location = centroid
        let distance = centroid.distance(to: start)
        if distance > allowableMovement {
            let from = tapsDone > 0 ? " from tap 1" : ""
            fail("moved \(Self.pt(distance)) pt\(from) > allowableMovement \(Self.pt(allowableMovement))")
        }
    }

    override public func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        active.removeAll { touches.contains($0) }
        if !reachedRequired {
            return fail(
                "lifted with \(Self.touches(touches.count + active.count)) down < numberOfTouchesRequired \(numberOfTouchesRequired)"
            )
        }
        guard active.isEmpty else { return }
        tapsDone += 1
        if !recorded.isEmpty { location = Self.centroid(recorded) }
        tapTimer?.invalidate()
        recorded = []
        reachedRequired = false
        tapStarted = false
        lastLiftTime = currentTime
        if tapsDone >= numberOfTapsRequired {
            intervalTimer?.invalidate()
            setState(.recognized, reason: Self.taps(tapsDone))
            return
        }
        intervalTimer = scheduleTimer(after: maximumIntervalBetweenSuccessiveTaps) { [unowned self] in
            self.intervalTimerFired()
        }
    }

    override public func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        fail(touches.count == 1 ? "touch cancelled" : "touches cancelled")
    }

    override public func reset() {
        tapsDone = 0
        active = []
        recorded = []
        reachedRequired = false
        tapStarted = false
        tapStartTime = 0
        lastLiftTime = 0
        startPoint = nil
        location = nil
        tapTimer = nil
        intervalTimer = nil
    }

    // MARK: Timers (SEMANTICS §8.1 steps 1 and 3, §10.1)

    private func tapTimerFired() {
        guard state == .possible else { return }
        fail(
            "held \(Self.s(currentTime - tapStartTime)) s >= maximumTapDuration \(Self.s(maximumTapDuration))")
    }

    private func intervalTimerFired() {
        guard state == .possible else { return }
        fail(
            "waited \(Self.s(currentTime - lastLiftTime)) s for tap \(tapsDone + 1) >= maximumIntervalBetweenSuccessiveTaps \(Self.s(maximumIntervalBetweenSuccessiveTaps))"
        )
    }

    private func fail(_ reason: String) {
        tapTimer?.invalidate()
        intervalTimer?.invalidate()
        setState(.failed, reason: reason)
    }

    // MARK: Arbitration (SEMANTICS §6.6)

    /// A tap cannot prevent a tap with the same touches that needs more taps, nor a long press
    /// with the same touches whose taps are at least its own.
    override public func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        switch preventedGestureRecognizer {
        case let tap as ReimplementedTapGestureRecognizer:
            return
                !(tap.numberOfTouchesRequired == numberOfTouchesRequired
                && tap.numberOfTapsRequired > numberOfTapsRequired)
        case let tap as TapGestureRecognizer:
            return
                !(tap.numberOfTouchesRequired == numberOfTouchesRequired
                && tap.numberOfTapsRequired > numberOfTapsRequired)
        case let press as LongPressGestureRecognizer:
            return
                !(press.numberOfTouchesRequired == numberOfTouchesRequired
                && press.numberOfTapsRequired >= numberOfTapsRequired)
        default:
            return true
        }
    }

    override public var measurements: [(name: String, value: Double)] {
        guard let location else { return [] }
        return [("x", location.x), ("y", location.y)]
    }

    // MARK: Formatting, as the built-in tap's reasons

    private static func centroid(_ touches: [Touch]) -> Point { Point.centroid(touches.map { $0.location(in: nil) }) }
    private static func pt(_ value: Double) -> String { DecimalFormat.coordinate(value) }
    private static func s(_ value: Double) -> String { DecimalFormat.time(value) }
    private static func touches(_ n: Int) -> String { n == 1 ? "1 touch" : "\(n) touches" }
    private static func taps(_ n: Int) -> String { n == 1 ? "1 tap" : "\(n) taps" }
}
