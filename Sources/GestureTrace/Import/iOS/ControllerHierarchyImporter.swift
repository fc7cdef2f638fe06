/// Reads `-[UIViewController _printHierarchy]` output (IOS-INPUTS §2.7) and gives each view
/// controller whose root view is in the imported tree a FORMAT §2.1 `controller`, so it joins
/// the responder chain (SEMANTICS §3.1).
///
/// A line is `<Class 0xADDR>, state: S, view: <Class 0xADDR>` (addresses without a colon),
/// optionally ` not in the window` and `, presented with: <…>`; `|` marks a child controller
/// and `+` a presented one. The view address is matched against the view dump's addresses.
///
/// A navigation controller's children are its stack (`viewControllers` is its
/// `childViewControllers`), so the dump gives each navigation controller in the tree its
/// FORMAT §2.1 `navigation` (IOS-INPUTS §10.1): the back swipe receives touches only with
/// more than one (SEMANTICS §9.7 rule 2).
package struct ControllerHierarchyImporter {
    package struct Parsed: Sendable, Equatable {
        package var className: String
        package var address: String
        package var viewAddress: String?
        package var presented: Bool
        package var notInWindow: Bool
        package var line: Int
        /// The number of `|` and `+` markers before the description.
        package var depth = 0
        /// `state:` (`appeared`, `appearing`, `disappearing`, `disappeared`).
        package var state = ""
        /// The class of `presented with: <…>`, the presentation controller.
        package var presentationClass: String?
        /// The index of the controller this one is a child of, or is presented by.
        package var parent: Int?
    }

    let file: String
    private(set) var controllers: [Parsed] = []

    package init(file: String) {
        self.file = file
    }

    package mutating func consume(line: Substring, number: Int) throws(TraceError) {
        let dl = DumpLine(line, number: number)
        let t = dl.text
        guard let indent = DumpIndent.of(t), DescriptionScanner.startsDescription(t, at: indent.start) else {
            if DumpIndent.hasBars(t) {
                let at = t.firstIndex { !DumpIndent.isIndentation($0) } ?? 0
                throw dl.error(file, at, "expected a view controller '<Class 0x…>, state: …, view: <Class 0x…>'")
            }
            return  // a prompt or other text
        }
        let d: ObjCDescription
        do {
            d = try DescriptionScanner.scan(t, at: indent.start)
        } catch {
            throw dl.error(file, error.index, error.message)
        }
        guard let address = d.address else {
            throw dl.error(file, indent.start, "a view controller without an address")
        }
        let rest = String(String.UnicodeScalarView(t[d.end...]))
        guard let viewRange = rest.firstRange(ofText: "view:") else {
            throw dl.error(file, d.end, "expected ', view: <Class 0x…>' after the view controller")
        }
        var viewAddress: String?
        let after = Array(rest[viewRange.upperBound...].unicodeScalars)
        if let s = after.firstIndex(of: "<"), DescriptionScanner.startsDescription(after, at: s),
            let v = try? DescriptionScanner.scan(after, at: s)
        {
            viewAddress = v.address
        } else if !rest[viewRange.upperBound...].contains(text: "not loaded") {
            throw dl.error(file, d.end, "expected '<Class 0x…>' or '(view not loaded)' after 'view:'")
        }
        // The marker nearest the description says how the controller hangs from its parent;
        // the ones before it only continue the ancestors' lines.
        let marker = t[..<indent.start].last { $0 == "|" || $0 == "+" }
        var parsed = Parsed(
            className: d.className, address: address, viewAddress: viewAddress, presented: marker == "+",
            notInWindow: rest.contains(text: "not in the window"), line: number)
        parsed.depth = indent.bars + indent.pluses
        parsed.state = Self.word(after: "state:", in: rest) ?? ""
        if let r = rest.firstRange(ofText: "presented with:") {
            let after = Array(rest[r.upperBound...].unicodeScalars)
            if let s = after.firstIndex(of: "<"), DescriptionScanner.startsDescription(after, at: s),
                let p = try? DescriptionScanner.scan(after, at: s)
            {
                parsed.presentationClass = p.className
            }
        }
        while let last = open.last, controllers[last].depth >= parsed.depth { open.removeLast() }
        parsed.parent = open.last
        open.append(controllers.count)
        controllers.append(parsed)
    }

    /// Controllers whose lines are still open as ancestors of the next one, by index.
    private var open: [Int] = []

    /// The word after `label` in `text` (`state: appeared,` gives `appeared`).
    static func word(after label: String, in text: String) -> String? {
        guard let r = text.firstRange(ofText: label) else { return nil }
        let w = text[r.upperBound...].drop { $0 == " " }.prefix { $0.isLetter }
        return w.isEmpty ? nil : String(w)
    }

    /// Whether a controller is a `UINavigationController`: by its class (UIKit's own, a
    /// subclass named so, or `UIImagePickerController`, a documented subclass), or by its view,
    /// whose `UINavigationTransitionView` subview is where a navigation controller shows its
    /// top controller (IOS-INPUTS §2.3 samples 02, 07) — `_printHierarchy` prints no superclass.
    static func isNavigationController(_ c: Parsed, view: Int?, in scene: ImportedScene) -> Bool {
        if c.className == "UIImagePickerController" || c.className.hasSuffix("NavigationController") { return true }
        guard let view else { return false }
        return scene.views[view].subviews.contains { scene.views[$0].printedClass == "UINavigationTransitionView" }
    }

    /// A presentation controller that presents a sheet, whose drag dismisses it:
    /// `_UIPageSheetPresentationController`, `_UIFormSheetPresentationController` and
    /// `UISheetPresentationController` (iOS 15) [inf from the names; issue 26 "sheets"].
    static func isSheet(_ presentationClass: String) -> Bool {
        presentationClass.contains(text: "PageSheet") || presentationClass.contains(text: "FormSheet")
            || presentationClass.contains(text: "SheetPresentationController")
    }

    /// Whether view `v` is inside a presented sheet's container (`ImportedSheets`).
    static func inPresentedSheet(_ v: Int, _ scene: ImportedScene) -> Bool {
        var current: Int? = v
        while let c = current {
            if scene.views[c].sheet || ImportedSheets.isPresentedSheetContainer(c, in: scene) { return true }
            current = scene.views[c].parent
        }
        return false
    }

    /// Gives each controller's root view its `controller`; warns about presented controllers,
    /// whose next responder in UIKit is the presenting controller (Apple's UIResponder
    /// documentation), which FORMAT §2.1 cannot express.
    package func merge(into scene: inout ImportedScene, report: inout SceneImportReport) {
        var missing: [String] = []
        for c in controllers {
            let id = c.className + "_" + c.address
            guard let va = c.viewAddress, let v = scene.view(address: va) else {
                missing.append("\(c.className) (line \(c.line)\(c.notInWindow ? ", not in the window" : ""))")
                continue
            }
            if scene.views[v].controller == id { continue }  // named by the view dump already
            if let existing = scene.views[v].controller {
                report.warn(file, c.line, "\(id): its view already belongs to \(existing); skipped")
                continue
            }
            scene.views[v].controller = id
            report.controllersImported += 1
            // A sheet's drag-to-dismiss is replayed by its container's `sheet` key (SEMANTICS
            // §9.14), which the view dump shows as a UIDropShadowView beside a UIDimmingView.
            if let sheet = c.presentationClass, Self.isSheet(sheet), Self.inPresentedSheet(v, scene) {
                report.sheets.append(id)
            } else if let sheet = c.presentationClass, Self.isSheet(sheet) {
                report.controllersDropped.append(
                    "\(id) presented as a sheet (\(sheet), line \(c.line)): the view dump shows no UIDropShadowView "
                        + "beside a UIDimmingView around its view, so the scene has no 'sheet' key and a drag in the "
                        + "sheet reaches only its views (SEMANTICS §9.14)")
            }
            if c.presented {
                report.warn(
                    file, c.line,
                    "\(id) is presented: in UIKit its next responder is the presenting controller, here its view's "
                        + "superview (FORMAT §2.1)")
            }
        }
        mergeNavigation(into: &scene, report: &report)
        if !missing.isEmpty {
            report.warnings.append(
                .init(
                    file: file, line: 0,
                    message: "view controllers whose views are not in the imported tree: "
                        + missing.joined(separator: ", ")))
        }
    }

    /// Gives each navigation controller whose view is in the tree its `navigation` (FORMAT
    /// §2.1): `stackDepth` its children, `transitioning` when one of them is appearing or
    /// disappearing (a push or pop is animating [inf]), and its bars among its view's subviews.
    func mergeNavigation(into scene: inout ImportedScene, report: inout SceneImportReport) {
        for (k, c) in controllers.enumerated() {
            let view = c.viewAddress.flatMap { scene.view(address: $0) }
            guard Self.isNavigationController(c, view: view, in: scene) else { continue }
            let stack = controllers.filter { $0.parent == k && !$0.presented }
            let id = c.className + "_" + c.address
            guard let view else { continue }  // listed with the controllers not in the tree
            guard !stack.isEmpty else {
                report.warn(
                    file, c.line, "\(id): a navigation controller with no controller on its stack; no back swipe")
                continue
            }
            var nav = ImportedNavigation(stackDepth: stack.count)
            nav.transitioning = stack.contains { $0.state == "appearing" || $0.state == "disappearing" }
            for s in scene.views[view].subviews {
                let cls = scene.views[s].printedClass
                if nav.navigationBar == nil, cls.hasSuffix("NavigationBar") { nav.navigationBar = scene.views[s].id }
                if nav.toolbar == nil, cls.hasSuffix("Toolbar") { nav.toolbar = scene.views[s].id }
            }
            scene.views[view].navigation = nav
            let top = stack.last.map { $0.className } ?? ""
            report.navigationControllers.append(
                "\(id): navigation stackDepth \(stack.count) (top \(top)"
                    + (nav.transitioning ? ", a transition running" : "")
                    + (stack.count > 1 ? "): its back swipe" : "): its back swipe refuses touches at the root")
                    + " on \(scene.views[view].id) (line \(c.line))")
        }
    }
}
