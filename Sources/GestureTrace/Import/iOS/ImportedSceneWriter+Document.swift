/// An imported scene's document held without its indentation, written out indented.
///
/// `ImportedSceneWriter` indents each line by its depth, up to `maxIndent` columns, so a deep
/// hierarchy's document is mostly spaces: a 200 000-deep Lookin archive (17.9 MB) made a 635 MB
/// document, held whole and read back to validate it, 1.3 GiB at its peak (issue 25, round 7).
/// Here only the compact lines are held (what the scene reader validates); each line's spaces
/// are put back as the line is written, in pieces of at most `pieceSize` bytes, so memory
/// follows the scene, not the written file.
///
/// Putting the spaces back needs no more than the compact text: the writer breaks a container
/// over lines by ending a line with its opening bracket, and closes it on a line that starts
/// with the closing one (an inline container never does either: its line ends with a value or
/// a comma, and a line's first byte is a key, a value or a closing bracket; a string never
/// holds a raw newline). So counting the open containers line by line gives each line's depth,
/// and the writer's own rule gives its spaces: a container at depth k is indented
/// `min(2k, maxIndent)`, its items two columns more, its closing bracket as much as it.
package struct ImportedSceneDocument {
    /// The document's lines without their leading spaces, each ending with a newline.
    package let compact: [UInt8]
    /// The bytes of the indented document.
    package let count: Int

    /// The largest piece `write` hands on at once.
    package static let pieceSize = 1 << 16

    package init(compact: [UInt8]) {
        self.compact = compact
        var spaces = 0
        Self.forEachLine(of: compact) { _, indent in spaces += indent }
        count = compact.count + spaces
    }

    /// Hands on the indented document, in order, in pieces of at most `pieceSize` bytes.
    package func write<E: Error>(_ emit: ([UInt8]) throws(E) -> Void) throws(E) {
        var piece: [UInt8] = []
        piece.reserveCapacity(Self.pieceSize)
        var failure: E?
        Self.forEachLine(of: compact) { line, indent in
            guard failure == nil else { return }
            var spaces = indent
            var rest = line
            while spaces > 0 || !rest.isEmpty {
                if piece.count == Self.pieceSize {
                    do throws(E) { try emit(piece) } catch {
                        failure = error
                        return
                    }
                    piece.removeAll(keepingCapacity: true)
                }
                let room = Self.pieceSize - piece.count
                if spaces > 0 {
                    let n = min(spaces, room)
                    piece.append(contentsOf: repeatElement(UInt8(ascii: " "), count: n))
                    spaces -= n
                } else {
                    let n = min(rest.count, room)
                    piece.append(contentsOf: rest.prefix(n))
                    rest = rest.dropFirst(n)
                }
            }
        }
        if let failure { throw failure }
        if !piece.isEmpty { try emit(piece) }
    }

    /// The indented document whole: for tests and small documents.
    package var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        write { (piece: [UInt8]) in out += piece }
        return out
    }

    /// Calls `body` with each line of `compact` (its newline included) and the spaces the
    /// indented document puts before it.
    private static func forEachLine(of compact: [UInt8], _ body: (ArraySlice<UInt8>, Int) -> Void) {
        let newline = UInt8(ascii: "\n")
        var open = 0
        var start = 0
        while start < compact.count {
            var end = start
            while end < compact.count, compact[end] != newline { end += 1 }
            let line = compact[start..<min(end + 1, compact.count)]
            let first = compact[start]
            let last = end > start ? compact[end - 1] : first
            let indent: Int
            if open == 0 {
                indent = 0
            } else if first == UInt8(ascii: "}") || first == UInt8(ascii: "]") {
                open -= 1
                indent = containerIndent(open)
            } else {
                indent = containerIndent(open - 1) + 2
            }
            if end > start, last == UInt8(ascii: "{") || last == UInt8(ascii: "[") { open += 1 }
            body(line, indent)
            start = end + 1
        }
    }

    /// The indentation of a container `depth` levels in (`ImportedSceneWriter.write`).
    private static func containerIndent(_ depth: Int) -> Int {
        min(2 * depth, ImportedSceneWriter.maxIndent)
    }
}
