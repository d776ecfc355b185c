import CCairo
import SegueEngine

/// A view's name written over its fill, as the SVG writer labels views (`PictureScene.labelSize`):
/// only on opaque fills (content, not a dimming or tint layer), white, centred in the bounds, at
/// `largestSize` at most and small enough for the name to fit (about 0.6 em a character in 90 %
/// of the width, half the height), left out when under `smallestPixels` on screen.
enum NameLabel {
    /// The largest font size, in the view's own units (the SVG stills' label base).
    static let largestSize = 40.0
    /// The smallest label drawn, in device pixels.
    static let smallestPixels = 6.0

    /// Whether `view` carries a label at all.
    static func isLabelled(_ view: ViewSnapshot) -> Bool { view.backgroundColor.alpha >= 1 && !view.name.isEmpty }

    /// The font size in the view's units under `map`, or 0 when no label is drawn.
    static func fontSize(of view: ViewSnapshot, map: DeviceMap) -> Double {
        guard isLabelled(view) else { return 0 }
        let b = view.bounds
        let characters = Double(max(view.name.count, 1))
        let size = min(largestSize, b.height / 2, 0.9 * b.width / (0.6 * characters))
        guard size > 0 else { return 0 }
        return size * map.areaScale(over: b) >= smallestPixels ? size : 0
    }

    /// Writes the label in `cr`'s current user space (the view's bounds coordinates) at `opacity`.
    static func draw(_ view: ViewSnapshot, fontSize: Double, opacity: Double, into cr: OpaquePointer) {
        guard fontSize > 0 else { return }
        let b = view.bounds
        TextDrawing.draw(
            view.name, fontSize: fontSize, color: Color(red: 1, green: 1, blue: 1, alpha: opacity),
            centeredAt: Point(x: b.midX, y: b.midY), in: cr)
    }

    /// A rectangle of the bounds that holds the label's ink (generously: 0.8 em a character and
    /// 1.5 em high, plus half an em each way), so a texture need not cover the whole view.
    static func region(of view: ViewSnapshot, fontSize: Double) -> Rect {
        let b = view.bounds
        let width = min(b.width, (0.8 * Double(view.name.count) + 1) * fontSize)
        let height = min(b.height, 2 * fontSize)
        return Rect(x: b.midX - width / 2, y: b.midY - height / 2, width: width, height: height)
    }
}
