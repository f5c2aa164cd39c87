import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "查找课程",
    "searchText": "学科领域或课程名称",
    "keyword": "课程名称或学科领域",
    "country": "院校所在国家/地区",
    "state": "州/省",
    "city": "城市",
    "levelGroup": "学习层次类别",
    "award": "所获学历",
    "otherAwardNamed": "{award}：{names}",
    "moreAwardNames": "{names} 等另外 {count} 项",
    "majorArea": "学科领域",
    "minorArea": "细分方向",
    "studyMode": "学习方式",
    "intakeDate": "入学批次起始日期",
    "searchBy": "搜索方式",
    "byLocation": "按地点",
    "byName": "按名称",
    "sortBy": "排序方式",
    "sortByName": "名称",
    "sortByLocation": "地点",
    "any": "不限",
    "choose": "请选择…",
    "search": "搜索",
    "clear": "清除",
    "resultsTitle": "课程",
    "resultsTotal": "找到 {total} 门课程",
    "resultsRange": "显示第 {from}–{to} 条，共 {total} 条",
    "noSearch": "暂无搜索结果可显示。请在课程搜索中选择您要查找的内容。",
    "toSearch": "前往课程搜索",
    "campus": "校区",
    "location": "地点",
    "startDate": "开课日期",
    "annualFee": "每年学费",
    "feeNotPublished": "学费未公布",
    "overview": "概览",
    "description": "简介",
    "details": "课程详情",
    "amount": "金额",
    "closes": "截止日期"
  },
  "courseMessages": {
    "courseSearchTextRequired": "学科领域或课程名称至少需要输入 3 个字符",
    "courseInstitutionCountryRequired": "请选择院校所在国家/地区",
    "courseStudyLevelGroupRequired": "请选择学习层次类别",
    "courseFilterMissing": "请填写：{items}",
    "courseFilterItemText": "学科领域或课程名称",
    "courseFilterItemCountry": "院校所在国家/地区",
    "courseFilterItemGroup": "学习层次类别",
    "courseCountryRequired": "请选择国家/地区",
    "courseSearchTooLong": "学科领域或课程名称最多 {max} 个字符"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "行号必须从 0 开始递增，每次最多 {max} 行（from ≤ to）。",
    "courseNotFound": "未找到该课程。",
    "courseInstitutionNotFound": "未找到该院校。",
    "courseStudyAreaNotFound": "未找到该学科领域。",
    "courseCampusNotFound": "未找到该课程的此校区。",
    "courseIntakeNotFound": "未找到该课程的此入学批次。"
  }
};

export default words;
