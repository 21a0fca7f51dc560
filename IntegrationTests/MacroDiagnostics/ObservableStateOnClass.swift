// expected: error: '@ObservableState' cannot be applied to class type 'Model'
import ComposableArchitecture

@ObservableState
class Model {
  var count = 0
}
