// swift-tools-version:5.9
// A package the locator reads as text: two targets (one with its own `path:`), a test target, a library.
import PackageDescription

let package = Package(
    name: "Widgets",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Widgets", targets: ["Core"]),
        .executable(name: "widgets-demo", targets: ["App"]),
    ],
    targets: [
        /* An old target, no longer built: .target(name: "Legacy") */
        .target(
            dependencies: [],  // arguments in any order
            resources: [.process("Resources")],
            path: "Sources/CoreKit",
            name: "Core",
            swiftSettings: [.define("CORE")]
        ),
        // .target(name: "Ghost"),
        .executableTarget(name: "App", dependencies: [.target(name: "Core")]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
