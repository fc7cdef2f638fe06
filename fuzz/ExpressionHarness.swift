// libFuzzer entry point for delegate expressions (FORMAT §2.4; not a SwiftPM target; see
// fuzz/run.sh).
//
// Expressions are untrusted text with their own lexer and a recursive parser, so they get
// their own target, like the JSON reader: every input must parse and evaluate, or throw an
// ExpressionSyntaxError whose offset lies inside the text, never trap, hang or recurse without
// bound. The first byte picks the question and whether the recognizer is a pan; the rest is
// the expression as UTF-8 (invalid sequences repaired, as the JSON reader's strings are).

@_cdecl("LLVMFuzzerTestOneInput")
public func expressionFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let questions = DelegateQuestion.allCases
    let question = questions[Int(bytes[0]) % questions.count]
    let isPan = bytes[0] & 0x80 != 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    do {
        let expression = try DelegateExpression(text, question: question, recognizerIsPan: isPan)
        // Evaluate with values that reach the edge cases: zero (division), negative, text.
        for seed in 0..<3 {
            let answer = expression.evaluate { variable in
                switch variable {
                case .touchViewIsControl: return .bool(seed == 1)
                case .state, .otherState: return .text(["possible", "began", "ended"][seed])
                case .kind, .otherKind: return .text(["tap", "pan", "swiftui"][seed])
                case .id, .viewID, .viewClass, .touchViewID, .touchViewClass, .otherID, .otherViewID, .otherViewClass:
                    return .text(["", "UIButton", "a"][seed])
                default: return .number([0, -1e9, 1e9][seed])
                }
            }
            _ = expression.verdict(answer).text
        }
    } catch {
        precondition(
            error.offset >= 0 && error.offset <= text.unicodeScalars.count, "offset outside the text: \(error)")
        precondition(!error.message.isEmpty, "error without a message")
    }
    return 0
}
