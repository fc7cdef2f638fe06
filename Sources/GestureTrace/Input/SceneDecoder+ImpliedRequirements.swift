extension SceneDecoder {
    /// The most failure requirements a scene's navigation controllers and context menus may
    /// imply (SEMANTICS §9.7 rule 4, §9.13): each back swipe is required to fail by every other
    /// recognizer, each context menu's press by every scroll view's pan and outer press, its
    /// failure recognizer by every long press. UIKit asks those delegates pair by pair for the
    /// recognizers of one touch; the replay holds the relation for the whole scene, two
    /// machine words an edge in each direction, so it grows with the square of the recognizers
    /// while the input grows linearly (issue 25, round 8: a 325 KB scene of 3 000 navigation
    /// controllers and 3 000 taps held 900 MB and ran for minutes). 250 000 keeps the graph
    /// to a few MiB and its building to a second; a real screen implies hundreds to thousands
    /// (a table of 200 rows with a context menu and a long press each: 40 000).
    /// DECISIONS "Implied failure requirements".
    static let maxImpliedRequirements = 250_000

    /// Throws at the first recognizer that brings implied requirements when they number more
    /// than `maxImpliedRequirements`, before any is made.
    func checkImpliedRequirements() throws(TraceError) {
        let navigation = NavigationRules.requiredToFailEdgeCount(
            views: views, recognizers: recognizers, settings: settings)
        let menus = ContextMenuRules.requiredToFailEdgeCount(views: views, recognizers: recognizers)
        let total = navigation.count + menus.count
        guard total > SceneDecoder.maxImpliedRequirements else { return }
        let (source, cause) =
            navigation.count >= menus.count
            ? (
                navigation.first,
                "navigation controllers' back swipes, each required to fail by every other recognizer (SEMANTICS §9.7)"
            )
            : (
                menus.first,
                "context menus, each waited for by every scroll view's pan, outer menu and long press (SEMANTICS §9.13)"
            )
        let node = source.flatMap { ids[recognizers[$0].id]?.node } ?? 0
        throw context.error(
            node,
            "the scene implies \(total) failure requirements, more than \(SceneDecoder.maxImpliedRequirements): its \(cause); a replay holds them all, so their number grows with the square of the recognizers'"
        )
    }
}
