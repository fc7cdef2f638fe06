/// An `NSKeyedArchiver` archive read from a binary property list (IOS-INPUTS §8.1).
///
/// The archive is a dictionary: `$archiver` (`NSKeyedArchiver`), `$version`, `$top` (the root
/// as `{"root": UID}`) and `$objects`, a flat array in which every archived object is a
/// dictionary of its encoded keys plus `$class`, a UID of a `{"$classname", "$classes"}`
/// dictionary. References between objects are UIDs, indices into `$objects`; index 0 is the
/// string `$null`, which stands for nil. Foundation's collections keep their members under
/// `NS.objects` (and `NS.keys` for dictionaries), strings may be plain or `{NS.string}`, and
/// numbers and booleans are plain values (Foundation's `NSKeyedArchiver` documentation and its
/// open-source reimplementation, swift-corelibs-foundation `NSKeyedArchiver.swift`).
///
/// This type only resolves; walking is the caller's, with an explicit stack. Every value is an
/// object number of the property list; `resolve` follows a UID into `$objects`.
package struct KeyedArchive: Sendable {
    package let list: BinaryPropertyList
    /// `$objects`, as object numbers of the property list.
    let archived: [Int]
    /// The root object's number.
    package let root: Int

    /// One archived object: its class and its encoded keys (values not yet resolved).
    package struct Instance: Sendable {
        package var number: Int
        package var className: String
        /// `$classes`: the class and its archived superclasses, most derived first.
        package var classes: [String]
        package var fields: [String: Int]
    }

    package init(_ list: BinaryPropertyList) throws(PropertyListError) {
        self.list = list
        let top = list.top
        guard case .dictionary(let keys, let values) = list.objects[top] else {
            throw PropertyListError(
                offset: list.offsets[top],
                message: "the top object is \(list.objects[top].kindName), not a keyed archive's dictionary")
        }
        var fields: [String: Int] = [:]
        for (k, v) in zip(keys, values) {
            if case .string(let s) = list.objects[k] { fields[s] = v }
        }
        guard let archiver = fields["$archiver"], case .string(let name) = list.objects[archiver],
            name == "NSKeyedArchiver"
        else {
            throw PropertyListError(
                offset: list.offsets[top], message: "not an NSKeyedArchiver archive: no '$archiver' = 'NSKeyedArchiver'"
            )
        }
        guard let objects = fields["$objects"], case .array(let archived) = list.objects[objects] else {
            throw PropertyListError(
                offset: list.offsets[top], path: "$objects", message: "'$objects' is missing or not an array")
        }
        self.archived = archived
        guard let topField = fields["$top"], case .dictionary(let tk, let tv) = list.objects[topField] else {
            throw PropertyListError(
                offset: list.offsets[top], path: "$top", message: "'$top' is missing or not a dictionary")
        }
        var rootRef: Int?
        for (k, v) in zip(tk, tv) {
            if case .string("root") = list.objects[k] { rootRef = v }
        }
        guard let rootRef else {
            throw PropertyListError(offset: list.offsets[topField], path: "$top", message: "'$top' has no 'root'")
        }
        guard case .uid(let u) = list.objects[rootRef], u < archived.count else {
            throw PropertyListError(
                offset: list.offsets[rootRef], path: "$top.root", message: "'root' is not a UID into '$objects'")
        }
        root = archived[u]
    }

    /// The object a value stands for: a UID is followed into `$objects` (once: `$objects` holds
    /// no UIDs of its own that stand for objects), anything else is itself.
    package func resolve(_ number: Int, path: String) throws(PropertyListError) -> Int {
        guard case .uid(let u) = list.objects[number] else { return number }
        guard u < archived.count else {
            throw PropertyListError(
                offset: list.offsets[number], path: path,
                message: "UID \(u) is past the end of '$objects' (\(archived.count) objects)")
        }
        return archived[u]
    }

    /// How many of `$objects` are archived instances of `className` (by their `$classes`), read
    /// without making them: an importer reserves its views at this count, so a 200 000-item
    /// walk does not hold an array and its doubled copy at once (issue 25). It bounds the
    /// items a walk reaches from above (it counts items of every window, reachable or not) and
    /// is bounded by the archive's objects, so by the file's bytes. Malformed objects are not
    /// counted here; reading them is where they are refused.
    package func count(ofClass className: String) -> Int {
        var matches: [Int: Bool] = [:]
        var count = 0
        for n in archived {
            guard case .dictionary(let keys, let values) = list.objects[n] else { continue }
            for (k, v) in zip(keys, values) {
                guard case .string("$class") = list.objects[k] else { continue }
                guard case .uid(let u) = list.objects[v], u < archived.count else { break }
                let c = archived[u]
                let isClass = matches[c] ?? describes(c, className)
                matches[c] = isClass
                if isClass { count += 1 }
                break
            }
        }
        return count
    }

    /// Whether class description `number` names `className` as itself or a superclass.
    func describes(_ number: Int, _ className: String) -> Bool {
        guard case .dictionary(let keys, let values) = list.objects[number] else { return false }
        for (k, v) in zip(keys, values) {
            switch (list.objects[k], list.objects[v]) {
            case (.string("$classname"), .string(let s)) where s == className: return true
            case (.string("$classes"), .array(let members)):
                if members.contains(where: { list.objects[$0] == .string(className) }) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether the object is `$null` (nil).
    package func isNull(_ number: Int) -> Bool {
        if case .null = list.objects[number] { return true }
        return archived.first == number && list.objects[number] == .string("$null")
    }

    func error(_ number: Int, _ path: String, _ message: String) -> PropertyListError {
        PropertyListError(offset: list.offsets[number], path: path, message: message)
    }

    /// The archived object at `value` (a UID or an object number), or nil for `$null`.
    package func instance(_ value: Int, path: String) throws(PropertyListError) -> Instance? {
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        guard case .dictionary(let keys, let values) = list.objects[n] else {
            throw error(n, path, "expected an archived object, found \(list.objects[n].kindName)")
        }
        var fields: [String: Int] = [:]
        for (k, v) in zip(keys, values) {
            guard case .string(let s) = list.objects[k] else {
                throw error(k, path, "an archived object's key is \(list.objects[k].kindName), not a string")
            }
            fields[s] = v
        }
        guard let classRef = fields.removeValue(forKey: "$class") else {
            throw error(n, path, "an archived object without '$class'")
        }
        let c = try resolve(classRef, path: path + ".$class")
        guard case .dictionary(let ck, let cv) = list.objects[c] else {
            throw error(c, path + ".$class", "expected a class description, found \(list.objects[c].kindName)")
        }
        var className: String?
        var classes: [String] = []
        for (k, v) in zip(ck, cv) {
            switch (list.objects[k], list.objects[v]) {
            case (.string("$classname"), .string(let s)): className = s
            case (.string("$classes"), .array(let members)):
                for m in members {
                    guard case .string(let s) = list.objects[m] else {
                        throw error(m, path + ".$class.$classes", "a class name is \(list.objects[m].kindName)")
                    }
                    classes.append(s)
                }
            default: break
            }
        }
        guard let className else { throw error(c, path + ".$class", "a class description without '$classname'") }
        return Instance(
            number: n, className: className, classes: classes.isEmpty ? [className] : classes, fields: fields)
    }

    /// A string: plain, or an archived `NSString`/`NSMutableString` (`NS.string`); nil for
    /// `$null` or a missing key.
    package func string(_ value: Int?, path: String) throws(PropertyListError) -> String? {
        guard let value else { return nil }
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        switch list.objects[n] {
        case .string(let s): return s
        case .dictionary:
            guard let i = try instance(n, path: path), let inner = i.fields["NS.string"] else {
                throw error(n, path, "expected a string, found an archived object without 'NS.string'")
            }
            let m = try resolve(inner, path: path + ".NS.string")
            guard case .string(let s) = list.objects[m] else {
                throw error(m, path + ".NS.string", "expected a string, found \(list.objects[m].kindName)")
            }
            return s
        default:
            throw error(n, path, "expected a string, found \(list.objects[n].kindName)")
        }
    }

    /// The members of an archived `NSArray`/`NSSet`/`NSOrderedSet` (`NS.objects`) or a plain
    /// array, as values to resolve; nil for `$null` or a missing key.
    package func list(_ value: Int?, path: String) throws(PropertyListError) -> [Int]? {
        guard let value else { return nil }
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        switch list.objects[n] {
        case .array(let m), .set(let m): return m
        case .dictionary:
            guard let i = try instance(n, path: path), let inner = i.fields["NS.objects"] else {
                throw error(n, path, "expected an array, found an archived object without 'NS.objects'")
            }
            let m = try resolve(inner, path: path + ".NS.objects")
            switch list.objects[m] {
            case .array(let members), .set(let members): return members
            default: throw error(m, path + ".NS.objects", "expected an array, found \(list.objects[m].kindName)")
            }
        default:
            throw error(n, path, "expected an array, found \(list.objects[n].kindName)")
        }
    }

    /// A number (integer, real or boolean, as `encodeInt:`/`encodeFloat:`/`encodeBool:` and
    /// `NSNumber` write them); nil for `$null` or a missing key.
    package func number(_ value: Int?, path: String) throws(PropertyListError) -> Double? {
        guard let value else { return nil }
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        switch list.objects[n] {
        case .integer(let i): return Double(i)
        case .real(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: throw error(n, path, "expected a number, found \(list.objects[n].kindName)")
        }
    }

    /// A boolean (`encodeBool:` or a boolean `NSNumber`; an integer counts as C does).
    package func bool(_ value: Int?, path: String) throws(PropertyListError) -> Bool? {
        try number(value, path: path).map { $0 != 0 }
    }
}
