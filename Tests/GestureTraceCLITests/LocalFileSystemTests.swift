import Foundation
import Testing

@testable import GestureTraceCLI

/// The POSIX calls that replaced Foundation's `FileManager` and `ProcessInfo` in the tool
/// (issue 16): the same answers as Foundation gave, compared against Foundation itself here.
@Suite struct LocalFileSystemTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("localfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("entries lists every name but . and .., hidden and non-ASCII names included, as FileManager does")
    func entries() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["a.json", ".hidden", "é ü.golden"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()))
        }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        let listed = try LocalFileSystem().entries(ofDirectory: dir).sorted()
        #expect(listed == [".hidden", "a.json", "sub", "é ü.golden"])
        #expect(listed == (try FileManager.default.contentsOfDirectory(atPath: dir)).sorted())
        // The system's reason: the caller names the folder (issue 25, round 8).
        #expect(throws: FileSystemError("no such file or directory")) {
            try LocalFileSystem().entries(ofDirectory: dir + "/missing")
        }
        #expect(throws: FileSystemError("not a directory")) {
            try LocalFileSystem().entries(ofDirectory: dir + "/a.json")
        }
    }

    @Test("createDirectories makes every missing parent, accepts existing folders, refuses a file in the way")
    func createDirectories() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fs = LocalFileSystem()
        try fs.createDirectories(dir + "/x//y/z/")
        #expect(fs.kind(dir + "/x/y/z") == .directory)
        try fs.createDirectories(dir + "/x/y")
        #expect(FileManager.default.createFile(atPath: dir + "/file", contents: Data()))
        // The folder that could not be made and why (issue 25, round 8).
        let inTheWay = FileSystemError("cannot create folder '\(dir)/file': a file that is not a folder is in the way")
        #expect(throws: inTheWay) { try fs.createDirectories(dir + "/file/sub") }
        #expect(throws: inTheWay) { try fs.createDirectories(dir + "/file") }
        #expect(throws: FileSystemError("cannot create a folder with an empty name")) { try fs.createDirectories("") }
    }

    @Test("processEnvironment is the environment ProcessInfo reports")
    func environment() {
        #expect(CLIContext.processEnvironment() == ProcessInfo.processInfo.environment)
    }
}
