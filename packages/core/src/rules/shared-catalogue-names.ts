/**
 * Catalogue name limits, one place for every side: the importer (docs/data-import.md), the contracts that
 * take such a name (a member's own institution name, the institution search text) and the database,
 * whose name columns are `text` (no narrower limit). Real registers have institution names of 255
 * characters; 300 leaves room.
 */
export const INSTITUTION_NAME_MAX = 300;
/** A campus (location) name. */
export const CAMPUS_NAME_MAX = 300;
/** A course name. */
export const COURSE_NAME_MAX = 300;
/** The data owner's own key of a record (external_id and references to one). */
export const EXTERNAL_ID_MAX = 100;
/** The longest city name a search or an import takes (the city lists' limit). */
export const CITY_NAME_MAX = 100;
