/// How output spells a `SwiftUIValue` (SWIFTUI §8.3): compact JSON, numbers with coordinate
/// precision. Kept with the writers so the SwiftUI model does not depend on them.
extension SwiftUIValue {
    /// Writes the value as compact JSON (`jsonl`); text output uses the same spelling.
    static func write<O: ByteOutput>(_ value: SwiftUIValue, to out: inout O) {
        // An explicit stack of pending pieces: values nest only as deep as gesture
        // expressions (SwiftUIGestureExpression.maxDepth), but nothing here needs recursion.
        var stack: [Piece] = [.value(value)]
        while let piece = stack.popLast() {
            switch piece {
            case .text(let s): out.appendLiteral(s)
            case .key(let k):
                JSONLWriter.writeString(k, to: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let v):
                switch v {
                case .null: out.appendLiteral("null")
                case .bool(let b): out.appendLiteral(b ? "true" : "false")
                case .number(let n): DecimalFormat.write(n, decimals: 3, to: &out)
                case .point(let p):
                    out.append(UInt8(ascii: "["))
                    DecimalFormat.write(p.x, decimals: 3, to: &out)
                    out.append(UInt8(ascii: ","))
                    DecimalFormat.write(p.y, decimals: 3, to: &out)
                    out.append(UInt8(ascii: "]"))
                case .object(let members):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.text("}"))
                    for (i, member) in members.enumerated().reversed() {
                        stack.append(.value(member.1))
                        stack.append(.key(member.0))
                        if i > 0 { stack.append(.text(",")) }
                    }
                case .array(let elements):
                    out.append(UInt8(ascii: "["))
                    stack.append(.text("]"))
                    for (i, element) in elements.enumerated().reversed() {
                        stack.append(.value(element))
                        if i > 0 { stack.append(.text(",")) }
                    }
                }
            }
        }
    }

    /// A piece of output still to write.
    private enum Piece {
        case value(SwiftUIValue)
        case text(StaticString)
        case key(String)
    }

    /// The JSON text, for reasons and tests.
    var text: String {
        var out: [UInt8] = []
        SwiftUIValue.write(self, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
