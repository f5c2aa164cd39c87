import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "الانتقال إلى المحتوى الرئيسي",
    "homeTitle": "الرئيسية",
    "portalNavLabel": "التنقل الرئيسي",
    "portalNavSearch": "البحث",
    "portalNavCompare": "المقارنة",
    "portalMenuButton": "القائمة",
    "accountMenuButton": "حسابي",
    "profileNoticesTitle": "إشعارات البريد الإلكتروني",
    "homeWelcomeTitle": "وجهتك للدراسة في الخارج تبدأ هنا",
    "homeWelcomeText": "يجمع StudyAtlas المؤسسات التعليمية والبرامج والمنح الدراسية والوكلاء والفعاليات من جميع أنحاء العالم. يمكنك إنشاء حساب مجاني لحفظ المفضلة ومقارنة البرامج والتقديم عبر الإنترنت.",
    "homeCreateAccount": "إنشاء حساب مجاني",
    "homeWelcomeBack": "مرحبًا بعودتك يا {firstName}",
    "homeMemberIntro": "حسابك جاهز. إليك ملخص وضعك اليوم.",
    "homeAccountHeading": "حسابك",
    "homeUnreadLabel": "الرسائل غير المقروءة",
    "homeChangePassword": "تغيير كلمة المرور",
    "homeNextHeading": "ما يمكنك فعله مع StudyAtlas",
    "homeNextSearch": "البحث عن المؤسسات التعليمية والبرامج والمنح الدراسية حسب الدولة ومجال الدراسة والمستوى.",
    "homeNextCompare": "حفظ المفضلة والمقارنة بين ما يصل إلى عشرة برامج جنبًا إلى جنب.",
    "homeNextApply": "التقديم عبر الإنترنت على ما يصل إلى خمسة برامج في طلب واحد.",
    "homeNextConnect": "مراسلة المؤسسات التعليمية والطلاب الآخرين، ودعوة أصدقائك.",
    "errorPageTitle": "الصفحة غير موجودة",
    "errorPageText": "الصفحة المطلوبة غير موجودة أو لم تعد متاحة.",
    "goHome": "الانتقال إلى الصفحة الرئيسية"
  }
};

export default words;
