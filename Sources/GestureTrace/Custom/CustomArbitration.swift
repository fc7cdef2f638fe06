/// Where custom recognizers join the arbiter: their runtimes and peers, and the class rules of
/// `canPrevent(_:)`/`canBePrevented(by:)` (SEMANTICS §6.4 (f), §6.6) asked of their overrides.
enum CustomArbitration {
    /// Gives each custom recognizer its runtime and the scene's recognizers as
    /// `GestureRecognizer` objects (itself for a custom one, a description for a built-in
    /// one), built once so that a recognizer may compare them by identity.
    static func attach(_ recognizers: [RecognizerRuntime], scene: Scene) {
        guard recognizers.contains(where: { $0.logic is CustomRecognizerLogic }) else { return }
        var peers: [GestureRecognizer] = []
        peers.reserveCapacity(recognizers.count)
        for r in recognizers {
            if let custom = r.logic as? CustomRecognizerLogic {
                custom.runtime = r
                peers.append(custom.recognizer)
            } else {
                let peer = GestureRecognizer.builtInPeer(for: r.spec, scene: scene)
                peer.peerRuntime = r
                peers.append(peer)
            }
        }
        for r in recognizers {
            (r.logic as? CustomRecognizerLogic)?.peers = peers
        }
    }

    /// SEMANTICS §6.4 (f): `winner.canPrevent(loser)` and `loser.canBePrevented(by: winner)`.
    /// Built-in classes answer with SEMANTICS §6.6's rules (`PreventionRules`, through
    /// `SwiftUIArbitration` for SwiftUI's recognizers; a built-in's `canBePrevented(by:)` is
    /// always true); a custom class answers with its overrides.
    ///
    /// `live`: the scene is read from it only where SwiftUI's modifiers are asked. Taking the
    /// scene as a value copied it (a retain and a release of each of its arrays, about 650
    /// instructions) at every exclusion test (issue 28 item 4, round 11).
    static func preventionAllows(_ winner: RecognizerRuntime, _ loser: RecognizerRuntime, live: LiveScene) -> Bool {
        let customWinner = winner.logic as? CustomRecognizerLogic
        let customLoser = loser.logic as? CustomRecognizerLogic
        guard customWinner != nil || customLoser != nil else {
            // Two UIKit kinds: `SwiftUIArbitration.canPrevent`'s first case, whose kinds are
            // the specs' own (`uikitKind` of a kind without a modifier), asked without the
            // SwiftUI content it does not read.
            if SwiftUIArbitration.modifier(of: winner.spec.kind) == nil,
                SwiftUIArbitration.modifier(of: loser.spec.kind) == nil
            {
                return PreventionRules.canPrevent(winner.spec.kind, loser.spec.kind)
            }
            return SwiftUIArbitration.canPrevent(winner.spec, loser.spec, live.scene.swiftUI)
        }
        let peers = (customWinner ?? customLoser)?.peers ?? []
        guard winner.index < peers.count, loser.index < peers.count else { return true }
        // The overrides answer a question in the middle of the arbiter's update: a `state`
        // assignment there would re-enter it, so it is ignored (docs/CUSTOM-RECOGNIZERS.md).
        customWinner?.isAnswering = true
        customLoser?.isAnswering = true
        defer {
            customWinner?.isAnswering = false
            customLoser?.isAnswering = false
        }
        let canPrevent =
            customWinner.map { $0.recognizer.canPrevent(peers[loser.index]) }
            ?? SwiftUIArbitration.canPrevent(winner.spec, loser.spec, live.scene.swiftUI)
        guard canPrevent else { return false }
        return customLoser.map { $0.recognizer.canBePrevented(by: peers[winner.index]) } ?? true
    }
}
