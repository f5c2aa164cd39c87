import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "查找中介",
    "country": "国家/地区",
    "state": "州/省",
    "city": "城市",
    "keyword": "中介名称",
    "distance": "距城市距离",
    "distanceValue": "{km} 公里",
    "distanceHint": "在所选城市此距离范围内设有办事处的中介。",
    "refine": "更多选项",
    "refineLess": "收起选项",
    "institution": "代理的院校",
    "instCountry": "院校所在国家/地区",
    "instState": "院校所在州/省",
    "instCity": "院校所在城市",
    "instKeyword": "院校名称",
    "sortBy": "排序方式",
    "byLocation": "位置",
    "byName": "名称",
    "any": "不限",
    "choose": "请选择…",
    "search": "搜索",
    "clear": "清除",
    "resultsTitle": "中介",
    "resultsTotal": "找到 {total} 家中介",
    "distanceAway": "距离 {km} 公里",
    "mapLabel": "中介地图",
    "overview": "概览",
    "locations": "办事处",
    "headOffice": "总部",
    "professionalBodies": "专业机构",
    "membershipNo": "会员编号 {number}",
    "institutions": "代理的院校",
    "contacts": "联系人",
    "phone": "电话",
    "email": "电子邮箱",
    "web": "网址",
    "legalName": "法定名称",
    "locationHead": "办事处负责人",
    "location": "办事处",
    "rowsPerPage": "每页行数"
  },
  "agentMessages": {
    "agentCountryRequired": "请选择国家/地区",
    "agentCountryOrKeywordRequired": "请选择国家/地区或输入关键词",
    "agentNotFound": "未找到该中介。",
    "agentLocationNotFound": "未找到该中介办事处。"
  }
};

export default words;
