extension SceneDecoder {
    static let viewKeys = KeySet([
        "id", "class", "frame", "bounds", "transform", "hidden", "alpha", "userInteractionEnabled",
        "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "pointInside", "hitTest", "touches",
        "controller", "recognizers", "subviews", "control", "scroll", "swiftui", "list", "cell", "slider", "stepper",
        "switch", "navigation", "text", "systemGestures", "contextMenu", "sheet",
    ])

    /// UIKit's property names accepted for the view keys (FORMAT §2.1).
    static let viewSynonyms = [
        "isHidden": "hidden", "isUserInteractionEnabled": "userInteractionEnabled",
        "isMultipleTouchEnabled": "multipleTouchEnabled", "isExclusiveTouch": "exclusiveTouch",
        "gestureRecognizers": "recognizers",
    ]

    /// The `scroll` keys (FORMAT §2.1).
    static let scrollKeys = KeySet([
        "contentSize", "delaysContentTouches", "canCancelContentTouches", "scrollEnabled",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "touchesShouldCancel", "contentOffset", "bounces",
        "pagingEnabled", "decelerationRate", "transfersHorizontalScrollingToParent",
        "transfersVerticalScrollingToParent", "panRequireToFail",
    ])

    /// UIKit's property names accepted for the `scroll` keys (FORMAT §2.1).
    static let scrollSynonyms = ["isScrollEnabled": "scrollEnabled", "isPagingEnabled": "pagingEnabled"]

    /// Flattens the view tree under `window` into `views` in pre-order (window at index 0,
    /// subviews back to front), decoding each view's recognizers as it goes.
    ///
    /// An explicit stack replaces recursion: children are pushed in reverse so they pop in
    /// array order, and each view is appended to its parent's `subviews` as it is numbered.
    ///
    /// The views are counted first (SwiftUI nodes' backing views excepted) and their array and
    /// id table allocated once: growing them by doubling copied every view and kept both copies
    /// at once (issue 25).
    mutating func decodeViewTree(_ window: Int) throws(TraceError) {
        let declared = context.document.treeSize(window, childrenKey: SceneDecoder.subviewsKey)
        views.reserveCapacity(views.count + declared)
        ids.reserveCapacity(ids.count + declared)
        var stack: [TreeEntry] = [.view(node: window, parent: nil)]
        while let entry = stack.popLast() {
            let node: Int
            let parent: Int?
            switch entry {
            case .view(let n, let p):
                (node, parent) = (n, p)
            case .subviews(let next, let end, let p):
                // The next subview now, its later siblings after its subtree (pre-order).
                let after = context.document.after(next)
                if after < end { stack.append(.subviews(next: after, end: end, parent: p)) }
                (node, parent) = (next, p)
            case .backing(let n, let p):
                try decodeBackingView(n, parent: p, stack: &stack)
                continue
            }
            let index = views.count
            let fields = try context.object(
                node, parent == nil ? "the window" : "a view", keys: SceneDecoder.viewKeys,
                synonyms: SceneDecoder.viewSynonyms)
            var view = try decodeView(fields, index: index, isWindow: parent == nil)
            view.parent = parent
            if let list = fields["subviews"] { view.subviews.reserveCapacity(context.document.count(list)) }
            views.append(view)
            if let parent { views[parent].subviews.append(index) }

            if let scroll = view.scroll {
                // FORMAT §2.1: a scroll view carries a built-in pan recognizer, attached
                // before the scroll view's own recognizers; it is enabled with scrolling.
                let panID = view.id + ".pan"
                var pan = RecognizerSpec(id: panID, kind: .scrollViewPan, view: index)
                pan.enabled = scroll.scrollEnabled
                try register(
                    panID, .recognizer(recognizers.count), node: try context.required(fields, "id"),
                    builtInOf: index)
                // `scrollView.panGestureRecognizer.require(toFail:)`: the usual fix that makes
                // the pan wait for a back swipe (FORMAT §2.1 `scroll.panRequireToFail`).
                if let list = try scrollPanRequireToFail(fields["scroll"]) {
                    pendingRecognizers.append(PendingReferences(recognizer: recognizers.count, requireToFail: list))
                }
                views[index].recognizers.append(recognizers.count)
                recognizers.append(pan)
                try checkRecognizerLimit(try context.required(fields, "id"))
            }
            if let node = fields["systemGestures"] {
                guard parent == nil else {
                    throw context.error(
                        node, "'systemGestures' is only valid on the window: UIWindow installs the system gesture gate")
                }
                views[index].systemGestures = try systemGestures(node)
                try addSystemGestureGate(window: index, declaredAt: try context.required(fields, "id"))
            }
            if let node = fields["navigation"] {
                views[index].navigation = try navigation(node, view: index)
                try addNavigationRecognizers(view: index, declaredAt: try context.required(fields, "id"))
                try checkRecognizerLimit(try context.required(fields, "id"))
            }
            if let node = fields["text"] {
                views[index].text = try text(node, viewClass: view.viewClass)
                try addTextRecognizers(view: index, declaredAt: try context.required(fields, "id"))
                try checkRecognizerLimit(try context.required(fields, "id"))
            }
            if let node = fields["sheet"] {
                views[index].sheet = try sheet(node)
                try addSheetPan(view: index, declaredAt: try context.required(fields, "id"))
                try checkRecognizerLimit(try context.required(fields, "id"))
            }
            if let root = fields["swiftui"] {
                guard view.viewClass == .hostingView else {
                    throw context.error(
                        root, "'swiftui' is only valid on a UIHostingView; this view is a '\(view.viewClass.rawValue)'")
                }
                try decodeSwiftUIHost(root, host: index, stack: &stack)
            }
            if let list = fields["recognizers"] {
                for element in try context.array(list, expected: "an array of gesture recognizers") {
                    try decodeRecognizer(element, view: index)
                    try checkRecognizerLimit(element)
                }
            }
            if let node = fields["contextMenu"] {
                let idNode = try context.required(fields, "id")
                try addContextMenuRecognizers(view: index, node: node, declaredAt: idNode)
                try checkRecognizerLimit(idNode)
            }
            if let list = fields["subviews"] {
                _ = try context.array(list, expected: "an array of views")
                if context.document.count(list) > 0 {
                    stack.append(.subviews(next: list + 1, end: context.document.after(list), parent: index))
                }
            }
        }
    }

    /// The keys that nest views and SwiftUI nodes, for `JSONDocument.treeSize`.
    static let subviewsKey = Array("subviews".utf8)
    static let childrenKey = Array("children".utf8)

    /// The most gesture recognizers a scene may declare, a scroll view's built-in pan included.
    ///
    /// Every frame looks at every participating recognizer, and each recognizer can arm a timer
    /// that fires as a frame of its own, so one touch on a view under R recognizers costs about
    /// R² steps: 16 000 taps recognizers took 9 s for one tap, 100 000 nested ones 142 s. Real
    /// screens hold tens; 10 000 keeps the worst touch to a few seconds.
    static let maxRecognizers = 10_000

    /// Throws at `node` once the scene holds more than `maxRecognizers` recognizers.
    func checkRecognizerLimit(_ node: Int) throws(TraceError) {
        guard recognizers.count > SceneDecoder.maxRecognizers else { return }
        throw context.error(
            node,
            "more than \(SceneDecoder.maxRecognizers) gesture recognizers in the scene; a replay's work grows with the square of their number"
        )
    }

    /// One view's own keys, over the defaults of its class (`ViewNode.init`).
    mutating func decodeView(_ fields: Fields, index: Int, isWindow: Bool) throws(TraceError) -> ViewNode {
        let idNode = try context.required(fields, "id")
        let id = try context.id(idNode)
        var viewClass: ViewClass = isWindow ? .window : .view
        if let node = fields["class"] {
            let raw = try context.string(node)
            guard let named = ViewClass(rawValue: raw) else {
                throw context.error(node, ViewClassHint.message(forUnknown: raw))
            }
            viewClass = named
            if isWindow && viewClass != .window {
                throw context.error(node, "the window's class must be 'UIWindow', found \(context.quoted(node))")
            }
            if !isWindow && viewClass == .window {
                throw context.error(node, "'UIWindow' is only valid for the scene's window, not for a subview")
            }
        }
        let frame = try rect(try context.required(fields, "frame"), "frame")
        var view = ViewNode(id: id, viewClass: viewClass, frame: frame)
        try register(id, .view(index), node: idNode)

        if let node = fields["bounds"] { view.bounds = try rect(node, "bounds") }
        if let node = fields["transform"] { view.transform = try transform(node) }
        if let node = fields["hidden"] { view.hidden = try context.bool(node) }
        if let node = fields["alpha"] { view.alpha = try context.number(node, "alpha", in: 0...1) }
        if let node = fields["userInteractionEnabled"] { view.userInteractionEnabled = try context.bool(node) }
        if let node = fields["multipleTouchEnabled"] { view.multipleTouchEnabled = try context.bool(node) }
        if let node = fields["exclusiveTouch"] { view.exclusiveTouch = try context.bool(node) }
        if let node = fields["clipsToBounds"] { view.clipsToBounds = try context.bool(node) }
        if let node = fields["pointInside"] { view.pointInside = try pointInside(node) }
        if let node = fields["hitTest"] { view.hitTest = try hitTest(node, view: index) }
        if let node = fields["touches"] {
            view.touches = try context.enumeration(node, "touch handling", SceneDecoder.touchHandlings)
        }
        if let node = fields["controller"] { view.controller = try controller(node, view: index) }
        if let node = fields["control"] {
            guard viewClass.isControl else {
                throw context.error(
                    node,
                    "'control' is only valid on controls (UIControl and its subclasses); this view is a '\(viewClass.rawValue)'"
                )
            }
            view.control = try control(node)
        }
        if let node = fields["scroll"] {
            guard viewClass.isScrollView else {
                throw context.error(
                    node,
                    "'scroll' is only valid on a UIScrollView (or UITableView, UICollectionView, UITextView); this view is a '\(viewClass.rawValue)'"
                )
            }
            let (spec, contentOffset) = try scroll(node)
            view.scroll = spec
            if let offset = contentOffset {
                // SEMANTICS §9.4.4: the content offset is the bounds origin; one spelling only.
                if let b = fields["bounds"], view.bounds.origin != offset {
                    throw context.error(
                        b,
                        "give the scroll view's content offset once: bounds origin (\(DecimalFormat.coordinate(view.bounds.origin.x)), \(DecimalFormat.coordinate(view.bounds.origin.y))) and scroll.contentOffset differ"
                    )
                }
                view.bounds.origin = offset
            }
        }
        if let node = fields["list"] {
            guard viewClass.isList else {
                throw context.error(
                    node,
                    "'list' is only valid on a UITableView or UICollectionView; this view is a '\(viewClass.rawValue)'")
            }
            view.list = try list(node)
        }
        if let node = fields["cell"] {
            guard viewClass.isCell else {
                throw context.error(
                    node,
                    "'cell' is only valid on a UITableViewCell or UICollectionViewCell; this view is a '\(viewClass.rawValue)'"
                )
            }
            view.cell = try cell(node)
        }
        if let node = fields["slider"] {
            guard viewClass == .slider else {
                throw context.error(
                    node, "'slider' is only valid on a UISlider; this view is a '\(viewClass.rawValue)'")
            }
            view.slider = try slider(node)
        }
        if let node = fields["stepper"] {
            guard viewClass == .stepper else {
                throw context.error(
                    node, "'stepper' is only valid on a UIStepper; this view is a '\(viewClass.rawValue)'")
            }
            view.stepper = try stepper(node)
        }
        if let node = fields["switch"] {
            guard viewClass == .switch else {
                throw context.error(
                    node, "'switch' is only valid on a UISwitch; this view is a '\(viewClass.rawValue)'")
            }
            let f = try context.object(node, "switch", keys: KeySet(["isOn"]))
            var spec = SwitchSpec()
            if let b = f["isOn"] { spec.isOn = try context.bool(b) }
            view.switchSpec = spec
        }
        return view
    }

    /// The `stepper` keys of FORMAT §2.1 (SEMANTICS §9.9). UIKit raises for a `stepValue` that
    /// is not greater than 0; a minimum above the maximum depends on the order UIKit's setters
    /// ran (each moves the other bound), so the scene must say it plainly; a value outside the
    /// range is clamped, as `UIStepper.value` clamps it.
    func stepper(_ node: Int) throws(TraceError) -> StepperSpec {
        let f = try context.object(
            node, "stepper",
            keys: KeySet([
                "value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "isContinuous",
            ]))
        var spec = StepperSpec()
        if let n = f["minimumValue"] { spec.minimumValue = try context.coordinate(n, "minimumValue") }
        if let n = f["maximumValue"] { spec.maximumValue = try context.coordinate(n, "maximumValue") }
        if spec.minimumValue > spec.maximumValue {
            throw context.error(
                f["maximumValue"] ?? f["minimumValue"] ?? node,
                "a stepper's minimumValue must not exceed its maximumValue (UIKit moves the other bound, in setter order)"
            )
        }
        if let n = f["stepValue"] {
            spec.stepValue = try context.coordinate(n, "stepValue")
            guard spec.stepValue > 0 else {
                throw context.error(n, "a stepper's stepValue must be greater than 0 (UIKit raises)")
            }
        }
        if let n = f["value"] { spec.value = try context.coordinate(n, "value") }
        spec.value = min(max(spec.value, spec.minimumValue), spec.maximumValue)
        if let b = f["wraps"] { spec.wraps = try context.bool(b) }
        if let b = f["autorepeat"] { spec.autorepeat = try context.bool(b) }
        if let b = f["isContinuous"] { spec.isContinuous = try context.bool(b) }
        return spec
    }

    /// The `slider` keys of FORMAT §2.1 (SEMANTICS §9.6). UIKit raises when the minimum
    /// exceeds the maximum, so that is an error; a value outside the range is clamped, as
    /// `UISlider.value` clamps it.
    func slider(_ node: Int) throws(TraceError) -> SliderSpec {
        let f = try context.object(
            node, "slider", keys: KeySet(["value", "minimumValue", "maximumValue", "isContinuous", "thumbSize"]))
        var spec = SliderSpec()
        if let n = f["minimumValue"] { spec.minimumValue = try context.coordinate(n, "minimumValue") }
        if let n = f["maximumValue"] { spec.maximumValue = try context.coordinate(n, "maximumValue") }
        if spec.minimumValue > spec.maximumValue {
            throw context.error(
                f["maximumValue"] ?? f["minimumValue"] ?? node,
                "a slider's minimumValue must not exceed its maximumValue (UIKit raises)")
        }
        if let n = f["value"] { spec.value = try context.coordinate(n, "value") }
        spec.value = min(max(spec.value, spec.minimumValue), spec.maximumValue)
        if let b = f["isContinuous"] { spec.isContinuous = try context.bool(b) }
        if let n = f["thumbSize"] {
            let v = try context.numbers(n, count: 2, shape: "[width, height] for thumbSize")
            for element in v { _ = try context.number(element.node, "thumbSize", in: 0...10_000) }
            spec.thumbSize = Size(width: v[0].value, height: v[1].value)
        }
        return spec
    }

    /// `scroll.panRequireToFail`: ids the built-in pan requires to fail, unresolved.
    func scrollPanRequireToFail(_ node: Int?) throws(TraceError) -> [(id: String, node: Int)]? {
        guard let node, context.document.kind(node) == .object else { return nil }
        let f = try context.object(node, "scroll", keys: SceneDecoder.scrollKeys, synonyms: SceneDecoder.scrollSynonyms)
        return try f["panRequireToFail"].map { (list: Int) throws(TraceError) in try idList(list) }
    }

    /// The `list` keys of FORMAT §2.1 (SEMANTICS §9.5).
    func list(_ node: Int) throws(TraceError) -> ListSpec {
        let f = try context.object(
            node, "list", keys: KeySet(["allowsSelection", "allowsMultipleSelection", "swipeActionPan"]))
        var spec = ListSpec()
        if let b = f["swipeActionPan"] { spec.swipeActionPan = try context.bool(b) }
        if let b = f["allowsSelection"] { spec.allowsSelection = try context.bool(b) }
        if let b = f["allowsMultipleSelection"] { spec.allowsMultipleSelection = try context.bool(b) }
        return spec
    }

    /// The `cell` keys of FORMAT §2.1 (SEMANTICS §9.5).
    func cell(_ node: Int) throws(TraceError) -> CellSpec {
        let f = try context.object(
            node, "cell",
            keys: KeySet([
                "indexPath", "selected", "shouldHighlight", "willSelect", "shouldDeselect", "leadingSwipeActions",
                "trailingSwipeActions",
            ]))
        var spec = CellSpec()
        if let n = f["leadingSwipeActions"] { spec.leadingSwipeActions = try swipeActionsConfiguration(n) }
        if let n = f["trailingSwipeActions"] { spec.trailingSwipeActions = try swipeActionsConfiguration(n) }
        if let p = f["indexPath"] { spec.indexPath = try indexPath(p) }
        if let b = f["selected"] { spec.selected = try context.bool(b) }
        if let b = f["shouldHighlight"] { spec.shouldHighlight = try context.bool(b) }
        if let b = f["shouldDeselect"] { spec.shouldDeselect = try context.bool(b) }
        if let node = f["willSelect"] {
            switch context.document.kind(node) {
            case .true: spec.willSelect = .same
            case .false: spec.willSelect = .none
            case .array: spec.willSelect = .other(try indexPath(node))
            default:
                throw context.error(
                    node,
                    "expected true (select the touched cell), false (willSelectRowAt returns nil) or an index path [section, item] for willSelect, found \(context.found(node))"
                )
            }
        }
        return spec
    }

    /// `[section, item]`, each 0 … 1 000 000.
    func indexPath(_ node: Int) throws(TraceError) -> CellIndexPath {
        let v = try context.numbers(node, count: 2, shape: "[section, item] for indexPath")
        return CellIndexPath(
            section: try context.integer(v[0].node, "indexPath section", in: 0...1_000_000),
            item: try context.integer(v[1].node, "indexPath item", in: 0...1_000_000))
    }

    /// `[x, y, width, height]`: coordinates within ±1e9, sizes not negative.
    func rect(_ node: Int, _ what: String) throws(TraceError) -> Rect {
        let v = try context.numbers(node, count: 4, shape: "[x, y, width, height] for \(what)")
        return Rect(
            x: try context.coordinate(v[0].node, "\(what) x"),
            y: try context.coordinate(v[1].node, "\(what) y"),
            width: try context.nonNegative(v[2].node, "\(what) width"),
            height: try context.nonNegative(v[3].node, "\(what) height"))
    }

    /// `{"scale": [sx, sy], "rotate": degrees, "translate": [tx, ty]}` composed scale, then
    /// rotate, then translate; or a matrix `[a, b, c, d, tx, ty]` (FORMAT §2.1). The hit
    /// tester applies it about the view's center (SEMANTICS §1.5).
    func transform(_ node: Int) throws(TraceError) -> AffineTransform {
        switch context.document.kind(node) {
        case .array:
            let v = try context.numbers(node, count: 6, shape: "a matrix [a, b, c, d, tx, ty]")
            var m: [Double] = []
            for (k, entry) in v.enumerated() {
                m.append(try context.coordinate(entry.node, "transform[\(k)]"))
            }
            return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        case .object:
            let f = try context.object(node, "a transform", keys: KeySet(["scale", "rotate", "translate"]))
            var t = AffineTransform.identity
            if let s = f["scale"] {
                let v = try context.numbers(s, count: 2, shape: "[sx, sy] for scale")
                t = t.concatenating(
                    .scale(
                        try context.coordinate(v[0].node, "scale x"),
                        try context.coordinate(v[1].node, "scale y")))
            }
            if let r = f["rotate"] {
                t = t.concatenating(.rotation(degrees: try context.coordinate(r, "rotation")))
            }
            if let s = f["translate"] {
                let v = try context.numbers(s, count: 2, shape: "[tx, ty] for translate")
                t = t.concatenating(
                    .translation(
                        try context.coordinate(v[0].node, "translation x"),
                        try context.coordinate(v[1].node, "translation y")))
            }
            return t
        default:
            throw context.typeError(
                node,
                expected: "a transform object {\"scale\", \"rotate\", \"translate\"} or a matrix [a, b, c, d, tx, ty]")
        }
    }

    /// `"bounds"`, `"ellipse"` or `{"inset": [top, left, bottom, right]}`.
    func pointInside(_ node: Int) throws(TraceError) -> PointInsideRule {
        switch context.document.kind(node) {
        case .string:
            switch context.document.string(node) {
            case "bounds": return .bounds
            case "ellipse": return .ellipse
            default:
                throw context.error(
                    node,
                    "unknown pointInside \(context.quoted(node)); expected one of bounds, ellipse, or {\"inset\": [top, left, bottom, right]}"
                )
            }
        case .object:
            let f = try context.object(node, "pointInside", keys: KeySet(["inset"]))
            let v = try context.numbers(
                try context.required(f, "inset"), count: 4,
                shape: "[top, left, bottom, right] for inset")
            return .inset(
                top: try context.coordinate(v[0].node, "inset top"),
                left: try context.coordinate(v[1].node, "inset left"),
                bottom: try context.coordinate(v[2].node, "inset bottom"),
                right: try context.coordinate(v[3].node, "inset right"))
        default:
            throw context.typeError(
                node, expected: "\"bounds\", \"ellipse\" or {\"inset\": [top, left, bottom, right]}")
        }
    }

    /// `"default"`, `"passThrough"` or `{"redirect": "viewId"}` (resolved after the tree).
    mutating func hitTest(_ node: Int, view: Int) throws(TraceError) -> HitTestOverride {
        switch context.document.kind(node) {
        case .string:
            switch context.document.string(node) {
            case "default": return .default
            case "passThrough": return .passThrough
            default:
                throw context.error(
                    node,
                    "unknown hitTest \(context.quoted(node)); expected one of default, passThrough, or {\"redirect\": \"viewId\"}"
                )
            }
        case .object:
            let f = try context.object(node, "hitTest", keys: KeySet(["redirect"]))
            let target = try context.required(f, "redirect")
            pendingRedirects.append((view, try context.id(target), target))
            return .default
        default:
            throw context.typeError(node, expected: "\"default\", \"passThrough\" or {\"redirect\": \"viewId\"}")
        }
    }

    /// `{"id": …, "touches": …}`: the view is a view controller's root view (SEMANTICS §3.1).
    mutating func controller(_ node: Int, view: Int) throws(TraceError) -> ControllerSpec {
        let f = try context.object(node, "a view controller", keys: KeySet(["id", "touches"]))
        let idNode = try context.required(f, "id")
        let id = try context.id(idNode)
        try register(id, .controller(view: view), node: idNode)
        var spec = ControllerSpec(id: id)
        if let t = f["touches"] {
            spec.touches = try context.enumeration(t, "touch handling", SceneDecoder.touchHandlings)
        }
        return spec
    }

    /// `{"enabled": bool, "actions": [control event names]}` over `ControlSpec()`'s defaults.
    func control(_ node: Int) throws(TraceError) -> ControlSpec {
        let f = try context.object(
            node, "control", keys: KeySet(["enabled", "actions"]), synonyms: ["isEnabled": "enabled"])
        var spec = ControlSpec()
        if let e = f["enabled"] { spec.enabled = try context.bool(e) }
        if let a = f["actions"] {
            var actions: [ControlEvent] = []
            for element in try context.array(a, expected: "an array of control event names") {
                let event = try context.enumeration(element, "control event", ControlEvent.self)
                if !actions.contains(event) { actions.append(event) }
            }
            spec.actions = actions
        }
        return spec
    }

    /// The `scroll` keys of FORMAT §2.1 over `ScrollSpec()`'s defaults (SEMANTICS §9.4), and
    /// `contentOffset` when given (the bounds origin, SEMANTICS §9.4.4).
    func scroll(_ node: Int) throws(TraceError) -> (ScrollSpec, contentOffset: Point?) {
        let f = try context.object(node, "scroll", keys: SceneDecoder.scrollKeys, synonyms: SceneDecoder.scrollSynonyms)
        var spec = ScrollSpec()
        if let c = f["contentSize"] {
            let v = try context.numbers(c, count: 2, shape: "[width, height] for contentSize")
            spec.contentSize = Size(
                width: try context.nonNegative(v[0].node, "contentSize width"),
                height: try context.nonNegative(v[1].node, "contentSize height"))
        }
        if let b = f["delaysContentTouches"] { spec.delaysContentTouches = try context.bool(b) }
        if let b = f["canCancelContentTouches"] { spec.canCancelContentTouches = try context.bool(b) }
        if let b = f["scrollEnabled"] { spec.scrollEnabled = try context.bool(b) }
        if let b = f["alwaysBounceVertical"] { spec.alwaysBounceVertical = try context.bool(b) }
        if let b = f["alwaysBounceHorizontal"] { spec.alwaysBounceHorizontal = try context.bool(b) }
        if let b = f["bounces"] { spec.bounces = try context.bool(b) }
        if let b = f["pagingEnabled"] { spec.pagingEnabled = try context.bool(b) }
        if let node = f["decelerationRate"] {
            switch context.document.kind(node) {
            case .string where context.document.string(node) == "normal": spec.decelerationRate = 0.998
            case .string where context.document.string(node) == "fast": spec.decelerationRate = 0.99
            case .number: spec.decelerationRate = try context.number(node, "decelerationRate", in: 0.5...0.9999)
            default:
                throw context.error(
                    node,
                    "expected \"normal\" (0.998), \"fast\" (0.99) or a number between 0.5 and 0.9999 for decelerationRate, found \(context.found(node))"
                )
            }
        }
        if let b = f["transfersHorizontalScrollingToParent"] {
            spec.transfersHorizontalScrollingToParent = try context.bool(b)
        }
        if let b = f["transfersVerticalScrollingToParent"] {
            spec.transfersVerticalScrollingToParent = try context.bool(b)
        }
        if let node = f["touchesShouldCancel"] {
            switch context.document.kind(node) {
            case .true: spec.touchesShouldCancel = .always
            case .false: spec.touchesShouldCancel = .never
            case .string where context.document.string(node) == "default": spec.touchesShouldCancel = .default
            default:
                throw context.error(
                    node,
                    "expected true (an override returning true: content controls may be cancelled), false, or \"default\" (false for a UIControl) for touchesShouldCancel, found \(context.found(node))"
                )
            }
        }
        var offset: Point?
        if let c = f["contentOffset"] {
            let v = try context.numbers(c, count: 2, shape: "[x, y] for contentOffset")
            offset = Point(x: v[0].value, y: v[1].value)
        }
        return (spec, offset)
    }
}
