// The trace page's watches panel (plain browser JavaScript): the watches Hearth keeps, each with a cancel
// button. Values are put in the page as text only; cancelling sends a header no other site can send.
export const WATCH_PANEL_SCRIPT = String.raw`
'use strict';
(function () {
  var base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  var panel = document.getElementById('watches');
  var listEl = document.getElementById('watch-list');
  if (!panel || !listEl) return;
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function describe(condition, forSeconds) {
    var text = condition.kind === 'equals' ? 'becomes ' + condition.state
      : condition.kind === 'leaves' ? 'leaves ' + condition.state
      : condition.kind === 'above' ? 'goes above ' + condition.value
      : condition.kind === 'below' ? 'goes below ' + condition.value
      : 'stays' + (condition.state ? ' ' + condition.state : '');
    return forSeconds > 0 ? text + ' for ' + Math.round(forSeconds / 60) + ' min' : text;
  }
  function render(watches) {
    panel.hidden = false;
    listEl.replaceChildren();
    if (watches.length === 0) {
      listEl.append(el('li', 'empty', 'No watches. Ask "tell me when the washer is done" through a satellite.'));
      return;
    }
    watches.forEach(function (watch) {
      var item = el('li', 'watch');
      var what = el('div', 'heard', watch.entityIds.join(', ') + ' ' + describe(watch.condition, watch.forSeconds));
      var meta = el('div', 'meta');
      meta.append(el('span', 'chip', watch.target.entityId));
      meta.append(el('span', '', 'until ' + new Date(watch.expiresAt).toLocaleString()));
      var cancel = el('button', 'cancel', 'Cancel');
      cancel.type = 'button';
      cancel.addEventListener('click', function () {
        cancel.disabled = true;
        fetch(base + 'api/watches/' + encodeURIComponent(watch.id) + '/cancel', {
          method: 'POST', headers: { 'x-hearth-request': 'cancel-watch' },
        }).then(load, load);
      });
      item.append(what, el('div', 'said', watch.message), meta, cancel);
      listEl.append(item);
    });
  }
  function load() {
    fetch(base + 'api/watches', { cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : { watches: [] }; })
      .then(function (body) { render(body.watches || []); }, function () { render([]); });
  }
  load();
  setInterval(load, 15000);
})();
`;
