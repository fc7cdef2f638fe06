/// One change an app makes to its scene while touches are down (FORMAT §3.5): a view moved,
/// hidden or removed, a recognizer or a scroll view's scrolling turned off, a content offset
/// set. A trace's `set` events carry them at a time; `replay --set ID.KEY=VALUE` applies them
/// before the first event. The same value is applied to the model (`Scene.apply`) and, during
/// a replay, with UIKit's rules for the touches and recognizers in flight (SEMANTICS §2.12,
/// `Simulation/FrameLoop+SceneChanges`).
///
/// `SceneChange` is resolved: its target is an index of the scene it was checked against.
/// `DeclaredSceneChange` is what the input says, before the scene is known (a trace's events
/// are read before a `--scene` replaces its scene).
package struct SceneChange: Sendable, Equatable {
    /// What the change applies to.
    package enum Target: Sendable, Equatable {
        case view(Int)
        case recognizer(Int)
    }

    package var target: Target
    package var value: SceneChangeValue

    package init(target: Target, value: SceneChangeValue) {
        self.target = target
        self.value = value
    }
}

/// A changed property and its new value (FORMAT §3.5's keys).
package enum SceneChangeValue: Sendable, Equatable {
    /// `frame`: `[x, y, width, height]`; the bounds keep their origin and take the size, as
    /// UIKit's `frame` setter does for an untransformed view.
    case frame(Rect)
    case transform(AffineTransform)
    case alpha(Double)
    case hidden(Bool)
    case userInteractionEnabled(Bool)
    /// `removeFromSuperview()` (only `true` is a value: a removed view is not put back).
    case removeFromSuperview
    /// A scroll view's `isScrollEnabled`, which UIKit applies to its pan's `isEnabled`.
    case scrollEnabled(Bool)
    /// A scroll view's `contentOffset`: its bounds origin (FORMAT §2.1 `bounds`).
    case contentOffset(Point)
    /// A gesture recognizer's `isEnabled`.
    case enabled(Bool)

    /// The key's name in FORMAT §3.5 (UIKit's spellings `isHidden`, … are accepted on input).
    package var key: SceneChangeKey {
        switch self {
        case .frame: return .frame
        case .transform: return .transform
        case .alpha: return .alpha
        case .hidden: return .hidden
        case .userInteractionEnabled: return .userInteractionEnabled
        case .removeFromSuperview: return .removeFromSuperview
        case .scrollEnabled: return .scrollEnabled
        case .contentOffset: return .contentOffset
        case .enabled: return .enabled
        }
    }

    /// The value as JSON text, as the input would write it: what the `change` record prints.
    package var jsonText: String {
        func list(_ values: [Double]) -> String {
            "[" + values.map(DecimalFormat.coordinate).joined(separator: ", ") + "]"
        }
        switch self {
        case .frame(let r): return list([r.minX, r.minY, r.size.width, r.size.height])
        case .transform(let t): return list([t.a, t.b, t.c, t.d, t.tx, t.ty])
        case .alpha(let a): return DecimalFormat.coordinate(a)
        case .hidden(let b), .userInteractionEnabled(let b), .scrollEnabled(let b), .enabled(let b):
            return b ? "true" : "false"
        case .removeFromSuperview: return "true"
        case .contentOffset(let p): return list([p.x, p.y])
        }
    }
}

/// The keys a change may set (FORMAT §3.5), and what each applies to.
package enum SceneChangeKey: String, Sendable, CaseIterable {
    case frame, transform, alpha, hidden, userInteractionEnabled, removeFromSuperview, scrollEnabled, contentOffset
    case enabled

    /// UIKit's property names, accepted as the FORMAT §2.1 keys accept them.
    static let aliases: [String: SceneChangeKey] = [
        "isHidden": .hidden, "isUserInteractionEnabled": .userInteractionEnabled, "isScrollEnabled": .scrollEnabled,
        "isEnabled": .enabled,
    ]

    /// The key a name spells, UIKit's property names included.
    package static func named(_ name: String) -> SceneChangeKey? {
        SceneChangeKey(rawValue: name) ?? aliases[name]
    }

    /// Every accepted name, for "unknown key" messages and their hints.
    static var names: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }

    /// What the key applies to, for the message when an id names something else.
    package enum Applies: Sendable { case view, scrollView, recognizer, sheet }

    var applies: Applies {
        switch self {
        case .frame, .transform, .alpha, .hidden, .userInteractionEnabled, .removeFromSuperview: return .view
        case .scrollEnabled, .contentOffset: return .scrollView
        case .enabled: return .recognizer
        }
    }
}

/// A change as the input gives it, with the places to blame when the scene refuses it
/// (FORMAT §5): the target's id is looked up only once the scene is final.
package struct DeclaredSceneChange: Sendable, Equatable {
    package var targetID: String
    package var value: SceneChangeValue
    /// Where the id is written (an unknown id is reported here, FORMAT §5).
    package var idLocation: TraceError
    /// Where the key is written (a key that does not apply to the target is reported here).
    package var keyLocation: TraceError

    package init(targetID: String, value: SceneChangeValue, idLocation: TraceError, keyLocation: TraceError) {
        self.targetID = targetID
        self.value = value
        self.idLocation = idLocation
        self.keyLocation = keyLocation
    }

    /// The change against `scene`, or a located error: an unknown id (with the nearest id as
    /// a hint), or a key that does not apply to what the id names.
    package func resolved(in scene: Scene, ids: SceneIDs) throws(TraceError) -> SceneChange {
        func fail(_ at: TraceError, _ message: String) -> TraceError {
            var error = at
            error.message = message
            return error
        }
        let key = value.key
        let target = try ids.target(
            targetID, keyName: key.rawValue, applies: key.applies, in: scene, idLocation: idLocation,
            keyLocation: keyLocation)
        if case .view(let v) = target, v == Scene.windowIndex, key == .removeFromSuperview {
            throw fail(keyLocation, "the window cannot be removed: it has no superview")
        }
        return SceneChange(target: target, value: value)
    }
}

/// The ids a change may name: every view and every UIKit recognizer of a scene (a scroll
/// view's `<id>.pan` included).
package struct SceneIDs: Sendable {
    private var targets: [String: SceneChange.Target] = [:]
    let all: [String]

    package init(_ scene: Scene) {
        var all: [String] = []
        for (v, view) in scene.views.enumerated() {
            targets[view.id] = .view(v)
            all.append(view.id)
        }
        for (r, recognizer) in scene.recognizers.enumerated() where targets[recognizer.id] == nil {
            targets[recognizer.id] = .recognizer(r)
            all.append(recognizer.id)
        }
        self.all = all
    }

    subscript(id: String) -> SceneChange.Target? { targets[id] }

    /// What `id` names, checked against what key `keyName` applies to (FORMAT §3.5, §3.6):
    /// an unknown id is an error at `idLocation` with the nearest id as a hint; a key that
    /// does not apply to what the id names, at `keyLocation`. Scene changes and setup patches
    /// (`ScenePatch`) both look their ids up here.
    package func target(
        _ id: String, keyName: String, applies: SceneChangeKey.Applies, in scene: Scene, idLocation: TraceError,
        keyLocation: TraceError
    ) throws(TraceError) -> SceneChange.Target {
        func fail(_ at: TraceError, _ message: String) -> TraceError {
            var error = at
            error.message = message
            return error
        }
        guard let target = targets[id] else {
            let hint = EditDistance.closest(to: id, among: all).map { "; did you mean '\($0)'?" } ?? ""
            throw fail(idLocation, "unknown view or gesture recognizer id '\(id)'\(hint)")
        }
        switch (applies, target) {
        case (.recognizer, .recognizer), (.view, .view):
            break
        case (.scrollView, .view(let v)):
            guard scene.views[v].scroll != nil else {
                throw fail(
                    keyLocation,
                    "'\(keyName)' applies to a scroll view; '\(id)' is a \(scene.views[v].viewClass.rawValue)")
            }
        case (.sheet, .view(let v)):
            guard scene.views[v].sheet != nil else {
                throw fail(
                    keyLocation, "'\(keyName)' applies to a presented sheet (FORMAT §2.1 sheet); '\(id)' is not one")
            }
        case (.recognizer, .view):
            throw fail(keyLocation, "'\(keyName)' applies to a gesture recognizer; '\(id)' is a view")
        case (.view, .recognizer), (.scrollView, .recognizer), (.sheet, .recognizer):
            throw fail(keyLocation, "'\(keyName)' applies to a view; '\(id)' is a gesture recognizer")
        }
        return target
    }
}

extension Scene {
    /// The scene after `change`, as data: the view tree and the recognizers' settings. What
    /// happens to touches in flight is the replay's (SEMANTICS §2.12).
    package mutating func apply(_ change: SceneChange) {
        switch change.target {
        case .recognizer(let r):
            if case .enabled(let on) = change.value { recognizers[r].enabled = on }
        case .view(let v):
            switch change.value {
            case .frame(let rect):
                views[v].frame = rect
                views[v].bounds.size = rect.size
            case .transform(let t): views[v].transform = t
            case .alpha(let a): views[v].alpha = a
            case .hidden(let h): views[v].hidden = h
            case .userInteractionEnabled(let on): views[v].userInteractionEnabled = on
            case .removeFromSuperview:
                if let parent = views[v].parent {
                    views[parent].subviews.removeAll { $0 == v }
                }
                views[v].parent = nil
            case .scrollEnabled(let on): views[v].scroll?.scrollEnabled = on
            case .contentOffset(let p): views[v].bounds.origin = p
            case .enabled: break
            }
        }
    }
}
