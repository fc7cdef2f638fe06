/// A `UISlider`'s value properties and its thumb's size (FORMAT §2.1 `slider`, SEMANTICS §9.6).
package struct SliderSpec: Sendable, Equatable {
    /// `value` when the replay starts; the decoder keeps it within the range, as UIKit clamps it.
    package var value = 0.0
    package var minimumValue = 0.0
    package var maximumValue = 1.0
    /// `isContinuous` (default true): `valueChanged` on every move, not only when the touch ends.
    package var isContinuous = true
    /// The thumb image's size, which `thumbRect(forBounds:trackRect:value:)` returns; 31 × 31
    /// unless the scene says otherwise ⚠ (docs/DECISIONS.md "Sliders").
    package var thumbSize = Size(width: 31, height: 31)

    package init() {}
}
