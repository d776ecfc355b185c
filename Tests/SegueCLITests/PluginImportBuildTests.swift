import Foundation
import Testing

/// `segue plugin import` end to end: a small UIKit fade animator, imported and built for real against this
/// checkout's SegueUIKit product, is listed, plays and passes the validator at full strictness. (Slow: the build
/// compiles the UIKit layer into the package.)
@Suite struct PluginImportBuildTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test(.timeLimit(.minutes(30)))
    func anImportedUIKitFadeAnimatorBuildsLoadsAndPlays() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        try Data(PluginImportCommandTests.fadeAnimator.utf8).write(to: folder.appendingPathComponent("Fade.swift"))
        let imported = try SegueExecutable.run(
            ["plugin", "import", "Fade.swift", "--output", "Fade", "--id", "com.example.fade"], environment: isolated,
            workingDirectory: folder)
        #expect(imported.status == 0, "\(imported.standardOutput)\n\(imported.standardError)")
        #expect(imported.standardOutput.contains("Built Fade/.build/debug/libFade.so."))
        #expect(imported.standardOutput.contains("run --plugin-path Fade/.build/debug --animator com.example.fade"))
        #expect(imported.standardOutput.contains("validate Fade/.build/debug/libFade.so --strictness 10"))
        let plugins = folder.appendingPathComponent("Fade/.build/debug").path
        #expect(FileManager.default.fileExists(atPath: "\(plugins)/libFade.so"))
        let played = try SegueExecutable.run(
            ["run", "--plugin-path", plugins, "--animator", "com.example.fade"], environment: isolated)
        #expect(played.status == 0, "\(played.standardError)")
        #expect(played.standardOutput.hasPrefix("com.example.fade present: "), "\(played.standardOutput)")
        let listed = try SegueExecutable.run(["list", "--plugin-path", plugins], environment: isolated)
        #expect(listed.standardOutput.contains("com.example.fade "), "\(listed.standardOutput)")
        let validated = try SegueExecutable.run(
            ["validate", "\(plugins)/libFade.so", "--strictness", "10"], environment: isolated)
        #expect(validated.status == 0, "\(validated.standardOutput)")
    }
}

/// `segue plugin new --lang uikit --kind presentation` builds as written and its library (an animator and the
/// dimming presentation controller its delegate vends) passes the validator at full strictness, every kind.
@Suite struct PluginNewUIKitBuildTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test(.timeLimit(.minutes(30)))
    func aUIKitPresentationProjectBuildsAndValidates() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Curtain", "--lang", "uikit", "--kind", "presentation"], environment: isolated,
            workingDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", folder.appendingPathComponent("Curtain").path]
        let errors = Pipe()
        build.standardError = errors
        build.standardOutput = FileHandle.nullDevice
        try build.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        #expect(build.terminationStatus == 0, "\(diagnostics)")
        let library = folder.appendingPathComponent("Curtain/.build/debug/libCurtain.so").path
        let validated = try SegueExecutable.run(["validate", library, "--strictness", "10"], environment: isolated)
        #expect(validated.status == 0, "\(validated.standardOutput)")
        #expect(validated.standardOutput.contains("presentation.call-order"), "the presentation controller was tested")
    }
}
