import Foundation
import SegueTestSupport
import Testing

/// `segue run`'s raster outputs (`--png`, `--at`, `--png-frames`, a PNG `--filmstrip`,
/// `--video`, `--scale`) and `segue gallery --motion`: what is refused before anything runs, and
/// that files appear whole. What the pictures show is SegueRasterTests' business; here the size
/// and the PNG signature are what the command line promises.
@Suite struct RasterOutputTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// Runs `segue` in `folder` with `environment` added.
    private func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> SegueExecutable.Result
    {
        try SegueExecutable.run(arguments, environment: isolated.merging(environment) { $1 }, workingDirectory: folder)
    }

    /// Every name in `folder`, hidden ones included (a leftover temporary file is hidden).
    private func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// One usage error: status 64, one line, no file written and no temporary file left.
    private func expectRefused(_ arguments: [String], saying phrase: String, environment: [String: String] = [:]) throws
    {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(arguments, in: folder, environment: environment)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(phrase), "\(arguments): \(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        let left = try contents(folder)
        #expect(left.isEmpty, "\(arguments) wrote \(left)")
    }

    @Test(arguments: [
        (["--video", "clip.mov"], "it writes .gif, .apng, .mp4 or .webm: give a path like clip.gif"),
        (["--png", "frame.jpg"], "it writes .png only"),
        (["--filmstrip", "strip.gif"], "it writes .svg or .png"),
        (["--render", "moving.png"], "it writes .svg only"),
    ])
    func anExtensionNoWriterKnowsIsRefusedWithTheList(options: [String], phrase: String) throws {
        try expectRefused(["run", "--animator", "diagonal"] + options, saying: phrase)
    }

    @Test(arguments: [
        (["--png", "a.png", "--at", "-1"], "must be from 0 to 120"),
        (["--png", "a.png", "--at", "nan"], "give a number of seconds"),
        (["--at", "0.2"], "--at picks the frame --png draws"),
        (["--png", "a.png", "--scale", "0.1"], "must be from 0.25 to 4"),
        (["--png", "a.png", "--scale", "5"], "must be from 0.25 to 4"),
        (["--scale", "2"], "--scale sets the pixels of --png"),
        (["--video", "a.gif", "--fps", "241"], "at 1 to 240 frames per second; give --fps in that range"),
        (["--png-frames", "out", "--fps", "500"], "at 1 to 240 frames per second; give --fps in that range"),
        (["--png", "a.png", "--size", "9000x9000", "--scale", "2"], "wider than 16384 pixels"),
    ])
    func numbersAreBoundedBeforeTheRun(options: [String], phrase: String) throws {
        try expectRefused(["run", "--animator", "diagonal"] + options, saying: phrase)
    }

    /// Diagonal presents in 0.5 s (the seeds' animator), so its recording lasts about that long:
    /// 2 s is past it, checked once it is known and before any file (the SVG too) is written.
    @Test func atPastTheRecordingIsRefusedAndNothingIsWritten() throws {
        try expectRefused(
            ["run", "--animator", "diagonal", "--png", "a.png", "--render", "r.svg", "--at", "2"],
            saying: "--at 2 is past the end of the recording")
    }

    @Test(arguments: [
        (["--png-frames", "6"], "the filmstrip's frame count is --frames 6"),
        (["--png-frames", "one.png"], "for one frame give --png one.png"),
        (["--png", "same.png", "--filmstrip", "./same.png"], "--filmstrip and --png both name './same.png'"),
        (["--png-frames", "out", "--trace", "out"], "--trace and --png-frames both name"),
    ])
    func outputsThatClashAreRefused(options: [String], phrase: String) throws {
        try expectRefused(["run", "--animator", "diagonal"] + options, saying: phrase)
    }

    @Test func theFramesFolderMustBeNewOrEmpty() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("full"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: folder.appendingPathComponent("full/old.png"))
        try Data().write(to: folder.appendingPathComponent("file"))
        let full = try run(["run", "--animator", "diagonal", "--png-frames", "full"], in: folder)
        #expect(
            full.status == 64 && full.standardError.contains("the folder 'full' is not empty"), "\(full.standardError)")
        #expect(full.standardOutput.isEmpty, "refused before the run")
        let file = try run(["run", "--animator", "diagonal", "--png-frames", "file"], in: folder)
        #expect(file.status == 64 && file.standardError.contains("'file' is a file"), "\(file.standardError)")
        let (top, inside) = (try contents(folder), try contents(folder.appendingPathComponent("full")))
        #expect(top == ["file", "full"] && inside == ["old.png"])
    }

    /// A PNG's signature and its IHDR's width and height (PNG specification, 5.2 and 11.2.2).
    private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The default scene's window is 400×800 points; at --scale 2 the frame is 800×1600 pixels.
    @Test func aPNGAtScaleTwoHasTwiceThePointSize() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--png", "d.png", "--scale", "2", "--at", "0.25"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let size = (try? Data(contentsOf: folder.appendingPathComponent("d.png"))).flatMap(pngSize)
        #expect(size?.width == 800 && size?.height == 1600, "\(String(describing: size))")
        #expect(result.standardError.contains("wrote d.png (800×1600 PNG at 0.25 s)"), "\(result.standardError)")
        let left = try contents(folder)
        #expect(left == ["d.png"], "no temporary file is left: \(left)")
        let small = try run(["run", "--animator", "diagonal", "--png", "s.png", "--size", "300x200"], in: folder)
        let smallSize = (try? Data(contentsOf: folder.appendingPathComponent("s.png"))).flatMap(pngSize)
        #expect(small.status == 0 && smallSize?.width == 300 && smallSize?.height == 200)
    }

    /// A PNG filmstrip has the SVG filmstrip's layout: 16-point margins, 180-point panels 12
    /// points apart (`RasterFilmstrip`), so three panels at 1x are 16 + 3 × 180 + 2 × 12 + 16 wide.
    @Test func aPNGFilmstripHasTheSVGFilmstripsWidth() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--filmstrip", "strip.png", "--frames", "3"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let size = (try? Data(contentsOf: folder.appendingPathComponent("strip.png"))).flatMap(pngSize)
        #expect(size?.width == 16 + 3 * 180 + 2 * 12 + 16, "\(String(describing: size))")
        let left = try contents(folder)
        #expect(left == ["strip.png"], "no temporary file is left: \(left)")
    }

    /// One PNG per distinct recorded frame time, numbered in time order: the same frames the
    /// trace holds (frames sharing a time are drawn once, as the pictures keep the last).
    @Test func theFramesFolderHoldsOnePNGPerRecordedFrame() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--fps", "30", "--png-frames", "frames", "--trace", "t.jsonl"], in: folder
        )
        #expect(result.status == 0, "\(result.standardError)")
        let trace = try String(contentsOf: folder.appendingPathComponent("t.jsonl"), encoding: .utf8)
        let times = Set(
            trace.split(separator: "\n").filter { $0.contains("\"frame\":") }.compactMap { line -> String? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let t = object["t"] as? Double
                else { return nil }
                return "\(t)"
            })
        let files = try contents(folder.appendingPathComponent("frames"))
        #expect(times.count > 10 && files.count == times.count, "\(files.count) files for \(times.count) frame times")
        #expect(files == (1...files.count).map { String(format: "frame-%05d.png", $0) })
        let first = (try? Data(contentsOf: folder.appendingPathComponent("frames/frame-00001.png"))).flatMap(pngSize)
        #expect(first?.width == 400)
        let left = try contents(folder)
        #expect(left == ["frames", "t.jsonl"], "no temporary folder is left: \(left)")
    }

    /// Interactive runs and scene files draw the same way (the issue: "renders interactive runs
    /// the same way").
    @Test func interactiveRunsAndScenesDrawPNGs() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let pan = try run(
            [
                "run", "--animator", "slide", "--operation", "push", "--interactive", "pan:0@0,0.6@0.4,release",
                "--png", "pan.png",
            ], in: folder)
        let panSize = (try? Data(contentsOf: folder.appendingPathComponent("pan.png"))).flatMap(pngSize)
        #expect(pan.status == 0 && panSize?.width == 400, "\(pan.standardError)")
        let scene = FixtureLibraries.repositoryRoot.appendingPathComponent("Scenes/navigation.json").path
        let played = try run(["run", "--scene", scene, "--png", "scene.png", "--scale", "0.5"], in: folder)
        let sceneSize = (try? Data(contentsOf: folder.appendingPathComponent("scene.png"))).flatMap(pngSize)
        #expect(played.status == 0 && sceneSize != nil, "\(played.standardError)")
    }

    @Test func aMissingFFmpegIsOneSentenceBeforeTheRun() throws {
        let environment = ["PATH": "/nonexistent-bin", "SEGUE_FFMPEG": ""]
        try expectRefused(
            ["run", "--animator", "diagonal", "--video", "d.gif"],
            saying:
                "--video needs the ffmpeg command-line tool, which was not "
                + "found on PATH; install it with `apt-get install -y ffmpeg`",
            environment: environment)
        try expectRefused(
            ["run", "--animator", "diagonal", "--video", "d.webm"],
            saying: "not found at /nonexistent/ffmpeg (named by SEGUE_FFMPEG)",
            environment: ["SEGUE_FFMPEG": "/nonexistent/ffmpeg"])
        try expectRefused(
            ["gallery", "g.html", "--motion", "gif"], saying: "--motion gif needs the ffmpeg command-line tool",
            environment: environment)
    }

    @Test func theGalleryMotionKindsAreListedAndAnUnknownOneRefused() throws {
        try expectRefused(
            ["gallery", "g.html", "--motion", "mov"],
            saying: "Please provide one of 'svg', 'gif', 'apng', 'mp4' or 'webm'")
        let help = try SegueExecutable.run(["gallery", "--help"], environment: ["COLUMNS": "400"])
        #expect(help.standardOutput.contains("--motion <KIND>") && help.standardOutput.contains("looping motion file"))
    }

    /// An ffmpeg that fails leaves nothing: no video, no temporary file, and no other output
    /// (the motion file is written first, so the PNG asked for beside it never appears).
    @Test func aFailingEncoderLeavesNothingBehind() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let tools = try SegueExecutable.temporaryDirectory()
        let fake = tools.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\ncat >/dev/null\necho 'fake ffmpeg: refusing' >&2\nexit 1\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try run(
            ["run", "--animator", "diagonal", "--video", "d.gif", "--png", "d.png"], in: folder,
            environment: ["SEGUE_FFMPEG": fake.path])
        #expect(result.status != 0, "\(result.standardError)")
        #expect(
            result.standardError.contains("--video 'd.gif'") || result.standardError.contains("d.gif"),
            "\(result.standardError)")
        let left = try contents(folder)
        #expect(left.isEmpty, "left \(left)")
    }
}
