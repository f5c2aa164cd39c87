import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "Aller au contenu principal",
    "homeTitle": "Accueil",
    "portalNavLabel": "Navigation principale",
    "portalNavSearch": "Rechercher",
    "portalNavCompare": "Comparer",
    "portalMenuButton": "Menu",
    "accountMenuButton": "Mon compte",
    "profileNoticesTitle": "Notifications par e-mail",
    "homeWelcomeTitle": "Trouvez où étudier à l’étranger",
    "homeWelcomeText": "StudyAtlas réunit des établissements, des formations, des bourses, des agents et des événements du monde entier. Créez un compte gratuit pour enregistrer des favoris, comparer des formations et postuler en ligne.",
    "homeCreateAccount": "Créer un compte gratuit",
    "homeWelcomeBack": "Bon retour, {firstName}",
    "homeMemberIntro": "Votre compte est prêt. Voici où vous en êtes aujourd’hui.",
    "homeAccountHeading": "Votre compte",
    "homeUnreadLabel": "Messages non lus",
    "homeChangePassword": "Modifier votre mot de passe",
    "homeNextHeading": "Ce que vous pouvez faire avec StudyAtlas",
    "homeNextSearch": "Recherchez des établissements, des formations et des bourses par pays, domaine d’études et niveau.",
    "homeNextCompare": "Enregistrez des favoris et comparez jusqu’à dix formations côte à côte.",
    "homeNextApply": "Postulez en ligne à cinq formations maximum en une seule candidature.",
    "homeNextConnect": "Écrivez aux établissements et aux autres étudiants, et invitez vos amis.",
    "errorPageTitle": "Page introuvable",
    "errorPageText": "La page demandée n’existe pas ou n’est plus disponible.",
    "goHome": "Aller à la page d’accueil"
  }
};

export default words;
