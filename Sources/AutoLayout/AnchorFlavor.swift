/// Phantom types that make mixing leading/trailing with left/right a compile-time error.
///
/// An ``XAxisAnchor`` carries one flavor: ``DirectionalEdge`` (leading, trailing),
/// ``AbsoluteEdge`` (left, right) or ``HorizontalCenter`` (centerX, which relates to both).
public protocol HorizontalAnchorFlavor {}

/// Flavors an anchor of leading/trailing may be related to.
public protocol PairsWithDirectionalEdge: HorizontalAnchorFlavor {}

/// Flavors an anchor of left/right may be related to.
public protocol PairsWithAbsoluteEdge: HorizontalAnchorFlavor {}

/// Leading and trailing: follow the layout direction.
public enum DirectionalEdge: PairsWithDirectionalEdge {}

/// Left and right: never flip.
public enum AbsoluteEdge: PairsWithAbsoluteEdge {}

/// centerX: relates to either kind of edge.
public enum HorizontalCenter: PairsWithDirectionalEdge, PairsWithAbsoluteEdge {}
