import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "Vous n’êtes pas inscrit avec {provider}. Veuillez d’abord vous inscrire.",
    "registerContactSupport": "Échec de l’inscription de l’utilisateur. Veuillez contacter l’assistance de {provider}.",
    "registerTryLater": "Échec de l’inscription de l’utilisateur. Veuillez réessayer plus tard.",
    "signInWith": "Se connecter avec {provider}",
    "signUpWith": "S’inscrire avec {provider}",
    "providersLabel": "Autres moyens de connexion",
    "providersLoading": "Chargement des autres moyens de connexion…",
    "signingIn": "Connexion en cours…",
    "externalSignUpIntro": "Vous vous inscrivez avec votre compte {provider}. Vérifiez vos informations et créez votre compte.",
    "externalSignUpAction": "Créer un compte",
    "setPasswordTitle": "Définir un mot de passe",
    "setPasswordIntro": "Votre compte n’a pas encore de mot de passe : vous vous connectez via un fournisseur externe. Définissez un mot de passe pour pouvoir aussi vous connecter avec votre adresse e-mail.",
    "setPasswordAction": "Définir le mot de passe",
    "passwordSet": "Votre mot de passe a été défini. Vous pouvez désormais aussi vous connecter avec votre adresse e-mail et votre mot de passe.",
    "passwordAlreadySet": "Votre compte a déjà un mot de passe. Modifiez-le à l’aide de votre mot de passe actuel.",
    "setPasswordNotice": "Vous vous êtes connecté via un fournisseur externe et n’avez pas encore de mot de passe.",
    "setPasswordNoticeDismiss": "Plus tard"
  }
};

export default words;
