import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "我的申请",
    "loading": "正在加载您的申请…",
    "emptyHint": "查找课程并在线申请。",
    "findCourses": "查找课程",
    "applicationNumber": "申请 {number}",
    "applicationStatus": {
      "D": "草稿",
      "S": "已提交",
      "W": "已撤回"
    },
    "statusLabel": "状态",
    "createdLabel": "创建时间",
    "submittedLabel": "提交时间",
    "withdrawnLabel": "撤回时间",
    "referenceLabel": "学生参考编号",
    "coursesLabel": "课程",
    "institutionLabel": "院校",
    "campusLabel": "校区",
    "intakeLabel": "入学批次",
    "studyModeLabel": "学习方式",
    "courseStatusLabel": "状态",
    "notSubmitted": "未提交",
    "timelineLabel": "{course} 的时间线",
    "currentStatus": "（当前状态）",
    "conditionsLabel": "条件：",
    "reasonLabel": "原因：",
    "continueAction": "继续",
    "continueApplication": "继续填写申请 {number}",
    "deleteAction": "删除",
    "deleteApplication": "删除申请 {number}",
    "withdrawAction": "撤回",
    "withdrawApplication": "撤回申请 {number}",
    "resubmitAction": "重新提交",
    "resubmitApplication": "重新提交申请 {number}",
    "pdfAction": "下载 PDF",
    "pdfApplication": "下载 PDF：申请 {number}",
    "acceptAction": "接受录取",
    "acceptOffer": "接受录取：{course}",
    "declineAction": "婉拒录取",
    "declineOffer": "婉拒录取：{course}",
    "deleteTitle": "删除申请",
    "deleteConfirm": "要删除草稿申请 {number} 吗？此操作无法撤消。",
    "withdrawTitle": "撤回申请",
    "withdrawConfirm": "要撤回申请 {number} 吗？其中的课程都将被撤回，历史记录会保留。",
    "acceptTitle": "接受录取",
    "acceptConfirm": "要接受 {institution} {course} 的录取吗？",
    "declineTitle": "婉拒录取",
    "declineConfirm": "要婉拒 {institution} {course} 的录取吗？此操作无法撤消。",
    "confirmYes": "是",
    "confirmCancel": "取消",
    "offerAccepted": "已接受录取。",
    "offerDeclined": "已婉拒录取。"
  }
};

export default words;
