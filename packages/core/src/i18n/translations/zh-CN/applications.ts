import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "已提交",
      "REV": "审核中",
      "OFC": "有条件录取",
      "OFU": "无条件录取",
      "REJ": "已拒绝",
      "ACC": "已接受",
      "DEC": "已婉拒",
      "WDR": "已撤回"
    },
    "applicationDeleted": "申请已删除。",
    "applicationWithdrawn": "申请已撤回。",
    "alreadyWithdrawn": "该申请已被撤回。",
    "moveNotAllowed": "该申请无法从“{from}”变更为“{to}”。",
    "pdfNeedsSubmission": "请先提交申请：PDF 显示的是申请提交时的内容。",
    "applicationNotFound": "未找到申请。",
    "courseEntryNotFound": "未找到申请中的课程。",
    "partnerKeyMissing": "需要合作伙伴密钥：请发送请求头 Authorization: Bearer <partner key>。",
    "partnerKeyInvalid": "该合作伙伴密钥无效或已被吊销。",
    "partnerFileNotFound": "未找到资源文件",
    "conditionsRequired": "请填写录取条件。",
    "mailStatusSubject": "您申请的 {course}：{status}",
    "mailStatusIntro": "您申请的 {institution} {course}（{campus}，入学批次 {intake}）的当前状态为：{status}。",
    "mailStatusConditions": "录取条件：",
    "mailStatusReason": "原因：",
    "mailStatusAction": "在“我的申请”中查看完整时间线：",
    "mailStatusButton": "打开我的申请"
  },
  "applyMessages": {
    "applyAction": "申请",
    "applyCourse": "申请 {name}",
    "applyDetailsIncomplete": "请先更新您的基本信息和联系方式",
    "applySignIn": "请登录后在线申请。"
  }
};

export default words;
