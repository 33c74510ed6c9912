// Newline-delimited JSON, the stream Ollama's native API answers with: one JSON object per line.
// Synchronous and incremental, like the SSE parser; no HTTP and no chat format here.

export class NdjsonParser {
  #pending = '';

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
