import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "Vui lòng trả lời câu hỏi",
    "oneChoiceOnly": "Vui lòng chỉ chọn một câu trả lời.",
    "choiceUnknown": "Vui lòng chọn một trong các đáp án của câu hỏi.",
    "dateInvalid": "Vui lòng nhập ngày hợp lệ.",
    "tooManyValues": "Câu hỏi này có tối đa {max} câu trả lời.",
    "fileUnknown": "Không tìm thấy tệp. Vui lòng tải lên lại.",
    "applicationSubmitted": "Hồ sơ này đã được nộp: không thể thay đổi câu trả lời nữa.",
    "surveyNotFound": "Không tìm thấy bảng câu hỏi",
    "questionNotFound": "Không tìm thấy câu hỏi",
    "applicationNotFound": "Không tìm thấy hồ sơ",
    "heading": "Bảng câu hỏi",
    "loading": "Đang tải bảng câu hỏi…",
    "progress": "Câu hỏi {n}/{total}",
    "mandatoryMark": "Bắt buộc",
    "back": "Quay lại",
    "next": "Tiếp",
    "submit": "Nộp",
    "noQuestions": "Bảng câu hỏi này không có câu hỏi nào.",
    "done": "Cảm ơn bạn: tất cả câu hỏi đã được trả lời.",
    "answerLabel": "Câu trả lời của bạn",
    "textFieldLabel": "Câu trả lời {n}",
    "dateFieldLabel": "Ngày {n}",
    "dateLabel": "Ngày",
    "choosePlaceholder": "Chọn…",
    "fileLabel": "Tệp",
    "uploadFile": "Tải tệp lên",
    "replaceFile": "Thay tệp",
    "uploading": "Đang tải lên…",
    "currentFile": "Đã tải lên: {name}",
    "commentLabel": "Ghi chú"
  }
};

export default words;
