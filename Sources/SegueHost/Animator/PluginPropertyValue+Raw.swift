import SegueABI
import SegueEngine

extension PluginPropertyValue {
    /// The C value, as `get_property` hands it back.
    var raw: segue_property_value_t {
        var out = segue_property_value_t()
        out.property = property.raw
        switch self {
        case .frame(let rect), .bounds(let rect): out.value.rect = EngineConversions.raw(rect)
        case .alpha(let number), .cornerRadius(let number): out.value.number = number
        case .transform(let t): out.value.affine = segue_affine_transform_t(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        case .transform3D(let transform): out.value.transform3d = Self.raw(transform)
        case .backgroundColor(let c): out.value.color = segue_color_t(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .hidden(let hidden): out.value.flag = hidden
        }
        return out
    }

    /// A checked rectangle: origin within `PluginLimits.coordinate`, size within `PluginLimits.size`.
    @inline(__always)
    static func rect(_ r: segue_rect_t) throws(ServiceRefusal) -> Rect {
        // Only the bounds are read on the way through (NaN and infinities fail `contains`); the
        // named checks, which build the refusal, run when something is out.
        let (coordinate, size) = (PluginLimits.coordinate.range, PluginLimits.size.range)
        guard coordinate.contains(r.x), coordinate.contains(r.y), size.contains(r.width), size.contains(r.height) else {
            return try refusedRect(r)
        }
        return Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    /// `rect` checked member by member, for the refusal naming the first one out of range.
    @inline(never)
    private static func refusedRect(_ r: segue_rect_t) throws(ServiceRefusal) -> Rect {
        let (x, y) = (try PluginLimits.coordinate.admit(r.x), try PluginLimits.coordinate.admit(r.y))
        return Rect(x: x, y: y, width: try PluginLimits.size.admit(r.width), height: try PluginLimits.size.admit(r.height))
    }

    /// A checked affine transform: every entry within `PluginLimits.transformEntry`, the
    /// translation within `PluginLimits.coordinate`.
    static func affine(_ t: segue_affine_transform_t) throws(ServiceRefusal) -> AffineTransform {
        let entry = PluginLimits.transformEntry
        return AffineTransform(
            a: try entry.admit(t.a), b: try entry.admit(t.b), c: try entry.admit(t.c), d: try entry.admit(t.d),
            tx: try PluginLimits.coordinate.admit(t.tx), ty: try PluginLimits.coordinate.admit(t.ty))
    }

    /// A checked 4×4 transform: every entry within `PluginLimits.transformEntry`. Both sides store
    /// the sixteen entries row by row, so they are checked and copied in place, with no arrays.
    static func matrix(_ m: segue_transform3d_t) throws(ServiceRefusal) -> Transform3D {
        var transform = Transform3D.identity
        var refusal: ServiceRefusal?
        withUnsafeBytes(of: m.m) { entries in
            withUnsafeMutableBytes(of: &transform) { out in
                for index in 0..<16 {
                    let offset = index * MemoryLayout<Double>.stride
                    do throws(ServiceRefusal) {
                        let entry = try PluginLimits.transformEntry.admit(entries.load(fromByteOffset: offset, as: Double.self))
                        out.storeBytes(of: entry, toByteOffset: offset, as: Double.self)
                    } catch {
                        refusal = error
                        return
                    }
                }
            }
        }
        if let refusal { throw refusal }
        return transform
    }

    /// A checked colour: every component within 0...1.
    static func color(_ c: segue_color_t) throws(ServiceRefusal) -> Color {
        let component = PluginLimits.colorComponent
        return Color(
            red: try component.admit(c.red), green: try component.admit(c.green), blue: try component.admit(c.blue),
            alpha: try component.admit(c.alpha))
    }

    /// The C form of an engine transform (both store the sixteen entries row by row).
    private static func raw(_ transform: Transform3D) -> segue_transform3d_t {
        var out = segue_transform3d_t()
        withUnsafeBytes(of: transform) { entries in
            withUnsafeMutableBytes(of: &out.m) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: entries[0..<16 * MemoryLayout<Double>.stride])) }
        }
        return out
    }
}
