/// Writes an `ImportedScene` as a FORMAT §2 scene document: pretty-printed, deterministic, with
/// the dump's own words as `_` comments (FORMAT §0).
///
/// Only keys that differ from FORMAT §2.1's defaults for the mapped class are written, except
/// `userInteractionEnabled` on labels and image views: the dump prints `= NO` whenever it is
/// false (IOS-INPUTS §2.3), so a label without it is interactive and must say so against
/// FORMAT's class default (IOS-INPUTS §2.5).
package enum ImportedSceneWriter {
    /// A JSON value to print.
    indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    /// The document's bytes, ending with a newline.
    package static func document(_ scene: ImportedScene) -> [UInt8] {
        var top: [(String, Value)] = [("gesturetrace", .number(1))]
        for c in scene.comments { top.append((c.key, .string(c.value))) }
        if !scene.views.isEmpty { top.append(("window", view(0, in: scene))) }
        var out: [UInt8] = []
        write(.object(top), indent: 0, to: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// The view at `index` with its subtree. The tree is walked with an explicit stack so a
    /// deep dump cannot overflow the call stack.
    static func view(_ root: Int, in scene: ImportedScene) -> Value {
        // Post-order: build children before parents.
        var built: [Int: Value] = [:]
        var stack: [(Int, Bool)] = [(root, false)]
        while let (i, expanded) = stack.popLast() {
            if !expanded {
                stack.append((i, true))
                for c in scene.views[i].subviews { stack.append((c, false)) }
                continue
            }
            let subviews = scene.views[i].subviews.compactMap { built.removeValue(forKey: $0) }
            built[i] = viewObject(scene.views[i], subviews: subviews)
        }
        return built[root] ?? .object([])
    }

    static func rect(_ r: Rect) -> Value {
        .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
    }

    static func viewObject(_ v: ImportedView, subviews: [Value]) -> Value {
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
        if v.viewClass.isScrollView {
            var s: [(String, Value)] = []
            if let c = v.contentSize { s.append(("contentSize", .array([.number(c.width), .number(c.height)]))) }
            if v.delaysContentTouches == false { s.append(("delaysContentTouches", .bool(false))) }
            if v.canCancelContentTouches == false { s.append(("canCancelContentTouches", .bool(false))) }
            if !v.scrollEnabled { s.append(("scrollEnabled", .bool(false))) }
            if v.alwaysBounceVertical == true { s.append(("alwaysBounceVertical", .bool(true))) }
            if v.alwaysBounceHorizontal == true { s.append(("alwaysBounceHorizontal", .bool(true))) }
            if !s.isEmpty { f.append(("scroll", .object(s))) }
        }
        if v.viewClass.isControl {
            var c: [(String, Value)] = []
            if v.controlEnabled == false { c.append(("enabled", .bool(false))) }
            if let a = v.controlActions { c.append(("actions", .array(a.map { .string($0) }))) }
            if !c.isEmpty { f.append(("control", .object(c))) }
        }
        if let c = v.controller { f.append(("controller", .object([("id", .string(c))]))) }
        if !v.recognizers.isEmpty { f.append(("recognizers", .array(v.recognizers.map(recognizer)))) }
        for c in v.comments { f.append((c.key, .string(c.value))) }
        if !subviews.isEmpty { f.append(("subviews", .array(subviews))) }
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

    /// Objects and arrays that fit on one line within 120 columns are printed inline.
    static func write(_ value: Value, indent: Int, to out: inout [UInt8]) {
        var inline: [UInt8] = []
        writeInline(value, to: &inline)
        if indent + inline.count <= 110 || !isContainer(value) {
            out += inline
            return
        }
        let pad = Array(repeating: UInt8(ascii: " "), count: indent + 2)
        switch value {
        case .object(let fields):
            out += Array("{\n".utf8)
            for (k, (key, v)) in fields.enumerated() {
                out += pad
                ImportedTraceWriter.appendString(key, to: &out)
                out += Array(": ".utf8)
                write(v, indent: indent + 2, to: &out)
                out += Array((k + 1 < fields.count ? ",\n" : "\n").utf8)
            }
            out += Array(repeating: UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out += Array("[\n".utf8)
            for (k, v) in items.enumerated() {
                out += pad
                write(v, indent: indent + 2, to: &out)
                out += Array((k + 1 < items.count ? ",\n" : "\n").utf8)
            }
            out += Array(repeating: UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "]"))
        default:
            out += inline
        }
    }

    static func isContainer(_ v: Value) -> Bool {
        switch v {
        case .object, .array: return true
        default: return false
        }
    }

    static func writeInline(_ value: Value, to out: inout [UInt8]) {
        switch value {
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (k, (key, v)) in fields.enumerated() {
                if k > 0 { out += Array(", ".utf8) }
                ImportedTraceWriter.appendString(key, to: &out)
                out += Array(": ".utf8)
                writeInline(v, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (k, v) in items.enumerated() {
                if k > 0 { out += Array(", ".utf8) }
                writeInline(v, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let s):
            ImportedTraceWriter.appendString(s, to: &out)
        case .number(let d):
            // Six decimals keep every %g value of a dump exactly (IOS-INPUTS §2.3).
            DecimalFormat.append(d, decimals: 6, to: &out)
        case .bool(let b):
            out += Array((b ? "true" : "false").utf8)
        }
    }
}
