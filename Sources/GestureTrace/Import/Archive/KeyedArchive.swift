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
    /// `$objects`, as object numbers of the property list, read in place.
    let archived: PropertyListReferences
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
        guard let (keys, values) = list.dictionary(top) else {
            throw PropertyListError(
                offset: list.offset(top),
                message: "the top object is \(list.kindName(top)), not a keyed archive's dictionary")
        }
        var fields: [String: Int] = [:]
        for (k, v) in zip(keys, values) {
            if let s = list.string(k) { fields[s] = v }
        }
        guard let archiver = fields["$archiver"], list.string(archiver) == "NSKeyedArchiver" else {
            throw PropertyListError(
                offset: list.offset(top), message: "not an NSKeyedArchiver archive: no '$archiver' = 'NSKeyedArchiver'"
            )
        }
        guard let objects = fields["$objects"], let archived = list.array(objects) else {
            throw PropertyListError(
                offset: list.offset(top), path: "$objects", message: "'$objects' is missing or not an array")
        }
        self.archived = archived
        guard let topField = fields["$top"], let (tk, tv) = list.dictionary(topField) else {
            throw PropertyListError(
                offset: list.offset(top), path: "$top", message: "'$top' is missing or not a dictionary")
        }
        var rootRef: Int?
        for (k, v) in zip(tk, tv) where list.string(k) == "root" { rootRef = v }
        guard let rootRef else {
            throw PropertyListError(offset: list.offset(topField), path: "$top", message: "'$top' has no 'root'")
        }
        guard let u = list.uid(rootRef), u < archived.count else {
            throw PropertyListError(
                offset: list.offset(rootRef), path: "$top.root", message: "'root' is not a UID into '$objects'")
        }
        root = archived[u]
    }

    /// The object a value stands for: a UID is followed into `$objects` (once: `$objects` holds
    /// no UIDs of its own that stand for objects), anything else is itself.
    package func resolve(_ number: Int, path: String) throws(PropertyListError) -> Int {
        guard let u = list.uid(number) else { return number }
        guard u < archived.count else {
            throw PropertyListError(
                offset: list.offset(number), path: path,
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
            guard let (keys, values) = list.dictionary(n) else { continue }
            for (k, v) in zip(keys, values) {
                guard list.isString(k, "$class") else { continue }
                guard let u = list.uid(v), u < archived.count else { break }
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
        guard let (keys, values) = list.dictionary(number) else { return false }
        for (k, v) in zip(keys, values) {
            if list.isString(k, "$classname"), list.string(v) == className { return true }
            if list.isString(k, "$classes"), let members = list.array(v),
                members.contains(where: { list.string($0) == className })
            {
                return true
            }
        }
        return false
    }

    /// Whether the object is `$null` (nil).
    package func isNull(_ number: Int) -> Bool {
        if list.isNull(number) { return true }
        return archived.first == number && list.isString(number, "$null")
    }

    func error(_ number: Int, _ path: String, _ message: String) -> PropertyListError {
        PropertyListError(offset: list.offset(number), path: path, message: message)
    }

    /// The archived object at `value` (a UID or an object number), or nil for `$null`.
    package func instance(_ value: Int, path: String) throws(PropertyListError) -> Instance? {
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        guard let (keys, values) = list.dictionary(n) else {
            throw error(n, path, "expected an archived object, found \(list.kindName(n))")
        }
        var fields: [String: Int] = [:]
        fields.reserveCapacity(keys.count)
        for (k, v) in zip(keys, values) {
            guard let s = list.string(k) else {
                throw error(k, path, "an archived object's key is \(list.kindName(k)), not a string")
            }
            fields[s] = v
        }
        guard let classRef = fields.removeValue(forKey: "$class") else {
            throw error(n, path, "an archived object without '$class'")
        }
        let c = try resolve(classRef, path: path + ".$class")
        guard let (ck, cv) = list.dictionary(c) else {
            throw error(c, path + ".$class", "expected a class description, found \(list.kindName(c))")
        }
        var className: String?
        var classes: [String] = []
        for (k, v) in zip(ck, cv) {
            if list.isString(k, "$classname"), let s = list.string(v) {
                className = s
            } else if list.isString(k, "$classes"), let members = list.array(v) {
                for m in members {
                    guard let s = list.string(m) else {
                        throw error(m, path + ".$class.$classes", "a class name is \(list.kindName(m))")
                    }
                    classes.append(s)
                }
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
        if let s = list.string(n) { return s }
        guard list.dictionary(n) != nil else {
            throw error(n, path, "expected a string, found \(list.kindName(n))")
        }
        guard let i = try instance(n, path: path), let inner = i.fields["NS.string"] else {
            throw error(n, path, "expected a string, found an archived object without 'NS.string'")
        }
        let m = try resolve(inner, path: path + ".NS.string")
        guard let s = list.string(m) else {
            throw error(m, path + ".NS.string", "expected a string, found \(list.kindName(m))")
        }
        return s
    }

    /// The members of an archived `NSArray`/`NSSet`/`NSOrderedSet` (`NS.objects`) or a plain
    /// array, as values to resolve, read in place; nil for `$null` or a missing key.
    package func list(_ value: Int?, path: String) throws(PropertyListError) -> PropertyListReferences? {
        guard let value else { return nil }
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        if let members = list.members(n) { return members }
        guard list.dictionary(n) != nil else {
            throw error(n, path, "expected an array, found \(list.kindName(n))")
        }
        guard let i = try instance(n, path: path), let inner = i.fields["NS.objects"] else {
            throw error(n, path, "expected an array, found an archived object without 'NS.objects'")
        }
        let m = try resolve(inner, path: path + ".NS.objects")
        guard let members = list.members(m) else {
            throw error(m, path + ".NS.objects", "expected an array, found \(list.kindName(m))")
        }
        return members
    }

    /// A number (integer, real or boolean, as `encodeInt:`/`encodeFloat:`/`encodeBool:` and
    /// `NSNumber` write them); nil for `$null` or a missing key.
    package func number(_ value: Int?, path: String) throws(PropertyListError) -> Double? {
        guard let value else { return nil }
        let n = try resolve(value, path: path)
        if isNull(n) { return nil }
        guard let d = list.number(n) else { throw error(n, path, "expected a number, found \(list.kindName(n))") }
        return d
    }

    /// A boolean (`encodeBool:` or a boolean `NSNumber`; an integer counts as C does).
    package func bool(_ value: Int?, path: String) throws(PropertyListError) -> Bool? {
        try number(value, path: path).map { $0 != 0 }
    }
}
