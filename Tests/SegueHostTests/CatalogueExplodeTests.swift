import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

/// Pans that stop part way and go back, so they cancel, at `count` seeded random percentages.
func cancellingPans(seed: UInt64, count: Int) -> [InteractiveGesture] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
        let percent = 0.1 + Double(random.below(30)) / 100
        return try! InteractiveGesture(parsing: "pan:0@0,\(percent)@0.2,\(percent - 0.05)@0.4,release")
    }
}

extension HostTests {
    /// VCTransitionsLibrary's CEExplodeAnimationController (commit d253354): tiles of the leaving
    /// view a tenth of the width wide (xFactor 10, yFactor 10 · height / width, lines 24–25), each
    /// offset by up to ±100 points, turned, shrunk and faded to 0 (lines 45–52), in every direction.
    @Suite("Catalogue: Explode")
    struct CatalogueExplodeTests {
        /// The snapshot tiles of a frame, by id.
        private func tiles(_ frame: TraceRecorder.Frame) -> [ViewID: ViewSnapshot] {
            Dictionary(uniqueKeysWithValues: frame.views.filter { $0.snapshotContent != nil }.map { ($0.id, $0) })
        }

        @Test("present: 10 × 20 tiles on the grid fly at most 100 points each way, turn, shrink and fade to 0")
        func present() throws {
            let recording = try BundledPlugins.run("explode", TransitionScenario(operation: .present))
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let withTiles = recording.frames.filter { !tiles($0).isEmpty }
            let first = try #require(withTiles.first)
            let start = tiles(first)
            // 400 × 800: xFactor 10 and yFactor 10 · 800 / 400 = 20, so 200 square tiles of 40 points.
            #expect(start.count == 200)
            #expect(start.values.allSatisfy { $0.alpha == 1 && $0.frame.width == 40 && $0.frame.height == 40 })
            #expect(
                Set(start.values.map { "\($0.frame.minX),\($0.frame.minY)" }).count == 200, "every tile its own cell")
            #expect(
                start.values.allSatisfy {
                    $0.frame.minX.truncatingRemainder(dividingBy: 40) == 0
                        && $0.frame.minY.truncatingRemainder(dividingBy: 40) == 0
                })
            let last = try #require(withTiles.last)
            #expect(last.time - first.time > 0.9, "the library's default duration, 1 s")
            let end = tiles(last)
            #expect(end.count == 200)
            for (id, tile) in end {
                let origin = try #require(start[id])
                let dx = tile.center.x - origin.center.x
                let dy = tile.center.y - origin.center.y
                #expect(dx != 0 || dy != 0, "the tile left its origin")
                #expect(abs(dx) <= 100 && abs(dy) <= 100)
                #expect(tile.alpha < 0.01)
                #expect(abs(tile.transform3D.m11) < 0.05 && abs(tile.transform3D.m22) < 0.05, "shrunk to nothing")
            }
            // Offsets are spread over the whole range, not all one way.
            let offsets = end.map { $0.value.center.x - start[$0.key]!.center.x }
            #expect(offsets.contains { $0 > 50 } && offsets.contains { $0 < -50 })
            // Half-way the tiles turn (the original's random ±10 radians).
            let middle = tiles(withTiles[withTiles.count / 2])
            #expect(middle.values.filter { abs($0.transform3D.m12) > 0.05 }.count > 100)
            let final = try #require(recording.frames.last)
            #expect(!final.views.contains { $0.snapshotContent != nil })
        }

        @Test(
            "dismiss explodes the leaving view too, over the view it returns to (the original never looks at `reverse`)"
        )
        func dismiss() throws {
            // CEExplodeAnimationController.m (commit d253354) lines 27–39 cut the from view into
            // tiles and lines 44–52 scatter them, with no branch on the reversible flag.
            let recording = try BundledPlugins.run("explode", TransitionScenario(operation: .dismiss))
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let withTiles = recording.frames.filter { !tiles($0).isEmpty }
            let start = tiles(try #require(withTiles.first))
            #expect(start.count == 200)
            #expect(
                start.values.allSatisfy { $0.alpha == 1 && $0.snapshotContent?.look?.views.first?.name == "Second" },
                "tiles of the leaving view")
            let end = tiles(try #require(withTiles.last))
            #expect(
                end.values.allSatisfy { $0.alpha < 0.01 && abs($0.transform3D.m11) < 0.05 }, "faded and shrunk away")
            #expect(!(recording.frames.last?.views.contains { $0.snapshotContent != nil } ?? true))
        }

        @Test(
            "key poses at 0.25 s and 0.5 s, both directions: alpha and offset follow UIView's default ease-in-out",
            arguments: [PluginOperation.present, .dismiss])
        func keyPoses(operation: PluginOperation) throws {
            // Lines 45–52 of CEExplodeAnimationController.m: animateWithDuration:animations: (the
            // default curve, ease-in-out, over the 1 s duration) offsets each tile's frame by its
            // random (dx, dy), fades it to 0 and shrinks it; at eased progress G a tile is G of
            // the way: alpha 1 − G and its centre G of its final offset away.
            let recording = try BundledPlugins.run("explode", TransitionScenario(operation: operation))
            let begin = try CatalogueA.start(recording)
            let withTiles = recording.frames.filter { !tiles($0).isEmpty }
            let (first, last) = (try #require(withTiles.first), try #require(withTiles.last))
            let (start, end) = (tiles(first), tiles(last))
            let (g0, g1) = (CatalogueA.easeInOut(first.time - begin), CatalogueA.easeInOut(last.time - begin))
            for seconds in [0.25, 0.5] {
                let frame = try CatalogueA.frame(recording, at: seconds)
                let g = CatalogueA.easeInOut(frame.time - begin)
                #expect(tiles(frame).count == 200)
                for (id, tile) in tiles(frame) {
                    let (a, b) = (try #require(start[id]).center, try #require(end[id]).center)
                    #expect(abs(tile.alpha - (1 - g)) < 1e-9, "alpha at \(seconds) s")
                    // Centre = home + offset · G, with home and offset read off the first and last frames.
                    let along = (g - g0) / (g1 - g0)
                    let expected = Point(x: a.x + (b.x - a.x) * along, y: a.y + (b.y - a.y) * along)
                    #expect(
                        abs(tile.center.x - expected.x) < 1e-6 && abs(tile.center.y - expected.y) < 1e-6,
                        "centre at \(seconds) s")
                }
            }
        }

        @Test("the same seed draws the same explosion, another seed another")
        func seeds() throws {
            func centers(_ seed: Double) throws -> [Point] {
                let recording = try BundledPlugins.run(
                    "explode", TransitionScenario(operation: .present), parameters: ["seed": seed])
                let last = try #require(recording.frames.last { $0.views.contains { $0.snapshotContent != nil } })
                return last.views.filter { $0.snapshotContent != nil }.map(\.center)
            }
            let a = try centers(7)
            let b = try centers(7)
            let c = try centers(8)
            #expect(a == b)
            #expect(a != c)
            #expect(zip(a, c).filter { $0 != $1 }.count > 190)
        }

        @Test(
            "columns sets the tile count; the end state is the unanimated one",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func endState(operation: PluginOperation) throws {
            let recording = try BundledPlugins.run(
                "explode", TransitionScenario(operation: operation), parameters: ["columns": 5])
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            #expect(
                recording.frames.map { $0.views.filter { $0.snapshotContent != nil }.count }.max() == 50, "5 × 10 tiles"
            )
            let native = try TransitionScenario(operation: operation).run {
                DiagonalAnimator(presenting: $0.requiredCapability == .present)
            }
            let mine = try #require(recording.frames.last).views.map {
                [$0.name, "\($0.frame)", "\($0.alpha)", "\($0.transform3D)", "\($0.anchorPoint)"]
            }
            let theirs = try #require(native.frames.last).views.map {
                [$0.name, "\($0.frame)", "\($0.alpha)", "\($0.transform3D)", "\($0.anchorPoint)"]
            }
            #expect(mine == theirs)
        }

        @Test(
            "cancelling at seeded random percentages restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancel(operation: PluginOperation) throws {
            for pan in cancellingPans(seed: 0xE4_9_10DE, count: 3) {
                let recording = try BundledPlugins.run(
                    "explode", TransitionScenario(operation: operation, gesture: pan))
                #expect(recording.cancelled && recording.finished, "\(pan)")
                #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
                #expect(recording.frames.last?.views == recording.frames.first?.views, "\(pan)")
            }
        }
    }
}
