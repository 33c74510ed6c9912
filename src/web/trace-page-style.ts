// The trace page's stylesheet: Home Assistant's palette and spacing, light and dark.
export const PAGE_STYLE = `
:root {
  --bg: #f5f6f8; --card: #ffffff; --text: #1c1f24; --muted: #66707c; --line: #e3e6ea;
  --primary: #0b88c9; --primary-soft: #e3f3fb; --ok: #2e8540; --ok-soft: #e4f3e7;
  --warn: #b36b00; --warn-soft: #fdf1dc; --bad: #c62828; --bad-soft: #fbe6e6;
  --model: #5b6cf0; --tool: #e8912d; --mark: #2e8540; --audio: #9c4dcc;
  --radius: 12px; --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #111418; --card: #1c2026; --text: #e4e7eb; --muted: #98a2ae; --line: #2c323a;
    --primary: #4fb7ec; --primary-soft: #15303f; --ok: #6cc77f; --ok-soft: #16301d;
    --warn: #f0b25a; --warn-soft: #3a2a12; --bad: #ff7b72; --bad-soft: #3d1a1a;
  }
}
* { box-sizing: border-box; }
.watches { margin: 0 24px 24px; }
.watch { position: relative; padding: 10px 90px 10px 12px; border-top: 1px solid var(--line); list-style: none; }
.watch .cancel { position: absolute; right: 12px; top: 12px; }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 14px/1.45 Roboto, "Segoe UI", system-ui, -apple-system, sans-serif; }
h1 { font-size: 20px; margin: 0; font-weight: 600; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 22px 0 8px; font-weight: 600; }
code, pre { font-family: var(--mono); font-size: 12px; }
.top { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 16px 24px 8px; flex-wrap: wrap; }
.brand { display: flex; align-items: baseline; gap: 10px; }
.logo { width: 14px; height: 14px; border-radius: 50%; background: radial-gradient(circle at 40% 35%, #ffcf5a, #f06a1d 70%); align-self: center; box-shadow: 0 0 10px #f39a3a88; }
.sub { color: var(--muted); }
.status { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; color: var(--muted); font-size: 13px; }
.pill { display: inline-flex; align-items: center; gap: 6px; padding: 3px 10px; border-radius: 999px; background: var(--card); border: 1px solid var(--line); white-space: nowrap; }
.pill.ok { color: var(--ok); background: var(--ok-soft); border-color: transparent; }
.pill.bad { color: var(--bad); background: var(--bad-soft); border-color: transparent; white-space: normal; }
.user-tools { position: relative; }
.user-tools summary { cursor: pointer; list-style: none; }
.user-tools-list { position: absolute; right: 0; z-index: 2; margin: 6px 0 0; padding: 8px 12px 8px 28px; min-width: 320px; max-width: 560px; background: var(--card); border: 1px solid var(--line); border-radius: 10px; font-size: 12px; color: var(--text); }
.user-tool-error { color: var(--bad); white-space: normal; }
.pill.warn { color: var(--warn); background: var(--warn-soft); border-color: transparent; white-space: normal; }
.totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; padding: 8px 24px 16px; }
.stat { background: var(--card); border-radius: var(--radius); padding: 12px 14px; border: 1px solid var(--line); min-height: 78px; }
.stat .label { color: var(--muted); font-size: 12px; }
.stat .value { font-size: 22px; font-weight: 600; margin-top: 2px; font-variant-numeric: tabular-nums; }
.stat .note { color: var(--muted); font-size: 12px; margin-top: 2px; }
.hist { display: flex; align-items: flex-end; gap: 4px; height: 42px; margin-top: 6px; }
.hist div { flex: 1; background: var(--primary); border-radius: 3px 3px 0 0; min-height: 2px; opacity: .85; }
.hist-labels { display: flex; gap: 4px; font-size: 10px; color: var(--muted); }
.hist-labels span { flex: 1; text-align: center; }
.layout { display: grid; grid-template-columns: minmax(300px, 400px) 1fr; gap: 16px; padding: 0 24px 24px; align-items: start; }
@media (max-width: 860px) { .layout { grid-template-columns: 1fr; } }
.card { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); }
.turns-head { display: flex; gap: 8px; align-items: center; padding: 12px; border-bottom: 1px solid var(--line); }
#search { flex: 1; padding: 8px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--text); font: inherit; }
#search:focus { outline: 2px solid var(--primary); outline-offset: -1px; }
.live { font-size: 12px; color: var(--muted); display: inline-flex; align-items: center; gap: 5px; }
.live::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: var(--muted); }
.live.on::before { background: var(--ok); box-shadow: 0 0 0 3px var(--ok-soft); }
.list { list-style: none; margin: 0; padding: 0; max-height: calc(100vh - 250px); min-height: 200px; overflow: auto; }
.row { padding: 10px 14px; border-bottom: 1px solid var(--line); cursor: pointer; display: grid; gap: 3px; }
.row:hover { background: var(--bg); }
.row.selected { background: var(--primary-soft); box-shadow: inset 3px 0 0 var(--primary); }
.row.fresh { animation: fresh 1.6s ease-out; }
@keyframes fresh { from { background: var(--primary-soft); } to { background: transparent; } }
.row .meta { display: flex; gap: 8px; align-items: center; color: var(--muted); font-size: 12px; }
.row .clear { border: 1px solid var(--line); background: var(--card); color: var(--muted); border-radius: 6px; padding: 0 8px; font: inherit; font-size: 11px; cursor: pointer; }
.row .clear:hover:not(:disabled) { color: var(--bad); border-color: var(--bad); }
.row .clear:disabled { cursor: default; opacity: .7; }
.row .heard { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .said { color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 13px; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; text-transform: lowercase; }
.badge.answered { background: var(--ok-soft); color: var(--ok); }
.badge.running { background: var(--primary-soft); color: var(--primary); }
.badge.failed, .badge.timeout { background: var(--bad-soft); color: var(--bad); }
.badge.aborted { background: var(--warn-soft); color: var(--warn); }
.chip { display: inline-block; padding: 0 6px; border-radius: 6px; background: var(--bg); border: 1px solid var(--line); font-size: 11px; }
.spacer { flex: 1; }
.empty { color: var(--muted); padding: 18px; margin: 0; }
.detail { padding: 18px 22px 22px; min-height: 300px; }
.detail-head { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; }
.quote { margin: 6px 0 0; padding: 10px 14px; border-radius: 8px; background: var(--bg); border-left: 3px solid var(--line); white-space: pre-wrap; overflow-wrap: anywhere; }
.quote.heard { border-left-color: var(--primary); font-weight: 500; }
.quote.said { border-left-color: var(--ok); }
.quote .who { display: block; font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; margin-bottom: 2px; font-weight: 600; }
.facts { display: flex; flex-wrap: wrap; gap: 6px 14px; color: var(--muted); font-size: 12px; margin-top: 10px; }
button { font: inherit; border: 1px solid var(--line); background: var(--card); color: var(--primary); border-radius: 8px; padding: 6px 12px; cursor: pointer; font-weight: 500; white-space: nowrap; }
button:hover { background: var(--primary-soft); }
.error { margin-top: 14px; padding: 12px 14px; border-radius: 8px; background: var(--bad-soft); color: var(--text); }
.error strong { color: var(--bad); }
.error .hint { color: var(--muted); margin-top: 4px; }
.timeline { display: grid; grid-template-columns: 170px 1fr 84px; gap: 5px 10px; align-items: center; font-size: 12px; }
.timeline .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--muted); }
.timeline .ms { text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
.track { position: relative; height: 16px; background: var(--bg); border-radius: 4px; }
.bar { position: absolute; top: 2px; height: 12px; border-radius: 3px; min-width: 3px; }
.bar.model { background: var(--model); }
.bar.tool { background: var(--tool); }
.bar.mark { width: 3px; top: 0; height: 16px; background: var(--mark); border-radius: 2px; }
.bar.mark.audio { background: var(--audio); }
.bar.ttft { width: 2px; top: 0; height: 16px; background: #fff; opacity: .9; }
.axis { display: flex; justify-content: space-between; color: var(--muted); font-size: 11px; grid-column: 2; }
table { width: 100%; border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; }
th { text-align: left; color: var(--muted); font-weight: 500; padding: 4px 8px; border-bottom: 1px solid var(--line); }
td { padding: 6px 8px; border-bottom: 1px solid var(--line); }
td.num, th.num { text-align: right; }
details.tool { border: 1px solid var(--line); border-radius: 8px; margin-bottom: 8px; }
details.tool summary { padding: 8px 12px; cursor: pointer; display: flex; gap: 10px; align-items: center; }
details.tool summary::-webkit-details-marker { display: none; }
details.tool .body { padding: 0 12px 10px; display: grid; gap: 6px; }
details.tool pre { margin: 0; padding: 8px 10px; background: var(--bg); border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 260px; overflow: auto; }
.tool-name { font-family: var(--mono); font-weight: 600; }
details.tool .who { font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; font-weight: 600; margin-top: 4px; }
details.tool[open] summary { border-bottom: 1px solid var(--line); margin-bottom: 8px; }
`;
