// The clocktower pages: every text is set with textContent (never as HTML), every request
// carries the page's token in its Authorization header. The token is kept in the URL's
// fragment (#token or #token=...), which browsers never send to the server; no URL the page
// asks the server for ever holds it (QR codes are fetched with the header, the event stream
// uses a single-use ticket).
"use strict";

const page = document.body.dataset.page;
const token = decodeURIComponent(location.hash.slice(1).replace(/^token=/, ""));
const gameId = (location.pathname.match(/^\/g\/([^/]+)\//) || [])[1];

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k === "style") Object.assign(node.style, v);  // CSSOM: allowed by the page's CSP
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
function showError(text) { const e = document.getElementById("error"); if (e) e.textContent = text || ""; }

let passwordRequired = false;  // the new-game page of a server that needs its password

async function api(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = "Bearer " + token;
  if (passwordRequired) {  // sent as its UTF-8 bytes (a header holds bytes, not text)
    headers["X-Clocktower-Password"] = unescape(encodeURIComponent(document.getElementById("password").value));
  }
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await response.json().catch(() => ({ detail: "the server's answer was not JSON" }));
  if (!response.ok) throw new Error(data.detail || response.statusText);
  return data;
}

// -- the town square ----------------------------------------------------------------------
let names = {};
const nameOf = id => names[id] || id;

function drawSquare(seats, me) {
  const square = clear(document.getElementById("square"));
  seats.forEach((s, i) => {
    const angle = (2 * Math.PI * i) / seats.length - Math.PI / 2;
    const token = el("div", {
      class: "token" + (s.alive ? "" : " dead") + (s.alignment ? " " + s.alignment : ""),
      "data-seat": String(s.seat),
      style: { left: `${50 + 40 * Math.cos(angle)}%`, top: `${50 + 40 * Math.sin(angle)}%` },
    });
    token.append(el("span", { class: "name" }, `${s.seat + 1}. ${s.name}${s.seat === me ? " (you)" : ""}`));
    if (s.character) token.append(el("span", { class: "character" }, nameOf(s.character) + (s.believes && s.believes !== s.character ? ` (thinks ${nameOf(s.believes)})` : "")));
    if (s.alignment) token.append(el("span", { class: "alignment" }, s.alignment));
    const marks = [];
    if (!s.alive) {  // a shroud on the token (the name stays), and whether the ghost vote is left
      token.title = `${s.name} is dead`;
      token.prepend(el("span", { class: "shroud", "aria-label": "dead" }, "shroud"));
      marks.push(s.ghost_vote ? "ghost vote" : "no vote");
    }
    for (const e of s.effects || []) marks.push(e);
    for (const r of s.reminders || []) marks.push(r);
    if (marks.length) token.append(el("span", { class: "marks" }, marks.join(", ")));
    square.append(token);
  });
}

function drawPending(pending, canAnswer) {
  const box = clear(document.getElementById("pending"));
  const vote = document.getElementById("vote");
  if (vote) vote.hidden = !(pending && pending.kind === "vote");
  box.dataset.decision = pending ? String(pending.id) : "";
  if (!pending) { box.append(el("p", { class: "muted" }, "Nothing to answer now.")); return; }
  if (pending.waiting_for) box.append(el("p", { class: "muted" }, "Waiting for: " + pending.waiting_for));
  box.append(el("p", { class: "prompt" }, pending.prompt || pending.kind));
  const options = el("div", { class: "options", role: "group", "aria-label": "answers" });
  for (const o of pending.options) {
    const label = o.label + (o.true === true ? " (true)" : "");
    const button = el("button", {
      type: "button", class: "option" + (o.true ? " true" : ""), "data-type": o.type,
      onclick: async () => {
        showError("");
        try { await show(api("POST", `/api/games/${gameId}/answer`, { decision: pending.id, answer: o.value })); }
        catch (err) { showError(err.message); refresh(); }  // the game moved on meanwhile: catch up
      },
    }, label);
    if (!canAnswer) button.disabled = true;
    options.append(button);
  }
  box.append(options);
}

function drawList(id, items) {
  const list = clear(document.getElementById(id));
  for (const text of items) list.append(el("li", {}, text));
  if (!items.length) list.append(el("li", { class: "muted" }, "none"));
}

// -- the two views ----------------------------------------------------------------------
// Requests that bring a view may answer out of order (a read sent before an answer can reach
// the page after it): a view is shown only if no request sent later has been shown already.
let sent = 0, shown = 0;
async function show(request) {
  const ticket = ++sent;
  const view = await request;
  if (ticket > shown) { shown = ticket; render(view); }
}

function render(view) {
  names = view.names || {};
  document.getElementById("phase").textContent = view.over
    ? `Game over: ${view.winner ? view.winner + " wins" : "no winner"}` : (view.phase || "");
  drawList("jinxes", (view.jinxes || []).map(j => `${j.characters.map(nameOf).join(" & ")}: ${j.reason}`));
  drawList("story", (view.story || []).filter(l => l.trim()).map(l => l.trim()));
  if (page === "storyteller") renderStoryteller(view); else renderSeat(view);
}

function renderStoryteller(view) {
  document.getElementById("title").textContent = "Storyteller: " + view.script;
  drawSquare(view.seats, null);
  drawPending(view.pending, true);
  const night = clear(document.getElementById("night"));
  for (const step of view.night_sheet.steps) {
    const li = el("li", { class: (step.id === view.night_sheet.awake ? "awake" : "") + (step.in_play ? "" : " absent") },
      el("strong", {}, step.name), step.reminder ? " " + step.reminder.replace(/:reminder:/g, "(reminder token)") : "");
    night.append(li);
  }
  const links = clear(document.getElementById("links"));
  for (const s of view.seat_links) {
    const url = `${location.origin}/g/${view.id}/seat#${s.token}`;
    const li = el("li", {}, el("strong", {}, `${s.seat + 1}. ${s.name}${s.bot ? " (bot)" : ""} `), el("a", { href: url, target: "_blank", rel: "noopener" }, "open"));
    if (!s.bot) {
      const img = el("img", { alt: `QR code for ${s.name}'s link`, "data-seat": String(s.seat) });
      li.append(el("br"), img);
      qrInto(img, view.id, s.seat);
    }
    links.append(li);
  }
}

// QR codes are fetched with the Authorization header (never a token in the image's URL) and
// shown from a blob: URL; each is fetched once per page.
const qrCache = new Map();
function qrInto(img, id, seat) {
  if (!qrCache.has(seat)) {
    qrCache.set(seat, fetch(`/api/games/${id}/qr/${seat}.svg`, { headers: { Authorization: "Bearer " + token } })
      .then(r => { if (!r.ok) throw new Error("QR code: " + r.status); return r.blob(); })
      .then(blob => URL.createObjectURL(blob))
      .catch(err => { qrCache.delete(seat); throw err; }));
  }
  qrCache.get(seat).then(url => { img.src = url; }).catch(err => showError(err.message));
}

function renderSeat(view) {
  document.getElementById("title").textContent = `${view.name}: ${view.script}`;
  const me = clear(document.getElementById("me"));
  me.append(el("p", {}, "You are ", el("strong", {}, view.character ? nameOf(view.character) : "?"), view.alignment ? ` (${view.alignment})` : ""));
  me.append(el("p", {}, view.alive ? "You are alive." : "You are dead."));
  if (view.bluffs && view.bluffs.length) me.append(el("p", {}, "Demon bluffs: " + view.bluffs.map(nameOf).join(", ")));
  drawSquare(view.seats, view.seat);
  drawPending(view.pending, true);
}

async function refresh() {
  try { await show(api("GET", `/api/games/${gameId}/view`)); document.getElementById("status").textContent = "live"; }
  catch (err) { showError(err.message); }
}

async function loadSheet() {
  const sheet = await api("GET", `/api/games/${gameId}/script`);
  const box = clear(document.getElementById("sheet"));
  for (const c of sheet.characters) {
    box.append(el("p", {}, el("strong", { class: "team-" + c.team }, c.name), ` (${c.team}): ${c.ability}`));
  }
}

// A browser keeps few connections open to one server (six, over HTTP/1.1): a hidden tab lets
// go of its event stream, and catches up when it is shown again.
// EventSource cannot send a header: each stream is opened with a single-use ticket from an
// authenticated POST, and a new ticket is fetched whenever the stream must reconnect.
let source = null, connecting = false;
async function live() {
  if (source || connecting || document.visibilityState === "hidden") return;
  connecting = true;
  try {
    const { ticket } = await api("POST", `/api/games/${gameId}/stream-ticket`);
    if (document.visibilityState === "hidden") return;
    source = new EventSource(`/api/games/${gameId}/events?ticket=${encodeURIComponent(ticket)}`);
    source.addEventListener("update", refresh);
    source.onerror = () => {
      document.getElementById("status").textContent = "reconnecting";
      if (source) source.close();
      source = null;
      setTimeout(() => { live(); refresh(); }, 1000);
    };
  } catch (err) {
    document.getElementById("status").textContent = "reconnecting";
    setTimeout(live, 3000);
  } finally { connecting = false; }
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden" && source) { source.close(); source = null; }
  else if (document.visibilityState === "visible") { live(); refresh(); }
});

// -- creating a game ----------------------------------------------------------------------
async function setupIndex() {
  const config = await api("GET", "/api/config");
  const field = document.getElementById("password-field");
  if (field && config.password_required) {
    field.hidden = false;
    document.getElementById("password").required = true;
    passwordRequired = true;
  }
  const select = document.getElementById("script");
  for (const s of await api("GET", "/api/scripts")) select.append(el("option", { value: s.id }, s.name));
  document.getElementById("draw").addEventListener("click", async () => {
    showError("");
    try {
      const file = document.getElementById("upload").files[0];
      const body = { players: Number(document.getElementById("players").value),
                     script: file ? JSON.parse(await file.text()) : select.value };
      const seed = document.getElementById("seed").value;
      if (seed !== "") body.seed = Number(seed);
      const names = document.getElementById("names").value.trim();
      if (names) body.names = names.split(",").map(n => n.trim());
      document.getElementById("setup").value = JSON.stringify(await api("POST", "/api/setups", body), null, 1);
    } catch (err) { showError(err.message); }
  });
  document.getElementById("create").addEventListener("submit", async (event) => {
    event.preventDefault();
    showError("");
    try {
      const body = { players: Number(document.getElementById("players").value) };
      const file = document.getElementById("upload").files[0];
      body.script = file ? JSON.parse(await file.text()) : select.value;
      const names = document.getElementById("names").value.trim();
      if (names) body.names = names.split(",").map(n => n.trim());
      const bots = document.getElementById("bots").value.trim();
      if (bots) body.bots = bots.split(",").map(n => Number(n.trim()) - 1);
      const seed = document.getElementById("seed").value;
      if (seed !== "") body.seed = Number(seed);
      const seating = document.getElementById("setup").value.trim();
      if (seating) body.setup = JSON.parse(seating);
      const created = await api("POST", "/api/games", body);
      location.assign(created.storyteller.url);
    } catch (err) { showError(err.message); }
  });
}

if (page === "index") setupIndex();
else if (!token || !gameId) showError("This page needs its secret link.");
else {
  refresh(); live();
  if (page === "seat") loadSheet().catch(err => showError(err.message));
  const undo = document.getElementById("undo");
  if (undo) undo.addEventListener("click", async () => {
    showError("");
    try { await show(api("POST", `/api/games/${gameId}/undo`)); } catch (err) { showError(err.message); }
  });
  const vote = document.getElementById("vote");
  if (vote) vote.addEventListener("submit", async (event) => {
    event.preventDefault();
    showError("");
    try {
      const view = await api("GET", `/api/games/${gameId}/view`);
      const byName = new Map(view.seats.map(s => [s.name.toLowerCase(), s.seat]));
      const voters = document.getElementById("hands").value.split(",").map(x => x.trim()).filter(Boolean)
        .map(x => /^\d+$/.test(x) ? Number(x) - 1 : byName.get(x.toLowerCase()));
      if (voters.some(v => v === undefined)) throw new Error("a raised hand names nobody at the table");
      await show(api("POST", `/api/games/${gameId}/votes`, { nominee: view.pending.about, voters }));
      document.getElementById("hands").value = "";
    } catch (err) { showError(err.message); }
  });
}
