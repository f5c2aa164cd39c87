import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "搜索",
    "tabs": {
      "R": "好友",
      "I": "院校",
      "C": "课程",
      "S": "奖学金",
      "F": "表格",
      "A": "中介",
      "E": "活动"
    },
    "friendsSignIn": "请登录后查找好友。"
  }
};

export default words;
