import ArgumentParser
import Foundation
import SegueEngine

/// `segue curve`: samples a timing curve or spring and prints or plots it.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a timing curve or a spring; print CSV or JSON and optionally plot it as SVG.",
        discussion: """
            SPEC is linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1,y1,x2,y2),
            spring(mass=M,stiffness=K,damping=C,velocity=V), spring(damping-ratio=Z,response=R)
            or spring(duration=D,bounce=B). Omitted spring fields take Core Animation's defaults
            (mass 1, stiffness 100, damping 10, velocity 0).

            For a Bézier curve T is input progress in [0, 1]; for a spring T is seconds, and
            --samples spans the spring's settling duration.

            Examples:
              segue curve ease-in-out --at 0.25,0.5,0.75
              segue curve 'cubic-bezier(0.17,0.67,0.83,0.67)' --samples 11 --format json
              segue curve 'spring(stiffness=200,damping=12)' --render spring.svg
            """
    )

    @Argument(help: "The curve to sample, e.g. ease-in-out or 'spring(damping-ratio=0.6,response=0.5)'.")
    var spec: String

    @Option(name: .long, help: "Comma-separated sample points (progress for Bézier curves, seconds for springs).")
    var at: String?

    @Option(name: .long, help: "Number of evenly spaced samples when --at is not given.")
    var samples: Int = 11

    @Option(name: .long, help: "Output format: csv or json.")
    var format: OutputFormat = .csv

    @Option(name: .long, help: "Also write an SVG plot of the curve to this file.")
    var render: String?

    /// The printable formats.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    func run() throws {
        do {
            try execute()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }

    private func execute() throws {
        let curve: TimingCurve
        do {
            curve = try TimingCurveSpec.parse(spec)
        } catch {
            throw CommandFailure("invalid curve spec '\(spec)': \(error.message)")
        }
        let sampling = CurveSampling(curve: curve)
        let times = try sampleTimes(span: sampling.span)
        let points = times.map { (t: $0, value: sampling.value(at: $0)) }

        // Render first: if the file cannot be written, nothing is printed as if all went well.
        if let render {
            let svg = CurvePlot(spec: spec, sampling: sampling, samples: points).svg()
            try AtomicFileWriter.write(svg, to: render)
        }
        if sampling.isUndamped {
            StandardError.write("segue: note: this spring has no damping and never settles; samples span ten periods\n")
        }
        switch format {
        case .csv:
            print("t,value")
            for point in points { print("\(JSONText.number(point.t)),\(JSONText.number(point.value))") }
        case .json:
            let objects = points.map { "{\"t\":\(JSONText.number($0.t)),\"value\":\(JSONText.number($0.value))}" }
            print("[" + objects.joined(separator: ",") + "]")
        }
    }

    private func sampleTimes(span: Double) throws -> [Double] {
        if let at {
            var times: [Double] = []
            for item in at.split(separator: ",", omittingEmptySubsequences: false) {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let value = Double(text), value.isFinite else {
                    throw CommandFailure("invalid --at value '\(text)': each sample point must be a finite number, e.g. --at 0,0.5,1")
                }
                times.append(value)
            }
            return times
        }
        guard samples >= 2, samples <= 1_000_000 else {
            throw CommandFailure("invalid --samples \(samples): use between 2 and 1000000 samples")
        }
        return (0..<samples).map { span * Double($0) / Double(samples - 1) }
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
