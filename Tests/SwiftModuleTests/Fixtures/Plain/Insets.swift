import SwiftUI

extension EdgeInsets {
    static let card = EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
}
