import { loadCampus, loadCampuses, loadOrganisationProfile, loadProfileHistory, refreshQueries } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { campusesKey, campusKey, catalogueOptionsKey, ORGANISATIONS, profileHistoryKey, profileKey } from './query-keys.js';
import { QUIET } from './quiet.js';

export const useOrganisationProfile = (org: number) => useQuery(profileKey(org), () => loadOrganisationProfile(org, QUIET), { audience: 'member' });
export const useCampuses = (org: number) => useQuery(campusesKey(org), () => loadCampuses(org, QUIET), { audience: 'member' });
/** A campus; none asked for a new one. */
export const useCampus = (org: number, campusId: number | null) => useQuery(campusId ? campusKey(org, campusId) : null, () => loadCampus(org, campusId!, QUIET), { audience: 'member' });
/** The profile's history (no campus) or a campus's. */
export const useProfileHistory = (org: number, campusId: number | null, pageNo: number) =>
  useQuery(`${profileHistoryKey(org, campusId)}/${pageNo}`, () => loadProfileHistory(org, campusId, pageNo, QUIET), { audience: 'member' });

/** The profile changed: its history and the organisation switcher (its name) follow. */
export const profileChanged = (org: number): void => refreshQueries(profileKey(org), profileHistoryKey(org, null), ORGANISATIONS);
/** A campus changed: the list, its history and the course form's campus choices follow. */
export const campusChanged = (org: number, campusId: number): void => refreshQueries(campusesKey(org), profileHistoryKey(org, campusId), catalogueOptionsKey(org));

/*
 * How the server read a campus's place at its last save (the importer's messages), kept for the page
 * that shows the campus next: a new campus's page replaces the form that saved it.
 */
const placeNotes = new Map<string, readonly string[]>();
export const rememberPlaceNotes = (org: number, campusId: number, warnings: readonly string[]): void => void placeNotes.set(`${org}/${campusId}`, warnings);
export const placeNotesOf = (org: number, campusId: number): readonly string[] => placeNotes.get(`${org}/${campusId}`) ?? [];
