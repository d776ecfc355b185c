import Foundation
import SegueEngine
import Testing

@testable import SegueRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG numbers for any Double: the formatter never traps and never writes what SVG cannot read.
@Suite("SVG number text")
struct SVGTextTests {
    /// SVG 1.1's number grammar: sign, digits with an optional fraction, an optional exponent.
    private func isSVGNumber(_ text: String) -> Bool {
        text.range(of: #"^[+-]?([0-9]+|[0-9]*\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    // Ordinary numbers keep their short forms.
    @Test(arguments: [
        (12.0, 2, "12"), (0.25, 2, "0.25"), (-3.5, 2, "-3.5"), (0.125, 2, "0.13"), (-0.001, 2, "0"), (-0.0, 2, "0"),
        (1.5, 0, "2"), (0.000001, 6, "0.000001"), (-0.25, 1, "-0.3"), (123456.789, 3, "123456.789"),
        (999_999_999_999_999, 2, "999999999999999"), (1e15, 2, "1000000000000000"), (1e19, 2, "1e+19"),
    ])
    func ordinaryNumbers(value: Double, digits: Int, expected: String) {
        #expect(SVGText.number(value, digits: digits) == expected)
    }

    // Huge, tiny and non-finite values, at every precision, give valid SVG numbers and never trap
    // (a 1e19-wide window used to overflow Int64 here).
    @Test(arguments: [
        1e19, -1e19, 9.3e18, 8.9e18, -9.1e18, 1e308, -1e308, .greatestFiniteMagnitude, 4e15, 9e12, -9.2e12, 1e-300,
        .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ])
    func hostileNumbers(value: Double) {
        for digits in [-1, 0, 2, 3, 4, 6, 20] {
            let text = SVGText.number(value, digits: digits)
            #expect(isSVGNumber(text), "\(value) with \(digits) digits gave '\(text)'")
            if value.isFinite, abs(value) >= 9e18 { #expect(Double(text) == value) }
            if !value.isFinite { #expect(text == "0") }
        }
    }

    // A recording of a window far wider than any screen draws without trapping, as well-formed XML.
    @Test func aHugeWindowDraws() throws {
        let engine = AnimationEngine()
        let root = View(name: "window", frame: Rect(x: 0, y: 0, width: 1e19, height: 1e19), in: engine.tree)
        let card = View(name: "card", frame: Rect(x: -1e300, y: 1e300, width: 1e19, height: 400), in: engine.tree)
        root.addSubview(card)
        let recorder = TraceRecorder(root: root)
        recorder.captureFrame(at: 0)
        recorder.captureFrame(at: 0.5)
        let picture = TransitionPicture(frames: recorder.frames, title: "huge")
        for svg in [picture.animatedSVG(), picture.filmstripSVG(count: 2)] {
            _ = try XMLDocument(data: Data(svg.utf8), options: [])
            #expect(svg.range(of: #"\b(nan|inf)\b"#, options: .regularExpression) == nil)
        }
    }
}
