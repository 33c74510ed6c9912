// Preloaded with `node --import` by test/lean-start.test.ts: has every module the process loads recorded
// (one URL a line) in the file named by HEARTH_MODULE_LIST, so a test can tell which of ours a mode loads.
// Node's own modules do not pass through the hooks: their list (process.moduleLoadList) is written to the
// same name plus `.node` when the process exits.
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import process from 'node:process';
import { URL } from 'node:url';

register(new URL('./record-modules-hooks.js', import.meta.url), {
  data: { file: process.env.HEARTH_MODULE_LIST },
});

process.once('exit', () => {
  if (process.env.HEARTH_MODULE_LIST !== undefined)
    writeFileSync(`${process.env.HEARTH_MODULE_LIST}.node`, process.moduleLoadList.join('\n'));
});
