import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "Vui lòng đăng nhập để lưu mục yêu thích.",
    "favouritesTitle": "Yêu thích",
    "favouriteCategories": "Danh mục yêu thích",
    "favouriteToggle": "Yêu thích: {name}",
    "favouriteRemove": "Bỏ {name} khỏi mục yêu thích",
    "favouriteTabCourses": "Khóa học",
    "favouriteTabInstitutions": "Trường",
    "favouriteTabAgents": "Đơn vị tư vấn",
    "favouriteTabEvents": "Sự kiện",
    "favouriteTabScholarships": "Học bổng",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "Bắt đầu {date}",
    "favouriteDates": "{from} đến {to}",
    "favouriteCloses": "Hạn chót {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "Vui lòng chỉ định danh mục",
    "favouriteCategoryInvalid": "Danh mục phải là C (kỳ nhập học của khóa học), I (trường), A (đơn vị tư vấn), E (sự kiện) hoặc S (học bổng).",
    "favouriteReferenceRequired": "ReferenceFk là bắt buộc",
    "favouriteReferenceInvalid": "ReferenceFk phải là số nguyên dương.",
    "favouritePreferenceRequired": "PreferenceFk là bắt buộc",
    "favouritePreferenceInvalid": "PreferenceFk phải là số nguyên dương.",
    "favouriteFlagInvalid": "FavFlag phải là true hoặc false.",
    "favouriteNotFound": "Không tìm thấy mục yêu thích này.",
    "favouriteIntakeNotFound": "Không tìm thấy kỳ nhập học của khóa học.",
    "favouriteInstitutionNotFound": "Không tìm thấy trường.",
    "favouriteAgentNotFound": "Không tìm thấy đơn vị tư vấn.",
    "favouriteEventNotFound": "Không tìm thấy sự kiện.",
    "favouriteScholarshipNotFound": "Không tìm thấy học bổng."
  }
};

export default words;
