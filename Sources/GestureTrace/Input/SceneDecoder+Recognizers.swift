extension SceneDecoder {
    /// The keys every recognizer accepts (FORMAT §2.2).
    static let commonRecognizerKeys = [
        "id", "kind", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "requireToFail", "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "simultaneousWith",
        "shouldBegin", "shouldReceiveTouch",
    ]

    /// The kinds a scene may declare and their own keys, in FORMAT §2.2's order.
    static let kindKeys: [(kind: String, keys: [String])] = [
        ("tap", ["taps", "touches"]),
        ("longPress", ["minimumPressDuration", "allowableMovement", "taps", "touches"]),
        ("pan", ["minimumNumberOfTouches", "maximumNumberOfTouches"]),
        ("swipe", ["direction", "touches"]),
        ("pinch", []),
        ("rotation", []),
        ("screenEdgePan", ["edges"]),
        ("fingers", ["count", "failOnExtra"]),
        ("script", ["continuous", "steps"]),
        ("custom", ["class", "params"]),
    ]

    /// UIKit's class names accepted for `kind` (FORMAT §2.2).
    static let kindSynonyms = [
        "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress",
        "UIPanGestureRecognizer": "pan", "UISwipeGestureRecognizer": "swipe",
        "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
        "UIScreenEdgePanGestureRecognizer": "screenEdgePan",
    ]

    /// UIKit's property names accepted for recognizer keys (FORMAT §2.2): `taps` and `touches`
    /// are `numberOfTapsRequired` and `numberOfTouchesRequired`, `enabled` is `isEnabled`.
    static let recognizerSynonyms = [
        "isEnabled": "enabled", "numberOfTapsRequired": "taps", "numberOfTouchesRequired": "touches",
    ]

    /// The keys valid on a recognizer of each kind: the common keys, then the kind's own.
    static let recognizerKeySets: [String: KeySet] = Dictionary(
        uniqueKeysWithValues: kindKeys.map { ($0.kind, KeySet(commonRecognizerKeys + $0.keys)) })

    /// Counts of touches and taps above this are surely mistakes; the bound keeps arithmetic safe.
    static let maxCount = 1_000_000

    /// Decodes one recognizer attached to view `view` and appends it to `recognizers`.
    ///
    /// The kind is read first, so that only the common keys and that kind's keys are valid;
    /// a key of another kind gets a message saying which kinds take it.
    ///
    /// `representableID` is set for a SwiftUI `representable` (FORMAT §2.3.2): the object has no
    /// `id` of its own (the modifier's is used) and the recognizer is reached through SwiftUI's
    /// hit path, not attached to the view's `recognizers`.
    mutating func decodeRecognizer(
        _ node: Int, view: Int, representableID: (id: String, node: Int)? = nil
    ) throws(TraceError) {
        let document = context.document
        guard document.kind(node) == .object else {
            throw context.typeError(node, expected: "an object for a gesture recognizer")
        }
        var kindNode: Int?
        for (key, value) in document.members(of: node) where document.stringEquals(key, Array("kind".utf8)) {
            kindNode = value
        }
        guard let kindNode else { throw context.error(node, "missing required key 'kind'") }
        let written = try context.string(kindNode)
        let kindName = SceneDecoder.kindSynonyms[written] ?? written
        guard let entry = SceneDecoder.kindKeys.first(where: { $0.kind == kindName }) else {
            let kinds = SceneDecoder.kindKeys.map(\.kind)
            let candidates = kinds + SceneDecoder.kindSynonyms.keys.sorted()
            if let hint = EditDistance.closest(to: written, among: candidates) {
                let canonical = SceneDecoder.kindSynonyms[hint].map { " ('\($0)')" } ?? ""
                throw context.error(
                    kindNode, "unknown recognizer kind \(context.quoted(kindNode)); did you mean '\(hint)'\(canonical)?"
                )
            }
            throw context.error(
                kindNode,
                "unknown recognizer kind \(context.quoted(kindNode)); expected one of \(kinds.joined(separator: ", ")) (or UIKit's class name, such as UITapGestureRecognizer)"
            )
        }
        var keys = SceneDecoder.recognizerKeySets[entry.kind] ?? KeySet(SceneDecoder.commonRecognizerKeys + entry.keys)
        if representableID != nil {
            keys = KeySet(SceneDecoder.commonRecognizerKeys.filter { $0 != "id" } + entry.keys)
        }
        let f = try context.object(
            node, "a gesture recognizer", keys: keys, synonyms: SceneDecoder.recognizerSynonyms
        ) { name in
            let canonical = SceneDecoder.recognizerSynonyms[name] ?? name
            let owners = SceneDecoder.kindKeys.filter { $0.keys.contains(canonical) }.map(\.kind)
            guard !owners.isEmpty else { return nil }
            return
                "key '\(name)' is not valid for a '\(kindName)' recognizer; it belongs to \(owners.joined(separator: ", "))"
        }
        let idNode: Int
        let id: String
        if let representableID {
            idNode = representableID.node
            id = representableID.id
        } else {
            idNode = try context.required(f, "id")
            id = try context.id(idNode)
        }
        let index = recognizers.count
        try register(id, .recognizer(index), node: idNode)

        var spec = RecognizerSpec(id: id, kind: try kind(kindName, f), view: view)
        if let b = f["enabled"] { spec.enabled = try context.bool(b) }
        if let b = f["cancelsTouchesInView"] { spec.cancelsTouchesInView = try context.bool(b) }
        if let b = f["delaysTouchesBegan"] { spec.delaysTouchesBegan = try context.bool(b) }
        if let b = f["delaysTouchesEnded"] { spec.delaysTouchesEnded = try context.bool(b) }
        let isPan = spec.kind.hasPanMeasurements
        if let b = f["shouldBegin"] {
            if document.kind(b) == .string {
                spec.shouldBeginExpression = try expression(b, .shouldBegin, recognizerIsPan: isPan)
            } else {
                guard document.kind(b) == .true || document.kind(b) == .false else {
                    throw context.typeError(b, expected: "true, false or an expression string (FORMAT §2.4)")
                }
                spec.shouldBegin = try context.bool(b)
            }
        }

        var pending = PendingReferences(recognizer: index)
        if let list = f["requireToFail"] { pending.requireToFail = try idList(list) }
        if let list = f["shouldRequireFailureOf"] {
            if document.kind(list) == .string {
                pending.shouldRequireFailureOfExpression = (
                    try expression(list, .shouldRequireFailureOf, recognizerIsPan: isPan), list
                )
            } else {
                pending.shouldRequireFailureOf = try idList(list)
            }
        }
        if let list = f["shouldBeRequiredToFailBy"] {
            if document.kind(list) == .string {
                pending.shouldBeRequiredToFailByExpression = (
                    try expression(list, .shouldBeRequiredToFailBy, recognizerIsPan: isPan), list
                )
            } else {
                pending.shouldBeRequiredToFailBy = try idList(list)
            }
        }
        if let node = f["simultaneousWith"] {
            if document.kind(node) == .string {
                // "all", or an expression over the other recognizer (FORMAT §2.4).
                if document.string(node) == "all" {
                    spec.simultaneousWith = .all
                } else {
                    spec.simultaneousWithExpression = try expression(node, .simultaneousWith, recognizerIsPan: isPan)
                }
            } else {
                guard document.kind(node) == .array else {
                    throw context.typeError(
                        node, expected: "\"all\", an array of recognizer ids or an expression string (FORMAT §2.4)")
                }
                pending.simultaneousWith = try idList(node)
            }
        }
        if let node = f["shouldReceiveTouch"] {
            switch document.kind(node) {
            case .true: spec.shouldReceiveTouch = .always
            case .false: spec.shouldReceiveTouch = .never
            case .string:
                spec.shouldReceiveTouchExpression = try expression(node, .shouldReceiveTouch, recognizerIsPan: isPan)
            case .object:
                let o = try context.object(node, "shouldReceiveTouch", keys: KeySet(["exceptInViews"]))
                pending.exceptInViews = try idList(try context.required(o, "exceptInViews"))
            default:
                throw context.typeError(
                    node, expected: "true, false, {\"exceptInViews\": [view ids]} or an expression string (FORMAT §2.4)"
                )
            }
        }
        pendingRecognizers.append(pending)
        if representableID == nil { views[view].recognizers.append(index) }
        recognizers.append(spec)
    }

    /// An array of ids, each with its node for later errors.
    func idList(_ node: Int) throws(TraceError) -> [(id: String, node: Int)] {
        var out: [(id: String, node: Int)] = []
        for element in try context.array(node, expected: "an array of ids") {
            out.append((try context.id(element), element))
        }
        return out
    }

    /// The kind with its own keys and UIKit's defaults (FORMAT §2.2). The long-press defaults
    /// come from the scene's settings (SEMANTICS §8.2, §12).
    func kind(_ name: String, _ f: Fields) throws(TraceError) -> RecognizerKind {
        func count(_ key: String, _ defaultValue: Int, min: Int) throws(TraceError) -> Int {
            guard let node = f[key] else { return defaultValue }
            return try context.integer(node, key, in: min...SceneDecoder.maxCount)
        }
        switch name {
        case "tap":
            return .tap(taps: try count("taps", 1, min: 1), touches: try count("touches", 1, min: 1))
        case "longPress":
            let duration =
                try f["minimumPressDuration"].map { (n: Int) throws(TraceError) in
                    try context.nonNegative(n, "minimumPressDuration")
                } ?? settings.longPressMinDuration
            let movement =
                try f["allowableMovement"].map { (n: Int) throws(TraceError) in
                    try context.nonNegative(n, "allowableMovement")
                } ?? settings.longPressAllowableMovement
            return .longPress(
                minimumPressDuration: duration, allowableMovement: movement,
                taps: try count("taps", 0, min: 0), touches: try count("touches", 1, min: 1))
        case "pan":
            let minimum = try count("minimumNumberOfTouches", 1, min: 1)
            var maximum = Int.max
            if let node = f["maximumNumberOfTouches"], context.document.kind(node) != .null {
                maximum = try context.integer(node, "maximumNumberOfTouches", in: 1...Int.max)
                guard maximum >= minimum else {
                    throw context.error(
                        node,
                        "maximumNumberOfTouches \(context.quoted(node)) is less than minimumNumberOfTouches '\(minimum)'"
                    )
                }
            }
            return .pan(minimumNumberOfTouches: minimum, maximumNumberOfTouches: maximum)
        case "swipe":
            var directions = SwipeDirections.right
            if let node = f["direction"] { directions = try swipeDirections(node) }
            return .swipe(directions: directions, touches: try count("touches", 1, min: 1))
        case "pinch":
            return .pinch
        case "rotation":
            return .rotation
        case "screenEdgePan":
            let node = try context.required(f, "edges")
            var edges: [ScreenEdge] = []
            for element in try context.array(node, expected: "an array of edges (left, right, top, bottom)") {
                let edge = try context.enumeration(element, "edge", ScreenEdge.self)
                if !edges.contains(edge) { edges.append(edge) }
            }
            guard !edges.isEmpty else { throw context.error(node, "'edges' must name at least one edge") }
            return .screenEdgePan(edges: edges)
        case "fingers":
            let n = try context.integer(try context.required(f, "count"), "count", in: 1...SceneDecoder.maxCount)
            let failOnExtra = try f["failOnExtra"].map { (n: Int) throws(TraceError) in try context.bool(n) } ?? false
            return .fingers(count: n, failOnExtra: failOnExtra)
        case "custom":
            return try customKind(f)
        default:  // "script"; the caller only passes known kinds.
            let continuous = try f["continuous"].map { (n: Int) throws(TraceError) in try context.bool(n) } ?? true
            return .script(continuous: continuous, steps: try f["steps"].map(scriptSteps) ?? [])
        }
    }

    /// `"right"` or a non-empty list of `right`, `left`, `up`, `down`.
    func swipeDirections(_ node: Int) throws(TraceError) -> SwipeDirections {
        func one(_ n: Int) throws(TraceError) -> SwipeDirections {
            switch try context.string(n) {
            case "right": return .right
            case "left": return .left
            case "up": return .up
            case "down": return .down
            default:
                throw context.error(
                    n, "unknown swipe direction \(context.quoted(n)); expected one of right, left, up, down")
            }
        }
        if context.document.kind(node) == .string { return try one(node) }
        guard context.document.kind(node) == .array else {
            throw context.typeError(node, expected: "a direction or an array of directions")
        }
        var directions: SwipeDirections = []
        for element in context.document.elements(of: node) { directions.formUnion(try one(element)) }
        guard !directions.isEmpty else { throw context.error(node, "'direction' must name at least one direction") }
        return directions
    }

    /// `[{"t": seconds, "state": …}, …]` with `t` at least 0 and non-decreasing.
    func scriptSteps(_ node: Int) throws(TraceError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        var previous: Int?
        for element in try context.array(node, expected: "an array of script steps") {
            let f = try context.object(element, "a script step", keys: KeySet(["t", "state"]))
            let tNode = try context.required(f, "t")
            let t = try context.nonNegative(tNode, "step time")
            if let previous, let before = context.document.number(previous), t < before {
                throw context.error(
                    tNode,
                    "step time \(context.quoted(tNode)) is earlier than the previous step's \(context.quoted(previous)); times must not decrease"
                )
            }
            previous = tNode
            let state = try context.enumeration(try context.required(f, "state"), "state", SceneDecoder.scriptStates)
            steps.append(ScriptStep(time: t, state: state))
        }
        return steps
    }

    /// The states a script step may ask for, in FORMAT §2.2's order.
    static let scriptStates: [RequestedState] = [.began, .changed, .ended, .recognized, .cancelled, .failed, .possible]
}
