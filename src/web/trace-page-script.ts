// The trace page's script (plain browser JavaScript, no build step): list, detail, totals, live updates.
// Builds every element with textContent: transcripts, names and tool results are data, never markup.
export const PAGE_SCRIPT = String.raw`
'use strict';
(function () {
  var base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  var listEl = document.getElementById('list');
  var emptyEl = document.getElementById('empty');
  var detailEl = document.getElementById('detail');
  var totalsEl = document.getElementById('totals');
  var statusEl = document.getElementById('status');
  var searchEl = document.getElementById('search');
  var liveEl = document.getElementById('live');
  var rows = [];
  var selectedId = (location.hash.match(/^#turn=(.+)$/) || [])[1];
  if (selectedId) selectedId = decodeURIComponent(selectedId);
  var selectedTrace;
  var query = '';

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function ms(value) {
    if (value === undefined || value === null) return '–';
    return value >= 10000 ? (value / 1000).toFixed(1) + ' s' : Math.round(value) + ' ms';
  }
  function clock(epoch) {
    var date = new Date(epoch);
    var sameDay = new Date().toDateString() === date.toDateString();
    return (sameDay ? '' : date.toLocaleDateString() + ' ') + date.toLocaleTimeString();
  }
  function getJson(path) {
    return fetch(base + path, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) throw new Error(path + ': ' + response.status);
      return response.json();
    });
  }
  function matches(summary) {
    if (!query) return true;
    var q = query.toLowerCase();
    return [summary.heard, summary.said, summary.handoff || ''].concat(summary.tools || [])
      .some(function (text) { return String(text).toLowerCase().indexOf(q) !== -1; });
  }

  function renderList(freshId) {
    listEl.replaceChildren();
    var shown = rows.filter(matches);
    emptyEl.hidden = shown.length !== 0;
    emptyEl.textContent = rows.length === 0
      ? 'No turns yet. Ask something through Assist or with hearth ask.'
      : 'No turn matches this search.';
    shown.forEach(function (summary) {
      var item = el('li', 'row' + (summary.id === selectedId ? ' selected' : '') + (summary.id === freshId ? ' fresh' : ''));
      item.dataset.id = summary.id;
      item.tabIndex = 0;
      var meta = el('div', 'meta');
      meta.append(el('span', '', clock(summary.startedAt)));
      if (summary.area || summary.satellite) meta.append(el('span', 'chip', summary.area || summary.satellite));
      meta.append(el('span', 'chip', summary.language));
      meta.append(el('span', 'spacer'));
      if (summary.firstChunkMs !== undefined) meta.append(el('span', '', ms(summary.firstChunkMs)));
      meta.append(el('span', 'badge ' + summary.outcome, summary.errorCode || summary.outcome));
      if (summary.conversationId) meta.append(clearButton(summary.conversationId));
      item.append(meta, el('div', 'heard', summary.heard), el('div', 'said', summary.handoff ? summary.handoff + ' …' : summary.said || '…'));
      item.addEventListener('click', function () { select(summary.id); });
      item.addEventListener('keydown', function (event) { if (event.key === 'Enter') select(summary.id); });
      listEl.append(item);
    });
  }

  // Clear: forgets the history of this turn's conversation (DELETE, so no other site can do it), so the
  // next turn in it starts over. The turns stay listed: they are what happened.
  var cleared = {};
  function clearButton(conversationId) {
    var done = cleared[conversationId];
    var button = el('button', 'clear', done ? 'Cleared' : 'Clear');
    button.type = 'button';
    button.disabled = Boolean(done);
    button.title = 'Forget the history of conversation ' + conversationId + ' (long-term memories stay)';
    button.dataset.conversation = conversationId;
    button.addEventListener('click', function (event) {
      event.stopPropagation();
      button.disabled = true;
      fetch(base + 'api/conversations/' + encodeURIComponent(conversationId), { method: 'DELETE' })
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          cleared[conversationId] = true;
          renderList();
        })
        .catch(function () { button.disabled = false; button.textContent = 'Clear failed: retry'; });
    });
    button.addEventListener('keydown', function (event) { event.stopPropagation(); });
    return button;
  }

  function select(id) {
    selectedId = id;
    history.replaceState(null, '', '#turn=' + encodeURIComponent(id));
    Array.prototype.forEach.call(listEl.children, function (item) {
      item.classList.toggle('selected', item.dataset.id === id);
    });
    getJson('api/turns/' + encodeURIComponent(id)).then(renderDetail, function () {
      detailEl.replaceChildren(el('p', 'empty', 'This turn is no longer kept.'));
    });
  }

  function quote(kind, who, text) {
    var box = el('div', 'quote ' + kind);
    box.append(el('span', 'who', who), document.createTextNode(text));
    return box;
  }

  function timeline(trace) {
    var entries = [{ name: 'turn start', mark: 0 }];
    trace.steps.forEach(function (step) {
      entries.push({ name: 'model step ' + step.index, kind: 'model', start: step.startMs, end: step.endMs, ttft: step.firstTokenMs });
    });
    trace.toolCalls.forEach(function (call) {
      entries.push({ name: call.name, kind: 'tool', start: call.startMs, end: call.durationMs === undefined ? undefined : call.startMs + call.durationMs });
    });
    if (trace.steps[0] && trace.steps[0].firstTokenMs !== undefined) entries.push({ name: 'model first token', mark: trace.steps[0].firstTokenMs });
    if (trace.firstChunkMs !== undefined) entries.push({ name: 'first chunk', mark: trace.firstChunkMs });
    if (trace.handledMs !== undefined) entries.push({ name: 'handled', mark: trace.handledMs });
    if (trace.firstAudioMs !== undefined) entries.push({ name: 'TTS first audio', mark: trace.firstAudioMs, audio: true });
    var total = Math.max(1, trace.totalMs || 0, trace.handledMs || 0, trace.firstAudioMs || 0);
    entries.forEach(function (entry) { total = Math.max(total, entry.end || 0, entry.mark || 0); });
    entries.sort(function (a, b) { return (a.start !== undefined ? a.start : a.mark) - (b.start !== undefined ? b.start : b.mark); });
    var grid = el('div', 'timeline');
    var pct = function (value) { return (100 * value / total).toFixed(2) + '%'; };
    entries.forEach(function (entry) {
      var track = el('div', 'track');
      var bar;
      if (entry.mark !== undefined) {
        bar = el('div', 'bar mark' + (entry.audio ? ' audio' : ''));
        bar.style.left = 'calc(' + pct(entry.mark) + ' - 1px)';
        grid.append(el('div', 'name', entry.name), track, el('div', 'ms', 'at ' + ms(entry.mark)));
      } else {
        var end = entry.end !== undefined ? entry.end : total;
        bar = el('div', 'bar ' + entry.kind);
        bar.style.left = pct(entry.start);
        bar.style.width = pct(Math.max(0, end - entry.start));
        bar.title = entry.name + ': ' + ms(entry.start) + ' → ' + ms(entry.end);
        if (entry.ttft !== undefined) {
          var tick = el('div', 'bar ttft');
          tick.style.left = pct(entry.ttft);
          tick.title = 'first token ' + ms(entry.ttft);
          track.append(tick);
        }
        grid.append(el('div', 'name', entry.name), track, el('div', 'ms', entry.end === undefined ? 'running' : ms(entry.end - entry.start)));
      }
      track.prepend(bar);
    });
    var axis = el('div', 'axis');
    axis.append(el('span', '', '0'), el('span', '', ms(total / 2)), el('span', '', ms(total)));
    grid.append(el('div'), axis, el('div'));
    return grid;
  }

  function stepsTable(trace) {
    var table = el('table');
    var head = el('tr');
    ['step', 'start', 'first token', 'duration', 'prompt', 'cached', 'completion', 'finish'].forEach(function (title, index) {
      head.append(el('th', index > 0 && index < 7 ? 'num' : '', title));
    });
    table.append(head);
    trace.steps.forEach(function (step) {
      var row = el('tr');
      var cells = [step.index, ms(step.startMs), ms(step.firstTokenMs === undefined ? undefined : step.firstTokenMs - step.startMs),
        ms(step.endMs === undefined ? undefined : step.endMs - step.startMs),
        step.promptTokens === undefined ? '–' : step.promptTokens, step.cachedTokens === undefined ? '–' : step.cachedTokens,
        step.completionTokens === undefined ? '–' : step.completionTokens, step.finish || '–'];
      cells.forEach(function (value, index) { row.append(el('td', index > 0 && index < 7 ? 'num' : '', value)); });
      table.append(row);
    });
    return table;
  }

  function toolCall(call) {
    var box = el('details', 'tool');
    var summary = el('summary');
    summary.append(el('span', 'tool-name', call.name), el('span', 'chip', 'at ' + ms(call.startMs)), el('span', 'spacer'),
      el('span', '', ms(call.durationMs)),
      el('span', 'badge ' + (call.ok === undefined ? 'running' : call.ok ? 'answered' : 'failed'), call.ok === undefined ? 'running' : call.ok ? 'ok' : 'error'));
    var body = el('div', 'body');
    body.append(el('div', 'who', 'arguments'), el('pre', '', pretty(call.arguments)));
    if (call.result !== undefined) body.append(el('div', 'who', 'result'), el('pre', '', pretty(call.result)));
    box.append(summary, body);
    return box;
  }
  function pretty(text) {
    try { return JSON.stringify(JSON.parse(text), null, 2); } catch (error) { return text; }
  }

  function copyJson(trace, button) {
    var text = JSON.stringify(trace, null, 2);
    var done = function () { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy as JSON'; }, 1500); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else { fallbackCopy(text); done(); }
  }
  function fallbackCopy(text) {
    var area = el('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try { document.execCommand('copy'); } catch (error) { /* the JSON stays selectable in the page */ }
    area.remove();
  }

  function renderDetail(trace) {
    selectedTrace = trace;
    detailEl.replaceChildren();
    var head = el('div', 'detail-head');
    var title = el('div');
    var facts = el('div', 'facts');
    facts.append(el('span', 'badge ' + trace.outcome, trace.outcome), el('span', '', clock(trace.startedAt)));
    if (trace.satellite) facts.append(el('span', '', 'satellite ' + trace.satellite));
    if (trace.area) facts.append(el('span', '', 'area ' + trace.area));
    facts.append(el('span', '', 'language ' + trace.language));
    if (trace.conversationId) facts.append(el('span', '', 'conversation ' + trace.conversationId));
    facts.append(el('span', '', 'first chunk ' + ms(trace.firstChunkMs)), el('span', '', 'total ' + ms(trace.totalMs)));
    title.append(facts);
    var copy = el('button', '', 'Copy as JSON');
    copy.type = 'button';
    copy.id = 'copy-json';
    copy.addEventListener('click', function () { copyJson(trace, copy); });
    head.append(title, copy);
    detailEl.append(head, quote('heard', 'heard', trace.heard));
    if (trace.handoff) detailEl.append(quote('said', 'handed off early', trace.handoff));
    detailEl.append(quote('said', 'said', trace.said || '…'));
    if (trace.error) {
      var error = el('div', 'error');
      var line = el('div');
      line.append(el('strong', '', trace.error.code + (trace.error.status ? ' (' + trace.error.status + ')' : '')), document.createTextNode(' ' + trace.error.message));
      error.append(line);
      if (trace.error.hint) error.append(el('div', 'hint', trace.error.hint));
      detailEl.append(error);
    }
    detailEl.append(el('h2', '', 'Timeline'), timeline(trace));
    detailEl.append(el('h2', '', 'Model steps'), trace.steps.length ? stepsTable(trace) : el('p', 'empty', 'No model request was made.'));
    detailEl.append(el('h2', '', 'Tool calls (' + trace.toolCalls.length + ')'));
    if (trace.toolCalls.length === 0) detailEl.append(el('p', 'empty', 'No tools were called.'));
    trace.toolCalls.forEach(function (call) { detailEl.append(toolCall(call)); });
  }

  function stat(label, value, note) {
    var box = el('div', 'stat');
    box.append(el('div', 'label', label), el('div', 'value', value));
    if (note) box.append(el('div', 'note', note));
    return box;
  }
  function renderTotals(totals) {
    totalsEl.replaceChildren();
    var failures = Object.keys(totals.failuresByCode).map(function (code) { return code + ' ' + totals.failuresByCode[code]; });
    var failed = failures.length ? Object.values(totals.failuresByCode).reduce(function (a, b) { return a + b; }, 0) : 0;
    totalsEl.append(
      stat('Turns since start', totals.turns, totals.answered + ' answered · ' + totals.toolCalls + ' tool calls'),
      stat('Failures', failed, failures.join(' · ') || 'none'),
      stat('Tokens', (totals.tokens.prompt + totals.tokens.completion).toLocaleString(), totals.tokens.prompt.toLocaleString() + ' in (' + totals.tokens.cached.toLocaleString() + ' cached) · ' + totals.tokens.completion.toLocaleString() + ' out'),
      stat('First chunk', ms(totals.firstChunk.median), 'median · p95 ' + ms(totals.firstChunk.p95)),
      stat('First audio', ms(totals.firstAudio.median), totals.firstAudio.samples ? 'median · p95 ' + ms(totals.firstAudio.p95) : 'when Hearth\'s voice speaks'));
    var hist = el('div', 'stat');
    hist.append(el('div', 'label', 'First chunk spread'));
    var bars = el('div', 'hist');
    var labels = el('div', 'hist-labels');
    var most = Math.max.apply(null, totals.histogram.counts.concat(1));
    totals.histogram.counts.forEach(function (count, index) {
      var bar = el('div');
      bar.style.height = Math.max(4, 100 * count / most) + '%';
      var bound = totals.histogram.bounds[index];
      bar.title = (bound === undefined ? '≥ ' + ms(totals.histogram.bounds[index - 1]) : '< ' + ms(bound)) + ': ' + count;
      bars.append(bar);
      labels.append(el('span', '', bound === undefined ? '>' : bound >= 1000 ? bound / 1000 + 's' : bound));
    });
    hist.append(bars, labels);
    totalsEl.append(hist);
  }

  function renderStatus(status) {
    statusEl.replaceChildren();
    if (!status) return;
    if (status.version) statusEl.append(el('span', 'pill', 'v' + status.version + ' · ' + status.mode));
    if (status.model) statusEl.append(el('span', 'pill', status.model));
    var check = status.modelCheck;
    if (check) statusEl.append(el('span', 'pill ' + (check.ok ? 'ok' : check.problem === 'no-key' || check.problem === 'no-tool-calls' ? 'warn' : 'bad'), check.ok ? 'model check passed' : check.summary));
    renderContext(status.modelContext);
    if (status.userTools && status.userTools.found) renderUserTools(status.userTools);
  }

  // The model's context: its size and what the fixed part leaves, or the last overflow and what to change.
  function renderContext(context) {
    if (!context) return;
    var problem = context.problem;
    if (problem) {
      statusEl.append(el('span', 'pill warn', 'context problem ' + clock(Date.parse(problem.at)) + ': ' + problem.summary + '. ' + problem.hint));
    } else if (context.hint) {
      statusEl.append(el('span', 'pill bad', 'context: ' + context.summary + '. ' + context.hint));
    } else if (context.window) {
      var pill = el('span', 'pill ok', 'context ' + context.window.tokens + ' tokens');
      pill.title = context.summary || context.window.source;
      statusEl.append(pill);
    }
  }

  // tools.yaml: the loaded tools with their last failure, and the file's problems with positions.
  function renderUserTools(user) {
    var box = el('details', 'user-tools');
    var failing = user.tools.filter(function (tool) { return tool.lastError; }).length;
    var summary = user.tools.length + ' of your tools' + (user.problems.length ? ' · ' + user.problems.length + ' problem(s)' : '');
    box.append(el('summary', 'pill ' + (user.problems.length || failing ? 'warn' : 'ok'), summary));
    var list = el('ul', 'user-tools-list');
    user.tools.forEach(function (tool) {
      var item = el('li', '', tool.name + ' (' + tool.kind + ', line ' + tool.line + ')');
      if (tool.lastError) item.append(el('div', 'user-tool-error', 'last failure ' + clock(Date.parse(tool.lastError.at)) + ': ' + tool.lastError.message));
      list.append(item);
    });
    user.problems.forEach(function (problem) {
      list.append(el('li', 'user-tool-error', problem.file + ':' + problem.line + ':' + problem.column + ' ' + problem.message));
    });
    box.append(list);
    statusEl.append(box);
  }

  function refresh() {
    var path = 'api/turns' + (query ? '?q=' + encodeURIComponent(query) : '');
    return getJson(path).then(function (body) { rows = body.turns; renderList(); });
  }

  var searchTimer;
  searchEl.addEventListener('input', function () {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () { query = searchEl.value.trim(); refresh(); }, 150);
  });

  function connect() {
    var source = new EventSource(base + 'api/stream');
    source.onopen = function () { liveEl.classList.add('on'); liveEl.textContent = 'live'; };
    source.onerror = function () { liveEl.classList.remove('on'); liveEl.textContent = 'reconnecting'; };
    source.addEventListener('turn', function (event) {
      var data = JSON.parse(event.data);
      var index = rows.findIndex(function (row) { return row.id === data.summary.id; });
      var isNew = index === -1;
      if (isNew) rows.unshift(data.summary); else rows[index] = data.summary;
      if (rows.length > 200) rows.length = 200;
      renderList(isNew ? data.summary.id : undefined);
      if (data.trace.id === selectedId) renderDetail(data.trace);
    });
    source.addEventListener('totals', function (event) { renderTotals(JSON.parse(event.data)); });
  }

  getJson('api/totals').then(function (body) { renderTotals(body.totals); renderStatus(body.status); });
  refresh().then(function () { if (selectedId) select(selectedId); });
  connect();
  window.hearthTrace = { current: function () { return selectedTrace; } };
})();
`;
