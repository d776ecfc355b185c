import Foundation
import SegueEngine

/// An SVG plot of a sampled curve: axes with ticks, the curve drawn densely, the requested
/// samples as dots, the target line, and for springs the settling time.
struct CurvePlot {
    /// The spec as the user typed it, shown as the title.
    let spec: String
    /// The curve and its sampling range.
    let sampling: CurveSampling
    /// The points that were printed.
    let samples: [(t: Double, value: Double)]

    private let width = 640.0
    private let height = 400.0
    private let margin = (left: 60.0, right: 20.0, top: 40.0, bottom: 50.0)

    /// The whole SVG document.
    func svg() -> String {
        let dense = (0...400).map { index -> (Double, Double) in
            let t = sampling.span * Double(index) / 400
            return (t, sampling.value(at: t))
        }
        let allT = dense.map(\.0) + samples.map(\.t)
        let allValues = dense.map(\.1) + samples.map(\.value) + [0, 1]
        let tRange = (min(allT.min() ?? 0, 0), max(allT.max() ?? 1, sampling.span))
        var vRange = (allValues.min() ?? 0, allValues.max() ?? 1)
        let pad = (vRange.1 - vRange.0) * 0.05
        vRange = (vRange.0 - pad, vRange.1 + pad)

        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom
        func x(_ t: Double) -> Double { margin.left + (t - tRange.0) / (tRange.1 - tRange.0) * plotWidth }
        func y(_ v: Double) -> Double { margin.top + (1 - (v - vRange.0) / (vRange.1 - vRange.0)) * plotHeight }
        func n(_ value: Double) -> String { Self.coordinate(value) }

        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 \
            0 \(n(width)) \(n(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(n(width / 2))" y="24" text-anchor="middle" font-size="15">\(escape(spec))</text>

            """
        // Axes and ticks.
        out += "<g stroke=\"#888\" stroke-width=\"1\">\n"
        out +=
            "<line x1=\"\(n(margin.left))\" y1=\"\(n(y(vRange.0)))\" x2=\"\(n(margin.left))\" "
            + "y2=\"\(n(y(vRange.1)))\"/>\n"
        out +=
            "<line x1=\"\(n(margin.left))\" y1=\"\(n(y(0)))\" x2=\"\(n(width - margin.right))\" y2=\"\(n(y(0)))\"/>\n"
        out += "</g>\n<g fill=\"#444\">\n"
        for index in 0...5 {
            let t = tRange.0 + (tRange.1 - tRange.0) * Double(index) / 5
            out +=
                "<text x=\"\(n(x(t)))\" y=\"\(n(height - margin.bottom + 18))\" "
                + "text-anchor=\"middle\">\(label(t))</text>\n"
        }
        for value in [0.0, 0.5, 1.0] {
            out +=
                "<text x=\"\(n(margin.left - 8))\" y=\"\(n(y(value) + 4))\" "
                + "text-anchor=\"end\">\(label(value))</text>\n"
        }
        let axisName = sampling.isTimeBased ? "time (s)" : "input progress"
        out +=
            "<text x=\"\(n(margin.left + plotWidth / 2))\" y=\"\(n(height - 10))\" "
            + "text-anchor=\"middle\">\(axisName)</text>\n"
        out += "</g>\n"
        // The target value.
        out +=
            "<line x1=\"\(n(margin.left))\" y1=\"\(n(y(1)))\" x2=\"\(n(width - margin.right))\" y2=\"\(n(y(1)))\" "
            + "stroke=\"#bbb\" stroke-dasharray=\"4 4\"/>\n"
        if case .spring(let spring) = sampling.curve, spring.settlingDuration.isFinite {
            let settle = x(spring.settlingDuration)
            out +=
                "<line x1=\"\(n(settle))\" y1=\"\(n(margin.top))\" x2=\"\(n(settle))\" "
                + "y2=\"\(n(height - margin.bottom))\" stroke=\"#d33\" stroke-dasharray=\"6 3\"/>\n"
            out +=
                "<text x=\"\(n(settle - 4))\" y=\"\(n(margin.top + 14))\" text-anchor=\"end\" fill=\"#d33\">settles "
                + "at \(label(spring.settlingDuration)) s</text>\n"
        }
        let path = dense.map { "\(n(x($0.0))),\(n(y($0.1)))" }.joined(separator: " ")
        out += "<polyline fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"2\" points=\"\(path)\"/>\n"
        out += "<g fill=\"#1f6feb\">\n"
        for sample in samples where sample.t >= tRange.0 && sample.t <= tRange.1 {
            out += "<circle cx=\"\(n(x(sample.t)))\" cy=\"\(n(y(sample.value)))\" r=\"3\"/>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    private func label(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return JSONText.number(rounded)
    }

    /// A coordinate with two decimals, enough for a picture and short to read.
    private static func coordinate(_ value: Double) -> String {
        JSONText.number((value * 100).rounded() / 100)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
