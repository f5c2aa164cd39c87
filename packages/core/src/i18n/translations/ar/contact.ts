import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "اتصل بنا",
    "intro": "هل لديك أسئلة أو مشكلات أو أفكار؟ يسعدنا تلقي رسالتك، وسنرد عليك عبر البريد الإلكتروني.",
    "memberIntro": "سنرد على {email}.",
    "name": "الاسم",
    "email": "البريد الإلكتروني",
    "verifyEmail": "تأكيد البريد الإلكتروني",
    "number": "رقم الهاتف",
    "subject": "الموضوع",
    "chooseSubject": "اختيار…",
    "message": "الرسالة",
    "send": "إرسال"
  },
  "contactMessages": {
    "contactNameRequired": "الاسم مطلوب",
    "contactNameTooLong": "يجب ألا يتجاوز الاسم 100 حرف",
    "contactEmailRequired": "البريد الإلكتروني مطلوب",
    "contactInvalidEmail": "بريد إلكتروني غير صالح",
    "contactVerifyEmailRequired": "يُرجى إدخال بريدك الإلكتروني مرة أخرى",
    "contactEmailMismatch": "عنوانا البريد الإلكتروني غير متطابقين",
    "contactPhoneRequired": "رقم الهاتف مطلوب",
    "contactInvalidNumber": "رقم غير صالح",
    "contactSubjectRequired": "الموضوع مطلوب",
    "contactSubjectUnknown": "يُرجى اختيار أحد المواضيع.",
    "contactNoteRequired": "الرسالة مطلوبة",
    "contactNoteTooLong": "يجب ألا تتجاوز الرسالة 4000 حرف",
    "contactSent": "شكرًا لتواصلك معنا. تم إرسال رسالتك وسنرد عليك عبر البريد الإلكتروني.",
    "contactFailed": "تعذّر تسجيل المستخدم",
    "mailContactSupportSubject": "اتصل بنا: {subject} (من {name})",
    "mailContactSupportIntro": "أُرسلت رسالة عبر نموذج «اتصل بنا».",
    "mailContactFrom": "من: {name} <{email}>",
    "mailContactPhone": "الهاتف: {number}",
    "mailContactMember": "عضو مسجّل الدخول رقم {clientId}",
    "mailContactVisitor": "زائر (غير مسجّل الدخول)",
    "mailContactSubjectLine": "الموضوع: {subject}",
    "mailContactAckSubject": "استلمنا رسالتك",
    "mailContactAckIntro": "شكرًا لتواصلك مع StudyAtlas. لقد استلمنا رسالتك بشأن «{subject}» وسنرد على هذا العنوان.",
    "mailContactAckCopy": "رسالتك:"
  }
};

export default words;
