import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "Expérience professionnelle",
    "add": "Ajouter une expérience professionnelle",
    "edit": "Modifier l’expérience professionnelle",
    "employer": "Employeur",
    "position": "Poste",
    "reportTo": "Supérieur hiérarchique",
    "mainDuties": "Missions principales",
    "startDate": "Date de début",
    "endDate": "Date de fin",
    "current": "C’est mon emploi actuel",
    "contactTitle": "Contact chez l’employeur",
    "contactName": "Nom du contact",
    "postcode": "Code postal",
    "address1": "Adresse (ligne 1)",
    "address2": "Adresse (ligne 2)",
    "address3": "Adresse (ligne 3)",
    "phone": "Téléphone",
    "fax": "Fax",
    "mobile": "Portable",
    "email": "E-mail",
    "dates": "Dates",
    "present": "Aujourd’hui",
    "save": "Enregistrer",
    "cancel": "Annuler",
    "editAction": "Modifier",
    "deleteAction": "Supprimer",
    "deleteConfirmTitle": "Supprimer",
    "deleteConfirm": "Supprimer cette expérience professionnelle ?",
    "yes": "Oui",
    "next": "Suivant",
    "back": "Retour"
  },
  "workMessages": {
    "workStartFuture": "La date de début doit être antérieure à la date du jour",
    "workEndOrCurrent": "Cochez la case « C’est mon emploi actuel » s’il s’agit de votre emploi actuel",
    "workDateOrder": "La date de début de l’emploi doit être antérieure à la date de fin.",
    "workEmployerRequired": "L’employeur est obligatoire",
    "workPositionRequired": "Le poste est obligatoire",
    "workReportToRequired": "Le supérieur hiérarchique est obligatoire",
    "workContactNameRequired": "Le nom du contact est obligatoire",
    "workCountryRequired": "Le pays est obligatoire",
    "workStateRequired": "L’État ou la région est obligatoire",
    "workCityRequired": "La ville est obligatoire",
    "workPostcodeRequired": "Le code postal est obligatoire",
    "workAddressRequired": "La ligne 1 de l’adresse est obligatoire",
    "workInvalidEmail": "Adresse e-mail non valide",
    "workPlaceUnknown": "Veuillez choisir dans la liste",
    "workSaved": "Données enregistrées.",
    "workDeleted": "Enregistrement supprimé.",
    "workNotFound": "Enregistrement introuvable."
  }
};

export default words;
