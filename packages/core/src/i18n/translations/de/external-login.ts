import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "Sie sind nicht mit {provider} registriert. Bitte registrieren Sie sich zuerst.",
    "registerContactSupport": "Registrierung fehlgeschlagen. Bitte wenden Sie sich an den Support von {provider}.",
    "registerTryLater": "Registrierung fehlgeschlagen. Bitte versuchen Sie es später erneut.",
    "signInWith": "Mit {provider} anmelden",
    "signUpWith": "Mit {provider} registrieren",
    "providersLabel": "Weitere Anmeldemöglichkeiten",
    "providersLoading": "Weitere Anmeldemöglichkeiten werden geladen …",
    "signingIn": "Sie werden angemeldet …",
    "externalSignUpIntro": "Sie registrieren sich mit Ihrem {provider}-Konto. Prüfen Sie Ihre Angaben und erstellen Sie Ihr Konto.",
    "externalSignUpAction": "Konto erstellen",
    "setPasswordTitle": "Passwort festlegen",
    "setPasswordIntro": "Ihr Konto hat noch kein Passwort: Sie melden sich über einen externen Anbieter an. Legen Sie ein Passwort fest, um sich auch mit Ihrer E-Mail-Adresse anzumelden.",
    "setPasswordAction": "Passwort festlegen",
    "passwordSet": "Ihr Passwort wurde festgelegt. Sie können sich jetzt auch mit E-Mail-Adresse und Passwort anmelden.",
    "passwordAlreadySet": "Ihr Konto hat bereits ein Passwort. Ändern Sie es mit Ihrem aktuellen Passwort.",
    "setPasswordNotice": "Sie haben sich über einen externen Anbieter angemeldet und haben noch kein Passwort.",
    "setPasswordNoticeDismiss": "Nicht jetzt"
  }
};

export default words;
