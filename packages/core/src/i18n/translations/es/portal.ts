import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "Saltar al contenido principal",
    "homeTitle": "Inicio",
    "portalNavLabel": "Principal",
    "portalNavSearch": "Buscar",
    "portalNavCompare": "Comparar",
    "portalMenuButton": "Menú",
    "accountMenuButton": "Mi cuenta",
    "profileNoticesTitle": "Avisos por correo electrónico",
    "homeWelcomeTitle": "Encuentra dónde estudiar en el extranjero",
    "homeWelcomeText": "StudyAtlas reúne instituciones, cursos, becas, agentes y eventos de todo el mundo. Crea una cuenta gratuita para guardar favoritos, comparar cursos y presentar solicitudes en línea.",
    "homeCreateAccount": "Crear una cuenta gratuita",
    "homeWelcomeBack": "Hola de nuevo, {firstName}",
    "homeMemberIntro": "Tu cuenta está lista. Esta es tu situación hoy.",
    "homeAccountHeading": "Tu cuenta",
    "homeUnreadLabel": "Mensajes sin leer",
    "homeChangePassword": "Cambiar la contraseña",
    "homeNextHeading": "Qué puedes hacer con StudyAtlas",
    "homeNextSearch": "Busca instituciones, cursos y becas por país, área de estudio y nivel.",
    "homeNextCompare": "Guarda favoritos y compara hasta diez cursos lado a lado.",
    "homeNextApply": "Solicita hasta cinco cursos en línea con una sola solicitud.",
    "homeNextConnect": "Escribe a instituciones y a otros estudiantes, e invita a tus amigos.",
    "errorPageTitle": "Página no encontrada",
    "errorPageText": "La página que buscas no existe o ya no está disponible.",
    "goHome": "Ir a la página de inicio"
  }
};

export default words;
