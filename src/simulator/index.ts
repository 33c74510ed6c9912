// The simulated Home Assistant: start it, load or generate homes. Plays the other side of the wire; never imports src/ha/.
export { startSimulator } from './start-simulator.js';
export { loadHome, parseHome, sampleHome, HomeLoadError } from './load-home.js';
export { generateHome } from './generate-home.js';
export { homeSchemas } from './home-schema.js';
export type { HomeDefinition, HomeDefinitionInput, EntityDefinition } from './home-schema.js';
export type {
  DiscoveryMessage,
  ExternalChange,
  NewEntity,
  RecordedServiceCall,
  ServiceBehaviour,
  Simulator,
  SimulatorLogger,
  SimulatorOptions,
} from './types.js';
export { Satellites, START_CONVERSATION } from './services/satellites.js';
export type {
  AgentRequest,
  ConversationAgent,
  PipelineResult,
  PlayedSpeech,
  SatelliteOptions,
} from './services/satellites.js';
