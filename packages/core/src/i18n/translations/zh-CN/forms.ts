import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "查找表格",
    "country": "院校所在国家/地区",
    "institution": "院校名称",
    "category": "类别",
    "subCategory": "子类别 {level}",
    "keyword": "表格名称",
    "choose": "请选择…",
    "any": "不限",
    "search": "搜索",
    "clear": "清除",
    "resultsTitle": "表格",
    "resultsTotal": "找到 {total} 份表格",
    "select": "选择 {name}",
    "selectAll": "选择所有表格",
    "download": "下载",
    "downloadNamed": "下载 {name}",
    "downloadSelected": "下载所选（{count}）",
    "downloading": "正在准备下载"
  },
  "formMessages": {
    "formCountryRequired": "请选择院校所在国家/地区",
    "formInstitutionRequired": "请选择院校名称",
    "fileNotFound": "未找到资源文件",
    "downloadSuccessful": "下载成功：{name}",
    "downloadSaveFailed": "未找到资源：{name}",
    "downloadRequestFailed": "请求失败，状态码：{status}",
    "downloadIdsRequired": "请在 fileID 请求头中提供文件 ID（多个 ID 以逗号分隔）。",
    "downloadIdsInvalid": "文件 ID 必须是正整数，以逗号分隔。",
    "downloadTooMany": "一次最多可下载 {max} 个文件。",
    "downloadTypeInvalid": "下载类型（key 请求头）必须是 EFM（表格）、EEM（活动文件）或 EDN（个人资料文件）。",
    "downloadSignIn": "请登录后下载文件。",
    "uploadFileRequired": "请选择要上传的文件。",
    "uploadNotMultipart": "请以 multipart/form-data 格式在字段“file”中发送文件。",
    "uploadFileTooLarge": "文件过大：最大 {max} MB。",
    "uploadImageTooLarge": "图片过大：最大 {max} MB。",
    "uploadFileType": "只能上传 PDF、Word (.doc, .docx)、OpenDocument 文本 (.odt)、纯文本 (.txt)、PNG、JPEG 或 WEBP 文件。",
    "uploadFileHint": "您可以附加 PDF、Word (.doc, .docx)、OpenDocument 文本 (.odt)、纯文本 (.txt)、PNG、JPEG 或 WEBP 文件，每个文件最大 {max} MB。",
    "uploadImageType": "仅允许上传以下格式的文件：{list}。"
  }
};

export default words;
