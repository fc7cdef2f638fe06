/// A binary property list (`bplist00`): the format `NSKeyedArchiver` writes, so the one a
/// `.lookin` file is (IOS-INPUTS §8.1).
///
/// The layout is Apple's (CoreFoundation's `CFBinaryPList.c`, described in its header comment):
/// an 8-byte header, the objects, an offset table giving each object's byte offset, and a
/// 32-byte trailer (the offset and reference sizes, the object count, the top object and where
/// the offset table starts). Each object begins with a marker byte: the high nibble its type,
/// the low nibble a size or a count (15: the count follows as an integer object).
///
/// Containers hold their members as object numbers, never as nested values, so checking is one
/// loop over the offset table with no recursion, whatever the nesting. `parse` checks every
/// object against the bytes between the header and the offset table (a failure names the byte
/// offset and the object); the list then keeps the file's bytes and reads each object from
/// them when asked, so it holds nothing but the bytes however many objects they declare.
/// Memory stays proportional to the file: an offset listed twice is checked once, and the
/// members all objects declare together may not outnumber the file's bytes (in a well-formed
/// list each member takes at least one byte of its own), so objects that overlap to claim a
/// file many times over are rejected rather than expanded.
package struct BinaryPropertyList: Sendable {
    /// The file's bytes. Objects are read from them on use, never held decoded: a decoded
    /// object was 24 bytes plus 64 for each member list and 8 for its offset, where the file
    /// spends a few bytes on it (a UID, a short string, a reference), so a 17.9 MB Lookin
    /// archive of 1.4 million objects held 70 MB of decoded objects besides its bytes (issue
    /// 25, RELIABILITY "Round 7 imports, after (lookin7)"; DECISIONS "The importers hold only
    /// what the scene needs before the document").
    let bytes: [UInt8]
    /// Where the offset table starts: the objects lie in `8..<tableOffset`. Each object's
    /// offset is read from the table when it is needed, in the table's own width.
    let tableOffset: Int
    let offsetSize: Int
    let referenceSize: Int
    /// How many objects the list holds (the trailer's count).
    package let count: Int
    /// The object number of the top object.
    package let top: Int

    /// The 8 bytes every binary property list starts with.
    package static let magic: [UInt8] = Array("bplist00".utf8)
    static let trailerSize = 32

    /// Reads `bytes` whole, checking every object; the list keeps the bytes and reads objects
    /// from them on use.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> BinaryPropertyList {
        var reader = Reader(bytes: bytes)
        try reader.check()
        return BinaryPropertyList(
            bytes: bytes, tableOffset: reader.objectsEnd, offsetSize: reader.offsetSize,
            referenceSize: reader.referenceSize, count: reader.objectCount, top: reader.top)
    }

    /// Whether `bytes` start like a binary property list.
    package static func hasMagic(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && Array(bytes[0..<8]) == magic
    }

    /// Checks every object the way CoreFoundation's reader would decode it, without keeping
    /// what it decodes: after `check`, every object number below `objectCount` can be read
    /// without a failure.
    private struct Reader {
        let bytes: [UInt8]
        /// The objects lie in `8..<objectsEnd` (the offset table starts there).
        var objectsEnd = 0
        var offsetSize = 1
        var referenceSize = 1
        var objectCount = 0
        var top = 0
        /// Members decoded so far (references, string units, data bytes), against `bytes.count`.
        var budget = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func check() throws(PropertyListError) {
            guard bytes.count >= 8 + BinaryPropertyList.trailerSize else {
                throw PropertyListError(
                    offset: 0, message: "\(bytes.count) bytes: too short for a binary property list (at least 40)")
            }
            // Every offset, count and object number then fits in 32 bits, which is what the
            // walks over an archive store them in (DECISIONS "The importers hold only what the
            // scene needs before the document"); the command line reads no file this large.
            guard bytes.count <= Int(UInt32.max) else {
                throw PropertyListError(
                    offset: 0, message: "\(bytes.count) bytes: a binary property list is read up to 4 GiB")
            }
            guard BinaryPropertyList.hasMagic(bytes) else {
                throw PropertyListError(
                    offset: 0, message: "not a binary property list: it does not start with 'bplist00'")
            }
            let t = bytes.count - BinaryPropertyList.trailerSize
            offsetSize = Int(bytes[t + 6])
            referenceSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize) else {
                throw PropertyListError(offset: t + 6, message: "trailer: offset size \(offsetSize), expected 1 to 8")
            }
            guard (1...8).contains(referenceSize) else {
                throw PropertyListError(
                    offset: t + 7, message: "trailer: reference size \(referenceSize), expected 1 to 8")
            }
            let count = unsigned(at: t + 8, size: 8)
            let top = unsigned(at: t + 16, size: 8)
            let tableOffset = unsigned(at: t + 24, size: 8)
            // The offset table lies between the objects and the trailer.
            guard tableOffset >= 9, tableOffset <= UInt64(t) else {
                throw PropertyListError(
                    offset: t + 24, message: "trailer: the offset table starts at \(tableOffset), outside 9…\(t)")
            }
            guard count >= 1, count <= (UInt64(t) - tableOffset) / UInt64(offsetSize) else {
                throw PropertyListError(
                    offset: t + 8,
                    message: "trailer: \(count) objects, but the offset table has room for "
                        + "\((UInt64(t) - tableOffset) / UInt64(offsetSize))")
            }
            guard top < count else {
                throw PropertyListError(
                    offset: t + 16, message: "trailer: top object \(top), but there are \(count) objects")
            }
            objectsEnd = Int(tableOffset)
            objectCount = Int(count)
            self.top = Int(top)
            // An offset listed twice is checked (and its members counted) once, found through a
            // table of the offsets checked; offsets in increasing order (the layout writers
            // give) cannot repeat, so the table is kept only for a list that is not in that
            // order: a dictionary entry an object, 800 000 for a 200 000-deep Lookin archive
            // (issue 25).
            var increasing = true
            for n in 1..<objectCount
            where unsigned(at: objectsEnd + n * offsetSize, size: offsetSize)
                <= unsigned(at: objectsEnd + (n - 1) * offsetSize, size: offsetSize)
            {
                increasing = false
                break
            }
            var checkedAt: Set<Int> = []
            for n in 0..<objectCount {
                let entry = objectsEnd + n * offsetSize
                let offset = unsigned(at: entry, size: offsetSize)
                guard offset >= 8, offset < UInt64(objectsEnd) else {
                    throw PropertyListError(
                        offset: entry,
                        message: "object \(n) starts at byte \(offset), outside the objects (8…\(objectsEnd - 1))")
                }
                let at = Int(offset)
                if !increasing, !checkedAt.insert(at).inserted { continue }
                try object(at: at, number: n)
            }
        }

        /// A big-endian unsigned integer of `size` (1…8) bytes; the caller checked the range.
        func unsigned(at offset: Int, size: Int) -> UInt64 {
            var v: UInt64 = 0
            for k in 0..<size { v = v << 8 | UInt64(bytes[offset + k]) }
            return v
        }

        /// Fails unless `count` bytes from `offset` lie within the objects.
        func require(_ offset: Int, _ count: Int, for number: Int, what: String) throws(PropertyListError) {
            guard count >= 0, offset <= objectsEnd, count <= objectsEnd - offset else {
                throw PropertyListError(
                    offset: offset,
                    message:
                        "object \(number): \(what) needs \(count) bytes from byte \(offset), past the objects' end at "
                        + "\(objectsEnd)")
            }
        }

        mutating func spend(_ count: Int, at offset: Int, for number: Int) throws(PropertyListError) {
            budget += count
            guard budget <= bytes.count else {
                throw PropertyListError(
                    offset: offset,
                    message: "object \(number): the objects claim more contents than the file's \(bytes.count) bytes "
                        + "(objects overlap)")
            }
        }

        /// The count of a container, string or data object: the marker's low nibble, or the
        /// integer object after it when that is 15. Returns the count and where contents start.
        func count(marker: UInt8, at offset: Int, number: Int) throws(PropertyListError) -> (Int, Int) {
            let low = Int(marker & 0x0F)
            if low != 0x0F { return (low, offset + 1) }
            try require(offset + 1, 1, for: number, what: "the count's marker")
            let intMarker = bytes[offset + 1]
            guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else {
                throw PropertyListError(
                    offset: offset + 1,
                    message:
                        "object \(number): the count's marker is 0x\(hexByte(intMarker)), expected an integer (0x10…0x13)"
                )
            }
            let size = 1 << Int(intMarker & 0x0F)
            try require(offset + 2, size, for: number, what: "the count")
            let value = unsigned(at: offset + 2, size: size)
            guard value <= UInt64(objectsEnd) else {
                throw PropertyListError(
                    offset: offset + 2, message: "object \(number): count \(value) is larger than the file")
            }
            return (Int(value), offset + 2 + size)
        }

        func references(_ count: Int, at offset: Int, number: Int) throws(PropertyListError) {
            let (total, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else {
                throw PropertyListError(offset: offset, message: "object \(number): \(count) references overflow")
            }
            try require(offset, total, for: number, what: "\(count) references")
            for k in 0..<count {
                let at = offset + k * referenceSize
                let ref = unsigned(at: at, size: referenceSize)
                guard ref < UInt64(objectCount) else {
                    throw PropertyListError(
                        offset: at,
                        message: "object \(number) refers to object \(ref), but there are \(objectCount) objects")
                }
            }
        }

        /// Checks the object at `offset` as `BinaryPropertyList.object(_:)` reads it.
        mutating func object(at offset: Int, number n: Int) throws(PropertyListError) {
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                if marker == 0x00 || marker == 0x08 || marker == 0x09 { return }
            case 0x1:
                guard low <= 4 else { break }
                let size = 1 << low
                try require(offset + 1, size, for: n, what: "a \(size)-byte integer")
                if size == 16 {
                    // CoreFoundation writes 16 bytes only for values beyond Int64; those that fit are kept.
                    let high = unsigned(at: offset + 1, size: 8)
                    let value = Int64(bitPattern: unsigned(at: offset + 9, size: 8))
                    guard (high == 0 && value >= 0) || (high == UInt64.max && value < 0) else {
                        throw PropertyListError(
                            offset: offset, message: "object \(n): a 128-bit integer beyond 64 bits")
                    }
                }
                return
            case 0x2:
                guard low == 2 || low == 3 else { break }
                let size = 1 << low
                try require(offset + 1, size, for: n, what: "a \(size)-byte real")
                return
            case 0x3:
                guard marker == 0x33 else { break }
                try require(offset + 1, 8, for: n, what: "a date")
                return
            case 0x4:
                let (count, start) = try self.count(marker: marker, at: offset, number: n)
                try require(start, count, for: n, what: "\(count) bytes of data")
                try spend(count, at: offset, for: n)
                return
            case 0x5:
                let (count, start) = try self.count(marker: marker, at: offset, number: n)
                try require(start, count, for: n, what: "an ASCII string of \(count)")
                try spend(count, at: offset, for: n)
                return
            case 0x6:
                let (count, start) = try self.count(marker: marker, at: offset, number: n)
                try require(start, count * 2, for: n, what: "a UTF-16 string of \(count)")
                try spend(count, at: offset, for: n)
                return
            case 0x8:
                let size = low + 1
                try require(offset + 1, size, for: n, what: "a \(size)-byte UID")
                let value = unsigned(at: offset + 1, size: size)
                guard value <= UInt64(Int32.max) else {
                    throw PropertyListError(offset: offset, message: "object \(n): UID \(value) is out of range")
                }
                return
            case 0xA, 0xB, 0xC:
                let (count, start) = try self.count(marker: marker, at: offset, number: n)
                try spend(count, at: offset, for: n)
                try references(count, at: start, number: n)
                return
            case 0xD:
                let (count, start) = try self.count(marker: marker, at: offset, number: n)
                try spend(2 * count, at: offset, for: n)
                try references(count, at: start, number: n)
                try references(count, at: start + count * referenceSize, number: n)
                return
            default:
                break
            }
            throw PropertyListError(offset: offset, message: "object \(n): unknown marker 0x\(hexByte(marker))")
        }
    }
}

/// Reading the checked objects. Nothing here fails or traps on a list `parse` accepted: every
/// offset, count and reference was checked against the bytes there.
extension BinaryPropertyList {
    /// A big-endian unsigned integer of `size` (1…8) bytes.
    func unsigned(at offset: Int, size: Int) -> UInt64 {
        var v: UInt64 = 0
        for k in 0..<size { v = v << 8 | UInt64(bytes[offset + k]) }
        return v
    }

    /// The byte offset of object `n`, read from the offset table (for error messages, and
    /// where its bytes are).
    package func offset(_ n: Int) -> Int {
        Int(unsigned(at: tableOffset + n * offsetSize, size: offsetSize))
    }

    /// The count and where the contents start, for a data, string or container object.
    func counted(at offset: Int) -> (count: Int, start: Int) {
        let low = Int(bytes[offset] & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        return (Int(unsigned(at: offset + 2, size: size)), offset + 2 + size)
    }

    /// What object `n` is, for messages (`PropertyListObject.kindName`), without decoding it.
    package func kindName(_ n: Int) -> String {
        let marker = bytes[offset(n)]
        switch marker >> 4 {
        case 0x0: return marker == 0x00 ? "null" : "a boolean"
        case 0x1: return "an integer"
        case 0x2: return "a real"
        case 0x3: return "a date"
        case 0x4: return "data"
        case 0x5, 0x6: return "a string"
        case 0x8: return "a UID"
        case 0xA: return "an array"
        case 0xB, 0xC: return "a set"
        default: return "a dictionary"
        }
    }

    /// Whether object `n` is null (marker 0x00).
    package func isNull(_ n: Int) -> Bool { bytes[offset(n)] == 0x00 }

    /// Object `n`'s UID, or nil if it is not one.
    package func uid(_ n: Int) -> Int? {
        let at = offset(n)
        guard bytes[at] >> 4 == 0x8 else { return nil }
        return Int(unsigned(at: at + 1, size: Int(bytes[at] & 0x0F) + 1))
    }

    /// Object `n` as a string, or nil if it is not one. An ASCII string's bytes above 0x7F are
    /// read as Latin-1, never rejected; a UTF-16 string's unpaired surrogates become U+FFFD:
    /// deterministic, never a failure.
    package func string(_ n: Int) -> String? {
        let at = offset(n)
        switch bytes[at] >> 4 {
        case 0x5:
            let (count, start) = counted(at: at)
            var s = String.UnicodeScalarView()
            for b in bytes[start..<start + count] { s.append(Unicode.Scalar(b)) }
            return String(s)
        case 0x6:
            let (count, start) = counted(at: at)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for k in 0..<count {
                units.append(UInt16(bytes[start + 2 * k]) << 8 | UInt16(bytes[start + 2 * k + 1]))
            }
            return String(decoding: units, as: UTF16.self)
        default:
            return nil
        }
    }

    /// Whether object `n` is the string `text`, which must be ASCII. An ASCII string object is
    /// compared byte for byte without making a string (no Latin-1 text is canonically
    /// equivalent to ASCII text, so this is Swift's `==`); a UTF-16 one is decoded.
    package func isString(_ n: Int, _ text: String) -> Bool {
        let at = offset(n)
        switch bytes[at] >> 4 {
        case 0x5:
            let (count, start) = counted(at: at)
            guard count == text.utf8.count else { return false }
            var k = start
            for b in text.utf8 {
                guard bytes[k] == b else { return false }
                k += 1
            }
            return true
        case 0x6: return string(n) == text
        default: return false
        }
    }

    /// Object `n`'s members if it is an array or a set (markers 0xA, 0xB, 0xC), read in place.
    package func members(_ n: Int) -> PropertyListReferences? {
        let at = offset(n)
        guard [0xA, 0xB, 0xC].contains(bytes[at] >> 4) else { return nil }
        let (count, start) = counted(at: at)
        return PropertyListReferences(bytes: bytes, start: start, count: count, size: referenceSize)
    }

    /// Object `n`'s members if it is an array (marker 0xA), read in place.
    package func array(_ n: Int) -> PropertyListReferences? {
        bytes[offset(n)] >> 4 == 0xA ? members(n) : nil
    }

    /// Object `n`'s keys and values if it is a dictionary, read in place.
    package func dictionary(_ n: Int) -> (keys: PropertyListReferences, values: PropertyListReferences)? {
        let at = offset(n)
        guard bytes[at] >> 4 == 0xD else { return nil }
        let (count, start) = counted(at: at)
        return (
            PropertyListReferences(bytes: bytes, start: start, count: count, size: referenceSize),
            PropertyListReferences(
                bytes: bytes, start: start + count * referenceSize, count: count, size: referenceSize)
        )
    }

    /// Object `n` as a number: an integer, a real or a boolean (1 or 0); nil for anything else.
    package func number(_ n: Int) -> Double? {
        switch object(n, containers: false) {
        case .integer(let i): return Double(i)
        case .real(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// Object `n`, decoded whole (a container's members as object numbers).
    package func object(_ n: Int) -> PropertyListObject { object(n, containers: true) }

    /// Object `n`; without `containers`, a container's members are not read (left empty).
    func object(_ n: Int, containers: Bool) -> PropertyListObject {
        let at = offset(n)
        let marker = bytes[at]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0: return marker == 0x00 ? .null : .bool(marker == 0x09)
        case 0x1:
            if low == 4 { return .integer(Int64(bitPattern: unsigned(at: at + 9, size: 8))) }
            let size = 1 << low
            let raw = unsigned(at: at + 1, size: size)
            // 1-, 2- and 4-byte integers are unsigned, 8-byte ones signed (CFBinaryPList.c).
            return .integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
        case 0x2:
            let raw = unsigned(at: at + 1, size: 1 << low)
            return .real(low == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        case 0x3: return .date(Double(bitPattern: unsigned(at: at + 1, size: 8)))
        case 0x4:
            let (count, start) = counted(at: at)
            return .data(Array(bytes[start..<start + count]))
        case 0x5, 0x6: return .string(string(n) ?? "")
        case 0x8: return .uid(uid(n) ?? 0)
        case 0xA, 0xB, 0xC:
            let members = containers ? Array(self.members(n) ?? .empty) : []
            return marker >> 4 == 0xA ? .array(members) : .set(members)
        default:
            guard containers, let (keys, values) = dictionary(n) else { return .dictionary(keys: [], values: []) }
            return .dictionary(keys: Array(keys), values: Array(values))
        }
    }
}

/// A container's members, read from the list's bytes as they are asked for: object numbers,
/// each checked below the list's count when the list was parsed.
package struct PropertyListReferences: RandomAccessCollection, Sendable {
    let bytes: [UInt8]
    let start: Int
    package let count: Int
    let size: Int

    /// No members.
    package static let empty = PropertyListReferences(bytes: [], start: 0, count: 0, size: 1)

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Int {
        var v = 0
        let at = start + position * size
        for k in 0..<size { v = v << 8 | Int(bytes[at + k]) }
        return v
    }
}

func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}

/// One object of a binary property list. Containers hold object numbers.
package enum PropertyListObject: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    case data([UInt8])
    case string(String)
    /// A keyed archive's reference into its `$objects`.
    case uid(Int)
    case array([Int])
    /// A set or an ordered set (markers 0xC and 0xB).
    case set([Int])
    case dictionary(keys: [Int], values: [Int])

    /// What the object is, for messages.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "an integer"
        case .real: return "a real"
        case .date: return "a date"
        case .data: return "data"
        case .string: return "a string"
        case .uid: return "a UID"
        case .array: return "an array"
        case .set: return "a set"
        case .dictionary: return "a dictionary"
        }
    }
}

/// A malformed binary property list or keyed archive: where (byte offset, and the archive path
/// when known) and what.
package struct PropertyListError: Error, Sendable, Equatable {
    package var offset: Int
    /// The object path in the archive (`$top.root.hierarchyInfo.…`); empty for the reader's own errors.
    package var path: String = ""
    package var message: String

    package init(offset: Int, path: String = "", message: String) {
        self.offset = offset
        self.path = path
        self.message = message
    }

    /// The located error for `file` (FORMAT §5): a binary file has no lines, so the byte offset
    /// leads the message and the archive path is the error's path.
    package func error(file: String) -> TraceError {
        TraceError(file: file, line: 0, column: 0, path: path, message: "byte \(offset): \(message)")
    }
}
