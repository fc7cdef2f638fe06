/// Parses and type-checks a delegate expression (FORMAT §2.4), NSPredicate's format syntax
/// without its aggregates and key-path operators:
///
/// ```
/// or      := and (("OR" | "||") and)*
/// and     := not (("AND" | "&&") not)*
/// not     := ("NOT" | "!") not | compare
/// compare := sum (("==" | "!=" | "<" | "<=" | ">" | ">=" | "BEGINSWITH" | "ENDSWITH" | "CONTAINS") sum
///                 | "IN" "{" literal ("," literal)* "}")?
/// sum     := product (("+" | "-") product)*
/// product := unary (("*" | "/") unary)*
/// unary   := "-" unary | primary
/// primary := number | string | TRUE | FALSE | name | function "(" or ("," or)* ")" | "(" or ")"
/// ```
///
/// Recursive descent whose every descent is counted: an expression nesting deeper than
/// `maxDepth` is refused, so neither this parser nor the evaluator recurses without bound on
/// input (the project's rule for untrusted input). Types are checked here, so a replay only
/// evaluates expressions that cannot fail.
struct ExpressionParser {
    /// Deepest nesting accepted: parentheses, `NOT`, unary minus, function calls and the
    /// operands of a chain all count. Far beyond any delegate method written by hand.
    static let maxDepth = 64
    /// Longest expression accepted, in Unicode scalars.
    static let maxLength = 4096

    /// What the expression is asked for: which names it may read.
    let question: DelegateQuestion
    /// Whether the asking recognizer is a pan (has translation and velocity).
    let recognizerIsPan: Bool
    private var tokens: [ExpressionToken] = []
    private var position = 0
    private var depth = 0

    init(question: DelegateQuestion, recognizerIsPan: Bool) {
        self.question = question
        self.recognizerIsPan = recognizerIsPan
    }

    /// A checked subtree: its type, and where it starts (for errors about it).
    struct Typed {
        var node: ExpressionNode
        var type: ExpressionType
        var offset: Int
    }

    /// The checked tree of `text`, which must be a boolean expression.
    mutating func parse(_ text: String) throws(ExpressionSyntaxError) -> ExpressionNode {
        guard text.unicodeScalars.count <= Self.maxLength else {
            throw ExpressionSyntaxError(offset: 0, "expression is longer than \(Self.maxLength) characters")
        }
        tokens = try ExpressionLexer.tokens(of: text)
        position = 0
        depth = 0
        guard tokens.first?.kind != .end else {
            throw ExpressionSyntaxError(offset: 0, "empty expression; expected a condition such as 'velocity.x > 0'")
        }
        let result = try parseOr()
        if current.kind != .end {
            throw ExpressionSyntaxError(
                offset: current.offset, "unexpected \(describe(current)) after a complete expression")
        }
        guard result.type == .bool else {
            throw ExpressionSyntaxError(
                offset: result.offset, "the expression is \(result.type), not a condition; compare it, e.g. '... > 0'")
        }
        return result.node
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }
    private func isKeyword(_ s: String) -> Bool { current.kind == .keyword(s) }

    /// Counts one level of nesting; `leave()` undoes it.
    private mutating func enter() throws(ExpressionSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw ExpressionSyntaxError(offset: current.offset, "expression nests deeper than \(Self.maxDepth) levels")
        }
    }
    private mutating func leave() { depth -= 1 }

    private mutating func parseOr() throws(ExpressionSyntaxError) -> Typed {
        try enter()
        defer { leave() }
        var left = try parseAnd()
        var chain = 0
        while isKeyword("OR") || isSymbol("||") {
            let at = current.offset
            advance()
            chain += 1
            try checkChain(chain, at: at)
            let right = try parseAnd()
            try requireBool(left, "OR")
            try requireBool(right, "OR")
            left = Typed(node: .logical(isAnd: false, left.node, right.node), type: .bool, offset: left.offset)
        }
        return left
    }

    private mutating func parseAnd() throws(ExpressionSyntaxError) -> Typed {
        try enter()
        defer { leave() }
        var left = try parseNot()
        var chain = 0
        while isKeyword("AND") || isSymbol("&&") {
            let at = current.offset
            advance()
            chain += 1
            try checkChain(chain, at: at)
            let right = try parseNot()
            try requireBool(left, "AND")
            try requireBool(right, "AND")
            left = Typed(node: .logical(isAnd: true, left.node, right.node), type: .bool, offset: left.offset)
        }
        return left
    }

    /// A chain `a AND b AND c …` builds a tree as deep as it is long: each link counts as a
    /// level, so the evaluator's recursion stays within `maxDepth`.
    private func checkChain(_ links: Int, at offset: Int) throws(ExpressionSyntaxError) {
        if depth + links > Self.maxDepth {
            throw ExpressionSyntaxError(offset: offset, "expression nests deeper than \(Self.maxDepth) levels")
        }
    }

    private mutating func parseNot() throws(ExpressionSyntaxError) -> Typed {
        try enter()
        defer { leave() }
        if isKeyword("NOT") || isSymbol("!") {
            let at = current.offset
            advance()
            let operand = try parseNot()
            try requireBool(operand, "NOT")
            return Typed(node: .not(operand.node), type: .bool, offset: at)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(ExpressionSyntaxError) -> Typed {
        let left = try parseSum()
        if isKeyword("IN") {
            let at = current.offset
            advance()
            return try parseMembership(left, at: at)
        }
        let op: ComparisonOperator?
        switch current.kind {
        case .symbol(let s): op = ComparisonOperator(rawValue: s)
        case .keyword(let k): op = ComparisonOperator(rawValue: k)
        default: op = nil
        }
        guard let op else { return left }
        let at = current.offset
        advance()
        var right = try parseSum()
        var checkedLeft = left
        if op.isOrdering {
            guard left.type == .number, right.type == .number else {
                throw ExpressionSyntaxError(
                    offset: at,
                    "'\(op.rawValue)' compares numbers; found \(left.type) and \(right.type)")
            }
        } else if op.isStringMatch {
            guard left.type.isText, right.type.isText else {
                throw ExpressionSyntaxError(
                    offset: at, "'\(op.rawValue)' compares strings; found \(left.type) and \(right.type)")
            }
        } else {
            checkedLeft = try normalizedLiteral(left, against: right.type)
            right = try normalizedLiteral(right, against: left.type)
            guard Self.comparable(checkedLeft.type, right.type) else {
                throw ExpressionSyntaxError(
                    offset: at, "'\(op.rawValue)' cannot compare \(left.type) with \(right.type)")
            }
        }
        return Typed(node: .compare(op, checkedLeft.node, right.node), type: .bool, offset: left.offset)
    }

    /// `x IN {a, b, …}`: literals of x's type.
    private mutating func parseMembership(_ left: Typed, at: Int) throws(ExpressionSyntaxError) -> Typed {
        guard isSymbol("{") else {
            throw ExpressionSyntaxError(offset: current.offset, "expected '{' after IN, found \(describe(current))")
        }
        advance()
        var members: [ExpressionValue] = []
        while true {
            let literal = try parseLiteral()
            let checked = try normalizedLiteral(literal, against: left.type)
            guard Self.comparable(left.type, checked.type), case .literal(let value) = checked.node else {
                throw ExpressionSyntaxError(offset: literal.offset, "IN compares \(left.type) with \(literal.type)")
            }
            members.append(value)
            if isSymbol(",") {
                advance()
                continue
            }
            guard isSymbol("}") else {
                throw ExpressionSyntaxError(
                    offset: current.offset, "expected ',' or '}' in the set, found \(describe(current))")
            }
            advance()
            break
        }
        return Typed(node: .member(left.node, members), type: .bool, offset: left.offset)
    }

    private mutating func parseLiteral() throws(ExpressionSyntaxError) -> Typed {
        let token = current
        let negative = isSymbol("-")
        if negative { advance() }
        switch current.kind {
        case .number(let v):
            advance()
            return Typed(node: .literal(.number(negative ? -v : v)), type: .number, offset: token.offset)
        case .string(let s) where !negative:
            advance()
            return Typed(node: .literal(.text(s)), type: .string, offset: token.offset)
        case .keyword("TRUE") where !negative, .keyword("FALSE") where !negative:
            let value = current.kind == .keyword("TRUE")
            advance()
            return Typed(node: .literal(.bool(value)), type: .bool, offset: token.offset)
        default:
            throw ExpressionSyntaxError(
                offset: current.offset, "expected a literal in the set, found \(describe(current))")
        }
    }

    private mutating func parseSum() throws(ExpressionSyntaxError) -> Typed {
        var left = try parseProduct()
        var chain = 0
        while isSymbol("+") || isSymbol("-") {
            let op: ArithmeticOperator = isSymbol("+") ? .add : .subtract
            let at = current.offset
            advance()
            chain += 1
            try checkChain(chain, at: at)
            let right = try parseProduct()
            try requireNumbers(left, right, op, at: at)
            left = Typed(node: .arithmetic(op, left.node, right.node), type: .number, offset: left.offset)
        }
        return left
    }

    private mutating func parseProduct() throws(ExpressionSyntaxError) -> Typed {
        var left = try parseUnary()
        var chain = 0
        while isSymbol("*") || isSymbol("/") {
            let op: ArithmeticOperator = isSymbol("*") ? .multiply : .divide
            let at = current.offset
            advance()
            chain += 1
            try checkChain(chain, at: at)
            let right = try parseUnary()
            try requireNumbers(left, right, op, at: at)
            left = Typed(node: .arithmetic(op, left.node, right.node), type: .number, offset: left.offset)
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionSyntaxError) -> Typed {
        try enter()
        defer { leave() }
        if isSymbol("-") {
            let at = current.offset
            advance()
            let operand = try parseUnary()
            guard operand.type == .number else {
                throw ExpressionSyntaxError(offset: at, "'-' needs a number; found \(operand.type)")
            }
            if case .literal(.number(let v)) = operand.node {
                return Typed(node: .literal(.number(-v)), type: .number, offset: at)
            }
            return Typed(node: .negate(operand.node), type: .number, offset: at)
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionSyntaxError) -> Typed {
        let token = current
        switch token.kind {
        case .number(let v):
            advance()
            return Typed(node: .literal(.number(v)), type: .number, offset: token.offset)
        case .string(let s):
            advance()
            return Typed(node: .literal(.text(s)), type: .string, offset: token.offset)
        case .keyword("TRUE"), .keyword("FALSE"):
            advance()
            return Typed(node: .literal(.bool(token.kind == .keyword("TRUE"))), type: .bool, offset: token.offset)
        case .symbol("("):
            advance()
            let inner = try parseOr()
            guard isSymbol(")") else {
                throw ExpressionSyntaxError(offset: current.offset, "expected ')', found \(describe(current))")
            }
            advance()
            return inner
        case .identifier(let name):
            advance()
            if isSymbol("(") { return try parseCall(name, at: token.offset) }
            return try variable(name, at: token.offset)
        default:
            throw ExpressionSyntaxError(offset: token.offset, "expected a value, found \(describe(token))")
        }
    }

    private mutating func parseCall(_ name: String, at offset: Int) throws(ExpressionSyntaxError) -> Typed {
        guard let function = ExpressionFunction(rawValue: name) else {
            let names = ExpressionFunction.allCases.map { "\($0.rawValue)()" }.joined(separator: ", ")
            throw ExpressionSyntaxError(offset: offset, "unknown function '\(name)'; expected one of \(names)")
        }
        advance()  // (
        var arguments: [ExpressionNode] = []
        if !isSymbol(")") {
            while true {
                let argument = try parseOr()
                guard argument.type == .number else {
                    throw ExpressionSyntaxError(
                        offset: argument.offset, "\(name)() takes numbers; found \(argument.type)")
                }
                arguments.append(argument.node)
                guard isSymbol(",") else { break }
                advance()
            }
        }
        guard isSymbol(")") else {
            throw ExpressionSyntaxError(
                offset: current.offset, "expected ')' or ',' in \(name)(), found \(describe(current))")
        }
        advance()
        guard arguments.count == function.arity else {
            throw ExpressionSyntaxError(
                offset: offset,
                "\(name)() takes \(function.arity) argument\(function.arity == 1 ? "" : "s"), found \(arguments.count)")
        }
        return Typed(node: .call(function, arguments), type: .number, offset: offset)
    }

    private func variable(_ name: String, at offset: Int) throws(ExpressionSyntaxError) -> Typed {
        guard let variable = DelegateVariable(rawValue: name) else {
            let valid = DelegateVariable.allCases.filter { question.refusal(of: $0) == nil }.map(\.rawValue)
            if let hint = EditDistance.closest(to: name, among: valid) {
                throw ExpressionSyntaxError(offset: offset, "unknown name '\(name)'; did you mean '\(hint)'?")
            }
            throw ExpressionSyntaxError(
                offset: offset, "unknown name '\(name)'; expected one of \(valid.joined(separator: ", "))")
        }
        if let refusal = question.refusal(of: variable) {
            throw ExpressionSyntaxError(offset: offset, refusal)
        }
        if variable.needsPan, !recognizerIsPan {
            throw ExpressionSyntaxError(
                offset: offset,
                "'\(name)' is a pan's (UIPanGestureRecognizer's translation and velocity); this recognizer is not a pan"
            )
        }
        return Typed(node: .variable(variable), type: variable.type, offset: offset)
    }

    // MARK: Types

    private func requireBool(_ operand: Typed, _ op: String) throws(ExpressionSyntaxError) {
        guard operand.type == .bool else {
            throw ExpressionSyntaxError(offset: operand.offset, "\(op) needs conditions; found \(operand.type)")
        }
    }

    private func requireNumbers(_ l: Typed, _ r: Typed, _ op: ArithmeticOperator, at: Int) throws(ExpressionSyntaxError)
    {
        guard l.type == .number, r.type == .number else {
            throw ExpressionSyntaxError(offset: at, "'\(op.rawValue)' needs numbers; found \(l.type) and \(r.type)")
        }
    }

    static func comparable(_ a: ExpressionType, _ b: ExpressionType) -> Bool {
        a == b || (a.isText && b.isText && (a == .string || b == .string))
    }

    /// A string literal compared with a state or a kind must name one: `"recognized"` is
    /// `"ended"` (SEMANTICS §5.1), UIKit's class names name their kind (FORMAT §2.2).
    private func normalizedLiteral(_ operand: Typed, against type: ExpressionType) throws(ExpressionSyntaxError)
        -> Typed
    {
        guard case .literal(.text(let text)) = operand.node, type == .state || type == .kind else { return operand }
        if type == .state {
            let names = ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"]
            guard names.contains(text) else {
                throw ExpressionSyntaxError(
                    offset: operand.offset, "unknown state '\(text)'; expected one of \(names.joined(separator: ", "))")
            }
            return Typed(
                node: .literal(.text(text == "recognized" ? "ended" : text)), type: .state, offset: operand.offset)
        }
        guard let kind = KindName.canonical(text) else {
            throw ExpressionSyntaxError(
                offset: operand.offset,
                "unknown kind '\(text)'; expected one of \(KindName.names.joined(separator: ", "))")
        }
        return Typed(node: .literal(.text(kind)), type: .kind, offset: operand.offset)
    }

    private func describe(_ token: ExpressionToken) -> String {
        switch token.kind {
        case .number(let v): return "number \(ExpressionValue.number(v).display)"
        case .string(let s): return "string '\(s)'"
        case .identifier(let n): return "'\(n)'"
        case .keyword(let k): return "'\(k)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the expression"
        }
    }
}

/// The kind names an expression may compare `kind` and `other.kind` with: FORMAT §2.2's,
/// and UIKit's class names for the built-in ones.
enum KindName {
    static let names = [
        "tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "fingers", "script", "swiftui",
        "custom",
    ]
    static let uikit: [String: String] = [
        "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress", "UIPanGestureRecognizer": "pan",
        "UISwipeGestureRecognizer": "swipe", "UIPinchGestureRecognizer": "pinch",
        "UIRotationGestureRecognizer": "rotation", "UIScreenEdgePanGestureRecognizer": "screenEdgePan",
    ]

    static func canonical(_ text: String) -> String? {
        if names.contains(text) { return text }
        return uikit[text]
    }
}
