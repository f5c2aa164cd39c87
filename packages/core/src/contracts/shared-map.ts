import * as z from 'zod/mini';
import { MAP_ICON_TYPES } from '../rules/shared-map.js';

/*
 * The map data every area with a map answers (institutions, agents): records in four tiers, ICON1–3
 * clusters with counts and ICON4 single places. `institutions` re-exports them under its name.
 */

export const MapIconType = z.enum(MAP_ICON_TYPES);

/** A map record (discovery §3): a cluster (ICON1–3, with a count) or one campus (ICON4). */
export const MapRecord = z.object({
  iconType: MapIconType,
  continent: z.string(),
  country: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  position: z.object({ lat: z.number(), lng: z.number() }),
  /** Campuses in the cluster; 1 for a campus. */
  locationCount: z.number(),
  /** The institution (ICON4 only). */
  legalFk: z.nullable(z.number()),
  locationFk: z.nullable(z.number()),
  /** Institution name (ICON4) or the place's name (clusters). */
  name: z.string(),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  webAddress: z.nullable(z.string()),
  /** True when the record links to an institution detail (ICON4). */
  linkStatus: z.boolean(),
  /** ICON4: the campus is placed at its state's (or country's) centre, its locality being unknown (issue 25). */
  approximate: z.optional(z.boolean()),
});
export type MapRecord = z.infer<typeof MapRecord>;
