/// The ids an importer has given so far, so each new view, controller or recognizer gets one of
/// its own (FORMAT §2: ids are unique across the scene). A repeated stem takes the first free
/// `_2`, `_3` … suffix, in the order the importer meets the objects, so ids are deterministic.
/// Shared by the archive and capture importers (`LookinImporter`, `XcodeViewHierarchyImporter`),
/// which name objects by class and address and may meet an address twice.
struct ImportedIDs {
    private var used: Set<String> = []

    /// `base` if no object has it yet, else `base_k` with the smallest free k ≥ 2; taken either way.
    mutating func unique(_ base: String) -> String {
        var id = base
        var k = 2
        while used.contains(id) {
            id = "\(base)_\(k)"
            k += 1
        }
        used.insert(id)
        return id
    }
}
