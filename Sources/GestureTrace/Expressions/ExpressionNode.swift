/// A value a delegate expression computes with (FORMAT §2.4).
package enum ExpressionValue: Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    /// Strings, state names and kind names.
    case text(String)

    /// As reasons print it: numbers with at most 3 decimals, text in double quotes.
    var display: String {
        switch self {
        case .number(let v):
            if v.isNaN { return "nan" }
            if v.isInfinite { return v < 0 ? "-inf" : "inf" }
            return DecimalFormat.format(v, decimals: 3)
        case .bool(let b): return b ? "true" : "false"
        case .text(let s): return "\"\(s)\""
        }
    }
}

/// `+ - * /` on numbers.
enum ArithmeticOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// The comparisons of FORMAT §2.4: NSPredicate's, case-sensitive as its are without `[c]`.
enum ComparisonOperator: String, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS"

    /// The ordering comparisons apply to numbers only; the string ones to text only.
    var isOrdering: Bool { [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(self) }
    var isStringMatch: Bool { [.beginsWith, .endsWith, .contains].contains(self) }
}

/// The functions of FORMAT §2.4, all on numbers.
enum ExpressionFunction: String, CaseIterable, Sendable {
    case abs, min, max

    var arity: Int { self == .abs ? 1 : 2 }
}

/// A typed, checked expression tree. Its depth is bounded by the parser
/// (`ExpressionParser.maxDepth`), so the evaluator's recursion is bounded too.
indirect enum ExpressionNode: Sendable {
    case literal(ExpressionValue)
    case variable(DelegateVariable)
    case negate(ExpressionNode)
    case not(ExpressionNode)
    case arithmetic(ArithmeticOperator, ExpressionNode, ExpressionNode)
    case compare(ComparisonOperator, ExpressionNode, ExpressionNode)
    /// `x IN {a, b}`: the set's members are literals.
    case member(ExpressionNode, [ExpressionValue])
    /// `AND` (`isAnd`) or `OR`, evaluated left to right and short-circuited, as NSPredicate does.
    case logical(isAnd: Bool, ExpressionNode, ExpressionNode)
    case call(ExpressionFunction, [ExpressionNode])
}
