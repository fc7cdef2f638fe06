// libFuzzer entry point for the binary property list reader and the Lookin importer (not a
// SwiftPM target; see fuzz/run.sh).
//
// Every input must either fail with a located error (a PropertyListError turned into a
// TraceError with a message) or import into a scene that the scene decoder accepts: the
// importer never writes what `validate` rejects, and `gesturetrace import lookin` checks the
// same before it writes. When the bytes parse as a property list, every object is read back
// from the bytes, and the objects are also walked as a keyed archive (every UID resolved, every
// string and list read), so the resolver is exercised on lists that are not Lookin files.
//
// An input starting with 0x01 (never the first byte of a `bplist00` file) is a deep Lookin
// archive described by its next bytes (issue 25, round 4: the importers' nesting): a chain of
// display items 64 × b1 + b2 levels deep (at most 8 191), each with b3 % 4 leaf siblings
// (within 1 024 levels), class names picked from b4 on, and with b5 odd the deepest item's
// subitems pointing back at a level b6 names (a cycle). The importer must import it or refuse
// it with a message, never recurse on the depth, and the imported scene must decode.

@_cdecl("LLVMFuzzerTestOneInput")
public func propertyListFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes =
        size > 0 && data[0] == 1
        ? DeepLookinArchive.bytes(Array(UnsafeBufferPointer(start: data + 1, count: size - 1)))
        : Array(UnsafeBufferPointer(start: data, count: size))
    if let list = try? BinaryPropertyList.parse(bytes) {
        precondition(list.top < list.count)
        // The list keeps the file's bytes and reads each object when asked (issue 25, lookin7):
        // whatever `parse` accepted must read back, every object and its offset inside the file.
        for n in 0..<list.count {
            precondition(list.offset(n) < bytes.count)
            _ = list.object(n)
        }
        if let archive = try? KeyedArchive(list) {
            for n in 0..<list.count {
                _ = try? archive.instance(n, path: "")
                _ = try? archive.string(n, path: "")
                _ = try? archive.list(n, path: "")
                _ = try? archive.number(n, path: "")
            }
        }
    }
    let scene: ImportedScene
    do {
        (scene, _) = try LookinImporter.run(bytes: bytes, file: "fuzz.lookin")
    } catch {
        precondition(!error.message.isEmpty, "a TraceError without a message")
        return 0
    }
    let document = ImportedSceneWriter.document(scene)
    do throws(TraceError) {
        _ = try TraceDecoder.decodeScene(bytes: document, file: "imported.json")
    } catch {
        // A scene limit (10 000 recognizers) is an error the command reports; anything else is a bug.
        precondition(error.message.contains("recognizers"), "the importer wrote a scene the decoder rejects: \(error)")
    }
    return 0
}

/// Writes the deep Lookin archive an input describes (see the entry point), in LookinServer's
/// published layout as `LookinImporterTests.deepArchive` builds it: `$objects` holds the class
/// descriptions, one view object per class name and a frame, then per level an item, its
/// subitems array and its leaf siblings' items.
enum DeepLookinArchive {
    static let classNames = ["UIView", "UIScrollView", "UITableView", "UIButton", "UIWindow", "UILabel", "_UIPrivate"]

    static func bytes(_ shape: [UInt8]) -> [UInt8] {
        func at(_ k: Int) -> Int { k < shape.count ? Int(shape[k]) : 0 }
        // At most 8 191 levels, leaf siblings only within the first 1 024: 16 575 levels with two
        // leaves each took 85 s under the sanitizers on a loaded machine, past -timeout=10.
        let depth = max(1, min(8_191, at(0) * 64 + at(1)))
        let leaves = depth <= 1_024 ? at(2) % 4 : 0
        let cycle = at(4) % 2 == 1
        var objects: [PropertyListObject] = []
        func add(_ x: PropertyListObject) -> Int {
            objects.append(x)
            return objects.count - 1
        }
        func string(_ t: String) -> Int { add(.string(t)) }
        func classDescription(_ name: String) -> Int {
            add(
                .dictionary(
                    keys: [string("$classname"), string("$classes")],
                    values: [string(name), add(.array([string(name)]))]))
        }
        var entries: [Int] = [string("$null")]
        let itemClass = entries.count
        entries.append(classDescription("LookinDisplayItem"))
        let arrayClass = entries.count
        entries.append(classDescription("NSArray"))
        let objectClass = entries.count
        entries.append(classDescription("LookinObject"))
        // Per class name: its chain array, the view object naming it, the name.
        var views: [Int] = []
        for name in classNames {
            let chain = entries.count
            entries.append(
                add(
                    .dictionary(
                        keys: [string("NS.objects"), string("$class")],
                        values: [add(.array([add(.uid(chain + 2))])), add(.uid(arrayClass))])))
            views.append(entries.count)
            entries.append(
                add(
                    .dictionary(
                        keys: [string("classChainList"), string("$class")],
                        values: [add(.uid(chain)), add(.uid(objectClass))])))
            entries.append(string(name))
        }
        let frame = entries.count
        entries.append(string("{{0, 0}, {10, 10}}"))
        let fileClass = entries.count
        entries.append(classDescription("LookinHierarchyFile"))
        let infoClass = entries.count
        entries.append(classDescription("LookinHierarchyInfo"))
        // After the file and info entries, level L's item is `first + stride × L`.
        let first = entries.count + 2
        let stride = 2 + leaves
        let windows = add(.array([add(.uid(first))]))
        entries.append(
            add(
                .dictionary(
                    keys: [string("hierarchyInfo"), string("$class")],
                    values: [add(.uid(entries.count + 1)), add(.uid(fileClass))])))
        entries.append(
            add(.dictionary(keys: [string("1"), string("$class")], values: [windows, add(.uid(infoClass))])))
        let keys = [string("viewObject"), string("frame"), string("subitems"), string("$class")]
        func item(view: Int, subitems: Int) -> Int {
            add(.dictionary(keys: keys, values: [add(.uid(view)), add(.uid(frame)), subitems, add(.uid(itemClass))]))
        }
        for level in 0..<depth {
            let mine = first + stride * level
            let next = level + 1 < depth ? mine + stride : (cycle ? first + stride * (at(5) * 64 % depth) : -1)
            entries.append(item(view: views[at(3 + level % 3) % views.count], subitems: add(.uid(mine + 1))))
            var children = (0..<leaves).map { mine + 2 + $0 }
            if next >= 0 { children.insert(next, at: 0) }
            entries.append(add(.array(children.map { add(.uid($0)) })))
            for _ in 0..<leaves { entries.append(item(view: views[0], subitems: add(.uid(0)))) }
        }
        let top = add(.dictionary(keys: [string("root")], values: [add(.uid(first - 2))]))
        let objectsList = add(.array(entries))
        let archive = add(
            .dictionary(
                keys: [string("$archiver"), string("$top"), string("$objects")],
                values: [string("NSKeyedArchiver"), top, objectsList]))
        return write(objects, top: archive)
    }

    /// `bplist00` bytes of `objects` (CoreFoundation's layout: header, objects, offset table,
    /// trailer), for the object types the archive uses.
    static func write(_ objects: [PropertyListObject], top: Int) -> [UInt8] {
        let referenceSize = size(for: UInt64(max(objects.count - 1, 0)))
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects {
            offsets.append(out.count)
            switch o {
            case .string(let s):
                header(0x5, count: s.utf8.count, to: &out)
                out += Array(s.utf8)
            case .uid(let u):
                let s = size(for: UInt64(u))
                out.append(0x80 | UInt8(s - 1))
                append(UInt64(u), size: s, to: &out)
            case .array(let r):
                header(0xA, count: r.count, to: &out)
                for x in r { append(UInt64(x), size: referenceSize, to: &out) }
            case .dictionary(let k, let v):
                header(0xD, count: k.count, to: &out)
                for x in k + v { append(UInt64(x), size: referenceSize, to: &out) }
            default: out.append(0x00)
            }
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
        for k in Swift.stride(from: size - 1, through: 0, by: -1) {
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
}
