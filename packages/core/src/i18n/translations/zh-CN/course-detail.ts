import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "总学费",
    "structure": "课程结构",
    "campuses": "校区",
    "intakes": "入学批次",
    "scholarships": "奖学金",
    "courseCode": "课程代码",
    "duration": "学制",
    "type": "学习层次类别",
    "studyArea": "学科领域",
    "studentType": "学生类型",
    "seats": "名额",
    "interviewRequired": "需要面试",
    "minReference": "所需推荐信数量",
    "termStart": "开学日期",
    "webAddress": "网址",
    "yes": "是",
    "no": "否",
    "noIntakes": "暂无入学批次安排。",
    "noScholarships": "该课程暂无奖学金。"
  }
};

export default words;
