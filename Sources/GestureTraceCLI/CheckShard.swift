/// One of n parts of a corpus (`check --shard i/n`), so a CI matrix of n jobs checks the
/// whole corpus, each trace exactly once.
///
/// A trace's shard is a hash of its path (64-bit FNV-1a of the UTF-8 bytes, modulo n), not its
/// position in the list: adding or removing a trace never moves another one to a different job,
/// so a failure stays in the job where it was first seen. The paths must be spelled the same in
/// every job (`check traces` everywhere, not `traces` in one and `./traces` in another).
package struct CheckShard: Sendable, Equatable {
    /// 1-based index of this shard.
    package var index: Int
    package var count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, with 1 <= i <= n, each a whole number in digits (no sign).
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = ArgumentScanner.wholeNumber(parts[0]),
            let n = ArgumentScanner.wholeNumber(parts[1])
        else { return nil }
        self.init(index: i, count: n)
    }

    /// Whether the trace (or an orphaned golden, by its trace's path) at `path` is in this shard.
    package func contains(_ path: String) -> Bool {
        Int(Self.fnv1a(path) % UInt64(count)) == index - 1
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
