/// One token of a delegate expression (FORMAT §2.4), with where it starts.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        /// A quoted literal, `'UIButton'` or `"UIButton"`.
        case string(String)
        /// A name or a dotted path: `velocity.x`, `touch.view.class`, `abs`.
        case identifier(String)
        /// A reserved word, upper-cased: `AND`, `OR`, `NOT`, `IN`, `BEGINSWITH`, `ENDSWITH`,
        /// `CONTAINS`, `TRUE`, `FALSE` (`YES`/`NO` read as `TRUE`/`FALSE`).
        case keyword(String)
        /// An operator or punctuation mark, as written once normalised: `==` for `=`,
        /// `!=` for `<>`, `<=` for `=<`, `>=` for `=>`, `&&`, `||`, `!`, `(`, `)`, `{`, `}`, `,`,
        /// `+`, `-`, `*`, `/`, `<`, `>`.
        case symbol(String)
        case end
    }

    var kind: Kind
    /// Unicode scalars from the start of the expression.
    var offset: Int
}
