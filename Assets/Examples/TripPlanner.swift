// An ordinary app screen as iOS 17 code writes it, not from a seed article: written for the interpreter's
// Foundation (dates and numbers in format styles, a DateFormatter set up in a closure, the calendar),
// SwiftUI of iOS 15–17 (a gradient title, a Gauge, a DisclosureGroup, a material, an uneven rounded
// rectangle, ContentUnavailableView) and emoji in their own colours.
import SwiftUI

struct Stop: Identifiable {
    let id = UUID()
    var city: String
    var flag: String
    var arrival: Date
    var nights: Int
    var cost: Double
}

@Observable
final class Trip {
    var name = "Summer in Europe"
    var budget = 4_000.0
    var stops: [Stop] = [
        Stop(city: "Lisbon", flag: "🇵🇹", arrival: Date(timeIntervalSince1970: 1_751_356_800), nights: 3, cost: 620),
        Stop(city: "Paris", flag: "🇫🇷", arrival: Date(timeIntervalSince1970: 1_751_616_000), nights: 4, cost: 1_180),
        Stop(city: "Rome", flag: "🇮🇹", arrival: Date(timeIntervalSince1970: 1_751_961_600), nights: 3, cost: 790),
    ]

    var spent: Double { stops.reduce(0) { $0 + $1.cost } }
    var nights: Int { stops.map(\.nights).reduce(0, +) }
}

struct TripPlanner: View {
    @State private var trip = Trip()
    @State private var showsPacking = true

    static let header: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(trip.name)
                            .font(.title2.bold())
                            .foregroundStyle(
                                LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                        Text("From \(Self.header.string(from: trip.stops[0].arrival)) · \(trip.nights) nights ✈️")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Gauge(value: trip.spent, in: 0...trip.budget) {
                            Text("Budget")
                        } currentValueLabel: {
                            Text(trip.spent, format: .currency(code: "EUR"))
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text(trip.budget.formatted(.number.notation(.compactName)))
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section("Stops") {
                    ForEach(trip.stops) { stop in
                        HStack(spacing: 12) {
                            Text(stop.flag).font(.largeTitle)
                            VStack(alignment: .leading) {
                                Text(stop.city).font(.headline)
                                Text(stop.arrival, format: .dateTime.weekday(.wide).day().month())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(stop.cost, format: .currency(code: "EUR").precision(.fractionLength(0)))
                                .monospacedDigit()
                        }
                    }
                    .onDelete { _ in }
                }
                Section {
                    DisclosureGroup("Packing list", isExpanded: $showsPacking) {
                        Label("Passport", systemImage: "person.text.rectangle")
                        Label("Adapter", systemImage: "bolt")
                    }
                }
                Section("Photos") {
                    ContentUnavailableView(
                        "No Photos Yet", systemImage: "photo.stack",
                        description: Text("Photos you take on the trip appear here."))
                }
            }
            .navigationTitle("Trip")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text(
                        "\(Calendar.current.dateComponents([.day], from: trip.stops[0].arrival, to: trip.stops[2].arrival).day ?? 0) days"
                    )
                    .font(.caption.bold())
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(
                        .thinMaterial, in: UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10))
                }
            }
        }
    }
}

#Preview {
    TripPlanner()
}
