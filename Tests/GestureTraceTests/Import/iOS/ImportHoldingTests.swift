import Foundation
import Testing

@testable import GestureTrace

/// What the large imports hold while they walk (issue 25, docs/RELIABILITY.md "Round 7 imports,
/// after (lookin6)"): an Xcode export's responses are merged one at a time and not kept, its
/// property values stay small, and a Lookin archive's views are reserved at its display items.
/// Peak memory itself is measured, not unit-tested; these hold the mechanisms that keep it down.
@Suite struct ImportHoldingTests {
    static let responses = XcodeViewHierarchyImporterTests.export.appendingPathComponent("RequestResponses")

    @Test("an Xcode export's responses are read one at a time in capture order, each once, into the batch result")
    func responsesStreamed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.responses.path).sorted()
        var read: [String] = []
        let metadata = Array(
            try Data(contentsOf: XcodeViewHierarchyImporterTests.export.appendingPathComponent("metadata")))
        let (scene, report) = try XcodeViewHierarchyImporter.run(
            folder: "feed.viewhierarchy", responseNames: names + ["notes.txt"],
            read: { name in
                read.append(name)
                return (try? Array(Data(contentsOf: Self.responses.appendingPathComponent(name)))) ?? []
            }, metadata: metadata)
        #expect(read == ["Response_0", "Response_1", "Response_2", "Response_10"])
        let (batch, batchReport) = try XcodeViewHierarchyImporterTests.importFeed()
        #expect(scene.views == batch.views)
        #expect(report.text(source: "x") == batchReport.text(source: "x"))
    }

    @Test("the merged capture keeps no response's bytes or parsed document")
    func captureKeepsNoResponse() throws {
        var capture = XcodeCapture()
        for name in ["Response_0", "Response_1", "Response_2", "Response_10"] {
            try capture.add(Array(try Data(contentsOf: Self.responses.appendingPathComponent(name))), file: name)
        }
        #expect(!capture.objects.isEmpty)
        for child in Mirror(reflecting: capture).children {
            let held = "\(type(of: child.value))"
            #expect(!held.contains("JSONDocument") && !held.contains("Array<UInt8>"), "\(child.label ?? "?"): \(held)")
        }
    }

    @Test("a property value holds its rect inline, and a refused one its located error boxed")
    func valuesStaySmall() throws {
        // A Rect and its case tag; [Double] arrays cost 64 heap bytes a rect, a TraceError inline ~100.
        #expect(MemoryLayout<XcodeCapture.Value>.stride <= 40, "Value: \(MemoryLayout<XcodeCapture.Value>.stride)")
        let frame = """
            {"topLevelGroups": {"com.apple.UIKit.UIWindow": {"groupingID": "com.apple.UIKit.UIWindow",
              "debugHierarchyObjects": [{"objectID": "0x1", "className": "UIWindow", "properties": [
                {"propertyName": "frame", "propertyFormat": "CGf, CGf, CGf, CGf", "fetchStatus": 4,
                 "propertyValue": ["0", "0", "-0x1p+0", "10"]}]}]}}}
            """
        var capture = XcodeCapture()
        try capture.add(Array(frame.utf8), file: "Response_0")
        guard case .refused(let error)? = capture.objects["0x1"]?.properties[.frame] else {
            Issue.record("a negative width is not refused")
            return
        }
        // Located at the value, in the response that held it, though that response is gone.
        #expect(error.file == "Response_0" && error.line == 4 && error.path.hasSuffix(".propertyValue"))
        #expect(error.message == "frame: a coordinate beyond ±1e9 or a negative size (FORMAT §3.1)")
    }

    @Test("a Lookin archive counts its display items, and the import reserves its views at that count")
    func lookinViewsReserved() throws {
        let bytes = ArchiveBuilder.archive(LookinFixture.feed)
        let archive = try KeyedArchive(try BinaryPropertyList.parse(bytes))
        let items = archive.count(ofClass: "LookinDisplayItem")
        let (scene, report) = try LookinImporter.run(bytes: bytes, file: "feed.lookin")
        // Every view is an item; items under layers or without a view, and other windows' items, are counted too.
        #expect(items >= report.views + report.viewsUnderLayers + report.layersWithoutView)
        #expect(items < report.views + report.viewsUnderLayers + report.layersWithoutView + 4)
        #expect(scene.views.capacity >= items)
        #expect(archive.count(ofClass: "NoSuchClass") == 0)
        #expect(archive.count(ofClass: "NSObject") >= items)
    }
}
