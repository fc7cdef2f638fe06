/// Writes an `ImportedScene` as a FORMAT §2 scene document: pretty-printed, deterministic, with
/// the dump's own words as `_` comments (FORMAT §0).
///
/// Only keys that differ from FORMAT §2.1's defaults for the mapped class are written, except
/// `userInteractionEnabled` on labels and image views: the dump prints `= NO` whenever it is
/// false (IOS-INPUTS §2.3), so a label without it is interactive and must say so against
/// FORMAT's class default (IOS-INPUTS §2.5).
package enum ImportedSceneWriter {
    /// A JSON value to print. A view's subviews are `views`, indices into the scene made into
    /// values only when they are printed: a nested value tree as deep as the dump would be
    /// built and released recursively (a deep dump overflowed the stack; issue 25).
    enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        /// The view at this index of the scene, as an object.
        case view(Int)
        /// The views at these indices, as an array of objects.
        case views([Int])
    }

    /// The widest line an object or array is printed inline on (within 120 columns).
    static let inlineWidth = 110

    /// The deepest indentation, in columns: 128 levels of containers, 64 levels of views
    /// (each view is an object and its `subviews` array). Deeper containers are printed at this
    /// indentation, so no line carries more than this much whitespace and the document stays
    /// linear in the scene; indenting by depth would make it quadratic (a 10 000-deep capture
    /// wrote about 200 MB of spaces, issue 25: output bounded by the input). Real dumps are far
    /// shallower, so their documents are unchanged.
    static let maxIndent = 256

    /// The document's bytes, ending with a newline. Linear in the scene: each view is made
    /// into a value once, and whether a value fits on one line is measured only up to the
    /// width that decides it.
    package static func document(_ scene: ImportedScene) -> [UInt8] {
        render(scene, indenting: true).bytes
    }

    /// The document without its indentation: the same lines, each without its leading spaces
    /// (`ImportedSceneDocument` puts them back as it writes). A deep hierarchy's document is
    /// mostly indentation (a 200 000-deep Lookin archive: 635 MB indented; issue 25), so this
    /// is what is held and validated.
    package static func compactDocument(_ scene: consuming ImportedScene) -> [UInt8] {
        // Handed on, not copied: a copy left here would keep every view alive while the text is
        // made and validated, and make `render`'s first change copy the views array.
        render(consume scene, indenting: false).bytes
    }

    /// What `render` made: the bytes, and for tests the most items the open containers held
    /// at once (`Rendered.heldItems`), which must not follow the depth of the scene.
    struct Rendered {
        var bytes: [UInt8]
        var heldItems: Int
    }

    /// The scene is consumed: each view is let go as soon as its object is made, so the views
    /// shrink while the text grows (issue 25, RELIABILITY "Large scenes, round 7").
    static func render(_ scene: consuming ImportedScene, indenting: Bool) -> Rendered {
        // Presented sheets' containers get the `sheet` key (SEMANTICS §9.14).
        ImportedSheets.mark(&scene)
        var top: [(String, Value)] = [("gesturetrace", .number(1))]
        for c in scene.comments { top.append((c.key, .string(c.value))) }
        if !scene.views.isEmpty { top.append(("window", .view(0))) }
        var text = Text()
        let held = write(.object(top), in: &scene, indenting: indenting, to: &text)
        text.piece.append(UInt8(ascii: "\n"))
        return Rendered(bytes: text.joined(), heldItems: held)
    }

    /// The document's text as it is written: pieces of about `Text.pieceSize` bytes, joined
    /// once at the end into an array of exactly the text's size. Appending to one array would
    /// double it as it grows, holding up to three times the text at once (33.6 + 16.8 MB for
    /// the 200 000-deep archive's 17.7 MB; issue 25); joining the pieces, each let go once
    /// copied, holds the text and one piece.
    struct Text {
        static let pieceSize = 1 << 16
        /// The piece being written; `writeInline` and `appendString` write straight into it.
        var piece: [UInt8] = []
        var pieces: [[UInt8]] = []

        /// Puts the current piece aside once it is full; called between items.
        mutating func settle() {
            guard piece.count >= Self.pieceSize else { return }
            pieces.append(piece)
            piece = []
            piece.reserveCapacity(Self.pieceSize + 512)
        }

        consuming func joined() -> [UInt8] {
            if pieces.isEmpty { return piece }
            var out: [UInt8] = []
            out.reserveCapacity(pieces.reduce(piece.count) { $0 + $1.count })
            for k in pieces.indices {
                out += pieces[k]
                pieces[k] = []
            }
            out += piece
            return out
        }
    }

    /// The document, checked by the scene reader itself before anyone writes it: an importer
    /// never writes what `validate` refuses (issue 25), whatever limit or rule the reader
    /// holds, without a second copy of its rules here. The importers locate the errors they
    /// foresee at the dump's line (the recognizer limit, `RecognizerDumpImporter.merge`); one
    /// they did not is reported against the dump with the reader's message and path.
    ///
    /// What the reader reads is the compact document, which differs from the written one only
    /// in the spaces that open its lines: the same tokens in the same order, so the same scene,
    /// the same errors and the same paths. The one thing the spaces change is the size, which
    /// is checked against the reader's own limit here (`JSONReader`: under 4 GiB). So no copy
    /// of the indented document is ever held: it is streamed to its output.
    package static func validatedDocument(_ scene: consuming ImportedScene, source: String) throws(TraceError)
        -> ImportedSceneDocument
    {
        let document = ImportedSceneDocument(compact: compactDocument(consume scene))
        func refused(_ message: String, path: String) -> TraceError {
            TraceError(
                file: source, line: 0, column: 0, path: "",
                message: "cannot import: the scene made from it is refused by the scene reader: \(message)"
                    + (path.isEmpty ? "" : " (at \(path) of the scene)"))
        }
        guard document.count < Int(UInt32.max) else { throw refused("the file is larger than 4 GiB", path: "") }
        do {
            _ = try TraceDecoder.decodeScene(bytes: document.compact, file: source)
        } catch {
            throw refused(error.message, path: error.path)
        }
        return document
    }

    /// What is left of a container being printed one item a line: its items, the next one to
    /// print, and its depth (how many containers enclose it). A container is kept only while it
    /// has items left: the one whose last item is being printed is dropped first, so a chain of
    /// views as deep as the dump (each view's last item is its `subviews`, their only item the
    /// next view) keeps nothing of its ancestors but their closing brackets (issue 25: every
    /// ancestor's fields were held, 78 MB for a 200 000-deep archive).
    private struct OpenItems {
        enum Items {
            case fields([(String, Value)])
            case values([Value])
            /// A view's subviews, by index into the scene.
            case views([Int])
        }
        var items: Items
        var next = 0
        let depth: Int

        var count: Int {
            switch items {
            case .fields(let f): f.count
            case .values(let v): v.count
            case .views(let i): i.count
            }
        }

        func item(_ k: Int) -> (key: String?, value: Value) {
            switch items {
            case .fields(let f): (f[k].0, f[k].1)
            case .values(let v): (nil, v[k])
            case .views(let i): (nil, .view(i[k]))
            }
        }
    }

    /// The indentation of a container `depth` levels in; its items sit two columns further in.
    static func containerIndent(_ depth: Int) -> Int {
        min(2 * depth, maxIndent)
    }

    /// Prints `value` pretty: a container that fits within `inlineWidth` columns inline, any
    /// other one item a line. Without `indenting`, the lines are the same but start at column 0
    /// (whether a container fits still counts the indentation it would have). The open
    /// containers are a byte each (their closing bracket) plus the items left of those that
    /// have some, on explicit stacks, so the depth of the dump never becomes the depth of the
    /// call stack. Each view is made into its object when it is reached and let go from the
    /// scene then (it is reached once: a view is a single subview of a single parent).
    /// Returns the most items the open containers held at once.
    @discardableResult
    static func write(_ value: Value, in scene: inout ImportedScene, indenting: Bool = true, to text: inout Text)
        -> Int
    {
        var closers: [UInt8] = []
        var open: [OpenItems] = []
        var held = 0
        var heldMost = 0
        /// Prints `value`, whose container is `depth` levels in, inline or by opening it; true
        /// when it was printed whole.
        func begin(_ value: Value, depth: Int) -> Bool {
            let items: OpenItems.Items
            let close: UInt8
            switch value {
            case .object(let fields):
                items = .fields(fields)
                close = UInt8(ascii: "}")
            case .array(let values):
                items = .values(values)
                close = UInt8(ascii: "]")
            case .view(let index):
                let object = viewObject(scene.views[index])
                scene.views[index] = released
                return begin(object, depth: depth)
            case .views(let indices):
                items = .views(indices)
                close = UInt8(ascii: "]")
            default:
                writeInline(value, in: scene, to: &text.piece)
                return true
            }
            if fitsInline(value, in: scene, width: inlineWidth - containerIndent(depth)) {
                writeInline(value, in: scene, to: &text.piece)
                return true
            }
            text.piece += Array((close == UInt8(ascii: "}") ? "{\n" : "[\n").utf8)
            closers.append(close)
            let container = OpenItems(items: items, depth: depth)
            if container.count > 0 {
                open.append(container)
                held += container.count
                heldMost = max(heldMost, held)
            }
            return false
        }
        if begin(value, depth: 0) { return heldMost }
        while let depth = closers.indices.last {
            text.settle()
            if let top = open.last, top.depth == depth {
                let item = top.item(top.next)
                let more = top.next + 1 < top.count
                if more { open[open.count - 1].next += 1 } else { open.removeLast() }
                held -= 1
                if indenting { text.piece += repeatElement(UInt8(ascii: " "), count: containerIndent(depth) + 2) }
                if let key = item.key {
                    ImportedTraceWriter.appendString(key, to: &text.piece)
                    text.piece += Array(": ".utf8)
                }
                if begin(item.value, depth: depth + 1) { text.piece += Array((more ? ",\n" : "\n").utf8) }
            } else {
                let close = closers.removeLast()
                if indenting { text.piece += repeatElement(UInt8(ascii: " "), count: containerIndent(depth)) }
                text.piece.append(close)
                // The enclosing container has items left exactly when it is still open here.
                if depth > 0 { text.piece += Array((open.last?.depth == depth - 1 ? ",\n" : "\n").utf8) }
            }
        }
        return heldMost
    }

    /// What a written view is replaced with in the scene: its strings, recognizers, comments
    /// and subviews let go.
    private static let released = ImportedView(
        id: "", viewClass: .view, printedClass: "", address: nil, line: 0, frame: Rect(x: 0, y: 0, width: 0, height: 0))

    /// Whether `value` printed inline takes at most `width` bytes. Measuring stops as soon as
    /// the width is passed, so it costs at most `width` steps and recurses at most `width / 2`
    /// levels (each level adds at least its two brackets), whatever the value's size.
    static func fitsInline(_ value: Value, in scene: ImportedScene, width: Int) -> Bool {
        var used = 0
        func measure(_ value: Value) -> Bool {
            switch value {
            case .object(let fields):
                used += 2 + max(0, fields.count - 1) * 2
                if used > width { return false }
                for (key, v) in fields {
                    used += ImportedTraceWriter.stringBytes(key, limit: width) + 2
                    if used > width || !measure(v) { return false }
                }
            case .array(let values):
                used += 2 + max(0, values.count - 1) * 2
                if used > width { return false }
                for v in values where !measure(v) { return false }
            case .view(let index):
                return measure(viewObject(scene.views[index]))
            case .views(let indices):
                used += 2 + max(0, indices.count - 1) * 2
                if used > width { return false }
                for i in indices where !measure(viewObject(scene.views[i])) { return false }
            case .string(let s):
                used += ImportedTraceWriter.stringBytes(s, limit: width)
            case .number(let d):
                var digits: [UInt8] = []
                DecimalFormat.append(d, decimals: 6, to: &digits)
                used += digits.count
            case .bool(let b):
                used += b ? 4 : 5
            }
            return used <= width
        }
        return measure(value)
    }

    static func rect(_ r: Rect) -> Value {
        .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
    }

    /// A view's object; its subviews stay indices until printed.
    static func viewObject(_ v: ImportedView) -> Value {
        var f: [(String, Value)] = [("id", .string(v.id)), ("class", .string(v.viewClass.rawValue))]
        if v.printedClass != v.viewClass.rawValue { f.append(("_class", .string(v.printedClass))) }
        if v.line > 0 { f.append(("_line", .number(Double(v.line)))) }
        f.append(("frame", rect(v.frame)))
        if let o = v.boundsOrigin, o != Point(x: 0, y: 0) {
            f.append(("bounds", rect(Rect(x: o.x, y: o.y, width: v.frame.size.width, height: v.frame.size.height))))
        }
        if !v.transform.isIdentity {
            let t = v.transform
            f.append(("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number($0) })))
        }
        if v.hidden { f.append(("hidden", .bool(true))) }
        if v.alpha != 1 { f.append(("alpha", .number(v.alpha))) }
        if v.userInteractionEnabled != v.viewClass.defaultUserInteractionEnabled {
            f.append(("userInteractionEnabled", .bool(v.userInteractionEnabled)))
        }
        if v.clipsToBounds { f.append(("clipsToBounds", .bool(true))) }
        if v.multipleTouchEnabled { f.append(("multipleTouchEnabled", .bool(true))) }
        if v.viewClass.isScrollView {
            var s: [(String, Value)] = []
            if let c = v.contentSize { s.append(("contentSize", .array([.number(c.width), .number(c.height)]))) }
            if v.delaysContentTouches == false { s.append(("delaysContentTouches", .bool(false))) }
            if v.canCancelContentTouches == false { s.append(("canCancelContentTouches", .bool(false))) }
            if !v.scrollEnabled { s.append(("scrollEnabled", .bool(false))) }
            if v.alwaysBounceVertical == true { s.append(("alwaysBounceVertical", .bool(true))) }
            if v.alwaysBounceHorizontal == true { s.append(("alwaysBounceHorizontal", .bool(true))) }
            if v.pagingEnabled == true { s.append(("pagingEnabled", .bool(true))) }
            if !s.isEmpty { f.append(("scroll", .object(s))) }
        }
        if v.viewClass.isList, v.swipeActionPan {
            f.append(("list", .object([("swipeActionPan", .bool(true))])))
        }
        if v.viewClass.isControl {
            var c: [(String, Value)] = []
            if v.controlEnabled == false { c.append(("enabled", .bool(false))) }
            if let a = v.controlActions { c.append(("actions", .array(a.map { .string($0) }))) }
            if !c.isEmpty { f.append(("control", .object(c))) }
        }
        if v.viewClass == .slider, let value = v.sliderValue {
            // The description prints the value, not the range: a value outside 0 … 1 widens
            // the maximum (or the minimum) to it, so the thumb sits at that range's end ⚠.
            var s: [(String, Value)] = [("value", .number(value))]
            if value > 1 { s.append(("maximumValue", .number(value))) }
            if value < 0 { s.append(("minimumValue", .number(value))) }
            f.append(("slider", .object(s)))
        }
        if v.viewClass.isText {
            // Every UITextField and UITextView carries its text interaction's tap (SEMANTICS
            // §9.8); a dump shows neither `isEditable` nor the first responder, so UIKit's
            // defaults (editable, not editing) are assumed.
            // A Lookin archive holds a UITextView's `isEditable` (IOS-INPUTS §8.2).
            f.append(("text", .object(v.textEditable == false ? [("editable", .bool(false))] : [])))
        }
        if v.viewClass == .tableViewCell || v.viewClass == .collectionViewCell, let path = v.cellIndexPath {
            f.append(("cell", .object([("indexPath", .array(path.map { .number(Double($0)) }))])))
        }
        if v.contextMenu { f.append(("contextMenu", .bool(true))) }
        if v.sheet { f.append(("sheet", .object([]))) }
        if let c = v.controller { f.append(("controller", .object([("id", .string(c))]))) }
        if let n = v.navigation {
            var o: [(String, Value)] = [("stackDepth", .number(Double(n.stackDepth)))]
            if n.transitioning { o.append(("transitioning", .bool(true))) }
            if let b = n.navigationBar { o.append(("navigationBar", .string(b))) }
            if let t = n.toolbar { o.append(("toolbar", .string(t))) }
            f.append(("navigation", .object(o)))
        }
        if v.viewClass == .window, let device = v.systemGestures?.device {
            var o: [(String, Value)] = [("device", .string(device.rawValue))]
            if let b = v.systemGestures?.bottomRegion { o.append(("bottomRegion", .number(b))) }
            f.append(("systemGestures", .object(o)))
        }
        if !v.recognizers.isEmpty { f.append(("recognizers", .array(v.recognizers.map(recognizer)))) }
        for c in v.comments { f.append((c.key, .string(c.value))) }
        if !v.subviews.isEmpty { f.append(("subviews", .views(v.subviews))) }
        return .object(f)
    }

    static func recognizer(_ r: ImportedRecognizer) -> Value {
        var f: [(String, Value)] = [("id", .string(r.id)), ("kind", .string(r.kind))]
        if r.printedClass != "" { f.append(("_class", .string(r.printedClass))) }
        if let n = r.name { f.append(("_name", .string(n))) }
        if r.line > 0 { f.append(("_line", .number(Double(r.line)))) }
        if !r.enabled { f.append(("enabled", .bool(false))) }
        if !r.cancelsTouchesInView { f.append(("cancelsTouchesInView", .bool(false))) }
        if r.delaysTouchesBegan != (r.kind == "screenEdgePan") {
            f.append(("delaysTouchesBegan", .bool(r.delaysTouchesBegan)))
        }
        if !r.delaysTouchesEnded { f.append(("delaysTouchesEnded", .bool(false))) }
        for p in r.parameters { f.append((p.key, .number(p.value))) }
        if r.kind == "screenEdgePan" { f.append(("edges", .array(r.edges.map { .string($0) }))) }
        if r.kind == "script" {
            f.append(("continuous", .bool(true)))
            f.append(("steps", .array([])))
        }
        if !r.requireToFail.isEmpty { f.append(("requireToFail", .array(r.requireToFail.map { .string($0) }))) }
        for c in r.comments { f.append((c.key, .string(c.value))) }
        return .object(f)
    }

    /// Prints `value` on one line. Called only for a value that fits in `inlineWidth`, so its
    /// recursion is bounded by that width, not by the input.
    static func writeInline(_ value: Value, in scene: ImportedScene, to out: inout [UInt8]) {
        switch value {
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (k, (key, v)) in fields.enumerated() {
                if k > 0 { out += Array(", ".utf8) }
                ImportedTraceWriter.appendString(key, to: &out)
                out += Array(": ".utf8)
                writeInline(v, in: scene, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (k, v) in items.enumerated() {
                if k > 0 { out += Array(", ".utf8) }
                writeInline(v, in: scene, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let s):
            ImportedTraceWriter.appendString(s, to: &out)
        case .number(let d):
            // Six decimals keep every %g value of a dump exactly (IOS-INPUTS §2.3).
            DecimalFormat.append(d, decimals: 6, to: &out)
        case .bool(let b):
            out += Array((b ? "true" : "false").utf8)
        case .view(let index):
            writeInline(viewObject(scene.views[index]), in: scene, to: &out)
        case .views(let indices):
            writeInline(.array(indices.map { .view($0) }), in: scene, to: &out)
        }
    }
}
