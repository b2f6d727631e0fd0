import { findingKindChoices } from '../findings';
/**
 * The kinds of finding a supervision or a rectification may be about: the declared resources living
 * the finding life (resources/findings.ts). The server checks the named record is such a finding of
 * the caller's tenant; this list only gives the choices their Chinese names.
 */
export const FINDING_SOURCE_CHOICES = findingKindChoices();

/**
 * The finding a supervision or a rectification is about: its kind (one of the choices above) and its
 * record, both required with `required` (the message names what the source is for); lists select by
 * either.
 */
export const findingSourceFields = <const M extends string>(required: M) =>
  [
    {
      name: 'sourceType',
      label: '来源类型',
      en: 'Source kind',
      type: 'string',
      maxLength: 64,
      required,
      filter: ['equal'],
      choices: FINDING_SOURCE_CHOICES,
    },
    {
      name: 'sourceId',
      label: '来源记录',
      en: 'Source record',
      type: 'id',
      required,
      filter: ['equal'],
      index: true,
      hideInList: true,
    },
  ] as const;
