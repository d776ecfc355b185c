#if canImport(Glibc)
    import Glibc
#endif

/// Secure mode for plugin folders and files, the rule dynamic loaders apply to their search
/// paths: loading a library runs its code as this user, so a folder or library that another
/// user could change is refused unless the user opts in (`allowInsecure`).
///
/// Refused: anything world-writable (even a sticky folder such as /tmp: the sticky bit stops
/// others deleting files, not adding them), and anything owned by a user other than this
/// process's effective user and root. Only the plugin folder itself and each library are
/// checked, not the folders above them: a writable parent lets another user swap the whole
/// folder, but checking the chain would refuse common set-ups (a checkout under a shared
/// folder), and the folder and file checks already stop the usual mistake of a world-writable
/// drop folder.
public enum PluginFolderSecurity {
    /// Why a folder or file may not be trusted.
    public enum Risk: Equatable, Sendable {
        /// Every user may write to it.
        case worldWritable
        /// It belongs to this user id, which is neither the effective user nor root.
        case ownedByAnotherUser(uid_t)
    }

    /// The risk `status` carries for a process running as `effectiveUser`, or nil when only
    /// that user or root can change it.
    public static func risk(of status: PluginFileStatus, effectiveUser: uid_t = geteuid()) -> Risk? {
        if status.isWorldWritable { return .worldWritable }
        if status.owner != effectiveUser && status.owner != 0 { return .ownedByAnotherUser(status.owner) }
        return nil
    }

    /// The diagnostic that refuses plugin folder `path` for `risk`.
    static func refusal(folder path: String, risk: Risk) -> PluginDiagnostic {
        let hint = "or pass --allow-insecure-plugin-path to load from it anyway"
        let message =
            switch risk {
            case .worldWritable:
                "plugin folder refused: every user may write to it, so anyone could plant a library in it; run "
                    + "`chmod o-w \(ShellWord.quoted(path))` \(hint)"
            case .ownedByAnotherUser(let owner):
                "plugin folder refused: it is owned by user \(owner), neither you nor root, who could plant a "
                    + "library in it; give it to yourself or root with chown \(hint)"
            }
        return PluginDiagnostic(.insecureFolder, file: path, message)
    }

    /// The diagnostic that refuses plugin library `path` for `risk`.
    static func refusal(file path: String, risk: Risk) -> PluginDiagnostic {
        let hint = "or pass --allow-insecure-plugin-path to load it anyway"
        let message =
            switch risk {
            case .worldWritable:
                "plugin library refused: every user may write to it, so anyone could change the code it runs; run "
                    + "`chmod o-w \(ShellWord.quoted(path))` \(hint)"
            case .ownedByAnotherUser(let owner):
                "plugin library refused: it is owned by user \(owner), neither you nor root, who could change the "
                    + "code it runs; give it to yourself or root with chown \(hint)"
            }
        return PluginDiagnostic(.insecureFile, file: path, message)
    }
}
