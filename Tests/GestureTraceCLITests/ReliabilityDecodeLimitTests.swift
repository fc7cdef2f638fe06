import Foundation
import Testing

/// Issue 25, "limits checked while decoding": through the built binary, a trace whose one
/// event lists 10⁶ touches (about 40 MB, mapped as the tool maps large files) is refused with
/// the limit's located message. How little it holds is asserted by structure beside the code
/// (`EventStreamLimitTests`: the reader keeps an event's first touches only, and the document
/// is not read a second time), not by timing or RSS here.
@Suite struct ReliabilityDecodeLimitTests {
    @Test("10^6 touches at one instant: refused with the limit's message, file:line:column and path")
    func millionTouchesAtOneInstant() throws {
        let dir = try ReliabilityTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844]}},"#
        text += "\n" + #" "events": [{"t": 0, "touches": ["#
        text += (0..<1_000_000).map { #"{"id":\#($0),"phase":"began","x":1,"y":1}"# }.joined(separator: ",")
        text += "]}]}\n"
        try Data(text.utf8).write(to: dir.appendingPathComponent("many.json"))
        let result = try BuiltBinary.sh(#""$GT" validate many.json"#, in: dir)
        #expect(result.status == 2)
        // The 1001st touch's phase, on line 2 after 1000 touches.
        let before =
            #" "events": [{"t": 0, "touches": ["#
            + (0..<1000).map { #"{"id":\#($0),"phase":"began","x":1,"y":1},"# }.joined() + #"{"id":1000,"phase":"#
        #expect(
            result.stderr
                == "many.json:2:\(before.count + 1): error: more than 1000 touches would be down at once (at events[0].touches[1000].phase)\n"
        )
    }
}
