extension SceneDecoder {
    /// The scene's ids (FORMAT §2.1: views, controllers, recognizers and SwiftUI nodes share
    /// one namespace) and what each names, while a scene is decoded.
    ///
    /// A scene may declare hundreds of thousands of ids, and a `[String: IdEntry]` cost 57
    /// bytes an id (17 MiB of the 122 MiB that validating 300 000 flat views took, issue 25):
    /// a 16-byte key and the entry in buckets kept under three quarters full, and the key's
    /// own allocation for an id over 15 bytes. Here the ids' bytes sit end to end in one
    /// arena, each entry is 20 bytes (its bytes' range and the 12-byte `IdEntry`), and an
    /// open-addressing table of 4-byte slots points at the entries: about 33 bytes an id of 7
    /// bytes. The hash is FNV-1a over the UTF-8 bytes, with no per-process seed, so the work
    /// done is the same on every run; nothing is ever read in table order.
    struct IdTable {
        private struct Entry {
            var offset: UInt32
            var length: UInt32
            var value: IdEntry
        }

        /// 0 for an empty slot, else 1 + the entry's index. The slot count is a power of two,
        /// at most three quarters full.
        private var slots: [UInt32] = []
        private var entries: [Entry] = []
        private var arena: [UInt8] = []

        /// The number of ids.
        var count: Int { entries.count }

        /// How many slots the table holds (`SceneMemoryTests`).
        var slotCount: Int { slots.count }

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
                return key.withUTF8 { bytes in find(bytes).map { entries[$0].value } }
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
                if matches(index, bytes) { return index }
                slot = (slot + 1) & mask
            }
        }

        private func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let entry = entries[index]
            guard Int(entry.length) == bytes.count else { return false }
            return arena.withUnsafeBufferPointer { stored in
                var k = 0
                let offset = Int(entry.offset)
                while k < bytes.count {
                    if stored[offset + k] != bytes[k] { return false }
                    k += 1
                }
                return true
            }
        }

        private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ value: IdEntry) {
            if let index = find(bytes) {
                entries[index].value = value
                return
            }
            if (entries.count + 1) > slots.count / 4 * 3 {
                rehash(slotCount: IdTable.slotCount(for: entries.count + 1))
            }
            let entry = Entry(
                offset: UInt32(truncatingIfNeeded: arena.count), length: UInt32(truncatingIfNeeded: bytes.count),
                value: value)
            arena.append(contentsOf: bytes)
            entries.append(entry)
            place(entries.count - 1, hash: IdTable.hash(bytes))
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
                let entry = entries[index]
                let hash = arena.withUnsafeBufferPointer { stored in
                    IdTable.hash(
                        UnsafeBufferPointer(rebasing: stored[Int(entry.offset)..<Int(entry.offset + entry.length)]))
                }
                place(index, hash: hash)
            }
        }
    }
}
