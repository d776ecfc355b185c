/// The layer properties in a trace's frame lines.
extension TraceRecorder {
    /// A view's layer properties (and its picture) as JSON fields, each only when it differs from
    /// Core Animation's default (or there is a picture), so traces of views that set none read
    /// exactly as they did before the properties existed.
    static func layerFields(of view: ViewSnapshot) -> [String] {
        let defaults = ViewSnapshot.layerDefaults
        var fields: [String] = []
        func add(_ key: String, _ json: @autoclosure () -> String, if differs: Bool) {
            if differs { fields.append(JSONText.string(key) + ":" + json()) }
        }
        add(
            "anchorPoint", JSONText.numbers([view.anchorPoint.x, view.anchorPoint.y]),
            if: view.anchorPoint != defaults.anchorPoint)
        add("zPosition", JSONText.number(view.zPosition), if: view.zPosition != defaults.zPosition)
        add(
            "sublayerTransform", JSONText.numbers(view.sublayerTransform.rows.flatMap { $0 }),
            if: view.sublayerTransform != defaults.sublayerTransform)
        add("clipsToBounds", "true", if: view.clipsToBounds)
        add("borderWidth", JSONText.number(view.borderWidth), if: view.borderWidth != defaults.borderWidth)
        add("borderColor", JSONText.numbers(view.borderColor.components), if: view.borderColor != defaults.borderColor)
        add("shadowColor", JSONText.numbers(view.shadowColor.components), if: view.shadowColor != defaults.shadowColor)
        add("shadowOpacity", JSONText.number(view.shadowOpacity), if: view.shadowOpacity != defaults.shadowOpacity)
        add("shadowRadius", JSONText.number(view.shadowRadius), if: view.shadowRadius != defaults.shadowRadius)
        add(
            "shadowOffset", JSONText.numbers([view.shadowOffset.width, view.shadowOffset.height]),
            if: view.shadowOffset != defaults.shadowOffset)
        if let gradient = view.gradient { fields.append("\"gradient\":" + json(gradient)) }
        if let mask = view.mask { fields.append("\"mask\":" + json(mask)) }
        if let image = view.image { fields.append("\"image\":" + json(image)) }
        return fields
    }

    /// A gradient as `{"colors":[[r,g,b,a]…],"locations":[…],"startPoint":[x,y],"endPoint":[x,y]}`.
    private static func json(_ gradient: Gradient) -> String {
        let colors = gradient.stops.map { JSONText.numbers($0.color.components) }.joined(separator: ",")
        return "{\"colors\":[" + colors + "],\"locations\":" + JSONText.numbers(gradient.stops.map(\.location))
            + ",\"startPoint\":" + JSONText.numbers([gradient.startPoint.x, gradient.startPoint.y])
            + ",\"endPoint\":" + JSONText.numbers([gradient.endPoint.x, gradient.endPoint.y]) + "}"
    }

    /// A picture as `{"name":"segue.landscape","contentMode":"scaleAspectFill"}`.
    private static func json(_ image: ViewImage) -> String {
        "{\"name\":" + JSONText.string(image.name) + ",\"contentMode\":" + JSONText.string(image.contentMode.rawValue)
            + "}"
    }

    /// A mask as `{"shape":"ellipse","rect":[x,y,w,h],"cornerRadius":r}`.
    private static func json(_ mask: ViewMask) -> String {
        "{\"shape\":" + JSONText.string(mask.shape.rawValue) + ",\"rect\":"
            + JSONText.numbers([mask.rect.minX, mask.rect.minY, mask.rect.width, mask.rect.height])
            + ",\"cornerRadius\":" + JSONText.number(mask.cornerRadius) + "}"
    }
}
