/// Decodes and validates a trace document (FORMAT §1–3) from bytes.
///
/// The engine does no I/O: a scene given as a path is read through the caller's
/// `SceneLoader`. Every problem is a `TraceError` naming the file, line:column and JSON path
/// of the offending value (FORMAT §5); inside a separate scene file, the file is that file and
/// paths start at its document.
package enum TraceDecoder {
    /// Loads a scene document named by a relative path in the trace: returns its bytes and the
    /// file name to use in error messages. The engine does no I/O; the CLI supplies this.
    package typealias SceneLoader = (_ relativePath: String) throws(TraceError) -> (bytes: [UInt8], file: String)

    static let traceKeys = KeySet(["gesturetrace", "name", "scene", "events", "strokes"])
    static let sceneDocumentKeys = KeySet(["gesturetrace"] + SceneDecoder.sceneKeys)
    static let inlineSceneKeys = KeySet(SceneDecoder.sceneKeys)

    /// Decodes and validates a trace. `file` names the document in errors; `customRecognizers`
    /// are the classes its `custom` recognizers may name (FORMAT §2.2).
    /// `sceneReplaced`: the caller replaces the trace's scene (`--scene`), so the trace may
    /// leave `scene` out, and a scene path in it is not read; `trace.scene` is then a
    /// placeholder for the caller to overwrite.
    /// `ios`: the release to run whatever the scene's `settings.ios` says (`replay --ios`).
    package static func decode(
        bytes: [UInt8], file: String, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry(), sceneReplaced: Bool = false,
        ios: IOSRelease? = nil
    ) throws(TraceError) -> Trace {
        try decode(
            JSONText(bytes), file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sceneReplaced: sceneReplaced, ios: ios)
    }

    /// Hands on where each view and recognizer of the scene just decoded is declared (`lint`,
    /// `SceneSources`): the scene file's when the trace names one.
    typealias SourcesSink = (SceneSources) -> Void

    /// Decodes a trace from memory the caller lends for the duration of the call: the command-line
    /// tool's mapped file, so that the file's bytes need not all be resident at once (issue 16).
    ///
    /// `consumed(offset)` reports, as the streamed events advance, that the bytes before
    /// `offset` have been read. They may still be read again (the scene and keys before the
    /// events once the events are done, or the whole text when an error must be located), so
    /// the lender may only release them in a way that keeps them readable, as dropping a
    /// file mapping's pages does (they are read from the file again when touched).
    package static func decode(
        lending buffer: UnsafeBufferPointer<UInt8>, file: String, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry(), sceneReplaced: Bool = false,
        ios: IOSRelease? = nil, consumed: @escaping (Int) -> Void
    ) throws(TraceError) -> Trace {
        try decode(
            JSONText(lending: buffer), file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sceneReplaced: sceneReplaced, ios: ios, consumed: consumed)
    }

    /// How far past the offset it last reported through `consumed` a lent-memory decoding
    /// reads streamed events (`EventStream.consumedStep`; an element longer than that, or
    /// of another form than the usual one, is read further by the per-element path, which
    /// reports each element's start): the tool makes its mapped file's pages private copies
    /// this far ahead (`MappedFile`).
    package static var consumedReadAhead: Int { EventStream.consumedStep }

    static func decode(
        _ text: JSONText, file: String, loadScene: SceneLoader, customRecognizers: CustomRecognizerRegistry,
        sceneReplaced: Bool = false, ios: IOSRelease? = nil, consumed: ((Int) -> Void)? = nil,
        sources: SourcesSink? = nil
    ) throws(TraceError) -> Trace {
        switch decodeStreaming(
            text, file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sceneReplaced: sceneReplaced, ios: ios, consumed: consumed, sources: sources)
        {
        case .decoded(let trace): return trace
        case .refused(let error): throw error
        case .readAgain:
            return try decodeWhole(
                text, file: file, loadScene: loadScene, customRecognizers: customRecognizers,
                sceneReplaced: sceneReplaced, ios: ios, sources: sources)
        }
    }

    /// Decodes a trace the ordinary way, from a tape of the whole document with every event
    /// kept: what a streamed decoding falls back on (`StreamedDecoding.readAgain`) to state its
    /// error in the ordinary order, or to read the forms it leaves alone (strokes, `set` events).
    static func decodeWhole(
        _ text: JSONText, file: String, loadScene: SceneLoader, customRecognizers: CustomRecognizerRegistry,
        sceneReplaced: Bool, ios: IOSRelease?, sources: SourcesSink? = nil
    ) throws(TraceError) -> Trace {
        let context = DecodingContext(document: try parse(text, file: file), file: file)
        let trace = try decode(
            context, loadScene: loadScene, customRecognizers: customRecognizers, sceneReplaced: sceneReplaced,
            ios: ios, sources: sources
        ) {
            (events, strokes) throws(TraceError) -> EventList? in
            var decoder = EventDecoder(context: context)
            return try decoder.decode(events: events, strokes: strokes)
        }
        // Unreachable: the closure above always returns a list or throws.
        guard let trace else { throw context.error(context.document.root, "the events could not be decoded") }
        return trace
    }

    /// What decoding with the events streamed came to.
    enum StreamedDecoding {
        case decoded(Trace)
        /// The trace's first error, found without a tape of the whole document.
        case refused(TraceError)
        /// Decode the document again the ordinary way (`decode`), which states the error.
        case readAgain
    }

    /// Decodes a trace with its events streamed (`EventStream`): peak memory is then the
    /// file's bytes, one event's tape nodes and the compact events, rather than a tape of the
    /// whole document plus every event decoded. A valid trace without strokes is `decoded`.
    ///
    /// When an event is wrong, the stream keeps its error and reads on to the end; the error
    /// is then given in the order the ordinary decoder gives errors (FORMAT §5): a syntax
    /// error anywhere in the file first (the same scanner found it at the same place), then
    /// the document's keys and the scene (decoded from the same tape as ever, which holds
    /// everything but the events), then the event's own, located and with its path as in the
    /// whole document (issue 25: a limit is refused while decoding, not after a second
    /// reading of the whole text). Anything else wrong, and any trace with strokes, is
    /// `readAgain`.
    static func decodeStreaming(
        bytes: [UInt8], file: String, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) -> Trace? {
        guard
            case .decoded(let trace) = streamedDecoding(
                bytes: bytes, file: file, loadScene: loadScene, customRecognizers: customRecognizers)
        else { return nil }
        return trace
    }

    static func streamedDecoding(
        bytes: [UInt8], file: String, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry(), stream: EventStream? = nil
    ) -> StreamedDecoding {
        decodeStreaming(
            JSONText(bytes), file: file, loadScene: loadScene, customRecognizers: customRecognizers, stream: stream)
    }

    static func decodeStreaming(
        _ text: JSONText, file: String, loadScene: SceneLoader, customRecognizers: CustomRecognizerRegistry,
        sceneReplaced: Bool = false, ios: IOSRelease? = nil, consumed: ((Int) -> Void)? = nil,
        stream given: EventStream? = nil, sources: SourcesSink? = nil
    ) -> StreamedDecoding {
        let stream = given ?? EventStream(file: file, fileSize: text.count)
        stream.consumed = consumed
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(text, streamingEventsTo: stream)
        } catch {
            // With an event's error kept, the reader never stops early: this is the file's
            // syntax error, which comes before any other.
            guard stream.error != nil else { return .readAgain }
            return .refused(error.located(in: file))
        }
        guard !stream.failed || stream.error != nil else { return .readAgain }
        // A streamed replay's last window (`EventStream.windowing`).
        if !stream.failed { stream.handOnWindow() }
        let context = DecodingContext(document: document, file: file)
        do {
            let trace = try decode(
                context, loadScene: loadScene, customRecognizers: customRecognizers, sceneReplaced: sceneReplaced,
                ios: ios, sources: sources
            ) {
                (events, strokes) throws(TraceError) -> EventList? in
                // With strokes, events merge with them first, and are checked in another order.
                guard strokes == nil else { return nil }
                guard let events else { return EventList() }
                // A streamed array is left on the tape with no nodes after it. Anything else (not
                // an array, or an `events` key written with escapes, which is not streamed) is
                // decoded from the tape as usual.
                if context.document.kind(events) == .array && context.document.after(events) == events + 1 {
                    if let error = stream.error { throw error }
                    return stream.events
                }
                var decoder = EventDecoder(context: context)
                return try decoder.decode(events: events, strokes: nil)
            }
            guard let trace else { return .readAgain }
            return .decoded(trace)
        } catch {
            // Without an event's error, errors are left to the ordinary reading, as ever.
            return stream.error != nil ? .refused(error) : .readAgain
        }
    }

    /// The document-level checks and the scene; `decodeEvents` decodes `events` and `strokes`
    /// (value nodes, nil when absent), or returns nil to give up on this way of decoding.
    /// `sources` is handed the scene's declarations once it is decoded.
    static func decode(
        _ context: DecodingContext, loadScene: SceneLoader, customRecognizers: CustomRecognizerRegistry,
        sceneReplaced: Bool = false, ios: IOSRelease? = nil, sources: SourcesSink? = nil,
        decodeEvents: (Int?, Int?) throws(TraceError) -> EventList?
    ) throws(TraceError) -> Trace? {
        let root = context.document.root
        let fields = try documentFields(context, "the trace document", keys: traceKeys, hint: sceneKeyInTrace)

        var name: String?
        if let node = fields["name"] { name = try context.string(node) }

        let events = fields["events"]
        let strokes = fields["strokes"]
        guard let sceneNode = fields["scene"] else {
            guard sceneReplaced else { throw context.error(root, missingSceneMessage) }
            if events == nil && strokes == nil {
                throw context.error(root, "missing required key 'events' (or 'strokes')")
            }
            guard let list = try decodeEvents(events, strokes) else { return nil }
            return Trace(name: name, scene: try placeholderScene(), events: list)
        }
        if events == nil && strokes == nil {
            throw context.error(root, "missing required key 'events' (or 'strokes')")
        }
        let scene: Scene
        switch context.document.kind(sceneNode) {
        case .string where sceneReplaced:
            // Replaced: the file it names is not read (it may not exist where the trace is now).
            _ = try context.string(sceneNode)
            scene = try placeholderScene()
        case .object:
            var decoder = SceneDecoder(context: context)
            decoder.customRecognizers = customRecognizers
            decoder.iosOverride = ios
            scene = try decoder.decode(try context.object(sceneNode, "the scene", keys: inlineSceneKeys))
            sources?(decoder.sources(for: scene))
        case .string:
            let path = try context.string(sceneNode)
            if path.isEmpty { throw context.error(sceneNode, "the scene path is empty") }
            // The C library ends a path at a NUL: "s.scene.json\u0000junk" would open
            // s.scene.json. A path with a NUL names no file (issue 25).
            if path.utf8.contains(0) {
                throw context.error(
                    sceneNode, "the scene path contains a NUL character (\\u0000); no file has such a name")
            }
            let loaded: (bytes: [UInt8], file: String)
            do {
                loaded = try loadScene(path)
            } catch {
                throw context.error(sceneNode, "cannot read scene file '\(path)': \(error.message)")
            }
            scene = try decodeScene(
                bytes: loaded.bytes, file: loaded.file, customRecognizers: customRecognizers, ios: ios,
                sources: sources)
        default:
            throw context.typeError(sceneNode, expected: "a scene object or a path to a scene file")
        }

        guard let list = try decodeEvents(events, strokes) else { return nil }
        var trace = Trace(name: name, scene: scene, events: list)
        // With the scene replaced, the caller checks the changes against its scene.
        if !sceneReplaced { try trace.resolveSceneChanges() }
        return trace
    }

    /// The message for a trace without `scene`; the command line adds where else a scene can
    /// come from (`--scene`).
    package static let missingSceneMessage = "missing required key 'scene' (the scene, or the path of a scene document)"

    /// Stands for a trace's scene while the caller replaces it (`sceneReplaced`).
    static func placeholderScene() throws(TraceError) -> Scene {
        try decodeScene(
            bytes: Array(#"{"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 1, 1]}}"#.utf8),
            file: "<replaced>")
    }

    /// The root object's members, checked against `keys` (an unknown key's message gets
    /// `hint(key, isTrace)`, which depends on whether the document looks like a trace), and
    /// the format version (FORMAT §1): the checks a trace and a scene document share.
    static func documentFields(
        _ context: DecodingContext, _ what: String, keys: KeySet, hint: (String, Bool) -> String?
    ) throws(TraceError) -> Fields {
        let root = context.document.root
        let isTrace =
            context.document.kind(root) == .object && hasAnyKey(root, ["events", "strokes", "scene"], context)
        let fields = try context.object(root, what, keys: keys) { key in hint(key, isTrace) }
        try checkVersion(fields, context)
        return fields
    }

    /// Whether the object `node` has one of `keys`.
    static func hasAnyKey(_ node: Int, _ keys: [String], _ context: DecodingContext) -> Bool {
        context.document.members(of: node).contains { key, _ in
            context.document.string(key).map(keys.contains) ?? false
        }
    }

    /// The hint for a scene document's key at a trace's top level: a scene document given as a
    /// trace says so and points at `--scene` (issue 24 item 5); in a real trace, the key belongs
    /// inside `scene`.
    static func sceneKeyInTrace(_ key: String, isTrace: Bool) -> String? {
        guard SceneDecoder.sceneKeys.contains(key) else { return nil }
        if isTrace {
            return "'\(key)' is a scene key: in a trace it goes inside \"scene\" (FORMAT §1)"
        }
        return
            "'\(key)' is a scene key: this is a scene document, not a trace (a trace has \"events\" or \"strokes\"): "
            + "give it as the scene with 'replay TRACE --scene FILE', or to 'hit-test' (FORMAT §1, §2)"
    }

    /// The hint for a trace's key at a scene document's top level: a trace given where a scene
    /// document is read (a trace's `"scene": "path"`, `import --scene`).
    static func traceKeyInScene(_ key: String, isTrace: Bool) -> String? {
        guard isTrace, traceKeys.names.contains(key) else { return nil }
        return
            "'\(key)' is a trace key: this is a trace, not a scene document; a scene document holds "
            + "\"window\" and the other scene keys at its top level (FORMAT §1, §2)"
    }

    /// Decodes and validates a standalone scene document (`hit-test`, `import --scene`):
    /// `{"gesturetrace": 1, "window": {...}, ...}` with the scene keys of FORMAT §2.
    package static func decodeScene(
        bytes: [UInt8], file: String, customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry(),
        ios: IOSRelease? = nil
    ) throws(TraceError) -> Scene {
        try decodeScene(bytes: bytes, file: file, customRecognizers: customRecognizers, ios: ios, sources: nil)
    }

    /// Decodes a scene document as `decodeScene(bytes:…)` does, handing its declarations to
    /// `sources`.
    static func decodeScene(
        bytes: [UInt8], file: String, customRecognizers: CustomRecognizerRegistry, ios: IOSRelease?,
        sources: SourcesSink?
    ) throws(TraceError) -> Scene {
        let context = DecodingContext(document: try parse(bytes, file: file), file: file)
        let fields = try documentFields(context, "the scene document", keys: sceneDocumentKeys, hint: traceKeyInScene)
        var decoder = SceneDecoder(context: context)
        decoder.customRecognizers = customRecognizers
        decoder.iosOverride = ios
        let scene = try decoder.decode(fields)
        sources?(decoder.sources(for: scene))
        return scene
    }

    /// Parses JSON, turning a syntax error into a located `TraceError`. An error of the
    /// document as a whole (a BOM, UTF-16, trailing data, truncated UTF-8 at the end) is
    /// located at `$`, the root, so every syntax error names a path (issue 13 item 13).
    static func parse(_ bytes: [UInt8], file: String) throws(TraceError) -> JSONDocument {
        try parse(JSONText(bytes), file: file)
    }

    static func parse(_ text: JSONText, file: String) throws(TraceError) -> JSONDocument {
        do {
            return try JSONDocument.parse(text)
        } catch {
            throw error.located(in: file)
        }
    }

    /// `gesturetrace` must be present and the integer `1` (FORMAT §1).
    static func checkVersion(_ fields: Fields, _ context: DecodingContext) throws(TraceError) {
        let node = try context.required(fields, "gesturetrace")
        guard context.document.kind(node) == .number else {
            throw context.typeError(node, expected: "the format version 1")
        }
        guard context.document.isIntegerLiteral(node), context.document.number(node) == 1 else {
            throw context.error(node, "unsupported format version \(context.quoted(node)); expected 1")
        }
    }
}
