import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "Candidature {id}",
    "subtitle": "{name}",
    "submittedOn": "Envoyée le {date}",
    "withdrawnOn": "Retirée le {date}",
    "courses": "Formations",
    "courseColumns": [
      "Formation",
      "Établissement",
      "Campus",
      "Mode d’études",
      "Diplôme délivré",
      "Rentrée",
      "Statut"
    ],
    "basic": "Informations de base",
    "basicLabels": {
      "title": "Civilité",
      "firstName": "Prénom",
      "middleName": "Deuxième prénom",
      "lastName": "Nom",
      "gender": "Sexe",
      "dateOfBirth": "Date de naissance",
      "nationality": "Nationalité",
      "birthCountry": "Pays de naissance",
      "email": "E-mail",
      "phone": "Téléphone",
      "mobile": "Portable",
      "address": "Adresse"
    },
    "qualifications": "Diplômes",
    "qualificationColumns": [
      "Pays",
      "Niveau",
      "Diplôme",
      "Établissement",
      "Du",
      "Au",
      "Organisme de délivrance",
      "Notes",
      "Documents"
    ],
    "englishTests": "Tests d’anglais",
    "englishTestColumns": [
      "Test",
      "Date",
      "N° de rapport",
      "Scores",
      "Documents"
    ],
    "passports": "Passeports",
    "passportColumns": [
      "Pays",
      "Type",
      "Numéro",
      "Délivré le",
      "Expire le",
      "Documents"
    ],
    "visas": "Visas",
    "visaColumns": [
      "Pays",
      "Numéro",
      "Type",
      "Sous-catégorie",
      "Accordé le",
      "Expire le",
      "Documents"
    ],
    "family": "Famille",
    "familyColumns": [
      "Lien de parenté",
      "Nom",
      "Date de naissance",
      "Sexe",
      "Pays de naissance",
      "Accompagne"
    ],
    "experience": "Expérience professionnelle",
    "experienceColumns": [
      "Employeur",
      "Poste",
      "Début",
      "Fin",
      "Missions principales"
    ],
    "current": "En cours",
    "flags": "Infraction et refus de visa",
    "flagLabels": {
      "visaViolation": "A enfreint les conditions d’un visa",
      "violationDetail": "Détails de l’infraction",
      "refused": "S’est vu refuser un visa",
      "refusedCountry": "Refusé par",
      "refusedDetail": "Détails du refus"
    },
    "answers": "Réponses au questionnaire",
    "yes": "Oui",
    "no": "Non",
    "pageOf": "Page {page} sur {pages}"
  }
};

export default words;
