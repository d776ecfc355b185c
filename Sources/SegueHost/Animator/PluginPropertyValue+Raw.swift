import SegueABI
import SegueABIValues
import SegueEngine

extension PluginPropertyValue {
    /// The C value, as `get_property` hands it back.
    var raw: segue_property_value_t {
        var out = segue_property_value_t(property)
        switch self {
        case .frame(let rect), .bounds(let rect): out.value.rect = EngineConversions.raw(rect)
        case .alpha(let number), .cornerRadius(let number): out.value.number = number
        case .transform(let t):
            out.value.affine = segue_affine_transform_t(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        case .transform3D(let transform): out.value.transform3d = Self.raw(transform)
        case .backgroundColor(let c): out.value.color = Self.raw(c)
        case .hidden(let hidden), .clipsToBounds(let hidden): out.value.flag = hidden
        case .anchorPoint(let p), .position(let p), .gradientStartPoint(let p), .gradientEndPoint(let p):
            out.value.point = segue_point_t(x: p.x, y: p.y)
        case .zPosition(let number), .borderWidth(let number), .shadowOpacity(let number), .shadowRadius(let number):
            out.value.number = number
        case .sublayerTransform(let transform): out.value.transform3d = Self.raw(transform)
        case .borderColor(let c), .shadowColor(let c): out.value.color = Self.raw(c)
        case .shadowOffset(let size): out.value.size = segue_size_t(width: size.width, height: size.height)
        case .mask(let mask):
            let m = Self.raw(mask)
            (out.value.mask.shape, out.value.mask.rect, out.value.mask.corner_radius) = (
                m.shape, m.rect, m.corner_radius
            )
        case .gradientStopCount(let count): out.value.count = UInt32(count)
        case .gradientStop(_, let stop):
            out.value.gradient_stop = segue_gradient_stop_t(color: Self.raw(stop.color), location: stop.location)
        }
        return out
    }

    /// The C form of a colour.
    private static func raw(_ c: Color) -> segue_color_t {
        segue_color_t(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The C form of a mask (shape NONE for none). Built field by field on a zeroed struct, so
    /// the padding after `shape` carries no stray host bytes to the plugin.
    private static func raw(_ mask: ViewMask?) -> segue_mask_t {
        var out = segue_mask_t()
        guard let mask else { return out }
        out.maskShape =
            switch mask.shape {
            case .rectangle: .rectangle
            case .roundedRectangle: .roundedRectangle
            case .ellipse: .ellipse
            }
        out.rect = EngineConversions.raw(mask.rect)
        out.corner_radius = mask.cornerRadius
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
        return Rect(
            x: x, y: y, width: try PluginLimits.size.admit(r.width), height: try PluginLimits.size.admit(r.height))
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
                        let entry = try PluginLimits.transformEntry.admit(
                            entries.load(fromByteOffset: offset, as: Double.self))
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
            withUnsafeMutableBytes(of: &out.m) {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: entries[0..<16 * MemoryLayout<Double>.stride]))
            }
        }
        return out
    }
}
