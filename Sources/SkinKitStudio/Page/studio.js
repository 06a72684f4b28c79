// SkinKit Studio's page: asks the studio for its state, the pictures and the selected
// node's values, and asks again whenever the studio's event stream says something changed.
// No library: the DOM, fetch and EventSource.
"use strict";

const studio = {
  version: 0,
  generation: 0,
  page: null,
  source: "tree",
  views: [],
  environments: [],
  selected: "0",
  focus: 0,
  sheets: new Map(),
  openSheet: null,
  refreshing: null,
};
window.studio = studio;

const $ = (selector) => document.querySelector(selector);

function element(name, attributes = {}, ...children) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

async function getJSON(url) {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function status(text, kind = "") {
  const node = $("#status");
  node.textContent = text;
  node.className = kind;
}

// MARK: Environments

function chosenEnvironments() {
  const base = studio.page.environment;
  const checked = (name) =>
    [...document.querySelectorAll(`#environment input[name="${name}"]:checked`)].map((box) => box.value);
  const schemes = checked("color-scheme");
  const idioms = checked("idiom");
  const common = {};
  for (const select of document.querySelectorAll("#environment select")) {
    if (select.value) common[select.name] = select.value;
  }
  const result = [];
  for (const idiom of idioms.length ? idioms : [base.idiom || "phone"]) {
    for (const scheme of schemes.length ? schemes : [base["color-scheme"] || "light"]) {
      const environment = { ...common, idiom, "color-scheme": scheme };
      // A size given for one idiom does not fit the other: the picture takes the idiom's own.
      if (idiom === base.idiom) {
        if (base.width) environment.width = base.width;
        if (base.height) environment.height = base.height;
      }
      result.push(environment);
    }
  }
  return result;
}

function environmentQuery(environment) {
  return Object.entries(environment).map(([key, value]) => `${key}=${value}`).join(",");
}

function setUpEnvironment(page) {
  const base = page.environment;
  for (const box of document.querySelectorAll("#environment input")) {
    box.checked = base[box.name] === box.value;
    box.addEventListener("change", () => {
      const group = document.querySelectorAll(`#environment input[name="${box.name}"]:checked`);
      if (group.length === 0) box.checked = true;
      loadViews();
    });
  }
  for (const select of document.querySelectorAll("#environment select")) {
    const choices = page.choices[select.name] || [];
    if (select.name === "orientation") select.append(element("option", { value: "", text: "auto" }));
    for (const choice of choices) select.append(element("option", { value: choice, text: choice }));
    select.value = base[select.name] || "";
    select.addEventListener("change", loadViews);
  }
}

// MARK: State

async function loadState() {
  const page = await getJSON("api/state");
  const first = studio.page === null;
  studio.page = page;
  if (first) setUpEnvironment(page);
  renderSources(page);
  renderDiagnostics(page);
  renderTabs(page);
  if (page.failing.length) {
    status(`${page.failing.join(", ")} has errors: showing the last good version`, "error");
  } else {
    status(`${page.sheets[0] || ""} · ${page.tree}`, "ok");
  }
  return page;
}

function renderSources(page) {
  const select = $("#source");
  select.replaceChildren(
    ...page.sources.map((source) =>
      element("option", { value: source.id, text: source.kind === "app" ? `App: ${source.name}` : source.name })));
  if (!page.sources.some((source) => source.id === studio.source)) studio.source = "tree";
  select.value = studio.source;
  const app = page.sources.find((source) => source.id === studio.source);
  $("#environment").classList.toggle("disabled", app.kind === "app");
  for (const control of document.querySelectorAll("#environment input, #environment select")) {
    control.disabled = app.kind === "app";
  }
}

// MARK: Pictures and outline

/// Loads the pictures of every environment chosen, and the selected node's values beside
/// them (one round of requests: the studio has them ready after a save).
async function loadViews() {
  const environments = studio.source === "tree" ? chosenEnvironments() : [{}];
  if (studio.focus >= environments.length) studio.focus = 0;
  const details = fetchDetails(environments[studio.focus], studio.selected);
  const answers = await Promise.all(
    environments.map((environment) =>
      getJSON(`api/view?source=${encodeURIComponent(studio.source)}&env=${encodeURIComponent(environmentQuery(environment))}`)));
  studio.environments = environments;
  studio.views = answers.map((answer) => answer.view);
  studio.generation = Math.max(studio.generation, ...answers.map((answer) => answer.generation));
  const paths = new Set(studio.views[0].nodes.map((node) => node.path));
  renderPictures();
  if (!paths.has(studio.selected)) {
    studio.selected = "0";
    renderOutline();
    await loadDetails();
    return;
  }
  renderOutline();
  const answer = await details.catch(() => null);
  if (answer && answer.details.path === studio.selected) renderDetails(answer.details, studio.views[studio.focus]);
  else await loadDetails();
}

function renderPictures() {
  const area = $("#pictures");
  const figures = studio.views.map((view, index) => {
    const image = element("img", {
      alt: `The screen: ${view.caption}`,
      src: "data:image/svg+xml;charset=utf-8," + encodeURIComponent(view.picture.svg),
      draggable: "false",
    });
    const highlight = element("div", { class: "highlight", hidden: true });
    const frame = element("div", { class: "frame" }, image, highlight);
    image.addEventListener("click", (event) => pick(index, event));
    image.addEventListener("load", () => placeHighlights());
    const label = Object.entries(view.environment)
      .filter(([key]) => ["idiom", "color-scheme", "orientation", "content-size", "layout-direction"].includes(key))
      .map(([, value]) => value).join(" · ");
    return element("figure", { class: index === studio.focus ? "focus" : "", "data-index": index },
      frame, element("figcaption", { text: label }));
  });
  area.replaceChildren(...figures);
  area.dataset.count = figures.length;
}

/// Selects the topmost node drawn under a click: the last one in document order (children
/// and later siblings paint over what comes before them).
function pick(index, event) {
  const view = studio.views[index];
  const image = event.currentTarget;
  const scale = image.clientWidth / view.picture.width;
  const x = event.offsetX / scale;
  const y = event.offsetY / scale;
  let found = null;
  for (const node of view.nodes) {
    const frame = node.frame;
    if (frame && x >= frame[0] && y >= frame[1] && x <= frame[0] + frame[2] && y <= frame[1] + frame[3]) {
      found = node;
    }
  }
  studio.focus = index;
  for (const figure of document.querySelectorAll("#pictures figure")) {
    figure.classList.toggle("focus", Number(figure.dataset.index) === index);
  }
  if (found) select(found.path);
}

function placeHighlights() {
  document.querySelectorAll("#pictures figure").forEach((figure, index) => {
    const view = studio.views[index];
    const image = figure.querySelector("img");
    const highlight = figure.querySelector(".highlight");
    const node = view && view.nodes.find((candidate) => candidate.path === studio.selected);
    if (!node || !node.frame || !image.clientWidth) {
      highlight.hidden = true;
      return;
    }
    const scale = image.clientWidth / view.picture.width;
    const [x, y, width, height] = node.frame;
    highlight.hidden = false;
    highlight.style.left = `${x * scale}px`;
    highlight.style.top = `${y * scale}px`;
    highlight.style.width = `${Math.max(width * scale, 2)}px`;
    highlight.style.height = `${Math.max(height * scale, 2)}px`;
  });
}

/// The point of the page where a node is drawn in the focused picture (for a test's click).
studio.pointOf = (path, index = studio.focus) => {
  const view = studio.views[index];
  const node = view.nodes.find((candidate) => candidate.path === path);
  const image = document.querySelectorAll("#pictures img")[index];
  if (!node || !node.frame || !image) return null;
  const box = image.getBoundingClientRect();
  const scale = image.clientWidth / view.picture.width;
  return { x: box.left + (node.frame[0] + node.frame[2] / 2) * scale, y: box.top + (node.frame[1] + node.frame[3] / 2) * scale };
};

function renderOutline() {
  const view = studio.views[studio.focus] || studio.views[0];
  const items = view.nodes.map((node) => {
    const item = element("li", {
      class: node.frame ? "" : "undrawn",
      "data-path": node.path,
      role: "treeitem",
      tabindex: "-1",
      "aria-selected": node.path === studio.selected ? "true" : "false",
    }, element("span", { class: "path", text: node.path }), element("span", { class: "label", text: node.label }));
    item.style.paddingLeft = `${0.5 + node.depth * 0.9}em`;
    item.addEventListener("click", () => select(node.path));
    return item;
  });
  $("#nodes").replaceChildren(...items);
  $("#nodes").setAttribute("role", "tree");
}

async function select(path) {
  studio.selected = path;
  for (const item of document.querySelectorAll("#nodes li")) {
    item.setAttribute("aria-selected", item.dataset.path === path ? "true" : "false");
  }
  const item = document.querySelector(`#nodes li[data-path="${CSS.escape(path)}"]`);
  if (item) item.scrollIntoView({ block: "nearest" });
  placeHighlights();
  await loadDetails();
}

document.addEventListener("keydown", (event) => {
  if (event.target.closest("textarea, select, input")) return;
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const nodes = (studio.views[studio.focus] || { nodes: [] }).nodes;
  const index = nodes.findIndex((node) => node.path === studio.selected);
  const next = nodes[index + (event.key === "ArrowDown" ? 1 : -1)];
  if (next) {
    event.preventDefault();
    select(next.path);
  }
});

// MARK: Values

function fetchDetails(environment, path) {
  const query = studio.source === "tree" ? environmentQuery(environment) : "";
  return getJSON(
    `api/node?source=${encodeURIComponent(studio.source)}&env=${encodeURIComponent(query)}&path=${encodeURIComponent(path)}`);
}

async function loadDetails() {
  const path = studio.selected;
  const answer = await fetchDetails(studio.environments[studio.focus] || {}, path);
  if (path !== studio.selected) return;
  renderDetails(answer.details, studio.views[studio.focus]);
}

function renderDetails(details, view) {
  const inspector = $("#inspector");
  inspector.dataset.path = details.path;
  const rows = details.properties.map((property) => {
    const value = element("span", { class: "value", text: property.value ?? "(invalid)" });
    const head = element("div", { class: "head" }, element("span", { class: "name", text: property.name }), ": ");
    if (property.swatch) {
      const swatch = element("span", { class: "swatch", title: property.swatch });
      const fill = element("span");
      fill.style.background = property.swatch;
      swatch.append(fill);
      head.append(swatch);
    }
    head.append(value);
    if (property.status === "inherited") {
      head.append(element("button", {
        class: "badge link", type: "button",
        text: `inherited from ${property.inheritedFrom} ${property.inheritedFromLabel || ""}`,
        onclick: () => select(property.inheritedFrom),
      }));
    } else if (property.status === "initial") {
      head.append(element("span", { class: "badge", text: "initial value" }));
    } else if (property.status === "app") {
      head.append(element("span", { class: "badge warning", text: "set by the app, not by these sheets" }));
    }
    if (property.appValue !== undefined && property.appValue !== null) {
      head.append(property.appValue === property.value
        ? element("span", { class: "badge agrees", title: "the app has this value", text: "app ✓" })
        : element("span", { class: "badge warning", title: "the value the app has", text: `app: ${property.appValue}` }));
    }
    const list = element("ol", { class: "declarations" },
      ...property.declarations.map(declarationItem));
    if (property.inheritedDeclarations.length) {
      list.append(element("li", { class: "at", text: `at ${property.inheritedFrom} ${property.inheritedFromLabel || ""}:` }));
      for (const declaration of property.inheritedDeclarations) list.append(declarationItem(declaration));
    }
    return element("section", { class: `property ${property.status}`, "data-name": property.name }, head, list);
  });
  const title = element("div", { class: "title" },
    element("h2", { text: details.label }),
    element("span", { class: "path", text: `${details.path} · ${view ? view.caption : ""}` }));
  if (studio.source !== "tree") {
    title.append(element("p", { class: "note",
      text: "The app's tree: each value is the studio's, from its sheets; where the app has another, it shows beside it." }));
  }
  inspector.replaceChildren(title, ...(rows.length ? rows
    : [element("p", { class: "empty", text: "No declaration applies: every property has its initial value." })]));
}

function declarationItem(declaration) {
  const where = declaration.location;
  const place = `${where.file}${where.line ? `:${where.line}:${where.column}` : ""}`;
  const location = where.editable && where.line
    ? element("button", { class: "location link", type: "button", text: place, onclick: () => openAt(where.file, where.line, where.column) })
    : element("span", { class: "location", text: place });
  const item = element("li", { class: `declaration ${declaration.status}` },
    element("span", { class: "marker", text: declaration.status }), " ", location, " ",
    element("code", { class: "selector", text: declaration.selector }),
    declaration.specificity ? element("span", { class: "specificity", text: ` ${declaration.specificity}` }) : null,
    declaration.layer ? element("span", { class: "layer", text: ` layer ${declaration.layer}` }) : null,
    declaration.origin === "default skin" ? element("span", { class: "layer", text: " default skin" }) : null,
    element("code", { class: "text", text: declaration.text }));
  if (declaration.reason) item.append(element("div", { class: "reason", text: declaration.reason }));
  return item;
}

// MARK: Diagnostics

function renderDiagnostics(page) {
  const items = page.diagnostics.map((diagnostic) => {
    const where = diagnostic.location;
    const place = `${where.file}:${where.line ?? "?"}:${where.column ?? "?"}`;
    return element("li", { class: diagnostic.severity, "data-id": diagnostic.id },
      element("span", { class: "severity", text: diagnostic.severity }), " ",
      where.editable && where.line
        ? element("button", { class: "location link", type: "button", text: place, onclick: () => openAt(where.file, where.line, where.column) })
        : element("span", { class: "location", text: place }),
      " ", element("span", { class: "message", text: diagnostic.message }),
      " ", element("span", { class: "id", text: `[${diagnostic.id}]` }));
  });
  $("#diagnostics").replaceChildren(...(items.length ? items : [element("li", { class: "none", text: "No problems." })]));
  const errors = page.diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
  const warnings = page.diagnostics.length - errors;
  $("#diagnostic-count").textContent = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
}

// MARK: Editor

function renderTabs(page) {
  const tabs = page.sheets.map((name) => element("button", {
    type: "button", role: "tab", class: "tab", "data-file": name, text: name,
    "aria-selected": name === studio.openSheet ? "true" : "false",
    onclick: () => openSheet(name),
  }));
  $("#tabs").replaceChildren(...tabs);
  if (!studio.openSheet && page.sheets.length) openSheet(page.sheets[0]);
}

async function openSheet(name) {
  keepEditorText();
  let sheet = studio.sheets.get(name);
  if (!sheet || !sheet.dirty) {
    const response = await fetch(`api/sheet?file=${encodeURIComponent(name)}`, { cache: "no-store" });
    if (!response.ok) {
      $("#save-status").textContent = `cannot open ${name}`;
      return;
    }
    sheet = { text: await response.text(), tag: response.headers.get("ETag"), dirty: false };
    studio.sheets.set(name, sheet);
  }
  studio.openSheet = name;
  const text = $("#text");
  text.value = sheet.text;
  for (const tab of document.querySelectorAll("#tabs .tab")) {
    tab.setAttribute("aria-selected", tab.dataset.file === name ? "true" : "false");
  }
  updateGutter();
  showDirty();
}

function keepEditorText() {
  const sheet = studio.sheets.get(studio.openSheet);
  if (sheet) sheet.text = $("#text").value;
}

/// Reloads the open sheet's text if it changed on disk and has no unsaved edits.
async function refreshOpenSheet() {
  const name = studio.openSheet;
  const sheet = studio.sheets.get(name);
  if (!name || !sheet || sheet.dirty) return;
  const response = await fetch(`api/sheet?file=${encodeURIComponent(name)}`, { cache: "no-store" });
  if (!response.ok || response.headers.get("ETag") === sheet.tag || sheet.dirty) return;
  sheet.text = await response.text();
  sheet.tag = response.headers.get("ETag");
  if (studio.openSheet === name) {
    const text = $("#text");
    const [start, end, scroll] = [text.selectionStart, text.selectionEnd, text.scrollTop];
    text.value = sheet.text;
    text.setSelectionRange(start, end);
    text.scrollTop = scroll;
    updateGutter();
  }
}

async function save(overwrite = false) {
  const name = studio.openSheet;
  const sheet = studio.sheets.get(name);
  if (!sheet) return;
  const text = $("#text").value;
  const response = await fetch(`api/sheet?file=${encodeURIComponent(name)}`, {
    method: "PUT",
    headers: { "Content-Type": "text/plain; charset=utf-8", "If-Match": overwrite ? "*" : sheet.tag },
    body: text,
  });
  if (response.status === 412) {
    if (confirm(`${name} was saved elsewhere since it was opened. Overwrite it?`)) return save(true);
    return;
  }
  if (!response.ok) {
    $("#save-status").textContent = `not saved: ${await response.text()}`;
    return;
  }
  sheet.text = text;
  sheet.tag = response.headers.get("ETag");
  sheet.dirty = false;
  showDirty();
  $("#save-status").textContent = `saved ${name}`;
}

function showDirty() {
  const sheet = studio.sheets.get(studio.openSheet);
  const dirty = Boolean(sheet && sheet.dirty);
  $("#save").disabled = !dirty;
  for (const tab of document.querySelectorAll("#tabs .tab")) {
    const own = studio.sheets.get(tab.dataset.file);
    tab.classList.toggle("dirty", Boolean(own && own.dirty));
  }
}

function updateGutter() {
  const count = $("#text").value.split("\n").length;
  $("#gutter").textContent = Array.from({ length: count }, (_, index) => index + 1).join("\n");
  $("#gutter").scrollTop = $("#text").scrollTop;
}

/// Opens a sheet at a line and column, the line selected.
async function openAt(file, line, column) {
  if (studio.openSheet !== file) await openSheet(file);
  const text = $("#text");
  const lines = text.value.split("\n");
  let start = 0;
  for (let index = 0; index < line - 1 && index < lines.length; index += 1) start += lines[index].length + 1;
  const end = start + (lines[line - 1] || "").length;
  text.focus();
  text.setSelectionRange(start + Math.max(0, (column || 1) - 1), end);
  const lineHeight = parseFloat(getComputedStyle(text).lineHeight) || 18;
  text.scrollTop = Math.max(0, (line - 4) * lineHeight);
  $("#gutter").scrollTop = text.scrollTop;
  $("#editor").dataset.line = line;
}
studio.openAt = openAt;

// MARK: Updates

/// Brings the page up to the studio's state: the state always, the pictures and values when
/// the generation changed. Marks the body with what it shows (for tests and for the eye).
async function refresh(event) {
  if (studio.refreshing) {
    studio.pending = event;
    return;
  }
  studio.refreshing = (async () => {
    try {
      // A new generation (announced by the event) of the tree file is loaded beside the
      // state; an app's tree waits for the state, which says whether the app is still there.
      const announced = typeof event === "object" ? event : null;
      const views = announced && announced.generation !== studio.generation && studio.source === "tree"
        ? loadViews() : null;
      const page = await loadState();
      if (views) await views;
      else if (page.generation !== studio.generation || event === "load") await loadViews();
      studio.generation = Math.max(studio.generation, page.generation);
      studio.version = page.version;
      document.body.dataset.version = String(studio.version);
      document.body.dataset.generation = String(studio.generation);
      document.body.dataset.updatedAt = String(Date.now());
      await refreshOpenSheet();
    } catch (error) {
      status(String(error.message || error), "error");
    }
  })();
  await studio.refreshing;
  studio.refreshing = null;
  if (studio.pending !== undefined) {
    const next = studio.pending;
    studio.pending = undefined;
    await refresh(next);
  }
}

function connect() {
  const events = new EventSource("events");
  events.addEventListener("state", (message) => {
    const announced = JSON.parse(message.data);
    if (announced.version !== studio.version || announced.generation !== studio.generation) refresh(announced);
  });
  events.addEventListener("error", () => {
    status("reconnecting to the studio…", "error");
    // A browser gives up on a stream refused outright (a studio restarting, too many pages):
    // try again in a while.
    if (events.readyState === EventSource.CLOSED) setTimeout(connect, 2000);
  });
  events.addEventListener("open", () => refresh("event"));
}

function start() {
  $("#source").addEventListener("change", (event) => {
    studio.source = event.target.value;
    studio.selected = "0";
    studio.focus = 0;
    renderSources(studio.page);
    loadViews().catch((error) => status(String(error.message || error), "error"));
  });
  const text = $("#text");
  text.addEventListener("input", () => {
    const sheet = studio.sheets.get(studio.openSheet);
    if (sheet) {
      sheet.dirty = true;
      sheet.text = text.value;
    }
    updateGutter();
    showDirty();
  });
  text.addEventListener("scroll", () => { $("#gutter").scrollTop = text.scrollTop; });
  text.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === "s") {
      event.preventDefault();
      save();
    } else if (event.key === "Tab" && !event.shiftKey) {
      event.preventDefault();
      text.setRangeText("  ", text.selectionStart, text.selectionEnd, "end");
      text.dispatchEvent(new Event("input"));
    }
  });
  $("#save").addEventListener("click", () => save());
  new ResizeObserver(placeHighlights).observe($("#pictures"));
  window.addEventListener("beforeunload", (event) => {
    if ([...studio.sheets.values()].some((sheet) => sheet.dirty)) event.preventDefault();
  });
  refresh("load").then(connect);
}

start();
