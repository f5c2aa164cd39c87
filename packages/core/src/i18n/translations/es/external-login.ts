import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "No te has registrado con {provider}. Regístrate primero.",
    "registerContactSupport": "No se ha podido registrar el usuario. Ponte en contacto con el soporte de {provider}.",
    "registerTryLater": "No se ha podido registrar el usuario. Inténtalo de nuevo más tarde.",
    "signInWith": "Iniciar sesión con {provider}",
    "signUpWith": "Registrarse con {provider}",
    "providersLabel": "Otras formas de iniciar sesión",
    "providersLoading": "Cargando otras formas de iniciar sesión…",
    "signingIn": "Iniciando sesión…",
    "externalSignUpIntro": "Te estás registrando con tu cuenta de {provider}. Revisa tus datos y crea tu cuenta.",
    "externalSignUpAction": "Crear cuenta",
    "setPasswordTitle": "Establece una contraseña",
    "setPasswordIntro": "Tu cuenta aún no tiene contraseña: inicias sesión con un proveedor externo. Establece una contraseña para poder iniciar sesión también con tu correo electrónico.",
    "setPasswordAction": "Establecer contraseña",
    "passwordSet": "Se ha establecido tu contraseña. Ahora también puedes iniciar sesión con tu correo electrónico y tu contraseña.",
    "passwordAlreadySet": "Tu cuenta ya tiene contraseña. Cámbiala con tu contraseña actual.",
    "setPasswordNotice": "Has iniciado sesión con un proveedor externo y aún no tienes contraseña.",
    "setPasswordNoticeDismiss": "Ahora no"
  }
};

export default words;
