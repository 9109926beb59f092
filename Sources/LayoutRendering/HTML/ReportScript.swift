/// The interactive report's script: reads the embedded data, fills the controls and the view
/// tree, draws the selected configuration as SVG on demand, lists the selected view's
/// constraints, and keeps the URL fragment in step with the selection.
enum ReportScript {
  static let javaScript = #"""
    (function () {
    "use strict";
    var data = JSON.parse(document.getElementById("report-data").textContent);
    var S = data.strings, configs = data.configs;
    var state = { config: 0, view: -1, problemsOnly: false };
    function $(id) { return document.getElementById(id); }
    function slug(t) { return String(t).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""); }
    function same(a, b) { return slug(a) === slug(b); }
    function esc(t) {
      return String(t).replace(/[&<>"']/g, function (c) {
        return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
      });
    }
    function num(v) { return v === null ? "?" : String(Math.round(v * 1000) / 1000); }
    function unique(list) { var seen = {}, out = []; list.forEach(function (v) { if (!seen[v]) { seen[v] = 1; out.push(v); } }); return out; }
    function candidates() {
      var all = configs.map(function (c, i) { return i; });
      if (!state.problemsOnly) return all;
      var bad = all.filter(function (i) { return configs[i].pr.length > 0; });
      return bad.length ? bad : all;
    }
    function tree(c) { return data.trees[c.t]; }
    function viewName(c, i) { return S[tree(c).n[i]]; }
    function say(text) { var m = $("message"); m.textContent = text; m.hidden = !text; }

    function choose(dev, or, win, cs, pool) {
      var best = -1, bestScore = -1;
      pool.forEach(function (i) {
        var c = configs[i];
        if (c.dev !== dev) return;
        var score = (c.or === or ? 4 : 0) + (c.win === win ? 2 : 0) + (c.cs === cs ? 1 : 0);
        if (score > bestScore) { best = i; bestScore = score; }
      });
      return best;
    }
    function fill(select, values, current, label) {
      select.innerHTML = values.map(function (v) {
        return "<option value=\"" + esc(v) + "\"" + (v === current ? " selected" : "") + ">" + esc(label ? label(v) : v) + "</option>";
      }).join("");
      select.disabled = values.length < 2;
    }
    function refreshControls() {
      var c = configs[state.config], pool = candidates();
      var devs = unique(pool.map(function (i) { return configs[i].dev; }));
      fill($("device"), devs, c.dev, function (d) {
        var bad = configs.some(function (k) { return k.dev === d && k.pr.length > 0; });
        return bad ? d + " \u26a0" : d;
      });
      var ofDev = pool.filter(function (i) { return configs[i].dev === c.dev; });
      fill($("orientation"), unique(ofDev.map(function (i) { return configs[i].or; })), c.or);
      var ofOr = ofDev.filter(function (i) { return configs[i].or === c.or; });
      fill($("window"), unique(ofOr.map(function (i) { return configs[i].win; })), c.win);
      var sizes = unique(configs.map(function (k) { return k.cs; }));
      $("size-control").hidden = sizes.length < 2;
      var ofWin = ofOr.filter(function (i) { return configs[i].win === c.win; });
      fill($("size"), unique(ofWin.map(function (i) { return configs[i].cs; })), c.cs);
      var bad = configs.filter(function (k) { return k.pr.length > 0; }).length;
      $("counts").textContent = configs.length + (configs.length === 1 ? " configuration, " : " configurations, ") + bad + " with problems";
    }

    function buildTree(c) {
      var t = tree(c), n = t.n.length, children = [];
      for (var i = 0; i < n; i++) children.push([]);
      var roots = [];
      for (i = 0; i < n; i++) { if (t.p[i] < 0) roots.push(i); else children[t.p[i]].push(i); }
      var hidden = {}, amb = {};
      c.hid.forEach(function (i) { hidden[i] = 1; });
      c.amb.forEach(function (i) { amb[i] = 1; });
      var out = [];
      function item(i, level) {
        out.push("<li role=\"treeitem\" id=\"node-" + i + "\" data-index=\"" + i + "\" aria-level=\"" + level + "\" aria-selected=\"false\" tabindex=\"-1\"" +
          (children[i].length ? " aria-expanded=\"true\"" : "") + (amb[i] ? " class=\"problem\"" : "") + "><span>" + esc(S[t.n[i]]) +
          " <small>" + esc(S[t.c[i]]) + (hidden[i] ? ", hidden" : "") + (amb[i] ? ", ambiguous" : "") + "</small></span>");
        if (children[i].length) {
          out.push("<ul role=\"group\">");
          children[i].forEach(function (k) { item(k, level + 1); });
          out.push("</ul>");
        }
        out.push("</li>");
      }
      roots.forEach(function (i) { item(i, 1); });
      $("tree").innerHTML = n ? out.join("") : "<li>No views: the layout could not be built.</li>";
    }

    function labelWidth(text) { return text.length * 6 + 6; }
    function draw(c) {
      var t = tree(c), f = data.frames[c.f], W = c.size[0] || 1, H = c.size[1] || 1;
      var s = Math.min(480 / W, 720 / H, 2);
      var hidden = {}, amb = {};
      c.hid.forEach(function (i) { hidden[i] = 1; });
      c.amb.forEach(function (i) { amb[i] = 1; });
      var w = W * s, h = H * s, safe = c.safe, out = [], parent = {};
      t.p.forEach(function (k) { parent[k] = 1; });
      // A strip above the screen holds the name of the selected or hovered view, so a name
      // never covers what the screen shows.
      out.push("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"screen-drawing\" width=\"" + num(w + 2) + "\" height=\"" + num(h + 20) + "\" viewBox=\"-1 -19 " + num(w + 2) + " " + num(h + 20) + "\" role=\"img\" aria-label=\"" + esc(c.cap) + "\">");
      var bands = [[0, 0, W, safe[0]], [0, H - safe[2], W, safe[2]], [0, 0, safe[1], H], [W - safe[3], 0, safe[3], H]];
      bands.forEach(function (b) { if (b[2] > 0 && b[3] > 0) out.push("<rect class=\"unsafe\" x=\"" + num(b[0] * s) + "\" y=\"" + num(b[1] * s) + "\" width=\"" + num(b[2] * s) + "\" height=\"" + num(b[3] * s) + "\"/>"); });
      out.push("<rect x=\"0\" y=\"0\" width=\"" + num(w) + "\" height=\"" + num(h) + "\" fill=\"none\" stroke=\"#111827\"/>");
      for (var i = 0; i < t.n.length; i++) {
        if (t.p[i] < 0 || hidden[i]) continue;
        var x = f[4 * i] * s, y = f[4 * i + 1] * s, vw = Math.max(0, f[4 * i + 2] * s), vh = Math.max(0, f[4 * i + 3] * s);
        var name = S[t.n[i]], text = t.x[i] >= 0 ? S[t.x[i]] : null, label = "";
        if (text !== null && vh >= 12 && vw >= 12) {
          var room = Math.max(1, Math.floor((vw - 6) / 6));
          label = "<text class=\"content\" x=\"" + num(x + 3) + "\" y=\"" + num(y + Math.min(vh - 2, 13)) + "\">" + esc(text.length > room ? text.slice(0, Math.max(1, room - 1)) + "\u2026" : text) + "</text>";
        } else if (text === null && !parent[i] && vh >= 14 && labelWidth(name) <= vw) {
          label = "<text x=\"" + num(x + 3) + "\" y=\"" + num(y + 11) + "\">" + esc(name) + "</text>";
        }
        out.push("<g class=\"view" + (amb[i] ? " ambiguous" : "") + (i === state.view ? " selected" : "") + "\" data-index=\"" + i + "\"><title>" +
          esc(name + " (" + S[t.c[i]] + ") " + num(f[4 * i]) + "," + num(f[4 * i + 1]) + " " + num(f[4 * i + 2]) + "x" + num(f[4 * i + 3])) +
          "</title><rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(vw) + "\" height=\"" + num(vh) + "\"/>" + label + "</g>");
      }
      out.push("<text class=\"hover-label\" id=\"hover-label\"></text></svg>");
      $("drawing").innerHTML = out.join("");
      $("drawing").dataset.scale = s;
      if (state.view >= 0) placeLabel(state.view);
    }
    // The name of the selected or hovered view, in the strip above the screen at the view's
    // left edge (kept inside the drawing).
    function placeLabel(i) {
      var c = configs[state.config], f = data.frames[c.f], s = +$("drawing").dataset.scale;
      var label = $("hover-label");
      if (!label || i < 0 || i >= tree(c).n.length) { if (label) label.textContent = ""; return; }
      var name = viewName(c, i), W = c.size[0] * s;
      label.setAttribute("x", num(Math.max(0, Math.min(f[4 * i] * s, W - labelWidth(name)))));
      label.setAttribute("y", "-5");
      label.textContent = name;
    }

    function showView() {
      var c = configs[state.config], t = tree(c), i = state.view;
      Array.prototype.forEach.call($("tree").querySelectorAll("[role=treeitem]"), function (el) {
        var on = +el.dataset.index === i;
        el.setAttribute("aria-selected", on ? "true" : "false");
        el.tabIndex = on ? 0 : -1;
      });
      if (i < 0) {
        var first = $("tree").querySelector("[role=treeitem]");
        if (first) first.tabIndex = 0;
        $("selected-view").textContent = "No view selected.";
        $("constraints").innerHTML = "";
        return;
      }
      Array.prototype.forEach.call($("drawing").querySelectorAll("g.view"), function (g) {
        g.classList.toggle("selected", +g.dataset.index === i);
      });
      placeLabel(i);
      var f = data.frames[c.f];
      $("selected-view").innerHTML = "<b>" + esc(S[t.n[i]]) + "</b> (" + esc(S[t.c[i]]) + ")" +
        (t.x[i] >= 0 ? " \u201c" + esc(S[t.x[i]]) + "\u201d" : "") + "<br>frame in window: " +
        num(f[4 * i]) + ", " + num(f[4 * i + 1]) + ", " + num(f[4 * i + 2]) + " \u00d7 " + num(f[4 * i + 3]);
      if (c.p < 0) { $("constraints").innerHTML = "<p>Constraints were not recorded for this report.</p>"; return; }
      var list = data.lists[data.placements[c.p][i]], out = [];
      ["Horizontal", "Vertical"].forEach(function (axis, a) {
        out.push("<h3>" + axis + "</h3><ul class=\"axis-" + a + "\">");
        var any = false;
        for (var k = 0; k < list.length; k += 4) {
          if (list[k + 1] !== a) continue;
          any = true;
          var holds = list[k + 2] === 1;
          out.push("<li class=\"" + (holds ? "holds" : "names") + "\"><code>" + esc(S[list[k]]) + "</code><span class=\"source\">" +
            esc(list[k + 3] >= 0 ? S[list[k + 3]] : "system") + "</span>" + (holds ? " <span class=\"tag\">holds it</span>" : "") + "</li>");
        }
        if (!any) out.push("<li class=\"none\">No constraint places it on this axis.</li>");
        out.push("</ul>");
      });
      $("constraints").innerHTML = out.join("");
    }

    function show(keepName) {
      var c = configs[state.config];
      if (keepName !== undefined && keepName !== null) {
        state.view = tree(c).n.map(function (k) { return S[k]; }).indexOf(keepName);
      }
      refreshControls();
      $("config-caption").textContent = c.cap;
      $("screen").dataset.device = slug(c.dev);
      $("screen").dataset.orientation = c.or;
      $("config-status").innerHTML = "Status: <span class=\"" + (c.pr.length ? "problem" : "ok") + "\">" + esc(c.st) + "</span>";
      $("problems").innerHTML = c.pr.map(function (p) {
        return "<li class=\"" + (p[3] ? "error" : "warning") + "\"><b>" + esc(S[p[0]]) + "</b>: " + esc(S[p[1]]) +
          (p[2] >= 0 ? "<span class=\"source\">" + esc(S[p[2]]) + "</span>" : "") + "</li>";
      }).join("");
      buildTree(c);
      draw(c);
      showView();
    }
    function writeFragment() {
      var c = configs[state.config];
      var parts = ["device=" + encodeURIComponent(slug(c.dev))];
      if (c.or) parts.push("orientation=" + encodeURIComponent(c.or));
      if (c.win !== "full") parts.push("window=" + encodeURIComponent(c.win));
      if (c.cs !== "default") parts.push("size=" + encodeURIComponent(c.cs));
      if (state.problemsOnly) parts.push("problems=1");
      if (state.view >= 0) parts.push("view=" + encodeURIComponent(viewName(c, state.view)));
      try { history.replaceState(null, "", "#" + parts.join("&")); } catch (e) { /* file: URLs in some browsers */ }
    }
    function currentName() { return state.view >= 0 ? viewName(configs[state.config], state.view) : null; }
    function pick(dev, or, win, cs) {
      var name = currentName();
      var i = choose(dev, or, win, cs, candidates());
      if (i < 0) i = choose(dev, or, win, cs, configs.map(function (c, k) { return k; }));
      if (i >= 0) state.config = i;
      say("");
      show(name);
      writeFragment();
    }
    function selectView(i, focus) {
      state.view = i;
      showView();
      writeFragment();
      if (focus) { var el = $("node-" + i); if (el) el.focus(); }
    }

    function readFragment() {
      var params = {};
      location.hash.replace(/^#/, "").split("&").forEach(function (part) {
        if (!part) return;
        var at = part.indexOf("="), key = at < 0 ? part : part.slice(0, at);
        try { params[key] = decodeURIComponent(at < 0 ? "" : part.slice(at + 1)); } catch (e) { params[key] = ""; }
      });
      var notes = [];
      state.problemsOnly = params.problems === "1";
      $("problems-only").checked = state.problemsOnly;
      state.config = candidates()[0];
      if (params.device !== undefined) {
        var all = configs.map(function (c, k) { return k; });
        var match = all.filter(function (k) { return same(configs[k].dev, params.device); });
        if (!match.length) {
          state.config = 0;
          var c0 = configs[0];
          notes.push("Unknown device \u201c" + params.device + "\u201d in the link; showing the first configuration (" + c0.cap + ").");
        } else {
          var c = configs[match[0]];
          var or = params.orientation, win = params.window, cs = params.size;
          var found = match.filter(function (k) {
            var d = configs[k];
            return (or === undefined || same(d.or, or)) && (win === undefined || same(d.win, win)) && (cs === undefined || same(d.cs, cs));
          });
          state.config = found.length ? found[0] : match[0];
          if (!found.length) notes.push("No configuration of " + c.dev + " matches the link's orientation, window or size; showing " + configs[state.config].cap + ".");
        }
      }
      state.view = -1;
      if (params.view !== undefined) {
        var names = tree(configs[state.config]).n.map(function (k) { return S[k]; });
        state.view = names.indexOf(params.view);
        if (state.view < 0) notes.push("No view named \u201c" + params.view + "\u201d in this configuration.");
      }
      say(notes.join(" "));
      show();
    }

    $("device").addEventListener("change", function () {
      var c = configs[state.config];
      pick(this.value, c.or, c.win, c.cs);
    });
    $("orientation").addEventListener("change", function () {
      var c = configs[state.config];
      pick(c.dev, this.value, c.win, c.cs);
    });
    $("window").addEventListener("change", function () {
      var c = configs[state.config];
      pick(c.dev, c.or, this.value, c.cs);
    });
    $("size").addEventListener("change", function () {
      var c = configs[state.config];
      pick(c.dev, c.or, c.win, this.value);
    });
    $("problems-only").addEventListener("change", function () {
      state.problemsOnly = this.checked;
      var c = configs[state.config];
      if (state.problemsOnly && !c.pr.length) {
        var pool = candidates();
        c = configs[pool[0]];
      }
      pick(c.dev, c.or, c.win, c.cs);
    });
    $("tree").addEventListener("click", function (e) {
      var el = e.target.closest("[role=treeitem]");
      if (el) selectView(+el.dataset.index, true);
    });
    $("tree").addEventListener("keydown", function (e) {
      var items = Array.prototype.slice.call($("tree").querySelectorAll("[role=treeitem]"));
      if (!items.length) return;
      var el = document.activeElement && document.activeElement.closest ? document.activeElement.closest("[role=treeitem]") : null;
      var at = items.indexOf(el), next = null;
      if (e.key === "ArrowDown") next = items[Math.min(items.length - 1, at + 1)];
      else if (e.key === "ArrowUp") next = items[Math.max(0, at - 1)];
      else if (e.key === "Home") next = items[0];
      else if (e.key === "End") next = items[items.length - 1];
      else if (e.key === "ArrowLeft" && el) next = el.parentElement.closest("[role=treeitem]") || el;
      else if (e.key === "ArrowRight" && el) next = el.querySelector("[role=treeitem]") || el;
      else if ((e.key === "Enter" || e.key === " ") && el) next = el;
      if (!next) return;
      e.preventDefault();
      selectView(+next.dataset.index, true);
    });
    $("drawing").addEventListener("click", function (e) {
      var g = e.target.closest && e.target.closest("g.view");
      if (g) selectView(+g.dataset.index, false);
    });
    $("drawing").addEventListener("mouseover", function (e) {
      var g = e.target.closest && e.target.closest("g.view");
      placeLabel(g ? +g.dataset.index : state.view);
    });
    $("drawing").addEventListener("mouseleave", function () { placeLabel(state.view); });
    window.addEventListener("hashchange", readFragment);
    readFragment();
    // How long the page took to become usable, for Benchmarks/report.
    document.documentElement.dataset.readyMs = String(Math.round(performance.now()));
    })();
    """#
}
