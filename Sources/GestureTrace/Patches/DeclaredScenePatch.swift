/// A setup patch with the places to blame when the scene refuses it (FORMAT §5): the target's
/// id, the key and the value as written in a `--set` argument, or a proposed fix's own text.
package struct DeclaredScenePatch: Sendable, Equatable {
    package var patch: ScenePatch
    package var idLocation: TraceError
    package var keyLocation: TraceError
    package var valueLocation: TraceError

    package init(_ patch: ScenePatch, idLocation: TraceError, keyLocation: TraceError, valueLocation: TraceError) {
        self.patch = patch
        self.idLocation = idLocation
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }

    /// A patch no input wrote (a fix `why` proposes): its errors name the patch's argument.
    package init(proposed patch: ScenePatch) {
        let at = TraceError(
            file: "--set '\(patch.argument)'", line: 1, column: 1, path: "set.\(patch.targetID)", message: "")
        self.init(patch, idLocation: at, keyLocation: at, valueLocation: at)
    }
}

extension Scene {
    /// The scene with `patches` applied in order (FORMAT §3.6), or the first one's located
    /// error: an unknown id, a key that does not apply to what the id names, an id in the
    /// value that names nothing or the wrong kind of thing, an expression that does not parse,
    /// a `requireToFail` that would close a cycle (SEMANTICS §6.1), ids added to a
    /// `simultaneousWith` that is an expression.
    package mutating func apply(_ patches: [DeclaredScenePatch]) throws(TraceError) {
        guard !patches.isEmpty else { return }
        let ids = SceneIDs(self)
        var graphChanged = false
        for declared in patches {
            try apply(declared, ids: ids, graphChanged: &graphChanged)
            if graphChanged, let cycle = rebuildFailureGraph() {
                var error = declared.valueLocation
                let path = cycle.map { recognizers[$0].id }.joined(separator: " -> ")
                error.message = "require(toFail:) would make a cycle: \(path) (SEMANTICS §6.1)"
                throw error
            }
            graphChanged = false
        }
    }

    private mutating func apply(_ declared: DeclaredScenePatch, ids: SceneIDs, graphChanged: inout Bool)
        throws(TraceError)
    {
        func fail(_ message: String) -> TraceError {
            var error = declared.valueLocation
            error.message = message
            return error
        }
        let patch = declared.patch
        let key = patch.value.key
        let target = try ids.target(
            patch.targetID, keyName: key.name, applies: key.applies, in: self, idLocation: declared.idLocation,
            keyLocation: declared.keyLocation)
        /// Each id of a value, as the index of a recognizer (or of a view, `views: true`).
        func indices(_ list: [String], views wantViews: Bool) throws(TraceError) -> [Int] {
            var out: [Int] = []
            for id in list {
                switch ids[id] {
                case .recognizer(let r) where !wantViews: out.append(r)
                case .view(let v) where wantViews: out.append(v)
                case .none:
                    let hint = EditDistance.closest(to: id, among: ids.all).map { "; did you mean '\($0)'?" } ?? ""
                    throw fail("unknown \(wantViews ? "view" : "gesture recognizer") id '\(id)'\(hint)")
                case .some:
                    throw fail("'\(id)' is not a \(wantViews ? "view" : "gesture recognizer")")
                }
            }
            return out
        }
        func expression(_ text: String, _ question: DelegateQuestion, recognizer r: Int) throws(TraceError)
            -> DelegateExpression
        {
            do {
                return try DelegateExpression(
                    text, question: question, recognizerIsPan: recognizers[r].kind.hasPanMeasurements)
            } catch {
                throw fail("\(question.rawValue) expression: \(error.message)")
            }
        }
        switch (target, patch.value) {
        case (_, .change(let value)):
            let change = try DeclaredSceneChange(
                targetID: patch.targetID, value: value, idLocation: declared.idLocation,
                keyLocation: declared.keyLocation
            ).resolved(in: self, ids: ids)
            apply(change)
        case (.recognizer(let r), .cancelsTouchesInView(let b)): recognizers[r].cancelsTouchesInView = b
        case (.recognizer(let r), .delaysTouchesBegan(let b)): recognizers[r].delaysTouchesBegan = b
        case (.recognizer(let r), .delaysTouchesEnded(let b)): recognizers[r].delaysTouchesEnded = b
        case (.recognizer(let r), .requireToFail(let list)):
            for awaited in try indices(list, views: false) {
                guard awaited != r else { throw fail("a gesture recognizer cannot require itself to fail") }
                if !recognizers[r].requireToFail.contains(awaited) { recognizers[r].requireToFail.append(awaited) }
            }
            graphChanged = true
        case (.recognizer(let r), .removeRequireToFail(let list)):
            for awaited in try indices(list, views: false) {
                let declared =
                    recognizers[r].requireToFail.contains(awaited)
                    || recognizers[r].shouldRequireFailureOf.contains(awaited)
                    || recognizers[awaited].shouldBeRequiredToFailBy.contains(r)
                guard declared else {
                    throw fail(
                        "\(patch.targetID) does not require \(recognizers[awaited].id) to fail in the scene: no requireToFail, "
                            + "shouldRequireFailureOf or shouldBeRequiredToFailBy declares it; a requirement UIKit adds "
                            + "itself is not the app's to remove (SEMANTICS §6.1)")
                }
                recognizers[r].requireToFail.removeAll { $0 == awaited }
                recognizers[r].shouldRequireFailureOf.removeAll { $0 == awaited }
                recognizers[awaited].shouldBeRequiredToFailBy.removeAll { $0 == r }
            }
            graphChanged = true
        case (.recognizer(let r), .simultaneousWith(let answer)):
            switch answer {
            case .adding(let list):
                guard recognizers[r].simultaneousWithExpression == nil else {
                    throw fail(
                        "\(patch.targetID)'s simultaneousWith is an expression; give \"all\" or an expression instead of ids"
                    )
                }
                let added = try indices(list, views: false)
                switch recognizers[r].simultaneousWith {
                case .all: break
                case .none: recognizers[r].simultaneousWith = .only(added)
                case .only(let existing):
                    recognizers[r].simultaneousWith = .only(existing + added.filter { !existing.contains($0) })
                }
            case .all:
                recognizers[r].simultaneousWith = .all
                recognizers[r].simultaneousWithExpression = nil
            case .expression(let text):
                recognizers[r].simultaneousWithExpression = try expression(text, .simultaneousWith, recognizer: r)
            }
        case (.recognizer(let r), .shouldBegin(let answer)):
            switch answer {
            case .constant(let b):
                recognizers[r].shouldBegin = b
                recognizers[r].shouldBeginExpression = nil
            case .expression(let text):
                recognizers[r].shouldBeginExpression = try expression(text, .shouldBegin, recognizer: r)
            }
        case (.recognizer(let r), .shouldReceiveTouch(let answer)):
            switch answer {
            case .constant(let b):
                recognizers[r].shouldReceiveTouch = b ? .always : .never
                recognizers[r].shouldReceiveTouchExpression = nil
            case .exceptInViews(let list):
                recognizers[r].shouldReceiveTouch = .exceptInViews(try indices(list, views: true))
                recognizers[r].shouldReceiveTouchExpression = nil
            case .expression(let text):
                recognizers[r].shouldReceiveTouchExpression = try expression(
                    text, .shouldReceiveTouch, recognizer: r)
            }
        case (.view(let v), .delaysContentTouches(let b)):
            views[v].scroll?.delaysContentTouches = b
            graphChanged = true
        case (.view(let v), .canCancelContentTouches(let b)): views[v].scroll?.canCancelContentTouches = b
        case (.view(let v), .touchesShouldCancel(let answer)): views[v].scroll?.touchesShouldCancel = answer
        case (.view(let v), .transfersHorizontalScrollingToParent(let b)):
            views[v].scroll?.transfersHorizontalScrollingToParent = b
        case (.view(let v), .transfersVerticalScrollingToParent(let b)):
            views[v].scroll?.transfersVerticalScrollingToParent = b
        case (.view(let v), .modalInPresentation(let b)): views[v].sheet?.modalInPresentation = b
        case (.view(let v), .shouldDismiss(let b)): views[v].sheet?.shouldDismiss = b
        case (.view, .cancelsTouchesInView), (.view, .delaysTouchesBegan), (.view, .delaysTouchesEnded),
            (.view, .requireToFail), (.view, .removeRequireToFail), (.view, .simultaneousWith), (.view, .shouldBegin),
            (.view, .shouldReceiveTouch),
            (.recognizer, .delaysContentTouches), (.recognizer, .canCancelContentTouches),
            (.recognizer, .touchesShouldCancel), (.recognizer, .transfersHorizontalScrollingToParent),
            (.recognizer, .transfersVerticalScrollingToParent), (.recognizer, .modalInPresentation),
            (.recognizer, .shouldDismiss):
            // `SceneIDs.target` has checked what the key applies to.
            break
        }
    }
}
