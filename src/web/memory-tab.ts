// The trace page's Memories tab: the long-term memories with who they are about, their importance and
// when they were last used, a filter, and a delete button per memory (DELETE /api/memories/<id>). Every
// fact is put in the page as text, never as HTML: memories come from what people and the model said.

export const MEMORY_TABS_HTML = `<nav class="tabs" role="tablist" aria-label="Views">
  <button id="tab-turns" class="tab" role="tab" aria-selected="true" aria-controls="turns-view">Turns</button>
  <button id="tab-memories" class="tab" role="tab" aria-selected="false" aria-controls="memories">Memories</button>
  <button id="tab-models" class="tab" role="tab" aria-selected="false" aria-controls="models">Models</button>
</nav>`;

export const MEMORY_VIEW_HTML = `<section id="memories" class="memories card" aria-label="Long-term memories" hidden>
  <div class="turns-head">
    <input id="memory-filter" type="search" placeholder="Filter memories…" aria-label="Filter memories" autocomplete="off">
    <span id="memory-count" class="sub"></span>
  </div>
  <ol id="memory-list" class="list"></ol>
  <p id="memory-empty" class="empty" hidden></p>
</section>`;

export const MEMORY_TAB_STYLE = `
[hidden] { display: none !important; }
.tabs { display: flex; gap: 4px; padding: 0 24px 8px; }
.tab { border: 1px solid var(--line); background: var(--card); color: var(--text); border-radius: 999px; padding: 5px 14px; font: inherit; cursor: pointer; }
.tab[aria-selected="true"] { background: var(--primary-soft); color: var(--primary); border-color: transparent; font-weight: 600; }
.memories { margin: 0 24px 24px; }
.memory-row { padding: 10px 14px; border-bottom: 1px solid var(--line); display: grid; grid-template-columns: 1fr auto; gap: 3px 12px; align-items: center; }
.memory-row .meta { display: flex; gap: 8px; align-items: center; color: var(--muted); font-size: 12px; flex-wrap: wrap; }
.memory-row .fact { font-weight: 500; overflow-wrap: anywhere; }
.memory-row button { border: 1px solid var(--line); background: var(--card); color: var(--bad); border-radius: 8px; padding: 4px 10px; font: inherit; cursor: pointer; }
.memory-row button:disabled { opacity: .5; cursor: progress; }
`;

export const MEMORY_TAB_SCRIPT = String.raw`
'use strict';
(function () {
  var base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  var turnsTab = document.getElementById('tab-turns');
  var memoriesTab = document.getElementById('tab-memories');
  var view = document.getElementById('memories');
  var listEl = document.getElementById('memory-list');
  var emptyEl = document.getElementById('memory-empty');
  var countEl = document.getElementById('memory-count');
  var filterEl = document.getElementById('memory-filter');
  var turnViews = [document.getElementById('totals'), document.querySelector('main.layout')];
  var memories = [];
  var enabled = true;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function when(epoch) { return new Date(epoch).toLocaleDateString(); }

  function show(memoriesShown) {
    turnsTab.setAttribute('aria-selected', String(!memoriesShown));
    memoriesTab.setAttribute('aria-selected', String(memoriesShown));
    view.hidden = !memoriesShown;
    turnViews.forEach(function (node) { if (node) node.hidden = memoriesShown; });
    if (memoriesShown) load();
  }

  function load() {
    fetch(base + 'api/memories', { cache: 'no-store' })
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(function (body) { enabled = body.enabled; memories = body.memories || []; render(); },
        function () { emptyEl.hidden = false; emptyEl.textContent = 'Could not load the memories.'; });
  }

  function render() {
    listEl.replaceChildren();
    var q = filterEl.value.trim().toLowerCase();
    var shown = memories.filter(function (m) {
      return !q || (m.fact + ' ' + (m.about || '')).toLowerCase().indexOf(q) !== -1;
    });
    countEl.textContent = memories.length + (memories.length === 1 ? ' memory' : ' memories');
    emptyEl.hidden = shown.length !== 0;
    emptyEl.textContent = !enabled ? 'Long-term memory is off (option memory).'
      : memories.length === 0 ? 'Nothing remembered yet. Say "remember that …" to Hearth.'
      : 'No memory matches this filter.';
    shown.forEach(function (m) {
      var item = el('li', 'memory-row');
      item.dataset.id = m.id;
      var text = el('div', '');
      var meta = el('div', 'meta');
      if (m.about) meta.append(el('span', 'chip', m.about));
      meta.append(el('span', '', 'importance ' + m.importance));
      meta.append(el('span', '', m.source === 'told' ? 'told' : 'noticed'));
      meta.append(el('span', '', 'last used ' + when(m.lastUsedAt)));
      text.append(el('div', 'fact', m.fact), meta);
      var remove = el('button', '', 'Delete');
      remove.type = 'button';
      remove.setAttribute('aria-label', 'Delete memory: ' + m.fact);
      remove.addEventListener('click', function () {
        remove.disabled = true;
        fetch(base + 'api/memories/' + encodeURIComponent(m.id), { method: 'DELETE' }).then(function (response) {
          if (!response.ok && response.status !== 404) throw new Error(String(response.status));
          memories = memories.filter(function (other) { return other.id !== m.id; });
          render();
        }).catch(function () { remove.disabled = false; });
      });
      item.append(text, remove);
      listEl.append(item);
    });
  }

  turnsTab.addEventListener('click', function () { show(false); });
  memoriesTab.addEventListener('click', function () { show(true); });
  filterEl.addEventListener('input', render);
  if (location.hash === '#memories') show(true);
})();
`;
