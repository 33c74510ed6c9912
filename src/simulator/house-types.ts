// The simulator's in-memory records: stored states, registry entries, bus events, history rows.
// Internal shapes only; the wire spellings are produced where the wire is spoken.

export interface Context {
  id: string;
  parent_id: string | null;
  user_id: string | null;
}

export interface StoredState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  /** Epoch milliseconds (fractional for microseconds). */
  last_changed: number;
  last_updated: number;
  last_reported: number;
  context: Context;
}

export interface WireState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed: string;
  last_reported: string;
  last_updated: string;
  context: Context;
}

export interface EntityEntry {
  id: string;
  entity_id: string;
  unique_id: string;
  platform: string;
  name: string | null;
  original_name: string | null;
  area_id: string | null;
  device_id: string | null;
  aliases: string[];
  labels: string[];
  entity_category: 'config' | 'diagnostic' | null;
  hidden_by: 'user' | 'integration' | null;
  /** Explicit `conversation.should_expose`; undefined when undecided. */
  should_expose: boolean | undefined;
  created_at: number;
  modified_at: number;
}

export interface DeviceEntry {
  id: string;
  name: string;
  name_by_user: string | null;
  area_id: string | null;
  manufacturer: string | null;
  model: string | null;
  sw_version: string | null;
  labels: string[];
  created_at: number;
  modified_at: number;
}

export interface AreaEntry {
  area_id: string;
  name: string;
  floor_id: string | null;
  aliases: string[];
  icon: string | null;
  labels: string[];
  created_at: number;
  modified_at: number;
}

export interface FloorEntry {
  floor_id: string;
  name: string;
  level: number | null;
  aliases: string[];
  icon: string | null;
  created_at: number;
  modified_at: number;
}

export interface LabelEntry {
  label_id: string;
  name: string;
  color: string | null;
  icon: string | null;
  description: string | null;
  created_at: number;
  modified_at: number;
}

export interface BusEvent {
  event_type: string;
  data: Record<string, unknown>;
  time_fired: number;
  context: Context;
}

export interface HistoryRow {
  state: string;
  attributes: Record<string, unknown>;
  last_changed: number;
  last_updated: number;
}

export interface LogbookRow {
  when: number;
  entity_id: string;
  state: string;
  context: Context;
  /** The service call that caused it, when one did. */
  cause?: { domain: string; service: string };
}

export interface TodoItem {
  uid: string;
  summary: string;
  status: 'needs_action' | 'completed';
  description?: string | undefined;
  due?: string | undefined;
}

/** A script field as get_services shows it (a selector, and words for people). */
export interface ScriptFieldSpec {
  name?: string;
  description?: string;
  required?: boolean;
  example?: unknown;
  default?: unknown;
  selector: Record<string, unknown>;
}
