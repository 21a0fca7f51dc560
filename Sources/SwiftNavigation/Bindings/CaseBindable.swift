/// An enum whose bindings can be switched over case by case, as the `@CaseBindable` macro makes
/// it.
///
/// ```swift
/// @CaseBindable
/// enum Destination {
///   case detail(String)
///   case settings
/// }
///
/// @UIBinding var destination = Destination.detail("Blob")
/// switch $destination.cases {
/// case let .detail(text): textField.bind(text)  // a UIBinding<String>
/// case .settings: showSettings()
/// }
/// ```
public protocol CaseBindable: CasePathable {
  /// An enum with one case per case of this one, holding a binding to the case's value.
  associatedtype UIBindingEnumeration

  /// The case of `binding`'s current value, with a binding to that case's value.
  static func _$caseBinding(_ binding: UIBinding<Self>) -> UIBindingEnumeration
}

/// Makes an enum case-pathable (as `@CasePathable` does) and ``CaseBindable``.
///
/// ```swift
/// @CaseBindable
/// enum Destination {
///   case detail(String)
///   case settings
/// }
/// ```
@attached(extension, conformances: CasePathable, CasePathIterable, CaseBindable)
@attached(
  member,
  names: named(AllCasePaths), named(allCasePaths), named(_$Element), named(UIBindingEnumeration),
  named(BindingEnumeration), named(_$caseBinding)
)
public macro CaseBindable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseBindableMacro")

extension UIBinding where Value: CaseBindable {
  /// The binding's current case, with a binding to its value.
  public var cases: Value.UIBindingEnumeration {
    Value._$caseBinding(self)
  }
}

extension UIBinding {
  /// The current case of a case-bindable member, with a binding to its value.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return Member._$caseBinding(binding)
  }
}

extension UIBindable {
  /// The current case of a case-bindable property of the object, with a binding to its value.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration where Value: AnyObject {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return Member._$caseBinding(binding)
  }
}
