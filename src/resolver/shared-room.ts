// "奶奶房间的空调" for an area "爷爷奶奶房": a room that several people share, named after all of them, asked
// for with one ("Grandma's room" for "Grandpa and Grandma's room"). Chinese writes the kin words together
// before the room word, so the one said is the first or last part of what precedes it. Only in Chinese
// characters: a Japanese "お母さん" splits into a word and an honorific, no two people. Words of the index's
// areas only; the resolver reads the rewritten phrase again.
import type { TargetIndex } from './target-index.js';

/** Room words that end an area's name, longest first ("爷爷奶奶房", "哥哥弟弟房间"). */
const ROOM_ENDS = ['房间', '卧室', '房'];
/** The room word said after the person, with or without its particle ("奶奶房间", "奶奶的房间"). */
const ROOM_SAID = /^的?(?:房间|卧室|屋子|房)/u;
const HAN = /^\p{Script=Han}+$/u;

/** The phrase with one sharer's room said as the shared area's name, else undefined. */
export function sharedRoom(index: TargetIndex, norm: string): string | undefined {
  for (const area of index.areas) {
    for (const name of area.names) {
      const end = ROOM_ENDS.find((room) => name.endsWith(room));
      const owners = end === undefined ? '' : name.slice(0, -end.length).replace(/的$/u, '');
      if (owners.length < 4 || !HAN.test(owners) || norm.includes(name)) continue;
      for (let cut = 2; cut <= owners.length - 2; cut += 1) {
        for (const one of [owners.slice(0, cut), owners.slice(cut)]) {
          const at = norm.indexOf(one);
          const room = at < 0 ? null : ROOM_SAID.exec(norm.slice(at + one.length));
          if (room !== null) return norm.slice(0, at) + name + norm.slice(at + one.length + room[0].length);
        }
      }
    }
  }
  return undefined;
}
