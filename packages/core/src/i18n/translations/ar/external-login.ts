import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "ليس لديك حساب مسجّل عبر {provider}. يُرجى إنشاء حساب أولًا.",
    "registerContactSupport": "تعذّر تسجيل المستخدم. يُرجى التواصل مع دعم {provider}.",
    "registerTryLater": "تعذّر تسجيل المستخدم. يُرجى المحاولة مرة أخرى لاحقًا.",
    "signInWith": "تسجيل الدخول باستخدام {provider}",
    "signUpWith": "إنشاء حساب باستخدام {provider}",
    "providersLabel": "طرق أخرى لتسجيل الدخول",
    "providersLoading": "جارٍ تحميل طرق تسجيل الدخول الأخرى…",
    "signingIn": "جارٍ تسجيل دخولك…",
    "externalSignUpIntro": "يتم إنشاء حسابك باستخدام حسابك على {provider}. يُرجى مراجعة بياناتك ثم إنشاء الحساب.",
    "externalSignUpAction": "إنشاء حساب",
    "setPasswordTitle": "تعيين كلمة مرور",
    "setPasswordIntro": "لا توجد كلمة مرور لحسابك بعد، لأن تسجيل دخولك يتم عبر مزوّد خارجي. يمكنك تعيين كلمة مرور لتسجيل الدخول ببريدك الإلكتروني أيضًا.",
    "setPasswordAction": "تعيين كلمة المرور",
    "passwordSet": "تم تعيين كلمة المرور. يمكنك الآن تسجيل الدخول ببريدك الإلكتروني وكلمة المرور أيضًا.",
    "passwordAlreadySet": "لحسابك كلمة مرور بالفعل. يمكنك تغييرها باستخدام كلمة المرور الحالية.",
    "setPasswordNotice": "سجّلت الدخول عبر مزوّد خارجي وليست لديك كلمة مرور بعد.",
    "setPasswordNoticeDismiss": "ليس الآن"
  }
};

export default words;
