// The config/ layer's public surface: options file + environment → one validated Config.
export * from './load-config.js';
