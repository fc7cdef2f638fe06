/// A set of touch ids tuned for the usual handful: a list searched linearly, plus a hash set
/// once it grows past `listLimit`, so 1000 simultaneous touches stay linear-time per event.
///
/// Hashing a `TouchID` costs far more than comparing a few of them, and a trace rarely has
/// more than ten fingers down (FORMAT §3.1 limits it to 1000).
struct TouchIDSet {
    static let listLimit = 24
    private(set) var list: [TouchID] = []
    private var hashed: Set<TouchID>?

    var count: Int { list.count }

    func contains(_ id: TouchID) -> Bool {
        if let hashed { return hashed.contains(id) }
        return list.contains(id)
    }

    mutating func insert(_ id: TouchID) {
        list.append(id)
        if hashed != nil {
            hashed?.insert(id)
        } else if list.count > TouchIDSet.listLimit {
            hashed = Set(list)
        }
    }

    /// Removes `id`; returns whether it was present.
    mutating func remove(_ id: TouchID) -> Bool {
        guard let index = list.firstIndex(of: id) else { return false }
        list.remove(at: index)
        hashed?.remove(id)
        if list.count <= TouchIDSet.listLimit / 2 { hashed = nil }
        return true
    }

    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        hashed = nil
    }
}
