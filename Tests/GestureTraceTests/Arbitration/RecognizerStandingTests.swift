import Testing

@testable import GestureTrace

/// A runtime's standing (SEMANTICS §5.5–§5.7, §6.4, §6.8): the moves `transition(to:)` allows.
@Suite struct RecognizerStandingTests {
    typealias Standing = RecognizerRuntime.Standing

    static func name(_ s: Standing) -> String {
        switch s {
        case .undecided: return "undecided"
        case .pending(let ended): return ended ? "pending+ended" : "pending"
        case .candidate(let ended): return ended ? "candidate+ended" : "candidate"
        case .announced(let owes): return owes.map { "announced owing \($0.rawValue)" } ?? "announced"
        }
    }

    @Test("every legal move of a standing, and nothing else")
    func legalMoves() {
        let all: [Standing] = [
            .undecided, .pending(touchesEnded: false), .pending(touchesEnded: true), .candidate(touchesEnded: false),
            .candidate(touchesEnded: true), .announced(owes: nil), .announced(owes: .changed),
        ]
        var moves: [String] = []
        for a in all {
            let targets = all.filter { a.canMove(to: $0) }.map(Self.name)
            moves.append("\(Self.name(a)) → \(targets.joined(separator: ", "))")
        }
        #expect(
            moves.joined(separator: "\n") == """
                undecided → undecided, pending, candidate
                pending → undecided, pending, pending+ended, candidate
                pending+ended → undecided, pending+ended, candidate+ended
                candidate → undecided, candidate, candidate+ended, announced
                candidate+ended → undecided, candidate+ended, announced
                announced → undecided, announced, announced owing changed
                announced owing changed → undecided, announced, announced owing changed
                """)
    }

    @Test("what a standing carries: touches ended while waiting, the owed action")
    func payloads() {
        #expect(
            Standing.pending(touchesEnded: true).touchesEnded && Standing.candidate(touchesEnded: true).touchesEnded)
        #expect(!Standing.announced(owes: .ended).touchesEnded && !Standing.undecided.touchesEnded)
        #expect(Standing.announced(owes: .ended).owedAction == .ended)
        #expect(
            Standing.pending(touchesEnded: true).owedAction == nil && Standing.announced(owes: nil).owedAction == nil)
        #expect(Standing.pending(touchesEnded: false).isPending && !Standing.candidate(touchesEnded: false).isPending)
        #expect(Standing.candidate(touchesEnded: true).isCandidate && Standing.announced(owes: nil).isAnnounced)
    }
}
