import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "Tìm kiếm",
    "tabs": {
      "R": "Bạn bè",
      "I": "Trường",
      "C": "Khóa học",
      "S": "Học bổng",
      "F": "Biểu mẫu",
      "A": "Đơn vị tư vấn",
      "E": "Sự kiện"
    },
    "friendsSignIn": "Vui lòng đăng nhập để tìm bạn bè."
  }
};

export default words;
