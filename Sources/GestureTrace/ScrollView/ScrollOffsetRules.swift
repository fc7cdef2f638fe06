// The C math library for log (the deceleration's distance); not Foundation (issue 16).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    import Foundation
#endif

/// Where a scroll view's content offset may go and where a drag puts it (SEMANTICS §9.4.5):
/// its range, the edges an offset abuts, the rubber band past an edge with `bounces`, the
/// clamp without it, and where the content comes to rest when the pan ends.
///
/// The range has no content inset (FORMAT §2.1 has no `contentInset`): from (0, 0) to content
/// size minus bounds size, never below 0.
enum ScrollOffsetRules {
    /// The smallest and largest content offset of scroll view `view`.
    static func range(of view: ViewNode) -> (min: Point, max: Point) {
        let content = view.scroll?.contentSize ?? Size(width: 0, height: 0)
        let size = view.bounds.size
        return (
            Point(x: 0, y: 0),
            Point(x: max(0, content.width - size.width), y: max(0, content.height - size.height))
        )
    }

    /// The content edges `offset` abuts: at (or past) the smallest offset on an axis it abuts the
    /// top or left edge, at (or past) the largest the bottom or right edge; content that fits
    /// abuts both (UIKit's `_currentlyAbuttedContentEdges`, SEMANTICS §9.4.4).
    static func abuttedEdges(of view: ViewNode, at offset: Point) -> ContentEdges {
        let (low, high) = range(of: view)
        var edges: ContentEdges = []
        if offset.x <= low.x { edges.insert(.left) }
        if offset.x >= high.x { edges.insert(.right) }
        if offset.y <= low.y { edges.insert(.top) }
        if offset.y >= high.y { edges.insert(.bottom) }
        return edges
    }

    /// The offset while the pan moves the content by `translation` from `start`: along each
    /// scrollable axis the content follows the finger (offset = start − translation); past an
    /// edge it rubber-bands with `bounces` and stops at the edge without it. An axis the scroll
    /// view cannot scroll keeps its offset (SEMANTICS §9.4.5).
    static func offsetDuringPan(
        of view: ViewNode, axes: ScrollAxes, from start: Point, translation t: Point, settings: Settings
    ) -> Point {
        let (low, high) = range(of: view)
        let bounces = view.scroll?.bounces ?? true
        let c = settings.scrollRubberBandCoefficient
        var out = start
        if axes.horizontal {
            out.x = follow(
                start.x - t.x, low: low.x, high: high.x, dimension: view.bounds.size.width, bounces: bounces, c: c)
        }
        if axes.vertical {
            out.y = follow(
                start.y - t.y, low: low.y, high: high.y, dimension: view.bounds.size.height, bounces: bounces, c: c)
        }
        return out
    }

    /// Where the content comes to rest when the pan ends or is cancelled (SEMANTICS §9.4.5),
    /// from the offset where the finger left it and the content's release velocity (points per
    /// second; `latest` is the last sample alone, `release` UIKit's blend of the last two).
    ///
    /// Below `scrollDecelerationMinVelocity` (the latest sample's speed) nothing decelerates: the
    /// content settles back inside its range, or on the nearest page with paging. Faster, it
    /// decelerates: with paging to the next page boundary in the direction of motion; without,
    /// by `(|v| − 0.01) / |ln rate|` points (v in points per millisecond, rate the
    /// `decelerationRate`), then inside its range. Only the resting offset is modelled, not the
    /// animation's time.
    static func offsetAtRest(
        of view: ViewNode, axes: ScrollAxes, _ offset: Point, latest: Point, release: Point, settings: Settings
    ) -> Point {
        let (low, high) = range(of: view)
        let spec = view.scroll ?? ScrollSpec()
        let decelerates =
            (latest.x * latest.x + latest.y * latest.y).squareRoot() >= settings.scrollDecelerationMinVelocity
        func rest(_ o: Double, _ v: Double, low: Double, high: Double, page: Double) -> Double {
            var target = o
            if spec.pagingEnabled, page > 0 {
                let p = o / page
                let index =
                    decelerates && v > 0 ? p.rounded(.up) : decelerates && v < 0 ? p.rounded(.down) : p.rounded()
                target = index * page
            } else if decelerates {
                let perMillisecond = abs(v) / 1000
                let distance = max(perMillisecond - 0.01, 0) / abs(log(spec.decelerationRate))
                target = o + (v < 0 ? -distance : distance)
            }
            return min(max(target, low), high)
        }
        var out = offset
        if axes.horizontal {
            out.x = rest(offset.x, release.x, low: low.x, high: high.x, page: view.bounds.size.width)
        }
        if axes.vertical {
            out.y = rest(offset.y, release.y, low: low.y, high: high.y, page: view.bounds.size.height)
        }
        return out
    }

    /// One axis: inside [low, high] the proposed offset; past an edge, the edge plus the rubber
    /// band of the excess with `bounces`, the edge without it.
    private static func follow(
        _ proposed: Double, low: Double, high: Double, dimension: Double, bounces: Bool, c: Double
    ) -> Double {
        if proposed < low {
            return bounces ? low - rubberBand(low - proposed, dimension: dimension, coefficient: c) : low
        }
        if proposed > high {
            return bounces ? high + rubberBand(proposed - high, dimension: dimension, coefficient: c) : high
        }
        return proposed
    }

    /// UIKit's rubber band since iOS 6: an excess `x` past the edge moves the content
    /// `(1 − 1 / (x·c / d + 1))·d`, with `d` the bounds dimension along the axis and `c` the
    /// coefficient (0.55): it starts at slope `c` and never reaches `d` (SEMANTICS §9.4.5 ⚠).
    static func rubberBand(_ x: Double, dimension d: Double, coefficient c: Double) -> Double {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }
}
