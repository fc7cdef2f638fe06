/// A number written as text in a recording or a dump, read the one way every importer reads it.
///
/// `Double(String)` hands the text to the C library's `strtod`, which stops at a NUL: `1\0junk`
/// read as 1, as if the field ended there (issue 25). Text with a NUL is not a number; the
/// importer's own located error then names the field, with the NUL shown escaped.
package enum NumberText {
    /// The finite or infinite value `text` spells, nil when it is not a number or holds a NUL.
    package static func double<Text: StringProtocol>(_ text: Text) -> Double? {
        guard !text.utf8.contains(0) else { return nil }
        return Double(text)
    }
}
