/// An iOS release the model knows (`settings.ios`, FORMAT §2; docs/DEFAULTS.md "iOS releases").
///
/// Behaviour that public reports pin to point releases is one table, `IOSRelease.differences`:
/// each row is a scene setting whose default the release decides, with the releases a public
/// source observed and where it was observed. A scene that names a release gets that release's
/// defaults; a setting the scene also gives explicitly wins over the release (FORMAT §2). The
/// plain `Settings()` defaults are those of `newest`, which a unit test keeps true.
package struct IOSRelease: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    package let major: Int
    package let minor: Int

    package init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Only a modelled release: "17.5", "18.0" … "18.6", "26.0", "26.1".
    package init?(rawValue: String) {
        guard let found = IOSRelease.modelled.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    package var rawValue: String { "\(major).\(minor)" }
    package var description: String { "iOS \(rawValue)" }

    package static func < (a: IOSRelease, b: IOSRelease) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// Every release a scene may name, oldest first. 17.5 stands for iOS 13–17 (the graph
    /// model; the public comparisons are 17.5 against 18, O23, and 15.5–17.5 against 18.1 for
    /// masks); the 18 and 26 point releases are those public reports name.
    package static let modelled: [IOSRelease] = [
        IOSRelease(17, 5),
        IOSRelease(18, 0), IOSRelease(18, 1), IOSRelease(18, 2), IOSRelease(18, 3), IOSRelease(18, 4),
        IOSRelease(18, 5), IOSRelease(18, 6),
        IOSRelease(26, 0), IOSRelease(26, 1),
    ]

    /// The default release: the newest modelled.
    package static var newest: IOSRelease { modelled[modelled.count - 1] }

    /// Whether `self` lies in `first...last`.
    package func within(_ first: IOSRelease, _ last: IOSRelease) -> Bool { first <= self && self <= last }

    /// One behaviour that differs between releases, as the scene setting it derives.
    package struct Difference: Sendable {
        /// The scene setting (`Settings.names`) whose default the release decides.
        package var setting: String
        /// What differs, for docs and `why`.
        package var summary: String
        /// The releases a public source observed to behave the non-default way (the others
        /// keep the documented behaviour; releases nobody reported are said in `unknown`).
        package var evidence: String
        /// Releases for which no public report exists either way.
        package var unknown: String
        /// Sets the setting for a release.
        package var apply: @Sendable (IOSRelease, inout Settings) -> Void
    }

    /// The table (docs/DEFAULTS.md "iOS releases" has it with the same rows).
    package static let differences: [Difference] = [
        Difference(
            setting: "swiftuiModel",
            summary:
                "SwiftUI's architecture: one recognizer per host (graph, iOS 13-17) or one per attachment modifier (containers, iOS 18+ with the iOS 18 SDK)",
            evidence:
                "O23 (FB14688465, 17.5 against 18 beta 5), O27 (17 against 18), O7 and O8 (Xcode 16 and iOS 18 only), R9 (isLinkedOnOrAfter v6)",
            unknown: "an app built with an SDK older than iOS 18 runs graph on 18+: set swiftuiModel explicitly",
            apply: { release, settings in
                settings.swiftuiModel = release.major < 18 ? .graph : .containers
            }),
        Difference(
            setting: "swiftuiMaskExcludesSubviews",
            summary:
                "GestureMask .gesture and .none disable the gestures of the views they wrap (as documented, D18); on 18.x they do not, .gesture acting as .all and .none as .subviews",
            evidence:
                "zenn.dev/samekard_dev 'GestureMask 観測隊' (2024-12-04, Xcode 16.1): documented on 15.5, 16.4 and 17.5, subviews still reached on 18.1",
            unknown: "18.0 and 18.2-18.6 follow 18.1 (same container architecture) ⚠; 26.x unreported: documented",
            apply: { release, settings in
                settings.swiftuiMaskExcludesSubviews = !release.within(IOSRelease(18, 0), IOSRelease(18, 6))
            }),
        Difference(
            setting: "swiftuiLongPressUpdating",
            summary:
                "LongPressGesture's updating callback runs while pressing (D24, D29); on 18.0-18.2 it is never called",
            evidence:
                "VAndrJ/awesome-apple-bugs GestureIssueLongPressUpdatingNotCalled (Xcode 16.0-16.2, iOS 18.0-18.2, FB16430342; Xcode 15.4 builds work)",
            unknown: "18.3 and later unreported: documented",
            apply: { release, settings in
                settings.swiftuiLongPressUpdating = !release.within(IOSRelease(18, 0), IOSRelease(18, 2))
            }),
        Difference(
            setting: "contentBackSwipe",
            summary:
                "a navigation controller also installs the full-width content back swipe, interactiveContentPopGestureRecognizer (SEMANTICS §9.7)",
            evidence:
                "S61 (UINavigationController.interactiveContentPopGestureRecognizer, iOS 26.0+), K21 (its class in decompiled iOS 26.1 UIKitCore); no iOS 19-25 exists",
            unknown: "none: the property does not exist before 26.0",
            apply: { release, settings in
                settings.contentBackSwipe = release.major >= 26
            }),
    ]

    /// Behaviour that differs by release but needs no setting of its own (it follows from
    /// `swiftuiModel`), or that the model does not have: rows of the DEFAULTS table, kept here
    /// so the table in the code is the whole list.
    package static let followsOrUnmodelled: [(summary: String, status: String)] = [
        (
            "highPriorityGesture(DragGesture()) around a List or ScrollView stops it scrolling (VAndrJ/awesome-apple-bugs GestureIssueHighPriorityToListScrolling: iOS 18.0-18.3, Xcode 16.0-16.2; minimumDistance 20 or an Xcode 15.4 build avoids it)",
            "follows from swiftuiModel containers (a high-priority SwiftUI gesture may prevent the scroll view's pan, SWIFTUI §2.2); 18.4 and later unreported: the containers rule still applies"
        ),
        (
            "a child DragGesture in a ScrollView takes vertical swipes from it (O23, Apple: intended)",
            "follows from swiftuiModel (SWIFTUI rule 24)"
        ),
        (
            "child simultaneousGesture with parent gesture: 17 child only, 18 both (O27); tap vs double tap (O28)",
            "follows from swiftuiModel"
        ),
        (
            "onLongPressGesture on ScrollView items stops scrolling, and in a Button's label stops the Button firing, on iOS 13-17 (O25, O38, O39); iOS 18 scrolls (O38)",
            "follows from swiftuiModel: a graph-model long press is active while pressing (SWIFTUI rule 15a)"
        ),
        (
            "iOS 26: .gesture(TapGesture) toggle stopped firing (O29, release note 155581361); tiny-opacity hit work-around (O19)",
            "unknown: not modelled"
        ),
        (
            "iOS 26 scroll changes and the Gestures framework UIKit may route recognizers through (OpenGestures)",
            "unknown: not modelled"
        ),
    ]

    /// `settings` with every row of `differences` set for this release.
    package func apply(to settings: inout Settings) {
        for row in IOSRelease.differences { row.apply(self, &settings) }
        settings.ios = self
    }
}
