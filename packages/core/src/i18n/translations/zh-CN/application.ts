import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "一份申请最多只能添加五门课程",
    "courseExists": "该课程已添加，请选择其他课程",
    "atLeastOneCourse": "请至少选择一门课程。",
    "basicIncomplete": "您的基本信息尚未填写完整。",
    "basicNotConfigured": "您尚未填写基本信息",
    "noSeats": "根据我们的记录，该入学批次已无名额。请联系院校。",
    "submissionFailed": "申请提交失败",
    "aboutMeSaved": "数据已保存",
    "submitted": "您的申请已提交。",
    "declarationSaved": "数据已保存。",
    "intakeUnknown": "该课程的这一入学批次已不再开放，请选择其他批次。",
    "courseParameterInvalid": "无法读取课程列表。",
    "privacyPolicyOutdated": "这不是当前的隐私政策，请重新阅读声明。",
    "alreadyApplied": "您已申请过 {course}（入学批次 {intakeDate}）。",
    "openExistingApplication": "打开该申请",
    "declarationTitle": "声明与隐私政策",
    "declarationParagraphs": [
      "我声明，我在本申请中提供的信息真实、完整。我理解，如有任何信息虚假或不完整，院校可能撤销录取通知。",
      "我同意 StudyAtlas 将本申请、我提交时的个人资料以及我的回答转交给我所选课程的院校，以便其进行评估并就此与我联系。",
      "我理解，我可以随时在“我的申请”中撤回申请，且院校将按照其各自的隐私政策保留已收到的资料。"
    ]
  }
};

export default words;
