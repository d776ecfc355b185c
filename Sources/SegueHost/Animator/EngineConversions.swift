import SegueABI
import SegueEngine
import SegueKit

/// Turns the ABI's plain values into engine values, refusing what the engine cannot show.
enum EngineConversions {
    /// A refused value: the status to answer and why.
    struct Refusal: Error {
        let status: segue_status_t
        let reason: String

        static func invalid(_ reason: String) -> Refusal { Refusal(status: segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT), reason: reason) }
        static func range(_ reason: String) -> Refusal { Refusal(status: segue_status_t(SEGUE_ERROR_OUT_OF_RANGE), reason: reason) }
    }

    /// The curve and the duration an animation of `duration` seconds with `timing` runs for.
    static func curve(_ timing: segue_timing_t, duration: Double) throws(Refusal) -> (curve: TimingCurve, duration: Double) {
        let p = timing.parameters
        guard [p.0, p.1, p.2, p.3].allSatisfy(\.isFinite) else { throw .invalid("timing parameters must be finite") }
        switch timing.kind {
        case Int32(SEGUE_TIMING_LINEAR.rawValue): return (.linear, duration)
        case Int32(SEGUE_TIMING_EASE_IN.rawValue): return (.easeIn, duration)
        case Int32(SEGUE_TIMING_EASE_OUT.rawValue): return (.easeOut, duration)
        case Int32(SEGUE_TIMING_EASE_IN_OUT.rawValue): return (.easeInOut, duration)
        case Int32(SEGUE_TIMING_DEFAULT.rawValue): return (.default, duration)
        case Int32(SEGUE_TIMING_CUBIC_BEZIER.rawValue):
            guard (0...1).contains(p.0), (0...1).contains(p.2) else { throw .range("a cubic Bézier's x1 and x2 must lie in 0...1") }
            do { return (.cubic(try CubicBezier.validated(x1: p.0, y1: p.1, x2: p.2, y2: p.3)), duration) } catch { throw .range(error.message) }
        case Int32(SEGUE_TIMING_SPRING_DAMPING.rawValue):
            guard p.0 > 0 else { throw .range("a spring's damping ratio must be greater than 0") }
            guard duration > 0 else { return (.linear, 0) }
            // Checked, not clamped: a plugin's 1e-9 damping ratio would never settle in the engine.
            do { return (.spring(try Spring.validated(settlingIn: duration, dampingRatio: p.0, initialVelocity: p.1)), duration) } catch { throw .range(error.message) }
        case Int32(SEGUE_TIMING_SPRING_PHYSICAL.rawValue):
            guard p.0 > 0, p.1 > 0, p.2 > 0 else { throw .range("a physical spring's mass, stiffness and damping must be greater than 0") }
            do {
                let spring = try Spring.validated(mass: p.0, stiffness: p.1, damping: p.2, initialVelocity: p.3)
                return (.spring(spring), spring.settlingDuration)
            } catch { throw .range(error.message) }
        default:
            throw .invalid("timing kind \(timing.kind) is not a segue_timing_kind_t")
        }
    }

    /// Checks `value` and writes it to `view` (inside an animation block, this is the target);
    /// with no view it only checks, so a list of targets can be refused before any is applied.
    static func write(_ value: segue_property_value_t, to view: View?) throws(Refusal) {
        let v = value.value
        switch value.property {
        case Int32(SEGUE_PROPERTY_FRAME.rawValue): view?.frame = try rect(v.rect)
        case Int32(SEGUE_PROPERTY_BOUNDS.rawValue): view?.bounds = try rect(v.rect)
        case Int32(SEGUE_PROPERTY_ALPHA.rawValue):
            guard v.number.isFinite else { throw .invalid("alpha must be finite") }
            guard (0...1).contains(v.number) else { throw .range("alpha must lie in 0...1, got \(v.number)") }
            view?.alpha = v.number
        case Int32(SEGUE_PROPERTY_TRANSFORM.rawValue):
            let t = v.affine
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { throw .invalid("transform entries must be finite") }
            view?.transform = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        case Int32(SEGUE_PROPERTY_TRANSFORM_3D.rawValue):
            let entries = withUnsafeBytes(of: v.transform3d.m) { Array($0.bindMemory(to: Double.self)) }
            guard entries.allSatisfy(\.isFinite) else { throw .invalid("3D transform entries must be finite") }
            view?.transform3D = Transform3D(rows: (0..<4).map { Array(entries[$0 * 4 ..< $0 * 4 + 4]) })
        case Int32(SEGUE_PROPERTY_BACKGROUND_COLOR.rawValue):
            let c = v.color
            guard [c.red, c.green, c.blue, c.alpha].allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
                throw .range("colour components must lie in 0...1")
            }
            view?.backgroundColor = Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case Int32(SEGUE_PROPERTY_CORNER_RADIUS.rawValue):
            guard v.number.isFinite else { throw .invalid("corner radius must be finite") }
            guard v.number >= 0 else { throw .range("corner radius must be at least 0, got \(v.number)") }
            view?.cornerRadius = v.number
        case Int32(SEGUE_PROPERTY_HIDDEN.rawValue): view?.isHidden = v.flag
        default: throw .invalid("property \(value.property) is not a segue_property_t")
        }
    }

    /// Whether animations may target `property`.
    static func isAnimatable(_ property: Int32) -> Bool {
        property >= Int32(SEGUE_PROPERTY_FRAME.rawValue) && property <= Int32(SEGUE_PROPERTY_CORNER_RADIUS.rawValue)
    }

    /// Reads `value.property` of `view` into `value`.
    static func read(_ value: inout segue_property_value_t, of view: View) throws(Refusal) {
        switch value.property {
        case Int32(SEGUE_PROPERTY_FRAME.rawValue): value.value.rect = raw(view.frame)
        case Int32(SEGUE_PROPERTY_BOUNDS.rawValue): value.value.rect = raw(view.bounds)
        case Int32(SEGUE_PROPERTY_ALPHA.rawValue): value.value.number = view.alpha
        case Int32(SEGUE_PROPERTY_TRANSFORM.rawValue):
            let t = view.transform
            value.value.affine = segue_affine_transform_t(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        case Int32(SEGUE_PROPERTY_TRANSFORM_3D.rawValue):
            var out = segue_transform3d_t()
            let entries = view.transform3D.rows.flatMap { $0 }
            withUnsafeMutableBytes(of: &out.m) { bytes in
                for index in 0..<16 { bytes.storeBytes(of: entries[index], toByteOffset: index * 8, as: Double.self) }
            }
            value.value.transform3d = out
        case Int32(SEGUE_PROPERTY_BACKGROUND_COLOR.rawValue):
            let c = view.backgroundColor
            value.value.color = segue_color_t(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case Int32(SEGUE_PROPERTY_CORNER_RADIUS.rawValue): value.value.number = view.cornerRadius
        case Int32(SEGUE_PROPERTY_HIDDEN.rawValue): value.value.flag = view.isHidden
        default: throw .invalid("property \(value.property) is not a segue_property_t")
        }
    }

    /// An engine rectangle from an ABI one, refusing non-finite or negative sizes.
    static func rect(_ r: segue_rect_t) throws(Refusal) -> Rect {
        guard [r.x, r.y, r.width, r.height].allSatisfy(\.isFinite) else { throw .invalid("rectangle fields must be finite") }
        guard r.width >= 0, r.height >= 0 else { throw .range("rectangle sizes must not be negative") }
        return Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    /// An ABI rectangle from an engine one.
    static func raw(_ r: Rect) -> segue_rect_t {
        segue_rect_t(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    /// The ABI presentation style for a SegueKit one (nil: not a modal transition).
    static func style(_ style: ModalPresentationStyle?) -> Int32 {
        guard let style else { return Int32(SEGUE_STYLE_NONE.rawValue) }
        return switch style {
        case .fullScreen: Int32(SEGUE_STYLE_FULL_SCREEN.rawValue)
        case .pageSheet: Int32(SEGUE_STYLE_PAGE_SHEET.rawValue)
        case .formSheet: Int32(SEGUE_STYLE_FORM_SHEET.rawValue)
        case .currentContext: Int32(SEGUE_STYLE_CURRENT_CONTEXT.rawValue)
        case .custom: Int32(SEGUE_STYLE_CUSTOM.rawValue)
        case .overFullScreen: Int32(SEGUE_STYLE_OVER_FULL_SCREEN.rawValue)
        case .overCurrentContext: Int32(SEGUE_STYLE_OVER_CURRENT_CONTEXT.rawValue)
        case .popover: Int32(SEGUE_STYLE_POPOVER.rawValue)
        }
    }
}
