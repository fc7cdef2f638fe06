import Foundation
import Testing

@testable import GestureTrace

/// A scene's memory is its views, its SwiftUI nodes and its id table, each one entry per
/// declaration: issue 25 measured 300 000 flat views at 375 MiB (about 470 bytes a view and
/// every array grown by doubling) and a 300 000-deep SwiftUI tree at 241 MiB. These pin the
/// mechanisms that bring them down: entries stay small, and arrays are allocated once. Peak
/// memory itself is measured, not unit-tested (docs/RELIABILITY.md "Figures").
@Suite struct SceneMemoryTests {
    @Test("a view, a SwiftUI node and an id entry stay small: what most views leave at the default is boxed")
    func entriesStaySmall() {
        // 470 and 208 bytes before, then 128 and 144 with the bounds and alpha inline and a
        // children array per node; a new stored property belongs in ViewNode's Extras unless
        // every view needs it.
        #expect(MemoryLayout<ViewNode>.stride <= 88, "ViewNode: \(MemoryLayout<ViewNode>.stride) bytes")
        #expect(MemoryLayout<SwiftUINode>.stride <= 96, "SwiftUINode: \(MemoryLayout<SwiftUINode>.stride) bytes")
        #expect(MemoryLayout<SceneDecoder.IdEntry>.stride <= 12)
    }

    @Test("the boxed part reads its defaults, and a copy of a view keeps its own when the other changes")
    func extrasKeepValueSemantics() {
        var button = ViewNode(id: "b", viewClass: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(button.control != nil && button.scroll == nil && button.transform == .identity)
        #expect(button.pointInside == .bounds && button.hitTest == .default && button.controller == nil)
        let copy = button
        button.control?.enabled = false
        button.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(button.control?.enabled == false && copy.control?.enabled == true)
        #expect(copy.transform == .identity && button.transform.a == 2)
        var plain = ViewNode(id: "v", viewClass: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.parent = 7
        #expect(plain.parent == 7 && plain.control == nil)
        plain.parent = nil
        #expect(plain.parent == nil)
    }

    @Test("views and SwiftUI nodes are counted before decoding: each array is allocated once, at its size")
    func arraysAllocatedOnce() throws {
        let flat = (0..<1100).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }.joined(separator: ", ")
        var nodes = #"{"id": "leaf", "frame": [0, 0, 1, 1]}"#
        for k in 0..<600 { nodes = #"{"id": "n\#(k)", "frame": [0, 0, 1, 1], "children": [\#(nodes)]}"# }
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(flat), {"id": "host", "class": "UIHostingView", "frame": [0, 0, 100, 100], "swiftui": \#(nodes)}]}}"#
        let document = try JSONDocument.parse(Array(text.utf8))
        let window = try #require(
            document.members(of: document.root).first { document.string($0.key) == "window" }?.value)
        #expect(document.treeSize(window, childrenKey: SceneDecoder.subviewsKey) == 1102)
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        // Grown by doubling, the capacities would be about 2 048, 1 024 and 2 048; reserved,
        // they are the counts (the allocator may round up a little).
        #expect(scene.views.count == 1102)
        #expect(scene.views.capacity <= 1102 + 16)
        #expect(scene.swiftUI.nodes.count == 601)
        #expect(scene.swiftUI.nodes.capacity <= 601 + 16)
        #expect(scene.views[0].subviews.capacity <= 1101 + 16)
    }

    @Test("hit-test geometry keeps an inverse only for views whose transform is not the identity")
    func geometryKeepsFewInverses() throws {
        // One inverse per view was 56 bytes a view (17 MiB of replay's peak for 300 000 views,
        // issue 25 round 4). A rotated and a singular view keep their own; the rest (a matrix
        // written with -0.0 among them) share the identity's, with the same results.
        let flat = (0..<500).map { #"{"id": "v\#($0)", "frame": [\#($0 % 50), 0, 10, 10]}"# }.joined(separator: ", ")
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(flat), {"id": "r", "frame": [0, 0, 40, 40], "transform": {"rotate": 30}}, {"id": "z", "frame": [0, 0, 40, 40], "transform": {"scale": [0, 1]}}, {"id": "m", "frame": [0, 0, 40, 40], "transform": [1, -0.0, 0, 1, 0, 0]}]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let geometry = ViewGeometry(scene: scene)
        #expect(geometry.storedInverses == 2)
        let p = Point(x: 7.25, y: -3.5)
        for v in [1, 250, 500, 501, 503] {
            let expected = scene.views[v].transform.inverted.map {
                $0.apply(p - scene.views[v].frame.center)
                    + Point(x: scene.views[v].bounds.midX, y: scene.views[v].bounds.midY)
            }
            #expect(geometry.toLocal(p, of: v) == expected, "view \(v)")
        }
        #expect(geometry.toLocal(p, of: 502) == nil)
    }

    @Test("the hit tester reads the scene's views in place, and its stack grows with the depth met, not the view count")
    func hitTesterHoldsNoPerViewCopy() throws {
        // A packed copy of every view was 112 bytes a view and the stack was sized to the view
        // count (32 bytes a view): 43 MiB of replay's peak for 300 000 flat views (issue 25).
        let flat = (0..<2000).map { #"{"id": "v\#($0)", "frame": [\#($0 % 100), 0, 1, 1]}"# }.joined(separator: ", ")
        var deep = #"{"id": "leaf", "frame": [0, 0, 10, 10]}"#
        for k in 0..<300 { deep = #"{"id": "d\#(k)", "frame": [0, 0, 10, 10], "subviews": [\#(deep)]}"# }
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(flat), \#(deep)]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let tester = HitTester(scene: scene, geometry: ViewGeometry(scene: scene))
        // Its stored properties: the scene and geometry (shared storage), SwiftUI's tester, the
        // subtree boxes and the scratch box; nothing sized by the views but the boxes.
        #expect(
            Mirror(reflecting: tester).children.compactMap(\.label).sorted() == [
                "extents", "geometry", "scene", "scratch", "swiftUI",
            ])
        #expect(SubtreeExtents.bytesPerView == 16)
        // Over the flat views: the window and one view deep.
        #expect(tester.hitTest(Point(x: 50.5, y: 0.5)).map { scene.views[$0].id } == "v1950")
        #expect(tester.stackCapacity == HitTester.initialStackDepth)
        // Into the 301-deep chain: the stack grows past it, by doubling, and no further.
        #expect(tester.hitTest(Point(x: 5, y: 5)).map { scene.views[$0].id } == "leaf")
        #expect(tester.stackCapacity >= 302 && tester.stackCapacity <= 512)
    }

    @Test("subtree boxes are rounded outward to Float: every point of the exact box stays inside")
    func subtreeBoxesRoundOutward() {
        for x in [0.1, -0.1, 1e9 / 3, -1e9 / 3, 16_777_217, 0.3] {
            #expect(Double(SubtreeExtents.Box.down(x)) <= x && Double(SubtreeExtents.Box.up(x)) >= x, "\(x)")
            // And no wider than one Float step.
            #expect(Double(SubtreeExtents.Box.down(x).nextUp) > x && Double(SubtreeExtents.Box.up(x).nextDown) < x)
        }
        #expect(SubtreeExtents.Box.down(-.infinity) == -.infinity && SubtreeExtents.Box.up(.infinity) == .infinity)
    }

    @Test("a tape node is 8 bytes; numbers are read again from the text with the reader's arithmetic")
    func tapeNodesStaySmall() throws {
        #expect(MemoryLayout<JSONDocument.Node>.stride == 8)
        let numbers = [
            "0", "-0", "1", "-1.5", "0.1", "1e22", "1e23", "123456789012345678901234567890", "2.5e-308",
            "9007199254740993", "1.7976931348623157e308", "4.9e-324", "0.30000000000000004", "-12.25E+2",
        ]
        let document = try JSONDocument.parse(Array("[\(numbers.joined(separator: ", "))]".utf8))
        let values = document.elements(of: document.root).map { document.number($0) }
        #expect(values == numbers.map { Double($0) })
        #expect(document.number(Array(document.elements(of: document.root))[1])?.sign == .minus)
        // Containers count their elements, and skip their subtrees, without a stored count.
        let nested = try JSONDocument.parse(Array(#"{"a": [1, [2, 3], {"b": 4}], "c": "x\"y", "d": true}"#.utf8))
        #expect(nested.count(nested.root) == 3)
        let a = try #require(Array(nested.members(of: nested.root)).first?.value)
        #expect(nested.count(a) == 3 && nested.after(a) == 10)
        #expect(nested.members(of: nested.root).map { nested.string($0.key) ?? "" } == ["a", "c", "d"])
        #expect(nested.string(nested.root + 11) == "x\"y" && nested.sourceText(nested.root + 13) == "true")
    }

    @Test("extents past 28 bits go to the overflow table and read back the same")
    func tapeExtentOverflow() {
        var node = JSONDocument.Node(start: 0, kind: .string)
        let fitted = node.setExtent(Int(JSONDocument.Node.overflowMark) - 1)
        #expect(fitted)
        #expect(node.storedExtent == JSONDocument.Node.overflowMark - 1 && node.kind == .string)
        let overflowed = !node.setExtent(1 << 30)
        #expect(overflowed)
        #expect(node.storedExtent == JSONDocument.Node.overflowMark && node.kind == .string)
        let document = JSONDocument(text: JSONText([]), nodes: [node], overflow: [0: 1 << 30])
        #expect(document.extent(0) == 1 << 30)
    }

    @Test(
        "the id table keeps 4-byte slots and 12-byte entries, and copies only ids that are not their declaration's text"
    )
    func idTableIsCompact() throws {
        // A [String: IdEntry] took 57 bytes an id (17 MiB for 300 000 views, issue 25).
        let names = (0..<3000).map { "v\($0)" } + [#"esc\u0061ped"#]
        let document = try JSONDocument.parse(Array("[\(names.map { "\"\($0)\"" }.joined(separator: ", "))]".utf8))
        let nodes = Array(document.elements(of: document.root))
        var table = SceneDecoder.IdTable(document: document)
        table.reserveCapacity(3000)
        #expect(table.slotCount == 4096)
        for k in 0..<3000 {
            table["v\(k)"] = SceneDecoder.IdEntry(owner: .view(k), node: nodes[k], builtInOf: nil)
        }
        #expect(table.count == 3000 && table.slotCount == 4096 && table.copiedKeys == 0)
        for k in stride(from: 0, to: 3000, by: 7) {
            let entry = try #require(table["v\(k)"])
            guard case .view(let v) = entry.owner else {
                Issue.record("v\(k)")
                continue
            }
            #expect(v == k && entry.node == nodes[k] && entry.builtInOf == nil)
        }
        #expect(table["v3000"] == nil && table["v"] == nil && table[""] == nil && table["v10 "] == nil)
        // A built-in recognizer's id is not its declaring node's text, nor is an escaped id's
        // raw text its value: both keep a copy. Past three quarters the table rehashes.
        table["v7.pan"] = SceneDecoder.IdEntry(owner: .recognizer(0), node: nodes[7], builtInOf: 7)
        table["escaped"] = SceneDecoder.IdEntry(owner: .view(3000), node: nodes[3000], builtInOf: nil)
        #expect(table.copiedKeys == 2)
        for k in 3000..<4000 {
            table["n\(k)"] = SceneDecoder.IdEntry(owner: .swiftUINode(k), node: nodes[k % 3000], builtInOf: nil)
        }
        #expect(table.slotCount == 8192 && table.copiedKeys == 1002)
        #expect(table["v7.pan"]?.builtInOf == 7 && table["escaped"]?.node == nodes[3000])
        #expect(table["n3999"] != nil && table["v0"]?.node == nodes[0] && table["v7"]?.builtInOf == nil)
        #expect(MemoryLayout<SceneDecoder.IdEntry>.stride == 12)
    }

    @Test("SwiftUI nodes keep their subtree's end, not an array of children")
    func swiftUINodesKeepNoChildArrays() throws {
        var nodes = #"{"id": "leaf", "frame": [0, 0, 1, 1]}"#
        for k in 0..<50 {
            nodes =
                #"{"id": "n\#(k)", "frame": [0, 0, 1, 1], "children": [{"id": "a\#(k)", "frame": [0, 0, 1, 1]}, \#(nodes), {"id": "z\#(k)", "frame": [0, 0, 1, 1]}]}"#
        }
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "host", "class": "UIHostingView", "frame": [0, 0, 100, 100], "swiftui": \#(nodes)}]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let content = scene.swiftUI
        #expect(content.nodes.count == 151)
        #expect(!Mirror(reflecting: content.nodes[0]).children.contains { $0.label == "children" })
        #expect(MemoryLayout<SwiftUINode>.stride <= 96, "SwiftUINode: \(MemoryLayout<SwiftUINode>.stride) bytes")
        // n49's children in source order: a49, n48, z49.
        #expect(content.children(of: 0).map { content.nodes[$0].id } == ["a49", "n48", "z49"])
        let leaf = try #require(content.nodes.firstIndex { $0.id == "leaf" })
        #expect(content.children(of: leaf).isEmpty && content.nodes[0].subtreeEnd == 151)
    }

    @Test("the reader's open containers are 24-byte frames in one array reserved for the text's deepest nesting")
    func readerFramesStaySmall() throws {
        // 32-byte frames in one array peaked at 50 MiB while it doubled under a 600 000-deep
        // nesting; in chunks of 4 096, 14 MB of frames stayed resident on the heap's free
        // lists beside the decoded scene (issue 25).
        #expect(MemoryLayout<JSONReader.Frame>.stride == 24)
        // A small text's frames are a heap block at their size; a large one's are reserved
        // past 32 MiB, its own mapping (a smaller reservation came from the heap once an
        // earlier reading's mapped frames had raised the C library's threshold).
        #expect(JSONReader.FrameStack.reservation(forBytes: 2_001, maxDepth: 1_000_000) == 1_001)
        #expect(JSONReader.FrameStack.reservation(forBytes: 20_001, maxDepth: 1_000) == 1_000)
        let mapped = JSONReader.FrameStack.reservation(forBytes: 15_600_000, maxDepth: 1_000_000)
        #expect(mapped * MemoryLayout<JSONReader.Frame>.stride > 32 << 20)
        #expect(JSONReader.FrameStack.reservation(forBytes: 20_001, maxDepth: 1_000_000) == mapped)
        var stack = JSONReader.FrameStack(reservingFor: 20_001, maxDepth: 1_000_000)
        let reserved = stack.capacity
        #expect(reserved >= mapped)
        for k in 0..<10_000 { stack.append(JSONReader.Frame(node: k, count: 0, isObject: k % 2 == 0, lastKey: k - 1)) }
        #expect(stack.count == 10_000 && stack.capacity == reserved)
        #expect(stack.all.map(\.node) == Array(0..<10_000))
        var popped: [Int] = []
        while let frame = stack.popLast() { popped.append(frame.node) }
        #expect(popped == Array((0..<10_000).reversed()) && stack.count == 0 && stack.capacity == reserved)
        #expect(JSONReader.Frame(node: 3, count: 0, isObject: true, lastKey: -1).lastKey == -1)
        // An unclosed nesting deeper than the reservation (2 001 bytes reserve 1 001 frames)
        // grows the array and keeps its error path.
        let depth = 2000
        let text = String(repeating: "[", count: depth) + "x"
        #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse(Array(text.utf8)) }
        do {
            _ = try JSONDocument.parse(Array(text.utf8))
        } catch {
            let expected = String(repeating: "[0]", count: depth)
            #expect(error.path == expected, "path of \(error.path.count) characters")
        }
    }

    /// Counts the elements handed on; takes none from the bytes.
    final class CountingSink: JSONReader.ElementSink {
        var elements = 0
        var touchesKept: Int { 2001 }
        func element(_ node: Int, in document: JSONDocument) -> Bool {
            elements += 1
            return true
        }
        func elements(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (end: Int, count: Int) {
            (start, 0)
        }
    }

    @Test("a reading that keeps only the events tapes the open containers of the rest, with the same errors")
    func secondReadingKeepsOnlyEvents() throws {
        // The second reading of a streamed replay re-taped a 300 000-deep inline scene beside
        // the decoded one (issue 25).
        var nodes = #"{"id": "leaf", "frame": [0, 0, 1, 1]}"#
        for k in 0..<2000 { nodes = #"{"id": "n\#(k)", "frame": [0, 0, 1, 1], "children": [\#(nodes)]}"# }
        let events = #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}, {"t": 1, "touches": []}]"#
        let text = #"{"gesturetrace": 1, "scene": {"window": \#(nodes)}, "events": \#(events), "name": {"a": [1, 2]}}"#
        let whole = try JSONReader.read(JSONText(Array(text.utf8)), maxDepth: 1_000_000)
        let sink = CountingSink()
        let kept = try JSONReader.read(
            JSONText(Array(text.utf8)), maxDepth: 1_000_000, events: sink, keepingOnlyEvents: true)
        #expect(sink.elements == 2)
        #expect(whole.nodes.count > 22_000 && kept.nodes.count < 12, "\(kept.nodes.count) nodes kept")
        // Errors inside the dropped values: the same message, place and path.
        for broken in [
            text.replacingOccurrences(of: #""id": "n1500""#, with: #""id": "n1500","#),
            text.replacingOccurrences(
                of: #""frame": [0, 0, 1, 1], "children": [{"id": "n3""#,
                with: #""frame": [0, 0, 1, 1] "children": [{"id": "n3""#),
            text.replacingOccurrences(of: #""a": [1, 2]"#, with: #""a": [1, 2,]"#),
        ] {
            var plain: JSONSyntaxError?
            var keeping: JSONSyntaxError?
            do { _ = try JSONReader.read(JSONText(Array(broken.utf8)), maxDepth: 1_000_000) } catch { plain = error }
            do {
                _ = try JSONReader.read(
                    JSONText(Array(broken.utf8)), maxDepth: 1_000_000, events: CountingSink(), keepingOnlyEvents: true)
            } catch { keeping = error }
            #expect(plain != nil && plain?.message == keeping?.message && plain?.line == keeping?.line)
            #expect(plain?.column == keeping?.column && plain?.path == keeping?.path)
        }
    }
}

/// Memory of the commands around the scene (issue 25, round 6): what `why`, `report` and
/// `import lookin` held beside it. Peak memory is measured (docs/RELIABILITY.md "Large
/// scenes"); these pin the mechanisms.
extension SceneMemoryTests {
    @Test(
        "a fix's replay is read into its outcome as it runs: the same outcome as its records', with and without a time")
    func outcomeOfAReplayKeepsNoRecords() throws {
        var compared = 0
        for path in JSONLChunkedTests.corpus() {
            guard let trace = JSONLChunkedTests.decode(path) else { continue }
            let records = Replay.run(trace).records
            #expect(Outcome(replaying: trace) == Outcome(records: records, scene: trace.scene), "\(path)")
            // Up to a time inside the session: the records after it are not read.
            guard let middle = records.dropFirst(records.count / 2).first?.time else { continue }
            let upTo = records.filter { $0.time <= middle }
            #expect(
                Outcome(replaying: trace, until: middle) == Outcome(records: upTo, scene: trace.scene), "\(path)")
            compared += 1
        }
        #expect(compared > 300)
    }

    @Test("the report outlines the views and SwiftUI nodes it draws, not every one of a large scene")
    func reportOutlinesOnlyWhatItDraws() throws {
        let views = (0..<1_000).map { #"{"id": "v\#($0)", "frame": [\#($0 % 300), 1, 2, 2]}"# }
        let text =
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [\#(views.joined(separator: ", "))]}}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}, {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}]}"#
        let trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "flat.json") {
            path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
        let all = SceneSVG.outlines(trace.scene)
        let drawn = SceneSVG.outlines(trace.scene, first: SceneSVG.maxViews)
        // 1 001 outlines of four points each for 400 drawn: a 300 000-view scene's were 30 MiB.
        #expect(all.count == 1_001 && drawn.count == SceneSVG.maxViews)
        #expect(drawn == Array(all.prefix(SceneSVG.maxViews)))
        #expect(SceneSVG.toWindow(trace.scene, first: 3).count == 3)
        let html = HTMLReport.render(trace: trace)
        #expect(html.components(separatedBy: "data-view=\"v").count - 1 >= SceneSVG.maxViews - 1)
        #expect(html.contains("… \(1_001 - SceneSVG.maxViews) more views"))
    }

    @Test(
        "a property list whose offsets increase decodes each object on its own; a repeated offset is still decoded once"
    )
    func propertyListOffsetsDecodedOnce() throws {
        let increasing = PropertyListWriter.bytes([.string("a"), .string("b"), .array([0, 1])], top: 2)
        let list = try BinaryPropertyList.parse(increasing)
        let offsets = (0..<list.count).map { list.offset($0) }
        #expect(BinaryPropertyListTests.objects(list) == [.string("a"), .string("b"), .array([0, 1])])
        #expect(offsets == offsets.sorted() && Set(offsets).count == 3)
        // The offset table's second entry made to repeat the first: object 1 is object 0.
        var repeated = increasing
        let trailer = repeated.count - 32
        let offsetSize = Int(repeated[trailer + 6])
        let table = Int(repeated[(trailer + 24)..<(trailer + 32)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        for k in 0..<offsetSize { repeated[table + offsetSize + k] = repeated[table + k] }
        let shared = try BinaryPropertyList.parse(repeated)
        #expect(BinaryPropertyListTests.objects(shared) == [.string("a"), .string("a"), .array([0, 1])])
        #expect(shared.offset(0) == shared.offset(1))
    }

    @Test(
        "a record is 64 bytes: the frequent cases inline, the large rare ones boxed; a release reads back what it was given"
    )
    func recordsStaySmall() {
        // 160 bytes before (a hit's lists, a swipe's reason, a scene change's transform and a
        // delivery's release inline): `why` of 20 000 taps held 42 MB of records.
        #expect(MemoryLayout<Record>.stride <= 64, "Record: \(MemoryLayout<Record>.stride) bytes")
        #expect(MemoryLayout<WithheldRelease>.stride == 8)
        let release = WithheldRelease(
            recognizer: "pan", contentTouchDelayOf: "list", cause: .failed(.endedWhileWaiting))
        #expect(release.recognizer == "pan" && release.contentTouchDelayOf == "list")
        #expect(release.cause == .failed(.endedWhileWaiting))
        #expect(
            release
                == WithheldRelease(recognizer: "pan", contentTouchDelayOf: "list", cause: .failed(.endedWhileWaiting)))
        #expect(release != WithheldRelease(recognizer: "pan", cause: .failed(.endedWhileWaiting)))
        let hit = Record.Body.hit(
            touch: .int(1), point: Point(x: 1, y: 2), view: "v", recognizers: ["t"], chain: ["v", "w"])
        guard case let .hit(touch, point, view, recognizers, chain, values, missed) = hit else {
            Issue.record("a boxed case reads back as itself")
            return
        }
        #expect(touch == .int(1) && point == Point(x: 1, y: 2) && view == "v" && recognizers == ["t"])
        #expect(chain == ["v", "w"] && values.isEmpty && missed.isEmpty)
    }

    @Test("a SwiftUI node boxes its opacity, shape and modifiers only when one is not the default")
    func swiftUINodeExtrasKeepValues() {
        var node = SwiftUINode(
            id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1), content: .opaque, shape: .rect, opacity: 1,
            hidden: false, kind: .view, parent: nil, region: 0, offset: Point(x: 0, y: 0))
        #expect(node.opacity == 1 && node.shape == .rect && node.items.isEmpty)
        let plain = node
        node.opacity = -0.0
        node.shape = .roundedRect(4)
        node.items.append(.allowsHitTesting(false))
        // Bit for bit: -0 is not 1, and a copy keeps its own defaults.
        #expect(node.opacity.sign == .minus && node.opacity == 0 && node.shape == .roundedRect(4))
        #expect(node.items.count == 1 && plain.items.isEmpty && plain.opacity == 1 && plain.shape == .rect)
        node.opacity = 1
        node.shape = .rect
        node.items = []
        #expect(node.opacity == 1 && node.shape == .rect && node.items.isEmpty)
        #expect(!Mirror(reflecting: node).children.contains { $0.label == "opacity" || $0.label == "items" })
    }

    @Test("a fix's line words its first eight changes and counts the rest, as it did when every change was worded")
    func fixLineWordsOnlyShownChanges() {
        let change = OutcomeDifference.Change.added(.state(.recognized), at: 1)
        let many = [
            OutcomeDifference.SubjectChanges(subject: "a", changes: Array(repeating: change, count: 5)),
            OutcomeDifference.SubjectChanges(subject: "b", changes: Array(repeating: change, count: 20_000)),
        ]
        let line = WhyFixTrial.clauses(many)
        #expect(line.components(separatedBy: "; ").count == WhyFixTrial.shownChanges + 1)
        #expect(line.hasSuffix("; and 19997 more changes"))
        #expect(line.components(separatedBy: "; ").prefix(5).allSatisfy { $0.hasPrefix("a ") })
        #expect(line.components(separatedBy: "; ")[5].hasPrefix("b "))
        let few = [OutcomeDifference.SubjectChanges(subject: "a", changes: [change])]
        #expect(WhyFixTrial.clauses(few) == OutcomeText.sentence("a", change))
    }
    @Test("SwiftUI's hit test walks a tree with one work list and tries nodes in the documented order")
    func swiftUIHitTestNeedsNoArrayPerLevel() throws {
        // It made one children array per level of the path, 300 000 for the deep tree (issue
        // 25); the order must be the rule's: children front to back, each whole subtree before
        // the next one back, the node's own content last (SWIFTUI §3.5 rules 17-20).
        var generator = SplitMix64(seed: 25)
        func node(_ id: String, depth: Int) -> String {
            let x = generator.next() % 60
            let y = generator.next() % 60
            let content = ["opaque", "clear", "none"][Int(generator.next() % 3)]
            let shape = ["rect", "ellipse", "capsule"][Int(generator.next() % 3)]
            var extra = ""
            if generator.next() % 9 == 0 { extra += #", "hidden": true"# }
            var modifiers: [String] = []
            if generator.next() % 9 == 0 { modifiers.append(#"{"contentShape": "rect"}"#) }
            if generator.next() % 9 == 0 { modifiers.append(#"{"allowsHitTesting": false}"#) }
            if !modifiers.isEmpty { extra += #", "modifiers": [\#(modifiers.joined(separator: ", "))]"# }
            var children: [String] = []
            if depth < 4 {
                for k in 0..<Int(generator.next() % 4) { children.append(node("\(id)-\(k)", depth: depth + 1)) }
            }
            let list = children.isEmpty ? "" : #", "children": [\#(children.joined(separator: ", "))]"#
            return
                #"{"id": "\#(id)", "frame": [\#(x), \#(y), 30, 30], "content": "\#(content)", "shape": "\#(shape)"\#(extra)\#(list)}"#
        }
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 200, 200], "subviews": [{"id": "host", "class": "UIHostingView", "frame": [0, 0, 200, 200], "swiftui": {"id": "root", "frame": [0, 0, 200, 200], "content": "none", "children": [\#((0..<6).map { node("t\($0)", depth: 1) }.joined(separator: ", "))]}}]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let tester = SwiftUIHitTester(content: scene.swiftUI, settings: scene.settings)
        func reference(_ n: Int, _ p: Point) -> Int? {
            guard tester.isEnterable(n) else { return nil }
            for child in scene.swiftUI.children(of: n).reversed() {
                if let hit = reference(child, p) { return hit }
            }
            return tester.contentHit(n, p) || tester.contentShapeHit(n, p) ? n : nil
        }
        var hits = Set<Int>()
        for y in stride(from: 0.5, to: 120, by: 3) {
            for x in stride(from: 0.5, to: 120, by: 3) {
                let p = Point(x: x, y: y)
                let found = tester.hitSubtree(0, p)
                #expect(found == reference(0, p), "at \(x), \(y)")
                if let found { hits.insert(found) }
            }
        }
        #expect(
            scene.swiftUI.nodes.count > 40 && hits.count > 10, "\(scene.swiftUI.nodes.count) nodes, \(hits.count) hit")
        // A chain deeper than any recursion could go is walked to its leaf.
        var chain = #"{"id": "leaf", "frame": [0, 0, 10, 10]}"#
        for k in 0..<20_000 {
            chain = #"{"id": "c\#(k)", "frame": [0, 0, 10, 10], "content": "none", "children": [\#(chain)]}"#
        }
        let deep = try TraceDecoder.decodeScene(
            bytes: Array(
                #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "host", "class": "UIHostingView", "frame": [0, 0, 100, 100], "swiftui": \#(chain)}]}}"#
                    .utf8), file: "d.json")
        let leaf = SwiftUIHitTester(content: deep.swiftUI, settings: deep.settings).hitSubtree(0, Point(x: 5, y: 5))
        #expect(leaf.map { deep.swiftUI.nodes[$0].id } == "leaf")
    }

    @Test("lint's declarations are byte offsets from the one decoding, found again in a whole tape")
    func sceneSourcesKeepOffsets() throws {
        // The events come first: a tape without them (the streamed decoding) numbers the
        // scene's nodes differently from the whole tape the declarations are located in.
        let text = """
            {"gesturetrace": 1, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]},
            {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}],
            "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100],
              "recognizers": [{"id": "tap", "kind": "tap"}]}}}
            """
        let loaded = try TraceDecoder.decodeSceneSources(
            bytes: Array(text.utf8), file: "t.json", isTrace: true,
            loadScene: { (_: String) throws(TraceError) in ([], "") })
        let found = loaded.sources.declarations(views: [0], recognizers: [0])
        #expect(found.views == [SceneSources.Declaration(file: "t.json", line: 3, column: 28, path: "scene.window")])
        #expect(
            found.recognizers == [
                SceneSources.Declaration(file: "t.json", line: 4, column: 26, path: "scene.window.recognizers[0]")
            ])
        // Nothing asked, nothing read.
        let none = loaded.sources.declarations(views: [], recognizers: [])
        #expect(none.views.isEmpty && none.recognizers.isEmpty)
        let document = try JSONDocument.parse(Array(text.utf8))
        let offset = try #require(text.utf8.firstIndex(of: UInt8(ascii: "[")))
        let node = SceneSources.node(atOffset: text.utf8.distance(from: text.utf8.startIndex, to: offset), in: document)
        #expect(document.kind(node) == .array && document.offset(node) == 30)
        // An offset inside a value (the first key's text) is no node's: the root stands for it.
        #expect(SceneSources.node(atOffset: 2, in: document) == document.root)
    }
}
