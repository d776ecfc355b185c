import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `segue curve` end to end: output formats, sampling, the SVG plot, and refusals.
@Suite struct CurveCommandTests {
    @Test func csvHasAHeaderAndOneLinePerSample() throws {
        let result = try SegueExecutable.run(["curve", "ease-in-out", "--samples", "5"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "t,value")
        #expect(lines.count == 6)
        #expect(lines[1] == "0,0")
        #expect(lines[3] == "0.5,0.5")
        #expect(lines[5] == "1,1")
    }

    @Test func atPicksTheSamplePointsAndJsonIsAnArrayOfObjects() throws {
        let result = try SegueExecutable.run([
            "curve", "cubic-bezier(0.25,0.1,0.25,1)", "--at", "0.25,0.5,0.75", "--format", "json",
        ])
        #expect(result.status == 0)
        let array = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
        #expect(array.map { $0["t"] } == [0.25, 0.5, 0.75])
        // Blink's timing_function_test.cc reference values for `ease`, to its 0.01 tolerance.
        let expected = [0.409, 0.802, 0.960]
        for (point, value) in zip(array, expected) {
            #expect(abs((point["value"] ?? .nan) - value) < 0.01)
        }
    }

    @Test func springSamplesSpanTheSettlingDurationInSeconds() throws {
        let result = try SegueExecutable.run([
            "curve", "spring(stiffness=200,damping=20)", "--samples", "3", "--format", "json",
        ])
        #expect(result.status == 0)
        let array = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
        #expect(array.count == 3)
        #expect(array[0]["t"] == 0 && array[0]["value"] == 0)
        let last = try #require(array[2]["value"])
        #expect(abs(last - 1) <= 1e-3 + 1e-9, "the last sample is at the settling time")
        #expect((array[2]["t"] ?? 0) > 0.3)
    }

    @Test func omittedSpringFieldsTakeCoreAnimationsDefaults() throws {
        let defaults = try SegueExecutable.run(["curve", "spring()", "--at", "0.1,0.2"])
        let explicit = try SegueExecutable.run([
            "curve", "spring(mass=1,stiffness=100,damping=10,velocity=0)", "--at", "0.1,0.2",
        ])
        #expect(defaults.status == 0)
        #expect(defaults.standardOutput == explicit.standardOutput)
    }

    @Test func renderWritesAnSVGPlotThatParsesAsXML() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let file = folder.appendingPathComponent("spring.svg")
        let result = try SegueExecutable.run(["curve", "spring(damping-ratio=0.4,response=0.5)", "--render", file.path])
        #expect(result.status == 0)
        let document = try XMLDocument(contentsOf: file)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(try document.nodes(forXPath: "//*[local-name()='polyline']").count == 1)
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap { $0.stringValue }
        #expect(texts.contains { $0.hasPrefix("settles at") })
    }

    @Test(arguments: [
        ("bogus", "bogus"),
        ("cubic-bezier(1.2,0,0.5,1)", "x1"),
        ("cubic-bezier(0,0,-0.1,1)", "x2"),
        ("cubic-bezier(0,0,1)", "4 numbers"),
        ("cubic-bezier(0,nan,1,1)", "y1"),
        ("spring(mass=0)", "mass"),
        ("spring(stiffness=-5)", "stiffness"),
        ("spring(damping=-1)", "damping"),
        ("spring(velocity=inf)", "velocity"),
        ("spring(weight=2)", "weight"),
        ("spring(mass=1,response=0.5)", "forms"),
        ("spring(duration=0.5,bounce=1)", "bounce"),
    ])
    func badSpecsExitWithUsageStatusNameThePartAndWriteNoFile(spec: String, named part: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let file = folder.appendingPathComponent("plot.svg")
        let result = try SegueExecutable.run(["curve", spec, "--render", file.path])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(message.contains(part))
        #expect(!message.contains("\n"), "one line")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func badSampleOptionsAreRefused() throws {
        let samples = try SegueExecutable.run(["curve", "linear", "--samples", "1"])
        #expect(samples.status == 64)
        #expect(samples.standardError.contains("--samples"))
        let at = try SegueExecutable.run(["curve", "linear", "--at", "0.1,x"])
        #expect(at.status == 64)
        #expect(at.standardError.contains("'x'"))
    }

    @Test func anUnwritableRenderPathFailsWithoutPrintingSamples() throws {
        let result = try SegueExecutable.run(["curve", "linear", "--render", "/nonexistent-folder/plot.svg"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("/nonexistent-folder"))
    }
}
