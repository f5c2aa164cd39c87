import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "Các khóa học được so sánh",
    "compareCarouselRole": "băng chuyền",
    "comparePrevious": "Các khóa học trước",
    "compareNext": "Các khóa học tiếp theo",
    "compareShowing": "Khóa học {first}–{last} trên tổng số {count}",
    "compareInstitution": "Trường",
    "compareLocation": "Địa điểm",
    "compareAward": "Văn bằng",
    "compareLevel": "Bậc học",
    "compareStudyArea": "Lĩnh vực học",
    "compareStudyMode": "Hình thức học",
    "compareDuration": "Thời lượng",
    "compareIntake": "Kỳ nhập học",
    "compareSeats": "Số chỗ",
    "compareAnnualFee": "Học phí mỗi năm",
    "compareTotalCost": "Tổng chi phí",
    "compareInterview": "Yêu cầu phỏng vấn",
    "compareScholarships": "Học bổng",
    "compareDetail": "Xem chi tiết",
    "compareNotAvailable": "–",
    "yes": "Có",
    "no": "Không"
  }
};

export default words;
