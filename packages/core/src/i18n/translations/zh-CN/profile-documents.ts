import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "文件",
    "documentType": "文件类型",
    "chooseFile": "选择文件",
    "uploading": "正在上传…",
    "attached": "已附加：{name}",
    "removeFile": "移除文件",
    "download": "下载 {name}",
    "choose": "请选择…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "文件已存在",
    "docTypeRequired": "附加文件时必须选择文件类型",
    "docTypeUnknown": "请从列表中选择文件类型。",
    "fileRequired": "请选择要附加的文件。"
  }
};

export default words;
