import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// One SVG element of a picture with the values its changing attributes take in each frame the
/// picture shows, so one description is written three ways: as a still (the filmstrip's panels),
/// SMIL-animated (the animated SVG) or driven by the gallery's script.
final class SVGNode {
    /// An attribute's value in one frame.
    enum Value: Equatable {
        case text(String)
        /// An SVG `transform`.
        case affine(AffineTransform)
    }

    /// One changing attribute.
    struct Track {
        let name: String
        let values: [Value]
        /// Animated even when constant (the view outlines' points, opacity and visibility, which
        /// readers of the animated SVG expect).
        let always: Bool
        var isConstant: Bool { values.allSatisfy { $0 == values[0] } }
    }

    let tag: String
    var attributes: [(String, String)]
    var tracks: [Track] = []
    var children: [SVGNode] = []
    var text: String?

    init(_ tag: String, _ attributes: [(String, String)] = [], children: [SVGNode] = [], text: String? = nil) {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Adds a changing attribute.
    @discardableResult
    func track(_ name: String, _ values: [String], always: Bool = false) -> SVGNode {
        tracks.append(Track(name: name, values: values.map(Value.text), always: always))
        return self
    }

    /// Adds a changing `transform`.
    @discardableResult
    func transform(_ values: [AffineTransform]) -> SVGNode {
        tracks.append(Track(name: "transform", values: values.map(Value.affine), always: false))
        return self
    }

    /// Whether no attribute changes anywhere in the subtree (such a node can be shared by value).
    var isConstant: Bool { tracks.allSatisfy(\.isConstant) && children.allSatisfy(\.isConstant) }

    static func matrix(_ t: AffineTransform) -> String {
        let n = { SVGText.number($0, digits: 4) }
        return "matrix(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))"
    }

    static func string(_ value: Value) -> String {
        switch value {
        case .text(let text): return text
        case .affine(let t): return matrix(t)
        }
    }

    // MARK: Writing

    /// How a picture is written.
    enum Mode {
        /// Frame 0's values only.
        case still
        /// SMIL animations over `dur` seconds with `keys` (one per frame plus the held end).
        case animated(dur: String, keys: String)
        /// Frame 0's values, each changing element numbered with `data-k` and its tracks added to `tracks`.
        case gallery
    }

    /// Writes the node and its subtree.
    func write(_ mode: Mode, into out: inout String, tracks gallery: inout [String], counter: inout Int) {
        out += "<\(tag)"
        for (name, value) in attributes { out += " \(name)=\"\(value)\"" }
        var animations = ""
        var changing: [Track] = []
        for track in tracks {
            let animate: Bool
            switch mode {
            case .still: animate = false
            case .animated: animate = track.always || !track.isConstant
            case .gallery: animate = !track.isConstant
            }
            if !animate {
                out += " \(track.name)=\"\(Self.string(track.values[0]))\""
                continue
            }
            changing.append(track)
            if case .animated(let dur, let keys) = mode {
                if track.name == "transform" {
                    animations += Self.animateTransform(track.values, dur: dur, keys: keys)
                } else {
                    out += " \(track.name)=\"\(Self.string(track.values[0]))\""
                    let values = (track.values + [track.values.last!]).map(Self.string).joined(separator: ";")
                    animations +=
                        "<animate attributeName=\"\(track.name)\" dur=\"\(dur)s\" repeatCount=\"indefinite\" "
                        + "keyTimes=\"\(keys)\" "
                        + (track.name == "visibility" ? "calcMode=\"discrete\" " : "") + "values=\"\(values)\"/>"
                }
            } else {
                out += " \(track.name)=\"\(Self.string(track.values[0]))\""
            }
        }
        if case .gallery = mode, !changing.isEmpty {
            out += " data-k=\"\(counter)\""
            for track in changing {
                let values = track.values.map { "\"\(Self.string($0))\"" }.joined(separator: ",")
                gallery.append("{\"k\":\(counter),\"a\":\"\(track.name)\",\"v\":[\(values)]}")
            }
            counter += 1
        }
        if children.isEmpty && text == nil && animations.isEmpty {
            out += "/>"
            return
        }
        out += ">"
        if let text { out += text }
        out += animations
        for child in children { child.write(mode, into: &out, tracks: &gallery, counter: &counter) }
        out += "</\(tag)>"
    }

    /// A changing transform as four additive SMIL transforms (SMIL cannot animate a matrix):
    /// translate · rotate · skewX · scale, each frame's matrix decomposed, angles unwrapped so
    /// the turn between two frames is the short one.
    static func animateTransform(_ values: [Value], dur: String, keys: String) -> String {
        var translate: [String] = []
        var rotate: [String] = []
        var skew: [String] = []
        var scale: [String] = []
        var previous = 0.0
        for value in values + [values.last!] {
            guard case .affine(let t) = value else { continue }
            var (angle, sx, sy, k) = (previous, 0.0, 0.0, 0.0)
            let first = (t.a * t.a + t.b * t.b).squareRoot()
            if first > 1e-12 {
                angle = atan2(t.b, t.a)
                sx = first
                sy = (t.a * t.d - t.b * t.c) / first
                let shear = (t.a * t.c + t.b * t.d) / first
                k = sy != 0 ? atan(shear / sy) : 0
            } else {
                let second = (t.c * t.c + t.d * t.d).squareRoot()
                if second > 1e-12 { angle = atan2(t.d, t.c) - .pi / 2 }
                sy = second
            }
            while angle - previous > .pi { angle -= 2 * .pi }
            while angle - previous < -.pi { angle += 2 * .pi }
            previous = angle
            let n = { SVGText.number($0, digits: 4) }
            translate.append("\(n(t.tx)),\(n(t.ty))")
            rotate.append(n(angle * 180 / .pi))
            skew.append(n(k * 180 / .pi))
            scale.append("\(n(sx)),\(n(sy))")
        }
        return [("translate", translate), ("rotate", rotate), ("skewX", skew), ("scale", scale)].map { type, list in
            "<animateTransform attributeName=\"transform\" type=\"\(type)\" additive=\"sum\" dur=\"\(dur)s\" "
                + "repeatCount=\"indefinite\" "
                + "keyTimes=\"\(keys)\" values=\"\(list.joined(separator: ";"))\"/>"
        }.joined()
    }
}
