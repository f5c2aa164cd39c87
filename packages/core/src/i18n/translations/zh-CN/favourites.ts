import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "请登录后保存您的收藏。",
    "favouritesTitle": "收藏",
    "favouriteCategories": "收藏类别",
    "favouriteToggle": "收藏：{name}",
    "favouriteRemove": "从收藏中移除 {name}",
    "favouriteTabCourses": "课程",
    "favouriteTabInstitutions": "院校",
    "favouriteTabAgents": "中介",
    "favouriteTabEvents": "活动",
    "favouriteTabScholarships": "奖学金",
    "favouriteTab": "{name}（{count}）",
    "favouriteStarts": "{date} 开课",
    "favouriteDates": "{from} 至 {to}",
    "favouriteCloses": "{date} 截止"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "请指定类别",
    "favouriteCategoryInvalid": "类别必须是 C（课程入学批次）、I（院校）、A（中介）、E（活动）或 S（奖学金）。",
    "favouriteReferenceRequired": "ReferenceFk 为必填项",
    "favouriteReferenceInvalid": "ReferenceFk 必须是正整数。",
    "favouritePreferenceRequired": "PreferenceFk 为必填项",
    "favouritePreferenceInvalid": "PreferenceFk 必须是正整数。",
    "favouriteFlagInvalid": "FavFlag 必须是 true 或 false。",
    "favouriteNotFound": "未找到该收藏。",
    "favouriteIntakeNotFound": "未找到该课程入学批次。",
    "favouriteInstitutionNotFound": "未找到该院校。",
    "favouriteAgentNotFound": "未找到该中介。",
    "favouriteEventNotFound": "未找到该活动。",
    "favouriteScholarshipNotFound": "未找到该奖学金。"
  }
};

export default words;
