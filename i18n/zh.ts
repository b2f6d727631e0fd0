import type { TranslationMessages } from 'react-admin';
import chineseMessages from 'ra-language-chinese';
import { resourceDefs } from '../resources/registry';
import { appZh } from './app.zh';
import { mergeMessages } from './merge';
import { raZhFixes } from './ra.zh';
import { resourceMessagesZh } from './resources';

/** Complete Chinese: the community package, our corrections, our screens, our resources. */
export const zhMessages: TranslationMessages = mergeMessages(chineseMessages, raZhFixes, {
  app: appZh,
  resources: resourceMessagesZh(resourceDefs),
});

export default zhMessages;
