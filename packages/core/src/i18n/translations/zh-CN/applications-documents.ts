import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "申请 {id}",
    "subtitle": "{name}",
    "submittedOn": "提交于 {date}",
    "withdrawnOn": "撤回于 {date}",
    "courses": "课程",
    "courseColumns": [
      "课程",
      "院校",
      "校区",
      "学习方式",
      "所获学历",
      "入学批次",
      "状态"
    ],
    "basic": "基本信息",
    "basicLabels": {
      "title": "称谓",
      "firstName": "名",
      "middleName": "中间名",
      "lastName": "姓",
      "gender": "性别",
      "dateOfBirth": "出生日期",
      "nationality": "国籍",
      "birthCountry": "出生国家/地区",
      "email": "电子邮箱",
      "phone": "电话",
      "mobile": "手机",
      "address": "地址"
    },
    "qualifications": "学历",
    "qualificationColumns": [
      "国家/地区",
      "级别",
      "学历",
      "院校",
      "开始",
      "结束",
      "颁发机构",
      "成绩",
      "文件"
    ],
    "englishTests": "英语考试",
    "englishTestColumns": [
      "考试",
      "日期",
      "成绩单编号",
      "分数",
      "文件"
    ],
    "passports": "护照",
    "passportColumns": [
      "国家/地区",
      "类型",
      "号码",
      "签发日期",
      "到期日期",
      "文件"
    ],
    "visas": "签证",
    "visaColumns": [
      "国家/地区",
      "号码",
      "类型",
      "子类别",
      "批准日期",
      "到期日期",
      "文件"
    ],
    "family": "家庭成员",
    "familyColumns": [
      "关系",
      "姓名",
      "出生日期",
      "性别",
      "出生国家/地区",
      "是否随行"
    ],
    "experience": "工作经历",
    "experienceColumns": [
      "雇主",
      "职位",
      "开始",
      "结束",
      "主要职责"
    ],
    "current": "至今",
    "flags": "违反签证规定及拒签",
    "flagLabels": {
      "visaViolation": "曾违反签证条件",
      "violationDetail": "违规详情",
      "refused": "曾被拒签",
      "refusedCountry": "拒签国家/地区",
      "refusedDetail": "拒签详情"
    },
    "answers": "问题回答",
    "yes": "是",
    "no": "否",
    "pageOf": "第 {page} 页，共 {pages} 页"
  }
};

export default words;
