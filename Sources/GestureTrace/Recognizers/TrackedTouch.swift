/// A touch a built-in recognizer tracks: the engine's key and its latest known location in
/// window coordinates.
///
/// Built-in recognizers keep their tracked touches in arrays in arrival order, never in a
/// Dictionary or Set, so no hashing order can reach their behaviour (STYLE "Determinism").
package struct TrackedTouch: Equatable {
    package var key: Int
    package var location: Point

    package init(key: Int, location: Point) {
        self.key = key
        self.location = location
    }
}

extension Array where Element == TrackedTouch {
    /// The mean of the tracked locations (SEMANTICS §8: "centroid"); `.zero` when empty.
    ///
    /// Summed in place, in the same order and the same way as `Point.centroid`, so results
    /// are bit-identical without building an array of locations per query.
    var centroid: Point {
        guard !isEmpty else { return .zero }
        // One touch (a tap's, pan's or press's finger, most calls): the loop below's
        // arithmetic for it, 0 + x then a division by 1 (which leaves every value, zeros'
        // signs, infinities and NaNs as they are), without the loop.
        if count == 1 {
            let location = self[0].location
            return Point(x: (0.0 + location.x) / 1.0, y: (0.0 + location.y) / 1.0)
        }
        var sx = 0.0
        var sy = 0.0
        for t in self {
            sx += t.location.x
            sy += t.location.y
        }
        let n = Double(count)
        return Point(x: sx / n, y: sy / n)
    }

    /// Whether the touch with `key` is tracked.
    func contains(key: Int) -> Bool { contains { $0.key == key } }

    /// Copies the locations of `touches` onto the tracked touches with the same keys.
    ///
    /// UIKit updates every `UITouch` before delivering an event, so a recognizer always reads
    /// current locations (SEMANTICS §2.1): the logic refreshes from the host (`refresh(from:)`) and from
    /// the touches it is handed before it computes anything.
    mutating func update(from touches: [RecognizerTouch]) {
        for touch in touches {
            for i in indices where self[i].key == touch.key {
                self[i].location = touch.location
            }
        }
    }

    /// Copies the current locations of the host's touches onto the tracked touches with the
    /// same keys: `update(from: host.touches)` without building that array (SEMANTICS §2.1).
    mutating func refresh(from host: RecognizerHost) {
        // Nothing to read for no touch: the dynamic call is skipped (a tap's recorded touches
        // are empty until its fingers are all down).
        guard !isEmpty else { return }
        host.refreshLocations(of: &self)
    }

    /// `refresh(from: host)` then `update(from: touches)`, in one call to the host
    /// (`RecognizerHost.refreshLocations(of:then:)`): the current location of every tracked
    /// touch, those of the delivered ones as delivered (SEMANTICS §2.1).
    mutating func refresh(from host: RecognizerHost, then touches: [RecognizerTouch]) {
        // Nothing to read or write for no touch: the dynamic call is skipped.
        guard !isEmpty else { return }
        // One tracked touch and one delivered (a tap's, pan's or press's finger moving, most
        // calls): the general steps below come to this one comparison and write, without the
        // closures' and the update's two passes (about 80 instructions of 100 a call, 108 000
        // calls on the benchmark's 1000-gesture session, issue 28 item 4, round 9).
        if count == 1, touches.count == 1 {
            if self[0].key == touches[0].key {
                self[0].location = touches[0].location
            } else {
                host.refreshLocations(of: &self, then: touches)
            }
            return
        }
        // Every tracked touch delivered (a move of the one finger a pan, tap or press follows,
        // or of both of a pinch's): the update overwrites whatever the refresh read, so the
        // host is not asked at all (issue 28 item 4, round 8).
        if allSatisfy({ tracked in touches.contains { $0.key == tracked.key } }) {
            update(from: touches)
        } else {
            host.refreshLocations(of: &self, then: touches)
        }
    }

    /// Appends `touches` that are not tracked yet, in the order given.
    mutating func append(_ touches: [RecognizerTouch]) {
        for touch in touches where !contains(key: touch.key) {
            append(TrackedTouch(key: touch.key, location: touch.location))
        }
    }

    /// Removes the tracked touches whose keys appear in `touches`; returns how many went.
    @discardableResult
    mutating func remove(_ touches: [RecognizerTouch]) -> Int {
        let before = count
        removeAll { tracked in touches.contains { $0.key == tracked.key } }
        return before - count
    }
}
