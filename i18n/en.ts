import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { appEn } from './app.en';
import { mergeMessages } from './merge';

export const enMessages: TranslationMessages = mergeMessages(englishMessages, {
  app: appEn,
  resources: {
    param: {
      name: 'Parameter |||| Parameters',
      fields: { paramName: 'Name', paramKey: 'Key', paramValue: 'Value', remark: 'Remark', createTime: 'Created at' },
    },
  },
});

export default enMessages;
