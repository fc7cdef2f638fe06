/// Where `ReasonText` writes a reason (issue 28 item 4): a `String` for `why`, the report and
/// the API, or straight into a writer's output bytes, escaped there as that writer escapes
/// text. One renderer, several destinations: the `jsonl` stream no longer builds a `String`
/// per reason only to scan and copy it into its buffer (2 390 instructions a reason).
protocol ReasonSink {
    /// The renderer's own words: ASCII with nothing any writer escapes (no `"`, `\` or control
    /// character; `ReasonSinkTests` checks every sample reason through both sinks).
    mutating func put(_ literal: StaticString)
    /// Text from the input or built from it (ids, names, an expression's source): escaped as
    /// the destination requires.
    mutating func text(_ text: String)
    /// `value` with at most `decimals` fraction digits (`DecimalFormat`).
    mutating func number(_ value: Double, decimals: Int)
    mutating func integer(_ value: Int)
}

extension ReasonSink {
    /// Distances: 1/1000 pt (FORMAT §4).
    @inline(__always)
    mutating func pt(_ value: Double) { number(value, decimals: 3) }
    /// UIKit durations and times: 1 µs (FORMAT §4).
    @inline(__always)
    mutating func s(_ value: Double) { number(value, decimals: 6) }
    /// SwiftUI durations: 1 ms.
    @inline(__always)
    mutating func ms(_ value: Double) { number(value, decimals: 3) }
    /// Text from the input between single quotes, as the renderer names ids ('list').
    @inline(__always)
    mutating func quoted(_ value: String) {
        put("'")
        text(value)
        put("'")
    }
}

/// Collects a reason as a `String` (`ReasonText.string`): for `why`, the report, the API and
/// the text writer.
struct StringReasonSink: ReasonSink {
    var string = ""

    mutating func put(_ literal: StaticString) {
        literal.withUTF8Buffer { string += String(decoding: $0, as: UTF8.self) }
    }

    mutating func text(_ text: String) { string += text }

    mutating func number(_ value: Double, decimals: Int) {
        string += DecimalFormat.format(value, decimals: decimals)
    }

    mutating func integer(_ value: Int) { string += String(value) }
}

/// Writes a reason as the inside of a JSON string (RFC 8259 §7) into a `ByteOutput`: the
/// renderer's literals and numbers are copied as they are (they need no escaping), text from
/// the input goes through `JSONLWriter.writeStringBody`.
///
/// It holds a pointer to the caller's output rather than the output itself: a copy of an
/// array would be copied again on its first append. `JSONLWriter.writeReason` makes the
/// pointer with `withUnsafeMutablePointer(to:)` and uses the sink only inside that closure,
/// where the pointer is valid and nothing else touches the output.
struct JSONReasonSink<O: ByteOutput>: ReasonSink {
    let out: UnsafeMutablePointer<O>

    @inline(__always)
    mutating func put(_ literal: StaticString) { out.pointee.appendLiteral(literal) }

    @inline(__always)
    mutating func text(_ text: String) { JSONLWriter.writeStringBody(text, to: &out.pointee) }

    @inline(__always)
    mutating func number(_ value: Double, decimals: Int) {
        DecimalFormat.write(value, decimals: decimals, to: &out.pointee)
    }

    @inline(__always)
    mutating func integer(_ value: Int) { JSONLWriter.writeInt(value, to: &out.pointee) }
}

/// Writes a reason into a line of the text output (`TextWriter`): literals and numbers as
/// they are, text from the input through `TextWriter.appendText`, which escapes control
/// characters. Holds a pointer to the caller's bytes for the reason `JSONReasonSink` does;
/// `TextWriter` uses it only inside `withUnsafeMutablePointer(to:)`.
struct TextReasonSink<O: ByteOutput>: ReasonSink {
    let out: UnsafeMutablePointer<O>

    mutating func put(_ literal: StaticString) { out.pointee.appendLiteral(literal) }

    mutating func text(_ text: String) { TextWriter.writeText(text, to: &out.pointee) }

    mutating func number(_ value: Double, decimals: Int) {
        DecimalFormat.write(value, decimals: decimals, to: &out.pointee)
    }

    mutating func integer(_ value: Int) { JSONLWriter.writeInt(value, to: &out.pointee) }
}
