/// Reads the screen size a trace's scene declares from the tape of a document still being
/// read, before its `events` (issue 28 item 4): a streamed replay counts the input warnings
/// while it first reads the events (`InputWarnings.Tally`), and the off-screen warning
/// measures every sample against the screen (FORMAT §3.4), which the scene decoder gives only
/// once the whole document is read.
///
/// Only a guess, checked afterwards: the tally keeps the screen it used, and a tally whose
/// screen is not the decoded scene's (a scene written after `events`, a scene file, a form
/// read here differently) is not used (`StreamedTrace.warnings`). The screen is the scene's
/// `screen` when given, else its window's frame size (FORMAT §2, `SceneDecoder.decode`).
enum ScreenPeek {
    /// The screen of the root object's `scene` member among the members before `node` (the
    /// first element of the `events` array, whose array node and key precede it), or nil.
    static func screen(in document: JSONDocument, before node: Int) -> Size? {
        guard document.kind(document.root) == .object else { return nil }
        let eventsKey = node - 2
        var key = 1
        var scene: Int?
        while key + 1 < eventsKey {
            guard document.kind(key) == .string else { return nil }
            if document.string(key) == "scene" { scene = key + 1 }
            key = document.after(key + 1)
        }
        guard let scene, document.kind(scene) == .object else { return nil }
        if let screen = member(scene, "screen", document) {
            guard document.kind(screen) == .object, let width = member(screen, "width", document),
                let height = member(screen, "height", document)
            else { return nil }
            return size(width, height, document)
        }
        guard let window = member(scene, "window", document), document.kind(window) == .object,
            let frame = member(window, "frame", document), document.kind(frame) == .array,
            document.count(frame) == 4
        else { return nil }
        let values = Array(document.elements(of: frame))
        return size(values[2], values[3], document)
    }

    static func member(_ object: Int, _ name: String, _ document: JSONDocument) -> Int? {
        for (key, value) in document.members(of: object) where document.string(key) == name { return value }
        return nil
    }

    static func size(_ width: Int, _ height: Int, _ document: JSONDocument) -> Size? {
        guard let w = document.number(width), let h = document.number(height), w >= 0, h >= 0 else { return nil }
        return Size(width: w, height: h)
    }
}
