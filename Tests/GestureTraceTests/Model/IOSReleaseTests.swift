import Testing

@testable import GestureTrace

/// `settings.ios` (FORMAT §2, docs/DEFAULTS.md "iOS releases"): the table of behaviour that
/// differs between releases, how a scene names a release, and how explicit settings and the
/// command line's release combine with it.
@Suite struct IOSReleaseTests {
    static func scene(_ settings: String) throws(TraceError) -> Scene {
        try TraceDecoder.decodeScene(
            bytes: Array(
                #"{"gesturetrace": 1, "settings": \#(settings), "window": {"id": "w", "frame": [0, 0, 10, 10]}}"#
                    .utf8),
            file: "s.json")
    }

    @Test("the plain defaults are the newest release's, so a scene without ios runs the newest")
    func defaultsAreNewest() {
        var derived = Settings()
        IOSRelease.newest.apply(to: &derived)
        derived.iosNamed = false
        #expect(derived == Settings())
        #expect(Settings().ios == IOSRelease.newest)
        #expect(Settings().namedRelease == nil)
    }

    @Test(
        "each release sets the table's settings: graph before 18, masks on 18.x, long-press updating on 18.0-18.2, the content back swipe from 26.0"
    )
    func table() throws {
        let expected: [(String, SwiftUIModel, Bool, Bool, Bool)] = [
            ("17.5", .graph, true, true, false),
            ("18.0", .containers, false, false, false),
            ("18.1", .containers, false, false, false),
            ("18.2", .containers, false, false, false),
            ("18.3", .containers, false, true, false),
            ("18.6", .containers, false, true, false),
            ("26.0", .containers, true, true, true),
            ("26.1", .containers, true, true, true),
        ]
        for (name, model, masks, updating, contentBackSwipe) in expected {
            let settings = try Self.scene(#"{"ios": "\#(name)"}"#).settings
            #expect(settings.swiftuiModel == model, "\(name)")
            #expect(settings.swiftuiMaskExcludesSubviews == masks, "\(name)")
            #expect(settings.swiftuiLongPressUpdating == updating, "\(name)")
            #expect(settings.contentBackSwipe == contentBackSwipe, "\(name)")
            #expect(settings.namedRelease?.rawValue == name)
        }
        // Every row names a real setting, so DEFAULTS and the decoder agree on it.
        for row in IOSRelease.differences {
            #expect(Settings.names.contains { $0.name == row.setting }, "\(row.setting)")
        }
    }

    @Test("an explicit setting wins over the release, whatever the key order")
    func explicitWins() throws {
        let before = try Self.scene(#"{"swiftuiModel": "containers", "ios": "17.5"}"#).settings
        let after = try Self.scene(#"{"ios": "17.5", "swiftuiModel": "containers"}"#).settings
        #expect(before.swiftuiModel == .containers && after.swiftuiModel == .containers)
        #expect(before.ios == IOSRelease(17, 5))
    }

    @Test("the command line's release replaces the scene's; the scene's is still checked")
    func overrideWins() throws {
        let bytes = Array(
            #"{"gesturetrace": 1, "settings": {"ios": "18.1"}, "window": {"id": "w", "frame": [0, 0, 10, 10]}}"#.utf8)
        let scene = try TraceDecoder.decodeScene(bytes: bytes, file: "s.json", ios: IOSRelease(17, 5))
        #expect(scene.settings.ios == IOSRelease(17, 5))
        #expect(scene.settings.swiftuiModel == .graph)
        // No settings at all: the override alone names the release.
        let bare = try TraceDecoder.decodeScene(
            bytes: Array(#"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 10, 10]}}"#.utf8),
            file: "s.json", ios: IOSRelease(18, 1))
        #expect(bare.settings.namedRelease == IOSRelease(18, 1))
        #expect(bare.settings.swiftuiMaskExcludesSubviews == false)
    }

    @Test("an unknown release is a located error listing the modelled ones")
    func unknownRelease() {
        do {
            _ = try Self.scene(#"{"ios": "18.9"}"#)
            Issue.record("decoded")
        } catch {
            #expect(
                error.description
                    == "s.json:1:41: error: unknown iOS release '18.9'; expected one of 17.5, 18.0, 18.1, 18.2, 18.3, 18.4, 18.5, 18.6, 26.0, 26.1 (at settings.ios)"
            )
        }
        do {
            _ = try Self.scene(#"{"ios": 18.1}"#)
            Issue.record("decoded")
        } catch {
            #expect(error.message.hasPrefix("expected a string"), "\(error.message)")
        }
    }
}
