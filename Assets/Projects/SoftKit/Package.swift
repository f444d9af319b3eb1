// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SoftKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SoftKit", targets: ["SoftKit"])],
    targets: [.target(name: "SoftKit", resources: [.process("Colors.xcassets")])]
)
