/// What `gesturetrace hit-test SCENE X Y` shows: the hit view, its responder chain, and the
/// recognizers a touch there would reach, in delivery order (SEMANTICS §1, §3, §4).
public struct HitTestReport: Sendable, Equatable {
    /// The hit-test view's id, or nil when nothing is hit (§1.7).
    public var view: String?
    /// Responder ids from the hit view to "AppDelegate" (empty when nothing is hit).
    public var chain: [String]
    /// Recognizer ids in the order a new touch reaches them (empty when nothing is hit).
    public var recognizers: [String]

    public init(view: String?, chain: [String], recognizers: [String]) {
        self.view = view
        self.chain = chain
        self.recognizers = recognizers
    }

    /// Hit-tests a window point in a scene with no touches down. (Placeholder body: the
    /// engine branch replaces it.)
    public static func make(scene: Scene, point: Point) -> HitTestReport {
        HitTestReport(view: nil, chain: [], recognizers: [])
    }
}
