import Foundation
import Testing

@testable import GestureTraceCLI

/// `TemporaryFiles` tracks every temporary file in flight, however many: it had 64 fixed slots,
/// and a 65th file at once was written but not cleaned on SIGINT/SIGTERM (issue 25). The
/// handler unlinks exactly the names of `TemporaryFiles.tracked`'s table; the signal itself is
/// tested through the binary (ReliabilityRound3Tests `signalsCleanTemporaryFiles`,
/// `signalsDuringParallelCheck`).
@Suite struct TemporaryFilesTests {
    @Test("200 temporary files in flight at once are all tracked for the signal handler, each in its own slot")
    func everyFileTracked() throws {
        let dir = try ReliabilityTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let count = 3 * TemporaryFiles.initialCapacity + 8
        var created: [(path: String, fd: Int32, slot: Int?)] = []
        for k in 0..<count {
            let path = dir.appendingPathComponent(".f\(k).tmp").path
            let (fd, slot) = TemporaryFiles.create(path)
            created.append((path, fd, slot))
        }
        defer {
            for file in created {
                if file.fd >= 0 { close(file.fd) }
                unlink(file.path)
                TemporaryFiles.forget(file.slot)
            }
        }
        #expect(created.allSatisfy { $0.fd >= 0 && $0.slot != nil })
        #expect(Set(created.compactMap(\.slot)).count == count)
        // Other tests may have files of their own in flight: ours must all be there.
        let tracked = Set(TemporaryFiles.tracked)
        let missing = created.map(\.path).filter { !tracked.contains($0) }
        #expect(missing.isEmpty, "not tracked: \(missing.count) of \(count), first \(missing.first ?? "")")
        // Forgetting one frees its slot; the others stay tracked across the table's growth.
        TemporaryFiles.forget(created[0].slot)
        created[0].slot = nil
        let after = Set(TemporaryFiles.tracked)
        #expect(!after.contains(created[0].path))
        #expect(created.dropFirst().allSatisfy { after.contains($0.path) })
    }

    @Test("a creation that fails is not tracked")
    func failedCreationUntracked() throws {
        let dir = try ReliabilityTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("missing/.x.tmp").path
        let (fd, slot) = TemporaryFiles.create(path)
        #expect(fd < 0 && slot == nil)
        #expect(!TemporaryFiles.tracked.contains(path))
    }
}
