import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "Vui lòng chọn nhiều hơn một khóa học.",
    "compareMaximum": "Bạn có thể chọn tối đa 10 khóa học để so sánh.",
    "compareTitle": "So sánh khóa học",
    "compareAction": "So sánh",
    "compareToggle": "So sánh {name}",
    "compareRemove": "Bỏ {name} khỏi danh sách so sánh",
    "compareClear": "Xóa danh sách so sánh",
    "compareSelected": "Đã chọn {count}/10 khóa học"
  }
};

export default words;
