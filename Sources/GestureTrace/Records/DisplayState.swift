/// A recognizer state as printed: discrete recognizers say `recognized`, continuous ones
/// `began`/`changed`/`ended` (SEMANTICS §5.1).
package enum DisplayState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, recognized, cancelled, failed
}
