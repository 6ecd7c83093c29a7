/* chipatlas: client-side sort and filter of the supplier ring. The page works without it:
   the filter form and the column links are plain GET requests the server answers. */
(function () {
  "use strict";
  var table = document.getElementById("ring-table");
  var form = document.getElementById("ring-filters");
  if (!table || !form) { return; }
  var complete = table.getAttribute("data-complete") === "1";
  var rows = Array.prototype.slice.call(table.querySelectorAll("tr.ring-row"));
  var count = document.querySelector("#ring-count .n-shown");
  var orders = {};
  ["role", "us_status", "evidence"].forEach(function (k) {
    orders[k] = (table.getAttribute("data-order-" + k) || "").split(" ");
  });
  // The source order: position, with each component's rows kept together where it first appears.
  var byPosition = rows.slice().sort(function (a, b) { return num(a, "position") - num(b, "position"); });
  var group = {};
  byPosition.forEach(function (r) {
    var c = r.getAttribute("data-component");
    if (!(c in group)) { group[c] = Object.keys(group).length; }
  });
  var base = byPosition.slice().sort(function (a, b) {
    return group[a.getAttribute("data-component")] - group[b.getAttribute("data-component")] || num(a, "position") - num(b, "position");
  });
  var groups = Array.prototype.slice.call(table.querySelectorAll("tbody.group"));
  var flat = table.querySelector("tbody.flat");
  if (!flat) { flat = document.createElement("tbody"); flat.className = "flat"; flat.hidden = true; table.appendChild(flat); }

  function num(r, k) { return Number(r.getAttribute("data-" + k)); }
  function key(r, k) {
    var v = r.getAttribute("data-s-" + k) || "";
    if (orders[k]) { var i = orders[k].indexOf(v); return i < 0 ? 99 : i; }
    return v === "" ? "\uffff" : v.toLowerCase();
  }
  function filters() {
    var out = {};
    form.querySelectorAll("select[data-filter]").forEach(function (s) { if (s.value) { out[s.name] = s.value; } });
    return out;
  }
  function matches(r, f) {
    return Object.keys(f).every(function (k) { return r.getAttribute("data-f-" + k) === f[k]; });
  }
  function sortBy(k, dir) {
    var order = base.slice();
    if (k === "component") {
      if (dir === "desc") { order.reverse(); }
      groups.forEach(function (g) { g.hidden = false; });
      if (groups.length) {
        order.forEach(function (r) {
          var g = groups.filter(function (x) { return x.getAttribute("data-component") === r.getAttribute("data-component"); })[0];
          if (g) { g.appendChild(r); }
        });
        if (dir === "desc") { groups.slice().reverse().forEach(function (g) { table.appendChild(g); }); }
        else { groups.forEach(function (g) { table.appendChild(g); }); }
        flat.hidden = true;
        return;
      }
    } else {
      order.sort(function (a, b) {
        var x = key(a, k), y = key(b, k);
        var c = x < y ? -1 : x > y ? 1 : 0;
        return dir === "desc" ? -c : c;
      });
    }
    groups.forEach(function (g) { g.hidden = true; });
    flat.hidden = false;
    order.forEach(function (r) { flat.appendChild(r); });
  }
  function apply() {
    var f = filters(), shown = 0;
    rows.forEach(function (r) { var ok = matches(r, f); r.hidden = !ok; if (ok) { shown += 1; } });
    groups.forEach(function (g) { g.hidden = g.hidden || !g.querySelector("tr.ring-row:not([hidden])"); });
    if (count) { count.textContent = String(shown); }
    var params = new URLSearchParams(window.location.search);
    ["component", "role", "country", "us_status", "evidence", "sort", "dir"].forEach(function (k) {
      var el = form.elements.namedItem(k);
      if (el && el.value && !(k === "sort" && el.value === "component") && !(k === "dir" && el.value === "asc")) { params.set(k, el.value); }
      else { params.delete(k); }
    });
    var q = params.toString();
    window.history.replaceState(null, "", window.location.pathname + (q ? "?" + q : "") + "#ring");
  }
  function render() {
    var k = form.elements.namedItem("sort").value, dir = form.elements.namedItem("dir").value;
    sortBy(k, dir);
    table.querySelectorAll("thead th").forEach(function (th) {
      var a = th.querySelector("a.sort");
      if (a && a.getAttribute("data-sort") === k) { th.setAttribute("aria-sort", dir === "desc" ? "descending" : "ascending"); }
      else { th.removeAttribute("aria-sort"); }
    });
    apply();
  }
  window.addEventListener("pageshow", function () {  // back from a submitted filter: usable again
    Array.prototype.forEach.call(form.elements, function (el) { el.disabled = false; });
  });
  if (!complete) {  // the server filtered: ask it again on each change
    form.addEventListener("change", function () {
      // leave the defaults out of the address: ?country=Taiwan, not ?component=&role=&country=Taiwan...
      Array.prototype.forEach.call(form.elements, function (el) {
        if (el.name && (!el.value || (el.name === "sort" && el.value === "component") || (el.name === "dir" && el.value === "asc"))) {
          el.disabled = true;
        }
      });
      form.submit();
    });
    return;
  }
  form.addEventListener("change", function () { render(); });
  form.addEventListener("submit", function (e) { e.preventDefault(); render(); });
  table.querySelectorAll("a.sort").forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      var k = a.getAttribute("data-sort"), s = form.elements.namedItem("sort"), d = form.elements.namedItem("dir");
      d.value = s.value === k && d.value === "asc" ? "desc" : "asc";
      s.value = k;
      render();
    });
  });
  table.setAttribute("data-enhanced", "1");
})();
