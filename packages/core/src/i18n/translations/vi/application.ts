import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "Mỗi hồ sơ chỉ được thêm tối đa năm khóa học",
    "courseExists": "Khóa học này đã có trong hồ sơ. Vui lòng chọn khóa học khác",
    "atLeastOneCourse": "Phải chọn ít nhất một khóa học.",
    "basicIncomplete": "Thông tin cơ bản của bạn chưa đầy đủ.",
    "basicNotConfigured": "Bạn chưa điền thông tin cơ bản",
    "noSeats": "Theo dữ liệu của chúng tôi, kỳ nhập học này đã hết chỗ. Vui lòng liên hệ với trường.",
    "submissionFailed": "Nộp hồ sơ không thành công",
    "aboutMeSaved": "Đã lưu dữ liệu",
    "submitted": "Hồ sơ của bạn đã được nộp.",
    "declarationSaved": "Đã lưu dữ liệu.",
    "intakeUnknown": "Kỳ nhập học này của khóa học không còn được mở. Vui lòng chọn kỳ khác.",
    "courseParameterInvalid": "Không thể đọc danh sách khóa học.",
    "privacyPolicyOutdated": "Đây không phải chính sách quyền riêng tư hiện hành. Vui lòng đọc lại bản cam kết.",
    "alreadyApplied": "Bạn đã ứng tuyển vào {course} (kỳ nhập học {intakeDate}).",
    "openExistingApplication": "Mở hồ sơ đó",
    "declarationTitle": "Cam kết và chính sách quyền riêng tư",
    "declarationParagraphs": [
      "Tôi cam kết rằng các thông tin tôi cung cấp trong hồ sơ này là đúng sự thật và đầy đủ. Tôi hiểu rằng các trường có thể rút lại thư mời nhập học nếu có bất kỳ thông tin nào sai hoặc thiếu.",
      "Tôi đồng ý để StudyAtlas chuyển hồ sơ này, thông tin cá nhân của tôi tại thời điểm nộp và các câu trả lời của tôi đến các trường của những khóa học tôi đã chọn, để họ đánh giá và liên hệ với tôi về hồ sơ.",
      "Tôi hiểu rằng tôi có thể rút hồ sơ bất cứ lúc nào trong mục Hồ sơ ứng tuyển của tôi, và các trường sẽ lưu giữ những gì đã nhận theo chính sách quyền riêng tư của họ."
    ]
  }
};

export default words;
