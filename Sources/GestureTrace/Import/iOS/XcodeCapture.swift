/// The object graph of an Xcode view-debugger export (`.viewhierarchy`, IOS-INPUTS §9), merged
/// from its JSON responses in capture order.
///
/// The layout is Xcode's DebugHierarchy protocol, as a public reader of these exports documents
/// it (a Lookin fork's `LKXcodeViewHierarchyBundleReader`, `…ObjectGraph`, `…Value`; read, not
/// copied) and as UIKit's own `+[UIView fallback_debugHierarchyPropertyDescriptions]` declares
/// its properties (decompiled UIKitCore, public):
///
/// - a response is an object with `version`, `topLevelGroups` (grouping id → `{groupingID,
///   debugHierarchyObjects}`), `classInformation` (`{className, subclasses}` nested by subclass)
///   and `topLevelPropertyDescriptions` (`"<objectID>.<property>"` → a description); one with
///   only `request` is a failed round trip;
/// - an object is `{objectID, className, childGroup, additionalGroups, properties}`; one without
///   `className`, `childGroup`, `additionalGroups` or `properties` only refers to an object
///   described elsewhere; `childGroup` holds owned children (a view's subviews),
///   `additionalGroups` associations (its layer, view controller, constraints, layout guides);
/// - objects are merged by `objectID`; a response with a non-empty `topLevelGroups` starts a new
///   capture and everything before it is dropped (addresses of freed objects are reused);
/// - a property description is `{propertyName, propertyFormat, propertyValue, fetchStatus}`:
///   status 4 retrieved, 1 no value, 0 failed and 8 unchanged (these two keep an earlier
///   value); version-1 responses spell it `propertyValueStatus` (0 retrieved, 1 no value, 3
///   unchanged); a format is a comma-separated list of specifiers, one per array element when
///   there are several (a CGRect is `CGf, CGf, CGf, CGf`), reals are C99 hexadecimal floats in
///   strings (`0x1.4p+6`), `b` is a `0`/`1` string, `public.plain-text` a string.
///
/// Only the properties an imported scene uses are decoded (`PropertyName`); a malformed one is a
/// located error (file, line:column, JSON path). Everything is walked with explicit stacks, so
/// no input depth reaches the call stack.
package struct XcodeCapture {
    /// A decoded property value. Geometry is held inline (a rect is four numbers, not an array
    /// of them): a capture describes a frame and a bounds for each of its views, and an array
    /// each would cost more than the view itself.
    package enum Value: Sendable, Equatable {
        case bool(Bool)
        case rect(Rect)
        case size(Size)
        case number(Double)
        case text(String)
        /// Described, but with no value (status 1, or a null value).
        case absent
        /// A frame or bounds outside FORMAT §3.1's limits, with its located error. The response
        /// is not kept once merged, so the error is made while its text is at hand; the import
        /// throws it only if the rect is one a view uses.
        indirect case refused(TraceError)
    }

    /// The properties an import reads (`+[UIView fallback_debugHierarchyPropertyDescriptions]`).
    package enum PropertyName: String, Sendable, CaseIterable {
        case frame, bounds, hidden, alpha, opacity, userInteractionEnabled, clipsToBounds, multipleTouchEnabled
        case enabled, contentSize, keyWindow, visible, `internal`

        /// The shape the value must have.
        var shape: Shape {
            switch self {
            case .frame, .bounds: .rect
            case .contentSize: .size
            case .alpha, .opacity: .number
            case .keyWindow: .text
            case .hidden, .userInteractionEnabled, .clipsToBounds, .multipleTouchEnabled, .enabled, .visible,
                .internal:
                .bool
            }
        }
    }

    /// An object's wanted properties as a short list (a view has two to a dozen): a dictionary
    /// each cost about 300 bytes a view.
    package struct Properties: Sendable {
        var entries: [(name: PropertyName, value: Value)] = []

        package subscript(_ name: PropertyName) -> Value? {
            get { entries.first { $0.name == name }?.value }
            set {
                let k = entries.firstIndex { $0.name == name }
                switch (k, newValue) {
                case (let k?, let v?): entries[k].value = v
                case (let k?, nil): entries.remove(at: k)
                case (nil, let v?): entries.append((name, v))
                case (nil, nil): break
                }
            }
        }
    }

    package struct Object: Sendable {
        package var id: String
        package var className: String?
        /// The grouping it was described under (`com.apple.UIKit.UIView`), one shared string
        /// per grouping.
        package var grouping = ""
        /// Owned children (`childGroup`), in capture order.
        package var children: [String] = []
        /// Associated objects by grouping, in capture order.
        package var associations: [(group: String, ids: [String])] = []
        package var properties = Properties()
        /// Whether it was described in full somewhere (else it is only referred to).
        package var described = false

        func associated(_ group: String) -> [String] {
            associations.first { $0.group == group }?.ids ?? []
        }
    }

    /// The shape a wanted property's value must have.
    package enum Shape: Sendable { case bool, rect, size, number, text }

    /// Each response is merged and let go: its parsed document lives only while `add` runs,
    /// and what is kept is the objects below (no tree of the whole capture beside the views).
    package private(set) var objects: [String: Object] = [:]
    /// Root groups in a deterministic order (sorted by grouping id), each with its members.
    package private(set) var rootGroups: [(group: String, ids: [String])] = []
    package private(set) var superclass: [String: String] = [:]
    package private(set) var captures = 0
    package private(set) var failedResponses = 0
    package private(set) var usedResponses = 0
    /// Bytes read from compressed responses, and what they inflated to: inflated text is held
    /// within `ImportLimits.decompressedBudget` of the former, over the whole capture.
    private var compressedBytes = 0
    private var inflatedBytes = 0
    /// Grouping ids as first read, so that every object of a grouping shares its string.
    private var groupings: Set<String> = []

    package init() {}

    /// Merges one response (in capture order).
    package mutating func add(_ bytes: [UInt8], file: String) throws(TraceError) {
        // A response the capture asked to compress is a gzip member (IOS-INPUTS §9.1): it is
        // inflated first, and positions in its JSON are those of the inflated text, so the
        // file is named as decompressed.
        var bytes = bytes
        var file = file
        if Gzip.isCompressed(bytes) {
            do throws(CompressionError) {
                compressedBytes += bytes.count
                let budget = ImportLimits.decompressedBudget(compressedBytes: compressedBytes)
                bytes = try Gzip.decompress(bytes, limit: max(0, budget - inflatedBytes))
                inflatedBytes += bytes.count
            } catch {
                throw error.error(file: file)
            }
            file += " (gunzipped)"
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument.parse(bytes)
        } catch {
            throw error.located(in: file)
        }
        let c = DecodingContext(document: document, file: file)
        let root = document.root
        guard document.kind(root) == .object else { throw c.typeError(root, expected: "a response object") }
        let fields = members(root, document)
        if fields.keys.allSatisfy({ $0 == "request" }) {
            failedResponses += 1
            return
        }
        usedResponses += 1
        var version = 2
        if let v = fields["version"] { version = try c.integer(v, "version", in: 0...1000) }
        if let groups = fields["topLevelGroups"] {
            guard document.kind(groups) == .object else {
                throw c.typeError(groups, expected: "an object of groups by grouping id")
            }
            if document.count(groups) > 0 {
                // A new capture: what came before it describes freed objects (IOS-INPUTS §9.1).
                captures += 1
                objects = [:]
                rootGroups = []
                superclass = [:]
                let sorted = document.members(of: groups).sorted {
                    (document.string($0.key) ?? "") < (document.string($1.key) ?? "")
                }
                for (_, group) in sorted {
                    try readGroup(group, parent: nil, owned: true, c, version: version)
                }
            }
        }
        if let info = fields["classInformation"] { try readClasses(info, c) }
        if let descriptions = fields["topLevelPropertyDescriptions"] {
            guard document.kind(descriptions) == .object else {
                throw c.typeError(descriptions, expected: "an object of property descriptions")
            }
            for (key, value) in document.members(of: descriptions) {
                let path = document.string(key) ?? ""
                guard let dot = path.firstIndex(of: "."), dot != path.startIndex else { continue }
                let id = String(path[..<dot])
                try applyProperty(value, to: id, name: String(path[path.index(after: dot)...]), c, version: version)
            }
        }
    }

    /// An object's members by key (the last of a repeated key).
    func members(_ node: Int, _ document: JSONDocument) -> [String: Int] {
        var out: [String: Int] = [:]
        for (k, v) in document.members(of: node) { out[document.string(k) ?? ""] = v }
        return out
    }

    /// A group and, through an explicit stack, every group inside it.
    mutating func readGroup(_ start: Int, parent: String?, owned: Bool, _ c: DecodingContext, version: Int)
        throws(TraceError)
    {
        let document = c.document
        var stack: [(group: Int, parent: String?, owned: Bool)] = [(start, parent, owned)]
        while let (group, parent, owned) = stack.popLast() {
            guard document.kind(group) == .object else {
                throw c.typeError(group, expected: "a group {groupingID, debugHierarchyObjects}")
            }
            let g = members(group, document)
            let groupID = interned(try g["groupingID"].map { n throws(TraceError) in try c.string(n) } ?? "")
            var ids: [String] = []
            if let list = g["debugHierarchyObjects"] {
                let elements = try c.array(list, expected: "an array of objects")
                // Reserved at the known count, so a flat capture's table never doubles.
                objects.reserveCapacity(objects.count + document.count(list))
                ids.reserveCapacity(document.count(list))
                for element in elements {
                    guard document.kind(element) == .object else { throw c.typeError(element, expected: "an object") }
                    let o = members(element, document)
                    guard let idNode = o["objectID"] else {
                        throw c.error(element, "an object without 'objectID'")
                    }
                    let id = try c.id(idNode)
                    ids.append(id)
                    let full =
                        o["className"] != nil || o["childGroup"] != nil || o["additionalGroups"] != nil
                        || o["properties"] != nil
                    guard full else { continue }  // a reference to an object described elsewhere
                    var object = objects[id] ?? Object(id: id)
                    if let n = o["className"] { object.className = try c.string(n) }
                    if object.grouping.isEmpty { object.grouping = groupID }
                    object.described = true
                    objects[id] = object
                    if let list = o["properties"] {
                        for p in try c.array(list, expected: "an array of property descriptions") {
                            try applyProperty(p, to: id, name: nil, c, version: version)
                        }
                    }
                    // Pushed in reverse, so they are read in order.
                    if let extra = o["additionalGroups"] {
                        for a in try c.array(extra, expected: "an array of groups").reversed() {
                            stack.append((a, id, false))
                        }
                    }
                    if let child = o["childGroup"] { stack.append((child, id, true)) }
                }
            }
            if let parent {
                var p = objects[parent] ?? Object(id: parent)
                if owned {
                    p.children = Self.merge(p.children, ids)
                } else if let k = p.associations.firstIndex(where: { $0.group == groupID }) {
                    p.associations[k].ids = Self.merge(p.associations[k].ids, ids)
                } else {
                    p.associations.append((groupID, ids))
                }
                objects[parent] = p
            } else if !ids.isEmpty {
                if let k = rootGroups.firstIndex(where: { $0.group == groupID }) {
                    rootGroups[k].ids = Self.merge(rootGroups[k].ids, ids)
                } else {
                    rootGroups.append((groupID, ids))
                }
            }
        }
    }

    /// The one copy of a grouping id.
    mutating func interned(_ group: String) -> String {
        if let held = groupings.firstIndex(of: group) { return groupings[held] }
        groupings.insert(group)
        return group
    }

    /// `existing` then the members of `incoming` not in it, in order.
    static func merge(_ existing: [String], _ incoming: [String]) -> [String] {
        guard !existing.isEmpty else { return incoming }
        var seen = Set(existing)
        return existing + incoming.filter { seen.insert($0).inserted }
    }

    /// The class table, nested by subclass, read into `superclass` with an explicit stack.
    mutating func readClasses(_ list: Int, _ c: DecodingContext) throws(TraceError) {
        var stack: [(node: Int, superclass: String?)] = []
        for n in try c.array(list, expected: "an array of classes").reversed() { stack.append((n, nil)) }
        while let (node, parentClass) = stack.popLast() {
            guard c.document.kind(node) == .object else { throw c.typeError(node, expected: "a class object") }
            let f = members(node, c.document)
            guard let nameNode = f["className"] else { continue }
            let name = try c.string(nameNode)
            if let parentClass, superclass[name] == nil { superclass[name] = parentClass }
            if let subs = f["subclasses"] {
                for s in try c.array(subs, expected: "an array of classes").reversed() { stack.append((s, name)) }
            }
        }
    }

    /// The class and its superclasses, as far as the capture's class table knows them.
    package func classChain(_ className: String) -> [String] {
        var chain = [className]
        var seen: Set<String> = [className]
        var current = className
        while let s = superclass[current], seen.insert(s).inserted {
            chain.append(s)
            current = s
        }
        return chain
    }

    /// Applies one property description to object `id` (its name from the description, or from
    /// the top-level key).
    mutating func applyProperty(_ node: Int, to id: String, name keyName: String?, _ c: DecodingContext, version: Int)
        throws(TraceError)
    {
        let document = c.document
        guard document.kind(node) == .object else { throw c.typeError(node, expected: "a property description") }
        let f = members(node, document)
        let text = try f["propertyName"].map { n throws(TraceError) in try c.string(n) } ?? keyName ?? ""
        guard let name = PropertyName(rawValue: text) else { return }
        // The fetch status; version 1 spelled it propertyValueStatus (0 retrieved, 1 no value, 3 unchanged).
        var status = f["propertyValue"] != nil ? 4 : 1
        if let s = f["fetchStatus"] {
            status = try c.integer(s, "fetchStatus", in: Int.min...Int.max)
        } else if version == 1, let s = f["propertyValueStatus"] {
            switch try c.integer(s, "propertyValueStatus", in: Int.min...Int.max) {
            case 0: status = 4
            case 1: status = 1
            case 3: status = 8
            default: status = 0
            }
        }
        var object = objects[id] ?? Object(id: id)
        // A failed or unchanged fetch keeps what an earlier response said.
        if status != 4 && status != 1, object.properties[name] != nil { return }
        var value = Value.absent
        if status == 4, let v = f["propertyValue"], document.kind(v) != .null {
            value = try decode(v, shape: name.shape, name: text, format: f["propertyFormat"], c)
            // FORMAT §3.1's limits on a frame or bounds, located at the value (thrown on use).
            if case .rect(let r) = value,
                !([r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy {
                    abs($0) <= ImportLimits.maxMagnitude
                }
                    && r.size.width >= 0 && r.size.height >= 0)
            {
                value = .refused(c.error(v, "\(text): a coordinate beyond ±1e9 or a negative size (FORMAT §3.1)"))
            }
        }
        object.properties[name] = value
        objects[id] = object
    }

    /// A hexadecimal (or decimal) float in a string, finite.
    static func real(_ text: String) -> Double? {
        guard let d = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), d.isFinite else { return nil }
        return d
    }

    func decode(_ v: Int, shape: Shape, name: String, format: Int?, _ c: DecodingContext) throws(TraceError) -> Value {
        let document = c.document
        let formatText = try format.map { n throws(TraceError) in try c.string(n) } ?? ""
        func scalar(_ node: Int) throws(TraceError) -> Double {
            if let n = document.number(node) { return n }
            guard let s = document.string(node) else {
                throw c.typeError(node, expected: "a number in a string (format '\(formatText)')")
            }
            guard let d = Self.real(s) else {
                throw c.error(node, "\(name): '\(s)' is not a finite number (format '\(formatText)')")
            }
            return d
        }
        switch shape {
        case .bool:
            if let b = document.bool(v) { return .bool(b) }
            let s = try c.string(v)
            guard let i = Int(s) else { throw c.error(v, "\(name): '\(s)' is not a boolean 0 or 1 (format 'b')") }
            return .bool(i != 0)
        case .text:
            return .text(try c.string(v))
        case .number:
            return .number(try scalar(v))
        case .rect, .size:
            let count = shape == .rect ? 4 : 2
            let list = Array(try c.array(v, expected: "an array of \(count) numbers (format '\(formatText)')"))
            guard list.count == count else {
                throw c.error(v, "\(name): \(list.count) values where the format '\(formatText)' needs \(count)")
            }
            var numbers: [Double] = []
            for n in list { numbers.append(try scalar(n)) }
            return shape == .rect
                ? .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
                : .size(Size(width: numbers[0], height: numbers[1]))
        }
    }
}
