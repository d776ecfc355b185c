import SegueEngine

extension TransitionPicture {
    /// An SVG that plays the transition at its real duration, then holds the end for `hold`
    /// seconds and plays again: one polygon per view whose points, opacity and visibility are
    /// SMIL-animated with a key time at every recorded frame (with the view's shadow, gradient,
    /// snapshot pieces, label and border, see `PictureScene`), the root outlined, and a timeline
    /// bar below.
    public func animatedSVG() -> String {
        let steps = cornerSteps()
        let shapes = frames.map { FrameGeometry.shapes(of: $0, cornerSteps: steps) }
        let total = duration + hold
        let start = frames.first?.time ?? 0
        // One key time per frame, plus the held end.
        let keyTimes = frames.map { (($0.time - start) / total) } + [1]
        let keys = keyTimes.map { SVGText.number($0, digits: 6) }.joined(separator: ";")
        let dur = SVGText.number(total, digits: 4)
        let (width, height) = (size.width, size.height)
        let barTop = height + margin * 2
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGText.number(width + margin * 2))" \
            height="\(SVGText.number(barTop + 40))" \
            viewBox="0 0 \(SVGText.number(width + margin * 2)) \(SVGText.number(barTop + 40))" \
            data-duration="\(SVGText.number(duration, digits: 6))" \
            data-start="\(SVGText.number(start, digits: 6))" data-hold="\(SVGText.number(hold, digits: 6))">
            <title>\(SVGText.escape(title))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            <defs><clipPath id="root-clip"><rect x="0" y="0" width="\(SVGText.number(width))" \
            height="\(SVGText.number(height))"/></clipPath></defs>
            <g transform="translate(\(SVGText.number(margin)),\(SVGText.number(margin)))" font-family="sans-serif">
            <rect class="root-outline" x="0" y="0" width="\(SVGText.number(width))" \
            height="\(SVGText.number(height))" fill="#f4f4f4" stroke="#888888" stroke-width="1"/>
            <g clip-path="url(#root-clip)">

            """
        let shared = SharedDefinitions(prefix: "")
        let nodes = Self.scene(
            shapes, prefix: "", still: false, steps: steps, labelBase: 20, pictureScale: 1, shared: shared)
        var unused: [String] = []
        var counter = 0
        let mode = SVGNode.Mode.animated(dur: dur, keys: keys)
        svg += Self.write(nodes, mode, tracks: &unused, counter: &counter)
        if !shared.nodes.isEmpty {
            svg += "<defs>" + Self.write(shared.nodes, mode, tracks: &unused, counter: &counter) + "</defs>\n"
        }
        let barWidth = width
        let progressKeys = "0;\(SVGText.number(duration / total, digits: 6));1"
        svg += """
            </g>
            </g>
            <g class="timeline" transform="translate(\(SVGText.number(margin)),\(SVGText.number(barTop)))" \
            font-family="sans-serif" font-size="12">
            <rect x="0" y="0" width="\(SVGText.number(barWidth))" height="6" rx="3" fill="#dddddd"/>
            <rect x="0" y="0" width="0" height="6" rx="3" fill="#3b78d9"><animate attributeName="width" dur="\(dur)s" \
            repeatCount="indefinite" \
            keyTimes="\(progressKeys)" values="0;\(SVGText.number(barWidth));\(SVGText.number(barWidth))"/></rect>
            <text x="0" y="24" fill="#333333">\(SVGText.escape(title)) · \(SVGText.number(duration, digits: 3)) \
            s</text>
            </g>
            </svg>

            """
        return svg
    }
}
