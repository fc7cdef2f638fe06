/// One gesture recognizer of the scene (FORMAT §2.2), ids resolved to indices.
package struct RecognizerSpec: Sendable {
    package var id: String
    package var kind: RecognizerKind
    /// Index of the view it is attached to.
    package var view: Int
    package var enabled: Bool
    package var cancelsTouchesInView: Bool
    package var delaysTouchesBegan: Bool
    package var delaysTouchesEnded: Bool
    /// `require(toFail:)` targets (indices into `Scene.recognizers`).
    package var requireToFail: [Int]
    /// Recognizers the delegate's `shouldRequireFailureOf` answers yes for.
    package var shouldRequireFailureOf: [Int]
    /// Recognizers the delegate's `shouldBeRequiredToFailBy` answers yes for.
    package var shouldBeRequiredToFailBy: [Int]
    package var simultaneousWith: SimultaneityRule
    /// The delegate's `gestureRecognizerShouldBegin(_:)`.
    package var shouldBegin: Bool
    package var shouldReceiveTouch: ShouldReceiveRule
    /// The delegate's answers written as expressions (FORMAT §2.4), asked when UIKit asks
    /// (SEMANTICS §6.9); when set they replace `shouldBegin`, `shouldReceiveTouch` and
    /// `simultaneousWith`. The two failure questions' expressions are answered once, when the
    /// scene is read, into `shouldRequireFailureOf` and `shouldBeRequiredToFailBy`.
    package var shouldBeginExpression: DelegateExpression?
    package var shouldReceiveTouchExpression: DelegateExpression?
    package var simultaneousWithExpression: DelegateExpression?
    /// A navigation controller's back swipe, whose delegate is the navigation controller's
    /// (SEMANTICS §9.7); nil for every other recognizer.
    package var navigationRole: NavigationGestureRole?

    package init(id: String, kind: RecognizerKind, view: Int) {
        self.id = id
        self.kind = kind
        self.view = view
        enabled = true
        cancelsTouchesInView = true
        // SEMANTICS §7: delaysTouchesBegan is false for every built-in recognizer except
        // UIScreenEdgePanGestureRecognizer (code K10).
        if case .screenEdgePan = kind { delaysTouchesBegan = true } else { delaysTouchesBegan = false }
        delaysTouchesEnded = true
        requireToFail = []
        shouldRequireFailureOf = []
        shouldBeRequiredToFailBy = []
        simultaneousWith = .none
        shouldBegin = true
        shouldReceiveTouch = .always
        shouldBeginExpression = nil
        shouldReceiveTouchExpression = nil
        simultaneousWithExpression = nil
        navigationRole = nil
        // A custom class sets its own defaults in its initializer, as a UIKit subclass does.
        if case .custom(let custom) = kind {
            cancelsTouchesInView = custom.cancelsTouchesInView
            delaysTouchesBegan = custom.delaysTouchesBegan
            delaysTouchesEnded = custom.delaysTouchesEnded
        }
    }
}

/// What the delegate's `shouldRecognizeSimultaneouslyWith` answers yes for.
package enum SimultaneityRule: Equatable, Sendable {
    case none
    case all
    case only([Int])

    /// Simultaneous with every other recognizer.
    var allowsAll: Bool { self == .all }

    package func allows(_ other: Int) -> Bool {
        switch self {
        case .none: return false
        case .all: return true
        case .only(let ids): return ids.contains(other)
        }
    }
}

/// The delegate's `gestureRecognizer(_:shouldReceive:)` (SEMANTICS §4.3).
package enum ShouldReceiveRule: Equatable, Sendable {
    case always
    case never
    /// Touches whose hit-test view is one of these views, or inside one, are refused.
    case exceptInViews([Int])
}

/// A recognizer's class and its class-specific parameters (FORMAT §2.2).
package enum RecognizerKind: Sendable {
    case tap(taps: Int, touches: Int)
    case longPress(minimumPressDuration: Double, allowableMovement: Double, taps: Int, touches: Int)
    case pan(minimumNumberOfTouches: Int, maximumNumberOfTouches: Int)
    case swipe(directions: SwipeDirections, touches: Int)
    case pinch
    case rotation
    case screenEdgePan(edges: [ScreenEdge])
    case fingers(count: Int, failOnExtra: Bool)
    case script(continuous: Bool, steps: [ScriptStep])
    /// A UIScrollView's built-in pan (`<viewId>.pan`), which begins only along a scrollable
    /// axis (SEMANTICS §9.4). Its scroll view is the recognizer's view.
    case scrollViewPan
    /// A SwiftUI attachment modifier's recognizer in the container model (SWIFTUI §2.2,
    /// `UIKitResponderGestureRecognizer`), by index into the scene's SwiftUI modifiers.
    case swiftUI(modifier: Int)
    /// A hosting view's single recognizer in the graph model (SWIFTUI §2.1,
    /// `UIKitGestureRecognizer`), by the host's view index.
    case swiftUIHost(host: Int)
    /// A team's own `GestureRecognizer` subclass, resolved from the registry the replay was
    /// given (FORMAT §2.2 `custom`, docs/CUSTOM-RECOGNIZERS.md).
    case custom(CustomRecognizerKind)
    /// The tap recognizer a `UITextField` or `UITextView` installs for its text interaction,
    /// `UITextMultiTapRecognizer`: continuous, one state change per tap (SEMANTICS §9.8).
    case textMultiTap
    /// The window's system gesture gate, `_UISystemGestureGateGestureRecognizer` of type
    /// "Touch" (`"<windowId>.systemGestureGate"`, SEMANTICS §9.11), installed with the window's
    /// `systemGestures` key.
    case systemGestureGate
    /// A table's or list collection view's `_UISwipeActionPanGestureRecognizer`
    /// (`"<listId>.swipeActionPan"`, SEMANTICS §9.12), a pan that begins only horizontally and
    /// only on a row with actions for the swipe's direction; its delegate is `_UISwipeHandler`.
    case swipeActionPan
    /// One of the recognizers a `UIContextMenuInteraction` adds to its view (view key
    /// `contextMenu`, SEMANTICS §9.13): its press or one of its relationship recognizers.
    case contextMenu(ContextMenuRole)
    /// A presented page sheet's dismiss pan (`"<viewId>.sheetPan"`, view key `sheet`,
    /// SEMANTICS §9.14): a `UIPanGestureRecognizer` named
    /// `_UISheetInteractionBackgroundDismissRecognizer` whose delegate, `_UISheetInteraction`,
    /// lets it begin only vertically; its actions drag the sheet.
    case sheetPan

    /// The name used in FORMAT §2.2 (`scrollViewPan` prints as `pan`).
    package var name: String {
        switch self {
        case .tap: return "tap"
        case .longPress: return "longPress"
        case .pan, .scrollViewPan: return "pan"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        case .screenEdgePan: return "screenEdgePan"
        case .fingers: return "fingers"
        case .script: return "script"
        case .swiftUI, .swiftUIHost: return "swiftui"
        case .custom: return "custom"
        case .textMultiTap: return "textMultiTap"
        case .systemGestureGate: return "systemGestureGate"
        case .swipeActionPan: return "swipeActionPan"
        case .contextMenu: return "contextMenu"
        case .sheetPan: return "sheetPan"
        }
    }

    /// A pan's translation and velocity exist (SEMANTICS §8.3; a screen-edge pan and a scroll
    /// view's pan are pans): what a delegate expression may read of them (FORMAT §2.4).
    package var hasPanMeasurements: Bool {
        switch self {
        case .pan, .screenEdgePan, .scrollViewPan, .swipeActionPan, .sheetPan: return true
        default: return false
        }
    }

    /// Whether the recognizer can be made to wait for others: the window's system gesture gate
    /// cannot (UIKit makes it with `_setAcceptsFailureRequiments:` NO, SEMANTICS §9.11 rule 6),
    /// so the back swipe's "everyone waits" rule (§9.7 rule 4) skips it.
    package var acceptsFailureRequirements: Bool {
        if case .systemGestureGate = self { return false }
        return true
    }

    /// Discrete recognizers go possible → recognized; continuous ones through began/changed/ended
    /// (SEMANTICS §5.2).
    package var isContinuous: Bool {
        switch self {
        case .tap, .swipe, .fingers, .systemGestureGate: return false
        case .longPress, .pan, .pinch, .rotation, .screenEdgePan, .scrollViewPan, .swipeActionPan, .sheetPan:
            return true
        // Began at the first tap, changed at each further one (SEMANTICS §9.8, K23).
        case .textMultiTap: return true
        // SwiftUI's phase active maps to began/changed (SWIFTUI §2.1, R8).
        case .swiftUI, .swiftUIHost: return true
        case .script(let continuous, _): return continuous
        case .custom(let custom): return custom.isContinuous
        // The press begins with the preview and changes at the menu; the relationship
        // recognizers succeed or fail at once (SEMANTICS §9.13).
        case .contextMenu(let role): return role == .press
        }
    }
}

/// `UISwipeGestureRecognizer.Direction`, an option set (bits as UIKit: right 1, left 2, up 4,
/// down 8; SEMANTICS §8.4).
package struct SwipeDirections: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let right = SwipeDirections(rawValue: 1)
    package static let left = SwipeDirections(rawValue: 2)
    package static let up = SwipeDirections(rawValue: 4)
    package static let down = SwipeDirections(rawValue: 8)
}

/// `UIRectEdge` members for `screenEdgePan.edges`.
package enum ScreenEdge: String, Sendable, CaseIterable {
    case left, right, top, bottom
}

/// One step of a `script` recognizer: at time `t` (from the trace's first event) ask for `state`.
package struct ScriptStep: Sendable {
    package var time: Double
    package var state: RequestedState

    package init(time: Double, state: RequestedState) {
        self.time = time
        self.state = state
    }
}

/// A state a recognizer's own logic may ask for (`self.state = …` in a subclass).
/// The arbiter coerces illegal requests as UIKit does (SEMANTICS §5.3).
package enum RequestedState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
    /// Discrete recognizers say `recognized`; it is the same raw state as `ended` (SEMANTICS §5.1).
    case recognized
}
