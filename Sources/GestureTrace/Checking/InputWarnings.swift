/// What a trace's input looks like it got wrong, said as warnings: the replay runs anyway and
/// the exit status does not change, because each could be meant (issue 24 item 5). Decisions
/// and evidence: docs/DECISIONS.md "Sharper errors and checks"; FORMAT §3.4.
package enum InputWarning: Equatable, Sendable {
    /// Times that look like milliseconds: a touch down for at least `slowTouchDuration` whose
    /// samples came at least `slowSampleGap` apart on average. UIKit delivers a moving touch
    /// at about 60 Hz (Apple, "Getting high-fidelity input with coalesced touches"), so a
    /// 100 ms tap written in milliseconds reads as a 100-second touch. `others` counts the
    /// further touches alike.
    case slowTouch(touch: TouchID, began: Double, duration: Double, samples: Int, others: Int)
    /// Locations that look like pixels: a sample farther outside the screen than
    /// `offScreenMargin` of its size. On a 2x or 3x screen (UIScreen.scale) pixel coordinates
    /// run to 2 or 3 times the screen in points. `farthest` is the sample farthest out, over
    /// `count` such samples.
    case offScreen(touch: TouchID, time: Double, point: Point, farthest: Point, count: Int, screen: Size)
    /// A touch the input leaves down: began and never ended or cancelled (nor cancelled by an
    /// interrupt). Its views never get touchesEnded or touchesCancelled.
    case downAtEnd(touch: TouchID, began: Double, lastTime: Double, last: Point)

    /// The warning as one line, with the fix (after `FILE: warning: `).
    package var message: String {
        func t(_ v: Double) -> String { DecimalFormat.time(v) }
        func p(_ v: Point) -> String { "(\(DecimalFormat.coordinate(v.x)), \(DecimalFormat.coordinate(v.y)))" }
        switch self {
        case let .slowTouch(touch, began, duration, samples, others):
            let more = others == 0 ? "" : " (and \(others) more touch\(others == 1 ? "" : "es") like it)"
            return "touch \(touch) is down for \(t(duration)) s from t=\(t(began)) in \(samples) samples\(more): "
                + "times look like milliseconds (UIKit reports a moving finger about 60 times a second, "
                + "and a tap lasts well under a second); if they are, divide every \"t\" by 1000 "
                + "(a CSV recording: gesturetrace import csv --time-unit ms)"
        case let .offScreen(touch, time, point, farthest, count, screen):
            let ratio = max(farthest.x / screen.width, farthest.y / screen.height)
            let scale = ratio >= 2.5 ? "3" : "2"
            let farthestText = farthest == point ? "" : ", the farthest at \(p(farthest))"
            return "touch \(touch) at t=\(t(time)) is at \(p(point)), far outside the "
                + "\(DecimalFormat.coordinate(screen.width)) x \(DecimalFormat.coordinate(screen.height)) pt screen "
                + "(\(count) sample\(count == 1 ? "" : "s") so far out\(farthestText)): coordinates look like "
                + "pixels; if they are, divide x and y by the screen's scale (likely \(scale); "
                + "a CSV or Android recording: gesturetrace import … --scale \(scale))"
        case let .downAtEnd(touch, began, lastTime, last):
            return "touch \(touch) is still down when the input ends (began at t=\(t(began)), last at \(p(last)) "
                + "at t=\(t(lastTime))): its views never got touchesEnded or touchesCancelled; if the finger "
                + "lifted, end it with an \"ended\" sample"
        }
    }
}

/// Finds the input warnings of a trace, in one pass over its events.
package enum InputWarnings {
    /// A touch down at least this long (seconds) may have millisecond times…
    package static let slowTouchDuration = 10.0
    /// …when its samples came at least this far apart on average (seconds): 60 times UIKit's
    /// usual 1/60 s.
    package static let slowSampleGap = 1.0
    /// A sample farther outside the screen than this fraction of its width or height looks
    /// like a pixel: touches begin on the screen, and a finger dragged off it is clamped to its
    /// edge, so points far outside come from another unit.
    package static let offScreenMargin = 0.5

    /// The unit warnings: at most one for times and one for coordinates, each naming the first
    /// touch that shows it.
    package static func units(of trace: Trace) -> [InputWarning] {
        var tally = Tally(screen: trace.scene.screen)
        tally.add(trace.events)
        return tally.units(ids: trace.events.idTable)
    }

    /// The touches the input leaves down, in first-began order: what `replay --verify` reports
    /// and what the invariant checker excuses (`InvariantChecker.touchesDownAtEnd(of:)`).
    package static func touchesLeftDown(of trace: Trace) -> [InputWarning] {
        var tally = Tally(screen: nil)
        tally.add(trace.events)
        return tally.leftDown(ids: trace.events.idTable)
    }

    /// Both kinds of warning, counted one window of events at a time in one forward pass, so
    /// that a streamed replay finds them while it first reads the file, holding no event it
    /// has passed (issue 28 item 4; docs/DECISIONS.md "Streamed replay"). Touches are counted
    /// by their index in the list's `idTable`, which every window of one stream shares; read
    /// by sample index (as `InputEvent`s with a `TouchID`-keyed dictionary, the unit pass was
    /// 13 % of a replay's instructions).
    package struct Tally: Sendable {
        /// The screen the off-screen samples are measured against; nil: not measured.
        let screen: Size?
        /// Per interned touch: when it began and its samples so far, while `liveIn` equals the
        /// current `era` (an interrupt starts a new one, ending every touch at once); its place
        /// in `down` (-1: not down), when it first began while down and its last sample.
        /// One value per touch, so that a move is one change to one array (issue 28 item 4,
        /// docs/PERFORMANCE.md "round 8: the reading").
        struct Touch: Sendable {
            var began = 0.0
            var sampleCount = 0
            var liveIn = -1
            var downAt = -1
            var downBegan = 0.0
            var lastTime = 0.0
            var last = Point(x: 0, y: 0)

            /// A `moved` or `stationary` sample.
            @inline(__always)
            mutating func moved(at time: Double, to location: Point, era: Int) {
                if liveIn == era { sampleCount += 1 }
                if downAt >= 0 {
                    lastTime = time
                    last = location
                }
            }
        }
        var touches: [Touch] = []
        var era = 0
        var slow: (touch: Int, began: Double, duration: Double, samples: Int)?
        var slowOthers = 0
        var off: (touch: Int, time: Double, point: Point)?
        var farthest = Point(x: 0, y: 0)
        var farthestOut = 0.0
        var offCount = 0
        /// The touches down, in first-began order.
        var down: [Int] = []
        /// The first event's time and the last's, of every window added.
        private(set) var firstTime: Double?
        private(set) var lastTime: Double?
        /// Events added in all.
        private(set) var events = 0

        package init(screen: Size?) {
            self.screen = screen
        }

        /// Counts the events of `events`, which follow those already added.
        mutating func add(_ events: EventList) {
            guard !events.isEmpty else { return }
            if firstTime == nil { firstTime = events.time(0) }
            lastTime = events.time(events.count - 1)
            self.events += events.count
            let ids = events.idCount
            if touches.count < ids {
                touches.append(contentsOf: repeatElement(Touch(), count: ids - touches.count))
            }
            let measured = screen ?? Size(width: 0, height: 0)
            let marginX = measured.width * offScreenMargin
            let marginY = measured.height * offScreenMargin
            let inner = Tally.inner(width: measured.width, height: measured.height, marginX: marginX, marginY: marginY)
            // The list's arrays read directly, kind and phase as their codes (`EventList.Kind`,
            // `EventList.phases`): through `kind(_:)`, `sampleLocation` and `samplePhase` this
            // was about 80 instructions a sample (issue 28 item 4, docs/PERFORMANCE.md "round 8:
            // the reading"), in the first reading of every streamed replay.
            let entries = events.entries
            let stored = events.stored
            var lo = 0
            for entry in entries {
                let end = entry.end
                let hi = Int(end & EventList.endMask)
                defer { lo = hi }
                switch end >> EventList.kindShift {
                case EventList.Kind.touches.rawValue:
                    let time = entry.time
                    for k in lo..<hi {
                        let sample = stored[k]
                        let location =
                            sample.x != EventList.wideMarker
                            ? Point(x: Double(sample.x) / 1000, y: Double(sample.y) / 1000)
                            : events.wide[k] ?? Point(x: 0, y: 0)
                        let code = sample.code
                        let id = Int(code >> 3)
                        if screen != nil
                            && !(sample.x >= inner.loX && sample.x <= inner.hiX && sample.y >= inner.loY
                                && sample.y <= inner.hiY)
                        {
                            let x = location.x
                            let y = location.y
                            let out = max(
                                -x - marginX, x - measured.width - marginX, -y - marginY,
                                y - measured.height - marginY)
                            if out > 0 {
                                offCount += 1
                                if off == nil { off = (id, time, location) }
                                if out > farthestOut { (farthestOut, farthest) = (out, location) }
                            }
                        }
                        switch code & 7 {
                        case 0:  // began
                            (touches[id].began, touches[id].sampleCount, touches[id].liveIn) = (time, 1, era)
                            if touches[id].downAt >= 0 {
                                touches[id].lastTime = time
                                touches[id].last = location
                            } else {
                                touches[id].downAt = down.count
                                touches[id].downBegan = time
                                touches[id].lastTime = time
                                touches[id].last = location
                                down.append(id)
                            }
                        case 1, 2:  // moved, stationary
                            touches[id].moved(at: time, to: location, era: era)
                        default:  // ended, cancelled
                            if touches[id].downAt >= 0 {
                                let i = touches[id].downAt
                                down.remove(at: i)
                                touches[id].downAt = -1
                                for k in i..<down.count { touches[down[k]].downAt = k }
                            }
                            guard touches[id].liveIn == era else { continue }
                            touches[id].liveIn = -1
                            let samples = touches[id].sampleCount + 1
                            let began = touches[id].began
                            let duration = time - began
                            if duration >= slowTouchDuration, duration / Double(samples - 1) >= slowSampleGap {
                                if slow == nil {
                                    slow = (id, began, duration, samples)
                                } else {
                                    slowOthers += 1
                                }
                            }
                        }
                    }
                case EventList.Kind.interrupt.rawValue:
                    era += 1
                    for touch in down { touches[touch].downAt = -1 }
                    down.removeAll()
                default:  // tick, change
                    break
                }
            }
        }

        /// Thousandths within which a stored sample (`EventList.Stored`) is certainly not off
        /// the screen: a sample inside skips the test in `Double`s (about 35 instructions a
        /// sample in the first reading of every streamed replay; issue 28 item 4,
        /// docs/PERFORMANCE.md "round 9: the reading"), one outside (or a wide one, whose `x`
        /// is `EventList.wideMarker`) takes it as before, so the counts cannot change.
        ///
        /// Why inside is not off: with `lo` = −`marginX` and `hi` = `width` + `marginX` (each
        /// one rounding), `loX` ≥ `lo` × 1000 + 1 and `hiX` ≤ `hi` × 1000 − 1, so a sample's x
        /// (its thousandths / 1000, rounded once) is at least 0.001 − 10^−9 inside both, and
        /// the test's `-x - marginX` and `x - width - marginX` (two roundings each, every
        /// value below 10^7 in magnitude, so each error below 2·10^−9) stay below 0; the same
        /// for y. Bounds beyond ±2·10^6 points, or not finite, give an empty box (every
        /// sample tested).
        struct Inner {
            var loX: Int32
            var hiX: Int32
            var loY: Int32
            var hiY: Int32
        }

        static func inner(width: Double, height: Double, marginX: Double, marginY: Double) -> Inner {
            func range(_ lo: Double, _ hi: Double) -> (Int32, Int32) {
                let limit = 2_000_000.0
                guard lo.isFinite, hi.isFinite, lo >= -limit, hi <= limit, lo <= hi else { return (1, 0) }
                return (Int32((lo * 1000).rounded(.up)) + 1, Int32((hi * 1000).rounded(.down)) - 1)
            }
            let (loX, hiX) = range(-marginX, width + marginX)
            let (loY, hiY) = range(-marginY, height + marginY)
            return Inner(loX: loX, hiX: hiX, loY: loY, hiY: hiY)
        }

        /// Whether the off-screen samples were measured against `screen`.
        package func measured(against screen: Size) -> Bool { self.screen == screen }

        /// The unit warnings (see `InputWarnings.units(of:)`); `ids` is the list's `idTable`.
        package func units(ids: [TouchID]) -> [InputWarning] {
            var warnings: [InputWarning] = []
            if let slow {
                warnings.append(
                    .slowTouch(
                        touch: ids[slow.touch], began: slow.began, duration: slow.duration, samples: slow.samples,
                        others: slowOthers))
            }
            if let off, let screen {
                warnings.append(
                    .offScreen(
                        touch: ids[off.touch], time: off.time, point: off.point, farthest: farthest,
                        count: offCount, screen: screen))
            }
            return warnings
        }

        /// The touches left down (see `InputWarnings.touchesLeftDown(of:)`).
        package func leftDown(ids: [TouchID]) -> [InputWarning] {
            down.map {
                .downAtEnd(
                    touch: ids[$0], began: touches[$0].downBegan, lastTime: touches[$0].lastTime,
                    last: touches[$0].last)
            }
        }
    }
}
