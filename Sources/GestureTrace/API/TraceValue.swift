/// A JSON value for traces built in Swift: the value of any FORMAT key that has no Swift
/// parameter of its own (`"touches": "handle"`, `"taps": 2`, `"requireToFail": ["doubleTap"]`).
///
/// Literals build it: `["userInteractionEnabled": true, "touches": "handle"]`. Object keys keep
/// the order they are written in.
public enum TraceValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([TraceValue])
    case object([(key: String, value: TraceValue)])

    public static func == (lhs: TraceValue, rhs: TraceValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The JSON text, compact, numbers without exponents. Written without recursion, so a
    /// deeply nested value cannot exhaust the stack.
    public var json: String {
        var out: [UInt8] = []
        // A stack of values still to write, and of the separators between them.
        enum Step {
            case value(TraceValue)
            case literal(String)
            case key(String)
        }
        var stack: [Step] = [.value(self)]
        while let step = stack.popLast() {
            switch step {
            case .literal(let text): out.append(contentsOf: text.utf8)
            case .key(let key):
                JSONLWriter.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let value):
                switch value {
                case .null: out.append(contentsOf: "null".utf8)
                case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
                case .integer(let i): out.append(contentsOf: String(i).utf8)
                case .number(let d):
                    // A non-finite number has no JSON spelling; null makes the decoder say
                    // which key wanted a number.
                    if d.isFinite {
                        DecimalFormat.append(d, decimals: 9, to: &out)
                    } else {
                        out.append(contentsOf: "null".utf8)
                    }
                case .string(let s): JSONLWriter.appendString(s, to: &out)
                case .array(let items):
                    out.append(UInt8(ascii: "["))
                    stack.append(.literal("]"))
                    for (index, item) in items.enumerated().reversed() {
                        stack.append(.value(item))
                        if index > 0 { stack.append(.literal(",")) }
                    }
                case .object(let members):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.literal("}"))
                    for (index, member) in members.enumerated().reversed() {
                        stack.append(.value(member.value))
                        stack.append(.key(member.key))
                        if index > 0 { stack.append(.literal(",")) }
                    }
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension TraceValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: TraceValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TraceValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
