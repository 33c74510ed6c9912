// The part of a parsed target that the place rules (kind-as-place.ts, person-room.ts) read and change,
// written apart so that they need not import parse-target.ts, which calls them.
import type { IndexedPlace } from './target-index.js';

export interface PlaceParse {
  all: boolean;
  plural: boolean;
  kind: { domain: string; plural: boolean } | undefined;
  kindTokens: string[];
  names: string[];
  areas: IndexedPlace[] | undefined;
  floors: IndexedPlace[] | undefined;
  devices: IndexedPlace[] | undefined;
  placeName: string | undefined;
  severalRooms: boolean;
  literalArea: boolean;
}
