/// What an imported view's printed class tells beyond its FORMAT §2.1 class (issue 24 item 5):
/// the stem of its id, which keeps the real class (`UITableViewCell_7f…`, not `UIView_7f…`), and
/// the scroll-bounce default UIKit or SwiftUI gives that class, which no dump prints.
package enum ImportedClassDefaults {
    /// The longest class name kept in an id; longer names are cut (ids are read in every line).
    static let maxStemLength = 48

    /// The class part of an imported id: the printed class without its module (`SwiftUI.`),
    /// generic arguments (`<…>`) or mangling (`_TtC5MyApp8CardView` → `CardView`), with any
    /// other character than a letter, digit or `_` replaced by `_`; `fallback` (the FORMAT
    /// class) when nothing is left.
    package static func idStem(printedClass: String, fallback: String) -> String {
        var name = Substring(printedClass)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if name.hasPrefix("_Tt"), let demangled = lastMangledIdentifier(name) {
            name = Substring(demangled)
        } else if let dot = name.lastIndex(of: ".") {
            name = name[name.index(after: dot)...]
        }
        var stem = ""
        for scalar in name.unicodeScalars.prefix(maxStemLength) {
            let ok =
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            stem.unicodeScalars.append(ok ? scalar : "_")
        }
        return stem.contains(where: { $0 != "_" }) ? stem : fallback
    }

    /// The class name in an Objective-C-visible Swift mangled name: after `_Tt`, optional
    /// `G` (generic) and a kind letter, length-prefixed identifiers follow (module first, the
    /// class last before any generic arguments): `_TtC5MyApp8CardView`, `_TtGC7SwiftUI14_UIHostingView…`.
    /// Nil when the name does not read that way.
    static func lastMangledIdentifier(_ name: Substring) -> String? {
        var scalars = Array(name.unicodeScalars.dropFirst(3))
        if scalars.first == "G" { scalars.removeFirst() }
        guard let kind = scalars.first, kind == "C" || kind == "V" else { return nil }
        scalars.removeFirst()
        var identifiers: [String] = []
        var i = 0
        // The module and the type: two length-prefixed identifiers (`S_` back-references and
        // nested types are not needed for the class's own name).
        while identifiers.count < 2, i < scalars.count {
            var length = 0
            var digits = 0
            while i < scalars.count, scalars[i].value >= 0x30, scalars[i].value <= 0x39 {
                length = length * 10 + Int(scalars[i].value - 0x30)
                digits += 1
                i += 1
                if digits > 4 { return nil }
            }
            guard digits > 0, length > 0, i + length <= scalars.count else { return nil }
            identifiers.append(String(String.UnicodeScalarView(scalars[i..<(i + length)])))
            i += length
        }
        return identifiers.count == 2 ? identifiers[1] : nil
    }

    /// Why an imported scroll view bounces vertically even when its content is shorter than it.
    package enum VerticalBounce: String, Sendable, CaseIterable {
        /// UITableView turns `alwaysBounceVertical` on, where UIScrollView and UICollectionView
        /// leave it off (UIScrollView's documented default is false).
        case tableView = "UITableView's default"
        /// SwiftUI's scrollable views default to bouncing always (`ScrollBounceBehavior.automatic`
        /// is `.always`, iOS 16.4+ documentation); a List is a table view (iOS 13–15) or a
        /// collection view (iOS 16+) of the SwiftUI module.
        case swiftUIList = "a SwiftUI List's default (ScrollBounceBehavior .always)"
    }

    /// The vertical-bounce default of a scroll view's class, or nil for UIScrollView's (none).
    package static func verticalBounce(printedClass: String, baseClass: String?) -> VerticalBounce? {
        let isTable = printedClass == "UITableView" || baseClass == "UITableView"
        let isCollection = printedClass == "UICollectionView" || baseClass == "UICollectionView"
        if printedClass.hasPrefix("SwiftUI."),
            isTable || isCollection
                || printedClass.hasSuffix("TableView") || printedClass.hasSuffix("CollectionView")
        {
            return .swiftUIList
        }
        return isTable ? .tableView : nil
    }
}
