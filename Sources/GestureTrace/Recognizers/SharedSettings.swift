/// A recognizer host's settings held by one object, so that the built-in logic reads a value or
/// two at each move without copying the whole set (`RecognizerHost.sharedSettings`).
///
/// `RecognizerHost.settings` hands out a `Settings` value through the existential: a copy of
/// its sixty-odd fields at every read, about 84 instructions, 46 000 reads on the benchmark's
/// 1000-gesture session (issue 28 item 4, round 9). Through this object a read is a reference
/// and one field. The values are the host's `settings`, unchanged (a replay's are fixed when
/// its runtimes are made, FORMAT §2.3), so every rule reads what it read before.
package final class SharedSettings {
    package let values: Settings

    package init(_ values: Settings) {
        self.values = values
    }
}
