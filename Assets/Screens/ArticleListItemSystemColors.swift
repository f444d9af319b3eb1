// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法),
// section "Using system colours": semantic `.primary` / `.secondary` text.
// The `ArticleListItem` screen, verbatim; the article declares four of them, one per technique,
// one per file here. `Article` (title, description) is not in the article; it is not reconstructed.
// Only `import SwiftUI` is added.

import SwiftUI

struct ArticleListItem: View {
    var article: Article
    
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(article.title)
                .font(.headline)
                .foregroundColor(.primary)
            Text(article.description)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
