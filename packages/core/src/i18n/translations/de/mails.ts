import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "Hallo {firstName},",
    "mailSignature": "Ihr StudyAtlas-Team",
    "mailVerifySubject": "Bitte bestätigen Sie Ihr StudyAtlas-Konto",
    "mailVerifyIntro": "Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:",
    "mailVerifyExpiry": "Der Link ist {hours} Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
    "mailVerifyButton": "Mein Konto bestätigen",
    "mailResetSubject": "Ihr temporäres StudyAtlas-Passwort",
    "mailResetIntro": "Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Ihr temporäres Passwort lautet:",
    "mailResetLink": "Öffnen Sie diesen Link und geben Sie das temporäre Passwort zusammen mit Ihrem neuen Passwort ein:",
    "mailResetExpiry": "Das temporäre Passwort ist {minutes} Minuten gültig. Falls Sie es nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    "mailResetButton": "Neues Passwort festlegen"
  }
};

export default words;
