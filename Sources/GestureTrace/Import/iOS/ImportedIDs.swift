/// The ids an importer has given so far, so each new view, controller or recognizer gets one of
/// its own (FORMAT §2: ids are unique across the scene). A repeated stem takes the first free
/// `_2`, `_3` … suffix, in the order the importer meets the objects, so ids are deterministic.
/// Shared by the importers that name objects by class and address and may meet an address
/// twice (`RecursiveDescriptionImporter`, `LookinImporter`, `XcodeViewHierarchyImporter`).
struct ImportedIDs {
    private var used: Set<String> = []
    /// Per stem met more than once, the suffix its next search starts from: every smaller one
    /// is taken, and ids are never given back. Searching from 2 each time made n objects of one
    /// stem cost n²/2 lookups: a dump of 20 000 views at one address took 3 minutes to import
    /// (RELIABILITY, round 6).
    private var nextSuffix: [String: Int] = [:]

    /// `base` if no object has it yet, else `base_k` with the smallest free k ≥ 2; taken either way.
    mutating func unique(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var k = nextSuffix[base] ?? 2
        while used.contains("\(base)_\(k)") { k += 1 }
        nextSuffix[base] = k + 1
        let id = "\(base)_\(k)"
        used.insert(id)
        return id
    }
}
