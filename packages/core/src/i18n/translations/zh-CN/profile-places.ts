import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "国家/地区",
    "state": "州/省",
    "city": "城市",
    "choose": "请选择…",
    "cityFilter": "查找城市",
    "cityFilterHint": "输入名称的一部分：列表显示前 {limit} 个城市。"
  }
};

export default words;
