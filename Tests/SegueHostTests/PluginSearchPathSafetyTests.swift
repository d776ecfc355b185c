import Foundation
import SegueHost
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension HostTests {
    /// Issue 13: plugin entries are examined without being opened, and folders and libraries
    /// other users could change are refused unless the search path allows them.
    @Suite("Plugin search path: odd entries and secure mode")
    struct PluginSearchPathSafetyTests {
        /// A user id that is neither root nor the test's user.
        static let stranger: uid_t = 12345

        @Test("a FIFO named *.so is skipped with a diagnostic and the scan does not block on it")
        func fifoIsSkipped() throws {
            let folder = try BuiltLibraries.folder(with: ["libSegueFixtureWellBehaved.so"])
            #expect(mkfifo(folder + "/pipe.so", 0o644) == 0)
            let (files, diagnostics) = try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)]))
            // Required, not expected: loading a FIFO would block the registry below forever.
            try #require(files == [folder + "/libSegueFixtureWellBehaved.so"])
            #expect(diagnostics.map(\.kind) == [.notARegularFile])
            #expect(
                diagnostics.first?.description
                    == "\(folder)/pipe.so: is a FIFO, not a plugin library; remove it from the plugin folder")
            let registry = PluginRegistry(searchPath: PluginSearchPath(folders: [.init(path: folder)]))
            #expect(registry.animator(named: "org.segue.fixture.well-behaved") != nil)
        }

        @Test("sockets, devices, folders and dangling links named *.so each get their own diagnostic")
        func otherNonFilesAreSkipped() throws {
            let folder = try BuiltLibraries.folder(with: [])
            try bindSocket(at: folder + "/socket.so")
            try FileManager.default.createSymbolicLink(atPath: folder + "/null.so", withDestinationPath: "/dev/null")
            try FileManager.default.createDirectory(atPath: folder + "/folder.so", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/dangling.so", withDestinationPath: folder + "/missing")
            let (files, diagnostics) = try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)]))
            #expect(files.isEmpty)
            func message(_ name: String) -> String? { diagnostics.first { $0.file == folder + "/" + name }?.message }
            #expect(message("socket.so") == "is a socket, not a plugin library; remove it from the plugin folder")
            #expect(
                message("null.so")
                    == "is a symbolic link to a character device, not a "
                    + "plugin library; remove it from the plugin folder"
            )
            #expect(message("folder.so") == "is a folder, not a plugin library; remove it from the plugin folder")
            #expect(
                message("dangling.so")?.hasPrefix("is a symbolic link whose target cannot be examined (no such file")
                    == true)
            #expect(diagnostics.count == 4, "\(diagnostics)")
        }

        @Test("a world-writable plugin folder is refused, sticky bit or not, and loads when insecure paths are allowed")
        func worldWritableFolder() throws {
            for mode: mode_t in [0o777, 0o1777] {
                let folder = try BuiltLibraries.folder(with: ["libSegueFixtureWellBehaved.so"])
                #expect(chmod(folder, mode) == 0)
                let refused = try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)]))
                #expect(refused.files.isEmpty)
                #expect(
                    refused.diagnostics == [
                        PluginDiagnostic(
                            .insecureFolder, file: folder,
                            "plugin folder refused: every user may write to it, so anyone "
                                + "could plant a library in it; run `chmod o-w \(folder)` or "
                                + "pass --allow-insecure-plugin-path to load from it anyway"
                        )
                    ])
                let allowed = try scanWithDeadline(
                    PluginSearchPath(folders: [.init(path: folder)], allowInsecure: true))
                #expect(allowed.files == [folder + "/libSegueFixtureWellBehaved.so"])
                #expect(allowed.diagnostics.isEmpty)
            }
        }

        @Test(
            "a plugin folder owned by another non-root user is refused",
            .enabled(if: geteuid() == 0, "chown needs root"))
        func foreignFolder() throws {
            let folder = try BuiltLibraries.folder(with: ["libSegueFixtureWellBehaved.so"])
            #expect(chown(folder, Self.stranger, gid_t.max) == 0)
            let refused = try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)]))
            #expect(refused.files.isEmpty)
            #expect(refused.diagnostics.map(\.kind) == [.insecureFolder])
            #expect(refused.diagnostics.first?.message.contains("owned by user 12345, neither you nor root") == true)
            let allowed = try scanWithDeadline(
                .standard(pluginPaths: [folder], environment: [:], includeExecutableFolder: false, allowInsecure: true))
            #expect(allowed.files == [folder + "/libSegueFixtureWellBehaved.so"])
        }

        @Test("a world-writable library is refused and loads when insecure paths are allowed")
        func worldWritableFile() throws {
            let folder = try BuiltLibraries.folder(with: ["libSegueFixtureWellBehaved.so"])
            let file = folder + "/libSegueFixtureWellBehaved.so"
            #expect(chmod(file, 0o757) == 0)
            let refused = PluginRegistry(searchPath: PluginSearchPath(folders: [.init(path: folder)]))
            #expect(refused.animators.isEmpty)
            #expect(
                refused.diagnostics == [
                    PluginDiagnostic(
                        .insecureFile, file: file,
                        "plugin library refused: every user may write to it, so anyone could change the code it "
                            + "runs; run `chmod o-w \(file)` or pass --allow-insecure-plugin-path to load it anyway"
                    )
                ])
            let allowed = PluginRegistry(
                searchPath: PluginSearchPath(folders: [.init(path: folder)], allowInsecure: true))
            #expect(allowed.animator(named: "org.segue.fixture.well-behaved") != nil)
            #expect(allowed.diagnostics.isEmpty, "\(allowed.diagnostics)")
        }

        @Test("a library owned by another non-root user is refused", .enabled(if: geteuid() == 0, "chown needs root"))
        func foreignFile() throws {
            let folder = try BuiltLibraries.folder(with: ["libSegueFixtureWellBehaved.so"])
            let file = folder + "/libSegueFixtureWellBehaved.so"
            #expect(chown(file, Self.stranger, gid_t.max) == 0)
            let refused = try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)]))
            #expect(refused.files.isEmpty)
            #expect(refused.diagnostics.map(\.kind) == [.insecureFile])
            #expect(refused.diagnostics.first?.message.contains("owned by user 12345") == true)
            #expect(
                try scanWithDeadline(PluginSearchPath(folders: [.init(path: folder)], allowInsecure: true)).files == [
                    file
                ])
        }

        @Test("an insecure folder with no *.so in it, and a missing standard folder, stay quiet")
        func quietFolders() throws {
            let empty = try BuiltLibraries.folder(with: [])
            #expect(chmod(empty, 0o777) == 0)
            try Data("notes".utf8).write(to: URL(fileURLWithPath: empty + "/README.txt"))
            let scan = try scanWithDeadline(
                PluginSearchPath(folders: [
                    .init(path: empty), .init(path: "/nonexistent/segue-plugins", isExplicit: false),
                ]))
            #expect(scan.files.isEmpty)
            #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
        }

        @Test("only the effective user and root may own a trusted entry; world-writable is never trusted")
        func riskRule() {
            func risk(owner: uid_t, worldWritable: Bool = false) -> PluginFolderSecurity.Risk? {
                PluginFolderSecurity.risk(
                    of: PluginFileStatus(kind: .directory, owner: owner, isWorldWritable: worldWritable),
                    effectiveUser: 1000)
            }
            #expect(risk(owner: 1000) == nil)
            #expect(risk(owner: 0) == nil)
            #expect(risk(owner: 1001) == .ownedByAnotherUser(1001))
            #expect(risk(owner: 1000, worldWritable: true) == .worldWritable)
            #expect(risk(owner: 0, worldWritable: true) == .worldWritable)
        }

        /// The files and diagnostics of `searchPath`, scanned on another thread so that a scan
        /// that blocks (opening a FIFO) fails the test after ten seconds instead of hanging it.
        private func scanWithDeadline(_ searchPath: PluginSearchPath) throws -> (
            files: [String], diagnostics: [PluginDiagnostic]
        ) {
            let done = DispatchSemaphore(value: 0)
            let result = Mutex<(files: [String], diagnostics: [PluginDiagnostic])?>(nil)
            DispatchQueue.global().async {
                var diagnostics: [PluginDiagnostic] = []
                let files = searchPath.libraries(diagnostics: &diagnostics)
                result.withLock { $0 = (files, diagnostics) }
                done.signal()
            }
            try #require(done.wait(timeout: .now() + 10) == .success, "the scan blocked")
            return try #require(result.withLock { $0 })
        }

        /// Binds a Unix-domain socket at `path`, leaving the socket file behind.
        private func bindSocket(at path: String) throws {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: path.utf8.prefix(raw.count - 1))
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0, "bind failed: \(errno)")
        }
    }
}
