/// Decodes a `UIHostingView`'s `swiftui` node tree (FORMAT §2.3, SWIFTUI §8.1): nodes, their
/// modifiers and gesture expressions, with located errors like the rest of the format.
///
/// Nodes are walked with an explicit stack (a deep tree must load); gesture expressions nest
/// at most `SwiftUIGestureExpression.maxDepth` levels. `scrollView` and `uikit` nodes are
/// backed by UIKit views, which are numbered in pre-order with the other views when the view
/// walk reaches them (`decodeBackingView`).
extension SceneDecoder {
    static let swiftUINodeKeys = [
        "id", "frame", "content", "shape", "opacity", "hidden", "kind", "modifiers", "children",
    ]
    /// Keys only some node kinds take.
    static let swiftUIKindKeys: [(kind: SwiftUINode.Kind, keys: [String])] = [
        (.scrollView, ["scroll"]), (.uikit, ["view"]),
    ]
    static let gestureModifierKinds = ["gesture", "highPriorityGesture", "simultaneousGesture"]
    static let modifierKinds =
        gestureModifierKinds + [
            "onTapGesture", "onLongPressGesture", "contentShape", "allowsHitTesting", "defersSystemGestures",
        ]
    static let gestureModifierKeys = ["id", "mask", "name", "isEnabled", "callbacks", "gestureState"]
    /// Keys a composite's part may carry beside its gesture key (FORMAT §2.3.2).
    static let expressionCallbackKeys = ["callbacks", "gestureState"]
    static let expressionKinds = [
        "tap", "spatialTap", "longPress", "drag", "magnify", "rotate", "button", "simultaneously", "sequenced",
        "exclusively", "representable",
    ]
    /// More SwiftUI gesture modifiers than this in one scene is an input error: the container
    /// model relates every pair on a path, so work grows with the square of their number.
    static let maxSwiftUIModifiers = 1000

    /// The `swiftui` root of host view `host`: decodes every node, registers ids, and pushes
    /// the host region's backing views onto the view walk's stack.
    mutating func decodeSwiftUIHost(_ root: Int, host: Int, stack: inout [TreeEntry]) throws(TraceError) {
        if settings.swiftuiModel == .graph {
            // SWIFTUI §2.1: one `SwiftUI.UIKitGestureRecognizer` per host, attached first.
            let id = views[host].id + ".swiftui"
            var spec = RecognizerSpec(id: id, kind: .swiftUIHost(host: host), view: host)
            spec.delaysTouchesEnded = false
            try register(id, .recognizer(recognizers.count), node: root, builtInOf: nil)
            swiftUI.hostRecognizer[host] = recognizers.count
            views[host].recognizers.append(recognizers.count)
            recognizers.append(spec)
            pendingRecognizers.append(PendingReferences(recognizer: recognizers.count - 1))
        }
        let first = swiftUI.nodes.count
        // Counted first and allocated once: growing by doubling copied every node and kept
        // both copies at once (issue 25).
        let declared = context.document.treeSize(root, childrenKey: SceneDecoder.childrenKey)
        swiftUI.nodes.reserveCapacity(first + declared)
        swiftUI.hostOfNode.reserveCapacity(first + declared)
        ids.reserveCapacity(ids.count + declared)
        // (JSON node, parent node index, region: host or the scroll node's index as negative - 1)
        var work: [(json: Int, parent: Int?)] = [(root, nil)]
        var childNodes: [Int] = []
        while let (json, parent) = work.popLast() {
            let index = swiftUI.nodes.count
            let f = try swiftUINodeFields(json)
            let node = try decodeSwiftUINode(f, index: index, parent: parent, host: host)
            swiftUI.nodes.append(node)
            swiftUI.hostOfNode.append(host)
            try decodeSwiftUIModifiers(f, node: index)
            if let list = f["children"] {
                if node.kind == .uikit {
                    throw context.error(
                        list, "a 'uikit' node has no SwiftUI children: put UIKit subviews in its 'view'")
                }
                childNodes.removeAll(keepingCapacity: true)
                for element in try context.array(list, expected: "an array of SwiftUI nodes") {
                    childNodes.append(element)
                }
                for child in childNodes.reversed() { work.append((child, index)) }
            }
        }
        // Pre-order: a node's subtree ends where its last descendant's does; walking back,
        // each node's end is final before its parent reads it.
        for n in first..<swiftUI.nodes.count { swiftUI.nodes[n].subtreeEnd = n + 1 }
        for n in stride(from: swiftUI.nodes.count - 1, to: first, by: -1) {
            if let p = swiftUI.nodes[n].parent, swiftUI.nodes[n].subtreeEnd > swiftUI.nodes[p].subtreeEnd {
                swiftUI.nodes[p].subtreeEnd = swiftUI.nodes[n].subtreeEnd
            }
        }
        swiftUI.regionRoots[host] = [first]
        pushBackingViews(regionRoots: [first], parentView: host, stack: &stack)
    }

    /// The node object's fields: the common keys plus those of its kind.
    func swiftUINodeFields(_ json: Int) throws(TraceError) -> Fields {
        let document = context.document
        guard document.kind(json) == .object else {
            throw context.typeError(json, expected: "an object for a SwiftUI node")
        }
        var kind = SwiftUINode.Kind.view
        for (key, value) in document.members(of: json) where document.stringEquals(key, Array("kind".utf8)) {
            kind = try context.enumeration(value, "SwiftUI node kind", SwiftUINode.Kind.self)
        }
        let extra = SceneDecoder.swiftUIKindKeys.first { $0.kind == kind }?.keys ?? []
        return try context.object(json, "a SwiftUI node", keys: KeySet(SceneDecoder.swiftUINodeKeys + extra)) { name in
            guard let owner = SceneDecoder.swiftUIKindKeys.first(where: { $0.keys.contains(name) }) else { return nil }
            return "key '\(name)' is only valid on a '\(owner.kind.rawValue)' node; this node is a '\(kind.rawValue)'"
        }
    }

    /// One node's own keys (FORMAT §2.3.1). Its offset is within its region: a scroll node's
    /// children start a new region at the scroll view's bounds origin.
    mutating func decodeSwiftUINode(_ f: Fields, index: Int, parent: Int?, host: Int) throws(TraceError)
        -> SwiftUINode
    {
        let idNode = try context.required(f, "id")
        let id = try context.id(idNode)
        let frame = try rect(try context.required(f, "frame"), "frame")
        let kind =
            try f["kind"].map { (n: Int) throws(TraceError) in
                try context.enumeration(n, "SwiftUI node kind", SwiftUINode.Kind.self)
            } ?? .view
        var content = SwiftUINode.Content.opaque
        if let n = f["content"] { content = try context.enumeration(n, "content", SwiftUINode.Content.self) }
        var shape = SwiftUIShape.rect
        if let n = f["shape"] { shape = try swiftUIShape(n) }
        var region = host
        var offset = frame.origin
        if let parent {
            if swiftUI.nodes[parent].kind == .scrollView {
                // Resolved to the scroll view's index when the view walk numbers it.
                region = -1 - parent
            } else {
                region = swiftUI.nodes[parent].region
                offset = swiftUI.nodes[parent].offset + frame.origin
            }
        }
        var node = SwiftUINode(
            id: id, frame: frame, content: content, shape: shape, opacity: 1, hidden: false, kind: kind,
            parent: parent, region: region, offset: offset)
        if let n = f["opacity"] { node.opacity = try context.number(n, "opacity", in: 0...1) }
        if let n = f["hidden"] { node.hidden = try context.bool(n) }
        // Backed nodes take their id as a view's id when the view walk numbers them.
        if kind == .view || kind == .button {
            try register(id, .swiftUINode(index), node: idNode)
        } else {
            backedNodeJSON[index] = BackedNodeJSON(
                id: idNode, view: kind == .uikit ? try context.required(f, "view") : nil,
                scroll: kind == .scrollView ? f["scroll"] : nil)
        }
        return node
    }

    /// `"rect"`, `"ellipse"`, `"capsule"` or `{"roundedRect": r}`.
    func swiftUIShape(_ node: Int) throws(TraceError) -> SwiftUIShape {
        switch context.document.kind(node) {
        case .string:
            switch context.document.string(node) ?? "" {
            case "rect": return .rect
            case "ellipse": return .ellipse
            case "capsule": return .capsule
            default:
                throw context.error(
                    node,
                    "unknown shape \(context.quoted(node)); expected one of rect, ellipse, capsule, {\"roundedRect\": r}"
                )
            }
        case .object:
            let f = try context.object(node, "a shape", keys: KeySet(["roundedRect"]))
            return .roundedRect(try context.nonNegative(try context.required(f, "roundedRect"), "roundedRect radius"))
        default:
            throw context.typeError(
                node, expected: "a shape (\"rect\", \"ellipse\", \"capsule\" or {\"roundedRect\": r})")
        }
    }

    // MARK: Modifiers

    /// `modifiers` in source order, innermost first; a `button` node's own gesture comes first
    /// (it is inside every modifier written on the Button).
    mutating func decodeSwiftUIModifiers(_ f: Fields, node: Int) throws(TraceError) {
        if swiftUI.nodes[node].kind == .button {
            let id = swiftUI.nodes[node].id + ".button"
            let idNode = try context.required(f, "id")
            let expression = SwiftUIGestureExpression(nodes: [.init(kind: .button, path: "")])
            try addModifier(
                id: id, idNode: idNode, node: node, attachment: .gesture, expression: expression,
                callbacks: [.action], sugar: .button)
        }
        guard let list = f["modifiers"] else { return }
        for element in try context.array(list, expected: "an array of modifiers") {
            try decodeSwiftUIModifier(element, node: node)
        }
    }

    /// One modifier object: exactly one kind key, plus the keys that kind takes.
    mutating func decodeSwiftUIModifier(_ json: Int, node: Int) throws(TraceError) {
        let document = context.document
        guard document.kind(json) == .object else {
            throw context.typeError(json, expected: "an object for a modifier")
        }
        var kindKey: (name: String, key: Int, value: Int)?
        for (key, value) in document.members(of: json) {
            let name = document.string(key) ?? ""
            guard SceneDecoder.modifierKinds.contains(name) else { continue }
            if let first = kindKey {
                throw context.error(
                    key, "a modifier has exactly one kind key; found both '\(first.name)' and '\(name)'")
            }
            kindKey = (name, key, value)
        }
        guard let (kindName, _, value) = kindKey else {
            throw context.error(
                json, "a modifier needs one of \(SceneDecoder.modifierKinds.joined(separator: ", "))")
        }
        let position = swiftUI.nodes[node].items.count
        switch kindName {
        case "contentShape":
            _ = try context.object(json, "a contentShape modifier", keys: KeySet(["contentShape"]))
            swiftUI.nodes[node].items.append(.contentShape(try swiftUIShape(value)))
        case "defersSystemGestures":
            _ = try context.object(json, "a defersSystemGestures modifier", keys: KeySet(["defersSystemGestures"]))
            swiftUIDeferringEdges.append(contentsOf: try deferredEdgeSet(value))
        case "allowsHitTesting":
            _ = try context.object(json, "an allowsHitTesting modifier", keys: KeySet(["allowsHitTesting"]))
            swiftUI.nodes[node].items.append(.allowsHitTesting(try context.bool(value)))
        case "onTapGesture":
            let f = try context.object(json, "an onTapGesture modifier", keys: KeySet(["onTapGesture", "id"]))
            let args = try context.object(value, "onTapGesture", keys: KeySet(["count"]))
            let count =
                try args["count"].map { (n: Int) throws(TraceError) in
                    try context.integer(n, "count", in: 1...SceneDecoder.maxCount)
                } ?? 1
            let idNode = try context.required(f, "id")
            try addModifier(
                id: try context.id(idNode), idNode: idNode, node: node, attachment: .gesture,
                expression: SwiftUIGestureExpression(nodes: [.init(kind: .tap(count: count), path: "")]),
                callbacks: [.onEnded], sugar: .onTapGesture)
        case "onLongPressGesture":
            let f = try context.object(
                json, "an onLongPressGesture modifier", keys: KeySet(["onLongPressGesture", "id"]))
            let args = try context.object(
                value, "onLongPressGesture", keys: KeySet(["minimumDuration", "maximumDistance"]))
            let idNode = try context.required(f, "id")
            let kind = SwiftUIGestureExpression.Kind.longPress(
                minimumDuration: try args["minimumDuration"].map { (n: Int) throws(TraceError) in
                    try context.nonNegative(n, "minimumDuration")
                } ?? 0.5,
                maximumDistance: try args["maximumDistance"].map { (n: Int) throws(TraceError) in
                    try context.nonNegative(n, "maximumDistance")
                } ?? 10)
            try addModifier(
                id: try context.id(idNode), idNode: idNode, node: node, attachment: .gesture,
                expression: SwiftUIGestureExpression(nodes: [.init(kind: kind, path: "")]),
                callbacks: [.onEnded, .onPressingChanged], sugar: .onLongPressGesture)
        default:
            try decodeAttachmentModifier(json, kindName: kindName, value: value, node: node)
        }
        _ = position
    }

    /// `{"gesture"|"highPriorityGesture"|"simultaneousGesture": G, "id": …, "mask": …, …}`.
    mutating func decodeAttachmentModifier(_ json: Int, kindName: String, value: Int, node: Int) throws(TraceError) {
        let attachment = SwiftUIModifier.Attachment(rawValue: kindName) ?? .gesture
        let f = try context.object(
            json, "a \(kindName) modifier", keys: KeySet([kindName] + SceneDecoder.gestureModifierKeys))
        let idNode = try context.required(f, "id")
        let id = try context.id(idNode)
        let (callbacks, gestureState) = try gestureCallbacks(f)
        // A representable is a UIKit recognizer; SwiftUI cannot combine it with others (SWIFTUI §6.10, O3).
        if context.document.kind(value) == .object,
            context.document.members(of: value).contains(where: {
                context.document.stringEquals($0.key, Array("representable".utf8))
            })
        {
            if attachment == .simultaneousGesture {
                throw context.error(
                    value,
                    "a representable cannot be attached with simultaneousGesture (SWIFTUI §6.10); use gesture or highPriorityGesture"
                )
            }
            let f2 = try context.object(value, "a gesture", keys: KeySet(["representable"]))
            let rep = try context.required(f2, "representable")
            let recognizer = recognizers.count
            try decodeRecognizer(rep, view: swiftUI.nodes[node].region, representableID: (id, idNode))
            try addModifier(
                id: id, idNode: idNode, node: node, attachment: attachment, expression: nil, callbacks: callbacks,
                sugar: nil, existingRecognizer: recognizer)
            try applyCommonModifierKeys(f, modifier: swiftUI.modifiers.count - 1)
            return
        }
        var expression = SwiftUIGestureExpression(nodes: [])
        try decodeGestureExpression(value, into: &expression, path: "", depth: 0)
        try addModifier(
            id: id, idNode: idNode, node: node, attachment: attachment, expression: expression, callbacks: callbacks,
            sugar: nil)
        swiftUI.modifiers[swiftUI.modifiers.count - 1].gestureState = gestureState
        try applyCommonModifierKeys(f, modifier: swiftUI.modifiers.count - 1)
    }

    /// `callbacks` and `gestureState`, on a modifier or on a composite's part (SWIFTUI §3.4).
    func gestureCallbacks(_ f: Fields) throws(TraceError) -> (Set<SwiftUIModifier.Callback>, String?) {
        var callbacks: Set<SwiftUIModifier.Callback> = []
        if let list = f["callbacks"] {
            for element in try context.array(list, expected: "an array of callback names") {
                let callback = try context.enumeration(
                    element, "callback", [SwiftUIModifier.Callback.updating, .onChanged, .onEnded])
                callbacks.insert(callback)
            }
        }
        var gestureState: String?
        if let n = f["gestureState"] {
            gestureState = try context.id(n)
            guard callbacks.contains(.updating) else {
                throw context.error(
                    n, "'gestureState' needs \"updating\" in 'callbacks': only updating(_:body:) writes a @GestureState"
                )
            }
        }
        return (callbacks, gestureState)
    }

    /// `mask`, `name` and `isEnabled`.
    mutating func applyCommonModifierKeys(_ f: Fields, modifier m: Int) throws(TraceError) {
        if let n = f["mask"] {
            swiftUI.modifiers[m].mask = try context.enumeration(n, "mask", SwiftUIModifier.Mask.self)
        }
        if let n = f["isEnabled"] { swiftUI.modifiers[m].isEnabled = try context.bool(n) }
        if let n = f["name"] {
            let name = try context.id(n)
            if let other = swiftUINames[name] {
                throw context.error(
                    n, "gesture name '\(name)' is already used by '\(recognizers[other.recognizer].id)'")
            }
            swiftUI.modifiers[m].name = name
            swiftUINames[name] = (swiftUI.modifiers[m].recognizer, n)
        }
    }

    /// Appends a modifier and its recognizer (SWIFTUI §2.2: `UIKitResponderGestureRecognizer`,
    /// `delaysTouchesEnded = NO` as observed in O3).
    mutating func addModifier(
        id: String, idNode: Int, node: Int, attachment: SwiftUIModifier.Attachment,
        expression: SwiftUIGestureExpression?, callbacks: Set<SwiftUIModifier.Callback>,
        sugar: SwiftUIModifier.Sugar?, existingRecognizer: Int? = nil
    ) throws(TraceError) {
        let m = swiftUI.modifiers.count
        guard m < SceneDecoder.maxSwiftUIModifiers else {
            throw context.error(
                idNode,
                "more than \(SceneDecoder.maxSwiftUIModifiers) SwiftUI gesture modifiers in the scene; the container model relates every pair on a path"
            )
        }
        let recognizer: Int
        if let existingRecognizer {
            recognizer = existingRecognizer
        } else {
            recognizer = recognizers.count
            try register(id, .recognizer(recognizer), node: idNode)
            var spec = RecognizerSpec(id: id, kind: .swiftUI(modifier: m), view: swiftUI.nodes[node].region)
            spec.delaysTouchesEnded = false
            recognizers.append(spec)
            pendingRecognizers.append(PendingReferences(recognizer: recognizer))
            try checkRecognizerLimit(idNode)
        }
        swiftUI.nodes[node].items.append(.gesture(m))
        swiftUI.modifiers.append(
            SwiftUIModifier(
                id: id, node: node, position: swiftUI.nodes[node].items.count - 1, attachment: attachment,
                mask: .all, name: nil, isEnabled: true, callbacks: callbacks, gestureState: nil,
                expression: expression, recognizer: recognizer, sugar: sugar))
    }

    // MARK: Gesture expressions

    /// One gesture expression `G` (FORMAT §2.3.2), appended in pre-order.
    mutating func decodeGestureExpression(
        _ json: Int, into expression: inout SwiftUIGestureExpression, path: String, depth: Int
    ) throws(TraceError) {
        let document = context.document
        guard depth < SwiftUIGestureExpression.maxDepth else {
            throw context.error(json, "gesture expressions nest more than \(SwiftUIGestureExpression.maxDepth) levels")
        }
        guard document.kind(json) == .object else { throw context.typeError(json, expected: "an object for a gesture") }
        // One gesture key; a composite's part may also carry its own callbacks (SWIFTUI §3.2
        // rule 9: attached to a child, they fire for that child's value).
        var gestureKeys: [(key: Int, value: Int)] = []
        var callbackKeys: [(key: Int, value: Int)] = []
        for member in document.members(of: json) {
            if SceneDecoder.expressionCallbackKeys.contains(where: { document.stringEquals(member.key, Array($0.utf8)) }
            ) {
                callbackKeys.append(member)
            } else {
                gestureKeys.append(member)
            }
        }
        if gestureKeys.count > 1, depth > 0,
            let stray = gestureKeys.first(where: {
                !SceneDecoder.expressionKinds.contains(document.string($0.key) ?? "")
            })
        {
            // Likely a misspelt callbacks key beside the gesture.
            let name = document.string(stray.key) ?? ""
            let hint = EditDistance.closest(to: name, among: SceneDecoder.expressionCallbackKeys).map {
                "; did you mean '\($0)'?"
            }
            throw context.error(
                stray.key,
                "unknown key '\(name)' beside the gesture"
                    + (hint ?? "; a part takes only 'callbacks' and 'gestureState' beside its gesture"))
        }
        guard gestureKeys.count == 1, let (key, value) = gestureKeys.first else {
            throw context.error(
                json,
                "a gesture has exactly one key, one of \(SceneDecoder.expressionKinds.joined(separator: ", "))"
                    + (depth > 0 ? ", and optionally 'callbacks' and 'gestureState'" : ""))
        }
        if let first = callbackKeys.first, depth == 0 {
            let keyName = document.string(first.key) ?? ""
            throw context.error(
                first.key,
                "'\(keyName)' of the whole gesture goes on the modifier; inside an expression only a composite's parts take it"
            )
        }
        var partCallbacks: (Set<SwiftUIModifier.Callback>, String?) = ([], nil)
        if !callbackKeys.isEmpty {
            let keys = KeySet(SceneDecoder.expressionCallbackKeys)
            var f = Fields(object: json, keys: keys)
            for member in callbackKeys {
                if let slot = keys.names.firstIndex(where: { document.stringEquals(member.key, Array($0.utf8)) }) {
                    f.values[slot] = member.value
                }
            }
            partCallbacks = try gestureCallbacks(f)
        }
        let name = document.string(key) ?? ""
        let index = expression.nodes.count
        func number(_ f: Fields, _ key: String, _ defaultValue: Double) throws(TraceError) -> Double {
            guard let n = f[key] else { return defaultValue }
            return try context.nonNegative(n, key)
        }
        func count(_ f: Fields) throws(TraceError) -> Int {
            guard let n = f["count"] else { return 1 }
            return try context.integer(n, "count", in: 1...SceneDecoder.maxCount)
        }
        let kind: SwiftUIGestureExpression.Kind
        switch name {
        case "tap":
            kind = .tap(count: try count(try context.object(value, "tap", keys: KeySet(["count"]))))
        case "spatialTap":
            let f = try context.object(value, "spatialTap", keys: KeySet(["count", "coordinateSpace"]))
            kind = .spatialTap(count: try count(f), space: try coordinateSpace(f["coordinateSpace"], at: index))
        case "longPress":
            let f = try context.object(value, "longPress", keys: KeySet(["minimumDuration", "maximumDistance"]))
            kind = .longPress(
                minimumDuration: try number(f, "minimumDuration", 0.5),
                maximumDistance: try number(f, "maximumDistance", 10))
        case "drag":
            let f = try context.object(value, "drag", keys: KeySet(["minimumDistance", "coordinateSpace"]))
            kind = .drag(
                minimumDistance: try number(f, "minimumDistance", 10),
                space: try coordinateSpace(f["coordinateSpace"], at: index))
        case "magnify":
            let f = try context.object(value, "magnify", keys: KeySet(["minimumScaleDelta"]))
            kind = .magnify(minimumScaleDelta: try number(f, "minimumScaleDelta", 0.01))
        case "rotate":
            let f = try context.object(value, "rotate", keys: KeySet(["minimumAngleDelta"]))
            kind = .rotate(minimumAngleDelta: try number(f, "minimumAngleDelta", 1))
        case "button":
            _ = try context.object(value, "button", keys: KeySet([]))
            kind = .button
        case "simultaneously", "sequenced", "exclusively":
            // FORMAT §2.3.2: a composition joins exactly two gestures.
            _ = try context.array(value, count: 2, shape: "two gestures [G1, G2] for '\(name)'")
            kind = name == "simultaneously" ? .simultaneously : (name == "sequenced" ? .sequenced : .exclusively)
        case "representable":
            throw context.error(
                key,
                "'representable' is a whole gesture of its own: SwiftUI cannot compose it with other gestures (SWIFTUI §6.10)"
            )
        default:
            let hint = EditDistance.closest(to: name, among: SceneDecoder.expressionKinds).map {
                "; did you mean '\($0)'?"
            }
            throw context.error(
                key,
                "unknown gesture '\(name)'"
                    + (hint ?? "; expected one of \(SceneDecoder.expressionKinds.joined(separator: ", "))"))
        }
        expression.nodes.append(
            .init(kind: kind, path: path, callbacks: partCallbacks.0, gestureState: partCallbacks.1))
        if kind.isComposite {
            var parts: [Int] = []
            for element in document.elements(of: value) { parts.append(element) }
            let first = expression.nodes.count
            try decodeGestureExpression(parts[0], into: &expression, path: path + "/first", depth: depth + 1)
            let second = expression.nodes.count
            try decodeGestureExpression(parts[1], into: &expression, path: path + "/second", depth: depth + 1)
            expression.nodes[index].children = [first, second]
        }
    }

    /// `"local"`, `"global"` or a node id (resolved once every node is known).
    mutating func coordinateSpace(_ node: Int?, at part: Int) throws(TraceError) -> SwiftUICoordinateSpace {
        guard let node else { return .local }
        let name = try context.id(node)
        switch name {
        case "local": return .local
        case "global": return .global
        default:
            pendingSpaces.append((swiftUI.modifiers.count, part, name, node))
            return .named(-1)
        }
    }

    // MARK: Backing views

    /// Pushes the backing views of the backed nodes in a region (its roots and their
    /// descendants down to, not into, the next region), so the view walk numbers them as
    /// subviews of `parentView` in pre-order.
    mutating func pushBackingViews(regionRoots: [Int], parentView: Int, stack: inout [TreeEntry]) {
        var backed: [Int] = []
        var work = Array(regionRoots.reversed())
        while let n = work.popLast() {
            let node = swiftUI.nodes[n]
            if node.kind == .scrollView || node.kind == .uikit {
                backed.append(n)
                continue
            }
            for c in swiftUI.children(of: n).reversed() { work.append(c) }
        }
        for n in backed.reversed() { stack.append(.backing(node: n, parent: parentView)) }
    }

    /// Numbers the UIKit view of a `scrollView` or `uikit` node (its frame: the node's place in
    /// its region). A `uikit` node's view is a wrapper (SwiftUI's platform view host) holding
    /// the FORMAT view; a `scrollView` node's view is the UIScrollView, a region of its own.
    mutating func decodeBackingView(_ n: Int, parent: Int, stack: inout [TreeEntry]) throws(TraceError) {
        let index = views.count
        let node = swiftUI.nodes[n]
        let json = backedNodeJSON[n]
        let frame = Rect(
            x: node.offset.x, y: node.offset.y, width: node.frame.size.width, height: node.frame.size.height)
        var view = ViewNode(id: node.id, viewClass: node.kind == .scrollView ? .scrollView : .view, frame: frame)
        view.parent = parent
        if node.kind == .scrollView, let s = json?.scroll {
            let (spec, contentOffset) = try scroll(s)
            view.scroll = spec
            if let offset = contentOffset { view.bounds.origin = offset }
        }
        try register(node.id, .view(index), node: json?.id ?? 0)
        views.append(view)
        views[parent].subviews.append(index)
        swiftUI.nodes[n].backingView = index
        swiftUI.backedNode[index] = n
        if let scroll = view.scroll {
            let panID = view.id + ".pan"
            var pan = RecognizerSpec(id: panID, kind: .scrollViewPan, view: index)
            pan.enabled = scroll.scrollEnabled
            try register(panID, .recognizer(recognizers.count), node: json?.id ?? 0, builtInOf: index)
            views[index].recognizers.append(recognizers.count)
            recognizers.append(pan)
            pendingRecognizers.append(PendingReferences(recognizer: recognizers.count - 1))
            try checkRecognizerLimit(json?.id ?? 0)
        }
        if node.kind == .uikit, let view = json?.view {
            stack.append(.view(node: view, parent: index))
        } else {
            // The scroll node's children live in the scroll view's bounds space.
            let children = swiftUI.children(of: n)
            for c in children { swiftUI.nodes[c].region = index }
            var work = children
            while let c = work.popLast() {
                for d in swiftUI.children(of: c) where swiftUI.nodes[c].kind != .scrollView {
                    swiftUI.nodes[d].region = index
                    work.append(d)
                }
            }
            swiftUI.regionRoots[index] = children
            pushBackingViews(regionRoots: children, parentView: index, stack: &stack)
        }
    }

    /// After the view walk: modifier recognizers attach to their node's region, named
    /// coordinate spaces resolve to nodes.
    mutating func finishSwiftUI() throws(TraceError) {
        for m in swiftUI.modifiers.indices {
            let modifier = swiftUI.modifiers[m]
            recognizers[modifier.recognizer].view = swiftUI.nodes[modifier.node].region
        }
        for (m, part, name, json) in pendingSpaces {
            guard let entry = ids[name] else {
                let hint = EditDistance.closest(to: name, among: swiftUI.nodes.map(\.id)).map {
                    "; did you mean '\($0)'?"
                }
                throw context.error(
                    json, "unknown coordinate space '\(name)': expected local, global or a node id" + (hint ?? ""))
            }
            let target: Int?
            switch entry.owner {
            case .swiftUINode(let n): target = n
            case .view(let v): target = swiftUI.backedNode[v]
            default: target = nil
            }
            guard let target else {
                throw context.error(
                    json, "coordinate space '\(name)' is \(SceneDecoder.describe(entry.owner)), not a SwiftUI node")
            }
            guard var expression = swiftUI.modifiers[m].expression else { continue }
            switch expression.nodes[part].kind {
            case .drag(let d, _): expression.nodes[part].kind = .drag(minimumDistance: d, space: .named(target))
            case .spatialTap(let c, _): expression.nodes[part].kind = .spatialTap(count: c, space: .named(target))
            default: break
            }
            swiftUI.modifiers[m].expression = expression
        }
    }
}

/// An entry of the view walk's stack: a FORMAT view object, the views of a `subviews` array
/// not yet walked, or a SwiftUI node's backing view.
enum TreeEntry {
    case view(node: Int, parent: Int?)
    /// The elements of a `subviews` array from tape index `next` up to `end`, subviews of
    /// `parent`: one entry for the whole array rather than one per view, so the stack holds
    /// one entry per level of the tree (300 000 flat views took 19 MiB of entries; issue 25).
    case subviews(next: Int, end: Int, parent: Int)
    case backing(node: Int, parent: Int)
}
