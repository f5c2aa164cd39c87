import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "联系我们",
    "intro": "有问题、遇到困难或有想法？给我们留言，我们会通过电子邮件回复。",
    "memberIntro": "我们将回复至 {email}。",
    "name": "姓名",
    "email": "电子邮箱",
    "verifyEmail": "确认电子邮箱",
    "number": "电话号码",
    "subject": "主题",
    "chooseSubject": "请选择…",
    "message": "留言",
    "send": "发送"
  },
  "contactMessages": {
    "contactNameRequired": "请输入姓名",
    "contactNameTooLong": "姓名最多 100 个字符",
    "contactEmailRequired": "请输入电子邮箱",
    "contactInvalidEmail": "电子邮箱地址无效",
    "contactVerifyEmailRequired": "请再次输入您的电子邮箱",
    "contactEmailMismatch": "两次输入的电子邮箱不一致",
    "contactPhoneRequired": "请输入电话号码",
    "contactInvalidNumber": "号码无效",
    "contactSubjectRequired": "请选择主题",
    "contactSubjectUnknown": "请从列表中选择一个主题。",
    "contactNoteRequired": "请输入留言",
    "contactNoteTooLong": "留言最多 4000 个字符",
    "contactSent": "感谢您联系我们。您的留言已发送，我们会通过电子邮件回复。",
    "contactFailed": "留言发送失败",
    "mailContactSupportSubject": "联系我们：{subject}（来自 {name}）",
    "mailContactSupportIntro": "有人通过“联系我们”表单发送了一条留言。",
    "mailContactFrom": "发件人：{name} <{email}>",
    "mailContactPhone": "电话：{number}",
    "mailContactMember": "已登录会员 #{clientId}",
    "mailContactVisitor": "访客（未登录）",
    "mailContactSubjectLine": "主题：{subject}",
    "mailContactAckSubject": "我们已收到您的留言",
    "mailContactAckIntro": "感谢您联系 StudyAtlas。我们已收到您关于“{subject}”的留言，并会回复至此邮箱。",
    "mailContactAckCopy": "您的留言："
  }
};

export default words;
