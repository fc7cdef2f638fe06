/// The trace's own limits, applied to imported input (issue 13 item 8).
///
/// An importer must never write what `validate` rejects: coordinates and times are finite and
/// within ±1e9 (FORMAT §3.1, `DecodingContext.maxMagnitude`), force and radius within 0…1e9,
/// and at most 1000 fingers are down at once (`TouchLifecycle.maxAlive`). A value outside is
/// not mended (there is no faithful mend for x = 1e300); the import fails at the offending
/// field's line and column (`SampleSource`). `TraceAssembler` applies these, so every importer
/// built on it gets them.
package enum ImportLimits {
    /// The largest coordinate or time magnitude a trace holds.
    package static let maxMagnitude = DecodingContext.maxMagnitude
    /// The most fingers down at once.
    package static let maxAlive = TouchLifecycle.maxAlive
    /// The most bytes one compressed input (a gzip-compressed Xcode response, IOS-INPUTS §9.1)
    /// inflates to: 1 GiB. DEFLATE expands at most about 1032:1, so without a cap a few
    /// megabytes could ask for gigabytes; the cap is checked before the bytes are appended,
    /// and a trailer declaring more is refused before inflating. Real responses are a few
    /// megabytes of JSON.
    package static let maxDecompressedBytes = 1 << 30

    /// The most bytes the compressed inputs of one import may inflate to, all together: 40 MiB
    /// and twice the bytes read from the files, within `maxDecompressedBytes`.
    ///
    /// Memory is bounded by the input (RELIABILITY: 2 × input + 64 MiB, of which the process
    /// itself takes about 17 MiB); inflated text is memory the input did not bring. A 1.5 MB response
    /// of spaces inflated to the 1 GiB cap before it was refused: 34 s and 1.04 GiB of memory
    /// (RELIABILITY, round 5, DECISIONS). A response that legitimately inflates past this
    /// budget could not be parsed within the bound either; `gunzip` it and import the
    /// uncompressed file, whose size then pays for its memory.
    package static func decompressedBudget(compressedBytes: Int) -> Int {
        min(maxDecompressedBytes, 40 << 20 + 2 * compressedBytes)
    }
}

/// The first limit an import broke: where, and what.
package struct ImportLimitViolation: Equatable, Sendable {
    /// The 1-based input line of the offending field.
    package var line: Int
    /// Its 1-based column.
    package var column: Int
    package var message: String

    package init(line: Int, column: Int = 1, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The located error for the input `file`.
    package func error(file: String) -> TraceError {
        TraceError(file: file, line: max(line, 1), column: max(column, 1), path: "", message: message)
    }
}
