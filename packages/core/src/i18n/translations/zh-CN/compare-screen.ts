import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "比较的课程",
    "compareCarouselRole": "轮播",
    "comparePrevious": "上一组课程",
    "compareNext": "下一组课程",
    "compareShowing": "第 {first}–{last} 门课程，共 {count} 门",
    "compareInstitution": "院校",
    "compareLocation": "地点",
    "compareAward": "所获学历",
    "compareLevel": "学习层次",
    "compareStudyArea": "学科领域",
    "compareStudyMode": "学习方式",
    "compareDuration": "学制",
    "compareIntake": "入学批次",
    "compareSeats": "名额",
    "compareAnnualFee": "每年学费",
    "compareTotalCost": "总费用",
    "compareInterview": "需要面试",
    "compareScholarships": "奖学金",
    "compareDetail": "查看详情",
    "compareNotAvailable": "–",
    "yes": "是",
    "no": "否"
  }
};

export default words;
