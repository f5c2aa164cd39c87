import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "请回答该问题",
    "oneChoiceOnly": "请只选择一个答案。",
    "choiceUnknown": "请从该问题的选项中选择一个答案。",
    "dateInvalid": "请输入有效的日期。",
    "tooManyValues": "该问题最多可选 {max} 个答案。",
    "fileUnknown": "未找到该文件，请重新上传。",
    "applicationSubmitted": "该申请已提交，答案无法再更改。",
    "surveyNotFound": "未找到问卷",
    "questionNotFound": "未找到问题",
    "applicationNotFound": "未找到申请",
    "heading": "问卷",
    "loading": "正在加载问卷…",
    "progress": "第 {n} 题，共 {total} 题",
    "mandatoryMark": "必填",
    "back": "上一步",
    "next": "下一步",
    "submit": "提交",
    "noQuestions": "该问卷没有问题。",
    "done": "谢谢：所有问题均已回答。",
    "answerLabel": "您的回答",
    "textFieldLabel": "回答 {n}",
    "dateFieldLabel": "日期 {n}",
    "dateLabel": "日期",
    "choosePlaceholder": "请选择…",
    "fileLabel": "文件",
    "uploadFile": "上传文件",
    "replaceFile": "替换文件",
    "uploading": "正在上传…",
    "currentFile": "已上传：{name}",
    "commentLabel": "备注"
  }
};

export default words;
