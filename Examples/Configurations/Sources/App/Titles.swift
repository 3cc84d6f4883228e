/// Screen titles. The enum has the name of the module Profile, so in this module `Profile.X`
/// looks inside the enum: the generated file names Profile's declarations `Profile::X`.
enum Profile {
    /// The profile screen's title.
    static let title = "Profile"
}
