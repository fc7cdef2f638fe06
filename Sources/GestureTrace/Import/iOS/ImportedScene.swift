/// A scene read from iOS dumps, before it is written as a FORMAT §2 document.
///
/// It keeps what the dumps said (the printed class, the dump line, the label text) next to
/// what the scene needs, so the written document can carry them as `_` comments (FORMAT §0:
/// keys starting with `_` are ignored) and the user can trace every view back to its line.
package struct ImportedScene: Sendable, Equatable {
    /// Views in pre-order; index 0 is the window.
    package var views: [ImportedView] = []
    /// Comments for the document's top level, in order.
    package var comments: [(key: String, value: String)] = []

    package init() {}

    package static func == (a: ImportedScene, b: ImportedScene) -> Bool {
        a.views == b.views && a.comments.map { "\($0.key)=\($0.value)" } == b.comments.map { "\($0.key)=\($0.value)" }
    }

    /// The index of the view with this address, if any.
    package func view(address: String) -> Int? {
        views.firstIndex { $0.address == address }
    }
}

/// One imported view (FORMAT §2.1).
///
/// A dump may hold hundreds of thousands of views (issue 25: a 200 000-deep Lookin archive, a
/// recursive description of 100 001 views), and the importers hold every one of them, twice
/// while an array grows by doubling. So only what every view has is stored inline; the fields
/// most views leave at their defaults (a transform, scroll flags, a control's state, a
/// controller, …) live in one shared box, and a view that changes none of them points at the
/// shared default box instead of holding ~270 bytes of defaults (about 400 bytes a view before,
/// 136 now; `ImportedViewLayoutTests`). The parent is stored in 32 bits: inputs are under
/// 4 GiB (`InputFile.maxSize`) and every view takes at least one byte of its input.
package struct ImportedView: Sendable, Equatable {
    package var id: String
    /// The class the dump printed; written as `_class` when it differs from `viewClass`.
    package var printedClass: String
    package var address: String?
    /// The untransformed frame (IOS-INPUTS §2.4).
    package var frame: Rect
    package var alpha = 1.0
    /// The 1-based dump line of its description; 0 for a view the importer made up.
    package var line: Int
    package var recognizers: [ImportedRecognizer] = []
    /// Comments written after the view's own keys (`_text`, `_tag`, `_suffix`, `_note`, …).
    package var comments: [ImportedComment] = []
    package var subviews: [Int] = []
    /// The fields most views leave at their defaults; `Extras.defaultBox` when all are.
    private var extras = Extras.defaultBox
    private var parentIndex = UInt32.max
    package var viewClass: ViewClass
    package var hidden = false
    package var userInteractionEnabled = true
    package var clipsToBounds = false

    package init(id: String, viewClass: ViewClass, printedClass: String, address: String?, line: Int, frame: Rect) {
        self.id = id
        self.viewClass = viewClass
        self.printedClass = printedClass
        self.address = address
        self.line = line
        self.frame = frame
    }

    package var parent: Int? {
        get { parentIndex == .max ? nil : Int(parentIndex) }
        set { parentIndex = newValue.map { UInt32(truncatingIfNeeded: $0) } ?? .max }
    }

    /// Set from a scroll view's `contentOffset` (IOS-INPUTS §2.3).
    package var boundsOrigin: Point? {
        get { extras.value.boundsOrigin }
        set { updateExtras { $0.boundsOrigin = newValue } }
    }
    package var transform: AffineTransform {
        get { extras.value.transform }
        set { updateExtras { $0.transform = newValue } }
    }
    /// Known only from sources that hold it (an Xcode capture); FORMAT's default is false.
    package var multipleTouchEnabled: Bool {
        get { extras.value.multipleTouchEnabled }
        set { updateExtras { $0.multipleTouchEnabled = newValue } }
    }
    package var contentSize: Size? {
        get { extras.value.contentSize }
        set { updateExtras { $0.contentSize = newValue } }
    }
    /// A scroll view whose built-in pan the recognizer dump showed disabled.
    package var scrollEnabled: Bool {
        get { extras.value.scrollEnabled }
        set { updateExtras { $0.scrollEnabled = newValue } }
    }
    /// A table or collection view whose dump shows UIKit's `_UISwipeActionPanGestureRecognizer`:
    /// written as `list.swipeActionPan` (SEMANTICS §9.12); which rows have actions is not in a dump.
    package var swipeActionPan: Bool {
        get { extras.value.swipeActionPan }
        set { updateExtras { $0.swipeActionPan = newValue } }
    }
    /// Scroll flags a Lookin archive holds (IOS-INPUTS §8.2); nil: not known, FORMAT's default.
    package var delaysContentTouches: Bool? {
        get { extras.value.delaysContentTouches }
        set { updateExtras { $0.delaysContentTouches = newValue } }
    }
    package var canCancelContentTouches: Bool? {
        get { extras.value.canCancelContentTouches }
        set { updateExtras { $0.canCancelContentTouches = newValue } }
    }
    package var alwaysBounceVertical: Bool? {
        get { extras.value.alwaysBounceVertical }
        set { updateExtras { $0.alwaysBounceVertical = newValue } }
    }
    package var alwaysBounceHorizontal: Bool? {
        get { extras.value.alwaysBounceHorizontal }
        set { updateExtras { $0.alwaysBounceHorizontal = newValue } }
    }
    /// `isPagingEnabled`, when the source holds it (Lookin's `sv_s_p`); nil: FORMAT's false.
    package var pagingEnabled: Bool? {
        get { extras.value.pagingEnabled }
        set { updateExtras { $0.pagingEnabled = newValue } }
    }
    /// A table or collection view cell's index path `[section, item]`, when the source holds it
    /// (Lookin's `specialTrace`, IOS-INPUTS §8.2); nil: FORMAT's position among the list's cells.
    package var cellIndexPath: [Int]? {
        get { extras.value.cellIndexPath }
        set { updateExtras { $0.cellIndexPath = newValue } }
    }
    /// A control's `isEnabled` and the events with a target, when the source lists them
    /// (Lookin, IOS-INPUTS §8.2); nil: FORMAT's defaults (enabled, `[touchUpInside]`).
    package var controlEnabled: Bool? {
        get { extras.value.controlEnabled }
        set { updateExtras { $0.controlEnabled = newValue } }
    }
    package var controlActions: [String]? {
        get { extras.value.controlActions }
        set { updateExtras { $0.controlActions = newValue } }
    }
    /// A UISlider's `value`, which its description prints last (`value: %f`, SEMANTICS §9.6);
    /// nil when the source does not show it.
    package var sliderValue: Double? {
        get { extras.value.sliderValue }
        set { updateExtras { $0.sliderValue = newValue } }
    }
    /// A UITextView's `isEditable` when the source holds it (Lookin's `te_b_e`); nil: UIKit's
    /// default, editable (FORMAT `text.editable`).
    package var textEditable: Bool? {
        get { extras.value.textEditable }
        set { updateExtras { $0.textEditable = newValue } }
    }
    /// The view carries a `UIContextMenuInteraction`: its recognizers were found in the source
    /// (SEMANTICS §9.13), and the scene's `contextMenu` key installs them again.
    package var contextMenu: Bool {
        get { extras.value.contextMenu }
        set { updateExtras { $0.contextMenu = newValue } }
    }
    /// The view is a presented page sheet's container (FORMAT §2.1 `sheet`, SEMANTICS §9.14):
    /// the source showed the sheet's dismiss pan on it, or its structure says so
    /// (`ImportedSheets`); the scene's `sheet` key installs the pan again.
    package var sheet: Bool {
        get { extras.value.sheet }
        set { updateExtras { $0.sheet = newValue } }
    }
    package var controller: String? {
        get { extras.value.controller }
        set { updateExtras { $0.controller = newValue } }
    }
    /// A navigation controller's view (FORMAT §2.1 `navigation`), when `_printHierarchy` shows
    /// its stack (IOS-INPUTS §10.1).
    package var navigation: ImportedNavigation? {
        get { extras.value.navigation }
        set { updateExtras { $0.navigation = newValue } }
    }
    /// The window's `systemGestures` (FORMAT §2.1, SEMANTICS §9.11), when the import knows the
    /// device (IOS-INPUTS §10.2); only the scene's window carries it.
    package var systemGestures: ImportedDevice.Decision? {
        get { extras.value.systemGestures }
        set { updateExtras { $0.systemGestures = newValue } }
    }

    /// Changes the boxed fields in a new box (copies of the view keep theirs), going back to the
    /// shared default box when all of them are at their defaults again.
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        var value = extras.value
        change(&value)
        extras = value == Extras() ? Extras.defaultBox : ExtrasBox(value)
    }

    /// A view's rarely set fields, with FORMAT's defaults.
    private struct Extras: Sendable, Equatable {
        var boundsOrigin: Point?
        var transform = AffineTransform.identity
        var multipleTouchEnabled = false
        var contentSize: Size?
        var scrollEnabled = true
        var swipeActionPan = false
        var delaysContentTouches: Bool?
        var canCancelContentTouches: Bool?
        var alwaysBounceVertical: Bool?
        var alwaysBounceHorizontal: Bool?
        var pagingEnabled: Bool?
        var cellIndexPath: [Int]?
        var controlEnabled: Bool?
        var controlActions: [String]?
        var sliderValue: Double?
        var textEditable: Bool?
        var contextMenu = false
        var sheet = false
        var controller: String?
        var navigation: ImportedNavigation?
        var systemGestures: ImportedDevice.Decision?

        /// Shared by every view whose boxed fields are all at their defaults.
        static let defaultBox = ExtrasBox(Extras())
    }

    private final class ExtrasBox: Sendable, Equatable {
        let value: Extras
        init(_ value: Extras) { self.value = value }
        static func == (a: ExtrasBox, b: ExtrasBox) -> Bool { a === b || a.value == b.value }
    }
}

/// What a controller dump says of a navigation controller (FORMAT §2.1 `navigation`, SEMANTICS
/// §9.7): how many controllers its stack holds, whether a push or pop is running, and its bars.
package struct ImportedNavigation: Sendable, Equatable {
    package var stackDepth: Int
    package var transitioning = false
    /// View ids of its `UINavigationBar` and `UIToolbar` subviews, if the dump has them.
    package var navigationBar: String?
    package var toolbar: String?
    package init(stackDepth: Int) { self.stackDepth = stackDepth }
}

/// A `_`-prefixed comment key and its text.
package struct ImportedComment: Sendable, Equatable {
    package var key: String
    package var value: String
    package init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// One imported gesture recognizer (FORMAT §2.2).
package struct ImportedRecognizer: Sendable, Equatable {
    package var id: String
    /// FORMAT §2.2 kind name: `tap`, `longPress`, `pan`, `swipe`, `pinch`, `rotation`,
    /// `screenEdgePan` or `script`.
    package var kind: String
    package var printedClass: String
    package var name: String?
    package var line: Int
    package var enabled = true
    package var cancelsTouchesInView = true
    package var delaysTouchesBegan: Bool
    package var delaysTouchesEnded = true
    /// Kind-specific keys as (key, number) in FORMAT §2.2 order.
    package var parameters: [(key: String, value: Double)] = []
    /// `screenEdgePan` only (FORMAT §2.2 requires it; the dump never prints it).
    package var edges: [String] = []
    /// Recognizer ids (resolved from addresses after the whole dump is read).
    package var requireToFail: [String] = []
    package var comments: [ImportedComment] = []

    package init(id: String, kind: String, printedClass: String, line: Int) {
        self.id = id
        self.kind = kind
        self.printedClass = printedClass
        self.line = line
        delaysTouchesBegan = kind == "screenEdgePan"
    }

    package static func == (a: ImportedRecognizer, b: ImportedRecognizer) -> Bool {
        a.id == b.id && a.kind == b.kind && a.printedClass == b.printedClass && a.name == b.name
            && a.enabled == b.enabled && a.cancelsTouchesInView == b.cancelsTouchesInView
            && a.delaysTouchesBegan == b.delaysTouchesBegan && a.delaysTouchesEnded == b.delaysTouchesEnded
            && a.parameters.map { "\($0.key)=\($0.value)" } == b.parameters.map { "\($0.key)=\($0.value)" }
            && a.requireToFail == b.requireToFail && a.edges == b.edges && a.comments == b.comments && a.line == b.line
    }
}

/// Recovers a view's untransformed frame from the frame a dump printed (IOS-INPUTS §2.4).
///
/// UIKit's `frame` with a non-identity transform is the axis-aligned box of the transformed
/// bounds (Apple: "undefined", doc D1; in practice the box, sample 01). The layer places the
/// bounds so that the anchor point sits at `position`, then applies the transform about it:
/// a corner `k` of the bounds, relative to the anchor, lands at `position + t + L·k`. So the
/// printed box gives the size through `W = |a|w + |c|h`, `H = |b|w + |d|h` (solvable unless
/// `|a·d| = |b·c|`), then `position` from the box's corner, for any anchor point. FORMAT §2.1
/// applies the transform about the frame's center instead, so with an anchor other than the
/// center the translation is adjusted to place the view where UIKit draws it.
package enum TransformRecovery {
    package struct Result: Equatable, Sendable {
        package var frame: Rect
        package var transform: AffineTransform
        /// Why the frame could not be recovered (then `frame` is the printed box and the
        /// transform is dropped).
        package var problem: String?
    }

    package static func recover(printed: Rect, transform t: AffineTransform, anchor: Point) -> Result {
        if t.isIdentity { return Result(frame: printed, transform: t, problem: nil) }
        let W = printed.size.width
        let H = printed.size.height
        let (aa, bb, cc, dd) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let det = aa * dd - cc * bb
        let scale = max(aa * dd, cc * bb, 1e-12)
        guard abs(det) > 1e-9 * scale else {
            return Result(
                frame: printed, transform: .identity,
                problem: "the transform's size cannot be recovered (|a·d| = |b·c|, e.g. a 45° rotation): the printed "
                    + "frame is used without the transform")
        }
        var w = (dd * W - cc * H) / det
        var h = (aa * H - bb * W) / det
        // %g rounding can make a true zero slightly negative.
        let tolerance = 0.01 * max(1, W, H)
        guard w > -tolerance, h > -tolerance else {
            return Result(
                frame: printed, transform: .identity,
                problem: "the printed frame does not fit the transform: the printed frame is used without the transform"
            )
        }
        w = max(0, w)
        h = max(0, h)
        // Corners of the bounds relative to the anchor, through the linear part.
        var minX = Double.infinity
        var minY = Double.infinity
        for (kx, ky) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
            let x = kx - anchor.x * w
            let y = ky - anchor.y * h
            minX = min(minX, t.a * x + t.c * y)
            minY = min(minY, t.b * x + t.d * y)
        }
        let position = Point(x: printed.origin.x - t.tx - minX, y: printed.origin.y - t.ty - minY)
        let delta = Point(x: (0.5 - anchor.x) * w, y: (0.5 - anchor.y) * h)
        let center = Point(x: position.x + delta.x, y: position.y + delta.y)
        var out = t
        out.tx = t.tx + t.a * delta.x + t.c * delta.y - delta.x
        out.ty = t.ty + t.b * delta.x + t.d * delta.y - delta.y
        return Result(
            frame: Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h), transform: out, problem: nil)
    }
}
