import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "तुलना किए गए कोर्स",
    "compareCarouselRole": "कैरोसेल",
    "comparePrevious": "पिछले कोर्स",
    "compareNext": "अगले कोर्स",
    "compareShowing": "{count} में से कोर्स {first} से {last}",
    "compareInstitution": "संस्थान",
    "compareLocation": "स्थान",
    "compareAward": "उपाधि",
    "compareLevel": "अध्ययन स्तर",
    "compareStudyArea": "अध्ययन क्षेत्र",
    "compareStudyMode": "अध्ययन मोड",
    "compareDuration": "अवधि",
    "compareIntake": "प्रवेश सत्र",
    "compareSeats": "सीटें",
    "compareAnnualFee": "वार्षिक शुल्क",
    "compareTotalCost": "कुल लागत",
    "compareInterview": "इंटरव्यू आवश्यक",
    "compareScholarships": "छात्रवृत्तियाँ",
    "compareDetail": "विवरण देखें",
    "compareNotAvailable": "–",
    "yes": "हाँ",
    "no": "नहीं"
  }
};

export default words;
