// Preloaded into a Hearth process by the prompt-reading bench (`node --import`): each SIGUSR2 moves the
// process's wall clock 7 minutes ahead, so a day of turns can run back to back and still cross minutes
// the way spoken turns do. Works on any build (the baseline too), since it only replaces `Date`.
import process from 'node:process';

const RealDate = Date;
const STEP_MS = 7 * 60_000;
let offsetMs = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate;
process.on('SIGUSR2', () => {
  offsetMs += STEP_MS;
  process.stdout.write(`${JSON.stringify({ msg: 'bench clock moved', offsetMs })}\n`);
});
