@testable import GestureTrace

/// A small binary property list writer, for tests only: it writes `bplist00` files from an
/// object table, so the reader can be checked on every type and size (round trips) and Lookin
/// archives can be built from LookinServer's published class layout (`ArchiveBuilder`).
///
/// Layout as in CoreFoundation's `CFBinaryPList.c`: header, objects in number order, the offset
/// table, the 32-byte trailer; offsets and references use the fewest bytes that hold them.
enum PropertyListWriter {
    static func bytes(_ objects: [PropertyListObject], top: Int, referenceSize forced: Int? = nil) -> [UInt8] {
        let referenceSize = forced ?? size(for: UInt64(max(objects.count - 1, 0)))
        var out = BinaryPropertyList.magic
        var offsets: [Int] = []
        for o in objects {
            offsets.append(out.count)
            write(o, referenceSize: referenceSize, to: &out)
        }
        let tableOffset = out.count
        let offsetSize = size(for: UInt64(tableOffset))
        for o in offsets { append(UInt64(o), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        append(UInt64(objects.count), size: 8, to: &out)
        append(UInt64(top), size: 8, to: &out)
        append(UInt64(tableOffset), size: 8, to: &out)
        return out
    }

    static func size(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    static func append(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        for k in stride(from: size - 1, through: 0, by: -1) {
            out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(k))))
        }
    }

    static func header(_ type: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(type << 4 | UInt8(count))
        } else {
            out.append(type << 4 | 0x0F)
            let s = size(for: UInt64(count))
            out.append(0x10 | UInt8(s == 1 ? 0 : s == 2 ? 1 : s == 4 ? 2 : 3))
            append(UInt64(count), size: s, to: &out)
        }
    }

    static func write(_ o: PropertyListObject, referenceSize: Int, to out: inout [UInt8]) {
        func refs(_ r: [Int]) { for x in r { append(UInt64(x), size: referenceSize, to: &out) } }
        switch o {
        case .null: out.append(0x00)
        case .bool(let b): out.append(b ? 0x09 : 0x08)
        case .integer(let i):
            if i < 0 {
                out.append(0x13)
                append(UInt64(bitPattern: i), size: 8, to: &out)
            } else {
                let s = size(for: UInt64(i))
                // An unsigned 8-byte value would read back negative above Int64.max; none is written.
                out.append(0x10 | UInt8(s == 1 ? 0 : s == 2 ? 1 : s == 4 ? 2 : 3))
                append(UInt64(i), size: s, to: &out)
            }
        case .real(let d):
            if Double(Float(d)) == d || d.isNaN {
                out.append(0x22)
                append(UInt64(Float(d).bitPattern), size: 4, to: &out)
            } else {
                out.append(0x23)
                append(d.bitPattern, size: 8, to: &out)
            }
        case .date(let d):
            out.append(0x33)
            append(d.bitPattern, size: 8, to: &out)
        case .data(let b):
            header(0x4, count: b.count, to: &out)
            out += b
        case .string(let s):
            if s.unicodeScalars.allSatisfy({ $0.value < 0x80 }) {
                header(0x5, count: s.unicodeScalars.count, to: &out)
                out += s.unicodeScalars.map { UInt8($0.value) }
            } else {
                let units = Array(s.utf16)
                header(0x6, count: units.count, to: &out)
                for u in units { append(UInt64(u), size: 2, to: &out) }
            }
        case .uid(let u):
            let s = size(for: UInt64(u))
            out.append(0x80 | UInt8(s - 1))
            append(UInt64(u), size: s, to: &out)
        case .array(let r):
            header(0xA, count: r.count, to: &out)
            refs(r)
        case .set(let r):
            header(0xC, count: r.count, to: &out)
            refs(r)
        case .dictionary(let k, let v):
            header(0xD, count: k.count, to: &out)
            refs(k)
            refs(v)
        }
    }
}

/// A value to archive the way `NSKeyedArchiver` does: objects, strings and arrays become
/// entries of `$objects` referenced by UID; numbers and booleans stay inline.
indirect enum ArchivedValue {
    case null
    case bool(Bool)
    case int(Int64)
    case real(Double)
    case string(String)
    /// `NSData`: an entry of its own, as `NSKeyedArchiver` writes it.
    case data([UInt8])
    /// An object of `classes[0]` (its archived superclasses after it) with its encoded keys.
    case object([String], [(String, ArchivedValue)])
    /// An `NSArray` (`NS.objects`).
    case array([ArchivedValue])

    static func object(_ className: String, _ fields: [(String, ArchivedValue)]) -> ArchivedValue {
        .object([className, "NSObject"], fields)
    }
}

/// Builds an `NSKeyedArchiver` archive (`$archiver`, `$version`, `$top`, `$objects`) of a root
/// value. It recurses on the value's depth: test trees are shallow (the deep-archive test
/// writes its object table directly).
struct ArchiveBuilder {
    var objects: [PropertyListObject] = []
    /// `$objects` entries, as object numbers; entry 0 is `$null`.
    var archived: [Int] = []
    var classUIDs: [String: Int] = [:]

    mutating func add(_ o: PropertyListObject) -> Int {
        objects.append(o)
        return objects.count - 1
    }

    /// A new `$objects` entry holding `o`; returns its UID.
    mutating func entry(_ o: PropertyListObject) -> Int {
        archived.append(add(o))
        return archived.count - 1
    }

    mutating func classUID(_ classes: [String]) -> Int {
        let key = classes.joined(separator: ",")
        if let u = classUIDs[key] { return u }
        let names = classes.map { add(.string($0)) }
        let list = add(.array(names))
        let nameKey = add(.string("$classname"))
        let classesKey = add(.string("$classes"))
        let name = add(.string(classes[0]))
        let u = entry(.dictionary(keys: [nameKey, classesKey], values: [name, list]))
        classUIDs[key] = u
        return u
    }

    /// The value as a field value: an inline scalar, or a UID object for anything archived.
    mutating func value(_ v: ArchivedValue) -> Int {
        switch v {
        case .null: return add(.uid(0))
        case .bool(let b): return add(.bool(b))
        case .int(let i): return add(.integer(i))
        case .real(let d): return add(.real(d))
        case .string(let s): return add(.uid(entry(.string(s))))
        case .data(let d): return add(.uid(entry(.data(d))))
        case .array(let members):
            let u = entry(.null)  // placeholder, filled below (NSKeyedArchiver numbers the container first)
            let c = classUID(["NSArray", "NSObject"])
            let refs = members.map { value($0) }
            objects[archived[u]] = .dictionary(
                keys: [add(.string("NS.objects")), add(.string("$class"))], values: [add(.array(refs)), add(.uid(c))])
            return add(.uid(u))
        case .object(let classes, let fields):
            let u = entry(.null)
            let c = classUID(classes)
            var keys: [Int] = []
            var values: [Int] = []
            for (k, fv) in fields {
                keys.append(add(.string(k)))
                values.append(value(fv))
            }
            keys.append(add(.string("$class")))
            values.append(add(.uid(c)))
            objects[archived[u]] = .dictionary(keys: keys, values: values)
            return add(.uid(u))
        }
    }

    static func archive(_ root: ArchivedValue) -> [UInt8] {
        var b = ArchiveBuilder()
        _ = b.entry(.string("$null"))
        let rootRef = b.value(root)
        let objectsArray = b.add(.array(b.archived))
        let top = b.add(.dictionary(keys: [b.add(.string("root"))], values: [rootRef]))
        let keys = ["$version", "$archiver", "$top", "$objects"].map { b.add(.string($0)) }
        let values = [b.add(.integer(100000)), b.add(.string("NSKeyedArchiver")), top, objectsArray]
        let topDictionary = b.add(.dictionary(keys: keys, values: values))
        return PropertyListWriter.bytes(b.objects, top: topDictionary)
    }
}
