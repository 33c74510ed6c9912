// Newline-delimited JSON, the stream Ollama's native API answers with: one JSON object per line.
// Synchronous and incremental, like the SSE parser; no HTTP and no chat format here.

export class NdjsonParser {
  #pending = '';

  /** Nothing held: no part of a line. */
  get idle(): boolean {
    return this.#pending === '';
  }

  /** The complete lines that `text` finishes, without their line ends; blank lines are skipped. */
  push(text: string): string[] {
    const buffer = this.#pending === '' ? text : this.#pending + text;
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const end = buffer.indexOf('\n', start);
      if (end === -1) break;
      const line = buffer.slice(start, end).trim();
      if (line !== '') lines.push(line);
      start = end + 1;
    }
    this.#pending = buffer.slice(start);
    return lines;
  }

  /** The last line, when the stream ended without a newline after it. */
  end(): string[] {
    const rest = this.#pending.trim();
    this.#pending = '';
    return rest === '' ? [] : [rest];
  }
}

/** Where a line sits in a read the parser took whole as that one line (text-read-template.ts); -1 if not so. */
export function ndjsonPayloadPlace(read: string, line: string): number {
  const rest = read.length - line.length;
  if (!read.startsWith(line)) return -1;
  return (rest === 1 && read.endsWith('\n')) || (rest === 2 && read.endsWith('\r\n')) ? 0 : -1;
}
