/// The error for a view class a scene may not name (FORMAT §2.1), with the class to write
/// instead: people write the class their code uses (`UITableViewCell`, `MyAvatarView`), and the
/// scene format knows only the UIKit classes whose touch handling differs.
///
/// The hint is, in order: the modelled ancestor of a known UIKit class (the importer's table,
/// `UIKitClassMap`, so a dump and a hand-written scene agree); a near spelling of a supported
/// class; for other names, the supported class their name ends with (`ProfileButton` →
/// `UIButton`), else `UIView`; the original name can stay in `_class`.
enum ViewClassHint {
    static func message(forUnknown raw: String) -> String {
        let prefix = "unknown view class '\(raw)'"
        if let mapped = UIKitClassMap.table[raw] {
            return
                "\(prefix); UIKit's \(raw) is replayed as its nearest modelled class: write \"class\": \"\(mapped.rawValue)\" (and \"_class\": \"\(raw)\" to keep its name)"
        }
        let names = ViewClass.allCases.filter { $0 != .window }.map(\.rawValue)
        if let near = EditDistance.closest(to: raw, among: names) {
            return "\(prefix); did you mean '\(near)'?"
        }
        let ancestor = suffixAncestor(raw)?.rawValue ?? "UIView"
        return
            "\(prefix); a scene names UIKit classes only (\(names.joined(separator: ", "))): for a class of your own or of another framework, write the UIKit class it inherits from, probably \"class\": \"\(ancestor)\", and \"_class\": \"\(raw)\" to keep its name"
    }

    /// The supported class a custom class name ends with (`ProfileButton` → UIButton), the
    /// longest such ending first (`…TableView` before `…View`).
    static func suffixAncestor(_ raw: String) -> ViewClass? {
        let endings: [(String, ViewClass)] = [
            ("CollectionView", .collectionView), ("TableView", .tableView), ("ScrollView", .scrollView),
            ("StackView", .stackView), ("ImageView", .imageView), ("TextView", .textView),
            ("TextField", .textField), ("Button", .button), ("Label", .label), ("Switch", .switch),
            ("Slider", .slider), ("Stepper", .stepper), ("SegmentedControl", .segmentedControl),
            ("PageControl", .pageControl), ("Control", .control),
        ]
        return endings.first { raw.hasSuffix($0.0) && raw != $0.0 }?.1
    }
}
