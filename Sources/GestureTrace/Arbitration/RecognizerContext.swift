/// What a recognizer's runtime asks of the replay around it, as `RecognizerHost` for its logic:
/// virtual time, timers, coordinate conversion, and the arbiter's door (a request, an
/// `ignore`), behind which the effects the arbiter returns are applied.
///
/// The frame loop implements it; the arbiter and runtimes know nothing else of it.
protocol RecognizerContext: AnyObject {
    /// The current frame's virtual time.
    var now: Double { get }
    /// The logic asked for a state (SEMANTICS §5.3).
    func request(_ r: RecognizerRuntime, _ requested: RequestedState, reason: Reason)
    /// Arms a timer at `due` (SEMANTICS §10.3); persistent ones survive resets (`script`).
    func armTimer(_ r: RecognizerRuntime, tag: Int, due: Double, persistent: Bool)
    /// `ignore(_:for:)` (SEMANTICS §7.7).
    func ignore(_ key: Int, for r: RecognizerRuntime)
    /// A window point in a view's coordinates.
    func convert(_ point: Point, toView view: Int) -> Point
}
