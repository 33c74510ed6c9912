// Process entry (`npm start`, the add-on's run script). Two module hooks go in first, before the rest of
// Hearth is even resolved (an ES module's static imports are all resolved before any of them runs, so the
// server comes in by a dynamic import after them): node:tls only when a wss: or https: URL needs it
// (defer-tls.ts), zod's messages in other languages only when asked for (lazy-zod-locales.ts). Then the
// server itself (serve.ts).
import './defer-tls.js';
import './lazy-zod-locales.js';

await import('./serve.js');
