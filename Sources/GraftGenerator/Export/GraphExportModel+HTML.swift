extension GraphExportModel {
    /// One self-contained HTML page (no network: styles, data and a small script inline) where a
    /// reader searches a component and sees its paths from the roots, where each requirement comes
    /// from on each path, what creates it and what it creates. `#Name` in the address selects one.
    var html: String {
        // The JSON export, made safe inside a <script> element.
        var data = ""
        var previous: Character?
        for character in json.rendered {
            if previous == "<" && character == "/" { data.append("\\") }
            data.append(character)
            previous = character
        }
        return Self.htmlHead + "<script>\nconst graph = " + data + ";\n</script>\n" + Self.htmlScript
    }

    private static let htmlHead = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Graft dependency graph</title>
        <style>
        body { margin: 0; font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; color: #1d1d1f; }
        header { display: flex; gap: 16px; align-items: center; padding: 12px 20px; border-bottom: 1px solid #ddd; background: #f7f7f9; }
        h1 { font-size: 17px; margin: 0; }
        #search { flex: 0 0 320px; padding: 6px 10px; font-size: 14px; border: 1px solid #bbb; border-radius: 6px; }
        #summary { color: #666; }
        main { display: flex; height: calc(100vh - 58px); }
        nav { flex: 0 0 300px; overflow: auto; border-right: 1px solid #ddd; padding: 8px 0; }
        nav h2 { font-size: 12px; text-transform: uppercase; color: #888; margin: 10px 16px 4px; }
        nav a { display: block; padding: 3px 16px; color: #1d1d1f; text-decoration: none; }
        nav a:hover, nav a.selected { background: #e8efff; }
        nav a.unreachable { color: #b00; }
        section { flex: 1; overflow: auto; padding: 16px 24px; }
        .chain a { color: #0b57d0; text-decoration: none; }
        .chain .arrow { color: #999; margin: 0 4px; }
        .path { border: 1px solid #e3e3e3; border-radius: 8px; padding: 10px 14px; margin: 10px 0; }
        table { border-collapse: collapse; margin-top: 8px; }
        td, th { text-align: left; padding: 3px 12px 3px 0; vertical-align: top; }
        th { color: #666; font-weight: 600; }
        code { font: 13px Menlo, Consolas, monospace; }
        .meta { color: #555; }
        .hint { color: #777; }
        </style>
        </head>
        <body>
        <header><h1>Dependency graph</h1><input id="search" type="search" placeholder="Search a component" autofocus><span id="summary"></span></header>
        <main><nav id="list"></nav><section id="detail"><p class="hint">Choose a component.</p></section></main>

        """

    private static let htmlScript = """
        <script>
        const byName = new Map(graph.components.map(c => [c.name, c]));
        const parents = new Map(), children = new Map();
        for (const e of graph.edges) {
          if (!children.has(e.parent)) children.set(e.parent, new Set());
          if (!parents.has(e.child)) parents.set(e.child, new Set());
          children.get(e.parent).add(e.child);
          parents.get(e.child).add(e.parent);
        }
        const element = (tag, attributes = {}, ...content) => {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
          for (const item of content) node.append(item);
          return node;
        };
        const link = name => {
          const a = element("a", { href: "#" + encodeURIComponent(name) }, name);
          return a;
        };
        const chain = names => {
          const span = element("span", { class: "chain" }, element("span", { class: "arrow" }, "^"));
          for (const name of names) { span.append(element("span", { class: "arrow" }, "→"), link(name)); }
          return span;
        };
        function renderList() {
          const query = document.getElementById("search").value.trim().toLowerCase();
          const list = document.getElementById("list");
          list.replaceChildren();
          const modules = new Map();
          for (const c of graph.components) {
            if (query && !c.name.toLowerCase().includes(query)) continue;
            const module = c.module || "";
            if (!modules.has(module)) modules.set(module, []);
            modules.get(module).push(c);
          }
          for (const [module, components] of [...modules.entries()].sort()) {
            if (module) list.append(element("h2", {}, module));
            for (const c of components) {
              const a = link(c.name);
              if (!c.reachable && !c.root) a.classList.add("unreachable");
              if (decodeURIComponent(location.hash.slice(1)) === c.name) a.classList.add("selected");
              list.append(a);
            }
          }
          document.getElementById("summary").textContent =
            graph.components.length + " components, " + graph.paths.length + " paths";
        }
        function renderDetail() {
          const detail = document.getElementById("detail");
          const component = byName.get(decodeURIComponent(location.hash.slice(1)));
          if (!component) { detail.replaceChildren(element("p", { class: "hint" }, "Choose a component.")); return; }
          const where = component.location.path + ":" + component.location.line;
          detail.replaceChildren(
            element("h2", {}, component.name),
            element("p", { class: "meta" },
              (component.root ? "Root" : "Dependency: " + (component.dependency || "EmptyDependency")) +
              (component.module ? " · module " + component.module : "") + " · " + where));
          const paths = graph.paths.filter(p => p.path[p.path.length - 1] === component.name);
          detail.append(element("h3", {}, component.root ? "A root" : paths.length + " path" + (paths.length === 1 ? "" : "s") + " from a root"));
          if (!component.root && paths.length === 0) detail.append(element("p", { class: "hint" }, "Not reachable from any root."));
          for (const p of paths) {
            const box = element("div", { class: "path" }, chain(p.path));
            if (p.bindings.length > 0) {
              const table = element("table", {}, element("tr", {}, element("th", {}, "requirement"), element("th", {}, "type"), element("th", {}, "comes from")));
              for (const b of p.bindings) {
                const from = element("td", {}, link(b.provider), "." + b.property + " (" + b.distance + (b.distance === 1 ? " level" : " levels") + " up)");
                table.append(element("tr", {}, element("td", {}, element("code", {}, b.requirement)), element("td", {}, element("code", {}, b.type)), from));
              }
              box.append(table);
            }
            detail.append(box);
          }
          for (const [title, names] of [["Created by", parents.get(component.name)], ["Creates", children.get(component.name)]]) {
            if (!names || names.size === 0) continue;
            const p = element("p", {}, title + ": ");
            [...names].sort().forEach((name, index) => { if (index > 0) p.append(", "); p.append(link(name)); });
            detail.append(p);
          }
        }
        document.getElementById("search").addEventListener("input", renderList);
        window.addEventListener("hashchange", () => { renderList(); renderDetail(); });
        if (!location.hash) {
          const first = graph.components.find(c => c.root) || graph.components[0];
          if (first) history.replaceState(null, "", "#" + encodeURIComponent(first.name));
        }
        renderList();
        renderDetail();
        </script>
        </body>
        </html>

        """
}
