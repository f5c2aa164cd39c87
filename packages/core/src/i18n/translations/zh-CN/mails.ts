import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "{firstName}，您好：",
    "mailSignature": "StudyAtlas 团队",
    "mailVerifySubject": "请验证您的 StudyAtlas 账户",
    "mailVerifyIntro": "感谢您的注册。请打开以下链接确认您的电子邮箱地址：",
    "mailVerifyExpiry": "该链接在 {hours} 小时内有效。如果您没有注册，请忽略此邮件。",
    "mailVerifyButton": "验证我的账户",
    "mailResetSubject": "您的 StudyAtlas 临时密码",
    "mailResetIntro": "我们收到了重置您密码的请求。您的临时密码是：",
    "mailResetLink": "打开以下链接，输入临时密码和新密码：",
    "mailResetExpiry": "临时密码在 {minutes} 分钟内有效。如果您没有发出此请求，请忽略此邮件，您的密码不会改变。",
    "mailResetButton": "设置新密码"
  }
};

export default words;
