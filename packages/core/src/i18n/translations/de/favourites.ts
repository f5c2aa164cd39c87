import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "Bitte melden Sie sich an, um Ihre Favoriten zu speichern.",
    "favouritesTitle": "Favoriten",
    "favouriteCategories": "Favoritenkategorien",
    "favouriteToggle": "Favorit: {name}",
    "favouriteRemove": "{name} aus den Favoriten entfernen",
    "favouriteTabCourses": "Kurse",
    "favouriteTabInstitutions": "Institutionen",
    "favouriteTabAgents": "Agenturen",
    "favouriteTabEvents": "Veranstaltungen",
    "favouriteTabScholarships": "Stipendien",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "Beginn: {date}",
    "favouriteDates": "{from} bis {to}",
    "favouriteCloses": "Bewerbungsschluss: {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "Kategorie ist ein Pflichtfeld",
    "favouriteCategoryInvalid": "Die Kategorie muss C (Starttermin eines Kurses), I (Institution), A (Agentur), E (Veranstaltung) oder S (Stipendium) sein.",
    "favouriteReferenceRequired": "ReferenceFk ist ein Pflichtfeld",
    "favouriteReferenceInvalid": "ReferenceFk muss eine positive ganze Zahl sein.",
    "favouritePreferenceRequired": "PreferenceFk ist ein Pflichtfeld",
    "favouritePreferenceInvalid": "PreferenceFk muss eine positive ganze Zahl sein.",
    "favouriteFlagInvalid": "FavFlag muss true oder false sein.",
    "favouriteNotFound": "Dieser Favorit wurde nicht gefunden.",
    "favouriteIntakeNotFound": "Der Starttermin des Kurses wurde nicht gefunden.",
    "favouriteInstitutionNotFound": "Die Institution wurde nicht gefunden.",
    "favouriteAgentNotFound": "Die Agentur wurde nicht gefunden.",
    "favouriteEventNotFound": "Die Veranstaltung wurde nicht gefunden.",
    "favouriteScholarshipNotFound": "Das Stipendium wurde nicht gefunden."
  }
};

export default words;
