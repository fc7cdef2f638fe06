extension SceneDecoder {
    /// A delegate answer written as an expression (FORMAT §2.4), parsed and type-checked now,
    /// so a replay only evaluates expressions that cannot fail. An error points into the
    /// string: the file's line, the column of the offending character, and the JSON path.
    func expression(_ node: Int, _ question: DelegateQuestion, recognizerIsPan: Bool) throws(TraceError)
        -> DelegateExpression
    {
        let text = try context.string(node)
        do {
            return try DelegateExpression(text, question: question, recognizerIsPan: recognizerIsPan)
        } catch {
            var located = context.error(node, "\(question.rawValue) expression: \(error.message)")
            located.column += SceneDecoder.sourceColumns(
                ofDecodedOffset: error.offset, in: context.document.sourceText(node))
            throw located
        }
    }

    /// How many columns after a string's opening quote its `offset`-th decoded character is
    /// written: 1 for the quote, then one per character, two for `\n`-style escapes, six for
    /// `\uXXXX` (twelve for a surrogate pair, one decoded character).
    static func sourceColumns(ofDecodedOffset offset: Int, in literal: String) -> Int {
        let raw = Array(literal.unicodeScalars)
        var column = 1
        var decoded = 0
        var k = 1
        while decoded < offset, k < raw.count - 1 {
            if raw[k] == "\\", k + 1 < raw.count {
                if raw[k + 1] == "u" {
                    let high =
                        UInt32(
                            String(String.UnicodeScalarView(raw[min(k + 2, raw.count)..<min(k + 6, raw.count)])),
                            radix: 16) ?? 0
                    let width = (0xD800...0xDBFF).contains(high) ? 12 : 6
                    column += width
                    k += width
                } else {
                    column += 2
                    k += 2
                }
            } else {
                column += 1
                k += 1
            }
            decoded += 1
        }
        return column
    }

    /// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` expressions answered for every
    /// other recognizer of the scene, into the id lists the failure graph is built from
    /// (FORMAT §2.4; decided once per scene, docs/DECISIONS.md "Delegate expressions"). A
    /// requirement on a recognizer that never takes part blocks nothing (SEMANTICS §6.2).
    func answerFailureExpressions(_ pending: inout PendingReferences) {
        let r = pending.recognizer
        func answer(_ expression: DelegateExpression, node: Int) -> [(id: String, node: Int)] {
            var out: [(id: String, node: Int)] = []
            for (o, other) in recognizers.enumerated() where o != r {
                let verdict = expression.evaluate { variable in
                    DelegateFacts.fixedValue(variable, recognizer: recognizers[r], other: other, views: views)
                        ?? .bool(false)
                }
                if verdict.value { out.append((other.id, node)) }
            }
            return out
        }
        if let (expression, node) = pending.shouldRequireFailureOfExpression {
            pending.shouldRequireFailureOf = answer(expression, node: node)
        }
        if let (expression, node) = pending.shouldBeRequiredToFailByExpression {
            pending.shouldBeRequiredToFailBy = answer(expression, node: node)
        }
    }
}
