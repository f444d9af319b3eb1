import Raster
import Testing

@testable import SwiftUIInterpreter

/// SwiftUI's members written with their type, as Swift allows anywhere the type is known:
/// `BlendMode.multiply`, `Edge.Set.horizontal`, and iOS 17's shape statics `.rect(cornerRadius:)`,
/// `.capsule` where a `Shape` goes.
@MainActor struct TypeMemberTests {
    @Test func aTypesMemberIsTheMemberWrittenWithoutIt() throws {
        let views = try laidOutViews(
            #"""
            VStack(spacing: 0) {
                        Text("Same").padding(Edge.Set.horizontal, 30).blendMode(BlendMode.multiply)
                        Text("Same").padding(.horizontal, 30)
                    }
            """#)
        let texts = views.filter { $0.text == "Same" }.map(\.frame)
        let stack = try #require(views.first { $0.type == "VStack" }).frame
        // Padded the same way: 30 points at each side, none above or below.
        #expect(texts.count == 2 && texts[0].minX == texts[1].minX)
        #expect(stack.width == texts[0].width + 60 && stack.height == texts[0].height + texts[1].height)
    }

    @Test func iOS17sShapeStaticsAreShapes() throws {
        let views = try laidOutViews(
            #"""
            HStack {
                        Color.blue.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8, style: .circular))
                        Color.red.frame(width: 40, height: 40).clipShape(.capsule)
                        Text("In").background(.yellow, in: .rect(cornerRadius: 4))
                    }
            """#)
        #expect(views.contains { $0.text == "In" })
        #expect(views.filter { $0.type == "Color" }.count == 2, "\(views.map(\.type))")
        #expect(views.contains { $0.type == "RoundedRectangle" }, "\(views.map(\.type))")
    }
}
