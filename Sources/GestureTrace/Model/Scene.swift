/// A decoded scene (FORMAT §2): the view tree, flattened.
///
/// Views and recognizers live in arrays and refer to each other by index, so the engine never
/// looks anything up by string id at run time (ids are interned at load).
package struct Scene: Sendable {
    /// The screen size; defaults to the window's frame size.
    package var screen: Size
    package var application: TouchHandling
    package var appDelegate: TouchHandling
    /// Every view in pre-order (a view before its subviews, subviews back to front).
    /// Index 0 is the window.
    package var views: [ViewNode]
    /// Every recognizer, ordered by its view's pre-order index, then attach order. A scroll
    /// view's built-in pan (`<id>.pan`) is included, before the scroll view's own recognizers.
    package var recognizers: [RecognizerSpec]
    package var settings: Settings
    /// The SwiftUI content of the scene's hosting views (FORMAT §2.3); empty without any.
    var swiftUI = SwiftUIContent()

    package init(
        screen: Size, application: TouchHandling, appDelegate: TouchHandling,
        views: [ViewNode], recognizers: [RecognizerSpec], settings: Settings
    ) {
        self.screen = screen
        self.application = application
        self.appDelegate = appDelegate
        self.views = views
        self.recognizers = recognizers
        self.settings = settings
    }

    /// The index of the window, the root of the tree.
    package static let windowIndex = 0
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
