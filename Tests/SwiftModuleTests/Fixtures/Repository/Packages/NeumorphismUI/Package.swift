// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NeumorphismUI",
    products: [
        .library(
            name: "NeumorphismUI",
            targets: ["NeumorphismUI", "NeumorphismShapes"]
        )
    ],
    targets: [
        .target(name: "NeumorphismShapes"),
        .target(name: "NeumorphismUI", dependencies: ["NeumorphismShapes"]),
        .testTarget(name: "NeumorphismUITests", dependencies: ["NeumorphismUI"]),
    ]
)
