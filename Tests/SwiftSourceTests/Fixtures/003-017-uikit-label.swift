// UIKit
label.textColor = .systemOrange
