/// A proposed fix replayed with the trace (issue 28 item 2, FORMAT §6): the scene patched with
/// the fix's patches, replayed, and its outcome compared with the replay the story told
/// (`Outcome`, `OutcomeDifference`), so `why` says what the fix changes instead of hoping it
/// helps: the changes of what it aims at first (`WhyFix.aim`: the story's subject, or the
/// views whose touches were cancelled), then the rest; a fix that leaves its aim unchanged
/// "does not help".
package enum WhyFixTrial {
    /// What replaying one fix showed.
    package enum Effect: Sendable, Equatable {
        /// The scene refused the patch (a cycle, an id the scene lacks): the message.
        case notApplicable(String)
        /// The outcome's differences: those of the question's subject, and the others.
        case changes(subject: [OutcomeDifference.SubjectChanges], others: [OutcomeDifference.SubjectChanges])
    }

    /// The most changes told in one line; the rest are counted.
    static let shownChanges = 8

    /// Replays `trace` with `fix`'s patches and compares its outcome, up to the question's time,
    /// with `baseline` (the unpatched replay's, up to the same time).
    package static func effect(
        of fix: WhyFix, trace: Trace, baseline: Outcome, question: WhyQuestion
    ) -> Effect {
        var patched = trace
        do {
            try patched.scene.apply(fix.patches.map(DeclaredScenePatch.init(proposed:)))
        } catch {
            return .notApplicable(error.message)
        }
        let outcome = Outcome(replaying: patched, until: question.until)
        let difference = OutcomeDifference(from: baseline, to: outcome)
        let aim = fix.aim ?? [question.subject]
        func aimed(_ name: String) -> Bool { aim.contains { isSubject(name, $0) } }
        let subject = difference.subjects.filter { aimed($0.subject) }
        let others = difference.subjects.filter { !aimed($0.subject) }
        return .changes(subject: subject, others: others)
    }

    /// The baseline outcome of a story's replay: its records up to the question's time.
    /// The records past the question's time are skipped as they are read, not filtered into
    /// a copy.
    package static func baseline(_ records: [Record], scene: Scene, question: WhyQuestion) -> Outcome {
        Outcome(records: records, scene: scene, until: question.until)
    }

    /// A SwiftUI gesture's parts (`id/…`) belong to its story.
    static func isSubject(_ name: String, _ subject: String) -> Bool {
        name == subject || name.hasPrefix(subject + "/")
    }

    /// The effect as the line under the fix: `replayed: …`; `aim` names what it was meant to
    /// change (`WhyFix.aim`, else the story's subject). A fix that leaves its aim's outcome as
    /// it was does not help, and the line says so first; one that only moves its aim's events
    /// in time says that (earlier may be the point, as for a delayed touch down); otherwise the
    /// aim's changes come first, then the rest.
    package static func line(_ effect: Effect, aim: [String]) -> String {
        let subject = aim.joined(separator: ", ")
        switch effect {
        case .notApplicable(let message):
            return "replayed: cannot be applied to this scene: \(message)"
        case .changes(let mine, let others):
            let also = others.isEmpty ? "nothing else changes" : "also \(clauses(others))"
            if mine.isEmpty && others.isEmpty { return "replayed: does not help: the outcome is unchanged" }
            if mine.isEmpty {
                return "replayed: does not help: \(subject)'s outcome is unchanged; it changes \(clauses(others))"
            }
            let onlyTimes = mine.allSatisfy { subject in
                subject.changes.allSatisfy { if case .moved = $0 { return true } else { return false } }
            }
            if onlyTimes {
                return "replayed: only the times change: \(clauses(mine)); \(also)"
            }
            return "replayed: \(clauses(mine)); \(also)"
        }
    }

    /// The changes as clauses, at most `shownChanges`, the rest counted.
    /// Only the shown ones are worded: a fix that changes a long session changes tens of
    /// thousands of events (issue 25).
    static func clauses(_ subjects: [OutcomeDifference.SubjectChanges]) -> String {
        var shown: [String] = []
        var count = 0
        for subject in subjects {
            count += subject.changes.count
            for change in subject.changes.prefix(max(0, shownChanges - shown.count)) {
                shown.append(OutcomeText.sentence(subject.subject, change))
            }
        }
        guard count > shownChanges else { return shown.joined(separator: "; ") }
        let more = count - shownChanges
        return shown.joined(separator: "; ") + "; and \(more) more change\(more == 1 ? "" : "s")"
    }
}
