import Testing

@testable import GestureTrace

/// SEMANTICS §9.14: a presented page sheet's dismiss pan, the hand-off from a scroll view at its
/// content's top, and what the sheet tells its presentation controller's delegate.
@Suite struct SheetTests {
    /// A window with a sheet `sheet` at (0, 54, 390 × 790) holding a header (56 pt) and, below
    /// it, `content` (a view's JSON); `sheetKeys` is the sheet object.
    static func scene(content: String, sheetKeys: String = "{}", settings: String = "{}") -> String {
        """
        {"settings": \(settings), "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "sheet", "frame": [0, 54, 390, 790], "sheet": \(sheetKeys), "subviews": [
            {"id": "header", "frame": [0, 0, 390, 56]}, \(content)]}]}}
        """
    }

    /// A vertical table below the header, its content at `offset`.
    static func table(offset: Double = 0, horizontal: Bool = false) -> String {
        let width = horizontal ? 800 : 390
        return
            #"{"id": "list", "class": "UITableView", "frame": [0, 56, 390, 734], "scroll": {"contentSize": [\#(width), 2000], "contentOffset": [0, \#(offset)]}}"#
    }

    /// A drag by finger `id` from (200, `from`) moving `step` pt per 16 ms `steps` times, from
    /// time `start`, lifted at its last place.
    static func drag(id: Int = 1, from: Double, step: Double, steps: Int, start: Double = 0, dx: Double = 0)
        -> [String]
    {
        var out = [#"{"t": \#(start), "touches": [{"id": \#(id), "phase": "began", "x": 200, "y": \#(from)}]}"#]
        var t = start
        for i in 1...steps {
            t += 0.016
            out.append(
                #"{"t": \#(t), "touches": [{"id": \#(id), "phase": "moved", "x": \#(200 + dx * Double(i)), "y": \#(from + step * Double(i))}]}"#
            )
        }
        t += 0.016
        out.append(
            #"{"t": \#(t), "touches": [{"id": \#(id), "phase": "ended", "x": \#(200 + dx * Double(steps)), "y": \#(from + step * Double(steps))}]}"#
        )
        return out
    }

    static func records(_ scene: String, _ events: [String]) throws -> [Record] {
        try FuzzFindingsTests.records(
            #"{"gesturetrace": 1, "scene": \#(scene), "events": [\#(events.joined(separator: ","))]}"#)
    }

    /// The sheet's records as `event (recognizer)`.
    static func sheetEvents(_ records: [Record]) -> [String] {
        records.compactMap { record in
            if case let .sheet(_, r, event, _) = record.body { return "\(event.rawValue) (\(r))" }
            return nil
        }
    }

    static func sheetReasons(_ records: [Record]) -> [SheetReason] {
        records.compactMap { record in
            if case let .sheet(_, _, _, reason) = record.body { return reason }
            return nil
        }
    }

    static func decode(_ scene: String) throws -> Scene {
        try TraceDecoder.decode(
            bytes: Array(#"{"gesturetrace": 1, "scene": \#(scene), "events": []}"#.utf8), file: "s.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }.scene
    }

    // MARK: The scene construct

    @Test func sheetKeyInstallsTheDismissPanFirst() throws {
        let scene = try Self.decode(
            Self.scene(
                content: #"{"id": "pad", "frame": [0, 56, 390, 100]}"#,
                sheetKeys: #"{"isModalInPresentation": true, "shouldDismiss": false}"#))
        let sheet = try #require(scene.views.firstIndex { $0.id == "sheet" })
        #expect(scene.views[sheet].sheet == SheetSpec(modalInPresentation: true, shouldDismiss: false))
        let first = try #require(scene.views[sheet].recognizers.first)
        #expect(scene.recognizers[first].id == "sheet.sheetPan")
        guard case .sheetPan = scene.recognizers[first].kind else {
            Issue.record("not a sheet pan")
            return
        }
        #expect(scene.recognizers[first].cancelsTouchesInView)
    }

    @Test func unknownSheetKeyIsRefused() {
        #expect(throws: TraceError.self) {
            try Self.decode(
                Self.scene(content: #"{"id": "pad", "frame": [0, 56, 390, 100]}"#, sheetKeys: #"{"detent": 1}"#))
        }
    }

    // MARK: Rules

    @Test func outermostVerticalScrollViewFindsTheSheet() throws {
        let inner =
            #"{"id": "outer", "class": "UIScrollView", "frame": [0, 56, 390, 700], "scroll": {"contentSize": [390, 3000]}, "subviews": [{"id": "inner", "class": "UIScrollView", "frame": [0, 0, 390, 300], "scroll": {"contentSize": [390, 900]}}]}"#
        let scene = try Self.decode(Self.scene(content: inner))
        let sheet = try #require(scene.views.firstIndex { $0.id == "sheet" })
        let outer = try #require(scene.views.firstIndex { $0.id == "outer" })
        let nested = try #require(scene.views.firstIndex { $0.id == "inner" })
        #expect(SheetRules.sheet(for: outer, in: scene) == sheet)
        #expect(SheetRules.sheet(for: nested, in: scene) == nil)
    }

    @Test func pullIsTakenOnlyFromTheTopAndNotTooSoon() {
        let s = Settings()
        func refuses(
            start: Double = 0, content: Double = 0, horizontal: Bool = false, gap: Double? = nil, vy: Double = 500
        )
            -> Bool
        {
            SheetRules.refusesPull(
                startY: start, contentY: content, canScrollHorizontally: horizontal, followingOther: false,
                followingThis: false, sincePreviousDrag: gap, fingerVelocityY: vy, settings: s)
        }
        #expect(!refuses())
        #expect(refuses(start: 300))
        #expect(refuses(horizontal: true))
        #expect(refuses(gap: 0.2))
        #expect(!refuses(gap: 0.5))
        #expect(refuses(content: -5, vy: -100))
        #expect(!refuses(content: -5, vy: 100))
    }

    @Test func releaseProjectsWithTheDecelerationRate() {
        let s = Settings()
        // 310 + 1250 × 0.99 / 0.01 / 1000 = 433.75.
        #expect(abs(SheetRules.projected(offset: 310, velocity: 1250, settings: s) - 433.75) < 1e-9)
        #expect(SheetRules.dismisses(projected: 433.75, dismissOffset: 790))
        #expect(!SheetRules.dismisses(projected: 395, dismissOffset: 790))
    }

    @Test func refusedPullRubberBandsAndAttemptsPastAQuarter() {
        let s = Settings()
        let offset = SheetRules.refusedOffset(pull: 230, settings: s)
        #expect(abs(offset - (1 - 1 / (230 * 0.55 / 200 + 1)) * 200) < 1e-9)
        #expect(SheetRules.attemptNeeds(s) == 50)
        #expect(SheetRules.refusedOffset(pull: 60, settings: s) < 50)
    }

    // MARK: Replays

    @Test func tableAtTopDraggedDownDismissesTheSheet() throws {
        let records = try Self.records(Self.scene(content: Self.table()), Self.drag(from: 250, step: 20, steps: 16))
        #expect(
            Self.sheetEvents(records) == ["followed (list.pan)", "dismissBegan (list.pan)", "dismissed (list.pan)"])
        #expect(Self.sheetReasons(records).first == .scrollViewAtTop(scrollView: "list", offset: 0))
    }

    @Test func tableInTheMiddleScrollsAndTheSheetStays() throws {
        let records = try Self.records(
            Self.scene(content: Self.table(offset: 300)), Self.drag(from: 250, step: 20, steps: 20))
        #expect(Self.sheetEvents(records).isEmpty)
    }

    @Test func horizontallyScrollingTableKeepsItsPull() throws {
        let records = try Self.records(
            Self.scene(content: Self.table(horizontal: true)), Self.drag(from: 250, step: 20, steps: 16))
        #expect(Self.sheetEvents(records).isEmpty)
    }

    @Test func shortSlowPullRestoresTheSheet() throws {
        // 5 pt a frame: 70 pt pulled at 312.5 pt/s, projected ≈ 101 pt < 395.
        let records = try Self.records(Self.scene(content: Self.table()), Self.drag(from: 250, step: 5, steps: 16))
        #expect(Self.sheetEvents(records) == ["followed (list.pan)", "dismissBegan (list.pan)", "restored (list.pan)"])
        guard case .projected(_, _, let projected, let at)? = Self.sheetReasons(records).last else {
            Issue.record("no projection")
            return
        }
        #expect(projected < at / 2)
    }

    @Test func modalSheetRefusesAndReportsAnAttempt() throws {
        let scene = Self.scene(content: Self.table(), sheetKeys: #"{"modalInPresentation": true}"#)
        let far = try Self.records(scene, Self.drag(from: 80, step: 20, steps: 12))
        #expect(
            Self.sheetEvents(far) == [
                "followed (sheet.sheetPan)", "dismissRefused (sheet.sheetPan)", "dismissAttempted (sheet.sheetPan)",
            ])
        #expect(Self.sheetReasons(far)[1] == .modalInPresentation)
        // A 50 pt pull rubber-bands ≈ 24.2 pt: short of a quarter of the extent.
        let near = try Self.records(scene, Self.drag(from: 80, step: 10, steps: 6))
        #expect(Self.sheetEvents(near).last == "restored (sheet.sheetPan)")
    }

    @Test func delegateRefusalIsNamed() throws {
        let scene = Self.scene(content: Self.table(), sheetKeys: #"{"shouldDismiss": false}"#)
        let records = try Self.records(scene, Self.drag(from: 80, step: 20, steps: 12))
        #expect(Self.sheetReasons(records)[1] == .delegateRefused)
    }

    @Test func quickSecondDragAtTheTopScrolls() throws {
        // The first drag scrolls the content up (finger up); the second, 0.1 s later, pulls down
        // from where the first left it: not at the top, and too soon anyway.
        let first = Self.drag(from: 600, step: -20, steps: 5)
        let second = Self.drag(id: 2, from: 250, step: 20, steps: 10, start: 0.2)
        let records = try Self.records(Self.scene(content: Self.table()), first + second)
        #expect(Self.sheetEvents(records).isEmpty)
        // After the content came back to the top, a drag begun 0.2 s after the previous ended
        // is still too soon; 0.5 s after, the sheet follows.
        let back = Self.drag(from: 250, step: 5, steps: 3)
        let soon = Self.drag(id: 2, from: 250, step: 20, steps: 10, start: 0.264)
        let late = Self.drag(id: 3, from: 250, step: 20, steps: 10, start: 1.0)
        let tooSoon = try Self.records(Self.scene(content: Self.table()), back + soon)
        #expect(Self.sheetEvents(tooSoon).filter { $0.hasPrefix("followed") }.count == 1)
        let later = try Self.records(Self.scene(content: Self.table()), back + late)
        #expect(Self.sheetEvents(later).filter { $0.hasPrefix("followed") }.count == 2)
    }

    @Test func sheetPanBeginsOnlyVertically() throws {
        let records = try Self.records(
            Self.scene(content: #"{"id": "pad", "frame": [0, 56, 390, 100]}"#),
            Self.drag(from: 80, step: 1, steps: 5, dx: 20))
        let failed = records.compactMap { record -> Reason? in
            if case let .state("sheet.sheetPan", _, .failed, reason, _) = record.body { return reason }
            return nil
        }
        #expect(failed == [.rule(.panLiftedBeforeBeginning(.sheetVerticalShort(distance: 5, limit: 10)))])
        #expect(Self.sheetEvents(records).isEmpty)
    }

    // MARK: Patches (FORMAT §3.6): why's replayed fixes

    /// `SHEET.modalInPresentation` and `SHEET.shouldDismiss` set the sheet's answers before a
    /// replay; a view that is no sheet refuses them at the key.
    @Test func sheetPatchesSetTheAnswersAndOnlyOnSheets() throws {
        var scene = try Self.decode(Self.scene(content: Self.table()))
        try scene.apply([try ScenePatchArgument.parse("sheet.modalInPresentation=true")])
        let sheet = try #require(scene.views.firstIndex { $0.id == "sheet" })
        #expect(scene.views[sheet].sheet == SheetSpec(modalInPresentation: true, shouldDismiss: true))
        try scene.apply([try ScenePatchArgument.parse("sheet.shouldDismiss=false")])
        #expect(scene.views[sheet].sheet?.shouldDismiss == false)
        var other = try Self.decode(Self.scene(content: Self.table()))
        #expect(throws: TraceError.self) {
            try other.apply([try ScenePatchArgument.parse("list.modalInPresentation=true")])
        }
    }

}
