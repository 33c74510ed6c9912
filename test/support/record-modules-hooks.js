// Module-loading hooks of test/support/record-modules.js (they run on Node's loader thread): each module
// is appended to the list as it loads, so the list is complete whenever the process is stopped.
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  if (file !== undefined) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
