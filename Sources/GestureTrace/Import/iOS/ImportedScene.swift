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
package struct ImportedView: Sendable, Equatable {
    package var id: String
    package var viewClass: ViewClass
    /// The class the dump printed; written as `_class` when it differs from `viewClass`.
    package var printedClass: String
    package var address: String?
    /// The 1-based dump line of its description; 0 for a view the importer made up.
    package var line: Int
    /// The untransformed frame (IOS-INPUTS §2.4).
    package var frame: Rect
    /// Set from a scroll view's `contentOffset` (IOS-INPUTS §2.3).
    package var boundsOrigin: Point?
    package var transform: AffineTransform = .identity
    package var hidden = false
    package var alpha = 1.0
    package var userInteractionEnabled = true
    package var clipsToBounds = false
    /// Known only from sources that hold it (an Xcode capture); FORMAT's default is false.
    package var multipleTouchEnabled = false
    package var contentSize: Size?
    /// A scroll view whose built-in pan the recognizer dump showed disabled.
    package var scrollEnabled = true
    /// A table or collection view whose dump shows UIKit's `_UISwipeActionPanGestureRecognizer`:
    /// written as `list.swipeActionPan` (SEMANTICS §9.12); which rows have actions is not in a dump.
    package var swipeActionPan = false
    /// Scroll flags a Lookin archive holds (IOS-INPUTS §8.2); nil: not known, FORMAT's default.
    package var delaysContentTouches: Bool?
    package var canCancelContentTouches: Bool?
    package var alwaysBounceVertical: Bool?
    package var alwaysBounceHorizontal: Bool?
    /// `isPagingEnabled`, when the source holds it (Lookin's `sv_s_p`); nil: FORMAT's false.
    package var pagingEnabled: Bool?
    /// A table or collection view cell's index path `[section, item]`, when the source holds it
    /// (Lookin's `specialTrace`, IOS-INPUTS §8.2); nil: FORMAT's position among the list's cells.
    package var cellIndexPath: [Int]?
    /// A control's `isEnabled` and the events with a target, when the source lists them
    /// (Lookin, IOS-INPUTS §8.2); nil: FORMAT's defaults (enabled, `[touchUpInside]`).
    package var controlEnabled: Bool?
    package var controlActions: [String]?
    /// A UISlider's `value`, which its description prints last (`value: %f`, SEMANTICS §9.6);
    /// nil when the source does not show it.
    package var sliderValue: Double?
    /// A UITextView's `isEditable` when the source holds it (Lookin's `te_b_e`); nil: UIKit's
    /// default, editable (FORMAT `text.editable`).
    package var textEditable: Bool?
    /// The view carries a `UIContextMenuInteraction`: its recognizers were found in the source
    /// (SEMANTICS §9.13), and the scene's `contextMenu` key installs them again.
    package var contextMenu = false
    /// The view is a presented page sheet's container (FORMAT §2.1 `sheet`, SEMANTICS §9.14):
    /// the source showed the sheet's dismiss pan on it, or its structure says so
    /// (`ImportedSheets`); the scene's `sheet` key installs the pan again.
    package var sheet = false
    package var controller: String?
    /// A navigation controller's view (FORMAT §2.1 `navigation`), when `_printHierarchy` shows
    /// its stack (IOS-INPUTS §10.1).
    package var navigation: ImportedNavigation?
    /// The window's `systemGestures` (FORMAT §2.1, SEMANTICS §9.11), when the import knows the
    /// device (IOS-INPUTS §10.2); only the scene's window carries it.
    package var systemGestures: ImportedDevice.Decision?
    package var recognizers: [ImportedRecognizer] = []
    /// Comments written after the view's own keys (`_text`, `_tag`, `_suffix`, `_note`, …).
    package var comments: [ImportedComment] = []
    package var subviews: [Int] = []
    package var parent: Int?

    package init(id: String, viewClass: ViewClass, printedClass: String, address: String?, line: Int, frame: Rect) {
        self.id = id
        self.viewClass = viewClass
        self.printedClass = printedClass
        self.address = address
        self.line = line
        self.frame = frame
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
