import Foundation
import Testing

@testable import GestureTrace

/// `XcodeViewHierarchyImporter`: the feed export in `Tests/Fixtures/xcode-viewhierarchy` (written
/// by hand from the documented layout, IOS-INPUTS §9.4) imports into the golden scene and summary;
/// malformed responses fail at their file, line:column and JSON path.
@Suite struct XcodeViewHierarchyImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fixtures/xcode-viewhierarchy").standardizedFileURL
    static let export = folder.appendingPathComponent("feed.viewhierarchy")

    static func expectGolden(_ actual: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        FixtureGolden.expect(actual, name, in: folder, sourceLocation: sourceLocation)
    }

    /// The fixture's responses, in directory order (the importer orders them).
    static func responses() throws -> [(name: String, bytes: [UInt8])] {
        let dir = export.appendingPathComponent("RequestResponses")
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().map {
            ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0))))
        }
    }

    static func importFeed() throws -> (ImportedScene, XcodeViewHierarchyImportReport) {
        let metadata = Array(try Data(contentsOf: export.appendingPathComponent("metadata")))
        return try XcodeViewHierarchyImporter.run(
            folder: "feed.viewhierarchy", responses: responses(), metadata: metadata)
    }

    @Test("the feed export imports into the golden scene and summary, which the scene reader accepts")
    func golden() throws {
        let (scene, report) = try Self.importFeed()
        let json = try ImportedSceneWriter.validatedDocument(scene, source: "feed.viewhierarchy").bytes
        Self.expectGolden(json, "feed.scene.json")
        Self.expectGolden(Array((report.text(source: "feed.viewhierarchy") + "\n").utf8), "feed.summary.txt")
    }

    @Test("what the capture holds reaches the scene; responses merge in numeric order")
    func mapped() throws {
        let (scene, report) = try Self.importFeed()
        func view(_ id: String) -> ImportedView? { scene.views.first { $0.id == id } }
        #expect(
            scene.views.map(\.id) == [
                "UIWindow_7fa1c0c01000", "UIView_7fa1c0f05000", "FeedTableView_7fa1c1800000", "PhotoCell_7fa1c0e20000",
                "UIImageView_7fa1c0e21000", "UILabel_7fa1c0e22000", "UIButton_7fa1c0e23000", "UIView_7fa1c0e24000",
                "UIView_7fa1c0e33000", "RatingStarsView_7fa1c0e40000", "UISwitch_7fa1c0e50000",
            ])
        // The application's keyWindow names the second window of the group.
        #expect(report.window == 1 && report.windowChoice == .key)
        #expect(report.otherWindows == ["0 UITextEffectsWindow"])
        // Classes through the capture's class table.
        #expect(view("FeedTableView_7fa1c1800000")?.viewClass == .tableView)
        #expect(view("PhotoCell_7fa1c0e20000")?.viewClass == .tableViewCell)
        #expect(view("RatingStarsView_7fa1c0e40000")?.viewClass == .view)
        let table = try #require(view("FeedTableView_7fa1c1800000"))
        #expect(table.boundsOrigin == Point(x: 0, y: 120) && table.clipsToBounds)
        #expect(table.alwaysBounceVertical == true && table.contentSize == nil)
        // Response_10 comes after Response_2 and refines the label's alpha; its unchanged
        // `hidden` (status 8) keeps the default.
        #expect(view("UILabel_7fa1c0e22000")?.alpha == 0.75)
        #expect(view("UILabel_7fa1c0e22000")?.hidden == false)
        #expect(view("UILabel_7fa1c0e22000")?.userInteractionEnabled == true)
        // Not captured: the image view's class default.
        #expect(view("UIImageView_7fa1c0e21000")?.userInteractionEnabled == false)
        #expect(report.interactionAssumed == 3)
        // Geometry from the layer when the view has none (or a failed fetch of it).
        #expect(view("UIButton_7fa1c0e23000")?.frame == Rect(x: 302, y: 248, width: 72, height: 36))
        #expect(view("UIView_7fa1c0e24000")?.frame == Rect(x: 0, y: 290, width: 390, height: 10))
        #expect(view("UIView_7fa1c0e33000")?.hidden == true)
        #expect(view("RatingStarsView_7fa1c0e40000")?.multipleTouchEnabled == true)
        #expect(report.transformsUnknown == 1)
        #expect(view("UISwitch_7fa1c0e50000")?.controlEnabled == false)
        #expect(view("UIView_7fa1c0f05000")?.controller == "FeedViewController")
        #expect(report.failedResponses == 1 && report.responses == 3 && report.appName == "Feed")
    }

    @Test("the imported scene replays: a tap on the button of the scrolled table's cell")
    func replays() throws {
        let (scene, _) = try Self.importFeed()
        let json = ImportedSceneWriter.document(scene)
        // The button is at (302, 248) in the cell, the table at y 100 scrolled by 120: (338, 246) is inside.
        let text = """
            {"gesturetrace": 1, "scene": "feed.scene.json", "events": [
            {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 338, "y": 246}]},
            {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 338, "y": 246}]}]}
            """
        let trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "t.json") { (_: String) throws(TraceError) in
            (json, "feed.scene.json")
        }
        let records = Replay.run(trace).records
        let lines = TextWriter.render(name: trace.name, records: records).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  hit") && $0.contains("UIButton_7fa1c0e23000") })
        #expect(lines.contains("  control  UIButton_7fa1c0e23000  touchUpInside"))
    }

    static func failure(_ responses: [(String, String)], metadata: String? = nil) -> String {
        do {
            _ = try XcodeViewHierarchyImporter.run(
                folder: "x.viewhierarchy", responses: responses.map { ($0.0, Array($0.1.utf8)) },
                metadata: metadata.map { Array($0.utf8) })
            return "no error"
        } catch {
            return error.description
        }
    }

    static let window = """
        {"version": 2, "topLevelGroups": {"com.apple.UIKit.UIWindow": {"groupingID": "com.apple.UIKit.UIWindow",
        "debugHierarchyObjects": [{"objectID": "0x1", "className": "UIWindow"}]}}}
        """

    @Test("a malformed response fails at its file, line:column and JSON path")
    func located() throws {
        #expect(
            Self.failure([("Response_0", "{\"version\": 2,")]).hasPrefix(
                "x.viewhierarchy/RequestResponses/Response_0:1:15: error:"))
        let badFloat = """
            {"topLevelPropertyDescriptions": {"0x1.frame": {"propertyName": "frame",
            "propertyFormat": "CGf, CGf, CGf, CGf", "propertyValue": ["0x0p+0", "0x0p+0", "wide", "0x1p+4"], "fetchStatus": 4}}}
            """
        let message = Self.failure([("Response_0", Self.window), ("Response_1", badFloat)])
        #expect(
            message
                == "x.viewhierarchy/RequestResponses/Response_1:2:79: error: frame: 'wide' is not a finite number "
                + "(format 'CGf, CGf, CGf, CGf') (at topLevelPropertyDescriptions[\"0x1.frame\"].propertyValue[2])")
        let short = """
            {"topLevelPropertyDescriptions": {"0x1.bounds": {"propertyFormat": "CGf, CGf",
            "propertyValue": ["0x0p+0", "0x0p+0"], "fetchStatus": 4}}}
            """
        #expect(
            Self.failure([("Response_0", Self.window), ("Response_1", short)]).contains(
                "bounds: 2 values where the format 'CGf, CGf' needs 4"))
        let far = """
            {"topLevelPropertyDescriptions": {"0x1.frame": {"propertyFormat": "CGf, CGf, CGf, CGf",
            "propertyValue": ["0x0p+0", "0x0p+0", "0x1p+40", "0x1p+4"], "fetchStatus": 4}}}
            """
        #expect(
            Self.failure([("Response_0", Self.window), ("Response_1", far)]).contains("a coordinate beyond ±1e9"))
        #expect(
            Self.failure([
                (
                    "Response_0",
                    "{\"topLevelGroups\": {\"g\": {\"debugHierarchyObjects\": [{\"className\": \"UIView\"}]}}}"
                )
            ])
            .hasSuffix("an object without 'objectID' (at topLevelGroups.g.debugHierarchyObjects[0])"))
        #expect(
            Self.failure([("Response_0", "{\"request\": {}}")]).hasSuffix(
                "no usable response in RequestResponses (1 failed round trips)"))
        #expect(
            Self.failure([("Response_0", "{\"version\": 2, \"topLevelGroups\": {}}")]).hasSuffix(
                "the capture lists no UIWindow (no 'com.apple.UIKit.UIWindow' group): nothing to import"))
        #expect(
            (try? XcodeViewHierarchyImporter.run(
                folder: "g", responses: [("Response_0", [0x1F, 0x8B, 0x08, 0])], metadata: nil)) == nil)
        do {
            _ = try XcodeViewHierarchyImporter.run(
                folder: "g", responses: [("Response_0", [0x1F, 0x8B, 0x08, 0])], metadata: nil)
        } catch {
            #expect(
                error.description
                    == "g/RequestResponses/Response_0: error: byte 4: the input ends inside the gzip header")
        }
        // Files that are not responses are not read.
        #expect(Self.failure([("Response_0", Self.window), ("notes.txt", "{")]) == "no error")
    }

    @Test("a gzip-compressed export (gzip -9, -1, and -9 with a file name) imports into the uncompressed golden")
    func compressed() throws {
        let gzipped = Self.folder.appendingPathComponent("feed-gzip.viewhierarchy")
        let dir = gzipped.appendingPathComponent("RequestResponses")
        let responses = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().map {
            ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0))))
        }
        #expect(responses.filter { Gzip.isCompressed($0.1) }.count == 3)
        let metadata = Array(try Data(contentsOf: gzipped.appendingPathComponent("metadata")))
        let (scene, report) = try XcodeViewHierarchyImporter.run(
            folder: "feed.viewhierarchy", responses: responses, metadata: metadata)
        let json = try ImportedSceneWriter.validatedDocument(scene, source: "feed.viewhierarchy").bytes
        Self.expectGolden(json, "feed.scene.json")
        Self.expectGolden(Array((report.text(source: "feed.viewhierarchy") + "\n").utf8), "feed.summary.txt")
    }

    @Test("a compressed response's JSON errors are located in its inflated text; its gzip errors at a byte")
    func compressedErrors() throws {
        func run(_ bytes: [UInt8]) -> String {
            do {
                _ = try XcodeViewHierarchyImporter.run(
                    folder: "g", responses: [("Response_0", bytes)], metadata: nil)
                return "no error"
            } catch { return error.description }
        }
        let json = Array("{\"version\": 2,\n  \"topLevelGroups\": [1]}".utf8)
        #expect(
            run(GzipTestWriter.stored(json))
                == "g/RequestResponses/Response_0 (gunzipped):2:21: error: expected an object of groups by grouping id, found an array (at topLevelGroups)"
        )
        var corrupt = GzipTestWriter.stored(json)
        corrupt[corrupt.count - 8] ^= 1
        #expect(run(corrupt).hasPrefix("g/RequestResponses/Response_0: error: byte \(corrupt.count - 8): CRC32 "))
    }

    @Test("a hierarchy nested 5 000 views deep imports without recursion on its depth")
    func deep() throws {
        let depth = 5_000
        var text = "{\"topLevelGroups\": {\"com.apple.UIKit.UIWindow\": {\"groupingID\": \"com.apple.UIKit.UIWindow\", "
        text += "\"debugHierarchyObjects\": [{\"objectID\": \"0x1\", \"className\": \"UIWindow\""
        for k in 0..<depth {
            text += ", \"childGroup\": {\"debugHierarchyObjects\": [{\"objectID\": \"0x\(String(k + 2, radix: 16))\", "
            text += "\"className\": \"UIView\""
        }
        text += String(repeating: "}]}", count: depth) + "}]}}}"
        let (scene, report) = try XcodeViewHierarchyImporter.run(
            folder: "d", responses: [("Response_0", Array(text.utf8))], metadata: nil)
        #expect(scene.views.count == depth + 1)
        #expect(scene.views.last?.parent == depth - 1)
        #expect(report.framesMissing == depth + 1)
    }

    @Test("a view listed twice is imported once, with a warning")
    func repeated() throws {
        let text = """
            {"topLevelGroups": {"com.apple.UIKit.UIWindow": {"groupingID": "com.apple.UIKit.UIWindow",
            "debugHierarchyObjects": [{"objectID": "0x1", "className": "UIWindow", "childGroup": {"debugHierarchyObjects": [
            {"objectID": "0x2", "className": "UIView", "childGroup": {"debugHierarchyObjects": [{"objectID": "0x2"}]}}]}}]}}}
            """
        let (scene, report) = try XcodeViewHierarchyImporter.run(
            folder: "r", responses: [("Response_0", Array(text.utf8))], metadata: nil)
        #expect(scene.views.map(\.id) == ["UIWindow_1", "UIView_2"])
        #expect(report.repeatedViews == 1)
        #expect(report.warnings.contains("0x2: reached twice in the capture: its second place is skipped"))
    }
}
