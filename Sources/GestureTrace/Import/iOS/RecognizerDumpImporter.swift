/// Reads `po view.gestureRecognizers` output, for one view or a whole window (IOS-INPUTS §3.1),
/// and merges the recognizers into an imported scene.
///
/// A recognizer description spans lines when it lists `must-fail = { … }`, so the dump is read
/// as one text (lines joined, positions kept) and every top-level description with a `state`
/// or `view` field is a recognizer; the list's own brackets, commas, `<__NSArrayM …>(` and LLDB
/// prompts around them are not. Each recognizer joins the view its `view = <Class 0xADDR>`
/// names, in listing order (the `gestureRecognizers` array is in `addGestureRecognizer` order).
///
/// Kinds (IOS-INPUTS §3.1): the seven public classes (or a `baseClass` among them); a scroll
/// view's `UIScrollViewPanGestureRecognizer` is FORMAT's built-in `<viewId>.pan` and the
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer` its `delaysContentTouches`, so neither is
/// written again; UIKit's other own recognizers (class `UI…`/`_UI…` with no `baseClass`, or a
/// `com.apple.`/`multi-select.` name) are system recognizers, dropped and listed; anything else
/// is a custom recognizer, written as a `script` with no steps and a warning, since a dump
/// cannot say what it does.
package struct RecognizerDumpImporter {
    /// One recognizer as the dump describes it.
    package struct Parsed: Sendable, Equatable {
        package var className: String
        package var baseClass: String?
        package var address: String
        package var name: String?
        package var line: Int
        package var viewAddress: String?
        package var fields: [String: String]
        package var mustFail: [String]
        package var mustFailFor: [String]
    }

    let file: String
    private var text = DumpLine()
    private var lineCount = 0

    package init(file: String) {
        self.file = file
    }

    package mutating func consume(line: Substring, number: Int) {
        if lineCount == 0 {
            text = DumpLine(line, number: number)
        } else {
            text.append(line, number: number, column: 1)
        }
        lineCount += 1
    }

    /// The recognizers, in listing order.
    package func finish() throws(TraceError) -> [Parsed] {
        let t = text.text
        var out: [Parsed] = []
        var next = 0
        while let i = DescriptionScanner.nextDescription(in: t, from: next) {
            let d: ObjCDescription
            do {
                d = try DescriptionScanner.scan(t, at: i)
            } catch {
                throw text.error(file, error.unclosed ? i : error.index, error.message)
            }
            next = d.end
            guard d.field("state") != nil || d.field("view") != nil else { continue }
            guard let address = d.address else {
                throw text.error(file, d.start, "a gesture recognizer without an address")
            }
            var p = Parsed(
                className: d.className, baseClass: d.field("baseClass")?.value, address: address,
                name: nil, line: text.location(d.start).line, viewAddress: nil, fields: [:], mustFail: [],
                mustFailFor: [])
            for f in d.fields {
                if f.key.isEmpty, f.value.hasPrefix("("), f.value.hasSuffix(")") {
                    p.name = String(f.value.dropFirst().dropLast())
                    continue
                }
                switch f.key {
                case "view":
                    let v = Array(f.value.unicodeScalars)
                    if let s = v.firstIndex(of: "<"), let ref = try? DescriptionScanner.scan(v, at: s) {
                        p.viewAddress = ref.address
                    }
                case "must-fail", "must-fail-for":
                    let refs = Self.addresses(in: f.value)
                    if f.key == "must-fail" { p.mustFail += refs } else { p.mustFailFor += refs }
                default:
                    p.fields[f.key] = f.value
                }
            }
            out.append(p)
        }
        if out.isEmpty {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message: "no gesture recognizer description '<UITapGestureRecognizer: 0x…; state = …; view = <…>>' "
                    + "found; expected the output of 'po view.gestureRecognizers'")
        }
        return out
    }

    /// The addresses of the descriptions listed in a `must-fail = { … }` value.
    static func addresses(in value: String) -> [String] {
        let v = Array(value.unicodeScalars)
        var out: [String] = []
        var next = 0
        while let i = DescriptionScanner.nextDescription(in: v, from: next) {
            if let d = try? DescriptionScanner.scan(v, at: i) {
                if let a = d.address { out.append(a) }
                next = d.end
            } else {
                // An unclosed wrapper: try its innermost `<` once, not every `<` of the run.
                var last = i
                while last + 1 < v.count, v[last + 1] == "<" { last += 1 }
                next = last > i ? last : i + 1
            }
        }
        return out
    }

    static let kinds: [String: String] = [
        "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress",
        "UIPanGestureRecognizer": "pan", "UISwipeGestureRecognizer": "swipe",
        "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
        "UIScreenEdgePanGestureRecognizer": "screenEdgePan",
    ]

    /// What a recognizer becomes in the scene.
    enum Role: Equatable {
        case kind(String)
        case scrollPan
        case scrollDelay
        /// A list's `_UISwipeActionPanGestureRecognizer` (SEMANTICS §9.12).
        case swipeActionPan
        /// A presented sheet's `_UISheetInteractionBackgroundDismissRecognizer` (SEMANTICS §9.14).
        case sheetPan
        case system
        case custom
    }

    static func role(_ p: Parsed) -> Role {
        // UIKit names its own recognizers (IOS-INPUTS §3.1): a public class with such a name is
        // still UIKit's (the multi-select interaction's tap), not the app's.
        if let n = p.name, UIKitSystemRecognizers.isSystemName(n) { return .system }
        // The sheet's dismiss pan is a public class with UIKit's name (SEMANTICS §9.14).
        if p.name == UIKitSystemRecognizers.sheetPanName { return .sheetPan }
        if let k = kinds[p.className] { return .kind(k) }
        if let b = p.baseClass, let k = kinds[b] { return .kind(k) }
        if p.className == "UIScrollViewPanGestureRecognizer" { return .scrollPan }
        if p.className == "UIScrollViewDelayedTouchesBeganGestureRecognizer" { return .scrollDelay }
        if p.className == UIKitSystemRecognizers.swipeActionPanClass { return .swipeActionPan }
        if p.baseClass == nil, p.className.hasPrefix("UI") || p.className.hasPrefix("_UI") { return .system }
        return .custom
    }

    /// Merges `parsed` into `scene`: recognizers onto their views, `must-fail` pairs into
    /// `requireToFail`, a disabled scroll pan into `scroll.scrollEnabled: false`.
    ///
    /// An importer never writes what the reader refuses (issue 25): the scene's recognizers,
    /// each scroll view's built-in pan included as the reader counts them, are held to the
    /// reader's own `SceneDecoder.maxRecognizers`, and the first one over it is an error at
    /// its line of the recognizer dump.
    package static func merge(
        _ parsed: [Parsed], into scene: inout ImportedScene, report: inout SceneImportReport, file: String
    ) throws(TraceError) {
        var recognizerCount =
            scene.views.reduce(0) { $0 + ($1.viewClass.isScrollView ? 1 : 0) + $1.recognizers.count }
        func countOne(_ p: Parsed) throws(TraceError) {
            recognizerCount += 1
            guard recognizerCount > SceneDecoder.maxRecognizers else { return }
            throw TraceError(
                file: file, line: p.line, column: 1, path: "",
                message:
                    "more than \(SceneDecoder.maxRecognizers) gesture recognizers in the scene (scroll views' built-in pans included); the scene reader refuses more"
            )
        }
        var idOf: [String: String] = [:]
        /// Where each placed recognizer's id stands, so a requirement finds it at once.
        var placedAt: [String: [(view: Int, index: Int)]] = [:]
        var seen: Set<String> = []
        for p in parsed {
            guard seen.insert(p.address).inserted else { continue }  // listed twice (view and window)
            guard let va = p.viewAddress, let v = scene.view(address: va) else {
                report.warn(
                    file, p.line,
                    "\(p.className) 0x\(p.address): its view \(p.viewAddress.map { "0x" + $0 } ?? "(none)") is not in "
                        + "the imported tree; dropped")
                continue
            }
            if let k = scene.views[v].comments.firstIndex(where: { $0.key == "_gestureRecognizers" }) {
                scene.views[v].comments.remove(at: k)
            }
            switch role(p) {
            case .scrollPan where scene.views[v].viewClass.isScrollView:
                idOf[p.address] = scene.views[v].id + ".pan"
                if p.fields["enabled"] == "NO" { scene.views[v].scrollEnabled = false }
                report.recognizersBuiltIn += 1
                continue
            case .scrollDelay where scene.views[v].viewClass.isScrollView:
                report.recognizersBuiltIn += 1
                continue
            case .swipeActionPan where scene.views[v].viewClass.isList:
                // SEMANTICS §9.12: written as list.swipeActionPan, which installs it under this id.
                idOf[p.address] = scene.views[v].id + ".swipeActionPan"
                scene.views[v].swipeActionPan = true
                report.swipeActionPans += 1
                continue
            case .sheetPan:
                // SEMANTICS §9.14: the view's `sheet` key installs it under this id.
                idOf[p.address] = scene.views[v].id + ".sheetPan"
                scene.views[v].sheet = true
                report.sheetPans += 1
                continue
            case .system where UIKitSystemRecognizers.contextMenuRole(className: p.className, name: p.name) != nil:
                // A context menu's recognizer: the view's `contextMenu` key installs all three
                // (SEMANTICS §9.13), so the scene keeps the interaction.
                scene.views[v].contextMenu = true
                idOf[p.address] =
                    scene.views[v].id
                    + (UIKitSystemRecognizers.contextMenuRole(className: p.className, name: p.name)?.idSuffix ?? "")
                report.contextMenuRecognizers += 1
                continue
            case .scrollPan, .scrollDelay, .swipeActionPan, .system:
                report.recognizersDropped.append(
                    (p.line, UIKitSystemRecognizers.describe(className: p.className, name: p.name)))
                continue
            case .custom:
                var r = ImportedRecognizer(
                    id: "script_" + p.address, kind: "script", printedClass: p.className, line: p.line)
                r.comments.append(
                    .init("_note", "a custom recognizer: what it recognizes is not in the dump; write its steps"))
                report.warn(
                    file, p.line,
                    "\(p.className) 0x\(p.address) is a custom recognizer: imported as a script with no steps "
                        + "(it never leaves possible); write its steps by hand")
                apply(p, to: &r)
                try countOne(p)
                idOf[p.address] = r.id
                placedAt[r.id, default: []].append((v, scene.views[v].recognizers.count))
                scene.views[v].recognizers.append(r)
            case .kind(let kind):
                var r = ImportedRecognizer(
                    id: kind + "_" + p.address, kind: kind, printedClass: p.className, line: p.line)
                apply(p, to: &r)
                if kind == "screenEdgePan" {
                    r.edges = ["left"]
                    r.comments.append(.init("_note", "edges are not in the dump: left assumed (the back-swipe edge)"))
                    report.warn(file, p.line, "\(p.className) 0x\(p.address): edges are not in the dump; left assumed")
                }
                try countOne(p)
                idOf[p.address] = r.id
                placedAt[r.id, default: []].append((v, scene.views[v].recognizers.count))
                scene.views[v].recognizers.append(r)
            }
            report.recognizersImported += 1
        }
        // Requirements, now that every id is known: A must-fail {B} and B must-fail-for {A}
        // both mean A requires B to fail.
        func require(_ a: String, toFail b: String, line: Int) {
            guard let aid = idOf[a], let bid = idOf[b] else {
                if idOf[a] != nil || idOf[b] != nil {
                    report.warn(
                        file, line,
                        "requirement 0x\(a) must fail after 0x\(b): one of them is not imported; dropped")
                }
                return
            }
            guard aid != bid, !aid.hasSuffix(".pan") else { return }
            for (vi, ri) in placedAt[aid] ?? [] {
                if !scene.views[vi].recognizers[ri].requireToFail.contains(bid) {
                    scene.views[vi].recognizers[ri].requireToFail.append(bid)
                }
            }
        }
        for p in parsed {
            for b in p.mustFail { require(p.address, toFail: b, line: p.line) }
            for a in p.mustFailFor { require(a, toFail: p.address, line: p.line) }
        }
    }

    /// The printed flags and parameters (IOS-INPUTS §3.1): printed only when not the default.
    static func apply(_ p: Parsed, to r: inout ImportedRecognizer) {
        if p.fields["enabled"] == "NO" { r.enabled = false }
        if let v = p.fields["cancelsTouchesInView"].flatMap(DumpValue.bool) { r.cancelsTouchesInView = v }
        if let v = p.fields["delaysTouchesBegan"].flatMap(DumpValue.bool) { r.delaysTouchesBegan = v }
        if let v = p.fields["delaysTouchesEnded"].flatMap(DumpValue.bool) { r.delaysTouchesEnded = v }
        if p.className != r.kind { r.printedClass = p.className }
        r.name = p.name
        let number = { (key: String) in p.fields[key].flatMap(DumpValue.number) }
        switch r.kind {
        case "tap":
            if let n = number("numberOfTapsRequired") { r.parameters.append(("taps", n)) }
            if let n = number("numberOfTouchesRequired") { r.parameters.append(("touches", n)) }
        case "longPress":
            if let n = number("minimumPressDuration") { r.parameters.append(("minimumPressDuration", n)) }
            if let n = number("allowableMovement") { r.parameters.append(("allowableMovement", n)) }
            if let n = number("numberOfTapsRequired") { r.parameters.append(("taps", n)) }
            if let n = number("numberOfTouchesRequired") { r.parameters.append(("touches", n)) }
        case "pan", "screenEdgePan":
            if let n = number("minimumNumberOfTouches") { r.parameters.append(("minimumNumberOfTouches", n)) }
            if let n = number("maximumNumberOfTouches") { r.parameters.append(("maximumNumberOfTouches", n)) }
        case "swipe":
            if let n = number("numberOfTouchesRequired") { r.parameters.append(("touches", n)) }
        default:
            break
        }
        if let s = p.fields["state"], s != "Possible" {
            r.comments.append(.init("_state", s))
        }
        if let t = p.fields["target"] { r.comments.append(.init("_target", t)) }
    }
}
