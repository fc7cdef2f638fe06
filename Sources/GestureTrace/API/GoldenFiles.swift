/// Golden files for ``ReplayOutcome``: the library's only file and environment access.
///
/// The engine itself does no I/O (it is given bytes and returns records). These helpers, and
/// ``TouchTrace/init(contentsOfFile:scene:)``, read files because a test suite asks them to:
/// reading the golden a test names, and writing it when `GESTURETRACE_UPDATE=1` is set, as the
/// project's own suite does (STYLE §3). Relative paths are relative to the working directory,
/// which is the package root under `swift test`.
extension ReplayOutcome {
    /// The command a mismatch suggests: rerun the tests with `GESTURETRACE_UPDATE=1`.
    public static let defaultAcceptCommand = "GESTURETRACE_UPDATE=1 swift test"

    /// Compares ``text`` with the expected golden text; nil when they are equal.
    ///
    /// Pure: use it when the golden comes from somewhere other than a file
    /// (`#expect(replay.goldenMismatch(expected: golden) == nil)`).
    public func goldenMismatch(
        expected: String, goldenPath: String = "golden", acceptCommand: String = defaultAcceptCommand
    ) -> GoldenMismatch? {
        let actual = text
        guard
            case let .differs(diff, first) = GoldenComparison.compare(
                expected: expected, actual: actual, goldenPath: goldenPath)
        else { return nil }
        return GoldenMismatch(
            goldenPath: goldenPath, diff: diff, firstDifference: first, acceptCommand: acceptCommand,
            missing: false, written: false)
    }

    /// Throws a ``GoldenMismatch`` unless ``text`` equals the golden file at `path`.
    ///
    /// With `GESTURETRACE_UPDATE=1` in the environment, a differing or missing golden is
    /// written with the replay's text, and the mismatch is still thrown (marked
    /// ``GoldenMismatch/written``): a recorded golden is reviewed, never accepted unseen.
    ///
    /// The mismatch names the line of this call (`filePath`, `line`, filled in by the compiler)
    /// first in its ``GoldenMismatch/description``: a test framework reports a thrown error at
    /// the test, so the message says which assertion failed. To have Swift Testing place the
    /// issue at the assertion itself, wrap it: `#expect(throws: Never.self) { try … }`.
    public func assertMatchesGolden(
        atPath path: String, acceptCommand: String = defaultAcceptCommand, filePath: String = #filePath,
        line: Int = #line
    ) throws(GoldenMismatch) {
        try assertMatchesGolden(
            atPath: path, acceptCommand: acceptCommand,
            update: GoldenFileAccess.environment("GESTURETRACE_UPDATE") == "1", filePath: filePath, line: line)
    }

    /// `assertMatchesGolden(atPath:acceptCommand:)` with the record mode given rather than read
    /// from the environment: the project's own tests of this API use it, so that running the
    /// suite with `GESTURETRACE_UPDATE=1` does not change what they test (issue 24 item 5).
    package func assertMatchesGolden(
        atPath path: String, acceptCommand: String, update: Bool, filePath: String = #filePath, line: Int = #line
    ) throws(GoldenMismatch) {
        let actual = text
        let location = GoldenMismatch.Location(filePath: filePath, line: line)
        guard let data = GoldenFileAccess.contents(atPath: path) else {
            let written = update && GoldenFileAccess.replace(atPath: path, with: Array(actual.utf8))
            throw GoldenMismatch(
                goldenPath: path, diff: "", firstDifference: "line 1", acceptCommand: acceptCommand,
                missing: true, written: written, location: location)
        }
        guard
            var mismatch = goldenMismatch(
                expected: GoldenComparison.goldenText(data), goldenPath: path, acceptCommand: acceptCommand)
        else { return }
        mismatch.location = location
        if update {
            mismatch.written = GoldenFileAccess.replace(atPath: path, with: Array(actual.utf8))
        }
        throw mismatch
    }
}

extension TouchTrace {
    /// Reads and decodes a trace file; a scene it names by path is read relative to the
    /// trace's folder (FORMAT §1).
    ///
    /// - Parameters:
    ///   - path: the trace file.
    ///   - scene: a scene document to use instead of the trace's own (`replay --scene`).
    ///   - customRecognizers: the classes its `custom` recognizers name (FORMAT §2.2,
    ///     docs/CUSTOM-RECOGNIZERS.md), resolved at load.
    /// - Throws: ``TraceLoadError``, also when a file cannot be read (line and column 0).
    public init(
        contentsOfFile path: String, scene: String? = nil,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) throws(TraceLoadError) {
        func read(_ file: String) throws(TraceError) -> [UInt8] {
            guard let bytes = GoldenFileAccess.contents(atPath: file) else {
                throw TraceError(file: file, line: 0, column: 0, path: "", message: "cannot read the file")
            }
            return bytes
        }
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = String(path[..<slash])  // "" for a file in "/": "" + "/" + relative
        } else {
            folder = "."
        }
        do {
            let override = try scene.map { (file: String) throws(TraceError) in
                let bytes = try read(file)
                let scene = try TraceDecoder.decodeScene(bytes: bytes, file: file, customRecognizers: customRecognizers)
                return (scene: scene, bytes: bytes, file: file)
            }
            let loader: TraceDecoder.SceneLoader = { (relative: String) throws(TraceError) in
                if let override { return (override.bytes, override.file) }
                let file = relative.hasPrefix("/") ? relative : folder + "/" + relative
                return (try read(file), file)
            }
            var trace = try TraceDecoder.decode(
                bytes: try read(path), file: path, loadScene: loader, customRecognizers: customRecognizers,
                sceneReplaced: override != nil)
            if let override {
                trace.scene = override.scene
                try trace.resolveSceneChanges()
            }
            self.init(trace: trace)
        } catch {
            throw TraceLoadError(error)
        }
    }
}
