/// Where each view and recognizer of a decoded scene is declared, for tools that point back
/// into the scene file (`gesturetrace lint`, FORMAT §7).
///
/// The replay never needs this, so it is built only on request, from the decoder's id table
/// (every view and recognizer registers the node of its `id`). Locations are computed only
/// for what is asked, in one pass over the text: an error-style `JSONDocument.location` per
/// declaration would rescan the file from its start each time.
package struct SceneSources: Sendable {
    /// One declaration: the file (the trace, or the separate scene document it names), the
    /// 1-based line and column of its `id` value, and the JSON path of the declaring object
    /// (`scene.window.subviews[0].recognizers[1]`). A scroll view's built-in pan and a
    /// hosting view's SwiftUI recognizer point at the view that brings them.
    package struct Declaration: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var column: Int
        package var path: String

        package init(file: String, line: Int, column: Int, path: String) {
            self.file = file
            self.line = line
            self.column = column
            self.path = path
        }
    }

    /// The text the scene was decoded from. The tape is not kept: lint holds the sources while
    /// its rules run, and a tape held beside the engine's tables was the largest part of
    /// linting 300 000 views (195 MiB, issue 25). Declarations are asked for once, for the
    /// findings' few views and recognizers, and the text is read again into a whole tape then
    /// (none when nothing is asked).
    let text: JSONText
    let file: String
    /// Per view and per recognizer, the byte offset of its declaring `id` (or of the value
    /// that brings it); the root's when the decoder recorded none. Offsets, not tape indices:
    /// the scene may be decoded from a tape without the events (a trace read with its events
    /// streamed, `TraceDecoder.decodeStreaming`), whose indices past them are not the whole
    /// tape's; a value's offset is the same in both.
    let viewOffsets: [UInt32]
    let recognizerOffsets: [UInt32]

    /// The declarations of `views` and `recognizers` (indices into the scene), in the order
    /// asked.
    package func declarations(views: [Int], recognizers: [Int]) -> (views: [Declaration], recognizers: [Declaration]) {
        // Nothing asked (a scene without findings): the text is not read again, which was a
        // whole tape beside the scene (issue 25).
        guard !views.isEmpty || !recognizers.isEmpty else { return ([], []) }
        // The text parsed when the scene was decoded, so it parses again; a failure cannot
        // happen, and would locate every declaration at the root.
        let document = (try? JSONDocument.parse(text)) ?? JSONDocument(bytes: [], nodes: [])
        func node(_ list: [UInt32], _ index: Int) -> Int {
            guard list.indices.contains(index) else { return document.root }
            return SceneSources.node(atOffset: Int(list[index]), in: document)
        }
        let nodes = views.map { node(viewOffsets, $0) } + recognizers.map { node(recognizerOffsets, $0) }
        let located = locate(nodes, in: document)
        return (Array(located.prefix(views.count)), Array(located.dropFirst(views.count)))
    }

    /// The tape node whose value starts at byte `offset`, or the root: a tape lists values in
    /// the order they start, so their offsets increase and a binary search finds it.
    static func node(atOffset offset: Int, in document: JSONDocument) -> Int {
        var low = 0
        var high = document.nodeCount
        while low < high {
            let middle = (low + high) / 2
            if document.offset(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low < document.nodeCount && document.offset(low) == offset ? low : document.root
    }

    /// Line and column of every node by one scan over the text in offset order, and each
    /// node's path with a trailing `id` key dropped (the declaring object).
    private func locate(_ nodes: [Int], in document: JSONDocument) -> [Declaration] {
        guard document.nodeCount > 0 else {
            return nodes.map { _ in Declaration(file: file, line: 1, column: 1, path: "$") }
        }
        let offsets = nodes.map { document.offset($0) }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var lines = Array(repeating: (line: 1, column: 1), count: nodes.count)
        document.text.withUnsafeBufferPointer { bytes in
            var position = TextPosition()
            var k = 0
            for i in order {
                let target = max(min(max(offsets[i], 0), bytes.count), k)
                position.advance(over: bytes, from: k, to: target)
                k = target
                lines[i] = (position.line, position.column)
            }
        }
        return nodes.indices.map { i in
            var path = document.path(to: nodes[i])
            if path.components.last == .key("id") { path.components.removeLast() }
            return Declaration(
                file: file, line: lines[i].line, column: lines[i].column,
                path: path.components.isEmpty ? "$" : path.description)
        }
    }
}

extension SceneDecoder {
    /// The declaration nodes of the scene just decoded, by view and recognizer index.
    func sources(for scene: Scene) -> SceneSources {
        let document = context.document
        func offset(_ id: String) -> UInt32 {
            UInt32(truncatingIfNeeded: document.offset(ids[id]?.node ?? document.root))
        }
        return SceneSources(
            text: document.text, file: context.file, viewOffsets: scene.views.map { offset($0.id) },
            recognizerOffsets: scene.recognizers.map { offset($0.id) })
    }
}

extension TraceDecoder {
    /// A scene document, or a trace and the scene it holds or names, with where each view and
    /// recognizer is declared (FORMAT §7). A trace is decoded as `replay` decodes it, so a
    /// trace that `replay` rejects is rejected here with the same error, and once: it was
    /// decoded a second time for the declarations, half of linting a 300 000-deep SwiftUI tree
    /// (2.0 s of CPU, issue 25).
    package static func decodeSceneSources(
        bytes: [UInt8], file: String, isTrace: Bool, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) throws(TraceError) -> (scene: Scene, sources: SceneSources) {
        guard isTrace else { return try sceneDocumentSources(bytes: bytes, file: file, customRecognizers) }
        var sources: SceneSources?
        let trace = try decode(
            JSONText(bytes), file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sources: { sources = $0 })
        // Every decoded trace has a decoded scene, which hands its sources on.
        guard let sources else {
            throw TraceError(file: file, line: 0, column: 0, path: "$", message: "the scene could not be decoded")
        }
        return (trace.scene, sources)
    }

    private static func sceneDocumentSources(
        bytes: [UInt8], file: String, _ customRecognizers: CustomRecognizerRegistry
    ) throws(TraceError) -> (scene: Scene, sources: SceneSources) {
        let context = DecodingContext(document: try parse(bytes, file: file), file: file)
        let fields = try context.object(context.document.root, "the scene document", keys: sceneDocumentKeys)
        try checkVersion(fields, context)
        var decoder = SceneDecoder(context: context)
        decoder.customRecognizers = customRecognizers
        let scene = try decoder.decode(fields)
        return (scene, decoder.sources(for: scene))
    }
}
