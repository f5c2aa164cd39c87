import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "推荐好友",
    "title": "推荐好友",
    "intro": "邀请好友加入 StudyAtlas：我们会通过电子邮件向对方发送注册链接。",
    "name": "姓名",
    "email": "电子邮箱",
    "send": "发送邀请",
    "cancel": "取消"
  },
  "referralMessages": {
    "referralNameRequired": "请输入姓名",
    "referralNameTooLong": "姓名最多 100 个字符",
    "referralEmailRequired": "请输入电子邮箱",
    "referralInvalidEmail": "电子邮箱地址无效",
    "referralSent": "您的邀请已发送至 {email}。",
    "referralDailyLimit": "您每天最多可邀请 {max} 位好友，请明天再试。",
    "mailReferralSubject": "{name} 邀请您加入 StudyAtlas",
    "mailReferralSender": "本邮件应 StudyAtlas 会员 {name}（{email}）的请求发送。",
    "mailReferralIntro": "{name} 觉得您会喜欢 StudyAtlas：在这里可以查找世界各地的院校、课程和奖学金，比较课程并在线申请。",
    "mailReferralAction": "在此创建您的免费账户：",
    "mailReferralButton": "注册 StudyAtlas",
    "mailReferralIgnore": "如果您不感兴趣，请忽略此邮件。"
  }
};

export default words;
