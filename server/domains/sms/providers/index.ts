import { SMS_ALIYUN, SMS_QINIU, SMS_TENCENT, SMS_YUNPIAN } from '../../../../resources/platform/sms/schema';
import { aliyun } from './aliyun';
import { qiniu } from './qiniu';
import { tencent } from './tencent';
import type { Provider } from './types';
import { yunpian } from './yunpian';

/** The adapter of each kind of the `sms` dictionary (1 yunpian, 2 七牛云, 3 阿里云, 4 腾讯云). */
export const PROVIDERS: Record<number, Provider> = {
  [SMS_YUNPIAN]: yunpian,
  [SMS_QINIU]: qiniu,
  [SMS_ALIYUN]: aliyun,
  [SMS_TENCENT]: tencent,
};

export type { Provider, ProviderAccount, SendOutcome, Message } from './types';
