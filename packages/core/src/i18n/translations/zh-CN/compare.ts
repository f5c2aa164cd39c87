import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "请选择至少两门课程。",
    "compareMaximum": "最多可选择 10 门课程进行比较。",
    "compareTitle": "比较课程",
    "compareAction": "比较",
    "compareToggle": "比较 {name}",
    "compareRemove": "从比较中移除 {name}",
    "compareClear": "清空比较",
    "compareSelected": "已选 {count} 门课程（最多 10 门）"
  }
};

export default words;
