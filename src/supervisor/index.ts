// Public surface of supervisor/: the add-on's own info and the Wyoming discovery announcement.
export { announceWyoming } from './announce-wyoming.js';
export type { AnnounceResult, AnnounceWyomingOptions, SupervisorLogger } from './announce-wyoming.js';
export { readAddonInfo } from './read-addon-info.js';
export type { AddonInfo, ReadAddonInfoOptions } from './read-addon-info.js';
export { SupervisorError } from './supervisor-error.js';
export type { SupervisorErrorCode } from './supervisor-error.js';
