// The trace page's Models tab: start an evaluation of model names on this home, watch it run, and compare past
// runs side by side (a chart of success per category, a table of scores, times, tokens and failure kinds).
// Model names and task texts come from people and servers: everything is put in the page as text.

export const MODELS_VIEW_HTML = `<section id="models" class="models" aria-label="Models" hidden>
  <div class="card models-start">
    <h2>Which model works for this home</h2>
    <p class="sub">Tasks made from this home's devices, names and languages run through Hearth in a sandbox copy of the home: nothing reaches the real one. Each model is scored by how the sandbox ends and what it said.</p>
    <div class="eval-form">
      <label>Models <input id="eval-models" type="text" autocomplete="off" spellcheck="false" placeholder="qwen2.5:7b, llama3.1:8b"></label>
      <label>Tasks <input id="eval-tasks" type="number" min="1" max="300" value="40"></label>
      <label>Seed <input id="eval-seed" type="number" min="0" value="1"></label>
      <button id="eval-start" type="button">Start evaluation</button>
    </div>
    <div id="eval-progress" class="eval-progress" hidden>
      <div class="eval-bar"><span id="eval-bar-fill"></span></div>
      <span id="eval-progress-text"></span>
    </div>
    <p id="eval-message" class="eval-message" hidden></p>
  </div>
  <div class="card models-runs">
    <h2>Past runs side by side</h2>
    <div id="eval-chart" class="eval-chart"></div>
    <div class="eval-table-wrap"><table id="eval-table" class="eval-table"></table></div>
    <p id="eval-empty" class="empty">No evaluation yet. Start one above, or run <code>hearth eval</code>.</p>
  </div>
</section>`;

export const MODELS_TAB_STYLE = `
.models { display: grid; gap: 16px; margin: 0 24px 24px; }
.models .card { padding: 4px 16px 16px; }
.models h2 { margin-top: 14px; }
.eval-form { display: flex; gap: 12px; align-items: end; flex-wrap: wrap; margin-top: 10px; }
.eval-form label { display: grid; gap: 4px; color: var(--muted); font-size: 12px; }
.eval-form input { padding: 7px 10px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--text); font: inherit; }
#eval-models { min-width: 320px; }
#eval-tasks, #eval-seed { width: 90px; }
#eval-start { border: 0; background: var(--primary); color: #fff; border-radius: 8px; padding: 8px 16px; font: inherit; font-weight: 600; cursor: pointer; }
#eval-start:disabled { opacity: .5; cursor: progress; }
.eval-progress { display: flex; gap: 12px; align-items: center; margin-top: 14px; }
.eval-bar { flex: 1; max-width: 480px; height: 10px; border-radius: 999px; background: var(--bg); border: 1px solid var(--line); overflow: hidden; }
.eval-bar span { display: block; height: 100%; width: 0; background: var(--primary); transition: width .3s; }
.eval-message { margin: 12px 0 0; color: var(--bad); }
.eval-chart svg { width: 100%; height: auto; display: block; }
.eval-chart text { fill: var(--muted); font-size: 11px; }
.eval-legend { display: flex; gap: 14px; flex-wrap: wrap; font-size: 12px; color: var(--muted); margin: 4px 0 8px; }
.eval-legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 5px; vertical-align: -1px; }
.eval-table-wrap { overflow-x: auto; }
.eval-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: 13px; }
.eval-table th, .eval-table td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
.eval-table th:first-child, .eval-table td:first-child { text-align: left; color: var(--muted); }
.eval-table tr.section td { color: var(--text); font-weight: 600; padding-top: 12px; }
.eval-table td.best { color: var(--ok); font-weight: 600; }
`;

export const MODELS_TAB_SCRIPT = String.raw`
'use strict';
(function () {
  var base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  var tab = document.getElementById('tab-models');
  var view = document.getElementById('models');
  var others = [document.getElementById('tab-turns'), document.getElementById('tab-memories')];
  var hiddenWhileShown = [document.getElementById('totals'), document.querySelector('main.layout'), document.getElementById('memories')];
  var modelsEl = document.getElementById('eval-models');
  var tasksEl = document.getElementById('eval-tasks');
  var seedEl = document.getElementById('eval-seed');
  var startEl = document.getElementById('eval-start');
  var progressEl = document.getElementById('eval-progress');
  var fillEl = document.getElementById('eval-bar-fill');
  var progressText = document.getElementById('eval-progress-text');
  var messageEl = document.getElementById('eval-message');
  var chartEl = document.getElementById('eval-chart');
  var tableEl = document.getElementById('eval-table');
  var emptyEl = document.getElementById('eval-empty');
  var COLORS = ['#0b88c9', '#e8912d', '#2e8540', '#9c4dcc', '#c62828', '#5b6cf0'];
  var watchesEl = document.getElementById('watches');
  var watchesHidden = true;
  var shown = false;
  var timer;
  var lastRuns = '';

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function svg(tag, attributes, text) {
    var node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, String(attributes[key])); });
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function ms(value) { return value === undefined || value === null ? '–' : value >= 10000 ? (value / 1000).toFixed(1) + ' s' : Math.round(value) + ' ms'; }
  function pct(share) { return Math.round(share * 100) + ' %'; }
  function message(text) { messageEl.hidden = !text; messageEl.textContent = text || ''; }

  function show(on) {
    if (watchesEl && on !== shown) {
      if (on) { watchesHidden = watchesEl.hidden; watchesEl.hidden = true; } else watchesEl.hidden = watchesHidden;
    }
    shown = on;
    tab.setAttribute('aria-selected', String(on));
    view.hidden = !on;
    if (on) {
      others.forEach(function (other) { if (other) other.setAttribute('aria-selected', 'false'); });
      hiddenWhileShown.forEach(function (node) { if (node) node.hidden = true; });
      load();
    } else clearTimeout(timer);
  }

  /** Columns: the newest runs' models, newest first, at most six. */
  function columns(runs) {
    var list = [];
    runs.forEach(function (run) {
      run.models.forEach(function (model) { if (list.length < 6) list.push({ run: run, model: model }); });
    });
    return list;
  }
  function label(column) {
    return column.model.model + ' · ' + new Date(column.run.startedAt).toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  }

  function renderChart(cols) {
    chartEl.replaceChildren();
    if (cols.length === 0) return;
    var categories = [];
    cols.forEach(function (c) { c.run.categories.forEach(function (cat) { if (categories.indexOf(cat) === -1) categories.push(cat); }); });
    var groups = ['overall'].concat(categories);
    var width = 960, height = 270, left = 44, bottom = 100, top = 12;
    var groupWidth = (width - left) / groups.length;
    var barWidth = Math.max(3, Math.min(18, (groupWidth - 8) / cols.length));
    var chart = svg('svg', { viewBox: '0 0 ' + width + ' ' + height, role: 'img', 'aria-label': 'Success per category for each model' });
    [0, 50, 100].forEach(function (tick) {
      var y = top + (height - top - bottom) * (1 - tick / 100);
      chart.append(svg('line', { x1: left, x2: width, y1: y, y2: y, stroke: 'currentColor', 'stroke-opacity': 0.12 }));
      chart.append(svg('text', { x: left - 6, y: y + 4, 'text-anchor': 'end' }, tick + '%'));
    });
    groups.forEach(function (group, g) {
      var x0 = left + g * groupWidth + (groupWidth - barWidth * cols.length) / 2;
      cols.forEach(function (c, i) {
        var share = group === 'overall' ? c.model.score : (c.model.byCategory[group] ? c.model.byCategory[group].passed / c.model.byCategory[group].total : null);
        if (share === null) return;
        var h = (height - top - bottom) * share;
        var bar = svg('rect', { x: x0 + i * barWidth, y: top + (height - top - bottom) - h, width: barWidth - 1, height: Math.max(h, 1), rx: 2, fill: COLORS[i % COLORS.length] });
        bar.append(svg('title', {}, label(c) + ' — ' + group + ': ' + pct(share)));
        chart.append(bar);
      });
      var tx = left + g * groupWidth + groupWidth / 2, ty = height - bottom + 12;
      chart.append(svg('text', { x: tx, y: ty, 'text-anchor': 'end', transform: 'rotate(-35 ' + tx + ' ' + ty + ')' }, group));
    });
    var legend = el('div', 'eval-legend');
    cols.forEach(function (c, i) {
      var item = el('span', '');
      var swatch = el('i', '');
      swatch.style.background = COLORS[i % COLORS.length];
      item.append(swatch, document.createTextNode(label(c)));
      legend.append(item);
    });
    chartEl.append(legend, chart);
  }

  function renderTable(cols) {
    tableEl.replaceChildren();
    if (cols.length === 0) return;
    var head = el('tr');
    head.append(el('th', '', ''));
    cols.forEach(function (c) { head.append(el('th', '', label(c))); });
    tableEl.append(head);
    function row(name, values, best) {
      var tr = el('tr');
      tr.append(el('td', '', name));
      var top = best ? best(values) : undefined;
      values.forEach(function (value) {
        tr.append(el('td', top !== undefined && value.raw === top ? 'best' : '', value.text));
      });
      tableEl.append(tr);
    }
    function section(name) { var tr = el('tr', 'section'); tr.append(el('td', '', name)); tableEl.append(tr); }
    function max(values) { return Math.max.apply(null, values.map(function (v) { return v.raw; })); }
    function min(values) { var raws = values.map(function (v) { return v.raw; }).filter(function (r) { return r !== undefined; }); return raws.length ? Math.min.apply(null, raws) : undefined; }
    row('score', cols.map(function (c) { return { raw: c.model.score, text: pct(c.model.score) + ' (' + c.model.passed + '/' + c.model.total + ')' }; }), max);
    row('first chunk, median', cols.map(function (c) { return { raw: c.model.firstChunkMs.median, text: ms(c.model.firstChunkMs.median) }; }), min);
    row('whole turn, median', cols.map(function (c) { return { raw: c.model.totalMs.median, text: ms(c.model.totalMs.median) }; }), min);
    row('tokens in / out', cols.map(function (c) { return { text: c.model.tokens.input + ' / ' + c.model.tokens.output }; }));
    row('tool calls', cols.map(function (c) { return { text: c.model.toolCalls }; }));
    row('home, tasks, seed', cols.map(function (c) { return { text: c.run.home.name + ', ' + c.run.tasks + ', ' + c.run.seed }; }));
    var kinds = [];
    cols.forEach(function (c) { Object.keys(c.model.failures).forEach(function (k) { if (kinds.indexOf(k) === -1) kinds.push(k); }); });
    if (kinds.length) {
      section('failures');
      kinds.forEach(function (kind) { row(kind, cols.map(function (c) { return { text: c.model.failures[kind] || 0 }; })); });
    }
    section('per category');
    var categories = [];
    cols.forEach(function (c) { c.run.categories.forEach(function (cat) { if (categories.indexOf(cat) === -1) categories.push(cat); }); });
    categories.forEach(function (cat) {
      row(cat, cols.map(function (c) { var s = c.model.byCategory[cat]; return { text: s ? s.passed + '/' + s.total : '' }; }));
    });
  }

  function render(body) {
    if (!modelsEl.value && body.defaultModel) modelsEl.value = body.defaultModel;
    var running = body.running;
    startEl.disabled = !body.available || !!running;
    if (!body.available) message(body.reason || 'Evaluations are not available.');
    else if (!running && body.lastError) message('The last evaluation failed: ' + body.lastError);
    else message('');
    progressEl.hidden = !running;
    if (running) {
      var p = running.progress;
      var total = running.tasks * running.models.length;
      var done = p ? p.modelIndex * p.total + p.done : 0;
      fillEl.style.width = Math.round((done / total) * 100) + '%';
      progressText.textContent = p
        ? p.model + ' (' + (p.modelIndex + 1) + '/' + p.models + '): ' + p.done + '/' + p.total + (p.last ? ' — ' + p.last.taskId + ' ' + (p.last.passed ? 'passed' : p.last.failure) : '')
        : 'Copying the home and starting the sandbox…';
    }
    var key = JSON.stringify(body.runs.map(function (run) { return run.id; }));
    if (key !== lastRuns) {
      lastRuns = key;
      var cols = columns(body.runs);
      emptyEl.hidden = cols.length !== 0;
      renderChart(cols);
      renderTable(cols);
    }
    clearTimeout(timer);
    if (running && shown) timer = setTimeout(load, 500);
  }

  function load() {
    fetch(base + 'api/evals', { cache: 'no-store' })
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(render, function () { message('Could not load the evaluations.'); });
  }

  startEl.addEventListener('click', function () {
    var models = modelsEl.value.split(',').map(function (name) { return name.trim(); }).filter(Boolean);
    if (models.length === 0) { message('Name at least one model.'); return; }
    startEl.disabled = true;
    fetch(base + 'api/evals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hearth-request': 'start-eval' },
      body: JSON.stringify({ models: models, tasks: Number(tasksEl.value) || 40, seed: Number(seedEl.value) || 0 }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) { message(body.error || ('Could not start: ' + response.status)); startEl.disabled = false; return; }
        message('');
        load();
      });
    }, function () { message('Could not reach Hearth.'); startEl.disabled = false; });
  });
  tab.addEventListener('click', function () { show(true); });
  others.forEach(function (other) { if (other) other.addEventListener('click', function () { show(false); }); });
  if (location.hash === '#models') show(true);
})();
`;
