/// Reads `-[UIViewController _printHierarchy]` output (IOS-INPUTS §2.7) and gives each view
/// controller whose root view is in the imported tree a FORMAT §2.1 `controller`, so it joins
/// the responder chain (SEMANTICS §3.1).
///
/// A line is `<Class 0xADDR>, state: S, view: <Class 0xADDR>` (addresses without a colon),
/// optionally ` not in the window` and `, presented with: <…>`; `|` marks a child controller
/// and `+` a presented one. The view address is matched against the view dump's addresses.
package struct ControllerHierarchyImporter {
    package struct Parsed: Sendable, Equatable {
        package var className: String
        package var address: String
        package var viewAddress: String?
        package var presented: Bool
        package var notInWindow: Bool
        package var line: Int
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
        controllers.append(
            Parsed(
                className: d.className, address: address, viewAddress: viewAddress, presented: indent.pluses > 0,
                notInWindow: rest.contains(text: "not in the window"), line: number))
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
            if c.presented {
                report.warn(
                    file, c.line,
                    "\(id) is presented: in UIKit its next responder is the presenting controller, here its view's "
                        + "superview (FORMAT §2.1)")
            }
        }
        if !missing.isEmpty {
            report.warnings.append(
                .init(
                    file: file, line: 0,
                    message: "view controllers whose views are not in the imported tree: "
                        + missing.joined(separator: ", ")))
        }
    }
}
