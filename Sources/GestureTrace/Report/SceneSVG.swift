/// The scene drawn to scale: every view as an outline (transforms applied, in window
/// coordinates), its id and recognizers written at its corner, and every touch's path on top,
/// coloured per finger, its start a dot and its end a ring (ended) or a cross (cancelled).
struct SceneSVG {
    let scene: Scene
    let strokes: [ReportData.Stroke]
    let hasRow: (Int) -> Bool
    /// The views drawn: all, or (a sequence's small drawing) only these and the window.
    var only: Set<Int>?
    /// The largest drawing, in pixels.
    var maxWidth = maxDisplayWidth
    var maxHeight = maxDisplayHeight

    /// The whole session: every view and every stroke.
    init(data: ReportData, hasRow: @escaping (Int) -> Bool) {
        self.init(scene: data.scene, strokes: data.strokes, hasRow: hasRow)
    }

    init(scene: Scene, strokes: [ReportData.Stroke], hasRow: @escaping (Int) -> Bool, only: Set<Int>? = nil) {
        self.scene = scene
        self.strokes = strokes
        self.hasRow = hasRow
        self.only = only
    }

    /// Beyond this many views the drawing would be a grey smear; the rest are counted instead.
    static let maxViews = 400
    /// Path points over all strokes; longer sessions keep every n-th sample.
    static let maxPathPoints = 6000
    /// Strokes drawn; a session of ten thousand touches draws its first ones and says how
    /// many more there are (each sequence's own drawing shows its touches).
    static let maxStrokes = 1500
    /// Stroke labels (the finger id at the start) only while they stay legible.
    static let maxLabelledStrokes = 16
    static let maxDisplayWidth = 420.0
    static let maxDisplayHeight = 560.0

    /// Distinct, readable on white, and friendly to the common colour-vision deficiencies
    /// (Sasha Trubetskoy's list, reordered).
    static let fingerColors = ["#e6194b", "#4363d8", "#3cb44b", "#f58231", "#911eb4", "#42a5b5", "#f032e6", "#9a6324"]

    static func color(finger: Int) -> String {
        fingerColors[((finger % fingerColors.count) + fingerColors.count) % fingerColors.count]
    }

    /// The drawn area in window points: the screen, grown to take in touches just outside it
    /// but never more than one screen beyond each edge (a wild sample must not shrink the
    /// scene to a dot).
    var viewBox: Rect {
        let w = scene.screen.width > 0 ? scene.screen.width : 390
        let h = scene.screen.height > 0 ? scene.screen.height : 844
        var minX = 0.0, minY = 0.0, maxX = w, maxY = h
        for stroke in strokes {
            for p in stroke.points where p.x.isFinite && p.y.isFinite {
                minX = min(minX, max(p.x, -w))
                maxX = max(maxX, min(p.x, 2 * w))
                minY = min(minY, max(p.y, -h))
                maxY = max(maxY, min(p.y, 2 * h))
            }
        }
        let margin = max(w, h) * 0.015
        return Rect(
            x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Display pixels per point.
    var scale: Double {
        let box = viewBox
        return min(maxWidth / box.size.width, maxHeight / box.size.height)
    }

    /// Each view's bounds corners in window coordinates (top-left, top-right, bottom-right,
    /// bottom-left), or nil when a transform on the way is singular. A view's local point q
    /// maps to its superview as `T·(q − boundsCenter) + center` (SEMANTICS §1.5); composing
    /// those up to the window gives the outline. `first`: only the first so many views (the
    /// ones drawn, `maxViews`): 300 000 views' outlines were 30 MiB of four-point arrays for
    /// 400 drawn (issue 25).
    static func outlines(_ scene: Scene, first: Int = .max) -> [[Point]?] {
        let toWindow = toWindow(scene, first: first)
        return toWindow.indices.map { v in
            guard let m = toWindow[v], scene.views[v].transform.inverted != nil else { return nil }
            return corners(scene.views[v].bounds).map(m.apply)
        }
    }

    /// Top-left, top-right, bottom-right, bottom-left.
    static func corners(_ b: Rect) -> [Point] {
        [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
            Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
        ]
    }

    /// Each view's local (bounds) coordinates to window coordinates, nil when a transform on
    /// the way is missing; of the first `first` views only (a view's superview comes before
    /// it, so a prefix needs nothing beyond it).
    static func toWindow(_ scene: Scene, first: Int = .max) -> [AffineTransform?] {
        var toWindow: [AffineTransform?] = []
        toWindow.reserveCapacity(min(first, scene.views.count))
        for (v, view) in scene.views.enumerated().prefix(first) {
            let local: AffineTransform?
            if v == Scene.windowIndex || view.parent == nil {
                // Window points are the window's own coordinates.
                local = .identity
            } else if let parent = view.parent, parent < v, let up = toWindow[parent] {
                let inner = AffineTransform.translation(-view.bounds.midX, -view.bounds.midY)
                    .concatenating(view.transform)
                    .concatenating(.translation(view.frame.midX, view.frame.midY))
                local = inner.concatenating(up)
            } else {
                local = nil
            }
            toWindow.append(local)
        }
        return toWindow
    }

    /// Each SwiftUI node's frame in window coordinates (SWIFTUI §3.5: what a hosting view
    /// hit-tests): its place in its region's space, through the region view's transforms; of
    /// the first `first` nodes only (the ones drawn: a 300 000-deep tree's outlines were 30 MiB).
    static func nodeOutlines(_ scene: Scene, toWindow: [AffineTransform?], first: Int = .max) -> [[Point]?] {
        scene.swiftUI.nodes.prefix(first).map { node in
            guard toWindow.indices.contains(node.region), let m = toWindow[node.region] else { return nil }
            let frame = Rect(
                x: node.offset.x, y: node.offset.y, width: node.frame.size.width, height: node.frame.size.height)
            return corners(frame).map(m.apply)
        }
    }

    /// SwiftUI nodes as dashed outlines (nodes are not views: the hosting view hit-tests them
    /// itself), with their kind, content and gestures in the hover text; within the view
    /// budget, and on a sequence's drawing only those in the hosting views drawn.
    private func swiftUINodes() -> String {
        let content = scene.swiftUI
        guard !content.isEmpty else { return "" }
        let drawn = max(0, Self.maxViews - scene.views.count)
        // Fewer views than `maxViews` when any node is drawn: their transforms are few.
        let outlines = drawn == 0 ? [] : Self.nodeOutlines(scene, toWindow: Self.toWindow(scene), first: drawn)
        var out = "<g class=\"swiftui-nodes\">\n"
        for (n, node) in content.nodes.enumerated().prefix(drawn) {
            if let only, content.hostOfNode.indices.contains(n), !only.contains(content.hostOfNode[n]) { continue }
            guard let corners = outlines[n] else { continue }
            let points = corners.map { "\(HTMLText.number($0.x)),\(HTMLText.number($0.y))" }.joined(separator: " ")
            var title = "SwiftUI \(node.kind.rawValue) \(node.id)"
            if node.content != .opaque { title += ", content \(node.content.rawValue)" }
            if node.hidden { title += ", hidden" }
            let gestures = node.items.compactMap { item -> String? in
                if case .gesture(let m) = item, content.modifiers.indices.contains(m) { return content.modifiers[m].id }
                return nil
            }
            if !gestures.isEmpty { title += "\ngestures: " + gestures.joined(separator: ", ") }
            out +=
                "<polygon class=\"node\(node.content == .opaque ? "" : " empty")\" data-node=\"\(HTMLText.escape(node.id))\" points=\"\(points)\"><title>\(HTMLText.title(title))</title></polygon>\n"
        }
        out += "</g>\n"
        return out
    }

    /// The samples kept per stroke: all of them while the total is within budget, else every
    /// n-th plus each stroke's first and last (so starts and ends stay exact).
    static func keptPoints(_ strokes: [ReportData.Stroke], budget: Int = maxPathPoints) -> [[Point]] {
        let total = strokes.reduce(0) { $0 + $1.points.count }
        guard total > budget, budget > 0 else { return strokes.map(\.points) }
        let step = (total + budget - 1) / budget
        return strokes.map { stroke in
            var kept: [Point] = []
            for (i, p) in stroke.points.enumerated() where i % step == 0 || i == stroke.points.count - 1 {
                kept.append(p)
            }
            return kept
        }
    }

    func render() -> String {
        let box = viewBox
        let s = scale
        let n = HTMLText.number
        let font = 11 / s
        var out =
            "<svg class=\"scene\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.minX, 2)) \(n(box.minY, 2)) \(n(box.size.width, 2)) \(n(box.size.height, 2))\" width=\"\(n(box.size.width * s, 0))\" height=\"\(n(box.size.height * s, 0))\" role=\"img\" aria-label=\"scene and touch paths\">\n"
        out +=
            "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(n(scene.screen.width, 2))\" height=\"\(n(scene.screen.height, 2))\"/>\n"
        // Outlines under the paths, ids over them (haloed, and transparent to the pointer so
        // the paths under them keep their hover text): a tap on a small button must not hide
        // the button's name.
        let (outlines, labels) = views(scale: s, font: font)
        out += outlines
        out += strokes(scale: s, font: font)
        out += labels
        out += "</svg>"
        return out
    }

    private func views(scale s: Double, font: Double) -> (outlines: String, labels: String) {
        let outlines = Self.outlines(scene, first: Self.maxViews)
        var out = "<g class=\"views\">\n"
        var labels = ""
        // Labels anchored at the same corner (a full-screen view inside the window) stack
        // downwards instead of overprinting; the dictionary is only looked up.
        var stacked: [Int: Int] = [:]
        for (v, view) in scene.views.enumerated().prefix(Self.maxViews) {
            if let only, v != Scene.windowIndex, !only.contains(v) { continue }
            guard let corners = outlines[v] else { continue }
            let points = corners.map { "\(HTMLText.number($0.x)),\(HTMLText.number($0.y))" }.joined(separator: " ")
            var classes = v == Scene.windowIndex ? "view window" : "view"
            if view.hidden || view.alpha <= 0.01 { classes += " hidden" }
            if view.viewClass.isControl { classes += " control" }
            let recognizerIDs = view.recognizers.compactMap {
                scene.recognizers.indices.contains($0) ? scene.recognizers[$0].id : nil
            }
            var title = "\(view.id) (\(view.viewClass.rawValue))"
            if view.hidden { title += ", hidden" }
            if !view.userInteractionEnabled { title += ", userInteractionEnabled false" }
            if !recognizerIDs.isEmpty { title += "\nrecognizers: " + recognizerIDs.joined(separator: ", ") }
            out +=
                "<polygon class=\"\(classes)\" data-view=\"\(HTMLText.escape(view.id))\" points=\"\(points)\"><title>\(HTMLText.title(title))</title></polygon>\n"

            // The label sits inside the top-left corner as drawn (the topmost, then leftmost).
            guard let anchor = corners.min(by: { ($0.y, $0.x) < ($1.y, $1.x) }) else { continue }
            let key = Self.cell(anchor.x * s / 6) &* 100_003 &+ Self.cell(anchor.y * s / 6)
            let lines = recognizerIDs.isEmpty ? 1 : 2
            let already = stacked[key, default: 0]
            stacked[key] = already + lines
            // A label that would run off the drawing's right edge ends at the edge instead.
            let right = viewBox.maxX - 2 / s
            let tooWide = anchor.x + 3 / s + Double(view.id.count) * font * 0.62 > right
            let x = tooWide ? right : anchor.x + 3 / s
            let y = anchor.y + font * (1.1 + 1.15 * Double(already))
            labels +=
                "<text class=\"view-id\"\(tooWide ? " text-anchor=\"end\"" : "") x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\" font-size=\"\(HTMLText.number(font))\" stroke-width=\"\(HTMLText.number(3 / s))\">\(HTMLText.escape(view.id))</text>"
            if !recognizerIDs.isEmpty {
                let text = TimelineSVG.truncate(recognizerIDs.joined(separator: ", "), 48)
                labels +=
                    "<text class=\"view-recognizers\"\(tooWide ? " text-anchor=\"end\"" : "") x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y + font * 1.15))\" font-size=\"\(HTMLText.number(font * 0.9))\" stroke-width=\"\(HTMLText.number(3 / s))\">\(HTMLText.escape(text))</text>"
            }
            labels += "\n"
        }
        out += "</g>\n"
        out += swiftUINodes()
        return (out, "<g class=\"view-labels\">\n" + labels + "</g>\n")
    }

    private func strokes(scale s: Double, font: Double) -> String {
        let drawn = Array(strokes.prefix(Self.maxStrokes))
        let kept = Self.keptPoints(drawn)
        // Hundreds of strokes (a recorded session) draw thinner and lighter, so the pile still
        // shows where the fingers went rather than a solid blot of rings.
        let many = strokes.count > Self.maxLabelledStrokes * 4
        let r = (many ? 2.5 : 4.5) / s
        var out = many ? "<g class=\"touches many\">\n" : "<g class=\"touches\">\n"
        for (i, stroke) in drawn.enumerated() {
            guard let first = stroke.points.first, let last = stroke.points.last,
                let t0 = stroke.times.first, let t1 = stroke.times.last
            else { continue }
            let color = Self.color(finger: stroke.finger)
            var title =
                "touch \(TimelineSVG.touchList([stroke.touch]).dropFirst().dropLast()) · began t=\(HTMLText.time(t0)) at \(Self.point(first)) on \(stroke.hitView ?? "nothing")"
            switch stroke.end {
            case .ended: title += " · ended t=\(HTMLText.time(t1)) at \(Self.point(last))"
            case .cancelled: title += " · cancelled t=\(HTMLText.time(t1)) at \(Self.point(last))"
            case .interrupted: title += " · cancelled by an interrupt"
            case .down: title += " · still down at the end"
            }
            title += " · \(HTMLText.count(stroke.points.count, "sample"))"
            var g =
                "<g class=\"touch f\(stroke.finger % Self.fingerColors.count)\" data-touch=\"\(HTMLText.escape(stroke.touch.description))\"><title>\(HTMLText.title(title))</title>"
            let points = kept[i].map { "\(HTMLText.number($0.x)),\(HTMLText.number($0.y))" }.joined(separator: " ")
            g += "<polyline class=\"path\" stroke=\"\(color)\" points=\"\(points)\"/>"
            g +=
                "<circle class=\"start\" fill=\"\(color)\" cx=\"\(HTMLText.number(first.x))\" cy=\"\(HTMLText.number(first.y))\" r=\"\(HTMLText.number(r, decimals: 3))\"/>"
            switch stroke.end {
            case .ended:
                g +=
                    "<circle class=\"end\" stroke=\"\(color)\" cx=\"\(HTMLText.number(last.x))\" cy=\"\(HTMLText.number(last.y))\" r=\"\(HTMLText.number(r * 1.5, decimals: 3))\"/>"
            case .cancelled, .interrupted:
                let d = r * 1.3
                g +=
                    "<path class=\"end-cancelled\" stroke=\"\(color)\" d=\"M\(HTMLText.number(last.x - d)),\(HTMLText.number(last.y - d))L\(HTMLText.number(last.x + d)),\(HTMLText.number(last.y + d))M\(HTMLText.number(last.x - d)),\(HTMLText.number(last.y + d))L\(HTMLText.number(last.x + d)),\(HTMLText.number(last.y - d))\"/>"
            case .down:
                g +=
                    "<circle class=\"end down\" stroke=\"\(color)\" cx=\"\(HTMLText.number(last.x))\" cy=\"\(HTMLText.number(last.y))\" r=\"\(HTMLText.number(r * 1.5, decimals: 3))\"/>"
            }
            if strokes.count <= Self.maxLabelledStrokes {
                g +=
                    "<text class=\"finger\" fill=\"\(color)\" x=\"\(HTMLText.number(first.x + r * 1.6))\" y=\"\(HTMLText.number(first.y - r * 1.6))\" font-size=\"\(HTMLText.number(font))\" stroke-width=\"\(HTMLText.number(3 / s))\">\(HTMLText.escape(stroke.touch.description))</text>"
            }
            g += "</g>"
            if let frame = stroke.hitFrame, hasRow(frame) { g = "<a href=\"#frame-\(frame)\">" + g + "</a>" }
            out += g + "\n"
        }
        if strokes.count > drawn.count {
            out +=
                "<text class=\"more-strokes\" x=\"\(HTMLText.number(viewBox.minX + 4 / s))\" y=\"\(HTMLText.number(viewBox.maxY - 4 / s))\" font-size=\"\(HTMLText.number(font))\">… \(strokes.count - drawn.count) more touches not drawn</text>\n"
        }
        out += "</g>\n"
        return out
    }

    /// A grid cell number; never traps on a huge or non-finite coordinate.
    static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(), -1e12), 1e12))
    }

    static func point(_ p: Point) -> String {
        "(\(DecimalFormat.coordinate(p.x)), \(DecimalFormat.coordinate(p.y)))"
    }
}
