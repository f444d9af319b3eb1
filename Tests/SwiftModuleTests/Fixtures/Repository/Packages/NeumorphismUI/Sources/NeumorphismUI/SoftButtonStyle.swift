import NeumorphismShapes
import SwiftUI

public struct SoftButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(Blob())
    }
}
