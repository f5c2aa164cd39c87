import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "您尚未使用 {provider} 注册，请先注册。",
    "registerContactSupport": "用户注册失败。请联系 {provider} 客服。",
    "registerTryLater": "用户注册失败，请稍后重试。",
    "signInWith": "使用 {provider} 登录",
    "signUpWith": "使用 {provider} 注册",
    "providersLabel": "其他登录方式",
    "providersLoading": "正在加载其他登录方式…",
    "signingIn": "正在登录…",
    "externalSignUpIntro": "您正在使用 {provider} 账户注册。请核对您的信息并创建账户。",
    "externalSignUpAction": "创建账户",
    "setPasswordTitle": "设置密码",
    "setPasswordIntro": "您的账户尚未设置密码：您是通过外部服务登录的。设置密码后，您也可以使用电子邮箱登录。",
    "setPasswordAction": "设置密码",
    "passwordSet": "密码已设置。现在您也可以使用电子邮箱和密码登录。",
    "passwordAlreadySet": "您的账户已有密码。请使用当前密码进行更改。",
    "setPasswordNotice": "您是通过外部服务登录的，尚未设置密码。",
    "setPasswordNoticeDismiss": "以后再说"
  }
};

export default words;
