/// FORMAT §2.1 `navigation`: a UINavigationController's view and the back swipes it installs
/// on it (SEMANTICS §9.7).
extension SceneDecoder {
    static let navigationKeys = KeySet([
        "stackDepth", "transitioning", "popGestureEnabled", "contentPopGestureEnabled", "popGestureDelegate",
        "layoutDirection",
        "navigationBar", "toolbar",
    ])

    /// The most view controllers a stack may declare: the rules only ask whether it holds more
    /// than one.
    static let maxStackDepth = 1_000_000

    /// The `navigation` keys over `NavigationSpec()`'s defaults. The bar and toolbar ids are
    /// resolved once every view is known (`resolveNavigationBars`).
    mutating func navigation(_ node: Int, view: Int) throws(TraceError) -> NavigationSpec {
        let f = try context.object(node, "navigation", keys: SceneDecoder.navigationKeys)
        var spec = NavigationSpec()
        if let n = f["stackDepth"] {
            spec.stackDepth = try context.integer(n, "stackDepth", in: 1...SceneDecoder.maxStackDepth)
        }
        if let b = f["transitioning"] { spec.transitioning = try context.bool(b) }
        if let b = f["popGestureEnabled"] { spec.popGestureEnabled = try context.bool(b) }
        if let b = f["contentPopGestureEnabled"] { spec.contentPopGestureEnabled = try context.bool(b) }
        if let d = f["popGestureDelegate"] {
            spec.popGestureDelegate = try context.enumeration(
                d, "interactivePopGestureRecognizer delegate", NavigationSpec.PopGestureDelegate.self)
        }
        if let d = f["layoutDirection"] {
            spec.layoutDirection = try context.enumeration(d, "layout direction", NavigationSpec.LayoutDirection.self)
        }
        for key in ["navigationBar", "toolbar"] {
            if let n = f[key] { pendingNavigationBars.append((view, key, try context.id(n), n)) }
        }
        return spec
    }

    /// Attaches the navigation controller's back swipes to its view `index`, before the
    /// view's own recognizers, as `UINavigationController` installs them when its view loads
    /// (SEMANTICS §9.7): the edge one always, the content one when the scene's release has it
    /// (`contentBackSwipe`), made to wait for the edge one as UIKit does.
    mutating func addNavigationRecognizers(view index: Int, declaredAt idNode: Int) throws(TraceError) {
        guard let spec = views[index].navigation else { return }
        let viewID = views[index].id
        let edge = recognizers.count
        var back = RecognizerSpec(
            id: viewID + ".interactivePopGestureRecognizer", kind: .screenEdgePan(edges: [spec.leadingEdge]),
            view: index)
        back.enabled = spec.popGestureEnabled
        back.navigationRole = .backSwipe(navigationView: index)
        try register(back.id, .recognizer(edge), node: idNode, builtInOf: index)
        views[index].recognizers.append(edge)
        recognizers.append(back)
        guard settings.contentBackSwipe else { return }
        var content = RecognizerSpec(
            id: viewID + ".interactiveContentPopGestureRecognizer", kind: .screenEdgePan(edges: [spec.leadingEdge]),
            view: index)
        content.enabled = spec.contentPopGestureEnabled
        content.delaysTouchesBegan = false
        content.requireToFail = [edge]
        content.navigationRole = .contentBackSwipe(navigationView: index)
        try register(content.id, .recognizer(recognizers.count), node: idNode, builtInOf: index)
        views[index].recognizers.append(recognizers.count)
        recognizers.append(content)
    }

    /// `navigationBar` and `toolbar` name views of the scene.
    mutating func resolveNavigationBars() throws(TraceError) {
        for (view, key, id, node) in pendingNavigationBars {
            let bar = try viewIndex(id, node: node)
            if key == "navigationBar" {
                views[view].navigation?.navigationBar = bar
            } else {
                views[view].navigation?.toolbar = bar
            }
        }
    }
}
