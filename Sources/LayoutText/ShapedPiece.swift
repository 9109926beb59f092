/// A piece of text shaped on its own, kept as the terms of its advance so that pieces shaped
/// apart add up, term by term in the same order, to exactly the advance of the text they make
/// up shaped whole.
struct ShapedPiece {
  /// The advances in ems of the clusters the stand-in font has, in logical order.
  var advances: [Double]
  /// The advances in ems of the runs of clusters it lacks, in logical order.
  var fallbackAdvances: [Double]
  /// Whether no text before the piece could change its shape (HarfBuzz's flags).
  var startsClean: Bool
  /// Whether no text after it could (checked with the first byte of what follows).
  var endsClean: Bool
  /// Whether the first and the last cluster are ones the stand-in lacks (a run of such
  /// clusters crossing into the next piece would be shaped as one run).
  var startsMissing: Bool
  var endsMissing: Bool

  /// Builds the piece from `utf8`'s clusters, measuring each run of missing clusters with
  /// `missing`.
  init(
    clusters: [FontFace.Cluster], utf8: [UInt8], startsClean: Bool = false,
    endsClean: Bool = false, missing: (String) -> Double
  ) {
    advances = []
    advances.reserveCapacity(clusters.count)
    var runs: [Range<Int>] = []
    for (index, cluster) in clusters.enumerated() {
      guard cluster.missing else {
        advances.append(cluster.advance)
        continue
      }
      let end = index + 1 < clusters.count ? clusters[index + 1].byteOffset : utf8.count
      if let last = runs.last, last.upperBound == cluster.byteOffset {
        runs[runs.count - 1] = last.lowerBound..<end
      } else {
        runs.append(cluster.byteOffset..<end)
      }
    }
    fallbackAdvances = runs.map { missing(String(decoding: utf8[$0], as: UTF8.self)) }
    self.startsClean = startsClean
    self.endsClean = endsClean
    startsMissing = clusters.first?.missing ?? false
    endsMissing = clusters.last?.missing ?? false
  }

  /// The advance in ems of `pieces` side by side: the stand-in's clusters first, then the
  /// runs it lacks, each added in order (the same sum, in the same order, as one piece made
  /// of them all).
  static func advance(of pieces: some Collection<ShapedPiece>) -> Double {
    var total = 0.0
    for piece in pieces {
      for advance in piece.advances { total += advance }
    }
    for piece in pieces {
      for advance in piece.fallbackAdvances { total += advance }
    }
    return total
  }
}
