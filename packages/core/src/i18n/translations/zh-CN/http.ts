import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "尝试次数过多。请稍等一分钟后重试。",
    "notFound": "未找到请求的资源。",
    "invalidInput": "输入无效",
    "expectedType": "应为 {type}",
    "malformedBody": "请求正文不是有效的 JSON。",
    "unsupportedMediaType": "不支持的内容类型。请发送 JSON 或表单数据。",
    "bodyTooLarge": "请求正文过大。",
    "badRequest": "无法理解该请求。",
    "serverError": "我们这边出了点问题，请稍后重试。",
    "metricsTokenRequired": "访问指标需要以 METRICS_TOKEN 作为 Bearer 令牌。"
  }
};

export default words;
