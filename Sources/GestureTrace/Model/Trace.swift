/// A decoded trace document (FORMAT §1): a scene and its input, in time order.
package struct Trace: Sendable {
    package var name: String?
    package var scene: Scene
    /// Input events with strokes already merged in, non-decreasing in time.
    package var events: EventList
    /// The `set` events' changes checked against `scene`, by event index (FORMAT §3.5);
    /// filled by `resolveSceneChanges()` once the scene is final.
    package private(set) var sceneChanges: [Int: [SceneChange]] = [:]

    package init(name: String?, scene: Scene, events: EventList) {
        self.name = name
        self.scene = scene
        self.events = events
    }

    /// Checks every `set` event's changes against the scene (which a `--scene` may have
    /// replaced after the events were read): an unknown id or a key that does not apply to
    /// what the id names is a located error (FORMAT §5).
    package mutating func resolveSceneChanges() throws(TraceError) {
        sceneChanges = [:]
        guard !events.changes.isEmpty else { return }
        let ids = SceneIDs(scene)
        for (index, declared) in events.changes.sorted(by: { $0.key < $1.key }) {
            var resolved: [SceneChange] = []
            for change in declared { resolved.append(try change.resolved(in: scene, ids: ids)) }
            sceneChanges[index] = resolved
        }
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
    /// `{"t": 0.3, "set": {…}}`: the app changes its scene (FORMAT §3.5).
    case change(time: Double, changes: [DeclaredSceneChange])

    package var time: Double {
        switch self {
        case .touches(let t, _), .interrupt(let t), .tick(let t), .change(let t, _): return t
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
