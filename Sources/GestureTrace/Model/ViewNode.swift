/// One view of the scene (FORMAT §2.1), with class defaults already applied.
///
/// A scene may hold hundreds of thousands of views, so a view's size is the scene's memory
/// (issue 25: 300 000 flat views took 375 MiB to validate, 472 bytes a view). What every
/// view has is stored inline; what few views set (a bounds other than the frame's size at the
/// origin, an alpha other than 1, a transform, a point(inside:) or hitTest override, a
/// controller, the control, scroll, list, cell, slider, stepper, switch and navigation
/// configurations) lives in one shared, immutable `Extras` box, absent when all of it is the
/// default, and is read and written through properties of the same names. A write replaces
/// the box, so views keep value semantics.
package struct ViewNode: Sendable {
    // Stored in decreasing alignment, so no padding: 88 bytes a view (128 with the bounds and
    // alpha inline, issue 25).
    package var id: String
    /// `[x, y, width, height]` in the superview's coordinate space. Its midpoint is the view's
    /// `center`; the transform applies about that point (SEMANTICS §1.5).
    package var frame: Rect
    /// Indices into `Scene.recognizers`, in `addGestureRecognizer` order.
    package var recognizers: [Int]
    /// Indices into `Scene.views`, back to front.
    package var subviews: [Int]
    /// The rarely set configuration; nil when every part of it is the default.
    private var extras: ExtrasBox?
    /// The superview's index, −1 for the window (32 bits: a scene's views are far fewer).
    private var parentIndex: Int32
    package var viewClass: ViewClass
    package var hidden: Bool
    package var userInteractionEnabled: Bool
    package var multipleTouchEnabled: Bool
    package var exclusiveTouch: Bool
    package var clipsToBounds: Bool
    package var touches: TouchHandling

    /// Index of the superview; nil for the window.
    package var parent: Int? {
        get { parentIndex < 0 ? nil : Int(parentIndex) }
        set { parentIndex = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }

    /// `bounds`; its origin shifts subviews (a scroll offset), its size is the view's size.
    /// Boxed only when it is not `(0, 0, frame width, frame height)` bit for bit (a scroll
    /// view's content offset, a declared bounds), so the default follows the frame, as the
    /// stored default did: a frame change sets the bounds' size to the frame's.
    package var bounds: Rect {
        get { extras?.value.bounds ?? ViewNode.defaultBounds(frame) }
        set {
            let boxed = ViewNode.isDefaultBounds(newValue, frame) ? nil : newValue
            guard boxed != nil || extras?.value.bounds != nil else { return }
            updateExtras { $0.bounds = boxed }
        }
    }
    /// Boxed only when it is not 1 bit for bit.
    package var alpha: Double {
        get { extras?.value.alpha ?? 1 }
        set {
            let boxed = newValue.bitPattern == (1.0).bitPattern ? nil : newValue
            guard boxed != nil || extras?.value.alpha != nil else { return }
            updateExtras { $0.alpha = boxed }
        }
    }

    static func defaultBounds(_ frame: Rect) -> Rect {
        Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    }

    /// Whether `bounds` is the default for `frame`, bit for bit (a `-0` origin is not).
    static func isDefaultBounds(_ bounds: Rect, _ frame: Rect) -> Bool {
        bounds.origin.x.bitPattern == 0 && bounds.origin.y.bitPattern == 0
            && bounds.size.width.bitPattern == frame.size.width.bitPattern
            && bounds.size.height.bitPattern == frame.size.height.bitPattern
    }

    package var transform: AffineTransform {
        get { extras?.value.transform ?? .identity }
        set { updateExtras { $0.transform = newValue } }
    }
    package var pointInside: PointInsideRule {
        get { extras?.value.pointInside ?? .bounds }
        set { updateExtras { $0.pointInside = newValue } }
    }
    package var hitTest: HitTestOverride {
        get { extras?.value.hitTest ?? .default }
        set { updateExtras { $0.hitTest = newValue } }
    }
    package var controller: ControllerSpec? {
        get { extras?.value.controller }
        set { updateExtras { $0.controller = newValue } }
    }
    /// Controls only (`UIControl` and subclasses).
    package var control: ControlSpec? {
        get { extras?.value.control }
        set { updateExtras { $0.control = newValue } }
    }
    /// False for a control whose `enabled` is false, which hit testing skips with its subtree
    /// (SEMANTICS §1.6); true for every other view. Reads the flag in place, without copying the
    /// control's configuration.
    package var isEnabledIfControl: Bool { extras?.value.control?.enabled ?? true }
    /// Scroll views only (`UIScrollView`, `UITableView`, `UICollectionView`, `UITextView`).
    package var scroll: ScrollSpec? {
        get { extras?.value.scroll }
        set { updateExtras { $0.scroll = newValue } }
    }
    /// A UITableView's or UICollectionView's selection properties (SEMANTICS §9.5).
    package var list: ListSpec? {
        get { extras?.value.list }
        set { updateExtras { $0.list = newValue } }
    }
    /// A UITableViewCell's or UICollectionViewCell's index path and delegate answers (SEMANTICS §9.5).
    package var cell: CellSpec? {
        get { extras?.value.cell }
        set { updateExtras { $0.cell = newValue } }
    }
    /// A UISlider's value, range, continuity and thumb size (SEMANTICS §9.6).
    package var slider: SliderSpec? {
        get { extras?.value.slider }
        set { updateExtras { $0.slider = newValue } }
    }
    /// A UINavigationController's, when this view is its view (SEMANTICS §9.7).
    /// A UIStepper's value, range, step and repeat settings (SEMANTICS §9.9).
    package var stepper: StepperSpec? {
        get { extras?.value.stepper }
        set { updateExtras { $0.stepper = newValue } }
    }
    /// A UISwitch's `isOn` (SEMANTICS §9.10).
    package var switchSpec: SwitchSpec? {
        get { extras?.value.switchSpec }
        set { updateExtras { $0.switchSpec = newValue } }
    }
    package var navigation: NavigationSpec? {
        get { extras?.value.navigation }
        set { updateExtras { $0.navigation = newValue } }
    }
    /// A UITextField's or UITextView's text interaction, when the scene declares it
    /// (SEMANTICS §9.8).
    package var text: TextSpec? {
        get { extras?.value.text }
        set { updateExtras { $0.text = newValue } }
    }
    /// The system's edge gestures, on the window only (SEMANTICS §9.11).
    package var systemGestures: SystemGestureSpec? {
        get { extras?.value.systemGestures }
        set { updateExtras { $0.systemGestures = newValue } }
    }
    /// A presented page sheet's container, when the scene declares it (SEMANTICS §9.14).
    package var sheet: SheetSpec? {
        get { extras?.value.sheet }
        set { updateExtras { $0.sheet = newValue } }
    }

    package init(id: String, viewClass: ViewClass, frame: Rect) {
        self.id = id
        self.viewClass = viewClass
        self.frame = frame
        hidden = false
        userInteractionEnabled = viewClass.defaultUserInteractionEnabled
        multipleTouchEnabled = false
        exclusiveTouch = false
        clipsToBounds = false
        touches = viewClass.isControl ? .handle : .forward
        recognizers = []
        subviews = []
        parentIndex = -1
        var extras = Extras()
        extras.control = viewClass.isControl ? ControlSpec() : nil
        extras.scroll = viewClass.isScrollView ? ScrollSpec() : nil
        extras.list = viewClass.isList ? ListSpec() : nil
        extras.cell = viewClass.isCell ? CellSpec() : nil
        extras.slider = viewClass == .slider ? SliderSpec() : nil
        extras.stepper = viewClass == .stepper ? StepperSpec() : nil
        extras.switchSpec = viewClass == .switch ? SwitchSpec() : nil
        self.extras = extras.isDefault ? nil : ExtrasBox(extras)
    }

    /// Changes the rarely set configuration: in place when this view alone holds its box,
    /// else in a new box, so a copy of this view keeps its own (copy on write). A scroll view's
    /// pan sets its bounds origin at every action (SEMANTICS §9.4.5): a new box each time, its
    /// `Extras` copied with a retain of every specification it holds, cost 5.5 M instructions
    /// on the benchmark's 1000-gesture session (issue 28 item 4, round 7).
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        if isKnownUniquelyReferenced(&extras), let box = extras {
            if Self.change(&box.value, by: change) { extras = nil }
            return
        }
        var value = extras?.value ?? Extras()
        change(&value)
        extras = value.isDefault ? nil : ExtrasBox(value)
    }

    /// Applies `change` to `value` in place; whether it is now the default. One access to the
    /// box's value, not a copy of it to ask `isDefault`.
    private static func change(_ value: inout Extras, by change: (inout Extras) -> Void) -> Bool {
        change(&value)
        return value.isDefault
    }

    /// The part of a view most views leave at its default.
    private struct Extras: Sendable {
        /// Nil for the default bounds and alpha (see `bounds`, `alpha`).
        var bounds: Rect?
        var alpha: Double?
        var transform: AffineTransform = .identity
        var pointInside: PointInsideRule = .bounds
        var hitTest: HitTestOverride = .default
        var controller: ControllerSpec?
        var control: ControlSpec?
        var scroll: ScrollSpec?
        var list: ListSpec?
        var cell: CellSpec?
        var slider: SliderSpec?
        var stepper: StepperSpec?
        var switchSpec: SwitchSpec?
        var navigation: NavigationSpec?
        var text: TextSpec?
        var systemGestures: SystemGestureSpec?
        var sheet: SheetSpec?

        var isDefault: Bool {
            bounds == nil && alpha == nil && transform == .identity && pointInside == .bounds && hitTest == .default
                && controller == nil
                && control == nil && scroll == nil && list == nil && cell == nil && slider == nil
                && stepper == nil && switchSpec == nil && navigation == nil && text == nil
                && systemGestures == nil && sheet == nil
        }
    }

    /// A heap copy of `Extras`, shared by copies of the view until one changes it. Changed in
    /// place only through `updateExtras`, and only while one view alone holds it (checked by
    /// `isKnownUniquelyReferenced`), so no other view or thread can see the change: the value
    /// semantics of `Array`'s storage, hence `@unchecked Sendable`, and no read of a shared box
    /// can overlap that change, hence `@exclusivity(unchecked)`: every read of a view's bounds,
    /// transform or configuration goes through it, and the run-time check cost about 50
    /// instructions a read.
    private final class ExtrasBox: @unchecked Sendable {
        @exclusivity(unchecked) var value: Extras
        init(_ value: Extras) { self.value = value }
    }
}

/// The UIKit classes a scene may name (FORMAT §2.1).
package enum ViewClass: String, Sendable, CaseIterable {
    case view = "UIView"
    case window = "UIWindow"
    case label = "UILabel"
    case imageView = "UIImageView"
    case control = "UIControl"
    case button = "UIButton"
    case `switch` = "UISwitch"
    case slider = "UISlider"
    case segmentedControl = "UISegmentedControl"
    case stepper = "UIStepper"
    case pageControl = "UIPageControl"
    case scrollView = "UIScrollView"
    /// UIScrollView subclasses: they behave as a UIScrollView (SEMANTICS §9.4); a table or
    /// collection view also selects its cells (SEMANTICS §9.5). UITextView's text-interaction
    /// recognizers are modelled when the view declares `text` (SEMANTICS §9.8).
    case tableView = "UITableView"
    case collectionView = "UICollectionView"
    /// A list's cells: the list highlights and selects them as touches reach it (SEMANTICS §9.5).
    case tableViewCell = "UITableViewCell"
    case collectionViewCell = "UICollectionViewCell"
    case textView = "UITextView"
    /// A UIControl subclass; with `text` it carries its text interaction's tap recognizer
    /// (SEMANTICS §9.8), without it it tracks touches as a plain UIControl (SEMANTICS §9.1).
    case textField = "UITextField"
    /// A plain UIView for touches: it draws nothing but is hit-tested like any view.
    case stackView = "UIStackView"
    /// SwiftUI's `_UIHostingView`: a UIView whose `swiftui` node tree it hit-tests itself
    /// (FORMAT §2.3, SWIFTUI §8.1).
    case hostingView = "UIHostingView"

    package var isControl: Bool {
        switch self {
        case .control, .button, .switch, .slider, .segmentedControl, .stepper, .pageControl, .textField: return true
        default: return false
        }
    }

    /// UIScrollView and the subclasses a scene may name: each carries a scroll pan and the
    /// content-touch delay (SEMANTICS §9.4).
    package var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: return true
        default: return false
        }
    }

    /// UITextField and UITextView: they may declare their text interaction (SEMANTICS §9.8).
    package var isText: Bool { self == .textField || self == .textView }

    /// UITableView and UICollectionView: they select their cells (SEMANTICS §9.5).
    package var isList: Bool { self == .tableView || self == .collectionView }

    /// UITableViewCell and UICollectionViewCell (SEMANTICS §9.5).
    package var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

    /// The list class whose cells this class is: UITableView for UITableViewCell.
    package var listClass: ViewClass? {
        switch self {
        case .tableViewCell: return .tableView
        case .collectionViewCell: return .collectionView
        default: return nil
        }
    }

    /// `UILabel` and `UIImageView` start with `isUserInteractionEnabled == false`.
    package var defaultUserInteractionEnabled: Bool {
        self != .label && self != .imageView
    }

    /// Controls whose `gestureRecognizerShouldBegin` refuses a 1-finger 1-tap tap recognizer
    /// on another view, so their default action wins (SEMANTICS §6.7, §9.3; doc S16, code K13).
    package var blocksSingleTapOfOtherViews: Bool {
        switch self {
        case .button, .switch, .stepper, .segmentedControl, .pageControl: return true
        default: return false
        }
    }
}

/// `point(inside:with:)` variants (FORMAT §2.1, SEMANTICS §1.4, §1.8).
package enum PointInsideRule: Equatable, Sendable {
    case bounds
    case ellipse
    /// `UIEdgeInsets` applied to the bounds; negative values grow the touch area.
    case inset(top: Double, left: Double, bottom: Double, right: Double)
}

/// `hitTest(_:with:)` overrides seen in real apps (FORMAT §2.1, SEMANTICS §1.8).
package enum HitTestOverride: Equatable, Sendable {
    case `default`
    /// Return nil when the default result would be the view itself.
    case passThrough
    /// Return the view at this index whenever the default result is non-nil.
    case redirect(Int)
}

/// A view controller whose root view is the view that declares it (SEMANTICS §3.1).
package struct ControllerSpec: Sendable {
    package var id: String
    package var touches: TouchHandling

    package init(id: String, touches: TouchHandling = .forward) {
        self.id = id
        self.touches = touches
    }
}

/// `UIControl.Event` values the engine sends (FORMAT §4, SEMANTICS §9.1).
package enum ControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
}

/// A control's configuration (FORMAT §2.1 `control`).
package struct ControlSpec: Sendable {
    package var enabled: Bool
    /// The control events that have a target. Every event is still reported in the output;
    /// this list documents the app's intent and is shown by `hit-test`.
    package var actions: [ControlEvent]

    package init(enabled: Bool = true, actions: [ControlEvent] = [.touchUpInside]) {
        self.enabled = enabled
        self.actions = actions
    }
}

/// A scroll view's configuration (FORMAT §2.1 `scroll`, SEMANTICS §9.4).
package struct ScrollSpec: Sendable {
    package var contentSize: Size
    package var delaysContentTouches: Bool
    package var canCancelContentTouches: Bool
    package var scrollEnabled: Bool
    package var alwaysBounceVertical: Bool
    package var alwaysBounceHorizontal: Bool
    /// The scroll view's `touchesShouldCancel(in:)` (SEMANTICS §9.4.2).
    package var touchesShouldCancel: TouchesShouldCancel = .default
    /// `bounces`: a drag past a content edge rubber-bands (true) or stops at the edge; the
    /// `alwaysBounce…` keys count only with it (SEMANTICS §9.4.5).
    package var bounces = true
    /// `isPagingEnabled`: the content comes to rest on a multiple of the bounds size
    /// (SEMANTICS §9.4.5).
    package var pagingEnabled = false
    /// `decelerationRate` per millisecond: `.normal` 0.998, `.fast` 0.99 (SEMANTICS §9.4.5).
    package var decelerationRate = 0.998
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent` (public since
    /// iOS 17.4, default true): at a content edge the drag goes to the enclosing scroll view
    /// (SEMANTICS §9.4.4).
    package var transfersHorizontalScrollingToParent = true
    package var transfersVerticalScrollingToParent = true

    package init(
        contentSize: Size = Size(width: 0, height: 0), delaysContentTouches: Bool = true,
        canCancelContentTouches: Bool = true, scrollEnabled: Bool = true,
        alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false
    ) {
        self.contentSize = contentSize
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.scrollEnabled = scrollEnabled
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}

/// What a scroll view's `touchesShouldCancel(in:)` answers when its pan would begin while a
/// content view tracks the touch (SEMANTICS §9.4.2, doc S23).
package enum TouchesShouldCancel: Sendable, Equatable {
    /// UIKit's implementation: false for a UIControl, true for any other view.
    case `default`
    /// An override returning true for every view: the standard fix that lets a drag that
    /// starts on a button scroll (the button gets touchCancel).
    case always
    /// An override returning false for every view: content that tracks a touch keeps it.
    case never

    /// The answer for a content view of this class.
    package func answer(for viewClass: ViewClass) -> Bool {
        switch self {
        case .default: return !viewClass.isControl
        case .always: return true
        case .never: return false
        }
    }
}
