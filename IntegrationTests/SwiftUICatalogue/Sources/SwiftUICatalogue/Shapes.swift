import ComposableViews
import Foundation

// Shapes as upstream's SyncUps draws its meeting timer, and as the case studies use them: a
// custom `Shape`, `Path`, the built-in shapes, strokes, fills, trims and a gradient.
struct SpeakerArc: Shape {
  let totalSpeakers: Int
  let speakerIndex: Int

  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24.0
    let radius = diameter / 2.0
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: false)
    }
  }

  private var degreesPerSpeaker: Double {
    360.0 / Double(totalSpeakers)
  }
  private var startAngle: Angle {
    Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0)
  }
  private var endAngle: Angle {
    Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0)
  }
}

struct MeetingTimerView: View {
  let speakers: [String]
  let currentSpeaker: Int
  let themeColor: Color

  var body: some View {
    ZStack {
      Circle()
        .strokeBorder(lineWidth: 24)
      ForEach(speakers.indices, id: \.self) { index in
        if index < currentSpeaker {
          SpeakerArc(totalSpeakers: speakers.count, speakerIndex: index)
            .rotation(Angle(degrees: -90))
            .stroke(themeColor, lineWidth: 12)
        }
      }
    }
    .padding(.horizontal)
  }
}

struct ShapeGallery: View {
  let progress: Double

  var body: some View {
    VStack {
      Rectangle().fill(Color.gray).frame(height: 1)
      RoundedRectangle(cornerRadius: 4)
        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        .frame(width: 20, height: 2)
      Capsule().stroke(.blue, lineWidth: 2).frame(width: 10, height: 2)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(Color.green, lineWidth: 4)
        .frame(width: 8, height: 4)
      Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 8))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 4))
        path.closeSubpath()
      }
      .stroke(.red)
      Circle().fill(.secondary).frame(width: 2, height: 1)
      Rectangle()
        .fill(LinearGradient(
          gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom))
    }
  }
}
