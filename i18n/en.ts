import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { appEn } from './app.en';
import { screensEn } from './screens.en';
import { mergeMessages } from './merge';
import { resourceMessagesEn } from './resources';
import { allResources } from '../resources/declarations';

export const enMessages: TranslationMessages = mergeMessages(englishMessages, {
  // English is a chunk of its own already: it carries the screens' texts with the shell's.
  app: { ...appEn, ...screensEn },
  resources: resourceMessagesEn(allResources),
});

export default enMessages;
