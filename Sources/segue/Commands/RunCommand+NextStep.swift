import SegueHost

extension RunCommand {
    /// The summary's last line: the same run drawn as a picture (a scene's segue, or the
    /// animator), and the gallery, each a command that works where it is printed.
    func nextStep(title: String) -> String {
        let segue = SegueInvocation.current
        let draw: String
        if let scene {
            // A scene's recording is titled "segue ID".
            let id = ShellWord.quoted(String(title.split(separator: " ").last ?? "segue"))
            draw = "run --scene \(ShellWord.quoted(scene)) --segue \(id) --render \(id).svg"
        } else {
            let name = ShellWord.quoted(animator ?? "diagonal")
            draw = "run --animator \(name) --render \(name).svg"
        }
        return "Next: draw it with `\(segue(draw))`, or see every animator with `\(segue("gallery gallery.html"))`."
    }
}
