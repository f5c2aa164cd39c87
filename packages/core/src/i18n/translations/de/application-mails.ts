import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "Ihre Bewerbung {reference} wurde eingereicht",
    "mailSubmittedIntro": "Vielen Dank: Wir haben Ihre Bewerbung {reference} erhalten und an die Institutionen der von Ihnen gewählten Kurse weitergeleitet:",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), Starttermin {intakeDate}, {studyMode}",
    "mailSubmittedNext": "Jede Institution prüft Ihre Bewerbung. Unter „Meine Bewerbungen“ können Sie jeden Kurs verfolgen:",
    "mailSubmittedButton": "Meine Bewerbungen"
  }
};

export default words;
