/// A writer that renders a replay's records as they come into `bytes`, which the caller drains
/// whenever it likes; `finish()` closes the document after the last record. The text and
/// `--format json` writers share it so the CLI streams both through one loop (issue 13 item 7:
/// memory bounded by the input, not by the output).
package protocol RenderingStream {
    /// The rendered bytes not yet drained.
    var bytes: [UInt8] { get }
    /// Renders one record.
    mutating func append(_ record: Record)
    /// Closes the document; call once, after the last record.
    mutating func finish()
    /// Forgets the rendered bytes, keeping the capacity.
    mutating func removeAll()
}

extension TextWriter.Stream: RenderingStream {}
extension JSONLWriter.DocumentStream: RenderingStream {}
