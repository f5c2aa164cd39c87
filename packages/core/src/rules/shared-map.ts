/*
 * The map's marker tiers, which every area with a map shares (institutions, agents): the map record
 * contract (../contracts/shared-map.ts) and the institutions' zoom rules build on them.
 */

/** Map marker tiers (discovery §3 "Map records", §4). */
export const MAP_ICON_TYPES = ['ICON1', 'ICON2', 'ICON3', 'ICON4'] as const;
export type MapIconType = (typeof MAP_ICON_TYPES)[number];
