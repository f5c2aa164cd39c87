import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "Bạn đã thử quá nhiều lần. Vui lòng đợi một phút rồi thử lại.",
    "notFound": "Không tìm thấy tài nguyên được yêu cầu.",
    "invalidInput": "Dữ liệu nhập không hợp lệ",
    "expectedType": "Cần kiểu {type}",
    "malformedBody": "Nội dung yêu cầu không phải JSON hợp lệ.",
    "unsupportedMediaType": "Loại nội dung không được hỗ trợ. Hãy gửi JSON hoặc dữ liệu biểu mẫu.",
    "bodyTooLarge": "Nội dung yêu cầu quá lớn.",
    "badRequest": "Không thể hiểu yêu cầu.",
    "serverError": "Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại sau.",
    "metricsTokenRequired": "Truy cập số liệu cần METRICS_TOKEN dưới dạng bearer token."
  }
};

export default words;
