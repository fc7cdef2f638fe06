/// The translation and velocity bookkeeping of `UIPanGestureRecognizer`, shared with its
/// subclass `UIScreenEdgePanGestureRecognizer` (SEMANTICS §8.3, §8.7).
///
/// The translation is the centroid of the tracked touches minus an origin. Adding or removing
/// a touch moves the origin so that the translation does not jump (SEMANTICS §8.3 step 1);
/// setting the translation (hysteresis removal at began, SEMANTICS §8.3 step 2; zero on late
/// effectiveness, SEMANTICS §8.3 step 6) moves it too. Velocity is sampled once per move as
/// Δtranslation/Δt and reported as 0.2 × latest sample + 0.8 × previous sample (SEMANTICS §8.3 step 5);
/// before the second sample the previous sample is zero. Changes of the translation that are
/// not movement (origin shifts, hysteresis removal) never enter a sample.
struct PanTracker {
    /// The tracked touches in arrival order, window coordinates.
    private(set) var tracked: [TrackedTouch] = []
    /// translation = centroid − origin while something is tracked.
    private var origin = Point.zero
    /// The translation while nothing is tracked (after every touch lifted).
    private var emptyTranslation = Point.zero
    private var lastSampleTranslation = Point.zero
    private var lastSampleTime: Double?
    private var latestSample = Point.zero
    private var previousSample = Point.zero

    /// Current translation in window coordinates, points.
    var translation: Point { tracked.isEmpty ? emptyTranslation : tracked.centroid - origin }

    /// Current velocity in window coordinates, points per second (SEMANTICS §8.3 step 5).
    var velocity: Point { latestSample * 0.2 + previousSample * 0.8 }

    func isTracking(_ key: Int) -> Bool { tracked.contains(key: key) }

    /// Reads the current locations of the tracked touches (SEMANTICS §2.1: a recognizer always
    /// sees every touch where it is now, even in a touchesBegan call).
    mutating func refresh(from host: RecognizerHost) { tracked.refresh(from: host) }

    /// Tracks `touch`, shifting the origin so the translation stays put (SEMANTICS §8.3 step 1).
    mutating func add(_ touch: RecognizerTouch, now: Double) {
        let before = translation
        tracked.append([touch])
        tracked.update(from: [touch])
        origin = tracked.centroid - before
        if lastSampleTime == nil {
            lastSampleTime = now
            lastSampleTranslation = before
        }
    }

    /// Stops tracking `touches`, shifting the origin so the translation stays put (SEMANTICS §8.3
    /// steps 1 and 3). Returns how many tracked touches were removed.
    @discardableResult
    mutating func remove(_ touches: [RecognizerTouch]) -> Int {
        tracked.update(from: touches)
        let before = translation
        let removed = tracked.remove(touches)
        if tracked.isEmpty {
            emptyTranslation = before
        } else {
            origin = tracked.centroid - before
        }
        return removed
    }

    /// Applies a move of tracked touches and takes one velocity sample (SEMANTICS §8.3 steps 2 and 5).
    mutating func move(_ touches: [RecognizerTouch], now: Double) {
        tracked.update(from: touches)
        sample(now: now)
    }

    /// The velocity sample of a move whose locations are already in `tracked` (SEMANTICS §8.3
    /// step 5).
    private mutating func sample(now: Double) {
        let current = translation
        guard let last = lastSampleTime else {
            lastSampleTime = now
            lastSampleTranslation = current
            return
        }
        let dt = now - last
        guard dt > 0 else { return }
        previousSample = latestSample
        latestSample = (current - lastSampleTranslation) * (1 / dt)
        lastSampleTranslation = current
        lastSampleTime = now
    }

    // MARK: A pan's touch steps (SEMANTICS §8.3), one copy for every pan class

    /// A pan's move: reads every touch where it is now, then applies the move of the touches it
    /// tracks and samples the velocity (SEMANTICS §8.3 steps 2 and 5). False when it tracks none
    /// of `touches`. Used by `PanLogic`, `ScreenEdgePanLogic` and `SheetPanLogic`.
    mutating func moveTracked(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        // The refresh and the move's update in one host call: updating from all of `touches`
        // writes exactly what updating from the tracked ones among them did, as the others
        // match no tracked touch; and with none of them tracked the update wrote nothing
        // (issue 28 item 4, round 8).
        tracked.refresh(from: host, then: touches)
        guard touches.contains(where: { isTracking($0.key) }) else { return false }
        sample(now: host.now)
        return true
    }

    /// A pan's lift: stops tracking `touches`; true when they were the last tracked ones, so the
    /// pan ends, or fails if it never began (SEMANTICS §8.3 step 3). A finished pan ignores them.
    mutating func liftLeavesNone(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        guard host.state == .possible || host.state.isActiveContinuous else { return false }
        refresh(from: host)
        return remove(touches) > 0 && tracked.isEmpty
    }

    /// A pan's `touchesCancelled`: cancelled touches are removed as lifted ones are; with none
    /// left the pan asks for cancelled if it began, failed otherwise (SEMANTICS §8.3 step 4; the
    /// engine turns a pending pan's cancel into failed, SEMANTICS §5.6).
    mutating func cancel(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard liftLeavesNone(touches, host: host) else { return }
        host.requestCancelOrFail(losing: touches)
    }

    /// Sets the translation without creating velocity (SEMANTICS §8.3 steps 2 and 6).
    mutating func setTranslation(_ value: Point) {
        let shift = value - translation
        if tracked.isEmpty {
            emptyTranslation = value
        } else {
            origin = origin - shift
        }
        lastSampleTranslation = lastSampleTranslation + shift
    }

    /// `t' = sign(t)·max(|t| − h, 0)` on each axis: the hysteresis removed from the translation
    /// at began (SEMANTICS §8.3 step 2).
    static func removingHysteresis(_ h: Double, from t: Point) -> Point {
        Point(x: removing(h, from: t.x), y: removing(h, from: t.y))
    }

    private static func removing(_ h: Double, from v: Double) -> Double {
        let magnitude = max(abs(v) - h, 0)
        if magnitude == 0 { return 0 }
        return v < 0 ? -magnitude : magnitude
    }
}
