// swift-tools-version: 6.0
// Plain models shared by the features: no dependency injection here.
import PackageDescription

let package = Package(
    name: "Models",
    products: [.library(name: "Models", targets: ["Models"])],
    targets: [.target(name: "Models")],
    swiftLanguageModes: [.v6]
)
