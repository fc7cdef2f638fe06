// Shared by both fuzz harnesses.
/// Visits every node through the public accessors, as the decoders do.
enum FuzzWalk {
    static func touch(_ document: JSONDocument) {
        var sink = 0
        var index = 0
        // The tape is flat: every index below nodeCount is a node (keys included).
        while index < document.nodeCount {
            switch document.kind(index) {
            case .string:
                sink &+= document.string(index)?.utf8.count ?? 0
                sink &+= document.sourceText(index).utf8.count
            case .number:
                sink &+= document.number(index).map { $0.isFinite ? 1 : 2 } ?? 0
            case .array:
                for element in document.elements(of: index) { sink &+= element }
            case .object:
                for member in document.members(of: index) { sink &+= member.key ^ member.value }
            default:
                break
            }
            index += 1
        }
        // Locations and paths are what error messages are built from; take a few.
        let last = document.nodeCount - 1
        for node in [0, last / 2, last] where node >= 0 {
            let location = document.location(node)
            precondition(location.line >= 1 && location.column >= 1)
            sink &+= document.path(to: node).description.utf8.count
        }
        if sink == Int.min { print(sink) }
    }
}
