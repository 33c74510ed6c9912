// A FIFO of received byte chunks that finds a byte and takes exact counts without re-copying.

/** Bytes received but not yet consumed, kept as the chunks they arrived in. */
export class ByteQueue {
  #chunks: Buffer[] = [];
  /** Offset of the first unconsumed byte inside `#chunks[0]`. */
  #head = 0;
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#chunks.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    this.#length += bytes.length;
  }

  /** Index (from the queue's start) of the first `byte` at or after `from`, or -1. */
  indexOf(byte: number, from = 0): number {
    let base = 0;
    for (let index = 0; index < this.#chunks.length; index++) {
      const chunk = this.#chunks[index]!;
      const start = index === 0 ? this.#head : 0;
      const size = chunk.length - start;
      if (from < base + size) {
        const found = chunk.indexOf(byte, start + Math.max(0, from - base));
        if (found >= 0) return base + found - start;
      }
      base += size;
    }
    return -1;
  }

  /** Removes and returns the first `count` bytes (count ≤ length). */
  take(count: number): Buffer {
    if (count > this.#length) throw new RangeError(`Cannot take ${count} of ${this.#length} bytes`);
    const first = this.#chunks[0];
    if (first !== undefined && first.length - this.#head >= count) {
      const result = first.subarray(this.#head, this.#head + count);
      this.#advance(count);
      return result;
    }
    const result = Buffer.allocUnsafe(count);
    let written = 0;
    while (written < count) {
      const chunk = this.#chunks[0]!;
      const piece = Math.min(count - written, chunk.length - this.#head);
      chunk.copy(result, written, this.#head, this.#head + piece);
      written += piece;
      this.#advance(piece);
    }
    return result;
  }

  #advance(count: number): void {
    this.#head += count;
    this.#length -= count;
    while (this.#chunks.length > 0 && this.#head >= this.#chunks[0]!.length) {
      this.#head -= this.#chunks[0]!.length;
      this.#chunks.shift();
    }
  }
}
