/// The static part of the interactive report's body: headings, controls and the empty
/// panels the script fills. Every control is a native, focusable form element with a label.
enum ReportMarkup {
  static func body(title: String, picker: String) -> String {
    let heading = Markup.escape(title.isEmpty ? "Layout report" : title)
    return """
      <header>
      <h1>\(heading)</h1>
      <p id="message" role="alert" hidden></p>
      <form id="controls" onsubmit="return false">
      <label>\(Markup.escape(picker)) <select id="device"></select></label>
      <label>Orientation <select id="orientation"></select></label>
      <label>Window <select id="window"></select></label>
      <label id="size-control">Content size <select id="size"></select></label>
      <label><input type="checkbox" id="problems-only"> Problems only</label>
      <span id="counts"></span>
      </form>
      </header>
      <main>
      <nav aria-label="View tree"><h2>Views</h2><ul id="tree" role="tree" aria-label="Views"></ul></nav>
      <section id="screen" aria-label="Screen">
      <h2 id="config-caption"></h2>
      <p id="config-status"></p>
      <div id="drawing"></div>
      <ul id="problems"></ul>
      </section>
      <aside aria-label="Selected view"><h2>Selected view</h2>
      <p id="selected-view">No view selected.</p>
      <div id="constraints"></div>
      </aside>
      </main>
      <noscript><p>This report needs JavaScript to draw the layouts.</p></noscript>
      """
  }
}
