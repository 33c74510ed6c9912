// Preloaded with `node --import` by test/lean-start.test.ts: has every module the process loads recorded
// (one URL a line) in the file named by HEARTH_MODULE_LIST, so a test can tell which of ours a mode loads.
import { register } from 'node:module';
import { env } from 'node:process';
import { URL } from 'node:url';

register(new URL('./record-modules-hooks.js', import.meta.url), {
  data: { file: env.HEARTH_MODULE_LIST },
});
