import SegueEngine

extension TransitionPicture {
    /// `count` evenly spaced frames side by side, each scaled to `panelWidth` points wide with
    /// its time below.
    public func filmstripSVG(count: Int, panelWidth: Double = 180) -> String {
        let steps = cornerSteps()
        let chosen = frames.evenlySpaced(count: count)
        let scale = size.width > 0 ? panelWidth / size.width : 1
        let panelHeight = size.height * scale
        let gap = 12.0
        let width = margin * 2 + Double(chosen.count) * panelWidth + Double(max(chosen.count - 1, 0)) * gap
        let height = margin * 2 + panelHeight + 48
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGText.number(width))" \
            height="\(SVGText.number(height))" \
            viewBox="0 0 \(SVGText.number(width)) \(SVGText.number(height))">
            <title>\(SVGText.escape(title))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            <defs><clipPath id="root-clip"><rect x="0" y="0" width="\(SVGText.number(size.width))" \
            height="\(SVGText.number(size.height))"/></clipPath></defs>
            <g font-family="sans-serif">

            """
        let start = frames.first?.time ?? 0
        let shared = SharedDefinitions(prefix: "")
        var unused: [String] = []
        var counter = 0
        for (index, frame) in chosen.enumerated() {
            let x = margin + Double(index) * (panelWidth + gap)
            svg +=
                "<g class=\"panel\" data-frame=\"\(frame.index)\" "
                + "data-time=\"\(SVGText.number(frame.time, digits: 6))\" "
                + "transform=\"translate(\(SVGText.number(x)),\(SVGText.number(margin)))\">\n"
            // The root view clips what it holds, as a window does.
            svg += "<g transform=\"scale(\(SVGText.number(scale, digits: 6)))\" clip-path=\"url(#root-clip)\">\n"
            svg +=
                "<rect class=\"root-outline\" x=\"0\" y=\"0\" width=\"\(SVGText.number(size.width))\" "
                + "height=\"\(SVGText.number(size.height))\" "
                + "fill=\"#f4f4f4\" stroke=\"#888888\" stroke-width=\"\(SVGText.number(1 / scale))\"/>\n"
            let shapes = [FrameGeometry.shapes(of: frame, cornerSteps: steps)]
            let nodes = Self.scene(
                shapes, prefix: "p\(index)-", still: true, steps: steps, labelBase: 40, pictureScale: scale,
                shared: shared)
            svg += Self.write(nodes, .still, tracks: &unused, counter: &counter)
            svg += "</g>\n"
            svg +=
                "<text x=\"\(SVGText.number(panelWidth / 2))\" y=\"\(SVGText.number(panelHeight + 22))\" "
                + "text-anchor=\"middle\" "
                + "font-size=\"14\" fill=\"#333333\">\(SVGText.number(frame.time - start, digits: 3)) s</text>\n</g>\n"
        }
        if !shared.nodes.isEmpty {
            svg += "<defs>" + Self.write(shared.nodes, .still, tracks: &unused, counter: &counter) + "</defs>\n"
        }
        svg +=
            "<text x=\"\(SVGText.number(margin))\" y=\"\(SVGText.number(height - 10))\" font-size=\"13\" "
            + "fill=\"#555555\">"
            + "\(SVGText.escape(title))</text>\n</g>\n</svg>\n"
        return svg
    }
}
