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
    ///
    /// Ids are Swift strings everywhere else (`why`, `--set`, references, records), which
    /// compare by canonical equivalence, as the dictionary this table replaced did: `café`
    /// spelled NFC (U+00E9) and NFD (e, U+0301) is one id, and declared twice a duplicate
    /// (FORMAT §2). Comparing bytes alone took the two spellings for two ids that every lookup
    /// then took for one (RELIABILITY, round 5). So once a non-ASCII id is declared the table
    /// turns canonical: every id is hashed with `String`'s own hash (canonical; seeded per
    /// process, so a slot may differ between runs, never what is found) and a pair with a
    /// non-ASCII side is compared as strings. Until then ids are bytes, and a non-ASCII key
    /// looked up can only be another spelling of an ASCII id (`asciiSpelling(of:)`).
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
        /// Whether a non-ASCII id was declared: ids are then hashed and compared canonically.
        private var canonical = false

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

        private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            if canonical {
                return UInt64(bitPattern: Int64(String(decoding: bytes, as: UTF8.self).hashValue))
            }
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes {
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
            return h
        }

        /// The index of the entry holding `bytes`, or nil.
        private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard !slots.isEmpty else { return nil }
            if !canonical && !IdTable.isASCII(bytes) {
                // Every id is ASCII: only an ASCII id's other spelling can be found.
                guard var spelling = IdTable.asciiSpelling(of: bytes) else { return nil }
                return spelling.withUTF8 { find($0) }
            }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash(bytes)) & mask
            while true {
                let stored = slots[slot]
                if stored == 0 { return nil }
                let index = Int(stored) - 1
                if withKey(of: index, { same($0, bytes) }) { return index }
                slot = (slot + 1) & mask
            }
        }

        /// Whether two ids are one: their bytes, or, once the table is canonical and either is
        /// not ASCII, their canonical equivalence (the two may differ in length).
        private func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            if canonical && !(IdTable.isASCII(a) && IdTable.isASCII(b)) {
                return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
            }
            return IdTable.equal(a, b)
        }

        private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for b in bytes where b > 0x7F { return false }
            return true
        }

        /// The ASCII scalars that a non-ASCII scalar is canonically equivalent to on its own:
        /// Unicode's three singleton decompositions into ASCII (UnicodeData.txt: U+037E GREEK
        /// QUESTION MARK is `;`, U+1FEF GREEK VARIA is a grave accent, U+212A KELVIN SIGN is
        /// `K`). Every other non-ASCII scalar decomposes to, or is, a non-ASCII scalar, so a
        /// string holding one is no ASCII string's spelling. `ReliabilityRound6Tests` checks the
        /// list against the runtime's own comparison over every scalar.
        static let asciiSingletons: [(scalar: UInt32, ascii: UInt8)] = [
            (0x037E, 0x3B), (0x1FEF, 0x60), (0x212A, 0x4B),
        ]

        /// The ASCII string canonically equivalent to `bytes`, or nil when there is none.
        static func asciiSpelling(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
            let text = String(decoding: bytes, as: UTF8.self)
            var ascii: [UInt8] = []
            ascii.reserveCapacity(bytes.count)
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    ascii.append(UInt8(truncatingIfNeeded: scalar.value))
                } else if let singleton = asciiSingletons.first(where: { $0.scalar == scalar.value }) {
                    ascii.append(singleton.ascii)
                } else {
                    return nil
                }
            }
            let spelling = String(decoding: ascii, as: UTF8.self)
            return spelling == text ? spelling : nil
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
            if !canonical && !IdTable.isASCII(bytes) {
                canonical = true
                if !slots.isEmpty { rehash(slotCount: slots.count) }
            }
            if let index = find(bytes) {
                // The same id (its bytes, or another spelling of them), so the same key
                // whichever node declares it now.
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
            place(index, hash: hash(bytes))
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
            if slotCount == slots.count {
                // Hashed again at the same size (the table turning canonical): cleared in
                // place, as a second array beside the first peaked 2 MiB higher for 300 000 ids.
                for k in slots.indices { slots[k] = 0 }
            } else {
                slots = Array(repeating: 0, count: slotCount)
            }
            for index in entries.indices {
                place(index, hash: withKey(of: index) { hash($0) })
            }
        }
    }
}
