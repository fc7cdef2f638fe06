/// A decoded trace document (FORMAT §1): a scene and its input, in time order.
package struct Trace: Sendable {
    package var name: String?
    package var scene: Scene
    /// Input events with strokes already merged in, non-decreasing in time.
    package var events: EventList

    package init(name: String?, scene: Scene, events: EventList) {
        self.name = name
        self.scene = scene
        self.events = events
    }

    package init(name: String?, scene: Scene, events: [InputEvent]) {
        self.init(name: name, scene: scene, events: EventList(events))
    }
}

/// One element of `events` (FORMAT §3): one UIEvent, a system interrupt, or time passing.
package enum InputEvent: Sendable {
    case touches(time: Double, touches: [TouchSample])
    case interrupt(time: Double)
    /// `{"t": 2.5}`: no touches; timers due up to this time fire.
    case tick(time: Double)

    package var time: Double {
        switch self {
        case .touches(let t, _), .interrupt(let t), .tick(let t): return t
        }
    }
}

/// One finger's state in one event (FORMAT §3.1).
package struct TouchSample: Sendable {
    package var id: TouchID
    package var phase: TouchPhase
    /// Location in window coordinates.
    package var location: Point
    package var force: Double?
    package var radius: Double?

    package init(id: TouchID, phase: TouchPhase, location: Point, force: Double? = nil, radius: Double? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.radius = radius
    }
}
