import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "正在加载编辑器…",
    "formatting": "格式",
    "bold": "粗体",
    "italic": "斜体",
    "bulletList": "项目符号列表",
    "orderedList": "编号列表",
    "link": "链接",
    "linkAddress": "链接地址",
    "removeLink": "移除链接",
    "done": "完成",
    "cancel": "取消",
    "attachments": "附件",
    "attach": "添加附件",
    "removeAttachment": "移除 {name}",
    "uploading": "正在上传…"
  }
};

export default words;
