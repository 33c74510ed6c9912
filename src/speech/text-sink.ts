// The interface between chunker stages: text of the current line, then an end-of-line signal. No rules here.

/** A stage that receives the text of one line in pieces, then the end of that line. */
export interface TextSink {
  write(text: string): void;
  endLine(): void;
}
