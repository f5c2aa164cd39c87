import { format } from '../messages/common.js';
import { institutionMessages } from '../messages/institutions.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';
import { INSTITUTION_NAME_MAX, CITY_NAME_MAX } from './shared-catalogue-names.js';
import { MAP_ICON_TYPES, type MapIconType } from './shared-map.js';

/** Institute filter paging (discovery §3, §9): rows rowFrom (inclusive) to rowTo (exclusive), 100 per page. */
export const INST_ROW_FROM = 0;
export const INST_ROW_TO = 100;
/** The most rows one institution search answers, whatever rowTo asks for. */
export const INST_MAX_ROWS = 1000;

/** Distance search: the default radius in km (the agent slider's default, discovery §9) and the largest accepted. */
export const INST_DEFAULT_DISTANCE_KM = 50;
export const INST_MAX_DISTANCE_KM = 20_000;

/** Map marker tiers (discovery §3 "Map records", §4): shared with the agents' map (./shared-map.ts). */
export { MAP_ICON_TYPES, type MapIconType } from './shared-map.js';

/**
 * Zoom levels per tier (discovery §9): ICON1 continent clusters at 3, ICON2 country clusters 5 to 7,
 * ICON3 state clusters 6 to 9, ICON4 individual locations 8 to 11. The ranges overlap as specified;
 * the map shows the finest tier whose range holds the zoom (see `mapTierForZoom`).
 */
export const MAP_ZOOM_LEVELS: Readonly<Record<MapIconType, { min: number; max: number; initial: number }>> = {
  ICON1: { min: 3, max: 3, initial: 3 },
  ICON2: { min: 5, max: 7, initial: 5 },
  ICON3: { min: 6, max: 9, initial: 7 },
  ICON4: { min: 8, max: 11, initial: 10 },
};

/** The tier a map shows at a zoom level: the finest tier whose range holds it, coarsest below, finest above. */
export function mapTierForZoom(zoom: number): MapIconType {
  for (const tier of [...MAP_ICON_TYPES].reverse()) {
    const { min, max } = MAP_ZOOM_LEVELS[tier];
    if (zoom >= min && zoom <= max) return tier;
  }
  return zoom < MAP_ZOOM_LEVELS.ICON2.min ? 'ICON1' : 'ICON4';
}

/**
 * A name as searches compare it: lower case, without diacritics (NFKD, combining marks removed),
 * apostrophes dropped, other runs of spaces and punctuation collapsed to one space:
 * 'Université  de Montréal' → 'universite de montreal', "King's" → 'kings'.
 */
export function searchKeyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Does a name match a search key? Case- and diacritics-insensitive substring (which includes word
 * prefixes: 'montr' finds 'Université de Montréal'). An empty key matches every name.
 */
export function nameMatches(name: string, key: string): boolean {
  const wanted = searchKeyOf(key);
  return wanted === '' || searchKeyOf(name).includes(wanted);
}


/** The texts of an institution search (InstituteFilter's searchKey and CityName; null = none). */
export interface InstituteSearchTexts {
  searchKey?: string | null;
  CityName?: string | null;
}

/** An institution search's texts fit the catalogue's name limits (checked after the shape, so the answer names the limit). */
export function validateInstituteSearch(v: InstituteSearchTexts): FieldErrors<keyof InstituteSearchTexts> {
  return collect({
    searchKey: [[(v.searchKey ?? '').trim().length > INSTITUTION_NAME_MAX, format(institutionMessages.searchNameTooLong, { max: INSTITUTION_NAME_MAX })]],
    CityName: [[(v.CityName ?? '').trim().length > CITY_NAME_MAX, format(institutionMessages.searchCityTooLong, { max: CITY_NAME_MAX })]],
  });
}

export const CONNECT_SUBJECT_MAX = 200;
export const CONNECT_NOTE_MAX = 4000;

export interface ConnectMeValues {
  locationFk: number;
  subject: string;
  noteText: string;
}

/** Connect-me enquiry (discovery §3): a campus to write to, a subject and a message. */
export function validateConnectMe(v: ConnectMeValues): FieldErrors<keyof ConnectMeValues> {
  return collect({
    locationFk: [[!(v.locationFk > 0), institutionMessages.connectCampusRequired]],
    subject: [
      [isBlank(v.subject), institutionMessages.connectSubjectRequired],
      [v.subject.trim().length > CONNECT_SUBJECT_MAX, institutionMessages.connectSubjectTooLong],
    ],
    noteText: [
      [isBlank(v.noteText), institutionMessages.connectNoteRequired],
      [v.noteText.trim().length > CONNECT_NOTE_MAX, institutionMessages.connectNoteTooLong],
    ],
  });
}

export interface ConnectPublicValues extends ConnectMeValues {
  name: string;
  email: string;
  /** Optional; digits only when given (the contact-us rule, discovery §5: "Invalid number"), spaces between them allowed. */
  phone?: string;
}

/** Anonymous connect-me (POST connectPublic): the enquiry plus a name, a reply address and maybe a phone. */
export function validateConnectPublic(v: ConnectPublicValues): FieldErrors<keyof ConnectPublicValues> {
  const phone = (v.phone ?? '').replace(/\s+/g, '');
  return {
    ...collect({
      name: [[isBlank(v.name), institutionMessages.connectNameRequired]],
      email: [
        [isBlank(v.email), institutionMessages.connectEmailRequired],
        [!isEmail(v.email), institutionMessages.connectInvalidEmail],
      ],
      phone: [[phone !== '' && !/^\d+$/.test(phone), institutionMessages.connectInvalidPhone]],
    }),
    ...validateConnectMe(v),
  };
}
