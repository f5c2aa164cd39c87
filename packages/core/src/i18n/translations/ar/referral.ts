import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "دعوة صديق",
    "title": "دعوة صديق",
    "intro": "يمكنك دعوة صديق إلى StudyAtlas: سنرسل إليه رابطًا عبر البريد الإلكتروني لإنشاء حساب.",
    "name": "الاسم",
    "email": "البريد الإلكتروني",
    "send": "إرسال الدعوة",
    "cancel": "إلغاء"
  },
  "referralMessages": {
    "referralNameRequired": "الاسم مطلوب",
    "referralNameTooLong": "يجب ألا يتجاوز الاسم 100 حرف",
    "referralEmailRequired": "البريد الإلكتروني مطلوب",
    "referralInvalidEmail": "بريد إلكتروني غير صالح",
    "referralSent": "تم إرسال دعوتك إلى {email}.",
    "referralDailyLimit": "الحد الأقصى لعدد الأصدقاء الذين يمكنك دعوتهم يوميًا: {max}. يُرجى المحاولة مرة أخرى غدًا.",
    "mailReferralSubject": "دعوة من {name} للانضمام إلى StudyAtlas",
    "mailReferralSender": "أُرسلت هذه الرسالة بناءً على طلب عضو StudyAtlas ‏{name} ({email}).",
    "mailReferralIntro": "بحسب {name}، سيعجبك StudyAtlas: منصة للبحث عن المؤسسات التعليمية والبرامج والمنح الدراسية حول العالم، والمقارنة بين البرامج، والتقديم عبر الإنترنت.",
    "mailReferralAction": "يمكنك إنشاء حسابك المجاني من هنا:",
    "mailReferralButton": "التسجيل في StudyAtlas",
    "mailReferralIgnore": "إذا لم يكن الأمر يهمك، يمكنك تجاهل هذه الرسالة."
  }
};

export default words;
