// The package ships plain CommonJS without types.
declare module 'ra-language-chinese' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
