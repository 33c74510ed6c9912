// Builds the Toolbox the agent uses: the home tools over one Home Assistant client, the home index
// for the stable prompt prefix, and the satellite's location. The composition root of tools/.
import type { HomeAssistantClient } from '../ha/types.js';
import type { CameraImageFetcher } from './camera-tool.js';
import { createAreasTool } from './areas-tool.js';
import { createBroadcastTool } from './satellite/broadcast-tool.js';
import { buildHomeIndex, listsEveryEntity } from './home-index/build-home-index.js';
import { checkArgumentSizes, ConfirmationBook } from '../guard/index.js';
import type { TargetIndex } from '../resolver/index.js';
import { cachedTargetIndex } from '../resolver/index.js';
import { createControlTool } from './control-tool.js';
import { fitResult } from './fit-result.js';
import { createQueryTool } from './query-tool.js';
import { createSearchTool } from './search-tool.js';
import { createTimerTool } from './satellite/timer-tool.js';
import { createWatchTool, type WatchRegistry } from './watch-tool.js';
import type { Tool, Toolbox } from './tool.js';
import type { ToolDeps, ToolLogger } from './tool-deps.js';
import { createOptionalTools } from './optional-tools.js';
import { createScriptTools } from './script-tools.js';

export interface ToolboxOptions {
  /** undefined: no Home Assistant configured. */
  client: HomeAssistantClient | undefined;
  enableTemplate: boolean;
  enableAutomation: boolean;
  enableCamera: boolean;
  /** `domain` or `domain.service` entries the service tool may call; omitted: any safe service. */
  serviceAllowlist?: string[] | undefined;
  /** Target-less actions the service tool may call (notifications, tts.speak); omitted: none. */
  notificationServices?: string[] | undefined;
  /** Only entities of these domains are visible; omitted: every exposed entity. */
  domainAllowlist?: string[] | undefined;
  /** List entity ids as a schema enum when the exposed home has at most this many (option default 0: never). */
  entityEnumLimit: number;
  /** Token budget of the home index (default 1500). */
  promptTokenBudget: number;
  /** Folder of the camera tool's snapshots (the newest SNAPSHOT_LIMIT are kept). */
  snapshotDir: string;
  /** How long a spoken confirmation stays valid (default 2 minutes). */
  confirmTimeoutMs?: number | undefined;
  /** Bounded wait for the state change that proves an action (default 2000 ms). */
  actionSettleMs?: number | undefined;
  now?: (() => Date) | undefined;
  logger?: ToolLogger | undefined;
  /** Image bytes of a camera, for the camera tool (offered only when this is given). */
  fetchCameraImage?: CameraImageFetcher | undefined;
  /** Tools made outside tools/ over the same deps (the user's tools.yaml); asked for on every turn. */
  extraTools?: ((deps: ToolDeps) => () => readonly Tool[]) | undefined;
  /** The watches (src/watch/), for the watch tool (offered only when this is given). */
  watches?: WatchRegistry | undefined;
  /** Exposed scripts offered as tools of their own at most (default MAX_SCRIPT_TOOLS; 0: none). */
  maxScriptTools?: number | undefined;
}

/** Names of Hearth's own tools: tools.yaml may not take them (a clash found later is dropped too). */
export const BUILTIN_TOOL_NAMES: readonly string[] = [
  'control',
  'query',
  'search',
  'areas',
  'history',
  'service',
  'todo',
  'template',
  'automation',
  'camera',
  'timer',
  'broadcast',
  'watch',
];

/** Tools the agent adds beside the toolbox's (memory, the expert): a script tool never takes their names. */
const AGENT_TOOL_NAMES: readonly string[] = ['remember', 'recall', 'forget', 'ask_expert'];

/**
 * Name-like arguments are bounded before any matching (argument-limits), and every result leaves
 * without secrets and within the size budget, as valid JSON (fit-result).
 */
function withCleanResults(tool: Tool): Tool {
  return {
    ...tool,
    execute: async (args, context) =>
      checkArgumentSizes(args) ?? fitResult(await tool.execute(args, context)),
  };
}

export function createToolbox(options: ToolboxOptions): Toolbox {
  const { client } = options;
  if (client === undefined) {
    return { tools: () => [], homeIndex: () => '', locate: () => undefined, status: () => 'none' };
  }
  const home = client.home;
  const now = options.now ?? (() => new Date());
  const deps: ToolDeps = {
    client,
    home,
    targets: cachedTargetIndex(home, options.domainAllowlist),
    domainAllowlist: options.domainAllowlist,
    serviceAllowlist: options.serviceAllowlist,
    notificationServices: options.notificationServices,
    settleMs: options.actionSettleMs ?? 2000,
    confirmations: new ConfirmationBook({
      timeoutMs: options.confirmTimeoutMs ?? 120_000,
      now: () => now().getTime(),
    }),
    snapshotDir: options.snapshotDir,
    now,
    logger: options.logger,
  };

  let toolsFor: TargetIndex | undefined;
  let tools: readonly Tool[] = [];
  const extraTools = options.extraTools?.(deps);
  let extraFor: readonly Tool[] | undefined;
  let withExtra: readonly Tool[] = [];
  let indexFor: TargetIndex | undefined;
  let indexText = '';

  return {
    tools() {
      const index = deps.targets();
      if (index !== toolsFor) {
        const ids =
          index.entities.length <= options.entityEnumLimit ? index.entities.map((e) => e.id) : undefined;
        // Only tools that can work in this home: every request carries (and a local server re-reads) the
        // list. Search and areas only repeat an index that names every entity; timers and broadcasts
        // need a voice satellite.
        const indexed = listsEveryEntity(index, options.promptTokenBudget);
        const satellites = home.query({ domain: 'assist_satellite' }).length > 0;
        tools = [
          createControlTool(deps, ids),
          createQueryTool(deps, undefined),
          ...(indexed ? [] : [createSearchTool(deps), createAreasTool(deps)]),
          ...createOptionalTools(deps, undefined, options),
          ...(satellites ? [createTimerTool(deps), createBroadcastTool()] : []),
          ...(options.watches === undefined ? [] : [createWatchTool(deps, options.watches)]),
        ];
        // Described scripts as tools of their own, after Hearth's (whose names they never take).
        const taken = new Set([
          ...BUILTIN_TOOL_NAMES,
          ...AGENT_TOOL_NAMES,
          ...tools.map((tool) => tool.name),
        ]);
        tools = [
          ...tools,
          ...createScriptTools(deps, index, taken, {
            ...(options.maxScriptTools === undefined ? {} : { maxTools: options.maxScriptTools }),
          }),
        ].map(withCleanResults);
        toolsFor = index;
        extraFor = undefined;
      }
      const extra = extraTools?.() ?? [];
      if (extra.length === 0) return tools;
      if (extra !== extraFor) {
        const own = new Set(tools.map((tool) => tool.name));
        const clashing = extra.filter((tool) => own.has(tool.name)).map((tool) => tool.name);
        if (clashing.length > 0)
          options.logger?.warn(
            { tools: clashing, hint: 'rename these tools in tools.yaml' },
            "tools.yaml names Hearth's own tools; those are left out",
          );
        withExtra = [...tools, ...extra.filter((tool) => !own.has(tool.name)).map(withCleanResults)];
        extraFor = extra;
      }
      return withExtra;
    },
    homeIndex() {
      const index = deps.targets();
      if (index !== indexFor) {
        indexText = buildHomeIndex(index, options.promptTokenBudget);
        indexFor = index;
      }
      return indexText;
    },
    locate(deviceId) {
      if (deviceId === undefined) return undefined;
      const location = home.locateDevice(deviceId);
      if (location === undefined) return undefined;
      const area = location.areaId === null ? undefined : home.area(location.areaId);
      const floorId = location.floorId ?? area?.floorId ?? null;
      const floor = floorId === null ? undefined : home.floor(floorId);
      return {
        ...(area === undefined ? {} : { areaId: area.id, areaName: area.name }),
        ...(floor === undefined ? {} : { floorId: floor.id, floorName: floor.name }),
      };
    },
    status: () => (home.connected && home.loaded ? 'ready' : 'disconnected'),
  };
}
