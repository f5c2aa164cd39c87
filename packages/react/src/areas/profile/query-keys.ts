/*
 * The profile's keys in the data layer (react/src/data): a save refreshes its section's key, which
 * covers every key below it (a section's list and its dialogs' records).
 */
export const PROFILE = 'profile';
export const BASIC = `${PROFILE}/basic`;
export const EDUCATION = `${PROFILE}/education`;
export const WORK = `${PROFILE}/work`;
export const PASSPORT = `${PROFILE}/passport`;
export const STUDY = `${PROFILE}/study`;
/** The checklist of what the profile still misses. */
export const COMPLETENESS = `${PROFILE}/completeness`;
/** Lists every section's forms choose from (countries, states, cities, document types). */
export const PROFILE_LISTS = `${PROFILE}/lists`;
