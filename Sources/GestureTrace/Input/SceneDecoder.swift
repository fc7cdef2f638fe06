/// Decodes a scene (FORMAT §2) into a flattened `Scene`: views in pre-order, recognizers by
/// view then attach order, every id reference resolved to an index.
///
/// The view tree is walked with an explicit stack (a 100 000-deep hierarchy must load), ids
/// are collected in one pass, and references are resolved afterwards so a recognizer may
/// name one declared later in the file.
struct SceneDecoder {
    let context: DecodingContext
    var settings = Settings()
    var views: [ViewNode] = []
    var recognizers: [RecognizerSpec] = []
    /// Every id of the scene: views, controllers and recognizers share one namespace (FORMAT §2.1).
    var ids: IdTable
    /// References to resolve once every id is known.
    var pendingRecognizers: [PendingReferences] = []
    var pendingRedirects: [(view: Int, id: String, node: Int)] = []
    /// `navigation.navigationBar` and `.toolbar` ids to resolve (FORMAT §2.1).
    var pendingNavigationBars: [(view: Int, key: String, id: String, node: Int)] = []
    /// SwiftUI content of the hosting views (FORMAT §2.3).
    var swiftUI = SwiftUIContent()
    /// The edges SwiftUI's `.defersSystemGestures(on:)` modifiers name, given to the window's
    /// system gestures once the tree is read (SEMANTICS §9.11 rule 4).
    var swiftUIDeferringEdges: [ScreenEdge] = []
    /// SwiftUI gesture names (iOS 18 `name:`) → the modifier's recognizer: UIKit recognizers
    /// may name a SwiftUI gesture by it (SWIFTUI §2.2, D16, D17).
    var swiftUINames: [String: (recognizer: Int, node: Int)] = [:]
    /// The JSON nodes of each `scrollView` and `uikit` SwiftUI node (by node index), read when
    /// the view walk numbers its backing view: kept here, not in every `SwiftUINode`.
    var backedNodeJSON: [Int: BackedNodeJSON] = [:]
    /// Named coordinate spaces to resolve: (modifier, expression part, node id, JSON node).
    var pendingSpaces: [(Int, Int, String, Int)] = []
    /// The classes `custom` recognizers may name (FORMAT §2.2).
    var customRecognizers = CustomRecognizerRegistry()
    /// The release the command line asked for (`--ios`): it replaces `settings.ios`.
    var iosOverride: IOSRelease?

    /// What an id names, and where it was declared: 12 bytes, as a scene may declare hundreds
    /// of thousands of ids (issue 25: the table took 29 MiB for 300 000 views at 40 bytes an
    /// entry). Tape indices and scene indices fit 32 bits: the input is under 4 GiB.
    struct IdEntry {
        enum Owner {
            case view(Int)
            case controller(view: Int)
            case recognizer(Int)
            case swiftUINode(Int)
        }
        /// The owner's kind (bits 30–31) and index (bits 0–29): a view, node or recognizer
        /// takes more than 4 bytes of text, so no index of an input under 4 GiB reaches 2^30.
        private let ownerBits: UInt32
        private let declaration: UInt32
        /// For a built-in recognizer (a scroll view's pan, a navigation view's back swipes):
        /// the index of the view that brings it, else −1.
        private let builtInView: Int32

        init(owner: Owner, node: Int, builtInOf view: Int?) {
            let kind: UInt32
            let index: Int
            switch owner {
            case .view(let i): (kind, index) = (0, i)
            case .controller(let i): (kind, index) = (1, i)
            case .recognizer(let i): (kind, index) = (2, i)
            case .swiftUINode(let i): (kind, index) = (3, i)
            }
            ownerBits = kind << 30 | UInt32(truncatingIfNeeded: index) & (1 << 30 - 1)
            declaration = UInt32(truncatingIfNeeded: node)
            builtInView = view.map { Int32(truncatingIfNeeded: $0) } ?? -1
        }

        var owner: Owner {
            let i = Int(ownerBits & (1 << 30 - 1))
            switch ownerBits >> 30 {
            case 0: return .view(i)
            case 1: return .controller(view: i)
            case 2: return .recognizer(i)
            default: return .swiftUINode(i)
            }
        }
        /// The node that declared it (a view's or recognizer's `id` value).
        var node: Int { Int(declaration) }
        /// For a built-in recognizer: the index of the view that brings it.
        var builtInOf: Int? { builtInView < 0 ? nil : Int(builtInView) }
    }

    /// A backed SwiftUI node's `id`, `view` (a `uikit` node) and `scroll` (a `scrollView` node).
    struct BackedNodeJSON {
        var id: Int
        var view: Int?
        var scroll: Int?
    }

    /// A recognizer's id lists, unresolved.
    struct PendingReferences {
        var recognizer: Int
        var requireToFail: [(id: String, node: Int)] = []
        var shouldRequireFailureOf: [(id: String, node: Int)] = []
        var shouldBeRequiredToFailBy: [(id: String, node: Int)] = []
        var simultaneousWith: [(id: String, node: Int)]? = nil
        var exceptInViews: [(id: String, node: Int)]? = nil
        /// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` given as expressions
        /// (FORMAT §2.4), answered for every other recognizer once all are read.
        var shouldRequireFailureOfExpression: (expression: DelegateExpression, node: Int)? = nil
        var shouldBeRequiredToFailByExpression: (expression: DelegateExpression, node: Int)? = nil
    }

    /// Every `TouchHandling`, in FORMAT §2.1's order.
    static let touchHandlings: [TouchHandling] = [.handle, .forward, .observe]

    /// The keys of a scene object inside a trace.
    static let sceneKeys = ["screen", "application", "appDelegate", "settings", "window"]

    init(context: DecodingContext) {
        self.context = context
        ids = IdTable(document: context.document)
    }

    /// Decodes a scene from the members of `fields` (an inline scene, or a scene document whose
    /// `gesturetrace` key the caller has checked).
    mutating func decode(_ fields: Fields) throws(TraceError) -> Scene {
        try decodeSettings(fields["settings"])
        let window = try context.required(fields, "window")
        try decodeViewTree(window)
        try finishSwiftUI()
        try addSwipeActionPans()
        addCustomFailureRequirements()
        try resolveReferences()
        try resolveNavigationBars()
        applySwiftUIDeferringEdges()
        resolveContextMenuSimultaneity()
        try checkImpliedRequirements()
        let requirements = FailureGraph(recognizers: recognizers)
        if let cycle = requirements.firstCycle() { throw cycleError(cycle) }

        var screen = views[Scene.windowIndex].frame.size
        if let node = fields["screen"] {
            let f = try context.object(node, "screen", keys: KeySet(["width", "height"]))
            screen = Size(
                width: try context.nonNegative(try context.required(f, "width"), "screen width"),
                height: try context.nonNegative(try context.required(f, "height"), "screen height"))
        }
        let application = try responder(fields["application"], "application")
        let appDelegate = try responder(fields["appDelegate"], "appDelegate")
        return Scene(
            screen: screen, application: application, appDelegate: appDelegate,
            views: views, recognizers: recognizers, settings: settings, swiftUI: swiftUI,
            declaredRequirements: requirements)
    }

    /// `{"touches": "handle|forward|observe"}` for the application or its delegate (default forward).
    func responder(_ node: Int?, _ what: String) throws(TraceError) -> TouchHandling {
        guard let node else { return .forward }
        let f = try context.object(node, what, keys: KeySet(["touches"]))
        guard let touches = f["touches"] else { return .forward }
        return try context.enumeration(touches, "touch handling", SceneDecoder.touchHandlings)
    }

    // MARK: Ids

    /// The names the responder chain prints for the responders past the window (SEMANTICS
    /// §3.1): no view, controller, recognizer or SwiftUI node may take one, or a chain would
    /// read `AppDelegate > window > UIApplication > AppDelegate` and the summary would merge two
    /// responders' counts (issue 25; FORMAT §2, DECISIONS "Reserved responder names").
    static let reservedIDs: Set<String> = [ResponderChain.applicationName, ResponderChain.appDelegateName]

    /// Registers a new id, rejecting one already used by any view, controller or recognizer,
    /// and the reserved names of the application and its delegate.
    mutating func register(_ id: String, _ owner: IdEntry.Owner, node: Int, builtInOf: Int? = nil) throws(TraceError) {
        if SceneDecoder.reservedIDs.contains(id) {
            throw context.error(
                node,
                "the id '\(id)' is reserved: the responder chain prints it for the \(id == ResponderChain.appDelegateName ? "app delegate" : "application"); choose another id for \(SceneDecoder.describe(owner))"
            )
        }
        if let existing = ids[id] {
            let location = context.document.location(existing.node)
            let what: String
            if let view = existing.builtInOf {
                what = builtInDescription(id, view: view)
            } else {
                what = SceneDecoder.describe(existing.owner)
            }
            let mine = builtInOf.map { " (\(builtInDescription(id, view: $0)))" } ?? ""
            throw context.error(
                node,
                "duplicate id '\(id)'\(mine): already used by \(what) at line \(location.line), column \(location.column)"
            )
        }
        ids[id] = IdEntry(owner: owner, node: node, builtInOf: builtInOf)
    }

    /// What a built-in recognizer is, for a duplicate id: a scroll view's pan (`<id>.pan`), a
    /// text view's text tap (`<id>.textTap`, SEMANTICS §9.8) or a navigation view's back swipe
    /// (SEMANTICS §9.7).
    func builtInDescription(_ id: String, view: Int) -> String {
        let owner = views.indices.contains(view) ? views[view].id : ""
        if id.hasSuffix(".pan") { return "the built-in pan recognizer of scroll view '\(owner)'" }
        if id.hasSuffix(".textTap") { return "the built-in text tap recognizer of text view '\(owner)'" }
        if id.hasSuffix(".swipeActionPan") { return "the built-in swipe-action pan of list '\(owner)'" }
        if id.hasSuffix(".sheetPan") { return "the built-in dismiss pan of sheet '\(owner)'" }
        return "the built-in back swipe of navigation view '\(owner)'"
    }

    static func describe(_ owner: IdEntry.Owner) -> String {
        switch owner {
        case .view: return "a view"
        case .controller: return "a view controller"
        case .recognizer: return "a gesture recognizer"
        case .swiftUINode: return "a SwiftUI node"
        }
    }

    /// The recognizer index an id names, or a located error (with a hint for near misses).
    func recognizerIndex(_ id: String, node: Int) throws(TraceError) -> Int {
        if ids[id] == nil, let named = swiftUINames[id] { return named.recognizer }
        guard let entry = ids[id] else { throw unknown(id, "gesture recognizer", node: node, isRecognizer: true) }
        guard case .recognizer(let index) = entry.owner else {
            throw context.error(node, "'\(id)' is \(SceneDecoder.describe(entry.owner)), not a gesture recognizer")
        }
        return index
    }

    /// The view index an id names, or a located error.
    func viewIndex(_ id: String, node: Int) throws(TraceError) -> Int {
        guard let entry = ids[id] else { throw unknown(id, "view", node: node, isRecognizer: false) }
        guard case .view(let index) = entry.owner else {
            throw context.error(node, "'\(id)' is \(SceneDecoder.describe(entry.owner)), not a view")
        }
        return index
    }

    func unknown(_ id: String, _ what: String, node: Int, isRecognizer: Bool) -> TraceError {
        let candidates = isRecognizer ? recognizers.map(\.id) : views.map(\.id)
        let hint = EditDistance.closest(to: id, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return context.error(node, "unknown \(what) id '\(id)'\(hint)")
    }

    // MARK: References

    /// Resolves every recognizer's id lists and every `hitTest.redirect`.
    mutating func resolveReferences() throws(TraceError) {
        for k in pendingRecognizers.indices {
            var pending = pendingRecognizers[k]
            defer { pendingRecognizers[k] = pending }
            let r = pending.recognizer
            let selfID = recognizers[r].id
            func resolve(_ list: [(id: String, node: Int)], _ key: String) throws(TraceError) -> [Int] {
                var out: [Int] = []
                for (id, node) in list {
                    let index = try recognizerIndex(id, node: node)
                    if index == r {
                        throw context.error(
                            node,
                            "recognizer '\(selfID)' cannot name itself in '\(key)': it would wait for its own failure")
                    }
                    if !out.contains(index) { out.append(index) }
                }
                return out
            }
            answerFailureExpressions(&pending)
            recognizers[r].requireToFail = try resolve(pending.requireToFail, "requireToFail")
            recognizers[r].shouldRequireFailureOf = try resolve(
                pending.shouldRequireFailureOf, "shouldRequireFailureOf")
            recognizers[r].shouldBeRequiredToFailBy = try resolve(
                pending.shouldBeRequiredToFailBy, "shouldBeRequiredToFailBy")
            if let list = pending.simultaneousWith {
                var out: [Int] = []
                for (id, node) in list {
                    let index = try recognizerIndex(id, node: node)
                    if !out.contains(index) { out.append(index) }
                }
                recognizers[r].simultaneousWith = out.isEmpty ? .none : .only(out)
            }
            if let list = pending.exceptInViews {
                var out: [Int] = []
                for (id, node) in list {
                    let index = try viewIndex(id, node: node)
                    if !out.contains(index) { out.append(index) }
                }
                recognizers[r].shouldReceiveTouch = .exceptInViews(out)
            }
        }
        for (view, id, node) in pendingRedirects {
            views[view].hitTest = .redirect(try viewIndex(id, node: node))
        }
    }

    /// A requirement cycle would make every recognizer on it wait forever (SEMANTICS §6.3):
    /// the error names the cycle (`requireToFail cycle: a → b → a`) at the reference that
    /// declared its closing edge, found by `FailureGraph`'s rule.
    func cycleError(_ cycle: [Int]) -> TraceError {
        let names = cycle.map { recognizers[$0].id }.joined(separator: " → ")
        return context.error(
            declaringNode(cycle[cycle.count - 2], waitsFor: cycle[cycle.count - 1]), "requireToFail cycle: \(names)")
    }

    /// The reference node that first declared `waiter` → `awaited`, in scene order.
    func declaringNode(_ waiter: Int, waitsFor awaited: Int) -> Int {
        for pending in pendingRecognizers {
            let a = pending.recognizer
            var found: Int?
            FailureGraph.declaredEdges(of: a, recognizers[a]) { edge in
                guard found == nil, edge.waiter == waiter, edge.awaited == awaited else { return }
                let list: [(id: String, node: Int)]
                switch edge.declaration {
                case .requireToFail: list = pending.requireToFail
                case .shouldRequireFailureOf: list = pending.shouldRequireFailureOf
                case .shouldBeRequiredToFailBy: list = pending.shouldBeRequiredToFailBy
                }
                found = node(for: edge.named, in: list) ?? 0
            }
            if let found { return found }
        }
        return 0
    }

    /// The first reference node in `list` naming recognizer `index`.
    func node(for index: Int, in list: [(id: String, node: Int)]) -> Int? {
        let id = recognizers[index].id
        return list.first { $0.id == id }?.node
    }
}
