// Services that carry data: to-do lists (add, get, update, remove items) and weather forecasts.
// Responses are keyed by entity id by the caller, as Home Assistant's entity services answer.
import type { House } from '../house.js';
import type { StoredState, TodoItem } from '../house-types.js';
import { ServiceCallError, entityService, selectField, textField } from './service-definition.js';
import type { EntityEffect, ServiceTable } from './service-definition.js';
import { isoTime } from '../wire-time.js';

function itemsOf(house: House, list: StoredState): TodoItem[] {
  let items = house.todos.get(list.entity_id);
  if (!items) {
    items = [];
    house.todos.set(list.entity_id, items);
  }
  return items;
}

function counted(items: TodoItem[]): EntityEffect {
  return { state: String(items.filter((item) => item.status === 'needs_action').length) };
}

/** Like Core: an item is found by its exact uid or its exact summary, nothing looser. */
function findItem(items: TodoItem[], key: unknown): TodoItem {
  const item = items.find((candidate) => candidate.uid === key || candidate.summary === key);
  if (!item) {
    throw new ServiceCallError(
      'service_validation_error',
      `Validation error: Unable to find To-do item: ${String(key)}`,
      {
        key: 'item_not_found',
        domain: 'todo',
        placeholders: { item: String(key) },
      },
    );
  }
  return item;
}

const CONDITIONS = ['sunny', 'partlycloudy', 'cloudy', 'rainy', 'sunny', 'partlycloudy', 'pouring'];

function forecast(weather: StoredState, type: string, now: number): Record<string, unknown>[] {
  const base = Number(weather.attributes['temperature'] ?? 15);
  const hourly = type === 'hourly';
  const stepMs = hourly ? 3_600_000 : type === 'twice_daily' ? 43_200_000 : 86_400_000;
  const start = Math.floor(now / stepMs) * stepMs + (hourly ? stepMs : 0);
  return Array.from({ length: hourly ? 24 : 7 }, (_, index) => {
    const swing = hourly ? 4 * Math.sin(((index - 9) / 24) * 2 * Math.PI) : ((index * 5) % 7) - 3;
    const entry: Record<string, unknown> = {
      datetime: isoTime(start + index * stepMs),
      condition: CONDITIONS[(index * 3) % CONDITIONS.length],
      temperature: Math.round((base + swing) * 10) / 10,
      precipitation: (index * 7) % 5 === 0 ? 2.4 : 0,
      precipitation_probability: ((index * 37) % 10) * 10,
      wind_speed: 8 + ((index * 13) % 15),
      humidity: 55 + ((index * 11) % 30),
    };
    if (!hourly) entry['templow'] = Math.round((base + swing - 7) * 10) / 10;
    if (type === 'twice_daily') entry['is_daytime'] = index % 2 === 0;
    return entry;
  });
}

export const dataServices: ServiceTable = {
  todo: {
    add_item: entityService(
      ['todo'],
      'Add item',
      { item: textField(true), due_date: textField(), description: textField() },
      (list, { house, data }) => {
        if (typeof data['item'] !== 'string' || data['item'].trim() === '') {
          throw new ServiceCallError('invalid_format', "required key not provided @ data['item']");
        }
        const items = itemsOf(house, list);
        const item: TodoItem = {
          uid: `${list.entity_id}-${house.clock().toFixed(3)}`,
          summary: data['item'],
          status: 'needs_action',
        };
        if (typeof data['description'] === 'string') item.description = data['description'];
        if (typeof data['due_date'] === 'string') item.due = data['due_date'];
        items.push(item);
        return counted(items);
      },
    ),
    get_items: entityService(
      ['todo'],
      'Get items',
      { status: selectField(['needs_action', 'completed']) },
      (list, { house, data }) => {
        const wanted = data['status'] === undefined ? ['needs_action', 'completed'] : [data['status']].flat();
        const items = itemsOf(house, list).filter((item) => wanted.includes(item.status));
        return { response: { items: items.map((item) => ({ ...item })) } };
      },
      'only',
    ),
    update_item: entityService(
      ['todo'],
      'Update item',
      { item: textField(true), rename: textField(), status: selectField(['needs_action', 'completed']) },
      (list, { house, data }) => {
        const items = itemsOf(house, list);
        const item = findItem(items, data['item']);
        if (typeof data['rename'] === 'string') item.summary = data['rename'];
        if (data['status'] === 'completed' || data['status'] === 'needs_action') item.status = data['status'];
        return counted(items);
      },
    ),
    remove_item: entityService(
      ['todo'],
      'Remove item',
      { item: textField(true) },
      (list, { house, data }) => {
        const items = itemsOf(house, list);
        for (const key of [data['item']].flat()) items.splice(items.indexOf(findItem(items, key)), 1);
        return counted(items);
      },
    ),
    remove_completed_items: entityService(['todo'], 'Remove completed items', {}, (list, { house }) => {
      const items = itemsOf(house, list);
      const kept = items.filter((item) => item.status !== 'completed');
      items.splice(0, items.length, ...kept);
      return counted(items);
    }),
  },
  weather: {
    get_forecasts: entityService(
      ['weather'],
      'Get forecasts',
      { type: selectField(['daily', 'hourly', 'twice_daily'], true) },
      (weather, { house, data }) => {
        const type = data['type'];
        if (type !== 'daily' && type !== 'hourly' && type !== 'twice_daily') {
          throw new ServiceCallError(
            'invalid_format',
            `value must be one of ['daily', 'hourly', 'twice_daily'] for dictionary value @ data['type']`,
          );
        }
        return { response: { forecast: forecast(weather, type, house.clock()) } };
      },
      'only',
    ),
  },
};
