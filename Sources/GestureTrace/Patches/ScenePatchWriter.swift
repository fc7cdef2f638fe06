/// Setup patches written into a scene document's text (`why --fix N -o FILE`, FORMAT §3.6, §6):
/// each patch becomes the scene key that declares the same setting (FORMAT §2.1, §2.2), set on
/// the object that declares its target, and the rest of the text is kept byte for byte, so the
/// written scene reads as the input did with one change. The result is what `--set` replays:
/// a patch whose setting no scene key can say (a back swipe's delegate answer, a view's frame
/// with its bounds) is refused rather than approximated.
package enum ScenePatchWriter {
    /// Why a patch cannot be written.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String
    }

    /// The scene document of `document` (a trace with an inline `scene` object, or a scene
    /// document): the scene object's text with the format's version added, or nil when the trace names its scene
    /// by path (`Declaration.scenePath`) or the text does not parse.
    package static func inlineScene(in document: [UInt8]) -> [UInt8]? {
        guard let parsed = try? JSONDocument.parse(document), parsed.kind(parsed.root) == .object else { return nil }
        for (key, value) in parsed.members(of: parsed.root) where parsed.string(key) == "scene" {
            guard parsed.kind(value) == .object else { return nil }
            // A scene document carries the format's version (FORMAT §2), as the trace did.
            let start = parsed.offset(value)
            let version = "{\"gesturetrace\": 1" + (parsed.count(value) == 0 ? "" : ",")
            return Array(version.utf8) + Array(document[(start + 1)..<valueEnd(document, from: start)])
        }
        return document
    }

    /// `scene` (the decoded scene of `text`) with `patches` written into `text`, in order.
    package static func write(_ patches: [ScenePatch], into text: [UInt8], scene: Scene) throws(Refusal) -> [UInt8] {
        var bytes = text
        let ids = SceneIDs(scene)
        for patch in patches {
            bytes = try write(patch, into: bytes, scene: scene, ids: ids)
        }
        return bytes
    }

    /// Where a patch goes: the object declaring `id`, an optional sub-object (`scroll`,
    /// `navigation`), and the key.
    struct Place {
        var id: String
        var sub: String?
        var key: String
    }

    private static func place(of patch: ScenePatch, scene: Scene, ids: SceneIDs) throws(Refusal) -> Place {
        let key = patch.value.keyName
        func refuse(_ why: String) -> Refusal {
            Refusal(message: "\(patch.text) cannot be written into the scene: \(why)")
        }
        switch ids[patch.targetID] {
        case .none:
            throw refuse("the scene has no view or gesture recognizer '\(patch.targetID)'")
        case .recognizer(let r):
            let spec = scene.recognizers[r]
            if case .scrollViewPan = spec.kind {
                let view = scene.views[spec.view].id
                switch patch.value {
                case .requireToFail, .removeRequireToFail:
                    return Place(id: view, sub: "scroll", key: "panRequireToFail")
                case .change(.enabled): return Place(id: view, sub: "scroll", key: "scrollEnabled")
                default: throw refuse("a scroll view's pan has no scene key for \(key) (FORMAT §2.1 scroll)")
                }
            }
            if let role = spec.navigationRole {
                let view = scene.views[role.navigationView].id
                guard case .change(.enabled) = patch.value else {
                    throw refuse("a back swipe has no scene key for \(key) (FORMAT §2.1 navigation)")
                }
                if case .contentBackSwipe = role {
                    return Place(id: view, sub: "navigation", key: "contentPopGestureEnabled")
                }
                return Place(id: view, sub: "navigation", key: "popGestureEnabled")
            }
            if case .removeRequireToFail = patch.value {
                return Place(id: patch.targetID, sub: nil, key: ScenePatchKey.requireToFail.name)
            }
            return Place(id: patch.targetID, sub: nil, key: key)
        case .view:
            switch patch.value {
            case .change(.hidden), .change(.alpha), .change(.userInteractionEnabled):
                return Place(id: patch.targetID, sub: nil, key: key)
            case .change(.scrollEnabled), .change(.contentOffset), .delaysContentTouches, .canCancelContentTouches,
                .touchesShouldCancel, .transfersHorizontalScrollingToParent, .transfersVerticalScrollingToParent:
                return Place(id: patch.targetID, sub: "scroll", key: key)
            case .modalInPresentation, .shouldDismiss:
                return Place(id: patch.targetID, sub: "sheet", key: key)
            default:
                throw refuse("write it with --set instead (\(key) changes more than one scene key)")
            }
        }
    }

    private static func write(_ patch: ScenePatch, into bytes: [UInt8], scene: Scene, ids: SceneIDs) throws(Refusal)
        -> [UInt8]
    {
        let place = try place(of: patch, scene: scene, ids: ids)
        guard let document = try? JSONDocument.parse(bytes) else {
            throw Refusal(message: "the scene document does not parse")
        }
        guard let declaring = object(declaring: place.id, in: document) else {
            throw Refusal(
                message: "\(patch.text) cannot be written into the scene: '\(place.id)' is not declared in it")
        }
        var target = declaring
        if let sub = place.sub {
            guard let found = member(sub, of: declaring, in: document) else {
                // No `scroll`/`navigation` object yet: one with the key alone.
                return insert(
                    "\"\(sub)\": {\"\(place.key)\": \(try value(patch, existing: nil, in: document))}", into: declaring,
                    document: document, bytes: bytes)
            }
            guard document.kind(found) == .object else {
                throw Refusal(
                    message:
                        "\(patch.text) cannot be written into the scene: '\(sub)' of '\(place.id)' is not an object")
            }
            target = found
        }
        let names = [place.key] + SceneChangeKey.aliases.filter { $0.value.rawValue == place.key }.map(\.key).sorted()
        for name in names {
            if let existing = member(name, of: target, in: document) {
                let start = document.offset(existing)
                let text = try value(patch, existing: existing, in: document)
                return Array(bytes[..<start]) + Array(text.utf8) + Array(bytes[valueEnd(bytes, from: start)...])
            }
        }
        return insert(
            "\"\(place.key)\": \(try value(patch, existing: nil, in: document))", into: target, document: document,
            bytes: bytes)
    }

    /// The value's JSON text; a list key adds its ids to the ids already declared, and a
    /// removal takes its ids out of the declared `requireToFail` (an edge declared only by a
    /// delegate key is refused: `--set` removes it, the scene text would need another key).
    private static func value(_ patch: ScenePatch, existing: Int?, in document: JSONDocument) throws(Refusal) -> String
    {
        let added: [String]
        var removed: [String] = []
        switch patch.value {
        case .requireToFail(let ids), .simultaneousWith(.adding(let ids)): added = ids
        case .removeRequireToFail(let ids):
            added = []
            removed = ids
            guard existing != nil else {
                throw Refusal(
                    message:
                        "\(patch.text) cannot be written into the scene: the requirement is not declared by requireToFail; "
                        + "write it with --set instead")
            }
        default: return patch.value.jsonText
        }
        var list: [String] = []
        if let existing {
            switch document.kind(existing) {
            case .array:
                for element in document.elements(of: existing) {
                    if let id = document.string(element) { list.append(id) }
                }
            case .string where document.string(existing) == "all":
                return "\"all\""
            default:
                throw Refusal(
                    message:
                        "\(patch.text) cannot be written into the scene: its \(patch.value.keyName) is an expression")
            }
        }
        for id in added where !list.contains(id) { list.append(id) }
        if let missing = removed.first(where: { !list.contains($0) }) {
            throw Refusal(
                message:
                    "\(patch.text) cannot be written into the scene: requireToFail does not list '\(missing)' (a delegate "
                    + "key declares the requirement); write it with --set instead")
        }
        list.removeAll { removed.contains($0) }
        return ScenePatchValue.requireToFail(list).jsonText
    }

    /// `text` inserted as the object's member: after its `id` member when it has one, else
    /// first.
    private static func insert(_ text: String, into object: Int, document: JSONDocument, bytes: [UInt8]) -> [UInt8] {
        if let id = member("id", of: object, in: document) {
            let end = valueEnd(bytes, from: document.offset(id))
            return Array(bytes[..<end]) + Array(", \(text)".utf8) + Array(bytes[end...])
        }
        let open = document.offset(object) + 1
        let empty = document.count(object) == 0
        return Array(bytes[..<open]) + Array((text + (empty ? "" : ", ")).utf8) + Array(bytes[open...])
    }

    /// The first object with the member `"id": id` (ids are unique in a scene, FORMAT §2).
    private static func object(declaring id: String, in document: JSONDocument) -> Int? {
        for node in 0..<document.nodeCount where document.kind(node) == .object {
            if let value = member("id", of: node, in: document), document.string(value) == id { return node }
        }
        return nil
    }

    private static func member(_ name: String, of object: Int, in document: JSONDocument) -> Int? {
        for (key, value) in document.members(of: object) where document.string(key) == name { return value }
        return nil
    }

    /// The offset just past the JSON value that starts at `start` (a linear scan that skips
    /// strings: no recursion on the input's depth).
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var k = start
        var depth = 0
        var inString = false
        while k < bytes.count {
            let c = bytes[k]
            if inString {
                if c == UInt8(ascii: "\\") {
                    k += 2
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return k + 1 }
                }
            } else {
                switch c {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return k }
                    depth -= 1
                    if depth == 0 { return k + 1 }
                case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    if depth == 0 { return k }
                default: break
                }
            }
            k += 1
        }
        return k
    }
}
