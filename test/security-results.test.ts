// Tool results reach the model clean and whole: no access tokens or token= URL parameters, in the
// result or in the history sent later, and a huge result is summarised as valid JSON within budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

let home: SecurityHome;
const SECRET = 'f00dfeedcafe0123456789abcdef';

beforeAll(async () => {
  home = await startSecurityHome();
  home.simulator.setState({
    entityId: 'media_player.living_room_tv',
    state: 'playing',
    attributes: {
      access_token: SECRET,
      entity_picture: `/api/media_player_proxy/media_player.living_room_tv?token=${SECRET}&cache=42`,
      media_image_url: `https://cdn.example/cover.jpg?X-Amz-Signature=abc&token=${SECRET}`,
      track_list: Array.from(
        { length: 5000 },
        (_, index) => `Track number ${index} with a fairly long title`,
      ),
    },
  });
  const live = home.hearth.hearth.homeAssistant!.home;
  await live.waitFor('media_player.living_room_tv', (entity) => entity.state === 'playing', {
    timeoutMs: 5_000,
  });
});

afterAll(async () => {
  await home.close();
});

const attributes = ['access_token', 'entity_picture', 'media_image_url', 'track_list'];

describe('tool results', () => {
  it('never carry an access token or a token= parameter to the model, nor into later history', async () => {
    const conversationId = 'tokens';
    const { result } = await home.turnWithTool(
      'what is on the tv',
      'query',
      { entity_ids: ['media_player.living_room_tv'], attributes },
      { conversationId },
    );
    expect(result?.ok).toBe(true);
    const before = home.model.requests.length;
    await home.hearth.ask('and now?', { conversationId });
    for (const request of home.model.requests) expect(JSON.stringify(request.body)).not.toContain(SECRET);
    const later = JSON.stringify(home.model.requests[before]?.body);
    expect(later).toContain('media_player_proxy/media_player.living_room_tv?cache=42');
  });

  it('summarise a huge result as valid JSON within the budget instead of cutting its text', async () => {
    const before = home.model.requests.length;
    await home.turnWithTool('list the tracks', 'query', {
      entity_ids: ['media_player.living_room_tv'],
      attributes,
    });
    const tool = home.model.requests[before + 1]?.body.messages?.filter((m) => m.role === 'tool').at(-1);
    const text = String(tool?.content);
    expect(text.length).toBeLessThanOrEqual(16_000);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed.ok).toBe(true);
    expect(text).toMatch(/\d+ more/);
  });
});
