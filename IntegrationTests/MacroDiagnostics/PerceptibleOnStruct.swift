// expected: error: '@Perceptible' cannot be applied to struct type 'Settings'
import Perception

@Perceptible
struct Settings {
  var volume = 5
}
