// Prints what each scope was given, so that the end-to-end test can check every dependency.
let root = RootComponent()
let profile = root.profile
print(profile.summary)
print(profile.favourites.summary)
print(profile.settings.summary)
print(root.settings.summary)
print("title: \(Profile.title)")
print("same logger: \(profile.dependency.logger === root.logger)")
print("same users: \(profile.dependency.users === root.users)")
print("banner: \(root.banner.name)")
