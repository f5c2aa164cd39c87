import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "Bạn chưa đăng ký bằng {provider}. Vui lòng đăng ký trước.",
    "registerContactSupport": "Đăng ký người dùng không thành công. Vui lòng liên hệ bộ phận hỗ trợ của {provider}.",
    "registerTryLater": "Đăng ký người dùng không thành công. Vui lòng thử lại sau.",
    "signInWith": "Đăng nhập bằng {provider}",
    "signUpWith": "Đăng ký bằng {provider}",
    "providersLabel": "Cách đăng nhập khác",
    "providersLoading": "Đang tải các cách đăng nhập khác…",
    "signingIn": "Đang đăng nhập…",
    "externalSignUpIntro": "Bạn đang đăng ký bằng tài khoản {provider}. Hãy kiểm tra thông tin và tạo tài khoản.",
    "externalSignUpAction": "Tạo tài khoản",
    "setPasswordTitle": "Đặt mật khẩu",
    "setPasswordIntro": "Tài khoản của bạn chưa có mật khẩu: bạn đăng nhập bằng dịch vụ bên ngoài. Hãy đặt mật khẩu để có thể đăng nhập bằng email.",
    "setPasswordAction": "Đặt mật khẩu",
    "passwordSet": "Đã đặt mật khẩu. Giờ bạn cũng có thể đăng nhập bằng email và mật khẩu.",
    "passwordAlreadySet": "Tài khoản của bạn đã có mật khẩu. Hãy đổi mật khẩu bằng mật khẩu hiện tại.",
    "setPasswordNotice": "Bạn đã đăng nhập bằng dịch vụ bên ngoài và chưa có mật khẩu.",
    "setPasswordNoticeDismiss": "Để sau"
  }
};

export default words;
