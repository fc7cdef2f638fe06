import Foundation
import Testing

@testable import GestureTraceCLI

/// The C library calls under names of their own (issue 24 item 1).
@Suite struct SystemCallsTests {
    /// Darwin's `write(2)` refuses more than `INT_MAX` bytes in one call (EINVAL), so each call
    /// is given at most a GiB and `writeAll` loops. A 3 GiB read-only anonymous mapping costs no
    /// memory (its pages are never touched by the process; `/dev/null` does not read them).
    @Test("one write hands the kernel at most 1 GiB; writeAll finishes a 3 GiB buffer")
    func writesInChunks() throws {
        let size = 3 << 30
        let region = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let region, region != MAP_FAILED else {
            Issue.record("cannot reserve 3 GiB of address space")
            return
        }
        defer { munmap(region, size) }
        let fd = systemOpen("/dev/null", O_WRONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { _ = systemClose(fd) }
        #expect(systemWriteLimit <= Int(Int32.max))
        #expect(systemWrite(fd, region, size) == systemWriteLimit)
        #expect(LocalFileSystem.writeAll(UnsafeRawBufferPointer(start: region, count: size), to: fd) == nil)
    }
}
