import Foundation
import SegueTestSupport
import Testing

/// `segue run` with the bundled interaction and presentation controller plugins: the bottom
/// sheet presents at its medium detent with its chrome, in UIKit's hook order (seed 004: will
/// begin, the layout pair, the animator, did end), a vertical swipe plugin decides a scripted
/// gesture. Isolated runs of the same: IsolatedControllerRunTests.
@Suite struct ControllerRunTests {
    /// The bundled plugins beside the built executable.
    private let bundled = ["HOME": "/nonexistent-segue-home"]

    /// The last frame's views of `arguments`' trace, by name, and the trace's events in order.
    private func traced(_ arguments: [String]) throws -> (views: [String: [Double]], events: [String]) {
        let result = try SegueExecutable.run(["run"] + arguments + ["--trace", "-"], environment: bundled)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let events = lines.compactMap { $0["event"] as? String }
        let last = try #require(lines.last { $0["views"] != nil }?["views"] as? [[String: Any]])
        var views: [String: [Double]] = [:]
        for view in last {
            if let name = view["name"] as? String, let frame = view["frame"] as? [Double] { views[name] = frame }
        }
        return (views, events)
    }

    @Test func theBottomSheetPresentsAtItsMediumDetentWithItsChromeInUIKitsOrder() throws {
        let (views, events) = try traced([
            "--animator", "cover-vertical", "--presentation", "bottom-sheet", "--in-process",
        ])
        // 400 × 800 window: the medium detent is the lower half.
        #expect(views["Second"] == [0, 400, 400, 400])
        #expect(views["dimming"] == [0, 0, 400, 800])
        #expect(views["grabber"] != nil)
        let order = [
            "presentation.presentationTransitionWillBegin()", "presentation.containerViewWillLayoutSubviews()",
            "presentation.containerViewDidLayoutSubviews()", "animator.animateTransition(using:)",
            "context.completeTransition(_:)", "presentation.presentationTransitionDidEnd(_:)",
        ]
        let positions = order.map { events.firstIndex(of: $0) }
        #expect(!positions.contains(nil), "\(events)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func theDimmingSheetDismissalTakesItsChromeAway() throws {
        let (views, _) = try traced([
            "--animator", "cross-dissolve", "--presentation", "dimming-sheet", "--operation", "dismiss",
            "--in-process",
        ])
        #expect(views["dimming"] == nil)
        #expect(views["Second"] == nil)
    }

    @Test func aSwipePluginDecidesTheScriptedGesture() throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "cover-vertical", "--interactive", "pan:0@0,0.1@0.2,0.2@0.4,release",
                "--interaction", "vertical-swipe", "--in-process", "--json",
            ], environment: bundled)
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(report["interactive"] as? Bool == true)
        #expect(report["completed"] as? Bool == true)
    }
}
