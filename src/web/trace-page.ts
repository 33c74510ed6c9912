// The trace page: one self-contained HTML document (styles and script inline, under a per-response CSP
// nonce). It fetches relative URLs, so it works at `/` and behind the ingress path alike. Every value
// from a turn is put in the page as text, never as HTML: names and transcripts may be hostile.
import { MEMORY_TAB_SCRIPT, MEMORY_TAB_STYLE, MEMORY_TABS_HTML, MEMORY_VIEW_HTML } from './memory-tab.js';
import { MODELS_TAB_SCRIPT, MODELS_TAB_STYLE, MODELS_VIEW_HTML } from './models-tab.js';
import { PAGE_SCRIPT } from './trace-page-script.js';
import { PAGE_STYLE } from './trace-page-style.js';
import { WATCH_PANEL_SCRIPT } from './watch-panel-script.js';

export function renderTracePage({ nonce }: { nonce: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Hearth · Turns</title>
<style nonce="${nonce}">${PAGE_STYLE}${MEMORY_TAB_STYLE}${MODELS_TAB_STYLE}</style>
</head>
<body>
<header class="top">
  <div class="brand"><span class="logo" aria-hidden="true"></span><h1>Hearth</h1><span class="sub">what it heard, decided, called and said</span></div>
  <div id="status" class="status" role="status"></div>
</header>
${MEMORY_TABS_HTML}
<section id="totals" class="totals" aria-label="Totals since start"></section>
<main class="layout">
  <section class="turns card" aria-label="Recent turns">
    <div class="turns-head">
      <input id="search" type="search" placeholder="Search what was heard or said…" aria-label="Search turns" autocomplete="off">
      <span id="live" class="live" title="Live updates">live</span>
    </div>
    <ol id="list" class="list"></ol>
    <p id="empty" class="empty" hidden>No turns yet. Ask something through Assist or <code>hearth ask</code>.</p>
  </section>
  <section id="detail" class="detail card" aria-label="Turn detail">
    <p class="empty">Pick a turn to see its timeline, model steps and tool calls.</p>
  </section>
</main>
${MEMORY_VIEW_HTML}
${MODELS_VIEW_HTML}
<section id="watches" class="watches card" aria-label="Watches" hidden>
  <h2>Watches</h2>
  <ol id="watch-list" class="list"></ol>
</section>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>
<script nonce="${nonce}">${MEMORY_TAB_SCRIPT}</script>
<script nonce="${nonce}">${WATCH_PANEL_SCRIPT}</script>
<script nonce="${nonce}">${MODELS_TAB_SCRIPT}</script>
</body>
</html>
`;
}
