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
    static func rect(_ r: segue_rect_t) throws(ServiceRefusal) -> Rect {
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

    /// A checked 4×4 transform: every entry within `PluginLimits.transformEntry`.
    static func matrix(_ m: segue_transform3d_t) throws(ServiceRefusal) -> Transform3D {
        let entries = withUnsafeBytes(of: m.m) { Array($0.bindMemory(to: Double.self)) }
        var admitted: [Double] = []
        for entry in entries { admitted.append(try PluginLimits.transformEntry.admit(entry)) }
        return Transform3D(rows: (0..<4).map { Array(admitted[$0 * 4 ..< $0 * 4 + 4]) })
    }

    /// A checked colour: every component within 0...1.
    static func color(_ c: segue_color_t) throws(ServiceRefusal) -> Color {
        let component = PluginLimits.colorComponent
        return Color(
            red: try component.admit(c.red), green: try component.admit(c.green), blue: try component.admit(c.blue),
            alpha: try component.admit(c.alpha))
    }

    /// The C form of an engine transform.
    private static func raw(_ transform: Transform3D) -> segue_transform3d_t {
        var out = segue_transform3d_t()
        let entries = transform.rows.flatMap { $0 }
        withUnsafeMutableBytes(of: &out.m) { bytes in
            for index in 0..<16 { bytes.storeBytes(of: entries[index], toByteOffset: index * 8, as: Double.self) }
        }
        return out
    }
}
