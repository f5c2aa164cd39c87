import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "Zum Hauptinhalt springen",
    "homeTitle": "Startseite",
    "portalNavLabel": "Hauptmenü",
    "portalNavSearch": "Suche",
    "portalNavCompare": "Vergleich",
    "portalMenuButton": "Menü",
    "accountMenuButton": "Mein Konto",
    "profileNoticesTitle": "E-Mail-Benachrichtigungen",
    "homeWelcomeTitle": "Finden Sie Ihren Studienplatz im Ausland",
    "homeWelcomeText": "StudyAtlas vereint Institutionen, Kurse, Stipendien, Agenturen und Veranstaltungen aus aller Welt. Erstellen Sie ein kostenloses Konto, um Favoriten zu speichern, Kurse zu vergleichen und sich online zu bewerben.",
    "homeCreateAccount": "Kostenloses Konto erstellen",
    "homeWelcomeBack": "Willkommen zurück, {firstName}",
    "homeMemberIntro": "Ihr Konto ist bereit. Hier sehen Sie Ihren aktuellen Stand.",
    "homeAccountHeading": "Ihr Konto",
    "homeUnreadLabel": "Ungelesene Nachrichten",
    "homeChangePassword": "Passwort ändern",
    "homeNextHeading": "Was Sie mit StudyAtlas tun können",
    "homeNextSearch": "Suchen Sie Institutionen, Kurse und Stipendien nach Land, Fachbereich und Niveau.",
    "homeNextCompare": "Speichern Sie Favoriten und vergleichen Sie bis zu zehn Kurse nebeneinander.",
    "homeNextApply": "Bewerben Sie sich online mit einer einzigen Bewerbung für bis zu fünf Kurse.",
    "homeNextConnect": "Schreiben Sie Institutionen und anderen Studierenden und laden Sie Ihre Freunde ein.",
    "errorPageTitle": "Seite nicht gefunden",
    "errorPageText": "Die angeforderte Seite existiert nicht oder ist nicht mehr verfügbar.",
    "goHome": "Zur Startseite"
  }
};

export default words;
