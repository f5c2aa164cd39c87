import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "Experiencia laboral",
    "add": "Añadir experiencia laboral",
    "edit": "Editar experiencia laboral",
    "employer": "Empleador",
    "position": "Puesto",
    "reportTo": "Responsable directo",
    "mainDuties": "Funciones principales",
    "startDate": "Fecha de inicio",
    "endDate": "Fecha de fin",
    "current": "Es mi empleo actual",
    "contactTitle": "Contacto del empleador",
    "contactName": "Nombre de contacto",
    "postcode": "Código postal",
    "address1": "Dirección (línea 1)",
    "address2": "Dirección (línea 2)",
    "address3": "Dirección (línea 3)",
    "phone": "Teléfono",
    "fax": "Fax",
    "mobile": "Móvil",
    "email": "Correo electrónico",
    "dates": "Fechas",
    "present": "Actualidad",
    "save": "Guardar",
    "cancel": "Cancelar",
    "editAction": "Editar",
    "deleteAction": "Eliminar",
    "deleteConfirmTitle": "Eliminar",
    "deleteConfirm": "¿Eliminar esta experiencia laboral?",
    "yes": "Sí",
    "next": "Siguiente",
    "back": "Atrás"
  },
  "workMessages": {
    "workStartFuture": "La fecha de inicio debe ser anterior a la fecha actual",
    "workEndOrCurrent": "Marca la casilla «Es mi empleo actual» si sigues en este empleo",
    "workDateOrder": "La fecha de inicio del empleo debe ser anterior a la fecha de fin.",
    "workEmployerRequired": "El empleador es obligatorio",
    "workPositionRequired": "El puesto es obligatorio",
    "workReportToRequired": "El responsable directo es obligatorio",
    "workContactNameRequired": "El nombre de contacto es obligatorio",
    "workCountryRequired": "El país es obligatorio",
    "workStateRequired": "El estado o provincia es obligatorio",
    "workCityRequired": "La ciudad es obligatoria",
    "workPostcodeRequired": "El código postal es obligatorio",
    "workAddressRequired": "La línea 1 de la dirección es obligatoria",
    "workInvalidEmail": "Correo electrónico no válido",
    "workPlaceUnknown": "Elige una opción de la lista",
    "workSaved": "Datos guardados correctamente.",
    "workDeleted": "Registro eliminado.",
    "workNotFound": "No se ha encontrado el registro."
  }
};

export default words;
