/// A decoded scene (FORMAT §2): the view tree, flattened.
///
/// Views and recognizers live in arrays and refer to each other by index, so the engine never
/// looks anything up by string id at run time (ids are interned at load).
package struct Scene: Sendable {
    /// The screen size; defaults to the window's frame size.
    package var screen: Size
    package var application: TouchHandling
    package var appDelegate: TouchHandling
    // The settings and SwiftUI content are constants, and no scene change (`apply`) alters
    // a declared relation: the failure graph is built once, here.
    /// Every view in pre-order (a view before its subviews, subviews back to front).
    /// Index 0 is the window.
    /// Changed only by `apply(_:)` (scene changes, FORMAT §3.5), which keeps the tree's
    /// pre-order storage.
    package internal(set) var views: [ViewNode]
    /// Every recognizer, ordered by its view's pre-order index, then attach order. A scroll
    /// view's built-in pan (`<id>.pan`) is included, before the scroll view's own recognizers.
    package internal(set) var recognizers: [RecognizerSpec]
    package let settings: Settings
    /// The SwiftUI content of the scene's hosting views (FORMAT §2.3); empty without any.
    let swiftUI: SwiftUIContent
    /// The failure requirements of every replay of this scene, UIScrollView's delay
    /// recognizers and SwiftUI's static requirements included (SEMANTICS §6.1–§6.3, §9.4.1,
    /// SWIFTUI §2.2). Built once, here; the arbiter reads it.
    private(set) var failureGraph: FailureGraph

    /// A scene built in code: its failure graph is built from the recognizers' declarations.
    package init(
        screen: Size, application: TouchHandling, appDelegate: TouchHandling,
        views: [ViewNode], recognizers: [RecognizerSpec], settings: Settings
    ) {
        self.init(
            screen: screen, application: application, appDelegate: appDelegate, views: views,
            recognizers: recognizers, settings: settings, swiftUI: SwiftUIContent(),
            declaredRequirements: FailureGraph(recognizers: recognizers))
    }

    /// A decoded scene: `declaredRequirements` is the graph of the recognizers' declarations,
    /// which the decoder built and checked for cycles.
    init(
        screen: Size, application: TouchHandling, appDelegate: TouchHandling,
        views: [ViewNode], recognizers: [RecognizerSpec], settings: Settings, swiftUI: SwiftUIContent,
        declaredRequirements: FailureGraph
    ) {
        self.screen = screen
        self.application = application
        self.appDelegate = appDelegate
        self.views = views
        self.recognizers = recognizers
        self.settings = settings
        self.swiftUI = swiftUI
        failureGraph = declaredRequirements
        let scene = self
        failureGraph = FailureGraph(declared: declaredRequirements, scene: scene)
    }

    /// The index of the window, the root of the tree.
    package static let windowIndex = 0

    /// Builds the failure graph again from the recognizers' declarations and the scene, after
    /// a setup patch changed a requirement or a scroll view's content delay (`ScenePatch`);
    /// returns the first cycle, as `FailureGraph.firstCycle` gives it, and keeps the old
    /// graph, or nil when the new one is in place.
    mutating func rebuildFailureGraph() -> [Int]? {
        let declared = FailureGraph(recognizers: recognizers)
        if let cycle = declared.firstCycle() { return cycle }
        failureGraph = FailureGraph(declared: declared, scene: self)
        return nil
    }
}

/// How a responder's `touchesBegan/Moved/Ended/Cancelled` behave (FORMAT §2.1, SEMANTICS §3.2).
package enum TouchHandling: String, Sendable {
    /// Consumes the touches without calling super.
    case handle
    /// Does not override the methods: UIResponder passes them to the next responder.
    case forward
    /// Handles them and also calls super.
    case observe
}
