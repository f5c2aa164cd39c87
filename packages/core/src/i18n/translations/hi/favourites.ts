import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "अपने पसंदीदा सहेजने के लिए कृपया साइन इन करें।",
    "favouritesTitle": "पसंदीदा",
    "favouriteCategories": "पसंदीदा श्रेणियाँ",
    "favouriteToggle": "पसंदीदा: {name}",
    "favouriteRemove": "{name} को पसंदीदा से हटाएँ",
    "favouriteTabCourses": "कोर्स",
    "favouriteTabInstitutions": "संस्थान",
    "favouriteTabAgents": "एजेंट",
    "favouriteTabEvents": "इवेंट",
    "favouriteTabScholarships": "छात्रवृत्तियाँ",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "{date} से शुरू",
    "favouriteDates": "{from} से {to}",
    "favouriteCloses": "{date} को बंद"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "श्रेणी आवश्यक है",
    "favouriteCategoryInvalid": "श्रेणी C (कोर्स का प्रवेश सत्र), I (संस्थान), A (एजेंट), E (इवेंट) या S (छात्रवृत्ति) होनी चाहिए।",
    "favouriteReferenceRequired": "ReferenceFk आवश्यक है",
    "favouriteReferenceInvalid": "ReferenceFk एक धनात्मक पूर्ण संख्या होनी चाहिए।",
    "favouritePreferenceRequired": "PreferenceFk आवश्यक है",
    "favouritePreferenceInvalid": "PreferenceFk एक धनात्मक पूर्ण संख्या होनी चाहिए।",
    "favouriteFlagInvalid": "FavFlag का मान true या false होना चाहिए।",
    "favouriteNotFound": "यह पसंदीदा नहीं मिला।",
    "favouriteIntakeNotFound": "कोर्स का प्रवेश सत्र नहीं मिला।",
    "favouriteInstitutionNotFound": "संस्थान नहीं मिला।",
    "favouriteAgentNotFound": "एजेंट नहीं मिला।",
    "favouriteEventNotFound": "इवेंट नहीं मिला।",
    "favouriteScholarshipNotFound": "छात्रवृत्ति नहीं मिली।"
  }
};

export default words;
