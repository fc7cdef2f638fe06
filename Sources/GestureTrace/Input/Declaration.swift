/// Where a view or recognizer id is declared in a trace or scene document: the position and
/// JSON path of its `"id"` value.
///
/// A rule broken at the end of a replay (a recognizer never reset, a touch never finished on
/// its view) belongs to no input record, so its message pointed nowhere; it points at the
/// declaration of the recognizer or view it names instead (issue 25, left from round 2). The
/// decoded scene keeps no positions (memory), so the document is parsed again on this error
/// path only, and searched in one pass over its nodes: no recursion, linear in the document.
package struct Declaration: Sendable, Equatable {
    package var file: String
    package var line: Int
    package var column: Int
    package var path: String

    /// The first object member `"id": "<id>"` in `bytes`, or nil when the document does not
    /// parse or declares no such id (ids are unique across a scene's views, recognizers and
    /// SwiftUI nodes, FORMAT §2, so the first is the one).
    package static func find(id: String, in bytes: [UInt8], file: String) -> Declaration? {
        guard let document = try? JSONDocument.parse(bytes) else { return nil }
        for node in 0..<document.nodeCount where document.kind(node) == .object {
            for (key, value) in document.members(of: node)
            where document.kind(value) == .string && document.string(key) == "id" && document.string(value) == id {
                let location = document.location(value)
                return Declaration(
                    file: file, line: location.line, column: location.column,
                    path: document.path(to: value).description)
            }
        }
        return nil
    }

    /// The scene file a trace names by path (`"scene": "s.scene.json"`), nil for an inline
    /// scene or a document that does not parse.
    package static func scenePath(inTrace bytes: [UInt8]) -> String? {
        guard let document = try? JSONDocument.parse(bytes), document.kind(document.root) == .object else {
            return nil
        }
        for (key, value) in document.members(of: document.root)
        where document.string(key) == "scene" && document.kind(value) == .string {
            return document.string(value)
        }
        return nil
    }
}
