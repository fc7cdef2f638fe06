/// `gesturetrace report`: one self-contained HTML page showing a replay.
///
/// The page holds (a) the scene drawn to scale with every touch's path, (b) a timeline with a
/// lane per recognizer (state spans) and per responder (delivery marks), and (c) the frame
/// table the timeline links to. Everything is inline SVG, CSS and text: no network, no fonts,
/// and the content is complete with JavaScript disabled; a few lines of script only add zoom
/// buttons. Output is a pure function of the trace and its records, byte-identical across runs.
package enum HTMLReport {
    package struct Options: Sendable {
        /// The file the trace came from, shown in the header.
        package var source: String?
        /// The scene file the replay used (`--scene`, or the trace's `scene` path), named in
        /// the header; nil when the scene is inline in the trace.
        package var scene: String?
        /// The tool's name and version, shown in the footer.
        package var generator: String?
        /// At most this many frame rows (see `FrameTable`).
        package var maxTableRows: Int
        /// At most this many touch sequences get a view of their own.
        package var maxSequences: Int

        /// The largest `maxTableRows` and `maxSequences` a user may ask for: each row and each
        /// sequence view adds a bounded piece to the page, so these caps keep the page (and the
        /// memory that renders it) bounded whatever the options say; asking for 10^8 of each
        /// made a 63 MB page from a 1.6 MB trace (issue 25). Ten times the defaults' order.
        package static let largestMaxTableRows = 20_000
        package static let largestMaxSequences = 600

        package init(
            source: String? = nil, scene: String? = nil, generator: String? = nil, maxTableRows: Int = 1500,
            maxSequences: Int = 60
        ) {
            self.source = source
            self.scene = scene
            self.generator = generator
            self.maxTableRows = maxTableRows
            self.maxSequences = maxSequences
        }

        var limits: ReportData.Limits {
            var limits = ReportData.Limits()
            limits.maxTableRows = min(max(1, maxTableRows), Self.largestMaxTableRows)
            limits.maxSequences = min(max(0, maxSequences), Self.largestMaxSequences)
            return limits
        }
    }

    /// Renders the page for `trace` and the records its replay produced.
    package static func render(trace: Trace, records: [Record], options: Options = Options()) -> String {
        render(ReportData(trace: trace, records: records, limits: options.limits), options: options)
    }

    /// Renders the page for `trace`, replaying it (twice, streaming): memory and page size
    /// are bounded by the options' limits, not by the replay's length.
    package static func render(trace: Trace, options: Options = Options()) -> String {
        render(
            ReportData(trace: trace, limits: options.limits) { sink in Replay.run(trace, sink: sink) },
            options: options)
    }

    static func render(_ data: ReportData, options: Options) -> String {
        let table = FrameTable(data: data)
        let shownSequences = Set(data.sequences.filter { $0.lanes != nil }.map(\.index))
        var timeline = TimelineSVG(content: data.lanes, scene: data.scene, axis: data.axis, hasRow: table.hasRow)
        timeline.sequences = data.sequences
        timeline.hasSequenceView = { shownSequences.contains($0) }
        timeline.maxLanes = data.limits.maxLanes
        let scene = SceneSVG(data: data, hasRow: table.hasRow)

        let title =
            data.name ?? options.source.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "replay"
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>gesturetrace report: \(HTMLText.escape(title))</title>\n"
        out += "<style>\n\(css)</style>\n</head>\n<body>\n"

        out += "<header>\n<h1>\(HTMLText.escape(title))</h1>\n"
        out += "<p class=\"meta\">" + meta(data, source: options.source) + "</p>\n"
        out += "<p class=\"meta scene-file\">scene: "
        out += options.scene.map { "<code>\(HTMLText.escape($0))</code>" } ?? "inline in the trace"
        out += "</p>\n"
        out += summary(data.summaryLines)
        out += "</header>\n"

        out += "<section id=\"scene\">\n<h2>Scene and touches</h2>\n<div class=\"scene-wrap\">\n"
        out += scene.render() + "\n"
        out +=
            "<div class=\"scene-side\">\n" + fingerLegend(data) + viewTable(data.scene) + "</div>\n</div>\n</section>\n"

        out += "<section id=\"timeline\">\n<h2>Timeline</h2>\n"
        out += legend(swiftUI: !data.lanes.gestures.isEmpty) + "\n"
        out +=
            "<div id=\"zoom\" class=\"zoom\" hidden><button type=\"button\" data-zoom=\"out\">−</button><span id=\"zoom-level\">100%</span><button type=\"button\" data-zoom=\"in\">+</button><button type=\"button\" data-zoom=\"fit\">fit</button><button type=\"button\" data-zoom=\"reset\">1:1</button></div>\n"
        out +=
            "<div class=\"tl\">\n" + timeline.labels() + "\n<div class=\"tl-scroll\">\n" + timeline.lanes()
            + "\n</div>\n</div>\n"
        out += omittedNote(data.lanes)
        out += "<p class=\"hint\">Hover a span or mark for its reason; click it to jump to its frame"
        if !data.sequences.isEmpty { out += ", or a sequence band to open that touch sequence" }
        out += ". "
        out +=
            "Grey bands are idle stretches longer than \(HTMLText.duration(TimeAxis.gapThreshold)), compressed.</p>\n</section>\n"

        out += SequenceView.section(data, hasRow: table.hasRow)

        out += "<section id=\"frames\">\n<h2>Frames</h2>\n" + table.render() + "\n</section>\n"
        out += "<footer>Generated by \(HTMLText.escape(options.generator ?? "gesturetrace"))"
        if let source = options.source { out += " from <code>\(HTMLText.escape(source))</code>" }
        out += ".</footer>\n"
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    static func meta(_ data: ReportData, source: String?) -> String {
        var parts: [String] = []
        if let source { parts.append("<code>\(HTMLText.escape(source))</code>") }
        parts.append(HTMLText.count(data.frameCount, "frame"))
        parts.append("t = \(HTMLText.time(data.startTime)) … \(HTMLText.time(data.endTime)) s")
        parts.append(data.strokes.count == 1 ? "1 touch" : "\(data.strokes.count) touches")
        parts.append(HTMLText.count(data.scene.views.count, "view"))
        parts.append(HTMLText.count(data.scene.recognizers.count, "recognizer"))
        // Which release's behaviour ran, when the scene or `--ios` named one (IOSRelease).
        if let release = data.scene.settings.namedRelease {
            parts.append("\(release) (SwiftUI \(data.scene.settings.swiftuiModel.rawValue) model)")
        }
        return parts.joined(separator: " · ")
    }

    /// The text format's closing summary (actions per recognizer, touches per responder), the
    /// answer most readers came for.
    static func summary(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        var out = "<ul class=\"summary\">"
        for line in lines.prefix(200) {
            let trimmed = line.drop { $0 == " " }
            let kind = trimmed.prefix { $0 != " " }
            let rest = trimmed.dropFirst(kind.count).drop { $0 == " " }
            out +=
                "<li><span class=\"rt\">\(HTMLText.escape(String(kind)))</span> \(HTMLText.escape(HTMLText.clip(String(rest))))</li>"
        }
        if lines.count > 200 { out += "<li>… and more (<code>gesturetrace replay</code> prints them all)</li>" }
        out += "</ul>\n"
        return out
    }

    /// Says what the timeline left out past its budget of drawn elements.
    static func omittedNote(_ lanes: LaneSet) -> String {
        guard lanes.omitted > 0 else { return "" }
        let from = lanes.omittedFrom.map { " from t=\(HTMLText.time($0)) s on" } ?? ""
        return
            "<p class=\"note\">\(HTMLText.count(lanes.omitted, "more mark")) not drawn\(from): the timeline's limit. "
            + "The frame table and <code>gesturetrace replay</code> show them.</p>\n"
    }

    static func fingerLegend(_ data: ReportData) -> String {
        guard !data.strokes.isEmpty else { return "<p class=\"note\">No touches.</p>\n" }
        // Fingers in order of first appearance, with their stroke counts.
        var fingers: [(id: TouchID, count: Int)] = []
        for stroke in data.strokes {
            if stroke.finger < fingers.count {
                fingers[stroke.finger].count += 1
            } else {
                fingers.append((stroke.touch, 1))
            }
        }
        var out = "<p class=\"fingers\">"
        for (i, finger) in fingers.enumerated().prefix(16) {
            out +=
                "<span class=\"finger-key\"><svg width=\"12\" height=\"12\"><circle cx=\"6\" cy=\"6\" r=\"5\" fill=\"\(SceneSVG.color(finger: i))\"/></svg> finger \(HTMLText.escape(finger.id.description))"
            if finger.count > 1 { out += " ×\(finger.count)" }
            out += "</span> "
        }
        if fingers.count > 16 { out += "… \(fingers.count - 16) more fingers" }
        out += "<br><span class=\"small\">● start · ○ end · ✕ cancelled · paths in window points"
        if !data.scene.swiftUI.isEmpty { out += " · dashed teal: SwiftUI nodes (filled where their content is hit)" }
        out += "</span></p>\n"
        return out
    }

    /// The views as a tree, with their recognizers and what constrains them.
    static func viewTable(_ scene: Scene) -> String {
        var depth: [Int] = []
        var out =
            "<table class=\"views\">\n<thead><tr><th>view</th><th>class</th><th>recognizers</th></tr></thead>\n<tbody>\n"
        // Only the rows shown are walked: a view's superview comes before it.
        for view in scene.views.prefix(SceneSVG.maxViews) {
            let d = view.parent.map { $0 < depth.count ? depth[$0] + 1 : 0 } ?? 0
            depth.append(d)
            var flags: [String] = []
            if view.hidden { flags.append("hidden") }
            if !view.userInteractionEnabled { flags.append("no interaction") }
            if view.multipleTouchEnabled { flags.append("multi-touch") }
            if view.exclusiveTouch { flags.append("exclusive") }
            if let controller = view.controller { flags.append("controller " + controller.id) }
            let recognizers = view.recognizers.compactMap {
                scene.recognizers.indices.contains($0) ? describe(scene.recognizers[$0], in: scene) : nil
            }
            out += "<tr><td style=\"padding-left:\(4 + 12 * min(d, 20))px\">\(HTMLText.escape(view.id))"
            if !flags.isEmpty {
                out += " <span class=\"small\">(\(HTMLText.escape(flags.joined(separator: ", "))))</span>"
            }
            out += "</td><td>\(view.viewClass.rawValue)</td><td>\(recognizers.joined(separator: "<br>"))</td></tr>\n"
        }
        if scene.views.count > SceneSVG.maxViews {
            out += "<tr><td colspan=\"3\">… \(scene.views.count - SceneSVG.maxViews) more views</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    /// `singleTap: tap, requires doubleTap to fail`, escaped.
    static func describe(_ spec: RecognizerSpec, in scene: Scene) -> String {
        func names(_ indices: [Int]) -> String {
            indices.compactMap { scene.recognizers.indices.contains($0) ? scene.recognizers[$0].id : nil }.joined(
                separator: ", ")
        }
        var notes: [String] = []
        if !spec.enabled { notes.append("disabled") }
        if !spec.requireToFail.isEmpty { notes.append("requires \(names(spec.requireToFail)) to fail") }
        if !spec.shouldRequireFailureOf.isEmpty {
            notes.append("delegate: requires \(names(spec.shouldRequireFailureOf)) to fail")
        }
        if !spec.shouldBeRequiredToFailBy.isEmpty {
            notes.append("delegate: required to fail by \(names(spec.shouldBeRequiredToFailBy))")
        }
        switch spec.simultaneousWith {
        case .none: break
        case .all: notes.append("simultaneous with all")
        case .only(let ids): notes.append("simultaneous with \(names(ids))")
        }
        if !spec.cancelsTouchesInView { notes.append("cancelsTouchesInView off") }
        if spec.delaysTouchesBegan { notes.append("delaysTouchesBegan") }
        if !spec.delaysTouchesEnded { notes.append("delaysTouchesEnded off") }
        if !spec.shouldBegin { notes.append("shouldBegin false") }
        // Delegate answers written as expressions (FORMAT §2.4), as the scene gives them.
        for expression in [
            spec.shouldBeginExpression, spec.shouldReceiveTouchExpression, spec.simultaneousWithExpression,
        ] {
            if let expression { notes.append("\(expression.question.rawValue): \(expression.source)") }
        }
        var out = "<b>\(HTMLText.escape(spec.id))</b> \(HTMLText.escape(ReportData.kindLabel(spec.kind)))"
        if !notes.isEmpty { out += " <span class=\"small\">\(HTMLText.escape(notes.joined(separator: "; ")))</span>" }
        return out
    }

    static let legend: String = {
        var out = "<div class=\"legend\"><span class=\"lg-title\">recognizer state:</span> "
        for kind in ReportData.SpanKind.allCases {
            out +=
                "<span class=\"lg\"><svg width=\"22\" height=\"12\"><rect class=\"span s-\(kind.rawValue)\" x=\"1\" y=\"1\" width=\"20\" height=\"10\"/></svg> \(kind.label)</span> "
        }
        out +=
            "<span class=\"lg\"><svg width=\"12\" height=\"12\"><path class=\"mk-action\" d=\"M2,2L10,2L6,8Z\"/></svg> action sent</span>"
        out += "<br><span class=\"lg-title\">responder deliveries:</span> "
        let marks: [(String, String, String)] = [
            ("began", "<circle class=\"mk-began\" cx=\"9\" cy=\"9\" r=\"5\"/>", "touchesBegan"),
            ("moved", "<rect class=\"mk-moved\" x=\"8.25\" y=\"4\" width=\"1.5\" height=\"10\"/>", "touchesMoved"),
            ("ended", "<rect class=\"mk-ended\" x=\"4.5\" y=\"4.5\" width=\"9\" height=\"9\"/>", "touchesEnded"),
            (
                "cancelled", "<path class=\"mk-cancelled\" d=\"M4.5,4.5L13.5,13.5M4.5,13.5L13.5,4.5\"/>",
                "touchesCancelled"
            ),
            (
                "delayed",
                "<circle class=\"mk-delayed\" cx=\"9\" cy=\"9\" r=\"7.5\"/><circle class=\"mk-began\" cx=\"9\" cy=\"9\" r=\"4\"/>",
                "delayed delivery"
            ),
            ("control", "<path class=\"mk-control\" d=\"M9,4L14,9L9,14L4,9Z\"/>", "control event"),
        ]
        for (_, shape, label) in marks {
            out += "<span class=\"lg\"><svg width=\"18\" height=\"18\">\(shape)</svg> \(label)</span> "
        }
        out += "</div>"
        return out
    }()

    /// The legend, with a line for SwiftUI gestures when the timeline has their lanes.
    static func legend(swiftUI: Bool) -> String {
        guard swiftUI else { return legend }
        var line = "<br><span class=\"lg-title\">SwiftUI gestures:</span> "
        line += "<span class=\"lg\">phases in the state colours (possible, paused/held, active, ended, failed)</span> "
        line +=
            "<span class=\"lg\"><svg width=\"12\" height=\"12\"><path class=\"mk-callback\" d=\"M2,2L10,2L6,8Z\"/></svg> callback ran</span> "
        line +=
            "<span class=\"lg\"><svg width=\"12\" height=\"12\"><path class=\"mk-gsreset\" d=\"M2,10L10,10L6,4Z\"/></svg> @GestureState reset</span>"
        return String(legend.dropLast("</div>".count)) + line + "</div>"
    }

    static let css = """
        body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d2330;margin:0 auto;padding:16px 24px;max-width:1500px;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:22px 0 8px;border-bottom:1px solid #e3e7ee;padding-bottom:4px}
        code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        .meta{color:#5a6476;margin:0 0 6px}.small,.hint,.note{color:#5a6476;font-size:12px}
        ul.summary{margin:4px 0;padding:0;list-style:none;columns:2 320px;font:12px ui-monospace,Menlo,Consolas,monospace}
        .rt{display:inline-block;min-width:5.5em;color:#5a6476}
        .scene-wrap{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
        svg.scene{border:1px solid #d5dae3;background:#fafbfc;flex:none}
        .scene-side{flex:1;min-width:300px}
        .screen{fill:#fff;stroke:#9aa4b5;stroke-width:1px;vector-effect:non-scaling-stroke}
        .view{fill:none;stroke:#6b778c;stroke-width:1.25px;vector-effect:non-scaling-stroke}
        .view.window{stroke:#1d2330;stroke-width:1.5px}.view.control{stroke:#7b2cbf}.view.hidden{stroke-dasharray:4 3;stroke:#b3bac7}
        .node{fill:rgba(15,139,141,.06);stroke:#0f8b8d;stroke-width:1px;stroke-dasharray:3 2;vector-effect:non-scaling-stroke}.node.empty{fill:none}
        .view-id,.view-recognizers,.finger{paint-order:stroke;stroke:#fff;stroke-linejoin:round}
        .view-labels{pointer-events:none}.view-id{font-weight:600;fill:#1d2330}.view-recognizers{fill:#5a6476;font-style:italic}.finger{font-weight:700}
        .touch .path{fill:none;stroke-width:2.5px;vector-effect:non-scaling-stroke;stroke-linejoin:round;stroke-linecap:round;opacity:.85}
        .touch .end{fill:#fff;stroke-width:2px;vector-effect:non-scaling-stroke}.touch .end.down{stroke-dasharray:2 2}
        .touch .end-cancelled{fill:none;stroke-width:2.5px;vector-effect:non-scaling-stroke}
        .touches.many .path{stroke-width:1.25px;opacity:.5}.touches.many .end,.touches.many .end-cancelled{stroke-width:1.25px;opacity:.7}
        .touch:hover .path{stroke-width:4px;opacity:1}
        .fingers{margin:0 0 10px}.finger-key{white-space:nowrap;margin-right:10px}
        table{border-collapse:collapse;font-size:12.5px}th,td{border-bottom:1px solid #edf0f4;padding:3px 8px;text-align:left;vertical-align:top}
        th{background:#f3f5f8;font-weight:600;white-space:nowrap}
        table.views td:first-child{white-space:nowrap}
        .legend{font-size:12px;margin:0 0 6px}.lg{white-space:nowrap;margin-right:12px}.lg svg{vertical-align:middle}.lg-title{color:#5a6476;margin-right:6px}
        .zoom{margin:4px 0}.zoom button{font:inherit;min-width:2.2em;margin-right:4px}#zoom-level{display:inline-block;min-width:4em;text-align:center}
        .tl{display:flex;border:1px solid #d5dae3}.tl-labels{flex:none;border-right:1px solid #d5dae3;background:#fff}
        .tl-scroll{overflow-x:auto;flex:1}.tl-lanes{min-width:100%}
        .tl-labels .id{font-size:12px;font-weight:600;fill:#1d2330}.tl-labels .caption{font-size:10px;fill:#5a6476}
        .tl-labels .group,.axis-title{font-size:11px;font-weight:700;fill:#5a6476;text-transform:uppercase;letter-spacing:.04em}
        .bg-even{fill:#f7f8fa}.bg-header{fill:#eef1f5}
        .gap{fill:#e4e7ec;opacity:.7}.gap-label{font-size:10px;fill:#5a6476;text-anchor:middle}
        .grid{stroke:#e3e7ee;stroke-width:1}.tick{font-size:10px;fill:#5a6476;text-anchor:middle}
        .ft{fill:#9aa4b5}.ft-timer{fill:#e08a1e}.ft-interrupt{fill:#d62828}.ft-change{fill:#7b2cbf}.ft-end{fill:#1d2330}
        .span{stroke:rgba(0,0,0,.25);stroke-width:.5}
        .s-possible{fill:#d3dae6}.s-waiting{fill:#f2c94c}.s-active{fill:#3b82c4}.s-recognized{fill:#2e9e5b}.s-failed{fill:#c8553d}.s-cancelled{fill:#e08a1e}
        .span-label{font-size:10.5px;pointer-events:none;fill:#fff}.t-possible,.t-waiting{fill:#1d2330}
        .mk-began{fill:#2e9e5b}.mk-moved{fill:#8a94a3}.mk-ended{fill:#3b5bdb}.mk-cancelled{stroke:#d62828;stroke-width:2.5;fill:none}
        .mk-delayed{fill:none;stroke:#7b2cbf;stroke-width:1.5;stroke-dasharray:3 2}.mk-control{fill:#7b2cbf}.mk-action{fill:#1d2330}
        .mk-callback{fill:#0f8b8d}.mk-gsreset{fill:#b5179e}
        .tl-lanes a:hover rect,.tl-lanes a:hover use{stroke:#000;stroke-width:1.5}
        table.frames{width:100%}table.frames td:nth-child(-n+3){white-space:nowrap;font-variant-numeric:tabular-nums}
        table.frames tr:target{background:#fff3b0}tr.skipped td{color:#5a6476;font-style:italic;text-align:center}
        .rec{font:12px ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;word-break:break-word}
        .r-state .rt{color:#3b82c4}.r-action .rt{color:#2e9e5b;font-weight:700}.r-hit .rt{color:#1d2330}.r-pending .rt{color:#b8860b}.r-control .rt{color:#7b2cbf}
        tr.c-timer td:nth-child(3){color:#b8660b}tr.c-interrupt td:nth-child(3){color:#d62828}tr.c-change td:nth-child(3){color:#7b2cbf}
        .seq{fill:#9aa4b5;stroke:#fff;stroke-width:.5}.tl-lanes a:hover rect.seq{fill:#1d2330}
        .sequence{border-top:1px solid #e3e7ee;padding-top:6px;margin-top:10px}.sequence h3{font-size:15px;margin:4px 0}
        .sequence:target{background:#fffbe6}.outcome{margin:2px 0 6px;font-size:13px}
        .seq-wrap{display:flex;gap:16px;align-items:flex-start}.seq-wrap .tl{flex:1;min-width:0}
        footer{margin:24px 0 8px;color:#5a6476;font-size:12px}

        """

    /// Zoom for the timeline: changes the lanes SVG's width; everything in it is placed in
    /// percent, so marks spread out and text stays as it is. The buttons stay hidden without
    /// JavaScript, where the page is the same at zoom 1.
    static let script = """
        (function () {
          var svg = document.querySelector('svg.tl-lanes'), bar = document.getElementById('zoom');
          var level = document.getElementById('zoom-level');
          if (!svg || !bar || !level) return;
          var base = +svg.getAttribute('data-width'), f = 1;
          function set(n) {
            f = Math.min(64, Math.max(0.05, n));
            svg.setAttribute('width', String(Math.max(200, Math.round(base * f))));
            level.textContent = Math.round(f * 100) + '%';
          }
          bar.hidden = false;
          bar.addEventListener('click', function (e) {
            var z = e.target.getAttribute && e.target.getAttribute('data-zoom');
            if (z === 'in') set(f * 2);
            else if (z === 'out') set(f / 2);
            else if (z === 'fit') set((svg.parentNode.clientWidth - 2) / base);
            else if (z === 'reset') set(1);
          });
        })();

        """
}
