import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "返回",
    "titleWarning": "警告",
    "titleInformation": "信息",
    "titleInfo": "提示",
    "titleSuccess": "成功",
    "titleFailed": "失败",
    "titleError": "错误",
    "apiNotRunning": "API 未运行。",
    "noRecords": "未找到记录",
    "signInRequired": "请登录后继续。",
    "required": "必填",
    "sessionExpired": "您的会话已结束，请重新登录。",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "登录",
    "signInTitle": "登录",
    "signOutAction": "退出登录",
    "invalidDate": "日期无效",
    "pageOutOfRange": "页码必须是 1 到 {last} 之间的整数。",
    "removeAction": "移除",
    "ok": "确定",
    "close": "关闭",
    "dismissNotice": "关闭",
    "loading": "正在加载…",
    "readMore": "展开",
    "readLess": "收起",
    "expandAll": "全部展开",
    "collapseAll": "全部收起",
    "printNow": "打印",
    "closePrint": "关闭打印视图",
    "pagination": "分页",
    "pageSize": "每页行数",
    "goToPage": "跳转到页",
    "go": "跳转",
    "firstPage": "第一页",
    "previousPage": "上一页",
    "nextPage": "下一页",
    "lastPage": "最后一页",
    "pageNumber": "第 {page} 页",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "语言"
  }
};

export default words;
