import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "工作经历",
    "add": "添加工作经历",
    "edit": "编辑工作经历",
    "employer": "雇主",
    "position": "职位",
    "reportTo": "直属上级",
    "mainDuties": "主要职责",
    "startDate": "开始日期",
    "endDate": "结束日期",
    "current": "这是我目前的工作",
    "contactTitle": "雇主联系人",
    "contactName": "联系人姓名",
    "postcode": "邮政编码",
    "address1": "地址第 1 行",
    "address2": "地址第 2 行",
    "address3": "地址第 3 行",
    "phone": "电话",
    "fax": "传真",
    "mobile": "手机",
    "email": "电子邮箱",
    "dates": "日期",
    "present": "至今",
    "save": "保存",
    "cancel": "取消",
    "editAction": "编辑",
    "deleteAction": "删除",
    "deleteConfirmTitle": "删除",
    "deleteConfirm": "要删除这段工作经历吗？",
    "yes": "是",
    "next": "下一步",
    "back": "上一步"
  },
  "workMessages": {
    "workStartFuture": "开始日期必须早于今天",
    "workEndOrCurrent": "如果这是您目前的工作，请勾选“目前的工作”",
    "workDateOrder": "工作开始日期必须早于结束日期。",
    "workEmployerRequired": "请输入雇主",
    "workPositionRequired": "请输入职位",
    "workReportToRequired": "请输入直属上级",
    "workContactNameRequired": "请输入联系人姓名",
    "workCountryRequired": "请选择国家/地区",
    "workStateRequired": "请选择州/省",
    "workCityRequired": "请选择城市",
    "workPostcodeRequired": "请输入邮政编码",
    "workAddressRequired": "请输入地址第 1 行",
    "workInvalidEmail": "电子邮箱地址无效",
    "workPlaceUnknown": "请从列表中选择",
    "workSaved": "数据已保存。",
    "workDeleted": "记录已删除。",
    "workNotFound": "未找到该记录。"
  }
};

export default words;
