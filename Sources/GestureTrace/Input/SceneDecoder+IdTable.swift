extension SceneDecoder {
    /// The scene's ids (FORMAT §2.1: views, controllers, recognizers and SwiftUI nodes share
    /// one namespace) and what each names, while a scene is decoded.
    ///
    /// A scene may declare hundreds of thousands of ids, and a `[String: IdEntry]` cost 57
    /// bytes an id (17 MiB of the 122 MiB that validating 300 000 flat views took, issue 25):
    /// a 16-byte key and the entry in buckets kept under three quarters full, and the key's
    /// own allocation for an id over 15 bytes. Here an entry is the 12-byte `IdEntry` alone,
    /// in an open-addressing table of 4-byte slots: about 19 bytes an id. An id's bytes are
    /// not copied when they are the text of the string it was declared by (its `IdEntry.node`,
    /// written without escapes: nearly every id); the others (a scroll view's `<id>.pan` and
    /// the other built-in recognizers, an id written with escapes) keep their bytes in one
    /// arena. The hash is FNV-1a over the UTF-8 bytes, with no per-process seed, so the work
    /// done is the same on every run; nothing is ever read in table order.
    struct IdTable {
        /// The document the ids are declared in: its text holds most ids' bytes. It must be
        /// the one the `IdEntry` nodes index (the decoder's).
        private let document: JSONDocument
        private var entries: [IdEntry] = []
        /// 0 for an empty slot, else 1 + the entry's index. The slot count is a power of two,
        /// at most three quarters full.
        private var slots: [UInt32] = []
        /// The bytes of the ids that are not their declaring string's text, by entry index.
        private var arenaKeys: [Int: (offset: UInt32, length: UInt32)] = [:]
        private var arena: [UInt8] = []

        init(document: JSONDocument) {
            self.document = document
        }

        /// The number of ids.
        var count: Int { entries.count }

        /// How many slots the table holds, and how many ids keep a copy of their bytes
        /// (`SceneMemoryTests`).
        var slotCount: Int { slots.count }
        var copiedKeys: Int { arenaKeys.count }

        /// Makes room for `total` ids with no rehash and no entry copy.
        mutating func reserveCapacity(_ total: Int) {
            entries.reserveCapacity(total)
            let wanted = IdTable.slotCount(for: total)
            if wanted > slots.count { rehash(slotCount: wanted) }
        }

        /// The entry of `id`, or nil. Setting inserts, or replaces an existing id's entry.
        subscript(id: String) -> IdEntry? {
            get {
                var key = id
                return key.withUTF8 { bytes in find(bytes).map { entries[$0] } }
            }
            set {
                guard let newValue else { return }
                var key = id
                key.withUTF8 { bytes in insert(bytes, newValue) }
            }
        }

        /// The slot count for `total` ids: a power of two, at least 4/3 of `total`.
        private static func slotCount(for total: Int) -> Int {
            var count = 16
            while count / 4 * 3 < total { count *= 2 }
            return count
        }

        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes {
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
            return h
        }

        /// The index of the entry holding `bytes`, or nil.
        private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: IdTable.hash(bytes)) & mask
            while true {
                let stored = slots[slot]
                if stored == 0 { return nil }
                let index = Int(stored) - 1
                if withKey(of: index, { IdTable.equal($0, bytes) }) { return index }
                slot = (slot + 1) & mask
            }
        }

        private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard a.count == b.count else { return false }
            var k = 0
            while k < a.count {
                if a[k] != b[k] { return false }
                k += 1
            }
            return true
        }

        /// Calls `body` with the bytes of entry `index`'s id.
        private func withKey<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if let copied = arenaKeys[index] {
                return arena.withUnsafeBufferPointer { stored in
                    body(UnsafeBufferPointer(rebasing: stored[Int(copied.offset)..<Int(copied.offset + copied.length)]))
                }
            }
            return document.text.withUnsafeBufferPointer { text in
                body(UnsafeBufferPointer(rebasing: text[IdTable.declaredRange(entries[index].node, in: document)]))
            }
        }

        /// The text of string node `node` between its quotes when it has no escapes, else an
        /// empty range at 0 (never equal to an id's bytes: ids are not empty once declared by
        /// such a node, and an empty id is kept in the arena).
        private static func declaredRange(_ node: Int, in document: JSONDocument) -> Range<Int> {
            guard node >= 0, node < document.nodeCount, document.kind(node) == .string,
                document.nodes[node].flags & JSONDocument.Flag.escaped == 0
            else { return 0..<0 }
            return (document.offset(node) + 1)..<document.stringEnd(node)
        }

        private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ value: IdEntry) {
            if let index = find(bytes) {
                // The same bytes, so the same key whichever node declares it now.
                let copied = arenaKeys[index] != nil
                entries[index] = value
                if !copied && !declares(value.node, bytes) { copyKey(index, bytes) }
                return
            }
            if (entries.count + 1) > slots.count / 4 * 3 {
                rehash(slotCount: IdTable.slotCount(for: entries.count + 1))
            }
            entries.append(value)
            let index = entries.count - 1
            if bytes.isEmpty || !declares(value.node, bytes) { copyKey(index, bytes) }
            place(index, hash: IdTable.hash(bytes))
        }

        /// Whether string node `node`'s text (unescaped) is `bytes`.
        private func declares(_ node: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            document.text.withUnsafeBufferPointer { text in
                IdTable.equal(UnsafeBufferPointer(rebasing: text[IdTable.declaredRange(node, in: document)]), bytes)
            }
        }

        private mutating func copyKey(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
            arenaKeys[index] = (UInt32(truncatingIfNeeded: arena.count), UInt32(truncatingIfNeeded: bytes.count))
            arena.append(contentsOf: bytes)
        }

        /// Puts entry `index` in the first free slot from its hash's.
        private mutating func place(_ index: Int, hash: UInt64) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(truncatingIfNeeded: index + 1)
        }

        private mutating func rehash(slotCount: Int) {
            slots = Array(repeating: 0, count: slotCount)
            for index in entries.indices {
                place(index, hash: withKey(of: index) { IdTable.hash($0) })
            }
        }
    }
}
