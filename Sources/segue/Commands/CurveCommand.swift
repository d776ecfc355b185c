import ArgumentParser
import Foundation
import SegueEngine

/// `segue curve`: samples a timing curve or spring and prints or plots it.
struct CurveCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a timing curve or a spring; print CSV or JSON and optionally plot it as SVG.",
        discussion: """
            SPEC is linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1,y1,x2,y2), \
            spring(mass=M,stiffness=K,damping=C,velocity=V), spring(damping-ratio=Z,response=R) or \
            spring(duration=D,bounce=B). Omitted spring fields take Core Animation's defaults (mass 1, stiffness 100, \
            damping 10, velocity 0). Every field has a documented range; a value outside it is refused, naming the \
            field and the range.

            For a Bézier curve T is input progress (from -1 to 2; outside [0, 1] the curve is extended along its end \
            tangents); for a spring T is seconds (from 0 to 3600), and --samples spans the spring's settling duration.

            Examples:
              segue curve ease-in-out --at 0.25,0.5,0.75
              segue curve 'cubic-bezier(0.17,0.67,0.83,0.67)' --samples 11 --format json
              segue curve 'spring(stiffness=200,damping=12)' --render spring.svg
            """
    )

    @OptionGroup var logging: LoggingOptions

    // Every unrecognised word lands here, so a spec that starts with a dash ("-1") reaches the
    // spec parser and its error instead of being taken for an unknown option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The curve to sample, e.g. ease-in-out or 'spring(damping-ratio=0.6,response=0.5)'.", valueName: "spec"))
    var words: [String] = []

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Comma-separated sample points (progress for Bézier curves, seconds for springs).", valueName: "T,T,…"),
        transform: CurveCommand.parsePoints)
    var at: [Double]?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Number of evenly spaced samples when --at is not given, 2 to 100000.")
    var samples: Int = 11

    @Option(name: .long, help: "Output format: csv or json.")
    var format: OutputFormat = .csv

    @Option(
        name: .long, help: ArgumentHelp("Also write an SVG plot of the curve to this file.", valueName: "FILE.svg"),
        completion: .file(extensions: ["svg"]))
    var render: String?

    /// The printable formats.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    /// One sample as `--format json` prints it.
    private struct Sample: Encodable {
        let t: Double
        let value: Double
    }

    /// Sample points for a Bézier curve's progress.
    static let progressRange: ClosedRange<Double> = -1...2
    /// Sample points for a spring, in seconds.
    static let secondsRange: ClosedRange<Double> = 0...3600

    func validate() throws {
        guard words.count == 1 else {
            throw ValidationError(
                words.isEmpty
                    ? "give the curve to sample, for example `\(SegueInvocation.current("curve ease-in-out"))`"
                    : "give one curve spec, not \(words.map { "'\($0)'" }.joined(separator: " ")); quote a spec that "
                        + "contains spaces"
            )
        }
        guard (2...100_000).contains(samples) else {
            throw ValidationError("--samples \(samples) is out of range; use from 2 to 100000 samples")
        }
        _ = try curve()
    }

    func run() throws {
        let curve = try curve()
        let sampling = CurveSampling(curve: curve)
        let times = try sampleTimes(for: sampling)
        let points = times.map { Sample(t: $0, value: sampling.value(at: $0)) }

        // Render first: if the file cannot be written, nothing is printed as if all went well.
        if let render {
            try AtomicFileWriter.checkWritable([.svg("--render", render)])
            let svg = CurvePlot(spec: words[0], sampling: sampling, samples: points.map { ($0.t, $0.value) }).svg()
            try AtomicFileWriter.write(svg, to: render, what: "plot")
        }
        if sampling.isUndamped {
            StandardError.info("note: this spring has no damping and never settles; samples span ten periods")
        }
        switch format {
        case .csv:
            print("t,value")
            for point in points { print("\(JSONText.number(point.t)),\(JSONText.number(point.value))") }
        case .json:
            try JSONOutput.print(points)
        }
    }

    /// The spec parsed, or a usage error naming it and the part that is wrong.
    private func curve() throws -> TimingCurve {
        do {
            return try TimingCurveSpec.parse(words.first ?? "")
        } catch {
            throw ValidationError("invalid curve spec '\(words.first ?? "")': \(error.message)")
        }
    }

    private func sampleTimes(for sampling: CurveSampling) throws -> [Double] {
        guard let at else {
            return (0..<samples).map { sampling.span * Double($0) / Double(samples - 1) }
        }
        let range = sampling.isTimeBased ? Self.secondsRange : Self.progressRange
        if let outside = at.first(where: { !range.contains($0) }) {
            throw CommandFailure(
                "--at \(JSONText.number(outside)) is out of range; sample "
                    + "\(sampling.isTimeBased ? "a spring from 0 to 3600 seconds" : "a curve's progress from -1 to 2")"
            )
        }
        return at
    }

    /// `--at` text as finite numbers, at most 100 000 of them.
    private static func parsePoints(_ text: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= 100_000 else { throw InvalidValue("give at most 100000 sample points") }
        return try items.map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), value.isFinite else {
                throw InvalidValue("'\(trimmed)' is not a finite number; give comma-separated numbers such as 0,0.5,1")
            }
            return value
        }
    }
}

/// How a curve is sampled: over progress [0, 1] for easing curves, over seconds for springs.
struct CurveSampling {
    /// The curve.
    let curve: TimingCurve

    /// The sampled range's end: 1 for easing curves, the settling time for springs.
    var span: Double {
        guard case .spring(let spring) = curve else { return 1 }
        if spring.settlingDuration.isFinite { return spring.settlingDuration }
        // Undamped: ten periods of the oscillation show its shape.
        return 10 * 2 * Double.pi / (spring.stiffness / spring.mass).squareRoot()
    }

    /// Whether the curve is a spring that never settles.
    var isUndamped: Bool {
        if case .spring(let spring) = curve { return !spring.settlingDuration.isFinite }
        return false
    }

    /// Whether T is in seconds (springs) rather than progress.
    var isTimeBased: Bool {
        if case .spring = curve { return true }
        return false
    }

    /// The curve's value at `t` (progress, or seconds for a spring).
    func value(at t: Double) -> Double {
        if case .spring(let spring) = curve { return spring.value(at: t) }
        return curve.value(at: t)
    }
}
