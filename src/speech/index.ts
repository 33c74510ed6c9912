// Public surface of speech/: the TTS chunker and the joiner of its chunks. Imports nothing outside this folder.
export { createChunker, type Chunker, type ChunkerOptions } from './create-chunker.js';
export { joinChunks } from './join-chunks.js';
export { MAX_WIDTH, MIN_WIDTH } from './sentence-splitter.js';
