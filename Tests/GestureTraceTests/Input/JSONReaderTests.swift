import Testing

@testable import GestureTrace

/// The strict RFC 8259 reader: values, escapes, numbers, and every class of syntax error
/// with its line:column.
extension InputTests {
    @Suite struct JSONReaderTests {
        func parse(_ text: String) throws -> JSONDocument {
            try JSONDocument.parse(Array(text.utf8))
        }

        /// The syntax error for `text` as `line:column: message`, or nil when it parses.
        func syntaxError(_ text: String, maxDepth: Int = 1_000_000) -> String? {
            syntaxError(bytes: Array(text.utf8), maxDepth: maxDepth)
        }

        func syntaxError(bytes: [UInt8], maxDepth: Int = 1_000_000) -> String? {
            do {
                _ = try JSONDocument.parse(bytes, maxDepth: maxDepth)
                return nil
            } catch {
                return error.description
            }
        }

        @Test("all literal kinds and navigation in source order")
        func literals() throws {
            let doc = try parse(#" {"a": null, "b": true, "c": false, "d": 1.5, "e": "x", "f": [1, [], {}], "g": {}} "#)
            #expect(doc.kind(doc.root) == .object)
            let members = Array(doc.members(of: doc.root))
            #expect(members.map { doc.string($0.key) } == ["a", "b", "c", "d", "e", "f", "g"])
            #expect(doc.kind(members[0].value) == .null)
            #expect(doc.bool(members[1].value) == true)
            #expect(doc.bool(members[2].value) == false)
            #expect(doc.number(members[3].value) == 1.5)
            #expect(doc.string(members[4].value) == "x")
            let f = Array(doc.elements(of: members[5].value))
            #expect(f.count == 3 && doc.count(members[5].value) == 3)
            #expect(doc.number(f[0]) == 1)
            #expect(doc.kind(f[1]) == .array && doc.count(f[1]) == 0)
            #expect(doc.kind(f[2]) == .object)
            #expect(doc.kind(members[6].value) == .object)
            #expect(doc.path(to: f[2]).description == "f[2]")
            let loc = doc.location(members[3].value)
            #expect(loc.line == 1 && loc.column == 42)
        }

        @Test("scalar roots parse")
        func scalarRoots() throws {
            #expect(try parse("42").number(0) == 42)
            #expect(try parse(" \"s\" ").string(0) == "s")
            #expect(try parse("null").kind(0) == .null)
        }

        @Test("escapes, including surrogate pairs, decode")
        func escapes() throws {
            let doc = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u0041\u00e9\u20AC", "\uD83D\uDE00", "é😀"]"#)
            let e = Array(doc.elements(of: doc.root))
            #expect(doc.string(e[0]) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
            #expect(doc.string(e[1]) == "Aé€")
            #expect(doc.string(e[2]) == "😀")
            #expect(doc.string(e[3]) == "é😀")
        }

        @Test("numbers, including exponents and negative zero")
        func numbers() throws {
            let cases: [(String, Double)] = [
                ("0", 0), ("-0", -0.0), ("1", 1), ("-12", -12), ("3.25", 3.25), ("1e3", 1000), ("1E+3", 1000),
                ("2.5e-3", 0.0025), ("0.1", 0.1), ("123456789012345678", 123456789012345680),
                ("1e22", 1e22), ("1e23", 1e23), ("4.9e-324", .leastNonzeroMagnitude),
                ("1.7976931348623157e308", 1.7976931348623157e308),
                ("0.30000000000000004", 0.30000000000000004), ("1e-400", 0),
                ("12345678901234567890123", 12345678901234567741440),
            ]
            for (text, expected) in cases {
                let value = try #require(try parse(text).number(0), "\(text)")
                #expect(value == expected, "\(text)")
                #expect(value.sign == expected.sign, "\(text)")
            }
        }

        @Test("the exact fast path agrees with Double(String) on many decimals")
        func fastPathAgrees() throws {
            var generator = SplitMix64(seed: 0x5EED)
            for _ in 0..<20_000 {
                let mantissa = generator.next() % 10_000_000_000_000
                let decimals = Int(generator.next() % 16)
                var digits = String(mantissa)
                if decimals > 0 {
                    if digits.count <= decimals {
                        digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
                    }
                    digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
                }
                let exponent = Int(generator.next() % 40) - 20
                let text = generator.next() % 2 == 0 ? digits : "\(digits)e\(exponent)"
                let parsed = try parse(text).number(0)
                #expect(parsed == Double(text), "\(text)")
            }
        }

        @Test("line and column count Unicode scalars, not bytes")
        func columnsCountScalars() {
            #expect(
                syntaxError("{\"é😀\": x}")
                    == "1:8: unexpected 'x'; expected a value (strings need double quotes) (at [\"é😀\"])")
            #expect(syntaxError("[1,\n  2,\n  @]") == "3:3: unexpected character '@'; expected a value (at [2])")
        }

        @Test(
            "every syntax error class is located",
            arguments: [
                ("", "1:1: the file is empty; expected a JSON value"),
                ("  \n ", "2:2: the file contains only whitespace; expected a JSON value"),
                ("[1,]", "1:3: trailing comma before ']' (at [0])"),
                ("{\"a\":1,}", "1:7: trailing comma before '}' (at a)"),
                ("// c\n1", "1:1: unexpected character '/'; expected a value"),
                ("[01]", "1:2: leading zeros are not allowed in a number ('01') (at [0])"),
                ("[NaN]", "1:2: 'NaN' is not allowed: JSON numbers must be finite (at [0])"),
                ("[-Infinity]", "1:2: '-Infinity' is not allowed: JSON numbers must be finite (at [0])"),
                ("[Infinity]", "1:2: 'Infinity' is not allowed: JSON numbers must be finite (at [0])"),
                ("[1e999]", "1:2: number '1e999' is too large for a double (at [0])"),
                ("[1.]", "1:4: expected a digit after the decimal point in '1.' (at [0])"),
                ("[1e]", "1:4: expected a digit in the exponent of '1e' (at [0])"),
                ("[-]", "1:3: expected a digit after '-' (at [0])"),
                (
                    "[\"a\tb\"]",
                    "1:4: raw control character U+0009 in a string; write it as an escape such as '\\n' (at [0])"
                ),
                ("[\"\\x\"]", "1:3: invalid escape '\\x' in a string (at [0])"),
                ("[\"\\u12\"]", "1:3: invalid escape '\\u12\"]': '\\u' needs four hex digits (at [0])"),
                (
                    "[\"\\uD800\"]",
                    "1:3: lone high surrogate '\\uD800' in a string; expected a low surrogate '\\uDC00'…'\\uDFFF' after it (at [0])"
                ),
                ("[\"\\uDC00\"]", "1:3: lone low surrogate '\\uDC00' in a string (at [0])"),
                ("[\"abc", "1:2: unterminated string (at [0])"),
                ("{\"a\":1,\"a\":2}", "1:8: duplicate key 'a' (at a)"),
                ("{\"a\":1,\"\\u0061\":2}", "1:8: duplicate key 'a' (at a)"),
                ("[1] 2", "1:5: unexpected character '2' after the JSON value"),
                ("[1 2]", "1:4: unexpected character '2'; expected ',' or ']' after an array element (at [0])"),
                ("{\"a\" 1}", "1:6: unexpected character '1'; expected ':' after the key (at a)"),
                ("{1:2}", "1:2: unexpected character '1'; expected a string key in double quotes"),
                ("{\"a\":1", "1:7: unexpected end of file; expected ',' or '}' (at a)"),
                ("[tru]", "1:2: unexpected 'tru'; expected a value (strings need double quotes) (at [0])"),
                ("{'a':1}", "1:2: unexpected character '''; expected a string key in double quotes"),
            ])
        func syntaxErrors(text: String, expected: String) {
            #expect(syntaxError(text) == expected)
        }

        @Test("invalid UTF-8 is reported at the bad byte")
        func invalidUTF8() {
            #expect(
                syntaxError(bytes: Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))
                    == "1:4: invalid UTF-8: byte 0xFF is not valid UTF-8 (at [0])")
            // An overlong encoding of '/' and a UTF-8-encoded surrogate are invalid too.
            #expect(syntaxError(bytes: [0x22, 0xC0, 0xAF, 0x22]) == "1:2: invalid UTF-8: byte 0xC0 is not valid UTF-8")
            #expect(
                syntaxError(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) == "1:2: invalid UTF-8: byte 0xED is not valid UTF-8"
            )
            #expect(
                syntaxError(bytes: [0x5B, 0xFE, 0x5D])
                    == "1:2: unexpected character byte 0xFE is not valid UTF-8; expected a value (at [0])")
            #expect(
                syntaxError(bytes: [0xEF, 0xBB, 0xBF, 0x31])
                    == "1:1: a byte order mark is not allowed at the start of a JSON text")
        }

        @Test("nesting is limited by maxDepth, not by the call stack")
        func depth() throws {
            let deep = String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000)
            let doc = try parse(deep)
            #expect(doc.nodeCount == 300_000)
            #expect(
                syntaxError("[[[1]]]", maxDepth: 2) == "1:3: nesting is deeper than the limit of 2 levels (at [0][0])")
        }

        @Test("a large object's duplicate keys are found")
        func largeObjectDuplicate() {
            let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
            let text = "{" + members.joined(separator: ",") + "}"
            #expect(syntaxError(text)?.hasSuffix("duplicate key 'k7' (at k7)") == true)
        }
    }
}
