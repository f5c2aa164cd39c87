import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "Vous pouvez ajouter au maximum cinq formations à une candidature",
    "courseExists": "Cette formation figure déjà dans la candidature. Veuillez en choisir une autre",
    "atLeastOneCourse": "Vous devez sélectionner au moins une formation.",
    "basicIncomplete": "Vos informations de base sont incomplètes.",
    "basicNotConfigured": "Vous n’avez pas encore renseigné vos informations de base",
    "noSeats": "D’après nos données, il n’y a plus de place pour cette rentrée. Veuillez contacter l’établissement",
    "submissionFailed": "L’envoi de la candidature a échoué",
    "aboutMeSaved": "Données enregistrées",
    "submitted": "Votre candidature a été envoyée.",
    "declarationSaved": "Données enregistrées.",
    "intakeUnknown": "Cette rentrée n’est plus proposée pour cette formation. Veuillez en choisir une autre.",
    "courseParameterInvalid": "Impossible de lire la liste des formations.",
    "privacyPolicyOutdated": "Ce n’est pas la politique de confidentialité en vigueur. Veuillez relire la déclaration.",
    "alreadyApplied": "Vous avez déjà postulé à {course} (rentrée {intakeDate}).",
    "openExistingApplication": "Ouvrir cette candidature",
    "declarationTitle": "Déclaration et politique de confidentialité",
    "declarationParagraphs": [
      "Je déclare que les informations fournies dans cette candidature sont exactes et complètes. Je comprends que les établissements peuvent retirer une offre si l’une d’elles est fausse ou incomplète.",
      "J’accepte que StudyAtlas transmette cette candidature, mon profil tel qu’il est au moment de l’envoi et mes réponses aux établissements des formations que j’ai choisies, afin qu’ils puissent l’évaluer et me contacter à son sujet.",
      "Je comprends que je peux retirer ma candidature à tout moment depuis Mes candidatures, et que les établissements conservent ce qu’ils ont reçu conformément à leur propre politique de confidentialité."
    ]
  }
};

export default words;
