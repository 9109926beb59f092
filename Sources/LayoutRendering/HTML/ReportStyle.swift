/// The interactive report's stylesheet: status colours that stay distinct in grey (weight
/// and borders as well as hue) and a focus ring on every control.
enum ReportStyle {
  static let css = """
    body{font-family:Helvetica,Arial,sans-serif;margin:16px;color:#111827;background:#f9fafb}
    h1{font-size:20px;margin:0 0 8px}h2{font-size:15px;margin:0 0 8px}
    form{display:flex;flex-wrap:wrap;gap:12px;align-items:center;font-size:13px}
    select,input,button{font:inherit}
    :focus-visible{outline:3px solid #2563eb;outline-offset:2px}
    main{display:flex;gap:16px;align-items:flex-start;margin-top:12px}
    nav,aside{background:#fff;border:1px solid #e5e7eb;padding:8px;font-size:13px}
    nav{width:240px;max-height:80vh;overflow:auto}aside{width:360px}
    #screen{flex:1;min-width:0}
    #message{background:#fef3c7;border:2px solid #b45309;padding:6px 10px}
    ul[role=tree],ul[role=group]{list-style:none;margin:0;padding-left:14px}
    ul[role=tree]{padding-left:0}
    [role=treeitem]>span{display:block;padding:1px 4px;cursor:pointer;white-space:nowrap}
    [role=treeitem][aria-selected=true]>span{background:#1d4ed8;color:#fff}
    [role=treeitem].problem>span{font-weight:bold}
    [role=treeitem]:focus{outline:none}
    [role=treeitem]:focus-visible>span{outline:3px solid #2563eb}
    #drawing svg{background:#fff;border:1px solid #d1d5db;max-width:100%;height:auto}
    .view rect{fill:#eff6ff;fill-opacity:.55;stroke:#1e3a8a;stroke-width:1}
    .view.ambiguous rect{stroke:#b91c1c;stroke-dasharray:4 2}
    .view.selected rect{fill:#fde68a;fill-opacity:.8;stroke:#b45309;stroke-width:3}
    .view:hover rect{stroke-width:2}
    .view text{font-size:10px;fill:#1f2937;pointer-events:none}
    .view .content{fill:#111827;font-size:11px}
    .unsafe{fill:#e5e7eb}
    .hover-label{font-size:12px;font-weight:bold;fill:#92400e}
    #config-status .ok{color:#047857}#config-status .problem{color:#b91c1c;font-weight:bold}
    #problems{font-size:13px}#problems .error{font-weight:bold}
    #constraints ul{padding-left:16px;margin:4px 0}
    #constraints li{margin:2px 0}.holds{font-weight:bold}
    .source{color:#4b5563;font-size:12px;margin-left:6px}
    code{font-size:12px}
    """
}
