// HomeAssistantClient over a live link: service calls, history, statistics, logbook, templates,
// raw commands and REST. Every failure is a HomeAssistantError; no home-model upkeep here.
import { epochToIso, stateText } from './compressed-state.js';
import { withDeadline } from './deadline.js';
import type { HaConnection } from './ha-connection.js';
import { HomeAssistantError } from './home-assistant-error.js';
import type { LiveHome } from './live-home.js';
import { restRequest } from './rest-request.js';
import type {
  HistoryRow,
  HomeAssistantClient,
  HomeModel,
  LogbookEntry,
  ServiceCallOptions,
  ServiceCallResult,
  StatisticsRow,
} from './types.js';

export interface ClientDeps {
  connection: HaConnection;
  home: LiveHome;
  apiUrl: string;
  token: string;
  commandTimeoutMs: number;
  /** Re-reads exposure when it is stale (the sync's `freshenExposure`). */
  freshenExposure: () => Promise<void>;
  /** Stops background work (sync timers, reconnects). */
  onClose: () => void;
}

type Target = { entity_id?: string[]; area_id?: string[]; device_id?: string[] } | undefined;
type Row = Record<string, unknown>;

export class LiveHomeAssistantClient implements HomeAssistantClient {
  readonly #deps: ClientDeps;

  constructor(deps: ClientDeps) {
    this.#deps = deps;
  }

  get home(): HomeModel {
    return this.#deps.home;
  }

  freshenExposure(): Promise<void> {
    return this.#deps.freshenExposure();
  }

  async callService(
    domain: string,
    service: string,
    data: Record<string, unknown>,
    target: Target,
    options: ServiceCallOptions = {},
  ): Promise<ServiceCallResult> {
    const message: Record<string, unknown> = { type: 'call_service', domain, service, service_data: data };
    if (target !== undefined) message.target = target;
    if (options.returnResponse === true) message.return_response = true;
    const result = await this.command<{ context?: { id?: unknown }; response?: unknown } | null>(message, {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    const contextId = typeof result?.context?.id === 'string' ? result.context.id : null;
    return options.returnResponse === true ? { contextId, response: result?.response } : { contextId };
  }

  async history(
    entityIds: string[],
    start: Date,
    end: Date | undefined,
    options: { signal?: AbortSignal; withAttributes?: boolean } = {},
  ): Promise<Record<string, HistoryRow[]>> {
    const withAttributes = options.withAttributes === true;
    const answer = await this.command<Record<string, Row[]> | null>(
      {
        type: 'history/history_during_period',
        start_time: start.toISOString(),
        ...(end === undefined ? {} : { end_time: end.toISOString() }),
        entity_ids: entityIds,
        include_start_time_state: true,
        significant_changes_only: false,
        minimal_response: !withAttributes,
        no_attributes: !withAttributes,
      },
      { signal: options.signal },
    );
    const history: Record<string, HistoryRow[]> = {};
    for (const [entityId, rows] of Object.entries(answer ?? {})) {
      history[entityId] = rows.map((row) => {
        const entry: HistoryRow = { state: stateText(row.s), when: epochToIso(row.lc ?? row.lu) };
        if (withAttributes && typeof row.a === 'object' && row.a !== null) {
          entry.attributes = row.a as Record<string, unknown>;
        }
        return entry;
      });
    }
    return history;
  }

  async statistics(
    statisticIds: string[],
    start: Date,
    end: Date | undefined,
    period: '5minute' | 'hour' | 'day' | 'week' | 'month',
    options: { signal?: AbortSignal } = {},
  ): Promise<Record<string, StatisticsRow[]>> {
    const answer = await this.command<Record<string, Row[]> | null>(
      {
        type: 'recorder/statistics_during_period',
        start_time: start.toISOString(),
        ...(end === undefined ? {} : { end_time: end.toISOString() }),
        statistic_ids: statisticIds,
        period,
      },
      { signal: options.signal },
    );
    const statistics: Record<string, StatisticsRow[]> = {};
    for (const [statisticId, rows] of Object.entries(answer ?? {})) {
      statistics[statisticId] = rows.map((row) => {
        const entry: StatisticsRow = { start: millisToIso(row.start), end: millisToIso(row.end) };
        for (const key of ['mean', 'min', 'max', 'sum', 'state', 'change'] as const) {
          const value = row[key];
          if (typeof value === 'number') entry[key] = value;
        }
        return entry;
      });
    }
    return statistics;
  }

  async logbook(
    entityIds: string[],
    start: Date,
    end: Date | undefined,
    options: { signal?: AbortSignal } = {},
  ): Promise<LogbookEntry[]> {
    const answer = await this.command<Row[] | null>(
      {
        type: 'logbook/get_events',
        start_time: start.toISOString(),
        ...(end === undefined ? {} : { end_time: end.toISOString() }),
        ...(entityIds.length === 0 ? {} : { entity_ids: entityIds }),
      },
      { signal: options.signal },
    );
    return (answer ?? []).map((row) => {
      const entry: LogbookEntry = { when: epochToIso(row.when) };
      if (typeof row.entity_id === 'string') entry.entityId = row.entity_id;
      if (typeof row.name === 'string') entry.name = row.name;
      if (typeof row.message === 'string') entry.message = row.message;
      if (typeof row.state === 'string') entry.state = row.state;
      if ('context_user_id' in row) {
        entry.contextUserId = typeof row.context_user_id === 'string' ? row.context_user_id : null;
      }
      return entry;
    });
  }

  /** `render_template` is a subscription: the first event is the answer, then it is cancelled. */
  async renderTemplate(
    template: string,
    options: { signal?: AbortSignal; timeoutMs?: number; variables?: Record<string, unknown> } = {},
  ): Promise<string> {
    const timeoutMs = options.timeoutMs ?? this.#deps.commandTimeoutMs;
    const what = 'Home Assistant render_template';
    let settle!: (event: { result?: unknown; error?: unknown }) => void;
    const first = new Promise<{ result?: unknown; error?: unknown }>((resolve) => (settle = resolve));
    const unsubscribe = await this.#deps.connection.subscribe<{ result?: unknown; error?: unknown }>(
      {
        type: 'render_template',
        template,
        ...(options.variables === undefined ? {} : { variables: options.variables }),
        timeout: Math.max(1, Math.floor(timeoutMs / 1000)),
        report_errors: true,
      },
      (event) => settle(event),
      { signal: options.signal, timeoutMs },
    );
    try {
      const event = await withDeadline(first, { timeoutMs, signal: options.signal, what });
      if (event.error !== undefined) {
        throw new HomeAssistantError('invalid-request', `Template error: ${stateText(event.error)}`, {
          remoteCode: 'template_error',
        });
      }
      const value = event.result;
      return typeof value === 'string' ? value : JSON.stringify(value ?? null);
    } finally {
      unsubscribe().catch(() => undefined);
    }
  }

  async command<T>(
    message: Record<string, unknown>,
    options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined } = {},
  ): Promise<T> {
    const { type } = message;
    if (typeof type !== 'string') {
      throw new HomeAssistantError('invalid-request', 'A Home Assistant command needs a string type');
    }
    return this.#deps.connection.command<T>({ ...message, type }, options);
  }

  async rest<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { signal?: AbortSignal } = {},
  ): Promise<T> {
    const { apiUrl, token, commandTimeoutMs } = this.#deps;
    return restRequest<T>({
      apiUrl,
      token,
      method,
      path,
      body,
      timeoutMs: commandTimeoutMs,
      signal: options.signal,
    });
  }

  close(): Promise<void> {
    this.#deps.onClose();
    return Promise.resolve();
  }
}

function millisToIso(value: unknown): string {
  return typeof value === 'number' ? new Date(value).toISOString() : String(value);
}
