/// The timeline's horizontal scale: time to pixels, with idle stretches compressed.
///
/// A recorded session is mostly nothing: a tap, ten quiet seconds, a pan. Drawn linearly, each
/// gesture would be a sliver. So stretches longer than `gapThreshold` without any event or
/// frame become fixed-width "gap" segments (labelled with their length), and the active
/// stretches share a common pixels-per-second scale chosen so the page is about `targetWidth`
/// wide, within bounds that keep a 0.1 s tap visible and a long session scrollable.
///
/// The mapping is continuous and non-decreasing, so a span that crosses a gap still draws as
/// one rectangle.
struct TimeAxis: Equatable {
    struct Segment: Equatable {
        var t0: Double
        var t1: Double
        var x0: Double
        var x1: Double
        /// A compressed idle stretch.
        var isGap: Bool
    }

    /// In order of time; together they cover `start...end`.
    var segments: [Segment]
    /// Total width in pixels at zoom 1.
    var width: Double
    /// The scale of the active stretches.
    var pixelsPerSecond: Double

    static let gapThreshold = 2.0
    static let gapWidth = 48.0
    static let leftPad = 6.0
    /// Pixels of time added before and after every active stretch.
    static let runPad = 10.0
    static let rightPad = 24.0
    static let targetWidth = 1000.0
    static let minPixelsPerSecond = 60.0
    static let maxPixelsPerSecond = 4000.0
    /// Past this the pixels-per-second floor gives way: the page must stay loadable.
    static let maxWidth = 60000.0

    /// `times` are sorted distinct times something happened.
    init(times: [Double]) {
        var builder = Runs()
        for t in times { builder.add(t) }
        self.init(runs: builder.runs)
    }

    /// Active stretches, built from times fed in non-decreasing order: runs of times no more
    /// than `gapThreshold` apart. Memory is one pair per run, however many times.
    struct Runs: Equatable {
        private(set) var runs: [Run] = []

        mutating func add(_ t: Double) {
            guard t.isFinite else { return }
            if let last = runs.last, t - last.end <= TimeAxis.gapThreshold, t >= last.start {
                runs[runs.count - 1].end = max(last.end, t)
            } else {
                runs.append(Run(start: t, end: t))
            }
        }

        /// The union of two lists of runs, merged where they come within `gapThreshold`:
        /// the same runs as feeding both lists' times in one sorted stream.
        static func merged(_ a: [Run], _ b: [Run]) -> [Run] {
            var all = (a + b).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            var out: [Run] = []
            for run in all {
                if let last = out.last, run.start - last.end <= TimeAxis.gapThreshold {
                    out[out.count - 1].end = max(last.end, run.end)
                } else {
                    out.append(run)
                }
            }
            all = []
            return out
        }
    }

    struct Run: Equatable {
        var start: Double
        var end: Double
    }

    init(runs spans: [Run]) {
        guard !spans.isEmpty else {
            segments = [Segment(t0: 0, t1: 1, x0: Self.leftPad, x1: Self.leftPad + Self.targetWidth, isGap: false)]
            width = Self.leftPad + Self.targetWidth + Self.rightPad
            pixelsPerSecond = Self.targetWidth
            return
        }
        let runs = spans.map { ($0.start, $0.end) }
        let active = runs.reduce(0) { $0 + ($1.1 - $1.0) }
        let gaps = Double(runs.count - 1) * Self.gapWidth
        let pads = Double(runs.count) * 2 * Self.runPad
        var pps = active > 0 ? (Self.targetWidth - gaps - pads) / active : Self.maxPixelsPerSecond
        pps = min(Self.maxPixelsPerSecond, max(Self.minPixelsPerSecond, pps))
        if active * pps + gaps + pads > Self.maxWidth, active > 0 {
            pps = max(1, (Self.maxWidth - gaps - pads) / active)
        }
        // Each run is widened by a few pixels' worth of time on both sides (taken from the
        // gaps, which are longer than that), so a lone instant gets room and its marks do not
        // sit on a gap's edge.
        let pad = Self.runPad / pps
        var segments: [Segment] = []
        var x = Self.leftPad
        for (i, run) in runs.enumerated() {
            let t0 = run.0 - pad
            let t1 = run.1 + pad
            if i > 0, let previousRun = segments.last {
                segments.append(Segment(t0: previousRun.t1, t1: t0, x0: x, x1: x + Self.gapWidth, isGap: true))
                x += Self.gapWidth
            }
            let w = (t1 - t0) * pps
            segments.append(Segment(t0: t0, t1: t1, x0: x, x1: x + w, isGap: false))
            x += w
        }
        self.segments = segments
        width = (x + Self.rightPad).rounded(.up)
        pixelsPerSecond = pps
    }

    /// The pixel position of `t` at zoom 1; times outside the axis clamp to its ends.
    func x(_ t: Double) -> Double {
        guard let first = segments.first, let last = segments.last else { return 0 }
        if !(t > first.t0) { return first.x0 }
        if t >= last.t1 { return last.x1 }
        // Binary search: the first segment ending at or after t.
        var lo = 0
        var hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].t1 < t { lo = mid + 1 } else { hi = mid }
        }
        let s = segments[lo]
        guard s.t1 > s.t0 else { return s.x0 }
        return s.x0 + (t - s.t0) / (s.t1 - s.t0) * (s.x1 - s.x0)
    }

    /// `t` as a percentage of the width: the SVG places marks in percent, so that zooming
    /// (changing the SVG's width) moves them without stretching their shapes or text.
    func percent(_ t: Double) -> String {
        HTMLText.number(x(t) / width * 100, decimals: 4) + "%"
    }

    /// A pixel length as a percentage of the width.
    func percent(pixels: Double) -> String {
        HTMLText.number(pixels / width * 100, decimals: 4) + "%"
    }

    /// Tick times: multiples of a 1-2-5 step at least `minSpacing` pixels apart, inside the
    /// active segments only.
    func ticks(minSpacing: Double = 80) -> (step: Double, times: [Double]) {
        let step = Self.niceStep(minSpacing / pixelsPerSecond)
        var times: [Double] = []
        // Bounded by a count, not only by the loop condition: at huge times `k + 1 == k` in
        // floating point, and a trace's times are input.
        var budget = 20_000
        for s in segments where !s.isGap {
            var k = (s.t0 / step).rounded(.up)
            while k * step <= s.t1 + step * 1e-9 && budget > 0 {
                budget -= 1
                let t = k * step
                k += 1
                if let previous = times.last, x(t) - x(previous) < minSpacing / 2 { continue }
                times.append(t)
            }
        }
        return (step, times)
    }

    /// The smallest of 1, 2, 5 × 10ⁿ seconds that is at least `minimum`.
    static func niceStep(_ minimum: Double) -> Double {
        guard minimum.isFinite, minimum > 0 else { return 1 }
        var magnitude = 1e-6
        while magnitude * 10 <= minimum { magnitude *= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where magnitude * factor >= minimum {
            return magnitude * factor
        }
        return magnitude * 10
    }
}
