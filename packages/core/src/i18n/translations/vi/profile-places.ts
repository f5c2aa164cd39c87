import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "Quốc gia",
    "state": "Bang/Tỉnh",
    "city": "Thành phố",
    "choose": "Chọn…",
    "cityFilter": "Tìm thành phố",
    "cityFilterHint": "Nhập một phần tên: danh sách hiển thị {limit} thành phố đầu tiên."
  }
};

export default words;
