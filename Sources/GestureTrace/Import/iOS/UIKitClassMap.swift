/// Maps a class printed in a dump to one of the classes a scene may name (FORMAT §2.1), by
/// IOS-INPUTS §2.5: the class itself if supported, else `baseClass`, else a built-in table of
/// known UIKit ancestors, else `UIView`.
///
/// The distinctions that change a replay: controls (they handle touches and track), scroll
/// views (a built-in pan and delayed content touches), table and collection view cells (their
/// list selects them, SEMANTICS §9.5) and the window. Labels and image
/// views differ only in the `userInteractionEnabled` default, which the importer writes
/// explicitly, so the table errs towards `UIView` when unsure.
package enum UIKitClassMap {
    /// How a class was mapped, for the import summary.
    package enum Via: String, Sendable, Equatable {
        case itself, baseClass, table, scrollFields, windowLayer, fallback
    }

    /// Known UIKit classes that are not in FORMAT §2.1, with their supported ancestor.
    /// Sources: IOS-INPUTS §2.5; UIKit's public class hierarchy (UIDatePicker and UIRefreshControl
    /// are UIControl subclasses); private classes as the samples show them.
    static let table: [String: ViewClass] = [
        "UITableViewWrapperView": .scrollView, "_UIWebViewScrollView": .scrollView,
        "WKScrollView": .scrollView, "_UIQueuingScrollView": .scrollView, "UIPickerTableView": .scrollView,
        "UIButtonLabel": .label, "UITableViewLabel": .label, "UIDateLabel": .label,
        "UINavigationButton": .button, "_UIModernBarButton": .button,
        "UISearchBarTextField": .textField, "UIDatePicker": .control,
        "UIRefreshControl": .control, "UITabBarButton": .control, "_UIButtonBarButton": .control,
        "UIColorWell": .control, "UITableViewCellEditControl": .control,
        "UITableViewCellReorderControl": .control,
        // Cells keep their class: their list highlights and selects them (SEMANTICS §9.5).
        "UICollectionViewListCell": .collectionViewCell,
        "_UINavigationBarBackIndicatorView": .imageView, "UITabBarSwappableImageView": .imageView,
        "_UIImageViewExtendedStorage": .imageView,
        // UIView subclasses that add nothing hit testing needs (containers, bars, cells).
        "UINavigationBar": .view, "UITabBar": .view, "UIToolbar": .view,
        "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
        "UITableViewCellContentView": .view, "UIVisualEffectView": .view, "UISearchBar": .view,
        "UIActivityIndicatorView": .view, "UIProgressView": .view, "UIPickerView": .view,
        "UILayoutContainerView": .view, "UINavigationTransitionView": .view,
        "UIViewControllerWrapperView": .view, "UITransitionView": .view, "UIDropShadowView": .view,
        "UINavigationItemView": .view, "UINavigationItemButtonView": .view, "UIInputSetContainerView": .view,
        "UIInputSetHostView": .view, "UITableViewCellSeparatorView": .view,
    ]

    /// The scene class for `className` (with the dump's `baseClass`, if any).
    /// `hasScrollFields`: the description printed `contentOffset:`/`contentSize:`, which only
    /// the UIScrollView family prints (IOS-INPUTS §2.3). `windowLayer`: its layer is a
    /// `UIWindowLayer`, which only windows have.
    package static func map(
        _ className: String, baseClass: String?, hasScrollFields: Bool, windowLayer: Bool
    ) -> (ViewClass, Via) {
        if let c = ViewClass(rawValue: className) { return (c, .itself) }
        if let base = baseClass, let c = ViewClass(rawValue: base) { return (c, .baseClass) }
        if let c = table[className] { return (c, .table) }
        if let base = baseClass, let c = table[base] { return (c, .table) }
        // UIKit's private views (`_UIBarBackground`, `_UILayoutGuide`, …) are plain views
        // unless the table says otherwise (IOS-INPUTS §2.5 "`_UI*` internals → UIView").
        if !hasScrollFields, !windowLayer, className.hasPrefix("_UI") || (baseClass?.hasPrefix("_UI") ?? false) {
            return (.view, .table)
        }
        if windowLayer { return (.window, .windowLayer) }
        if hasScrollFields { return (.scrollView, .scrollFields) }
        return (.view, .fallback)
    }

    /// The scene class from a class chain (the class, then its superclasses: a Lookin archive's
    /// `classChainList`, an Xcode capture's class table): the first class FORMAT §2.1 names, else
    /// the first this table knows, else what `map` makes of the class alone.
    package static func map(classChain chain: [String]) -> (ViewClass, Via) {
        for (k, c) in chain.enumerated() {
            if let v = ViewClass(rawValue: c) { return (v, k == 0 ? .itself : .baseClass) }
        }
        for c in chain {
            if let v = table[c] { return (v, .table) }
        }
        guard let first = chain.first else { return (.view, .fallback) }
        return map(first, baseClass: nil, hasScrollFields: false, windowLayer: false)
    }
}
