import GestureTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A large regular file mapped privately, so that decoding it never holds all its bytes
/// (issue 16, peak memory ≤ 1.5 × the file). Nothing writes to the mapping; on Linux it is
/// writable only so that the kernel may copy its pages ahead of the reader (`fillAhead`).
///
/// The decoder reads the mapping front to back (`TraceDecoder.decode(lending:…)`) and reports
/// how far it got; `release(upTo:)` then drops the whole pages behind it from the process
/// (`MADV_DONTNEED`). The mapping is private and read-only, so a dropped page is simply read
/// from the file again if it is touched again: the scene and keys before `events` once the
/// events are decoded, or the whole text when an error must be located (line:column), which
/// therefore stays exactly as it was.
///
/// Nothing depends on the release for correctness: on Linux `MADV_DONTNEED` drops the pages at
/// once; on Darwin it is advice the kernel may act on later or not at all (the macOS madvise(2)
/// man page: the pages "may be" reused), so there the peak can reach the whole file, never the
/// bytes read (issue 24 item 1). Either way a page touched again is read from the file.
///
/// Only a regular file of at least `minimumSize` bytes is mapped (`InputFile` has checked
/// its kind and size on the open descriptor). Smaller files, standard input, FIFOs and
/// devices are read the ordinary way: below a megabyte the saving is at most that, and
/// `check`'s thousands of small traces keep one `read` each.
///
/// A mapped file that another process truncates while it is decoded cannot be read past its
/// new end: `TruncationGuard` turns the fault into zero bytes and an error, never a crash.
///
/// A streamed replay reads the mapping twice (docs/DECISIONS.md "Streamed replay"): the
/// second reading's offsets start again at 0, and `release` then drops the pages behind it
/// again. Between and after the readings `changed` compares the file's size and modification
/// time with those it had when it was mapped (on a descriptor kept open, so a file renamed
/// over it, which leaves this mapping on the old file, is not a change).
package final class MappedFile {
    static let minimumSize = 1 << 20
    static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    let buffer: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer
    /// This mapping's entry in `TruncationGuard`.
    private let slot: Int
    /// Bytes from the start already released (a whole number of pages).
    private var released = 0
    /// Bytes from the start made private copies ahead of the reader (`fillAhead`), a whole
    /// number of pages; reset with `released` when a new reading starts.
    private var filled = 0
    /// Whether the kernel takes `MADV_POPULATE_WRITE` (Linux 5.14 and later); cleared at the
    /// first refusal, after which the pages are read through the mapping as before.
    private var fillsAhead = MappedFile.canFillAhead
    /// A descriptor of the mapped file, for `changed`.
    private let fd: Int32
    /// The file's size and modification time when it was mapped.
    private let stamp: Stamp

    struct Stamp: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int

        init(_ info: stat) {
            size = Int(info.st_size)
            #if canImport(Darwin)
                seconds = Int(info.st_mtimespec.tv_sec)
                nanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
                seconds = Int(info.st_mtim.tv_sec)
                nanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
        }
    }

    /// Maps `file`, or nil when it should be read the ordinary way (small, or the mapping
    /// failed: the ordinary read then reports any real problem with its usual message).
    static func map(_ file: InputFile) -> MappedFile? {
        var info = stat()
        guard fstat(file.fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size >= minimumSize, size <= InputFile.maxSize else { return nil }
        guard let base = mapOffPageTableBoundary(file.fd, size: size) else { return nil }
        let fd = dup(file.fd)
        guard fd >= 0 else {
            _ = munmap(base, size)
            return nil
        }
        guard let slot = TruncationGuard.register(base, count: size) else {
            _ = munmap(base, size)
            _ = systemClose(fd)
            return nil
        }
        return MappedFile(base: base, count: size, slot: slot, fd: fd, stamp: Stamp(info))
    }

    /// The span one page table of the processor maps (2 MiB on x86-64 and arm64 with 4 KiB
    /// pages): the unit of a huge-page mapping, and the bound within which Linux maps a whole
    /// large folio of the page cache at one fault.
    static let pageTableSpan = 1 << 21

    /// Maps `size` bytes of `fd` read-only at an address one page past a multiple of
    /// `pageTableSpan` (nil when the kernel refuses the mapping).
    ///
    /// Why (issue 28 item 4, docs/PERFORMANCE.md "Figures: issue 28 item 4, round 6: the
    /// reading"): a file a program has just written sits in the page cache in large folios,
    /// up to 2 MiB each (`cp` fills it with smaller ones). Linux (6.18 here) maps such a folio
    /// whole at the first fault in it when the folio lies within one page table of the
    /// mapping (by a PMD entry for a 2 MiB folio, `thp_file_mapped` in /proc/vmstat; else its
    /// pages all at once), so the mapping's resident pages rose by up to 2 MiB ahead of the
    /// reader, whatever `release(upTo:)` dropped behind it: the benchmark's freshly written
    /// N = 10 000 session peaked at 19.6 MiB against 15.8 for a `cp` of it. Shifted by one
    /// page against the page tables, a 2 MiB folio straddles two of them and is mapped a
    /// fault-around window (64 KiB) at a time (a 1 MiB folio, half of the time); what is left
    /// is a smaller folio mapped whole ahead of the reader (17.0 MiB measured). `madvise`
    /// advice after a plain `mmap` (`MADV_NOHUGEPAGE`, `MADV_RANDOM`, `MADV_SEQUENTIAL`) was
    /// measured not to reach it (round 5). On Darwin the placement is harmless.
    ///
    /// How: reserve `size` plus a span and a page of address space (anonymous and read-only:
    /// its pages are never touched, so never resident), map the
    /// file over the reservation at the shifted address (`MAP_FIXED` replaces only pages of
    /// our own reservation), and give the reservation's unused head and tail back. A failed
    /// reservation falls back to a plain mapping.
    static func mapOffPageTableBoundary(_ fd: Int32, size: Int) -> UnsafeMutableRawPointer? {
        let span = pageTableSpan
        let reservedSize = size + span + pageSize
        guard let reserved = mmap(nil, reservedSize, PROT_READ, MAP_PRIVATE | MAP_ANON, -1, 0),
            reserved != MAP_FAILED
        else {
            guard let base = mmap(nil, size, protection, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
            return base
        }
        let reservedStart = Int(bitPattern: reserved)
        let start = (reservedStart + span - 1) / span * span + pageSize
        guard let wanted = UnsafeMutableRawPointer(bitPattern: start),
            let base = mmap(wanted, size, protection, MAP_PRIVATE | MAP_FIXED, fd, 0), base != MAP_FAILED
        else {
            _ = munmap(reserved, reservedSize)
            return nil
        }
        // The reservation's pages before and after the file's (whole pages: `start` is
        // page-aligned, and the file's mapping ends at its last page).
        let end = start + (size + pageSize - 1) / pageSize * pageSize
        if start > reservedStart { _ = munmap(reserved, start - reservedStart) }
        let reservedEnd = reservedStart + reservedSize
        if reservedEnd > end, let tail = UnsafeMutableRawPointer(bitPattern: end) {
            _ = munmap(tail, reservedEnd - end)
        }
        return base
    }

    private init(base: UnsafeMutableRawPointer, count: Int, slot: Int, fd: Int32, stamp: Stamp) {
        self.base = base
        self.slot = slot
        self.fd = fd
        self.stamp = stamp
        buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
    }

    deinit {
        TruncationGuard.unregister(slot)
        _ = munmap(base, buffer.count)
        _ = systemClose(fd)
    }

    /// Whether the file's size or modification time is not what it was when it was mapped
    /// (or it can no longer be asked).
    var changed: Bool {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return true }
        return Stamp(info) != stamp
    }

    /// Whether the file shrank while mapped and a read past its new end saw zeros instead.
    var truncated: Bool { TruncationGuard.faulted(slot) }

    /// Drops the whole pages before `offset` that are still held, and makes the next
    /// `readAhead` bytes private copies (`fillAhead`). An offset before those already dropped
    /// starts a new reading, whose pages are dropped again behind it.
    func release(upTo offset: Int) {
        let end = min(offset, buffer.count) / Self.pageSize * Self.pageSize
        if end < released {
            released = 0
            filled = end
        }
        fillAhead(from: offset)
        guard end > released else { return }
        // The last `pageTableSpan` before `released` is dropped again: a large folio of the
        // page cache that began behind the reader is mapped whole again when the reader
        // faults on its rest (see `mapOffPageTableBoundary`), pages already dropped included
        // (measured: a `cp`'d N = 10 000 session kept 4.5 MiB of such pages behind the reader
        // in the mapping placed off the boundary without this, 0.4 MiB with it).
        let from = max(0, released - Self.pageTableSpan)
        _ = madvise(base + from, end - from, MADV_DONTNEED)
        released = end
    }

    /// How far ahead of the reader's reported offset its bytes are made private copies: the
    /// reader reads at most `TraceDecoder.consumedReadAhead` bytes past the offset it last reported
    /// (the fused decoder's limit; the per-element path reports every element), so the copies
    /// are made before it reads them; each `MADV_POPULATE_WRITE` then covers at least
    /// `fillChunk` bytes, one system call per 64 KiB or more however often the offset is
    /// reported.
    static let readAhead = TraceDecoder.consumedReadAhead + fillChunk
    static let fillChunk = 1 << 16

    /// Turns the pages of `[offset, offset + readAhead)` not yet filled into private copies
    /// of the file's bytes before the reader reads them (Linux only).
    ///
    /// Why (issue 28 item 4, docs/PERFORMANCE.md "Figures: issue 28 item 4, round 7: the
    /// reading and memory"): a read fault on a file mapping maps the page cache's own pages,
    /// and Linux maps a large folio of a freshly written file whole at one fault, up to a
    /// megabyte ahead of the reader even in the mapping placed off the page-table boundary
    /// (`mapOffPageTableBoundary`): the fresh N = 10 000 session peaked 1.4 MiB above a `cp`
    /// of it. `MADV_POPULATE_WRITE` on a private mapping instead makes one anonymous copy per
    /// page of exactly the range asked for (a write fault copies the page on write and never
    /// maps the folio around it), and `release` drops those copies behind the reader as it
    /// dropped the file's pages: what the mapping holds is then the window between the two,
    /// whatever folios the page cache holds. The copies are of the file's bytes, so the
    /// reader sees the same text either way; a page outside the window (the scene read again
    /// after the events, an error's location) is read through the mapping as before.
    ///
    /// Safe: the mapping is private, so nothing is ever written to the file (the advice only
    /// makes the kernel copy pages; this process writes no byte). A range past a file that
    /// shrank fails with `EFAULT`, and truncating a file takes its mappings' private copies
    /// past the new end away too, so a read there still faults and `TruncationGuard` turns it
    /// into zeros and `truncated` (`MappedFileTests.copiedAhead`). On Darwin, which has no such
    /// advice and whose page cache showed no such folios, nothing changes.
    private func fillAhead(from offset: Int) {
        #if os(Linux)
            guard fillsAhead else { return }
            let want = min(offset + Self.readAhead - Self.fillChunk, buffer.count)
            guard want > filled else { return }
            let pages = (buffer.count + Self.pageSize - 1) / Self.pageSize * Self.pageSize
            let from = max(filled, min(offset, buffer.count) / Self.pageSize * Self.pageSize)
            let to = min((offset + Self.readAhead + Self.pageSize - 1) / Self.pageSize * Self.pageSize, pages)
            guard to > from else { return }
            if madvise(base + from, to - from, Self.populateWrite) != 0 && errno == EINVAL {
                fillsAhead = false
            }
            filled = to
        #endif
    }

    #if os(Linux)
        /// `MADV_POPULATE_WRITE` (linux/mman.h, asm-generic/mman-common.h: 23, since Linux 5.14):
        /// spelt out because C libraries older than the kernel (musl) do not define it.
        static let populateWrite: Int32 = 23
        /// The mapping is writable so that `MADV_POPULATE_WRITE` may copy its pages; it is
        /// private, so no write ever reaches the file, and nothing in the process writes to it.
        static let protection = PROT_READ | PROT_WRITE
        static let canFillAhead = true
    #else
        static let protection = PROT_READ
        static let canFillAhead = false
    #endif
}
