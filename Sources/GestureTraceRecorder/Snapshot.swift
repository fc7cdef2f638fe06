/// A snapshot of an app's window as gesturetrace's scene format describes it (FORMAT §2):
/// the views with their geometry, hit-testing flags and gesture recognizers.
///
/// Platform-independent on purpose: the UIKit glue (`UIKitRecorder.swift`, compiled only where
/// UIKit exists) fills these values from live objects, and everything from here on (ids, JSON)
/// is plain Swift that the Linux test suite checks. No Foundation: an app's debug build links
/// this target, and the standard library is all it needs.
public struct RecordedView: Sendable, Equatable {
    /// Unique in the scene: `<baseClass>_<address>` as the glue makes it, like the
    /// recursive-description importer's ids (IOS-INPUTS §6).
    public var id: String
    /// The object's real class (`MyApp.PhotoCell`), kept as a comment.
    public var className: String
    /// The scene format's class: UIKit's base class the glue found with `isKind(of:)`
    /// (`UIView`, `UIButton`, `UIScrollView` …, FORMAT §2.1).
    public var baseClass: String
    /// `[x, y, width, height]` in the superview's coordinates.
    public var frame: [Double]
    /// The bounds origin (a scroll view's content offset).
    public var boundsOrigin: [Double] = [0, 0]
    /// `[a, b, c, d, tx, ty]`, or nil for the identity.
    public var transform: [Double]?
    public var hidden = false
    public var alpha = 1.0
    public var userInteractionEnabled = true
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    public var clipsToBounds = false
    public var scroll: Scroll?
    public var control: Control?
    public var recognizers: [RecordedRecognizer] = []
    /// Ids (`<class>_<address>`) of the recognizers UIKit or SwiftUI attached for themselves
    /// (`RecognizerClass.isSystem`): named in the scene as a comment, not modelled, so the
    /// replay neither runs them as something they are not nor lets them stand in arbitration.
    public var systemRecognizers: [String] = []
    public var subviews: [RecordedView] = []

    public struct Scroll: Sendable, Equatable {
        public var contentSize: [Double]
        public var delaysContentTouches = true
        public var canCancelContentTouches = true
        public var scrollEnabled = true

        public init(
            contentSize: [Double], delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true,
            scrollEnabled: Bool = true
        ) {
            self.contentSize = contentSize
            self.delaysContentTouches = delaysContentTouches
            self.canCancelContentTouches = canCancelContentTouches
            self.scrollEnabled = scrollEnabled
        }
    }

    public struct Control: Sendable, Equatable {
        public var enabled: Bool
        /// Control events with a target (`touchUpInside` …).
        public var actions: [String]

        public init(enabled: Bool, actions: [String]) {
            self.enabled = enabled
            self.actions = actions
        }
    }

    public init(id: String, className: String, baseClass: String, frame: [Double]) {
        self.id = id
        self.className = className
        self.baseClass = baseClass
        self.frame = frame
    }
}

/// A gesture recognizer as far as UIKit shows it: its class, public settings, and the failure
/// requirements its description prints (`must-fail = {…}`; UIKit has no accessor for them).
/// Delegate answers (simultaneity, shouldBegin) are not visible and are left at the scene
/// format's defaults; the trace says so in a comment.
public struct RecordedRecognizer: Sendable, Equatable {
    public var id: String
    public var className: String
    /// nil for a recognizer of the app's own class that gesturetrace does not model: written
    /// as a `script` with no steps (a placeholder: it never acts, and `check` does not compare
    /// what the device saw of it), so the replay says nothing it cannot know.
    public var kind: Kind?
    public var enabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// Ids of recognizers this one requires to fail.
    public var requireToFail: [String] = []

    public enum Kind: Sendable, Equatable {
        case tap(taps: Int, touches: Int)
        case longPress(minimumPressDuration: Double, allowableMovement: Double, taps: Int, touches: Int)
        /// `maximumNumberOfTouches` nil is "unlimited" (FORMAT §2.2: the key left out).
        case pan(minimumNumberOfTouches: Int, maximumNumberOfTouches: Int?)
        /// `right`, `left`, `up`, `down`.
        case swipe(directions: [String], touches: Int)
        case pinch
        case rotation
        /// `left`, `right`, `top`, `bottom`.
        case screenEdgePan(edges: [String])

        /// A pan from UIKit's two properties. `maximumNumberOfTouches` defaults to NSUIntegerMax
        /// ("The default value is NSUIntegerMax", UIPanGestureRecognizer's documentation), which
        /// Swift imports as an `Int` of the same bits: -1. Read as unsigned, any value of
        /// `Int.max` or more is that default and means unlimited, the format's absent key
        /// (FORMAT §2.2). A maximum below the minimum (the pan can never begin) has no
        /// spelling in the format: nil, and the glue records the recognizer as unmodelled.
        public static func pan(minimumNumberOfTouches minimum: Int, uikitMaximum maximum: Int) -> Kind? {
            guard minimum >= 1 else { return nil }
            if UInt(bitPattern: maximum) >= UInt(Int.max) {
                return .pan(minimumNumberOfTouches: minimum, maximumNumberOfTouches: nil)
            }
            guard maximum >= minimum else { return nil }
            return .pan(minimumNumberOfTouches: minimum, maximumNumberOfTouches: maximum)
        }
    }

    public init(id: String, className: String, kind: Kind?) {
        self.id = id
        self.className = className
        self.kind = kind
    }
}

/// The phase of one touch in one event (FORMAT §3.1).
public enum RecordedPhase: String, Sendable {
    case began, moved, stationary, ended, cancelled
}
