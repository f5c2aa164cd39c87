import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "Chuyển đến nội dung chính",
    "homeTitle": "Trang chủ",
    "portalNavLabel": "Điều hướng chính",
    "portalNavSearch": "Tìm kiếm",
    "portalNavCompare": "So sánh",
    "portalMenuButton": "Menu",
    "accountMenuButton": "Tài khoản của tôi",
    "profileNoticesTitle": "Thông báo qua email",
    "homeWelcomeTitle": "Tìm nơi du học phù hợp với bạn",
    "homeWelcomeText": "StudyAtlas tập hợp các trường, khóa học, học bổng, đơn vị tư vấn và sự kiện trên khắp thế giới. Tạo tài khoản miễn phí để lưu mục yêu thích, so sánh khóa học và ứng tuyển trực tuyến.",
    "homeCreateAccount": "Tạo tài khoản miễn phí",
    "homeWelcomeBack": "Chào mừng bạn trở lại, {firstName}",
    "homeMemberIntro": "Tài khoản của bạn đã sẵn sàng. Đây là tình hình hiện tại của bạn.",
    "homeAccountHeading": "Tài khoản của bạn",
    "homeUnreadLabel": "Tin nhắn chưa đọc",
    "homeChangePassword": "Đổi mật khẩu",
    "homeNextHeading": "Bạn có thể làm gì với StudyAtlas",
    "homeNextSearch": "Tìm trường, khóa học và học bổng theo quốc gia, lĩnh vực học và bậc học.",
    "homeNextCompare": "Lưu mục yêu thích và so sánh song song tối đa mười khóa học.",
    "homeNextApply": "Ứng tuyển trực tuyến tối đa năm khóa học trong một hồ sơ.",
    "homeNextConnect": "Nhắn tin cho các trường và sinh viên khác, và mời bạn bè của bạn.",
    "errorPageTitle": "Không tìm thấy trang",
    "errorPageText": "Trang bạn yêu cầu không tồn tại hoặc không còn khả dụng.",
    "goHome": "Về trang chủ"
  }
};

export default words;
