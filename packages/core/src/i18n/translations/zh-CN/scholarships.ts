import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "查找奖学金",
    "country": "国家/地区",
    "institution": "院校",
    "levelGroup": "学习层次类别",
    "majorArea": "学科领域",
    "minorArea": "细分方向",
    "keyword": "奖学金或院校名称",
    "any": "不限",
    "search": "搜索",
    "clear": "清除",
    "resultsTitle": "奖学金",
    "resultsTotal": "找到 {total} 项奖学金",
    "resultsRange": "显示第 {from}–{to} 条，共 {total} 条",
    "details": "奖学金详情",
    "amount": "金额",
    "opens": "开放日期",
    "closes": "截止日期",
    "closed": "已截止",
    "anyLevel": "任何学习层次",
    "offeredIn": "提供地区",
    "print": "打印视图",
    "overview": "概览",
    "eligibility": "申请资格",
    "courses": "课程",
    "courseCount": "{institution} 有 {count} 门课程符合该奖学金的条件。",
    "viewCourses": "查看这些课程",
    "noCourses": "目前没有列出适用该奖学金的课程。",
    "institutionSection": "院校",
    "web": "网站"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "未找到该奖学金。",
    "scholarshipRowsOutOfRange": "行号必须从 0 开始递增，每次最多 {max} 行（from ≤ to）。"
  }
};

export default words;
