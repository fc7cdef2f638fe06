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
    /// Hands the rendered bytes to `write` and forgets them, when at least `threshold` are
    /// pending (0: whatever is pending).
    ///
    /// A mutating requirement, so that the caller's per-record test reaches the stream by
    /// address: the CLI's loop read `bytes.count` through the getter on a stream captured by
    /// its closure, and Swift copied the whole stream (its summary's arrays and dictionaries,
    /// retained and released) for each read, about 1 900 instructions a record (issue 28
    /// item 4, round 7).
    mutating func drain(atLeast threshold: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension TextWriter.Stream: RenderingStream {}
extension JSONLWriter.DocumentStream: RenderingStream {}
