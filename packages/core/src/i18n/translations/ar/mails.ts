import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "مرحبًا {firstName}،",
    "mailSignature": "فريق StudyAtlas",
    "mailVerifySubject": "يُرجى التحقق من حسابك على StudyAtlas",
    "mailVerifyIntro": "شكرًا لتسجيلك. يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:",
    "mailVerifyExpiry": "يظل الرابط صالحًا لمدة {hours, plural, one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}. إذا لم يكن التسجيل من طرفك، يمكنك تجاهل هذه الرسالة.",
    "mailVerifyButton": "التحقق من حسابي",
    "mailResetSubject": "كلمة المرور المؤقتة لحسابك على StudyAtlas",
    "mailResetIntro": "تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك. كلمة المرور المؤقتة هي:",
    "mailResetLink": "يُرجى فتح هذا الرابط وإدخال كلمة المرور المؤقتة مع كلمة المرور الجديدة:",
    "mailResetExpiry": "تظل كلمة المرور المؤقتة صالحة لمدة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إذا لم يكن هذا الطلب من طرفك، يمكنك تجاهل هذه الرسالة، ولن تتغير كلمة المرور الخاصة بك.",
    "mailResetButton": "اختيار كلمة مرور جديدة"
  }
};

export default words;
