import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "保存为草稿",
    "saveAndPublish": "保存并发布",
    "save": "保存",
    "publish": "发布",
    "archive": "归档",
    "unarchive": "恢复为草稿"
  }
};

export default words;
