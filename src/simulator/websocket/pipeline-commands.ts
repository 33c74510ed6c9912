// `assist_pipeline/pipeline/list` as Core answers it: the home's Assist pipelines with their languages and
// the preferred one. A home that names none has the single pipeline onboarding creates, in its language.
import { command, commandSchema } from './command.js';
import type { CommandTable } from './command.js';
import type { House } from '../house.js';

function pipelines(house: House): Record<string, unknown>[] {
  const defined =
    house.pipelines.length > 0
      ? house.pipelines
      : [
          {
            name: 'Home Assistant',
            language: house.config.language,
            conversation_engine: 'conversation.home_assistant',
          },
        ];
  return defined.map((pipeline, index) => ({
    id: `pipeline${String(index + 1).padStart(2, '0')}`,
    name: pipeline.name,
    language: pipeline.language,
    conversation_engine: pipeline.conversation_engine,
    conversation_language:
      'conversation_language' in pipeline && pipeline.conversation_language !== undefined
        ? pipeline.conversation_language
        : pipeline.language,
    stt_engine: null,
    stt_language: null,
    tts_engine: null,
    tts_language: null,
    tts_voice: null,
    wake_word_entity: null,
    wake_word_id: null,
    prefer_local_intents: false,
  }));
}

export const pipelineCommands: CommandTable = {
  'assist_pipeline/pipeline/list': command(commandSchema({}), (session, message) => {
    const list = pipelines(session.house);
    session.result(message.id, { pipelines: list, preferred_pipeline: list[0]?.['id'] ?? null });
  }),
};
