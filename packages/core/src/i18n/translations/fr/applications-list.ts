import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "Mes candidatures",
    "loading": "Chargement de vos candidatures…",
    "emptyHint": "Trouvez une formation et postulez en ligne.",
    "findCourses": "Trouver des formations",
    "applicationNumber": "Candidature {number}",
    "applicationStatus": {
      "D": "Brouillon",
      "S": "Envoyée",
      "W": "Retirée"
    },
    "statusLabel": "Statut",
    "createdLabel": "Créée le",
    "submittedLabel": "Envoyée le",
    "withdrawnLabel": "Retirée le",
    "referenceLabel": "Référence étudiant",
    "coursesLabel": "Formations",
    "institutionLabel": "Établissement",
    "campusLabel": "Campus",
    "intakeLabel": "Rentrée",
    "studyModeLabel": "Mode d’études",
    "courseStatusLabel": "Statut",
    "notSubmitted": "Non envoyée",
    "timelineLabel": "Historique de {course}",
    "currentStatus": "(statut actuel)",
    "conditionsLabel": "Conditions :",
    "reasonLabel": "Motif :",
    "continueAction": "Continuer",
    "continueApplication": "Continuer la candidature {number}",
    "deleteAction": "Supprimer",
    "deleteApplication": "Supprimer la candidature {number}",
    "withdrawAction": "Retirer",
    "withdrawApplication": "Retirer la candidature {number}",
    "resubmitAction": "Renvoyer",
    "resubmitApplication": "Renvoyer la candidature {number}",
    "pdfAction": "Télécharger le PDF",
    "pdfApplication": "Télécharger le PDF de la candidature {number}",
    "acceptAction": "Accepter l’offre",
    "acceptOffer": "Accepter l’offre pour {course}",
    "declineAction": "Décliner l’offre",
    "declineOffer": "Décliner l’offre pour {course}",
    "deleteTitle": "Supprimer la candidature",
    "deleteConfirm": "Supprimer le brouillon de candidature {number} ? Cette action est irréversible.",
    "withdrawTitle": "Retirer la candidature",
    "withdrawConfirm": "Retirer la candidature {number} ? Ses formations seront retirées ; l’historique est conservé.",
    "acceptTitle": "Accepter l’offre",
    "acceptConfirm": "Accepter l’offre pour {course} à {institution} ?",
    "declineTitle": "Décliner l’offre",
    "declineConfirm": "Décliner l’offre pour {course} à {institution} ? Cette action est irréversible.",
    "confirmYes": "Oui",
    "confirmCancel": "Annuler",
    "offerAccepted": "Offre acceptée.",
    "offerDeclined": "Offre déclinée."
  }
};

export default words;
