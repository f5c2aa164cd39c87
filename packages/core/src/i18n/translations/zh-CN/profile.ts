import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "我的个人资料",
    "profileSections": "个人资料栏目",
    "checklistTitle": "申请准备",
    "checklistIntro": "申请会读取您的个人资料。尚需完成：",
    "checklistComplete": "您的个人资料已可用于申请。",
    "checklistItems": {
      "B": "基本信息",
      "E": "至少一项学历",
      "P": "一本护照（或申请中的护照）"
    },
    "checklistDone": "已完成",
    "checklistMissing": "{count} 项必填：{fields}",
    "checklistToDo": "待完成",
    "checklistOpen": "打开{name}",
    "tabs": {
      "B": "基本信息",
      "S": "留学意向",
      "E": "教育背景",
      "W": "工作经历",
      "P": "护照和签证"
    }
  }
};

export default words;
