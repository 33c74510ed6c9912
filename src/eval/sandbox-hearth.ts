// The sandbox Hearth as an evaluation sees it: started by whoever composes Hearth (hearth-sandbox.ts), wired
// to the sandbox home and the model tap only, reached over Wyoming.
import type { StateRecord } from './sandbox-home.js';

/** A Hearth wired to the sandbox only; it resolves once that Hearth has loaded the sandbox home. */
export interface SandboxHearth {
  readonly host: string;
  readonly port: number;
  /**
   * Resolves true once Hearth's own view of the entity matches (the states put back between tasks have
   * reached it), false after `timeoutMs`. Without it, the evaluation waits a fixed moment instead.
   */
  sees?(entityId: string, matches: (current: StateRecord) => boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export type StartSandboxHearth = (input: {
  homeAssistant: { url: string; token: string };
  /** The tap's address: the model under test behind it. */
  model: { baseUrl: string; model: string; apiKey: string | undefined };
}) => Promise<SandboxHearth>;
