import type { TranslationMessages } from 'react-admin';
import chineseMessages from 'ra-language-chinese';
import { appZh } from './app.zh';
import { mergeMessages } from './merge';
import { raZhFixes } from './ra.zh';

/**
 * The Chinese the login page needs: the community package, our corrections, the shell's texts. The
 * signed-in screens' texts and the resources' labels (from the declarations) are added when the shell
 * loads (`loadScreenMessages`).
 */
export const zhMessages: TranslationMessages = mergeMessages(chineseMessages, raZhFixes, {
  app: appZh,
});

export default zhMessages;
