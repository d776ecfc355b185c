import Testing

@testable import SegueHost

/// A worker's command line is written and read in one place: what `arguments` writes reads back
/// as the same launch, and anything else is refused rather than half understood.
@Suite struct WorkerLaunchTests {
    private let launches: [WorkerLaunch] = [
        .pluginHost(socket: 3, outputLimit: 64 << 20),
        .pluginHost(socket: 517, outputLimit: 4096),
        .validation(file: "/tmp/lib with spaces.so", seed: 7, socket: 123, board: 456),
        .validation(file: "--file", seed: .max, socket: 999, board: 100),
    ]

    @Test func whatIsWrittenReadsBackAsTheSameLaunch() {
        for launch in launches {
            #expect(WorkerLaunch(arguments: launch.arguments) == launch, "\(launch.arguments)")
        }
    }

    @Test func optionsMayComeInAnyOrder() {
        let arguments = ["validate-worker", "--board", "9", "--socket", "8", "--seed", "2", "--file", "a.so"]
        #expect(WorkerLaunch(arguments: arguments) == .validation(file: "a.so", seed: 2, socket: 8, board: 9))
    }

    @Test func anythingElseIsRefused() {
        let refused: [[String]] = [
            [],
            ["plugin-host"],
            ["plugin-host", "--socket", "3"],
            ["plugin-host", "--socket", "3", "--output-limit"],
            ["plugin-host", "--socket", "x", "--output-limit", "1"],
            ["plugin-host", "--socket", "3", "--socket", "4"],
            ["plugin-host", "--socket", "3", "--output-limit", "1", "--extra", "1"],
            ["plugin-host", "socket", "3", "--output-limit", "1"],
            ["validate-worker", "--file", "a.so", "--seed", "1", "--socket", "3"],
            ["validate-worker", "--file", "a.so", "--seed", "-1", "--socket", "3", "--board", "4"],
            ["list", "--socket", "3", "--output-limit", "1"],
        ]
        for arguments in refused {
            #expect(WorkerLaunch(arguments: arguments) == nil, "\(arguments)")
        }
    }
}
