/// Where a UISlider's thumb is, where a touch may grab it, and the value a finger's position
/// means (SEMANTICS §9.6; code K17 `_UISlideriOSVisualElement`).
///
/// Without minimum or maximum value images the track rect is the bounds inset horizontally by a
/// few points, and `thumbRect(forBounds:trackRect:value:)` outsets it by the same amount before
/// placing the thumb, so the thumb travels from the bounds' left edge (minimum) to its right edge
/// (maximum), vertically centred. The thumb can be grabbed anywhere in its rect grown to at least
/// 48 × 48 pt (`thumbHitEdgeInsets`).
enum SliderGeometry {
    /// The smallest touch area of the thumb on each axis (`thumbHitEdgeInsets`, K17).
    static let minimumThumbHitSize = 48.0

    /// The value's position between the minimum and the maximum, 0 … 1 (0 when they are equal).
    static func fraction(of value: Double, in spec: SliderSpec) -> Double {
        let span = spec.maximumValue - spec.minimumValue
        guard span > 0 else { return 0 }
        return (min(max(value, spec.minimumValue), spec.maximumValue) - spec.minimumValue) / span
    }

    /// `thumbRect(forBounds:trackRect:value:)` in the slider's bounds coordinates; x and y are
    /// rounded to whole points as UIKit rounds them.
    static func thumbRect(bounds: Rect, value: Double, spec: SliderSpec) -> Rect {
        let thumb = spec.thumbSize
        let x = bounds.minX + ((bounds.size.width - thumb.width) * fraction(of: value, in: spec)).rounded()
        let y = bounds.minY + ((bounds.size.height - thumb.height) / 2).rounded()
        return Rect(x: x, y: y, width: thumb.width, height: thumb.height)
    }

    /// The thumb's touch area: its rect grown on each axis to at least 48 pt, centred on it.
    static func thumbHitRect(bounds: Rect, value: Double, spec: SliderSpec) -> Rect {
        let thumb = thumbRect(bounds: bounds, value: value, spec: spec)
        let dx = max(0, (minimumThumbHitSize - thumb.size.width) / 2)
        let dy = max(0, (minimumThumbHitSize - thumb.size.height) / 2)
        return thumb.outset(dx: dx, dy: dy)
    }

    /// The horizontal offset from the touch to the thumb's centre, kept while the finger drags
    /// so that the thumb does not jump under it (`_hitOffset`, K17), rounded as UIKit rounds it.
    static func hitOffset(touchX: Double, bounds: Rect, value: Double, spec: SliderSpec) -> Double {
        (thumbRect(bounds: bounds, value: value, spec: spec).midX - touchX).rounded()
    }

    /// The value whose thumb centre is at `touchX + hitOffset`, clamped to the range: the inverse
    /// of `thumbRect` (the private `ValueForPoint` of K17 is not in the decompilation, so this
    /// inverse is inferred ⚠).
    static func value(touchX: Double, hitOffset: Double, bounds: Rect, spec: SliderSpec) -> Double {
        let travel = bounds.size.width - spec.thumbSize.width
        guard travel > 0 else { return spec.minimumValue }
        let centre = touchX + hitOffset - bounds.minX - spec.thumbSize.width / 2
        let f = min(max(centre / travel, 0), 1)
        return spec.minimumValue + f * (spec.maximumValue - spec.minimumValue)
    }
}
