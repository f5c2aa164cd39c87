import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "跳到主要内容",
    "homeTitle": "首页",
    "portalNavLabel": "主导航",
    "portalNavSearch": "搜索",
    "portalNavCompare": "比较",
    "portalMenuButton": "菜单",
    "accountMenuButton": "我的账户",
    "profileNoticesTitle": "邮件通知",
    "homeWelcomeTitle": "找到您的留学目的地",
    "homeWelcomeText": "StudyAtlas 汇集了世界各地的院校、课程、奖学金、中介和活动。创建免费账户，即可收藏、比较课程并在线申请。",
    "homeCreateAccount": "创建免费账户",
    "homeWelcomeBack": "欢迎回来，{firstName}",
    "homeMemberIntro": "您的账户已就绪。以下是您目前的情况。",
    "homeAccountHeading": "您的账户",
    "homeUnreadLabel": "未读消息",
    "homeChangePassword": "更改密码",
    "homeNextHeading": "您可以用 StudyAtlas 做什么",
    "homeNextSearch": "按国家/地区、学科领域和层次搜索院校、课程和奖学金。",
    "homeNextCompare": "收藏感兴趣的内容，并排比较最多十门课程。",
    "homeNextApply": "一份申请即可在线申请最多五门课程。",
    "homeNextConnect": "给院校和其他学生发消息，并邀请您的好友。",
    "errorPageTitle": "找不到页面",
    "errorPageText": "您访问的页面不存在或已不可用。",
    "goHome": "返回首页"
  }
};

export default words;
